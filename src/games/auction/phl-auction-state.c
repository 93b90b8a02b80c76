/* phl-auction-state.c — Stamp Auction: dealing, the auction state machine and its actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One auction runs PICK ("take 1|2") → COUNTDOWN ("tick" / "ring N") or, in
 * the sealed-bid variant, BIDS ("bid N P|none") → SELL (each player in turn
 * from the auctioneer: "sell …", "credit", "repay …", then "pass").  The
 * actions are in phl-auction-actions.c, the transitions between phases in
 * phl-auction-flow.c.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

const PhlAuctionDeck *
phl_auction_deck (void)
{
  const PhlAuctionDeck *deck = phl_auction_deck_get_default (NULL);

  g_assert (deck != NULL);
  return deck;
}

void
phl_auction_hand_remove (PhlAuctionPlayer *player,
                         guint             index)
{
  g_assert (index < player->n_hand);

  memmove (&player->hand[index], &player->hand[index + 1],
           (player->n_hand - index - 1) * sizeof player->hand[0]);
  player->n_hand--;
  /* Unused slots stay zero so equal states compare equal bytewise. */
  player->hand[player->n_hand] = 0;
}

gboolean
phl_auction_is_sell_turn (const PhlAuctionState *state,
                          guint                  seat)
{
  return state->phase == PHL_AUCTION_PHASE_SELL && state->seller == seat;
}

guint8
phl_auction_rank_winners (const PhlAuctionState *state)
{
  guint8 winners = 0;
  int best_postmarks = -1, best_money = G_MININT;

  for (guint i = 0; i < state->n_players; i++)
    {
      const PhlAuctionPlayer *p = &state->players[i];

      if (p->postmarks > best_postmarks
          || (p->postmarks == best_postmarks && p->money > best_money))
        {
          best_postmarks = p->postmarks;
          best_money = p->money;
          winners = 0;
        }
      if (p->postmarks == best_postmarks && p->money == best_money)
        winners |= 1u << i;
    }
  return winners;
}

PhlAuctionState *
phl_auction_state_new_game (guint      n_players,
                            gboolean   sealed,
                            GRand     *rng,
                            GError   **error)
{
  const PhlAuctionDeck *deck;
  g_autofree PhlAuctionState *state = NULL;
  PhlAuctionCard cards[PHL_AUCTION_MAX_DECK];
  guint n, next = 0;

  g_return_val_if_fail (rng != NULL, NULL);

  deck = phl_auction_deck_get_default (error);
  if (deck == NULL)
    return NULL;
  if (n_players < phl_auction_rules.min_players || n_players > phl_auction_rules.max_players)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("Stamp Auction is played by %u to %u players, not %u"),
                   phl_auction_rules.min_players, phl_auction_rules.max_players, n_players);
      return NULL;
    }
  if (deck->n_cards < n_players * deck->hand_size + 1)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("The deck has too few cards for %u players"), n_players);
      return NULL;
    }

  /* Fisher–Yates with the match's generator. */
  n = deck->n_cards;
  memcpy (cards, deck->cards, n * sizeof cards[0]);
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rng, 0, i + 1);
      PhlAuctionCard t = cards[i];

      cards[i] = cards[j];
      cards[j] = t;
    }

  state = g_new0 (PhlAuctionState, 1);
  state->n_players = n_players;
  state->sealed = sealed;
  state->phase = PHL_AUCTION_PHASE_PICK;
  state->target = n_players <= 4 ? deck->postmarks_to_win_few : deck->postmarks_to_win_many;
  /* The first player of the match deals (the match rotates seats). */
  state->dealer = 0;
  state->auctioneer = 0;
  state->auctions_left = deck->auctions_per_auctioneer;
  state->credit_cards_left = deck->credit_cards;

  for (guint s = 0; s < n_players; s++)
    {
      PhlAuctionPlayer *p = &state->players[s];

      p->money = deck->start_money;
      p->bid = PHL_AUCTION_NO_BID;
      for (guint k = 0; k < deck->hand_size; k++)
        p->hand[p->n_hand++] = cards[next++];
    }
  /* The rest in two piles, the first one taking the odd card. */
  for (guint k = 0; next < n; k++)
    {
      guint pile = k % 2;

      state->piles[pile][state->pile_len[pile]++] = cards[next++];
    }

  return g_steal_pointer (&state);
}

gboolean
phl_auction_state_has_bid (const PhlAuctionState *state,
                           guint                  seat)
{
  guint made;

  g_return_val_if_fail (state != NULL, FALSE);

  if (!state->sealed || state->phase != PHL_AUCTION_PHASE_BIDS || seat >= state->n_players)
    return FALSE;
  /* The auctioneer's left bids first, the auctioneer last. */
  made = state->n_players - state->bids_left;
  for (guint k = 1; k <= made; k++)
    if ((state->auctioneer + k) % state->n_players == seat)
      return TRUE;
  return FALSE;
}

gboolean
phl_auction_state_sees_bid (const PhlAuctionState *state,
                            int                    viewer,
                            guint                  bidder)
{
  g_return_val_if_fail (state != NULL, FALSE);

  return state->phase != PHL_AUCTION_PHASE_BIDS || (viewer >= 0 && (guint) viewer == bidder);
}

gboolean
phl_auction_state_hides_from (const PhlAuctionState *state,
                              guint                  seat,
                              int                    other)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (!state->sealed || state->phase != PHL_AUCTION_PHASE_BIDS || phl_auction_state_sees_bid (state, other, seat))
    return FALSE;
  return seat == state->bidder || phl_auction_state_has_bid (state, seat);
}

int
phl_auction_state_current_seat (const PhlAuctionState *state)
{
  g_return_val_if_fail (state != NULL, -1);

  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_PICK:
    case PHL_AUCTION_PHASE_COUNTDOWN:
      return state->auctioneer;
    case PHL_AUCTION_PHASE_BIDS:
      return state->bidder;
    case PHL_AUCTION_PHASE_SELL:
      return state->seller;
    case PHL_AUCTION_PHASE_OVER:
    default:
      return -1;
    }
}

gboolean
phl_auction_state_pile_top (const PhlAuctionState *state,
                            guint                  pile,
                            PhlAuctionCard        *card)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (pile < 2, FALSE);

  if (state->pile_len[pile] == 0)
    return FALSE;
  if (card != NULL)
    *card = state->piles[pile][state->pile_len[pile] - 1];
  return TRUE;
}

guint
phl_auction_state_count_cards (const PhlAuctionState *state)
{
  guint n;

  g_return_val_if_fail (state != NULL, 0);

  n = state->pile_len[0] + state->pile_len[1] + state->n_discard;
  for (guint s = 0; s < state->n_players; s++)
    n += state->players[s].n_hand;
  if (state->phase == PHL_AUCTION_PHASE_BIDS || state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    n++;
  return n;
}
