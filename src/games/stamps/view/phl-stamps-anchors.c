/* phl-stamps-anchors.c — where Learn to Play may point on the STAMPS board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The anchor names of docs/guides.md ("## STAMPS anchors"), resolved from
 * the canvas's own layout (phl-stamps-layout.c, the one geometry that
 * painting and hit-testing use) and moved into the view's coordinates.
 * Only what the person at the screen sees resolves: a hand slot of their
 * own hand, never another seat's stamps.
 */
#define G_LOG_DOMAIN "phl-stamps-view"

#include "config.h"

#include <string.h>

#include "stamps/phl-stamps-tableau.h"
#include "stamps/view/phl-stamps-canvas-private.h"
#include "stamps/view/phl-stamps-view.h"

/* "blue" … "purple" (the keys of `moves` output), or FALSE. */
static gboolean
parse_color (const char     *text,
             PhlStampsColor *color)
{
  for (int c = PHL_STAMPS_BLUE; c <= PHL_STAMPS_PURPLE; c++)
    if (g_str_equal (text, phl_stamps_color_to_key (c)))
      {
        *color = c;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_int (const char *text,
           int        *value)
{
  gint64 v;

  if (!g_ascii_string_to_signed (text, 10, -10000, 10000, &v, NULL))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

/* Splits "[<seat>:]<rest>" (the seat defaults to the learner's, 0). */
static const char *
split_seat (const char           *text,
            const PhlStampsState *state,
            int                  *seat)
{
  const char *colon = strchr (text, ':');
  g_autofree char *head = NULL;

  *seat = 0;
  if (colon == NULL)
    return text;
  head = g_strndup (text, colon - text);
  *seat = phl_game_view_parse_anchor_seat (head, state->n_players);
  return colon + 1;
}

static void
set_rect (PhlStampsRect *rect,
          double         x,
          double         y,
          double         w,
          double         h)
{
  *rect = (PhlStampsRect) { x, y, w, h };
}

/* A whole tableau column @column (0 = the start column) with its value. */
static void
column_rect (const PhlStampsTableauGeom *g,
             guint                       column,
             PhlStampsRect              *rect)
{
  double x = phl_stamps_tableau_col_x (g, column) - g->cw / 2;

  set_rect (rect, x, g->y0, g->cw, g->values_y + g->rh / 2 - g->y0);
}

static gboolean
tableau_anchor (const PhlStampsLayout *l,
                const PhlStampsState  *state,
                const char            *rest,
                PhlStampsRect         *rect)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  const PhlStampsTableauGeom *g;
  int seat, column;
  const char *what;

  /* "tableau:1" is seat 1's whole block. */
  if ((seat = phl_game_view_parse_anchor_seat (rest, state->n_players)) >= 0)
    {
      *rect = l->player[seat].block;
      return TRUE;
    }
  what = split_seat (rest, state, &seat);
  if (seat < 0 || !g_str_has_prefix (what, "col") || !parse_int (what + 3, &column) ||
      column < 0 || column > (int) tableau->n_columns)
    return FALSE;
  g = &l->player[seat];
  column_rect (g, column, rect);
  return TRUE;
}

static gboolean
marker_anchor (const PhlStampsLayout *l,
               const PhlStampsState  *state,
               const char            *rest,
               PhlStampsRect         *rect)
{
  const PhlStampsTableauGeom *g;
  PhlStampsColor color;
  int seat;
  const char *what = split_seat (rest, state, &seat);

  if (seat < 0 || !parse_color (what, &color))
    return FALSE;
  g = &l->player[seat];
  set_rect (rect, phl_stamps_tableau_col_x (g, state->markers[seat][color]) - g->cw / 2,
            phl_stamps_tableau_row_y (g, color) - g->rh / 2, g->cw, g->rh);
  return TRUE;
}

/* A slot of the viewer's own hand: "1", "2", or the first slot holding a
 * stamp of a colour ("red"). */
static gboolean
hand_anchor (PhlStampsCanvas       *self,
             const PhlStampsLayout *l,
             const PhlStampsState  *state,
             const char            *rest,
             PhlStampsRect         *rect)
{
  PhlStampsColor color;
  int slot = -1;

  if (self->viewer < 0 || self->viewer >= state->n_players ||
      !phl_stamps_state_sees_hand (state, self->viewer, self->viewer))
    return FALSE;
  if (parse_int (rest, &slot))
    slot--;
  else if (parse_color (rest, &color))
    for (guint i = 0; i < state->hand_len[self->viewer] && slot < 0; i++)
      if (state->hand[self->viewer][i] == color)
        slot = i;
  if (slot < 0 || slot >= state->hand_len[self->viewer] || l->hand[slot].w <= 0)
    return FALSE;
  *rect = l->hand[slot];
  return TRUE;
}

/* @name's rectangle in the canvas, or FALSE. */
static gboolean
canvas_anchor (PhlStampsCanvas *self,
               const char      *name,
               PhlStampsRect   *rect)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  PhlStampsLayout l;
  int x, y;

  if (state == NULL)
    return FALSE;
  phl_stamps_canvas_compute_layout (self, &l);
  if (l.width <= 0 || l.height <= 0)
    return FALSE;

  if (g_str_equal (name, "grid"))
    {
      *rect = l.board;
      return TRUE;
    }
  if (g_str_equal (name, "hand"))
    {
      *rect = l.tray;
      return self->viewer >= 0;
    }
  if (g_str_equal (name, "pile"))
    {
      *rect = l.pile;
      return l.pile.w > 0;
    }
  if (g_str_has_prefix (name, "cell:"))
    {
      g_auto(GStrv) xy = g_strsplit (name + 5, ",", 3);

      if (g_strv_length (xy) != 2 || !parse_int (xy[0], &x) || !parse_int (xy[1], &y))
        return FALSE;
      phl_stamps_layout_cell_rect (&l, x, y, rect);
      /* Only a cell the board shows (the player may have zoomed or panned). */
      return phl_stamps_rect_contains (&l.board, rect->x + rect->w / 2, rect->y + rect->h / 2);
    }
  if (g_str_has_prefix (name, "hand:"))
    return hand_anchor (self, &l, state, name + 5, rect);
  if (g_str_has_prefix (name, "tableau:"))
    return tableau_anchor (&l, state, name + 8, rect);
  if (g_str_has_prefix (name, "marker:"))
    return marker_anchor (&l, state, name + 7, rect);
  return FALSE;
}

gboolean
phl_stamps_view_get_anchor (PhlGameView     *view,
                            const char      *anchor,
                            graphene_rect_t *rect)
{
  GtkWidget *canvas = phl_game_view_get_board (view);
  PhlStampsRect inner;
  graphene_point_t from, to;

  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (canvas), FALSE);

  if (!gtk_widget_get_mapped (canvas) || !canvas_anchor (PHL_STAMPS_CANVAS (canvas), anchor, &inner))
    return FALSE;
  /* From the canvas into the view. */
  graphene_point_init (&from, inner.x, inner.y);
  if (!gtk_widget_compute_point (canvas, GTK_WIDGET (view), &from, &to))
    return FALSE;
  graphene_rect_init (rect, to.x, to.y, inner.w, inner.h);
  return TRUE;
}
