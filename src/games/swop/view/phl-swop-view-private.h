/* phl-swop-view-private.h — what the SWOP view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-swop-view.c     the screen on PhlGameView: update, hint, playing the board's intents
 * phl-swop-choices.c  the choice bar (which cube, which die for the chip, the catch-up cube)
 * phl-swop-end.c      the end page's chart and detail
 * phl-swop-anchors.c  where Learn to Play points (get_anchor)
 */
#pragma once

#include <adwaita.h>

#include "phl-swop-canvas.h"
#include "phl-swop-view.h"

G_BEGIN_DECLS

struct _PhlSwopView
{
  PhlGameView      parent_instance;

  PhlSwopCanvas   *canvas;

  /* The choice bar, a child of the canvas over its preview strip. */
  GtkWidget       *bar;
  GtkWidget       *bar_label;
  GtkWidget       *bar_buttons;
  /* What the bar shows now, so the focus moves only on a change. */
  int              bar_kind;

  /* A swap waiting for the player's choice of cube and/or chip. */
  PhlSwopChoice    choice;
  int              pending[2];
  int              pending_cube;

  /* A refusal the board gave (a chip clicked, not your turn). */
  char            *flash;

  /* The state last shown, and "best possible was N" for the person's turn. */
  guint            n_shown;
  int              best_points;
  guint            best_actions;
  int              best_seat;
};

/* phl-swop-view.c */
const PhlSwopState *phl_swop_view_state   (PhlSwopView *self);
const char  *phl_swop_view_seat_name      (PhlSwopView *self,
                                           guint        seat);
void         phl_swop_view_refresh        (PhlSwopView *self);
void         phl_swop_view_submit         (PhlSwopView *self,
                                           const char  *action);
void         phl_swop_view_set_flash      (PhlSwopView *self,
                                           const char  *text);

/* phl-swop-choices.c */
void         phl_swop_view_init_choices   (PhlSwopView *self);
/* The player picked two dice: plays the swap, or asks for its choices. */
void         phl_swop_view_request_swap   (PhlSwopView *self,
                                           int          first,
                                           int          second);
void         phl_swop_view_choose_chip    (PhlSwopView *self,
                                           int          cell);
void         phl_swop_view_cancel_choice  (PhlSwopView *self);
void         phl_swop_view_update_choices (PhlSwopView *self);

/* phl-swop-anchors.c: Learn to Play's anchors (docs/guides.md) */
gboolean     phl_swop_view_get_anchor     (PhlGameView     *view,
                                           const char      *anchor,
                                           graphene_rect_t *rect);

/* phl-swop-end.c */
void         phl_swop_view_fill_score_chart (PhlGameView   *view,
                                             PhlScoreChart *chart);
GtkWidget   *phl_swop_view_create_end_details (PhlGameView *view);

G_END_DECLS
