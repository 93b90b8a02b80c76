/* bench-stampswap-selfplay.c — self-play speed and AI win rates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-stampswap-selfplay [GAMES]
 * Games per second per level, then the win rates the engine promises:
 * hard against easy with 2 players, normal against easy with 3, and hard
 * against normal with 2.  Seats rotate so no level always goes first.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-state.h"

typedef struct
{
  double wins[PHL_MAX_SEATS];
  double score[PHL_MAX_SEATS];
  double seconds;
} Result;

/* @levels are per "player"; player p sits in seat (p + g) % n in game g. */
static Result
run (guint             n_players,
     guint             games,
     const PhlAiLevel *levels,
     guint32           seed)
{
  const PhlGameRules *rules = &phl_stampswap_rules;
  Result result = { { 0 } };
  gint64 start = g_get_monotonic_time ();

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed + g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed + g + 100000);
      PhlSetup setup = { n_players, n_players == 1 ? "solo" : NULL, NULL, NULL };
      PhlAiLevel seat_levels[PHL_MAX_SEATS];
      gpointer state = rules->new_game (&setup, rng, NULL);
      guint winners;

      for (guint p = 0; p < n_players; p++)
        seat_levels[(p + g) % n_players] = levels[p];
      while (!rules->is_over (state))
        {
          g_autofree char *action = rules->choose_action (state, seat_levels, ai_rng);
          if (!rules->apply (state, action, rng, NULL, NULL, NULL))
            g_error ("illegal AI action %s", action);
        }
      winners = rules->winners (state);
      for (guint p = 0; p < n_players; p++)
        {
          guint seat = (p + g) % n_players;

          result.wins[p] += (winners >> seat) & 1;
          result.score[p] += rules->score (state, seat);
        }
      rules->free (state);
    }
  result.seconds = (g_get_monotonic_time () - start) / 1e6;
  for (guint p = 0; p < n_players; p++)
    result.score[p] /= games;
  return result;
}

static void
report (const char       *name,
        guint             n_players,
        guint             games,
        const PhlAiLevel *levels,
        Result            r)
{
  static const char * const level_names[] = { "easy", "normal", "hard" };

  printf ("[%s]\nPlayers=%u\nGames=%u\nGamesPerSecond=%.1f\n", name, n_players, games,
          games / r.seconds);
  for (guint p = 0; p < n_players; p++)
    printf ("Player%u=%s wins=%.0f (%.0f%%) mean=%.1f\n", p + 1, level_names[levels[p]],
            r.wins[p], 100.0 * r.wins[p] / games, r.score[p]);
  printf ("\n");
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? atoi (argv[1]) : 60;

  for (PhlAiLevel level = PHL_AI_EASY; level <= PHL_AI_HARD; level++)
    {
      static const char * const names[] = { "SpeedEasy", "SpeedNormal", "SpeedHard" };
      PhlAiLevel levels[5] = { level, level, level, level, level };
      guint n = level == PHL_AI_EASY ? 10 * games : games / 2;

      for (guint players = 1; players <= 5; players += 2)
        {
          g_autofree char *name = g_strdup_printf ("%s%u", names[level], players);
          report (name, players, n, levels, run (players, n, levels, 1));
        }
    }
  {
    PhlAiLevel levels[] = { PHL_AI_HARD, PHL_AI_EASY };
    report ("HardVsEasy", 2, games, levels, run (2, games, levels, 2));
  }
  {
    PhlAiLevel levels[] = { PHL_AI_NORMAL, PHL_AI_EASY, PHL_AI_EASY };
    report ("NormalVsEasy", 3, games, levels, run (3, games, levels, 3));
  }
  {
    PhlAiLevel levels[] = { PHL_AI_HARD, PHL_AI_NORMAL };
    report ("HardVsNormal", 2, games, levels, run (2, games, levels, 4));
  }
  return 0;
}
