/* test-swop-selfplay.c — invariants over thousands of seeded games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Most games are played by a cheap sampling player (the best of a few
 * random legal swaps, with random cube and chip choices) so that thousands
 * fit in a test run; a few hundred more are played by the real computer
 * players of every level.  After every action:
 *   - the board holds 66 dice and chips, no die changed or appeared, and a
 *     die only leaves the board where a chip took its place;
 *   - scores and chips on the board never decrease, chips left never increase;
 *   - colour cubes are neither created nor lost (held + pool is constant);
 *   - every action the players chose was legal.
 * At the end every player has had the same number of turns (but solo).
 */
#include "config.h"

#include "swop-test-util.h"

typedef struct
{
  const char *variant;
  guint       n_players;
  const char *option;
} Setup;

static const Setup setups[] = {
  { "basic", 2, NULL },
  { "basic", 3, NULL },
  { "basic", 4, NULL },
  { "master", 2, NULL },
  { "master", 3, "neat=true" },
  { "master", 4, NULL },
  { "team", 4, NULL },
  { "team", 4, "master=true" },
  { "solo", 1, NULL },
  { "solo", 1, "takebacks=true" },
};

typedef struct
{
  guint dice[PHL_SWOP_N_COLOURS][7];
  guint chips_on_board;
  guint chips_left;
  guint cubes[PHL_SWOP_N_COLOURS];
  int   track[PHL_SWOP_MAX_PLAYERS];
} Census;

static void
take_census (const PhlSwopState *state,
             Census             *census)
{
  memset (census, 0, sizeof *census);
  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    {
      PhlSwopCell c = state->board[cell];

      if (phl_swop_cell_is_chip (c))
        census->chips_on_board++;
      else
        {
          g_assert_cmpint (c.colour, <, PHL_SWOP_N_COLOURS);
          g_assert_cmpint (c.pips, >=, 1);
          g_assert_cmpint (c.pips, <=, 6);
          census->dice[c.colour][c.pips]++;
        }
    }
  for (guint seat = 0; seat < state->n_players; seat++)
    {
      census->chips_left += state->chips[seat];
      census->track[seat] = state->track[seat];
      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        census->cubes[colour] += state->cubes_held[seat][colour];
    }
  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    census->cubes[colour] += state->pool[colour];
}

static void
check_step (const PhlSwopState *before,
            const PhlSwopState *after,
            const Census       *was,
            const Census       *now)
{
  guint dice_before = 0, dice_after = 0;
  guint new_chips = now->chips_on_board - was->chips_on_board;

  g_assert_cmpuint (now->chips_on_board, >=, was->chips_on_board);
  g_assert_cmpuint (now->chips_left, <=, was->chips_left);
  g_assert_cmpuint (was->chips_left - now->chips_left, >=, new_chips);
  g_assert_cmpuint (now->chips_on_board + now->chips_left, <=,
                    after->n_players * after->chips_per_player);
  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    {
      g_assert_cmpuint (now->cubes[colour], ==, was->cubes[colour]);
      for (int pips = 1; pips <= 6; pips++)
        {
          g_assert_cmpuint (now->dice[colour][pips], <=, was->dice[colour][pips]);
          dice_before += was->dice[colour][pips];
          dice_after += now->dice[colour][pips];
        }
    }
  g_assert_cmpuint (dice_after + now->chips_on_board, ==, PHL_SWOP_N_CELLS);
  g_assert_cmpuint (dice_before - dice_after, ==, new_chips);
  for (guint seat = 0; seat < after->n_players; seat++)
    {
      g_assert_cmpint (now->track[seat], >=, was->track[seat]);
      g_assert_cmpint (phl_swop_state_score (after, seat), >=, phl_swop_state_score (before, seat));
    }
}

/* The best of a few random legal swaps, with random choices spelt out. */
static char *
sample_action (const PhlSwopState *state,
               GRand              *rng)
{
  PhlSwopAction best = { 0, };
  int best_points = -1;

  if (state->picks > 0)
    {
      int colour;

      do
        colour = g_rand_int_range (rng, 0, PHL_SWOP_N_COLOURS);
      while (state->pool[colour] == 0);
      best.kind = PHL_SWOP_ACTION_PICK;
      best.cube = colour;
      return phl_swop_action_to_string (&best);
    }

  for (int tries = 0; tries < 4000 && (tries < 12 || best_points < 0); tries++)
    {
      int a = g_rand_int_range (rng, 0, PHL_SWOP_N_CELLS);
      int b = g_rand_int_range (rng, 0, PHL_SWOP_N_CELLS);
      PhlSwopEval eval;
      guint options;

      if (phl_swop_state_check_swap (state, a, b, &eval) != PHL_SWOP_LEGAL
          || eval.points <= best_points)
        continue;
      best_points = eval.points;
      best.kind = PHL_SWOP_ACTION_SWAP;
      best.cells[0] = MIN (a, b);
      best.cells[1] = MAX (a, b);
      options = phl_swop_state_cube_options (state, a, b);
      best.cube = -1;
      if ((options & (options - 1)) != 0)
        do
          best.cube = g_rand_int_range (rng, 0, PHL_SWOP_N_COLOURS);
        while (!(options & (1u << best.cube)));
      best.chip = phl_swop_eval_needs_chip_choice (&eval)
                  ? best.cells[g_rand_int_range (rng, 0, 2)] : -1;
    }
  if (best_points < 0)
    {
      /* Rare: fall back on the full list. */
      g_autoptr(GArray) actions = phl_swop_state_legal_actions (state);

      g_assert_cmpuint (actions->len, >, 0);
      return phl_swop_action_to_string (&g_array_index (actions, PhlSwopAction,
                                                        g_rand_int_range (rng, 0, actions->len)));
    }
  return phl_swop_action_to_string (&best);
}

static guint total_actions;

static void
play_game (const Setup *setup,
           guint32      seed,
           gboolean     use_ai)
{
  const char * const options[] = { setup->option, NULL };
  PhlSetup phl_setup = { setup->n_players, setup->variant, NULL, options };
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed + 1);
  g_autoptr(GError) error = NULL;
  g_autofree PhlSwopState *state = phl_swop_rules.new_game (&phl_setup, rng, &error);
  PhlAiLevel levels[PHL_SWOP_MAX_PLAYERS];
  guint turns[PHL_SWOP_MAX_PLAYERS] = { 0, };
  guint actions = 0;
  Census was, now;

  g_assert_no_error (error);
  for (guint seat = 0; seat < setup->n_players; seat++)
    levels[seat] = g_rand_int_range (rng, PHL_AI_EASY, PHL_AI_NORMAL + 1);

  take_census (state, &was);
  while (!phl_swop_rules.is_over (state))
    {
      int seat = phl_swop_rules.current_seat (state);
      g_autofree char *action = NULL;
      PhlSwopState before = *state;
      PhlSwopAction parsed;

      g_assert_cmpint (seat, >=, 0);
      action = use_ai ? phl_swop_rules.choose_action (state, levels, ai_rng)
                      : sample_action (state, rng);
      g_assert_nonnull (action);
      g_assert_true (phl_swop_action_parse (action, &parsed));
      if (parsed.kind == PHL_SWOP_ACTION_SWAP)
        {
          g_assert_cmpint (phl_swop_state_check_swap (state, parsed.cells[0], parsed.cells[1], NULL),
                           ==, PHL_SWOP_LEGAL);
          turns[seat]++;
        }
      if (!phl_swop_rules.apply (state, action, rng, NULL, NULL, &error))
        g_error ("seed %u, %s: “%s” refused: %s", seed, setup->variant, action, error->message);

      take_census (state, &now);
      check_step (&before, state, &was, &now);
      was = now;
      g_assert_cmpuint (++actions, <, 2000);
    }
  total_actions += actions;

  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, -1);
  if (state->variant != PHL_SWOP_VARIANT_SOLO)
    {
      g_assert_cmpuint (phl_swop_rules.winners (state), !=, 0);
      for (guint seat = 1; seat < setup->n_players; seat++)
        g_assert_cmpuint (turns[seat], ==, turns[0]);
    }
}

static void
test_sampled_games (void)
{
  for (guint32 seed = 1; seed <= 2000; seed++)
    play_game (&setups[seed % G_N_ELEMENTS (setups)], seed, FALSE);
  g_test_message ("%u actions in 2000 games", total_actions);
  total_actions = 0;
}

static void
test_ai_games (void)
{
  for (guint32 seed = 1; seed <= 200; seed++)
    play_game (&setups[seed % G_N_ELEMENTS (setups)], seed, TRUE);
  g_test_message ("%u actions in 200 games", total_actions);
  total_actions = 0;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swop/selfplay/sampled-games", test_sampled_games);
  g_test_add_func ("/swop/selfplay/ai-games", test_ai_games);

  return g_test_run ();
}
