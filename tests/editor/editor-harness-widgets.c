/* editor-harness-widgets.c — finding and reading the editor's widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the editor harness (editor-harness.c) looks up in the widget tree:
 * a form's fields by the keys the card form gives them, the texts and marks
 * a reader of the screen meets, and the toplevel windows of a kind.
 */
#include "config.h"

#include <adwaita.h>

#include "editor-harness-widgets.h"

GtkWidget *
harness_find_named (GtkWidget  *widget,
            const char *key,
            const char *language)
{
  if (ADW_IS_ENTRY_ROW (widget) || GTK_IS_TEXT_VIEW (widget))
    {
      GObject *object = GTK_IS_TEXT_VIEW (widget) ? G_OBJECT (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget)))
                                                  : G_OBJECT (widget);

      if (g_strcmp0 (g_object_get_data (object, "key"), key) == 0 &&
          g_strcmp0 (g_object_get_data (object, "language"), language) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = harness_find_named (child, key, language);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The widget of the card form remembered as @focus_key. */
GtkWidget *
harness_find_focus_key (GtkWidget  *widget,
                const char *focus_key)
{
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), "phl-focus-key"), focus_key) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = harness_find_focus_key (child, focus_key);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The outdated marks and text warnings the form shows. */
void
harness_print_marks (GtkWidget  *widget,
             const char *tag)
{
  const char *outdated = g_object_get_data (G_OBJECT (widget), "phl-outdated");

  if (!gtk_widget_get_visible (widget))
    return;
  if (outdated != NULL)
    {
      GtkWidget *label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (widget));

      g_print ("%s: outdated: %s: %s\n", tag, outdated, GTK_IS_LABEL (label) ? gtk_label_get_text (GTK_LABEL (label)) : "");
    }
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "phl-text-warning"))
    g_print ("%s: warning: %s\n", tag, gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    harness_print_marks (child, tag);
}

/* What a reader of the screen meets, in the interface language. */
void
harness_print_texts (GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_WINDOW (widget) && gtk_window_get_title (GTK_WINDOW (widget)) != NULL)
    g_print ("text: %s\n", gtk_window_get_title (GTK_WINDOW (widget)));
  if (GTK_IS_LABEL (widget))
    g_print ("text: %s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (ADW_IS_WINDOW_TITLE (widget))
    g_print ("text: %s\n", adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_print ("text: %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL)
    g_print ("text: %s\n", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (tooltip != NULL)
    g_print ("text: %s\n", tooltip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    harness_print_texts (child);
}

GtkWindow *
harness_toplevel_of_type (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

PhlBalanceWindow *
harness_balance_window (void)
{
  return (PhlBalanceWindow *) harness_toplevel_of_type (PHL_TYPE_BALANCE_WINDOW);
}
