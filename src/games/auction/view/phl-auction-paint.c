/* phl-auction-paint.c — cairo drawing of Stamp Auction cards, flags and props
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "phl-auction-paint.h"

static void
set_rgb (cairo_t *cr,
         PhlRgb   rgb,
         double   alpha)
{
  cairo_set_source_rgba (cr, rgb.red, rgb.green, rgb.blue, alpha);
}

PhlRgb
phl_auction_colour_rgb (PhlAuctionColour colour)
{
  switch (colour)
    {
    case PHL_AUCTION_RED:
      return (PhlRgb) { 0.80, 0.20, 0.22 };
    case PHL_AUCTION_BLUE:
      return (PhlRgb) { 0.18, 0.40, 0.78 };
    case PHL_AUCTION_YELLOW:
    default:
      return (PhlRgb) { 0.96, 0.76, 0.15 };
    }
}

PhlRgb
phl_auction_country_rgb (PhlAuctionCountry country)
{
  switch (country)
    {
    case PHL_AUCTION_ANDORRA:
      return (PhlRgb) { 0.10, 0.30, 0.62 };
    case PHL_AUCTION_LIECHTENSTEIN:
      return (PhlRgb) { 0.55, 0.16, 0.30 };
    case PHL_AUCTION_MONACO:
    default:
      return (PhlRgb) { 0.78, 0.12, 0.18 };
    }
}

const char *
phl_auction_country_code (PhlAuctionCountry country)
{
  static const char * const codes[] = { "AND", "LIE", "MON" };

  return codes[country % 3];
}

static PhlBorderPattern
colour_border (PhlAuctionColour colour)
{
  switch (colour)
    {
    case PHL_AUCTION_RED:
      return PHL_BORDER_DOTS;
    case PHL_AUCTION_BLUE:
      return PHL_BORDER_STRIPES;
    case PHL_AUCTION_YELLOW:
    default:
      return PHL_BORDER_ZIGZAG;
    }
}

static void
crown (cairo_t *cr,
       double   x,
       double   y,
       double   s)
{
  cairo_move_to (cr, x, y + s);
  cairo_line_to (cr, x, y + s * 0.3);
  cairo_line_to (cr, x + s * 0.3, y + s * 0.6);
  cairo_line_to (cr, x + s * 0.5, y);
  cairo_line_to (cr, x + s * 0.7, y + s * 0.6);
  cairo_line_to (cr, x + s, y + s * 0.3);
  cairo_line_to (cr, x + s, y + s);
  cairo_close_path (cr);
}

void
phl_auction_paint_flag (cairo_t          *cr,
                        PhlAuctionCountry country,
                        double            x,
                        double            y,
                        double            w,
                        double            h)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  switch (country)
    {
    case PHL_AUCTION_ANDORRA:
      /* Three upright bands: blue, yellow, red. */
      cairo_set_source_rgb (cr, 0.07, 0.25, 0.65);
      cairo_rectangle (cr, x, y, w / 3 + 0.5, h);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.99, 0.84, 0.10);
      cairo_rectangle (cr, x + w / 3, y, w / 3 + 0.5, h);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.82, 0.10, 0.20);
      cairo_rectangle (cr, x + 2 * w / 3, y, w / 3, h);
      cairo_fill (cr);
      /* The coat of arms: a small shield in the middle band. */
      cairo_set_source_rgb (cr, 0.70, 0.50, 0.10);
      cairo_move_to (cr, x + w * 0.42, y + h * 0.32);
      cairo_line_to (cr, x + w * 0.58, y + h * 0.32);
      cairo_line_to (cr, x + w * 0.58, y + h * 0.55);
      cairo_line_to (cr, x + w * 0.5, y + h * 0.7);
      cairo_line_to (cr, x + w * 0.42, y + h * 0.55);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case PHL_AUCTION_LIECHTENSTEIN:
      /* Blue over red with a golden crown. */
      cairo_set_source_rgb (cr, 0.0, 0.17, 0.50);
      cairo_rectangle (cr, x, y, w, h / 2 + 0.5);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.81, 0.07, 0.15);
      cairo_rectangle (cr, x, y + h / 2, w, h / 2);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1.0, 0.82, 0.20);
      crown (cr, x + w * 0.1, y + h * 0.08, MIN (w * 0.3, h * 0.34));
      cairo_fill (cr);
      break;

    case PHL_AUCTION_MONACO:
    default:
      /* Red over white, plain. */
      cairo_set_source_rgb (cr, 0.81, 0.07, 0.15);
      cairo_rectangle (cr, x, y, w, h / 2 + 0.5);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_rectangle (cr, x, y + h / 2, w, h / 2);
      cairo_fill (cr);
      break;
    }
  cairo_restore (cr);

  cairo_save (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, MAX (0.8, h * 0.05));
  cairo_rectangle (cr, x, y, w, h);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
phl_auction_paint_motif (cairo_t         *cr,
                         PhlAuctionMotif  motif,
                         double           cx,
                         double           cy,
                         double           size)
{
  double r = size / 2;

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1, size / 14));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  switch (motif)
    {
    case PHL_AUCTION_SPORTS:
      /* A football: outline, a central pentagon, spokes to the rim. */
      cairo_arc (cr, cx, cy, r * 0.92, 0, 2 * G_PI);
      cairo_stroke (cr);
      for (int i = 0; i < 5; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 5;

          if (i == 0)
            cairo_move_to (cr, cx + cos (a) * r * 0.36, cy + sin (a) * r * 0.36);
          else
            cairo_line_to (cr, cx + cos (a) * r * 0.36, cy + sin (a) * r * 0.36);
        }
      cairo_close_path (cr);
      cairo_fill (cr);
      for (int i = 0; i < 5; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 5;

          cairo_move_to (cr, cx + cos (a) * r * 0.36, cy + sin (a) * r * 0.36);
          cairo_line_to (cr, cx + cos (a) * r * 0.9, cy + sin (a) * r * 0.9);
        }
      cairo_stroke (cr);
      break;

    case PHL_AUCTION_WILDLIFE:
      /* A paw print: pad and four toes. */
      cairo_save (cr);
      cairo_translate (cr, cx, cy + r * 0.25);
      cairo_scale (cr, 1.0, 0.8);
      cairo_arc (cr, 0, 0, r * 0.42, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_fill (cr);
      for (int i = 0; i < 4; i++)
        {
          double a = G_PI * (1.18 + i * 0.213);

          cairo_arc (cr, cx + cos (a) * r * 0.78, cy + r * 0.1 + sin (a) * r * 0.78, r * 0.18, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;

    case PHL_AUCTION_HISTORY:
    default:
      /* A medal: ribbon and a disc with a star. */
      cairo_move_to (cr, cx - r * 0.5, cy - r);
      cairo_line_to (cr, cx - r * 0.05, cy - r * 0.1);
      cairo_move_to (cr, cx + r * 0.5, cy - r);
      cairo_line_to (cr, cx + r * 0.05, cy - r * 0.1);
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy + r * 0.35, r * 0.6, 0, 2 * G_PI);
      cairo_stroke (cr);
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5;
          double rr = (i % 2 == 0) ? r * 0.42 : r * 0.18;

          if (i == 0)
            cairo_move_to (cr, cx + cos (a) * rr, cy + r * 0.35 + sin (a) * rr);
          else
            cairo_line_to (cr, cx + cos (a) * rr, cy + r * 0.35 + sin (a) * rr);
        }
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    }
  cairo_restore (cr);
}

void
phl_auction_paint_card (cairo_t        *cr,
                        double          x,
                        double          y,
                        double          w,
                        double          h,
                        PhlAuctionCard  card)
{
  PhlAuctionColour colour = phl_auction_card_colour (card);
  PhlStampLook look = {
    .colour = phl_auction_colour_rgb (colour),
    .border = colour_border (colour),
    .motif = PHL_MOTIF_NONE,
  };
  double s = MIN (w, h);
  double inset = s * 0.155 + MAX (1.0, s * 0.035);
  double fw = w * 0.34, fh = fw * 0.62;
  PhlRgb picture = look.colour;
  PhlRgb ink;
  const char *code = phl_auction_country_code (phl_auction_card_country (card));

  picture.red = picture.red * 0.85 + 0.15;
  picture.green = picture.green * 0.85 + 0.15;
  picture.blue = picture.blue * 0.85 + 0.15;
  ink = phl_rgb_contrast (picture);

  phl_paint_stamp (cr, x, y, w, h, &look);

  /* The flag in the top left corner of the picture. */
  phl_auction_paint_flag (cr, phl_auction_card_flag (card), x + inset, y + inset, fw, fh);

  /* The motif icon, a little below the middle. */
  set_rgb (cr, ink, 0.9);
  phl_auction_paint_motif (cr, phl_auction_card_motif (card), x + w / 2, y + h * 0.52, s * 0.36);

  /* The issuing country as a code along the bottom of the picture, with
   * Pango in the painters' default font (no toy text, no named font). */
  {
    PhlTextStyle style = { .size = MAX (6, s * 0.2), .bold = TRUE, .align = PANGO_ALIGN_CENTER,
                           .center_y = TRUE };

    set_rgb (cr, ink, 0.95);
    phl_paint_text (cr, NULL, code, x + inset, y + h - inset - s * 0.11, w - 2 * inset, &style);
  }
}

void
phl_auction_paint_card_back (cairo_t *cr,
                             double   x,
                             double   y,
                             double   w,
                             double   h)
{
  double s = MIN (w, h);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.36, 0.20, 0.14);
  phl_paint_rounded_rect (cr, x, y, w, h, s * 0.06);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 1, 0.9, 0.7, 0.35);
  cairo_set_line_width (cr, MAX (1, s * 0.02));
  phl_paint_rounded_rect (cr, x + s * 0.08, y + s * 0.08, w - s * 0.16, h - s * 0.16, s * 0.04);
  cairo_stroke (cr);
  for (int i = 1; i < 6; i++)
    {
      cairo_move_to (cr, x + s * 0.08, y + h * i / 6.0);
      cairo_line_to (cr, x + w - s * 0.08, y + h * i / 6.0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
phl_auction_paint_bell (cairo_t  *cr,
                        double    cx,
                        double    cy,
                        double    u,
                        double    swing,
                        gboolean  highlight)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy + u * 0.3);
  if (highlight)
    {
      cairo_set_source_rgba (cr, 1.0, 0.85, 0.3, 0.35);
      cairo_arc (cr, 0, -u * 0.25, u * 0.62, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  /* The base. */
  cairo_set_source_rgb (cr, 0.36, 0.22, 0.10);
  phl_paint_rounded_rect (cr, -u * 0.55, 0, u * 1.1, u * 0.14, u * 0.05);
  cairo_fill (cr);
  cairo_rotate (cr, swing * 0.25);
  /* Dome. */
  {
    cairo_pattern_t *gold = cairo_pattern_create_linear (-u * 0.45, 0, u * 0.45, 0);

    cairo_pattern_add_color_stop_rgb (gold, 0, 0.72, 0.54, 0.12);
    cairo_pattern_add_color_stop_rgb (gold, 0.35, 0.98, 0.86, 0.42);
    cairo_pattern_add_color_stop_rgb (gold, 1, 0.62, 0.44, 0.08);
    cairo_set_source (cr, gold);
    cairo_move_to (cr, -u * 0.45, 0);
    cairo_curve_to (cr, -u * 0.45, -u * 0.62, u * 0.45, -u * 0.62, u * 0.45, 0);
    cairo_close_path (cr);
    cairo_fill (cr);
    cairo_pattern_destroy (gold);
  }
  /* The knob. */
  cairo_set_source_rgb (cr, 0.36, 0.22, 0.10);
  cairo_arc (cr, 0, -u * 0.5, u * 0.08, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);

  if (swing != 0)
    {
      /* Sound lines either side. */
      cairo_save (cr);
      cairo_set_source_rgba (cr, 0.85, 0.60, 0.10, MIN (1.0, fabs (swing) * 1.5));
      cairo_set_line_width (cr, MAX (1.5, u * 0.04));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (int side = -1; side <= 1; side += 2)
        for (int i = 0; i < 2; i++)
          {
            double r = u * (0.62 + i * 0.14);

            cairo_arc (cr, cx, cy + u * 0.05, r,
                       side < 0 ? G_PI * 1.05 : -G_PI * 0.3,
                       side < 0 ? G_PI * 1.3 : -G_PI * 0.05);
            cairo_new_sub_path (cr);
          }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

void
phl_auction_paint_coin (cairo_t *cr,
                        double   cx,
                        double   cy,
                        double   r)
{
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.80, 0.62, 0.15);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.98, 0.84, 0.38);
  cairo_arc (cr, cx, cy, r * 0.78, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.70, 0.52, 0.10);
  cairo_set_line_width (cr, MAX (1, r * 0.14));
  cairo_arc (cr, cx, cy, r * 0.45, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
phl_auction_paint_postmark (cairo_t  *cr,
                            double    cx,
                            double    cy,
                            double    r,
                            gboolean  filled)
{
  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1, r * 0.14));
  if (filled)
    {
      cairo_set_source_rgb (cr, 0.97, 0.95, 0.90);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.30, 0.18, 0.50);
    }
  else
    cairo_set_source_rgba (cr, 0.5, 0.5, 0.55, 0.5);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_arc (cr, cx, cy, r * 0.55, 0, 2 * G_PI);
  cairo_stroke (cr);
  if (filled)
    {
      /* Wavy cancellation lines through the ring. */
      cairo_set_line_width (cr, MAX (1, r * 0.1));
      for (int i = -1; i <= 1; i++)
        {
          double ly = cy + i * r * 0.3;

          cairo_move_to (cr, cx + r * 0.7, ly);
          cairo_curve_to (cr, cx + r * 1.0, ly - r * 0.2, cx + r * 1.2, ly + r * 0.2, cx + r * 1.5, ly);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
phl_auction_paint_credit_card (cairo_t *cr,
                               double   x,
                               double   y,
                               double   w,
                               double   h)
{
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.20, 0.45, 0.35);
  phl_paint_rounded_rect (cr, x, y, w, h, MIN (w, h) * 0.15);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.08, 0.20, 0.15);
  cairo_rectangle (cr, x, y + h * 0.22, w, h * 0.18);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.95, 0.85, 0.45);
  cairo_rectangle (cr, x + w * 0.12, y + h * 0.55, w * 0.22, h * 0.2);
  cairo_fill (cr);
  cairo_restore (cr);
}
