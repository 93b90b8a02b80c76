/* test-widgets.c — the shared widgets, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score chart says every number, the game log keeps every entry and
 * follows the end only while the player has not scrolled up, the rules
 * window fits 360 px and closes with Escape, and the motion policy follows
 * the system switch and the animation-speed setting.  Runs with
 * GTK_A11Y=test, so the accessible properties can be read back.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-game-log.h"
#include "phl-motion.h"
#include "phl-rules-window.h"
#include "phl-score-chart.h"

static gboolean
wake (gpointer data)
{
  *(guint *) data = 0;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so (or fails after 5 s). */
static void
wait_until (gboolean  (*done) (gpointer),
            gpointer    data,
            const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!done (data))
    {
      guint id;

      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      id = g_timeout_add (50, wake, &id);
      g_main_context_iteration (NULL, TRUE);
      if (id != 0)
        g_source_remove (id);
    }
}

typedef struct
{
  guint painted;
  guint wanted;
} Frames;

static void
after_paint (GdkFrameClock *clock,
             Frames        *frames)
{
  frames->painted++;
}

static gboolean
frames_done (gpointer data)
{
  Frames *frames = data;

  return frames->painted >= frames->wanted;
}

/* Three frames of @widget's window: layout and adjustments settle. */
static void
settle (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (root);
  Frames frames = { 0, 0 };
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), &frames);

  for (guint i = 0; i < 3; i++)
    {
      frames.wanted = i + 1;
      gtk_widget_queue_draw (root);
      wait_until (frames_done, &frames, "a frame");
    }
  g_signal_handler_disconnect (clock, handler);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static GtkWidget *
window_with (GtkWidget *child,
             int        width,
             int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_mapped, child, "the window");
  return window;
}

/* With PHL_WIDGETS_SHOTS=DIR, saves @widget's window as DIR/@name.png to
 * look at. */
static void
save_shot (GtkWidget  *widget,
           const char *name)
{
  const char *dir = g_getenv ("PHL_WIDGETS_SHOTS");
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  int width = gtk_widget_get_width (root), height = gtk_widget_get_height (root);

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (root);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (root)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  gdk_texture_save_to_png (texture, path);
}

/* ---- Score chart --------------------------------------------------------- */

static void
check_description (GtkWidget  *chart,
                   const char *expected)
{
  g_autofree char *description = phl_score_chart_dup_description (PHL_SCORE_CHART (chart));
  g_autofree char *error = NULL;

  g_assert_cmpstr (description, ==, expected);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                              expected);
  if (error != NULL)
    g_error ("accessible description: %s", error);
}

/* Ann 20 + 34 = 54, Bob 15 − 3 = 12: every number said, the winner named. */
static void
test_chart_bars_description (void)
{
  GtkWidget *chart = phl_score_chart_new ();
  PhlScoreChart *c = PHL_SCORE_CHART (chart);
  GtkWidget *window;
  g_autofree char *error = NULL;
  guint ann, bob;
  int min, nat;

  g_object_ref_sink (chart);
  phl_score_chart_set_title (c, "Final scores");
  ann = phl_score_chart_add_series (c, "Ann", NULL);
  bob = phl_score_chart_add_series (c, "Bob", NULL);
  phl_score_chart_add_value (c, ann, "album", 20);
  phl_score_chart_add_value (c, ann, "contests", 30);
  phl_score_chart_add_value (c, ann, "contests", 4);
  phl_score_chart_add_value (c, bob, "album", 15);
  phl_score_chart_add_value (c, bob, "contests", -3);
  phl_score_chart_set_series_highlight (c, ann, TRUE);

  g_assert_cmpint (phl_score_chart_get_total (c, ann), ==, 54);
  g_assert_cmpint (phl_score_chart_get_total (c, bob), ==, 12);
  g_assert_cmpuint (phl_score_chart_get_n_categories (c), ==, 2);
  check_description (chart, "Final scores. Ann, winner: 54 points (album: 20 points, contests: 34 points). "
                            "Bob: 12 points (album: 15 points, contests: -3 points).");
  /* A goal is said after the title. */
  phl_score_chart_set_goal (c, 40, "Finish");
  check_description (chart, "Final scores. Finish: 40 points. "
                            "Ann, winner: 54 points (album: 20 points, contests: 34 points). "
                            "Bob: 12 points (album: 15 points, contests: -3 points).");
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Final scores");
  g_assert_null (error);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (chart)), ==, GTK_ACCESSIBLE_ROLE_IMG);

  /* It fits a phone, and grows taller (names above bars) when narrow. */
  gtk_widget_measure (chart, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, <=, 320);
  {
    int narrow, wide;

    gtk_widget_measure (chart, GTK_ORIENTATION_VERTICAL, 300, &narrow, NULL, NULL, NULL);
    gtk_widget_measure (chart, GTK_ORIENTATION_VERTICAL, 800, &wide, NULL, NULL, NULL);
    g_assert_cmpint (wide, >, 0);
    g_assert_cmpint (narrow, >, wide);
  }

  /* Drawn on screen without a warning (fatal here), light and dark. */
  if (g_getenv ("PHL_WIDGETS_SHOTS") != NULL)
    {
      guint carl = phl_score_chart_add_series (c, "Carlotta Wiśniewska-Oberhauser", NULL);
      guint dan = phl_score_chart_add_series (c, "Dan (computer, hard)", NULL);

      phl_score_chart_add_value (c, carl, "album", 3);
      phl_score_chart_add_value (c, carl, "exhibitors", 17);
      phl_score_chart_add_value (c, carl, "contests", -8);
      phl_score_chart_add_value (c, dan, "first-player token", 4);
      phl_score_chart_add_value (c, dan, "album", 41);
      phl_score_chart_set_series_note (c, dan, "2 Swop chips left");
    }
  window = window_with (chart, 640, 400);
  settle (chart);
  save_shot (chart, "chart-bars");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  settle (chart);
  save_shot (chart, "chart-bars-dark");
  gtk_window_set_default_size (GTK_WINDOW (window), 340, 400);
  settle (chart);
  save_shot (chart, "chart-bars-narrow-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Cleared: no numbers left to say. */
  phl_score_chart_clear (c);
  check_description (chart, "Final scores. Finish: 40 points. No scores yet.");
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (chart);
}

static char *
games (int      value,
       gpointer data)
{
  return g_strdup_printf ("%d games", value);
}

/* Lines: each seat's values in the categories' order, with its note. */
static void
test_chart_lines_description (void)
{
  GtkWidget *chart = g_object_ref_sink (phl_score_chart_new ());
  PhlScoreChart *c = PHL_SCORE_CHART (chart);
  guint one, two;

  phl_score_chart_set_kind (c, PHL_SCORE_CHART_LINES);
  phl_score_chart_set_format_func (c, games, NULL, NULL);
  phl_score_chart_add_category (c, "40–44", NULL);
  phl_score_chart_add_category (c, "45–49", NULL);
  one = phl_score_chart_add_series (c, "Seat 1", NULL);
  two = phl_score_chart_add_series (c, "Seat 2", NULL);
  phl_score_chart_set_series_note (c, one, "60% wins");
  /* Added out of order: the categories' order holds. */
  phl_score_chart_add_value (c, one, "45–49", 5);
  phl_score_chart_add_value (c, one, "40–44", 3);
  phl_score_chart_add_value (c, two, "40–44", 0);
  phl_score_chart_add_value (c, two, "45–49", 8);

  check_description (chart, "Seat 1 (60% wins) — 40–44: 3 games, 45–49: 5 games. "
                            "Seat 2 — 40–44: 0 games, 45–49: 8 games.");
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Score chart"));
  if (g_getenv ("PHL_WIDGETS_SHOTS") != NULL)
    {
      GtkWidget *window;

      phl_score_chart_set_title (c, "Games by final score");
      for (int b = 50; b < 120; b += 5)
        {
          g_autofree char *range = g_strdup_printf ("%d–%d", b, b + 4);

          phl_score_chart_add_value (c, one, range, (b * 7) % 11);
          phl_score_chart_add_value (c, two, range, (b * 3) % 13);
        }
      window = window_with (chart, 700, 500);
      settle (chart);
      save_shot (chart, "chart-lines");
      gtk_window_destroy (GTK_WINDOW (window));
    }
  g_object_unref (chart);
}

/* ---- Game log ------------------------------------------------------------ */

static GtkAdjustment *
log_adjustment (GtkWidget *log)
{
  return phl_game_log_get_vadjustment (PHL_GAME_LOG (log));
}

static gboolean
at_end (GtkAdjustment *adjustment)
{
  return gtk_adjustment_get_value (adjustment)
         >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 1;
}

/* Whether the log's last row is on screen inside the log. */
static gboolean
last_row_visible (GtkWidget *log)
{
  GtkWidget *list = gtk_widget_get_first_child (log);
  GtkWidget *row;
  graphene_rect_t bounds;

  while (list != NULL && !GTK_IS_LIST_BOX (list))
    list = gtk_widget_get_first_child (list);
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list),
                                                  phl_game_log_get_n_entries (PHL_GAME_LOG (log)) - 1));
  if (row == NULL || !gtk_widget_compute_bounds (row, log, &bounds))
    return FALSE;
  return bounds.origin.y >= -1 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (log) + 1;
}

static void
fill_log (GtkWidget *log,
          guint      first,
          guint      n)
{
  for (guint i = first; i < first + n; i++)
    {
      g_autofree char *text = g_strdup_printf ("Move %u: Ann swaps the 3 and the 5 and scores 4 points", i);

      if (i % 10 == 0)
        {
          g_autofree char *heading = g_strdup_printf ("Round %u", i / 10 + 1);

          phl_game_log_append_heading (PHL_GAME_LOG (log), heading);
        }
      phl_game_log_append (PHL_GAME_LOG (log), i % 3, text);
    }
}

static GtkWidget *
find_list (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_log_keeps_and_follows (void)
{
  GtkWidget *log = phl_game_log_new ();
  GtkWidget *window = window_with (log, 300, 240);
  GtkAdjustment *adjustment = log_adjustment (log);
  GtkWidget *list = find_list (log);
  GtkListBoxRow *row;
  g_autofree char *error = NULL;

  g_assert_nonnull (list);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Game log"));

  /* A change that tells the viewer nothing has no line. */
  phl_game_log_append (PHL_GAME_LOG (log), 0, NULL);
  phl_game_log_append (PHL_GAME_LOG (log), 1, "");
  g_assert_cmpuint (phl_game_log_get_n_entries (PHL_GAME_LOG (log)), ==, 0);

  /* 100 moves and 10 round headings: all kept, the end in view. */
  fill_log (log, 0, 100);
  settle (log);
  g_assert_cmpuint (phl_game_log_get_n_entries (PHL_GAME_LOG (log)), ==, 110);
  g_assert_cmpstr (phl_game_log_get_entry_text (PHL_GAME_LOG (log), 0), ==, "Round 1");
  g_assert_true (phl_game_log_get_entry_is_heading (PHL_GAME_LOG (log), 0));
  g_assert_cmpstr (phl_game_log_get_entry_text (PHL_GAME_LOG (log), 1), ==,
                   "Move 0: Ann swaps the 3 and the 5 and scores 4 points");
  g_assert_false (phl_game_log_get_entry_is_heading (PHL_GAME_LOG (log), 1));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, 2 * gtk_adjustment_get_page_size (adjustment));
  g_assert_true (phl_game_log_get_following (PHL_GAME_LOG (log)));
  g_assert_true (at_end (adjustment));
  save_shot (log, "log");
  g_assert_true (last_row_visible (log));

  /* Each row reads as its text. */
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Move 0: Ann swaps the 3 and the 5 and scores 4 points");
  g_assert_null (error);

  /* The player scrolls up to read: new moves do not pull them down. */
  gtk_adjustment_set_value (adjustment, 0);
  g_assert_false (phl_game_log_get_following (PHL_GAME_LOG (log)));
  fill_log (log, 100, 10);
  settle (log);
  g_assert_cmpuint (phl_game_log_get_n_entries (PHL_GAME_LOG (log)), ==, 121);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  g_assert_false (phl_game_log_get_following (PHL_GAME_LOG (log)));
  g_assert_false (last_row_visible (log));

  /* Back at the end (scrolled there by hand): it follows again. */
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  g_assert_true (phl_game_log_get_following (PHL_GAME_LOG (log)));
  fill_log (log, 110, 5);
  settle (log);
  g_assert_true (at_end (adjustment));
  g_assert_true (last_row_visible (log));
  g_assert_cmpuint (phl_game_log_get_n_entries (PHL_GAME_LOG (log)), ==, 127);
  g_assert_cmpstr (phl_game_log_get_entry_text (PHL_GAME_LOG (log), 126), ==,
                   "Move 114: Ann swaps the 3 and the 5 and scores 4 points");

  /* Rebuilt after Continue: empty, then whole, at its end. */
  gtk_adjustment_set_value (adjustment, 0);
  phl_game_log_clear (PHL_GAME_LOG (log));
  g_assert_cmpuint (phl_game_log_get_n_entries (PHL_GAME_LOG (log)), ==, 0);
  g_assert_true (phl_game_log_get_following (PHL_GAME_LOG (log)));
  fill_log (log, 0, 60);
  settle (log);
  g_assert_cmpuint (phl_game_log_get_n_entries (PHL_GAME_LOG (log)), ==, 66);
  g_assert_true (at_end (adjustment));
  g_assert_true (last_row_visible (log));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A long entry wraps onto several lines in a narrow pane, whole. */
static void
test_log_wraps (void)
{
  GtkWidget *log = phl_game_log_new ();
  GtkWidget *window = window_with (log, 220, 300);
  GtkWidget *list = find_list (log);
  const char *long_text = "Bob sells three stamp cards to Liechtenstein and takes the whole treasury of "
                          "23 money and two first day postmarks";
  GtkWidget *short_row, *long_row;

  phl_game_log_append (PHL_GAME_LOG (log), 0, "Ann passes");
  phl_game_log_append (PHL_GAME_LOG (log), 1, long_text);
  settle (log);
  short_row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  long_row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_cmpint (gtk_widget_get_height (long_row), >=, 3 * gtk_widget_get_height (short_row) - 12);
  g_assert_cmpint (gtk_widget_get_width (long_row), <=, 220);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- Rules window -------------------------------------------------------- */

static const PhlRulesSection sections[] = {
  { "Goal", "Collect <b>postmarks</b>.\n\nMost wins." },
  { "Your turn", "Swap two dice.", "Press Enter on two dice." },
  { "Broken", "An <b>unclosed tag" },
  { NULL }
};

static gboolean
has_shortcut (GtkWidget      *widget,
              guint           keyval,
              GdkModifierType modifiers,
              const char     *action_name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers
              && (action_name == NULL
                  || (GTK_IS_NAMED_ACTION (action)
                      && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)),
                                      action_name))))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_hidden (gpointer data)
{
  return !gtk_widget_get_visible (data);
}

static void
test_rules_window (void)
{
  GtkWindow *window = phl_rules_window_new (NULL, "SWOP", sections, FALSE);
  GtkWidget *focus;
  int min;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Rules of SWOP");
  g_assert_cmpuint (phl_rules_window_get_n_sections (PHL_RULES_WINDOW (window)), ==, 3);
  g_assert_true (has_shortcut (GTK_WIDGET (window), GDK_KEY_Escape, 0, "window.close"));
  g_assert_true (has_shortcut (GTK_WIDGET (window), GDK_KEY_w, GDK_CONTROL_MASK, "window.close"));
  g_assert_true (has_shortcut (GTK_WIDGET (window), GDK_KEY_Down, GDK_ALT_MASK, NULL));

  /* Readable on a phone: no wider than 360 px at its minimum. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);

  gtk_window_set_default_size (window, 360, 400);
  gtk_window_present (window);
  wait_until (is_mapped, window, "the rules window");
  settle (GTK_WIDGET (window));
  save_shot (GTK_WIDGET (window), "rules-360");

  /* Going to a section puts the focus on its title. */
  phl_rules_window_show_section (PHL_RULES_WINDOW (window), 1);
  settle (GTK_WIDGET (window));
  focus = gtk_window_get_focus (window);
  g_assert_true (GTK_IS_LABEL (focus));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (focus)), ==, "Your turn");
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (focus)), ==, GTK_ACCESSIBLE_ROLE_HEADING);
  g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (focus), NULL, NULL));
  /* Heard there: the section's text, without its markup. */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Swap two dice."));
  phl_rules_window_show_section (PHL_RULES_WINDOW (window), 0);
  focus = gtk_window_get_focus (window);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Collect postmarks.\n\nMost wins."));
  /* A translation with broken markup is shown as text, not as nothing. */
  phl_rules_window_show_section (PHL_RULES_WINDOW (window), 2);
  focus = gtk_window_get_focus (window);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "An <b>unclosed tag"));

  /* Closing as Escape does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.close", NULL));
  if (window != NULL)
    wait_until (is_hidden, window, "the window to close");
}

/* A player on the keyboard reads a section's words for keys; the others
 * are the same for both. */
static void
test_rules_window_for_keys (void)
{
  GtkWindow *window = phl_rules_window_new (NULL, "SWOP", sections, TRUE);
  GtkWidget *focus;

  gtk_window_present (window);
  wait_until (is_mapped, window, "the rules window");
  phl_rules_window_show_section (PHL_RULES_WINDOW (window), 1);
  focus = gtk_window_get_focus (window);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Press Enter on two dice."));
  phl_rules_window_show_section (PHL_RULES_WINDOW (window), 0);
  focus = gtk_window_get_focus (window);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "Collect postmarks.\n\nMost wins."));
  gtk_window_destroy (window);
}

/* ---- Motion -------------------------------------------------------------- */

static void
test_motion_scale (void)
{
  g_assert_cmpuint (phl_motion_scale_ms (400, TRUE, PHL_MOTION_NORMAL), ==, 400);
  g_assert_cmpuint (phl_motion_scale_ms (400, TRUE, PHL_MOTION_SLOW), ==, 800);
  g_assert_cmpuint (phl_motion_scale_ms (400, TRUE, PHL_MOTION_FAST), ==, 200);
  g_assert_cmpuint (phl_motion_scale_ms (225, TRUE, PHL_MOTION_FAST), ==, 113);
  for (PhlMotionSpeed speed = PHL_MOTION_SLOW; speed <= PHL_MOTION_FAST; speed++)
    g_assert_cmpuint (phl_motion_scale_ms (400, FALSE, speed), ==, 0);
}

static void
test_motion_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  GtkSettings *gtk_settings = gtk_widget_get_settings (widget);
  struct { gboolean animations; const char *speed; guint ms; } cases[] = {
    { TRUE, "normal", 300 }, { TRUE, "slow", 600 }, { TRUE, "fast", 150 },
    { FALSE, "normal", 0 }, { FALSE, "slow", 0 }, { FALSE, "fast", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_object_set (gtk_settings, "gtk-enable-animations", cases[i].animations, NULL);
      g_settings_set_string (settings, "animation-speed", cases[i].speed);
      g_assert_cmpuint (phl_motion_get_ms (widget, 300), ==, cases[i].ms);
      g_assert_cmpuint (phl_motion_get_ms (NULL, 300), ==, cases[i].ms);
      g_assert_cmpint (phl_motion_get_enabled (widget), ==, cases[i].animations);
    }
  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  g_settings_reset (settings, "animation-speed");
  g_assert_cmpint (phl_motion_get_speed (), ==, PHL_MOTION_NORMAL);
  g_object_unref (widget);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/chart/bars-description", test_chart_bars_description);
  g_test_add_func ("/chart/lines-description", test_chart_lines_description);
  g_test_add_func ("/log/keeps-and-follows", test_log_keeps_and_follows);
  g_test_add_func ("/log/wraps", test_log_wraps);
  g_test_add_func ("/rules/window", test_rules_window);
  g_test_add_func ("/rules/window-for-keys", test_rules_window_for_keys);
  g_test_add_func ("/motion/scale", test_motion_scale);
  g_test_add_func ("/motion/settings", test_motion_settings);
  return g_test_run ();
}
