/* test-stamps-tableau.c — end-of-game scoring, its resolution, shared wins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "stamps/phl-stamps-rules.h"
#include "stamps/phl-stamps-tableau.h"
#include "stamps-test-util.h"

/* A finished two-player game: 30 stamps in the grid, nothing in hand. */
#define FINISHED_GRID \
  "[Grid]\n" \
  "Row1=B R Y G P B\n" \
  "Row2=R Y G P B R\n" \
  "Row3=Y G P B R Y\n" \
  "Row4=G P B R Y G\n" \
  "Row5=P B R Y G P\n"

static void
test_builtin_values (void)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();

  g_assert_cmpuint (tableau->n_columns, ==, 10);
  for (guint c = 1; c <= 10; c++)
    g_assert_cmpint (tableau->values[c], ==, c);
  g_assert_cmpint (tableau->unmoved, ==, -3);
  g_assert_cmpint (tableau->collision, ==, 0);
}

/* The rulebook's example: blue and red share a column (0), yellow alone in
 * column 4, green alone in column 5, purple never moved: 4 + 5 - 3 = 6. */
static void
test_toni_final_score (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=0\n"
    FINISHED_GRID
    "[Player1]\nName=Toni\nHand=\nMarkers=3;3;4;5;0\n"
    "[Player2]\nHand=\nMarkers=1;2;3;4;5\n");
  g_autoptr(GKeyFile) out = g_key_file_new ();
  PhlStampsResolution resolution;

  g_assert_true (phl_stamps_rules.is_over (state));
  g_assert_cmpint (phl_stamps_rules.score (state, 0), ==, 6);
  g_assert_cmpint (phl_stamps_rules.score (state, 1), ==, 15);
  g_assert_cmpuint (phl_stamps_rules.winners (state), ==, 1u << 1);

  phl_stamps_resolve (state, 0, &resolution);
  g_assert_cmpint (resolution.total, ==, 6);
  /* Step by step: the collision (blue, red), lone markers by column
   * (yellow 4, green 5), then the unmoved purple. */
  g_assert_cmpint (resolution.markers[0].color, ==, PHL_STAMPS_BLUE);
  g_assert_cmpint (resolution.markers[0].outcome, ==, PHL_STAMPS_OUTCOME_COLLISION);
  g_assert_cmpint (resolution.markers[0].points, ==, 0);
  g_assert_cmpint (resolution.markers[1].color, ==, PHL_STAMPS_RED);
  g_assert_cmpint (resolution.markers[1].outcome, ==, PHL_STAMPS_OUTCOME_COLLISION);
  g_assert_cmpint (resolution.markers[2].color, ==, PHL_STAMPS_YELLOW);
  g_assert_cmpint (resolution.markers[2].outcome, ==, PHL_STAMPS_OUTCOME_LONE);
  g_assert_cmpint (resolution.markers[2].points, ==, 4);
  g_assert_cmpint (resolution.markers[3].color, ==, PHL_STAMPS_GREEN);
  g_assert_cmpint (resolution.markers[3].points, ==, 5);
  g_assert_cmpint (resolution.markers[4].color, ==, PHL_STAMPS_PURPLE);
  g_assert_cmpint (resolution.markers[4].outcome, ==, PHL_STAMPS_OUTCOME_UNMOVED);
  g_assert_cmpint (resolution.markers[4].points, ==, -3);

  phl_stamps_rules.write_score (state, out);
  g_assert_cmpint (g_key_file_get_integer (out, "Player1", "Score", NULL), ==, 6);
  g_assert_cmpint (g_key_file_get_integer (out, "Player2", "Score", NULL), ==, 15);
}

static void
test_all_colliding (void)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  const guint8 all_five[PHL_STAMPS_N_COLORS] = { 7, 7, 7, 7, 7 };
  const guint8 two_pairs[PHL_STAMPS_N_COLORS] = { 3, 10, 3, 10, 0 };
  const guint8 all_unmoved[PHL_STAMPS_N_COLORS] = { 0, 0, 0, 0, 0 };
  const guint8 spread[PHL_STAMPS_N_COLORS] = { 10, 9, 8, 7, 6 };
  PhlStampsResolution resolution;

  g_assert_cmpint (phl_stamps_tableau_score (tableau, all_five), ==, 0);
  g_assert_cmpint (phl_stamps_tableau_score (tableau, two_pairs), ==, -3);
  /* Unmoved markers do not "collide" with each other: each is -3. */
  g_assert_cmpint (phl_stamps_tableau_score (tableau, all_unmoved), ==, -15);
  g_assert_cmpint (phl_stamps_tableau_score (tableau, spread), ==, 40);

  phl_stamps_tableau_resolve (tableau, two_pairs, &resolution);
  g_assert_cmpint (resolution.total, ==, -3);
  g_assert_cmpint (resolution.markers[0].column, ==, 3);
  g_assert_cmpint (resolution.markers[1].column, ==, 3);
  g_assert_cmpint (resolution.markers[2].column, ==, 10);
  g_assert_cmpint (resolution.markers[3].column, ==, 10);
  g_assert_cmpint (resolution.markers[4].outcome, ==, PHL_STAMPS_OUTCOME_UNMOVED);
}

static void
test_shared_win (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=3\nCurrent=0\n"
    "[Grid]\n"
    "Row1=B R Y G P B R Y\n"
    "Row2=R Y G P B R Y G\n"
    "Row3=Y G P B R Y G P\n"
    "Row4=G P B R Y G P B\n"
    "Row5=P B R Y G P B R\n"
    "[Player1]\nHand=\nMarkers=2;4;6;8;10\n"
    "[Player2]\nHand=\nMarkers=10;8;6;4;2\n"
    "[Player3]\nHand=\nMarkers=1;1;1;1;1\n");

  g_assert_true (phl_stamps_rules.is_over (state));
  g_assert_cmpint (phl_stamps_rules.score (state, 0), ==, 30);
  g_assert_cmpint (phl_stamps_rules.score (state, 1), ==, 30);
  g_assert_cmpint (phl_stamps_rules.score (state, 2), ==, 0);
  g_assert_cmpuint (phl_stamps_rules.winners (state), ==, (1u << 0) | (1u << 1));
}

static void
test_parse_errors (void)
{
  const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "[Tableau]\nColumns=1;2;x\nUnmoved=-3\nCollision=0\n",
      "t.ini:2: [Tableau] Columns: “x” is not a whole number" },
    { "[Tableau]\nColumns=1;2\nCollision=0\n",
      "t.ini:1: [Tableau] Unmoved: the key is missing" },
    { "[Other]\nA=1\n",
      "t.ini: [Tableau]: the group is missing" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      PhlStampsTableau tableau;

      g_assert_false (phl_stamps_tableau_parse (&tableau, cases[i].text, strlen (cases[i].text),
                                                "t.ini", &error));
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stamps/tableau/builtin-values", test_builtin_values);
  g_test_add_func ("/stamps/tableau/toni-final-score", test_toni_final_score);
  g_test_add_func ("/stamps/tableau/all-colliding", test_all_colliding);
  g_test_add_func ("/stamps/tableau/shared-win", test_shared_win);
  g_test_add_func ("/stamps/tableau/parse-errors", test_parse_errors);

  return g_test_run ();
}
