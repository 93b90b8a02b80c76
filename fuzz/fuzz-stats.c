/* fuzz-stats.c — bytes as statistics.ini, through the statistics store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store reads its file by path (through the one safe reader), so the
 * bytes are written to a file in a private folder first.  Whatever they
 * are, the store starts (afresh when they are damaged, the file kept
 * aside and the reason given once), counts never read negative, and a
 * game recorded on top is saved and read back.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "fuzz.h"
#include "phl-game-rules.h"
#include "phl-stats.h"

#define SCRATCH "philatelia-fuzz-stats-XXXXXX"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = NULL;
  g_autoptr(PhlStats) stats = NULL;
  g_autoptr(PhlStats) again = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  PhlGameStats before, after;
  const char *game;
  const char *dir;

  fuzz_init ();
  dir = fuzz_scratch_dir (SCRATCH);
  path = g_build_filename (dir, "statistics.ini", NULL);
  g_assert_true (g_file_set_contents (path, (const char *) data, (gssize) size, NULL));

  stats = phl_stats_new (path);
  damage = phl_stats_take_damage (stats);
  /* Told once, and the damaged file kept aside under its own name. */
  g_assert_null (phl_stats_take_damage (stats));
  if (damage != NULL)
    {
      g_autofree char *aside = g_strconcat (path, ".damaged", NULL);

      g_assert_true (g_utf8_validate (damage->message, -1, NULL));
      g_assert_true (g_file_test (aside, G_FILE_TEST_IS_REGULAR));
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }

  /* Any registered game: its group may be in the input too. */
  game = phl_game_rules_all ()[0]->id;
  phl_stats_get (stats, game, &before);
  g_assert_true (phl_stats_record (stats, game, TRUE, FALSE, 7, &error));
  g_assert_no_error (error);
  again = phl_stats_new (path);
  g_assert_null (phl_stats_take_damage (again));
  phl_stats_get (again, game, &after);
  /* A count at the top of its range stays there rather than wrapping. */
  g_assert_cmpuint (after.played, ==, MIN (before.played, (guint) G_MAXINT - 1) + 1);
  g_assert_true (after.has_best_score);
  g_assert_cmpint (after.best_score, >=, 7);
  /* Nothing left behind. */
  fuzz_scratch_dir (SCRATCH);
  return 0;
}
