/* phl-stampswap-expert.h — what the expert's search needs of Stamp Swap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expert (phl-search.h) searches many possible deals of what its seat
 * cannot see: phl_stampswap_expert_determinize() makes one, and the search
 * hooks (phl-stampswap-expert-hooks.c) say which moves are worth a look,
 * how the playouts play and how a position stands when they stop.
 */
#pragma once

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

/* A copy of @state as @seat may believe it to be (PhlGameRules.determinize):
 * every face-down stamp @seat has not viewed is dealt anew from the tiles of
 * its size @seat cannot place (the supply and the other unseen face-down
 * stamps), never a rare one where the rules forbid it (a reserve); the
 * attendee deck is shuffled and the event deck sorted.  The unseen tiles are
 * gathered by place and by tile number before @rng deals them, so two states
 * that differ only in what @seat cannot see give equal copies. */
PhlStampswapState *phl_stampswap_expert_determinize (const PhlStampswapState *state,
                                                     guint                    seat,
                                                     GRand                   *rng);

/* The expert's search hooks (PhlGameRules.search). */
extern const PhlSearchHooks phl_stampswap_search_hooks;

G_END_DECLS
