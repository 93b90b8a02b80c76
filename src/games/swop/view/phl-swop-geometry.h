/* phl-swop-geometry.h — where the SWOP canvas puts everything, in pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One layout serves painting, hit-testing, tooltips and the UI test (which
 * clicks at the centres it computes).  No GTK: plain arithmetic.
 */
#pragma once

#include <glib.h>

#include "swop/phl-swop.h"

G_BEGIN_DECLS

typedef struct
{
  double width, height;
  /* The felt, the origin of cell a1 and the pitch of a cell. */
  double felt_x, felt_y, felt_w, felt_h;
  double origin_x, origin_y, cell;
  double label;
  /* The preview strip under the board: what the swap under the pointer
   * would do.  It never covers a die. */
  double preview_x, preview_y, preview_w, preview_h, preview_font;
  /* The side panel: the players, then the pool (beside the board, or
   * under it when the canvas is narrow, the players side by side). */
  gboolean narrow;
  double panel_x, panel_y, panel_w, panel_h;
  double row_w, row_h, header_h;
  double pool_y, pool_cube;
  int    pool_per_row;
  /* The score track, fields 0-40. */
  double track_x, track_y, track_w, track_h, field_w;
} PhlSwopGeometry;

void     phl_swop_geometry_compute     (PhlSwopGeometry    *g,
                                        const PhlSwopState *state,
                                        double              width,
                                        double              height);
/* The smallest canvas the layout stays legible in. */
void     phl_swop_geometry_min_size    (int                *width,
                                        int                *height);
void     phl_swop_geometry_cell_origin (const PhlSwopGeometry *g,
                                        int                 cell,
                                        double             *x,
                                        double             *y);
/* The die's square inside its cell. */
void     phl_swop_geometry_die_rect    (const PhlSwopGeometry *g,
                                        int                 cell,
                                        double             *x,
                                        double             *y,
                                        double             *size);
/* The cell under (@x, @y), or -1. */
int      phl_swop_geometry_cell_at     (const PhlSwopGeometry *g,
                                        double              x,
                                        double              y);
/* The top left of @seat's row in the side panel (the team game groups
 * partners); the row is g->row_w × g->row_h.  In solo, seat 1's place
 * holds the solo game's goal. */
void     phl_swop_geometry_seat_at     (const PhlSwopGeometry *g,
                                        const PhlSwopState *state,
                                        guint               seat,
                                        double             *x,
                                        double             *y);
/* The colour shown in pool slot @slot (0-10), or -1 for an empty slot. */
int      phl_swop_geometry_pool_colour (const PhlSwopState *state,
                                        int                 slot);
void     phl_swop_geometry_pool_slot   (const PhlSwopGeometry *g,
                                        int                 slot,
                                        double             *x,
                                        double             *y);
/* The pool colour under (@x, @y), or -1. */
int      phl_swop_geometry_pool_at     (const PhlSwopGeometry *g,
                                        const PhlSwopState *state,
                                        double              x,
                                        double              y);

G_END_DECLS
