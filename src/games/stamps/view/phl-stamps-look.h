/* phl-stamps-look.h — how STAMPS stamps, markers and the tableau look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the board canvas and the end screen.  Every colour also has its
 * own border pattern and motif (the same as on the library cover), so colour
 * is never the only cue.
 */
#pragma once

#include <gtk/gtk.h>

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
/* Text in @widget's font, @size_px for the default font size (scaled with
 * the widget's): centred on (cx, cy). */
void   phl_stamps_paint_text        (cairo_t       *cr,
                                     GtkWidget     *widget,
                                     const char    *text,
                                     double         cx,
                                     double         cy,
                                     double         size_px,
                                     gboolean       bold);
/* Left-aligned, centred vertically on @cy, ellipsized beyond @max_width
 * when it is > 0; returns its width. */
double phl_stamps_paint_text_left   (cairo_t       *cr,
                                     GtkWidget     *widget,
                                     const char    *text,
                                     double         x,
                                     double         cy,
                                     double         size_px,
                                     gboolean       bold,
                                     double         max_width);
double phl_stamps_text_width        (GtkWidget     *widget,
                                     const char    *text,
                                     double         size_px,
                                     gboolean       bold);
/* Wrapped at word boundaries into @width from (x, y); draws nothing and
 * returns -1 when it does not fit in @max_height, else its height. */
double phl_stamps_paint_text_wrapped (cairo_t      *cr,
                                      GtkWidget    *widget,
                                      const char   *text,
                                      double        x,
                                      double        y,
                                      double        width,
                                      double        max_height,
                                      double        size_px);

G_END_DECLS
