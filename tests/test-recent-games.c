/* test-recent-games.c — the store of finished games (GTK-free)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "phl-recent-games.h"
#include "pebbles.h"

/* A finished game of pebbles: Anna (a person) always takes 3, Ben (a hard
 * computer) 1 — as long as the pile has that many.  Counted here, not by
 * the game, what each took. */
static PhlMatch *
finished_match (guint64  seed,
                guint   *anna,
                guint   *ben)
{
  g_autoptr(GError) error = NULL;
  PhlSeat seats[2] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Ben", PHL_SEAT_COMPUTER, PHL_AI_HARD },
  };
  PhlSetup setup = { .n_players = 2 };
  PhlMatch *match = phl_match_new (&pebbles_rules, &setup, seats, seed, &error);
  g_autoptr(GKeyFile) start = g_key_file_new ();
  guint pile;

  g_assert_no_error (error);
  pebbles_rules.save_position (phl_match_get_state (match), start);
  pile = g_key_file_get_integer (start, "Pile", "Count", NULL);
  g_assert_cmpuint (pile, >=, 10);
  *anna = *ben = 0;
  while (pile > 0)
    {
      gboolean annas_turn = phl_match_get_current_seat (match) == 0;
      guint take = MIN (pile, annas_turn ? 3u : 1u);
      g_autofree char *action = g_strdup_printf ("take %u", take);

      g_assert_true (phl_match_submit (match, action, &error));
      g_assert_no_error (error);
      *(annas_turn ? anna : ben) += take;
      pile -= take;
    }
  g_assert_true (phl_match_is_over (match));
  return match;
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
got_result (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
test_keep_and_list (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("philatelia-recent-XXXXXX", NULL);
  /* The folder is made when the first game is kept. */
  g_autofree char *dir = g_build_filename (tmp, "recent", NULL);
  g_autoptr(PhlRecentGames) store = phl_recent_games_new (dir);
  g_autoptr(GDateTime) before = g_date_time_new_now_local ();
  g_autoptr(GDateTime) after = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_autofree char *path = NULL;
  g_autofree char *players = NULL;
  g_autofree char *result = NULL;
  g_autofree char *expected = NULL;
  PhlRecentGame *game;
  guint anna, ben;

  match = finished_match (11, &anna, &ben);
  g_assert_cmpuint (anna, >, ben);
  path = phl_recent_games_add (store, match, &error);
  g_assert_no_error (error);
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, dir));
  g_assert_true (g_str_has_suffix (path, "-pebbles.philatelia"));
  after = g_date_time_new_now_local ();

  games = phl_recent_games_list (store, "pebbles");
  g_assert_cmpuint (games->len, ==, 1);
  game = g_ptr_array_index (games, 0);
  g_assert_cmpstr (game->path, ==, path);
  g_assert_cmpstr (game->game_id, ==, "pebbles");
  g_assert_cmpuint (game->n_players, ==, 2);
  g_assert_cmpint (game->scores[0], ==, anna);
  g_assert_cmpint (game->scores[1], ==, ben);
  g_assert_cmpuint (game->winners, ==, 1);
  /* The date is when it was kept (to the second; the name has µs). */
  g_assert_cmpint (g_date_time_to_unix (game->date), >=, g_date_time_to_unix (before));
  g_assert_cmpint (g_date_time_to_unix (game->date), <=, g_date_time_to_unix (after));

  players = phl_recent_game_describe_players (game);
  g_assert_cmpstr (players, ==, "Anna, Ben (computer, hard)");
  result = phl_recent_game_describe_result (game);
  expected = g_strdup_printf ("Anna won · Anna %u, Ben %u", anna, ben);
  g_assert_cmpstr (result, ==, expected);

  /* The same from a worker thread. */
  {
    g_autoptr(GAsyncResult) done = NULL;
    g_autoptr(GPtrArray) listed = NULL;

    phl_recent_games_list_async (store, NULL, NULL, got_result, &done);
    while (done == NULL)
      g_main_context_iteration (NULL, TRUE);
    listed = phl_recent_games_list_finish (store, done, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (listed->len, ==, 1);
    g_assert_true (g_ptr_array_index (listed, 0) == game);
  }

  /* Another game's list is empty; the file is an ordinary save. */
  none = phl_recent_games_list (store, "swop");
  g_assert_cmpuint (none->len, ==, 0);
  {
    g_autoptr(PhlMatch) reread = phl_match_new_from_file (path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (phl_match_get_n_actions (reread), ==, phl_match_get_n_actions (match));
  }

  remove_dir (dir);
  g_rmdir (tmp);
}

static void
count_change (guint *changes)
{
  (*changes)++;
}

static void
test_keeps_the_last_100 (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("philatelia-recent-XXXXXX", NULL);
  g_autoptr(PhlRecentGames) store = phl_recent_games_new (dir);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) games = NULL;
  guint changes = 0;

  g_signal_connect_swapped (store, "changed", G_CALLBACK (count_change), &changes);
  for (guint i = 0; i < PHL_RECENT_GAMES_MAX + 2; i++)
    {
      g_autoptr(PhlMatch) match = NULL;
      guint anna, ben;
      char *path;

      match = finished_match (100 + i, &anna, &ben);
      path = phl_recent_games_add (store, match, &error);
      g_assert_no_error (error);
      g_assert_nonnull (path);
      g_ptr_array_add (paths, path);
    }
  g_assert_cmpuint (changes, ==, PHL_RECENT_GAMES_MAX + 2);
  g_assert_cmpuint (count_files (dir), ==, PHL_RECENT_GAMES_MAX);
  /* The two oldest went, the newest stayed. */
  g_assert_false (g_file_test (g_ptr_array_index (paths, 0), G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (g_ptr_array_index (paths, 1), G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (g_ptr_array_index (paths, 2), G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (g_ptr_array_index (paths, paths->len - 1), G_FILE_TEST_EXISTS));

  /* Listed newest first. */
  games = phl_recent_games_list (store, NULL);
  g_assert_cmpuint (games->len, ==, PHL_RECENT_GAMES_MAX);
  for (guint i = 0; i < games->len; i++)
    {
      PhlRecentGame *game = g_ptr_array_index (games, i);

      g_assert_cmpstr (game->path, ==, g_ptr_array_index (paths, paths->len - 1 - i));
    }

  remove_dir (dir);
}

static void
test_malformed_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("philatelia-recent-XXXXXX", NULL);
  g_autoptr(PhlRecentGames) store = phl_recent_games_new (dir);
  g_autofree char *garbage = g_build_filename (dir, "garbage.philatelia", NULL);
  g_autofree char *truncated = g_build_filename (dir, "20260101-120000-000000-pebbles.philatelia", NULL);
  g_autofree char *unfinished = g_build_filename (dir, "20260101-130000-000000-pebbles.philatelia", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.philatelia", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *data = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(PhlMatch) started = NULL;
  g_autoptr(GPtrArray) games = NULL;
  PhlSeat seats[2] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Ben", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
  };
  PhlSetup setup = { .n_players = 2 };
  gsize length;
  guint anna, ben;

  /* Not a key file; half a save; a game not over; a folder. */
  g_assert_true (g_file_set_contents (garbage, "this is [not a save\n\xff\xfe", -1, NULL));
  match = finished_match (5, &anna, &ben);
  data = phl_match_to_data (match, &length);
  g_assert_true (g_file_set_contents (truncated, data, length / 2, NULL));
  started = phl_match_new (&pebbles_rules, &setup, seats, 9, &error);
  g_assert_no_error (error);
  g_assert_true (phl_match_save (started, unfinished, &error));
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  games = phl_recent_games_list (store, NULL);
  g_assert_cmpuint (games->len, ==, 0);
  g_clear_pointer (&games, g_ptr_array_unref);

  kept = phl_recent_games_add (store, match, &error);
  g_assert_no_error (error);
  games = phl_recent_games_list (store, "pebbles");
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (((PhlRecentGame *) g_ptr_array_index (games, 0))->path, ==, kept);
  /* Unreadable files are left alone (they go only once more than 100
   * *.philatelia files are there and they are the oldest). */
  g_assert_true (g_file_test (garbage, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (truncated, G_FILE_TEST_EXISTS));

  g_rmdir (folder);
  remove_dir (dir);
}

/* A game copied in by hand under the store's name pattern is dated by the
 * name (UTC), not by when it was copied. */
static void
test_date_from_name (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("philatelia-recent-XXXXXX", NULL);
  g_autoptr(PhlRecentGames) store = phl_recent_games_new (dir);
  g_autofree char *path = g_build_filename (dir, "20250314-091500-250000-pebbles.philatelia", NULL);
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GDateTime) utc = NULL;
  PhlRecentGame *game;
  guint anna, ben;

  match = finished_match (3, &anna, &ben);
  g_assert_true (phl_match_save (match, path, &error));
  games = phl_recent_games_list (store, NULL);
  g_assert_cmpuint (games->len, ==, 1);
  game = g_ptr_array_index (games, 0);
  utc = g_date_time_to_utc (game->date);
  g_assert_cmpint (g_date_time_get_year (utc), ==, 2025);
  g_assert_cmpint (g_date_time_get_month (utc), ==, 3);
  g_assert_cmpint (g_date_time_get_day_of_month (utc), ==, 14);
  g_assert_cmpint (g_date_time_get_hour (utc), ==, 9);
  g_assert_cmpint (g_date_time_get_minute (utc), ==, 15);

  remove_dir (dir);
}

static void
test_off_keeps_nothing (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("philatelia-recent-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (tmp, "recent", NULL);
  g_autoptr(PhlRecentGames) store = phl_recent_games_new (dir);
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *path = NULL;
  guint anna, ben;

  g_assert_true (phl_recent_games_get_enabled (store));
  g_object_set (store, "enabled", FALSE, NULL);
  g_assert_false (phl_recent_games_get_enabled (store));

  match = finished_match (21, &anna, &ben);
  path = phl_recent_games_add (store, match, &error);
  g_assert_no_error (error);
  g_assert_null (path);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
  games = phl_recent_games_list (store, NULL);
  g_assert_cmpuint (games->len, ==, 0);

  /* On again: kept from then on. */
  phl_recent_games_set_enabled (store, TRUE);
  path = phl_recent_games_add (store, match, &error);
  g_assert_no_error (error);
  g_assert_nonnull (path);
  g_assert_cmpuint (count_files (dir), ==, 1);

  remove_dir (dir);
  g_rmdir (tmp);
}

/* Ties share the win; a player's name is printed as written. */
static void
test_describe_tie (void)
{
  PhlRecentGame game = {
    .n_players = 3,
    .seats = {
      { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
      { (char *) "Ben", PHL_SEAT_COMPUTER, PHL_AI_EASY },
      { (char *) "Cy", PHL_SEAT_COMPUTER, PHL_AI_NORMAL },
    },
    .scores = { 12, 7, 12 },
    .winners = 1 | 4,
  };
  g_autofree char *players = phl_recent_game_describe_players (&game);
  g_autofree char *result = phl_recent_game_describe_result (&game);

  g_assert_cmpstr (players, ==, "Anna, Ben (computer, easy), Cy (computer, normal)");
  g_assert_cmpstr (result, ==, "Shared win: Anna, Cy · Anna 12, Ben 7, Cy 12");
  game.winners = 0;
  g_clear_pointer (&result, g_free);
  result = phl_recent_game_describe_result (&game);
  g_assert_cmpstr (result, ==, "No winner · Anna 12, Ben 7, Cy 12");
}

/* The fourth level is named like the others. */
static void
test_describe_expert (void)
{
  PhlRecentGame game = {
    .n_players = 2,
    .seats = {
      { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
      { (char *) "Eve", PHL_SEAT_COMPUTER, PHL_AI_EXPERT },
    },
    .scores = { 3, 9 },
    .winners = 2,
  };
  g_autofree char *players = phl_recent_game_describe_players (&game);

  g_assert_cmpstr (players, ==, "Anna, Eve (computer, expert)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  phl_game_rules_register (&pebbles_rules);

  g_test_add_func ("/recent-games/keep-and-list", test_keep_and_list);
  g_test_add_func ("/recent-games/describe-expert", test_describe_expert);
  g_test_add_func ("/recent-games/keeps-the-last-100", test_keeps_the_last_100);
  g_test_add_func ("/recent-games/malformed-file", test_malformed_file);
  g_test_add_func ("/recent-games/date-from-name", test_date_from_name);
  g_test_add_func ("/recent-games/off-keeps-nothing", test_off_keeps_nothing);
  g_test_add_func ("/recent-games/describe-tie", test_describe_tie);
  return g_test_run ();
}
