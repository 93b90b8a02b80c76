/* phl-pebbles-game-info.c — Pebbles as the library and the dialogs show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A development game (-Ddev-games=true): its words are not translated.
 */
#define G_LOG_DOMAIN "phl-pebbles-view"

#include "config.h"

#include "phl-game-info.h"
#include "phl-paint.h"
#include "pebbles/view/phl-pebbles-view.h"

static const PhlGameVariant variants[] = {
  { "standard", "Standard" },
  { NULL }
};

static const PhlGameOption options[] = { { NULL } };

/* A heap of grey pebbles. */
static void
paint_pebbles (cairo_t  *cr,
               double    width,
               double    height,
               gboolean  dark)
{
  double r = MIN (width, height) / 8;

  for (int row = 0; row < 3; row++)
    for (int col = 0; col <= row; col++)
      {
        double x = width / 2 + (col - row / 2.0) * r * 2.1;
        double y = height / 2 + (row - 1) * r * 1.8;

        cairo_set_source_rgb (cr, 0.55 + 0.1 * col, 0.55 + 0.05 * row, 0.52);
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

static const PhlGameCover cover = {
  { 0.80, 0.76, 0.66 }, { 0.25, 0.23, 0.20 }, 1.0, paint_pebbles,
};

const PhlGameInfo phl_pebbles_game_info = {
  .id = "pebbles",
  .name = "Pebbles",
  .description = "Take one to three pebbles in turn; whoever takes the most wins.",
  .variants = variants,
  .options = options,
  .cover = &cover,
  .create_view = phl_pebbles_view_new,
};
