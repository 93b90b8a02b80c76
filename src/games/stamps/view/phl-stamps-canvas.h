/* phl-stamps-canvas.h — the STAMPS board: grid, hand, draw pile, tableaux
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"
#include "stamps/phl-stamps-ai.h"

G_BEGIN_DECLS

#define PHL_TYPE_STAMPS_CANVAS (phl_stamps_canvas_get_type ())

G_DECLARE_FINAL_TYPE (PhlStampsCanvas, phl_stamps_canvas, PHL, STAMPS_CANVAS, GtkWidget)

GtkWidget  *phl_stamps_canvas_new              (PhlMatch            *match);
/* The seat whose hand is shown face up, or -1 for none. */
void        phl_stamps_canvas_set_viewer       (PhlStampsCanvas     *self,
                                                int                  seat);
/* TRUE while the seat to act is a human who may place a stamp. */
void        phl_stamps_canvas_set_interactive  (PhlStampsCanvas     *self,
                                                gboolean             interactive);
/* Shows the hard AI's move on the board; NULL clears it. */
void        phl_stamps_canvas_show_hint        (PhlStampsCanvas     *self,
                                                const PhlStampsHint *hint);
/* What the previewed placement would do, for the status line; NULL when
 * nothing is previewed. */
const char *phl_stamps_canvas_get_preview_text (PhlStampsCanvas     *self);
/* What the last placement did ("Anna placed blue: …"); NULL before one. */
const char *phl_stamps_canvas_get_last_text    (PhlStampsCanvas     *self);

G_END_DECLS
