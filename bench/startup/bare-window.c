/* bare-window.c — the floor for the startup benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The least a libadwaita app can show: an AdwApplicationWindow with a
 * header bar.  Like philatelia under PHILATELIA_EXIT_AFTER_FIRST_FRAME, it
 * prints "first-frame" after its first paint and quits.
 */
#include <adwaita.h>
#include <stdio.h>

static void
after_paint (GdkFrameClock *clock,
             GtkWindow     *window)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, window);
  printf ("first-frame\n");
  fflush (stdout);
  gtk_window_destroy (window);
}

static void
on_map (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

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
  g_signal_connect (window, "map", G_CALLBACK (on_map), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.philatelia.BareWindow",
                                                      G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
