/* probe.c — drives the real app from inside, for the UI tests of the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Linked with the philatelia executable's objects and a scenario (see
 * probe.h).  A constructor gives the process a fresh home before main();
 * the linker's --wrap of phl_application_new() (main() calls it once the
 * language is chosen) sets the settings and waits for the main window,
 * then runs probe_scenario() from the main loop.  Acting goes through the
 * X server (xdotool), so the app meets real pointer and key events; the
 * probe counts their arrival to know when the app has them.
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "phl-application.h"
#include "phl-window.h"
#include "probe.h"

static PhlApplication *app;
static char *home;
static char *language;
static guint n_tests, n_failed;
static guint n_shots;
/* Input events the app received, counted on every window. */
static guint n_button_releases, n_key_presses;

/* ---- TAP ------------------------------------------------------------------ */

static void G_GNUC_PRINTF (2, 0)
tap_line (gboolean    ok,
          const char *format,
          va_list     args)
{
  g_autofree char *text = g_strdup_vprintf (format, args);

  n_tests++;
  if (!ok)
    n_failed++;
  /* A newline would end the TAP line early. */
  g_strdelimit (text, "\n", ' ');
  printf ("%s %u - %s\n", ok ? "ok" : "not ok", n_tests, text);
  fflush (stdout);
}

gboolean
probe_ok (gboolean    condition,
          const char *format,
          ...)
{
  va_list args;

  va_start (args, format);
  tap_line (condition, format, args);
  va_end (args);
  return condition;
}

void
probe_skip (const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  n_tests++;
  printf ("ok %u - %s # SKIP\n", n_tests, text);
  fflush (stdout);
}

void
probe_diag (const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    printf ("# %s\n", lines[i]);
  fflush (stdout);
}

void
probe_bail (const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;
  g_autofree char *shot = g_strdup_printf ("bail-%u", n_tests + 1);

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_strdelimit (text, "\n", ' ');
  n_tests++;
  printf ("not ok %u - %s\n", n_tests, text);
  probe_print_texts ();
  if (probe_window () != NULL)
    {
      probe_screenshot (shot);
      probe_diag ("screenshot: %s.png", shot);
    }
  printf ("Bail out! %s\n", text);
  fflush (stdout);
  _exit (1);
}

/* A warning is fatal in the UI tests (G_DEBUG=fatal-warnings); the test
 * says which before GLib aborts. */
static GLogWriterOutput
log_writer (GLogLevelFlags   level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      const char *domain = NULL, *message = NULL;

      for (gsize i = 0; i < n_fields; i++)
        if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
          domain = fields[i].value;
        else if (g_str_equal (fields[i].key, "MESSAGE"))
          message = fields[i].value;
      printf ("# %s warning: %s\n", domain ? domain : "app", message ? message : "");
      if (level & G_LOG_FLAG_FATAL)
        printf ("Bail out! a warning from %s\n", domain ? domain : "the app");
      fflush (stdout);
    }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

/* ---- Processes ------------------------------------------------------------- */

typedef struct
{
  gboolean done;
  int      status;
} Child;

static void
child_exited (GPid     pid,
              int      status,
              gpointer data)
{
  Child *child = data;

  child->status = status;
  child->done = TRUE;
  g_spawn_close_pid (pid);
}

/* Runs @argv while the main loop goes on (the app keeps painting and
 * receiving); TRUE when it exited with 0. */
static gboolean
run (const char * const *argv,
     GError            **error)
{
  Child child = { FALSE, 0 };
  GPid pid;
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  if (!g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                      NULL, NULL, &pid, error))
    return FALSE;
  g_child_watch_add (pid, child_exited, &child);
  while (!child.done)
    {
      if (g_get_monotonic_time () > deadline)
        probe_bail ("%s ran for more than 30 s", argv[0]);
      g_main_context_iteration (NULL, TRUE);
    }
  return g_spawn_check_wait_status (child.status, error);
}

static void
run_or_bail (const char * const *argv)
{
  g_autoptr(GError) error = NULL;

  if (!run (argv, &error))
    {
      g_autofree char *command = g_strjoinv (" ", (char **) argv);

      probe_bail ("%s: %s", command, error->message);
    }
}

/* ---- Waiting ---------------------------------------------------------------- */

static double
timeout_scale (void)
{
  const char *scale = g_getenv ("PROBE_TIMEOUT_SCALE");
  double value = scale ? g_ascii_strtod (scale, NULL) : 1.0;

  return value > 0 ? value : 1.0;
}

static gboolean
wake (gpointer data)
{
  /* Only wakes the loop so that the condition is looked at again. */
  return G_SOURCE_CONTINUE;
}

void
probe_waiter_begin (ProbeWaiter *waiter,
                    guint        timeout_ms,
                    const char  *what,
                    const char  *file,
                    int          line)
{
  waiter->deadline = g_get_monotonic_time () + (gint64) (timeout_ms * timeout_scale ()) * 1000;
  waiter->what = what;
  waiter->file = file;
  waiter->line = line;
  /* Conditions on state no event announces (a thread's result is one). */
  waiter->tick_id = g_timeout_add (20, wake, NULL);
}

void
probe_waiter_step (ProbeWaiter *waiter)
{
  if (g_get_monotonic_time () > waiter->deadline)
    {
      g_clear_handle_id (&waiter->tick_id, g_source_remove);
      if (waiter->file != NULL)
        probe_bail ("timed out waiting for %s (%s:%d)", waiter->what, waiter->file, waiter->line);
      probe_bail ("timed out waiting for %s", waiter->what);
    }
  g_main_context_iteration (NULL, TRUE);
}

void
probe_waiter_end (ProbeWaiter *waiter)
{
  g_clear_handle_id (&waiter->tick_id, g_source_remove);
}

void
probe_wait (ProbePredicate  predicate,
            gpointer        data,
            guint           timeout_ms,
            const char     *what)
{
  ProbeWaiter waiter;

  probe_waiter_begin (&waiter, timeout_ms, what, NULL, 0);
  while (!predicate (data))
    probe_waiter_step (&waiter);
  probe_waiter_end (&waiter);
}

static void
after_paint (GdkFrameClock *clock,
             gboolean      *painted)
{
  *painted = TRUE;
}

void
probe_settle (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong id;

  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  if (window == NULL || !gtk_widget_get_mapped (window))
    return;
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), &painted);
  gtk_widget_queue_draw (window);
  PROBE_WAIT (painted, 5000);
  g_signal_handler_disconnect (clock, id);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  gdk_display_sync (gtk_widget_get_display (window));
}

static gboolean
person_to_act (gpointer data)
{
  PhlMatch *match = probe_match ();
  int seat;

  if (match == NULL)
    return FALSE;
  if (phl_match_is_over (match))
    return TRUE;
  seat = phl_match_get_current_seat (match);
  return seat >= 0 && phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN;
}

void
probe_wait_person (guint timeout_ms)
{
  probe_wait (person_to_act, NULL, timeout_ms, "a person's turn");
  probe_settle ();
}

void
probe_wait_actions (guint n,
                    guint timeout_ms)
{
  g_autofree char *what = g_strdup_printf ("%u actions in the match", n);
  ProbeWaiter waiter;

  probe_waiter_begin (&waiter, timeout_ms, what, NULL, 0);
  while (probe_match () == NULL
         || (!phl_match_is_over (probe_match ()) && phl_match_get_n_actions (probe_match ()) < n))
    probe_waiter_step (&waiter);
  probe_waiter_end (&waiter);
  probe_settle ();
}

/* ---- The app ------------------------------------------------------------------ */

GtkWindow *
probe_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (PHL_IS_WINDOW (window))
        return window;
    }
  return NULL;
}

PhlMatch *
probe_match (void)
{
  GtkWindow *window = probe_window ();

  return window ? phl_window_get_match (PHL_WINDOW (window)) : NULL;
}

const char *
probe_language (void)
{
  return language;
}

const char *
probe_home (void)
{
  return home;
}

GSettings *
probe_settings (void)
{
  return phl_application_get_settings (app);
}

void
probe_set_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

const char *
probe_tr (const char *msgid)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

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

/* The names and texts @widget itself shows or gives a screen reader. */
static void
own_texts (GtkWidget *widget,
           GPtrArray *texts)
{
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
      GtkTextIter start, end;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      g_ptr_array_add (texts, gtk_text_buffer_get_text (buffer, &start, &end, TRUE));
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
static GPtrArray *
windows (void)
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
  g_autoptr(GPtrArray) all = windows ();
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
  all = windows ();
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
  all = windows ();
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

/* ---- Acting ------------------------------------------------------------------- */

gboolean
probe_activate (GtkWidget  *widget,
                const char *action,
                GVariant   *parameter)
{
  g_autoptr(GVariant) owned = parameter ? g_variant_ref_sink (parameter) : NULL;
  gboolean done;

  if (widget == NULL)
    widget = probe_view ();
  if (widget == NULL)
    widget = GTK_WIDGET (probe_window ());
  done = gtk_widget_activate_action_variant (widget, action, owned);
  probe_settle ();
  return done;
}

static gboolean
count_event (GtkEventControllerLegacy *controller,
             GdkEvent                 *event,
             gpointer                  data)
{
  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_RELEASE:
      n_button_releases++;
      break;
    case GDK_KEY_PRESS:
      n_key_presses++;
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

/* Every window counts the events it receives, popovers included (their
 * events pass through the window in the capture phase). */
static void
watch_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      GtkEventController *controller;

      if (g_object_get_data (G_OBJECT (window), "probe-watched") != NULL)
        continue;
      controller = gtk_event_controller_legacy_new ();
      gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
      g_signal_connect (controller, "event", G_CALLBACK (count_event), NULL);
      gtk_widget_add_controller (window, controller);
      g_object_set_data (G_OBJECT (window), "probe-watched", GINT_TO_POINTER (1));
    }
}

static gulong
xid_of (GtkNative *native)
{
  GdkSurface *surface = gtk_native_get_surface (native);

  if (surface == NULL || !GDK_IS_X11_SURFACE (surface))
    probe_bail ("the probe needs X11 (GDK_BACKEND=x11, under Xvfb)");
  return gdk_x11_surface_get_xid (surface);
}

/* @x, @y of @widget in its X window: xdotool's "--window ID X Y". */
static void
x_point (GtkWidget *widget,
         double     x,
         double     y,
         char     **window_id,
         char     **x_text,
         char     **y_text)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point = GRAPHENE_POINT_INIT (x, y), out;
  double dx, dy;
  GdkSurface *surface;

  if (native == NULL || !gtk_widget_get_mapped (widget))
    probe_bail ("a %s to click that is not on the screen", G_OBJECT_TYPE_NAME (widget));
  if (!gtk_widget_compute_point (widget, GTK_WIDGET (native), &point, &out))
    probe_bail ("no way from a %s to its window", G_OBJECT_TYPE_NAME (widget));
  /* CSD shadows put the widget's origin inside the surface. */
  gtk_native_get_surface_transform (native, &dx, &dy);
  out.x += dx;
  out.y += dy;
  surface = gtk_native_get_surface (native);
  if (out.x < 0 || out.y < 0 || out.x >= gdk_surface_get_width (surface)
      || out.y >= gdk_surface_get_height (surface))
    probe_bail ("%.0f, %.0f of a %s is outside its window (%d×%d)", x, y, G_OBJECT_TYPE_NAME (widget),
                gdk_surface_get_width (surface), gdk_surface_get_height (surface));
  *window_id = g_strdup_printf ("%lu", xid_of (native));
  *x_text = g_strdup_printf ("%d", (int) round (out.x));
  *y_text = g_strdup_printf ("%d", (int) round (out.y));
}

static gboolean
releases_after (gpointer data)
{
  return n_button_releases > GPOINTER_TO_UINT (data);
}

void
probe_hover_at (GtkWidget *widget,
                double     x,
                double     y)
{
  g_autofree char *id = NULL, *xs = NULL, *ys = NULL;

  x_point (widget, x, y, &id, &xs, &ys);
  watch_windows ();
  run_or_bail ((const char *[]) { "xdotool", "mousemove", "--sync", "--window", id, xs, ys, NULL });
  probe_settle ();
}

void
probe_click_at (GtkWidget *widget,
                double     x,
                double     y)
{
  g_autofree char *id = NULL, *xs = NULL, *ys = NULL;
  guint before = n_button_releases;

  x_point (widget, x, y, &id, &xs, &ys);
  watch_windows ();
  run_or_bail ((const char *[]) { "xdotool", "mousemove", "--window", id, xs, ys, "click", "1", NULL });
  probe_wait (releases_after, GUINT_TO_POINTER (before), 5000, "the click to reach the app");
  probe_settle ();
}

void
probe_click (GtkWidget *widget)
{
  probe_click_at (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
add_move (GPtrArray  *argv,
          const char *id,
          const char *x,
          const char *y)
{
  g_ptr_array_add (argv, g_strdup ("mousemove"));
  g_ptr_array_add (argv, g_strdup ("--window"));
  g_ptr_array_add (argv, g_strdup (id));
  g_ptr_array_add (argv, g_strdup (x));
  g_ptr_array_add (argv, g_strdup (y));
}

void
probe_drag (GtkWidget *widget,
            double     x1,
            double     y1,
            double     x2,
            double     y2)
{
  enum { STEPS = 12 };
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *id = NULL, *xs = NULL, *ys = NULL;
  guint before = n_button_releases;

  x_point (widget, x2, y2, &id, &xs, &ys);   /* the end must be in a window too */
  g_clear_pointer (&id, g_free);
  g_clear_pointer (&xs, g_free);
  g_clear_pointer (&ys, g_free);
  x_point (widget, x1, y1, &id, &xs, &ys);
  watch_windows ();
  g_ptr_array_add (argv, g_strdup ("xdotool"));
  add_move (argv, id, xs, ys);
  g_ptr_array_add (argv, g_strdup ("mousedown"));
  g_ptr_array_add (argv, g_strdup ("1"));
  /* Steps a hand would make, so that a drag gesture sees the motion. */
  for (guint i = 1; i <= STEPS; i++)
    {
      g_autofree char *step_id = NULL, *step_x = NULL, *step_y = NULL;

      x_point (widget, x1 + (x2 - x1) * i / STEPS, y1 + (y2 - y1) * i / STEPS, &step_id, &step_x, &step_y);
      add_move (argv, step_id, step_x, step_y);
      g_ptr_array_add (argv, g_strdup ("sleep"));
      g_ptr_array_add (argv, g_strdup ("0.03"));
    }
  g_ptr_array_add (argv, g_strdup ("mouseup"));
  g_ptr_array_add (argv, g_strdup ("1"));
  g_ptr_array_add (argv, NULL);
  run_or_bail ((const char * const *) argv->pdata);
  probe_wait (releases_after, GUINT_TO_POINTER (before), 5000, "the drag's release to reach the app");
  probe_settle ();
}

void
probe_key (const char *keys)
{
  g_auto(GStrv) words = g_strsplit (keys, " ", -1);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GPtrArray) all = windows ();
  g_autofree char *id = NULL;
  guint expected = 0, before = n_key_presses;
  ProbeWaiter waiter;

  if (all->len == 0)
    probe_bail ("no window to type into");
  id = g_strdup_printf ("%lu", xid_of (GTK_NATIVE (all->pdata[0])));
  watch_windows ();
  /* The window in front gets the X input focus, as a click would give it. */
  run_or_bail ((const char *[]) { "xdotool", "windowfocus", "--sync", id, NULL });
  g_ptr_array_add (argv, "xdotool");
  g_ptr_array_add (argv, "key");
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        g_ptr_array_add (argv, words[i]);
        expected++;
        for (const char *p = words[i]; (p = strchr (p, '+')) != NULL; p++)
          expected++;
      }
  g_ptr_array_add (argv, NULL);
  run_or_bail ((const char * const *) argv->pdata);
  probe_waiter_begin (&waiter, 5000, "the keys to reach the app", NULL, 0);
  while (n_key_presses - before < expected)
    probe_waiter_step (&waiter);
  probe_waiter_end (&waiter);
  probe_settle ();
}

/* ---- Looking ----------------------------------------------------------------- */

static gboolean
window_has_size (GtkWidget *window,
                 int        width,
                 int        height)
{
  return gtk_widget_get_width (window) == width && gtk_widget_get_height (window) == height;
}

gboolean
probe_resize (int width,
              int height)
{
  GtkWindow *window = probe_window ();
  GdkSurface *surface;
  double dx, dy;
  gint64 deadline;

  if (window == NULL)
    probe_bail ("no main window to resize");
  gtk_window_unmaximize (window);
  /* As a window manager would: the X window is the window and its
   * invisible resize margins (surface transform), placed so that the
   * window itself is at the top left of the screen. */
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  XMoveResizeWindow (gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface)),
                     gdk_x11_surface_get_xid (surface), - (int) dx, - (int) dy,
                     width + gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window)),
                     height + gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (window)));
  gdk_display_flush (gdk_surface_get_display (surface));
  /* A window whose content needs more stays bigger: 3 s is plenty for
   * the X server and GTK to agree on a size. */
  deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC * timeout_scale ();
  while (!window_has_size (GTK_WIDGET (window), width, height) && g_get_monotonic_time () < deadline)
    {
      guint id_wake = g_timeout_add (20, wake, NULL);

      g_main_context_iteration (NULL, TRUE);
      g_source_remove (id_wake);
    }
  probe_settle ();
  if (window_has_size (GTK_WIDGET (window), width, height))
    return TRUE;
  probe_diag ("asked for %d×%d, the window is %d×%d", width, height, gtk_widget_get_width (GTK_WIDGET (window)),
              gtk_widget_get_height (GTK_WIDGET (window)));
  return FALSE;
}

static char *
screenshot_path (const char *name)
{
  const char *dir = g_getenv ("PROBE_SCREENSHOTS");
  g_autofree char *file = g_strconcat (name, ".png", NULL);

  if (dir == NULL || dir[0] == '\0')
    dir = "probe-screenshots";
  g_mkdir_with_parents (dir, 0755);
  return g_build_filename (dir, file, NULL);
}

void
probe_screenshot (const char *name)
{
  GtkWindow *window = probe_window ();
  g_autofree char *path = screenshot_path (name);
  g_autofree char *crop = NULL;
  g_autoptr(GError) error = NULL;
  GdkSurface *surface;
  Display *display;
  Window child;
  int x = 0, y = 0;
  double dx, dy;

  if (window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    {
      probe_diag ("no window for the screenshot %s", name);
      return;
    }
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  display = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
  XTranslateCoordinates (display, gdk_x11_surface_get_xid (surface), DefaultRootWindow (display), 0, 0, &x, &y,
                         &child);
  /* The window without its invisible margins. */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  crop = g_strdup_printf ("%dx%d+%d+%d", gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)), MAX (0, x + (int) dx), MAX (0, y + (int) dy));
  gdk_display_sync (gdk_surface_get_display (surface));
  if (!run ((const char *[]) { "import", "-window", "root", "-crop", crop, "+repage", path, NULL }, &error))
    probe_diag ("screenshot %s: %s", name, error->message);
  n_shots++;
}

void
probe_screenshots (const char *name)
{
  static const int sizes[][2] = { { 1920, 1080 }, { 1024, 700 }, { 800, 600 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%dx%d", name, sizes[i][0], sizes[i][1]);

      probe_ok (probe_resize (sizes[i][0], sizes[i][1]), "%s: the window fits %d×%d", name, sizes[i][0],
                sizes[i][1]);
      probe_screenshot (file);
    }
  probe_resize (sizes[0][0], sizes[0][1]);
}

/* ---- Starting ------------------------------------------------------------------ */

void
probe_leave (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());

  if (!gtk_widget_activate_action (window, "win.show-library", NULL))
    probe_bail ("no win.show-library");
  PROBE_WAIT (probe_match () == NULL, 5000);
  probe_settle ();
}

static PhlMatch *
continue_autosave (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());

  /* Back in the library the window reads the autosave again. */
  probe_leave ();
  if (!gtk_widget_activate_action (window, "win.continue", NULL))
    probe_bail ("no win.continue");
  PROBE_WAIT (probe_match () != NULL && probe_view () != NULL, 10000);
  probe_settle ();
  return probe_match ();
}

PhlMatch *
probe_start_new (const char         *game,
                 const char         *seats,
                 guint64             seed,
                 const char         *variant,
                 const char * const *options)
{
  static const char * const names[PHL_MAX_SEATS] = { "Ann", "Bob", "Cy", "Dee", "Eve", "Fay" };
  const PhlGameRules *rules = phl_game_rules_lookup (game);
  PhlSeat players[PHL_MAX_SEATS];
  PhlSetup setup = { .n_players = strlen (seats), .variant = variant, .options = options };
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = phl_application_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (rules == NULL)
    probe_bail ("no game “%s”", game);
  if (setup.n_players == 0 || setup.n_players > PHL_MAX_SEATS)
    probe_bail ("seats “%s”: one letter per seat, 1 to %d", seats, PHL_MAX_SEATS);
  for (guint i = 0; i < setup.n_players; i++)
    {
      players[i] = (PhlSeat) { (char *) names[i], PHL_SEAT_COMPUTER, PHL_AI_EASY };
      switch (seats[i])
        {
        case 'H': players[i].kind = PHL_SEAT_HUMAN; break;
        case 'C': players[i].level = PHL_AI_EASY; break;
        case 'N': players[i].level = PHL_AI_NORMAL; break;
        case 'D': players[i].level = PHL_AI_HARD; break;
        default: probe_bail ("seats “%s”: H, C, N or D, not ‘%c’", seats, seats[i]);
        }
    }
  g_mkdir_with_parents (dir, 0700);
  if (!(match = phl_match_new (rules, &setup, players, seed, &error)) || !phl_match_save (match, path, &error))
    probe_bail ("cannot start %s with seats %s: %s", game, seats, error->message);
  probe_diag ("%s, seats %s, seed %" G_GUINT64_FORMAT "%s%s", game, seats, seed, variant ? ", variant " : "",
              variant ? variant : "");
  return continue_autosave ();
}

PhlMatch *
probe_start_continue (const char *save_file)
{
  if (save_file != NULL)
    {
      g_autofree char *path = phl_application_autosave_path ();
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      g_mkdir_with_parents (dir, 0700);
      if (!g_file_get_contents (save_file, &data, &length, &error)
          || !g_file_set_contents (path, data, length, &error))
        probe_bail ("cannot continue %s: %s", save_file, error->message);
    }
  return continue_autosave ();
}

/* ---- Running the scenario -------------------------------------------------------- */

static gboolean
run_scenario (gpointer data)
{
  GdkDisplay *display = gdk_display_get_default ();
  GListModel *monitors = gdk_display_get_monitors (display);
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle screen = { 0 };

  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &screen);
  probe_diag ("language %s, screen %d×%d, home %s", language, screen.width, screen.height, home);
  if (screen.width < 1920 || screen.height < 1080)
    probe_diag ("the screen is smaller than 1920×1080: run under tests/ui-session.sh 1920x1080");
  probe_resize (MIN (1920, screen.width), MIN (1080, screen.height));

  probe_scenario ();

  /* Leaving the game and quitting, as a desktop would: app.quit. */
  if (probe_match () != NULL)
    probe_leave ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static gboolean
wait_for_window (gpointer data)
{
  static guint ticks;
  GtkWindow *window = probe_window ();

  if (window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    {
      if (++ticks > 1500)
        probe_bail ("the main window did not show in 30 s");
      return G_SOURCE_CONTINUE;
    }
  g_idle_add (run_scenario, NULL);
  return G_SOURCE_REMOVE;
}

static void
remove_home (void)
{
  const char *argv[] = { "rm", "-rf", home, NULL };

  if (home != NULL && g_getenv ("PROBE_KEEP_HOME") == NULL)
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

/* After main() returned: the app quit and freed its windows and views
 * without a warning (one would have aborted before this). */
static void
at_exit (void)
{
  if (app == NULL)
    return;
  probe_ok (TRUE, "the app quit without a warning");
  printf ("1..%u\n", n_tests);
  fflush (stdout);
  remove_home ();
  if (n_failed > 0)
    _exit (1);
}

__attribute__((constructor)) static void
probe_init (void)
{
  static const char * const dirs[][2] = { { "XDG_CONFIG_HOME", "config" }, { "XDG_DATA_HOME", "data" },
                                          { "XDG_STATE_HOME", "state" }, { "XDG_CACHE_HOME", "cache" } };
  const char *wanted = g_getenv ("LANGUAGE");
  g_auto(GStrv) languages = g_strsplit (wanted != NULL && wanted[0] != '\0' ? wanted : "en", ":", 2);
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;

  g_log_set_writer_func (log_writer, NULL, NULL);
  home = g_dir_make_tmp ("probe-XXXXXX", NULL);
  g_assert (home != NULL);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (home, dirs[i][1], NULL);

      g_mkdir_with_parents (dir, 0700);
      g_setenv (dirs[i][0], dir, TRUE);
    }
  g_setenv ("HOME", home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_setenv ("PHILATELIA_NO_SOUND", "1", TRUE);
  language = g_strdup (languages[0]);

  /* main() reads the language from the settings, as the app does at
   * every start; gettext follows it. */
  source = g_settings_schema_source_get_default ();
  if (source != NULL && (schema = g_settings_schema_source_lookup (source, APP_ID, TRUE)) != NULL)
    {
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);

      if (g_str_equal (language, "en") || g_str_equal (language, "pl") || g_str_equal (language, "de"))
        g_settings_set_string (settings, "language", language);
      /* Computers move 150 ms apart. */
      g_settings_set_string (settings, "animation-speed", "fast");
    }
  else
    {
      printf ("Bail out! no GSettings schema %s (GSETTINGS_SCHEMA_DIR)\n", APP_ID);
      _exit (1);
    }
  atexit (at_exit);
}

/* main() starts the app once the language is set. */
PhlApplication *__real_phl_application_new (const char *id, GApplicationFlags flags);
PhlApplication *__wrap_phl_application_new (const char *id, GApplicationFlags flags);

PhlApplication *
__wrap_phl_application_new (const char        *id,
                            GApplicationFlags  flags)
{
  app = __real_phl_application_new (id, flags);
  g_timeout_add (20, wait_for_window, NULL);
  return app;
}
