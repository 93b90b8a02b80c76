/* stampswap-test-util.c — helpers shared by the Stamp Swap test suites
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "stampswap-test-util.h"

PhlStampswapState *
stampswap_test_new_game (guint   n_players,
                         guint32 seed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  PhlSetup setup = { n_players, NULL, NULL, NULL };
  PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, &error);

  g_assert_no_error (error);
  return state;
}

void
stampswap_test_apply_ok (PhlStampswapState *state,
                         const char        *action)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;

  if (!phl_stampswap_game_apply (state, action, rng, NULL, &error))
    g_error ("“%s” failed: %s", action, error->message);
}

void
stampswap_test_set_choose (PhlStampswapState *state,
                           guint              token_seat)
{
  state->phase = PHL_STAMPSWAP_PHASE_CHOOSE;
  for (guint s = 0; s < state->n_players; s++)
    {
      PhlStampswapPlayer *p = &state->players[s];

      p->n_collection = p->n_reserve = p->n_below = 0;
      p->n_pile[0] = p->n_pile[1] = 1;
      p->piles[0][0] = 150 + 2 * s;
      p->piles[1][0] = 151 + 2 * s;
      p->piles_state = PHL_STAMPSWAP_PILES_UP;
      p->cut_done = TRUE;
      p->chose = FALSE;
    }
  state->n_pool = 0;
  state->token_holder = token_seat;
  state->current = token_seat;
}
