/* phl-stampswap-draw.h — text and shapes of the Stamp Swap table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text goes through phl_paint_text() (src/widgets/phl-paint.h): the
 * canvas widget's font, wrapped at word boundaries, shrunk until no word
 * breaks; only one-line labels may be cut short.
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-stampswap-layout.h"

G_BEGIN_DECLS

typedef enum
{
  PHL_STAMPSWAP_TEXT_NORMAL = 0,
  PHL_STAMPSWAP_TEXT_BOLD   = 1 << 0,
  PHL_STAMPSWAP_TEXT_CENTRE = 1 << 1,
  PHL_STAMPSWAP_TEXT_RIGHT  = 1 << 2,
  /* Vertically centred in the box. */
  PHL_STAMPSWAP_TEXT_MIDDLE = 1 << 3,
  /* One line, shrunk to fit; only for short labels and numbers. */
  PHL_STAMPSWAP_TEXT_LINE   = 1 << 4,
} PhlStampswapTextFlags;

/* Draws @text in @box at up to @size px: wrapped at words, shrunk until
 * it fits the box and no word breaks.  Returns the height used. */
double phl_stampswap_draw_text   (cairo_t               *cr,
                                  GtkWidget             *widget,
                                  const char            *text,
                                  PhlStampswapRect       box,
                                  double                 size,
                                  PhlStampswapTextFlags  flags);
/* The width @text takes on one line at @size px. */
double phl_stampswap_text_width  (GtkWidget             *widget,
                                  const char            *text,
                                  double                 size,
                                  gboolean               bold);

void   phl_stampswap_draw_ink     (cairo_t          *cr,
                                   double            alpha);
void   phl_stampswap_draw_panel   (cairo_t          *cr,
                                   PhlStampswapRect  r,
                                   double            red,
                                   double            green,
                                   double            blue,
                                   double            alpha);
void   phl_stampswap_draw_outline (cairo_t          *cr,
                                   PhlStampswapRect  r,
                                   double            red,
                                   double            green,
                                   double            blue,
                                   double            width);
/* The hint's look: a dashed amber frame. */
void   phl_stampswap_draw_hint    (cairo_t          *cr,
                                   PhlStampswapRect  r);
/* A value chip at the bottom right of @r, legible at any slot size. */
void   phl_stampswap_draw_chip    (cairo_t          *cr,
                                   GtkWidget        *widget,
                                   PhlStampswapRect  r,
                                   const char       *text);

G_END_DECLS
