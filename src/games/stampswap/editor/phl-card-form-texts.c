/* phl-card-form-texts.c — a card's name and text in three languages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The name and text (or the deck's description) in
 * English, Polish and German, and the status saying which translations are
 * missing or outdated.  Next to each field: the text check's warnings (a
 * number the card's keys disagree with, a placeholder it has no key for,
 * a plural choice with the wrong number of forms for its language)
 * and, for a translation written from an older English, an "Outdated"
 * mark with a button that takes it as current.
 */
#define G_LOG_DOMAIN "phl-card-form"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-card-form-private.h"
#include "stampswap/phl-stampswap-card-text.h"

static const char * const languages[] = { "en", "pl", "de" };
static const char * const language_names[] = { N_("English"), N_("Polish"), N_("German") };

/* "Name" for English, "Name[pl]" for Polish: the key in the deck file. */
static char *
locale_key (const char *key,
            const char *language)
{
  return g_str_equal (language, "en") ? g_strdup (key) : g_strdup_printf ("%s[%s]", key, language);
}

/* "Polish name" or "German text" (@key "Name", "Text" or "Description"). */
static char *
translation_label (const char *key,
                   guint       language)
{
  if (g_str_equal (key, "Name"))
    /* Translators: a translation, e.g. "Polish name" */
    return g_strdup_printf (_("%s name"), _(language_names[language]));
  if (g_str_equal (key, "Description"))
    return g_strdup_printf (_("%s description"), _(language_names[language]));
  return g_strdup_printf (_("%s text"), _(language_names[language]));
}

static char *
join (GPtrArray *list)
{
  g_ptr_array_add (list, NULL);
  return g_strjoinv (", ", (char **) list->pdata);
}

char *
phl_card_form_outdated_summary (PhlDeckDocument *document,
                                const char      *group)
{
  g_autoptr(GPtrArray) outdated = g_ptr_array_new_with_free_func (g_free);
  const char *keys[2] = { "Name", g_strcmp0 (group, "Deck") == 0 ? "Description" : "Text" };

  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
    for (guint k = 0; k < 2; k++)
      if (phl_deck_document_translation_is_outdated (document, group, keys[k], languages[l]))
        g_ptr_array_add (outdated, translation_label (keys[k], l));
  if (outdated->len == 0)
    return NULL;
  return join (outdated);
}

char *
phl_card_form_translation_status (PhlDeckDocument *document,
                                  const char      *group,
                                  gboolean        *complete)
{
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *outdated = phl_card_form_outdated_summary (document, group);
  g_autofree char *missing_list = NULL;
  gboolean is_deck = g_strcmp0 (group, "Deck") == 0;
  const char *keys[2] = { "Name", is_deck ? "Description" : "Text" };

  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
    for (guint k = 0; k < 2; k++)
      {
        g_autofree char *english = phl_deck_document_get_translation (document, group, keys[k], NULL);
        g_autofree char *value = phl_deck_document_get_translation (document, group, keys[k], languages[l]);

        /* Contests may leave Text out: the rule describes itself. */
        if (english == NULL || english[0] == '\0')
          continue;
        if (value == NULL || value[0] == '\0')
          g_ptr_array_add (missing, translation_label (keys[k], l));
      }
  /* Complete: nothing missing (outdated translations are counted apart). */
  if (complete != NULL)
    *complete = missing->len == 0;
  if (missing->len > 0)
    missing_list = join (missing);
  if (missing_list != NULL && outdated != NULL)
    /* Translators: what is missing, then what is outdated, e.g.
     * "Missing: German name; outdated: Polish text" */
    return g_strdup_printf (_("Missing: %s; outdated: %s"), missing_list, outdated);
  if (missing_list != NULL)
    /* Translators: %s lists what is missing, e.g. "Polish name, German text" */
    return g_strdup_printf (_("Missing: %s"), missing_list);
  if (outdated != NULL)
    /* Translators: %s lists the translations written for an older English
     * name or text, e.g. "Polish text, German text" */
    return g_strdup_printf (_("Outdated: %s — the English changed after they were translated"), outdated);
  return g_strdup (_("Translated into Polish and German"));
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

/* ---------------------------------------------------------------- marks */

/* The widgets next to the fields: "outdated:Text:pl", "warning:Name:en",
 * "field:Text:de", kept with the text group (rebuilt with the form). */
static GtkWidget *
mark (PhlCardForm *self,
      const char  *what,
      const char  *key,
      const char  *language)
{
  GHashTable *marks = self->status ? g_object_get_data (G_OBJECT (self->status), "phl-text-marks") : NULL;
  g_autofree char *name = g_strdup_printf ("%s:%s:%s", what, key, language);

  return marks ? g_hash_table_lookup (marks, name) : NULL;
}

static void
set_mark (PhlCardForm *self,
          GtkWidget   *widget,
          const char  *what,
          const char  *key,
          const char  *language)
{
  GHashTable *marks = g_object_get_data (G_OBJECT (self->status), "phl-text-marks");

  g_hash_table_insert (marks, g_strdup_printf ("%s:%s:%s", what, key, language), widget);
}

static void
mark_current_clicked (GtkButton   *button,
                      PhlCardForm *self)
{
  const char *key = g_object_get_data (G_OBJECT (button), "key");
  const char *language = g_object_get_data (G_OBJECT (button), "language");

  phl_deck_document_mark_translation_current (self->document, self->group, key, language);
  phl_card_form_update_texts (self);
}

/* "Outdated" with a button that takes the translation as current: under a
 * text, or inside a name's row (@in_row: shorter, the row says the rest). */
static GtkWidget *
outdated_mark_new (PhlCardForm *self,
                   const char  *key,
                   guint        language,
                   gboolean     in_row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-synchronizing-symbolic");
  GtkWidget *label;
  GtkWidget *button;
  g_autofree char *what = translation_label (key, language);
  /* Translators: the accessible name of the button; %s is e.g. "Polish text" */
  g_autofree char *button_label = g_strdup_printf (_("Mark as current: %s"), what);

  if (in_row)
    {
      label = gtk_label_new (_("Outdated"));
      button = gtk_button_new_from_icon_name ("object-select-symbolic");
      gtk_widget_set_tooltip_text (button, _("Mark as Current"));
      gtk_widget_set_tooltip_text (label, _("The English name changed after this was translated."));
    }
  else
    {
      label = gtk_label_new (_("Outdated: the English text changed after this was translated."));
      button = gtk_button_new_with_label (_("Mark as Current"));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_top (box, 4);
    }
  gtk_widget_add_css_class (box, "phl-outdated");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, button_label, -1);
  g_object_set_data (G_OBJECT (button), "key", (gpointer) key);
  g_object_set_data (G_OBJECT (button), "language", (gpointer) languages[language]);
  g_signal_connect (button, "clicked", G_CALLBACK (mark_current_clicked), self);
  phl_card_form_remember (self, button, "mark-current:%s:%s", key, languages[language]);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_set_visible (box, FALSE);
  g_object_set_data_full (G_OBJECT (box), "phl-outdated", g_strdup_printf ("%s:%s", key, languages[language]),
                          g_free);
  return box;
}

static GtkWidget *
warning_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "phl-text-warning");
  gtk_widget_set_visible (label, FALSE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 4);
  return label;
}

/* Whether the document already lists @message for @group and @key (the
 * validator may report the same check). */
static gboolean
is_problem (PhlCardForm *self,
            const char  *key,
            const char  *message)
{
  GPtrArray *problems = phl_deck_document_get_problems (self->document);

  for (guint i = 0; i < problems->len; i++)
    {
      PhlDeckProblem *p = g_ptr_array_index (problems, i);

      if (g_strcmp0 (p->group, self->group) == 0 && g_strcmp0 (p->key, key) == 0 &&
          g_strcmp0 (p->message, message) == 0)
        return TRUE;
    }
  return FALSE;
}

void
phl_card_form_update_texts (PhlCardForm *self)
{
  const char *keys[2] = { "Name", self->is_deck ? "Description" : "Text" };
  g_autoptr(PhlStampswapDeck) deck = NULL;
  const PhlStampswapCard *card = NULL;
  g_autofree char *status = NULL;

  if (self->status == NULL || self->document == NULL || self->group == NULL)
    return;
  status = phl_card_form_translation_status (self->document, self->group, NULL);
  phl_card_form_set_status (self, status);
  /* The card as the engine reads it, for the numbers the texts must agree
   * with; a card with a problem shows that problem instead. */
  if (!self->is_deck)
    deck = phl_deck_document_load_card (self->document, self->group, NULL, NULL);
  if (deck != NULL)
    card = phl_stampswap_deck_get_card (deck, 0);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint k = 0; k < 2; k++)
      {
        GtkWidget *outdated = mark (self, "outdated", keys[k], languages[l]);
        GtkWidget *warning = mark (self, "warning", keys[k], languages[l]);
        GtkWidget *field = mark (self, "field", keys[k], languages[l]);
        g_autofree char *full = locale_key (keys[k], languages[l]);
        g_autofree char *text = phl_deck_document_get_translation (self->document, self->group, keys[k],
                                                                   languages[l]);
        g_autoptr(GString) description = g_string_new (NULL);
        g_autoptr(GError) error = NULL;
        gboolean is_outdated = phl_deck_document_translation_is_outdated (self->document, self->group,
                                                                          keys[k], languages[l]);

        if (outdated != NULL)
          gtk_widget_set_visible (outdated, is_outdated);
        if (is_outdated)
          g_string_append (description, g_str_equal (keys[k], "Name")
                                          ? _("Outdated: the English name changed after this was translated.")
                                          : _("Outdated: the English text changed after this was translated."));
        if (warning != NULL)
          {
            gboolean warn = card != NULL && text != NULL && text[0] != '\0'
                            && !phl_stampswap_card_text_check_language (text, card, languages[l], &error)
                            && error != NULL && !is_problem (self, full, error->message);
            g_autofree char *what = translation_label (keys[k], l);
            /* Translators: a warning next to a card's name or text field;
             * the first %s is e.g. "Polish text", the second what is wrong */
            g_autofree char *message = warn ? g_strdup_printf (_("Warning (%s): %s"), what, error->message) : NULL;

            gtk_label_set_text (GTK_LABEL (warning), message ? message : "");
            gtk_widget_set_visible (warning, warn);
            if (warn)
              {
                if (description->len > 0)
                  g_string_append_c (description, ' ');
                g_string_append (description, message);
              }
          }
        /* A screen reader hears it with the field. */
        if (field != NULL)
          gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          description->str, -1);
      }
}

/* ---------------------------------------------------------------- fields */

/* Language @l's name: its entry row (with the outdated mark of a
 * translation), the problems of all names (under the first) and its
 * warning. */
static void
add_name_row (PhlCardForm *self,
              GtkWidget   *group,
              guint        l)
{
  g_autofree char *name = phl_deck_document_get_translation (self->document, self->group, "Name",
                                                             languages[l]);
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *label;

  /* Translators: %s is a language: "Name (English)" */
  title = g_strdup_printf (_("Name (%s)"), _(language_names[l]));
  escaped = g_markup_escape_text (title, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  gtk_editable_set_text (GTK_EDITABLE (row), name ? name : "");
  g_object_set_data (G_OBJECT (row), "key", (gpointer) "Name");
  g_object_set_data (G_OBJECT (row), "language", (gpointer) languages[l]);
  g_signal_connect (row, "changed", G_CALLBACK (entry_changed), self);
  phl_card_form_remember (self, row, "name:%s", languages[l]);
  set_mark (self, row, "field", "Name", languages[l]);
  gtk_widget_set_margin_top (row, l > 0 ? 12 : 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  /* Problems of this language's name (English: "Name", Polish: "Name[pl]"). */
  if (l > 0)
    {
      GtkWidget *outdated = outdated_mark_new (self, "Name", l, TRUE);

      set_mark (self, outdated, "outdated", "Name", languages[l]);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), outdated);
    }
  /* The rows stand together in a list, the labels below it: the
   * problems of all names under the list, each warning naming its language. */
  if (l == 0)
    {
      label = phl_card_form_problem_label ();
      phl_card_form_register_problem (self, "Name", label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
    }
  label = warning_label_new ();
  set_mark (self, label, "warning", "Name", languages[l]);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
}

/* Language @l's text (or a deck's description, @second): its caption,
 * the framed text view, its problems, its warning and the outdated mark
 * of a translation. */
static void
add_text_view (PhlCardForm *self,
               GtkWidget   *group,
               guint        l,
               const char  *second)
{
  g_autofree char *text = phl_deck_document_get_translation (self->document, self->group, second,
                                                             languages[l]);
  GtkWidget *view = gtk_text_view_new ();
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *caption, *label;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  g_autofree char *view_label = NULL;
  g_autofree char *text_key = locale_key (second, languages[l]);

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
  set_mark (self, view, "field", second, languages[l]);
  gtk_frame_set_child (GTK_FRAME (frame), view);
  gtk_widget_add_css_class (frame, "view");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), frame);
  label = phl_card_form_problem_label ();
  phl_card_form_register_problem (self, text_key, label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
  label = warning_label_new ();
  set_mark (self, label, "warning", second, languages[l]);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
  if (l > 0)
    {
      GtkWidget *outdated = outdated_mark_new (self, second, l, FALSE);

      set_mark (self, outdated, "outdated", second, languages[l]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), outdated);
    }
}

void
phl_card_form_add_text_group (PhlCardForm *self)
{
  const char *second = self->is_deck ? "Description" : "Text";
  g_autofree char *status = phl_card_form_translation_status (self->document, self->group, NULL);
  GtkWidget *group;

  group = phl_card_form_add_group (self, self->is_deck ? _("Name and description") : _("Name and text"), NULL);
  self->status = group;
  g_object_set_data_full (G_OBJECT (group), "phl-text-marks",
                          g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                          (GDestroyNotify) g_hash_table_unref);
  phl_card_form_set_status (self, status);

  /* Each language's name, then its text. */
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      add_name_row (self, group, l);
      add_text_view (self, group, l, second);
    }
}
