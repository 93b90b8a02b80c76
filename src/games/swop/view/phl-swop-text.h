/* phl-swop-text.h — the SWOP screen's sentences: dice, sequences, breakdowns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the canvas (preview strip, accessible label) and the view
 * (status, hint); no GTK.  Breakdowns are one line and always end with
 * their total, so a wrapped label never loses it.
 */
#pragma once

#include <glib.h>

#include "swop/phl-swop.h"

G_BEGIN_DECLS

/* "Red 3 on c2", "Swop chip on c2" (phl_swop_describe_cell()). */
char *phl_swop_text_die        (const PhlSwopState    *state,
                                int                    cell);
/* "Set of 3 (1) + Straight of 4 (2) + bonus 1 = 4 points" (phl_swop_describe_eval_line()). */
char *phl_swop_text_breakdown  (const PhlSwopEval     *eval);
/* "Red or Blue" for a bit mask of colours. */
char *phl_swop_text_colours    (guint                  colours);
/* What the swap of @first and @second would do, for the preview strip and
 * a screen reader: a title ("+3 points", "Not allowed") and a line. */
void  phl_swop_text_preview    (const PhlSwopState    *state,
                                int                    first,
                                int                    second,
                                char                 **title,
                                char                 **detail,
                                gboolean              *legal);

G_END_DECLS
