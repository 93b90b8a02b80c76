/* phl-swop-canvas-private.h — what the canvas's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-swop-canvas.c       the class: state, setters, signals, animation, accessibility
 * phl-swop-canvas-paint.c the board, the side panel and the track
 * phl-swop-preview.c      the preview strip under the board
 * phl-swop-canvas-input.c pointer, keys and tooltips
 */
#pragma once

#include "phl-layer-cache.h"
#include "phl-paint.h"
#include "phl-pointer.h"
#include "phl-swop-canvas.h"
#include "phl-swop-geometry.h"

G_BEGIN_DECLS

struct _PhlSwopCanvas
{
  GtkWidget       parent_instance;

  PhlMatch       *match;
  PhlSwopState    state;
  gboolean        can_act;

  /* Input. */
  int             selected;
  int             hover;
  int             cursor;
  int             pool_hover;
  gboolean        keyboard;
  gboolean        legal[PHL_SWOP_N_CELLS];
  int             drag_from;
  gboolean        dragging;
  double          pointer_x, pointer_y;
  PhlPointerSpot  pointer_spot;

  /* A swap waiting for the player's choice. */
  PhlSwopChoice   choice;
  int             pending[2];

  /* The view's choice bar, placed over the preview strip (never the dice). */
  GtkWidget      *bar;
  /* A line for the strip while nothing is previewed ("best possible was 6"). */
  char           *note;

  gboolean        hint_shown;
  PhlSwopAction   hint;
  gboolean        have_last;
  PhlSwopEval     last_eval;

  /* Animation of the last swap. */
  guint           tick_id;
  gint64          anim_start;
  guint           anim_ms;
  double          anim_t;
  gboolean        anim_swap;
  int             anim_cells[2];
  PhlSwopCell     anim_dice[2];
  gboolean        anim_chip[2];
  int             pawn_from[PHL_SWOP_MAX_PLAYERS];

  /* The still layer, kept between frames (phl-layer-cache.h). */
  PhlLayerCache   layer;
};

enum
{
  SIGNAL_SWAP_REQUESTED,
  SIGNAL_PICK_REQUESTED,
  SIGNAL_CHIP_CHOSEN,
  SIGNAL_REFUSED,
  N_SIGNALS
};

extern guint phl_swop_canvas_signals[N_SIGNALS];

/* phl-swop-canvas.c */
void         phl_swop_canvas_geometry       (PhlSwopCanvas      *self,
                                             PhlSwopGeometry    *g);
/* Redraws and refreshes what a screen reader hears. */
void         phl_swop_canvas_changed        (PhlSwopCanvas      *self);
/* The same when only the hover ring moved: the still layer is kept. */
void         phl_swop_canvas_hover_changed  (PhlSwopCanvas      *self);
gboolean     phl_swop_canvas_seat_is_human  (PhlSwopCanvas      *self,
                                             int                 seat);
const char  *phl_swop_canvas_seat_name      (PhlSwopCanvas      *self,
                                             guint               seat);
/* The target of the preview, or -1. */
int          phl_swop_canvas_preview_target (PhlSwopCanvas      *self);
void         phl_swop_canvas_select         (PhlSwopCanvas      *self,
                                             int                 cell);

/* phl-swop-canvas-paint.c */
PhlRgb       phl_swop_canvas_foreground     (PhlSwopCanvas      *self);
void         phl_swop_canvas_set_rgb        (cairo_t            *cr,
                                             PhlRgb              rgb,
                                             double              alpha);
/* Draws @text in the widget's font at @size px with its top at @y; @align
 * 0 left, 0.5 centred, 1 right.  With @max_width > 0 it wraps at words
 * within that width.  Returns the height drawn (@width: the width). */
double       phl_swop_canvas_text           (PhlSwopCanvas      *self,
                                             cairo_t            *cr,
                                             const char         *text,
                                             double              x,
                                             double              y,
                                             double              size,
                                             gboolean            bold,
                                             double              align,
                                             double              max_width,
                                             double             *width);
/* Whether a swap is on its way. */
gboolean     phl_swop_canvas_animating      (PhlSwopCanvas      *self);
/* The cell the hover ring shows on, or -1. */
int          phl_swop_canvas_hover_ring     (PhlSwopCanvas      *self);
/* The still layer: all but the swap on its way and the hover ring. */
void         phl_swop_canvas_paint_still    (PhlSwopCanvas      *self,
                                             cairo_t            *cr,
                                             const PhlSwopGeometry *g);
/* The live layer, in small nodes of its own. */
void         phl_swop_canvas_snapshot_live  (PhlSwopCanvas      *self,
                                             GtkSnapshot        *snapshot,
                                             const PhlSwopGeometry *g);
void         phl_swop_canvas_outline        (cairo_t            *cr,
                                             const PhlSwopGeometry *g,
                                             const PhlSwopSequence *sequence,
                                             int                 index,
                                             double              alpha);

/* phl-swop-preview.c */
void         phl_swop_canvas_paint_preview  (PhlSwopCanvas      *self,
                                             cairo_t            *cr,
                                             const PhlSwopGeometry *g);
/* What the preview strip says, in one line ("Red 3 at c2: +3 points: …"),
 * or NULL when it shows nothing. */
char        *phl_swop_canvas_preview_text   (PhlSwopCanvas      *self);

/* phl-swop-canvas-input.c */
void         phl_swop_canvas_init_input     (PhlSwopCanvas      *self);

G_END_DECLS
