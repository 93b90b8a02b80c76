/* phl-auction-draw-util.c — text, panels and rings for the auction table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include "phl-auction-draw-private.h"

/* ---- Drawing helpers -------------------------------------------------------- */


/* One line of @text_ with its top at @y (or its middle, with @middle),
 * shrunk from @size down to @min_size to fit @max_width (<= 0: any
 * width); only then is its end cut (names and labels whose full words are
 * in the tooltip and the description).  Returns its width. */
double
_phl_auction_text_shrink (Painter    *p,
                          const char *text_,
                          double      x,
                          double      y,
                          double      size,
                          double      min_size,
                          gboolean    bold,
                          PhlRgb      rgb,
                          double      alpha,
                          double      max_width,
                          int         align,
                          gboolean    middle)
{
  PhlTextStyle style = {
    .size = MAX (6, size), .bold = bold, .max_lines = 1, .min_size = MAX (6, MIN (size, min_size)),
    .ellipsize = max_width > 0, .center_y = middle,
  };
  double w = 0, h = 0, dx = 0;

  phl_paint_text_measure (p->widget, text_, max_width, &style, &w, &h);
  if (align == ALIGN_CENTER)
    dx = -w / 2.0;
  else if (align == ALIGN_RIGHT)
    dx = -w;
  cairo_set_source_rgba (p->cr, rgb.red, rgb.green, rgb.blue, alpha);
  phl_paint_text (p->cr, p->widget, text_, x + dx, y, max_width, &style);
  return w;
}

/* The same at one size. */
double
_phl_auction_text (Painter    *p,
                   const char *text_,
                   double      x,
                   double      y,
                   double      size,
                   gboolean    bold,
                   PhlRgb      rgb,
                   double      alpha,
                   double      max_width,
                   int         align,
                   gboolean    middle)
{
  return _phl_auction_text_shrink (p, text_, x, y, size, size, bold, rgb, alpha, max_width, align, middle);
}

/* @text_ wrapped at word boundaries in @width, its top at @y, in the
 * largest size from @size down to @min_size that fits @max_height (any
 * height when 0); only when none does is the end cut (the full words are
 * in the bar, the tooltip and the description).  Returns the height. */
double
_phl_auction_text_fit (Painter    *p,
                       const char *text_,
                       double      x,
                       double      y,
                       double      size,
                       double      min_size,
                       gboolean    bold,
                       PhlRgb      rgb,
                       double      alpha,
                       double      width,
                       double      max_height)
{
  PhlTextStyle style = {
    .size = MAX (6, size), .bold = bold, .max_height = MAX (0, max_height),
    .min_size = MAX (6, MIN (size, min_size)), .ellipsize = max_height > 0,
  };

  cairo_set_source_rgba (p->cr, rgb.red, rgb.green, rgb.blue, alpha);
  return phl_paint_text (p->cr, p->widget, text_, x, y, MAX (1, width), &style);
}

/* Wrapped to @width with its top at @y; returns its height. */
double
_phl_auction_text_wrap (Painter    *p,
                        const char *text_,
                        double      x,
                        double      y,
                        double      size,
                        gboolean    bold,
                        PhlRgb      rgb,
                        double      alpha,
                        double      width)
{
  return _phl_auction_text_fit (p, text_, x, y, size, size, bold, rgb, alpha, width, 0);
}


void
_phl_auction_panel (cairo_t    *cr,
                    const PhlAuctionRect *r,
                    double      alpha)
{
  cairo_set_source_rgba (cr, paper.red, paper.green, paper.blue, alpha);
  phl_paint_rounded_rect (cr, r->x, r->y, r->w, r->h, 10);
  cairo_fill (cr);
}

void
_phl_auction_outline (cairo_t    *cr,
                      const PhlAuctionRect *r,
                      double      pad,
                      PhlRgb      rgb,
                      double      width)
{
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
  cairo_set_line_width (cr, width);
  phl_paint_rounded_rect (cr, r->x - pad, r->y - pad, r->w + 2 * pad, r->h + 2 * pad, 8 + pad);
  cairo_stroke (cr);
}


void
_phl_auction_mark_item (PhlAuctionView *self,
                        cairo_t        *cr,
                        int             item,
                        const PhlAuctionRect     *r)
{
  if (!_phl_auction_view_item_enabled (self, item))
    return;
  if (self->focus == item && gtk_widget_has_focus (self->canvas))
    _phl_auction_outline (cr, r, 4, focus_rgb, 3);
  else if (self->hover == item)
    _phl_auction_outline (cr, r, 3, gold, 3);
}

/* The sale whose cards and country are highlighted: chosen, hinted,
 * under the pointer or under the keyboard focus. */
int
_phl_auction_shown_sale (PhlAuctionView *self)
{
  if (self->selected_sale >= 0)
    return self->selected_sale;
  if (self->hint_sale >= 0)
    return self->hint_sale;
  if (self->hover >= ITEM_SALE && self->hover < ITEM_BID)
    return self->hover - ITEM_SALE;
  if (self->focus >= ITEM_SALE && self->focus < ITEM_BID && gtk_widget_has_focus (self->canvas))
    return self->focus - ITEM_SALE;
  return -1;
}

/* How far the flying card has come (0…1), or -1 when none flies. */
double
_phl_auction_flight (PhlAuctionView *self)
{
  gint64 dt = g_get_monotonic_time () - self->fly_at;

  if (self->fly_at == 0 || self->fly_ms == 0 || dt >= self->fly_ms * 1000 || self->tick_callback == 0)
    return -1;
  return dt / (self->fly_ms * 1000.0);
}
