/* phl-stamps-state.c — the STAMPS position: grid, hands, draw pile, markers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-state"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stamps/phl-stamps-state.h"

static const char color_letters[PHL_STAMPS_N_COLORS] = { 'B', 'R', 'Y', 'G', 'P' };
static const char *color_keys[PHL_STAMPS_N_COLORS] = {
  "blue", "red", "yellow", "green", "purple",
};

char
phl_stamps_color_to_letter (PhlStampsColor color)
{
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, '?');

  return color_letters[color];
}

gboolean
phl_stamps_color_from_letter (char            letter,
                              PhlStampsColor *color)
{
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    if (color_letters[c] == letter)
      {
        if (color != NULL)
          *color = c;
        return TRUE;
      }
  return FALSE;
}

const char *
phl_stamps_color_to_key (PhlStampsColor color)
{
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, NULL);

  return color_keys[color];
}

const char *
phl_stamps_color_to_name (PhlStampsColor color)
{
  static const char *names[PHL_STAMPS_N_COLORS] = {
    NC_("stamps colour", "blue"),
    NC_("stamps colour", "red"),
    NC_("stamps colour", "yellow"),
    NC_("stamps colour", "green"),
    NC_("stamps colour", "purple"),
  };

  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, NULL);

  return g_dpgettext2 (GETTEXT_PACKAGE, "stamps colour", names[color]);
}

guint
phl_stamps_stamps_per_color (guint n_players)
{
  return n_players == 2 ? PHL_STAMPS_PER_COLOR - PHL_STAMPS_SUN_PER_COLOR
                        : PHL_STAMPS_PER_COLOR;
}

void
phl_stamps_state_init_empty (PhlStampsState *state,
                             guint           n_players,
                             int             origin_x,
                             int             origin_y)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (n_players >= PHL_STAMPS_MIN_PLAYERS && n_players <= PHL_STAMPS_MAX_PLAYERS);

  memset (state, 0, sizeof *state);
  state->n_players = n_players;
  state->origin_x = origin_x;
  state->origin_y = origin_y;
}

static PhlStampsColor
draw_one (PhlStampsState *state,
          GRand          *rng)
{
  guint n = phl_stamps_state_pile_size (state);
  guint pick = g_rand_int_range (rng, 0, n);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      if (pick < state->pile[c])
        {
          state->pile[c]--;
          return c;
        }
      pick -= state->pile[c];
    }
  g_assert_not_reached ();
}

PhlStampsState *
phl_stamps_state_new_game (guint  n_players,
                           GRand *rng)
{
  PhlStampsState *state;

  g_return_val_if_fail (n_players >= PHL_STAMPS_MIN_PLAYERS && n_players <= PHL_STAMPS_MAX_PLAYERS, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  state = g_new (PhlStampsState, 1);
  phl_stamps_state_init_empty (state, n_players,
                               PHL_STAMPS_GRID_SIZE / 2 - 1, PHL_STAMPS_GRID_SIZE / 2 - 1);
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    state->pile[c] = phl_stamps_stamps_per_color (n_players);

  /* Start square in reading order, then two stamps per seat. */
  for (int y = 0; y < 2; y++)
    for (int x = 0; x < 2; x++)
      phl_stamps_state_put (state, x, y, draw_one (state, rng));
  for (guint seat = 0; seat < n_players; seat++)
    {
      for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
        state->hand[seat][i] = draw_one (state, rng);
      state->hand_len[seat] = PHL_STAMPS_HAND_SIZE;
    }
  state->current = 0;

  return state;
}

PhlStampsState *
phl_stamps_state_copy (const PhlStampsState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return g_memdup2 (state, sizeof *state);
}

void
phl_stamps_state_free (PhlStampsState *state)
{
  g_free (state);
}

gboolean
phl_stamps_state_in_grid (const PhlStampsState *state,
                          int                   x,
                          int                   y)
{
  int ix, iy;

  g_return_val_if_fail (state != NULL, FALSE);

  ix = x + state->origin_x;
  iy = y + state->origin_y;
  return ix >= 0 && iy >= 0 && ix < PHL_STAMPS_GRID_SIZE && iy < PHL_STAMPS_GRID_SIZE;
}

int
phl_stamps_state_get_cell (const PhlStampsState *state,
                           int                   x,
                           int                   y)
{
  g_return_val_if_fail (state != NULL, PHL_STAMPS_NO_STAMP);

  if (!phl_stamps_state_in_grid (state, x, y))
    return PHL_STAMPS_NO_STAMP;
  return (int) state->cells[y + state->origin_y][x + state->origin_x] - 1;
}

void
phl_stamps_state_put (PhlStampsState *state,
                      int             x,
                      int             y,
                      PhlStampsColor  color)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (color < PHL_STAMPS_N_COLORS);
  g_return_if_fail (phl_stamps_state_in_grid (state, x, y));
  g_return_if_fail (state->cells[y + state->origin_y][x + state->origin_x] == 0);

  state->cells[y + state->origin_y][x + state->origin_x] = color + 1;
  if (state->n_placed == 0)
    {
      state->min_x = state->max_x = x;
      state->min_y = state->max_y = y;
    }
  else
    {
      state->min_x = MIN (state->min_x, x);
      state->max_x = MAX (state->max_x, x);
      state->min_y = MIN (state->min_y, y);
      state->max_y = MAX (state->max_y, y);
    }
  state->n_placed++;
}

gboolean
phl_stamps_state_get_bounds (const PhlStampsState *state,
                             int                  *min_x,
                             int                  *min_y,
                             int                  *max_x,
                             int                  *max_y)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (state->n_placed == 0)
    return FALSE;
  if (min_x != NULL)
    *min_x = state->min_x;
  if (min_y != NULL)
    *min_y = state->min_y;
  if (max_x != NULL)
    *max_x = state->max_x;
  if (max_y != NULL)
    *max_y = state->max_y;
  return TRUE;
}

gboolean
phl_stamps_state_is_connected (const PhlStampsState *state)
{
  static const int dx[4] = { 1, -1, 0, 0 };
  static const int dy[4] = { 0, 0, 1, -1 };
  guint8 seen[PHL_STAMPS_GRID_SIZE][PHL_STAMPS_GRID_SIZE] = { { 0 } };
  gint16 stack[PHL_STAMPS_GRID_SIZE * PHL_STAMPS_GRID_SIZE][2];
  guint top = 0, reached = 0;

  g_return_val_if_fail (state != NULL, FALSE);

  if (state->n_placed == 0)
    return TRUE;

  /* Flood from any stamp of the top row. */
  for (int x = state->min_x; x <= state->max_x; x++)
    if (phl_stamps_state_get_cell (state, x, state->min_y) != PHL_STAMPS_NO_STAMP)
      {
        stack[top][0] = x;
        stack[top][1] = state->min_y;
        top++;
        seen[state->min_y + state->origin_y][x + state->origin_x] = 1;
        break;
      }

  while (top > 0)
    {
      int x, y;

      top--;
      x = stack[top][0];
      y = stack[top][1];
      reached++;
      for (guint d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];

          if (phl_stamps_state_get_cell (state, nx, ny) == PHL_STAMPS_NO_STAMP
              || seen[ny + state->origin_y][nx + state->origin_x])
            continue;
          seen[ny + state->origin_y][nx + state->origin_x] = 1;
          stack[top][0] = nx;
          stack[top][1] = ny;
          top++;
        }
    }

  return reached == state->n_placed;
}

void
phl_stamps_state_count_colors (const PhlStampsState *state,
                               guint                 counts[PHL_STAMPS_N_COLORS])
{
  g_return_if_fail (state != NULL);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    counts[c] = state->pile[c];
  for (guint seat = 0; seat < state->n_players; seat++)
    for (guint i = 0; i < state->hand_len[seat]; i++)
      counts[state->hand[seat][i]]++;
  for (int y = state->min_y; state->n_placed > 0 && y <= state->max_y; y++)
    for (int x = state->min_x; x <= state->max_x; x++)
      {
        int cell = phl_stamps_state_get_cell (state, x, y);

        if (cell != PHL_STAMPS_NO_STAMP)
          counts[cell]++;
      }
}

gboolean
phl_stamps_state_sees_hand (const PhlStampsState *state,
                            int                   viewer,
                            guint                 owner)
{
  g_return_val_if_fail (state != NULL, FALSE);

  return state->over || (viewer >= 0 && (guint) viewer == owner);
}

gboolean
phl_stamps_state_hides_from (const PhlStampsState *state,
                             guint                 seat,
                             int                   other)
{
  g_return_val_if_fail (state != NULL, FALSE);

  return seat < state->n_players && state->hand_len[seat] > 0
         && !phl_stamps_state_sees_hand (state, other, seat);
}

guint
phl_stamps_state_pile_size (const PhlStampsState *state)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    n += state->pile[c];
  return n;
}
