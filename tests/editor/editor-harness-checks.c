/* editor-harness-checks.c — the editor harness's checks of what shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Steps of editor-harness.c that look at the editor's layout and answer
 * its dialogs:
 *   respond RESPONSE            wait for a message dialog, print "dialog: HEADING",
 *                               then answer it with RESPONSE ("replace", "keep", "cancel")
 *   wait-field FOCUS-KEY TEXT   wait until the form's field (an entry, a number) shows TEXT
 *   field FOCUS-KEY             print "field KEY: “TEXT” error|plain" (marked as an error or not)
 *   width                       print "card-list width: N" (the card list's width in pixels)
 *   card-shown                  print "card-list: GROUP shown|hidden": the selected card's row
 *                               inside the list's view, or scrolled away
 *   popup FOCUS-KEY             open the menu of a choice field ("choice:Effect"); done once open
 *   cut [cards|form]            print "cut: TEXT" for every label that shows only part of its
 *                               text (ellipsized with no tooltip saying it all, or wrapped into
 *                               less height than it needs): in the card list, the card form
 *                               and its open menus, or everywhere
 *   header                      print "header: clear at W px" or "header: title overlaps NAME":
 *                               the window title's text against the header bar's buttons
 */
#include "config.h"

#include <adwaita.h>

#include "editor-harness-checks.h"
#include "editor-harness-widgets.h"
#include "phl-deck-editor-private.h"

static PhlDeckEditor *editor;

/* ---- Dialogs ------------------------------------------------------------------ */

static gboolean
dialog_answered (const char *response)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_mapped (l->data))
      {
        AdwMessageDialog *dialog = l->data;

        g_print ("dialog: %s\n", adw_message_dialog_get_heading (dialog));
        g_print ("dialog body: %s\n", adw_message_dialog_get_body (dialog));
        adw_message_dialog_response (dialog, response);
        gtk_window_destroy (GTK_WINDOW (dialog));
        return TRUE;
      }
  return FALSE;
}

/* ---- Fields ------------------------------------------------------------------- */

static char *
field_text (const char *key)
{
  GtkWidget *field = harness_find_focus_key (GTK_WIDGET (editor->card_form), key);

  if (field == NULL || !GTK_IS_EDITABLE (field))
    return NULL;
  return g_strdup (gtk_editable_get_text (GTK_EDITABLE (field)));
}

/* "KEY TEXT" */
static gboolean
field_shows (const char *argument)
{
  g_auto(GStrv) words = g_strsplit (argument, " ", 2);
  g_autofree char *text = words[0] ? field_text (words[0]) : NULL;

  return text != NULL && words[1] != NULL && g_str_equal (text, words[1]);
}

static void
print_field (const char *key)
{
  GtkWidget *field = harness_find_focus_key (GTK_WIDGET (editor->card_form), key);
  g_autofree char *text = field_text (key);

  g_print ("field %s: “%s” %s\n", key, text ? text : "",
           field != NULL && gtk_widget_has_css_class (field, "error") ? "error" : "plain");
}

/* ---- The card list ------------------------------------------------------------- */

static void
print_card_shown (void)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (editor->card_list);
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (editor->card_list), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;
  gboolean shown;

  if (row == NULL || scrolled == NULL)
    {
      g_print ("card-list: nothing selected\n");
      return;
    }
  shown = gtk_widget_get_mapped (GTK_WIDGET (row))
          && gtk_widget_compute_bounds (GTK_WIDGET (row), scrolled, &bounds)
          && bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) + 0.5;
  g_print ("card-list: %s %s\n", (char *) g_object_get_data (G_OBJECT (row), "group"), shown ? "shown" : "hidden");
}

/* ---- Menus ---------------------------------------------------------------------- */

static GtkWidget *
find_popover (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_popover (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_toggle (GtkWidget *widget)
{
  if (GTK_IS_TOGGLE_BUTTON (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toggle (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
popup_open (const char *key)
{
  GtkWidget *dropdown = harness_find_focus_key (GTK_WIDGET (editor->card_form), key);
  GtkWidget *popover = dropdown ? find_popover (dropdown) : NULL;
  GtkWidget *toggle = dropdown ? find_toggle (dropdown) : NULL;

  if (popover != NULL && gtk_widget_get_mapped (popover))
    return TRUE;
  if (toggle != NULL && !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  return FALSE;
}

/* ---- Cut texts ------------------------------------------------------------------ */

/* Whether @label or a widget around it has a tooltip with the whole text. */
static gboolean
said_in_tooltip (GtkWidget  *label,
                 const char *text)
{
  GtkWidget *w = label;

  for (guint i = 0; w != NULL && i < 8; i++, w = gtk_widget_get_parent (w))
    {
      const char *tip = gtk_widget_get_tooltip_text (w);

      if (tip != NULL && strstr (tip, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
print_cut (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      int needed = 0, width = gtk_widget_get_width (widget);

      if (text[0] == '\0' || width <= 0)
        return;
      /* The text as laid out at the label's width, against its height. */
      pango_layout_get_pixel_size (layout, NULL, &needed);
      if ((pango_layout_is_ellipsized (layout) && !said_in_tooltip (widget, text))
          || needed > gtk_widget_get_height (widget) + 1)
        g_print ("cut: %s\n", text);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_cut (child);
}

/* ---- The header bar ------------------------------------------------------------- */

static void
find_buttons (GtkWidget *widget,
              GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget))
    {
      g_ptr_array_add (buttons, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_buttons (child, buttons);
}

static void
find_labels (GtkWidget *widget,
             GPtrArray *labels)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_labels (child, labels);
}

static void print_header (void);

/* The header as laid out a few frames after a resize, once the layout
 * for the new width has settled. */
static gboolean
header_settled (const char *unused)
{
  static guint polls;

  if (++polls % 4 != 0)
    return FALSE;
  print_header ();
  return TRUE;
}

static void
print_header (void)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *header = GTK_WIDGET (editor->header_bar);
  gboolean clear = TRUE;

  find_buttons (header, buttons);
  find_labels (GTK_WIDGET (editor->window_title), labels);
  for (guint l = 0; l < labels->len; l++)
    for (guint b = 0; b < buttons->len; b++)
      {
        graphene_rect_t label_bounds, button_bounds;
        PangoRectangle ink;
        const char *tip = gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, b));

        if (!gtk_widget_compute_bounds (g_ptr_array_index (labels, l), header, &label_bounds)
            || !gtk_widget_compute_bounds (g_ptr_array_index (buttons, b), header, &button_bounds))
          continue;
        /* The text as drawn, not the label's whole allocation. */
        pango_layout_get_pixel_extents (gtk_label_get_layout (g_ptr_array_index (labels, l)), &ink, NULL);
        label_bounds.size.width = MIN (label_bounds.size.width, ink.x + ink.width);
        if (graphene_rect_intersection (&label_bounds, &button_bounds, NULL))
          {
            g_print ("header: title overlaps %s\n", tip ? tip : G_OBJECT_TYPE_NAME (g_ptr_array_index (buttons, b)));
            clear = FALSE;
          }
      }
  if (clear)
    g_print ("header: clear at %d px\n", gtk_widget_get_width (GTK_WIDGET (editor)));
}

/* ---- Dispatch -------------------------------------------------------------------- */

gboolean
harness_check_step (PhlDeckEditor     *the_editor,
                    char             **words,
                    const char        *step,
                    HarnessCondition  *wait,
                    char             **wait_argument)
{
  editor = the_editor;
  *wait = NULL;
  *wait_argument = NULL;
  if (g_str_equal (words[0], "respond") && words[1] != NULL)
    {
      *wait = dialog_answered;
      *wait_argument = g_strdup (words[1]);
    }
  else if (g_str_equal (words[0], "wait-field") && words[1] != NULL && words[2] != NULL)
    {
      *wait = field_shows;
      *wait_argument = g_strdup (step + strlen ("wait-field "));
    }
  else if (g_str_equal (words[0], "field") && words[1] != NULL)
    print_field (words[1]);
  else if (g_str_equal (words[0], "width"))
    g_print ("card-list width: %d\n", gtk_widget_get_width (GTK_WIDGET (editor->card_list)));
  else if (g_str_equal (words[0], "card-shown"))
    print_card_shown ();
  else if (g_str_equal (words[0], "popup") && words[1] != NULL)
    {
      *wait = popup_open;
      *wait_argument = g_strdup (words[1]);
    }
  else if (g_str_equal (words[0], "cut"))
    {
      if (g_strcmp0 (words[1], "cards") == 0)
        print_cut (GTK_WIDGET (editor->card_list));
      else if (g_strcmp0 (words[1], "form") == 0)
        print_cut (GTK_WIDGET (editor->card_form));
      else
        print_cut (GTK_WIDGET (editor));
    }
  else if (g_str_equal (words[0], "header"))
    *wait = header_settled;
  else
    return FALSE;
  return TRUE;
}
