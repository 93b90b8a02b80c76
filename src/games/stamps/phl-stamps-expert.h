/* phl-stamps-expert.h — what the expert's search needs of STAMPS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hidden part of a STAMPS position is the other seats' hands and the
 * draw pile (a pile is only its contents: a draw picks among them at
 * random).  determinize() deals those stamps anew; the search hooks rank
 * placements with the hard player's evaluation and play out with a
 * cheaper policy.
 */
#pragma once

#include "phl-game-rules.h"
#include "stamps/phl-stamps-state.h"

G_BEGIN_DECLS

/* PhlGameRules.determinize: a copy of @state in which every stamp @seat
 * cannot see (the pile and the hands hidden from it) is dealt anew from
 * @rng, each hand keeping its size. */
PhlStampsState *phl_stamps_expert_determinize (const PhlStampsState *state,
                                               guint                 seat,
                                               GRand                *rng);

extern const PhlSearchHooks phl_stamps_search_hooks;

G_END_DECLS
