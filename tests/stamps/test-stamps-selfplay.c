/* test-stamps-selfplay.c — invariants over thousands of seeded games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After every placement: the stamp is on the grid exactly once more, the
 * grid is connected, each colour's stamps are all somewhere (grid, hands,
 * pile), and the mover's markers moved by exactly the stamps bracketed — as
 * counted here by an independent walk.  At the end every stamp is placed.
 */
#include "config.h"

#include "stamps/phl-stamps-rules.h"
#include "stamps-test-util.h"

#define N_GAMES 2000
/* Hard games are slower; a few hundred cover its code paths. */
#define N_HARD_GAMES 100

/* Bracketed stamps per colour, counted the plain way. */
static guint
count_bracketed (const PhlStampsState *state,
                 PhlStampsColor        color,
                 int                   x,
                 int                   y,
                 guint                 per_color[PHL_STAMPS_N_COLORS])
{
  guint total = 0;

  memset (per_color, 0, sizeof (guint) * PHL_STAMPS_N_COLORS);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        guint run[PHL_STAMPS_N_COLORS] = { 0 };
        guint n = 0;

        if (dx == 0 && dy == 0)
          continue;
        for (int step = 1; ; step++)
          {
            int cell = phl_stamps_state_get_cell (state, x + step * dx, y + step * dy);

            if (cell == PHL_STAMPS_NO_STAMP)
              break;
            if (cell == (int) color)
              {
                for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
                  per_color[c] += run[c];
                total += n;
                break;
              }
            run[cell]++;
            n++;
          }
      }
  return total;
}

static void
check_counts (const PhlStampsState *state)
{
  guint counts[PHL_STAMPS_N_COLORS];
  guint per_color = phl_stamps_stamps_per_color (state->n_players);

  phl_stamps_state_count_colors (state, counts);
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    g_assert_cmpuint (counts[c], ==, per_color);
}

static void
play_game (guint32    seed,
           guint      n_players,
           PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS])
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed ^ 0x9e3779b9);
  PhlSetup setup = { .n_players = n_players };
  g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
  guint total = 5 * phl_stamps_stamps_per_color (n_players);
  guint placements = 0;

  check_counts (state);
  while (!phl_stamps_rules.is_over (state))
    {
      g_autofree char *action = phl_stamps_rules.choose_action (state, levels, ai_rng);
      g_autoptr(GError) error = NULL;
      PhlStampsState before = *state;
      guint seat = phl_stamps_rules.current_seat (state);
      guint bracketed[PHL_STAMPS_N_COLORS];
      PhlStampsColor color;
      int x, y;
      g_autoptr(PhlChange) change = phl_change_new (seat);

      g_assert_true (phl_stamps_parse_action (action, &color, &x, &y));
      count_bracketed (state, color, x, y, bracketed);
      g_assert_true (phl_stamps_rules.apply (state, action, rng, NULL, change, &error));
      g_assert_no_error (error);
      placements++;
      /* Whole sentences, for everyone and for the mover: the winner or a
       * note may follow ("score 15 → 15. Player 1 wins"). */
      g_assert_true (g_str_has_suffix (phl_change_describe (change, -1), "."));
      g_assert_true (g_str_has_suffix (phl_change_describe (change, seat), "."));

      g_assert_cmpuint (state->n_placed, ==, before.n_placed + 1);
      g_assert_cmpint (phl_stamps_state_get_cell (&before, x, y), ==, PHL_STAMPS_NO_STAMP);
      g_assert_cmpint (phl_stamps_state_get_cell (state, x, y), ==, color);
      g_assert_true (phl_stamps_state_is_connected (state));
      check_counts (state);
      for (guint s = 0; s < n_players; s++)
        for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
          {
            guint expected = before.markers[s][c];

            if (s == seat)
              expected = MIN (expected + bracketed[c], 10);
            g_assert_cmpuint (state->markers[s][c], ==, expected);
          }
      /* The next seat to act holds a stamp. */
      if (!phl_stamps_rules.is_over (state))
        g_assert_cmpuint (state->hand_len[phl_stamps_rules.current_seat (state)], >, 0);
    }

  /* Every stamp placed once: the start square plus one per turn. */
  g_assert_cmpuint (state->n_placed, ==, total);
  g_assert_cmpuint (placements, ==, total - 4);
  g_assert_cmpuint (phl_stamps_state_pile_size (state), ==, 0);
  for (guint s = 0; s < n_players; s++)
    g_assert_cmpuint (state->hand_len[s], ==, 0);
  g_assert_cmpuint (phl_stamps_rules.winners (state), !=, 0);
  g_assert_cmpuint (phl_stamps_rules.winners (state) >> n_players, ==, 0);
}

static void
test_invariants (void)
{
  for (guint32 seed = 1; seed <= N_GAMES; seed++)
    {
      PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS];

      for (guint s = 0; s < PHL_STAMPS_MAX_PLAYERS; s++)
        levels[s] = (seed + s) % 2 == 0 ? PHL_AI_EASY : PHL_AI_NORMAL;
      play_game (seed, 2 + seed % 3, levels);
    }
}

static void
test_invariants_hard (void)
{
  for (guint32 seed = 1; seed <= N_HARD_GAMES; seed++)
    {
      PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS] = { PHL_AI_HARD, PHL_AI_EASY, PHL_AI_HARD, PHL_AI_NORMAL };

      play_game (seed * 7919, 2 + seed % 3, levels);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stamps/selfplay/invariants", test_invariants);
  g_test_add_func ("/stamps/selfplay/invariants-hard", test_invariants_hard);

  return g_test_run ();
}
