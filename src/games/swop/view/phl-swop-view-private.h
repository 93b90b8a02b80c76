/* phl-swop-view-private.h — what the SWOP view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-swop-view.c     the screen: the match, status, hint, playing the canvas's intents
 * phl-swop-choices.c  the choice bar (which cube, which die for the chip, the catch-up cube)
 * phl-swop-end.c      the end of the game: who won and where the points came from
 */
#pragma once

#include <adwaita.h>

#include "phl-swop-canvas.h"
#include "phl-swop-view.h"

G_BEGIN_DECLS

struct _PhlSwopView
{
  GtkWidget        parent_instance;

  PhlMatch        *match;
  PhlSwopState     state;

  GtkWidget       *canvas;
  GtkWidget       *end_card;
  GtkWidget       *end_title;
  GtkWidget       *end_subtitle;
  GtkWidget       *chart;
  GtkWidget       *choice_revealer;
  GtkWidget       *choice_label;
  GtkWidget       *choice_buttons;
  GtkWidget       *status_label;
  GtkWidget       *detail_label;
  GtkWidget       *last_label;
  GtkWidget       *hint_button;
  GtkWidget       *results_button;

  /* A swap waiting for the player's choice of cube and/or chip. */
  PhlSwopChoice    choice;
  int              pending[2];
  int              pending_cube;
  /* What the choice bar shows now, so the focus moves only on a change. */
  int              bar_kind;

  char            *flash;
  char            *hint_text;
  char            *last_text;
  char            *report;

  /* "Best possible was N" for the person's turn in progress. */
  int              best_points;
  guint            best_swaps;
  int              best_seat;

  gboolean         end_dismissed;
};

/* phl-swop-view.c */
gboolean     phl_swop_view_seat_is_human  (PhlSwopView *self,
                                           int          seat);
const char  *phl_swop_view_seat_name      (PhlSwopView *self,
                                           guint        seat);
guint        phl_swop_view_n_humans       (PhlSwopView *self);
void         phl_swop_view_update         (PhlSwopView *self);
void         phl_swop_view_submit         (PhlSwopView *self,
                                           const char  *action);
void         phl_swop_view_set_flash      (PhlSwopView *self,
                                           const char  *text);

/* phl-swop-choices.c */
/* The player picked two dice: plays the swap, or asks for its choices. */
void         phl_swop_view_request_swap   (PhlSwopView *self,
                                           int          first,
                                           int          second);
void         phl_swop_view_choose_chip    (PhlSwopView *self,
                                           int          cell);
void         phl_swop_view_cancel_choice  (PhlSwopView *self);
void         phl_swop_view_update_choices (PhlSwopView *self);

/* phl-swop-end.c */
void         phl_swop_view_init_end       (PhlSwopView *self);
void         phl_swop_view_update_end     (PhlSwopView *self);

G_END_DECLS
