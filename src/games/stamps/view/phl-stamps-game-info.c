/* phl-stamps-game-info.c — STAMPS as the library, the dialogs and About show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's registration with the app (phl-game-info.h): its name,
 * variants and options, its cover art, its makers and its view.
 */
#define G_LOG_DOMAIN "phl-stamps-view"

#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "phl-game-info.h"
#include "phl-paint.h"
#include "stamps/view/phl-stamps-view.h"

static const PhlGameVariant variants[] = {
  { "standard", N_("Standard") },
  { NULL }
};

static const PhlGameOption options[] = { { NULL } };

/* The makers of the board game, as its rulebook names them. */
static const PhlGameCredits credits = { "Carlo Emanuele Lanzavecchia", "Stephanie Dönhöler", "moses. Verlag" };

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
        phl_cover_paint_stamp (cr, x0 + (col + 0.5) * size, y0 + (row + 0.5) * size, size * 0.92, size * 0.92, 0,
                  kinds[k].colour, kinds[k].border, kinds[k].motif, NULL);
      }

  /* A bracket: the new blue stamp closes red and yellow against a blue one;
   * the bracketed stamps are outlined, as the game shows them. */
  cairo_set_source_rgba (cr, dark ? 1 : 0.1, dark ? 1 : 0.1, dark ? 1 : 0.15, 0.85);
  cairo_set_line_width (cr, size * 0.06);
  phl_paint_rounded_rect (cr, x0 + size * 1.02, y0 + size * 1.02, size * 1.96, size * 0.96, size * 0.12);
  cairo_stroke (cr);
}

static const PhlGameCover cover = {
  { 0.85, 0.90, 0.95 }, { 0.16, 0.20, 0.27 }, 5.5 / 4.4, paint_stamps,
};

const PhlGameInfo phl_stamps_game_info = {
  .id = "stamps",
  .name = N_("STAMPS"),
  .description = N_("Place stamps on a shared grid and bracket rows of other colours "
                    "to move your markers up the score tableau."),
  .variants = variants,
  .options = options,
  .cover = &cover,
  .credits = &credits,
  .create_view = phl_stamps_view_new,
};
