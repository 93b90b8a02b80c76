/* phl-stamps-rules.c — placing stamps, brackets, marker steps, turns, scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "phl-error.h"
#include "stamps/phl-stamps-rules.h"

static const int dir_x[PHL_STAMPS_N_DIRECTIONS] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const int dir_y[PHL_STAMPS_N_DIRECTIONS] = { 0, 1, 1, 1, 0, -1, -1, -1 };

/* The raw cell (0 empty, colour + 1), empty outside the array. */
static inline guint
cell_at (const PhlStampsState *state,
         int                   x,
         int                   y)
{
  int ix = x + state->origin_x;
  int iy = y + state->origin_y;

  if (ix < 0 || iy < 0 || ix >= PHL_STAMPS_GRID_SIZE || iy >= PHL_STAMPS_GRID_SIZE)
    return 0;
  return state->cells[iy][ix];
}

char *
phl_stamps_format_action (PhlStampsColor color,
                          int            x,
                          int            y)
{
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, NULL);

  return g_strdup_printf ("%c@%d,%d", phl_stamps_color_to_letter (color), x, y);
}

static gboolean
parse_coordinate (const char **p,
                  int         *value)
{
  const char *s = *p;
  gboolean negative = FALSE;
  int v = 0;
  guint digits = 0;

  if (*s == '-')
    {
      negative = TRUE;
      s++;
    }
  while (g_ascii_isdigit (*s))
    {
      if (++digits > 5)
        return FALSE;
      v = v * 10 + (*s - '0');
      s++;
    }
  if (digits == 0)
    return FALSE;
  *value = negative ? -v : v;
  *p = s;
  return TRUE;
}

gboolean
phl_stamps_parse_action (const char     *action,
                         PhlStampsColor *color,
                         int            *x,
                         int            *y)
{
  PhlStampsColor c;
  const char *p;
  int px, py;

  g_return_val_if_fail (action != NULL, FALSE);

  if (!phl_stamps_color_from_letter (action[0], &c) || action[1] != '@')
    return FALSE;
  p = action + 2;
  if (!parse_coordinate (&p, &px) || *p++ != ',' || !parse_coordinate (&p, &py) || *p != '\0')
    return FALSE;

  if (color != NULL)
    *color = c;
  if (x != NULL)
    *x = px;
  if (y != NULL)
    *y = py;
  return TRUE;
}

int
phl_stamps_current_seat (const PhlStampsState *state)
{
  g_return_val_if_fail (state != NULL, -1);

  return state->over ? -1 : state->current;
}

gboolean
phl_stamps_is_over (const PhlStampsState *state)
{
  g_return_val_if_fail (state != NULL, TRUE);

  return state->over;
}

gboolean
phl_stamps_hand_has (const PhlStampsState *state,
                     guint                 seat,
                     PhlStampsColor        color)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (seat < state->n_players, FALSE);

  for (guint i = 0; i < state->hand_len[seat]; i++)
    if (state->hand[seat][i] == color)
      return TRUE;
  return FALSE;
}

gboolean
phl_stamps_is_legal_cell (const PhlStampsState *state,
                          int                   x,
                          int                   y)
{
  g_return_val_if_fail (state != NULL, FALSE);

  /* The outermost ring of the array never takes a stamp, so walks and
   * neighbours always stay inside it. */
  if (x + state->origin_x < 1 || y + state->origin_y < 1
      || x + state->origin_x >= PHL_STAMPS_GRID_SIZE - 1
      || y + state->origin_y >= PHL_STAMPS_GRID_SIZE - 1)
    return FALSE;
  if (cell_at (state, x, y) != 0)
    return FALSE;
  return cell_at (state, x + 1, y) != 0 || cell_at (state, x - 1, y) != 0
         || cell_at (state, x, y + 1) != 0 || cell_at (state, x, y - 1) != 0;
}

guint
phl_stamps_collect_legal_cells (const PhlStampsState *state,
                                PhlStampsCell        *cells,
                                guint                 max_cells)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (cells != NULL || max_cells == 0, 0);

  if (state->n_placed == 0)
    return 0;
  for (int y = state->min_y - 1; y <= state->max_y + 1; y++)
    for (int x = state->min_x - 1; x <= state->max_x + 1; x++)
      if (phl_stamps_is_legal_cell (state, x, y) && n < max_cells)
        {
          cells[n].x = x;
          cells[n].y = y;
          n++;
        }
  return n;
}

GArray *
phl_stamps_legal_cells (const PhlStampsState *state)
{
  GArray *cells;
  guint max;

  g_return_val_if_fail (state != NULL, NULL);

  cells = g_array_new (FALSE, FALSE, sizeof (PhlStampsCell));
  if (state->n_placed == 0)
    return cells;
  max = (state->max_x - state->min_x + 3) * (state->max_y - state->min_y + 3);
  g_array_set_size (cells, max);
  g_array_set_size (cells, phl_stamps_collect_legal_cells (state, (PhlStampsCell *) cells->data, max));
  return cells;
}

/* Length of the bracket from (x, y) in direction d for a stamp of raw
 * colour @own, or 0 when the walk meets a gap before a stamp of that colour. */
static inline guint
bracket_length (const PhlStampsState *state,
                guint                 own,
                int                   x,
                int                   y,
                guint                 d,
                guint                 steps[PHL_STAMPS_N_COLORS])
{
  guint between[PHL_STAMPS_N_COLORS] = { 0 };
  guint length = 0;

  for (;;)
    {
      guint cell;

      x += dir_x[d];
      y += dir_y[d];
      cell = cell_at (state, x, y);
      if (cell == 0)
        return 0;
      if (cell == own)
        break;
      between[cell - 1]++;
      length++;
    }
  if (steps != NULL)
    for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
      steps[c] += between[c];
  return length;
}

guint
phl_stamps_count_steps (const PhlStampsState *state,
                        PhlStampsColor        color,
                        int                   x,
                        int                   y,
                        guint                 steps[PHL_STAMPS_N_COLORS])
{
  guint total = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, 0);
  g_return_val_if_fail (steps != NULL, 0);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    steps[c] = 0;
  for (guint d = 0; d < PHL_STAMPS_N_DIRECTIONS; d++)
    total += bracket_length (state, color + 1, x, y, d, steps);
  return total;
}

static guint
collision_mask (const guint8 markers[PHL_STAMPS_N_COLORS])
{
  guint mask = 0;

  for (guint a = 0; a < PHL_STAMPS_N_COLORS; a++)
    for (guint b = a + 1; b < PHL_STAMPS_N_COLORS; b++)
      if (markers[a] != 0 && markers[a] == markers[b])
        mask |= (1u << a) | (1u << b);
  return mask;
}

static void
move_markers (guint8       markers[PHL_STAMPS_N_COLORS],
              const guint  steps[PHL_STAMPS_N_COLORS],
              guint        n_columns)
{
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    markers[c] = MIN (markers[c] + steps[c], n_columns);
}

gboolean
phl_stamps_analyse_placement (const PhlStampsState *state,
                              PhlStampsColor        color,
                              int                   x,
                              int                   y,
                              PhlStampsPlacement   *placement)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  const guint8 *markers;
  guint before;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);

  memset (placement, 0, sizeof *placement);
  placement->color = color;
  placement->x = x;
  placement->y = y;
  if (state->over || !phl_stamps_is_legal_cell (state, x, y))
    return FALSE;

  for (guint d = 0; d < PHL_STAMPS_N_DIRECTIONS; d++)
    {
      guint length = bracket_length (state, color + 1, x, y, d, placement->steps);
      PhlStampsBracket *bracket;

      if (length == 0)
        continue;
      bracket = &placement->brackets[placement->n_brackets++];
      bracket->dx = dir_x[d];
      bracket->dy = dir_y[d];
      bracket->length = length;
      bracket->end_x = x + dir_x[d] * (int) (length + 1);
      bracket->end_y = y + dir_y[d] * (int) (length + 1);
      placement->total_steps += length;
    }

  markers = state->markers[state->current];
  memcpy (placement->markers_after, markers, PHL_STAMPS_N_COLORS);
  move_markers (placement->markers_after, placement->steps, tableau->n_columns);
  before = collision_mask (markers);
  placement->collisions_after = collision_mask (placement->markers_after);
  /* A marker is newly colliding when it collides now and either did not
   * before or sits in another column than before. */
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    if ((placement->collisions_after & (1u << c))
        && (!(before & (1u << c)) || markers[c] != placement->markers_after[c]))
      placement->new_collisions |= 1u << c;
  /* …and so is its partner in the same column. */
  for (guint a = 0; a < PHL_STAMPS_N_COLORS; a++)
    for (guint b = 0; b < PHL_STAMPS_N_COLORS; b++)
      if (a != b && (placement->new_collisions & (1u << a))
          && placement->markers_after[a] == placement->markers_after[b])
        placement->new_collisions |= 1u << b;
  placement->score_before = phl_stamps_tableau_score (tableau, markers);
  placement->score_after = phl_stamps_tableau_score (tableau, placement->markers_after);
  return TRUE;
}

void
phl_stamps_pass_turn (PhlStampsState *state)
{
  g_return_if_fail (state != NULL);

  for (guint i = 1; i <= state->n_players; i++)
    {
      guint seat = (state->current + i) % state->n_players;

      if (state->hand_len[seat] > 0)
        {
          state->current = seat;
          return;
        }
    }
  state->over = TRUE;
}

static void
remove_from_hand (PhlStampsState *state,
                  guint           seat,
                  PhlStampsColor  color)
{
  for (guint i = 0; i < state->hand_len[seat]; i++)
    if (state->hand[seat][i] == color)
      {
        for (guint j = i + 1; j < state->hand_len[seat]; j++)
          state->hand[seat][j - 1] = state->hand[seat][j];
        state->hand_len[seat]--;
        return;
      }
  g_assert_not_reached ();
}

guint
phl_stamps_place_unchecked (PhlStampsState *state,
                            PhlStampsColor  color,
                            int             x,
                            int             y)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  guint steps[PHL_STAMPS_N_COLORS];
  guint seat;
  guint total;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (!state->over, 0);
  g_return_val_if_fail (phl_stamps_hand_has (state, state->current, color), 0);

  seat = state->current;
  total = phl_stamps_count_steps (state, color, x, y, steps);
  move_markers (state->markers[seat], steps, tableau->n_columns);
  remove_from_hand (state, seat, color);
  phl_stamps_state_put (state, x, y, color);
  state->has_last = TRUE;
  state->last_x = x;
  state->last_y = y;
  return total;
}

gboolean
phl_stamps_place (PhlStampsState  *state,
                  PhlStampsColor   color,
                  int              x,
                  int              y,
                  GRand           *rng,
                  gboolean        *drew,
                  GError         **error)
{
  guint seat;
  guint n;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (color < PHL_STAMPS_N_COLORS, FALSE);

  if (drew != NULL)
    *drew = FALSE;
  if (state->over)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, _("The game is over."));
      return FALSE;
    }
  seat = state->current;
  if (!phl_stamps_hand_has (state, seat, color))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                   _("Player %u has no stamp of the colour “%s” in hand."),
                   seat + 1, phl_stamps_color_to_name (color));
      return FALSE;
    }
  if (!phl_stamps_is_legal_cell (state, x, y))
    {
      if (phl_stamps_state_get_cell (state, x, y) != PHL_STAMPS_NO_STAMP)
        g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                     _("There is already a stamp at %d,%d."), x, y);
      else
        g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                     _("A stamp must be placed orthogonally next to another stamp; %d,%d is not."),
                     x, y);
      return FALSE;
    }

  phl_stamps_place_unchecked (state, color, x, y);

  n = phl_stamps_state_pile_size (state);
  if (n > 0)
    {
      guint pick;

      g_return_val_if_fail (rng != NULL, FALSE);
      pick = g_rand_int_range (rng, 0, n);
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        {
          if (pick < state->pile[c])
            {
              state->pile[c]--;
              state->hand[seat][state->hand_len[seat]++] = c;
              break;
            }
          pick -= state->pile[c];
        }
      if (drew != NULL)
        *drew = TRUE;
    }

  phl_stamps_pass_turn (state);
  return TRUE;
}

int
phl_stamps_score (const PhlStampsState *state,
                  guint                 seat)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);

  return phl_stamps_tableau_score (phl_stamps_tableau_get_default (), state->markers[seat]);
}

guint
phl_stamps_winners (const PhlStampsState *state)
{
  int best = G_MININT;
  guint mask = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      int score = phl_stamps_score (state, seat);

      if (score > best)
        {
          best = score;
          mask = 0;
        }
      if (score == best)
        mask |= 1u << seat;
    }
  return mask;
}

void
phl_stamps_resolve (const PhlStampsState *state,
                    guint                 seat,
                    PhlStampsResolution  *resolution)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (seat < state->n_players);

  phl_stamps_tableau_resolve (phl_stamps_tableau_get_default (), state->markers[seat], resolution);
}
