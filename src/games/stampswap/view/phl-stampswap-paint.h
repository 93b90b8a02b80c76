/* phl-stampswap-paint.h — Stamp Swap stamps, backs, tokens and symbols in cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built on phl_paint_stamp(): every colour has its border pattern and every
 * theme its motif, so colour is never the only cue.  Plain cairo, so the
 * play screen, the deck editor and print-outs can share it.
 */
#pragma once

#include <cairo.h>

#include "phl-paint.h"
#include "stampswap/phl-stampswap-stamp.h"

G_BEGIN_DECLS

typedef enum
{
  PHL_STAMPSWAP_FACE_UP,
  PHL_STAMPSWAP_FACE_DOWN,        /* the back, as everybody sees it */
  PHL_STAMPSWAP_FACE_DOWN_PEEK,   /* the front, dimmed, with the owner's peek marker */
} PhlStampswapFace;

PhlRgb   phl_stampswap_color_rgb     (guint8 color);
PhlRgb   phl_stampswap_seat_rgb      (guint  seat);

/* One stamp filling the rectangle. */
void     phl_stampswap_paint_stamp   (cairo_t                 *cr,
                                      const PhlStampswapStamp *stamp,
                                      double                   x,
                                      double                   y,
                                      double                   width,
                                      double                   height);
/* A whole tile with its top-left corner at x, y and cells of @cell pixels. */
void     phl_stampswap_paint_tile    (cairo_t                 *cr,
                                      const PhlStampswapTile  *tile,
                                      double                   x,
                                      double                   y,
                                      double                   cell,
                                      PhlStampswapFace         face);
/* A tile centred in a box, as large as fits with cells of at most @max_cell. */
void     phl_stampswap_paint_tile_in (cairo_t                 *cr,
                                      const PhlStampswapTile  *tile,
                                      double                   x,
                                      double                   y,
                                      double                   width,
                                      double                   height,
                                      double                   max_cell,
                                      PhlStampswapFace         face);
/* The first-player token: a round disc with a "1". */
void     phl_stampswap_paint_token   (cairo_t                 *cr,
                                      double                   cx,
                                      double                   cy,
                                      double                   radius);
/* An eye, for "you have viewed this face-down stamp". */
void     phl_stampswap_paint_eye     (cairo_t                 *cr,
                                      double                   cx,
                                      double                   cy,
                                      double                   size);
/* An event symbol: a stamp kind face up or down, a forever stamp or an
 * attendee card (PHL_STAMPSWAP_ITEM_ATTENDEE), in a square of @size. */
void     phl_stampswap_paint_symbol  (cairo_t                 *cr,
                                      guint8                   symbol,
                                      double                   cx,
                                      double                   cy,
                                      double                   size);

G_END_DECLS
