/* phl-stamps-layout.c — where everything of the STAMPS board goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "stamps/view/phl-stamps-layout.h"

/* Tableau columns drawn: the start column and ten scoring ones. */
#define TABLEAU_COLUMNS 11

void
phl_stamps_fit_for_state (const PhlStampsState *state,
                          PhlStampsFit         *fit)
{
  int min_x = 0, min_y = 0, max_x = 1, max_y = 1;

  phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
  fit->cx = (min_x + max_x + 1) / 2.0;
  fit->cy = (min_y + max_y + 1) / 2.0;
  fit->cols = MAX (max_x - min_x + 3, 5);
  fit->rows = MAX (max_y - min_y + 3, 4);
}

gboolean
phl_stamps_rect_contains (const PhlStampsRect *r,
                          double               x,
                          double               y)
{
  return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

static void
tableau_geom (const PhlStampsRect  *block,
              PhlStampsTableauGeom *g)
{
  double values_h = CLAMP (block->h * 0.1, 12, 16);
  double avail_h, avail_w;

  g->block = *block;
  g->header_h = CLAMP (block->h * 0.24, 24, 34);
  avail_h = block->h - g->header_h - values_h - 6;
  avail_w = block->w - 16;
  g->gap = 6;
  g->cw = (avail_w - g->gap) / TABLEAU_COLUMNS;
  g->rh = MAX (0, MIN (avail_h / PHL_STAMPS_N_COLORS, g->cw * 1.1));
  g->x0 = block->x + 8;
  g->y0 = block->y + g->header_h;
  g->values_y = g->y0 + g->rh * PHL_STAMPS_N_COLORS + values_h / 2 + 1;
}

double
phl_stamps_tableau_col_x (const PhlStampsTableauGeom *g,
                          double                      column)
{
  return g->x0 + (column + 0.5) * g->cw + g->gap * CLAMP (column, 0, 1);
}

double
phl_stamps_tableau_row_y (const PhlStampsTableauGeom *g,
                          int                         row)
{
  return g->y0 + (row + 0.5) * g->rh;
}

/* The height a block of @width needs for rows as tall as the columns are
 * wide: more would only leave empty space under the tableau. */
static double
block_need (double width)
{
  double cw = (width - 16 - 6) / TABLEAU_COLUMNS;

  return 34 + PHL_STAMPS_N_COLORS * cw * 1.1 + 16 + 6 + 4;
}

static void
layout_tray (PhlStampsLayout *l)
{
  const PhlStampsRect *t = &l->tray;
  double top = 30;
  double stamp = MAX (0, MIN (t->h - top - 8, 100));
  double pad = t->w < 480 ? 10 : 18;
  double help_x;

  l->tray_title_y = t->y + 15;
  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    l->hand[i] = (PhlStampsRect) { t->x + pad + i * (stamp + pad), t->y + top, stamp, stamp };
  l->pile = (PhlStampsRect) { t->x + t->w - stamp - pad - 6, t->y + top, stamp, stamp };
  help_x = l->hand[PHL_STAMPS_HAND_SIZE - 1].x + stamp + 2 * pad;
  l->help = (PhlStampsRect) { help_x, t->y + top, MAX (0, l->pile.x - 2 * pad - help_x), stamp };
}

void
phl_stamps_layout_compute (PhlStampsLayout    *l,
                           double              w,
                           double              h,
                           guint               n_players,
                           const PhlStampsFit *fit,
                           double              zoom,
                           double              pan_x,
                           double              pan_y)
{
  double m = (w < 900 || h < 500) ? 8 : 12;
  double tray_h;

  g_return_if_fail (n_players >= 1 && n_players <= PHL_STAMPS_MAX_PLAYERS);

  memset (l, 0, sizeof *l);
  l->width = w;
  l->height = h;
  l->n_players = n_players;
  /* Beside the board the tableaux take a third of the width; when that
   * leaves the grid less room than below it would, they go below. */
  l->stacked = w < 560 || w < h * 1.25;

  if (!l->stacked)
    {
      /* One column of tableaux, or for three or four players two columns
       * when the height is short: whichever draws the bigger markers. */
      double best = -1;

      tray_h = CLAMP (h * 0.2, 80, 150);
      for (guint cols = 1; cols <= (n_players >= 3 ? 2u : 1u); cols++)
        {
          guint rows = (n_players + cols - 1) / cols;
          double panel_w = cols == 1 ? CLAMP (w * 0.3, 220, 400) : CLAMP (w * 0.4, 300, 560);
          double block_w = (panel_w - (cols - 1) * m) / cols;
          double block_h = MIN (MIN ((h - 2 * m - (rows - 1) * m) / rows, 236), block_need (block_w));
          PhlStampsTableauGeom probe;
          double size;

          tableau_geom (&(PhlStampsRect) { 0, 0, block_w, block_h }, &probe);
          /* The second column costs the grid room: it must win clearly. */
          size = MIN (probe.cw, probe.rh) * (cols == 1 ? 1.25 : 1);
          if (size <= best)
            continue;
          best = size;
          l->panel = (PhlStampsRect) { w - panel_w - m, m, panel_w, h - 2 * m };
          for (guint i = 0; i < n_players; i++)
            {
              PhlStampsRect block = { l->panel.x + (i % cols) * (block_w + m),
                                      l->panel.y + (i / cols) * (block_h + m), block_w, block_h };

              tableau_geom (&block, &l->player[i]);
            }
        }
      l->board = (PhlStampsRect) { m, m, l->panel.x - 2 * m, h - tray_h - 3 * m };
      l->tray = (PhlStampsRect) { m, l->board.y + l->board.h + m, l->board.w, tray_h };
    }
  else
    {
      guint cols = n_players <= 2 ? n_players : 2;
      guint rows = (n_players + cols - 1) / cols;
      double block_w = (w - 2 * m - (cols - 1) * m) / cols;
      double block_h = CLAMP (block_w * 0.5, 110, 200);
      double panel_h;

      /* Never more than about half the height for the tableaux. */
      block_h = MIN (block_h, MAX (96, (h * 0.45 - (rows - 1) * m) / rows));
      panel_h = rows * block_h + (rows - 1) * m;
      tray_h = CLAMP (h * 0.16, 80, 130);
      l->panel = (PhlStampsRect) { m, h - m - panel_h, w - 2 * m, panel_h };
      l->tray = (PhlStampsRect) { m, l->panel.y - m - tray_h, w - 2 * m, tray_h };
      l->board = (PhlStampsRect) { m, m, w - 2 * m, MAX (0, l->tray.y - 2 * m) };
      for (guint i = 0; i < n_players; i++)
        {
          PhlStampsRect block = { m + (i % cols) * (block_w + m), l->panel.y + (i / cols) * (block_h + m),
                                  block_w, block_h };

          tableau_geom (&block, &l->player[i]);
        }
    }
  layout_tray (l);

  l->cell = MIN (MIN (l->board.w / fit->cols, l->board.h / fit->rows), PHL_STAMPS_LAYOUT_MAX_CELL) * zoom;
  l->cell = MAX (l->cell, 1);
  l->gx0 = l->board.x + l->board.w / 2 - fit->cx * l->cell + pan_x;
  l->gy0 = l->board.y + l->board.h / 2 - fit->cy * l->cell + pan_y;
}

gboolean
phl_stamps_layout_cell_at (const PhlStampsLayout *l,
                           double                 px,
                           double                 py,
                           int                   *x,
                           int                   *y)
{
  if (!phl_stamps_rect_contains (&l->board, px, py))
    return FALSE;
  *x = (int) floor ((px - l->gx0) / l->cell);
  *y = (int) floor ((py - l->gy0) / l->cell);
  return TRUE;
}

void
phl_stamps_layout_cell_rect (const PhlStampsLayout *l,
                             int                    x,
                             int                    y,
                             PhlStampsRect         *rect)
{
  *rect = (PhlStampsRect) { l->gx0 + x * l->cell, l->gy0 + y * l->cell, l->cell, l->cell };
}

int
phl_stamps_layout_hand_at (const PhlStampsLayout *l,
                           double                 px,
                           double                 py)
{
  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    if (phl_stamps_rect_contains (&l->hand[i], px, py))
      return i;
  return -1;
}
