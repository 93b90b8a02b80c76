/* phl-swop.h — the public API of the SWOP engine, for views and tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl_swop_rules (PhlGameRules) is what the match machinery uses.  A view
 * reads the state (PhlSwopState) of the match, and uses:
 *   phl_swop_state_check_swap()       hover: legal or why not, and its PhlSwopEval
 *   phl_swop_state_swap_choices()     the cube/chip the player must still choose
 *   phl_swop_action_swap(), _pick()   the action text to submit; _parse() reads one
 *   phl_swop_illegal_message()        that reason as a translated sentence
 *   phl_swop_state_cube_options()     cubes the player must choose between
 *   phl_swop_eval_needs_chip_choice() whether the player picks the die for the chip
 *   phl_swop_sequence_cell()          cells of each sequence, to highlight them
 *   phl_swop_ai_hint()                the hard player's move with its breakdown
 *   phl_swop_best_possible()          "best possible was N"
 *   phl_swop_die_colour()             face/pip colours, letter, name and pattern
 *   phl_swop_describe_eval(), _cell() translated hover, hint and accessible texts
 *   phl_swop_state_end_bonus(), tally the end screen's breakdown
 */
#pragma once

#include "phl-game-rules.h"
#include "swop/phl-swop-action.h"
#include "swop/phl-swop-ai.h"
#include "swop/phl-swop-board.h"
#include "swop/phl-swop-describe.h"
#include "swop/phl-swop-dice.h"
#include "swop/phl-swop-position.h"
#include "swop/phl-swop-score.h"
#include "swop/phl-swop-state.h"

extern const PhlGameRules phl_swop_rules;
