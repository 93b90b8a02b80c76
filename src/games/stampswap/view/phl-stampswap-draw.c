/* phl-stampswap-draw.c — text and shapes of the Stamp Swap table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-paint.h"
#include "phl-stampswap-draw.h"

/* The smallest text drawn; below it a label is cut short instead. */
#define MIN_TEXT_PX 7.0

static PhlTextStyle
style_for (double                size,
           PhlStampswapTextFlags flags)
{
  PhlTextStyle style = { 0 };

  style.size = size;
  style.bold = (flags & PHL_STAMPSWAP_TEXT_BOLD) != 0;
  style.align = flags & PHL_STAMPSWAP_TEXT_CENTRE ? PANGO_ALIGN_CENTER
                : flags & PHL_STAMPSWAP_TEXT_RIGHT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
  style.min_size = MIN (size, MIN_TEXT_PX);
  style.center_y = (flags & PHL_STAMPSWAP_TEXT_MIDDLE) != 0;
  if (flags & PHL_STAMPSWAP_TEXT_LINE)
    {
      /* Short labels: one line, cut short only below the smallest size. */
      style.max_lines = 1;
      style.ellipsize = TRUE;
    }
  return style;
}

double
phl_stampswap_text_width (GtkWidget  *widget,
                          const char *text,
                          double      size,
                          gboolean    bold)
{
  PhlTextStyle style = style_for (size, bold ? PHL_STAMPSWAP_TEXT_BOLD : 0);
  double width = 0;

  phl_paint_text_measure (widget, text, -1, &style, &width, NULL);
  return width;
}

double
phl_stampswap_draw_text (cairo_t               *cr,
                         GtkWidget             *widget,
                         const char            *text,
                         PhlStampswapRect       box,
                         double                 size,
                         PhlStampswapTextFlags  flags)
{
  PhlTextStyle style = style_for (size, flags);

  if (text == NULL || *text == '\0' || box.w <= 1)
    return 0;
  if (!(flags & PHL_STAMPSWAP_TEXT_LINE) && box.h > 0)
    style.max_height = box.h;
  return phl_paint_text (cr, widget, text, box.x,
                         flags & PHL_STAMPSWAP_TEXT_MIDDLE ? box.y + box.h / 2 : box.y, box.w, &style);
}

void
phl_stampswap_draw_ink (cairo_t *cr,
                        double   alpha)
{
  cairo_set_source_rgba (cr, 0.18, 0.15, 0.12, alpha);
}

void
phl_stampswap_draw_panel (cairo_t          *cr,
                          PhlStampswapRect  r,
                          double            red,
                          double            green,
                          double            blue,
                          double            alpha)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_set_source_rgba (cr, red, green, blue, alpha);
  cairo_fill (cr);
}

void
phl_stampswap_draw_outline (cairo_t          *cr,
                            PhlStampswapRect  r,
                            double            red,
                            double            green,
                            double            blue,
                            double            width)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 6);
  cairo_set_source_rgb (cr, red, green, blue);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
phl_stampswap_draw_hint (cairo_t          *cr,
                         PhlStampswapRect  r)
{
  static const double dash[] = { 7, 4 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (r, -3), 0.95, 0.60, 0.02, 3.5);
  cairo_restore (cr);
}

void
phl_stampswap_draw_chip (cairo_t          *cr,
                         GtkWidget        *widget,
                         PhlStampswapRect  r,
                         const char       *text)
{
  double size = CLAMP (r.h * 0.24, 10, 14);
  double tw = phl_stampswap_text_width (widget, text, size, TRUE);
  PhlStampswapRect chip = { r.x + r.w - tw - size * 0.8 - 1, r.y + r.h - size * 1.35 - 1, tw + size * 0.8,
                            size * 1.35 };

  phl_paint_rounded_rect (cr, chip.x, chip.y, chip.w, chip.h, chip.h / 2);
  cairo_set_source_rgba (cr, 0.12, 0.10, 0.08, 0.85);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  phl_stampswap_draw_text (cr, widget, text, chip, size, PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE
                                                          | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
}
