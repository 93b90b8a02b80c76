/* bench-stampswap-balance.c — the balance test's games per second
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-stampswap-balance [GAMES [LEVEL]]
 * Runs the balance test of the standard deck (four players, normal level by
 * default) on one thread and then on one per core, and prints the games
 * per second of each and the speed-up.  The reports must agree: the games
 * do not depend on the number of threads.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "phl-match.h"
#include "stampswap/phl-stampswap-balance.h"

int
main (int   argc,
      char *argv[])
{
  PhlBalanceOptions options = { .games = argc > 1 ? (guint) atoi (argv[1]) : 200, .players = 4,
                                .level = PHL_AI_NORMAL, .seed = 1 };
  /* One look at all the games: the speed, not the stopping. */
  g_autoptr(PhlBalanceResult) one = NULL;
  g_autoptr(PhlBalanceResult) all = NULL;
  g_autoptr(GError) error = NULL;

  if (argc > 2 && !phl_ai_level_from_string (argv[2], &options.level))
    {
      fprintf (stderr, "usage: bench-stampswap-balance [GAMES [easy|normal|hard]]\n");
      return 2;
    }
  options.first_look = options.games;
  options.threads = 1;
  one = phl_balance_run (NULL, &options, NULL, NULL, &error);
  g_assert_no_error (error);
  options.threads = 0;
  all = phl_balance_run (NULL, &options, NULL, NULL, &error);
  g_assert_no_error (error);

  printf ("balance, %u games, 4 players, %s level\n", options.games, phl_ai_level_to_string (options.level));
  printf ("  1 thread:   %8.1f games/s (%.2f s)\n", one->games_per_second, one->seconds);
  printf ("  %u threads: %8.1f games/s (%.2f s), speed-up %.2f×\n", all->threads, all->games_per_second,
          all->seconds, all->games_per_second / MAX (one->games_per_second, 1e-9));
  for (guint s = 0; s < options.players; s++)
    if (one->wins[s] != all->wins[s])
      {
        fprintf (stderr, "seat %u: %.2f wins on one thread, %.2f on %u\n", s + 1, one->wins[s], all->wins[s], all->threads);
        return 1;
      }
  return 0;
}
