/* phl-stamps-canvas-private.h — the board's state, shared by its parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PhlStampsCanvas is written in four files with one job each:
 * phl-stamps-canvas.c (state, animation, public API), -paint.c (drawing),
 * -input.c (pointer and keyboard) and -a11y.c (what a screen reader hears).
 * Geometry comes from phl-stamps-layout.c alone.
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-layer-cache.h"
#include "phl-pointer.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps/view/phl-stamps-canvas.h"
#include "stamps/view/phl-stamps-layout.h"

G_BEGIN_DECLS

struct _PhlStampsCanvas
{
  GtkWidget           parent_instance;

  PhlMatch           *match;
  GArray             *legal;

  int                 viewer;
  gboolean            interactive;
  /* The hand slot the player picked; only the player changes it. */
  guint               selected;

  /* The legal cell under the pointer, or the keyboard cursor's cell
   * (any cell of phl_stamps_cells_area()). */
  gboolean            has_hover;
  int                 hover_x, hover_y;
  /* Any cell under the pointer, for the screen reader. */
  gboolean            has_point;
  int                 point_x, point_y;
  int                 hover_hand;
  gboolean            keyboard_mode;
  double              pointer_x, pointer_y;
  PhlPointerSpot      pointer_spot;

  /* The player's own zoom and pan over the fit (Ctrl+scroll, dragging
   * with the middle or right button; 0 or Home goes back to the fit). */
  double              user_zoom;
  double              pan_x, pan_y;
  double              drag_pan_x, drag_pan_y;

  gboolean            has_preview;
  PhlStampsPlacement  preview;
  char               *preview_text;

  /* The suggestion shown on the board: nothing of the player's changes. */
  gboolean            has_hint;
  PhlStampsPlacement  hint;

  gboolean            has_last;
  PhlStampsPlacement  last;

  /* The grid fit, animated from @from to @to. */
  PhlStampsFit        fit, from, to;
  /* Marker columns as drawn before the change being animated. */
  double              marker_from[PHL_STAMPS_MAX_PLAYERS][PHL_STAMPS_N_COLORS];
  guint8              marker_shown[PHL_STAMPS_MAX_PLAYERS][PHL_STAMPS_N_COLORS];
  guint               shown_n_placed;
  gboolean            anim_place;
  gint64              anim_start;
  gint64              anim_duration;
  double              anim_t;
  guint               tick_id;
  /* Length of an animation; 0 when the system asks for reduced motion. */
  guint               motion_ms;

  /* Stamps rendered once per size. */
  cairo_surface_t    *cache[PHL_STAMPS_N_COLORS];
  int                 cache_px;
  int                 cache_scale;

  /* The still layer, kept between frames (phl-layer-cache.h). */
  PhlLayerCache       layer;
  /* Whether the kept still layer was painted for the live hover. */
  gboolean            still_hover_live;

  /* The fit, zoom and pan last told by ::layout-changed. */
  PhlStampsFit        told_fit;
  double              told_zoom, told_pan_x, told_pan_y;
};

const PhlStampsState *phl_stamps_canvas_state            (PhlStampsCanvas *self);
void                  phl_stamps_canvas_compute_layout   (PhlStampsCanvas *self,
                                                          PhlStampsLayout *layout);
gboolean              phl_stamps_canvas_is_legal         (PhlStampsCanvas *self,
                                                          int              x,
                                                          int              y);
gboolean              phl_stamps_canvas_selected_color   (PhlStampsCanvas *self,
                                                          PhlStampsColor  *color);
/* The hand slot holding the hinted colour, or -1. */
int                   phl_stamps_canvas_hint_slot        (PhlStampsCanvas *self);
double                phl_stamps_canvas_ease             (double           t);

/* Input (phl-stamps-canvas-input.c). */
void                  phl_stamps_canvas_add_controllers  (PhlStampsCanvas *self);
void                  phl_stamps_canvas_set_hover        (PhlStampsCanvas *self,
                                                          gboolean         has,
                                                          int              x,
                                                          int              y);
void                  phl_stamps_canvas_select_hand      (PhlStampsCanvas *self,
                                                          guint            index);
void                  phl_stamps_canvas_place_at         (PhlStampsCanvas *self,
                                                          int              x,
                                                          int              y);
void                  phl_stamps_canvas_update_preview   (PhlStampsCanvas *self);

/* Painting (phl-stamps-canvas-paint.c). */
void                  phl_stamps_canvas_snapshot         (GtkWidget       *widget,
                                                          GtkSnapshot     *snapshot);
void                  phl_stamps_canvas_clear_cache      (PhlStampsCanvas *self);
/* Whether the pointer's hover (its preview, the last placement's outline,
 * the current player's block) is drawn over the kept still layer. */
gboolean              phl_stamps_canvas_hover_live       (PhlStampsCanvas *self);
/* Redraws the whole canvas (what it shows changed); tells
 * ::layout-changed when the grid moved or was zoomed. */
void                  phl_stamps_canvas_redraw           (PhlStampsCanvas *self);

/* Accessibility (phl-stamps-canvas-a11y.c). */
void                  phl_stamps_canvas_update_accessible (PhlStampsCanvas *self);

G_END_DECLS
