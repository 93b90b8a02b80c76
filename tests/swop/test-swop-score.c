/* test-swop-score.c — the rulebook's worked examples and scoring edge cases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every board is a real position, loaded through load_position(); the
 * numbers asserted are the rulebook's.
 */
#include "config.h"

#include "swop-test-util.h"

#define TWO_PLAYERS "Players=2\nCurrent=1\nVariant=basic\n"
#define FRESH "[Player1]\nScore=0\nChips=3\n[Player2]\nScore=0\nChips=3\n"

static const char *board_16[] = {
  "W1 R6 K5 Y6 G1 T6 B1 V6 P5 N6 K1",
  "W6 R1 K4 Y1 G6 T1 B6 V1 B5 N1 K6",
  "W1 R2 R5 O3 Y3 T6 B3 V4 G3 P5 N5",
  "W6 R1 K3 Y1 G6 T1 B6 V1 V4 N1 K6",
  "W1 R6 N3 Y6 G1 W6 B1 V6 T3 O6 O1",
  "O6 O1 N3 Y1 G6 O1 P6 P1 T6 P1 P6",
};
static const char *board_7[] = {
  "W1 R6 O1 K6 G1 T6 B1 V6 P1 N6 K1",
  "W2 R2 Y2 B5 G2 T2 V2 P5 P6 N1 K6",
  "W1 R6 O1 N3 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 K4 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 W1 G1 T6 B1 V6 P1 N6 R1",
  "O6 Y1 Y6 Y1 G6 T1 B6 V1 Y6 Y1 O2",
};
static const char *board_10[] = {
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K1",
  "W3 R3 G1 O3 Y5 V3 T2 B3 P4 N5 K6",
  "W1 R6 P6 Y6 G1 R2 B1 V6 P1 N6 K1",
  "O6 O1 Y6 G1 T6 O3 T6 V1 T6 N1 K6",
};
static const char *board_two_sets[] = {
  "W1 R6 O1 Y6 G1 K1 B1 V6 P1 N6 R6",
  "W4 O4 Y4 G6 T6 B2 V1 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 N1 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 T1 P6 T1 K6",
};
static const char *board_double[] = {
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 T6 Y1 N6 T1 B6 V1 P6 N1 K6",
  "W1 R2 P5 O4 B3 Y6 G1 V6 P1 N6 K1",
  "W6 R1 V6 Y1 K6 T1 B6 O1 O6 G1 G6",
};
static const char *board_two_swops[] = {
  "W4 R2 O3 Y4 G5 T6 B1 V6 P1 N6 K1",
  "G6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "T6 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "B1 V4 P4 N4 K4 W4 R1 W1 W6 O1 Y6",
};
static const char *board_restrict[] = {
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 B1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 V3 Y1 G6 G1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 O6 T1 T6 V1 P6 N1 K6",
};
static const char *board_bbbaaaccc[] = {
  "W2 R2 O2 Y3 G3 T6 B5 V5 P5 N1 K6",
  "W6 R1 O6 Y1 G6 W1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 R1",
  "Y6 G1 T6 T1 B6 V1 P6 N1 K6 O1 K3",
};
static const char *board_aaabbbb[] = {
  "W4 R4 O1 Y6 G6 T6 B6 V1 P1 N6 K1",
  "W6 R1 W1 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 R1",
  "O6 Y1 G6 T1 B6 V1 P6 N1 K6 O1 K4",
};
static const char *board_set8[] = {
  "W2 R2 O2 Y2 G2 T2 B2 V5 P6 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 W6 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 R1",
  "Y6 G1 T6 B1 V6 V1 P6 N1 K6 O1 K2",
};
static const char *board_chip[] = {
  "W2 R2 O5 ## G2 T2 B6 V6 P1 N6 K1",
  "W6 R1 W6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 R1",
  "O6 Y1 Y6 G1 T6 B1 V6 P1 N6 O1 K2",
};
static const char *board_peak[] = {
  "W1 R2 O6 Y2 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 W6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 R1",
  "O6 Y1 G6 T1 B6 V1 P6 N1 K6 O1 K3",
};
static const char *board_desc[] = {
  "W1 R5 O4 Y3 G2 T1 B6 V6 P1 N6 K1",
  "W1 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 R1",
  "W6 Y1 G6 T1 B6 V1 P6 N1 K6 O1 K6",
};

static void
assert_move_line (const PhlSwopState *state,
                  const char         *cells,
                  const char         *expected)
{
  g_autofree char *line = swop_test_move_line (state, cells);

  g_assert_cmpstr (line, ==, expected);
}

/* "Example for a move with the maximum of bonus points": Green3 forms
 * 3 x 3 + 1 x 4 (5 points), Red5 4 x 3 (4 points), 7 bonus points. */
static void
test_example_16 (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_16, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "c3", "i3", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 8);
  g_assert_cmpint (eval.sequence_points, ==, 9);
  g_assert_cmpint (eval.bonus, ==, 7);
  g_assert_cmpint (eval.points, ==, 16);
  g_assert_cmpint (eval.swops, ==, 0);
  assert_move_line (state, "c3 i3", "c3 i3 points=16 sequences=8 bonus=7 swops=0");

  swop_test_apply (state, "c3 i3");
  g_assert_cmpint (phl_swop_state_score (state, 0), ==, 16);
  g_assert_cmpint (state->tally[0].sequences, ==, 9);
  g_assert_cmpint (state->tally[0].bonus, ==, 7);
}

/* Example 1: a set of seven scores as a Swop (5), the straight of three 1,
 * one bonus point: 7.  Orange2 gives way to a chip. */
static void
test_example_7 (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_7, FRESH);
  PhlSwopEval eval;
  gboolean found_swop = FALSE;

  swop_test_eval (state, "d2", "k6", &eval);
  g_assert_cmpint (eval.points, ==, 7);
  g_assert_cmpint (eval.swops, ==, 1);
  for (guint i = 0; i < eval.n_sequences; i++)
    if (phl_swop_sequence_is_swop (&eval.sequences[i]))
      {
        g_assert_cmpint (eval.sequences[i].kind, ==, PHL_SWOP_SEQUENCE_SET);
        g_assert_cmpint (eval.sequences[i].run_length, ==, 7);
        g_assert_cmpint (eval.sequences[i].length, ==, 6);
        g_assert_cmpint (eval.sequences[i].points, ==, 5);
        found_swop = TRUE;
      }
  g_assert_true (found_swop);
  assert_move_line (state, "d2 k6", "d2 k6 points=7 sequences=2 bonus=1 swops=1");

  swop_test_apply (state, "d2 k6");
  g_assert_true (phl_swop_cell_is_chip (state->board[swop_test_cell ("d2")]));
  g_assert_cmpint (state->board[swop_test_cell ("k6")].pips, ==, 5);
  g_assert_cmpuint (state->chips[0], ==, 2);
  g_assert_cmpint (state->track[0], ==, 7);
}

/* Example 2: Red6 completes two sets of three, one Swop; without a chip
 * the swap is not allowed and cannot be scored as two sets instead. */
static void
test_example_two_sets (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_two_sets, FRESH);
  g_autofree PhlSwopState *no_chip = NULL;
  PhlSwopEval eval;

  swop_test_eval (state, "k1", "f2", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].kind, ==, PHL_SWOP_SEQUENCE_TWO_SETS);
  g_assert_cmpint (eval.sequences[0].first, ==, swop_test_cell ("a2"));
  g_assert_cmpint (eval.points, ==, 5);
  assert_move_line (state, "k1 f2", "k1 f2 points=5 sequences=1 bonus=0 swops=1");
  swop_test_apply (state, "f2 k1");
  g_assert_true (phl_swop_cell_is_chip (state->board[swop_test_cell ("f2")]));

  no_chip = swop_test_position (TWO_PLAYERS, board_two_sets,
                                "[Player1]\nScore=0\nChips=0\n[Player2]\nScore=0\nChips=3\n");
  g_assert_cmpint (phl_swop_state_check_swap (no_chip, swop_test_cell ("k1"),
                                              swop_test_cell ("f2"), NULL),
                   ==, PHL_SWOP_ILLEGAL_NO_CHIP);
  g_assert_null (swop_test_move_line (no_chip, "k1 f2"));
}

/* Example 3: Green1 forms a Swop and a straight of three, Violet3 a set of
 * four; three sequences: 5 + 1 + 2 + 2 bonus = 10. */
static void
test_example_10 (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_10, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "c4", "f4", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 3);
  g_assert_cmpint (eval.bonus, ==, 2);
  g_assert_cmpint (eval.points, ==, 10);
  assert_move_line (state, "c4 f4", "c4 f4 points=10 sequences=3 bonus=2 swops=1");
  /* Only Green1 is in the Swop: no choice of die. */
  g_assert_false (phl_swop_eval_needs_chip_choice (&eval));
  swop_test_apply (state, "c4 f4");
  g_assert_true (phl_swop_cell_is_chip (state->board[swop_test_cell ("f4")]));
  g_assert_cmpint (state->board[swop_test_cell ("c4")].colour, ==, PHL_SWOP_VIOLET);
}

/* Example 4: Pink5 and Blue3 are both in the straight of six: it counts
 * once, and the mover chooses which of them the chip replaces. */
static void
test_example_double_die (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_double, FRESH);
  g_autofree PhlSwopState *other = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  PhlSwopEval eval;

  swop_test_eval (state, "c5", "e5", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].moved, ==, PHL_SWOP_MOVED_FIRST | PHL_SWOP_MOVED_SECOND);
  g_assert_cmpint (eval.points, ==, 5);
  g_assert_true (phl_swop_eval_needs_chip_choice (&eval));
  assert_move_line (state, "c5 e5", "c5 e5 points=5 sequences=1 bonus=0 swops=1");

  actions = phl_swop_rules.legal_actions (state);
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "c5 e5 chip=c5", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "c5 e5 chip=e5", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (actions, "c5 e5", g_str_equal, NULL));

  g_assert_false (phl_swop_rules.apply (state, "c5 e5", rng, NULL, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);

  other = g_memdup2 (state, sizeof *state);
  swop_test_apply (state, "c5 e5 chip=c5");
  g_assert_true (phl_swop_cell_is_chip (state->board[swop_test_cell ("c5")]));
  g_assert_cmpint (state->board[swop_test_cell ("e5")].colour, ==, PHL_SWOP_PINK);
  swop_test_apply (other, "c5 e5 chip=e5");
  g_assert_true (phl_swop_cell_is_chip (other->board[swop_test_cell ("e5")]));
  g_assert_cmpint (other->board[swop_test_cell ("c5")].colour, ==, PHL_SWOP_BLUE);
  g_assert_cmpuint (state->chips[0], ==, 2);
  g_assert_cmpuint (other->chips[0], ==, 2);
}

/* "2 in one go": a Swop with each die costs two chips; with one chip the
 * swap is not allowed. */
static void
test_example_two_swops (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_two_swops,
                                                       "[Player1]\nScore=0\nChips=2\n[Player2]\nScore=0\nChips=3\n");
  g_autofree PhlSwopState *one_chip = NULL;
  PhlSwopEval eval;

  swop_test_eval (state, "a1", "a6", &eval);
  g_assert_cmpint (eval.swops, ==, 2);
  g_assert_cmpint (eval.points, ==, 11);
  swop_test_apply (state, "a1 a6");
  g_assert_cmpuint (state->chips[0], ==, 0);
  g_assert_true (phl_swop_cell_is_chip (state->board[swop_test_cell ("a1")]));
  g_assert_true (phl_swop_cell_is_chip (state->board[swop_test_cell ("a6")]));
  g_assert_cmpuint (phl_swop_state_chips_on_board (state), ==, 2);

  one_chip = swop_test_position (TWO_PLAYERS, board_two_swops,
                                 "[Player1]\nScore=0\nChips=1\n[Player2]\nScore=0\nChips=3\n");
  g_assert_cmpint (phl_swop_state_check_swap (one_chip, swop_test_cell ("a1"),
                                              swop_test_cell ("a6"), &eval),
                   ==, PHL_SWOP_ILLEGAL_NO_CHIP);
  g_assert_null (swop_test_move_line (one_chip, "a1 a6"));
}

/* Anke swapped Green1 and Violet3: Mic may not swap them back, nor Green1
 * with Blue1 (same number), but may swap Violet3 and Blue1. */
static void
test_example_restrictions (void)
{
  g_autofree PhlSwopState *state = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);

  state = swop_test_position ("Players=2\nCurrent=2\nVariant=basic\n", board_restrict,
                              FRESH "[LastMove]\nCells=c4 f4\n");
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("f4"), swop_test_cell ("c4"), NULL),
                   ==, PHL_SWOP_ILLEGAL_SWAP_BACK);
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("f4"), swop_test_cell ("h2"), NULL),
                   ==, PHL_SWOP_ILLEGAL_SAME_NUMBER);
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("c4"), swop_test_cell ("h2"), NULL),
                   ==, PHL_SWOP_LEGAL);

  actions = phl_swop_rules.legal_actions (state);
  g_assert_false (g_ptr_array_find_with_equal_func (actions, "c4 f4", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (actions, "h2 f4", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "h2 c4", g_str_equal, NULL));
  g_assert_null (swop_test_move_line (state, "c4 f4"));

  g_assert_false (phl_swop_rules.apply (state, "f4 c4", rng, NULL, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, phl_swop_illegal_message (PHL_SWOP_ILLEGAL_SWAP_BACK));
  g_clear_error (&error);
  g_assert_false (phl_swop_rules.apply (state, "f4 h2", rng, NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, phl_swop_illegal_message (PHL_SWOP_ILLEGAL_SAME_NUMBER));

  /* One of the two may move again with another die. */
  swop_test_apply (state, "c4 h2");
}

/* bbbaaaccc: the moved die's set of three pairs with the one after it. */
static void
test_three_sets_of_three (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_bbbaaaccc, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "f1", "k6", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].kind, ==, PHL_SWOP_SEQUENCE_TWO_SETS);
  g_assert_cmpint (eval.sequences[0].first, ==, swop_test_cell ("d1"));
  g_assert_cmpint (eval.sequences[0].run_length, ==, 6);
  g_assert_cmpint (eval.points, ==, 5);
  g_assert_cmpint (eval.swops, ==, 1);
}

/* aaabbbb: the other set is not exactly three, so no Swop: a set of 3. */
static void
test_set_beside_longer_set (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_aaabbbb, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "c1", "k6", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].kind, ==, PHL_SWOP_SEQUENCE_SET);
  g_assert_cmpint (eval.points, ==, 1);
  g_assert_cmpint (eval.swops, ==, 0);
}

static void
test_long_set (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_set8, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "h1", "k6", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].run_length, ==, 8);
  g_assert_cmpint (eval.sequences[0].length, ==, 6);
  g_assert_cmpint (eval.points, ==, 5);
  g_assert_cmpint (eval.swops, ==, 1);
}

/* A chip ends a sequence like the board's edge. */
static void
test_chip_is_a_boundary (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_chip,
                                                       "[Player1]\nScore=0\nChips=2\n[Player2]\nScore=0\nChips=3\n");
  PhlSwopEval eval;

  swop_test_eval (state, "c1", "k6", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].run_length, ==, 3);
  g_assert_cmpint (eval.points, ==, 1);
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("d1"), swop_test_cell ("c1"), NULL),
                   ==, PHL_SWOP_ILLEGAL_CHIP);
}

/* 1 2 [3] 2 1: a straight on each side, two sequences in one line. */
static void
test_two_straights_in_a_line (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_peak, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "c1", "k6", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 2);
  g_assert_cmpint (eval.sequences[0].kind, ==, PHL_SWOP_SEQUENCE_STRAIGHT);
  g_assert_cmpint (eval.sequences[1].kind, ==, PHL_SWOP_SEQUENCE_STRAIGHT);
  g_assert_cmpint (eval.points, ==, 3);
}

/* 6 5 4 3 2 1: straights count in both directions. */
static void
test_descending_swop (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_desc, FRESH);
  PhlSwopEval eval;

  swop_test_eval (state, "a1", "k6", &eval);
  g_assert_cmpuint (eval.n_sequences, ==, 1);
  g_assert_cmpint (eval.sequences[0].kind, ==, PHL_SWOP_SEQUENCE_STRAIGHT);
  g_assert_cmpint (eval.points, ==, 5);
  g_assert_cmpint (eval.swops, ==, 1);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (phl_swop_sequence_cell (&eval.sequences[0], i), ==, (int) i);
}

static void
test_points_table (void)
{
  g_assert_cmpint (phl_swop_points_for_length (2), ==, 0);
  g_assert_cmpint (phl_swop_points_for_length (3), ==, 1);
  g_assert_cmpint (phl_swop_points_for_length (4), ==, 2);
  g_assert_cmpint (phl_swop_points_for_length (5), ==, 3);
  g_assert_cmpint (phl_swop_points_for_length (6), ==, 5);
  g_assert_cmpint (phl_swop_points_for_length (11), ==, 5);
}

/* describe_moves: best first, never an illegal swap, one line per pair. */
static void
test_describe_moves_order (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_16, FRESH);
  g_autoptr(GPtrArray) lines = phl_swop_rules.describe_moves (state);
  int previous = G_MAXINT;

  g_assert_cmpuint (lines->len, >, 0);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 0), "c3 i3 points=16 "));
  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = g_ptr_array_index (lines, i);
      const char *points = strstr (line, "points=");
      int first, second;
      char a[3] = { line[0], line[1], 0 }, b[3] = { line[3], line[4], 0 };

      g_assert_nonnull (points);
      g_assert_cmpint (atoi (points + 7), <=, previous);
      previous = atoi (points + 7);
      g_assert_true (phl_swop_cell_parse_name (a, &first));
      g_assert_true (phl_swop_cell_parse_name (b, &second));
      g_assert_cmpint (first, <, second);
      g_assert_cmpint (phl_swop_state_check_swap (state, first, second, NULL), ==, PHL_SWOP_LEGAL);
    }
}

/* Dice sharing no row or column: the swap scores the sum of the two
 * single placements (the computer players' fast path), bonus aside. */
static void
test_placements_add_up (void)
{
  for (guint32 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
      PhlSwopCell board[PHL_SWOP_N_CELLS];
      guint8 pips[PHL_SWOP_N_CELLS];

      phl_swop_board_deal (board, FALSE, rng);
      /* Long runs are what the setup avoids: make some, and some chips. */
      for (int k = 0; k < 25; k++)
        board[g_rand_int_range (rng, 0, PHL_SWOP_N_CELLS)].pips = g_rand_int_range (rng, 0, 7);
      phl_swop_board_pips (board, pips);

      for (int a = 0; a < PHL_SWOP_N_CELLS; a++)
        for (int b = 0; b < PHL_SWOP_N_CELLS; b++)
          {
            PhlSwopPlacement at_a, at_b;
            PhlSwopEval eval;
            int n;

            if (pips[a] == 0 || pips[b] == 0
                || phl_swop_cell_row (a) == phl_swop_cell_row (b)
                || phl_swop_cell_column (a) == phl_swop_cell_column (b))
              continue;
            phl_swop_evaluate_pips (pips, a, b, &eval);
            phl_swop_evaluate_placement (pips, a, pips[b], &at_a);
            phl_swop_evaluate_placement (pips, b, pips[a], &at_b);
            n = at_a.n_sequences + at_b.n_sequences;
            g_assert_cmpint (n, ==, eval.n_sequences);
            g_assert_cmpint (at_a.sequence_points + at_b.sequence_points, ==, eval.sequence_points);
            g_assert_cmpint (at_a.swops + at_b.swops, ==, eval.swops);
          }
    }
}

/* The texts a view shows on hover and in the hint. */
static void
test_describe (void)
{
  g_autofree PhlSwopState *state = swop_test_position (TWO_PLAYERS, board_16, FRESH);
  g_autofree PhlSwopState *seven = swop_test_position (TWO_PLAYERS, board_7, FRESH);
  g_autofree char *text = NULL;
  g_autofree char *cell = NULL;
  g_autofree char *swop = NULL;
  PhlSwopEval eval;

  swop_test_eval (state, "c3", "i3", &eval);
  text = phl_swop_describe_eval (&eval);
  g_assert_cmpstr (text, ==,
                   "Set of 3 (1 point)\nStraight of 3 (1 point)\n"
                   "Set of 4 (2 points)\nStraight of 3 (1 point)\n"
                   "Set of 3 (1 point)\nStraight of 3 (1 point)\n"
                   "Set of 3 (1 point)\nStraight of 3 (1 point)\n"
                   "Bonus for 8 sequences (7 points)\nTotal: 16 points");
  cell = phl_swop_describe_cell (state, swop_test_cell ("i3"));
  g_assert_cmpstr (cell, ==, "Green 3 on i3");

  swop_test_eval (seven, "d2", "k6", &eval);
  swop = phl_swop_describe_sequence (&eval.sequences[0]);
  g_assert_cmpstr (swop, ==, "Swop: set of 7, scored as six (5 points)");
  swop_test_apply (seven, "d2 k6");
  g_clear_pointer (&cell, g_free);
  cell = phl_swop_describe_cell (seven, swop_test_cell ("d2"));
  g_assert_cmpstr (cell, ==, "Swop chip on d2");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swop/score/example-16", test_example_16);
  g_test_add_func ("/swop/score/example-7", test_example_7);
  g_test_add_func ("/swop/score/example-two-sets", test_example_two_sets);
  g_test_add_func ("/swop/score/example-10", test_example_10);
  g_test_add_func ("/swop/score/example-double-die", test_example_double_die);
  g_test_add_func ("/swop/score/example-two-in-one-go", test_example_two_swops);
  g_test_add_func ("/swop/score/example-restrictions", test_example_restrictions);
  g_test_add_func ("/swop/score/three-sets-of-three", test_three_sets_of_three);
  g_test_add_func ("/swop/score/set-beside-longer-set", test_set_beside_longer_set);
  g_test_add_func ("/swop/score/long-set", test_long_set);
  g_test_add_func ("/swop/score/chip-boundary", test_chip_is_a_boundary);
  g_test_add_func ("/swop/score/two-straights-in-a-line", test_two_straights_in_a_line);
  g_test_add_func ("/swop/score/descending-swop", test_descending_swop);
  g_test_add_func ("/swop/score/points-table", test_points_table);
  g_test_add_func ("/swop/score/describe-moves-order", test_describe_moves_order);
  g_test_add_func ("/swop/score/placements-add-up", test_placements_add_up);
  g_test_add_func ("/swop/score/describe", test_describe);

  return g_test_run ();
}
