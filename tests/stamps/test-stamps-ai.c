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
          g_assert_true (phl_stamps_rules.apply (state, action, rng, NULL, &error));
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
                                             rng, NULL, NULL));
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
                                  rng, NULL, NULL);
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
  g_test_add_func ("/stamps/ai/legal-choices", test_legal_choices);
  g_test_add_func ("/stamps/ai/hint", test_hint);
  g_test_add_func ("/stamps/ai/hidden-hands", test_hidden_hands);

  return g_test_run ();
}
