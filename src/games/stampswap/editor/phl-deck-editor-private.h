/* phl-deck-editor-private.h — the deck editor's parts shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-deck-editor.h"
#include "phl-deck-document.h"
#include "phl-card-form.h"
#include "phl-card-preview.h"
#include "phl-file-chooser.h"

G_BEGIN_DECLS

struct _PhlDeckEditor
{
  AdwApplicationWindow parent_instance;

  /* Template children. */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  GtkListBox      *deck_list;
  GtkListBox      *card_list;
  GtkSearchEntry  *card_search;
  GtkToggleButton *problems_button;
  GtkListBox      *problem_list;
  GtkStack        *sidebar_stack;   /* the cards, or the problems in their place */
  PhlCardForm     *card_form;
  PhlCardPreview  *preview;
  GtkLabel        *preview_note;
  GtkDropDown     *language_dropdown;
  GtkRevealer     *read_only_revealer;
  GtkWidget       *add_button;
  /* Laid out by width (phl-deck-editor-layout.c). */
  AdwHeaderBar    *header_bar;
  AdwFlap         *deck_flap;
  AdwLeaflet      *card_leaflet;
  GtkWidget       *card_pane;
  GtkWidget       *form_scroll;
  GtkWidget       *form_column;
  GtkWidget       *preview_box;
  GtkWidget       *preview_heading;
  GtkWidget       *back_button;
  GtkWidget       *decks_button;
  GtkWidget       *balance_button;
  GtkButton       *save_button;
  GtkWidget       *read_only_box;
  GtkWidget       *problem_scroll;
  int              layout;
  guint            layout_id;
  guint            scroll_id;

  PhlDeckDocument *document;
  char            *selected_card;
  /* Deck paths in list order; NULL for the standard deck. */
  GPtrArray       *deck_paths;
  gboolean         filling;
  guint            preview_id;
  /* The key (and language) whose field gets the focus once the card
   * chosen in the problems list is shown. */
  char            *focus_key;
  guint            focus_id;
  /* Frames waited for the selected card's row to be laid out. */
  guint            scroll_ticks;
};

const char *phl_deck_editor_get_language  (PhlDeckEditor *self);
void        phl_deck_editor_toast         (PhlDeckEditor *self,
                                           const char    *message);
void        phl_deck_editor_refresh_decks (PhlDeckEditor *self,
                                           const char    *select_path);
/* The layout by width, in phl-deck-editor-layout.c. */
void        phl_deck_editor_layout_class_init (GtkWidgetClass *widget_class);
void        phl_deck_editor_layout_init       (PhlDeckEditor  *self);
void        phl_deck_editor_layout_dispose    (PhlDeckEditor  *self);
/* Selects the card of @group (clearing the search) and shows it. */
void        phl_deck_editor_show_card     (PhlDeckEditor *self,
                                           const char    *group);
/* The list of problems, in phl-deck-editor-problems.c. */
void        phl_deck_editor_update_problems      (PhlDeckEditor  *self);
void        phl_deck_editor_problems_class_init  (GtkWidgetClass *widget_class);
void        phl_deck_editor_problems_init        (PhlDeckEditor  *self);
void        phl_deck_editor_problems_dispose     (PhlDeckEditor  *self);
/* Actions in phl-deck-editor-actions.c. */
void        phl_deck_editor_class_install_actions (GtkWidgetClass *widget_class);
void        phl_deck_editor_update_actions (PhlDeckEditor *self);
/* A file name in the user deck folder for @id that no deck uses yet. */
char       *phl_deck_editor_free_path     (const char    *id);
/* The deck's id, or "deck" when it has no valid one. */
char       *phl_deck_editor_deck_id       (PhlDeckDocument *document);
/* Writes @source's text as a new user deck named after @base_id (and
 * called @name, without translations or description, when given);
 * returns its path, or NULL after saying why. */
char       *phl_deck_editor_create_deck   (PhlDeckEditor   *self,
                                           PhlDeckDocument *source,
                                           const char      *base_id,
                                           const char      *name);
void        phl_deck_editor_choose_file   (PhlDeckEditor *self,
                                           gboolean       save,
                                           const char    *title,
                                           const char    *initial_name,
                                           const char    *pattern,
                                           const char    *filter_name,
                                           PhlFileChosen  callback);
/* Import and export: decks, spreadsheets, card pictures
 * (phl-deck-editor-transfer.c). */
void        phl_deck_editor_class_install_transfer_actions (GtkWidgetClass *widget_class);
/* Scrolls the card list to its selected card once the row is laid out. */
void        phl_deck_editor_scroll_to_selected (PhlDeckEditor *self);

G_END_DECLS
