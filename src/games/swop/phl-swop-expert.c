/* phl-swop-expert.c — what the expert's search needs of SWOP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tuned with `philatelia-cli selfplay swop --levels expert,hard
 * --think-ms 100` (docs/swop.md has the figures).
 */
#define G_LOG_DOMAIN "phl-swop-expert"

#include "config.h"

#include <math.h>
#include <string.h>

#include "phl-search-memo.h"
#include "swop/phl-swop-ai-private.h"
#include "swop/phl-swop-expert.h"
#include "swop/phl-swop-state.h"

/* The actions the search weighs for the seat it thinks for. */
#define EXPERT_CANDIDATES 6
/* The other seats' likely replies: their best two. */
#define OPPONENT_CANDIDATES 2
/* Actions a memo entry keeps (at least any max_candidates). */
#define RANK_MEMO 8
/* What a chip and a cube still held are worth on the track. */
#define CHIP_VALUE 0.8
#define CUBE_VALUE 0.8
/* The seat to act is about one good swap ahead. */
#define TEMPO 2.0
/* Points of margin that make a game about three quarters won. */
#define EVALUATE_SCALE 4.0

/* The position the search thinks about: every iteration of a search
 * starts with determinize() of it, on the search's thread. */
static __thread PhlSwopState search_root;

gpointer
phl_swop_expert_determinize (gconstpointer state,
                             guint         seat,
                             GRand        *rng)
{
  search_root = *(const PhlSwopState *) state;
  return g_memdup2 (state, sizeof (PhlSwopState));
}

/* Hard's ranking (two plies) costs as much as fifty playout steps: only
 * the root gets it; the tree below ranks by points less spending.  Both
 * are remembered per position, which is its own key: SWOP hides nothing
 * (the tally, which only the end screen reads, aside). */
static GPtrArray *
swop_candidates (gconstpointer state_ptr,
                 guint         max_actions,
                 GRand        *rng)
{
  struct
  {
    PhlSwopState state;
    gboolean     thorough;
  } key;
  GPtrArray *actions;

  memset (&key, 0, sizeof key);
  key.state = *(const PhlSwopState *) state_ptr;
  memset (key.state.tally, 0, sizeof key.state.tally);
  key.thorough = memcmp (&search_root, state_ptr, sizeof search_root) == 0;
  actions = phl_search_memo_lookup ("swop", &key, sizeof key);
  if (actions == NULL)
    {
      PhlSwopAction ranked[RANK_MEMO];
      guint n = key.thorough ? phl_swop_ai_rank (state_ptr, ranked, RANK_MEMO)
                             : phl_swop_ai_rank_quick (state_ptr, ranked, RANK_MEMO);

      actions = g_ptr_array_new_full (n, g_free);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (actions, phl_swop_action_to_string (&ranked[i]));
      phl_search_memo_store ("swop", &key, sizeof key, actions);
    }
  return phl_search_memo_limit (actions, phl_swop_state_seat_to_act (state_ptr), max_actions, OPPONENT_CANDIDATES);
}

static char *
swop_playout_action (gconstpointer state,
                     GRand        *rng)
{
  PhlSwopAction action;

  if (!phl_swop_ai_playout_action (state, rng, &action))
    return NULL;
  return phl_swop_action_to_string (&action);
}

/* A seat's standing: its track, what its chips and cubes will bring,
 * and the move it is about to make. */
static double
standing (const PhlSwopState *state,
          guint               seat)
{
  double value = state->track[seat] + CHIP_VALUE * state->chips[seat]
                 + CUBE_VALUE * phl_swop_state_cubes_of (state, seat);

  if ((int) seat == phl_swop_state_seat_to_act (state))
    value += TEMPO;
  return value;
}

static double
chance (double margin)
{
  return 1.0 / (1.0 + exp (-margin / EVALUATE_SCALE));
}

/* Each seat's standing against the best other's as a chance to win
 * (teams: the partners' sum against the other team's; solo: against the
 * finish). */
static void
swop_evaluate (gconstpointer  state_ptr,
               double        *values)
{
  const PhlSwopState *state = state_ptr;
  double mine[PHL_SWOP_MAX_PLAYERS];

  for (guint s = 0; s < state->n_players; s++)
    mine[s] = standing (state, s);
  for (guint s = 0; s < state->n_players; s++)
    {
      double other = -G_MAXDOUBLE;

      if (state->variant == PHL_SWOP_VARIANT_SOLO)
        other = PHL_SWOP_FINISH;
      else if (state->variant == PHL_SWOP_VARIANT_TEAM)
        {
          values[s] = chance (mine[s % 2] + mine[s % 2 + 2] - mine[1 - s % 2] - mine[3 - s % 2]);
          continue;
        }
      for (guint o = 0; o < state->n_players; o++)
        if (o != s)
          other = MAX (other, mine[o]);
      values[s] = chance (mine[s] - other);
    }
}

const PhlSearchHooks phl_swop_search_hooks = {
  .playout_action = swop_playout_action,
  .candidates = swop_candidates,
  .evaluate = swop_evaluate,
  /* Two greedy swaps, then the track. */
  .max_playout_depth = 2,
  .max_candidates = EXPERT_CANDIDATES,
  .exploration = 0.3,
};
