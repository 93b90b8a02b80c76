/* test-swop-geometry.c — the SWOP board's layout: everything fits, nothing overlaps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PhlSwopGeometry has no GTK: the sizes the board gets in an 800×600,
 * 1024×700 and 1920×1080 window (and the smallest it asks for) are laid
 * out and checked for the preview strip and the panel staying clear of
 * the dice, hit-testing finding every die and pool cube, legible sizes.
 */
#include "config.h"

#include "../../src/games/swop/view/phl-swop-geometry.h"

typedef struct
{
  double x, y, w, h;
} Box;

static gboolean
overlap (Box a,
         Box b)
{
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void
check_layout_legible (PhlSwopVariant variant,
                      guint          n_players,
                      gboolean       cubes,
                      double         width,
                      double         height,
                      gboolean       legible)
{
  PhlSwopState state;
  PhlSwopGeometry g;
  Box felt, preview, panel, track;
  double pool_h;

  phl_swop_state_init (&state, variant, n_players, cubes);
  phl_swop_geometry_compute (&g, &state, width, height);
  pool_h = cubes ? ((PHL_SWOP_N_COLOURS + g.pool_per_row - 1) / g.pool_per_row) * (g.pool_cube + 10) + 28 : 0;
  felt = (Box) { g.felt_x - g.label, g.felt_y - g.label, g.felt_w + g.label, g.felt_h + g.label };
  preview = (Box) { g.preview_x, g.preview_y, g.preview_w, g.preview_h };
  panel = (Box) { g.panel_x, g.panel_y, g.panel_w, g.panel_h };
  track = (Box) { g.track_x, g.track_y - g.track_h * 0.1, g.track_w, g.track_h * 1.1 };

  g_test_message ("%s %u players %.0f×%.0f: cell %.1f", cubes ? "cubes" : "plain", n_players, width, height, g.cell);
  /* Inside the canvas. */
  for (guint i = 0; i < 4; i++)
    {
      Box b = i == 0 ? felt : i == 1 ? preview : i == 2 ? panel : track;

      g_assert_cmpfloat (b.x, >=, 0);
      g_assert_cmpfloat (b.y, >=, 0);
      g_assert_cmpfloat (b.x + b.w, <=, width + 0.01);
      g_assert_cmpfloat (b.y + b.h, <=, height + 0.01);
    }
  /* Nothing over the dice or each other. */
  g_assert_false (overlap (felt, preview));
  g_assert_false (overlap (felt, panel));
  g_assert_false (overlap (preview, panel));
  g_assert_false (overlap (felt, track));
  g_assert_false (overlap (preview, track));
  g_assert_false (overlap (panel, track));
  /* The players' rows and the pool inside the panel. */
  for (guint seat = 0; seat < n_players; seat++)
    {
      double x, y;

      phl_swop_geometry_seat_at (&g, &state, seat, &x, &y);
      g_assert_cmpfloat (y + g.row_h, <=, g.pool_y + 0.01);
      g_assert_cmpfloat (x + g.row_w, <=, g.panel_x + g.panel_w + 0.01);
      g_assert_cmpfloat (y, >=, g.panel_y);
    }
  g_assert_cmpfloat (g.pool_y + pool_h, <=, g.panel_y + g.panel_h + 0.01);
  /* Legible. */
  if (legible)
    {
      g_assert_cmpfloat (g.cell, >=, 32);
      g_assert_cmpfloat (g.preview_font, >=, 12);
      g_assert_cmpfloat (g.row_h, >=, 40);
    }

  /* Every die is found at its centre and at its corners, and not beside the board. */
  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    {
      double x, y, size;

      phl_swop_geometry_die_rect (&g, cell, &x, &y, &size);
      g_assert_cmpint (phl_swop_geometry_cell_at (&g, x + size / 2, y + size / 2), ==, cell);
      g_assert_cmpint (phl_swop_geometry_cell_at (&g, x + 1, y + 1), ==, cell);
      g_assert_cmpint (phl_swop_geometry_cell_at (&g, x + size - 1, y + size - 1), ==, cell);
    }
  g_assert_cmpint (phl_swop_geometry_cell_at (&g, g.origin_x - 1, g.origin_y + 1), ==, -1);
  g_assert_cmpint (phl_swop_geometry_cell_at (&g, g.preview_x + 5, g.preview_y + 5), ==, -1);

  /* Every pool colour is found at its slot. */
  for (int slot = 0; slot < PHL_SWOP_N_COLOURS; slot++)
    {
      int colour = phl_swop_geometry_pool_colour (&state, slot);
      double x, y;

      if (colour < 0)
        continue;
      phl_swop_geometry_pool_slot (&g, slot, &x, &y);
      g_assert_cmpint (phl_swop_geometry_pool_at (&g, &state, x + g.pool_cube / 2, y + g.pool_cube / 2), ==,
                       cubes ? colour : -1);
    }
}

static void
check_layout (PhlSwopVariant variant,
              guint          n_players,
              gboolean       cubes,
              double         width,
              double         height)
{
  check_layout_legible (variant, n_players, cubes, width, height, TRUE);
}

/* The board's share of each window (the toolbar and header take the rest);
 * then with the game log beside it (1024×700, and 800×600 as long as the
 * base view keeps the log there): legible for the basic game, laid out
 * without overlap for all (the pool takes room under a narrow board). */
static const double sizes[][3] = { { 1920, 986, 1 }, { 1024, 606, 1 }, { 800, 506, 1 }, { 743, 591, 1 },
                                   { 519, 459, 0 } };

static void
test_fits (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      gboolean legible = sizes[i][2] > 0;

      check_layout (PHL_SWOP_VARIANT_BASIC, 2, FALSE, sizes[i][0], sizes[i][1]);
      check_layout_legible (PHL_SWOP_VARIANT_MASTER, 3, TRUE, sizes[i][0], sizes[i][1], legible);
      check_layout_legible (PHL_SWOP_VARIANT_TEAM, 4, TRUE, sizes[i][0], sizes[i][1], legible);
      check_layout_legible (PHL_SWOP_VARIANT_SOLO, 1, TRUE, sizes[i][0], sizes[i][1], legible);
    }
}

/* The smallest size the board asks for leaves room for a log beside it in
 * 800 px, and still lays out with nothing overlapping; 640 px wide, the
 * smallest with the panel beside, is legible. */
static void
test_minimum (void)
{
  int width, height;

  phl_swop_geometry_min_size (&width, &height);
  g_assert_cmpint (width, <=, 800 - 300);
  check_layout_legible (PHL_SWOP_VARIANT_BASIC, 2, FALSE, width, 600, FALSE);
  check_layout_legible (PHL_SWOP_VARIANT_MASTER, 4, TRUE, width, 700, FALSE);
  check_layout (PHL_SWOP_VARIANT_BASIC, 2, FALSE, 640, 420);
  check_layout (PHL_SWOP_VARIANT_MASTER, 4, TRUE, 640, 460);
}

/* Narrow: the panel goes under the board instead of beside it. */
static void
test_narrow (void)
{
  PhlSwopState state;
  PhlSwopGeometry g;

  phl_swop_state_init (&state, PHL_SWOP_VARIANT_BASIC, 2, FALSE);
  phl_swop_geometry_compute (&g, &state, 600, 700);
  g_assert_cmpfloat (g.panel_y, >=, g.preview_y + g.preview_h);
  phl_swop_geometry_compute (&g, &state, 1000, 700);
  g_assert_cmpfloat (g.panel_x, >=, g.felt_x + g.felt_w);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/swop-view/geometry/fits", test_fits);
  g_test_add_func ("/swop-view/geometry/minimum", test_minimum);
  g_test_add_func ("/swop-view/geometry/narrow", test_narrow);
  return g_test_run ();
}
