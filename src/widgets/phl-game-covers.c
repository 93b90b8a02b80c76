/* phl-game-covers.c — the cover art of each game in the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each cover is a small scene made with the same painters the games use,
 * so the library shows what the game looks like.  Only the art is painted
 * here; the table under it is a plain colour the cover widget fills in.
 */
#define G_LOG_DOMAIN "phl-game-covers"

#include "config.h"

#include <math.h>

#include "phl-game-covers.h"
#include "phl-paint.h"

/* The stamp colours of the GNOME palette, each with its border pattern. */
static const PhlRgb purple = { 0.57, 0.25, 0.67 };
static const PhlRgb yellow = { 0.96, 0.76, 0.07 };
static const PhlRgb blue = { 0.21, 0.52, 0.89 };
static const PhlRgb green = { 0.18, 0.62, 0.38 };
static const PhlRgb brown = { 0.60, 0.42, 0.24 };
static const PhlRgb red = { 0.88, 0.11, 0.14 };

static void
stamp_at (cairo_t          *cr,
          double            cx,
          double            cy,
          double            w,
          double            h,
          double            angle,
          PhlRgb            colour,
          PhlBorderPattern  border,
          PhlMotif          motif,
          const char       *value)
{
  PhlStampLook look = { colour, border, motif, value, FALSE, FALSE, FALSE };

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  /* A soft drop shadow inside the perforation. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_rectangle (cr, -w / 2 + w * 0.06, -h / 2 + h * 0.08, w * 0.92, h * 0.94);
  cairo_fill (cr);
  phl_paint_stamp (cr, -w / 2, -h / 2, w, h, &look);
  cairo_restore (cr);
}

static void
paint_stampswap (cairo_t  *cr,
                 double    width,
                 double    height,
                 gboolean  dark)
{
  double u = MIN (width / 4.0, height / 3.0);
  double x0 = (width - 4 * u) / 2 + u * 0.2;
  double y0 = (height - 3 * u) / 2 + u * 0.2;

  /* An album page: a grid with stamps of several sizes fitted in. */
  cairo_set_source_rgba (cr, dark ? 0.16 : 1, dark ? 0.15 : 1, dark ? 0.14 : 0.98, 1);
  phl_paint_rounded_rect (cr, x0 - u * 0.1, y0 - u * 0.1, u * 3.8, u * 2.8, u * 0.1);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.25);
  cairo_set_line_width (cr, 1);
  for (int i = 0; i <= 12; i++)
    {
      cairo_move_to (cr, x0 + i * u * 0.3, y0);
      cairo_line_to (cr, x0 + i * u * 0.3, y0 + u * 2.4);
    }
  for (int i = 0; i <= 8; i++)
    {
      cairo_move_to (cr, x0, y0 + i * u * 0.3);
      cairo_line_to (cr, x0 + u * 3.6, y0 + i * u * 0.3);
    }
  cairo_stroke (cr);

  stamp_at (cr, x0 + u * 0.45, y0 + u * 0.45, u * 0.9, u * 0.9, 0, blue, PHL_BORDER_STRIPES, PHL_MOTIF_STARS, "3");
  stamp_at (cr, x0 + u * 1.35, y0 + u * 0.6, u * 0.9, u * 1.2, 0, green, PHL_BORDER_DOTS, PHL_MOTIF_PETALS, "2");
  stamp_at (cr, x0 + u * 0.45, y0 + u * 1.5, u * 0.9, u * 1.2, 0, purple, PHL_BORDER_CHECKS, PHL_MOTIF_COLUMNS, "4");
  stamp_at (cr, x0 + u * 1.5, y0 + u * 1.8, u * 1.2, u * 0.6, 0, yellow, PHL_BORDER_ZIGZAG, PHL_MOTIF_WHEELS, "1");
  /* One more stamp held over the page, about to be placed. */
  stamp_at (cr, x0 + u * 2.85, y0 + u * 1.15, u * 0.9, u * 0.9, -0.18, brown, PHL_BORDER_DOUBLE, PHL_MOTIF_PAWS, "2");
}

static void
paint_swop (cairo_t  *cr,
            double    width,
            double    height,
            gboolean  dark)
{
  static const struct { PhlRgb colour; char letter; } dice[] = {
    { { 0.96, 0.96, 0.94 }, 'W' }, { { 0.88, 0.11, 0.14 }, 'R' }, { { 1.00, 0.47, 0.00 }, 'O' },
    { { 0.96, 0.83, 0.18 }, 'Y' }, { { 0.18, 0.62, 0.38 }, 'G' }, { { 0.13, 0.70, 0.70 }, 'T' },
    { { 0.21, 0.52, 0.89 }, 'B' }, { { 0.57, 0.25, 0.67 }, 'V' }, { { 0.96, 0.53, 0.75 }, 'P' },
    { { 0.60, 0.42, 0.24 }, 'N' }, { { 0.14, 0.14, 0.16 }, 'K' },
  };
  static const int pips[3][5] = { { 2, 5, 1, 3, 6 }, { 4, 3, 4, 5, 2 }, { 1, 6, 2, 1, 4 } };
  double size = MIN (width / 5.6, height / 3.6);
  double x0 = (width - 5 * size * 1.1) / 2 + size * 0.05;
  double y0 = (height - 3 * size * 1.1) / 2 + size * 0.05;

  for (int row = 0; row < 3; row++)
    for (int col = 0; col < 5; col++)
      {
        int k = (row * 5 + col * 3) % G_N_ELEMENTS (dice);

        phl_paint_die (cr, x0 + col * size * 1.1, y0 + row * size * 1.1, size,
                       dice[k].colour, dice[k].letter, pips[row][col]);
      }

  /* The swap: an arrow between two dice that makes a 3-4-5 straight. */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, size * 0.08);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x0 + size * 0.5, y0 + size * 2.7);
  cairo_curve_to (cr, x0 + size * 1.5, y0 + size * 3.5, x0 + size * 3.0, y0 + size * 3.5,
                  x0 + size * 3.8, y0 + size * 2.8);
  cairo_stroke (cr);
  cairo_move_to (cr, x0 + size * 3.55, y0 + size * 2.65);
  cairo_line_to (cr, x0 + size * 3.85, y0 + size * 2.75);
  cairo_line_to (cr, x0 + size * 3.85, y0 + size * 3.05);
  cairo_stroke (cr);
}

static void
paint_stamps (cairo_t  *cr,
              double    width,
              double    height,
              gboolean  dark)
{
  static const struct { PhlRgb colour; PhlBorderPattern border; PhlMotif motif; } kinds[] = {
    { { 0.21, 0.52, 0.89 }, PHL_BORDER_STRIPES, PHL_MOTIF_STARS },
    { { 0.88, 0.11, 0.14 }, PHL_BORDER_DOTS, PHL_MOTIF_PETALS },
    { { 0.96, 0.76, 0.07 }, PHL_BORDER_ZIGZAG, PHL_MOTIF_SUN },
    { { 0.18, 0.62, 0.38 }, PHL_BORDER_CHECKS, PHL_MOTIF_PAWS },
    { { 0.57, 0.25, 0.67 }, PHL_BORDER_DOUBLE, PHL_MOTIF_COLUMNS },
  };
  static const char *grid[] = { ".GR..", "BRYB.", ".GBPY", "..RB." };
  double size = MIN (width / 5.5, height / 4.4);
  double x0 = (width - 5 * size) / 2;
  double y0 = (height - 4 * size) / 2;

  for (int row = 0; row < 4; row++)
    for (int col = 0; col < 5; col++)
      {
        const char *letters = "BRYGP";
        const char *found = strchr (letters, grid[row][col]);
        guint k;

        if (grid[row][col] == '.' || found == NULL)
          continue;
        k = found - letters;
        stamp_at (cr, x0 + (col + 0.5) * size, y0 + (row + 0.5) * size, size * 0.92, size * 0.92, 0,
                  kinds[k].colour, kinds[k].border, kinds[k].motif, NULL);
      }

  /* A bracket: the new blue stamp closes red and yellow against a blue one;
   * the bracketed stamps are outlined, as the game shows them. */
  cairo_set_source_rgba (cr, dark ? 1 : 0.1, dark ? 1 : 0.1, dark ? 1 : 0.15, 0.85);
  cairo_set_line_width (cr, size * 0.06);
  phl_paint_rounded_rect (cr, x0 + size * 1.02, y0 + size * 1.02, size * 1.96, size * 0.96, size * 0.12);
  cairo_stroke (cr);
}

static void
paint_auction (cairo_t  *cr,
               double    width,
               double    height,
               gboolean  dark)
{
  double u = MIN (width / 4.0, height / 3.0);
  double cx = width / 2.0, cy = height / 2.0;
  const GdkRGBA price_rgba = { 1, 0.93, 0.6, 1 };
  PhlTextStyle price = { .size = u * 0.9, .bold = TRUE, .center_y = TRUE, .color = &price_rgba };

  /* Two cards on offer, the falling price, and the bell. */
  stamp_at (cr, cx - u * 1.35, cy, u * 0.95, u * 1.25, -0.12, red, PHL_BORDER_DOTS, PHL_MOTIF_WHEELS, NULL);
  stamp_at (cr, cx - u * 0.45, cy + u * 0.1, u * 0.95, u * 1.25, 0.08, blue, PHL_BORDER_STRIPES, PHL_MOTIF_PAWS, NULL);

  phl_paint_text (cr, NULL, "7", cx + u * 0.55, cy - u * 0.35, 0, &price);

  /* The bell: dome, rim and knob. */
  cairo_save (cr);
  cairo_translate (cr, cx + u * 1.35, cy + u * 0.55);
  cairo_set_source_rgb (cr, 0.85, 0.68, 0.20);
  cairo_move_to (cr, -u * 0.45, 0);
  cairo_curve_to (cr, -u * 0.45, -u * 0.6, u * 0.45, -u * 0.6, u * 0.45, 0);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.45, 0.30, 0.10);
  phl_paint_rounded_rect (cr, -u * 0.6, 0, u * 1.2, u * 0.14, u * 0.05);
  cairo_fill (cr);
  cairo_arc (cr, 0, -u * 0.5, u * 0.08, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

const PhlGameCover phl_game_cover_stampswap = {
  { 0.93, 0.87, 0.76 }, { 0.30, 0.24, 0.20 }, 4.0 / 3.0, paint_stampswap,
};
const PhlGameCover phl_game_cover_swop = {
  { 0.15, 0.45, 0.30 }, { 0.07, 0.22, 0.15 }, 5.6 / 3.6, paint_swop,
};
const PhlGameCover phl_game_cover_stamps = {
  { 0.85, 0.90, 0.95 }, { 0.16, 0.20, 0.27 }, 5.5 / 4.4, paint_stamps,
};
const PhlGameCover phl_game_cover_auction = {
  { 0.55, 0.15, 0.18 }, { 0.30, 0.08, 0.10 }, 4.0 / 3.0, paint_auction,
};
