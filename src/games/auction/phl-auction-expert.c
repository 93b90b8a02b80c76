/* phl-auction-expert.c — Stamp Auction: what the expert may believe, and
 * how the shared search (phl-search.c) plays the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hands, money, treasuries and the two face-up pile tops are on the table
 * for everyone; the multiset of the face-down cards follows from the deck
 * list.  What a seat does not know is the order of the face-down cards
 * (and so which pile each lies in) and, in the sealed-bid variant, the
 * bids the others have already written down.  A determinization deals the
 * face-down cards anew and writes the hidden bids as the hard player
 * would, so it depends on nothing the seat may not see.
 *
 * The search hooks keep the tree on the plausible moves (the hard
 * player's choice first), play out with the hard player, and score a
 * position cut short by postmarks, money and the sets in hand.  Inside the
 * tree a countdown is one move, the hard model's bell: the auctioneer does
 * not decide who rings (the expert's own bell is phl-auction-bell.c).
 */
#define G_LOG_DOMAIN "phl-auction-expert"

#include "config.h"

#include <math.h>

#include "auction/phl-auction-private.h"

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const PhlAuctionCard *) a - (int) *(const PhlAuctionCard *) b;
}

static void
all_hard (PhlAiLevel *levels)
{
  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    levels[s] = PHL_AI_HARD;
}

PhlAuctionState *
phl_auction_determinize (const PhlAuctionState *state,
                         guint                  seat,
                         GRand                 *rng)
{
  PhlAuctionState *copy;
  PhlAuctionCard hidden[PHL_AUCTION_MAX_DECK];
  guint n = 0;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (seat < state->n_players, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  copy = g_memdup2 (state, sizeof *state);

  /* Everything below the two face-up tops, gathered in a canonical order
   * (sorted) so the deal depends only on the multiset, then dealt back
   * into the same places: each pile keeps its length and its top. */
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i + 1 < state->pile_len[p]; i++)
      hidden[n++] = state->piles[p][i];
  qsort (hidden, n, sizeof hidden[0], compare_cards);
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rng, 0, i);
      PhlAuctionCard t = hidden[i - 1];

      hidden[i - 1] = hidden[j];
      hidden[j] = t;
    }
  n = 0;
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i + 1 < state->pile_len[p]; i++)
      copy->piles[p][i] = hidden[n++];

  /* Sealed bids the seat may not see: what the hard player would bid, a
   * guess from the open table alone. */
  if (state->sealed && state->phase == PHL_AUCTION_PHASE_BIDS)
    {
      PhlAiLevel levels[PHL_MAX_SEATS];
      int prices[PHL_MAX_SEATS];

      all_hard (levels);
      phl_auction_ai_ring_prices (copy, levels, prices);
      for (guint s = 0; s < state->n_players; s++)
        if (s != seat && phl_auction_state_has_bid (state, s))
          copy->players[s].bid = prices[s] < 0 ? PHL_AUCTION_NO_BID : MIN (prices[s], copy->players[s].money);
    }
  return copy;
}

/* ---- Search hooks ---------------------------------------------------------- */

static char *
hard_action (const PhlAuctionState *state,
             GRand                 *rng)
{
  PhlAiLevel levels[PHL_MAX_SEATS];

  all_hard (levels);
  return phl_auction_ai_choose (state, levels, rng);
}

static char *
hook_playout_action (gconstpointer state,
                     GRand        *rng)
{
  return hard_action (state, rng);
}

static void
add_unique (GPtrArray  *actions,
            char       *action,
            guint       max_actions)
{
  if (action == NULL)
    return;
  for (guint i = 0; i < actions->len; i++)
    if (g_str_equal (actions->pdata[i], action))
      {
        g_free (action);
        return;
      }
  if (actions->len >= max_actions)
    {
      g_free (action);
      return;
    }
  g_ptr_array_add (actions, action);
}

/* A sealed bid's plausible prices: the hard player's, just above and at
 * the best rival's limit as the hard model sees it, the cheapest, none. */
static void
add_bids (const PhlAuctionState *state,
          GPtrArray             *actions,
          guint                  max_actions)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  int prices[PHL_MAX_SEATS];
  guint seat = state->bidder;
  int money = MIN (state->players[seat].money, phl_auction_deck ()->start_price);
  int rivals = -1;
  int wanted[3];

  all_hard (levels);
  phl_auction_ai_ring_prices (state, levels, prices);
  for (guint s = 0; s < state->n_players; s++)
    if (s != seat)
      rivals = MAX (rivals, prices[s]);
  wanted[0] = rivals + 1;
  wanted[1] = rivals;
  wanted[2] = 0;
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    if (wanted[i] >= 0 && wanted[i] <= money)
      add_unique (actions, g_strdup_printf ("bid %u %d", seat + 1, wanted[i]), max_actions);
  add_unique (actions, g_strdup_printf ("bid %u none", seat + 1), max_actions);
}

static GPtrArray *
hook_candidates (gconstpointer state_ptr,
                 guint         max_actions,
                 GRand        *rng)
{
  const PhlAuctionState *state = state_ptr;
  GPtrArray *actions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) legal = NULL;

  if (max_actions == 0)
    max_actions = G_MAXUINT;
  /* The hard player's choice first: the search's first guess. */
  add_unique (actions, hard_action (state, rng), max_actions);
  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_COUNTDOWN:
      /* One move: who rings is not the auctioneer's to choose. */
      break;
    case PHL_AUCTION_PHASE_BIDS:
      add_bids (state, actions, max_actions);
      break;
    case PHL_AUCTION_PHASE_PICK:
    case PHL_AUCTION_PHASE_SELL:
      legal = phl_auction_state_legal_actions (state);
      for (guint i = 0; i < legal->len; i++)
        add_unique (actions, g_strdup (legal->pdata[i]), max_actions);
      break;
    case PHL_AUCTION_PHASE_OVER:
    default:
      break;
    }
  return actions;
}

void
phl_auction_expert_evaluate (const PhlAuctionState *state,
                             double                *values)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  double strength[PHL_MAX_SEATS], best = -G_MAXDOUBLE, sum = 0.0;

  g_return_if_fail (state != NULL && values != NULL);

  if (state->phase == PHL_AUCTION_PHASE_OVER)
    {
      guint n = 0;

      for (guint s = 0; s < state->n_players; s++)
        n += (state->winners >> s) & 1;
      n = MAX (n, 1u);
      for (guint s = 0; s < state->n_players; s++)
        values[s] = (state->winners & (1u << s)) ? 1.0 / n : 0.0;
      return;
    }
  /* Postmarks to go, with the hand's sets (the hard player's worth,
   * which counts a postmark as 6) and money (a postmark repays 15). */
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlAuctionPlayer *p = &state->players[s];
      double worth = phl_auction_ai_hand_worth (state, s, PHL_AI_HARD);

      strength[s] = p->postmarks
                    + MIN (worth, 60.0) / 9.0
                    + (p->money - (double) p->credits * deck->repay_money) / 20.0;
      best = MAX (best, strength[s]);
    }
  for (guint s = 0; s < state->n_players; s++)
    {
      values[s] = exp (1.2 * (strength[s] - best));
      sum += values[s];
    }
  for (guint s = 0; s < state->n_players; s++)
    values[s] /= sum;
}

static void
hook_evaluate (gconstpointer state,
               double       *values)
{
  phl_auction_expert_evaluate (state, values);
}

static char *
hook_table_action (gconstpointer      state,
                   const PhlAiLevel  *levels,
                   GRand             *rng,
                   const PhlAiBudget *budget)
{
  const PhlAuctionState *s = state;

  if (s->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    return NULL;
  return phl_auction_expert_countdown_action (s, levels, (1u << s->n_players) - 1, rng, budget);
}

const PhlSearchHooks phl_auction_search_hooks = {
  .playout_action = hook_playout_action,
  .candidates = hook_candidates,
  .evaluate = hook_evaluate,
  .max_playout_depth = 0,
  .max_candidates = 6,
  .exploration = 0.0,
  .table_action = hook_table_action,
};
