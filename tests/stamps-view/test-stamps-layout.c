/* test-stamps-layout.c — the STAMPS board's layout at every screen size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sizes are those the board gets in a window of 800×600, 1024×700 and
 * 1920×1080 (the window's header, the game's toolbar and a two-line status
 * taken off; the log pane beside the board on the big screen), and a
 * narrow window.  Everything must lie inside the board widget without
 * overlapping, be big enough to read and hit, and every pixel must map
 * back to the cell or hand slot it was computed from.
 */
#include "config.h"

#include <math.h>

#include "stamps/view/phl-stamps-layout.h"

typedef struct
{
  const char *name;
  double      w, h;
  /* The least cell and hand stamp size and tableau row height accepted. */
  double      min_cell, min_stamp, min_row;
} Size;

static const Size sizes[] = {
  { "800x600",   784, 420, 30, 42, 9 },
  { "800x600 with the log under the board", 784, 330, 24, 42, 9 },
  { "1024x700",  1008, 540, 44, 60, 13 },
  { "1920x1080", 1500, 900, 80, 100, 20 },
  { "1920x1080 without the log", 1904, 900, 80, 100, 20 },
  { "narrow",    420, 640, 30, 60, 9 },
};

static void
assert_inside (const PhlStampsRect *r,
               double               x,
               double               y,
               double               w,
               double               h,
               const char          *what)
{
  if (r->w <= 0 || r->h <= 0 || r->x < x - 1e-6 || r->y < y - 1e-6
      || r->x + r->w > x + w + 1e-6 || r->y + r->h > y + h + 1e-6)
    g_error ("%s (%.1f,%.1f %.1f×%.1f) is not inside (%.1f,%.1f %.1f×%.1f)",
             what, r->x, r->y, r->w, r->h, x, y, w, h);
}

static gboolean
overlap (const PhlStampsRect *a,
         const PhlStampsRect *b)
{
  return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

static void
check_size (const Size *s,
            guint       n_players)
{
  PhlStampsFit fit = { 1, 1, 5, 4 };
  PhlStampsLayout l;
  const PhlStampsRect *parts[2 + PHL_STAMPS_MAX_PLAYERS];
  guint n_parts = 0;

  g_test_message ("%s, %u players", s->name, n_players);
  phl_stamps_layout_compute (&l, s->w, s->h, n_players, &fit, 1, 0, 0);

  assert_inside (&l.board, 0, 0, s->w, s->h, "board");
  assert_inside (&l.tray, 0, 0, s->w, s->h, "tray");
  parts[n_parts++] = &l.board;
  parts[n_parts++] = &l.tray;
  for (guint i = 0; i < n_players; i++)
    {
      const PhlStampsTableauGeom *g = &l.player[i];

      assert_inside (&g->block, 0, 0, s->w, s->h, "player block");
      parts[n_parts++] = &g->block;
      /* The last column and the values under the rows stay in the block. */
      g_assert_cmpfloat (phl_stamps_tableau_col_x (g, 10) + g->cw / 2, <=, g->block.x + g->block.w);
      g_assert_cmpfloat (phl_stamps_tableau_col_x (g, 0) - g->cw / 2, >=, g->block.x);
      g_assert_cmpfloat (g->values_y + 6, <=, g->block.y + g->block.h);
      g_assert_cmpfloat (g->header_h, >=, 24);
      g_assert_cmpfloat (g->rh, >=, s->min_row);
      g_assert_cmpfloat (g->cw, >=, 11);
    }
  for (guint i = 0; i < n_parts; i++)
    for (guint j = i + 1; j < n_parts; j++)
      g_assert_false (overlap (parts[i], parts[j]));

  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    {
      assert_inside (&l.hand[i], l.tray.x, l.tray.y, l.tray.w, l.tray.h, "hand slot");
      g_assert_false (overlap (&l.hand[i], &l.pile));
      g_assert_cmpfloat (l.hand[i].w, >=, s->min_stamp);
      /* Below the title line. */
      g_assert_cmpfloat (l.hand[i].y, >=, l.tray_title_y + 10);
    }
  g_assert_false (overlap (&l.hand[0], &l.hand[1]));
  assert_inside (&l.pile, l.tray.x, l.tray.y, l.tray.w, l.tray.h, "draw pile");
  if (l.help.w > 0)
    {
      g_assert_false (overlap (&l.help, &l.hand[1]));
      g_assert_false (overlap (&l.help, &l.pile));
    }

  /* The whole start fit is on the board, and big enough to hit. */
  g_assert_cmpfloat (l.cell, >=, s->min_cell);
  g_assert_cmpfloat (l.cell, <=, PHL_STAMPS_LAYOUT_MAX_CELL);
  g_assert_cmpfloat (l.gx0 + (fit.cx - fit.cols / 2) * l.cell, >=, l.board.x - 1e-6);
  g_assert_cmpfloat (l.gx0 + (fit.cx + fit.cols / 2) * l.cell, <=, l.board.x + l.board.w + 1e-6);
  g_assert_cmpfloat (l.gy0 + (fit.cy - fit.rows / 2) * l.cell, >=, l.board.y - 1e-6);
  g_assert_cmpfloat (l.gy0 + (fit.cy + fit.rows / 2) * l.cell, <=, l.board.y + l.board.h + 1e-6);
}

static void
test_fits (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint n = 2; n <= PHL_STAMPS_MAX_PLAYERS; n++)
      check_size (&sizes[i], n);
}

/* Wide boards keep the tableaux beside the grid, narrow ones under it. */
static void
test_arrangement (void)
{
  PhlStampsFit fit = { 1, 1, 5, 4 };
  PhlStampsLayout l;

  phl_stamps_layout_compute (&l, 1008, 540, 3, &fit, 1, 0, 0);
  g_assert_false (l.stacked);
  g_assert_cmpfloat (l.player[0].block.x, >=, l.board.x + l.board.w);
  g_assert_cmpfloat (l.player[1].block.y, >, l.player[0].block.y);

  phl_stamps_layout_compute (&l, 420, 640, 4, &fit, 1, 0, 0);
  g_assert_true (l.stacked);
  g_assert_cmpfloat (l.player[0].block.y, >=, l.tray.y + l.tray.h);
  /* Two by two: seats 1 and 2 side by side, 3 and 4 below them. */
  g_assert_cmpfloat (l.player[1].block.y, ==, l.player[0].block.y);
  g_assert_cmpfloat (l.player[1].block.x, >, l.player[0].block.x);
  g_assert_cmpfloat (l.player[2].block.y, >, l.player[0].block.y);
}

/* Every cell's pixels map back to it, at the fit and zoomed and panned. */
static void
test_cell_round_trip (void)
{
  static const struct { double zoom, pan_x, pan_y; } views[] = {
    { 1, 0, 0 }, { 1.7, 35, -20 }, { 0.5, -12, 7 },
  };
  PhlStampsFit fit = { 2.5, -0.5, 9, 6 };

  for (guint v = 0; v < G_N_ELEMENTS (views); v++)
    {
      PhlStampsLayout l;

      phl_stamps_layout_compute (&l, 1008, 540, 2, &fit, views[v].zoom, views[v].pan_x, views[v].pan_y);
      for (int y = -3; y <= 2; y++)
        for (int x = -2; x <= 6; x++)
          {
            PhlStampsRect r;
            /* The centre and points just inside two opposite corners. */
            double points[3][2];
            int cx, cy;

            phl_stamps_layout_cell_rect (&l, x, y, &r);
            points[0][0] = r.x + r.w / 2, points[0][1] = r.y + r.h / 2;
            points[1][0] = r.x + 0.01, points[1][1] = r.y + 0.01;
            points[2][0] = r.x + r.w - 0.01, points[2][1] = r.y + r.h - 0.01;
            for (guint p = 0; p < 3; p++)
              {
                if (!phl_stamps_rect_contains (&l.board, points[p][0], points[p][1]))
                  {
                    g_assert_false (phl_stamps_layout_cell_at (&l, points[p][0], points[p][1], &cx, &cy));
                    continue;
                  }
                g_assert_true (phl_stamps_layout_cell_at (&l, points[p][0], points[p][1], &cx, &cy));
                g_assert_cmpint (cx, ==, x);
                g_assert_cmpint (cy, ==, y);
              }
          }
    }
}

static void
test_hand_hits (void)
{
  PhlStampsFit fit = { 1, 1, 5, 4 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      PhlStampsLayout l;

      phl_stamps_layout_compute (&l, sizes[i].w, sizes[i].h, 4, &fit, 1, 0, 0);
      for (guint k = 0; k < PHL_STAMPS_HAND_SIZE; k++)
        {
          const PhlStampsRect *r = &l.hand[k];

          g_assert_cmpint (phl_stamps_layout_hand_at (&l, r->x + r->w / 2, r->y + r->h / 2), ==, k);
          g_assert_cmpint (phl_stamps_layout_hand_at (&l, r->x - 1, r->y + r->h / 2), !=, (int) k);
        }
      g_assert_cmpint (phl_stamps_layout_hand_at (&l, l.pile.x + 2, l.pile.y + 2), ==, -1);
      /* A click on the board is never one on the hand. */
      g_assert_cmpint (phl_stamps_layout_hand_at (&l, l.board.x + l.board.w / 2, l.board.y + l.board.h / 2), ==, -1);
    }
}

/* The fit is the stamps plus the ring around them, at least 5 × 4. */
static void
test_fit_for_state (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  g_autoptr(PhlStampsState) start = phl_stamps_state_new_game (2, rng);
  PhlStampsState wide;
  PhlStampsFit fit;

  phl_stamps_fit_for_state (start, &fit);
  /* The 2×2 start at (0,0)..(1,1). */
  g_assert_cmpfloat (fit.cx, ==, 1);
  g_assert_cmpfloat (fit.cy, ==, 1);
  g_assert_cmpfloat (fit.cols, ==, 5);
  g_assert_cmpfloat (fit.rows, ==, 4);

  /* A row of seven from (-2,3) to (4,3): 9 columns, 3 rows at least 4. */
  phl_stamps_state_init_empty (&wide, 2, 40, 40);
  for (int x = -2; x <= 4; x++)
    phl_stamps_state_put (&wide, x, 3, PHL_STAMPS_RED);
  phl_stamps_fit_for_state (&wide, &fit);
  g_assert_cmpfloat (fit.cx, ==, 1.5);
  g_assert_cmpfloat (fit.cy, ==, 3.5);
  g_assert_cmpfloat (fit.cols, ==, 9);
  g_assert_cmpfloat (fit.rows, ==, 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stamps/layout/fits", test_fits);
  g_test_add_func ("/stamps/layout/arrangement", test_arrangement);
  g_test_add_func ("/stamps/layout/cell-round-trip", test_cell_round_trip);
  g_test_add_func ("/stamps/layout/hand-hits", test_hand_hits);
  g_test_add_func ("/stamps/layout/fit-for-state", test_fit_for_state);
  return g_test_run ();
}
