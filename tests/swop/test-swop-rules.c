/* test-swop-rules.c — setup, variants, cubes, catch-up picks, the end of the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "swop-test-util.h"

static const char *board_10[] = {
  "W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K1",
  "W3 R3 G1 O3 Y5 V3 T2 B3 P4 N5 K6",
  "W1 R6 P6 Y6 G1 R2 B1 V6 P1 N6 K1",
  "O6 O1 Y6 G1 T6 O3 T6 V1 T6 N1 K6",
};
static const char *board_7_five_chips[] = {
  "W1 R6 O1 K6 G1 T6 B1 V6 P1 N6 K1",
  "W2 R2 Y2 B5 G2 T2 V2 P5 P6 N1 K6",
  "W1 R6 O1 N3 G1 T6 B1 V6 P1 N6 K1",
  "W6 R1 O6 K4 G6 T1 B6 V1 P6 N1 K6",
  "W1 R6 O1 W1 G1 ## ## ## ## ## R1",
  "O6 Y1 Y6 Y1 G6 T1 B6 V1 P6 N1 O2",
};

static const char *board_16[] = {
  "W1 R6 K5 Y6 G1 T6 B1 V6 P5 N6 K1",
  "W6 R1 K4 Y1 G6 T1 B6 V1 B5 N1 K6",
  "W1 R2 R5 O3 Y3 T6 B3 V4 G3 P5 N5",
  "W6 R1 K3 Y1 G6 T1 B6 V1 V4 N1 K6",
  "W1 R6 N3 Y6 G1 W6 B1 V6 T3 O6 O1",
  "O6 O1 N3 Y1 G6 O1 P6 P1 T6 P1 P6",
};

static PhlSwopState *
new_game (const char         *variant,
          guint               n_players,
          const char * const *options,
          guint32             seed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  PhlSetup setup = { n_players, variant, NULL, options };
  PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, &error);

  g_assert_no_error (error);
  return state;
}

static void
assert_dice_complete (const PhlSwopState *state)
{
  guint per_colour[PHL_SWOP_N_COLOURS] = { 0, };

  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    {
      g_assert_false (phl_swop_cell_is_chip (state->board[cell]));
      g_assert_cmpint (state->board[cell].pips, >=, 1);
      g_assert_cmpint (state->board[cell].pips, <=, 6);
      per_colour[state->board[cell].colour]++;
    }
  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    g_assert_cmpuint (per_colour[colour], ==, PHL_SWOP_DICE_PER_COLOUR);
}

static void
test_setup_no_three_alike (void)
{
  for (guint32 seed = 1; seed <= 300; seed++)
    {
      g_autofree PhlSwopState *state = new_game ("basic", 2 + seed % 3, NULL, seed);

      assert_dice_complete (state);
      g_assert_false (phl_swop_board_has_three_alike (state->board));
      g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 0);
      for (guint seat = 0; seat < state->n_players; seat++)
        {
          g_assert_cmpuint (state->chips[seat], ==, state->n_players == 2 ? 3 : 2);
          g_assert_cmpint (phl_swop_rules.score (state, seat), ==, 0);
        }
    }
}

static void
test_setup_is_seeded (void)
{
  g_autofree PhlSwopState *a = new_game ("basic", 2, NULL, 42);
  g_autofree PhlSwopState *b = new_game ("basic", 2, NULL, 42);
  g_autofree PhlSwopState *c = new_game ("basic", 2, NULL, 43);

  g_assert_cmpmem (a->board, sizeof a->board, b->board, sizeof b->board);
  g_assert_true (memcmp (a->board, c->board, sizeof a->board) != 0);
}

static void
test_setup_neat (void)
{
  const char * const options[] = { "neat=true", NULL };

  for (guint32 seed = 1; seed <= 100; seed++)
    {
      g_autofree PhlSwopState *state = new_game ("master", 2, options, seed);
      guint white_numbers = 0;

      assert_dice_complete (state);
      g_assert_false (phl_swop_board_has_three_alike (state->board));
      for (int row = 0; row < PHL_SWOP_ROWS; row++)
        {
          guint colours = 0;

          for (int column = 0; column < PHL_SWOP_COLUMNS; column++)
            {
              PhlSwopCell cell = state->board[phl_swop_cell_index (column, row)];

              colours |= 1u << cell.colour;
              if (cell.colour == PHL_SWOP_WHITE)
                white_numbers |= 1u << cell.pips;
            }
          g_assert_cmphex (colours, ==, (1u << PHL_SWOP_N_COLOURS) - 1);
        }
      g_assert_cmphex (white_numbers, ==, 0x7e);
    }
}

static void
test_setup_cubes (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      g_autofree PhlSwopState *state = new_game ("master", n_players, NULL, n_players);
      guint union_mask = 0;

      g_assert_true (state->cubes);
      for (guint seat = 0; seat < n_players; seat++)
        {
          g_assert_cmpuint (phl_swop_state_cubes_of (state, seat), ==, 5);
          g_assert_cmpuint (state->cubes_held[seat][PHL_SWOP_WHITE], ==, 0);
          for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
            {
              g_assert_cmpuint (state->cubes_held[seat][colour], <=, 1);
              if (state->cubes_held[seat][colour])
                union_mask |= 1u << colour;
            }
        }
      if (n_players == 2)
        g_assert_cmphex (union_mask, ==, ((1u << PHL_SWOP_N_COLOURS) - 1) & ~1u);
      /* Pool plus holdings is the supply; nothing is spent yet. */
      for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
        {
          guint held = 0;

          for (guint seat = 0; seat < n_players; seat++)
            held += state->cubes_held[seat][colour];
          g_assert_cmpuint (state->pool[colour], ==, 0);
          g_assert_cmpuint (held, <=, phl_swop_state_cube_supply (state, colour));
        }
    }

  {
    g_autofree PhlSwopState *solo = new_game ("solo", 1, NULL, 7);

    g_assert_cmpuint (phl_swop_state_cubes_of (solo, 0), ==, 11);
    g_assert_cmpuint (solo->cubes_held[0][PHL_SWOP_WHITE], ==, 1);
    g_assert_cmpuint (solo->chips[0], ==, 3);
  }
  {
    const char * const options[] = { "master=true", NULL };
    g_autofree PhlSwopState *team = new_game ("team", 4, options, 7);
    g_autofree PhlSwopState *plain = new_game ("team", 4, NULL, 7);

    g_assert_true (team->cubes);
    g_assert_false (plain->cubes);
    g_assert_cmpuint (team->chips[3], ==, 2);
  }
}

static void
test_setup_errors (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  struct { const char *variant; guint n; } bad[] = {
    { "solo", 2 }, { "team", 3 }, { "basic", 1 }, { "master", 5 }, { "blitz", 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      PhlSetup setup = { bad[i].n, bad[i].variant, NULL, NULL };

      g_assert_null (phl_swop_rules.new_game (&setup, rng, &error));
      g_assert_error (error, PHL_ERROR, (int) (i == 4 ? PHL_ERROR_UNSUPPORTED : PHL_ERROR_INVALID));
    }
}

#define MASTER_2 "Players=2\nCurrent=1\nVariant=master\n"

/* Two colour dice need a cube of one of their colours, which goes to the
 * pool; a white die moves for free. */
static void
test_master_cubes (void)
{
  g_autofree PhlSwopState *state = NULL;
  g_autofree PhlSwopState *without = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);

  state = swop_test_position (MASTER_2, board_10,
                              "[Player1]\nScore=0\nChips=3\nCubes=GVRTB\n"
                              "[Player2]\nScore=0\nChips=3\nCubes=OYPNK\n");
  g_assert_cmphex (phl_swop_state_cube_options (state, swop_test_cell ("c4"), swop_test_cell ("f4")),
                   ==, (1u << PHL_SWOP_GREEN) | (1u << PHL_SWOP_VIOLET));
  actions = phl_swop_rules.legal_actions (state);
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "c4 f4 cube=G", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "c4 f4 cube=V", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (actions, "c4 f4", g_str_equal, NULL));
  /* A white die: free, so no cube choice. */
  g_assert_cmphex (phl_swop_state_cube_options (state, swop_test_cell ("a4"), swop_test_cell ("c4")), ==, 0);
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "a4 c4", g_str_equal, NULL));

  g_assert_false (phl_swop_rules.apply (state, "c4 f4", rng, NULL, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (phl_swop_rules.apply (state, "c4 f4 cube=R", rng, NULL, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_clear_error (&error);

  swop_test_apply (state, "c4 f4 cube=V");
  g_assert_cmpuint (state->cubes_held[0][PHL_SWOP_VIOLET], ==, 0);
  g_assert_cmpuint (state->cubes_held[0][PHL_SWOP_GREEN], ==, 1);
  g_assert_cmpuint (state->pool[PHL_SWOP_VIOLET], ==, 1);
  g_assert_cmpint (state->track[0], ==, 10);

  /* Player 2 holds neither colour of two colour dice. */
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("b4"), swop_test_cell ("g4"), NULL),
                   ==, PHL_SWOP_ILLEGAL_NO_CUBE);
  /* ... but a white die with any other is free. */
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("a1"), swop_test_cell ("b1"), NULL),
                   ==, PHL_SWOP_LEGAL);

  /* One matching cube: spent without saying so. */
  without = swop_test_position (MASTER_2, board_10,
                                "[Player1]\nScore=0\nChips=3\nCubes=GRTBO\n"
                                "[Player2]\nScore=0\nChips=3\nCubes=VYPNK\n");
  swop_test_apply (without, "c4 f4");
  g_assert_cmpuint (without->cubes_held[0][PHL_SWOP_GREEN], ==, 0);
  g_assert_cmpuint (without->pool[PHL_SWOP_GREEN], ==, 1);
}

/* Reaching 17 first: the single last-placed player picks a cube of the
 * pool before play goes on; nobody does on a tie for last. */
static void
test_master_catch_up_pick (void)
{
  g_autofree PhlSwopState *state = NULL;
  g_autofree PhlSwopState *tied = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);

  state = swop_test_position ("Players=3\nCurrent=1\nVariant=master\n", board_10,
                              "[Player1]\nScore=8\nChips=2\nCubes=GRTBO\n"
                              "[Player2]\nScore=5\nChips=2\nCubes=VYPNK\n"
                              "[Player3]\nScore=4\nChips=2\nCubes=GRTBO\n");
  swop_test_apply (state, "c4 f4");
  g_assert_cmpint (state->track[0], ==, 18);
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 2);
  actions = phl_swop_rules.legal_actions (state);
  g_assert_cmpuint (actions->len, >, 0);
  for (guint i = 0; i < actions->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (actions, i), "pick "));
  g_assert_cmpint (phl_swop_state_check_swap (state, 0, 1, NULL), ==, PHL_SWOP_ILLEGAL_PICK_PENDING);

  /* The pending pick survives a save. */
  phl_swop_rules.save_position (state, file);
  saved = g_key_file_to_data (file, NULL, NULL);
  {
    g_autofree PhlSwopState *reloaded = swop_test_load (saved);

    g_assert_cmpint (phl_swop_rules.current_seat (reloaded), ==, 2);
    g_assert_cmpuint (reloaded->picks, ==, 1);
    g_assert_cmpuint (reloaded->current, ==, 1);
  }

  g_assert_false (phl_swop_rules.apply (state, "pick W", rng, NULL, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  swop_test_apply (state, "pick G");
  g_assert_cmpuint (state->cubes_held[2][PHL_SWOP_GREEN], ==, 2);
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 1);

  tied = swop_test_position ("Players=3\nCurrent=1\nVariant=master\n", board_10,
                             "[Player1]\nScore=8\nChips=2\nCubes=GRTBO\n"
                             "[Player2]\nScore=4\nChips=2\nCubes=VYPNK\n"
                             "[Player3]\nScore=4\nChips=2\nCubes=GRTBO\n");
  swop_test_apply (tied, "c4 f4");
  g_assert_cmpuint (tied->picks, ==, 0);
  g_assert_cmpint (phl_swop_rules.current_seat (tied), ==, 1);
}

#define BASIC_FILE(current, s1, c1, s2, c2) \
  "Players=2\nCurrent=" current "\nVariant=basic\n", \
  "[Player1]\nScore=" s1 "\nChips=" c1 "\n[Player2]\nScore=" s2 "\nChips=" c2 "\n"

/* The second player reaching 40 ends the game at once: the round is over. */
static void
test_end_at_40_round_complete (void)
{
  g_autofree PhlSwopState *state = NULL;
  g_autofree char *text = swop_test_position_text ("Players=2\nCurrent=2\nVariant=basic\n", board_10,
                                                   "[Player1]\nScore=38\nChips=3\n[Player2]\nScore=32\nChips=3\n");

  state = swop_test_load (text);
  swop_test_apply (state, "c4 f4");
  g_assert_true (phl_swop_rules.is_over (state));
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, -1);
  /* End bonus: one point per unused chip. */
  g_assert_cmpint (phl_swop_rules.score (state, 0), ==, 38 + 3);
  g_assert_cmpint (phl_swop_rules.score (state, 1), ==, 42 + 2);
  g_assert_cmpuint (phl_swop_rules.winners (state), ==, 1u << 1);
}

/* The first player reaching 40 lets the others finish the round. */
static void
test_end_finishes_round (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=1\nVariant=basic\n", board_10,
                                                       "[Player1]\nScore=35\nChips=3\n[Player2]\nScore=20\nChips=3\n");
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  PhlAiLevel levels[2] = { PHL_AI_NORMAL, PHL_AI_NORMAL };
  g_autofree char *reply = NULL;

  swop_test_apply (state, "c4 f4");
  g_assert_false (phl_swop_rules.is_over (state));
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 1);
  g_assert_cmpuint (phl_swop_rules.winners (state), ==, 0);
  reply = phl_swop_rules.choose_action (state, levels, rng);
  swop_test_apply (state, reply);
  g_assert_true (phl_swop_rules.is_over (state));
}

/* The round ends before the seat that swapped first: with Starter=2 of
 * three, seat 1 swaps last. */
static void
test_end_round_with_starter (void)
{
  g_autofree PhlSwopState *last = swop_test_position ("Players=3\nCurrent=1\nStarter=2\nVariant=basic\n", board_10,
                                                      "[Player1]\nScore=35\nChips=2\n[Player2]\nScore=20\nChips=2\n"
                                                      "[Player3]\nScore=20\nChips=2\n");
  g_autofree PhlSwopState *middle = swop_test_position ("Players=3\nCurrent=3\nStarter=2\nVariant=basic\n", board_10,
                                                        "[Player1]\nScore=20\nChips=2\n[Player2]\nScore=20\nChips=2\n"
                                                        "[Player3]\nScore=35\nChips=2\n");

  swop_test_apply (last, "c4 f4");
  g_assert_true (phl_swop_rules.is_over (last));
  swop_test_apply (middle, "c4 f4");
  g_assert_false (phl_swop_rules.is_over (middle));
  g_assert_cmpint (phl_swop_rules.current_seat (middle), ==, 0);
}

/* The sixth chip on the board ends the game (after the round). */
static void
test_end_sixth_chip (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=2\nVariant=basic\n", board_7_five_chips,
                                                       "[Player1]\nScore=10\nChips=0\n[Player2]\nScore=3\nChips=1\n");

  g_assert_false (phl_swop_rules.is_over (state));
  swop_test_apply (state, "d2 k6");
  g_assert_cmpuint (phl_swop_state_chips_on_board (state), ==, 6);
  g_assert_true (phl_swop_rules.is_over (state));
  /* 10 against 3 + 7: a shared win. */
  g_assert_cmpint (phl_swop_rules.score (state, 0), ==, 10);
  g_assert_cmpint (phl_swop_rules.score (state, 1), ==, 10);
  g_assert_cmpuint (phl_swop_rules.winners (state), ==, 3);
}

/* Master: each cube still held is a point at the end. */
static void
test_end_bonus_cubes (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=2\nCurrent=2\nVariant=master\n", board_10,
                                                       "[Player1]\nScore=40\nChips=1\nCubes=RTB\n"
                                                       "[Player2]\nScore=30\nChips=2\nCubes=GVNK\n");
  g_autoptr(GKeyFile) out = g_key_file_new ();

  swop_test_apply (state, "c4 f4 cube=G");
  g_assert_true (phl_swop_rules.is_over (state));
  g_assert_cmpint (phl_swop_rules.score (state, 0), ==, 40 + 1 + 3);
  g_assert_cmpint (phl_swop_rules.score (state, 1), ==, 40 + 1 + 3);
  g_assert_cmpuint (phl_swop_rules.winners (state), ==, 3);
  phl_swop_rules.write_score (state, out);
  g_assert_cmpint (g_key_file_get_integer (out, "Player1", "Score", NULL), ==, 44);
  g_assert_cmpint (g_key_file_get_integer (out, "Player2", "Score", NULL), ==, 44);
}

/* Team: partners sit opposite; the team with the larger sum wins. */
static void
test_team (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=4\nCurrent=4\nVariant=team\n", board_10,
                                                       "[Player1]\nScore=20\nChips=2\n[Player2]\nScore=15\nChips=2\n"
                                                       "[Player3]\nScore=10\nChips=2\n[Player4]\nScore=30\nChips=2\n");
  g_autoptr(GKeyFile) out = g_key_file_new ();

  g_assert_false (state->cubes);
  swop_test_apply (state, "c4 f4");
  g_assert_true (phl_swop_rules.is_over (state));
  /* 20 + 2 + 10 + 2 = 34 against 15 + 2 + 40 + 1 = 58 */
  g_assert_cmpint (phl_swop_state_team_score (state, 0), ==, 34);
  g_assert_cmpint (phl_swop_state_team_score (state, 1), ==, 58);
  g_assert_cmphex (phl_swop_rules.winners (state), ==, 0xa);
  phl_swop_rules.write_score (state, out);
  g_assert_cmpint (g_key_file_get_integer (out, "Player2", "Team", NULL), ==, 58);
  g_assert_cmpint (g_key_file_get_integer (out, "Player4", "Score", NULL), ==, 41);
}

/* Solo: white is not neutral, every swap spends a cube; 11 cubes, 11 moves. */
static void
test_solo_rules (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=1\nCurrent=1\nVariant=solo\n", board_10,
                                                       "[Player1]\nScore=0\nChips=3\nCubes=WROYGTBVPNK\n");

  g_assert_cmphex (phl_swop_state_cube_options (state, swop_test_cell ("a4"), swop_test_cell ("c4")),
                   ==, (1u << PHL_SWOP_WHITE) | (1u << PHL_SWOP_GREEN));
  swop_test_apply (state, "a4 c4 cube=W");
  g_assert_cmpuint (state->cubes_held[0][PHL_SWOP_WHITE], ==, 0);
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell ("a1"), swop_test_cell ("a2"), NULL),
                   ==, PHL_SWOP_ILLEGAL_NO_CUBE);
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 0);
}

static void
play_solo (gboolean takebacks,
           guint32  seed,
           guint   *moves,
           PhlSwopState **final)
{
  const char * const with[] = { "takebacks=true", NULL };
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlSwopState *state = new_game ("solo", 1, takebacks ? with : NULL, seed);
  PhlAiLevel levels[1] = { PHL_AI_HARD };

  *moves = 0;
  while (!phl_swop_rules.is_over (state))
    {
      g_autofree char *action = phl_swop_rules.choose_action (state, levels, rng);

      g_assert_nonnull (action);
      if (!g_str_has_prefix (action, "pick"))
        (*moves)++;
      swop_test_apply (state, action);
    }
  *final = state;
}

static void
test_solo_games (void)
{
  for (guint32 seed = 1; seed <= 10; seed++)
    for (int takebacks = 0; takebacks < 2; takebacks++)
      {
        g_autofree PhlSwopState *state = NULL;
        guint moves;
        int score;

        play_solo (takebacks, seed, &moves, &state);
        score = phl_swop_rules.score (state, 0);
        g_assert_cmpuint (moves, <=, takebacks ? 13 : 11);
        g_assert_true (state->chips[0] == 0 || phl_swop_state_cubes_of (state, 0) == 0
                       || state->track[0] >= PHL_SWOP_FINISH);
        g_assert_cmpuint (phl_swop_rules.winners (state), ==, score >= PHL_SWOP_FINISH ? 1 : 0);
      }
}

/* Solo with take-backs: reaching 17 gives a spent cube back. */
static void
test_solo_takeback (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=1\nCurrent=1\nVariant=solo\nTakebacks=true\n", board_10,
                                                       "[Player1]\nScore=9\nChips=3\nCubes=GOY\n");

  g_assert_cmpuint (state->pool[PHL_SWOP_RED], ==, 1);
  swop_test_apply (state, "c4 f4");
  g_assert_cmpuint (state->picks, ==, 1);
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 0);
  swop_test_apply (state, "pick G");
  g_assert_cmpuint (state->cubes_held[0][PHL_SWOP_GREEN], ==, 1);
  g_assert_false (phl_swop_rules.is_over (state));
}

/* One move passing both 17 and 31: the last-placed player picks twice. */
static void
test_master_two_picks_in_one_move (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=3\nCurrent=1\nVariant=master\n", board_16,
                                                       "[Player1]\nScore=15\nChips=2\nCubes=RGTBO\n"
                                                       "[Player2]\nScore=9\nChips=2\nCubes=VYPNK\n"
                                                       "[Player3]\nScore=8\nChips=2\nCubes=RGTBO\n");

  swop_test_apply (state, "c3 i3 cube=G");
  g_assert_cmpint (state->track[0], ==, 31);
  g_assert_cmpuint (state->picks, ==, 2);
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 2);
  swop_test_apply (state, "pick G");
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 2);
  swop_test_apply (state, "pick V");
  g_assert_cmpint (phl_swop_rules.current_seat (state), ==, 1);
  g_assert_cmpuint (phl_swop_state_cubes_of (state, 2), ==, 7);
}

/* Solo ends at once when the third chip is placed. */
static void
test_solo_third_chip (void)
{
  g_autofree PhlSwopState *state = swop_test_position ("Players=1\nCurrent=1\nVariant=solo\n", board_10,
                                                       "[Player1]\nScore=20\nChips=1\nCubes=GVRT\n");

  swop_test_apply (state, "c4 f4 cube=V");
  g_assert_true (phl_swop_rules.is_over (state));
  /* 20 + 10, no chip left, three cubes */
  g_assert_cmpint (phl_swop_rules.score (state, 0), ==, 33);
  g_assert_cmpuint (phl_swop_rules.winners (state), ==, 0);
}

static void
test_action_texts (void)
{
  static const char * const bad[] = {
    "", " ", "pick", "pick ", "pick RR", "pick Z", "a1", "a1 ", "a1 c", "a1 c3 ", "a0 c3", "l1 c3",
    "a7 c3", "a1 c3 cube=", "a1 c3 cube=RR", "a1 c3 cube=Z", "a1 c3 chip=", "a1 c3 chip=z9",
    "a1 c3 cube=R cube=O", "a1 c3 chip=a1 chip=c3", "a1 c3 extra", "a1 c3 cube=R chip=a1 x",
  };
  static const struct { const char *text, *canonical; } good[] = {
    { "a1 c3", "a1 c3" }, { "c3 a1", "a1 c3" }, { "k6 a1 chip=k6", "a1 k6 chip=k6" },
    { "b2 b1 chip=b1 cube=W", "b1 b2 cube=W chip=b1" }, { "pick K", "pick K" },
  };
  PhlSwopAction action;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (phl_swop_action_parse (bad[i], &action));
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *text = NULL;

      g_assert_true (phl_swop_action_parse (good[i].text, &action));
      text = phl_swop_action_to_string (&action);
      g_assert_cmpstr (text, ==, good[i].canonical);
    }

  /* Random texts: parsed or refused, and what parses prints back the same. */
  {
    static const char alphabet[] = "a1c3k60 =pickubehRKW#z";
    g_autoptr(GRand) rng = g_rand_new_with_seed (8);

    for (guint trial = 0; trial < 50000; trial++)
      {
        char text[24];
        guint length = g_rand_int_range (rng, 0, sizeof text);

        for (guint k = 0; k < length; k++)
          text[k] = alphabet[g_rand_int_range (rng, 0, sizeof alphabet - 1)];
        text[length] = '\0';
        if (phl_swop_action_parse (text, &action))
          {
            g_autofree char *printed = phl_swop_action_to_string (&action);
            PhlSwopAction again;

            g_assert_true (phl_swop_action_parse (printed, &again));
            g_assert_cmpmem (&again, sizeof again, &action, sizeof action);
          }
      }
  }
}

/* apply() accepts exactly the actions legal_actions() lists (in either
 * cell order), and refuses anything else with a message. */
static void
test_apply_matches_legal_actions (void)
{
  static const char * const words[] = {
    "a1", "c4", "f4", "b4", "g4", "k6", "a4", "h2", "pick", "cube=G", "cube=V", "cube=W",
    "chip=c4", "chip=f4", "G", "V", "", "x9", "cube=", "chip=zz",
  };
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);

  for (int variant = 0; variant < 2; variant++)
    {
      g_autofree PhlSwopState *state = NULL;
      g_autoptr(GPtrArray) legal = NULL;

      state = variant == 0
              ? swop_test_position ("Players=3\nCurrent=1\nVariant=master\n", board_10,
                                    "[Player1]\nScore=8\nChips=2\nCubes=GVTBO\n"
                                    "[Player2]\nScore=5\nChips=2\nCubes=GRYPN\n"
                                    "[Player3]\nScore=4\nChips=2\nCubes=VRTBK\n")
              : swop_test_position ("Players=3\nCurrent=3\nVariant=master\nPicks=1\nNext=2\n", board_10,
                                    "[Player1]\nScore=18\nChips=2\nCubes=GTBO\n"
                                    "[Player2]\nScore=5\nChips=2\nCubes=GRYPN\n"
                                    "[Player3]\nScore=4\nChips=2\nCubes=VRTBK\n");
      legal = phl_swop_rules.legal_actions (state);

      for (guint trial = 0; trial < 4000; trial++)
        {
          g_autoptr(GString) text = g_string_new (NULL);
          g_autoptr(GError) error = NULL;
          g_autofree char *canonical = NULL;
          PhlSwopState copy = *state;
          PhlSwopAction parsed;
          guint n = g_rand_int_range (rng, 1, 5);
          gboolean listed = FALSE;

          for (guint w = 0; w < n; w++)
            g_string_append_printf (text, "%s%s", w > 0 ? " " : "",
                                    words[g_rand_int_range (rng, 0, G_N_ELEMENTS (words))]);
          if (phl_swop_action_parse (text->str, &parsed))
            {
              canonical = phl_swop_action_to_string (&parsed);
              listed = g_ptr_array_find_with_equal_func (legal, canonical, g_str_equal, NULL);
            }
          if (phl_swop_rules.apply (&copy, text->str, rng, NULL, NULL, &error))
            g_assert_true (listed);
          else
            {
              g_assert_false (listed);
              g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
              g_assert_cmpmem (&copy, sizeof copy, state, sizeof *state);
            }
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swop/rules/setup-no-three-alike", test_setup_no_three_alike);
  g_test_add_func ("/swop/rules/setup-seeded", test_setup_is_seeded);
  g_test_add_func ("/swop/rules/setup-neat", test_setup_neat);
  g_test_add_func ("/swop/rules/setup-cubes", test_setup_cubes);
  g_test_add_func ("/swop/rules/setup-errors", test_setup_errors);
  g_test_add_func ("/swop/rules/master-cubes", test_master_cubes);
  g_test_add_func ("/swop/rules/action-texts", test_action_texts);
  g_test_add_func ("/swop/rules/apply-matches-legal-actions", test_apply_matches_legal_actions);
  g_test_add_func ("/swop/rules/master-catch-up-pick", test_master_catch_up_pick);
  g_test_add_func ("/swop/rules/master-two-picks-in-one-move", test_master_two_picks_in_one_move);
  g_test_add_func ("/swop/rules/end-at-40", test_end_at_40_round_complete);
  g_test_add_func ("/swop/rules/end-finishes-round", test_end_finishes_round);
  g_test_add_func ("/swop/rules/end-round-with-starter", test_end_round_with_starter);
  g_test_add_func ("/swop/rules/end-sixth-chip", test_end_sixth_chip);
  g_test_add_func ("/swop/rules/end-bonus-cubes", test_end_bonus_cubes);
  g_test_add_func ("/swop/rules/team", test_team);
  g_test_add_func ("/swop/rules/solo", test_solo_rules);
  g_test_add_func ("/swop/rules/solo-third-chip", test_solo_third_chip);
  g_test_add_func ("/swop/rules/solo-games", test_solo_games);
  g_test_add_func ("/swop/rules/solo-takeback", test_solo_takeback);

  return g_test_run ();
}
