/* phl-stamps-canvas.h — the STAMPS board: grid, hand, draw pile, tableaux
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws the match for one viewer and emits ::place when the
 * person at the screen chooses a placement; the view submits it.  The view
 * tells it who is at the screen, whether they may act and when the match
 * changed.
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_STAMPS_CANVAS (phl_stamps_canvas_get_type ())

G_DECLARE_FINAL_TYPE (PhlStampsCanvas, phl_stamps_canvas, PHL, STAMPS_CANVAS, GtkWidget)

GtkWidget  *phl_stamps_canvas_new              (PhlMatch        *match);
/* For a canvas built by a template: the match to draw, once. */
void        phl_stamps_canvas_set_match        (PhlStampsCanvas *self,
                                                PhlMatch        *match);
/* The seat whose hand is shown face up, or -1 for none. */
void        phl_stamps_canvas_set_viewer       (PhlStampsCanvas *self,
                                                int              seat);
/* The screen changes hands: the selected stamp, the cursor, the pointer's
 * cell, zoom and pan go back to how a new screen starts. */
void     phl_stamps_canvas_forget_viewer    (PhlStampsCanvas *self);
/* TRUE while the seat to act is a person at the screen who may place. */
void        phl_stamps_canvas_set_interactive  (PhlStampsCanvas *self,
                                                gboolean         interactive);
/* How long a placement animates; 0 for none (reduced motion). */
void        phl_stamps_canvas_set_motion_ms    (PhlStampsCanvas *self,
                                                guint            ms);
/* The match changed (a move, an undo, a loaded game): redraw, animate. */
void        phl_stamps_canvas_refresh          (PhlStampsCanvas *self);
/* Shows @action ("B@3,-1", for the seat to act) on the board as a
 * suggestion; NULL clears it.  The selected stamp, the cursor and the
 * zoom stay as the player left them.  FALSE when @action is not a legal
 * placement (nothing is shown then). */
gboolean    phl_stamps_canvas_show_hint        (PhlStampsCanvas *self,
                                                const char      *action);
/* What the previewed placement would do, for the status line; NULL when
 * nothing is previewed. */
const char *phl_stamps_canvas_get_preview_text (PhlStampsCanvas *self);
/* Where game cell (x, y) and hand slot @index are, in the canvas's own
 * coordinates (the UI test clicks there); FALSE when not on screen. */
gboolean    phl_stamps_canvas_get_cell_point   (PhlStampsCanvas *self,
                                                int              x,
                                                int              y,
                                                double          *px,
                                                double          *py);
gboolean    phl_stamps_canvas_get_hand_point   (PhlStampsCanvas *self,
                                                guint            index,
                                                double          *px,
                                                double          *py);

G_END_DECLS
