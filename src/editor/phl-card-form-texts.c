/* phl-card-form-texts.c — a card's name and text in three languages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The name and text (or the deck's description) in
 * English, Polish and German, and the status saying which translations are
 * missing.
 */
#define G_LOG_DOMAIN "phl-card-form"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-card-form-private.h"

static const char * const languages[] = { "en", "pl", "de" };
static const char * const language_names[] = { N_("English"), N_("Polish"), N_("German") };

char *
phl_card_form_translation_status (PhlDeckDocument *document,
                                  const char      *group,
                                  gboolean        *complete)
{
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  PhlStampswapCardKind kind = PHL_STAMPSWAP_CARD_EVENT;
  gboolean is_deck = g_strcmp0 (group, "Deck") == 0;
  const char *keys[2] = { "Name", is_deck ? "Description" : "Text" };

  phl_deck_parse_card_group (group, &kind, NULL);
  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
    for (guint k = 0; k < 2; k++)
      {
        g_autofree char *english = phl_deck_document_get_translation (document, group, keys[k], NULL);
        g_autofree char *value = phl_deck_document_get_translation (document, group, keys[k], languages[l]);

        /* Contests may leave Text out: the rule describes itself. */
        if (english == NULL || english[0] == '\0')
          continue;
        if (value == NULL || value[0] == '\0')
          {
            if (k == 0)
              /* Translators: a missing translation, e.g. "Polish name" */
              g_ptr_array_add (missing, g_strdup_printf (_("%s name"), _(language_names[l])));
            else
              g_ptr_array_add (missing, g_strdup_printf (is_deck ? _("%s description") : _("%s text"),
                                                         _(language_names[l])));
          }
      }
  if (complete != NULL)
    *complete = missing->len == 0;
  if (missing->len == 0)
    return g_strdup (_("Translated into Polish and German"));
  g_ptr_array_add (missing, NULL);
  {
    g_autofree char *list = g_strjoinv (", ", (char **) missing->pdata);

    /* Translators: %s lists what is missing, e.g. "Polish name, German text" */
    return g_strdup_printf (_("Missing: %s"), list);
  }
}

/* ---------------------------------------------------------------- texts */

static void
entry_changed (GtkEditable *editable,
               PhlCardForm *self)
{
  const char *key = g_object_get_data (G_OBJECT (editable), "key");
  const char *language = g_object_get_data (G_OBJECT (editable), "language");
  g_autofree char *merge = g_strdup_printf ("%s[%s]", key, language);

  if (self->loading > 0)
    return;
  phl_deck_document_set_translation (self->document, self->group, key, language,
                                     gtk_editable_get_text (editable), merge);
}

static void
buffer_changed (GtkTextBuffer *buffer,
                PhlCardForm   *self)
{
  const char *key = g_object_get_data (G_OBJECT (buffer), "key");
  const char *language = g_object_get_data (G_OBJECT (buffer), "language");
  g_autofree char *merge = g_strdup_printf ("%s[%s]", key, language);
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  if (self->loading > 0)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  phl_deck_document_set_translation (self->document, self->group, key, language, text, merge);
}

void
phl_card_form_set_status (PhlCardForm *self,
            const char  *status)
{
  g_autofree char *escaped = g_markup_escape_text (status, -1);

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->status), escaped);
}

void
phl_card_form_add_text_group (PhlCardForm *self)
{
  const char *second = self->is_deck ? "Description" : "Text";
  g_autofree char *status = phl_card_form_translation_status (self->document, self->group, NULL);
  GtkWidget *group;
  GtkWidget *label;

  group = phl_card_form_add_group (self, self->is_deck ? _("Name and description") : _("Name and text"), NULL);
  self->status = group;
  phl_card_form_set_status (self, status);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *name = phl_deck_document_get_translation (self->document, self->group, "Name",
                                                                 languages[l]);
      g_autofree char *text = phl_deck_document_get_translation (self->document, self->group, second,
                                                                 languages[l]);
      g_autofree char *title = NULL;
      g_autofree char *escaped = NULL;
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *view = gtk_text_view_new ();
      GtkWidget *frame = gtk_frame_new (NULL);
      GtkWidget *caption;
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
      g_autofree char *view_label = NULL;

      /* Translators: %s is a language: "Name (English)" */
      title = g_strdup_printf (_("Name (%s)"), _(language_names[l]));
      escaped = g_markup_escape_text (title, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      gtk_editable_set_text (GTK_EDITABLE (row), name ? name : "");
      g_object_set_data (G_OBJECT (row), "key", (gpointer) "Name");
      g_object_set_data (G_OBJECT (row), "language", (gpointer) languages[l]);
      g_signal_connect (row, "changed", G_CALLBACK (entry_changed), self);
      phl_card_form_remember (self, row, "name:%s", languages[l]);
      gtk_widget_set_margin_top (row, l > 0 ? 12 : 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      if (l == 0)
        {
          label = phl_card_form_problem_label ();
          phl_card_form_register_problem (self, "Name", label);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
        }

      if (self->is_deck)
        /* Translators: %s is a language */
        view_label = g_strdup_printf (_("Description (%s)"), _(language_names[l]));
      else if (self->kind == PHL_STAMPSWAP_CARD_CONTEST)
        /* Translators: %s is a language; contests describe their rule when the text is empty */
        view_label = g_strdup_printf (_("Text (%s; empty: describe the rule)"), _(language_names[l]));
      else
        /* Translators: %s is a language */
        view_label = g_strdup_printf (_("Text (%s)"), _(language_names[l]));
      caption = gtk_label_new (view_label);
      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_widget_set_margin_top (caption, 6);
      gtk_widget_set_margin_start (caption, 6);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), caption);
      gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
      gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
      gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
      gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
      gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
      gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
      gtk_widget_set_size_request (view, -1, 64);
      gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, view_label, -1);
      gtk_text_buffer_set_text (buffer, text ? text : "", -1);
      g_object_set_data (G_OBJECT (buffer), "key", (gpointer) second);
      g_object_set_data (G_OBJECT (buffer), "language", (gpointer) languages[l]);
      g_signal_connect (buffer, "changed", G_CALLBACK (buffer_changed), self);
      phl_card_form_remember (self, view, "text:%s", languages[l]);
      gtk_frame_set_child (GTK_FRAME (frame), view);
      gtk_widget_add_css_class (frame, "view");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), frame);
      if (l == 0)
        {
          label = phl_card_form_problem_label ();
          phl_card_form_register_problem (self, second, label);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
        }
    }
}
