/* stampswap-test-util.h — helpers shared by the Stamp Swap test suites
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "stampswap/phl-stampswap-game.h"

/* A new standard-deck game dealt from @seed. */
PhlStampswapState *stampswap_test_new_game (guint              n_players,
                                            guint32            seed);
/* Applies @action and fails the test, naming it, if the engine refuses. */
void               stampswap_test_apply_ok (PhlStampswapState *state,
                                            const char        *action);
/* The choose phase with both piles of every seat above the mat: seat s
 * has forever tiles 150 + 2s (pile 1) and 151 + 2s (pile 2); the token,
 * and the turn, are @token_seat's. */
void               stampswap_test_set_choose (PhlStampswapState *state,
                                              guint              token_seat);
