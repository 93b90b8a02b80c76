/* probe-input.c — the probe acts as a person would: real pointer and key
 * events through the X server, window sizes and screenshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xdotool sends the events (XTest) while the main loop runs; a legacy
 * controller on every window and popover counts their arrival, so a click
 * returns once the app has it.
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <math.h>

#include "phl-window.h"
#include "probe-private.h"

/* Input events the app received, counted on every window and popover. */
static guint n_button_releases, n_key_presses;

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

static void
watch (GtkWidget *native)
{
  GtkEventController *controller;

  if (g_object_get_data (G_OBJECT (native), "probe-watched") != NULL)
    return;
  controller = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (count_event), NULL);
  gtk_widget_add_controller (native, controller);
  g_object_set_data (G_OBJECT (native), "probe-watched", GINT_TO_POINTER (1));
}

static void
watch_popovers (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget))
    watch (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    watch_popovers (child);
}

/* Every window and popover counts the events it receives (a popover's
 * events do not pass through its window). */
static void
watch_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      watch (window);
      watch_popovers (window);
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
  probe_run_or_bail ((const char *[]) { "xdotool", "mousemove", "--sync", "--window", id, xs, ys, NULL });
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
  probe_run_or_bail ((const char *[]) { "xdotool", "mousemove", "--window", id, xs, ys, "click", "1", NULL });
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
  probe_run_or_bail ((const char * const *) argv->pdata);
  probe_wait (releases_after, GUINT_TO_POINTER (before), 5000, "the drag's release to reach the app");
  probe_settle ();
}

void
probe_key (const char *keys)
{
  g_auto(GStrv) words = g_strsplit (keys, " ", -1);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GPtrArray) all = probe_windows ();
  g_autofree char *id = NULL;
  guint expected = 0, before = n_key_presses;
  ProbeWaiter waiter;

  if (all->len == 0)
    probe_bail ("no window to type into");
  id = g_strdup_printf ("%lu", xid_of (GTK_NATIVE (all->pdata[0])));
  watch_windows ();
  /* The window in front gets the X input focus, as a click would give it. */
  probe_run_or_bail ((const char *[]) { "xdotool", "windowfocus", "--sync", id, NULL });
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
  probe_run_or_bail ((const char * const *) argv->pdata);
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
  int min_width, min_height;

  if (window == NULL)
    probe_bail ("no main window to resize");
  gtk_window_unmaximize (window);
  /* Twice at most: GTK may still be settling the size it asked for. */
  for (guint attempt = 0; attempt < 2 && !window_has_size (GTK_WIDGET (window), width, height); attempt++)
    {
      gint64 deadline;

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
      /* A window whose content needs more stays bigger: 3 s is plenty
       * for the X server and GTK to agree on a size. */
      deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC * probe_timeout_scale ();
      while (!window_has_size (GTK_WIDGET (window), width, height) && g_get_monotonic_time () < deadline)
        {
          guint id_wake = g_timeout_add (20, probe_wake, NULL);

          g_main_context_iteration (NULL, TRUE);
          g_source_remove (id_wake);
        }
      probe_settle ();
    }
  if (!window_has_size (GTK_WIDGET (window), width, height))
    {
      probe_diag ("asked for %d×%d, the window is %d×%d", width, height, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
      return FALSE;
    }
  /* X lets a window be smaller than GTK's minimum; the content is then
   * cut off. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  if (min_width > width || min_height > height)
    {
      probe_diag ("at %d×%d the window's content needs %d×%d: it is cut off", width, height, min_width, min_height);
      return FALSE;
    }
  return TRUE;
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
  if (!probe_run ((const char *[]) { "import", "-window", "root", "-crop", crop, "+repage", path, NULL }, &error))
    probe_diag ("screenshot %s: %s", name, error->message);
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
