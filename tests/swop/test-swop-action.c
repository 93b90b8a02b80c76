/* test-swop-action.c — the action texts views build, and the choices a swap needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "swop-test-util.h"

#define BASIC_2  "Players=2\nCurrent=1\nVariant=basic\n"
#define MASTER_2 "Players=2\nCurrent=1\nVariant=master\n"
#define FRESH    "[Player1]\nScore=0\nChips=3\n[Player2]\nScore=0\nChips=3\n"
#define CUBES    "[Player1]\nScore=0\nChips=3\nCubes=GVRTB\n[Player2]\nScore=0\nChips=3\nCubes=OYPNK\n"

/* c4 (Green 1) and f4 (Violet 3) cost a cube of either colour; a4 is white. */
static const char *board_cubes[] = {
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K1",
  "W3 R3 G1 O3 Y5 V3 T2 B3 P4 N5 K6",
  "W1 R6 P6 Y6 G1 R2 B1 V6 P1 N6 K1",
  "O6 O1 Y6 G1 T6 O3 T6 V1 T6 N1 K6",
};

/* Swapping c5 (Pink 5) and e5 (Blue 3) makes the straight 1-6 of row 5,
 * which holds both moved dice: the mover says which one the chip replaces. */
static const char *board_double[] = {
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 T6 Y1 N6 T1 B6 V1 P6 N1 K6",
  "W1 R2 P5 O4 B3 Y6 G1 V6 P1 N6 K1",
  "W6 R1 V6 Y1 K6 T1 B6 O1 O6 G1 G6",
};

static void
assert_parses_back (const char *text,
                    int         first,
                    int         second,
                    int         cube,
                    int         chip)
{
  PhlSwopAction action;

  g_assert_true (phl_swop_action_parse (text, &action));
  g_assert_cmpint (action.kind, ==, PHL_SWOP_ACTION_SWAP);
  g_assert_cmpint (action.cells[0], ==, MIN (first, second));
  g_assert_cmpint (action.cells[1], ==, MAX (first, second));
  g_assert_cmpint (action.cube, ==, cube);
  g_assert_cmpint (action.chip, ==, chip);
}

static void
test_swap_text (void)
{
  int c4 = swop_test_cell ("c4"), f4 = swop_test_cell ("f4");
  int c5 = swop_test_cell ("c5"), e5 = swop_test_cell ("e5");
  g_autofree char *plain = phl_swop_action_swap (f4, c4, -1, -1);
  g_autofree char *cube = phl_swop_action_swap (c4, f4, PHL_SWOP_VIOLET, -1);
  g_autofree char *chip = phl_swop_action_swap (e5, c5, -1, e5);
  g_autofree char *both = phl_swop_action_swap (swop_test_cell ("k6"), 0, PHL_SWOP_WHITE, 0);

  /* The earlier cell first, whichever the player clicked first. */
  g_assert_cmpstr (plain, ==, "c4 f4");
  g_assert_cmpstr (cube, ==, "c4 f4 cube=V");
  g_assert_cmpstr (chip, ==, "c5 e5 chip=e5");
  g_assert_cmpstr (both, ==, "a1 k6 cube=W chip=a1");

  assert_parses_back (plain, c4, f4, -1, -1);
  assert_parses_back (cube, c4, f4, PHL_SWOP_VIOLET, -1);
  assert_parses_back (chip, c5, e5, -1, e5);
  assert_parses_back (both, 0, 65, PHL_SWOP_WHITE, 0);
}

static void
test_swap_text_refused (void)
{
  /* Nothing a view could submit by mistake. */
  g_assert_null (phl_swop_action_swap (3, 3, -1, -1));
  g_assert_null (phl_swop_action_swap (-1, 3, -1, -1));
  g_assert_null (phl_swop_action_swap (3, PHL_SWOP_N_CELLS, -1, -1));
  g_assert_null (phl_swop_action_swap (3, 4, PHL_SWOP_N_COLOURS, -1));
  g_assert_null (phl_swop_action_swap (3, 4, -2, -1));
  g_assert_null (phl_swop_action_swap (3, 4, -1, 5));
}

static void
test_pick_text (void)
{
  g_autofree char *red = phl_swop_action_pick (PHL_SWOP_RED);
  g_autofree char *black = phl_swop_action_pick (PHL_SWOP_BLACK);
  PhlSwopAction action;

  g_assert_cmpstr (red, ==, "pick R");
  g_assert_cmpstr (black, ==, "pick K");
  g_assert_true (phl_swop_action_parse (black, &action));
  g_assert_cmpint (action.kind, ==, PHL_SWOP_ACTION_PICK);
  g_assert_cmpint (action.cube, ==, PHL_SWOP_BLACK);
  g_assert_null (phl_swop_action_pick (-1));
  g_assert_null (phl_swop_action_pick (PHL_SWOP_N_COLOURS));
}

/* Every legal action of a master position, built from its parts the way a
 * view does it, is spelt as the engine lists it (and so applies). */
static void
test_legal_actions_rebuilt (void)
{
  g_autofree PhlSwopState *state = swop_test_position (MASTER_2, board_cubes, CUBES);
  g_autoptr(GArray) actions = phl_swop_state_legal_actions (state);

  g_assert_cmpuint (actions->len, >, 10);
  for (guint i = 0; i < actions->len; i++)
    {
      const PhlSwopAction *action = &g_array_index (actions, PhlSwopAction, i);
      g_autofree char *listed = phl_swop_action_to_string (action);
      g_autofree char *built = phl_swop_action_swap (action->cells[1], action->cells[0],
                                                     action->cube, action->chip);

      g_assert_cmpstr (built, ==, listed);
    }
}

static void
test_choices_cube (void)
{
  g_autofree PhlSwopState *state = swop_test_position (MASTER_2, board_cubes, CUBES);
  int c4 = swop_test_cell ("c4"), f4 = swop_test_cell ("f4");
  g_autofree char *text = NULL;
  guint options = 0xffff;

  g_assert_cmpint (phl_swop_state_swap_choices (state, f4, c4, &options), ==, PHL_SWOP_CHOICE_CUBE);
  g_assert_cmphex (options, ==, (1u << PHL_SWOP_GREEN) | (1u << PHL_SWOP_VIOLET));

  /* A white die moves for free: nothing to choose. */
  g_assert_cmpint (phl_swop_state_swap_choices (state, swop_test_cell ("a4"), c4, &options), ==,
                   PHL_SWOP_CHOICE_NONE);
  g_assert_cmphex (options, ==, 0);

  /* Illegal (both show 1): no choices, no options. */
  g_assert_cmpint (phl_swop_state_swap_choices (state, swop_test_cell ("a1"), c4, &options), ==,
                   PHL_SWOP_CHOICE_NONE);
  g_assert_cmphex (options, ==, 0);
  g_assert_cmpint (phl_swop_state_swap_choices (state, -1, c4, NULL), ==, PHL_SWOP_CHOICE_NONE);

  /* With the choice made the text is whole: it applies. */
  text = phl_swop_action_swap (c4, f4, PHL_SWOP_GREEN, -1);
  swop_test_apply (state, text);
  g_assert_cmpuint (state->cubes_held[0][PHL_SWOP_GREEN], ==, 0);
  g_assert_cmpuint (state->cubes_held[0][PHL_SWOP_VIOLET], ==, 1);
}

static void
test_choices_chip (void)
{
  g_autofree PhlSwopState *state = swop_test_position (BASIC_2, board_double, FRESH);
  int c5 = swop_test_cell ("c5"), e5 = swop_test_cell ("e5");
  g_autofree char *text = NULL;
  guint options = 0xffff;

  g_assert_cmpint (phl_swop_state_swap_choices (state, c5, e5, &options), ==, PHL_SWOP_CHOICE_CHIP);
  g_assert_cmphex (options, ==, 0);

  text = phl_swop_action_swap (c5, e5, -1, c5);
  swop_test_apply (state, text);
  g_assert_true (phl_swop_cell_is_chip (state->board[c5]));
  g_assert_cmpint (state->board[e5].colour, ==, PHL_SWOP_PINK);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/swop/action/swap-text", test_swap_text);
  g_test_add_func ("/swop/action/swap-text-refused", test_swap_text_refused);
  g_test_add_func ("/swop/action/pick-text", test_pick_text);
  g_test_add_func ("/swop/action/legal-actions-rebuilt", test_legal_actions_rebuilt);
  g_test_add_func ("/swop/action/choices-cube", test_choices_cube);
  g_test_add_func ("/swop/action/choices-chip", test_choices_chip);
  return g_test_run ();
}
