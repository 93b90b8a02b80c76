/* phl-swop-describe.h — translated words for what the engine knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sentences a view shows on hover, in the hint and in accessible labels,
 * so that every view says the same thing in every language.
 */
#pragma once

#include <glib.h>

#include "swop/phl-swop-score.h"
#include "swop/phl-swop-state.h"

G_BEGIN_DECLS

/* "Turquoise 3 on c4", "Swop chip on d2". */
char *phl_swop_describe_cell     (const PhlSwopState    *state,
                                  int                    cell);
/* "Straight of 4 (2 points)", "Swop: two sets of three (5 points)". */
char *phl_swop_describe_sequence (const PhlSwopSequence *sequence);
/* One line per sequence, then the bonus and the total:
 * "Set of 3 (1 point)\nStraight of 3 (1 point)\nBonus for 2 sequences (1 point)\nTotal: 3 points" */
char *phl_swop_describe_eval     (const PhlSwopEval     *eval);

G_END_DECLS
