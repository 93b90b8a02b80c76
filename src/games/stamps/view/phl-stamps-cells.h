/* phl-stamps-cells.h — the STAMPS grid's cells in words a listener can picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "stamps/phl-stamps-rules.h"

G_BEGIN_DECLS

/* The cells the keyboard walks: the stamps and a ring of one around them. */
void  phl_stamps_cells_area            (const PhlStampsState *state,
                                        int                  *x0,
                                        int                  *y0,
                                        int                  *x1,
                                        int                  *y1);
/* "row 3, column 5", from 1 at the top-left of that area; translated. */
char *phl_stamps_cells_name            (const PhlStampsState *state,
                                        int                   x,
                                        int                   y);
/* "row 3, column 5, red stamp" or "…, empty, you can place here" (when
 * @can_place and the cell is legal) or "…, empty". */
char *phl_stamps_cells_describe        (const PhlStampsState *state,
                                        int                   x,
                                        int                   y,
                                        gboolean              can_place);
/* The hint: "Place blue at row 3, column 5: red +2 · score 3 → 5"; NULL
 * when @action is not a legal placement for the seat to act. */
char *phl_stamps_cells_describe_action (const PhlStampsState *state,
                                        const char           *action);
/* "Computer 1 placed blue at row 3, column 5.", or NULL before any. */
char *phl_stamps_cells_describe_last   (const PhlStampsState *state,
                                        const char           *who);

G_END_DECLS
