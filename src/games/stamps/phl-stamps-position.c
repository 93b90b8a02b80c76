/* phl-stamps-position.c — STAMPS position files and `philatelia-cli` output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-position"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stamps/phl-stamps-position.h"
#include "stamps/phl-stamps-rules.h"

#define STAMPS_FORMAT 1

typedef struct
{
  gint16 x, y;
  guint8 color;
  guint8 row;   /* 1-based RowN the stamp was read from */
} LoadedStamp;

/* The [Match] header, for a position read on its own (the match reads
 * it once for its positions, then calls phl_stamps_position_read()). */
static gboolean
read_match (PhlKeyFile  *file,
            int         *n_players,
            int         *current,
            GError     **error)
{
  g_autofree char *game = NULL;
  int format;

  game = phl_key_file_get_string (file, "Match", "Game", error);
  if (game == NULL)
    return FALSE;
  if (!g_str_equal (g_strstrip (game), "stamps"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Match", "Game",
                              _("this is a “%s” position, not a STAMPS one"), game);
      return FALSE;
    }
  if (!phl_key_file_get_int (file, "Match", "Format", 1, G_MAXINT, &format, error))
    return FALSE;
  if (format > STAMPS_FORMAT)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Match", "Format",
                              _("format %d is newer than this version reads (%d)"),
                              format, STAMPS_FORMAT);
      return FALSE;
    }
  return phl_key_file_get_int (file, "Match", "Players",
                               PHL_STAMPS_MIN_PLAYERS, PHL_STAMPS_MAX_PLAYERS, n_players, error)
         && phl_key_file_get_int (file, "Match", "Current", 0, *n_players, current, error);
}

/* [Grid] Origin=x,y: the game's coordinates of Row1's first cell, which
 * actions name cells in; 0,0 when missing. */
static gboolean
read_origin (PhlKeyFile  *file,
             int         *origin_x,
             int         *origin_y,
             GError     **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;
  gint64 x, y;

  *origin_x = *origin_y = 0;
  if (!g_key_file_has_key (phl_key_file_get_key_file (file), "Grid", "Origin", NULL))
    return TRUE;
  text = phl_key_file_get_string (file, "Grid", "Origin", error);
  if (text == NULL)
    return FALSE;
  parts = g_strsplit (g_strstrip (text), ",", -1);
  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_signed (g_strstrip (parts[0]), 10, -PHL_STAMPS_GRID_SIZE, PHL_STAMPS_GRID_SIZE, &x, NULL)
      || !g_ascii_string_to_signed (g_strstrip (parts[1]), 10, -PHL_STAMPS_GRID_SIZE, PHL_STAMPS_GRID_SIZE, &y, NULL))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Grid", "Origin",
                              _("“%s” is not two whole numbers from %d to %d, such as “-1,0”"),
                              text, -PHL_STAMPS_GRID_SIZE, PHL_STAMPS_GRID_SIZE);
      return FALSE;
    }
  *origin_x = x;
  *origin_y = y;
  return TRUE;
}

/* How many rows the [Grid] has: the largest K of its RowK keys (0: none);
 * -1 (with @error) when one is beyond the largest grid. */
static int
count_grid_rows (PhlKeyFile  *file,
                 GError     **error)
{
  g_auto(GStrv) keys = g_key_file_get_keys (phl_key_file_get_key_file (file), "Grid", NULL, NULL);
  guint n_rows = 0;

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      guint64 row;

      if (g_str_has_prefix (keys[i], "Row")
          && g_ascii_string_to_unsigned (keys[i] + 3, 10, 1, G_MAXUINT, &row, NULL))
        {
          if (row > PHL_STAMPS_MAX_TEXT_CELLS)
            {
              phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Grid", keys[i],
                                      _("a grid has at most %d rows"), PHL_STAMPS_MAX_TEXT_CELLS);
              return -1;
            }
          n_rows = MAX (n_rows, row);
        }
    }
  return n_rows;
}

/* The stamps of RowK (@row), cells split by spaces: a colour's letter or
 * "."; no colour more than @max_per_color times in the grid.  Row1's
 * first cell is at @origin_x, @origin_y in the game's coordinates. */
static gboolean
read_grid_row (PhlKeyFile  *file,
               guint        row,
               int          origin_x,
               int          origin_y,
               GArray      *stamps,
               guint        max_per_color,
               guint        counts[PHL_STAMPS_N_COLORS],
               GError     **error)
{
  g_autofree char *key = g_strdup_printf ("Row%u", row);
  g_autofree char *text = NULL;
  g_auto(GStrv) tokens = NULL;
  int x = 0;

  text = phl_key_file_get_string (file, "Grid", key, error);
  if (text == NULL)
    return FALSE;
  tokens = g_strsplit (text, " ", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      PhlStampsColor color;
      LoadedStamp stamp;

      /* Cells are separated by one space; tolerate extra ones. */
      if (tokens[i][0] == '\0')
        continue;
      if (x >= PHL_STAMPS_MAX_TEXT_CELLS)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Grid", key,
                                  _("a row has at most %d cells"), PHL_STAMPS_MAX_TEXT_CELLS);
          return FALSE;
        }
      if (g_str_equal (tokens[i], "."))
        {
          x++;
          continue;
        }
      if (tokens[i][1] != '\0' || !phl_stamps_color_from_letter (tokens[i][0], &color))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Grid", key,
                                  _("cell %d is “%s”, not a stamp (B R Y G P) or “.”"),
                                  x, tokens[i]);
          return FALSE;
        }
      if (++counts[color] > max_per_color)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Grid", key,
                                  _("more than %u stamps of the colour “%s” (the game has %u)"),
                                  max_per_color, phl_stamps_color_to_name (color),
                                  max_per_color);
          return FALSE;
        }
      stamp.x = origin_x + x;
      stamp.y = origin_y + (int) row - 1;
      stamp.color = color;
      stamp.row = row;
      g_array_append_val (stamps, stamp);
      x++;
    }
  return TRUE;
}

/* Reads Row1..RowN into @stamps; every RowK up to the last one must exist. */
static gboolean
read_grid (PhlKeyFile  *file,
           GArray      *stamps,
           guint        max_per_color,
           guint        counts[PHL_STAMPS_N_COLORS],
           GError     **error)
{
  int n_rows;
  int origin_x, origin_y;

  if (!phl_key_file_has_group (file, "Grid"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_MISSING, "Grid", NULL,
                              _("the group is missing"));
      return FALSE;
    }
  if (!read_origin (file, &origin_x, &origin_y, error))
    return FALSE;
  n_rows = count_grid_rows (file, error);
  if (n_rows < 0)
    return FALSE;
  if (n_rows == 0)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_MISSING, "Grid", "Row1",
                              _("the key is missing"));
      return FALSE;
    }
  for (guint row = 1; row <= (guint) n_rows; row++)
    if (!read_grid_row (file, row, origin_x, origin_y, stamps, max_per_color, counts, error))
      return FALSE;

  if (stamps->len == 0)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Grid", NULL,
                              _("the grid has no stamps"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_player (PhlKeyFile      *file,
             PhlStampsState  *state,
             guint            seat,
             guint            max_per_color,
             guint            counts[PHL_STAMPS_N_COLORS],
             GError         **error)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);
  g_autofree char *hand = NULL;
  g_auto(GStrv) markers = NULL;
  gsize n_markers = 0;

  hand = phl_key_file_get_string (file, group, "Hand", error);
  if (hand == NULL)
    return FALSE;
  for (const char *p = hand; *p != '\0'; p++)
    {
      PhlStampsColor color;

      if (*p == ' ' || *p == ';')
        continue;
      if (!phl_stamps_color_from_letter (*p, &color))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, "Hand",
                                  _("“%c” is not a stamp colour (B R Y G P)"), *p);
          return FALSE;
        }
      if (state->hand_len[seat] == PHL_STAMPS_HAND_SIZE)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Hand",
                                  _("a hand holds at most %d stamps"), PHL_STAMPS_HAND_SIZE);
          return FALSE;
        }
      if (++counts[color] > max_per_color)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Hand",
                                  _("more than %u stamps of the colour “%s” (the game has %u)"),
                                  max_per_color, phl_stamps_color_to_name (color),
                                  max_per_color);
          return FALSE;
        }
      state->hand[seat][state->hand_len[seat]++] = color;
    }

  markers = phl_key_file_get_string_list (file, group, "Markers", &n_markers, error);
  if (markers == NULL)
    return FALSE;
  if (n_markers != PHL_STAMPS_N_COLORS)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Markers",
                              _("expected %d columns (blue;red;yellow;green;purple), found %u"),
                              PHL_STAMPS_N_COLORS, (guint) n_markers);
      return FALSE;
    }
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      guint64 column;

      if (!g_ascii_string_to_unsigned (g_strstrip (markers[c]), 10, 0, tableau->n_columns,
                                       &column, NULL))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Markers",
                                  _("the column of the “%s” marker, “%s”, is not a number from 0 to %u"),
                                  phl_stamps_color_to_name (c), markers[c], tableau->n_columns);
          return FALSE;
        }
      state->markers[seat][c] = column;
    }
  return TRUE;
}

static PhlStampsState *
load_position (PhlKeyFile  *file,
               int          n_players,
               int          current,
               GError     **error)
{
  g_autoptr(PhlStampsState) state = NULL;
  g_autoptr(GArray) stamps = g_array_new (FALSE, FALSE, sizeof (LoadedStamp));
  guint counts[PHL_STAMPS_N_COLORS] = { 0 };
  int min_x = G_MAXINT, min_y = G_MAXINT, max_x = G_MININT, max_y = G_MININT;
  guint max_per_color, n_in_hands = 0;

  max_per_color = phl_stamps_stamps_per_color (n_players);
  if (!read_grid (file, stamps, max_per_color, counts, error))
    return NULL;

  /* Centre the stamps in the array: there is room for every stamp still to
   * come on every side (phl-stamps-state.h). */
  for (guint i = 0; i < stamps->len; i++)
    {
      const LoadedStamp *s = &g_array_index (stamps, LoadedStamp, i);

      min_x = MIN (min_x, s->x);
      max_x = MAX (max_x, s->x);
      min_y = MIN (min_y, s->y);
      max_y = MAX (max_y, s->y);
    }
  if (max_x - min_x >= (int) stamps->len || max_y - min_y >= (int) stamps->len)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Grid", NULL,
                              _("the stamps do not form one connected group"));
      return NULL;
    }

  state = g_new (PhlStampsState, 1);
  phl_stamps_state_init_empty (state, n_players,
                               PHL_STAMPS_GRID_SIZE / 2 - (min_x + max_x + 1) / 2,
                               PHL_STAMPS_GRID_SIZE / 2 - (min_y + max_y + 1) / 2);
  for (guint i = 0; i < stamps->len; i++)
    {
      const LoadedStamp *s = &g_array_index (stamps, LoadedStamp, i);

      phl_stamps_state_put (state, s->x, s->y, s->color);
    }
  if (!phl_stamps_state_is_connected (state))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Grid", NULL,
                              _("the stamps do not form one connected group"));
      return NULL;
    }

  for (int seat = 0; seat < n_players; seat++)
    {
      if (!read_player (file, state, seat, max_per_color, counts, error))
        return NULL;
      n_in_hands += state->hand_len[seat];
    }
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    state->pile[c] = max_per_color - counts[c];

  if (n_in_hands == 0)
    {
      if (phl_stamps_state_pile_size (state) > 0)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Player1", "Hand",
                                  _("no player has a stamp in hand, but %u stamps are still in the draw pile"),
                                  phl_stamps_state_pile_size (state));
          return NULL;
        }
      state->over = TRUE;
    }
  else
    {
      if (current == 0 || state->hand_len[current - 1] == 0)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Current",
                                  _("the seat to act must have a stamp in hand"));
          return NULL;
        }
      state->current = current - 1;
    }

  return g_steal_pointer (&state);
}

PhlStampsState *
phl_stamps_position_load (PhlKeyFile  *file,
                          GError     **error)
{
  int n_players, current;

  g_return_val_if_fail (file != NULL, NULL);

  if (!read_match (file, &n_players, &current, error))
    return NULL;
  return load_position (file, n_players, current, error);
}

PhlStampsState *
phl_stamps_position_read (const PhlSetup  *setup,
                          GError         **error)
{
  int current;

  g_return_val_if_fail (setup != NULL && setup->file != NULL, NULL);

  if (!phl_key_file_get_int (setup->file, "Match", "Current", 0, setup->n_players, &current, error))
    return NULL;
  return load_position (setup->file, setup->n_players, current, error);
}

void
phl_stamps_position_save (const PhlStampsState *state,
                          GKeyFile             *file)
{
  int min_x, min_y, max_x, max_y;

  g_return_if_fail (state != NULL);
  g_return_if_fail (file != NULL);

  /* A save's header belongs to the match (it compares everything written
   * here with its own replay); a bare position still needs one. */
  if (!g_key_file_has_key (file, "Match", "Game", NULL))
    g_key_file_set_string (file, "Match", "Game", "stamps");
  if (!g_key_file_has_key (file, "Match", "Format", NULL))
    g_key_file_set_integer (file, "Match", "Format", STAMPS_FORMAT);
  g_key_file_set_integer (file, "Match", "Players", state->n_players);
  g_key_file_set_integer (file, "Match", "Current", state->over ? 0 : state->current + 1);

  if (phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y))
    {
      g_autofree char *origin = g_strdup_printf ("%d,%d", min_x, min_y);

      /* Where Row1 starts in the coordinates actions use. */
      g_key_file_set_string (file, "Grid", "Origin", origin);
    }
  if (phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y))
    for (int y = min_y; y <= max_y; y++)
      {
        g_autoptr(GString) row = g_string_new (NULL);
        g_autofree char *key = g_strdup_printf ("Row%d", y - min_y + 1);

        for (int x = min_x; x <= max_x; x++)
          {
            int cell = phl_stamps_state_get_cell (state, x, y);

            if (x > min_x)
              g_string_append_c (row, ' ');
            g_string_append_c (row, cell == PHL_STAMPS_NO_STAMP ? '.' : phl_stamps_color_to_letter (cell));
          }
        g_key_file_set_string (file, "Grid", key, row->str);
      }

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);
      char hand[PHL_STAMPS_HAND_SIZE + 1] = { 0 };
      g_autoptr(GString) markers = g_string_new (NULL);

      for (guint i = 0; i < state->hand_len[seat]; i++)
        hand[i] = phl_stamps_color_to_letter (state->hand[seat][i]);
      g_key_file_set_string (file, group, "Hand", hand);
      /* Written by hand: GKeyFile lists end in a ';' docs/save-format.md does not show. */
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        g_string_append_printf (markers, c == 0 ? "%u" : ";%u", state->markers[seat][c]);
      g_key_file_set_string (file, group, "Markers", markers->str);
    }
}

void
phl_stamps_position_write_score (const PhlStampsState *state,
                                 GKeyFile             *out)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (out != NULL);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);

      g_key_file_set_integer (out, group, "Score", phl_stamps_score (state, seat));
    }
}

typedef struct
{
  PhlStampsPlacement placement;
} MoveEntry;

/* Best first: the mover's end-of-game score after the move, then more
 * marker steps, then colour order B R Y G P, then reading order. */
static int
compare_moves (gconstpointer a,
               gconstpointer b)
{
  const PhlStampsPlacement *pa = &((const MoveEntry *) a)->placement;
  const PhlStampsPlacement *pb = &((const MoveEntry *) b)->placement;

  if (pa->score_after != pb->score_after)
    return pb->score_after - pa->score_after;
  if (pa->total_steps != pb->total_steps)
    return (int) pb->total_steps - (int) pa->total_steps;
  if (pa->color != pb->color)
    return (int) pa->color - (int) pb->color;
  if (pa->y != pb->y)
    return pa->y - pb->y;
  return pa->x - pb->x;
}

GPtrArray *
phl_stamps_position_describe_moves (const PhlStampsState *state)
{
  g_autoptr(GArray) cells = NULL;
  g_autoptr(GArray) moves = NULL;
  GPtrArray *lines;
  guint seat;

  g_return_val_if_fail (state != NULL, NULL);

  lines = g_ptr_array_new_with_free_func (g_free);
  if (state->over)
    return lines;

  seat = state->current;
  cells = phl_stamps_legal_cells (state);
  moves = g_array_new (FALSE, FALSE, sizeof (MoveEntry));
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      if (!phl_stamps_hand_has (state, seat, c))
        continue;
      for (guint i = 0; i < cells->len; i++)
        {
          const PhlStampsCell *cell = &g_array_index (cells, PhlStampsCell, i);
          MoveEntry entry;

          if (phl_stamps_analyse_placement (state, c, cell->x, cell->y, &entry.placement))
            g_array_append_val (moves, entry);
        }
    }
  g_array_sort (moves, compare_moves);

  for (guint i = 0; i < moves->len; i++)
    {
      const PhlStampsPlacement *p = &g_array_index (moves, MoveEntry, i).placement;
      GString *line = g_string_new (NULL);

      g_string_printf (line, "%c@%d,%d", phl_stamps_color_to_letter (p->color), p->x, p->y);
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        g_string_append_printf (line, " %s=%u", phl_stamps_color_to_key (c), p->steps[c]);
      g_ptr_array_add (lines, g_string_free (line, FALSE));
    }
  return lines;
}
