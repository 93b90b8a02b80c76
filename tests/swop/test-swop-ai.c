/* test-swop-ai.c — computer players, hint, oracle and the dice data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "swop-test-util.h"

static const char *board_16[] = {
  "W1 R6 K5 Y6 G1 T6 B1 V6 P5 N6 K1",
  "W6 R1 K4 Y1 G6 T1 B6 V1 B5 N1 K6",
  "W1 R2 R5 O3 Y3 T6 B3 V4 G3 P5 N5",
  "W6 R1 K3 Y1 G6 T1 B6 V1 V4 N1 K6",
  "W1 R6 N3 Y6 G1 W6 B1 V6 T3 O6 O1",
  "O6 O1 N3 Y1 G6 O1 P6 P1 T6 P1 P6",
};
#define FRESH "[Player1]\nScore=0\nChips=3\n[Player2]\nScore=0\nChips=3\n"

/* The oracle finds the rulebook's 16-point swap, and so does the hint. */
static void
test_oracle_and_hint (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=1\nVariant=basic\n", board_16, FRESH);
  PhlSwopAction action;
  PhlSwopEval eval;
  g_autofree char *text = NULL;

  g_assert_cmpint (phl_swop_best_possible (state, &action, &eval), ==, 16);
  text = phl_swop_action_to_string (&action);
  g_assert_cmpstr (text, ==, "c3 i3");
  g_assert_cmpint (eval.points, ==, 16);

  g_clear_pointer (&text, g_free);
  g_assert_true (phl_swop_ai_hint (state, &action, &eval));
  text = phl_swop_action_to_string (&action);
  g_assert_cmpstr (text, ==, "c3 i3");
  g_assert_cmpuint (eval.n_sequences, ==, 8);
}

/* The oracle is the maximum of what describe_moves lists. */
static void
test_oracle_matches_moves (void)
{
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
      PhlSetup setup = { 2, seed % 2 ? "basic" : "master", NULL, NULL };
      g_autofree PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);
      PhlAiLevel levels[2] = { PHL_AI_EASY, PHL_AI_EASY };

      for (int move = 0; move < 6 && !state->over; move++)
        {
          g_autoptr(GPtrArray) lines = phl_swop_rules.describe_moves (state);
          g_autofree char *action = NULL;
          const char *points;

          if (state->picks == 0)
            {
              points = strstr (g_ptr_array_index (lines, 0), "points=");
              g_assert_cmpint (phl_swop_best_possible (state, NULL, NULL), ==, atoi (points + 7));
            }
          action = phl_swop_rules.choose_action (state, levels, rng);
          swop_test_apply (state, action);
        }
    }
}

/* Positions worked out by hand.  The background never scores: cell (row r,
 * column c) shows 1, 3 or 5 by (r + c) mod 3, so any three neighbours in a
 * row or a column show three different numbers, and with no 2 or 4 on the
 * board no straight can ever form (1-3-5 and 3-5-6 are not straights).  A
 * set then needs two equal dice in one window of three that stay put while
 * a third equal die arrives; the background has no such pair, and a swap
 * that lands both dice in one window brings two different numbers.  So the
 * only sets are the ones the planted 6s allow.  (Colours play no part in the
 * basic game: column a is all white, b all red, and so on.)
 *
 * Position A: 6s at a4 b4 (row 4) and c5 c6 (column c), and one alone at
 * k1.  Only a 6 arriving on c4 makes a set: of a4 b4 c4 across the row and
 * of c4 c5 c6 down the column.  Bringing it from k1 keeps both pairs: two
 * sets of three, 1 + 1, and 1 bonus for two sequences = 3.  From a4 or b4
 * the row pair breaks (column only: 1); from c5 or c6 the column pair
 * breaks (row only: 1).  The 5 sent from c4 to k1 meets 5-1 / 5-1 beside it
 * and makes nothing.  Best: c4-k1, 3 points, unique. */
static const char *board_hand_a[] = {
  "W1 R3 O5 Y1 G3 T5 B1 V3 P5 N1 K6",
  "W3 R5 O1 Y3 G5 T1 B3 V5 P1 N3 K5",
  "W5 R1 O3 Y5 G1 T3 B5 V1 P3 N5 K1",
  "W6 R6 O5 Y1 G3 T5 B1 V3 P5 N1 K3",
  "W3 R5 O6 Y3 G5 T1 B3 V5 P1 N3 K5",
  "W5 R1 O6 Y5 G1 T3 B5 V1 P3 N5 K1",
};
/* Position B: as A with one more 6 on d4 (row 4 reads 6 6 5 6).  A 6 from
 * k1 on c4 makes a set of four a4-d4 (2) and the column set c4-c6 (1),
 * plus 1 bonus = 4.  From d4: a4-c4 (1) + column (1) + bonus = 3; from a4:
 * b4-d4 (1) + column (1) + bonus = 3; from b4: the row is 6 5 6 6, no set,
 * column only = 1; from c5 or c6: the row of four only = 2. */
static const char *board_hand_b[] = {
  "W1 R3 O5 Y1 G3 T5 B1 V3 P5 N1 K6",
  "W3 R5 O1 Y3 G5 T1 B3 V5 P1 N3 K5",
  "W5 R1 O3 Y5 G1 T3 B5 V1 P3 N5 K1",
  "W6 R6 O5 Y6 G3 T5 B1 V3 P5 N1 K3",
  "W3 R5 O6 Y3 G5 T1 B3 V5 P1 N3 K5",
  "W5 R1 O6 Y5 G1 T3 B5 V1 P3 N5 K1",
};

static void
assert_swap_points (const PhlSwopState *state,
                    const char         *first,
                    const char         *second,
                    int                 points,
                    guint               sequences)
{
  PhlSwopEval eval;

  swop_test_eval (state, first, second, &eval);
  g_assert_cmpint (eval.points, ==, points);
  g_assert_cmpuint (eval.n_sequences, ==, sequences);
}

static void
test_hand_worked (void)
{
  g_autofree PhlSwopState *a = swop_test_position ("Players=2\nCurrent=1\nVariant=basic\n", board_hand_a, FRESH);
  g_autofree PhlSwopState *b = swop_test_position ("Players=2\nCurrent=1\nVariant=basic\n", board_hand_b, FRESH);
  PhlSwopAction action;
  PhlSwopEval eval;
  g_autofree char *best_a = NULL;
  g_autofree char *best_b = NULL;
  g_autofree char *hint = NULL;

  g_assert_cmpint (phl_swop_best_possible (a, &action, &eval), ==, 3);
  best_a = phl_swop_action_to_string (&action);
  g_assert_cmpstr (best_a, ==, "k1 c4");
  g_assert_cmpuint (eval.n_sequences, ==, 2);
  assert_swap_points (a, "k1", "c4", 3, 2);
  assert_swap_points (a, "a4", "c4", 1, 1);
  assert_swap_points (a, "b4", "c4", 1, 1);
  assert_swap_points (a, "c5", "c4", 1, 1);
  assert_swap_points (a, "c6", "c4", 1, 1);
  /* Background dice never score, wherever they go. */
  assert_swap_points (a, "a1", "b1", 0, 0);
  assert_swap_points (a, "e3", "h5", 0, 0);
  assert_swap_points (a, "k1", "b1", 0, 0);
  /* The hard player's hint finds it too. */
  g_assert_true (phl_swop_ai_hint (a, &action, &eval));
  hint = phl_swop_action_to_string (&action);
  g_assert_cmpstr (hint, ==, "k1 c4");
  g_assert_cmpint (eval.points, ==, 3);

  g_assert_cmpint (phl_swop_best_possible (b, &action, &eval), ==, 4);
  best_b = phl_swop_action_to_string (&action);
  g_assert_cmpstr (best_b, ==, "k1 c4");
  assert_swap_points (b, "k1", "c4", 4, 2);
  assert_swap_points (b, "d4", "c4", 3, 2);
  assert_swap_points (b, "a4", "c4", 3, 2);
  assert_swap_points (b, "b4", "c4", 1, 1);
  assert_swap_points (b, "c5", "c4", 2, 1);
  assert_swap_points (b, "c6", "c4", 2, 1);
}

/* Every level's move is legal and uses its own seat's level. */
static void
test_levels_play_legal_moves (void)
{
  for (int level = PHL_AI_EASY; level <= PHL_AI_HARD; level++)
    for (guint32 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
        PhlSetup setup = { 3, "master", NULL, NULL };
        g_autofree PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);
        PhlAiLevel levels[3] = { level, level, level };

        while (!phl_swop_rules.is_over (state))
          {
            g_autofree char *action = phl_swop_rules.choose_action (state, levels, rng);
            g_autoptr(GPtrArray) legal = phl_swop_rules.legal_actions (state);

            g_assert_true (g_ptr_array_find_with_equal_func (legal, action, g_str_equal, NULL));
            swop_test_apply (state, action);
          }
      }
}

/* Far behind, the hard player will not place the sixth chip and end the
 * game on a loss; the normal player takes the most points, a Swop. */
static void
test_hard_avoids_losing_end (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=2\nVariant=basic\n", swop_test_board_7_five_chips,
                                                       "[Player1]\nScore=30\nChips=0\n[Player2]\nScore=3\nChips=1\n");
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  PhlAiLevel hard[2] = { PHL_AI_HARD, PHL_AI_HARD };
  PhlAiLevel normal[2] = { PHL_AI_NORMAL, PHL_AI_NORMAL };
  g_autofree char *hard_move = phl_swop_rules.choose_action (state, hard, rng);
  g_autofree char *normal_move = phl_swop_rules.choose_action (state, normal, rng);
  PhlSwopAction action;
  PhlSwopEval eval;

  g_assert_true (phl_swop_action_parse (normal_move, &action));
  g_assert_cmpint (phl_swop_state_check_swap (state, action.cells[0], action.cells[1], &eval), ==, PHL_SWOP_LEGAL);
  g_assert_cmpint (eval.swops, ==, 1);
  g_assert_true (phl_swop_action_parse (hard_move, &action));
  g_assert_cmpint (phl_swop_state_check_swap (state, action.cells[0], action.cells[1], &eval), ==, PHL_SWOP_LEGAL);
  g_assert_cmpint (eval.swops, ==, 0);
}

/* Catch-up picks: every level takes a cube that is in the pool. */
static void
test_pick (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=2\nVariant=master\nPicks=1\nNext=1\n", board_16,
                                                       "[Player1]\nScore=20\nChips=3\nCubes=RO\n"
                                                       "[Player2]\nScore=2\nChips=3\nCubes=YGTBV\n");

  for (int level = PHL_AI_EASY; level <= PHL_AI_HARD; level++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (level);
      PhlAiLevel levels[2] = { level, level };
      g_autofree char *action = phl_swop_rules.choose_action (state, levels, rng);
      PhlSwopAction pick;

      g_assert_true (phl_swop_action_parse (action, &pick));
      g_assert_cmpint (pick.kind, ==, PHL_SWOP_ACTION_PICK);
      g_assert_cmpuint (state->pool[pick.cube], >, 0);
    }
}

static void
test_dice_data (void)
{
  guint patterns = 0;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    {
      const PhlSwopDieColour *die = phl_swop_die_colour (colour);

      g_assert_nonnull (die);
      g_assert_cmpint (die->letter, ==, phl_swop_colour_letter (colour));
      g_assert_nonnull (die->name);
      g_assert_cmpstr (die->name, !=, "");
      g_assert_false (g_hash_table_contains (seen, die->pattern));
      g_hash_table_add (seen, (gpointer) die->pattern);
      patterns++;
    }
  g_assert_cmpuint (patterns, ==, PHL_SWOP_N_COLOURS);
  g_assert_cmpstr (phl_swop_die_colour (PHL_SWOP_TURQUOISE)->name, ==, "Turquoise");
  g_assert_cmpint (phl_swop_die_colour (PHL_SWOP_RED)->face[0], ==, 0xe0);
}

static void
test_dice_data_errors (void)
{
  const char *broken = "[Dice]\nFormat=1\n[Colour:W]\nName=White\nColor=#zzz\nPips=#000000\nPattern=plain\n";
  PhlSwopDieColour colours[PHL_SWOP_N_COLOURS];
  g_autoptr(GError) error = NULL;

  g_assert_false (phl_swop_dice_parse (broken, -1, colours, &error));
  g_assert_cmpstr (error->message, ==, "swop/dice.ini:5: [Colour:W] Color: “#zzz” is not a colour such as #e01b24");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swop/ai/oracle-and-hint", test_oracle_and_hint);
  g_test_add_func ("/swop/ai/oracle-matches-moves", test_oracle_matches_moves);
  g_test_add_func ("/swop/ai/hand-worked", test_hand_worked);
  g_test_add_func ("/swop/ai/levels-play-legal-moves", test_levels_play_legal_moves);
  g_test_add_func ("/swop/ai/hard-avoids-losing-end", test_hard_avoids_losing_end);
  g_test_add_func ("/swop/ai/pick", test_pick);
  g_test_add_func ("/swop/dice/data", test_dice_data);
  g_test_add_func ("/swop/dice/errors", test_dice_data_errors);

  return g_test_run ();
}
