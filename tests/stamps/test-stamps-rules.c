/* test-stamps-rules.c — placement, brackets and marker steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "stamps/phl-stamps-rules.h"
#include "stamps-test-util.h"

/* The rulebook's example: Toni plays red; horizontally it brackets a yellow
 * and a green stamp between two reds, and diagonally a blue one. */
static const char toni_brackets[] =
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n"
  "[Grid]\n"
  "Row1=. R . .\n"
  "Row2=. Y B .\n"
  "Row3=R Y G .\n"
  "[Player1]\nName=Toni\nHand=RB\nMarkers=0;0;0;0;0\n"
  "[Player2]\nHand=GP\nMarkers=0;0;0;0;0\n";

static void
assert_steps (const guint steps[PHL_STAMPS_N_COLORS],
              guint       blue,
              guint       red,
              guint       yellow,
              guint       green,
              guint       purple)
{
  g_assert_cmpuint (steps[PHL_STAMPS_BLUE], ==, blue);
  g_assert_cmpuint (steps[PHL_STAMPS_RED], ==, red);
  g_assert_cmpuint (steps[PHL_STAMPS_YELLOW], ==, yellow);
  g_assert_cmpuint (steps[PHL_STAMPS_GREEN], ==, green);
  g_assert_cmpuint (steps[PHL_STAMPS_PURPLE], ==, purple);
}

static void
test_toni_brackets (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  PhlStampsPlacement placement;
  PhlApplyFlags flags;

  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 3, 2, &placement));
  assert_steps (placement.steps, 1, 0, 1, 1, 0);
  g_assert_cmpuint (placement.total_steps, ==, 3);
  g_assert_cmpuint (placement.n_brackets, ==, 2);
  /* Sorted by direction: left first, then up-left. */
  g_assert_cmpint (placement.brackets[0].dx, ==, -1);
  g_assert_cmpint (placement.brackets[0].dy, ==, 0);
  g_assert_cmpuint (placement.brackets[0].length, ==, 2);
  g_assert_cmpint (placement.brackets[0].end_x, ==, 0);
  g_assert_cmpint (placement.brackets[0].end_y, ==, 2);
  g_assert_cmpint (placement.brackets[1].dx, ==, -1);
  g_assert_cmpint (placement.brackets[1].dy, ==, -1);
  g_assert_cmpuint (placement.brackets[1].length, ==, 1);
  g_assert_cmpint (placement.brackets[1].end_x, ==, 1);
  g_assert_cmpint (placement.brackets[1].end_y, ==, 0);
  /* Three markers leave -3 for column 1: together they collide. */
  g_assert_cmpint (placement.score_before, ==, -15);
  g_assert_cmpint (placement.score_after, ==, -6);
  g_assert_cmpuint (placement.new_collisions, ==,
                    (1u << PHL_STAMPS_BLUE) | (1u << PHL_STAMPS_YELLOW) | (1u << PHL_STAMPS_GREEN));

  g_assert_true (phl_stamps_rules.apply (state, "R@3,2", rng, &flags, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->markers[0][PHL_STAMPS_BLUE], ==, 1);
  g_assert_cmpint (state->markers[0][PHL_STAMPS_RED], ==, 0);
  g_assert_cmpint (state->markers[0][PHL_STAMPS_YELLOW], ==, 1);
  g_assert_cmpint (state->markers[0][PHL_STAMPS_GREEN], ==, 1);
  g_assert_cmpint (state->markers[0][PHL_STAMPS_PURPLE], ==, 0);
  g_assert_cmpint (phl_stamps_state_get_cell (state, 3, 2), ==, PHL_STAMPS_RED);
  /* A stamp was drawn: chance. */
  g_assert_true (flags & PHL_APPLY_IRREVERSIBLE);
  g_assert_cmpuint (state->hand_len[0], ==, 2);
  g_assert_cmpint (phl_stamps_current_seat (state), ==, 1);
}

static void
test_toni_moves_line (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autoptr(GPtrArray) lines = phl_stamps_rules.describe_moves (state);
  gboolean found = FALSE;

  for (guint i = 0; i < lines->len; i++)
    if (g_str_equal (g_ptr_array_index (lines, i), "R@3,2 blue=1 red=0 yellow=1 green=1 purple=0"))
      found = TRUE;
  g_assert_true (found);
  /* Best first: no other placement scores more. */
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "R@3,2 blue=1 red=0 yellow=1 green=1 purple=0");
}

/* The walk stops at an empty cell: no bracket across a gap. */
static void
test_gap_breaks_bracket (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n"
    "[Grid]\n"
    "Row1=R Y . G .\n"
    "Row2=B B B B B\n"
    "[Player1]\nHand=RR\nMarkers=0;0;0;0;0\n"
    "[Player2]\nHand=GP\nMarkers=0;0;0;0;0\n");
  PhlStampsPlacement placement;

  /* At 4,0 the walk left meets green, then the gap at 2,0. */
  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 4, 0, &placement));
  g_assert_cmpuint (placement.total_steps, ==, 0);
  g_assert_cmpuint (placement.n_brackets, ==, 0);
  /* Filling the gap brackets the yellow on the left only: the right walk
   * meets green and then the empty 4,0. */
  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 2, 0, &placement));
  assert_steps (placement.steps, 0, 0, 1, 0, 0);
  g_assert_cmpuint (placement.n_brackets, ==, 1);
}

/* Seven brackets at once; the eighth ray ends in a gap after a purple. */
static void
test_several_brackets (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=3\nCurrent=2\n"
    "[Grid]\n"
    "Row1=R B R G R\n"
    "Row2=Y Y G B P\n"
    "Row3=R P . P R\n"
    "Row4=B G Y B G\n"
    "Row5=R Y R B P\n"
    "[Player1]\nHand=BB\nMarkers=0;0;0;0;0\n"
    "[Player2]\nHand=RG\nMarkers=0;0;0;0;0\n"
    "[Player3]\nHand=YP\nMarkers=0;0;0;0;0\n");
  g_autoptr(GRand) rng = g_rand_new_with_seed (2);
  g_autoptr(GError) error = NULL;
  PhlStampsPlacement placement;

  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 2, 2, &placement));
  assert_steps (placement.steps, 1, 0, 2, 2, 2);
  g_assert_cmpuint (placement.n_brackets, ==, 7);
  g_assert_cmpuint (placement.total_steps, ==, 7);
  g_assert_true (phl_stamps_rules.apply (state, "R@2,2", rng, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->markers[1][PHL_STAMPS_BLUE], ==, 1);
  g_assert_cmpint (state->markers[1][PHL_STAMPS_YELLOW], ==, 2);
  g_assert_cmpint (state->markers[1][PHL_STAMPS_GREEN], ==, 2);
  g_assert_cmpint (state->markers[1][PHL_STAMPS_PURPLE], ==, 2);
  /* Only the mover's tableau changes. */
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      g_assert_cmpint (state->markers[0][c], ==, 0);
      g_assert_cmpint (state->markers[2][c], ==, 0);
    }
}

/* The walk stops at the first stamp of the new stamp's colour, and two
 * stamps of one colour side by side bracket nothing. */
static void
test_nearest_same_colour (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=4\nCurrent=1\n"
    "[Grid]\n"
    "Row1=R Y R G\n"
    "Row2=. . . R\n"
    "[Player1]\nHand=RY\nMarkers=0;0;0;0;0\n"
    "[Player2]\nHand=GP\nMarkers=0;0;0;0;0\n"
    "[Player3]\nHand=BB\nMarkers=0;0;0;0;0\n"
    "[Player4]\nHand=BB\nMarkers=0;0;0;0;0\n");
  PhlStampsPlacement placement;

  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 4, 0, &placement));
  assert_steps (placement.steps, 0, 0, 0, 1, 0);
  /* Below R at 3,1 directly: nothing between. */
  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 3, 2, &placement));
  g_assert_cmpuint (placement.total_steps, ==, 0);
}

/* A marker stops at the last column; steps beyond it are lost. */
static void
test_markers_last_column (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n"
    "[Grid]\n"
    "Row1=. R . .\n"
    "Row2=. Y B .\n"
    "Row3=R Y G .\n"
    "[Player1]\nHand=RB\nMarkers=10;0;9;0;0\n"
    "[Player2]\nHand=GP\nMarkers=0;0;0;0;0\n");
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  PhlStampsPlacement placement;

  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 3, 2, &placement));
  g_assert_cmpint (placement.markers_after[PHL_STAMPS_BLUE], ==, 10);
  g_assert_cmpint (placement.markers_after[PHL_STAMPS_YELLOW], ==, 10);
  g_assert_cmpint (placement.markers_after[PHL_STAMPS_GREEN], ==, 1);
  /* Blue and yellow now share column 10; blue was alone there before. */
  g_assert_cmpuint (placement.collisions_after, ==, (1u << PHL_STAMPS_BLUE) | (1u << PHL_STAMPS_YELLOW));
  g_assert_cmpuint (placement.new_collisions, ==, (1u << PHL_STAMPS_BLUE) | (1u << PHL_STAMPS_YELLOW));
  g_assert_cmpint (placement.score_before, ==, 10 + 9 - 3 - 3 - 3);
  g_assert_cmpint (placement.score_after, ==, 0 + 0 - 3 + 1 - 3);
  g_assert_true (phl_stamps_place (state, PHL_STAMPS_RED, 3, 2, rng, NULL, NULL));
  g_assert_cmpint (state->markers[0][PHL_STAMPS_BLUE], ==, 10);
  g_assert_cmpint (state->markers[0][PHL_STAMPS_YELLOW], ==, 10);
}

static void
test_legal_cells (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autoptr(GArray) cells = phl_stamps_legal_cells (state);
  g_autoptr(GPtrArray) actions = phl_stamps_rules.legal_actions (state);

  /* Orthogonal neighbours only: 0,0 touches R at 1,0; -1,2 touches R at 0,2;
   * a diagonal-only cell such as 3,-1 is not legal. */
  g_assert_true (phl_stamps_is_legal_cell (state, 0, 0));
  g_assert_true (phl_stamps_is_legal_cell (state, -1, 2));
  g_assert_true (phl_stamps_is_legal_cell (state, 1, -1));
  g_assert_false (phl_stamps_is_legal_cell (state, 2, -1));
  g_assert_false (phl_stamps_is_legal_cell (state, 3, 3));
  g_assert_false (phl_stamps_is_legal_cell (state, 1, 1));
  g_assert_false (phl_stamps_is_legal_cell (state, 10, 10));
  for (guint i = 0; i < cells->len; i++)
    {
      const PhlStampsCell *cell = &g_array_index (cells, PhlStampsCell, i);

      g_assert_true (phl_stamps_is_legal_cell (state, cell->x, cell->y));
      if (i > 0)
        {
          const PhlStampsCell *prev = &g_array_index (cells, PhlStampsCell, i - 1);

          g_assert_true (prev->y < cell->y || (prev->y == cell->y && prev->x < cell->x));
        }
    }
  g_assert_cmpuint (cells->len, ==, 10);
  /* No preview for cells a stamp cannot go to. */
  {
    PhlStampsPlacement placement;

    g_assert_false (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 1, 1, &placement));
    g_assert_false (phl_stamps_analyse_placement (state, PHL_STAMPS_RED, 3, -1, &placement));
  }
  /* Two colours in hand. */
  g_assert_cmpuint (actions->len, ==, 2 * cells->len);
}

static void
test_illegal_actions (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autoptr(PhlStampsState) before = phl_stamps_state_copy (state);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4);
  const char *bad[] = { "G@3,2", "R@1,1", "R@5,5", "R@2,-1", "X@0,0", "R3,2", "R@3", "R@3,2x",
                        "R@-,1", "R@123456,0", "" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (phl_stamps_rules.apply (state, bad[i], rng, NULL, NULL, &error));
      g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
      g_assert_true (memcmp (state, before, sizeof *state) == 0);
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (phl_stamps_rules.apply (state, "G@3,2", rng, NULL, NULL, &error));
    g_assert_cmpstr (error->message, ==, "Player 1 has no stamp of the colour “green” in hand.");
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (phl_stamps_rules.apply (state, "R@1,1", rng, NULL, NULL, &error));
    g_assert_cmpstr (error->message, ==, "There is already a stamp at 1,1.");
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (phl_stamps_rules.apply (state, "R@2,-1", rng, NULL, NULL, &error));
    g_assert_cmpstr (error->message, ==,
                     "A stamp must be placed orthogonally next to another stamp; 2,-1 is not.");
  }
}

static void
test_action_text (void)
{
  PhlStampsColor color;
  int x, y;
  g_autofree char *text = phl_stamps_format_action (PHL_STAMPS_BLUE, 3, -1);

  g_assert_cmpstr (text, ==, "B@3,-1");
  g_assert_true (phl_stamps_parse_action ("P@-12,40", &color, &x, &y));
  g_assert_cmpint (color, ==, PHL_STAMPS_PURPLE);
  g_assert_cmpint (x, ==, -12);
  g_assert_cmpint (y, ==, 40);
  g_assert_false (phl_stamps_parse_action ("b@1,1", NULL, NULL, NULL));
  g_assert_false (phl_stamps_parse_action ("B@1, 1", NULL, NULL, NULL));
  g_assert_false (phl_stamps_parse_action ("B@+1,1", NULL, NULL, NULL));
}

/* Hands empty out once the pile is gone; seats without stamps are skipped
 * and the game ends when nobody holds one. */
static void
test_play_out_hands (void)
{
  g_autoptr(PhlStampsState) state = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  g_autoptr(GString) text = g_string_new (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=2\n[Grid]\n");
  PhlApplyFlags flags;

  /* 6 of each colour for two players: 28 in the grid, 2 in hands. */
  g_string_append (text,
                   "Row1=B R Y G P B R\n"
                   "Row2=R Y G P B R Y\n"
                   "Row3=Y G P B R Y G\n"
                   "Row4=G P B R Y G P\n"
                   "[Player1]\nHand=\nMarkers=1;2;3;4;5\n"
                   "[Player2]\nHand=PB\nMarkers=0;0;0;0;0\n");
  state = stamps_test_load (text->str);
  g_assert_cmpuint (phl_stamps_state_pile_size (state), ==, 0);
  g_assert_cmpint (phl_stamps_current_seat (state), ==, 1);
  g_assert_true (phl_stamps_rules.apply (state, "P@7,0", rng, &flags, NULL, NULL));
  g_assert_false (flags & PHL_APPLY_IRREVERSIBLE);
  /* Player 1 has nothing left: player 2 again. */
  g_assert_cmpint (phl_stamps_current_seat (state), ==, 1);
  g_assert_false (phl_stamps_rules.is_over (state));
  g_assert_true (phl_stamps_rules.apply (state, "B@8,0", rng, &flags, NULL, NULL));
  g_assert_true (phl_stamps_rules.is_over (state));
  g_assert_cmpint (phl_stamps_rules.current_seat (state), ==, -1);
  {
    g_autoptr(GPtrArray) none = phl_stamps_rules.legal_actions (state);

    g_assert_cmpuint (none->len, ==, 0);
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (phl_stamps_rules.apply (state, "B@9,0", rng, NULL, NULL, &error));
    g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  }
}

static void
test_new_game (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (n);
      PhlSetup setup = { .n_players = n };
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
      guint counts[PHL_STAMPS_N_COLORS];
      guint per_color = n == 2 ? 6 : 8;

      g_assert_nonnull (state);
      g_assert_cmpuint (phl_stamps_rules.n_players (state), ==, n);
      g_assert_cmpint (phl_stamps_rules.current_seat (state), ==, 0);
      g_assert_cmpuint (state->n_placed, ==, 4);
      for (int y = 0; y < 2; y++)
        for (int x = 0; x < 2; x++)
          g_assert_cmpint (phl_stamps_state_get_cell (state, x, y), !=, PHL_STAMPS_NO_STAMP);
      for (guint seat = 0; seat < n; seat++)
        g_assert_cmpuint (state->hand_len[seat], ==, 2);
      g_assert_cmpuint (phl_stamps_state_pile_size (state), ==, 5 * per_color - 4 - 2 * n);
      phl_stamps_state_count_colors (state, counts);
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        g_assert_cmpuint (counts[c], ==, per_color);
    }

  {
    g_autoptr(GRand) rng = g_rand_new_with_seed (1);
    g_autoptr(GError) error = NULL;
    PhlSetup setup = { .n_players = 5 };

    g_assert_null (phl_stamps_rules.new_game (&setup, rng, &error));
    g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
  }
}

/* Same seed, same deal and same draws. */
static void
test_reproducible (void)
{
  g_autoptr(GRand) rng1 = g_rand_new_with_seed (77);
  g_autoptr(GRand) rng2 = g_rand_new_with_seed (77);
  PhlSetup setup = { .n_players = 3 };
  g_autoptr(PhlStampsState) a = phl_stamps_rules.new_game (&setup, rng1, NULL);
  g_autoptr(PhlStampsState) b = phl_stamps_rules.new_game (&setup, rng2, NULL);

  g_assert_true (memcmp (a, b, sizeof *a) == 0);
  for (guint turn = 0; turn < 10; turn++)
    {
      g_autoptr(GPtrArray) actions = phl_stamps_rules.legal_actions (a);
      const char *action = g_ptr_array_index (actions, turn % actions->len);

      g_assert_true (phl_stamps_rules.apply (a, action, rng1, NULL, NULL, NULL));
      g_assert_true (phl_stamps_rules.apply (b, action, rng2, NULL, NULL, NULL));
      g_assert_true (memcmp (a, b, sizeof *a) == 0);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stamps/rules/toni-brackets", test_toni_brackets);
  g_test_add_func ("/stamps/rules/toni-moves-line", test_toni_moves_line);
  g_test_add_func ("/stamps/rules/gap-breaks-bracket", test_gap_breaks_bracket);
  g_test_add_func ("/stamps/rules/several-brackets", test_several_brackets);
  g_test_add_func ("/stamps/rules/nearest-same-colour", test_nearest_same_colour);
  g_test_add_func ("/stamps/rules/markers-last-column", test_markers_last_column);
  g_test_add_func ("/stamps/rules/legal-cells", test_legal_cells);
  g_test_add_func ("/stamps/rules/illegal-actions", test_illegal_actions);
  g_test_add_func ("/stamps/rules/action-text", test_action_text);
  g_test_add_func ("/stamps/rules/play-out-hands", test_play_out_hands);
  g_test_add_func ("/stamps/rules/new-game", test_new_game);
  g_test_add_func ("/stamps/rules/reproducible", test_reproducible);

  return g_test_run ();
}
