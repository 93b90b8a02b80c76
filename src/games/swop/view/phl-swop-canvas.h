/* phl-swop-canvas.h — the SWOP board, side panel and score track
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas draws a SWOP state and turns clicks, drags and keys into
 * intents; it never submits anything.  Two dice picked (click, click; a
 * drag; or arrows and Enter/Space twice) emit ::swap-requested; a cube
 * clicked in the pool while a catch-up pick is due emits ::pick-requested;
 * while the view asks which die the Swop chip replaces, a click on one of
 * the two emits ::chip-chosen.  The view decides what follows.  The
 * "selected" property is the die chosen first (-1 for none).
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"
#include "swop/phl-swop.h"

#include "phl-swop-geometry.h"

G_BEGIN_DECLS

#define PHL_TYPE_SWOP_CANVAS (phl_swop_canvas_get_type ())

G_DECLARE_FINAL_TYPE (PhlSwopCanvas, phl_swop_canvas, PHL, SWOP_CANVAS, GtkWidget)

GtkWidget *phl_swop_canvas_new            (void);

/* The match whose seats (names, computer or person) the panel shows. */
void       phl_swop_canvas_set_match      (PhlSwopCanvas       *self,
                                           PhlMatch            *match);
/* Shows @state.  With @animate_ms > 0 and one swap more than the state
 * shown, the swap is animated (dice on arcs, chip, pawns) for that long. */
void       phl_swop_canvas_set_state      (PhlSwopCanvas       *self,
                                           const PhlSwopState  *state,
                                           guint                animate_ms);
/* Whether a person at the screen may act now: only then input counts. */
void       phl_swop_canvas_set_can_act    (PhlSwopCanvas       *self,
                                           gboolean             can_act);
/* The suggested action drawn on the board (gold rings, the sequences it
 * forms outlined); NULL clears it.  It selects nothing. */
void       phl_swop_canvas_set_hint       (PhlSwopCanvas       *self,
                                           const PhlSwopAction *hint);
/* A swap waiting for the player's choice (cube or chip): it stays
 * previewed; with PHL_SWOP_CHOICE_CHIP a click on either cell chooses it.
 * PHL_SWOP_CHOICE_NONE ends the wait. */
void       phl_swop_canvas_set_pending    (PhlSwopCanvas       *self,
                                           int                  first,
                                           int                  second,
                                           PhlSwopChoice        choice);
/* A widget (the view's choice bar) placed over the preview strip under
 * the board, at its natural height: it never covers a die. */
void       phl_swop_canvas_set_bar        (PhlSwopCanvas       *self,
                                           GtkWidget           *bar);
/* A line the preview strip shows while nothing is previewed; NULL clears it. */
void       phl_swop_canvas_set_note       (PhlSwopCanvas       *self,
                                           const char          *note);
/* Lets go of the chosen die (and of a pending swap). */
void       phl_swop_canvas_clear_selection (PhlSwopCanvas      *self);
/* The screen changes hands: the selection, the keyboard cursor and the
 * pointer's die go back to how a new screen starts. */
void       phl_swop_canvas_forget_viewer  (PhlSwopCanvas       *self);

/* The hint shown on the board, if any. */
gboolean   phl_swop_canvas_get_hint       (PhlSwopCanvas       *self,
                                           PhlSwopAction       *hint);
int        phl_swop_canvas_get_selected   (PhlSwopCanvas       *self);
/* The die under the keyboard cursor. */
int        phl_swop_canvas_get_cursor     (PhlSwopCanvas       *self);
/* The layout for the current size (for the UI test's clicks). */
void       phl_swop_canvas_get_geometry   (PhlSwopCanvas       *self,
                                           PhlSwopGeometry     *geometry);

G_END_DECLS
