/* phl-swop-position.c — reading and writing SWOP positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/save-format.md fixes [Board] Row1..Row6, [PlayerN] Score/Chips/Cubes and
 * [LastMove] Cells.  SWOP adds to [Match]: Variant=, Starter= (the seat that
 * swapped first, for finishing the round), Picks= and Next= (catch-up cubes
 * still to be taken by Current before Next swaps) and Takebacks= (solo),
 * and [Pool] Cubes= (spent cubes; when absent, all cubes nobody holds).
 */
#define G_LOG_DOMAIN "phl-swop-position"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "swop/phl-swop-position.h"

#define FORMAT_VERSION 1
#define MAX_SCORE      999

static const char * const variant_ids[] = { "basic", "master", "team", "solo", NULL };

static PhlSwopVariant
variant_from_id (const char *id)
{
  for (int i = 0; id != NULL && variant_ids[i] != NULL; i++)
    if (g_str_equal (variant_ids[i], id))
      return i;
  return PHL_SWOP_VARIANT_BASIC;
}

/* The [Match] header, for a position read on its own (the match reads it
 * once for its positions, then calls phl_swop_position_read()). */
static gboolean
read_header (PhlKeyFile      *file,
             PhlSwopVariant  *variant_out,
             int             *players_out,
             GError         **error)
{
  g_autofree char *game = NULL;
  g_autofree char *variant_id = NULL;
  int format, players;
  PhlSwopVariant variant = PHL_SWOP_VARIANT_BASIC;

  game = phl_key_file_get_string (file, "Match", "Game", error);
  if (game == NULL)
    return FALSE;
  if (!g_str_equal (game, "swop"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Game",
                              _("“%s” is not a SWOP position"), game);
      return FALSE;
    }
  if (!phl_key_file_get_int (file, "Match", "Format", 1, G_MAXINT, &format, error))
    return FALSE;
  if (format > FORMAT_VERSION)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Match", "Format",
                              _("format %d is newer than this version reads (%d)"),
                              format, FORMAT_VERSION);
      return FALSE;
    }

  if (phl_key_file_has_key (file, "Match", "Variant"))
    {
      variant_id = phl_key_file_get_string (file, "Match", "Variant", error);
      if (variant_id == NULL)
        return FALSE;
      if (!g_strv_contains (variant_ids, variant_id))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Variant",
                                  _("“%s” is not a variant (basic, master, team or solo)"),
                                  variant_id);
          return FALSE;
        }
      variant = variant_from_id (variant_id);
    }

  if (!phl_key_file_get_int (file, "Match", "Players", 1, PHL_SWOP_MAX_PLAYERS, &players, error))
    return FALSE;
  *variant_out = variant;
  *players_out = players;
  return TRUE;
}

/* The game's own keys of [Match]: whose turn, catch-up picks, take-backs. */
static gboolean
read_turn (PhlKeyFile      *file,
           PhlSwopState    *state,
           PhlSwopVariant   variant,
           int              players,
           GError         **error)
{
  int current, starter, picks, next;
  gboolean takebacks, cubes;

  /* A position without Variant is a basic game: for two or more. */
  if ((variant == PHL_SWOP_VARIANT_SOLO && players != 1)
      || (variant == PHL_SWOP_VARIANT_TEAM && players != 4)
      || (variant <= PHL_SWOP_VARIANT_MASTER && players < 2))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Players",
                              _("the number of players (%d) does not suit this variant"), players);
      return FALSE;
    }
  if (!phl_key_file_get_int (file, "Match", "Current", 1, players, &current, error)
      || !phl_key_file_get_int_default (file, "Match", "Starter", 1, players, 1, &starter, error)
      || !phl_key_file_get_int_default (file, "Match", "Picks", 0, 2, 0, &picks, error)
      || !phl_key_file_get_int_default (file, "Match", "Next", 1, players, current, &next, error)
      || !phl_key_file_get_boolean_default (file, "Match", "Takebacks", FALSE, &takebacks, error))
    return FALSE;

  /* Team games use cubes when the players have some. */
  cubes = variant == PHL_SWOP_VARIANT_MASTER || variant == PHL_SWOP_VARIANT_SOLO
          || (variant == PHL_SWOP_VARIANT_TEAM && phl_key_file_has_key (file, "Player1", "Cubes"));
  if (picks > 0 && !cubes)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Picks",
                              _("there are no colour cubes in this game"));
      return FALSE;
    }

  phl_swop_state_init (state, variant, players, cubes);
  state->takebacks = takebacks && variant == PHL_SWOP_VARIANT_SOLO;
  state->starter = starter - 1;
  state->picks = picks;
  state->pick_seat = current - 1;
  state->current = picks > 0 ? next - 1 : current - 1;
  return TRUE;
}

static gboolean
read_board (PhlKeyFile    *file,
            PhlSwopState  *state,
            GError       **error)
{
  guint per_colour[PHL_SWOP_N_COLOURS] = { 0, };

  for (int row = 0; row < PHL_SWOP_ROWS; row++)
    {
      g_autofree char *key = g_strdup_printf ("Row%d", row + 1);
      g_autofree char *text = phl_key_file_get_string (file, "Board", key, error);
      g_auto(GStrv) cells = NULL;

      if (text == NULL)
        return FALSE;
      cells = g_strsplit (g_strstrip (text), " ", -1);
      if (g_strv_length (cells) != PHL_SWOP_COLUMNS)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Board", key,
                                  _("expected 11 cells separated by single spaces, found %u"),
                                  g_strv_length (cells));
          return FALSE;
        }
      for (int column = 0; column < PHL_SWOP_COLUMNS; column++)
        {
          PhlSwopCell *cell = &state->board[phl_swop_cell_index (column, row)];

          if (!phl_swop_cell_parse (cells[column], cell))
            {
              phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Board", key,
                                      _("“%s” in column %c is neither a die (colour letter and 1 to 6, as W3) nor a chip (##)"),
                                      cells[column], 'a' + column);
              return FALSE;
            }
          if (!phl_swop_cell_is_chip (*cell)
              && ++per_colour[cell->colour] > PHL_SWOP_DICE_PER_COLOUR)
            {
              phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Board", key,
                                      _("more than six dice of colour %c"),
                                      phl_swop_colour_letter (cell->colour));
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
read_cubes (PhlKeyFile    *file,
            PhlSwopState  *state,
            const char    *group,
            guint          seat,
            GError       **error)
{
  g_autofree char *text = phl_key_file_get_string (file, group, "Cubes", error);

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  for (const char *p = text; *p != '\0'; p++)
    {
      int colour = phl_swop_colour_from_letter (*p);
      guint held = 0;

      if (colour < 0)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, "Cubes",
                                  _("“%c” is not a colour letter (W R O Y G T B V P N K)"), *p);
          return FALSE;
        }
      state->cubes_held[seat][colour]++;
      for (guint other = 0; other <= seat; other++)
        held += state->cubes_held[other][colour];
      if (held > phl_swop_state_cube_supply (state, colour))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Cubes",
                                  _("too many cubes of colour %c (the game has %u)"), *p,
                                  phl_swop_state_cube_supply (state, colour));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_players (PhlKeyFile    *file,
              PhlSwopState  *state,
              GError       **error)
{
  guint chips_left = 0;
  guint on_board;

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);
      int score, chips;

      if (!phl_key_file_get_int (file, group, "Score", 0, MAX_SCORE, &score, error)
          || !phl_key_file_get_int (file, group, "Chips", 0, state->chips_per_player, &chips, error))
        return FALSE;
      state->track[seat] = score;
      state->chips[seat] = chips;
      chips_left += chips;
      if (state->cubes && !read_cubes (file, state, group, seat, error))
        return FALSE;
    }

  on_board = phl_swop_state_chips_on_board (state);
  if (on_board + chips_left > state->n_players * state->chips_per_player)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Board", NULL,
                              _("Swop chips on the board: %u; chips the players have spent: %u"),
                              on_board, state->n_players * state->chips_per_player - chips_left);
      return FALSE;
    }

  return TRUE;
}

/* [Pool] Cubes= lists the spent cubes; without it, every cube nobody holds
 * is in the pool. */
static gboolean
read_pool (PhlKeyFile    *file,
           PhlSwopState  *state,
           GError       **error)
{
  g_autofree char *text = NULL;

  if (!state->cubes)
    return TRUE;

  if (!phl_key_file_has_key (file, "Pool", "Cubes"))
    {
      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        {
          guint held = 0;

          for (guint seat = 0; seat < state->n_players; seat++)
            held += state->cubes_held[seat][colour];
          state->pool[colour] = phl_swop_state_cube_supply (state, colour) - held;
        }
      return TRUE;
    }

  text = phl_key_file_get_string (file, "Pool", "Cubes", error);
  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  for (const char *p = text; *p != '\0'; p++)
    {
      int colour = phl_swop_colour_from_letter (*p);
      guint held = 0;

      if (colour < 0)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Pool", "Cubes",
                                  _("“%c” is not a colour letter (W R O Y G T B V P N K)"), *p);
          return FALSE;
        }
      state->pool[colour]++;
      for (guint seat = 0; seat < state->n_players; seat++)
        held += state->cubes_held[seat][colour];
      if (held + state->pool[colour] > phl_swop_state_cube_supply (state, colour))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Pool", "Cubes",
                                  _("too many cubes of colour %c (the game has %u)"), *p,
                                  phl_swop_state_cube_supply (state, colour));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_last_move (PhlKeyFile    *file,
                PhlSwopState  *state,
                GError       **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) cells = NULL;
  int a, b;

  if (!phl_key_file_has_key (file, "LastMove", "Cells"))
    return TRUE;
  text = phl_key_file_get_string (file, "LastMove", "Cells", error);
  if (text == NULL)
    return FALSE;
  cells = g_strsplit (g_strstrip (text), " ", -1);
  if (g_strv_length (cells) != 2
      || !phl_swop_cell_parse_name (cells[0], &a)
      || !phl_swop_cell_parse_name (cells[1], &b)
      || a == b)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "LastMove", "Cells",
                              _("expected two different cells such as “a1 c3”"));
      return FALSE;
    }
  state->last_move[0] = MIN (a, b);
  state->last_move[1] = MAX (a, b);
  return TRUE;
}

static PhlSwopState *
load_position (PhlKeyFile      *file,
               PhlSwopVariant   variant,
               int              players,
               GError         **error)
{
  g_autoptr(PhlSwopState) state = g_new0 (PhlSwopState, 1);

  if (!read_turn (file, state, variant, players, error)
      || !read_board (file, state, error)
      || !read_players (file, state, error)
      || !read_pool (file, state, error)
      || !read_last_move (file, state, error))
    return NULL;

  if (state->picks > 0)
    {
      guint in_pool = 0;

      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        in_pool += state->pool[colour];
      if (state->picks > in_pool)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Picks",
                                  _("more picks than cubes in the pool (%u)"), in_pool);
          return NULL;
        }
    }

  phl_swop_state_update_over (state);
  return g_steal_pointer (&state);
}

PhlSwopState *
phl_swop_position_load (PhlKeyFile  *file,
                        GError     **error)
{
  PhlSwopVariant variant;
  int players;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!read_header (file, &variant, &players, error))
    return NULL;
  return load_position (file, variant, players, error);
}

PhlSwopState *
phl_swop_position_read (const PhlSetup  *setup,
                        GError         **error)
{
  g_return_val_if_fail (setup != NULL && setup->file != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The match checked the variant and its players. */
  return load_position (setup->file, variant_from_id (setup->variant), setup->n_players, error);
}

static char *
cubes_text (const PhlSwopState *state,
            guint               seat)
{
  GString *text = g_string_new (NULL);

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    for (guint n = 0; n < state->cubes_held[seat][colour]; n++)
      g_string_append_c (text, phl_swop_colour_letter (colour));
  return g_string_free (text, FALSE);
}

void
phl_swop_position_save (const PhlSwopState *state,
                        GKeyFile           *file)
{
  int seat_to_act;

  g_return_if_fail (state != NULL);
  g_return_if_fail (file != NULL);

  seat_to_act = phl_swop_state_seat_to_act (state);
  g_key_file_set_string (file, "Match", "Game", "swop");
  g_key_file_set_integer (file, "Match", "Format", FORMAT_VERSION);
  g_key_file_set_integer (file, "Match", "Players", state->n_players);
  g_key_file_set_integer (file, "Match", "Current",
                          (seat_to_act >= 0 ? (guint) seat_to_act : state->current) + 1);
  g_key_file_set_string (file, "Match", "Variant", variant_ids[state->variant]);
  if (state->starter != 0)
    g_key_file_set_integer (file, "Match", "Starter", state->starter + 1);
  if (state->picks > 0)
    {
      g_key_file_set_integer (file, "Match", "Picks", state->picks);
      g_key_file_set_integer (file, "Match", "Next", state->current + 1);
    }
  if (state->takebacks)
    g_key_file_set_boolean (file, "Match", "Takebacks", TRUE);

  for (int row = 0; row < PHL_SWOP_ROWS; row++)
    {
      g_autofree char *key = g_strdup_printf ("Row%d", row + 1);
      char text[PHL_SWOP_COLUMNS * 3];

      for (int column = 0; column < PHL_SWOP_COLUMNS; column++)
        {
          phl_swop_cell_format (state->board[phl_swop_cell_index (column, row)],
                                text + column * 3);
          text[column * 3 + 2] = column + 1 < PHL_SWOP_COLUMNS ? ' ' : '\0';
        }
      g_key_file_set_string (file, "Board", key, text);
    }

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);

      g_key_file_set_integer (file, group, "Score", state->track[seat]);
      g_key_file_set_integer (file, group, "Chips", state->chips[seat]);
      if (state->cubes)
        {
          g_autofree char *cubes = cubes_text (state, seat);

          g_key_file_set_string (file, group, "Cubes", cubes);
        }
    }

  if (state->cubes)
    {
      GString *pool = g_string_new (NULL);

      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        for (guint n = 0; n < state->pool[colour]; n++)
          g_string_append_c (pool, phl_swop_colour_letter (colour));
      g_key_file_set_string (file, "Pool", "Cubes", pool->str);
      g_string_free (pool, TRUE);
    }

  if (state->last_move[0] != PHL_SWOP_NO_CELL)
    {
      char a[3], b[3];
      g_autofree char *cells = NULL;

      phl_swop_cell_format_name (state->last_move[0], a);
      phl_swop_cell_format_name (state->last_move[1], b);
      cells = g_strdup_printf ("%s %s", a, b);
      g_key_file_set_string (file, "LastMove", "Cells", cells);
    }
}

void
phl_swop_position_write_score (const PhlSwopState *state,
                               GKeyFile           *out)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (out != NULL);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);

      g_key_file_set_integer (out, group, "Score", phl_swop_state_score (state, seat));
      if (state->variant == PHL_SWOP_VARIANT_TEAM)
        g_key_file_set_integer (out, group, "Team",
                                phl_swop_state_team_score (state, seat % 2));
    }
}

typedef struct
{
  int         points;
  guint       order;
  char       *line;
} MoveLine;

static int
compare_move_lines (gconstpointer a,
                    gconstpointer b)
{
  const MoveLine *x = a, *y = b;

  if (x->points != y->points)
    return y->points - x->points;
  return (x->order > y->order) - (x->order < y->order);
}

GPtrArray *
phl_swop_position_describe_moves (const PhlSwopState *state)
{
  g_autoptr(GArray) lines = NULL;
  GPtrArray *result;
  guint order = 0;

  g_return_val_if_fail (state != NULL, NULL);

  result = g_ptr_array_new_with_free_func (g_free);
  if (state->picks > 0)
    {
      g_autoptr(GArray) picks = phl_swop_state_legal_actions (state);

      for (guint i = 0; i < picks->len; i++)
        g_ptr_array_add (result, phl_swop_action_to_string (&g_array_index (picks, PhlSwopAction, i)));
      return result;
    }

  /* One line per legal pair of cells: choices of cube or chip change
   * nothing that is scored now. */
  lines = g_array_sized_new (FALSE, FALSE, sizeof (MoveLine), 2048);
  for (int first = 0; first < PHL_SWOP_N_CELLS; first++)
    for (int second = first + 1; second < PHL_SWOP_N_CELLS; second++)
      {
        PhlSwopEval eval;
        MoveLine line;
        char a[3], b[3];

        if (phl_swop_state_check_swap (state, first, second, &eval) != PHL_SWOP_LEGAL)
          continue;
        phl_swop_cell_format_name (first, a);
        phl_swop_cell_format_name (second, b);
        line.points = eval.points;
        line.order = order++;
        line.line = g_strdup_printf ("%s %s points=%d sequences=%u bonus=%d swops=%d",
                                     a, b, eval.points, eval.n_sequences, eval.bonus, eval.swops);
        g_array_append_val (lines, line);
      }

  g_array_sort (lines, compare_move_lines);
  for (guint i = 0; i < lines->len; i++)
    g_ptr_array_add (result, g_array_index (lines, MoveLine, i).line);
  return result;
}
