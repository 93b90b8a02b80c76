/* phl-auction-private.h — helpers shared by the Stamp Auction engine files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "auction/phl-auction.h"

G_BEGIN_DECLS

/* The built-in deck; only called once a state exists, so it has loaded. */
const PhlAuctionDeck *phl_auction_deck (void);

void     phl_auction_hand_remove    (PhlAuctionPlayer *player,
                                     guint             index);
/* True when @seat may act in the sell step now (its turn, game not over). */
gboolean phl_auction_is_sell_turn   (const PhlAuctionState *state,
                                     guint                  seat);
/* Winners by postmarks, then money (the piles ran out). */
guint8   phl_auction_rank_winners   (const PhlAuctionState *state);

/* Phase transitions (phl-auction-flow.c).  @change, when not NULL,
 * gets notes on the turns passed over and the end of the game. */
/* @buyer gets the card on the block for @price (@free: nobody rang). */
void     phl_auction_flow_finish_auction (PhlAuctionState *state,
                                          guint            buyer,
                                          int              price,
                                          gboolean         free,
                                          PhlChange       *change);
/* Settles the sealed bids once everyone has bid. */
void     phl_auction_flow_resolve_bids   (PhlAuctionState *state,
                                          PhlChange       *change);
/* Ends the game when @seat has the postmarks and no credit. */
void     phl_auction_flow_check_win      (PhlAuctionState *state,
                                          guint            seat,
                                          PhlChange       *change);
/* Ends the seller's turn. */
void     phl_auction_flow_next_seller    (PhlAuctionState *state,
                                          PhlChange       *change);

/* Words for the change records (phl-auction-change.c). */
/* Why the sell step passes @seat over (nothing to do, or a set only for
 * a country bought from in this auction). */
void     phl_auction_change_note_skip    (PhlChange             *change,
                                          const PhlAuctionState *state,
                                          guint                  seat);
/* The end of the game: @winner by postmarks, or -1 when the piles ran out. */
void     phl_auction_change_note_over    (PhlChange             *change,
                                          const PhlAuctionState *state,
                                          int                    winner);
/* What the action of @words did to @before, giving @after. */
void     phl_auction_change_describe     (PhlChange              *change,
                                          const char * const     *words,
                                          const PhlAuctionState  *before,
                                          const PhlAuctionState  *after);

/* The computer players' model (phl-auction-ai.c), shared with the expert
 * (phl-auction-expert.c, phl-auction-bell.c). */
/* Every seat's ring price at its level in @levels (-1: does not ring);
 * an expert counts as hard here. */
void     phl_auction_ai_ring_prices      (const PhlAuctionState *state,
                                          const PhlAiLevel      *levels,
                                          int                   *prices);
/* The seat among @seats that rings first at the price showing, given
 * every seat's ring price in @prices: the quickest reaction, then the
 * auction's coin toss; -1 when none of them wants the card at this price. */
int      phl_auction_ai_first_ringer     (const PhlAuctionState *state,
                                          const PhlAiLevel      *levels,
                                          const int             *prices,
                                          guint                  seats);
/* What @seat's hand is worth to the computer at @level, in money. */
double   phl_auction_ai_hand_worth       (const PhlAuctionState *state,
                                          guint                  seat,
                                          PhlAiLevel             level);

/* philatelia-cli's hooks (phl-auction-cli.c). */
char    *phl_auction_hint_reason        (gconstpointer      state,
                                         const char        *action,
                                         PhlAiLevel         level);
gboolean phl_auction_others_may_act     (gconstpointer      state);
gboolean phl_auction_choose_for_seats   (gconstpointer      state,
                                         const PhlAiLevel  *levels,
                                         guint              seats,
                                         char             **action);

G_END_DECLS
