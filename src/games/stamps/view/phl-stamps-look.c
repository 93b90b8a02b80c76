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

void
phl_stamps_paint_text (cairo_t    *cr,
                       const char *text,
                       double      cx,
                       double      cy,
                       double      font_size,
                       gboolean    bold)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, cx - extents.x_advance / 2, cy - extents.y_bearing - extents.height / 2);
  cairo_show_text (cr, text);
}

double
phl_stamps_paint_text_left (cairo_t    *cr,
                            const char *text,
                            double      x,
                            double      cy,
                            double      font_size,
                            gboolean    bold)
{
  cairo_text_extents_t extents;
  cairo_font_extents_t font;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
  cairo_font_extents (cr, &font);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x, cy + (font.ascent - font.descent) / 2);
  cairo_show_text (cr, text);
  return extents.x_advance;
}
