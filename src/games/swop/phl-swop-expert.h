/* phl-swop-expert.h — what the expert's search needs of SWOP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SWOP hides nothing: the board, the chips, the colour cubes and the
 * score track are open to every seat, and no chance is drawn after the
 * setup.  So the game needs no determinize() (the search copies the
 * position); it only helps the search with its hard player's ranking as
 * candidates, a quick greedy playout and an evaluation of the score track.
 */
#pragma once

#include "phl-game-rules.h"

G_BEGIN_DECLS

extern const PhlSearchHooks phl_swop_search_hooks;

G_END_DECLS
