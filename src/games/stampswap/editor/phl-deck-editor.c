/* phl-deck-editor.c — the Stamp Swap deck editor window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three columns: the decks (the built-in standard deck, read-only, then the
 * user's decks in phl_deck_file_user_dir()), the cards of the open deck by
 * kind, and the form of the selected card beside its live preview.  The
 * actions live in phl-deck-editor-actions.c.
 */
#define G_LOG_DOMAIN "phl-deck-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-deck-editor-private.h"
#include "phl-deck-file.h"
#include "phl-toast.h"
#include "philatelia-editor-resources.h"

G_DEFINE_FINAL_TYPE (PhlDeckEditor, phl_deck_editor, ADW_TYPE_APPLICATION_WINDOW)

static void open_path (PhlDeckEditor *self, const char *path);

const char *
phl_deck_editor_get_language (PhlDeckEditor *self)
{
  static const char * const languages[] = { "en", "pl", "de" };
  guint selected = gtk_drop_down_get_selected (self->language_dropdown);

  return selected < G_N_ELEMENTS (languages) ? languages[selected] : "en";
}

void
phl_deck_editor_toast (PhlDeckEditor *self,
                       const char    *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, phl_toast_new_plain (message));
}

/* ---------------------------------------------------------------- decks */

/* The deck's name in the interface language, or NULL if unreadable;
 * whether it is valid, and how many of its translations are outdated. */
static char *
deck_display_name (const char *path,
                   gboolean   *valid,
                   guint      *outdated)
{
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  char *name;

  *valid = FALSE;
  file = phl_key_file_new_from_file (path, NULL);
  if (file == NULL)
    return NULL;
  name = g_key_file_get_locale_string (phl_key_file_get_key_file (file), "Deck", "Name", NULL, NULL);
  *valid = phl_deck_file_check_header (file, errors) && phl_stampswap_deck_validate (file, errors);
  *outdated = phl_deck_key_file_count_outdated (phl_key_file_get_key_file (file), NULL);
  return name;
}

static GtkWidget *
deck_row_new (const char *name,
              const char *subtitle,
              gboolean    valid,
              guint       outdated)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *sub = gtk_label_new (subtitle);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (sub), 0);
  gtk_label_set_ellipsize (GTK_LABEL (sub), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_add_css_class (sub, "caption");
  gtk_widget_add_css_class (sub, "dim-label");
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), sub);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (box), labels);
  if (outdated > 0)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-synchronizing-symbolic");
      g_autofree char *tip = g_strdup_printf (ngettext ("%u outdated translation", "%u outdated translations",
                                                        outdated), outdated);

      gtk_widget_add_css_class (icon, "warning");
      gtk_widget_set_tooltip_text (icon, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_box_append (GTK_BOX (box), icon);
    }
  if (!valid)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_set_tooltip_text (icon, _("Draft with problems: not offered for a match"));
      gtk_box_append (GTK_BOX (box), icon);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char * const *) a, *(const char * const *) b);
}

void
phl_deck_editor_refresh_decks (PhlDeckEditor *self,
                               const char    *select_path)
{
  g_autofree char *dir_path = phl_deck_file_user_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *child;
  GtkListBoxRow *select = NULL;
  const char *name;

  self->filling = TRUE;
  while ((child = (GtkWidget *) gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->deck_list), 0)) != NULL)
    gtk_list_box_remove (self->deck_list, child);
  g_ptr_array_set_size (self->deck_paths, 0);

  g_ptr_array_add (self->deck_paths, NULL);
  gtk_list_box_append (self->deck_list, deck_row_new (_("Standard deck"), _("Built in, read-only"), TRUE, 0));
  if (select_path == NULL)
    select = gtk_list_box_get_row_at_index (self->deck_list, 0);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".deck") && name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      gboolean valid;
      guint outdated = 0;
      g_autofree char *display = deck_display_name (path, &valid, &outdated);
      GtkWidget *row = deck_row_new (display ? display : g_ptr_array_index (names, i),
                                     g_ptr_array_index (names, i), valid, outdated);

      gtk_list_box_append (self->deck_list, row);
      if (g_strcmp0 (path, select_path) == 0)
        select = GTK_LIST_BOX_ROW (row);
      g_ptr_array_add (self->deck_paths, g_steal_pointer (&path));
    }
  if (select == NULL)
    select = gtk_list_box_get_row_at_index (self->deck_list, 0);
  gtk_list_box_select_row (self->deck_list, select);
  self->filling = FALSE;
}

static void
deck_selected (GtkListBox    *list,
               GtkListBoxRow *row,
               PhlDeckEditor *self)
{
  int index;
  const char *path;

  if (self->filling || row == NULL)
    return;
  index = gtk_list_box_row_get_index (row);
  if (index < 0 || (guint) index >= self->deck_paths->len)
    return;
  path = g_ptr_array_index (self->deck_paths, index);
  if (self->document != NULL &&
      g_strcmp0 (path, phl_deck_document_get_path (self->document)) == 0)
    return;
  open_path (self, path);
}

/* ---------------------------------------------------------------- cards */

static char *
card_display_name (PhlDeckEditor *self,
                   const char    *group)
{
  char *name = phl_deck_document_get_translation (self->document, group, "Name",
                                                  phl_deck_editor_get_language (self));

  if (name == NULL || name[0] == '\0')
    {
      g_free (name);
      name = phl_deck_document_get_translation (self->document, group, "Name", NULL);
    }
  if (name == NULL || name[0] == '\0')
    {
      g_free (name);
      name = g_strdup (_("(no name)"));
    }
  return name;
}

static gboolean
group_has_problems (PhlDeckEditor *self,
                    const char    *group)
{
  GPtrArray *problems = phl_deck_document_get_problems (self->document);

  for (guint i = 0; i < problems->len; i++)
    {
      PhlDeckProblem *p = g_ptr_array_index (problems, i);

      if (g_strcmp0 (p->group, group) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
update_card_row (PhlDeckEditor *self,
                 GtkWidget     *row)
{
  const char *group = g_object_get_data (G_OBJECT (row), "group");
  GtkWidget *title = g_object_get_data (G_OBJECT (row), "title");
  GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");
  GtkWidget *lang = g_object_get_data (G_OBJECT (row), "translation");
  GtkWidget *outdated = g_object_get_data (G_OBJECT (row), "outdated");
  g_autofree char *outdated_list = phl_card_form_outdated_summary (self->document, group);
  g_autofree char *name = NULL;
  gboolean complete = TRUE;
  g_autofree char *status = NULL;

  if (g_str_equal (group, "Deck"))
    name = g_strdup (_("Deck name and description"));
  else
    name = card_display_name (self, group);
  gtk_label_set_text (GTK_LABEL (title), name);
  /* A name too long even for two lines is said in full here. */
  gtk_widget_set_tooltip_text (title, name);
  gtk_widget_set_visible (icon, group_has_problems (self, group));
  status = phl_card_form_translation_status (self->document, group, &complete);
  gtk_widget_set_visible (lang, !complete);
  gtk_widget_set_tooltip_text (lang, status);
  gtk_widget_set_visible (outdated, outdated_list != NULL);
  if (outdated_list != NULL)
    {
      /* Translators: the mark of a card in the deck's list; %s is e.g. "Polish text, German name" */
      g_autofree char *tip = g_strdup_printf (_("Outdated translation: %s"), outdated_list);

      gtk_widget_set_tooltip_text (outdated, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (outdated), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
    }
}

/* A place of its own for a mark that comes and goes: the row keeps its
 * width, so the list does not widen when a warning appears. */
static GtkWidget *
mark_slot (GtkWidget *mark)
{
  GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_set_size_request (slot, 16, -1);
  gtk_box_append (GTK_BOX (slot), mark);
  return slot;
}

static GtkWidget *
card_row_new (PhlDeckEditor *self,
              const char    *group)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *sub;
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *lang = gtk_image_new_from_icon_name ("preferences-desktop-locale-symbolic");
  GtkWidget *outdated = gtk_image_new_from_icon_name ("emblem-synchronizing-symbolic");
  const char *id = group;

  /* Under a card's name its id; under the deck's row what it is. */
  if (g_str_equal (group, "Deck"))
    id = _("Deck");
  else
    phl_deck_parse_card_group (group, NULL, &id);
  sub = gtk_label_new (id);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  /* Long names (German) take a second line rather than being cut; the
   * list's width does not follow the longest name. */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (title), 2);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 20);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (sub), 0);
  gtk_label_set_ellipsize (GTK_LABEL (sub), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (sub, "caption");
  gtk_widget_add_css_class (sub, "dim-label");
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), sub);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_widget_add_css_class (lang, "dim-label");
  gtk_box_append (GTK_BOX (box), mark_slot (lang));
  gtk_widget_add_css_class (outdated, "warning");
  gtk_box_append (GTK_BOX (box), mark_slot (outdated));
  gtk_widget_add_css_class (icon, "warning");
  gtk_widget_set_tooltip_text (icon, _("This card has a problem"));
  gtk_box_append (GTK_BOX (box), mark_slot (icon));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "group", g_strdup (group), g_free);
  g_object_set_data (G_OBJECT (row), "title", title);
  g_object_set_data (G_OBJECT (row), "icon", icon);
  g_object_set_data (G_OBJECT (row), "translation", lang);
  g_object_set_data (G_OBJECT (row), "outdated", outdated);
  update_card_row (self, row);
  return row;
}

static void
fill_cards (PhlDeckEditor *self)
{
  g_auto(GStrv) cards = NULL;
  GtkWidget *child;
  GtkListBoxRow *select = NULL;

  self->filling = TRUE;
  while ((child = (GtkWidget *) gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->card_list), 0)) != NULL)
    gtk_list_box_remove (self->card_list, child);
  if (self->document == NULL)
    {
      self->filling = FALSE;
      return;
    }
  gtk_list_box_append (self->card_list, card_row_new (self, "Deck"));
  /* Kinds in order, each in file order. */
  cards = phl_deck_document_get_cards (self->document);
  for (guint kind = 0; kind < PHL_STAMPSWAP_N_CARD_KINDS; kind++)
    for (guint i = 0; cards[i] != NULL; i++)
      {
        PhlStampswapCardKind k;

        if (phl_deck_parse_card_group (cards[i], &k, NULL) && k == kind)
          gtk_list_box_append (self->card_list, card_row_new (self, cards[i]));
      }
  for (int i = 0; (child = (GtkWidget *) gtk_list_box_get_row_at_index (self->card_list, i)) != NULL; i++)
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "group"), self->selected_card) == 0)
      select = GTK_LIST_BOX_ROW (child);
  if (select == NULL)
    {
      select = gtk_list_box_get_row_at_index (self->card_list, cards[0] != NULL ? 1 : 0);
      g_free (self->selected_card);
      self->selected_card = select ? g_strdup (g_object_get_data (G_OBJECT (select), "group")) : NULL;
    }
  gtk_list_box_select_row (self->card_list, select);
  self->filling = FALSE;
}

static void
header_func (GtkListBoxRow *row,
             GtkListBoxRow *before,
             gpointer       user_data)
{
  const char *group = g_object_get_data (G_OBJECT (row), "group");
  const char *prev = before ? g_object_get_data (G_OBJECT (before), "group") : NULL;
  PhlStampswapCardKind kind, prev_kind;
  gboolean is_card = phl_deck_parse_card_group (group, &kind, NULL);
  gboolean prev_card = prev && phl_deck_parse_card_group (prev, &prev_kind, NULL);
  GtkWidget *header = NULL;

  if (is_card && (!prev_card || prev_kind != kind))
    {
      header = gtk_label_new (phl_card_form_kind_plural (kind));
      gtk_label_set_xalign (GTK_LABEL (header), 0);
      gtk_widget_add_css_class (header, "heading");
      gtk_widget_add_css_class (header, "phl-list-header");
    }
  gtk_list_box_row_set_header (row, header);
}

static gboolean
filter_func (GtkListBoxRow *row,
             gpointer       user_data)
{
  PhlDeckEditor *self = user_data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_search));
  const char *group = g_object_get_data (G_OBJECT (row), "group");
  g_autofree char *needle = NULL;
  g_autofree char *name = NULL;
  g_autofree char *name_folded = NULL;
  g_autofree char *group_folded = NULL;

  if (text == NULL || text[0] == '\0')
    return TRUE;
  needle = g_utf8_casefold (text, -1);
  name = card_display_name (self, group);
  name_folded = g_utf8_casefold (name, -1);
  group_folded = g_utf8_casefold (group, -1);
  return strstr (name_folded, needle) != NULL || strstr (group_folded, needle) != NULL;
}

static void
search_changed (GtkSearchEntry *entry,
                PhlDeckEditor  *self)
{
  gtk_list_box_invalidate_filter (self->card_list);
}

static void
update_preview (PhlDeckEditor *self)
{
  const char *group = self->selected_card;
  gboolean card = group != NULL && !g_str_equal (group, "Deck");

  phl_card_preview_show (self->preview, card ? self->document : NULL, card ? group : NULL,
                         phl_deck_editor_get_language (self));
  if (card && group_has_problems (self, group) && phl_card_preview_is_empty (self->preview))
    gtk_label_set_text (self->preview_note, _("The card has a problem: its preview appears once it is fixed."));
  else if (card && group_has_problems (self, group))
    gtk_label_set_text (self->preview_note, _("The card has a problem: the preview shows it as it last was without one."));
  else if (card)
    gtk_label_set_text (self->preview_note, _("Drawn as in play, in the language chosen above."));
  else
    gtk_label_set_text (self->preview_note, "");
}

static void
card_selected (GtkListBox    *list,
               GtkListBoxRow *row,
               PhlDeckEditor *self)
{
  if (self->filling)
    return;
  g_free (self->selected_card);
  self->selected_card = row ? g_strdup (g_object_get_data (G_OBJECT (row), "group")) : NULL;
  phl_card_form_set_card (self->card_form, self->document, self->selected_card);
  update_preview (self);
  phl_deck_editor_update_actions (self);
  /* Focus left in the old form goes back to the list, not to the new Id field. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

    /* (The old form's field may still be named as the focus, out of the window.) */
    if (row != NULL && (focus == NULL || gtk_widget_get_root (focus) != GTK_ROOT (self) ||
                        focus == GTK_WIDGET (self->card_form) ||
                        gtk_widget_is_ancestor (focus, GTK_WIDGET (self->card_form))))
      /* Focusing the new row here would scroll the list before the row has
       * its place; no focus is better than the next card's Id field. */
      gtk_root_set_focus (GTK_ROOT (self), NULL);
  }
}

static void
card_renamed (PhlCardForm   *form,
              const char    *group,
              PhlDeckEditor *self)
{
  g_free (self->selected_card);
  self->selected_card = g_strdup (group);
  fill_cards (self);
}

void
phl_deck_editor_show_card (PhlDeckEditor *self,
                           const char    *group)
{
  g_free (self->selected_card);
  self->selected_card = g_strdup (group);
  gtk_editable_set_text (GTK_EDITABLE (self->card_search), "");
  fill_cards (self);
  /* A card far down the list (reached from a problem) comes into sight. */
  phl_deck_editor_scroll_to_selected (self);
  phl_card_form_set_card (self->card_form, self->document, self->selected_card);
  update_preview (self);
}

/* ---------------------------------------------------------------- document */

static void
update_title (PhlDeckEditor *self)
{
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;

  if (self->document == NULL)
    return;
  name = g_key_file_get_locale_string (phl_deck_document_get_key_file (self->document), "Deck", "Name",
                                       NULL, NULL);
  if (phl_deck_document_get_read_only (self->document))
    subtitle = g_strdup_printf (_("%s (read-only)"), name ? name : "");
  else if (phl_deck_document_get_modified (self->document))
    /* Translators: the deck has unsaved changes (kept in a draft) */
    subtitle = g_strdup_printf (_("%s — unsaved changes"), name ? name : "");
  else
    subtitle = g_strdup (name ? name : "");
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
document_changed (PhlDeckDocument *document,
                  gboolean         structural,
                  PhlDeckEditor   *self)
{
  if (structural)
    {
      fill_cards (self);
      phl_card_form_set_card (self->card_form, self->document, self->selected_card);
    }
  else
    {
      GtkWidget *child;

      for (int i = 0; (child = (GtkWidget *) gtk_list_box_get_row_at_index (self->card_list, i)) != NULL; i++)
        if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "group"), self->selected_card) == 0)
          update_card_row (self, child);
    }
  update_preview (self);
  update_title (self);
  phl_deck_editor_update_actions (self);
}

static void
document_validated (PhlDeckDocument *document,
                    PhlDeckEditor   *self)
{
  GtkWidget *child;

  for (int i = 0; (child = (GtkWidget *) gtk_list_box_get_row_at_index (self->card_list, i)) != NULL; i++)
    update_card_row (self, child);
  phl_card_form_update_problems (self->card_form);
  phl_deck_editor_update_problems (self);
  update_preview (self);
}

static void
document_notify (PhlDeckDocument *document,
                 GParamSpec      *pspec,
                 PhlDeckEditor   *self)
{
  update_title (self);
  phl_deck_editor_update_actions (self);
}

static void
discard_restored (AdwToast      *toast,
                  PhlDeckEditor *self)
{
  if (self->document == NULL)
    return;
  phl_deck_document_undo (self->document);
  phl_deck_document_discard_draft (self->document);
}

static void
set_document (PhlDeckEditor   *self,
              PhlDeckDocument *document)
{
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      /* Unsaved edits stay in the draft for next time. */
      phl_deck_document_write_draft (self->document, NULL);
    }
  g_set_object (&self->document, document);
  g_clear_pointer (&self->selected_card, g_free);
  if (document != NULL)
    {
      g_signal_connect (document, "changed", G_CALLBACK (document_changed), self);
      g_signal_connect (document, "validated", G_CALLBACK (document_validated), self);
      g_signal_connect (document, "notify::modified", G_CALLBACK (document_notify), self);
      g_signal_connect (document, "notify::can-undo", G_CALLBACK (document_notify), self);
    }
  gtk_revealer_set_reveal_child (self->read_only_revealer,
                                 document != NULL && phl_deck_document_get_read_only (document));
  fill_cards (self);
  phl_card_form_set_card (self->card_form, document, self->selected_card);
  update_preview (self);
  if (document != NULL)
    phl_deck_editor_update_problems (self);
  update_title (self);
  phl_deck_editor_update_actions (self);
}

static void
open_path (PhlDeckEditor *self,
           const char    *path)
{
  g_autoptr(PhlDeckDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    document = phl_deck_document_new_standard ();
  else
    document = phl_deck_document_new_from_file (path, &error);
  if (document == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not open the deck: %s"), error->message);

      phl_deck_editor_toast (self, message);
      return;
    }
  set_document (self, document);
  /* Edits the app could not save before it stopped come back. */
  if (phl_deck_document_restore_draft (document))
    {
      AdwToast *toast = phl_toast_new_plain (_("Unsaved changes restored"));

      adw_toast_set_button_label (toast, _("_Discard"));
      adw_toast_set_timeout (toast, 8);
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (discard_restored), self, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
}

/* The user deck whose draft was written last, or NULL when none has one. */
static char *
deck_with_draft (PhlDeckEditor *self)
{
  const char *newest = NULL;
  gint64 newest_time = 0;

  for (guint i = 0; i < self->deck_paths->len; i++)
    {
      const char *path = g_ptr_array_index (self->deck_paths, i);
      g_autofree char *draft = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFileInfo) info = NULL;
      gint64 time;

      if (path == NULL)
        continue;
      draft = phl_deck_document_draft_path (path);
      file = g_file_new_for_path (draft);
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                G_FILE_QUERY_INFO_NONE, NULL, NULL);
      if (info == NULL)
        continue;
      time = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
             + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      if (newest == NULL || time > newest_time)
        {
          newest = path;
          newest_time = time;
        }
    }
  return g_strdup (newest);
}

void
phl_deck_editor_open_deck (PhlDeckEditor *self,
                           const char    *path)
{
  g_return_if_fail (PHL_IS_DECK_EDITOR (self));
  phl_deck_editor_refresh_decks (self, path);
  if (self->document == NULL || g_strcmp0 (path, phl_deck_document_get_path (self->document)) != 0)
    open_path (self, path);
}

static void
language_changed (GtkDropDown   *dropdown,
                  GParamSpec    *pspec,
                  PhlDeckEditor *self)
{
  GtkWidget *child;

  if (self->document == NULL)
    return;
  for (int i = 0; (child = (GtkWidget *) gtk_list_box_get_row_at_index (self->card_list, i)) != NULL; i++)
    update_card_row (self, child);
  update_preview (self);
}

/* ---------------------------------------------------------------- class */

static gboolean
phl_deck_editor_close_request (GtkWindow *window)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (window);

  if (self->document != NULL)
    phl_deck_document_write_draft (self->document, NULL);
  return GTK_WINDOW_CLASS (phl_deck_editor_parent_class)->close_request (window);
}

static void
phl_deck_editor_dispose (GObject *object)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  /* Rows go away with the lists: no selection changes from here on. */
  if (self->card_list != NULL)
    g_signal_handlers_disconnect_by_data (self->card_list, self);
  if (self->deck_list != NULL)
    g_signal_handlers_disconnect_by_data (self->deck_list, self);
  if (self->language_dropdown != NULL)
    g_signal_handlers_disconnect_by_data (self->language_dropdown, self);
  g_clear_handle_id (&self->preview_id, g_source_remove);
  phl_deck_editor_problems_dispose (self);
  phl_deck_editor_layout_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_DECK_EDITOR);
  G_OBJECT_CLASS (phl_deck_editor_parent_class)->dispose (object);
}

static void
phl_deck_editor_finalize (GObject *object)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (object);

  g_clear_pointer (&self->selected_card, g_free);
  g_clear_pointer (&self->deck_paths, g_ptr_array_unref);
  G_OBJECT_CLASS (phl_deck_editor_parent_class)->finalize (object);
}

static void
phl_deck_editor_class_init (PhlDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = phl_deck_editor_dispose;
  object_class->finalize = phl_deck_editor_finalize;
  window_class->close_request = phl_deck_editor_close_request;

  g_type_ensure (PHL_TYPE_CARD_FORM);
  g_type_ensure (PHL_TYPE_CARD_PREVIEW);
  g_resources_register (phl_editor_get_resource ());
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/philatelia/Philatelia/ui/phl-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, deck_list);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, card_list);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, card_search);
  phl_deck_editor_problems_class_init (widget_class);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, card_form);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, preview);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, preview_note);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, language_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, read_only_revealer);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, add_button);
  phl_deck_editor_class_install_actions (widget_class);
  phl_deck_editor_layout_class_init (widget_class);
}

static void
phl_deck_editor_init (PhlDeckEditor *self)
{
  static gboolean css_loaded;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->deck_paths = g_ptr_array_new_with_free_func (g_free);

  if (!css_loaded)
    {
      GtkCssProvider *provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (provider, "/io/github/philatelia/Philatelia/editor/editor.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_unref (provider);
      css_loaded = TRUE;
    }

  g_signal_connect (self->deck_list, "row-selected", G_CALLBACK (deck_selected), self);
  g_signal_connect (self->card_list, "row-selected", G_CALLBACK (card_selected), self);
  g_signal_connect (self->card_search, "search-changed", G_CALLBACK (search_changed), self);
  g_signal_connect (self->card_form, "renamed", G_CALLBACK (card_renamed), self);
  g_signal_connect (self->language_dropdown, "notify::selected", G_CALLBACK (language_changed), self);
  gtk_list_box_set_header_func (self->card_list, header_func, self, NULL);
  gtk_list_box_set_filter_func (self->card_list, filter_func, self, NULL);
  phl_deck_editor_problems_init (self);

  /* Preview in the interface language when it is one of the three. */
  {
    const char * const *names = g_get_language_names ();

    for (guint i = 0; names[i] != NULL; i++)
      {
        if (g_str_has_prefix (names[i], "pl"))
          {
            gtk_drop_down_set_selected (self->language_dropdown, 1);
            break;
          }
        if (g_str_has_prefix (names[i], "de"))
          {
            gtk_drop_down_set_selected (self->language_dropdown, 2);
            break;
          }
        if (g_str_has_prefix (names[i], "en"))
          break;
      }
  }
  phl_deck_editor_layout_init (self);
  phl_deck_editor_refresh_decks (self, NULL);
  /* After a crash (or a close with unsaved edits) the deck with the
   * draft opens, and says so at once; else the standard deck. */
  {
    g_autofree char *drafted = deck_with_draft (self);

    if (drafted != NULL)
      phl_deck_editor_open_deck (self, drafted);
    else
      open_path (self, NULL);
  }
}

PhlDeckEditor *
phl_deck_editor_new (GtkApplication *app)
{
  return g_object_new (PHL_TYPE_DECK_EDITOR, "application", app, NULL);
}

void
phl_deck_editor_present (GtkApplication *app)
{
  GList *windows = gtk_application_get_windows (app);

  for (GList *l = windows; l != NULL; l = l->next)
    if (PHL_IS_DECK_EDITOR (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  gtk_window_present (GTK_WINDOW (phl_deck_editor_new (app)));
}
