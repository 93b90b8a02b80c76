/* phl-stamps-cells.c — the STAMPS grid's cells in words a listener can picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid is unbounded and its game coordinates run negative ("-1, -2"),
 * which nobody can picture.  On the play screen a cell is named by its row
 * and column counted from 1 at the top-left of the area the keyboard walks:
 * the stamps and the ring of cells around them, as drawn (rows go down,
 * columns go right).  The CLI keeps its coordinates.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "stamps/phl-stamps-action.h"
#include "stamps/view/phl-stamps-cells.h"

void
phl_stamps_cells_area (const PhlStampsState *state,
                       int                  *x0,
                       int                  *y0,
                       int                  *x1,
                       int                  *y1)
{
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;

  phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
  *x0 = min_x - 1;
  *y0 = min_y - 1;
  *x1 = max_x + 1;
  *y1 = max_y + 1;
}

char *
phl_stamps_cells_name (const PhlStampsState *state,
                       int                   x,
                       int                   y)
{
  int x0, y0, x1, y1;

  phl_stamps_cells_area (state, &x0, &y0, &x1, &y1);
  /* Translators: a cell of the STAMPS grid, counted from 1 at the top-left as drawn */
  return g_strdup_printf (_("row %d, column %d"), y - y0 + 1, x - x0 + 1);
}

char *
phl_stamps_cells_describe (const PhlStampsState *state,
                           int                   x,
                           int                   y,
                           gboolean              can_place)
{
  g_autofree char *name = phl_stamps_cells_name (state, x, y);
  int color = phl_stamps_state_get_cell (state, x, y);

  if (color != PHL_STAMPS_NO_STAMP)
    /* Translators: a cell and the stamp on it: "row 3, column 5, red stamp" */
    return g_strdup_printf (_("%s, %s stamp"), name, phl_stamps_color_to_name (color));
  if (can_place && !state->over && phl_stamps_is_legal_cell (state, x, y))
    /* Translators: an empty cell the player may place the picked stamp on */
    return g_strdup_printf (_("%s, empty, you can place here"), name);
  /* Translators: an empty cell no stamp may go to now */
  return g_strdup_printf (_("%s, empty"), name);
}

char *
phl_stamps_cells_describe_action (const PhlStampsState *state,
                                  const char           *action)
{
  PhlStampsPlacement p;
  g_autofree char *what = NULL;
  g_autofree char *where = NULL;

  if (!phl_stamps_action_analyse (state, action, &p))
    return NULL;
  what = phl_stamps_placement_describe (&p);
  where = phl_stamps_cells_name (state, p.x, p.y);
  /* Translators: the hint: a colour, a cell ("row 3, column 5") and what placing there does */
  return g_strdup_printf (_("Place %s at %s: %s"), phl_stamps_color_to_name (p.color), where, what);
}

char *
phl_stamps_cells_describe_last (const PhlStampsState *state,
                                const char           *who)
{
  g_autofree char *where = NULL;
  int color;

  if (!state->has_last)
    return NULL;
  color = phl_stamps_state_get_cell (state, state->last_x, state->last_y);
  if (color == PHL_STAMPS_NO_STAMP)
    return NULL;
  where = phl_stamps_cells_name (state, state->last_x, state->last_y);
  /* Translators: the last placement: who, the colour, the cell ("row 3, column 5") */
  return g_strdup_printf (_("%s placed %s at %s."), who, phl_stamps_color_to_name (color), where);
}
