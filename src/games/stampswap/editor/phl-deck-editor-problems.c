/* phl-deck-editor-problems.c — the deck editor's list of problems
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every problem the validator finds (and every text warning), each with
 * its line, group and key, in a list that takes the card list's place —
 * inside the window at any size, scrolled — rather than a popover that
 * could open past the window's edge.  A row leads to its card and gives
 * the keyboard focus to the field of its key.
 */
#define G_LOG_DOMAIN "phl-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-deck-editor-private.h"
#include "phl-deck-file.h"

/* On the frame after the focus moved, once the form has its size: the
 * focused field stands in the upper third of the form's view. */
static gboolean
scroll_to_focus_tick (GtkWidget     *scroll,
                      GdkFrameClock *clock,
                      gpointer       user_data)
{
  PhlDeckEditor *self = user_data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroll));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll));
  graphene_rect_t bounds;

  if (focus != NULL && content != NULL && gtk_widget_is_ancestor (focus, content)
      && gtk_widget_compute_bounds (focus, content, &bounds))
    {
      double page = gtk_adjustment_get_page_size (adjustment);
      double value = gtk_adjustment_get_value (adjustment);

      if (bounds.origin.y < value || bounds.origin.y + bounds.size.height > value + page * 2 / 3)
        gtk_adjustment_set_value (adjustment, bounds.origin.y - page / 3);
    }
  return G_SOURCE_REMOVE;
}

static gboolean
focus_problem_cb (gpointer user_data)
{
  PhlDeckEditor *self = user_data;
  g_autofree char *key = g_steal_pointer (&self->focus_key);

  self->focus_id = 0;
  phl_card_form_focus_key (self->card_form, key, NULL);
  gtk_widget_add_tick_callback (self->form_scroll, scroll_to_focus_tick, self, NULL);
  return G_SOURCE_REMOVE;
}

/* A problem leads to its card and, once the card shows, to its field. */
static void
problem_activated (GtkListBox    *list,
                   GtkListBoxRow *row,
                   PhlDeckEditor *self)
{
  const char *group = g_object_get_data (G_OBJECT (row), "group");

  if (group == NULL)
    return;
  /* The row goes out of sight with its list: left with the focus, GTK
   * would pass the focus on to the card list, which selects its first card. */
  gtk_widget_grab_focus (GTK_WIDGET (self->problems_button));
  gtk_toggle_button_set_active (self->problems_button, FALSE);
  phl_deck_editor_show_card (self, group);
  if (adw_leaflet_get_folded (self->card_leaflet))
    adw_leaflet_set_visible_child_name (self->card_leaflet, "card");
  g_free (self->focus_key);
  self->focus_key = g_strdup (g_object_get_data (G_OBJECT (row), "key"));
  g_clear_handle_id (&self->focus_id, g_source_remove);
  /* After the form's page is laid out, so the viewport scrolls to it. */
  self->focus_id = g_idle_add_full (G_PRIORITY_LOW, focus_problem_cb, self, NULL);
}

/* The problems take the card list's place, inside the window. */
static void
problems_toggled (GtkToggleButton *button,
                  PhlDeckEditor   *self)
{
  gboolean active = gtk_toggle_button_get_active (button);

  gtk_stack_set_visible_child_name (self->sidebar_stack, active ? "problems" : "cards");
  gtk_widget_set_visible (GTK_WIDGET (self->card_search), !active);
  if (active && adw_leaflet_get_folded (self->card_leaflet))
    adw_leaflet_set_visible_child_name (self->card_leaflet, "cards");
  if (active)
    gtk_widget_child_focus (GTK_WIDGET (self->problem_list), GTK_DIR_TAB_FORWARD);
}

static void
show_problems_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);

  gtk_toggle_button_set_active (self->problems_button, TRUE);
}

static GtkWidget *
problem_row (PhlDeckProblem *p,
             gboolean        warning)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *where_label, *message_label;
  g_autofree char *where = NULL;
  g_autofree char *place = NULL;
  g_autofree char *message = NULL;
  g_autofree char *spoken = NULL;

  if (p->group != NULL)
    place = p->key != NULL ? g_strdup_printf ("[%s] %s", p->group, p->key) : g_strdup_printf ("[%s]", p->group);
  if (p->line > 0 && place != NULL)
    /* Translators: where a problem is in the deck file: "Line 12 · [Event:gala] Points" */
    where = g_strdup_printf (_("Line %u · %s"), p->line, place);
  else if (p->line > 0)
    where = g_strdup_printf (_("Line %u"), p->line);
  else
    where = g_strdup (place ? place : "");
  /* Translators: a text that disagrees with its card, in the problems list */
  message = warning ? g_strdup_printf (_("Warning: %s"), p->message) : g_strdup (p->message);

  where_label = gtk_label_new (where);
  gtk_label_set_xalign (GTK_LABEL (where_label), 0);
  gtk_label_set_wrap (GTK_LABEL (where_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (where_label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (where_label, "caption");
  gtk_widget_add_css_class (where_label, "dim-label");
  message_label = gtk_label_new (message);
  gtk_label_set_xalign (GTK_LABEL (message_label), 0);
  gtk_label_set_wrap (GTK_LABEL (message_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message_label), PANGO_WRAP_WORD_CHAR);
  /* Long labels must not widen the window below 360 px. */
  gtk_label_set_width_chars (GTK_LABEL (message_label), 10);
  gtk_label_set_width_chars (GTK_LABEL (where_label), 10);
  if (warning)
    gtk_widget_add_css_class (message_label, "warning");
  gtk_box_append (GTK_BOX (box), where_label);
  gtk_box_append (GTK_BOX (box), message_label);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  spoken = g_strconcat (where, " ", message, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  if (p->group != NULL && (g_str_equal (p->group, "Deck") || phl_deck_parse_card_group (p->group, NULL, NULL)))
    {
      g_object_set_data_full (G_OBJECT (row), "group", g_strdup (p->group), g_free);
      g_object_set_data_full (G_OBJECT (row), "key", g_strdup (p->key), g_free);
    }
  else
    gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

void
phl_deck_editor_update_problems (PhlDeckEditor *self)
{
  GPtrArray *problems = phl_deck_document_get_problems (self->document);
  GPtrArray *warnings = phl_deck_document_get_warnings (self->document);
  AdwButtonContent *content = g_object_get_data (G_OBJECT (self->problems_button), "phl-content");
  GtkWidget *child;
  g_autofree char *label = NULL;
  g_autofree char *count = NULL;

  while ((child = (GtkWidget *) gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->problem_list), 0)) != NULL)
    gtk_list_box_remove (self->problem_list, child);
  /* Every problem, then every warning: the list scrolls. */
  for (guint i = 0; i < problems->len; i++)
    gtk_list_box_append (self->problem_list, problem_row (g_ptr_array_index (problems, i), FALSE));
  for (guint i = 0; i < warnings->len; i++)
    gtk_list_box_append (self->problem_list, problem_row (g_ptr_array_index (warnings, i), TRUE));
  if (content == NULL)
    {
      /* An icon and a number: the bar under the cards fits 360 px. */
      content = ADW_BUTTON_CONTENT (adw_button_content_new ());
      gtk_button_set_child (GTK_BUTTON (self->problems_button), GTK_WIDGET (content));
      g_object_set_data (G_OBJECT (self->problems_button), "phl-content", content);
    }
  if (problems->len == 0 && warnings->len == 0)
    {
      GtkWidget *row = gtk_label_new (_("No problems: the deck can be played."));

      gtk_label_set_wrap (GTK_LABEL (row), TRUE);
      gtk_label_set_xalign (GTK_LABEL (row), 0);
      gtk_widget_set_margin_start (row, 12);
      gtk_widget_set_margin_end (row, 12);
      gtk_widget_set_margin_top (row, 8);
      gtk_widget_set_margin_bottom (row, 8);
      gtk_list_box_append (self->problem_list, row);
      adw_button_content_set_icon_name (content, "emblem-ok-symbolic");
      adw_button_content_set_label (content, "");
      gtk_widget_remove_css_class (GTK_WIDGET (self->problems_button), "warning");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->problems_button), _("No problems"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->problems_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("No problems"), -1);
      return;
    }
  if (problems->len > 0)
    label = g_strdup_printf (g_dngettext (NULL, "%u problem", "%u problems", problems->len), problems->len);
  else
    label = g_strdup_printf (g_dngettext (NULL, "%u warning", "%u warnings", warnings->len), warnings->len);
  count = g_strdup_printf ("%u", problems->len > 0 ? problems->len : warnings->len);
  adw_button_content_set_icon_name (content, "dialog-warning-symbolic");
  adw_button_content_set_label (content, count);
  gtk_widget_add_css_class (GTK_WIDGET (self->problems_button), "warning");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->problems_button), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->problems_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Escape in the list goes back to the cards. */
static gboolean
problem_list_key (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  PhlDeckEditor         *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->problems_button));
  gtk_toggle_button_set_active (self->problems_button, FALSE);
  return TRUE;
}

void
phl_deck_editor_problems_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, problems_button);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, problem_list);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, sidebar_stack);
  gtk_widget_class_install_action (widget_class, "editor.show-problems", NULL, show_problems_action);
}

void
phl_deck_editor_problems_init (PhlDeckEditor *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (self->problem_list, "row-activated", G_CALLBACK (problem_activated), self);
  g_signal_connect (self->problems_button, "toggled", G_CALLBACK (problems_toggled), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (problem_list_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->problem_list), keys);
  gtk_list_box_set_activate_on_single_click (self->problem_list, TRUE);
  gtk_list_box_set_selection_mode (self->problem_list, GTK_SELECTION_NONE);
}

void
phl_deck_editor_problems_dispose (PhlDeckEditor *self)
{
  g_clear_handle_id (&self->focus_id, g_source_remove);
  g_clear_pointer (&self->focus_key, g_free);
  if (self->problems_button != NULL)
    g_signal_handlers_disconnect_by_data (self->problems_button, self);
}
