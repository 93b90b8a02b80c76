/* phl-game-covers.h — a game's cover art in the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "phl-paint.h"

G_BEGIN_DECLS

/* A cover is art lying on a table: the table fills the whole cover, the
 * art is painted into a box of art_aspect × height in the middle. */
typedef struct
{
  PhlRgb table_light;
  PhlRgb table_dark;
  /* The art's width for a height of 1. */
  double art_aspect;
  /* Paints the art into 0, 0, width, height over a transparent background. */
  void (*paint_art) (cairo_t *cr, double width, double height, gboolean dark);
} PhlGameCover;

/* A stamp centred on @cx, @cy, turned by @angle, with a soft shadow. */
void phl_cover_paint_stamp (cairo_t          *cr,
                            double            cx,
                            double            cy,
                            double            w,
                            double            h,
                            double            angle,
                            PhlRgb            colour,
                            PhlBorderPattern  border,
                            PhlMotif          motif,
                            const char       *value);

G_END_DECLS
