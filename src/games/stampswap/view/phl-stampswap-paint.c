/* phl-stampswap-paint.c — Stamp Swap stamps, backs, tokens and symbols in cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-paint"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "phl-stampswap-card-painter.h"
#include "phl-stampswap-paint.h"
#include "stampswap/phl-stampswap-deck.h"

/* purple, yellow, blue, green, brown — the same as the library cover. */
static const PhlRgb color_rgb[PHL_STAMPSWAP_N_COLORS] = {
  { 0.57, 0.25, 0.67 }, { 0.93, 0.72, 0.05 }, { 0.21, 0.52, 0.89 },
  { 0.18, 0.62, 0.38 }, { 0.60, 0.42, 0.24 },
};
static const PhlBorderPattern color_border[PHL_STAMPSWAP_N_COLORS] = {
  PHL_BORDER_CHECKS, PHL_BORDER_ZIGZAG, PHL_BORDER_STRIPES, PHL_BORDER_DOTS, PHL_BORDER_DOUBLE,
};
static const PhlMotif theme_motif[PHL_STAMPSWAP_N_THEMES] = {
  PHL_MOTIF_STARS, PHL_MOTIF_COLUMNS, PHL_MOTIF_PAWS, PHL_MOTIF_PETALS, PHL_MOTIF_WHEELS,
};

PhlRgb
phl_stampswap_color_rgb (guint8 color)
{
  if (color >= PHL_STAMPSWAP_N_COLORS)
    return (PhlRgb) { 0.85, 0.68, 0.20 };
  return color_rgb[color];
}

PhlRgb
phl_stampswap_seat_rgb (guint seat)
{
  /* Player colours, apart from the stamp colours. */
  static const PhlRgb seats[] = {
    { 0.88, 0.11, 0.14 }, { 0.10, 0.45, 0.75 }, { 0.90, 0.45, 0.00 },
    { 0.15, 0.55, 0.45 }, { 0.75, 0.20, 0.55 }, { 0.40, 0.40, 0.40 },
  };
  return seats[seat % G_N_ELEMENTS (seats)];
}

static void
paint_forever (cairo_t *cr,
               double   x,
               double   y,
               double   w,
               double   h)
{
  PhlStampLook look = { { 0.36, 0.42, 0.52 }, PHL_BORDER_PLAIN, PHL_MOTIF_NONE, NULL, FALSE, FALSE, FALSE };
  double s = MIN (w, h);
  double cx = x + w / 2, cy = y + h / 2;

  phl_paint_stamp (cr, x, y, w, h, &look);
  /* An infinity sign: two loops. */
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, MAX (1.2, s * 0.07));
  cairo_move_to (cr, cx, cy);
  cairo_curve_to (cr, cx + s * 0.12, cy - s * 0.16, cx + s * 0.3, cy - s * 0.16, cx + s * 0.3, cy);
  cairo_curve_to (cr, cx + s * 0.3, cy + s * 0.16, cx + s * 0.12, cy + s * 0.16, cx, cy);
  cairo_curve_to (cr, cx - s * 0.12, cy - s * 0.16, cx - s * 0.3, cy - s * 0.16, cx - s * 0.3, cy);
  cairo_curve_to (cr, cx - s * 0.3, cy + s * 0.16, cx - s * 0.12, cy + s * 0.16, cx, cy);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
phl_stampswap_paint_stamp (cairo_t                 *cr,
                           const PhlStampswapStamp *stamp,
                           double                   x,
                           double                   y,
                           double                   width,
                           double                   height)
{
  PhlStampLook look = { { 0 } };
  char value[16];
  gboolean rare = (stamp->flags & PHL_STAMPSWAP_STAMP_RARE) != 0;

  if (stamp->kind == PHL_STAMPSWAP_FOREVER)
    {
      paint_forever (cr, x, y, width, height);
      return;
    }
  look.colour = phl_stampswap_color_rgb (rare ? PHL_STAMPSWAP_NONE : stamp->color);
  look.border = stamp->color < PHL_STAMPSWAP_N_COLORS ? color_border[stamp->color] : PHL_BORDER_PLAIN;
  look.motif = stamp->theme < PHL_STAMPSWAP_N_THEMES ? theme_motif[stamp->theme] : PHL_MOTIF_NONE;
  look.rare = rare;
  look.canceled = (stamp->flags & PHL_STAMPSWAP_STAMP_CANCELED) != 0;
  look.faded = stamp->value < 0;
  if (!look.canceled)
    {
      /* A real minus sign for faded stamps. */
      if (stamp->value < 0)
        g_snprintf (value, sizeof value, "−%d", -stamp->value);
      else
        g_snprintf (value, sizeof value, "%d", stamp->value);
      look.value = value;
    }
  phl_paint_stamp (cr, x, y, width, height, &look);
}

static void
paint_back (cairo_t *cr,
            double   x,
            double   y,
            double   w,
            double   h)
{
  double s = MIN (w, h);
  double pad = s * 0.05;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, x + pad, y + pad, w - 2 * pad, h - 2 * pad, s * 0.06);
  cairo_set_source_rgb (cr, 0.20, 0.24, 0.36);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  /* Fine diagonal hatching, as on the tiles' backs. */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.10);
  cairo_set_line_width (cr, MAX (1, s * 0.03));
  for (double d = -h; d < w + h; d += s * 0.12)
    {
      cairo_move_to (cr, x + d, y);
      cairo_line_to (cr, x + d + h, y + h);
    }
  cairo_stroke (cr);
  /* A post horn-ish ring in the middle. */
  cairo_set_source_rgba (cr, 0.95, 0.85, 0.55, 0.85);
  cairo_set_line_width (cr, MAX (1, s * 0.05));
  cairo_arc (cr, x + w / 2, y + h / 2, s * 0.18, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_arc (cr, x + w / 2, y + h / 2, s * 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
phl_stampswap_paint_eye (cairo_t *cr,
                         double   cx,
                         double   cy,
                         double   size)
{
  double r = size / 2;

  cairo_save (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.12, 0.85);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, MAX (1, size * 0.08));
  cairo_move_to (cr, cx - r * 0.7, cy);
  cairo_curve_to (cr, cx - r * 0.3, cy - r * 0.55, cx + r * 0.3, cy - r * 0.55, cx + r * 0.7, cy);
  cairo_curve_to (cr, cx + r * 0.3, cy + r * 0.55, cx - r * 0.3, cy + r * 0.55, cx - r * 0.7, cy);
  cairo_stroke (cr);
  cairo_arc (cr, cx, cy, r * 0.2, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
phl_stampswap_paint_tile (cairo_t                *cr,
                          const PhlStampswapTile *tile,
                          double                  x,
                          double                  y,
                          double                  cell,
                          PhlStampswapFace        face)
{
  if (face == PHL_STAMPSWAP_FACE_DOWN)
    {
      paint_back (cr, x, y, tile->w * cell, tile->h * cell);
      return;
    }
  for (guint k = 0; k < tile->n_stamps; k++)
    {
      const PhlStampswapStamp *s = &tile->stamps[k];

      phl_stampswap_paint_stamp (cr, s, x + s->x * cell, y + s->y * cell, s->w * cell, s->h * cell);
    }
  if (face == PHL_STAMPSWAP_FACE_DOWN_PEEK)
    {
      /* Still face down for the others: a dark veil and the eye marker. */
      cairo_save (cr);
      cairo_set_source_rgba (cr, 0.20, 0.24, 0.36, 0.35);
      cairo_rectangle (cr, x, y, tile->w * cell, tile->h * cell);
      cairo_fill (cr);
      cairo_restore (cr);
      phl_stampswap_paint_eye (cr, x + cell * 0.45, y + cell * 0.45, MAX (10, cell * 0.6));
    }
}

void
phl_stampswap_paint_tile_in (cairo_t                *cr,
                             const PhlStampswapTile *tile,
                             double                  x,
                             double                  y,
                             double                  width,
                             double                  height,
                             double                  max_cell,
                             PhlStampswapFace        face)
{
  double cell = MIN (max_cell, MIN (width / tile->w, height / tile->h));

  phl_stampswap_paint_tile (cr, tile, x + (width - tile->w * cell) / 2, y + (height - tile->h * cell) / 2,
                            cell, face);
}

void
phl_stampswap_paint_token (cairo_t *cr,
                           double   cx,
                           double   cy,
                           double   radius)
{
  cairo_pattern_t *shade;

  cairo_save (cr);
  cairo_arc (cr, cx + radius * 0.08, cy + radius * 0.12, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  shade = cairo_pattern_create_radial (cx - radius * 0.3, cy - radius * 0.3, radius * 0.1, cx, cy, radius);
  cairo_pattern_add_color_stop_rgb (shade, 0, 0.98, 0.86, 0.45);
  cairo_pattern_add_color_stop_rgb (shade, 1, 0.80, 0.56, 0.10);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source (cr, shade);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shade);
  cairo_set_source_rgba (cr, 0.45, 0.30, 0.05, 1);
  cairo_set_line_width (cr, MAX (1, radius * 0.1));
  cairo_stroke (cr);
  {
    PangoLayout *layout = pango_cairo_create_layout (cr);
    PangoFontDescription *font = phl_stampswap_card_font (TRUE);
    PangoRectangle ink;

    pango_font_description_set_absolute_size (font, radius * 1.3 * PANGO_SCALE);
    pango_layout_set_font_description (layout, font);
    pango_layout_set_text (layout, "1", -1);
    pango_layout_get_pixel_extents (layout, &ink, NULL);
    cairo_move_to (cr, cx - ink.x - ink.width / 2.0, cy - ink.y - ink.height / 2.0);
    pango_cairo_show_layout (cr, layout);
    pango_font_description_free (font);
    g_object_unref (layout);
  }
  cairo_restore (cr);
}

void
phl_stampswap_paint_symbol (cairo_t *cr,
                            guint8   symbol,
                            double   cx,
                            double   cy,
                            double   size)
{
  static const guint8 dims[PHL_STAMPSWAP_N_KINDS][2] = { { 2, 2 }, { 3, 3 }, { 2, 3 }, { 2, 4 }, { 1, 1 } };
  double unit = size / 4.4;

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1, size * 0.06));
  if (symbol == PHL_STAMPSWAP_ITEM_ATTENDEE)
    {
      /* A card with a person on it. */
      double w = size * 0.6, h = size * 0.85;

      phl_paint_rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, size * 0.08);
      cairo_set_source_rgb (cr, 0.96, 0.93, 0.85);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.35, 0.25, 0.15);
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy - h * 0.12, w * 0.17, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, cx, cy + h * 0.28, w * 0.3, G_PI, 2 * G_PI);
      cairo_fill (cr);
    }
  else
    {
      guint kind = symbol & ~PHL_STAMPSWAP_ITEM_DOWN;
      gboolean down = (symbol & PHL_STAMPSWAP_ITEM_DOWN) != 0;
      double w, h;

      if (kind >= PHL_STAMPSWAP_N_KINDS)
        kind = PHL_STAMPSWAP_SMALL_SQUARE;
      w = dims[kind][0] * unit;
      h = dims[kind][1] * unit;
      cairo_rectangle (cr, cx - w / 2, cy - h / 2, w, h);
      if (kind == PHL_STAMPSWAP_FOREVER)
        cairo_set_source_rgb (cr, 0.36, 0.42, 0.52);
      else if (down)
        cairo_set_source_rgb (cr, 0.45, 0.47, 0.52);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      cairo_stroke (cr);
      if (down)
        {
          /* A face-down symbol also gets a cross, not only its grey. */
          cairo_move_to (cr, cx - w / 2, cy - h / 2);
          cairo_line_to (cr, cx + w / 2, cy + h / 2);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}
