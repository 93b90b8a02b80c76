/* phl-auction-flow.c — Stamp Auction: what happens between actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Settling an auction (payment, the sealed bids), the sell step's turn
 * order, the auctioneer's rotation and the end of the game.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include "auction/phl-auction-private.h"

static gboolean
has_sell_decision (const PhlAuctionState *state,
                   guint                  seat)
{
  g_autoptr(GArray) sales = NULL;

  if (phl_auction_can_credit (state, seat) == PHL_AUCTION_OK
      || phl_auction_can_repay (state, seat, FALSE) == PHL_AUCTION_OK
      || phl_auction_can_repay (state, seat, TRUE) == PHL_AUCTION_OK)
    return TRUE;
  if (phl_auction_can_sell (state, seat) != PHL_AUCTION_OK)
    return FALSE;
  sales = phl_auction_list_sales (state, seat);
  return sales->len > 0;
}

/* Resets the fields that only mean something inside one phase, so equal
 * positions are equal structs (and save and load back unchanged). */
static void
clear_phase_fields (PhlAuctionState *state)
{
  state->lot = 0;
  state->price = 0;
  state->excluded = 0;
  state->bidder = 0;
  state->bids_left = 0;
  state->seller = 0;
  state->sellers_left = 0;
  state->sold = FALSE;
  for (guint s = 0; s < state->n_players; s++)
    state->players[s].bid = PHL_AUCTION_NO_BID;
}

static void
end_game_by_piles (PhlAuctionState *state,
                   PhlChange       *change)
{
  phl_auction_change_note_over (change, state, -1);
  state->phase = PHL_AUCTION_PHASE_OVER;
  state->won_by_postmarks = FALSE;
  state->winners = phl_auction_rank_winners (state);
}

static void
end_sell_step (PhlAuctionState *state,
               PhlChange       *change)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();

  /* "until another auction has ended": the restriction lasts one sell step. */
  for (guint s = 0; s < state->n_players; s++)
    state->players[s].bought_from = 0;

  if (--state->auctions_left == 0)
    {
      state->auctioneer = (state->auctioneer + 1) % state->n_players;
      state->auctions_left = deck->auctions_per_auctioneer;
      if (state->auctioneer == state->dealer)
        {
          state->table_round++;
          for (guint s = 0; s < state->n_players; s++)
            state->players[s].took_credit = FALSE;
        }
    }

  clear_phase_fields (state);
  if (state->pile_len[0] == 0 && state->pile_len[1] == 0)
    end_game_by_piles (state, change);
  else
    state->phase = PHL_AUCTION_PHASE_PICK;
}

/* Moves the turn to the next seller who has a decision to make; players
 * who could only pass are skipped. */
void
phl_auction_flow_next_seller (PhlAuctionState *state,
                              PhlChange       *change)
{
  while (TRUE)
    {
      state->sellers_left--;
      if (state->sellers_left == 0)
        {
          end_sell_step (state, change);
          return;
        }
      state->seller = (state->seller + 1) % state->n_players;
      state->sold = FALSE;
      if (has_sell_decision (state, state->seller))
        return;
      /* A skipped turn says why. */
      phl_auction_change_note_skip (change, state, state->seller);
    }
}

static void
start_sell_step (PhlAuctionState *state,
                 PhlChange       *change)
{
  state->phase = PHL_AUCTION_PHASE_SELL;
  state->seller = state->auctioneer;
  state->sellers_left = state->n_players;
  state->sold = FALSE;
  if (!has_sell_decision (state, state->seller))
    {
      phl_auction_change_note_skip (change, state, state->seller);
      phl_auction_flow_next_seller (state, change);
    }
}

void
phl_auction_flow_finish_auction (PhlAuctionState *state,
                                 guint            buyer,
                                 int              price,
                                 gboolean         free,
                                 PhlChange       *change)
{
  PhlAuctionPlayer *p = &state->players[buyer];
  PhlAuctionCountry country = phl_auction_card_country (state->lot);

  p->money -= price;
  p->spent += price;
  if (buyer == state->auctioneer)
    state->treasury[country] += price;
  else
    {
      int to_country = (price + 1) / 2;

      state->players[state->auctioneer].money += price - to_country;
      state->players[state->auctioneer].income += price - to_country;
      state->treasury[country] += to_country;
    }
  p->hand[p->n_hand++] = state->lot;
  p->bought_from |= 1u << country;

  state->has_last = TRUE;
  state->last_card = state->lot;
  state->last_buyer = buyer;
  state->last_price = price;
  state->last_free = free;
  state->n_auctions++;
  clear_phase_fields (state);

  start_sell_step (state, change);
}

/* Sealed bids: the countdown would reach the highest bid first; on a tie the
 * bidder nearest clockwise after the auctioneer wins, the auctioneer last. */
void
phl_auction_flow_resolve_bids (PhlAuctionState *state,
                               PhlChange       *change)
{
  int best = -1, best_bid = -1;

  for (guint k = 1; k <= state->n_players; k++)
    {
      guint s = (state->auctioneer + k) % state->n_players;

      if (state->players[s].bid > best_bid)
        {
          best_bid = state->players[s].bid;
          best = s;
        }
    }
  if (best < 0)
    phl_auction_flow_finish_auction (state, state->auctioneer, 0, TRUE, change);
  else
    phl_auction_flow_finish_auction (state, best, best_bid, FALSE, change);
}

void
phl_auction_flow_check_win (PhlAuctionState *state,
                            guint            seat,
                            PhlChange       *change)
{
  const PhlAuctionPlayer *p = &state->players[seat];

  if (p->postmarks >= state->target && p->credits == 0)
    {
      phl_auction_change_note_over (change, state, seat);
      clear_phase_fields (state);
      state->phase = PHL_AUCTION_PHASE_OVER;
      state->winners = 1u << seat;
      state->won_by_postmarks = TRUE;
    }
}

