/* bench-stampswap-placement.c — how long the AI's placement search takes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays seeded games and times every Show placement decision of each level
 * on the way, from an empty album to a crowded one.  Prints mean and
 * worst times in milliseconds.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-game.h"

int
main (int   argc,
      char *argv[])
{
  static const char * const names[] = { "easy", "normal", "hard" };
  double total[3] = { 0 }, worst[3] = { 0 };
  guint count[3] = { 0 };
  guint games = argc > 1 ? atoi (argv[1]) : 20;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (g + 1000);
      PhlSetup setup = { 2 + g % 4, NULL, NULL, NULL };
      PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, NULL);

      while (phl_stampswap_game_current (state) >= 0)
        {
          g_autofree char *action = NULL;

          if (state->phase == PHL_STAMPSWAP_PHASE_SHOW)
            for (guint level = 0; level < 3; level++)
              {
                g_autoptr(GRand) r = g_rand_new_with_seed (level);
                gint64 start = g_get_monotonic_time ();
                g_autofree char *probe = phl_stampswap_ai_choose (state, level, r);
                double ms = (g_get_monotonic_time () - start) / 1000.0;

                if (!g_str_has_prefix (probe, "place"))
                  continue;
                total[level] += ms;
                worst[level] = MAX (worst[level], ms);
                count[level]++;
              }
          action = phl_stampswap_ai_choose (state, PHL_AI_NORMAL, ai_rng);
          phl_stampswap_game_apply (state, action, rng, NULL, NULL);
        }
      phl_stampswap_state_free (state);
    }

  printf ("[Placement]\nGames=%u\n", games);
  for (guint level = 0; level < 3; level++)
    printf ("%sDecisions=%u\n%sMeanMs=%.3f\n%sWorstMs=%.3f\n", names[level], count[level],
            names[level], count[level] ? total[level] / count[level] : 0,
            names[level], worst[level]);
  return 0;
}
