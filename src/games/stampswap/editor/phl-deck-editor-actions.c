/* phl-deck-editor-actions.c — what the deck editor's buttons and menus do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-deck-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-balance-window.h"
#include "phl-deck-editor-private.h"
#include "phl-deck-file.h"
#include "phl-deck-pdf.h"
#include "phl-file-chooser.h"
#include "phl-file.h"
#include "phl-match.h"
#include "phl-toast.h"


/* ---------------------------------------------------------------- files */

char *
phl_deck_editor_free_path (const char *id)
{
  g_autofree char *dir = phl_deck_file_user_dir ();

  g_mkdir_with_parents (dir, 0755);
  if (!phl_deck_id_is_valid (id))
    id = "deck";
  for (guint n = 1; ; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s.deck", id) : g_strdup_printf ("%s-%u.deck", id, n);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *draft = phl_deck_document_draft_path (path);

      if (!g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (draft, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
}

void
phl_deck_editor_choose_file (PhlDeckEditor *self,
                  gboolean       save,
                  const char    *title,
                  const char    *initial_name,
                  const char    *pattern,
                  const char    *filter_name,
                  PhlFileChosen  callback)
{
  PhlFileChooserOptions options = {
    .title = title,
    .accept_label = save ? _("_Export") : _("_Import"),
    .initial_name = initial_name,
    .pattern = pattern,
    .filter_name = filter_name,
    .save = save,
  };

  phl_file_chooser_run (GTK_WINDOW (self), &options, callback, NULL);
}

static void
show_error (PhlDeckEditor *self,
            const char    *heading,
            const char    *body)
{
  phl_show_error_dialog (GTK_WINDOW (self), heading, body);
}

char *
phl_deck_editor_deck_id (PhlDeckDocument *document)
{
  char *id = phl_deck_document_get_value (document, "Deck", "Id");

  if (!phl_deck_id_is_valid (id))
    {
      g_free (id);
      id = g_strdup ("deck");
    }
  return id;
}

/* Writes @document's text as a new user deck with @id and @name; returns its path. */
char *
phl_deck_editor_create_deck (PhlDeckEditor   *self,
             PhlDeckDocument *source,
             const char      *base_id,
             const char      *name)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = phl_deck_document_to_data (source, NULL);
  g_autofree char *path = phl_deck_editor_free_path (base_id);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *id = g_strndup (base, strlen (base) - strlen (".deck"));
  g_autofree char *data = NULL;
  g_auto(GStrv) keys = NULL;
  gsize length;

  g_key_file_load_from_data (key_file, text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL);
  g_key_file_set_value (key_file, "Deck", "Id", id);
  if (name != NULL)
    {
      /* A new name has no translations yet, and the copy is not what
       * the deck it came from describes: its description starts empty. */
      keys = g_key_file_get_keys (key_file, "Deck", NULL, NULL);
      for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
        if (g_str_has_prefix (keys[i], "Name[") || g_str_has_prefix (keys[i], "NameSource")
            || g_str_has_prefix (keys[i], "Description"))
          g_key_file_remove_key (key_file, "Deck", keys[i], NULL);
      g_key_file_set_string (key_file, "Deck", "Name", name);
    }
  data = g_key_file_to_data (key_file, &length, NULL);
  if (!phl_file_write_atomically (path, data, length, &error))
    {
      show_error (self, _("Could not create the deck"), error->message);
      return NULL;
    }
  return g_steal_pointer (&path);
}

static void
new_deck_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autoptr(PhlDeckDocument) standard = phl_deck_document_new_standard ();
  g_autofree char *path = phl_deck_editor_create_deck (self, standard, "my-deck", _("My deck"));

  if (path == NULL)
    return;
  phl_deck_editor_open_deck (self, path);
  phl_deck_editor_toast (self, _("New deck made from the standard deck"));
}

static void
duplicate_deck_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autofree char *id = phl_deck_editor_deck_id (self->document);
  g_autofree char *name = g_key_file_get_locale_string (phl_deck_document_get_key_file (self->document),
                                                        "Deck", "Name", NULL, NULL);
  /* Translators: the name of a copy of a deck */
  g_autofree char *copy_name = g_strdup_printf (_("%s (copy)"), name ? name : "");
  g_autofree char *path = phl_deck_editor_create_deck (self, self->document, id, copy_name);

  if (path != NULL)
    phl_deck_editor_open_deck (self, path);
}

static void
rename_response (AdwMessageDialog *dialog,
                 const char       *response,
                 PhlDeckEditor    *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");
  const char *name = gtk_editable_get_text (entry);
  g_auto(GStrv) keys = NULL;
  GKeyFile *key_file;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename") || self->document == NULL || name[0] == '\0')
    return;
  key_file = phl_deck_document_get_key_file (self->document);
  phl_deck_document_begin_edit (self->document);
  keys = g_key_file_get_keys (key_file, "Deck", NULL, NULL);
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    if (g_str_has_prefix (keys[i], "Name["))
      phl_deck_document_set_value (self->document, "Deck", keys[i], NULL, NULL);
  phl_deck_document_set_translation (self->document, "Deck", "Name", NULL, name, NULL);
  phl_deck_document_end_edit (self->document);
  if (!phl_deck_document_save (self->document, NULL, &error))
    show_error (self, _("Could not save the deck"), error->message);
  phl_deck_editor_refresh_decks (self, phl_deck_document_get_path (self->document));
}

static void
rename_deck_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Deck"), NULL);
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *name = phl_deck_document_get_translation (self->document, "Deck", "Name", NULL);

  gtk_editable_set_text (GTK_EDITABLE (entry), name ? name : "");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("The new name replaces the English name; translate it again under “Deck name and description”."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_signal_connect (dialog, "response", G_CALLBACK (rename_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A deleted deck waits in the state folder until its toast goes away. */
typedef struct
{
  PhlDeckEditor *self;
  char          *path;
  char          *trash;
  gboolean       undone;
} Deleted;

static void
deleted_undo (AdwToast *toast,
              Deleted  *deleted)
{
  if (g_rename (deleted->trash, deleted->path) == 0)
    {
      deleted->undone = TRUE;
      phl_deck_editor_open_deck (deleted->self, deleted->path);
    }
}

static void
deleted_dismissed (AdwToast *toast,
                   Deleted  *deleted)
{
  if (!deleted->undone)
    g_unlink (deleted->trash);
  g_object_unref (deleted->self);
  g_free (deleted->path);
  g_free (deleted->trash);
  g_free (deleted);
}

static void
delete_deck_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  const char *path = phl_deck_document_get_path (self->document);
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "philatelia", "deck-trash", NULL);
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  Deleted *deleted;
  AdwToast *toast;

  if (path == NULL || phl_deck_document_get_read_only (self->document))
    return;
  base = g_path_get_basename (path);
  g_mkdir_with_parents (dir, 0700);
  deleted = g_new0 (Deleted, 1);
  deleted->self = g_object_ref (self);
  deleted->path = g_strdup (path);
  deleted->trash = g_build_filename (dir, base, NULL);
  /* Unsaved edits go with it. */
  phl_deck_document_discard_draft (self->document);
  if (g_rename (path, deleted->trash) != 0)
    {
      int saved_errno = errno;

      show_error (self, _("Could not delete the deck"), g_strerror (saved_errno));
      deleted_dismissed (NULL, deleted);
      return;
    }
  name = g_key_file_get_locale_string (phl_deck_document_get_key_file (self->document), "Deck", "Name",
                                       NULL, NULL);
  g_clear_object (&self->document);
  phl_deck_editor_open_deck (self, NULL);

  /* Translators: %s is a deck name */
  title = g_strdup_printf (_("“%s” deleted"), name ? name : base);
  toast = phl_toast_new_plain (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_timeout (toast, 10);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (deleted_undo), deleted);
  g_signal_connect (toast, "dismissed", G_CALLBACK (deleted_dismissed), deleted);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
export_to (PhlDeckEditor *self,
           const char    *path)
{
  g_autoptr(GError) error = NULL;

  if (!phl_deck_document_save (self->document, path, &error))
    show_error (self, _("Could not export the deck"), error->message);
  else
    phl_deck_editor_toast (self, _("Deck exported"));
}

static void
export_chosen (GtkWindow *parent,
               GFile     *file,
               gpointer   user_data)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (parent);
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_to (self, path);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autofree char *id = phl_deck_editor_deck_id (self->document);
  g_autofree char *name = g_strdup_printf ("%s.deck", id);

  if (parameter != NULL)
    export_to (self, g_variant_get_string (parameter, NULL));
  else
    phl_deck_editor_choose_file (self, TRUE, _("Export Deck"), name, "*.deck", _("Stamp Swap decks"), export_chosen);
}

static void
export_pdf_to (PhlDeckEditor *self,
               const char    *path)
{
  g_autoptr(GError) error = NULL;
  guint pages = 0;

  if (!phl_deck_pdf_export (self->document, phl_deck_editor_get_language (self), TRUE, path, &pages, &error))
    show_error (self, _("Could not export the PDF"), error->message);
  else
    {
      g_autofree char *message = g_strdup_printf (g_dngettext (NULL, "PDF exported: %u page",
                                                               "PDF exported: %u pages", pages), pages);

      phl_deck_editor_toast (self, message);
    }
}

static void
export_pdf_chosen (GtkWindow *parent,
                   GFile     *file,
                   gpointer   user_data)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (parent);
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_pdf_to (self, path);
}

static void
export_pdf_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autofree char *id = phl_deck_editor_deck_id (self->document);
  g_autofree char *name = g_strdup_printf ("%s-%s.pdf", id, phl_deck_editor_get_language (self));

  if (parameter != NULL)
    export_pdf_to (self, g_variant_get_string (parameter, NULL));
  else
    phl_deck_editor_choose_file (self, TRUE, _("Export Print-and-Play PDF"), name, "*.pdf", _("PDF documents"),
                 export_pdf_chosen);
}

static void
balance_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  GtkWidget *window = phl_balance_window_new (GTK_WINDOW (self), self->document);

  gtk_window_present (GTK_WINDOW (window));
}

/* ---------------------------------------------------------------- editing */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  phl_deck_document_undo (PHL_DECK_EDITOR (widget)->document);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  phl_deck_document_redo (PHL_DECK_EDITOR (widget)->document);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  guint problems;

  phl_deck_document_validate_now (self->document);
  if (!phl_deck_document_save (self->document, NULL, &error))
    {
      show_error (self, _("Could not save the deck"), error->message);
      return;
    }
  problems = phl_deck_document_get_problems (self->document)->len;
  if (problems == 0)
    phl_deck_editor_toast (self, _("Deck saved: it can be chosen for a new game"));
  else
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (NULL, "Saved as a draft with %u problem: it is not offered for a match yet",
                                      "Saved as a draft with %u problems: it is not offered for a match yet",
                                      problems), problems);

      phl_deck_editor_toast (self, message);
    }
  phl_deck_editor_refresh_decks (self, phl_deck_document_get_path (self->document));
}

/* Starts a game in which the selected card is dealt in the first round:
 * the app's new-game dialog with this deck and card chosen (app.try-card).
 * The game is dealt from the deck file, so unsaved edits are saved first;
 * a deck with problems cannot be played. */
static void
try_card_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  const char *path = phl_deck_document_get_path (self->document);

  phl_deck_document_validate_now (self->document);
  if (phl_deck_document_get_problems (self->document)->len > 0)
    {
      phl_deck_editor_toast (self, _("Fix the deck’s problems first: a deck with problems cannot be played"));
      return;
    }
  if (phl_deck_document_get_modified (self->document))
    {
      if (!phl_deck_document_save (self->document, NULL, &error))
        {
          show_error (self, _("Could not save the deck"), error->message);
          return;
        }
      phl_deck_editor_refresh_decks (self, path);
    }
  if (!gtk_widget_activate_action (widget, "app.try-card", "(ss)", path, self->selected_card))
    phl_deck_editor_toast (self, _("Cards are tried in a game of the Philatelia app"));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (PHL_DECK_EDITOR (widget)->card_search));
}

/* Once the selected row has its place in the card list (the list may just
 * have been refilled or shown again), the list scrolls to show it. */
static gboolean
scroll_to_selected_tick (GtkWidget     *widget,
                         GdkFrameClock *clock,
                         gpointer       user_data)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (user_data);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->card_list);
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->card_list), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (row == NULL || scrolled == NULL || self->scroll_ticks++ > 60)
    return G_SOURCE_REMOVE;
  if (!gtk_widget_get_mapped (GTK_WIDGET (row)) || gtk_widget_get_height (GTK_WIDGET (row)) == 0
      || !gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->card_list), &bounds))
    return G_SOURCE_CONTINUE;
  gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                             bounds.origin.y - 32, bounds.origin.y + bounds.size.height + 8);
  return G_SOURCE_REMOVE;
}

void
phl_deck_editor_scroll_to_selected (PhlDeckEditor *self)
{
  self->scroll_ticks = 0;
  gtk_widget_add_tick_callback (GTK_WIDGET (self->card_list), scroll_to_selected_tick,
                                g_object_ref (self), g_object_unref);
}

static void
select_card (PhlDeckEditor *self,
             char          *group)
{
  GtkWidget *child;

  if (group == NULL)
    return;
  g_free (self->selected_card);
  self->selected_card = group;
  /* The document's "changed" handler already refilled the list; select. */
  for (int i = 0; (child = (GtkWidget *) gtk_list_box_get_row_at_index (self->card_list, i)) != NULL; i++)
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "group"), group) == 0)
      {
        gtk_list_box_select_row (self->card_list, GTK_LIST_BOX_ROW (child));
        phl_deck_editor_scroll_to_selected (self);
        break;
      }
}

static void
add_card_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  const char *kind_name = g_variant_get_string (parameter, NULL);
  static const char * const kinds[] = { "Event", "Contest", "Specialist", "Exhibitor" };

  gtk_editable_set_text (GTK_EDITABLE (self->card_search), "");
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (kind_name, kinds[i]))
      select_card (self, phl_deck_document_add_card (self->document, i, NULL));
}

static void
duplicate_card_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);

  select_card (self, phl_deck_document_duplicate_card (self->document, self->selected_card));
}

static void
delete_card_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autofree char *group = g_strdup (self->selected_card);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->card_list);
  int index = row ? gtk_list_box_row_get_index (row) : 1;
  GtkListBoxRow *next;

  if (!phl_deck_document_delete_card (self->document, group))
    return;
  /* Select the card that took its place. */
  next = gtk_list_box_get_row_at_index (self->card_list, index);
  if (next == NULL)
    next = gtk_list_box_get_row_at_index (self->card_list, MAX (index - 1, 0));
  if (next != NULL)
    gtk_list_box_select_row (self->card_list, next);
  phl_deck_editor_toast (self, _("Card deleted (Ctrl+Z brings it back)"));
}

static void
move_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autofree char *group = g_strdup (self->selected_card);
  int delta = g_variant_get_int32 (parameter);
  PhlStampswapCardKind kind, other_kind;
  g_auto(GStrv) cards = phl_deck_document_get_cards (self->document);
  int index = -1, target;
  guint n = g_strv_length (cards);

  /* Moves stay within the card's kind, as the list shows them. */
  if (!phl_deck_parse_card_group (group, &kind, NULL))
    return;
  for (guint i = 0; i < n; i++)
    if (g_str_equal (cards[i], group))
      index = i;
  for (target = index + delta; target >= 0 && target < (int) n; target += delta)
    if (phl_deck_parse_card_group (cards[target], &other_kind, NULL) && other_kind == kind)
      break;
  if (index < 0 || target < 0 || target >= (int) n)
    return;
  if (phl_deck_document_move_card (self->document, group, target - index))
    select_card (self, g_steal_pointer (&group));
}

void
phl_deck_editor_update_actions (PhlDeckEditor *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean have = self->document != NULL;
  gboolean editable = have && !phl_deck_document_get_read_only (self->document);
  gboolean card = editable && phl_deck_parse_card_group (self->selected_card, NULL, NULL);

  gtk_widget_action_set_enabled (widget, "editor.undo", have && phl_deck_document_get_can_undo (self->document));
  gtk_widget_action_set_enabled (widget, "editor.redo", have && phl_deck_document_get_can_redo (self->document));
  gtk_widget_action_set_enabled (widget, "editor.save", editable);
  /* Save stands out only while there is something to save. */
  if (editable && phl_deck_document_get_modified (self->document))
    gtk_widget_add_css_class (GTK_WIDGET (self->save_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->save_button), "suggested-action");
  gtk_widget_action_set_enabled (widget, "editor.rename-deck", editable);
  gtk_widget_action_set_enabled (widget, "editor.delete-deck", editable);
  gtk_widget_action_set_enabled (widget, "editor.duplicate-deck", have);
  gtk_widget_action_set_enabled (widget, "editor.export", have);
  gtk_widget_action_set_enabled (widget, "editor.export-csv", have);
  gtk_widget_action_set_enabled (widget, "editor.export-pdf", have);
  gtk_widget_action_set_enabled (widget, "editor.balance", have);
  gtk_widget_action_set_enabled (widget, "editor.add-card", editable);
  gtk_widget_set_sensitive (self->add_button, editable);
  gtk_widget_action_set_enabled (widget, "editor.duplicate-card", card);
  /* A picture of any card, the standard deck's too. */
  gtk_widget_action_set_enabled (widget, "editor.export-png",
                                 have && phl_deck_parse_card_group (self->selected_card, NULL, NULL));
  gtk_widget_action_set_enabled (widget, "editor.delete-card", card);
  gtk_widget_action_set_enabled (widget, "editor.move-card", card);
  gtk_widget_action_set_enabled (widget, "editor.try-card",
                                 card && phl_deck_document_get_path (self->document) != NULL);
}

void
phl_deck_editor_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "editor.new-deck", NULL, new_deck_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-deck", NULL, duplicate_deck_action);
  gtk_widget_class_install_action (widget_class, "editor.rename-deck", NULL, rename_deck_action);
  gtk_widget_class_install_action (widget_class, "editor.delete-deck", NULL, delete_deck_action);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "editor.export-pdf", NULL, export_pdf_action);
  /* The same with a path, for scripted use and the UI tests. */
  gtk_widget_class_install_action (widget_class, "editor.export-file", "s", export_action);
  gtk_widget_class_install_action (widget_class, "editor.export-pdf-file", "s", export_pdf_action);
  gtk_widget_class_install_action (widget_class, "editor.balance", NULL, balance_action);
  phl_deck_editor_class_install_transfer_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "editor.add-card", "s", add_card_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-card", NULL, duplicate_card_action);
  gtk_widget_class_install_action (widget_class, "editor.delete-card", NULL, delete_card_action);
  gtk_widget_class_install_action (widget_class, "editor.move-card", "i", move_card_action);
  gtk_widget_class_install_action (widget_class, "editor.try-card", NULL, try_card_action);
}
