/* phl-paint.c — drawing shared by the games, the covers and the editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-paint"

#include "config.h"

#include <math.h>

#include "phl-paint.h"

static void
set_rgb (cairo_t *cr,
         PhlRgb   rgb,
         double   alpha)
{
  cairo_set_source_rgba (cr, rgb.red, rgb.green, rgb.blue, alpha);
}

static PhlRgb
mix (PhlRgb a,
     PhlRgb b,
     double t)
{
  return (PhlRgb) { a.red + (b.red - a.red) * t,
                    a.green + (b.green - a.green) * t,
                    a.blue + (b.blue - a.blue) * t };
}

PhlRgb
phl_rgb_contrast (PhlRgb background)
{
  double luma = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue;

  return luma > 0.55 ? (PhlRgb) { 0.13, 0.13, 0.15 } : (PhlRgb) { 1, 1, 1 };
}

void
phl_paint_rounded_rect (cairo_t *cr,
                        double   x,
                        double   y,
                        double   width,
                        double   height,
                        double   radius)
{
  radius = MIN (radius, MIN (width, height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Bites half-circles out of the paper along its four edges. */
static void
cut_perforation (cairo_t *cr,
                 double   x,
                 double   y,
                 double   width,
                 double   height,
                 double   radius)
{
  double step = radius * 2.8;
  int nx = MAX (2, (int) (width / step));
  int ny = MAX (2, (int) (height / step));

  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  for (int i = 0; i < nx; i++)
    {
      double cx = x + width * (i + 0.5) / nx;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, y, radius, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, y + height, radius, 0, 2 * G_PI);
    }
  for (int i = 0; i < ny; i++)
    {
      double cy = y + height * (i + 0.5) / ny;

      cairo_new_sub_path (cr);
      cairo_arc (cr, x, cy, radius, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + width, cy, radius, 0, 2 * G_PI);
    }
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
paint_border_pattern (cairo_t          *cr,
                      PhlBorderPattern  pattern,
                      double            x,
                      double            y,
                      double            width,
                      double            height,
                      double            band,
                      PhlRgb            ink)
{
  double unit = band * 0.5;

  cairo_save (cr);
  /* Only the band between the paper edge and the picture. */
  cairo_rectangle (cr, x, y, width, height);
  cairo_rectangle (cr, x + band, y + band, width - 2 * band, height - 2 * band);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
  set_rgb (cr, ink, 1);
  cairo_set_line_width (cr, MAX (1, unit * 0.45));

  switch (pattern)
    {
    case PHL_BORDER_PLAIN:
      cairo_paint (cr);
      break;

    case PHL_BORDER_DOTS:
      cairo_paint_with_alpha (cr, 0.55);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      for (double py = y + unit; py < y + height; py += unit * 2)
        for (double px = x + unit; px < x + width; px += unit * 2)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, px, py, unit * 0.4, 0, 2 * G_PI);
          }
      cairo_fill (cr);
      break;

    case PHL_BORDER_STRIPES:
      cairo_paint_with_alpha (cr, 0.45);
      for (double d = -height; d < width + height; d += unit * 1.6)
        {
          cairo_move_to (cr, x + d, y);
          cairo_line_to (cr, x + d + height, y + height);
        }
      cairo_stroke (cr);
      break;

    case PHL_BORDER_ZIGZAG:
      cairo_paint_with_alpha (cr, 0.45);
      for (double row = y + unit * 0.5; row < y + height; row += unit * 1.5)
        {
          cairo_move_to (cr, x, row);
          for (double px = x; px < x + width; px += unit)
            cairo_line_to (cr, px + unit * 0.5, row + (((int) ((px - x) / unit)) % 2 ? -unit : unit) * 0.4);
        }
      cairo_stroke (cr);
      break;

    case PHL_BORDER_DOUBLE:
      cairo_paint_with_alpha (cr, 0.35);
      cairo_rectangle (cr, x + band * 0.25, y + band * 0.25, width - band * 0.5, height - band * 0.5);
      cairo_rectangle (cr, x + band * 0.7, y + band * 0.7, width - band * 1.4, height - band * 1.4);
      cairo_stroke (cr);
      break;

    case PHL_BORDER_CHECKS:
      cairo_paint_with_alpha (cr, 0.35);
      for (double py = y; py < y + height; py += unit)
        for (double px = x + (((int) ((py - y) / unit)) % 2) * unit; px < x + width; px += unit * 2)
          cairo_rectangle (cr, px, py, unit, unit);
      cairo_fill (cr);
      break;

    default:
      g_assert_not_reached ();
    }
  cairo_restore (cr);
}

static void
star (cairo_t *cr,
      double   cx,
      double   cy,
      double   r)
{
  for (int i = 0; i < 10; i++)
    {
      double a = -G_PI / 2 + i * G_PI / 5;
      double rr = i % 2 ? r * 0.45 : r;

      if (i == 0)
        cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
      else
        cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
    }
  cairo_close_path (cr);
}

void
phl_paint_motif (cairo_t  *cr,
                 PhlMotif  motif,
                 double    cx,
                 double    cy,
                 double    size)
{
  double r = size / 2;

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1, size / 12));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  switch (motif)
    {
    case PHL_MOTIF_NONE:
      break;

    case PHL_MOTIF_STARS:
      star (cr, cx, cy, r);
      cairo_fill (cr);
      break;

    case PHL_MOTIF_COLUMNS:
      /* A temple front: pediment, three columns, base. */
      cairo_move_to (cr, cx - r, cy - r * 0.4);
      cairo_line_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy - r * 0.4);
      cairo_close_path (cr);
      cairo_fill (cr);
      for (int i = -1; i <= 1; i++)
        cairo_rectangle (cr, cx + i * r * 0.6 - r * 0.12, cy - r * 0.3, r * 0.24, r * 1.0);
      cairo_rectangle (cr, cx - r, cy + r * 0.75, 2 * r, r * 0.25);
      cairo_fill (cr);
      break;

    case PHL_MOTIF_PAWS:
      cairo_arc (cr, cx, cy + r * 0.35, r * 0.45, 0, 2 * G_PI);
      cairo_fill (cr);
      for (int i = 0; i < 4; i++)
        {
          double a = G_PI * (1.15 + i * 0.233);

          cairo_arc (cr, cx + r * 0.8 * cos (a), cy + r * 0.2 + r * 0.8 * sin (a), r * 0.2, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;

    case PHL_MOTIF_PETALS:
      for (int i = 0; i < 5; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 5;

          cairo_arc (cr, cx + r * 0.55 * cos (a), cy + r * 0.55 * sin (a), r * 0.38, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      cairo_save (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_arc (cr, cx, cy, r * 0.25, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_restore (cr);
      break;

    case PHL_MOTIF_WHEELS:
      /* A little car: body, cabin, two wheels. */
      phl_paint_rounded_rect (cr, cx - r, cy - r * 0.15, 2 * r, r * 0.6, r * 0.15);
      cairo_fill (cr);
      cairo_move_to (cr, cx - r * 0.55, cy - r * 0.15);
      cairo_line_to (cr, cx - r * 0.3, cy - r * 0.65);
      cairo_line_to (cr, cx + r * 0.35, cy - r * 0.65);
      cairo_line_to (cr, cx + r * 0.6, cy - r * 0.15);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_arc (cr, cx - r * 0.5, cy + r * 0.5, r * 0.28, 0, 2 * G_PI);
      cairo_arc (cr, cx + r * 0.5, cy + r * 0.5, r * 0.28, 0, 2 * G_PI);
      cairo_fill (cr);
      break;

    case PHL_MOTIF_SUN:
      cairo_arc (cr, cx, cy, r * 0.5, 0, 2 * G_PI);
      cairo_fill (cr);
      for (int i = 0; i < 8; i++)
        {
          double a = i * G_PI / 4;

          cairo_move_to (cr, cx + r * 0.68 * cos (a), cy + r * 0.68 * sin (a));
          cairo_line_to (cr, cx + r * 0.95 * cos (a), cy + r * 0.95 * sin (a));
        }
      cairo_stroke (cr);
      break;

    default:
      g_assert_not_reached ();
    }
  cairo_restore (cr);
}

/* The theme's background pattern: its motif small and faint, in rows. */
static void
paint_motif_wallpaper (cairo_t  *cr,
                       PhlMotif  motif,
                       double    x,
                       double    y,
                       double    width,
                       double    height)
{
  double cell = MAX (6, MIN (width, height) / 4);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.22);
  for (int row = 0; y + row * cell < y + height + cell; row++)
    for (int col = 0; x + col * cell < x + width + cell; col++)
      phl_paint_motif (cr, motif,
                       x + col * cell + (row % 2 ? cell / 2 : 0),
                       y + row * cell + cell / 2,
                       cell * 0.45);
  cairo_restore (cr);
}

gboolean
phl_paint_outside_clip (cairo_t *cr,
                        double   x,
                        double   y,
                        double   width,
                        double   height,
                        double   margin)
{
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  return x + width + margin < x1 || y + height + margin < y1 || x - margin > x2 || y - margin > y2;
}

void
phl_paint_stamp (cairo_t            *cr,
                 double              x,
                 double              y,
                 double              width,
                 double              height,
                 const PhlStampLook *look)
{
  const PhlRgb paper = { 0.98, 0.97, 0.94 };
  const PhlRgb gold = { 0.85, 0.68, 0.20 };
  double s = MIN (width, height);
  double hole = MAX (1.0, s * 0.035);
  double band = s * 0.12;
  PhlRgb ink = look->rare ? gold : look->colour;
  PhlRgb picture;

  if (phl_paint_outside_clip (cr, x, y, width, height, 4 + s * 0.1))
    return;

  if (look->faded)
    ink = mix (ink, (PhlRgb) { 0.85, 0.85, 0.85 }, 0.55);
  picture = mix (ink, (PhlRgb) { 1, 1, 1 }, 0.15);

  cairo_save (cr);
  /* The group's surface is only as large as the clip: just this stamp. */
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  cairo_push_group (cr);

  /* Paper, border band with the colour's pattern, picture with the theme's. */
  set_rgb (cr, paper, 1);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill (cr);
  paint_border_pattern (cr, look->rare ? PHL_BORDER_PLAIN : look->border,
                        x + hole, y + hole, width - 2 * hole, height - 2 * hole, band, ink);
  set_rgb (cr, picture, 1);
  cairo_rectangle (cr, x + hole + band, y + hole + band,
                   width - 2 * (hole + band), height - 2 * (hole + band));
  cairo_fill (cr);
  paint_motif_wallpaper (cr, look->motif, x + hole + band, y + hole + band,
                         width - 2 * (hole + band), height - 2 * (hole + band));
  set_rgb (cr, phl_rgb_contrast (picture), 0.9);
  phl_paint_motif (cr, look->rare ? PHL_MOTIF_STARS : look->motif,
                   x + width / 2, y + height / 2 + s * 0.05, s * 0.38);

  if (look->value != NULL)
    {
      PhlRgb ink_rgb = phl_rgb_contrast (picture);
      GdkRGBA ink_rgba = { ink_rgb.red, ink_rgb.green, ink_rgb.blue, 1 };
      PhlTextStyle style = { .size = s * 0.2, .bold = TRUE, .align = PANGO_ALIGN_RIGHT,
                             .min_size = s * 0.12, .color = &ink_rgba };

      phl_paint_text (cr, NULL, look->value, x + width - hole - band - s * 0.04,
                      y + hole + band + s * 0.01, 0, &style);
    }

  if (look->canceled)
    {
      /* A round postmark and wavy lines over the top right corner. */
      cairo_set_source_rgba (cr, 0.15, 0.13, 0.18, 0.7);
      cairo_set_line_width (cr, MAX (1, s * 0.03));
      cairo_arc (cr, x + width * 0.68, y + height * 0.3, s * 0.2, 0, 2 * G_PI);
      cairo_stroke (cr);
      for (int i = 0; i < 3; i++)
        {
          double ly = y + height * 0.22 + i * s * 0.08;

          cairo_move_to (cr, x + width * 0.2, ly);
          cairo_curve_to (cr, x + width * 0.35, ly - s * 0.06, x + width * 0.45, ly + s * 0.06,
                          x + width * 0.6, ly);
        }
      cairo_stroke (cr);
    }

  cut_perforation (cr, x, y, width, height, hole * 1.3);
  cairo_pop_group_to_source (cr);
  cairo_paint (cr);

  /* A hairline so the paper stands out on a light page too. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
  cairo_set_line_width (cr, 1);
  cairo_rectangle (cr, x + hole * 1.3 + 0.5, y + hole * 1.3 + 0.5,
                   width - hole * 2.6 - 1, height - hole * 2.6 - 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
phl_paint_die (cairo_t *cr,
               double   x,
               double   y,
               double   size,
               PhlRgb   colour,
               const char *letter,
               int      pips)
{
  static const double spots[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .27, .27 }, { .73, .73 } },
    { { .27, .27 }, { .5, .5 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .27, .73 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .5, .5 }, { .27, .73 }, { .73, .73 } },
    { { .27, .25 }, { .73, .25 }, { .27, .5 }, { .73, .5 }, { .27, .75 }, { .73, .75 } },
  };
  PhlRgb ink = phl_rgb_contrast (colour);
  cairo_pattern_t *shade;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, x, y, size, size, size * 0.18);
  set_rgb (cr, colour, 1);
  cairo_fill_preserve (cr);
  /* A soft top-left light makes it read as a cube, not a tile. */
  shade = cairo_pattern_create_linear (x, y, x + size, y + size);
  cairo_pattern_add_color_stop_rgba (shade, 0, 1, 1, 1, 0.25);
  cairo_pattern_add_color_stop_rgba (shade, 1, 0, 0, 0, 0.2);
  cairo_set_source (cr, shade);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shade);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, MAX (1, size * 0.03));
  cairo_stroke (cr);

  set_rgb (cr, ink, 0.95);
  for (int i = 0; i < CLAMP (pips, 0, 6); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + spots[pips][i][0] * size, y + spots[pips][i][1] * size,
                 size * 0.085, 0, 2 * G_PI);
    }
  cairo_fill (cr);

  if (letter != NULL && *letter != '\0')
    {
      const char *text = letter;
      GdkRGBA letter_rgba = { ink.red, ink.green, ink.blue, 0.75 };
      PhlTextStyle style = { .size = size * 0.2, .bold = TRUE, .color = &letter_rgba };
      double h;

      phl_paint_text_measure (NULL, text, 0, &style, NULL, &h);
      phl_paint_text (cr, NULL, text, x + size * 0.07, y + size * 0.96 - h, 0, &style);
    }
  cairo_restore (cr);
}
