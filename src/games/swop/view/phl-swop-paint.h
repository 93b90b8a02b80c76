/* phl-swop-paint.h — cairo drawing of SWOP's pieces: chips, cubes, pawns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Dice themselves are phl_paint_die() (src/widgets/phl-paint.h); these are
 * the other pieces, shared by the board, the side panel and the end chart.
 */
#pragma once

#include <cairo.h>

#include "phl-paint.h"
#include "swop/phl-swop.h"

G_BEGIN_DECLS

/* The face colour of a die colour, from data/swop/dice.ini. */
PhlRgb  phl_swop_paint_colour_rgb (PhlSwopColour  colour);
/* The letter on a die of @colour, in the interface language. */
const char *phl_swop_paint_colour_mark (PhlSwopColour colour);
/* A pawn's colour; pawns also carry their seat number. */
PhlRgb  phl_swop_paint_pawn_rgb   (guint          seat);

/* A die of @colour showing @pips in a square of @size at (@x, @y). */
void    phl_swop_paint_die        (cairo_t       *cr,
                                   double         x,
                                   double         y,
                                   double         size,
                                   PhlSwopCell    cell);
/* A black Swop chip centred at (@cx, @cy). */
void    phl_swop_paint_chip       (cairo_t       *cr,
                                   double         cx,
                                   double         cy,
                                   double         radius);
/* A colour cube (its letter on it) in a square of @size; the solo game's
 * white "cube" is the round start disc. */
void    phl_swop_paint_cube       (cairo_t       *cr,
                                   double         x,
                                   double         y,
                                   double         size,
                                   PhlSwopColour  colour,
                                   gboolean       disc);
/* A pawn with its seat number (1-4) standing on (@cx, @cy). */
void    phl_swop_paint_pawn       (cairo_t       *cr,
                                   double         cx,
                                   double         cy,
                                   double         size,
                                   guint          seat);
/* The star of the track's fields 17 and 31. */
void    phl_swop_paint_star       (cairo_t       *cr,
                                   double         cx,
                                   double         cy,
                                   double         radius);

G_END_DECLS
