/* phl-card-form-private.h — the card form's parts shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-card-form.h"

G_BEGIN_DECLS

struct _PhlCardForm
{
  GtkBox           parent_instance;

  PhlDeckDocument *document;
  char            *group;
  PhlStampswapCardKind kind;
  gboolean         is_deck;
  /* Set while widgets are filled from the document. */
  guint            loading;
  guint            rebuild_id;

  GtkWidget       *content;
  GtkWidget       *general_problems;  /* problems naming no known field */
  GtkWidget       *status;            /* translation status */
  GtkWidget       *items_box;
  GtkWidget       *items_count;
  /* key → widget showing that key's problems (AdwActionRow or GtkLabel). */
  GHashTable      *problem_widgets;
  /* Focus key → widget, so a rebuilt form keeps the keyboard focus. */
  GHashTable      *focus_widgets;
  char            *built_group;
};

/* phl-card-form.c: shared helpers. */
char      *phl_card_form_get               (PhlCardForm *self,
                                            const char  *key);
/* Names @widget for keeping the focus on it across a rebuild. */
void       phl_card_form_remember          (PhlCardForm *self,
                                            GtkWidget   *widget,
                                            const char  *format,
                                            ...) G_GNUC_PRINTF (3, 4);
/* @widget shows the problems with @key (an AdwActionRow or a label). */
void       phl_card_form_register_problem  (PhlCardForm *self,
                                            const char  *key,
                                            GtkWidget   *widget);
GtkWidget *phl_card_form_problem_label     (void);
GtkWidget *phl_card_form_add_group         (PhlCardForm *self,
                                            const char  *title,
                                            const char  *description);
GtkWidget *phl_card_form_add_row           (PhlCardForm *self,
                                            GtkWidget   *group,
                                            const char  *title,
                                            const char  *key,
                                            GtkWidget   *suffix);
void       phl_card_form_queue_rebuild     (PhlCardForm *self);
const char *phl_card_form_kind_label       (PhlStampswapCardKind kind);

/* phl-card-form-rules.c: the game fields. */
void       phl_card_form_normalize         (PhlCardForm *self);
void       phl_card_form_add_game_rows     (PhlCardForm *self,
                                            GtkWidget   *group);

/* phl-card-form-texts.c: names and texts. */
void       phl_card_form_add_text_group    (PhlCardForm *self);
void       phl_card_form_set_status        (PhlCardForm *self,
                                            const char  *status);
/* The status line, the outdated marks and the text warnings, again. */
void       phl_card_form_update_texts      (PhlCardForm *self);

G_END_DECLS
