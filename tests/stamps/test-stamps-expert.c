/* test-stamps-expert.c — the expert decides from what its seat may know
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * determinize() deals the stamps a seat cannot see (the pile and the other
 * hands) anew: two positions that differ only there give equal
 * determinizations and the same expert move from equal random streams; a
 * determinization keeps everything the seat sees, is a position the game
 * accepts and can be played to the end, and deals every unseen stamp with
 * its fair chance.
 */
#include "config.h"

#include "phl-ai.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps-test-util.h"

/* Two players; six stamps of each colour (the suns are out).  On the grid
 * 2 B, 2 R, 1 Y, 1 G; Player 1 holds B R and cannot see 3 B, 3 R, 5 Y,
 * 5 G and 6 P.  Player 2's hand is the only difference: Y Y in one
 * position (the pile then holds 3 B, 3 R, 3 Y, 5 G, 6 P), P G in the other
 * (3 B, 3 R, 5 Y, 4 G, 5 P). */
#define HIDDEN_POSITION(hand2) \
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n" \
  "[Grid]\nRow1=B R Y\nRow2=R G B\n" \
  "[Player1]\nHand=BR\nMarkers=1;0;2;0;0\n" \
  "[Player2]\nHand=" hand2 "\nMarkers=0;3;0;1;0\n"

static const guint hidden_unseen[PHL_STAMPS_N_COLORS] = { 3, 3, 5, 5, 6 };

static char *
position_text (const PhlStampsState *state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  phl_stamps_rules.save_position (state, file);
  return g_key_file_to_data (file, NULL, NULL);
}

static PhlStampsState *
determinize (const PhlStampsState *state,
             guint                 seat,
             guint32               seed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);

  g_assert_nonnull (phl_stamps_rules.determinize);
  return phl_stamps_rules.determinize (state, seat, rng);
}

static char *
expert_move (const PhlStampsState *state,
             guint32               seed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  PhlAiBudget budget = { .max_iterations = 150 };

  for (guint s = 0; s < state->n_players; s++)
    levels[s] = s == state->current ? PHL_AI_EXPERT : PHL_AI_HARD;
  return phl_ai_choose (&phl_stamps_rules, state, levels, rng, &budget);
}

/* What @seat sees of @a and @b is the same: grid, markers, whose turn,
 * hand sizes, its own hand and so the colours it cannot see. */
static void
assert_same_view (const PhlStampsState *a,
                  const PhlStampsState *b,
                  guint                 seat)
{
  guint counts_a[PHL_STAMPS_N_COLORS], counts_b[PHL_STAMPS_N_COLORS];

  g_assert_cmpint (a->n_players, ==, b->n_players);
  g_assert_cmpint (a->current, ==, b->current);
  g_assert_cmpint (a->over, ==, b->over);
  g_assert_cmpint (a->n_placed, ==, b->n_placed);
  g_assert_cmpmem (a->cells, sizeof a->cells, b->cells, sizeof b->cells);
  g_assert_cmpmem (a->markers, sizeof a->markers, b->markers, sizeof b->markers);
  g_assert_cmpmem (a->hand_len, sizeof a->hand_len, b->hand_len, sizeof b->hand_len);
  g_assert_cmpmem (a->hand[seat], a->hand_len[seat], b->hand[seat], b->hand_len[seat]);
  g_assert_cmpuint (phl_stamps_state_pile_size (a), ==, phl_stamps_state_pile_size (b));
  phl_stamps_state_count_colors (a, counts_a);
  phl_stamps_state_count_colors (b, counts_b);
  g_assert_cmpmem (counts_a, sizeof counts_a, counts_b, sizeof counts_b);
}

/* Swaps a stamp of the hand of @seat with a pile stamp of another colour:
 * a difference only the seats that cannot see that hand miss. */
static gboolean
swap_hidden_stamp (PhlStampsState *state,
                   guint           seat)
{
  for (guint i = 0; i < state->hand_len[seat]; i++)
    for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
      if (c != state->hand[seat][i] && state->pile[c] > 0)
        {
          state->pile[state->hand[seat][i]]++;
          state->pile[c]--;
          state->hand[seat][i] = c;
          return TRUE;
        }
  return FALSE;
}

/* Y Y or P G in the hidden hand: equal determinizations from equal seeds,
 * and the same expert move. */
static void
test_hidden_hand_gives_same_decision (void)
{
  g_autoptr(PhlStampsState) yy = stamps_test_load (HIDDEN_POSITION ("YY"));
  g_autoptr(PhlStampsState) pg = stamps_test_load (HIDDEN_POSITION ("PG"));

  /* The positions really differ in what Player 1 cannot see. */
  g_assert_cmpuint (yy->pile[PHL_STAMPS_YELLOW], ==, 3);
  g_assert_cmpuint (pg->pile[PHL_STAMPS_YELLOW], ==, 5);

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(PhlStampsState) a = determinize (yy, 0, seed);
      g_autoptr(PhlStampsState) b = determinize (pg, 0, seed);
      g_autofree char *text_a = position_text (a);
      g_autofree char *text_b = position_text (b);

      g_assert_cmpstr (text_a, ==, text_b);
      g_assert_cmpmem (a->pile, sizeof a->pile, b->pile, sizeof b->pile);
      assert_same_view (yy, a, 0);
    }
  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autofree char *move_yy = expert_move (yy, seed);
      g_autofree char *move_pg = expert_move (pg, seed);

      g_assert_nonnull (move_yy);
      g_assert_cmpstr (move_yy, ==, move_pg);
    }
}

/* Positions from self-play, each with a twin that differs in a hand the
 * seat to act cannot see and so in the pile: the seat's determinizations
 * and its expert move are the same for both. */
static void
test_selfplay_twins_give_same_decision (void)
{
  PhlAiLevel hard[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD };
  guint twins = 0;

  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      PhlSetup setup = { .n_players = n_players };
      g_autoptr(GRand) rng = g_rand_new_with_seed (n_players);
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);

      for (guint ply = 0; !state->over; ply++)
        {
          g_autofree char *action = NULL;

          if (ply % 5 == 2)
            {
              g_autoptr(PhlStampsState) twin = phl_stamps_state_copy (state);
              guint other = (state->current + 1) % n_players;

              if (swap_hidden_stamp (twin, other))
                {
                  g_autoptr(PhlStampsState) a = determinize (state, state->current, ply);
                  g_autoptr(PhlStampsState) b = determinize (twin, state->current, ply);
                  g_autofree char *text_a = position_text (a);
                  g_autofree char *text_b = position_text (b);

                  g_assert_cmpstr (text_a, ==, text_b);
                  if (ply % 10 == 2)
                    {
                      g_autofree char *move_a = expert_move (state, ply);
                      g_autofree char *move_b = expert_move (twin, ply);

                      g_assert_cmpstr (move_a, ==, move_b);
                    }
                  twins++;
                }
            }
          action = phl_stamps_rules.choose_action (state, hard, rng);
          g_assert_true (phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL));
        }
    }
  g_assert_cmpuint (twins, >, 10);
}

/* Every determinization, for the seat to act and for the others, keeps
 * what that seat sees, is a position the game loads back, and plays on to
 * the end with hard players. */
static void
test_determinization_is_a_legal_view (void)
{
  PhlAiLevel hard[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD };

  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      PhlSetup setup = { .n_players = n_players };
      g_autoptr(GRand) rng = g_rand_new_with_seed (100 + n_players);
      g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);

      for (guint ply = 0; ; ply++)
        {
          for (guint seat = 0; seat < n_players; seat++)
            {
              g_autoptr(PhlStampsState) det = determinize (state, seat, ply * 7 + seat);
              g_autofree char *text = position_text (det);
              g_autoptr(PhlStampsState) loaded = stamps_test_load (text);
              g_autofree char *loaded_text = position_text (loaded);

              assert_same_view (state, det, seat);
              /* Loading checks the counts of every colour and whose turn. */
              g_assert_cmpstr (loaded_text, ==, text);
              g_assert_cmpmem (det->pile, sizeof det->pile, loaded->pile, sizeof loaded->pile);
              /* Everything shows once the game is over. */
              if (state->over)
                g_assert_cmpmem (det, sizeof *det, state, sizeof *state);
              if (ply % 8 == 3 && seat == 0)
                {
                  g_autoptr(GRand) play_rng = g_rand_new_with_seed (ply);

                  while (!det->over)
                    {
                      g_autofree char *action = phl_stamps_rules.choose_action (det, hard, play_rng);

                      g_assert_true (phl_stamps_rules.apply (det, action, play_rng, NULL, NULL, NULL));
                    }
                }
            }
          if (state->over)
            break;
          {
            g_autofree char *action = phl_stamps_rules.choose_action (state, hard, rng);

            g_assert_true (phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL));
          }
        }
    }
}

/* Each unseen stamp lands in the hidden hand with its fair chance: two of
 * the 22 unseen stamps go there, so a colour with k unseen stamps shows
 * there 2k/22 times on average (3 blue: 0.27; 6 purple: 0.55).  The
 * determinizer's own hand never changes. */
static void
test_deal_is_fair (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (HIDDEN_POSITION ("YY"));
  g_autoptr(GRand) rng = g_rand_new_with_seed (42);
  guint in_hand[PHL_STAMPS_N_COLORS] = { 0 };
  const guint n = 4000;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PhlStampsState) det = phl_stamps_rules.determinize (state, 0, rng);

      g_assert_cmpmem (det->hand[0], 2, state->hand[0], 2);
      for (guint j = 0; j < det->hand_len[1]; j++)
        in_hand[det->hand[1][j]]++;
    }
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      double expected = 2.0 * hidden_unseen[c] / 22.0;

      g_assert_cmpfloat_with_epsilon ((double) in_hand[c] / n, expected, 0.035);
    }
}
int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stamps/expert/hidden-hand-same-decision", test_hidden_hand_gives_same_decision);
  g_test_add_func ("/stamps/expert/selfplay-twins-same-decision", test_selfplay_twins_give_same_decision);
  g_test_add_func ("/stamps/expert/determinization-legal-view", test_determinization_is_a_legal_view);
  g_test_add_func ("/stamps/expert/deal-is-fair", test_deal_is_fair);
  return g_test_run ();
}
