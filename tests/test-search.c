/* test-search.c — the expert's information-set search (src/core/phl-search.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "phl-ai.h"
#include "phl-search.h"
#include "pebbles.h"

/* ---- Pebbles positions -------------------------------------------------- */

static gpointer
pebbles_at (guint        n_players,
            guint        current,
            guint        pile,
            const guint *taken)
{
  g_autoptr(GString) text = g_string_new ("[Match]\nGame=pebbles\n");
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GError) error = NULL;
  gpointer state;

  g_string_append_printf (text, "Players=%u\nCurrent=%u\n[Pile]\nCount=%u\n", n_players, current + 1, pile);
  for (guint i = 0; i < n_players; i++)
    g_string_append_printf (text, "[Player%u]\nTaken=%u\n", i + 1, taken[i]);
  file = phl_key_file_new_from_data (text->str, -1, "test.philatelia", &error);
  g_assert_no_error (error);
  state = pebbles_rules.load_position (file, &error);
  g_assert_no_error (error);
  return state;
}

/* Random playouts, so the search must find the good move itself and not
 * merely repeat pebbles' hard player (who always takes three). */
static char *
random_playout_action (gconstpointer state,
                       GRand        *rng)
{
  g_autoptr(GPtrArray) actions = pebbles_rules.legal_actions (state);

  return g_strdup (g_ptr_array_index (actions, g_rand_int_range (rng, 0, actions->len)));
}

/* The worst move first ("take 1" before "take 3"): the search's first
 * guess is wrong, and only its playouts can put it right. */
static GPtrArray *
worst_first_candidates (gconstpointer state,
                        guint         max_actions,
                        GRand        *rng)
{
  return pebbles_rules.legal_actions (state);
}

static const PhlSearchHooks random_hooks = {
  .playout_action = random_playout_action,
  .candidates = worst_first_candidates,
};

static PhlGameRules
pebbles_with_random_playouts (void)
{
  PhlGameRules rules = pebbles_rules;

  rules.search = &random_hooks;
  return rules;
}

static char *
search_with_seed (const PhlGameRules *rules,
                  gconstpointer       state,
                  guint32             seed,
                  guint               iterations,
                  PhlSearchStats     *stats)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlAiBudget budget = { .max_iterations = iterations };

  return phl_search_choose (rules, state, rng, &budget, stats);
}

/* Pile of 4, nobody has any: taking 3 wins (the other takes the last),
 * taking 2 ties (2 and 2), taking 1 loses (the other takes 3). */
static void
test_pebbles_winning_move (void)
{
  PhlGameRules rules = pebbles_with_random_playouts ();
  const guint taken[2] = { 0, 0 };
  gpointer state = pebbles_at (2, 0, 4, taken);

  for (guint32 seed = 1; seed <= 5; seed++)
    {
      g_autofree char *action = search_with_seed (&rules, state, seed, 500, NULL);

      g_assert_cmpstr (action, ==, "take 3");
    }
  g_free (state);
}

/* Three players, seat 0 to act, pile 5, nobody has any (worked out by
 * hand, each seat playing for itself, max^n):
 * - take 3: 3, 0, 0 and 2 left; seat 1 takes both: 3, 2, 0 — seat 0 wins;
 * - take 2: 2, 0, 0 and 3 left; seat 1 takes them: 2, 3, 0 — a loss;
 * - take 1: 1, 0, 0 and 4 left; seat 1 takes 3, seat 2 the last: a loss.
 * Were the others to play for seat 0 (a search backing up the root seat's
 * reward everywhere), every move would win and nothing would single out
 * taking 3. */
static void
test_pebbles_three_players (void)
{
  PhlGameRules rules = pebbles_with_random_playouts ();
  const guint taken[3] = { 0, 0, 0 };
  gpointer state = pebbles_at (3, 0, 5, taken);

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      g_autofree char *action = search_with_seed (&rules, state, seed, 800, NULL);

      g_assert_cmpstr (action, ==, "take 3");
    }
  g_free (state);
}

static void
test_same_seed_same_move (void)
{
  PhlGameRules rules = pebbles_with_random_playouts ();
  const guint taken[2] = { 2, 3 };
  gpointer state = pebbles_at (2, 0, 11, taken);
  PhlSearchStats first_stats, second_stats;
  g_autofree char *first = search_with_seed (&rules, state, 42, 300, &first_stats);
  g_autofree char *second = search_with_seed (&rules, state, 42, 300, &second_stats);

  g_assert_nonnull (first);
  g_assert_cmpstr (first, ==, second);
  g_assert_cmpuint (first_stats.iterations, ==, 300);
  g_assert_cmpuint (first_stats.iterations, ==, second_stats.iterations);
  g_assert_cmpuint (first_stats.nodes, ==, second_stats.nodes);
  g_assert_cmpuint (first_stats.max_depth, ==, second_stats.max_depth);
  g_free (state);
}

/* A real game with hidden items, its own hooks and its hard playouts:
 * the same stream decides the same way. */
static void
test_same_seed_real_game (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stamps");
  PhlSetup setup = { .n_players = 2 };
  g_autoptr(GRand) deal = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  gpointer state;
  PhlSearchStats a, b;
  g_autofree char *first = NULL, *second = NULL;

  g_assert_nonnull (rules);
  state = rules->new_game (&setup, deal, &error);
  g_assert_no_error (error);
  first = search_with_seed (rules, state, 9, 40, &a);
  second = search_with_seed (rules, state, 9, 40, &b);
  g_assert_nonnull (first);
  g_assert_cmpstr (first, ==, second);
  g_assert_cmpuint (a.nodes, ==, b.nodes);
  rules->free (state);
}

static gpointer
cancel_soon (gpointer data)
{
  g_usleep (20 * G_TIME_SPAN_MILLISECOND);
  g_cancellable_cancel (data);
  return NULL;
}

static void
test_cancelled (void)
{
  PhlGameRules rules = pebbles_with_random_playouts ();
  const guint taken[2] = { 0, 0 };
  gpointer state = pebbles_at (2, 0, 20, taken);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  /* Ten minutes: only the cancellation can end this search before the
   * test's timeout. */
  PhlAiBudget budget = { .think_ms = 600000, .cancellable = cancellable };
  PhlSearchStats stats;
  GThread *thread;
  char *action;

  /* Cancelled before: nothing is searched. */
  g_cancellable_cancel (cancellable);
  g_assert_null (phl_search_choose (&rules, state, rng, &budget, &stats));
  g_assert_cmpuint (stats.iterations, ==, 0);
  g_assert_null (phl_ai_choose (&rules, state, (PhlAiLevel[PHL_MAX_SEATS]) { PHL_AI_EXPERT, PHL_AI_EXPERT },
                                rng, &budget));

  /* Cancelled while thinking. */
  g_cancellable_reset (cancellable);
  thread = g_thread_new ("cancel", cancel_soon, cancellable);
  action = phl_search_choose (&rules, state, rng, &budget, &stats);
  g_thread_join (thread);
  g_assert_null (action);
  g_assert_cmpuint (stats.iterations, >, 0);
  g_free (state);
}

static void
test_trivial_positions (void)
{
  const guint taken[2] = { 3, 4 };
  gpointer over = pebbles_at (2, 0, 0, taken);
  gpointer one = pebbles_at (2, 1, 1, taken);
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  PhlSearchStats stats;
  g_autofree char *action = NULL;

  g_assert_null (phl_search_choose (&pebbles_rules, over, rng, NULL, &stats));
  action = phl_search_choose (&pebbles_rules, one, rng, NULL, &stats);
  g_assert_cmpstr (action, ==, "take 1");
  g_assert_cmpuint (stats.iterations, ==, 0);
  g_free (over);
  g_free (one);
}

/* By hand: a tie splits the win (0.45 each) with an even margin (0.05);
 * 5 to 2 gives the winner 0.9 + 0.1 × (0.5 + 0.5 × 3/7). */
static void
test_final_rewards (void)
{
  const guint tie[2] = { 3, 3 };
  const guint won[2] = { 5, 2 };
  gpointer tied = pebbles_at (2, 0, 0, tie);
  gpointer decided = pebbles_at (2, 0, 0, won);
  double rewards[PHL_MAX_SEATS];

  phl_search_final_rewards (&pebbles_rules, tied, rewards);
  g_assert_cmpfloat_with_epsilon (rewards[0], 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (rewards[1], 0.5, 1e-9);
  phl_search_final_rewards (&pebbles_rules, decided, rewards);
  g_assert_cmpfloat_with_epsilon (rewards[0], 0.9 + 0.1 * (0.5 + 0.5 * 3.0 / 7.0), 1e-9);
  g_assert_cmpfloat_with_epsilon (rewards[1], 0.1 * (0.5 - 0.5 * 3.0 / 7.0), 1e-9);
  g_free (tied);
  g_free (decided);
}

/* ---- A toy game with a hidden card --------------------------------------
 *
 * Three cards 0, 1 and 2.  Seat 0 holds one face up to itself, seat 1 one
 * hidden from seat 0; the third lies aside, unseen by both.  Seat 0 names a
 * card ("name N"); it wins when it names seat 1's card.  It can never be
 * its own, so a fair search names one of the two others — and must do so
 * without ever reading seat 1's card, which in the real position is
 * poisoned: every function that reads it fails the test. */

#define POISON 0xdead

typedef struct
{
  guint own;      /* seat 0's card */
  guint hidden;   /* seat 1's card, hidden from seat 0 */
  int   named;    /* -1 until seat 0 named one */
} Guess;

static int determinized_for = -2;
static guint n_determinized;

static guint
guess_hidden (const Guess *g)
{
  g_assert_cmpuint (g->hidden, !=, POISON);
  return g->hidden;
}

static gpointer guess_copy (gconstpointer s) { return g_memdup2 (s, sizeof (Guess)); }
static guint guess_n_players (gconstpointer s) { return 2; }
static gboolean guess_is_over (gconstpointer s) { return ((const Guess *) s)->named >= 0; }
static int guess_current_seat (gconstpointer s) { return guess_is_over (s) ? -1 : 0; }

static int
guess_score (gconstpointer s,
             guint         seat)
{
  const Guess *g = s;
  gboolean right = g->named == (int) guess_hidden (g);

  return seat == 0 ? right : !right;
}

static guint
guess_winners (gconstpointer s)
{
  return guess_score (s, 0) ? 1u : 2u;
}

static GPtrArray *
guess_legal_actions (gconstpointer s)
{
  GPtrArray *actions = g_ptr_array_new_with_free_func (g_free);

  guess_hidden (s);
  for (guint c = 0; c < 3; c++)
    g_ptr_array_add (actions, g_strdup_printf ("name %u", c));
  return actions;
}

static gboolean
guess_apply (gpointer s, const char *action, GRand *rng, PhlApplyFlags *flags,
             PhlChange *change, GError **error)
{
  Guess *g = s;
  guint c;

  guess_hidden (g);
  if (sscanf (action, "name %u", &c) != 1 || c > 2)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, "cannot %s", action);
      return FALSE;
    }
  g->named = c;
  return TRUE;
}

static char *
guess_choose_action (gconstpointer s, const PhlAiLevel *levels, GRand *rng)
{
  return g_strdup ("name 0");
}

/* Seat 0 sees only its own card: seat 1's is one of the two others. */
static gpointer
guess_determinize (gconstpointer s,
                   guint         seat,
                   GRand        *rng)
{
  const Guess *g = s;
  Guess *d = guess_copy (s);
  guint others[2], n = 0;

  determinized_for = seat;
  n_determinized++;
  g_assert_cmpuint (seat, ==, 0);
  for (guint c = 0; c < 3; c++)
    if (c != g->own)
      others[n++] = c;
  d->hidden = others[g_rand_int_range (rng, 0, 2)];
  return d;
}

static const PhlGameRules guess_rules = {
  .id = "guess",
  .min_players = 2,
  .max_players = 2,
  .copy = guess_copy,
  .free = g_free,
  .n_players = guess_n_players,
  .current_seat = guess_current_seat,
  .is_over = guess_is_over,
  .score = guess_score,
  .winners = guess_winners,
  .legal_actions = guess_legal_actions,
  .apply = guess_apply,
  .choose_action = guess_choose_action,
  .determinize = guess_determinize,
};

static void
test_hidden_card (void)
{
  for (guint own = 0; own < 3; own++)
    {
      Guess real = { .own = own, .hidden = POISON, .named = -1 };
      g_autoptr(GRand) rng = g_rand_new_with_seed (own + 1);
      PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EXPERT, PHL_AI_HARD };
      PhlAiBudget budget = { .max_iterations = 200 };
      g_autofree char *own_card = g_strdup_printf ("name %u", own);
      g_autofree char *action = NULL;

      determinized_for = -2;
      n_determinized = 0;
      action = phl_ai_choose (&guess_rules, &real, levels, rng, &budget);
      g_assert_nonnull (action);
      g_assert_cmpstr (action, !=, own_card);
      g_assert_cmpint (determinized_for, ==, 0);
      /* One determinization per iteration, each from the seat's view. */
      g_assert_cmpuint (n_determinized, ==, 200);
      g_assert_cmpuint (real.hidden, ==, POISON);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search/pebbles/winning-move", test_pebbles_winning_move);
  g_test_add_func ("/search/pebbles/three-players", test_pebbles_three_players);
  g_test_add_func ("/search/pebbles/trivial", test_trivial_positions);
  g_test_add_func ("/search/rewards", test_final_rewards);
  g_test_add_func ("/search/same-seed", test_same_seed_same_move);
  g_test_add_func ("/search/same-seed-real-game", test_same_seed_real_game);
  g_test_add_func ("/search/cancelled", test_cancelled);
  g_test_add_func ("/search/hidden-card", test_hidden_card);

  return g_test_run ();
}
