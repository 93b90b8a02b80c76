/* phl-game-covers.h — the cover art of each game in the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

void phl_game_cover_draw_stampswap (cairo_t *cr, int width, int height, gboolean dark);
void phl_game_cover_draw_swop      (cairo_t *cr, int width, int height, gboolean dark);
void phl_game_cover_draw_stamps    (cairo_t *cr, int width, int height, gboolean dark);
void phl_game_cover_draw_auction   (cairo_t *cr, int width, int height, gboolean dark);

G_END_DECLS
