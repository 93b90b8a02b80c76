/* test-window.c — the real window, driven through its actions, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application, the window and the four play screens are the app's own
 * objects (linked from the philatelia executable); the test acts as a
 * player would through the window's actions (win.continue, game.undo,
 * win.show-library, win.retry-save) and the match the window plays, and
 * looks at what the window shows: buttons, labels, banner, toasts.
 *
 * Every folder the app writes to has "&" in its name, so every message
 * that names a file is also a test that it is shown as text, not markup;
 * GTK warnings are fatal here.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>

#include "app-harness.h"
#include "phl-recent-games.h"
#include "phl-game-view.h"

/* ------------------------------------------------------------ helpers */

static gboolean
is_game_stats (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "game-stats");
}

static char *
autosave_path (void)
{
  return phl_application_autosave_path ();
}

static PhlGameStats
stats_of (const char *game_id)
{
  PhlGameStats s;

  phl_stats_get (phl_application_get_stats (harness_app), game_id, &s);
  return s;
}

/* Plays @match with random legal moves, stopping before the final one:
 * returns that final action if it is a human's own that reveals nothing
 * (the one undo could take back), else NULL. */
static char *
play_to_last_move (PhlMatch *match,
                   guint64   seed)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GRand) choice = g_rand_new_with_seed (seed);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(PhlMatch) probe = NULL;
  PhlApplyFlags flags = 0;
  gpointer state;
  g_autoptr(GRand) rng = g_rand_new_with_seed (0);

  /* Find the whole game first, on a copy from the same seed. */
  probe = harness_hot_seat_match (rules, phl_match_get_seed (match));
  while (!phl_match_is_over (probe))
    {
      g_autoptr(GPtrArray) legal = rules->legal_actions (phl_match_get_state (probe));
      const char *action;

      g_assert_cmpuint (legal->len, >, 0);
      action = g_ptr_array_index (legal, g_rand_int_range (choice, 0, legal->len));
      g_ptr_array_add (actions, g_strdup (action));
      g_assert_true (phl_match_submit (probe, action, NULL));
      g_assert_cmpuint (actions->len, <, 5000);
    }

  for (guint i = 0; i + 1 < actions->len; i++)
    g_assert_true (phl_match_submit (match, g_ptr_array_index (actions, i), NULL));
  /* Would the last one be undoable, were the end not final? */
  state = rules->copy (phl_match_get_state (match));
  g_assert_true (rules->apply (state, g_ptr_array_index (actions, actions->len - 1), rng, &flags, NULL, NULL));
  rules->free (state);
  if (flags & PHL_APPLY_IRREVERSIBLE)
    return NULL;
  return g_strdup (g_ptr_array_index (actions, actions->len - 1));
}

/* --------------------------------------------------------------- tests */

typedef struct
{
  const char *game;
  gboolean    assisted;
} EndCase;

/* A finished hot-seat game: no undo through the window, counted once,
 * shown in the library as played (with its best score when clean). */
static void
test_no_undo_after_end (gconstpointer data)
{
  const EndCase *test = data;
  const PhlGameRules *rules = phl_game_rules_lookup (test->game);
  g_autofree char *path = autosave_path ();
  g_autofree char *last = NULL;
  g_autoptr(PhlMatch) near_end = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  PhlWindow *window;
  GtkWidget *undo_button, *card, *stats_label;
  PhlGameStats s;
  guint n_actions;

  g_assert_nonnull (rules);
  harness_start_afresh ();

  /* A hot-seat game one move from its end, that move being undoable. */
  for (guint64 seed = 1; last == NULL; seed++)
    {
      g_assert_cmpuint (seed, <, 40);
      g_clear_object (&near_end);
      near_end = harness_hot_seat_match (rules, seed);
      last = play_to_last_move (near_end, seed);
    }
  g_assert_true (phl_match_save (near_end, path, &error));
  g_assert_no_error (error);
  n_actions = phl_match_get_n_actions (near_end) + 1;

  window = harness_open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  /* Kept past the library page, where the window lets it go. */
  match = g_object_ref (phl_window_get_match (window));
  g_assert_false (phl_match_is_over (match));
  undo_button = harness_find (GTK_WIDGET (window), harness_has_action, "game.undo");
  g_assert_nonnull (undo_button);

  /* The final move, by the player at the screen. */
  if (test->assisted)
    phl_match_set_assisted (match, TRUE);   /* as the views' Hint does */
  g_assert_true (phl_match_submit (match, last, &error));
  g_assert_no_error (error);
  harness_settle ();
  g_assert_true (phl_match_is_over (match));
  s = stats_of (test->game);
  g_assert_cmpuint (s.played, ==, 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Undo is off, and Ctrl+Z's action changes nothing. */
  g_assert_false (gtk_widget_get_sensitive (undo_button));
  gtk_widget_activate_action (undo_button, "game.undo", NULL);
  harness_settle ();
  g_assert_true (phl_window_get_match (window) == match);
  g_assert_true (phl_match_is_over (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, n_actions);
  /* So the last move cannot be played, and the game end, a second time. */
  g_assert_false (phl_match_submit (match, last, NULL));
  harness_settle ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  s = stats_of (test->game);
  g_assert_cmpuint (s.played, ==, 1);

  /* The library: one game played.  People playing each other at one
   * screen: one of them always wins and the statistics cannot tell whose,
   * so it is played, never won; a clean game still gives its best score. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_settle ();
  card = harness_find (GTK_WIDGET (window), harness_is_named, test->game);
  g_assert_nonnull (card);
  stats_label = harness_find (card, is_game_stats, NULL);
  g_assert_nonnull (stats_label);
  if (test->assisted)
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (stats_label)), ==, "Played 1 · Won 0");
  else
    {
      g_autofree char *expected = NULL;
      int best = G_MININT;

      for (guint i = 0; i < phl_match_get_n_seats (match); i++)
        best = MAX (best, rules->score (phl_match_get_state (match), i));
      expected = g_strdup_printf ("Played 1 · Won 0 · Best score %d", best);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (stats_label)), ==, expected);
    }
  s = stats_of (test->game);
  g_assert_cmpuint (s.played, ==, 1);
  g_assert_cmpuint (s.won, ==, 0);
  g_assert_cmpuint (s.assisted_wins, ==, 0);
  g_assert_true (s.has_best_score == !test->assisted);

  harness_close_window (window);
}

static GtkWidget *
save_banner (PhlWindow *window)
{
  GtkWidget *label = harness_find (GTK_WIDGET (window), harness_label_contains,
                                  "Your moves are not being saved");

  g_assert_nonnull (label);
  return gtk_widget_get_ancestor (label, GTK_TYPE_REVEALER);
}

static gboolean
banner_hidden (gpointer data)
{
  return !gtk_revealer_get_reveal_child (GTK_REVEALER (save_banner (data)));
}

static guint
saved_actions (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) saved = phl_match_new_from_file (path, &error);

  g_assert_no_error (error);
  return phl_match_get_n_actions (saved);
}

/* Plays one legal move; autosave failures are announced by a message. */
static void
play_a_move (PhlMatch *match,
             gboolean  fails_first)
{
  g_autoptr(GPtrArray) legal =
    phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));

  g_assert_cmpuint (legal->len, >, 0);
  if (fails_first)
    g_test_expect_message ("phl-match", G_LOG_LEVEL_MESSAGE, "Could not autosave*");
  g_assert_true (phl_match_submit (match, g_ptr_array_index (legal, 0), NULL));
  if (fails_first)
    g_test_assert_expected_messages ();
}

/* Stands for a full disk, even as root: files may not grow past a few
 * bytes, so write() itself fails (EFBIG rather than ENOSPC) and the real
 * error path runs, while the last good autosave stays readable. */
static void
block_autosave (const char *path)
{
  struct rlimit limit;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = 64;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
}

static void
unblock_autosave (const char *path)
{
  struct rlimit limit;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = limit.rlim_max;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
}

static gboolean
is_game_view (GtkWidget     *widget,
              gconstpointer  data)
{
  return PHL_IS_GAME_VIEW (widget);
}

/* A game's view follows the settings it has properties for, as the window
 * binds them: here the auction's tempo and sounds, at once and on every
 * change while the game is shown. */
static void
test_view_settings (void)
{
  g_autofree char *path = autosave_path ();
  g_autoptr(PhlMatch) start = harness_hot_seat_match (phl_game_rules_lookup ("auction"), 3);
  g_autoptr(GSettings) settings = g_object_ref (phl_application_get_settings (harness_app));
  g_autofree char *tempo = NULL, *tempo_after = NULL;
  gboolean sounds = TRUE, sounds_after = TRUE;
  PhlWindow *window;
  GtkWidget *view;

  harness_start_afresh ();
  g_settings_set_string (settings, "auction-tempo", "slow");
  g_settings_set_boolean (settings, "sounds", FALSE);
  g_assert_true (phl_match_save (start, path, NULL));
  window = harness_open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  view = harness_find (GTK_WIDGET (window), is_game_view, NULL);
  g_assert_nonnull (view);
  g_object_get (view, "auction-tempo", &tempo, "sounds", &sounds, NULL);
  g_assert_cmpstr (tempo, ==, "slow");
  g_assert_false (sounds);

  g_settings_set_string (settings, "auction-tempo", "fast");
  g_settings_set_boolean (settings, "sounds", TRUE);
  g_object_get (view, "auction-tempo", &tempo_after, "sounds", &sounds_after, NULL);
  g_assert_cmpstr (tempo_after, ==, "fast");
  g_assert_true (sounds_after);

  g_settings_reset (settings, "auction-tempo");
  g_settings_reset (settings, "sounds");
  harness_close_window (window);
}

/* While the autosave fails the window says so, naming the file, and tries
 * again after the next move, on Try Again and by itself. */
static void
test_autosave_banner (void)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *expected = g_strdup_printf ("Cannot save %s: File too large", path);
  g_autoptr(PhlMatch) start = harness_hot_seat_match (phl_game_rules_lookup ("swop"), 7);
  PhlWindow *window;
  PhlMatch *match;
  GtkWidget *banner, *message, *toast;
  guint n;

  harness_start_afresh ();
  g_assert_nonnull (strstr (path, "&"));
  g_assert_true (phl_match_save (start, path, NULL));
  window = harness_open_window ();
  /* A game that cannot be saved as it starts (a new one or, as here, one
   * continued) says so at once, naming the real file, not a temporary. */
  block_autosave (path);
  g_test_expect_message ("phl-match", G_LOG_LEVEL_MESSAGE, "Could not autosave*");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  g_test_assert_expected_messages ();
  match = phl_window_get_match (window);
  g_assert_nonnull (match);
  banner = save_banner (window);
  harness_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  message = harness_find (banner, harness_label_contains, "Cannot save");
  g_assert_nonnull (message);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, expected);
  g_assert_null (harness_find (GTK_WIDGET (window), harness_label_contains, "autosave.philatelia."));
  unblock_autosave (path);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  harness_settle ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));

  /* Saving fails after a move: the banner names the real file. */
  block_autosave (path);
  play_a_move (match, TRUE);
  harness_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  message = harness_find (banner, harness_label_contains, "Cannot save");
  g_assert_nonnull (message);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, expected);

  /* The next move tries again, and saves everything once it can. */
  play_a_move (match, FALSE);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  unblock_autosave (path);
  play_a_move (match, FALSE);
  harness_settle ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  n = phl_match_get_n_actions (match);
  g_assert_cmpuint (saved_actions (path), ==, n);

  /* Try Again. */
  block_autosave (path);
  play_a_move (match, TRUE);
  harness_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  unblock_autosave (path);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  harness_settle ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_cmpuint (saved_actions (path), ==, n + 1);

  /* By itself, without a move. */
  block_autosave (path);
  play_a_move (match, TRUE);
  harness_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  unblock_autosave (path);
  harness_wait_for (banner_hidden, window, 20, "the periodic retry to save");
  g_assert_cmpuint (saved_actions (path), ==, n + 2);

  /* Leaving while it fails: a toast says what Continue will lack, the
   * file name with its "&" shown as text. */
  block_autosave (path);
  play_a_move (match, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_settle ();
  toast = harness_find (GTK_WIDGET (window), harness_label_contains, "Your latest moves were not saved");
  g_assert_nonnull (toast);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (toast)), expected));
  unblock_autosave (path);

  harness_close_window (window);
}

static guint
count_recent_games (void)
{
  g_autofree char *dir_path = phl_recent_games_default_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".philatelia");
  return n;
}

static guint
played_on_disk (const char *game_id)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "philatelia", "statistics.ini", NULL);
  g_autoptr(PhlStats) stats = phl_stats_new (path);
  PhlGameStats s;

  phl_stats_get (stats, game_id, &s);
  return s.played;
}

/* The last move of a game on a full disk: nothing is lost.  The autosave
 * stays until the game's copy among the recent games and its result are
 * on disk; the banner says so, and Try Again writes them once there is
 * room, counting the game once. */
static void
test_full_disk_at_end (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  g_autofree char *path = autosave_path ();
  g_autofree char *last = NULL;
  g_autoptr(PhlMatch) near_end = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  struct rlimit limit;
  PhlWindow *window;
  GtkWidget *banner;
  guint n_recent;

  harness_start_afresh ();
  for (guint64 seed = 1; last == NULL; seed++)
    {
      g_clear_object (&near_end);
      near_end = harness_hot_seat_match (rules, seed);
      last = play_to_last_move (near_end, seed);
    }
  g_assert_true (phl_match_save (near_end, path, &error));
  n_recent = count_recent_games ();
  window = harness_open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  match = g_object_ref (phl_window_get_match (window));
  banner = save_banner (window);

  /* The disk is full: no file may grow past a few bytes. */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = 8;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  g_test_expect_message ("phl-match", G_LOG_LEVEL_MESSAGE, "Could not autosave*");
  g_test_expect_message ("phl-window", G_LOG_LEVEL_MESSAGE, "Could not keep the finished game*");
  g_assert_true (phl_match_submit (match, last, &error));
  g_test_assert_expected_messages ();
  harness_settle ();
  g_assert_true (phl_match_is_over (match));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_recent_games (), ==, n_recent);
  g_assert_cmpuint (played_on_disk ("swop"), ==, 0);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_nonnull (harness_find (banner, harness_label_contains, "Cannot save"));
  /* Still full: Try Again changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  harness_settle ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));

  /* Room again: Try Again keeps the game, counts it, then lets the
   * autosave go. */
  limit.rlim_cur = limit.rlim_max;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  harness_settle ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_cmpuint (count_recent_games (), ==, n_recent + 1);
  g_assert_cmpuint (played_on_disk ("swop"), ==, 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  harness_settle ();
  g_assert_cmpuint (count_recent_games (), ==, n_recent + 1);
  g_assert_cmpuint (played_on_disk ("swop"), ==, 1);

  harness_close_window (window);
}

/* The app closed while the end of a game could not be written: at the next
 * start the finished game in the autosave is kept and counted, then the
 * autosave goes. */
static void
test_finished_autosave_at_start (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  g_autofree char *path = autosave_path ();
  g_autofree char *last = NULL;
  g_autoptr(PhlMatch) finished = NULL;
  g_autoptr(GError) error = NULL;
  PhlWindow *window;
  guint n_recent;

  harness_start_afresh ();
  for (guint64 seed = 1; last == NULL; seed++)
    {
      g_clear_object (&finished);
      finished = harness_hot_seat_match (rules, seed);
      last = play_to_last_move (finished, seed);
    }
  g_assert_true (phl_match_submit (finished, last, &error));
  g_assert_true (phl_match_is_over (finished));
  g_assert_true (phl_match_save (finished, path, &error));
  g_assert_no_error (error);
  n_recent = count_recent_games ();

  window = harness_open_window ();
  harness_settle ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_recent_games (), ==, n_recent + 1);
  g_assert_cmpuint (played_on_disk ("swop"), ==, 1);
  harness_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  const PhlGameInfo * const *games = phl_game_info_all ();

  harness_init (&argc, &argv, "io.github.philatelia.Philatelia.WindowTest");

  /* Every game the library offers, so a new one is covered too; the
   * first also with a hint taken. */
  for (guint i = 0; games[i] != NULL; i++)
    for (int assisted = FALSE; assisted <= (i == 0); assisted++)
      {
        g_autofree char *name = g_strdup_printf ("/window/no-undo-after-end/%s%s", games[i]->id,
                                                 assisted ? "-assisted" : "");
        EndCase *test = g_new0 (EndCase, 1);

        g_assert_true (phl_game_info_playable (games[i]));
        test->game = games[i]->id;
        test->assisted = assisted;
        g_test_add_data_func_full (name, test, test_no_undo_after_end, g_free);
      }
  g_test_add_func ("/window/autosave-banner", test_autosave_banner);
  g_test_add_func ("/window/full-disk-at-end", test_full_disk_at_end);
  g_test_add_func ("/window/finished-autosave-at-start", test_finished_autosave_at_start);
  g_test_add_func ("/window/view-settings", test_view_settings);

  return harness_run ();
}
