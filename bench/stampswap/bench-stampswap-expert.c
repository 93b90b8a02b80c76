/* bench-stampswap-expert.c — what the expert's search pays per step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays seeded 2-player games at the normal level and, at every decision,
 * times one determinization and the search hooks (candidates, a playout
 * move, a judgement) by phase, cold (the first call on a position) and
 * warm (again on a fresh deal of the same position: what most of a
 * search's iterations cost).  Prints mean microseconds (thread CPU time).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-expert.h"
#include "stampswap/phl-stampswap-game.h"

enum { DEAL, CANDIDATES, PLAYOUT, EVALUATE, N_STEPS };

static gint64
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

int
main (int   argc,
      char *argv[])
{
  static const char * const phases[] = { "Collect", "Cut", "Choose", "Show" };
  static const char * const steps[] = { "Deal", "Candidates", "Playout", "Evaluate" };
  const PhlSearchHooks *hooks = &phl_stampswap_search_hooks;
  double total[4][N_STEPS][2] = { { { 0 } } };
  guint count[4] = { 0 };
  guint games = argc > 1 ? atoi (argv[1]) : 4;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (g + 1000);
      PhlSetup setup = { 2, NULL, NULL, NULL };
      PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, NULL);

      while (phl_stampswap_game_current (state) >= 0)
        {
          g_autofree char *action = NULL;
          guint phase = state->phase;

          for (guint warm = 0; warm < 2 && phase < 4; warm++)
            {
              PhlStampswapState *det;
              GPtrArray *candidates;
              char *move;
              double values[PHL_MAX_SEATS];
              gint64 t0, t1, t2, t3, t4;

              t0 = cpu_us ();
              det = phl_stampswap_expert_determinize (state, state->current, ai_rng);
              t1 = cpu_us ();
              candidates = hooks->candidates (det, hooks->max_candidates, ai_rng);
              t2 = cpu_us ();
              move = hooks->playout_action (det, ai_rng);
              t3 = cpu_us ();
              hooks->evaluate (det, values);
              t4 = cpu_us ();
              total[phase][DEAL][warm] += t1 - t0;
              total[phase][CANDIDATES][warm] += t2 - t1;
              total[phase][PLAYOUT][warm] += t3 - t2;
              total[phase][EVALUATE][warm] += t4 - t3;
              g_ptr_array_unref (candidates);
              g_free (move);
              phl_stampswap_state_free (det);
            }
          if (phase < 4)
            count[phase]++;
          action = phl_stampswap_ai_choose (state, PHL_AI_NORMAL, ai_rng);
          phl_stampswap_game_apply (state, action, rng, NULL, NULL);
        }
      phl_stampswap_state_free (state);
    }

  printf ("[ExpertSteps]\nGames=%u\n", games);
  for (guint p = 0; p < 4; p++)
    for (guint s = 0; s < N_STEPS; s++)
      printf ("%s%sColdUs=%.0f\n%s%sWarmUs=%.0f\n",
              phases[p], steps[s], count[p] ? total[p][s][0] / count[p] : 0,
              phases[p], steps[s], count[p] ? total[p][s][1] / count[p] : 0);
  return 0;
}
