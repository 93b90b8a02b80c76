/* phl-card-form.c — the form of one Stamp Swap card (or of the deck itself)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fields follow docs/deck-format.md: contests pick a type and a rule
 * of docs/rules/stampswap.md with its keys, exhibitors a rule and their mat, events their
 * item symbols and an effect, specialists an effect; effects offer exactly
 * the parameters the engine's effect table lists for them.
 *
 * This file: the widget, the helpers its parts share, building the form
 * (keeping the focus across rebuilds) and showing the document's problems
 * next to the fields.  The game fields are in phl-card-form-rules.c, the
 * names and texts in phl-card-form-texts.c.
 */
#define G_LOG_DOMAIN "phl-card-form"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-card-form-private.h"

G_DEFINE_FINAL_TYPE (PhlCardForm, phl_card_form, GTK_TYPE_BOX)

static void rebuild (PhlCardForm *self);

void
phl_card_form_remember (PhlCardForm *self,
          GtkWidget   *widget,
          const char  *format,
          ...)
{
  va_list args;
  char *key;

  va_start (args, format);
  key = g_strdup_vprintf (format, args);
  va_end (args);
  g_object_set_data_full (G_OBJECT (widget), "phl-focus-key", g_strdup (key), g_free);
  g_hash_table_insert (self->focus_widgets, key, widget);
}

const char *
phl_card_form_kind_label (PhlStampswapCardKind kind)
{
  static const char * const labels[] = { N_("Event card"), N_("Contest card"), N_("Specialist card"),
                                         N_("Exhibitor card") };

  return _(labels[kind]);
}

const char *
phl_card_form_kind_plural (PhlStampswapCardKind kind)
{
  static const char * const labels[] = { N_("Events"), N_("Contests"), N_("Specialists"), N_("Exhibitors") };

  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_CARD_KINDS, NULL);
  return _(labels[kind]);
}

/* ---------------------------------------------------------------- helpers */

char *
phl_card_form_get (PhlCardForm *self,
     const char  *key)
{
  return phl_deck_document_get_value (self->document, self->group, key);
}

void
phl_card_form_register_problem (PhlCardForm *self,
                         const char  *key,
                         GtkWidget   *widget)
{
  g_hash_table_insert (self->problem_widgets, g_strdup (key), widget);
}

GtkWidget *
phl_card_form_problem_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_use_markup (GTK_LABEL (label), FALSE);
  gtk_widget_add_css_class (label, "phl-problem");
  gtk_widget_set_visible (label, FALSE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 4);
  return label;
}

GtkWidget *
phl_card_form_add_group (PhlCardForm *self,
           const char  *title,
           const char  *description)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *escaped = title ? g_markup_escape_text (title, -1) : NULL;

  /* Group titles are markup in libadwaita 1.2: escape. */
  if (escaped != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
  if (description != NULL)
    {
      g_autofree char *d = g_markup_escape_text (description, -1);

      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), d);
    }
  gtk_box_append (GTK_BOX (self->content), group);
  return group;
}

GtkWidget *
phl_card_form_add_row (PhlCardForm *self,
         GtkWidget   *group,
         const char  *title,
         const char  *key,
         GtkWidget   *suffix)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *escaped = g_markup_escape_text (title, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  g_object_set_data (G_OBJECT (row), "phl-field", suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  if (key != NULL)
    phl_card_form_register_problem (self, key, row);
  return row;
}

static gboolean
rebuild_cb (gpointer user_data)
{
  PhlCardForm *self = user_data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

void
phl_card_form_queue_rebuild (PhlCardForm *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_cb, self);
}

/* ---------------------------------------------------------------- building */

static void
id_applied (AdwEntryRow *row,
            PhlCardForm *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *group = NULL;
  const char *id = gtk_editable_get_text (GTK_EDITABLE (row));

  if (self->is_deck)
    {
      phl_deck_document_set_value (self->document, "Deck", "Id", id, NULL);
      return;
    }
  group = phl_deck_document_rename_card (self->document, self->group, id, &error);
  if (group == NULL)
    {
      GtkWidget *label = g_hash_table_lookup (self->problem_widgets, "Id");

      if (label != NULL && error != NULL)
        {
          gtk_label_set_text (GTK_LABEL (label), error->message);
          gtk_widget_set_visible (label, TRUE);
        }
      return;
    }
  g_free (self->group);
  self->group = g_steal_pointer (&group);
  g_signal_emit_by_name (self, "renamed", self->group);
}

/* Escape in the Id field gives back the id the card (or deck) has, and
 * takes away the message about a refused one. */
static gboolean
id_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PhlCardForm           *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *label = g_hash_table_lookup (self->problem_widgets, "Id");
  g_autofree char *deck_id = NULL;
  const char *id = NULL;

  if (keyval != GDK_KEY_Escape)
    return FALSE;
  if (self->is_deck)
    id = deck_id = phl_deck_document_get_value (self->document, "Deck", "Id");
  else
    phl_deck_parse_card_group (self->group, NULL, &id);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), id ? id : "") == 0)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (row), id ? id : "");
  gtk_editable_set_position (GTK_EDITABLE (row), -1);
  if (label != NULL)
    phl_card_form_update_problems (self);
  return TRUE;
}

static void
rebuild (PhlCardForm *self)
{
  GtkWidget *group;
  GtkWidget *row;
  GtkWidget *label;
  g_autofree char *id_value = NULL;
  const char *id = NULL;

  g_autofree char *focus_key = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  /* Which field has the focus, to give it back after rebuilding the same card. */
  if (root != NULL && self->content != NULL && g_strcmp0 (self->built_group, self->group) == 0)
    for (GtkWidget *w = gtk_root_get_focus (root); w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
      if (g_object_get_data (G_OBJECT (w), "phl-focus-key") != NULL)
        {
          focus_key = g_strdup (g_object_get_data (G_OBJECT (w), "phl-focus-key"));
          break;
        }
  g_free (self->built_group);
  self->built_group = g_strdup (self->group);
  self->loading++;
  if (self->content != NULL)
    gtk_box_remove (GTK_BOX (self), self->content);
  self->content = NULL;
  self->status = NULL;
  self->items_box = NULL;
  g_hash_table_remove_all (self->problem_widgets);
  g_hash_table_remove_all (self->focus_widgets);
  if (self->document == NULL || self->group == NULL ||
      !g_key_file_has_group (phl_deck_document_get_key_file (self->document), self->group))
    {
      self->loading--;
      return;
    }

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_box_append (GTK_BOX (self), self->content);
  gtk_widget_set_sensitive (self->content, !phl_deck_document_get_read_only (self->document));

  self->general_problems = phl_card_form_problem_label ();
  gtk_box_append (GTK_BOX (self->content), self->general_problems);

  /* The id: what the deck file and saves call the card. */
  group = phl_card_form_add_group (self, self->is_deck ? _("Deck") : phl_card_form_kind_label (self->kind), NULL);
  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Id"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  if (self->is_deck)
    id = id_value = phl_deck_document_get_value (self->document, "Deck", "Id");
  else
    phl_deck_parse_card_group (self->group, NULL, &id);
  gtk_editable_set_text (GTK_EDITABLE (row), id ? id : "");
  g_signal_connect (row, "apply", G_CALLBACK (id_applied), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (id_key_pressed), self);
    gtk_widget_add_controller (row, keys);
  }
  phl_card_form_remember (self, row, "id");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  label = phl_card_form_problem_label ();
  phl_card_form_register_problem (self, "Id", label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);

  if (!self->is_deck)
    phl_card_form_add_game_rows (self, group);

  phl_card_form_add_text_group (self);
  self->loading--;
  phl_card_form_update_problems (self);
  if (focus_key != NULL)
    {
      GtkWidget *focus = g_hash_table_lookup (self->focus_widgets, focus_key);

      /* A removed item symbol: the one before it, or the palette. */
      if (focus == NULL && g_str_has_prefix (focus_key, "remove-item:"))
        {
          guint index = (guint) g_ascii_strtoull (focus_key + strlen ("remove-item:"), NULL, 10);
          g_autofree char *previous = g_strdup_printf ("remove-item:%u", index ? index - 1 : 0);

          focus = g_hash_table_lookup (self->focus_widgets, previous);
          if (focus == NULL)
            focus = g_hash_table_lookup (self->focus_widgets, "add-item:0");
        }
      if (focus != NULL)
        gtk_widget_grab_focus (focus);
    }
}

static void
string_free (gpointer data)
{
  g_string_free (data, TRUE);
}

void
phl_card_form_update_problems (PhlCardForm *self)
{
  GHashTableIter iter;
  gpointer key, value;
  GPtrArray *problems;
  g_autoptr(GHashTable) texts = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GString) general = g_string_new (NULL);
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (string_free);

  g_return_if_fail (PHL_IS_CARD_FORM (self));

  if (self->content == NULL)
    return;
  problems = phl_deck_document_get_problems (self->document);
  for (guint i = 0; i < problems->len; i++)
    {
      PhlDeckProblem *p = g_ptr_array_index (problems, i);
      GtkWidget *widget;
      char *base_key = NULL;

      if (g_strcmp0 (p->group, self->group) != 0)
        continue;
      /* Text[pl] goes next to the Polish text, Name[pl] (the names stand
       * together in one list) next to the names. */
      if (p->key != NULL)
        {
          const char *bracket = strchr (p->key, '[');

          base_key = bracket ? g_strndup (p->key, bracket - p->key) : g_strdup (p->key);
        }
      widget = p->key ? g_hash_table_lookup (self->problem_widgets, p->key) : NULL;
      if (widget == NULL && base_key != NULL)
        widget = g_hash_table_lookup (self->problem_widgets, base_key);
      if (widget != NULL)
        {
          GString *text = g_hash_table_lookup (texts, widget);

          if (text == NULL)
            {
              text = g_string_new (NULL);
              g_ptr_array_add (strings, text);
              g_hash_table_insert (texts, widget, text);
            }
          if (text->len > 0)
            g_string_append_c (text, '\n');
          g_string_append (text, p->message);
        }
      else
        {
          if (general->len > 0)
            g_string_append_c (general, '\n');
          if (p->key != NULL)
            g_string_append_printf (general, "%s: ", p->key);
          g_string_append (general, p->message);
        }
      g_free (base_key);
    }

  g_hash_table_iter_init (&iter, self->problem_widgets);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GString *text = g_hash_table_lookup (texts, value);

      if (ADW_IS_ACTION_ROW (value))
        {
          g_autofree char *escaped = text ? g_markup_escape_text (text->str, -1) : NULL;

          GtkWidget *field = g_object_get_data (G_OBJECT (value), "phl-field");

          adw_action_row_set_subtitle (ADW_ACTION_ROW (value), escaped ? escaped : "");
          if (text != NULL)
            gtk_widget_add_css_class (value, "phl-problem-row");
          else
            gtk_widget_remove_css_class (value, "phl-problem-row");
          /* The field itself is marked too (a number typed out of range). */
          if (field != NULL && text != NULL)
            gtk_widget_add_css_class (field, "error");
          else if (field != NULL)
            gtk_widget_remove_css_class (field, "error");
        }
      else if (GTK_IS_LABEL (value))
        {
          gtk_label_set_text (GTK_LABEL (value), text ? text->str : "");
          gtk_widget_set_visible (value, text != NULL);
        }
    }
  gtk_label_set_text (GTK_LABEL (self->general_problems), general->str);
  gtk_widget_set_visible (self->general_problems, general->len > 0);

  phl_card_form_update_texts (self);
}

static void
phl_card_form_dispose (GObject *object)
{
  PhlCardForm *self = PHL_CARD_FORM (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (phl_card_form_parent_class)->dispose (object);
}

static void
phl_card_form_finalize (GObject *object)
{
  PhlCardForm *self = PHL_CARD_FORM (object);

  g_clear_pointer (&self->group, g_free);
  g_clear_pointer (&self->problem_widgets, g_hash_table_unref);
  g_clear_pointer (&self->focus_widgets, g_hash_table_unref);
  g_clear_pointer (&self->built_group, g_free);
  G_OBJECT_CLASS (phl_card_form_parent_class)->finalize (object);
}

static void
phl_card_form_class_init (PhlCardFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = phl_card_form_dispose;
  object_class->finalize = phl_card_form_finalize;

  /**
   * PhlCardForm::renamed:
   * @group: the card's new group name
   *
   * Emitted when the user gave the card another id.
   */
  g_signal_new ("renamed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
phl_card_form_init (PhlCardForm *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  self->problem_widgets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->focus_widgets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

GtkWidget *
phl_card_form_new (void)
{
  return g_object_new (PHL_TYPE_CARD_FORM, NULL);
}

void
phl_card_form_set_card (PhlCardForm     *self,
                        PhlDeckDocument *document,
                        const char      *group)
{
  g_return_if_fail (PHL_IS_CARD_FORM (self));

  g_set_object (&self->document, document);
  g_free (self->group);
  self->group = g_strdup (group);
  self->is_deck = g_strcmp0 (group, "Deck") == 0;
  self->kind = PHL_STAMPSWAP_CARD_EVENT;
  if (!self->is_deck && group != NULL && !phl_deck_parse_card_group (group, &self->kind, NULL))
    g_clear_pointer (&self->group, g_free);
  rebuild (self);
}

const char *
phl_card_form_get_card (PhlCardForm *self)
{
  g_return_val_if_fail (PHL_IS_CARD_FORM (self), NULL);
  return self->group;
}

void
phl_card_form_reload (PhlCardForm *self)
{
  g_return_if_fail (PHL_IS_CARD_FORM (self));
  rebuild (self);
}

/* The widget that takes the focus for @key in the language @language. */
static GtkWidget *
field_for_key (PhlCardForm *self,
               const char  *base_key,
               const char  *language)
{
  g_autofree char *name_field = g_strdup_printf ("name:%s", language ? language : "en");
  g_autofree char *text_field = g_strdup_printf ("text:%s", language ? language : "en");
  GtkWidget *widget;

  /* Names and texts: one field per language ("name:pl", "text:de"). */
  if (g_str_equal (base_key, "Name"))
    return g_hash_table_lookup (self->focus_widgets, name_field);
  if (g_str_equal (base_key, "Text") || g_str_equal (base_key, "Description"))
    return g_hash_table_lookup (self->focus_widgets, text_field);
  if (g_str_equal (base_key, "Id"))
    return g_hash_table_lookup (self->focus_widgets, "id");
  /* The first item (a problem names the key, not the item). */
  if (g_str_equal (base_key, "Items"))
    {
      widget = g_hash_table_lookup (self->focus_widgets, "remove-item:0");
      return widget != NULL ? widget : g_hash_table_lookup (self->focus_widgets, "add-item:0");
    }
  /* Other keys: the control of the row that shows the key's problems. */
  widget = g_hash_table_lookup (self->problem_widgets, base_key);
  if (widget != NULL && ADW_IS_ACTION_ROW (widget))
    {
      GtkWidget *control = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (widget));

      return control != NULL ? control : widget;
    }
  return widget;
}

gboolean
phl_card_form_focus_key (PhlCardForm *self,
                         const char  *key,
                         const char  *language)
{
  g_autofree char *base_key = NULL;
  g_autofree char *key_language = NULL;
  GtkWidget *field = NULL;
  GtkRoot *root;
  GtkWidget *focus;

  g_return_val_if_fail (PHL_IS_CARD_FORM (self), FALSE);

  if (key != NULL)
    {
      const char *bracket = strchr (key, '[');

      base_key = bracket ? g_strndup (key, bracket - key) : g_strdup (key);
      if (bracket != NULL && strchr (bracket, ']') != NULL)
        key_language = g_strndup (bracket + 1, strchr (bracket, ']') - bracket - 1);
      field = field_for_key (self, base_key, language ? language : key_language);
    }
  if (field == NULL || !gtk_widget_get_mapped (field))
    {
      gtk_widget_child_focus (self->content, GTK_DIR_TAB_FORWARD);
      return FALSE;
    }
  if (!gtk_widget_grab_focus (field))
    gtk_widget_child_focus (field, GTK_DIR_TAB_FORWARD);
  root = gtk_widget_get_root (field);
  focus = root ? gtk_root_get_focus (root) : NULL;
  return focus != NULL && (focus == field || gtk_widget_is_ancestor (focus, field));
}

