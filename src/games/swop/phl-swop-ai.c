/* phl-swop-ai.c — computer players, the hint and the best-move oracle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-ai"

#include "config.h"

#include "swop/phl-swop-ai-private.h"

/* What spending things is worth, in points.  An unused chip or cube scores
 * one point at the end, but a chip kept for later often goes unused: in
 * self-play against the greedy player a low chip cost won most (bench-swop:
 * 0.6 → 89 %, 1.0 → 86 %, 1.6 → 85 %, 2.5 → 74 % of 200 games). */
#define CHIP_COST        0.6
#define LAST_CHIP_EXTRA  0.8
#define CUBE_COST        1.3
/* How much of the next player's best reply counts against a move.  With
 * three or four players, what the next player misses the one after takes,
 * so it counts less (hard against three normal players, 120 games: wins
 * 52 at 0.8, 50 at 0.4; three players: 54 at 0.8, 59 at 0.4). */
#define REPLY_WEIGHT     0.8
#define REPLY_WEIGHT_MANY 0.4
/* Solo: how much of one's own best next move counts for a move. */
#define FOLLOW_WEIGHT    0.5
/* Swaps the hard player looks at two plies deep. */
#define HARD_CANDIDATES  20
/* Ending the game: what winning or losing the round is worth. */
#define OUTCOME_VALUE    40.0

typedef struct
{
  PhlSwopAction action;
  PhlSwopEval   eval;
  double        value;
} Candidate;

/* Dice of @colour still on the board: what a cube of it can move. */
static int
dice_of_colour (const PhlSwopState *state,
                int                 colour)
{
  int n = 0;

  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    if (!phl_swop_cell_is_chip (state->board[cell]) && state->board[cell].colour == colour)
      n++;
  return n;
}

/* Spend the cube whose colour has fewer dice left; keep the useful one. */
static int
cheaper_cube (const PhlSwopState *state,
              guint               options)
{
  int best = -1, best_dice = G_MAXINT;

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    if (options & (1u << colour))
      {
        int dice = dice_of_colour (state, colour);

        if (dice < best_dice)
          {
            best = colour;
            best_dice = dice;
          }
      }
  return best;
}

/* Every legal swap of the seat to act with the cheaper cube; one per pair
 * of cells with the first die for the chip, or (@both_chips) one for each
 * die when a Swop holds both. */
static GArray *
list_swaps (const PhlSwopState *state,
            gboolean            both_chips)
{
  GArray *swaps = g_array_sized_new (FALSE, FALSE, sizeof (Candidate), 1024);

  for (int first = 0; first < PHL_SWOP_N_CELLS; first++)
    for (int second = first + 1; second < PHL_SWOP_N_CELLS; second++)
      {
        Candidate candidate;
        guint options;

        if (phl_swop_state_check_swap (state, first, second, &candidate.eval) != PHL_SWOP_LEGAL)
          continue;
        options = phl_swop_state_cube_options (state, first, second);
        candidate.action.kind = PHL_SWOP_ACTION_SWAP;
        candidate.action.cells[0] = first;
        candidate.action.cells[1] = second;
        candidate.action.cube = (options & (options - 1)) != 0 ? cheaper_cube (state, options) : -1;
        candidate.action.chip = -1;
        candidate.value = candidate.eval.points;
        if (phl_swop_eval_needs_chip_choice (&candidate.eval))
          {
            candidate.action.chip = first;
            if (both_chips)
              {
                g_array_append_val (swaps, candidate);
                candidate.action.chip = second;
              }
          }
        g_array_append_val (swaps, candidate);
      }
  return swaps;
}

static double
spending_cost (const PhlSwopState *state,
               const Candidate    *candidate)
{
  guint seat = state->current;
  double cost = 0;

  if (candidate->eval.swops > 0)
    {
      cost += CHIP_COST * candidate->eval.swops;
      if ((guint) candidate->eval.swops == state->chips[seat])
        cost += LAST_CHIP_EXTRA;
    }
  if (phl_swop_state_cube_options (state, candidate->action.cells[0],
                                   candidate->action.cells[1]) != 0)
    cost += CUBE_COST;
  return cost;
}

typedef struct
{
  double value;
  guint8 cells[2];
} QuickSwap;

/* The immediate value of every legal swap of the seat to act of @state,
 * in reading order: points less the chips spent and, with @cube_cost, the
 * cube.  Swaps of dice in different rows and columns are scored from a
 * table of single placements; only dice sharing a line are scored as a
 * whole.  @swaps has room for every pair of cells; returns how many. */
static guint
quick_swaps (const PhlSwopState *state,
             gboolean            cube_cost,
             QuickSwap          *swaps)
{
  PhlSwopPlacement placed[PHL_SWOP_N_CELLS][7];
  guint chips = state->chips[state->current];
  guint8 pips[PHL_SWOP_N_CELLS];
  guint n = 0;

  phl_swop_board_pips (state->board, pips);
  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    if (pips[cell] != 0)
      for (guint8 value = 1; value <= 6; value++)
        phl_swop_evaluate_placement (pips, cell, value, &placed[cell][value]);

  for (int first = 0; first < PHL_SWOP_N_CELLS; first++)
    for (int second = first + 1; second < PHL_SWOP_N_CELLS; second++)
      {
        int n_sequences, points, swops;
        double value;

        if (phl_swop_state_precheck_swap (state, first, second) != PHL_SWOP_LEGAL)
          continue;
        if (phl_swop_cell_row (first) == phl_swop_cell_row (second)
            || phl_swop_cell_column (first) == phl_swop_cell_column (second))
          {
            PhlSwopEval eval;

            phl_swop_evaluate_pips (pips, first, second, &eval);
            n_sequences = eval.n_sequences;
            points = eval.points;
            swops = eval.swops;
          }
        else
          {
            const PhlSwopPlacement *a = &placed[first][pips[second]];
            const PhlSwopPlacement *b = &placed[second][pips[first]];

            n_sequences = a->n_sequences + b->n_sequences;
            points = a->sequence_points + b->sequence_points + MAX (n_sequences - 1, 0);
            swops = a->swops + b->swops;
          }
        if ((guint) swops > chips)
          continue;
        value = points - (swops > 0 ? CHIP_COST * swops : 0);
        if (cube_cost && phl_swop_state_cube_options (state, first, second) != 0)
          value -= CUBE_COST;
        swaps[n].value = value;
        swaps[n].cells[0] = first;
        swaps[n].cells[1] = second;
        n++;
      }
  return n;
}

#define N_PAIRS (PHL_SWOP_N_CELLS * (PHL_SWOP_N_CELLS - 1) / 2)

/* The best immediate value of the seat to act of @state (quick_swaps());
 * its swap goes to @best_cells (may be NULL), ties broken with @rng (NULL:
 * the first in reading order).  -G_MAXDOUBLE when there is no legal swap. */
static double
best_swap (const PhlSwopState *state,
           gboolean            cube_cost,
           GRand              *rng,
           int                *best_cells)
{
  QuickSwap swaps[N_PAIRS];
  guint n = quick_swaps (state, cube_cost, swaps);
  double best = -G_MAXDOUBLE;
  guint n_best = 0;

  for (guint i = 0; i < n; i++)
    {
      if (swaps[i].value > best + 1e-9)
        {
          best = swaps[i].value;
          n_best = 1;
        }
      else if (swaps[i].value < best - 1e-9
               || rng == NULL || g_rand_int_range (rng, 0, ++n_best) != 0)
        continue;
      if (best_cells != NULL)
        {
          best_cells[0] = swaps[i].cells[0];
          best_cells[1] = swaps[i].cells[1];
        }
    }
  return best;
}

/* The best immediate value the seat to act of @state can get. */
static double
best_reply (const PhlSwopState *state)
{
  return MAX (0, best_swap (state, FALSE, NULL, NULL));
}

/* The pick of a catch-up cube: the colour that opens the best swap for
 * the picker (hard), or simply the colour with most dice (normal). */
static int
choose_pick (const PhlSwopState *state,
             PhlAiLevel          level,
             GRand              *rng)
{
  int colours[PHL_SWOP_N_COLOURS];
  int n = 0, best = -1;
  double best_value = -1;

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    if (state->pool[colour] > 0)
      colours[n++] = colour;
  g_assert (n > 0);

  if (level == PHL_AI_EASY)
    return colours[g_rand_int_range (rng, 0, n)];

  for (int i = 0; i < n; i++)
    {
      double value = dice_of_colour (state, colours[i]) / 100.0;

      if (level == PHL_AI_HARD)
        {
          PhlSwopState trial = *state;

          trial.cubes_held[trial.pick_seat][colours[i]]++;
          trial.pool[colours[i]]--;
          trial.current = trial.pick_seat;
          trial.picks = 0;
          trial.last_move[0] = trial.last_move[1] = PHL_SWOP_NO_CELL;
          value += best_reply (&trial);
        }
      if (value > best_value)
        {
          best_value = value;
          best = colours[i];
        }
    }
  return best;
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *x = a, *y = b;

  return (x->value < y->value) - (x->value > y->value);
}

/* Projected final margin of @seat once a triggered end comes: the others
 * may still reply once each, about as well as the next player can. */
static double
end_margin (const PhlSwopState *after,
            guint               seat,
            double              reply)
{
  double mine = after->track[seat] + phl_swop_state_end_bonus (after, seat);
  double best_other = -G_MAXDOUBLE;

  if (after->variant == PHL_SWOP_VARIANT_SOLO)
    return mine - PHL_SWOP_FINISH;
  if (after->variant == PHL_SWOP_VARIANT_TEAM)
    {
      double team[2] = { 0, 0 };

      for (guint s = 0; s < after->n_players; s++)
        team[s % 2] += after->track[s] + phl_swop_state_end_bonus (after, s)
                       + (after->over || s % 2 == seat % 2 ? 0 : reply);
      return team[seat % 2] - team[1 - seat % 2];
    }
  for (guint s = 0; s < after->n_players; s++)
    if (s != seat)
      best_other = MAX (best_other, after->track[s] + phl_swop_state_end_bonus (after, s)
                                    + (after->over ? 0 : reply));
  return mine - best_other;
}

/* Two plies: the move's points, less what it spends, less what it leaves
 * the next player (or, solo, plus what it leaves oneself). */
static double
hard_value (const PhlSwopState *state,
            Candidate          *candidate)
{
  PhlSwopState after = *state;
  guint seat = state->current;
  gboolean ended_before = phl_swop_state_end_is_triggered (state);
  double value = candidate->eval.points - spending_cost (state, candidate);
  double reply = 0;

  if (!phl_swop_state_apply (&after, &candidate->action, NULL))
    g_assert_not_reached ();

  if (!after.over && after.picks == 0)
    {
      reply = best_reply (&after);
      if (after.current == seat)
        value += FOLLOW_WEIGHT * reply;
      else
        value -= (state->n_players > 2 && state->variant != PHL_SWOP_VARIANT_TEAM
                  ? REPLY_WEIGHT_MANY : REPLY_WEIGHT) * reply;
    }

  /* Only the move that brings the end about decides whether to: later
   * moves of the last round just take their points. */
  if (!ended_before && phl_swop_state_end_is_triggered (&after))
    {
      double margin = end_margin (&after, seat, reply);

      value += margin > 0 ? OUTCOME_VALUE : -OUTCOME_VALUE;
    }
  return value;
}

/* Keeps hard's HARD_CANDIDATES swaps of @swaps with most points less
 * spending (equal ones in reading order), each valued two plies deep. */
static void
value_hard (const PhlSwopState *state,
            GArray             *swaps)
{
  guint n;

  for (guint i = 0; i < swaps->len; i++)
    {
      Candidate *candidate = &g_array_index (swaps, Candidate, i);

      candidate->value = candidate->eval.points - spending_cost (state, candidate);
    }
  g_array_sort (swaps, compare_candidates);
  n = MIN (swaps->len, HARD_CANDIDATES);
  for (guint i = 0; i < n; i++)
    {
      Candidate *candidate = &g_array_index (swaps, Candidate, i);

      candidate->value = hard_value (state, candidate);
    }
  g_array_set_size (swaps, n);
}

static gboolean
choose_swap (const PhlSwopState *state,
             PhlAiLevel          level,
             GRand              *rng,
             Candidate          *chosen)
{
  g_autoptr(GArray) swaps = list_swaps (state, level == PHL_AI_HARD);
  guint n_best = 0;
  double best_value = -G_MAXDOUBLE;

  if (swaps->len == 0)
    return FALSE;

  if (level == PHL_AI_EASY)
    {
      guint scoring = 0;

      for (guint i = 0; i < swaps->len; i++)
        if (g_array_index (swaps, Candidate, i).eval.points > 0)
          g_array_index (swaps, Candidate, scoring++) = g_array_index (swaps, Candidate, i);
      *chosen = g_array_index (swaps, Candidate,
                               g_rand_int_range (rng, 0, scoring > 0 ? scoring : swaps->len));
      return TRUE;
    }

  if (level == PHL_AI_HARD)
    value_hard (state, swaps);

  /* The best value, ties broken at random (reservoir sampling). */
  for (guint i = 0; i < swaps->len; i++)
    {
      const Candidate *candidate = &g_array_index (swaps, Candidate, i);

      if (candidate->value > best_value + 1e-9)
        {
          best_value = candidate->value;
          n_best = 1;
          *chosen = *candidate;
        }
      else if (candidate->value > best_value - 1e-9
               && g_rand_int_range (rng, 0, ++n_best) == 0)
        *chosen = *candidate;
    }
  return TRUE;
}

gboolean
phl_swop_ai_choose (const PhlSwopState *state,
                    PhlAiLevel          level,
                    GRand              *rng,
                    PhlSwopAction      *action)
{
  Candidate chosen;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (state->over)
    return FALSE;

  if (state->picks > 0)
    {
      action->kind = PHL_SWOP_ACTION_PICK;
      action->cells[0] = action->cells[1] = PHL_SWOP_NO_CELL;
      action->cube = choose_pick (state, level, rng);
      action->chip = -1;
      return TRUE;
    }

  if (!choose_swap (state, level, rng, &chosen))
    return FALSE;
  *action = chosen.action;
  return TRUE;
}

guint
phl_swop_ai_rank (const PhlSwopState *state,
                  PhlSwopAction      *actions,
                  guint               max_actions)
{
  g_autoptr(GArray) swaps = NULL;
  guint n = 0;

  g_return_val_if_fail (state != NULL && actions != NULL, 0);

  if (state->over)
    return 0;
  if (state->picks > 0)
    {
      double values[PHL_SWOP_N_COLOURS];
      int colours[PHL_SWOP_N_COLOURS];

      /* Hard's value of each pick (choose_pick()), best first. */
      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        if (state->pool[colour] > 0)
          {
            PhlSwopState trial = *state;
            guint i = n++;

            trial.cubes_held[trial.pick_seat][colour]++;
            trial.pool[colour]--;
            trial.current = trial.pick_seat;
            trial.picks = 0;
            trial.last_move[0] = trial.last_move[1] = PHL_SWOP_NO_CELL;
            values[i] = dice_of_colour (state, colour) / 100.0 + best_reply (&trial);
            colours[i] = colour;
            for (; i > 0 && values[i] > values[i - 1] + 1e-9; i--)
              {
                double v = values[i];
                int c = colours[i];

                values[i] = values[i - 1];
                colours[i] = colours[i - 1];
                values[i - 1] = v;
                colours[i - 1] = c;
              }
          }
      n = MIN (n, max_actions);
      for (guint i = 0; i < n; i++)
        {
          actions[i].kind = PHL_SWOP_ACTION_PICK;
          actions[i].cells[0] = actions[i].cells[1] = PHL_SWOP_NO_CELL;
          actions[i].cube = colours[i];
          actions[i].chip = -1;
        }
      return n;
    }

  swaps = list_swaps (state, TRUE);
  value_hard (state, swaps);
  g_array_sort (swaps, compare_candidates);
  n = MIN (swaps->len, max_actions);
  for (guint i = 0; i < n; i++)
    actions[i] = g_array_index (swaps, Candidate, i).action;
  return n;
}

/* The swap of @cells as an action: the cheaper cube, the first die for
 * the chip.  FALSE when it is not legal. */
static gboolean
swap_action (const PhlSwopState *state,
             const int           cells[2],
             PhlSwopAction      *action)
{
  PhlSwopEval eval;
  guint options;

  if (phl_swop_state_check_swap (state, cells[0], cells[1], &eval) != PHL_SWOP_LEGAL)
    return FALSE;
  options = phl_swop_state_cube_options (state, cells[0], cells[1]);
  action->kind = PHL_SWOP_ACTION_SWAP;
  action->cells[0] = cells[0];
  action->cells[1] = cells[1];
  action->cube = (options & (options - 1)) != 0 ? cheaper_cube (state, options) : -1;
  action->chip = phl_swop_eval_needs_chip_choice (&eval) ? cells[0] : -1;
  return TRUE;
}

guint
phl_swop_ai_rank_quick (const PhlSwopState *state,
                        PhlSwopAction      *actions,
                        guint               max_actions)
{
  QuickSwap swaps[N_PAIRS];
  guint n, n_actions = 0;

  g_return_val_if_fail (state != NULL && actions != NULL, 0);

  if (state->over)
    return 0;
  if (state->picks > 0)
    return phl_swop_ai_rank (state, actions, max_actions);
  n = quick_swaps (state, state->cubes, swaps);
  /* Selection of the best few, equal values in reading order. */
  for (guint k = 0; k < max_actions && k < n; k++)
    {
      guint best = k;
      QuickSwap t;
      int cells[2];

      for (guint i = k + 1; i < n; i++)
        if (swaps[i].value > swaps[best].value + 1e-9
            || (swaps[i].value > swaps[best].value - 1e-9
                && (swaps[i].cells[0] < swaps[best].cells[0]
                    || (swaps[i].cells[0] == swaps[best].cells[0]
                        && swaps[i].cells[1] < swaps[best].cells[1]))))
          best = i;
      t = swaps[k];
      swaps[k] = swaps[best];
      swaps[best] = t;
      cells[0] = swaps[k].cells[0];
      cells[1] = swaps[k].cells[1];
      if (swap_action (state, cells, &actions[n_actions]))
        n_actions++;
    }
  return n_actions;
}

gboolean
phl_swop_ai_playout_action (const PhlSwopState *state,
                            GRand              *rng,
                            PhlSwopAction      *action)
{
  int cells[2];

  g_return_val_if_fail (state != NULL && rng != NULL && action != NULL, FALSE);

  if (state->over)
    return FALSE;
  if (state->picks > 0)
    return phl_swop_ai_choose (state, PHL_AI_NORMAL, rng, action);
  if (best_swap (state, state->cubes, rng, cells) == -G_MAXDOUBLE)
    return FALSE;
  if (!swap_action (state, cells, action))
    g_return_val_if_reached (FALSE);
  return TRUE;
}

gboolean
phl_swop_ai_hint (const PhlSwopState *state,
                  PhlSwopAction      *action,
                  PhlSwopEval        *eval)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (0x5770);
  PhlSwopAction chosen;

  g_return_val_if_fail (state != NULL, FALSE);

  if (!phl_swop_ai_choose (state, PHL_AI_HARD, rng, &chosen))
    return FALSE;
  if (action != NULL)
    *action = chosen;
  if (eval != NULL)
    {
      if (chosen.kind == PHL_SWOP_ACTION_SWAP)
        phl_swop_evaluate_swap (state->board, chosen.cells[0], chosen.cells[1], eval);
      else
        memset (eval, 0, sizeof *eval);
    }
  return TRUE;
}

int
phl_swop_best_possible (const PhlSwopState *state,
                        PhlSwopAction      *action,
                        PhlSwopEval        *eval)
{
  int best = -1;

  g_return_val_if_fail (state != NULL, -1);

  for (int first = 0; first < PHL_SWOP_N_CELLS; first++)
    for (int second = first + 1; second < PHL_SWOP_N_CELLS; second++)
      {
        PhlSwopEval trial;

        if (phl_swop_state_check_swap (state, first, second, &trial) != PHL_SWOP_LEGAL
            || trial.points <= best)
          continue;
        best = trial.points;
        if (action != NULL)
          {
            guint options = phl_swop_state_cube_options (state, first, second);

            action->kind = PHL_SWOP_ACTION_SWAP;
            action->cells[0] = first;
            action->cells[1] = second;
            action->cube = (options & (options - 1)) != 0 ? cheaper_cube (state, options) : -1;
            action->chip = phl_swop_eval_needs_chip_choice (&trial) ? first : -1;
          }
        if (eval != NULL)
          *eval = trial;
      }
  return best;
}
