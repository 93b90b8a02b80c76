/* phl-stamps-end.h — the STAMPS end page's details and score chart rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"
#include "phl-score-chart.h"

G_BEGIN_DECLS

#define PHL_TYPE_STAMPS_END (phl_stamps_end_get_type ())

G_DECLARE_FINAL_TYPE (PhlStampsEnd, phl_stamps_end, PHL, STAMPS_END, GtkWidget)

/* The final tableaux resolved step by step, for the end page. */
GtkWidget *phl_stamps_end_new        (PhlMatch      *match);
/* Plays the resolution again from the final tableaux, a step every
 * @step_ms; 0 shows the result at once (reduced motion). */
void       phl_stamps_end_replay     (PhlStampsEnd  *self,
                                      guint          step_ms);
/* The end page's chart: per seat the points of lone markers and the
 * penalties of markers that never moved. */
void       phl_stamps_end_fill_chart (PhlMatch      *match,
                                      PhlScoreChart *chart);

G_END_DECLS
