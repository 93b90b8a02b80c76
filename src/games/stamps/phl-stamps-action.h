/* phl-stamps-action.h — what an action or a cell means, in words and numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The typed side of "<letter>@<x>,<y>" for the play screen: a view gets an
 * action (a hint, a submitted move) and needs the placement it stands for,
 * a translated sentence about it, or what a cell of the grid holds.  Built
 * on phl-stamps-rules; no GTK.
 */
#pragma once

#include <glib.h>

#include "stamps/phl-stamps-rules.h"

G_BEGIN_DECLS

/* Parses @action and analyses it for the seat to act (see
 * phl_stamps_analyse_placement()); FALSE when malformed, when the cell is
 * not legal or when the seat to act does not hold the colour. */
gboolean  phl_stamps_action_analyse      (const PhlStampsState     *state,
                                          const char               *action,
                                          PhlStampsPlacement       *placement);
/* "red +2, blue +1 · score 3 → 5 · column collision: red, green", translated;
 * free with g_free(). */
char     *phl_stamps_placement_describe  (const PhlStampsPlacement *placement);
/* Only its marker steps: "red +2, blue +1" or "brackets nothing". */
char     *phl_stamps_placement_describe_steps (const PhlStampsPlacement *placement);
/* The hint's reason: "Place blue at 2, -1: red +2 · score 3 → 5", translated;
 * NULL when @action is not a legal placement for the seat to act. */
char     *phl_stamps_action_describe     (const PhlStampsState     *state,
                                          const char               *action);
/* The brackets and marker steps of the last stamp placed (state->has_last),
 * worked out from the grid as it is now: FALSE before the first placement.
 * Only the colour, cell, brackets and steps are meaningful. */
gboolean  phl_stamps_last_placement      (const PhlStampsState     *state,
                                          PhlStampsPlacement       *placement);
/* What cell (x, y) holds, for a screen reader: "red stamp", "empty, a stamp
 * may go here" or "empty"; translated, free with g_free(). */
char     *phl_stamps_describe_cell       (const PhlStampsState     *state,
                                          int                       x,
                                          int                       y);

G_END_DECLS
