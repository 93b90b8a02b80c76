/* phl-swop-action.c — building actions for views, and what a swap still needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-action"

#include "config.h"

#include "swop/phl-swop-action.h"

static gboolean
is_cell (int cell)
{
  return cell >= 0 && cell < PHL_SWOP_N_CELLS;
}

char *
phl_swop_action_swap (int first,
                      int second,
                      int cube,
                      int chip)
{
  PhlSwopAction action = {
    .kind = PHL_SWOP_ACTION_SWAP,
    .cells = { MIN (first, second), MAX (first, second) },
    .cube = cube,
    .chip = chip,
  };

  if (!is_cell (first) || !is_cell (second) || first == second)
    return NULL;
  if (cube < -1 || cube >= PHL_SWOP_N_COLOURS)
    return NULL;
  if (chip != -1 && chip != first && chip != second)
    return NULL;
  return phl_swop_action_to_string (&action);
}

char *
phl_swop_action_pick (int colour)
{
  PhlSwopAction action = {
    .kind = PHL_SWOP_ACTION_PICK,
    .cells = { PHL_SWOP_NO_CELL, PHL_SWOP_NO_CELL },
    .cube = colour,
    .chip = -1,
  };

  if (colour < 0 || colour >= PHL_SWOP_N_COLOURS)
    return NULL;
  return phl_swop_action_to_string (&action);
}

PhlSwopChoice
phl_swop_state_swap_choices (const PhlSwopState *state,
                             int                 first,
                             int                 second,
                             guint              *cube_options)
{
  PhlSwopChoice choices = PHL_SWOP_CHOICE_NONE;
  PhlSwopEval eval;
  guint options;

  g_return_val_if_fail (state != NULL, PHL_SWOP_CHOICE_NONE);

  if (cube_options != NULL)
    *cube_options = 0;
  if (!is_cell (first) || !is_cell (second)
      || phl_swop_state_check_swap (state, first, second, &eval) != PHL_SWOP_LEGAL)
    return PHL_SWOP_CHOICE_NONE;

  options = phl_swop_state_cube_options (state, first, second);
  if (cube_options != NULL)
    *cube_options = options;
  /* One cube that can pay is spent without asking (one spelling per action). */
  if ((options & (options - 1)) != 0)
    choices |= PHL_SWOP_CHOICE_CUBE;
  if (phl_swop_eval_needs_chip_choice (&eval))
    choices |= PHL_SWOP_CHOICE_CHIP;
  return choices;
}
