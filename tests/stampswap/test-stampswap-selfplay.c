/* test-stampswap-selfplay.c — invariants over seeded self-play games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game runs through the PhlGameRules table the match and the CLI use.
 * After every action: all 165 tiles and every attendee card are in exactly
 * one place, albums don't overlap, and the action was legal.  The default
 * run plays a few dozen games per player count; `-m slow` (the `slow`
 * suite) plays thousands.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-game.h"

static gboolean
contains (GPtrArray  *actions,
          const char *action)
{
  for (guint i = 0; i < actions->len; i++)
    if (g_str_equal (g_ptr_array_index (actions, i), action))
      return TRUE;
  return FALSE;
}

static void
check_totals (const PhlStampswapState *state)
{
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];
      int sum = 0;

      for (guint r = 0; r < PHL_STAMPSWAP_ROUNDS; r++)
        for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
          sum += p->round_points[r][k];
      for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
        sum += p->final_points[k];
      g_assert_cmpint (sum, ==, phl_stampswap_rules.score (state, s));
      /* One show ticket per round, never twice on a contest. */
      g_assert_cmpint (__builtin_popcount (p->tickets), ==, PHL_STAMPSWAP_ROUNDS);
    }
}

static void
play_game (guint            n_players,
           guint32          seed,
           const PhlAiLevel levels[PHL_MAX_SEATS])
{
  const PhlGameRules *rules = &phl_stampswap_rules;
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed ^ 0x5eed);
  g_autoptr(GError) error = NULL;
  PhlSetup setup = { n_players, n_players == 1 ? "solo" : NULL, NULL, NULL };
  PhlStampswapState *state = rules->new_game (&setup, rng, &error);
  guint steps = 0;

  g_assert_no_error (error);
  while (!rules->is_over (state))
    {
      int seat = rules->current_seat (state);
      g_autoptr(GPtrArray) legal = rules->legal_actions (state);
      g_autofree char *action = NULL;

      g_assert_cmpint (seat, >=, 0);
      g_assert_cmpint (seat, <, (int) n_players);
      g_assert_cmpuint (legal->len, >, 0);
      action = rules->choose_action (state, levels, ai_rng);
      g_assert_nonnull (action);
      if (!contains (legal, action))
        g_error ("seed %u: the AI chose “%s”, which is not legal", seed, action);
      if (!rules->apply (state, action, rng, NULL, NULL, &error))
        g_error ("seed %u: “%s” failed: %s", seed, action, error->message);
      if (!phl_stampswap_state_check (state, &error))
        g_error ("seed %u after “%s”: %s", seed, action, error->message);
      g_assert_cmpuint (++steps, <, 5000);
    }
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_OVER);
  g_assert_cmpuint (rules->winners (state), !=, 0);
  check_totals (state);
  rules->free (state);
}

static void
run_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint n_easy = g_test_slow () ? 2000 : 30;
  guint n_mixed = g_test_slow () ? 40 : 2;

  for (guint g = 0; g < n_easy; g++)
    {
      PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
      play_game (n_players, 1000 * n_players + g, levels);
    }
  for (guint g = 0; g < n_mixed; g++)
    {
      PhlAiLevel levels[PHL_MAX_SEATS];

      for (guint s = 0; s < PHL_MAX_SEATS; s++)
        levels[s] = (s + g) % 3;
      play_game (n_players, 7000 * n_players + g, levels);
    }
}

/* Swaps the identities of @a (face down, unknown to @seat) and @b (in the
 * supply, same kind) everywhere: a position @seat cannot tell apart. */
static void
swap_identity (PhlStampswapState *state,
               guint16            a,
               guint16            b)
{
  guint8 t;

#define SWAP_IN(array, n) \
  for (guint i_ = 0; i_ < (n); i_++) \
    if ((array)[i_] == a) \
      (array)[i_] = b;

  SWAP_IN (state->pool, state->n_pool);
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      PhlStampswapPlayer *p = &state->players[s];

      SWAP_IN (p->collection, p->n_collection);
      SWAP_IN (p->reserve, p->n_reserve);
      SWAP_IN (p->piles[0], p->n_pile[0]);
      SWAP_IN (p->piles[1], p->n_pile[1]);
      SWAP_IN (p->below, p->n_below);
    }
#undef SWAP_IN
  t = state->tile_where[a]; state->tile_where[a] = state->tile_where[b]; state->tile_where[b] = t;
  t = state->face_down[a]; state->face_down[a] = state->face_down[b]; state->face_down[b] = t;
  t = state->known[a]; state->known[a] = state->known[b]; state->known[b] = t;
}

/* The AI decides only from what its seat may know: changing what an
 * unseen face-down stamp really is never changes its choice. */
static void
test_hidden_information (void)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  guint checked = 0;

  for (guint g = 0; g < 4; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (40 + g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (90 + g);
      PhlSetup setup = { 2 + g % 3, NULL, NULL, NULL };
      PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, NULL);
      PhlAiLevel level = g % 2 ? PHL_AI_HARD : PHL_AI_NORMAL;
      guint step = 0;

      while (phl_stampswap_game_current (state) >= 0)
        {
          guint seat = state->current;
          /* Every third decision is enough to meet every phase often. */
          gboolean probe = step++ % 3 == 0;
          char *action;

          for (guint a = 0; a < PHL_STAMPSWAP_N_TILES && probe; a++)
            {
              if (state->tile_where[a] != PHL_STAMPSWAP_TILE_IN_PLAY
                  || phl_stampswap_state_knows (state, seat, a))
                continue;
              for (guint b = 0; b < PHL_STAMPSWAP_N_TILES; b++)
                if (state->tile_where[b] == PHL_STAMPSWAP_TILE_SUPPLY && tiles[b].kind == tiles[a].kind
                    && memcmp (&tiles[a].stamps, &tiles[b].stamps, sizeof tiles[a].stamps) != 0)
                  {
                    PhlStampswapState *other = phl_stampswap_state_copy (state);
                    g_autoptr(GRand) r1 = g_rand_new_with_seed (a * 1000 + b);
                    g_autoptr(GRand) r2 = g_rand_new_with_seed (a * 1000 + b);
                    g_autofree char *x = NULL;
                    g_autofree char *y = NULL;

                    swap_identity (other, a, b);
                    x = phl_stampswap_ai_choose (state, level, r1);
                    y = phl_stampswap_ai_choose (other, level, r2);
                    g_assert_cmpstr (x, ==, y);
                    /* The fairness meter shows only what the seat may know. */
                    for (guint o = 0; o < state->n_players; o++)
                      for (guint k = 0; k < 2 && state->phase == PHL_STAMPSWAP_PHASE_CHOOSE; k++)
                        g_assert_cmpfloat_with_epsilon (phl_stampswap_ai_pile_value (state, seat, o, k),
                                                        phl_stampswap_ai_pile_value (other, seat, o, k), 1e-9);
                    phl_stampswap_state_free (other);
                    checked++;
                    break;
                  }
              break;
            }
          action = phl_stampswap_ai_choose (state, level, ai_rng);
          g_assert_true (phl_stampswap_game_apply (state, action, rng, NULL, NULL));
          g_free (action);
        }
      phl_stampswap_state_free (state);
    }
  g_assert_cmpuint (checked, >, 10);
}

/* Face-down stamps in the pool are known to nobody; the taker views its
 * own; all are revealed once the Swap is over. */
static void
test_knowledge (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (6);
  PhlSetup setup = { 3, NULL, NULL, NULL };
  PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, NULL);
  guint face_down_seen = 0;

  for (guint i = 0; i < state->n_pool; i++)
    if (PHL_STAMPSWAP_ITEM_IS_TILE (state->pool[i]) && state->face_down[state->pool[i]])
      {
        g_assert_cmpint (state->known[state->pool[i]], ==, 0);
        face_down_seen++;
      }
  g_assert_cmpuint (face_down_seen, >, 0);
  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      guint seat = state->current;
      g_autofree char *action = phl_stampswap_ai_choose (state, PHL_AI_NORMAL, ai_rng);
      guint slot = atoi (action + 5) - 1;
      guint16 item = state->pool[slot];

      g_assert_true (phl_stampswap_game_apply (state, action, rng, NULL, NULL));
      if (PHL_STAMPSWAP_ITEM_IS_TILE (item) && state->face_down[item])
        for (guint s = 0; s < 3; s++)
          g_assert_true (phl_stampswap_state_knows (state, s, item) == (s == seat));
    }
  while (state->phase != PHL_STAMPSWAP_PHASE_SHOW)
    {
      g_autofree char *action = phl_stampswap_ai_choose (state, PHL_AI_NORMAL, ai_rng);
      g_assert_true (phl_stampswap_game_apply (state, action, rng, NULL, NULL));
    }
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    g_assert_false (state->face_down[t] && state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY);
  phl_stampswap_state_free (state);
}

/* The same seed and levels give the same game. */
static void
test_reproducible (void)
{
  int scores[2][5];

  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (77);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (78);
      PhlSetup setup = { 4, NULL, NULL, NULL };
      PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_NORMAL, PHL_AI_EASY, PHL_AI_NORMAL };
      gpointer state = phl_stampswap_rules.new_game (&setup, rng, NULL);

      while (!phl_stampswap_rules.is_over (state))
        {
          g_autofree char *action = phl_stampswap_rules.choose_action (state, levels, ai_rng);
          g_assert_true (phl_stampswap_rules.apply (state, action, rng, NULL, NULL, NULL));
        }
      for (guint s = 0; s < 4; s++)
        scores[run][s] = phl_stampswap_rules.score (state, s);
      phl_stampswap_rules.free (state);
    }
  g_assert_cmpmem (scores[0], 4 * sizeof (int), scores[1], 4 * sizeof (int));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint n = 1; n <= 5; n++)
    {
      g_autofree char *path = g_strdup_printf ("/stampswap/selfplay/players-%u", n);
      g_test_add_data_func (path, GUINT_TO_POINTER (n), run_games);
    }
  g_test_add_func ("/stampswap/selfplay/hidden-information", test_hidden_information);
  g_test_add_func ("/stampswap/selfplay/knowledge", test_knowledge);
  g_test_add_func ("/stampswap/selfplay/reproducible", test_reproducible);
  return g_test_run ();
}
