/* phl-stamps-expert.c — what the expert's search needs of STAMPS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tuned with `philatelia-cli selfplay stamps --levels expert,hard
 * --think-ms 100` (docs/stamps.md has the figures).
 */
#define G_LOG_DOMAIN "phl-stamps-expert"

#include "config.h"

#include <math.h>
#include <string.h>

#include "phl-search-memo.h"
#include "stamps/phl-stamps-ai-private.h"
#include "stamps/phl-stamps-expert.h"
#include "stamps/phl-stamps-rules.h"

/* The placements the search weighs for the seat it thinks for: hard's
 * best few. */
#define EXPERT_CANDIDATES 12
/* The other seats are modelled as the hard player: its best placement
 * only, so the search looks deeper into the likely line.  Against hard,
 * 100 ms, 30-40 games a run: 68 % and 68 % wins with one; 70 % and 53 %
 * with two; 43-73 % with all (the machine's load moves these a lot). */
#define OPPONENT_CANDIDATES 1
/* Placements a memo entry keeps (at least any max_candidates). */
#define RANK_MEMO 12
/* Points of outlook margin that make a game about three quarters won. */
#define EVALUATE_SCALE 4.0

PhlStampsState *
phl_stamps_expert_determinize (const PhlStampsState *state,
                               guint                 seat,
                               GRand                *rng)
{
  PhlStampsState *copy;
  guint8 unseen[PHL_STAMPS_N_COLORS * PHL_STAMPS_PER_COLOR];
  guint n = 0, next = 0;

  g_return_val_if_fail (state != NULL && rng != NULL, NULL);

  copy = phl_stamps_state_copy (state);
  /* The unseen stamps in colour order, so that the deal depends on what
   * @seat knows and on @rng alone. */
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      guint count = state->pile[c];

      for (guint s = 0; s < state->n_players; s++)
        if (!phl_stamps_state_sees_hand (state, seat, s))
          for (guint i = 0; i < state->hand_len[s]; i++)
            count += state->hand[s][i] == c;
      for (guint i = 0; i < count; i++)
        unseen[n++] = c;
      copy->pile[c] = 0;
    }
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rng, 0, i);
      guint8 t = unseen[i - 1];

      unseen[i - 1] = unseen[j];
      unseen[j] = t;
    }
  for (guint s = 0; s < state->n_players; s++)
    if (!phl_stamps_state_sees_hand (state, seat, s))
      for (guint i = 0; i < state->hand_len[s]; i++)
        copy->hand[s][i] = unseen[next++];
  for (; next < n; next++)
    copy->pile[unseen[next]]++;
  return copy;
}

/* What hard's ranking reads (phl-stamps-ai.c): the grid, every marker,
 * the size of every hand, the mover's own hand and the colours it cannot
 * see — never which hidden stamp is where, so that every determinization
 * of one position shares its memo entry. */
typedef struct
{
  guint8 n_players, current;
  guint8 hand_len[PHL_STAMPS_MAX_PLAYERS];
  guint8 own_hand[PHL_STAMPS_HAND_SIZE];
  guint8 markers[PHL_STAMPS_MAX_PLAYERS][PHL_STAMPS_N_COLORS];
  guint8 unseen[PHL_STAMPS_N_COLORS];
  gint16 min_x, min_y, max_x, max_y;
  /* Hard's ranking or the quick one (stamps_candidates()). */
  guint8 thorough;
} RankKey;

static gsize
rank_key (const PhlStampsState *state,
          gboolean              thorough,
          guint8               *key,
          gsize                 room)
{
  RankKey head;
  gsize len = sizeof head;

  memset (&head, 0, sizeof head);
  head.n_players = state->n_players;
  head.current = state->current;
  memcpy (head.hand_len, state->hand_len, sizeof head.hand_len);
  memcpy (head.own_hand, state->hand[state->current], state->hand_len[state->current]);
  memcpy (head.markers, state->markers, sizeof head.markers);
  memcpy (head.unseen, state->pile, sizeof head.unseen);
  for (guint s = 0; s < state->n_players; s++)
    if (s != state->current)
      for (guint i = 0; i < state->hand_len[s]; i++)
        head.unseen[state->hand[s][i]]++;
  head.min_x = state->min_x;
  head.min_y = state->min_y;
  head.max_x = state->max_x;
  head.max_y = state->max_y;
  head.thorough = thorough;
  memcpy (key, &head, sizeof head);

  for (int y = state->min_y; y <= state->max_y; y++)
    for (int x = state->min_x; x <= state->max_x; x++)
      {
        g_assert (len < room);
        key[len++] = state->cells[y + state->origin_y][x + state->origin_x];
      }
  return len;
}

/* Hard's ranking (or the quick one, below), remembered per position: it
 * costs as much as a hundred playout placements and the search comes back
 * to the same positions. */
static GPtrArray *
stamps_candidates (gconstpointer state_ptr,
                   guint         max_actions,
                   GRand        *rng)
{
  const PhlStampsState *state = state_ptr;
  guint8 key[sizeof (RankKey) + PHL_STAMPS_GRID_SIZE * PHL_STAMPS_GRID_SIZE];
  gsize key_len;
  GPtrArray *actions;
  gboolean thorough;

  if (state->over)
    return g_ptr_array_new_with_free_func (g_free);
  /* With three or four players the other seats' hands change with every
   * determinization, and hard's ranking of each would leave the search few
   * iterations: they rank by their own tableau's gain. */
  thorough = state->n_players == 2 || (int) state->current == phl_search_memo_get_seat ();
  key_len = rank_key (state, thorough, key, sizeof key);
  actions = phl_search_memo_lookup ("stamps", key, key_len);
  if (actions == NULL)
    {
      PhlStampsHint hints[RANK_MEMO];
      guint n = thorough
                ? phl_stamps_ai_rank_hard (state, &phl_stamps_ai_default_weights, hints, RANK_MEMO)
                : phl_stamps_ai_rank_quick (state, &phl_stamps_ai_default_weights, hints, RANK_MEMO);

      actions = g_ptr_array_new_full (n, g_free);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (actions, phl_stamps_format_action (hints[i].color, hints[i].x, hints[i].y));
      phl_search_memo_store ("stamps", key, key_len, actions);
    }
  return phl_search_memo_limit (actions, state->current, max_actions, OPPONENT_CANDIDATES);
}

/* A playout's placement: normal's (the best tableau now), cheap enough
 * for many playouts. */
static char *
stamps_playout_action (gconstpointer state_ptr,
                       GRand        *rng)
{
  const PhlStampsState *state = state_ptr;
  PhlStampsHint hint;

  if (!phl_stamps_ai_choose (state, PHL_AI_NORMAL, rng, &hint))
    return NULL;
  return phl_stamps_format_action (hint.color, hint.x, hint.y);
}

/* Each seat's outlook (hard's end score softened by the turns left)
 * against the best of the others', as a chance to win. */
static void
stamps_evaluate (gconstpointer  state_ptr,
                 double        *values)
{
  const PhlStampsState *state = state_ptr;
  double outlook[PHL_STAMPS_MAX_PLAYERS];

  for (guint s = 0; s < state->n_players; s++)
    outlook[s] = phl_stamps_ai_outlook (state, &phl_stamps_ai_default_weights, s);
  for (guint s = 0; s < state->n_players; s++)
    {
      double best_other = -G_MAXDOUBLE;

      for (guint o = 0; o < state->n_players; o++)
        if (o != s)
          best_other = MAX (best_other, outlook[o]);
      values[s] = 1.0 / (1.0 + exp (-(outlook[s] - best_other) / EVALUATE_SCALE));
    }
}

const PhlSearchHooks phl_stamps_search_hooks = {
  .playout_action = stamps_playout_action,
  .candidates = stamps_candidates,
  .evaluate = stamps_evaluate,
  /* Two placements of normal play, then the outlook: full playouts of
   * normal play judged hard's moves worse than hard does. */
  .max_playout_depth = 2,
  .max_candidates = EXPERT_CANDIDATES,
  .exploration = 0.3,
};
