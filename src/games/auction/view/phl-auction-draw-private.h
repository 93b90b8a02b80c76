/* phl-auction-draw-private.h — what the painters of the auction table share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is painted by phl-auction-draw.c (countries, piles, the
 * block, the live layer), phl-auction-draw-players.c (the players'
 * panels) and phl-auction-draw-info.c (the decision area), with the text
 * and outline helpers of phl-auction-draw-util.c.
 */
#pragma once

#include <glib/gi18n.h>

#include "phl-auction-paint.h"
#include "phl-auction-view-private.h"

G_BEGIN_DECLS

typedef struct
{
  cairo_t   *cr;
  GtkWidget *widget;   /* its font: Pango through phl_paint_text() */
} Painter;

enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

static const PhlRgb paper = { 0.98, 0.96, 0.91 };
static const PhlRgb ink = { 0.17, 0.14, 0.12 };
static const PhlRgb cream = { 1.0, 0.95, 0.85 };
static const PhlRgb gold = { 1.0, 0.82, 0.35 };
static const PhlRgb focus_rgb = { 0.21, 0.52, 0.89 };
static const PhlRgb hint_rgb = { 0.20, 0.75, 0.45 };

/* One line of @text at x, y (its top, or its middle with @middle) in
 * @align, shrunk from @size down to @min_size to fit @max_width (<= 0:
 * any width); only then is its end cut.  Returns its width. */
double _phl_auction_text_shrink (Painter *p, const char *text, double x, double y, double size, double min_size,
                                 gboolean bold, PhlRgb rgb, double alpha, double max_width, int align,
                                 gboolean middle);
/* The same at one size. */
double _phl_auction_text        (Painter *p, const char *text, double x, double y, double size, gboolean bold,
                                 PhlRgb rgb, double alpha, double max_width, int align, gboolean middle);
/* Wrapped in @width, top at @y, from @size down to @min_size until it
 * fits @max_height (any height when 0).  Returns the height. */
double _phl_auction_text_fit    (Painter *p, const char *text, double x, double y, double size, double min_size,
                                 gboolean bold, PhlRgb rgb, double alpha, double width, double max_height);
/* Wrapped to @width at one size; returns its height. */
double _phl_auction_text_wrap   (Painter *p, const char *text, double x, double y, double size, gboolean bold,
                                 PhlRgb rgb, double alpha, double width);

void   _phl_auction_panel       (cairo_t *cr, const PhlAuctionRect *r, double alpha);
void   _phl_auction_outline     (cairo_t *cr, const PhlAuctionRect *r, double pad, PhlRgb rgb, double width);
/* The focus ring or the hover ring of an enabled item. */
void   _phl_auction_mark_item   (PhlAuctionView *self, cairo_t *cr, int item, const PhlAuctionRect *r);
/* The sale whose cards and country are highlighted, or -1. */
int    _phl_auction_shown_sale  (PhlAuctionView *self);
/* How far the flying card has come (0…1), or -1 when none flies. */
double _phl_auction_flight      (PhlAuctionView *self);

/* phl-auction-draw.c draws the table and calls these. */
/* phl-auction-draw-players.c */
void   _phl_auction_draw_player (PhlAuctionView *self, Painter *p, const PhlAuctionLayout *l,
                                 const PhlAuctionState *state, guint seat);
/* phl-auction-draw-info.c */
void   _phl_auction_draw_info   (PhlAuctionView *self, Painter *p, const PhlAuctionLayout *l,
                                 const PhlAuctionState *state);

G_END_DECLS
