/* test-cli.c — philatelia-cli's exit codes and messages (docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run *run, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list args;
  int wait_status;

  g_ptr_array_add (argv, (char *) g_getenv ("PHILATELIA_CLI"));
  va_start (args, run);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static char *
write_temp (const char *name, const char *contents)
{
  g_autofree char *dir = g_dir_make_tmp ("philatelia-cli-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_help (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  for (const char *const *word = (const char *const[]) { "score", "moves", "selfplay", "validate-deck", NULL };
       *word != NULL; word++)
    g_assert_nonnull (strstr (run.out, *word));
}

static void
test_usage_errors (void)
{
  const char *const cases[][3] = {
    { NULL },
    { "frobnicate", NULL },
    { "score", NULL },
    { "score", "a", "b" },
    { "selfplay", NULL },
    { "selfplay", "chess", NULL },
    { "selfplay", "--games=x", NULL },
    { "validate-deck", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, cases[i][0], cases[i][1], cases[i][2], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "philatelia-cli: "));
    }
}

static void
test_missing_file (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "score", "/nonexistent/position.philatelia", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "/nonexistent/position.philatelia: cannot read the file"));
}

static void
test_invalid_position (void)
{
  g_autofree char *path = write_temp ("p.philatelia", "[Match]\nGame=swop\nFormat=7\nPlayers=2\n");
  g_autofree char *expected = g_strdup_printf ("%s:3: [Match] Format: the file was written by a newer version", path);
  g_auto(Run) run = { 0 };

  run_cli (&run, "moves", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, expected));
  remove_temp (path);
}

static void
test_deck_header (void)
{
  g_autofree char *bad = write_temp ("bad.deck",
                                     "[Deck]\nFormat=1\nId=Not Valid\nName=X\n\n[Contests:x]\nPoints=1\n");
  g_autofree char *utf8 = write_temp ("utf8.deck", "[Deck]\nName=\xc3\x28\n");
  g_auto(Run) run = { 0 };
  g_auto(Run) run2 = { 0 };
  g_autofree char *line3 = g_strdup_printf ("%s:3: [Deck] Id: “Not Valid” is not a valid id", bad);
  g_autofree char *line6 = g_strdup_printf ("%s:6: [Contests:x]: unknown card kind “Contests”", bad);

  run_cli (&run, "validate-deck", bad, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, line3));
  g_assert_nonnull (strstr (run.err, line6));

  run_cli (&run2, "validate-deck", utf8, NULL);
  g_assert_cmpint (run2.status, ==, 1);
  {
    g_autofree char *where = g_strdup_printf ("%s:2:6: the text is not valid UTF-8", utf8);

    g_assert_nonnull (strstr (run2.err, where));
  }
  remove_temp (bad);
  remove_temp (utf8);
}

static GKeyFile *
parse_output (const char *text)
{
  g_autoptr(GError) error = NULL;
  GKeyFile *file = g_key_file_new ();

  g_key_file_load_from_data (file, text, -1, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  return file;
}

static void
test_selfplay (gconstpointer data)
{
  const char *game = data;
  g_auto(Run) a = { 0 };
  g_auto(Run) b = { 0 };
  g_autoptr(GKeyFile) out_a = NULL;
  g_autoptr(GKeyFile) out_b = NULL;
  guint wins = 0;
  int players;

  players = g_str_equal (game, "auction") ? 3 : 2;
  run_cli (&a, "selfplay", game, "--games", "4", "--seed", "11",
           "--players", players == 3 ? "3" : "2", "--levels", players == 3 ? "hard,easy,easy" : "hard,easy", NULL);
  g_assert_cmpstr (a.err, ==, "");
  g_assert_cmpint (a.status, ==, 0);
  out_a = parse_output (a.out);
  g_assert_cmpint (g_key_file_get_integer (out_a, "Summary", "Games", NULL), ==, 4);
  g_assert_true (g_key_file_has_key (out_a, "Summary", "Seconds", NULL));
  g_assert_true (g_key_file_has_key (out_a, "Summary", "GamesPerSecond", NULL));
  for (int i = 1; i <= players; i++)
    {
      g_autofree char *group = g_strdup_printf ("Seat%d", i);
      g_autofree char *level = g_key_file_get_string (out_a, group, "Level", NULL);

      g_assert_cmpstr (level, ==, i == 1 ? "hard" : "easy");
      g_assert_true (g_key_file_has_key (out_a, group, "MeanScore", NULL));
      wins += g_key_file_get_integer (out_a, group, "Wins", NULL);
    }
  /* Every game has at least one winner (ties count for each). */
  g_assert_cmpuint (wins, >=, 4);

  /* The same seed plays the same games. */
  run_cli (&b, "selfplay", game, "--games", "4", "--seed", "11",
           "--players", players == 3 ? "3" : "2", "--levels", players == 3 ? "hard,easy,easy" : "hard,easy", NULL);
  out_b = parse_output (b.out);
  for (int i = 1; i <= players; i++)
    {
      g_autofree char *group = g_strdup_printf ("Seat%d", i);
      g_autofree char *mean_a = g_key_file_get_value (out_a, group, "MeanScore", NULL);
      g_autofree char *mean_b = g_key_file_get_value (out_b, group, "MeanScore", NULL);

      g_assert_cmpstr (mean_a, ==, mean_b);
    }
}

static void
test_selfplay_usage (void)
{
  g_auto(Run) players = { 0 };
  g_auto(Run) levels = { 0 };

  run_cli (&players, "selfplay", "stamps", "--players", "9", NULL);
  g_assert_cmpint (players.status, ==, 2);
  run_cli (&levels, "selfplay", "swop", "--levels", "hard,clever", NULL);
  g_assert_cmpint (levels.status, ==, 2);
  g_assert_nonnull (strstr (levels.err, "clever"));
  g_assert_nonnull (strstr (levels.err, "expert"));

  for (const char * const *option = (const char * const[]) { "--think-ms", "--jobs", "--iterations", NULL };
       *option != NULL; option++)
    {
      g_auto(Run) negative = { 0 };

      run_cli (&negative, "selfplay", "swop", *option, "-1", NULL);
      g_assert_cmpint (negative.status, ==, 2);
      g_assert_nonnull (strstr (negative.err, *option));
    }
}

/* The keys of a selfplay report but Seconds and GamesPerSecond. */
static char *
results_of (const char *out)
{
  g_autoptr(GKeyFile) file = parse_output (out);

  g_key_file_remove_key (file, "Summary", "Seconds", NULL);
  g_key_file_remove_key (file, "Summary", "GamesPerSecond", NULL);
  return g_key_file_to_data (file, NULL, NULL);
}

/* Games on worker threads play as on one: each has its own generators. */
static void
test_selfplay_jobs (void)
{
  g_auto(Run) one = { 0 };
  g_auto(Run) three = { 0 };
  g_autofree char *results_one = NULL;
  g_autofree char *results_three = NULL;

  run_cli (&one, "selfplay", "stampswap", "--games", "6", "--seed", "5", "--levels", "hard,easy",
           "--jobs", "1", NULL);
  run_cli (&three, "selfplay", "stampswap", "--games", "6", "--seed", "5", "--levels", "hard,easy",
           "--jobs", "3", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (three.status, ==, 0);
  results_one = results_of (one.out);
  results_three = results_of (three.out);
  g_assert_cmpstr (results_one, ==, results_three);
}

/* The expert plays with a count of iterations (the same games on any
 * machine and any number of threads) or a time budget. */
static void
test_selfplay_expert (void)
{
  g_auto(Run) a = { 0 };
  g_auto(Run) b = { 0 };
  g_auto(Run) timed = { 0 };
  g_autoptr(GKeyFile) out = NULL;
  g_autofree char *level = NULL;
  g_autofree char *results_a = NULL;
  g_autofree char *results_b = NULL;

  run_cli (&a, "selfplay", "swop", "--games", "2", "--seed", "3", "--levels", "expert,hard",
           "--iterations", "8", "--jobs", "1", NULL);
  run_cli (&b, "selfplay", "swop", "--games", "2", "--seed", "3", "--levels", "expert,hard",
           "--iterations", "8", "--jobs", "2", NULL);
  g_assert_cmpstr (a.err, ==, "");
  g_assert_cmpint (a.status, ==, 0);
  out = parse_output (a.out);
  level = g_key_file_get_string (out, "Seat1", "Level", NULL);
  g_assert_cmpstr (level, ==, "expert");
  g_assert_cmpint (g_key_file_get_integer (out, "Summary", "Games", NULL), ==, 2);
  results_a = results_of (a.out);
  results_b = results_of (b.out);
  g_assert_cmpstr (results_a, ==, results_b);

  run_cli (&timed, "selfplay", "stamps", "--games", "1", "--levels", "expert", "--think-ms", "5", NULL);
  g_assert_cmpstr (timed.err, ==, "");
  g_assert_cmpint (timed.status, ==, 0);
}

static void
test_standard_deck_valid (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "validate-deck", g_getenv ("STANDARD_DECK"), NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/missing-file", test_missing_file);
  g_test_add_func ("/cli/invalid-position", test_invalid_position);
  g_test_add_func ("/cli/deck-header", test_deck_header);
  g_test_add_func ("/cli/standard-deck-valid", test_standard_deck_valid);
  g_test_add_func ("/cli/selfplay-usage", test_selfplay_usage);
  g_test_add_func ("/cli/selfplay-jobs", test_selfplay_jobs);
  g_test_add_func ("/cli/selfplay-expert", test_selfplay_expert);
  for (const char * const *game = (const char * const[]) { "stampswap", "swop", "stamps", "auction", NULL };
       *game != NULL; game++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/selfplay/%s", *game);

      g_test_add_data_func (path, *game, test_selfplay);
    }
  return g_test_run ();
}
