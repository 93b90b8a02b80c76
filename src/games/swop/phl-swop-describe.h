/* phl-swop-describe.h — translated words for what the engine knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sentences a view shows on hover, in the hint and in accessible labels,
 * so that every view says the same thing in every language.
 */
#pragma once

#include <glib.h>

#include "phl-change.h"
#include "swop/phl-swop-score.h"
#include "swop/phl-swop-state.h"

G_BEGIN_DECLS

/* "Turquoise 3 on c4", "Swop chip on d2". */
char *phl_swop_describe_cell     (const PhlSwopState    *state,
                                  int                    cell);
/* The same as the object of a verb: "White 1 on a1" as the log's
 * "Anna swapped White 1 on a1 and …" needs it (Polish "Białą 1 …"). */
char *phl_swop_describe_cell_object (const PhlSwopState *state,
                                     int                 cell);
/* "Straight of 4 (2 points)", "Swop: two sets of three (5 points)". */
char *phl_swop_describe_sequence (const PhlSwopSequence *sequence);
/* One line per sequence, then the bonus and the total:
 * "Set of 3 (1 point)\nStraight of 3 (1 point)\nBonus for 2 sequences (1 point)\nTotal: 3 points" */
char *phl_swop_describe_eval     (const PhlSwopEval     *eval);
/* The same on one line, keeping the total:
 * "Set of 3 (1) + Straight of 4 (2) + bonus 1 = 4 points". */
char *phl_swop_describe_eval_line (const PhlSwopEval    *eval);
/* Tells in @change what @action did to @before, giving @after: who
 * swapped which dice and what it scored (per sequence and the bonus),
 * the cube spent, a catch-up pick it earned; or the cube picked. */
void  phl_swop_describe_change   (PhlChange             *change,
                                  const PhlSwopState    *before,
                                  const PhlSwopState    *after,
                                  const PhlSwopAction   *action);

G_END_DECLS
