/* phl-stampswap-game.h — the rules: setup, actions and phase changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Action text (docs/stampswap.md):
 *   take N                  Collect: take pool slot N (1-based, stable for the round)
 *   cut R|A|B               Cut: reserve the collection items R, piles A and B
 *                           (comma-separated 1-based collection indices; R may be empty)
 *   choose P/K              Choose: take pile K (1 or 2) of seat P (1-based; solo: 2 = dummy)
 *   place N at X,Y          Show: put pending stamp N with its top-left cell at X,Y
 *   discard N               Show: discard pending stamp N, which fits nowhere
 *   contest ID              Show: enter the board contest with card id ID
 */
#pragma once

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

/* The solo dummy's seat number in action text and its index. */
#define PHL_STAMPSWAP_DUMMY(state) ((state)->n_players)

PhlStampswapState *phl_stampswap_game_new    (const PhlSetup          *setup,
                                              GRand                   *rng,
                                              GError                 **error);
/* The same, dealt from @shared_deck (not NULL) instead of the setup's deck:
 * many games on many threads share one loaded deck (the balance test). */
PhlStampswapState *phl_stampswap_game_new_with_deck (const PhlSetup    *setup,
                                                     PhlStampswapDeck  *shared_deck,
                                                     GRand             *rng,
                                                     GError           **error);
int                phl_stampswap_game_current (const PhlStampswapState *state);
GPtrArray         *phl_stampswap_game_legal  (const PhlStampswapState *state);
gboolean           phl_stampswap_game_apply  (PhlStampswapState       *state,
                                              const char              *action,
                                              GRand                   *rng,
                                              PhlApplyFlags           *flags,
                                              GError                 **error);
guint              phl_stampswap_game_winners (const PhlStampswapState *state);

/* The card the setup option try-card=<Kind>:<id> (a card group of the deck,
 * e.g. "Contest:colour-club") had dealt in the first round, or NULL: an
 * event as the first round's top event, a contest on the board, a
 * specialist or deck exhibitor among the first round's attendees, a mat
 * exhibitor on the first seat's mat. */
const PhlStampswapCard *phl_stampswap_game_trial_card (const PhlStampswapState *state);

/* Seat holding the first-player token now, wherever it lies; NONE while
 * it is in the pool. */
guint8             phl_stampswap_game_token_owner (const PhlStampswapState *state);

/* The points a contest choice would score for @seat now, all effects included. */
int                phl_stampswap_game_contest_value (const PhlStampswapState *state,
                                                     guint                    seat,
                                                     guint                    board_slot);

G_END_DECLS
