/* bench-stamps-selfplay.c — AI win rates, hard move times, games per second
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-stamps-selfplay [GAMES]   (default 300 per match-up)
 *
 * For 2, 3 and 4 players: one hard seat against easy (then normal) seats.
 * The hard seat moves round the table from game to game, so the first
 * player rotates.  A shared win counts for every tied seat.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "phl-game-rules.h"
#include "stamps/phl-stamps-state.h"

extern const PhlGameRules phl_stamps_rules;

typedef struct
{
  guint  wins;
  guint  shared;
  double score;
  double opponent_score;
  double hard_move_total;
  double hard_move_max;
  double hard_cpu_total;
  double hard_cpu_max;
  guint  hard_moves;
} Result;

/* CPU time of this thread in ms: the machine may be shared, and wall time
 * then measures the neighbours as well. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
play (guint       n_players,
      PhlAiLevel  opponent,
      guint       n_games,
      Result     *result)
{
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (1000 + g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (5000 + g);
      PhlSetup setup = { .n_players = n_players };
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
      PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS];
      guint hard_seat = g % n_players;
      guint winners;

      for (guint s = 0; s < n_players; s++)
        levels[s] = s == hard_seat ? PHL_AI_HARD : opponent;

      while (!phl_stamps_rules.is_over (state))
        {
          gboolean hard = phl_stamps_rules.current_seat (state) == (int) hard_seat;
          double cpu_start = thread_cpu_ms ();
          gint64 start = g_get_monotonic_time ();
          g_autofree char *action = phl_stamps_rules.choose_action (state, levels, ai_rng);

          if (hard)
            {
              double elapsed = (g_get_monotonic_time () - start) / 1000.0;
              double cpu = thread_cpu_ms () - cpu_start;

              result->hard_move_total += elapsed;
              result->hard_move_max = MAX (result->hard_move_max, elapsed);
              result->hard_cpu_total += cpu;
              result->hard_cpu_max = MAX (result->hard_cpu_max, cpu);
              result->hard_moves++;
            }
          phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL);
        }

      winners = phl_stamps_rules.winners (state);
      if (winners & (1u << hard_seat))
        {
          result->wins++;
          if (winners != (1u << hard_seat))
            result->shared++;
        }
      result->score += phl_stamps_rules.score (state, hard_seat);
      for (guint s = 0; s < n_players; s++)
        if (s != hard_seat)
          result->opponent_score += phl_stamps_rules.score (state, s) / (double) (n_players - 1);
    }
}

static void
selfplay_speed (guint n_players,
                guint n_games)
{
  PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };
  gint64 start = g_get_monotonic_time ();
  double seconds;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (g);
      PhlSetup setup = { .n_players = n_players };
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);

      while (!phl_stamps_rules.is_over (state))
        {
          g_autofree char *action = phl_stamps_rules.choose_action (state, levels, rng);

          phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL);
        }
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  printf ("[Speed%uPlayers]\nLevels=normal\nGames=%u\nGamesPerSecond=%.1f\n\n",
          n_players, n_games, n_games / seconds);
}

int
main (int argc, char *argv[])
{
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 300;
  const PhlAiLevel opponents[] = { PHL_AI_EASY, PHL_AI_NORMAL };
  const char *names[] = { "easy", "normal" };

  if (n_games == 0)
    n_games = 300;

  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint o = 0; o < G_N_ELEMENTS (opponents); o++)
      {
        Result result = { 0 };

        play (n_players, opponents[o], n_games, &result);
        printf ("[Hard-vs-%s-%uPlayers]\n", names[o], n_players);
        printf ("Games=%u\n", n_games);
        printf ("HardWins=%u\n", result.wins);
        printf ("HardWinRate=%.3f\n", result.wins / (double) n_games);
        printf ("SharedWins=%u\n", result.shared);
        printf ("FairShare=%.3f\n", 1.0 / n_players);
        printf ("HardMeanScore=%.2f\n", result.score / n_games);
        printf ("OpponentMeanScore=%.2f\n", result.opponent_score / n_games);
        printf ("HardMoveMeanMilliseconds=%.3f\n", result.hard_move_total / result.hard_moves);
        printf ("HardMoveMaxMilliseconds=%.3f\n", result.hard_move_max);
        printf ("HardMoveMeanCpuMilliseconds=%.3f\n", result.hard_cpu_total / result.hard_moves);
        printf ("HardMoveMaxCpuMilliseconds=%.3f\n\n", result.hard_cpu_max);
      }

  for (guint n_players = 2; n_players <= 4; n_players++)
    selfplay_speed (n_players, 2000);
  return 0;
}
