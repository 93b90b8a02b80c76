/* bench-swop.c — SWOP engine figures: move listing, AI move time, self-play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints GKeyFile-style figures:
 *   [ListMoves]  µs to list and score every legal swap of a position (median)
 *   [HardMove]   ms per hard move (median, 95th percentile, max)
 *   [SelfPlay]   games per second with every seat at one level
 *   [WinRate]    hard against easy and normal, two players, the first
 *                player alternating; a tie counts as half a win
 *
 *   bench-swop [--games N] [--variant basic|master] [--seed S]
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "phl-game-rules.h"
#include "swop/phl-swop.h"

static const char *level_names[] = { "easy", "normal", "hard" };

/* CPU time of this thread, in ms: unlike wall time it does not count the
 * time other processes on a busy machine take from us. */
static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *values,
            double  p)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, (guint) (p * (values->len - 1)));
}

/* Plays one game; returns the winners mask and adds hard move times. */
static guint
play (const char       *variant,
      guint             n_players,
      const PhlAiLevel *levels,
      guint32           seed,
      GArray           *hard_times,
      GArray           *hard_cpu_times,
      GPtrArray        *positions)
{
  PhlSetup setup = { n_players, variant, NULL, NULL };
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed ^ 0x9e3779b9);
  PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);
  guint winners;

  while (!phl_swop_rules.is_over (state))
    {
      int seat = phl_swop_rules.current_seat (state);
      gint64 start = g_get_monotonic_time ();
      double cpu_start = thread_cpu_ms ();
      g_autofree char *action = phl_swop_rules.choose_action (state, levels, ai_rng);
      double ms = (g_get_monotonic_time () - start) / 1000.0;
      double cpu_ms = thread_cpu_ms () - cpu_start;

      if (hard_times != NULL && levels[seat] == PHL_AI_HARD)
        {
          g_array_append_val (hard_times, ms);
          g_array_append_val (hard_cpu_times, cpu_ms);
        }
      if (positions != NULL && positions->len < 200 && state->picks == 0)
        g_ptr_array_add (positions, g_memdup2 (state, sizeof *state));
      if (!phl_swop_rules.apply (state, action, rng, NULL, NULL, NULL))
        g_error ("the AI played an illegal move: %s", action);
    }
  winners = phl_swop_rules.winners (state);
  phl_swop_rules.free (state);
  return winners;
}

static void
bench_list_moves (GPtrArray *positions)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) core_times = g_array_new (FALSE, FALSE, sizeof (double));
  guint total_moves = 0;

  for (guint i = 0; i < positions->len; i++)
    {
      const PhlSwopState *state = g_ptr_array_index (positions, i);
      gint64 start = g_get_monotonic_time ();
      const int rounds = 20;

      for (int r = 0; r < rounds; r++)
        {
          g_autoptr(GPtrArray) lines = phl_swop_rules.describe_moves (state);

          total_moves += lines->len;
        }
      double us = (double) (g_get_monotonic_time () - start) / rounds;
      g_array_append_val (times, us);

      /* The same work without text: check and score every pair. */
      start = g_get_monotonic_time ();
      for (int r = 0; r < rounds; r++)
        phl_swop_best_possible (state, NULL, NULL);
      us = (double) (g_get_monotonic_time () - start) / rounds;
      g_array_append_val (core_times, us);
    }
  g_print ("[ListMoves]\nPositions=%u\nMeanMoves=%.0f\n"
           "# describe_moves(): list, score, format and sort every legal swap\n"
           "MedianMicroseconds=%.0f\n"
           "# phl_swop_best_possible(): check and score every pair, no text\n"
           "ScoreOnlyMedianMicroseconds=%.0f\n\n",
           positions->len, total_moves / (20.0 * positions->len), percentile (times, 0.5),
           percentile (core_times, 0.5));
}

static void
bench_selfplay (const char *variant,
                guint       games,
                guint32     seed)
{
  g_print ("[SelfPlay]\nVariant=%s\nPlayers=2\n", variant);
  for (int level = PHL_AI_EASY; level <= PHL_AI_HARD; level++)
    {
      PhlAiLevel levels[2] = { level, level };
      guint n = level == PHL_AI_HARD ? MAX (games / 10, 5u) : games;
      gint64 start = g_get_monotonic_time ();

      for (guint g = 0; g < n; g++)
        play (variant, 2, levels, seed + g, NULL, NULL, NULL);
      g_print ("GamesPerSecond.%s=%.1f\n", level_names[level],
               n / ((g_get_monotonic_time () - start) / 1e6));
    }
  g_print ("\n");
}

static void
bench_win_rate (const char *variant,
                PhlAiLevel  other,
                guint       games,
                guint32     seed,
                GArray     *hard_times,
                GArray     *hard_cpu_times)
{
  double hard_wins = 0, other_wins = 0;

  for (guint g = 0; g < games; g++)
    {
      /* The hard player sits first in even games, second in odd ones. */
      guint hard_seat = g % 2;
      PhlAiLevel levels[2];
      guint winners;

      levels[hard_seat] = PHL_AI_HARD;
      levels[1 - hard_seat] = other;
      winners = play (variant, 2, levels, seed + g, hard_times, hard_cpu_times, NULL);
      if (winners == 3)
        {
          hard_wins += 0.5;
          other_wins += 0.5;
        }
      else if (winners & (1u << hard_seat))
        hard_wins += 1;
      else
        other_wins += 1;
    }
  g_print ("[WinRate:hard-%s]\nVariant=%s\nGames=%u\nHardWins=%.1f\nOtherWins=%.1f\nHardWinRate=%.3f\n\n",
           level_names[other], variant, games, hard_wins, other_wins, hard_wins / games);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) hard_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) hard_cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *variant = NULL;
  int games = 200, seed = 1;
  gboolean win_rates_only = FALSE;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games per win-rate pairing", "N" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, "basic or master", "V" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "First seed", "S" },
    { "win-rates", 0, 0, G_OPTION_ARG_NONE, &win_rates_only, "Only the win rates", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— SWOP engine benchmark");
  g_autoptr(GError) error = NULL;
  PhlAiLevel normal_pair[2] = { PHL_AI_NORMAL, PHL_AI_NORMAL };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (variant == NULL)
    variant = g_strdup ("basic");

  if (!win_rates_only)
    {
      for (int g = 0; positions->len < 200; g++)
        play (variant, 2, normal_pair, seed + 1000 + g, NULL, NULL, positions);
      bench_list_moves (positions);
      bench_selfplay (variant, 50, seed);
    }

  bench_win_rate (variant, PHL_AI_EASY, games, seed, hard_times, hard_cpu_times);
  bench_win_rate (variant, PHL_AI_NORMAL, games, seed + 100000, hard_times, hard_cpu_times);
  g_print ("[HardMove]\nMoves=%u\n# wall-clock time\n"
           "MedianMilliseconds=%.2f\nP95Milliseconds=%.2f\nMaxMilliseconds=%.2f\n"
           "# CPU time of the thread (what a busy machine does not inflate)\n"
           "CpuMedianMilliseconds=%.2f\nCpuP95Milliseconds=%.2f\nCpuMaxMilliseconds=%.2f\n",
           hard_times->len, percentile (hard_times, 0.5), percentile (hard_times, 0.95),
           percentile (hard_times, 1.0), percentile (hard_cpu_times, 0.5),
           percentile (hard_cpu_times, 0.95), percentile (hard_cpu_times, 1.0));
  return 0;
}
