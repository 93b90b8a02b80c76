/* test-stats.c — the statistics store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "phl-stats.h"

static void
test_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("philatelia-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr(PhlStats) stats = phl_stats_new (path);
  g_autoptr(PhlStats) reread = NULL;
  PhlGameStats s;

  phl_stats_get (stats, "swop", &s);
  g_assert_cmpuint (s.played, ==, 0);
  g_assert_false (s.has_best_score);

  g_assert_true (phl_stats_record (stats, "swop", TRUE, FALSE, 31, &error));
  g_assert_true (phl_stats_record (stats, "swop", FALSE, FALSE, 44, &error));
  g_assert_true (phl_stats_record (stats, "swop", TRUE, TRUE, 12, &error));
  g_assert_true (phl_stats_record (stats, "stamps", FALSE, FALSE, -3, &error));
  g_assert_no_error (error);

  /* Read back from disk: assisted wins are counted apart. */
  reread = phl_stats_new (path);
  phl_stats_get (reread, "swop", &s);
  g_assert_cmpuint (s.played, ==, 3);
  g_assert_cmpuint (s.won, ==, 1);
  g_assert_cmpuint (s.assisted_wins, ==, 1);
  g_assert_true (s.has_best_score);
  g_assert_cmpint (s.best_score, ==, 44);
  phl_stats_get (reread, "stamps", &s);
  g_assert_cmpint (s.best_score, ==, -3);

  g_assert_true (phl_stats_reset (reread, &error));
  phl_stats_get (reread, "swop", &s);
  g_assert_cmpuint (s.played, ==, 0);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_damaged (void)
{
  g_autofree char *dir = g_dir_make_tmp ("philatelia-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autoptr(PhlStats) stats = NULL;
  PhlGameStats s;

  g_assert_true (g_file_set_contents (path, "this is [not a key file\n", -1, NULL));
  g_test_expect_message ("phl-stats", G_LOG_LEVEL_WARNING, "*unreadable*");
  stats = phl_stats_new (path);
  g_test_assert_expected_messages ();
  phl_stats_get (stats, "swop", &s);
  g_assert_cmpuint (s.played, ==, 0);
  /* The damaged file is kept aside, not lost. */
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));

  g_unlink (aside);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stats/record", test_record);
  g_test_add_func ("/stats/damaged", test_damaged);
  return g_test_run ();
}
