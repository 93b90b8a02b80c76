/* phl-swop-state.c — turns, legality, applying swaps and the end of the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-state"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-error.h"
#include "swop/phl-swop-state.h"

#define ALL_MOVED (PHL_SWOP_MOVED_FIRST | PHL_SWOP_MOVED_SECOND)

static guint
chips_for (PhlSwopVariant variant,
           guint          n_players)
{
  return variant == PHL_SWOP_VARIANT_SOLO || n_players <= 2 ? 3 : 2;
}

void
phl_swop_state_init (PhlSwopState   *state,
                     PhlSwopVariant  variant,
                     guint           n_players,
                     gboolean        cubes)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (n_players >= 1 && n_players <= PHL_SWOP_MAX_PLAYERS);

  memset (state, 0, sizeof *state);
  state->variant = variant;
  state->n_players = n_players;
  state->cubes = cubes;
  state->chips_per_player = chips_for (variant, n_players);
  state->last_move[0] = state->last_move[1] = PHL_SWOP_NO_CELL;
  for (guint seat = 0; seat < n_players; seat++)
    state->chips[seat] = state->chips_per_player;
}

/* Master level: one set of the ten non-white colours for two players, two
 * sets for three or four, dealt five per player; with three players the
 * five left over go back to the box, not to the pool.  Solo: one set plus
 * the white start disc, all for the one player. */
static void
deal_cubes (PhlSwopState *state,
            GRand        *rng)
{
  int cubes[2 * PHL_SWOP_N_COLOURS];
  int n = 0;

  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    {
      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        state->cubes_held[0][colour] = 1;
      return;
    }

  for (guint set = 0; set < (state->n_players <= 2 ? 1u : 2u); set++)
    for (int colour = PHL_SWOP_RED; colour < PHL_SWOP_N_COLOURS; colour++)
      cubes[n++] = colour;

  /* Each set is split in two halves of five different colours, so nobody
   * holds two cubes of one colour at the start. */
  for (int set = 0; set < n / 10; set++)
    for (int i = 9; i > 0; i--)
      {
        int j = g_rand_int_range (rng, 0, i + 1);
        int tmp = cubes[set * 10 + i];

        cubes[set * 10 + i] = cubes[set * 10 + j];
        cubes[set * 10 + j] = tmp;
      }
  for (int i = 0; i < n && (guint) (i / 5) < state->n_players; i++)
    state->cubes_held[i / 5][cubes[i]]++;
}

PhlSwopState *
phl_swop_state_new (PhlSwopVariant  variant,
                    guint           n_players,
                    gboolean        neat,
                    gboolean        master_team,
                    gboolean        takebacks,
                    GRand          *rng)
{
  PhlSwopState *state;
  gboolean cubes;

  g_return_val_if_fail (rng != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= PHL_SWOP_MAX_PLAYERS, NULL);

  cubes = variant == PHL_SWOP_VARIANT_MASTER || variant == PHL_SWOP_VARIANT_SOLO
          || (variant == PHL_SWOP_VARIANT_TEAM && master_team);
  state = g_new0 (PhlSwopState, 1);
  phl_swop_state_init (state, variant, n_players, cubes);
  state->takebacks = variant == PHL_SWOP_VARIANT_SOLO && takebacks;
  phl_swop_board_deal (state->board, neat && cubes, rng);
  if (cubes)
    deal_cubes (state, rng);
  return state;
}

int
phl_swop_state_seat_to_act (const PhlSwopState *state)
{
  g_return_val_if_fail (state != NULL, -1);

  if (state->over)
    return -1;
  return state->picks > 0 ? (int) state->pick_seat : (int) state->current;
}

guint
phl_swop_state_cubes_of (const PhlSwopState *state,
                         guint               seat)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    n += state->cubes_held[seat][colour];
  return n;
}

guint
phl_swop_state_cube_supply (const PhlSwopState *state,
                            PhlSwopColour       colour)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (colour < PHL_SWOP_N_COLOURS, 0);

  if (!state->cubes)
    return 0;
  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    return 1;
  if (colour == PHL_SWOP_WHITE)
    return 0;
  return state->n_players <= 2 ? 1 : 2;
}

int
phl_swop_state_end_bonus (const PhlSwopState *state,
                          guint               seat)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);

  return state->chips[seat] + (state->cubes ? phl_swop_state_cubes_of (state, seat) : 0);
}

int
phl_swop_state_score (const PhlSwopState *state,
                      guint               seat)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);

  return state->track[seat] + (state->over ? phl_swop_state_end_bonus (state, seat) : 0);
}

int
phl_swop_state_team_score (const PhlSwopState *state,
                           guint               team)
{
  int total = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (team < 2, 0);

  for (guint seat = team; seat < state->n_players; seat += 2)
    total += phl_swop_state_score (state, seat);
  return total;
}

guint
phl_swop_state_winners (const PhlSwopState *state)
{
  guint winners = 0;
  int best = G_MININT;

  g_return_val_if_fail (state != NULL, 0);

  if (!state->over)
    return 0;

  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    return phl_swop_state_score (state, 0) >= PHL_SWOP_FINISH ? 1 : 0;

  if (state->variant == PHL_SWOP_VARIANT_TEAM)
    {
      int a = phl_swop_state_team_score (state, 0);
      int b = phl_swop_state_team_score (state, 1);

      if (a >= b)
        winners |= 0x5;
      if (b >= a)
        winners |= 0xa;
      return winners & ((1u << state->n_players) - 1);
    }

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      int score = phl_swop_state_score (state, seat);

      if (score > best)
        {
          best = score;
          winners = 0;
        }
      if (score == best)
        winners |= 1u << seat;
    }
  return winners;
}

guint
phl_swop_state_chips_on_board (const PhlSwopState *state)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    if (phl_swop_cell_is_chip (state->board[cell]))
      n++;
  return n;
}

/* A swap that costs no cube: no cubes in play, or a white die in master. */
static gboolean
swap_is_free (const PhlSwopState *state,
              int                 first,
              int                 second)
{
  if (!state->cubes)
    return TRUE;
  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    return FALSE;
  return state->board[first].colour == PHL_SWOP_WHITE
         || state->board[second].colour == PHL_SWOP_WHITE;
}

guint
phl_swop_state_cube_options (const PhlSwopState *state,
                             int                 first,
                             int                 second)
{
  int seat;
  guint options = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (first >= 0 && first < PHL_SWOP_N_CELLS, 0);
  g_return_val_if_fail (second >= 0 && second < PHL_SWOP_N_CELLS, 0);

  seat = phl_swop_state_seat_to_act (state);
  if (seat < 0 || swap_is_free (state, first, second))
    return 0;
  for (int k = 0; k < 2; k++)
    {
      int colour = state->board[k == 0 ? first : second].colour;

      if (state->cubes_held[seat][colour] > 0)
        options |= 1u << colour;
    }
  return options;
}

gboolean
phl_swop_eval_needs_chip_choice (const PhlSwopEval *eval)
{
  g_return_val_if_fail (eval != NULL, FALSE);

  for (guint k = 0; k < eval->n_sequences; k++)
    if (phl_swop_sequence_is_swop (&eval->sequences[k])
        && eval->sequences[k].moved == ALL_MOVED)
      return TRUE;
  return FALSE;
}

static gboolean
is_swap_back (const PhlSwopState *state,
              int                 first,
              int                 second)
{
  return (state->last_move[0] == first && state->last_move[1] == second)
         || (state->last_move[0] == second && state->last_move[1] == first);
}

PhlSwopIllegal
phl_swop_state_precheck_swap (const PhlSwopState *state,
                              int                 first,
                              int                 second)
{
  g_return_val_if_fail (state != NULL, PHL_SWOP_ILLEGAL_GAME_OVER);
  g_return_val_if_fail (first >= 0 && first < PHL_SWOP_N_CELLS, PHL_SWOP_ILLEGAL_SAME_CELL);
  g_return_val_if_fail (second >= 0 && second < PHL_SWOP_N_CELLS, PHL_SWOP_ILLEGAL_SAME_CELL);

  if (state->over)
    return PHL_SWOP_ILLEGAL_GAME_OVER;
  if (state->picks > 0)
    return PHL_SWOP_ILLEGAL_PICK_PENDING;
  if (first == second)
    return PHL_SWOP_ILLEGAL_SAME_CELL;
  if (phl_swop_cell_is_chip (state->board[first])
      || phl_swop_cell_is_chip (state->board[second]))
    return PHL_SWOP_ILLEGAL_CHIP;
  if (state->board[first].pips == state->board[second].pips)
    return PHL_SWOP_ILLEGAL_SAME_NUMBER;
  if (is_swap_back (state, first, second))
    return PHL_SWOP_ILLEGAL_SWAP_BACK;
  if (!swap_is_free (state, first, second)
      && phl_swop_state_cube_options (state, first, second) == 0)
    return PHL_SWOP_ILLEGAL_NO_CUBE;
  return PHL_SWOP_LEGAL;
}

PhlSwopIllegal
phl_swop_state_check_swap (const PhlSwopState *state,
                           int                 first,
                           int                 second,
                           PhlSwopEval        *eval)
{
  PhlSwopEval local;
  PhlSwopIllegal reason;

  g_return_val_if_fail (state != NULL, PHL_SWOP_ILLEGAL_GAME_OVER);

  if (eval == NULL)
    eval = &local;

  reason = phl_swop_state_precheck_swap (state, first, second);
  if (reason != PHL_SWOP_LEGAL)
    {
      memset (eval, 0, sizeof *eval);
      return reason;
    }
  phl_swop_evaluate_swap (state->board, first, second, eval);
  if ((guint) eval->swops > state->chips[state->current])
    return PHL_SWOP_ILLEGAL_NO_CHIP;
  return PHL_SWOP_LEGAL;
}

const char *
phl_swop_illegal_message (PhlSwopIllegal reason)
{
  switch (reason)
    {
    case PHL_SWOP_LEGAL:
      return _("This swap is allowed");
    case PHL_SWOP_ILLEGAL_GAME_OVER:
      return _("The game is over");
    case PHL_SWOP_ILLEGAL_PICK_PENDING:
      return _("A colour cube must be taken from the pool first");
    case PHL_SWOP_ILLEGAL_SAME_CELL:
      return _("Choose two different dice");
    case PHL_SWOP_ILLEGAL_CHIP:
      return _("Swop chips cannot be moved");
    case PHL_SWOP_ILLEGAL_SAME_NUMBER:
      return _("Both dice show the same number");
    case PHL_SWOP_ILLEGAL_SWAP_BACK:
      return _("These two dice were just swapped and cannot be swapped back");
    case PHL_SWOP_ILLEGAL_NO_CHIP:
      return _("This swap forms more Swops than you have Swop chips");
    case PHL_SWOP_ILLEGAL_NO_CUBE:
      return _("You have no colour cube of either die’s colour");
    default:
      g_return_val_if_reached ("");
    }
}

static void
append_swap_variants (const PhlSwopState *state,
                      int                 first,
                      int                 second,
                      const PhlSwopEval  *eval,
                      GArray             *actions)
{
  guint options = phl_swop_state_cube_options (state, first, second);
  gboolean choose_cube = (options & (options - 1)) != 0;
  gboolean choose_chip = phl_swop_eval_needs_chip_choice (eval);

  for (int colour = choose_cube ? 0 : -1; colour < (choose_cube ? PHL_SWOP_N_COLOURS : 0); colour++)
    {
      if (colour >= 0 && !(options & (1u << colour)))
        continue;
      for (int c = choose_chip ? 0 : -1; c < (choose_chip ? 2 : 0); c++)
        {
          PhlSwopAction action = {
            .kind = PHL_SWOP_ACTION_SWAP,
            .cells = { first, second },
            .cube = colour,
            .chip = c < 0 ? -1 : (c == 0 ? first : second),
          };

          g_array_append_val (actions, action);
        }
    }
}

GArray *
phl_swop_state_legal_actions (const PhlSwopState *state)
{
  GArray *actions;

  g_return_val_if_fail (state != NULL, NULL);

  actions = g_array_sized_new (FALSE, FALSE, sizeof (PhlSwopAction), 512);
  if (state->over)
    return actions;

  if (state->picks > 0)
    {
      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        if (state->pool[colour] > 0)
          {
            PhlSwopAction action = {
              .kind = PHL_SWOP_ACTION_PICK,
              .cells = { PHL_SWOP_NO_CELL, PHL_SWOP_NO_CELL },
              .cube = colour,
              .chip = -1,
            };

            g_array_append_val (actions, action);
          }
      return actions;
    }

  for (int first = 0; first < PHL_SWOP_N_CELLS; first++)
    for (int second = first + 1; second < PHL_SWOP_N_CELLS; second++)
      {
        PhlSwopEval eval;

        if (phl_swop_state_check_swap (state, first, second, &eval) == PHL_SWOP_LEGAL)
          append_swap_variants (state, first, second, &eval, actions);
      }
  return actions;
}

gboolean
phl_swop_action_parse (const char    *text,
                       PhlSwopAction *action)
{
  g_auto(GStrv) tokens = NULL;
  guint n;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  action->cells[0] = action->cells[1] = PHL_SWOP_NO_CELL;
  action->cube = -1;
  action->chip = -1;

  tokens = g_strsplit (text, " ", -1);
  n = g_strv_length (tokens);

  if (n == 2 && g_str_equal (tokens[0], "pick"))
    {
      action->kind = PHL_SWOP_ACTION_PICK;
      action->cube = tokens[1][0] != '\0' && tokens[1][1] == '\0'
                     ? phl_swop_colour_from_letter (tokens[1][0]) : -1;
      return action->cube >= 0;
    }

  action->kind = PHL_SWOP_ACTION_SWAP;
  if (n < 2 || n > 4
      || !phl_swop_cell_parse_name (tokens[0], &action->cells[0])
      || !phl_swop_cell_parse_name (tokens[1], &action->cells[1]))
    return FALSE;
  if (action->cells[0] > action->cells[1])
    {
      int tmp = action->cells[0];

      action->cells[0] = action->cells[1];
      action->cells[1] = tmp;
    }

  for (guint i = 2; i < n; i++)
    {
      if (g_str_has_prefix (tokens[i], "cube=") && action->cube < 0)
        {
          const char *letter = tokens[i] + strlen ("cube=");

          if (letter[0] == '\0' || letter[1] != '\0')
            return FALSE;
          action->cube = phl_swop_colour_from_letter (letter[0]);
          if (action->cube < 0)
            return FALSE;
        }
      else if (g_str_has_prefix (tokens[i], "chip=") && action->chip < 0)
        {
          if (!phl_swop_cell_parse_name (tokens[i] + strlen ("chip="), &action->chip))
            return FALSE;
        }
      else
        return FALSE;
    }
  return TRUE;
}

char *
phl_swop_action_to_string (const PhlSwopAction *action)
{
  GString *text;
  char name[3];

  g_return_val_if_fail (action != NULL, NULL);

  if (action->kind == PHL_SWOP_ACTION_PICK)
    return g_strdup_printf ("pick %c", phl_swop_colour_letter (action->cube));

  text = g_string_new (NULL);
  phl_swop_cell_format_name (action->cells[0], name);
  g_string_append (text, name);
  g_string_append_c (text, ' ');
  phl_swop_cell_format_name (action->cells[1], name);
  g_string_append (text, name);
  if (action->cube >= 0)
    g_string_append_printf (text, " cube=%c", phl_swop_colour_letter (action->cube));
  if (action->chip >= 0)
    {
      phl_swop_cell_format_name (action->chip, name);
      g_string_append_printf (text, " chip=%s", name);
    }
  return g_string_free (text, FALSE);
}

/* Whether the seat to act has at least one legal swap. */
static gboolean
can_swap (const PhlSwopState *state)
{
  for (int first = 0; first < PHL_SWOP_N_CELLS; first++)
    for (int second = first + 1; second < PHL_SWOP_N_CELLS; second++)
      if (phl_swop_state_check_swap (state, first, second, NULL) == PHL_SWOP_LEGAL)
        return TRUE;
  return FALSE;
}

gboolean
phl_swop_state_end_is_triggered (const PhlSwopState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (state->over)
    return TRUE;
  for (guint seat = 0; seat < state->n_players; seat++)
    if (state->track[seat] >= PHL_SWOP_FINISH)
      return TRUE;
  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    return state->chips[0] == 0 || phl_swop_state_cubes_of (state, 0) == 0;
  return phl_swop_state_chips_on_board (state) >= PHL_SWOP_CHIPS_TO_END;
}

void
phl_swop_state_update_over (PhlSwopState *state)
{
  g_return_if_fail (state != NULL);

  if (state->over || state->picks > 0)
    return;
  /* The round is finished so that everybody has had as many turns; solo
   * has no round to finish. */
  if (phl_swop_state_end_is_triggered (state)
      && (state->variant == PHL_SWOP_VARIANT_SOLO || state->current == state->starter))
    state->over = TRUE;
  /* Never reached in practice (a white die can always be moved), but a
   * seat without any legal swap must not stall the game. */
  else if (!can_swap (state))
    state->over = TRUE;
}

static int
max_track (const PhlSwopState *state)
{
  int best = 0;

  for (guint seat = 0; seat < state->n_players; seat++)
    best = MAX (best, state->track[seat]);
  return best;
}

static guint
pool_size (const PhlSwopState *state)
{
  guint n = 0;

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    n += state->pool[colour];
  return n;
}

/* The single last-placed seat, or -1 on a tie for last. */
static int
last_placed (const PhlSwopState *state)
{
  int lowest = G_MAXINT, seat_of_lowest = -1;

  for (guint seat = 0; seat < state->n_players; seat++)
    if (state->track[seat] < lowest)
      {
        lowest = state->track[seat];
        seat_of_lowest = seat;
      }
    else if (state->track[seat] == lowest)
      seat_of_lowest = -1;
  return seat_of_lowest;
}

/* A pawn first reaching 17 or 31 gives the last-placed player (solo with
 * take-backs: the player) a cube of choice from the pool. */
static void
schedule_picks (PhlSwopState *state,
                int           max_before)
{
  static const int fields[] = { PHL_SWOP_PICK_FIELD_1, PHL_SWOP_PICK_FIELD_2 };
  int max_after = max_track (state);
  int seat;

  if (!state->cubes || (state->variant == PHL_SWOP_VARIANT_SOLO && !state->takebacks))
    return;
  seat = state->variant == PHL_SWOP_VARIANT_SOLO ? 0 : last_placed (state);
  if (seat < 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (max_before < fields[i] && max_after >= fields[i])
      state->picks++;
  state->picks = MIN (state->picks, pool_size (state));
  state->pick_seat = seat;
}

static gboolean
apply_pick (PhlSwopState        *state,
            const PhlSwopAction *action,
            GError             **error)
{
  if (state->picks == 0)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           _("There is no colour cube to take now"));
      return FALSE;
    }
  if (action->cube < 0 || action->cube >= PHL_SWOP_N_COLOURS || state->pool[action->cube] == 0)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           _("The pool has no cube of that colour"));
      return FALSE;
    }
  state->pool[action->cube]--;
  state->cubes_held[state->pick_seat][action->cube]++;
  state->picks--;
  phl_swop_state_update_over (state);
  return TRUE;
}

/* Checks the cube and chip choices of a legal swap; returns the cube spent
 * (-1 for none). */
static gboolean
check_choices (const PhlSwopState  *state,
               const PhlSwopAction *action,
               const PhlSwopEval   *eval,
               int                 *cube,
               GError             **error)
{
  const int *cells = action->cells;
  guint options = phl_swop_state_cube_options (state, cells[0], cells[1]);

  *cube = -1;
  if (options == 0 && action->cube >= 0)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           _("This swap costs no colour cube"));
      return FALSE;
    }
  if (options != 0)
    {
      if (action->cube < 0 && (options & (options - 1)) != 0)
        {
          g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                               _("Choose which colour cube to spend"));
          return FALSE;
        }
      if (action->cube >= 0 && (options & (options - 1)) == 0)
        {
          /* One spelling per action, so that saves compare equal. */
          g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                               _("There is no choice of colour cube for this swap"));
          return FALSE;
        }
      if (action->cube >= 0 && !(options & (1u << action->cube)))
        {
          g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                               _("That colour cube cannot pay for this swap"));
          return FALSE;
        }
      *cube = action->cube >= 0 ? action->cube : (int) g_bit_nth_lsf (options, -1);
    }

  if (phl_swop_eval_needs_chip_choice (eval))
    {
      if (action->chip != cells[0] && action->chip != cells[1])
        {
          g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                               _("Choose which of the two dice the Swop chip replaces"));
          return FALSE;
        }
    }
  else if (action->chip >= 0)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           _("There is no choice of die for a Swop chip in this swap"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_swap (PhlSwopState        *state,
            const PhlSwopAction *action,
            GError             **error)
{
  const int *cells = action->cells;
  guint seat = state->current;
  gboolean replaced[2] = { FALSE, FALSE };
  int max_before = max_track (state);
  PhlSwopIllegal reason;
  PhlSwopEval eval;
  PhlSwopCell tmp;
  int cube;

  if (cells[0] < 0 || cells[0] >= PHL_SWOP_N_CELLS || cells[1] < 0 || cells[1] >= PHL_SWOP_N_CELLS)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           _("There is no such cell on the board"));
      return FALSE;
    }
  reason = phl_swop_state_check_swap (state, cells[0], cells[1], &eval);
  if (reason != PHL_SWOP_LEGAL)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           phl_swop_illegal_message (reason));
      return FALSE;
    }
  if (!check_choices (state, action, &eval, &cube, error))
    return FALSE;

  tmp = state->board[cells[0]];
  state->board[cells[0]] = state->board[cells[1]];
  state->board[cells[1]] = tmp;

  state->track[seat] += eval.points;
  state->tally[seat].bonus += eval.bonus;
  for (guint k = 0; k < eval.n_sequences; k++)
    {
      const PhlSwopSequence *sequence = &eval.sequences[k];

      if (!phl_swop_sequence_is_swop (sequence))
        {
          state->tally[seat].sequences += sequence->points;
          continue;
        }
      state->tally[seat].swops += sequence->points;
      /* The die that formed the Swop makes way for a chip; a die forming
       * two Swops costs two chips but has only one cell for them. */
      if (sequence->moved == ALL_MOVED)
        replaced[action->chip == cells[0] ? 0 : 1] = TRUE;
      else
        replaced[sequence->moved == PHL_SWOP_MOVED_FIRST ? 0 : 1] = TRUE;
    }
  state->chips[seat] -= eval.swops;
  for (int k = 0; k < 2; k++)
    if (replaced[k])
      state->board[cells[k]] = (PhlSwopCell) { 0, 0 };

  if (cube >= 0)
    {
      state->cubes_held[seat][cube]--;
      state->pool[cube]++;
    }

  state->last_move[0] = cells[0];
  state->last_move[1] = cells[1];
  state->swaps_made++;
  state->current = (seat + 1) % state->n_players;
  schedule_picks (state, max_before);
  phl_swop_state_update_over (state);
  return TRUE;
}

gboolean
phl_swop_state_apply (PhlSwopState        *state,
                      const PhlSwopAction *action,
                      GError             **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->over)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           phl_swop_illegal_message (PHL_SWOP_ILLEGAL_GAME_OVER));
      return FALSE;
    }
  if (action->kind == PHL_SWOP_ACTION_PICK)
    return apply_pick (state, action, error);
  return apply_swap (state, action, error);
}
