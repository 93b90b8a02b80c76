/* phl-swop-anchors.c — where Learn to Play may point on the SWOP board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The anchor names of docs/guides.md ("## SWOP anchors"), resolved from
 * the canvas's own layout (PhlSwopGeometry) into the view's coordinates.
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <string.h>

#include "phl-swop-view-private.h"

/* @name's rectangle in the canvas, or FALSE. */
static gboolean
canvas_rect (PhlSwopView     *self,
             const char      *name,
             graphene_rect_t *rect)
{
  const PhlSwopState *state = phl_swop_view_state (self);
  PhlSwopGeometry g;
  double x, y, size;
  const char *colon = strchr (name, ':');
  int cell, seat;

  phl_swop_canvas_get_geometry (self->canvas, &g);
  if (g.width <= 0 || g.height <= 0)
    return FALSE;

  if (g_str_has_prefix (name, "cell:") && phl_swop_cell_parse_name (name + 5, &cell))
    {
      phl_swop_geometry_die_rect (&g, cell, &x, &y, &size);
      graphene_rect_init (rect, x, y, size, size);
      return TRUE;
    }
  if (g_str_equal (name, "board"))
    {
      graphene_rect_init (rect, g.felt_x, g.felt_y, g.felt_w, g.felt_h);
      return TRUE;
    }
  if (g_str_equal (name, "track"))
    {
      graphene_rect_init (rect, g.track_x, g.track_y, g.track_w, g.track_h);
      return TRUE;
    }
  if (g_str_equal (name, "preview"))
    {
      graphene_rect_init (rect, g.preview_x, g.preview_y, g.preview_w, g.preview_h);
      return TRUE;
    }
  if (g_str_equal (name, "pool"))
    {
      if (!state->cubes)
        return FALSE;
      graphene_rect_init (rect, g.panel_x, g.pool_y, g.panel_w, g.panel_y + g.panel_h - g.pool_y);
      return TRUE;
    }
  /* A player's row: the name, the score, the chips and the cubes left. */
  if (colon != NULL &&
      (g_str_has_prefix (name, "player:") || g_str_has_prefix (name, "score:") ||
       g_str_has_prefix (name, "chips:") || g_str_has_prefix (name, "cubes:")) &&
      (seat = phl_game_view_parse_anchor_seat (colon + 1, state->n_players)) >= 0)
    {
      if (g_str_has_prefix (name, "cubes:") && !state->cubes)
        return FALSE;
      phl_swop_geometry_seat_at (&g, state, seat, &x, &y);
      graphene_rect_init (rect, x, y, g.row_w, g.row_h);
      return TRUE;
    }
  /* The field a seat's pawn stands on. */
  if (g_str_has_prefix (name, "pawn:") && (seat = phl_game_view_parse_anchor_seat (name + 5, state->n_players)) >= 0)
    {
      int field = CLAMP (phl_swop_state_score (state, seat), 0, PHL_SWOP_FINISH);

      graphene_rect_init (rect, g.track_x + field * g.field_w, g.track_y, g.field_w, g.track_h);
      return TRUE;
    }
  if (g_str_equal (name, "finish"))
    {
      graphene_rect_init (rect, g.track_x + PHL_SWOP_FINISH * g.field_w, g.track_y, g.field_w, g.track_h);
      return TRUE;
    }
  return FALSE;
}

gboolean
phl_swop_view_get_anchor (PhlGameView     *view,
                          const char      *anchor,
                          graphene_rect_t *rect)
{
  PhlSwopView *self = PHL_SWOP_VIEW (view);
  graphene_rect_t inner;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->canvas)) || !canvas_rect (self, anchor, &inner))
    return FALSE;
  /* From the canvas into the view. */
  return gtk_widget_compute_point (GTK_WIDGET (self->canvas), GTK_WIDGET (view), &inner.origin, &rect->origin) &&
         (rect->size = inner.size, TRUE);
}
