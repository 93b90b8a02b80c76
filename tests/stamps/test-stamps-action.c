/* test-stamps-action.c — actions and cells in words and numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "stamps/phl-stamps-action.h"
#include "stamps-test-util.h"

/* The rulebook's example (as in test-stamps-rules.c): Toni's red at 3,2
 * brackets yellow and green to the left and blue up-left. */
static const char toni_brackets[] =
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n"
  "[Grid]\n"
  "Row1=. R . .\n"
  "Row2=. Y B .\n"
  "Row3=R Y G .\n"
  "[Player1]\nName=Toni\nHand=RB\nMarkers=0;0;0;0;0\n"
  "[Player2]\nHand=GP\nMarkers=0;0;0;0;0\n";

static void
test_analyse (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  PhlStampsPlacement p;

  g_assert_true (phl_stamps_action_analyse (state, "R@3,2", &p));
  g_assert_cmpint (p.color, ==, PHL_STAMPS_RED);
  g_assert_cmpint (p.x, ==, 3);
  g_assert_cmpint (p.y, ==, 2);
  g_assert_cmpuint (p.total_steps, ==, 3);
  g_assert_cmpuint (p.n_brackets, ==, 2);
  /* Not in Toni's hand, not next to a stamp, occupied, malformed. */
  g_assert_false (phl_stamps_action_analyse (state, "G@3,2", &p));
  g_assert_false (phl_stamps_action_analyse (state, "R@5,5", &p));
  g_assert_false (phl_stamps_action_analyse (state, "R@1,0", &p));
  g_assert_false (phl_stamps_action_analyse (state, "R3,2", &p));
  g_assert_false (phl_stamps_action_analyse (state, NULL, &p));
}

static void
test_describe (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autofree char *hint = phl_stamps_action_describe (state, "R@3,2");
  g_autofree char *nothing = phl_stamps_action_describe (state, "B@0,0");
  g_autofree char *illegal = phl_stamps_action_describe (state, "B@9,9");

  /* Three markers leave -3 for column 1 together: -15 → -6, colliding. */
  g_assert_cmpstr (hint, ==,
                   "Place red at 3, 2: blue +1, yellow +1, green +1 · score -15 → -6"
                   " · column collision: blue, yellow, green");
  g_assert_cmpstr (nothing, ==, "Place blue at 0, 0: brackets nothing · score -15 → -15");
  g_assert_null (illegal);
}

/* The last placement is read back from the grid: Toni's red brackets the
 * same stamps after it is placed as before. */
static void
test_last_placement (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  PhlStampsPlacement p;

  g_assert_false (phl_stamps_last_placement (state, &p));
  g_assert_true (phl_stamps_rules.apply (state, "R@3,2", rng, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (phl_stamps_last_placement (state, &p));
  g_assert_cmpint (p.color, ==, PHL_STAMPS_RED);
  g_assert_cmpint (p.x, ==, 3);
  g_assert_cmpint (p.y, ==, 2);
  g_assert_cmpuint (p.n_brackets, ==, 2);
  g_assert_cmpuint (p.steps[PHL_STAMPS_BLUE], ==, 1);
  g_assert_cmpuint (p.steps[PHL_STAMPS_YELLOW], ==, 1);
  g_assert_cmpuint (p.steps[PHL_STAMPS_GREEN], ==, 1);
  g_assert_cmpuint (p.steps[PHL_STAMPS_RED], ==, 0);
  /* The grid itself is untouched. */
  g_assert_cmpint (phl_stamps_state_get_cell (state, 3, 2), ==, PHL_STAMPS_RED);
}

static void
test_describe_cell (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (toni_brackets);
  g_autofree char *stamp = phl_stamps_describe_cell (state, 2, 1);
  g_autofree char *legal = phl_stamps_describe_cell (state, 3, 1);
  g_autofree char *empty = phl_stamps_describe_cell (state, 3, 0);
  g_autofree char *far = phl_stamps_describe_cell (state, -40, 90);

  g_assert_cmpstr (stamp, ==, "blue stamp");
  g_assert_cmpstr (legal, ==, "empty, a stamp may go here");
  /* 3,0 touches the blue at 2,1 diagonally only. */
  g_assert_cmpstr (empty, ==, "empty");
  g_assert_cmpstr (far, ==, "empty");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stamps/action/analyse", test_analyse);
  g_test_add_func ("/stamps/action/describe", test_describe);
  g_test_add_func ("/stamps/action/last-placement", test_last_placement);
  g_test_add_func ("/stamps/action/describe-cell", test_describe_cell);
  return g_test_run ();
}
