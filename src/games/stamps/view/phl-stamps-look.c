/* phl-stamps-look.c — how STAMPS stamps, markers and the tableau look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-look"

#include "config.h"

#include <math.h>

#include "stamps/view/phl-stamps-look.h"

/* The same kinds as the library cover (src/widgets/phl-game-covers.c). */
static const struct
{
  PhlRgb           colour;
  PhlBorderPattern border;
  PhlMotif         motif;
} kinds[PHL_STAMPS_N_COLORS] = {
  { { 0.21, 0.52, 0.89 }, PHL_BORDER_STRIPES, PHL_MOTIF_STARS },
  { { 0.88, 0.11, 0.14 }, PHL_BORDER_DOTS, PHL_MOTIF_PETALS },
  { { 0.96, 0.76, 0.07 }, PHL_BORDER_ZIGZAG, PHL_MOTIF_SUN },
  { { 0.18, 0.62, 0.38 }, PHL_BORDER_CHECKS, PHL_MOTIF_PAWS },
  { { 0.57, 0.25, 0.67 }, PHL_BORDER_DOUBLE, PHL_MOTIF_COLUMNS },
};

PhlRgb
phl_stamps_look_rgb (PhlStampsColor color)
{
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, kinds[0].colour);

  return kinds[color].colour;
}

void
phl_stamps_look_stamp (PhlStampsColor  color,
                       PhlStampLook   *look)
{
  g_return_if_fail (color < PHL_STAMPS_N_COLORS);

  *look = (PhlStampLook) { 0 };
  look->colour = kinds[color].colour;
  look->border = kinds[color].border;
  look->motif = kinds[color].motif;
}

void
phl_stamps_paint_stamp (cairo_t        *cr,
                        PhlStampsColor  color,
                        double          x,
                        double          y,
                        double          size)
{
  PhlStampLook look;

  phl_stamps_look_stamp (color, &look);
  phl_paint_stamp (cr, x, y, size, size, &look);
}

void
phl_stamps_paint_back (cairo_t *cr,
                       double   x,
                       double   y,
                       double   size)
{
  double inset = size * 0.06;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, x + inset, y + inset, size - 2 * inset, size - 2 * inset, size * 0.06);
  cairo_set_source_rgb (cr, 0.36, 0.30, 0.26);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_set_line_width (cr, MAX (1, size * 0.025));
  cairo_stroke (cr);
  /* A postmark-like ring and wavy lines: clearly the back. */
  cairo_set_source_rgba (cr, 1, 0.95, 0.85, 0.45);
  cairo_arc (cr, x + size / 2, y + size / 2, size * 0.22, 0, 2 * G_PI);
  cairo_stroke (cr);
  for (int i = -1; i <= 1; i++)
    {
      double ly = y + size / 2 + i * size * 0.09;

      cairo_move_to (cr, x + size * 0.18, ly);
      cairo_curve_to (cr, x + size * 0.38, ly - size * 0.06, x + size * 0.62, ly + size * 0.06,
                      x + size * 0.82, ly);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
phl_stamps_paint_marker (cairo_t        *cr,
                         PhlStampsColor  color,
                         double          cx,
                         double          cy,
                         double          radius,
                         double          alpha)
{
  PhlRgb rgb = kinds[color].colour;
  PhlRgb ink = phl_rgb_contrast (rgb);

  cairo_save (cr);
  cairo_push_group (cr);
  /* A wooden-looking disc: shadow, body, rim, and the colour's motif. */
  cairo_arc (cr, cx + radius * 0.08, cy + radius * 0.12, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, MAX (1, radius * 0.12));
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, 0.9);
  phl_paint_motif (cr, kinds[color].motif, cx, cy, radius * 1.15);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}

/* @size_px is for the default 14 px font: scaled by the widget's own font
 * size, so a large-text setting grows board labels too. */
static double
scaled_px (GtkWidget *widget,
           double     size_px)
{
  const PangoFontDescription *base = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  double base_px = 14;

  if (base != NULL && pango_font_description_get_size (base) > 0)
    {
      base_px = (double) pango_font_description_get_size (base) / PANGO_SCALE;
      if (!pango_font_description_get_size_is_absolute (base))
        base_px *= 96.0 / 72.0;
    }
  return size_px * base_px / 14.0;
}

void
phl_stamps_paint_text (cairo_t    *cr,
                       GtkWidget  *widget,
                       const char *text,
                       double      cx,
                       double      cy,
                       double      size_px,
                       gboolean    bold)
{
  PhlTextStyle style = { .size = scaled_px (widget, size_px), .bold = bold, .center_y = TRUE };
  double width = 0;

  phl_paint_text_measure (widget, text, 0, &style, &width, NULL);
  phl_paint_text (cr, widget, text, cx - width / 2, cy, 0, &style);
}

double
phl_stamps_paint_text_left (cairo_t    *cr,
                            GtkWidget  *widget,
                            const char *text,
                            double      x,
                            double      cy,
                            double      size_px,
                            gboolean    bold,
                            double      max_width)
{
  /* Names and captions on the board label a drawing (the accessible texts
   * carry them whole): a long one shrinks, then is cut. */
  PhlTextStyle style = { .size = scaled_px (widget, size_px), .bold = bold, .center_y = TRUE,
                         .max_lines = 1, .ellipsize = max_width > 0 };
  double width = 0;

  phl_paint_text_measure (widget, text, max_width, &style, &width, NULL);
  phl_paint_text (cr, widget, text, x, cy, max_width, &style);
  return width;
}

double
phl_stamps_text_width (GtkWidget  *widget,
                       const char *text,
                       double      size_px,
                       gboolean    bold)
{
  PhlTextStyle style = { .size = scaled_px (widget, size_px), .bold = bold };
  double width = 0;

  phl_paint_text_measure (widget, text, 0, &style, &width, NULL);
  return width;
}

double
phl_stamps_paint_text_wrapped (cairo_t    *cr,
                               GtkWidget  *widget,
                               const char *text,
                               double      x,
                               double      y,
                               double      width,
                               double      max_height,
                               double      size_px)
{
  PhlTextStyle style = { .size = scaled_px (widget, size_px), .max_height = max_height };
  double w = 0, h = 0;

  phl_paint_text_measure (widget, text, width, &style, &w, &h);
  if (w > width + 0.5 || h > max_height + 0.5)
    return -1;
  return phl_paint_text (cr, widget, text, x, y, width, &style);
}
