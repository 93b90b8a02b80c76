/* phl-swop-ai.c — computer players, the hint and the best-move oracle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-ai"

#include "config.h"

#include "swop/phl-swop-ai.h"

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

/* The best immediate value the seat to act of @state can get.  Swaps of
 * dice in different rows and columns are scored from a table of single
 * placements; only dice sharing a line are scored as a whole. */
static double
best_reply (const PhlSwopState *state)
{
  PhlSwopPlacement placed[PHL_SWOP_N_CELLS][7];
  guint chips = state->chips[state->current];
  guint8 pips[PHL_SWOP_N_CELLS];
  double best = 0;

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
        best = MAX (best, value);
      }
  return best;
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
