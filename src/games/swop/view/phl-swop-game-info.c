/* phl-swop-game-info.c — SWOP as the library, the dialogs and About show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's registration with the app (phl-game-info.h): its name,
 * variants and options, its cover art, its makers and its view.
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"
#include "phl-paint.h"
#include "phl-swop-paint.h"
#include "swop/view/phl-swop-view.h"

static const PhlGameVariant variants[] = {
  { "basic", N_("Basic game") },
  { "master", N_("Master level") },
  { "team", N_("Team game") },
  { "solo", N_("Solo game") },
  { NULL }
};

static const PhlGameOption options[] = {
  { "neat", N_("Neat setup"), N_("Each colour once per row, six different white numbers"), "master" },
  { "takebacks", N_("Take back cubes"), N_("Take back one spent cube on reaching 17 and 31"), "solo" },
  { "master", N_("Colour cubes"), N_("Play the team game with the master level’s colour cubes"), "team" },
  { NULL }
};

/* The makers of the board game, as its rulebook names them. */
static const PhlGameCredits credits = { "Karin Herrmann & Otmar Bettscheider", NULL, NULL };

static void
paint_swop (cairo_t  *cr,
            double    width,
            double    height,
            gboolean  dark)
{
  /* In the dice's colour order, their letters as on the board. */
  static const PhlRgb dice[] = {
    { 0.96, 0.96, 0.94 }, { 0.88, 0.11, 0.14 }, { 1.00, 0.47, 0.00 }, { 0.96, 0.83, 0.18 },
    { 0.18, 0.62, 0.38 }, { 0.13, 0.70, 0.70 }, { 0.21, 0.52, 0.89 }, { 0.57, 0.25, 0.67 },
    { 0.96, 0.53, 0.75 }, { 0.60, 0.42, 0.24 }, { 0.14, 0.14, 0.16 },
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
                       dice[k], phl_swop_paint_colour_mark (k), pips[row][col]);
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

static const PhlGameCover cover = {
  { 0.15, 0.45, 0.30 }, { 0.07, 0.22, 0.15 }, 5.6 / 3.6, paint_swop,
};

const PhlGameInfo phl_swop_game_info = {
  .id = "swop",
  .name = N_("SWOP"),
  .description = N_("Swap any two dice on the board to line up sets and straights; "
                    "a run of six is a Swop."),
  .variants = variants,
  .options = options,
  .cover = &cover,
  .credits = &credits,
  .create_view = phl_swop_view_new,
};
