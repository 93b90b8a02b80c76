/* test-stamps-ai.c — computer opponents: legal, deterministic, collision-aware
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "stamps/phl-stamps-ai.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps-test-util.h"

/* R at 2,0 brackets the yellow: that moves yellow one column right. */
#define LINE_POSITION(markers) \
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n" \
  "[Grid]\nRow1=R Y\n" \
  "[Player1]\nHand=RR\nMarkers=" markers "\n" \
  "[Player2]\nHand=BB\nMarkers=0;0;0;0;0\n"

static char *
choose (const PhlStampsState *state,
        PhlAiLevel            level,
        guint32               seed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS] = { level, level, level, level };

  return phl_stamps_rules.choose_action (state, levels, rng);
}

/* Moving yellow from 4 into green's column 5 would wipe out 9 points:
 * normal and hard place elsewhere. */
static void
test_avoids_collision (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (LINE_POSITION ("1;2;4;5;3"));

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autofree char *normal = choose (state, PHL_AI_NORMAL, seed);
      g_autofree char *hard = choose (state, PHL_AI_HARD, seed);

      g_assert_cmpstr (normal, !=, "R@2,0");
      g_assert_cmpstr (hard, !=, "R@2,0");
    }
}

/* The same bracket lifting yellow off -3 into a free column is taken. */
static void
test_takes_good_bracket (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (LINE_POSITION ("2;3;0;5;6"));

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autofree char *normal = choose (state, PHL_AI_NORMAL, seed);
      g_autofree char *hard = choose (state, PHL_AI_HARD, seed);

      g_assert_cmpstr (normal, ==, "R@2,0");
      g_assert_cmpstr (hard, ==, "R@2,0");
    }
}

/* A position worked out by hand (x right, y down, (0,0) top left):
 *
 *        x=0 1 2 3
 *   y=0    B R R .
 *   y=1    B Y . .
 *
 * Player 1 holds blue and green; its yellow marker is in column 1, the
 * others never moved (-3 each): 1 - 12 = -11.  No green lies on the grid,
 * so a green stamp brackets nothing.  The nine free cells next to a stamp,
 * for the blue stamp:
 *   (3,0)  left over R R to the B at (0,0): red moves 2 -> column 2, alone:
 *          2 (red) + 1 (yellow) - 9 = -6, a gain of 5.
 *   (2,1)  left over the Y at (1,1) to the B at (0,1): yellow 1 -> 2, alone:
 *          2 - 12 = -10, a gain of 1.  (Up: R then empty; diagonals: R
 *          then empty, or empty.)
 *   (2,-1) down-left over R (1,0) to the B at (0,1): red -> column 1,
 *          where yellow is: both score 0, -9, a gain of 2 (a new collision).
 *   (1,-1) down over R Y then empty; down-right R then empty: nothing.
 *   (0,-1) (-1,0) (-1,1) (0,2) (1,2): every walk meets an empty cell or the
 *          blue stamp straight away: nothing.
 * Best: blue at (3,0), 2 red steps, +5; the normal player (who maximises
 * the gain scored now) takes it, and the hard player's hint too. */
#define HAND_POSITION \
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n" \
  "[Grid]\nRow1=B R R .\nRow2=B Y . .\n" \
  "[Player1]\nHand=BG\nMarkers=0;0;1;0;0\n" \
  "[Player2]\nHand=PP\nMarkers=0;0;0;0;0\n"

static void
assert_placement (const PhlStampsState *state,
                  PhlStampsColor        color,
                  int                   x,
                  int                   y,
                  guint                 red_steps,
                  guint                 yellow_steps,
                  int                   score_after)
{
  PhlStampsPlacement placement;

  g_assert_true (phl_stamps_analyse_placement (state, color, x, y, &placement));
  g_assert_cmpuint (placement.steps[PHL_STAMPS_RED], ==, red_steps);
  g_assert_cmpuint (placement.steps[PHL_STAMPS_YELLOW], ==, yellow_steps);
  g_assert_cmpuint (placement.total_steps, ==, red_steps + yellow_steps);
  g_assert_cmpint (placement.score_before, ==, -11);
  g_assert_cmpint (placement.score_after, ==, score_after);
}

static void
test_hand_worked (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (HAND_POSITION);
  PhlStampsPlacement placement;
  PhlStampsHint hint;

  assert_placement (state, PHL_STAMPS_BLUE, 3, 0, 2, 0, -6);
  assert_placement (state, PHL_STAMPS_BLUE, 2, 1, 0, 1, -10);
  assert_placement (state, PHL_STAMPS_BLUE, 2, -1, 1, 0, -9);
  g_assert_true (phl_stamps_analyse_placement (state, PHL_STAMPS_BLUE, 2, -1, &placement));
  g_assert_cmpuint (placement.new_collisions, ==, (1u << PHL_STAMPS_RED) | (1u << PHL_STAMPS_YELLOW));
  for (guint i = 0; i < 6; i++)
    {
      static const int empty[][2] = { { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 2 }, { 1, 2 } };

      assert_placement (state, PHL_STAMPS_BLUE, empty[i][0], empty[i][1], 0, 0, -11);
    }
  assert_placement (state, PHL_STAMPS_GREEN, 3, 0, 0, 0, -11);
  /* Not next to a stamp. */
  g_assert_false (phl_stamps_analyse_placement (state, PHL_STAMPS_BLUE, 3, 1, &placement));

  for (guint32 seed = 1; seed <= 10; seed++)
    {
      g_autofree char *normal = choose (state, PHL_AI_NORMAL, seed);

      g_assert_cmpstr (normal, ==, "B@3,0");
    }
  g_assert_true (phl_stamps_ai_hint (state, &hint));
  g_assert_cmpint (hint.color, ==, PHL_STAMPS_BLUE);
  g_assert_cmpint (hint.x, ==, 3);
  g_assert_cmpint (hint.y, ==, 0);
  g_assert_cmpuint (hint.steps[PHL_STAMPS_RED], ==, 2);
  g_assert_cmpint (hint.score_gain, ==, 5);
}

/* Every level returns a legal action, from many positions. */
static void
test_legal_choices (void)
{
  for (guint32 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
      PhlSetup setup = { .n_players = 2 + seed % 3 };
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
      PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS] = { seed % 3, (seed + 1) % 3, (seed + 2) % 3, seed % 3 };

      while (!phl_stamps_rules.is_over (state))
        {
          g_autoptr(GPtrArray) actions = phl_stamps_rules.legal_actions (state);
          g_autofree char *action = phl_stamps_rules.choose_action (state, levels, rng);
          g_autoptr(GError) error = NULL;
          gboolean found = FALSE;

          g_assert_nonnull (action);
          for (guint i = 0; i < actions->len && !found; i++)
            found = g_str_equal (g_ptr_array_index (actions, i), action);
          g_assert_true (found);
          g_assert_true (phl_stamps_rules.apply (state, action, rng, NULL, NULL, &error));
          g_assert_no_error (error);
        }
      g_assert_null (phl_stamps_rules.choose_action (state, levels, rng));
    }
}

/* The hint is the hard AI's move with its breakdown; same state, same hint. */
static void
test_hint (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (99);
  PhlSetup setup = { .n_players = 4 };
  g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
  PhlStampsHint a, b;
  PhlStampsPlacement placement;

  for (guint turn = 0; turn < 12; turn++)
    {
      g_autoptr(GPtrArray) actions = phl_stamps_rules.legal_actions (state);

      g_assert_true (phl_stamps_rules.apply (state, g_ptr_array_index (actions, (turn * 7) % actions->len),
                                             rng, NULL, NULL, NULL));
    }

  g_assert_true (phl_stamps_ai_hint (state, &a));
  g_assert_true (phl_stamps_ai_hint (state, &b));
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
  g_assert_true (phl_stamps_hand_has (state, state->current, a.color));
  g_assert_true (phl_stamps_analyse_placement (state, a.color, a.x, a.y, &placement));
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    g_assert_cmpuint (a.steps[c], ==, placement.steps[c]);
  g_assert_cmpint (a.score_gain, ==, placement.score_after - placement.score_before);
  g_assert_cmpfloat (a.follow_up, >=, 0.0);
}

/* The AI decides from what its seat may know: swapping stamps between an
 * opponent's hand and the pile changes nothing it can see, so nothing it
 * does. */
static void
test_hidden_hands (void)
{
  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
      PhlSetup setup = { .n_players = 2 + seed % 3 };
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
      PhlStampsState other;
      guint opponent, turns = seed % 12;
      PhlStampsHint a, b;

      for (guint turn = 0; turn < turns; turn++)
        {
          g_autoptr(GPtrArray) actions = phl_stamps_rules.legal_actions (state);

          phl_stamps_rules.apply (state, g_ptr_array_index (actions, (turn * 5 + seed) % actions->len),
                                  rng, NULL, NULL, NULL);
        }

      other = *state;
      opponent = (state->current + 1) % state->n_players;
      /* Trade the opponent's first stamp for a pile stamp of another colour. */
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        if (other.pile[c] > 0 && c != other.hand[opponent][0])
          {
            other.pile[other.hand[opponent][0]]++;
            other.pile[c]--;
            other.hand[opponent][0] = c;
            break;
          }
      g_assert_true (memcmp (&other, state, sizeof other) != 0);

      g_assert_true (phl_stamps_ai_hint (state, &a));
      g_assert_true (phl_stamps_ai_hint (&other, &b));
      g_assert_true (memcmp (&a, &b, sizeof a) == 0);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stamps/ai/avoids-collision", test_avoids_collision);
  g_test_add_func ("/stamps/ai/takes-good-bracket", test_takes_good_bracket);
  g_test_add_func ("/stamps/ai/hand-worked", test_hand_worked);
  g_test_add_func ("/stamps/ai/legal-choices", test_legal_choices);
  g_test_add_func ("/stamps/ai/hint", test_hint);
  g_test_add_func ("/stamps/ai/hidden-hands", test_hidden_hands);

  return g_test_run ();
}
