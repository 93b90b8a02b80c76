/* test-cli.c — philatelia-cli's exit codes and messages (FORMATS.md)
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
  g_autofree char *line6 = g_strdup_printf ("%s:6: [Contests:x]: a card group is named", bad);

  run_cli (&run, "validate-deck", bad, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, line3));
  g_assert_nonnull (strstr (run.err, line6));

  run_cli (&run2, "validate-deck", utf8, NULL);
  g_assert_cmpint (run2.status, ==, 1);
  g_assert_nonnull (strstr (run2.err, "not valid UTF-8"));
  remove_temp (bad);
  remove_temp (utf8);
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
  return g_test_run ();
}
