/* test-swop-expert.c — the expert's search in SWOP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SWOP hides nothing, so its determinize() is a plain copy: every field
 * the search reads is in the position file every seat sees.  The expert plays legal
 * moves, decides the same way for the same random stream whatever its
 * memo of rankings holds, and does not end a game it would lose.
 */
#include "config.h"

#include "phl-ai.h"
#include "phl-search-memo.h"
#include "swop-test-util.h"

static char *
expert_move (const PhlSwopState *state,
             guint32             seed,
             guint               iterations)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  PhlAiBudget budget = { .max_iterations = iterations };

  for (guint s = 0; s < state->n_players; s++)
    levels[s] = (int) s == phl_swop_state_seat_to_act (state) ? PHL_AI_EXPERT : PHL_AI_HARD;
  return phl_ai_choose (&phl_swop_rules, state, levels, rng, &budget);
}

/* The position file holds the whole game: what is read back is the state
 * itself, field by field, after every move of self-play games. */
static void
test_nothing_hidden (void)
{
  static const char *variants[] = { "basic", "master", "team" };
  PhlAiLevel hard[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD };

  g_assert_null (phl_swop_rules.hides_from);
  g_assert_nonnull (phl_swop_rules.search);

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      PhlSetup setup = { v == 2 ? 4 : 2 + v, variants[v], NULL, NULL };
      g_autoptr(GRand) rng = g_rand_new_with_seed (10 + v);
      g_autofree PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);

      while (!state->over)
        {
          g_autoptr(GKeyFile) file = g_key_file_new ();
          g_autofree char *text = NULL;
          g_autofree PhlSwopState *loaded = NULL;
          g_autofree char *action = NULL;
          g_autoptr(GRand) det_rng = g_rand_new_with_seed (1);

          /* Every seat's determinization is the position itself. */
          for (guint seat = 0; seat < state->n_players; seat++)
            {
              g_autofree PhlSwopState *det = phl_swop_rules.determinize (state, seat, det_rng);

              g_assert_cmpmem (det, sizeof *det, state, sizeof *state);
            }
          phl_swop_rules.save_position (state, file);
          text = g_key_file_to_data (file, NULL, NULL);
          loaded = swop_test_load (text);
          g_assert_cmpmem (loaded->board, sizeof loaded->board, state->board, sizeof state->board);
          g_assert_cmpmem (loaded->track, sizeof loaded->track, state->track, sizeof state->track);
          g_assert_cmpmem (loaded->chips, sizeof loaded->chips, state->chips, sizeof state->chips);
          g_assert_cmpmem (loaded->cubes_held, sizeof loaded->cubes_held,
                           state->cubes_held, sizeof state->cubes_held);
          g_assert_cmpmem (loaded->pool, sizeof loaded->pool, state->pool, sizeof state->pool);
          g_assert_cmpmem (loaded->last_move, sizeof loaded->last_move,
                           state->last_move, sizeof state->last_move);
          g_assert_cmpuint (loaded->current, ==, state->current);
          g_assert_cmpuint (loaded->starter, ==, state->starter);
          g_assert_cmpuint (loaded->picks, ==, state->picks);
          if (state->picks > 0)
            g_assert_cmpuint (loaded->pick_seat, ==, state->pick_seat);
          g_assert_cmpint (loaded->over, ==, state->over);

          action = phl_swop_rules.choose_action (state, hard, rng);
          swop_test_apply (state, action);
        }
    }
}

/* The same random stream and number of iterations give the same move,
 * whether the memo of rankings is empty or full of this very search. */
static void
test_same_stream_same_move (void)
{
  PhlSetup setup = { 2, "master", NULL, NULL };
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  g_autofree PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);

  for (guint32 seed = 1; seed <= 2; seed++)
    {
      g_autofree char *cold = NULL;
      g_autofree char *warm = NULL;

      phl_search_memo_clear ();
      cold = expert_move (state, seed, 40);
      warm = expert_move (state, seed, 40);
      g_assert_nonnull (cold);
      g_assert_cmpstr (cold, ==, warm);
    }
}

/* Far behind with the last chip, a Swop would place the sixth chip and
 * end the game on a loss (30 to 3 + 5): the expert, like hard, swaps
 * without one; the greedy normal player takes the Swop. */
static void
test_avoids_losing_end (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=2\nVariant=basic\n", swop_test_board_7_five_chips,
                                                       "[Player1]\nScore=30\nChips=0\n[Player2]\nScore=3\nChips=1\n");

  for (guint32 seed = 1; seed <= 2; seed++)
    {
      g_autofree char *move = expert_move (state, seed, 60);
      PhlSwopAction action;
      PhlSwopEval eval;

      g_assert_true (phl_swop_action_parse (move, &action));
      g_assert_cmpint (phl_swop_state_check_swap (state, action.cells[0], action.cells[1], &eval), ==,
                       PHL_SWOP_LEGAL);
      g_assert_cmpint (eval.swops, ==, 0);
    }
}

/* Close to winning with the last chip, the same Swop ends the game ahead
 * (30 to 28 + 5 + more): the expert takes a move that wins at once. */
static void
test_takes_winning_end (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=2\nVariant=basic\n", swop_test_board_7_five_chips,
                                                       "[Player1]\nScore=30\nChips=0\n[Player2]\nScore=28\nChips=1\n");

  for (guint32 seed = 1; seed <= 2; seed++)
    {
      g_autofree char *move = expert_move (state, seed, 60);
      g_autofree PhlSwopState *after = g_memdup2 (state, sizeof *state);

      swop_test_apply (after, move);
      g_assert_true (after->over);
      g_assert_cmpuint (phl_swop_state_winners (after), ==, 1u << 1);
    }
}

/* A whole master game of experts against hard: every move is legal. */
static void
test_plays_legal_moves (void)
{
  PhlSetup setup = { 2, "master", NULL, NULL };
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autofree PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);

  while (!state->over)
    {
      g_autofree char *move = expert_move (state, state->swaps_made, 8);
      g_autoptr(GPtrArray) legal = phl_swop_rules.legal_actions (state);

      g_assert_true (g_ptr_array_find_with_equal_func (legal, move, g_str_equal, NULL));
      swop_test_apply (state, move);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/swop/expert/nothing-hidden", test_nothing_hidden);
  g_test_add_func ("/swop/expert/same-stream-same-move", test_same_stream_same_move);
  g_test_add_func ("/swop/expert/avoids-losing-end", test_avoids_losing_end);
  g_test_add_func ("/swop/expert/takes-winning-end", test_takes_winning_end);
  g_test_add_func ("/swop/expert/plays-legal-moves", test_plays_legal_moves);
  return g_test_run ();
}
