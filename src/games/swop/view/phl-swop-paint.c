/* phl-swop-paint.c — cairo drawing of SWOP's pieces: chips, cubes, pawns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-paint"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "phl-swop-paint.h"

static const PhlRgb pawn_colours[] = {
  { 0.21, 0.52, 0.89 },   /* blue */
  { 0.90, 0.38, 0.00 },   /* orange */
  { 0.18, 0.76, 0.49 },   /* green */
  { 0.57, 0.25, 0.67 },   /* purple */
};

PhlRgb
phl_swop_paint_colour_rgb (PhlSwopColour colour)
{
  const PhlSwopDieColour *look = phl_swop_die_colour (colour);

  if (look == NULL)
    return (PhlRgb) { 0.8, 0.8, 0.8 };
  return (PhlRgb) { look->face[0] / 255.0, look->face[1] / 255.0, look->face[2] / 255.0 };
}

PhlRgb
phl_swop_paint_pawn_rgb (guint seat)
{
  return pawn_colours[seat % G_N_ELEMENTS (pawn_colours)];
}

void
phl_swop_paint_die (cairo_t     *cr,
                    double       x,
                    double       y,
                    double       size,
                    PhlSwopCell  cell)
{
  /* A soft shadow under the die lifts it off the board. */
  cairo_save (cr);
  phl_paint_rounded_rect (cr, x + size * 0.04, y + size * 0.07, size, size, size * 0.18);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  cairo_fill (cr);
  cairo_restore (cr);
  phl_paint_die (cr, x, y, size, phl_swop_paint_colour_rgb (cell.colour),
                 phl_swop_paint_colour_mark (cell.colour), cell.pips);
}

void
phl_swop_paint_chip (cairo_t *cr,
                     double   cx,
                     double   cy,
                     double   radius)
{
  cairo_pattern_t *shade;

  cairo_save (cr);
  cairo_arc (cr, cx + radius * 0.06, cy + radius * 0.1, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);

  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  shade = cairo_pattern_create_radial (cx - radius * 0.3, cy - radius * 0.3, radius * 0.1,
                                       cx, cy, radius);
  cairo_pattern_add_color_stop_rgb (shade, 0, 0.32, 0.32, 0.34);
  cairo_pattern_add_color_stop_rgb (shade, 1, 0.06, 0.06, 0.07);
  cairo_set_source (cr, shade);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shade);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
  cairo_set_line_width (cr, MAX (1, radius * 0.06));
  cairo_stroke (cr);

  /* The chip's spiral, as on the physical Swop chips. */
  cairo_set_source_rgba (cr, 0.85, 0.85, 0.85, 0.85);
  cairo_set_line_width (cr, MAX (1, radius * 0.09));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (double a = 0; a <= 4.2 * G_PI; a += 0.15)
    {
      double r = radius * (0.08 + 0.052 * a);
      double px = cx + r * cos (a), py = cy + r * sin (a);

      if (a == 0)
        cairo_move_to (cr, px, py);
      else
        cairo_line_to (cr, px, py);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

const char *
phl_swop_paint_colour_mark (PhlSwopColour colour)
{
  /* Translators: the letters on the dice, one per colour, in the order
   * white, red, orange, yellow, green, turquoise, blue, violet, pink,
   * brown, black; each must differ from the others (one to three letters) */
  static const char * const marks[] = {
    NC_("die colour letter", "W"), NC_("die colour letter", "R"), NC_("die colour letter", "O"),
    NC_("die colour letter", "Y"), NC_("die colour letter", "G"), NC_("die colour letter", "T"),
    NC_("die colour letter", "B"), NC_("die colour letter", "V"), NC_("die colour letter", "P"),
    NC_("die colour letter", "N"), NC_("die colour letter", "K"),
  };

  g_return_val_if_fail ((guint) colour < G_N_ELEMENTS (marks), "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "die colour letter", marks[colour]);
}

void
phl_swop_paint_cube (cairo_t       *cr,
                     double         x,
                     double         y,
                     double         size,
                     PhlSwopColour  colour,
                     gboolean       disc)
{
  PhlRgb rgb = phl_swop_paint_colour_rgb (colour);
  PhlRgb ink = phl_rgb_contrast (rgb);
  const char *text = phl_swop_paint_colour_mark (colour);

  cairo_save (cr);
  if (disc)
    cairo_arc (cr, x + size / 2, y + size / 2, size / 2, 0, 2 * G_PI);
  else
    phl_paint_rounded_rect (cr, x, y, size, size, size * 0.12);
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, MAX (1, size * 0.06));
  cairo_stroke (cr);

  if (!disc)
    {
      /* A lighter top face makes it a cube. */
      cairo_move_to (cr, x + size * 0.12, y + size * 0.12);
      cairo_line_to (cr, x + size * 0.88, y + size * 0.12);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
      cairo_set_line_width (cr, MAX (1, size * 0.08));
      cairo_stroke (cr);
    }

  phl_paint_text (cr, NULL, text, x, y + size / 2, size,
                  &(PhlTextStyle) { .size = size * 0.6, .bold = TRUE, .align = PANGO_ALIGN_CENTER,
                                    .center_y = TRUE, .color = &(GdkRGBA) { ink.red, ink.green, ink.blue, 1 } });
  cairo_restore (cr);
}

void
phl_swop_paint_pawn (cairo_t *cr,
                     double   cx,
                     double   cy,
                     double   size,
                     guint    seat)
{
  PhlRgb rgb = phl_swop_paint_pawn_rgb (seat);
  PhlRgb ink = phl_rgb_contrast (rgb);
  char text[2] = { (char) ('1' + seat), '\0' };
  double head = size * 0.28;

  cairo_save (cr);
  /* Base, body and head of a classic pawn, standing on (cx, cy). */
  cairo_move_to (cr, cx - size * 0.36, cy);
  cairo_curve_to (cr, cx - size * 0.36, cy - size * 0.18, cx - size * 0.16, cy - size * 0.3,
                  cx - size * 0.12, cy - size * 0.52);
  cairo_line_to (cr, cx + size * 0.12, cy - size * 0.52);
  cairo_curve_to (cr, cx + size * 0.16, cy - size * 0.3, cx + size * 0.36, cy - size * 0.18,
                  cx + size * 0.36, cy);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy - size * 0.52 - head * 0.8, head, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, MAX (1, size * 0.05));
  cairo_stroke (cr);

  phl_paint_text (cr, NULL, text, cx - head, cy - size * 0.52 - head * 0.8, 2 * head,
                  &(PhlTextStyle) { .size = head * 1.3, .bold = TRUE, .align = PANGO_ALIGN_CENTER,
                                    .center_y = TRUE, .color = &(GdkRGBA) { ink.red, ink.green, ink.blue, 1 } });
  cairo_restore (cr);
}

void
phl_swop_paint_star (cairo_t *cr,
                     double   cx,
                     double   cy,
                     double   radius)
{
  for (int i = 0; i < 10; i++)
    {
      double a = -G_PI / 2 + i * G_PI / 5;
      double r = i % 2 == 0 ? radius : radius * 0.45;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}
