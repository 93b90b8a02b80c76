/* bare-window.c — the floor for the startup benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The least a libadwaita app can show: an AdwApplicationWindow with a
 * header bar.  It prints "first-frame" after its first paint and, like
 * philatelia under PHILATELIA_EXIT_AFTER_FIRST_FRAME, quits there; without
 * that variable it stays open (the "visually complete" probe,
 * visually-complete.c, stops it).
 *
 * BARE_WINDOW_REDRAW=N: the floor of a full redraw instead (the frame
 * benchmark's "redraw" case, docs/performance.md): the window at
 * 1920×1080 with a drawing area that paints one flat colour, every
 * widget queued for drawing every frame for N frames; prints the median
 * and p95 of the process's CPU time per frame (before-paint to
 * after-paint) and quits.
 */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static guint redraw_frames;
static GArray *frame_cpu;
static double cpu_start;

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
queue_draw_tree (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_tree (child);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
before_redraw (GdkFrameClock *clock)
{
  cpu_start = cpu_ms ();
}

static void
after_redraw (GdkFrameClock *clock,
              GtkWindow     *window)
{
  double cpu = cpu_ms () - cpu_start;

  /* The first frames map and lay out the window: not counted. */
  if (gdk_frame_clock_get_frame_counter (clock) > 5)
    g_array_append_val (frame_cpu, cpu);
  if (frame_cpu->len < redraw_frames)
    {
      queue_draw_tree (GTK_WIDGET (window));
      return;
    }
  g_array_sort (frame_cpu, compare_doubles);
  printf ("full redraw at %dx%d: %u frames, CPU median %.1f ms, p95 %.1f ms\n",
          gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)), frame_cpu->len,
          g_array_index (frame_cpu, double, frame_cpu->len / 2),
          g_array_index (frame_cpu, double, MIN (frame_cpu->len - 1, frame_cpu->len * 95 / 100)));
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, after_redraw, window);
  gtk_window_destroy (window);
}

static void
paint_flat (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  cairo_set_source_rgb (cr, 0.93, 0.88, 0.79);
  cairo_paint (cr);
}

static void
after_paint (GdkFrameClock *clock,
             GtkWindow     *window)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, window);
  printf ("first-frame\n");
  fflush (stdout);
  if (g_getenv ("PHILATELIA_EXIT_AFTER_FIRST_FRAME") != NULL)
    gtk_window_destroy (window);
}

static void
on_map (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  if (redraw_frames > 0)
    {
      g_signal_connect (clock, "before-paint", G_CALLBACK (before_redraw), NULL);
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_redraw), window);
      queue_draw_tree (window);
      return;
    }
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), window);
}

static void
activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  if (redraw_frames > 0)
    {
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_widget_set_vexpand (area, TRUE);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), paint_flat, NULL, NULL);
      gtk_box_append (GTK_BOX (box), area);
      gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
      frame_cpu = g_array_new (FALSE, FALSE, sizeof (double));
    }
  g_signal_connect (window, "map", G_CALLBACK (on_map), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.philatelia.BareWindow",
                                                      G_APPLICATION_NON_UNIQUE);

  if (g_getenv ("BARE_WINDOW_REDRAW") != NULL)
    redraw_frames = CLAMP (atoi (g_getenv ("BARE_WINDOW_REDRAW")), 1, 10000);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
