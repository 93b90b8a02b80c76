/* phl-accessible.c — names a screen reader hears, the same in every window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 names an object by its labelled-by relations followed by its
 * label property, and names what has neither by its type
 * (gtk/gtkatcontext.c, gtk_at_context_get_name_accumulate).  A button
 * with an icon is labelled by its GtkImage, so Orca says "GtkImage Hide
 * the Hint push button"; a stack's page says "GtkStackPage panel".
 * phl_accessible_install() mends these where every window of the app
 * shows them, as each widget is mapped, so a new screen needs nothing.
 * tests/a11y/a11y-names.py walks the real accessibility tree for them.
 */
#define G_LOG_DOMAIN "phl-accessible"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "phl-accessible.h"

#define NAMED_KEY "phl-accessible-named"

/* An icon inside a button says nothing of its own: the button has the
 * name (check-icon-buttons.py), and a hidden object has none.  Elsewhere
 * an icon with a tooltip is named by it (GTK 4.8 does not), one the app
 * named keeps its name, and any other is decoration. */
static void
name_image (GtkWidget *image)
{
  GtkWidget *parent = gtk_widget_get_parent (image);
  const char *tooltip = gtk_widget_get_tooltip_text (image);

  for (int depth = 0; parent != NULL && depth < 3; depth++, parent = gtk_widget_get_parent (parent))
    if (GTK_IS_BUTTON (parent) || GTK_IS_MENU_BUTTON (parent))
      {
        gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        return;
      }
  if (tooltip != NULL && *tooltip != '\0')
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
    }
  else if (GTK_IS_IMAGE (image) && g_object_get_data (G_OBJECT (image), NAMED_KEY) == NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

static GtkWidget *
find_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
row_title (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);

  return row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

/* A dropdown and the button inside it that takes the focus say its
 * row's title and the choice ("Effect: none"); the app names its own. */
static void
on_drop_down_selected (GtkDropDown *dropdown,
                       GParamSpec  *pspec,
                       gpointer     user_data)
{
  GObject *item = gtk_drop_down_get_selected_item (dropdown);
  const char *choice = GTK_IS_STRING_OBJECT (item) ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : "";
  const char *title = row_title (GTK_WIDGET (dropdown));
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (dropdown));
  g_autofree char *name = NULL;

  if (title != NULL && *title != '\0' && *choice != '\0')
    /* Translators: the name a screen reader hears for a dropdown, e.g. "Effect: none" */
    name = g_strdup_printf (C_("dropdown", "%s: %s"), title, choice);
  else
    name = g_strdup (title != NULL && *title != '\0' ? title : choice);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (GTK_IS_BUTTON (button))
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    }
}

static void
name_drop_down (GtkDropDown *dropdown)
{
  if (g_object_get_data (G_OBJECT (dropdown), "phl-accessible-watched") == NULL)
    {
      g_object_set_data (G_OBJECT (dropdown), "phl-accessible-watched", GINT_TO_POINTER (TRUE));
      g_signal_connect (dropdown, "notify::selected", G_CALLBACK (on_drop_down_selected), NULL);
    }
  on_drop_down_selected (dropdown, NULL, NULL);
}

/* GTK's own parts that have no name of their own: an entry of a list
 * (a dropdown's) is named by its text, a shortcut by its keys, a search
 * entry by what it searches, a dropdown's arrow is decoration. */
static void
name_gtk_part (GtkWidget *widget)
{
  const char *type = G_OBJECT_TYPE_NAME (widget);
  g_autofree char *name = NULL;

  if (g_str_equal (type, "GtkListItemWidget"))
    {
      GtkWidget *label = find_label (widget);

      name = g_strdup (label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : "");
    }
  else if (GTK_IS_SHORTCUT_LABEL (widget))
    {
      const char *accelerator = gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (widget));
      guint key = 0;
      GdkModifierType mods = 0;

      if (accelerator != NULL && gtk_accelerator_parse (accelerator, &key, &mods))
        name = gtk_accelerator_get_label (key, mods);
      else
        name = g_strdup (accelerator != NULL ? accelerator : "");
    }
  else if (GTK_IS_SEARCH_ENTRY (widget))
    name = g_strdup (g_dgettext ("gtk40", "Search"));
  else if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)) == NULL)
    {
      /* A menu button that shows a text (a shortcuts window's sections)
       * is named by it, and so is the button inside it. */
      GtkWidget *label = find_label (widget);
      GtkWidget *button = gtk_widget_get_first_child (widget);

      if (label != NULL && *gtk_label_get_text (GTK_LABEL (label)) != '\0')
        {
          name = phl_accessible_strip_mnemonic (gtk_label_get_label (GTK_LABEL (label)));
          if (GTK_IS_BUTTON (button))
            gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        }
    }
  else if ((GTK_IS_FLOW_BOX_CHILD (widget) || GTK_IS_FLOW_BOX (widget)) &&
           g_object_get_data (G_OBJECT (widget), NAMED_KEY) == NULL)
    {
      /* A cell of a flow box is a frame around its control, which has
       * the name; a flow box the app did not name is a plain frame. */
      name = g_strdup ("");
    }
  else if (GTK_IS_DROP_DOWN (widget) && g_object_get_data (G_OBJECT (widget), NAMED_KEY) == NULL)
    name_drop_down (GTK_DROP_DOWN (widget));
  else if (GTK_IS_TOGGLE_BUTTON (widget) && gtk_widget_get_tooltip_text (widget) == NULL &&
           g_object_get_data (G_OBJECT (widget), NAMED_KEY) == NULL &&
           gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL &&
           (strstr (gtk_button_get_icon_name (GTK_BUTTON (widget)), "find") != NULL ||
            strstr (gtk_button_get_icon_name (GTK_BUTTON (widget)), "search") != NULL))
    {
      /* A search toggle with only its icon (a shortcuts window's). */
      name = g_strdup (g_dgettext ("gtk40", "Search"));
    }
  else if (g_str_equal (type, "GtkBuiltinIcon"))
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* A page of a stack is a panel named by its title; a page without one
 * is only a frame around its child, named by what the window is. */
static void
name_stack_pages (GtkStack *stack)
{
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (stack));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (stack));
  const char *fallback = GTK_IS_WINDOW (root) ? gtk_window_get_title (GTK_WINDOW (root)) : NULL;

  if (fallback == NULL || *fallback == '\0')
    fallback = g_get_application_name ();

  for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (pages, i);
      GtkStackPage *page = GTK_STACK_PAGE (item);
      g_autofree char *title = phl_accessible_strip_mnemonic (gtk_stack_page_get_title (page));

      if (*title == '\0' && fallback != NULL)
        {
          g_free (title);
          title = g_strdup (fallback);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
}

/* The list of a preferences group or an expander row is named by the
 * group's or the row's title, not "GtkListBox". */
static void
name_list_box (GtkWidget *list)
{
  GtkWidget *parent = gtk_widget_get_parent (list);

  for (int depth = 0; parent != NULL && depth < 6; depth++, parent = gtk_widget_get_parent (parent))
    {
      const char *title = NULL;

      if (ADW_IS_PREFERENCES_GROUP (parent))
        title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (parent));
      else if (ADW_IS_PREFERENCES_ROW (parent))
        title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (parent));
      else if (!GTK_IS_LIST_VIEW (list))
        continue;
      else if (GTK_IS_POPOVER (parent) || GTK_IS_DROP_DOWN (parent))
        title = "";
      else
        continue;
      /* Instead of the title label libadwaita may relate it to. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title != NULL ? title : "", -1);
      return;
    }
}

/* A message dialog is named by its heading, and its body is its
 * description, which a screen reader reads with the name: otherwise only
 * the buttons are heard, not what they answer. */
static void
describe_message_dialog (AdwMessageDialog *dialog)
{
  const char *heading = adw_message_dialog_get_heading (dialog);
  const char *body = adw_message_dialog_get_body (dialog);
  g_autofree char *plain = NULL;

  if (body != NULL && adw_message_dialog_get_body_use_markup (dialog))
    pango_parse_markup (body, -1, 0, NULL, &plain, NULL, NULL);
  if (heading != NULL && *heading != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  plain != NULL ? plain : body != NULL ? body : "", -1);
}

/* GTK 4.8 gives a button with a mnemonic its raw label as its accessible
 * label, after its child's: "Continue _Continue".  One name, without
 * the underline, unless the app named the button itself. */
static void name_mnemonic_button (GtkButton *button);

static void
on_label_changed (GtkButton  *button,
                  GParamSpec *pspec,
                  gpointer    user_data)
{
  name_mnemonic_button (button);
}

static void
name_mnemonic_button (GtkButton *button)
{
  /* The child, not gtk_button_get_label(): GTK 4.8 casts a child that is
   * no label (an icon set meanwhile). */
  GtkWidget *child = gtk_button_get_child (button);
  const char *label = GTK_IS_LABEL (child) && gtk_label_get_use_underline (GTK_LABEL (child))
                      ? gtk_label_get_label (GTK_LABEL (child)) : NULL;
  g_autofree char *name = NULL;

  if (label == NULL || g_object_get_data (G_OBJECT (button), NAMED_KEY) != NULL)
    return;
  name = phl_accessible_strip_mnemonic (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  if (g_object_get_data (G_OBJECT (button), "phl-accessible-watched") == NULL)
    {
      g_object_set_data (G_OBJECT (button), "phl-accessible-watched", GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::label", G_CALLBACK (on_label_changed), NULL);
    }
}

/* What only frames or draws other widgets (libadwaita's bins, gizmos
 * and title box, a label with nothing to say yet) has an empty name
 * rather than its type's; a scroll bar is no stop for a screen reader
 * (the keys scroll), and hidden from it. */
static void
blank_frame (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  if (GTK_IS_SCROLLBAR (widget) || GTK_IS_SCROLLBAR (gtk_widget_get_parent (widget)))
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    }
  else if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) == '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  else if (((role == GTK_ACCESSIBLE_ROLE_WIDGET || role == GTK_ACCESSIBLE_ROLE_GENERIC) &&
            g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Adw")) ||
           GTK_IS_OVERLAY (widget) || ADW_IS_VIEW_SWITCHER (widget) ||
           (GTK_IS_FRAME (widget) && gtk_frame_get_label (GTK_FRAME (widget)) == NULL))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

/* libadwaita's empty gizmos (a flap's shield over the content) only
 * catch the pointer; one that is never mapped is still in the tree, named
 * by its type: hidden as its parent is mapped. */
static void
hide_empty_gizmos (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_first_child (child) == NULL && g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwGizmo"))
      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

static gboolean
on_widget_placed (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               user_data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (!GTK_IS_WIDGET (widget) || (gtk_widget_get_parent (widget) == NULL && !GTK_IS_WINDOW (widget)))
    return TRUE;
  blank_frame (widget);
  hide_empty_gizmos (widget);
  name_gtk_part (widget);
  if (GTK_IS_IMAGE (widget) || GTK_IS_DRAWING_AREA (widget))
    name_image (widget);
  else if (GTK_IS_BUTTON (widget))
    name_mnemonic_button (GTK_BUTTON (widget));
  else if (ADW_IS_MESSAGE_DIALOG (widget))
    describe_message_dialog (ADW_MESSAGE_DIALOG (widget));
  else if (GTK_IS_LIST_BOX (widget) || GTK_IS_LIST_VIEW (widget))
    name_list_box (widget);
  else if (GTK_IS_STACK (widget))
    name_stack_pages (GTK_STACK (widget));
  else if (ADW_IS_BUTTON_CONTENT (widget) && GTK_IS_BUTTON (gtk_widget_get_parent (widget)) &&
           g_object_get_data (G_OBJECT (gtk_widget_get_parent (widget)), NAMED_KEY) != NULL)
    /* libadwaita relates a button to its content's label as the content
     * is placed: a button the app named would say it twice ("Analyse
     * Analyse"). */
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (gtk_widget_get_parent (widget)),
                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  return TRUE;
}

/**
 * phl_accessible_install:
 *
 * Mends the names GTK 4.8 gives every mapped widget (see above).  Once
 * per process, after gtk_init().
 */
void
phl_accessible_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* The signal exists once the class does; it is kept for good. */
      guint map = (g_type_class_ref (GTK_TYPE_WIDGET), g_signal_lookup ("map", GTK_TYPE_WIDGET));

      g_signal_add_emission_hook (map, 0, on_widget_placed, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}

/**
 * phl_accessible_name:
 * @widget: a widget that shows no text, an icon
 * @name: what a screen reader calls it
 *
 * Names @widget, and keeps an icon so named from being taken for
 * decoration (see above).
 */
void
phl_accessible_name (GtkWidget  *widget,
                     const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (widget), NAMED_KEY, GINT_TO_POINTER (TRUE));
}

#define LAST_LABEL_KEY "phl-accessible-last-label"

/**
 * phl_accessible_relabel:
 * @widget: a #GtkWidget
 * @label: what a screen reader calls it now
 *
 * Sets the accessible label only when it differs from the last one set
 * here.  GTK 4.8 sends a change event for every update, equal or not, and
 * a board that relabels itself on each key press floods the screen reader
 * (Orca stops speaking once its queue overflows).
 */
void
phl_accessible_relabel (GtkWidget  *widget,
                        const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), LAST_LABEL_KEY), label) == 0)
    return;
  g_object_set_data_full (G_OBJECT (widget), LAST_LABEL_KEY, g_strdup (label), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/**
 * phl_accessible_name_button:
 * @button: a #GtkButton
 * @name: (nullable): what a screen reader calls it
 *
 * GTK 4.8 names a button by its child label followed by its accessible
 * label: "Learn to Play Learn to Play SWOP".  Only @name is kept (or,
 * when %NULL, the child label's text without its underline).  Call it
 * again after each gtk_button_set_label(), which relabels the button.
 */
void
phl_accessible_name_button (GtkWidget  *button,
                            const char *name)
{
  GtkWidget *child;

  g_return_if_fail (GTK_IS_BUTTON (button));

  child = gtk_button_get_child (GTK_BUTTON (button));
  if (name == NULL && GTK_IS_LABEL (child))
    name = gtk_label_get_text (GTK_LABEL (child));
  if (name != NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      /* Its own name: the mapping above leaves it alone. */
      g_object_set_data (G_OBJECT (button), NAMED_KEY, GINT_TO_POINTER (TRUE));
    }
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/**
 * phl_accessible_strip_mnemonic:
 * @label: a label that may mark its mnemonic with "_"
 *
 * Returns: (transfer full): @label as it is read, "__" as one "_".
 */
char *
phl_accessible_strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label; p != NULL && *p != '\0'; p++)
    {
      if (*p == '_' && p[1] == '_')
        p++;
      else if (*p == '_')
        continue;
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}
