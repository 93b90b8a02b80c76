/* phl-swop-geometry.c — where the SWOP canvas puts everything, in pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-geometry"

#include "config.h"

#include <math.h>

#include "phl-swop-geometry.h"

/* Below this width the side panel goes under the board. */
#define NARROW_WIDTH 640

void
phl_swop_geometry_min_size (int *width,
                            int *height)
{
  /* What the window's minimum is made of: with the game log beside the
   * board (wide windows) the two must fit 800 px.  Below 640 px the dice
   * get small (the panel goes under the board); at 800×600 the board has
   * the window's whole width. */
  *width = 480;
  /* At 800×600 the header, the toolbar, a hint and the log under the
   * board leave about this much; the dice stay over 32 px from ~370. */
  *height = 300;
}

void
phl_swop_geometry_compute (PhlSwopGeometry    *g,
                           const PhlSwopState *state,
                           double              width,
                           double              height)
{
  double margin = MAX (10, MIN (width, height) * 0.02);
  double area_x, area_y, area_w, area_h, cell;
  guint n = MAX (state->n_players, 1);
  /* Solo: the goal takes a second row's place. */
  guint slots = MAX (n, 2);
  gboolean narrow = width < NARROW_WIDTH;
  double pool_h, rows_h;

  g->width = width;
  g->height = height;

  g->track_h = CLAMP (height * 0.13, 56, 96);
  g->panel_w = narrow ? width - 2 * margin : CLAMP (width * 0.25, 220, 360);
  /* The pool: six cubes a row beside the board, all eleven in one under it. */
  g->pool_per_row = narrow ? PHL_SWOP_N_COLOURS : 6;
  g->pool_cube = CLAMP ((g->panel_w - 24) / g->pool_per_row - 8, 14, 30);
  pool_h = state->cubes ? ((PHL_SWOP_N_COLOURS + g->pool_per_row - 1) / g->pool_per_row) * (g->pool_cube + 10) + 28 : 0;

  area_x = margin;
  area_y = margin;
  area_w = narrow ? width - 2 * margin : width - g->panel_w - 3 * margin;
  area_h = height - g->track_h - 3 * margin;
  g->narrow = narrow;
  if (narrow)
    area_h -= 52 + 8 + pool_h + margin / 2;

  /* 11 × 6 cells, a band for the column letters and row numbers, a frame,
   * and under it the preview strip: three lines of text, whose size
   * follows the cells' (so the second pass only makes it smaller). */
  cell = MIN (area_w / (11 + 0.45 + 0.3), area_h / (6 + 0.45 + 0.3 + 1.2));
  for (int pass = 0; pass < 2; pass++)
    {
      g->preview_font = CLAMP (cell * 0.26, 12, 16);
      g->preview_h = g->preview_font * 1.4 * 3 + 8;
      cell = MIN (area_w / (11 + 0.45 + 0.3), (area_h - g->preview_h - 6) / (6 + 0.45 + 0.3));
    }
  cell = MAX (cell, 12);
  g->cell = cell;
  g->label = cell * 0.45;
  g->felt_w = 11 * cell + 0.3 * cell;
  g->felt_h = 6 * cell + 0.3 * cell;
  g->felt_x = area_x + (area_w - g->felt_w - g->label) / 2 + g->label;
  /* Centred in its area; narrow, at the top with the panel right under it. */
  g->felt_y = area_y + (narrow ? 0 : MAX (0, (area_h - g->felt_h - g->label - g->preview_h - 6) / 2)) + g->label;
  g->origin_x = g->felt_x + 0.15 * cell;
  g->origin_y = g->felt_y + 0.15 * cell;
  g->preview_x = g->felt_x;
  g->preview_y = g->felt_y + g->felt_h + 6;
  g->preview_w = g->felt_w;

  if (narrow)
    {
      g->panel_x = margin;
      g->panel_y = g->preview_y + g->preview_h + margin / 2;
      g->panel_h = height - g->track_h - 2 * margin - g->panel_y;
    }
  else
    {
      g->panel_x = width - g->panel_w - margin;
      g->panel_y = margin;
      g->panel_h = height - g->track_h - 3 * margin;
    }
  rows_h = g->panel_h - pool_h;
  if (narrow)
    {
      g->header_h = 0;
      g->row_h = 52;
      g->row_w = (g->panel_w - (slots - 1) * 8) / slots;
      g->pool_y = g->panel_y + g->row_h + 8;
    }
  else
    {
      g->header_h = state->variant == PHL_SWOP_VARIANT_TEAM ? 24 : 0;
      g->row_h = CLAMP ((rows_h - 2 * g->header_h) / n - 8, 40, 96);
      g->row_w = g->panel_w;
      g->pool_y = g->panel_y + g->panel_h - pool_h;
    }

  g->track_x = margin;
  g->track_y = height - g->track_h - margin;
  g->track_w = width - 2 * margin;
  g->field_w = g->track_w / (PHL_SWOP_FINISH + 1);
}

void
phl_swop_geometry_cell_origin (const PhlSwopGeometry *g,
                               int                    cell,
                               double                *x,
                               double                *y)
{
  *x = g->origin_x + phl_swop_cell_column (cell) * g->cell;
  *y = g->origin_y + phl_swop_cell_row (cell) * g->cell;
}

void
phl_swop_geometry_die_rect (const PhlSwopGeometry *g,
                            int                    cell,
                            double                *x,
                            double                *y,
                            double                *size)
{
  phl_swop_geometry_cell_origin (g, cell, x, y);
  *size = g->cell * 0.82;
  *x += (g->cell - *size) / 2;
  *y += (g->cell - *size) / 2;
}

int
phl_swop_geometry_cell_at (const PhlSwopGeometry *g,
                           double                 x,
                           double                 y)
{
  int column = (int) floor ((x - g->origin_x) / g->cell);
  int row = (int) floor ((y - g->origin_y) / g->cell);

  if (column < 0 || column >= PHL_SWOP_COLUMNS || row < 0 || row >= PHL_SWOP_ROWS)
    return -1;
  return phl_swop_cell_index (column, row);
}

void
phl_swop_geometry_seat_at (const PhlSwopGeometry *g,
                           const PhlSwopState    *state,
                           guint                  seat,
                           double                *x,
                           double                *y)
{
  guint index = seat;
  double header = 0;

  if (state->variant == PHL_SWOP_VARIANT_TEAM)
    {
      /* Team 1: seats 1 and 3; team 2: seats 2 and 4. */
      index = (seat % 2) * 2 + seat / 2;
      header = g->header_h * (1 + seat % 2);
    }
  if (g->narrow)
    {
      *x = g->panel_x + index * (g->row_w + 8);
      *y = g->panel_y;
      return;
    }
  *x = g->panel_x;
  *y = g->panel_y + header + index * (g->row_h + 8);
}

int
phl_swop_geometry_pool_colour (const PhlSwopState *state,
                               int                 slot)
{
  /* The ten cube colours, and white in solo (the start disc). */
  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    return slot < PHL_SWOP_N_COLOURS ? slot : -1;
  return slot + 1 < PHL_SWOP_N_COLOURS ? slot + 1 : -1;
}

void
phl_swop_geometry_pool_slot (const PhlSwopGeometry *g,
                             int                    slot,
                             double                *x,
                             double                *y)
{
  double pitch = g->pool_cube + 8;

  *x = g->panel_x + 12 + (slot % g->pool_per_row) * pitch;
  *y = g->pool_y + 28 + (slot / g->pool_per_row) * (g->pool_cube + 10);
}

int
phl_swop_geometry_pool_at (const PhlSwopGeometry *g,
                           const PhlSwopState    *state,
                           double                 x,
                           double                 y)
{
  if (!state->cubes)
    return -1;
  for (int slot = 0; slot < PHL_SWOP_N_COLOURS; slot++)
    {
      int colour = phl_swop_geometry_pool_colour (state, slot);
      double cx, cy;

      if (colour < 0)
        continue;
      phl_swop_geometry_pool_slot (g, slot, &cx, &cy);
      if (x >= cx && x < cx + g->pool_cube && y >= cy && y < cy + g->pool_cube)
        return colour;
    }
  return -1;
}
