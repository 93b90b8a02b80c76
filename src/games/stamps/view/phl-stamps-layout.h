/* phl-stamps-layout.h — where everything of the STAMPS board goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One function maps the game to pixels for a given widget size; painting,
 * hit-testing, the UI test's clicks and the accessible texts all use it.
 * No GTK here, so the unit test (tests/stamps-view/test-stamps-layout.c)
 * checks it at every screen size without a display.
 *
 * Wide boards put the players' score tableaux in a column on the right;
 * narrow or tall ones put them in a row (two rows for four) under the
 * tray with the hand.
 */
#pragma once

#include <glib.h>

#include "stamps/phl-stamps-state.h"

G_BEGIN_DECLS

/* Cells never grow beyond this many pixels (a few stamps on a big screen). */
#define PHL_STAMPS_LAYOUT_MAX_CELL 104.0

typedef struct
{
  double x, y, w, h;
} PhlStampsRect;

/* The part of the unbounded grid to show, in game units: centre and extent. */
typedef struct
{
  double cx, cy, cols, rows;
} PhlStampsFit;

/* A player's block: header (name, score, hand) over the score tableau. */
typedef struct
{
  PhlStampsRect block;
  double        header_h;     /* the header's height from block.y */
  double        x0, y0;       /* top-left of column 0, row 0 */
  double        cw, rh;       /* column width, row height */
  double        gap;          /* between the start column and column 1 */
  double        values_y;     /* centre line of the column values */
} PhlStampsTableauGeom;

typedef struct
{
  double               width, height;
  guint                n_players;
  /* TRUE when the tableaux are under the board rather than beside it. */
  gboolean             stacked;
  PhlStampsRect        board;
  PhlStampsRect        tray;
  /* The tray's title line ("Hand of Ann", the draw pile's count). */
  double               tray_title_y;
  PhlStampsRect        hand[PHL_STAMPS_HAND_SIZE];
  PhlStampsRect        pile;
  /* Room for the keyboard help between the hand and the pile (w may be 0). */
  PhlStampsRect        help;
  PhlStampsRect        panel;
  PhlStampsTableauGeom player[PHL_STAMPS_MAX_PLAYERS];
  /* The grid: cell size and the pixel of game cell (0,0)'s top-left. */
  double               cell;
  double               gx0, gy0;
} PhlStampsLayout;

/* The stamps plus the ring of cells a stamp may go to (at least 5 × 4). */
void     phl_stamps_fit_for_state        (const PhlStampsState *state,
                                          PhlStampsFit         *fit);
/* @zoom (1 = fit) and the pan in pixels are the player's own view. */
void     phl_stamps_layout_compute       (PhlStampsLayout      *layout,
                                          double                width,
                                          double                height,
                                          guint                 n_players,
                                          const PhlStampsFit   *fit,
                                          double                zoom,
                                          double                pan_x,
                                          double                pan_y);
gboolean phl_stamps_rect_contains        (const PhlStampsRect  *rect,
                                          double                x,
                                          double                y);
/* The game cell under pixel (px, py); FALSE outside the board's area. */
gboolean phl_stamps_layout_cell_at       (const PhlStampsLayout *layout,
                                          double                px,
                                          double                py,
                                          int                  *x,
                                          int                  *y);
/* The pixel square of game cell (x, y) (it may lie outside the board). */
void     phl_stamps_layout_cell_rect     (const PhlStampsLayout *layout,
                                          int                   x,
                                          int                   y,
                                          PhlStampsRect        *rect);
/* Index of the hand slot under (px, py), or -1. */
int      phl_stamps_layout_hand_at       (const PhlStampsLayout *layout,
                                          double                px,
                                          double                py);
/* Centre of tableau column @column (fractional while a marker moves) and
 * of the row of colour @row. */
double   phl_stamps_tableau_col_x        (const PhlStampsTableauGeom *geom,
                                          double                column);
double   phl_stamps_tableau_row_y        (const PhlStampsTableauGeom *geom,
                                          int                   row);

G_END_DECLS
