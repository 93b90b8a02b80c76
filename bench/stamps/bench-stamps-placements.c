/* bench-stamps-placements.c — time to evaluate every placement of a position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays seeded games to a late position (many legal cells, long walks) and
 * times (thread CPU time), per position: analysing every placement of the
 * hand (what a view does on hover), `moves` output (describe_moves) and a
 * hard AI move.
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "phl-game-rules.h"
#include "stamps/phl-stamps-ai.h"
#include "stamps/phl-stamps-rules.h"

extern const PhlGameRules phl_stamps_rules;

#define N_POSITIONS 60
#define REPEATS     20

/* CPU time of this thread in µs (wall time would count a busy machine). */
static double
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static PhlStampsState *
late_position (guint32 seed,
               guint   n_players,
               guint   placements)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlSetup setup = { .n_players = n_players };
  PhlStampsState *state = phl_stamps_rules.new_game (&setup, rng, NULL);
  PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };

  for (guint i = 0; i < placements && !state->over; i++)
    {
      g_autofree char *action = phl_stamps_rules.choose_action (state, levels, rng);

      phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL);
    }
  return state;
}

int
main (int argc, char *argv[])
{
  double analyse_total = 0, describe_total = 0, hint_total = 0, hint_max = 0;
  guint n_placements = 0;

  for (guint32 seed = 1; seed <= N_POSITIONS; seed++)
    {
      g_autoptr(PhlStampsState) state = late_position (seed, 4, 24);
      g_autoptr(GArray) cells = phl_stamps_legal_cells (state);
      double start;
      double elapsed;

      start = thread_cpu_us ();
      for (guint r = 0; r < REPEATS; r++)
        for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
          {
            if (!phl_stamps_hand_has (state, state->current, c))
              continue;
            for (guint i = 0; i < cells->len; i++)
              {
                const PhlStampsCell *cell = &g_array_index (cells, PhlStampsCell, i);
                PhlStampsPlacement placement;

                phl_stamps_analyse_placement (state, c, cell->x, cell->y, &placement);
                if (r == 0)
                  n_placements++;
              }
          }
      analyse_total += (thread_cpu_us () - start) / (double) REPEATS;

      start = thread_cpu_us ();
      for (guint r = 0; r < REPEATS; r++)
        {
          g_autoptr(GPtrArray) lines = phl_stamps_rules.describe_moves (state);
        }
      describe_total += (thread_cpu_us () - start) / (double) REPEATS;

      start = thread_cpu_us ();
      {
        PhlStampsHint hint;

        phl_stamps_ai_hint (state, &hint);
      }
      elapsed = thread_cpu_us () - start;
      hint_total += elapsed;
      hint_max = MAX (hint_max, elapsed);
    }

  printf ("[Placements]\n");
  printf ("Positions=%d\n", N_POSITIONS);
  printf ("MeanPlacementsPerPosition=%.1f\n", (double) n_placements / N_POSITIONS);
  printf ("AnalyseAllMicroseconds=%.1f\n", analyse_total / N_POSITIONS);
  printf ("DescribeMovesMicroseconds=%.1f\n", describe_total / N_POSITIONS);
  printf ("HardMoveMeanMilliseconds=%.2f\n", hint_total / N_POSITIONS / 1000.0);
  printf ("HardMoveMaxMilliseconds=%.2f\n", hint_max / 1000.0);
  return 0;
}
