/* phl-stamps-look.h — how STAMPS stamps, markers and the tableau look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the board canvas and the end screen.  Every colour also has its
 * own border pattern and motif (the same as on the library cover), so colour
 * is never the only cue.
 */
#pragma once

#include <cairo.h>

#include "phl-paint.h"
#include "stamps/phl-stamps-state.h"

G_BEGIN_DECLS

PhlRgb phl_stamps_look_rgb          (PhlStampsColor color);
void   phl_stamps_look_stamp        (PhlStampsColor color,
                                     PhlStampLook  *look);
/* A stamp of @color with its top-left corner at (x, y). */
void   phl_stamps_paint_stamp       (cairo_t       *cr,
                                     PhlStampsColor color,
                                     double         x,
                                     double         y,
                                     double         size);
/* The back of a stamp (in a hand you may not see, or the draw pile). */
void   phl_stamps_paint_back        (cairo_t       *cr,
                                     double         x,
                                     double         y,
                                     double         size);
/* A marker: a disc of the colour with the colour's motif on it. */
void   phl_stamps_paint_marker      (cairo_t       *cr,
                                     PhlStampsColor color,
                                     double         cx,
                                     double         cy,
                                     double         radius,
                                     double         alpha);
/* A plain label centred on (cx, cy). */
void   phl_stamps_paint_text        (cairo_t       *cr,
                                     const char    *text,
                                     double         cx,
                                     double         cy,
                                     double         font_size,
                                     gboolean       bold);
/* Left-aligned text with its baseline centred vertically on @cy; returns
 * its width. */
double phl_stamps_paint_text_left   (cairo_t       *cr,
                                     const char    *text,
                                     double         x,
                                     double         cy,
                                     double         font_size,
                                     gboolean       bold);

G_END_DECLS
