/* balance-report.c — the editor's balance test from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: balance-report DECK [GAMES [PLAYERS [LEVEL]]]
 * Prints what the editor's balance window shows, as text: per seat the
 * wins and mean score, per card how often it was in play, its holders'
 * win rate and score against the table, and the outliers.
 */
#include "config.h"

#include <stdlib.h>

#include "phl-balance-sim.h"

int
main (int   argc,
      char *argv[])
{
  PhlBalanceOptions options = { .games = 100, .players = 4, .level = PHL_AI_NORMAL, .seed = 1 };
  g_autoptr(PhlBalanceResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (argc < 2)
    {
      g_printerr ("usage: balance-report DECK [GAMES [PLAYERS [easy|normal|hard]]]\n");
      return 2;
    }
  if (argc > 2)
    options.games = atoi (argv[2]);
  if (argc > 3)
    options.players = CLAMP (atoi (argv[3]), 1, PHL_BALANCE_MAX_SEATS);
  if (argc > 4)
    options.level = g_str_equal (argv[4], "easy") ? PHL_AI_EASY : g_str_equal (argv[4], "hard") ? PHL_AI_HARD
                                                                                                  : PHL_AI_NORMAL;
  result = phl_balance_sim_run (argv[1], &options, NULL, NULL, &error);
  if (result == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  text = phl_balance_result_to_text (result);
  g_print ("%s", text);
  return 0;
}
