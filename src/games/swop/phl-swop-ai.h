/* phl-swop-ai.h — computer players, the hint and the best-move oracle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * easy   plays a random swap that scores (any swap when none does);
 * normal plays the swap that scores most now;
 * hard   weighs points against the Swop chips and colour cubes it spends,
 *        looks at the best reply it leaves to the next player (two plies),
 *        and will not end the game on a round it would lose.
 */
#pragma once

#include <glib.h>

#include "phl-game-rules.h"
#include "swop/phl-swop-state.h"

G_BEGIN_DECLS

/* The action of the seat to act at @level; FALSE when the game is over. */
gboolean  phl_swop_ai_choose         (const PhlSwopState *state,
                                      PhlAiLevel          level,
                                      GRand              *rng,
                                      PhlSwopAction      *action);

/* The hard player's action with its breakdown, for the hint.  Deterministic.
 * @eval is filled for a swap (zeroed for a cube pick); either may be NULL. */
gboolean  phl_swop_ai_hint           (const PhlSwopState *state,
                                      PhlSwopAction      *action,
                                      PhlSwopEval        *eval);

/* Exhaustive oracle: the most points any legal swap scores now ("best
 * possible was N"), -1 when the seat to act cannot swap.  The first such
 * swap in reading order goes to @action and @eval (either may be NULL). */
int       phl_swop_best_possible     (const PhlSwopState *state,
                                      PhlSwopAction      *action,
                                      PhlSwopEval        *eval);

G_END_DECLS
