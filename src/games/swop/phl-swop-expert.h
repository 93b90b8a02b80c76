/* phl-swop-expert.h — what the expert's search needs of SWOP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SWOP hides nothing: the board, the chips, the colour cubes and the
 * score track are open to every seat, and no chance is drawn after the
 * setup.  So determinize() is a plain copy (which also tells the hooks
 * the position and seat the search thinks for); the hooks give hard's
 * ranking at the root and a quick one below it as candidates, the other
 * seats' best two replies, a greedy playout and an evaluation of the
 * score track.
 */
#pragma once

#include "phl-game-rules.h"

G_BEGIN_DECLS

/* PhlGameRules.determinize: a copy of @state (nothing is hidden). */
gpointer phl_swop_expert_determinize (gconstpointer state,
                                      guint         seat,
                                      GRand        *rng);

extern const PhlSearchHooks phl_swop_search_hooks;

G_END_DECLS
