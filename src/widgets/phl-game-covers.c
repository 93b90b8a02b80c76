/* phl-game-covers.c — what the games' cover art shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each cover is a small scene made with the same painters the games use,
 * so the library shows what the game looks like; each game paints its own
 * (its view folder's phl-<id>-game-info.c).  Only the art is painted there;
 * the table under it is a plain colour the cover widget fills in.
 */
#define G_LOG_DOMAIN "phl-game-covers"

#include "config.h"

#include "phl-game-covers.h"
#include "phl-paint.h"

void
phl_cover_paint_stamp (cairo_t          *cr,
                       double            cx,
                       double            cy,
                       double            w,
                       double            h,
                       double            angle,
                       PhlRgb            colour,
                       PhlBorderPattern  border,
                       PhlMotif          motif,
                       const char       *value)
{
  PhlStampLook look = { colour, border, motif, value, FALSE, FALSE, FALSE };

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  /* A soft drop shadow inside the perforation. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_rectangle (cr, -w / 2 + w * 0.06, -h / 2 + h * 0.08, w * 0.92, h * 0.94);
  cairo_fill (cr);
  phl_paint_stamp (cr, -w / 2, -h / 2, w, h, &look);
  cairo_restore (cr);
}
