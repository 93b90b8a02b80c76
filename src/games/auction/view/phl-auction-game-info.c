/* phl-auction-game-info.c — Stamp Auction as the library, the dialogs and About show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's registration with the app (phl-game-info.h): its name,
 * variants and options, its cover art, its makers and its view.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"
#include "phl-paint.h"
#include "auction/view/phl-auction-view.h"

static const PhlGameVariant variants[] = {
  { "standard", N_("Standard") },
  { NULL }
};

static const PhlGameOption options[] = {
  { "sealed", N_("Sealed bids"),
    N_("Everyone sets in advance the price at which they ring: no quick reflexes needed"), NULL },
  { NULL }
};

static const char * const tempo_nicks[] = { "slow", "normal", "fast", NULL };
static const char * const tempo_labels[] = { N_("Slow (1.2 s)"), N_("Normal (0.8 s)"), N_("Fast (0.5 s)"), NULL };

/* The countdown's pace; the view's "auction-tempo" property follows it. */
static const PhlGamePreference preferences[] = {
  { "auction-tempo", N_("Auction Tempo"), N_("Time between two prices in Stamp Auction"), tempo_nicks, tempo_labels },
  { NULL }
};

/* The makers of the board game, as its rulebook names them. */
static const PhlGameCredits credits = { "Hanno & Wilfried Kuhn", NULL, "Amigo" };

static const PhlRgb blue = { 0.21, 0.52, 0.89 };
static const PhlRgb red = { 0.88, 0.11, 0.14 };

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
  phl_cover_paint_stamp (cr, cx - u * 1.35, cy, u * 0.95, u * 1.25, -0.12, red, PHL_BORDER_DOTS, PHL_MOTIF_WHEELS, NULL);
  phl_cover_paint_stamp (cr, cx - u * 0.45, cy + u * 0.1, u * 0.95, u * 1.25, 0.08, blue, PHL_BORDER_STRIPES, PHL_MOTIF_PAWS, NULL);

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

static const PhlGameCover cover = {
  { 0.55, 0.15, 0.18 }, { 0.30, 0.08, 0.10 }, 4.0 / 3.0, paint_auction,
};

const PhlGameInfo phl_auction_game_info = {
  .id = "auction",
  .name = N_("Stamp Auction"),
  .description = N_("Ring the bell as the price falls, then sell sets of stamps to Andorra, "
                    "Liechtenstein and Monaco for first day postmarks."),
  .variants = variants,
  .options = options,
  .cover = &cover,
  .credits = &credits,
  .preferences = preferences,
  .create_view = phl_auction_view_new,
};
