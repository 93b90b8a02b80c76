/* probe-find.c — the probe finds widgets by name and reads what shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "phl-window.h"
#include "probe-private.h"

/* ---- Finding ------------------------------------------------------------------- */

/* The children a person can see: a stack's visible page only (the others
 * stay mapped while they fade out). */
static GtkWidget *
first_shown_child (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget))
    return gtk_stack_get_visible_child (GTK_STACK (widget));
  if (ADW_IS_VIEW_STACK (widget))
    return adw_view_stack_get_visible_child (ADW_VIEW_STACK (widget));
  return gtk_widget_get_first_child (widget);
}

static GtkWidget *
next_shown_sibling (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (parent != NULL && (GTK_IS_STACK (parent) || ADW_IS_VIEW_STACK (parent)))
    return NULL;
  return gtk_widget_get_next_sibling (widget);
}

static char *
accessible_property (GtkWidget             *widget,
                     GtkAccessibleProperty  property)
{
  /* GTK 4.8 has no getter: the check returns the value when it differs. */
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property,
                                                    "\x01-no-such-text-\x01");

  if (value != NULL && g_str_equal (value, "undefined"))
    g_clear_pointer (&value, g_free);
  return value;
}

char *
probe_accessible_label (GtkWidget *widget)
{
  return accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
}

char *
probe_accessible_description (GtkWidget *widget)
{
  return accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
add (GPtrArray  *texts,
     const char *text)
{
  if (text != NULL && text[0] != '\0')
    g_ptr_array_add (texts, g_strdup (text));
}

/* Drops the texts from @start on that repeat one from @start on: a
 * widget's label is often its accessible label too. */
static void
drop_repeats (GPtrArray *texts,
              guint      start)
{
  for (guint i = start + 1; i < texts->len; i++)
    for (guint j = start; j < i; j++)
      if (g_str_equal (texts->pdata[i], texts->pdata[j]))
        {
          g_free (g_ptr_array_steal_index (texts, i--));
          break;
        }
}

/* The names and texts @widget itself shows or gives a screen reader. */
static void
own_texts (GtkWidget *widget,
           GPtrArray *texts)
{
  guint start = texts->len;

  if (GTK_IS_WINDOW (widget))
    add (texts, gtk_window_get_title (GTK_WINDOW (widget)));
  if (GTK_IS_LABEL (widget))
    add (texts, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget))
    add (texts, gtk_button_get_label (GTK_BUTTON (widget)));
  if (ADW_IS_BUTTON_CONTENT (widget))
    add (texts, adw_button_content_get_label (ADW_BUTTON_CONTENT (widget)));
  if (ADW_IS_WINDOW_TITLE (widget))
    {
      add (texts, adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
      add (texts, adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
    }
  if (ADW_IS_STATUS_PAGE (widget))
    {
      add (texts, adw_status_page_get_title (ADW_STATUS_PAGE (widget)));
      add (texts, adw_status_page_get_description (ADW_STATUS_PAGE (widget)));
    }
  if (ADW_IS_PREFERENCES_ROW (widget))
    add (texts, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget))
    add (texts, adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (GTK_IS_EDITABLE (widget) && !GTK_IS_TEXT (widget))
    add (texts, gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_TEXT_VIEW (widget))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter first, last;

      gtk_text_buffer_get_bounds (buffer, &first, &last);
      g_ptr_array_add (texts, gtk_text_buffer_get_text (buffer, &first, &last, TRUE));
    }
  add (texts, gtk_widget_get_tooltip_text (widget));
  {
    char *label = probe_accessible_label (widget);
    char *description = probe_accessible_description (widget);

    if (label != NULL)
      g_ptr_array_add (texts, label);
    if (description != NULL)
      g_ptr_array_add (texts, description);
  }
  drop_repeats (texts, start);
}

static void
collect (GtkWidget *widget,
         GPtrArray *texts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  own_texts (widget, texts);
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    collect (child, texts);
}

/* Windows in front first: dialogs before the main window. */
GPtrArray *
probe_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray *out = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWidget *window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (window))
        g_ptr_array_insert (out, PHL_IS_WINDOW (window) ? -1 : 0, window);
      else
        g_object_unref (window);
    }
  return out;
}

char **
probe_texts (void)
{
  g_autoptr(GPtrArray) all = probe_windows ();
  GPtrArray *texts = g_ptr_array_new ();

  for (guint i = 0; i < all->len; i++)
    collect (all->pdata[i], texts);
  g_ptr_array_add (texts, NULL);
  return (char **) g_ptr_array_free (texts, FALSE);
}

gboolean
probe_shows (const char *needle)
{
  g_auto(GStrv) texts = probe_texts ();

  for (guint i = 0; texts[i] != NULL; i++)
    if (strstr (texts[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

void
probe_print_texts (void)
{
  g_auto(GStrv) texts = probe_texts ();

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_strdelimit (texts[i], "\n", ' ');
      printf ("# text: %s\n", texts[i]);
    }
  fflush (stdout);
}

/* @text without mnemonic underscores ("_Hint" is "Hint", "__" is "_"). */
static char *
plain (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_named (GtkWidget  *widget,
          const char *name)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  own_texts (widget, texts);
  for (guint i = 0; i < texts->len; i++)
    {
      g_autofree char *text = plain (texts->pdata[i]);

      if (g_str_equal (text, name))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (is_named (widget, name))
    return widget;
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What a person would press to reach @widget: the button around it. */
static GtkWidget *
pressable (GtkWidget *widget,
           GtkWidget *root)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_WINDOW (widget))
    return widget;
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL && up != root; up = gtk_widget_get_parent (up))
    {
      if (GTK_IS_BUTTON (up))
        return up;
      if (GTK_IS_WINDOW (up) || GTK_IS_NATIVE (up))
        break;
    }
  return widget;
}

GtkWidget *
probe_find (GtkWidget  *root,
            const char *name)
{
  g_autofree char *wanted = plain (name);
  g_autoptr(GPtrArray) all = NULL;

  if (root != NULL)
    {
      GtkWidget *found = find_named (root, wanted);

      return found ? pressable (found, root) : NULL;
    }
  all = probe_windows ();
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *found = find_named (all->pdata[i], wanted);

      if (found != NULL)
        return pressable (found, NULL);
    }
  return NULL;
}

GtkWidget *
probe_get (GtkWidget  *root,
           const char *name)
{
  GtkWidget *found = probe_find (root, name);

  if (found == NULL)
    probe_bail ("nothing named “%s” shows", name);
  return found;
}

typedef struct
{
  GtkWidget  *root;
  const char *name;
  GtkWidget  *found;
} Finding;

static gboolean
found_named (gpointer data)
{
  Finding *finding = data;

  finding->found = probe_find (finding->root, finding->name);
  return finding->found != NULL;
}

GtkWidget *
probe_wait_find (GtkWidget  *root,
                 const char *name,
                 guint       timeout_ms)
{
  Finding finding = { root, name, NULL };
  g_autofree char *what = g_strdup_printf ("something named “%s”", name);

  probe_wait (found_named, &finding, timeout_ms, what);
  return finding.found;
}

static GtkWidget *
find_matching (GtkWidget *widget,
               GType      type,
               const char *action)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (type != 0 && G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  if (action != NULL && GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    {
      GtkWidget *found = find_matching (child, type, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_everywhere (GtkWidget  *root,
                 GType       type,
                 const char *action)
{
  g_autoptr(GPtrArray) all = NULL;

  if (root != NULL)
    return find_matching (root, type, action);
  all = probe_windows ();
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *found = find_matching (all->pdata[i], type, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
probe_find_type (GtkWidget  *root,
                 const char *type_name)
{
  GType type = g_type_from_name (type_name);

  return type != 0 ? find_everywhere (root, type, NULL) : NULL;
}

typedef struct
{
  GtkWidget  *root;
  const char *type_name;
  GtkWidget  *found;
} TypeFinding;

static gboolean
found_type (gpointer data)
{
  TypeFinding *finding = data;

  finding->found = probe_find_type (finding->root, finding->type_name);
  return finding->found != NULL;
}

GtkWidget *
probe_wait_find_type (GtkWidget  *root,
                      const char *type_name,
                      guint       timeout_ms)
{
  TypeFinding finding = { root, type_name, NULL };
  g_autofree char *what = g_strdup_printf ("a %s on screen", type_name);

  probe_wait (found_type, &finding, timeout_ms, what);
  return finding.found;
}

GtkWidget *
probe_find_action (GtkWidget  *root,
                   const char *action)
{
  return find_everywhere (root, 0, action);
}

static GtkWidget *
find_view (GtkWidget *widget)
{
  const char *name = G_OBJECT_TYPE_NAME (widget);

  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (g_str_has_prefix (name, "Phl") && g_str_has_suffix (name, "View"))
    return widget;
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    {
      GtkWidget *found = find_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
probe_view (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  GtkWidget *view;

  if (window == NULL || probe_match () == NULL)
    return NULL;
  view = probe_find_type (window, "PhlGameView");
  return view != NULL ? view : find_view (window);
}

static void
find_largest_drawing (GtkWidget  *widget,
                      GtkWidget **best,
                      int        *best_area)
{
  const char *name = G_OBJECT_TYPE_NAME (widget);

  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_DRAWING_AREA (widget) || g_str_has_suffix (name, "Canvas") || g_str_has_suffix (name, "Board"))
    {
      int area = gtk_widget_get_width (widget) * gtk_widget_get_height (widget);

      if (area > *best_area)
        {
          *best = widget;
          *best_area = area;
        }
    }
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    find_largest_drawing (child, best, best_area);
}

GtkWidget *
probe_board (void)
{
  GtkWidget *view = probe_view ();
  GtkWidget *best = NULL;
  int area = 0;

  if (view == NULL)
    return NULL;
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (view), "board") != NULL)
    {
      g_autoptr(GtkWidget) board = NULL;

      g_object_get (view, "board", &board, NULL);
      if (board != NULL)
        return board;   /* the view holds it */
    }
  find_largest_drawing (view, &best, &area);
  return best;
}

/* The mapped status page whose title names a seat of @match. */
static GtkWidget *
find_handover (GtkWidget *widget,
               PhlMatch  *match,
               int       *seat)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (ADW_IS_STATUS_PAGE (widget))
    {
      const char *title = adw_status_page_get_title (ADW_STATUS_PAGE (widget));

      for (guint i = 0; title != NULL && i < phl_match_get_n_seats (match); i++)
        if (strstr (title, phl_match_get_seat (match, i)->name) != NULL)
          {
            *seat = i;
            return widget;
          }
    }
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    {
      GtkWidget *found = find_handover (child, match, seat);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
handover_gone (gpointer page)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  int seat;

  return probe_match () == NULL || find_handover (window, probe_match (), &seat) != page;
}

int
probe_handover (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  GtkWidget *page, *button;
  int seat = -1;

  if (window == NULL || probe_match () == NULL)
    return -1;
  page = find_handover (window, probe_match (), &seat);
  if (page == NULL)
    return -1;
  button = probe_find_type (page, "GtkButton");
  if (button == NULL)
    probe_bail ("the hand-over page for %s has no button", phl_match_get_seat (probe_match (), seat)->name);
  probe_click (button);
  probe_wait (handover_gone, page, 5000, "the hand-over page to go");
  probe_settle ();
  return seat;
}

/* ---- Accessible names ---------------------------------------------------------- */

static gboolean
is_control (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget)
         || GTK_IS_SWITCH (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_SCALE (widget)
         || (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Phl") && gtk_widget_get_focusable (widget));
}

/* A label inside gives a button its name (GTK takes it from the content). */
static gboolean
has_text_inside (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    return TRUE;
  /* A popover's texts are not the button's. */
  if (GTK_IS_NATIVE (widget))
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_text_inside (child))
      return TRUE;
  return FALSE;
}

static gboolean
has_name (GtkWidget *widget)
{
  const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  if (label != NULL && label[0] != '\0')
    return TRUE;
  /* A button is labelled by its child, which names nothing when it is an
   * icon: Orca says "GtkImage push button". */
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget)
      && gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return TRUE;
  return has_text_inside (widget);
}

static GtkWidget *
enclosing_phl (GtkWidget *widget)
{
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (up), "Phl"))
      return up;
  return NULL;
}

static void
find_unnamed (GtkWidget *widget,
              GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  /* A menu button's own button: the menu button is the one to name. */
  if (is_control (widget) && !has_name (widget) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
    {
      GString *line = g_string_new (G_OBJECT_TYPE_NAME (widget));
      const char *icon = GTK_IS_BUTTON (widget) ? gtk_button_get_icon_name (GTK_BUTTON (widget))
                         : GTK_IS_MENU_BUTTON (widget) ? gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget))
                         : NULL;
      GtkWidget *owner = enclosing_phl (widget);

      if (icon != NULL)
        g_string_append_printf (line, ", icon %s", icon);
      if (gtk_widget_get_tooltip_text (widget) != NULL)
        g_string_append_printf (line, ", tooltip “%s”", gtk_widget_get_tooltip_text (widget));
      if (owner != NULL)
        g_string_append_printf (line, ", in %s", G_OBJECT_TYPE_NAME (owner));
      g_ptr_array_add (out, g_string_free (line, FALSE));
    }
  for (GtkWidget *child = first_shown_child (widget); child != NULL; child = next_shown_sibling (child))
    find_unnamed (child, out);
}

char **
probe_unnamed (GtkWidget *root)
{
  GPtrArray *out = g_ptr_array_new ();

  if (root != NULL)
    find_unnamed (root, out);
  else
    {
      g_autoptr(GPtrArray) all = probe_windows ();

      for (guint i = 0; i < all->len; i++)
        find_unnamed (all->pdata[i], out);
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}
