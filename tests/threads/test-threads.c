/* test-threads.c — what the worker threads share, used from several at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer players (src/play/phl-ai-runner.c), the Stamp Swap hint and
 * the deck editor's balance test (src/games/stampswap/phl-stampswap-balance.c) work on
 * copies of game states in GTask threads while the main thread keeps
 * copying the same states.  These tests do that on purpose, many times,
 * and check that the answers do not depend on it.  Their real judge is
 * ThreadSanitizer (.ci/tsan.sh): a Stamp Swap state shares its deck, and
 * the deck's reference count is touched by every copy on every thread.
 */
#include "config.h"

#include <gio/gio.h>

#include "phl-ai-runner.h"
#include "stampswap/phl-stampswap-balance.h"
#include "phl-match.h"
#include "phl-rng.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-state.h"

#define N_WORKERS 4

/* ------------------------------------------- Copies of one shared state */

typedef struct
{
  const PhlGameRules *rules;
  gconstpointer       state;    /* owned by the main thread, read by all */
  guint               rounds;
  guint64             ai_seed;
} SharedState;

/* What a computer player answers on its own copy of the shared state. */
static char *
choose_on_copy (const SharedState *shared)
{
  const PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL,
                                             PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };
  g_autoptr(GRand) rng = phl_rng_new_from_seed (shared->ai_seed);
  gpointer copy = shared->rules->copy (shared->state);
  char *action = shared->rules->choose_action (copy, levels, rng);

  shared->rules->free (copy);
  return action;
}

static gpointer
copy_and_choose (gpointer data)
{
  const SharedState *shared = data;
  GPtrArray *actions = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < shared->rounds; i++)
    {
      /* A bare copy and free as well, the way a hint's task data lives. */
      shared->rules->free (shared->rules->copy (shared->state));
      g_ptr_array_add (actions, choose_on_copy (shared));
    }
  return actions;
}

/* Several threads copy one state (and so share its deck) while the main
 * thread copies it too; every copy must give the answer a lone copy gives. */
static void
test_copies_of_one_state (gconstpointer data)
{
  const char *game = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rng = phl_rng_new_from_seed (1912);
  PhlSetup setup = { .n_players = 3 };
  SharedState shared = { 0 };
  g_autofree char *expected = NULL;
  GThread *threads[N_WORKERS];
  gpointer state;

  shared.rules = phl_game_rules_lookup (game);
  g_assert_nonnull (shared.rules);
  state = shared.rules->new_game (&setup, rng, &error);
  g_assert_no_error (error);
  shared.state = state;
  shared.rounds = g_test_thorough () ? 40 : 8;
  shared.ai_seed = 77;

  expected = choose_on_copy (&shared);
  g_assert_nonnull (expected);

  for (guint t = 0; t < N_WORKERS; t++)
    threads[t] = g_thread_new ("copier", copy_and_choose, &shared);
  /* The main thread's own copies, as the view makes them for a hint. */
  for (guint i = 0; i < shared.rounds * 4; i++)
    shared.rules->free (shared.rules->copy (state));
  for (guint t = 0; t < N_WORKERS; t++)
    {
      g_autoptr(GPtrArray) actions = g_thread_join (threads[t]);

      g_assert_cmpuint (actions->len, ==, shared.rounds);
      for (guint i = 0; i < actions->len; i++)
        g_assert_cmpstr (g_ptr_array_index (actions, i), ==, expected);
    }
  shared.rules->free (state);
}

/* ----------------------------------------- The computer players' runner */

typedef struct
{
  PhlMatch   *match;
  GMainLoop  *loop;
  guint       hint_tasks;  /* hint threads still running */
  guint       turns;
} RunnerGame;

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  g_autoptr(GRand) rng = phl_rng_new_from_seed (5);
  PhlStampswapAiChoice *choice = phl_stampswap_ai_hint (data, rng);

  g_task_return_pointer (task, choice, (GDestroyNotify) phl_stampswap_ai_choice_free);
}

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  RunnerGame *game = user_data;
  PhlStampswapAiChoice *choice = g_task_propagate_pointer (G_TASK (result), NULL);

  g_assert_nonnull (choice);
  g_assert_nonnull (choice->action);
  phl_stampswap_ai_choice_free (choice);
  game->hint_tasks--;
  if (game->hint_tasks == 0 && phl_match_is_over (game->match))
    g_main_loop_quit (game->loop);
}

/* Every change: the main thread copies the state, as the views do, and for
 * Stamp Swap asks for a hint in a thread of its own — while the runner's
 * thread thinks on its copy of the same state. */
static void
on_changed (PhlMatch   *match,
            RunnerGame *game)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  gconstpointer state = phl_match_get_state (match);

  game->turns++;
  for (guint i = 0; i < 8; i++)
    rules->free (rules->copy (state));
  if (g_str_equal (rules->id, "stampswap") && !phl_match_is_over (match))
    {
      g_autoptr(GTask) task = g_task_new (NULL, NULL, hint_done, game);

      game->hint_tasks++;
      g_task_set_task_data (task, rules->copy (state), rules->free);
      g_task_run_in_thread (task, hint_thread);
    }
  if (phl_match_is_over (match) && game->hint_tasks == 0)
    g_main_loop_quit (game->loop);
}

static gboolean
too_long (gpointer user_data)
{
  g_error ("The computer players did not finish the game in time.");
  return G_SOURCE_REMOVE;
}

static PhlMatch *
new_computer_match (const char *id,
                    guint       n_players,
                    guint64     seed)
{
  g_autoptr(GError) error = NULL;
  PhlSeat seats[PHL_MAX_SEATS];
  PhlSetup setup = { .n_players = n_players };
  PhlMatch *match;

  for (guint i = 0; i < n_players; i++)
    seats[i] = (PhlSeat) { (char *) "Computer", PHL_SEAT_COMPUTER, PHL_AI_NORMAL };
  match = phl_match_new (phl_game_rules_lookup (id), &setup, seats, seed, &error);
  g_assert_no_error (error);
  return match;
}

/* The same game without threads: the runner's documented numbers (the AI's
 * generator seeded from the match seed, one fresh value per thought). */
static PhlMatch *
replay_alone (const char *id,
              guint       n_players,
              guint64     seed)
{
  PhlMatch *match = new_computer_match (id, n_players, seed);
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GRand) ai_rng = phl_rng_new_from_seed (seed ^ G_GUINT64_CONSTANT (0x5deece66d));
  PhlAiLevel levels[PHL_MAX_SEATS];

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = PHL_AI_NORMAL;
  while (!phl_match_is_over (match))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GRand) rng = g_rand_copy (ai_rng);
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, rng);

      g_rand_int (ai_rng);
      g_assert_nonnull (action);
      g_assert_true (phl_match_submit (match, action, &error));
      g_assert_no_error (error);
    }
  return match;
}

static void
test_runner (gconstpointer data)
{
  const char *id = data;
  const guint64 seed = 20260523;
  const guint n_players = 3;
  g_autoptr(PhlMatch) alone = replay_alone (id, n_players, seed);
  g_autoptr(PhlAiRunner) runner = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  RunnerGame game = { 0 };
  guint timeout;

  game.match = new_computer_match (id, n_players, seed);
  game.loop = loop;
  g_signal_connect (game.match, "changed", G_CALLBACK (on_changed), &game);
  runner = phl_ai_runner_new (game.match);
  phl_ai_runner_set_delay (runner, 0);
  timeout = g_timeout_add_seconds (600, too_long, NULL);
  g_main_loop_run (loop);
  g_source_remove (timeout);

  /* Threads or not, the computer players made the same moves. */
  g_assert_true (phl_match_is_over (game.match));
  g_assert_cmpuint (game.turns, ==, phl_match_get_n_actions (alone));
  g_assert_cmpuint (phl_match_get_n_actions (game.match), ==, phl_match_get_n_actions (alone));
  for (guint i = 0; i < phl_match_get_n_actions (alone); i++)
    g_assert_cmpstr (phl_match_get_action (game.match, i), ==, phl_match_get_action (alone, i));
  for (guint s = 0; s < n_players; s++)
    g_assert_cmpint (phl_match_get_rules (alone)->score (phl_match_get_state (alone), s), ==,
                     phl_match_get_rules (game.match)->score (phl_match_get_state (game.match), s));

  g_clear_object (&runner);
  g_clear_object (&game.match);
}

/* A runner its window drops while the computer thinks goes at once: its
 * thought must not keep it, nor the match, alive to move later. */
static void
test_runner_dropped_while_thinking (void)
{
  g_autoptr(PhlMatch) match = new_computer_match ("stampswap", 2, 99);
  PhlAiRunner *runner = phl_ai_runner_new (match);

  phl_ai_runner_set_delay (runner, 0);
  g_object_add_weak_pointer (G_OBJECT (runner), (gpointer *) &runner);
  g_object_unref (runner);
  g_assert_null (runner);
  /* The match is ours alone again: nothing else holds it. */
  g_assert_cmpuint (G_OBJECT (match)->ref_count, ==, 1);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);
}

/* ------------------------------------------------ The balance simulation */

typedef struct
{
  PhlBalanceResult *results[2];
  guint             pending;
  GMainLoop        *loop;
} BalanceRuns;

static void
balance_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BalanceRuns *runs = user_data;
  g_autoptr(GError) error = NULL;
  PhlBalanceResult *r = phl_balance_run_finish (result, &error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  runs->results[runs->results[0] == NULL ? 0 : 1] = r;
  if (--runs->pending == 0)
    g_main_loop_quit (runs->loop);
}

static gboolean
copy_standard_state (gpointer user_data)
{
  const PhlStampswapState *state = user_data;

  phl_stampswap_state_free (phl_stampswap_state_copy (state));
  return G_SOURCE_CONTINUE;
}

/* Two balance tests of the built-in deck at once (the editor allows one
 * per window) while the main thread copies a state of that same deck. */
static void
test_balance_twice (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stampswap");
  PhlBalanceOptions options = { .games = g_test_thorough () ? 12 : 3, .players = 3,
                                .level = PHL_AI_EASY, .seed = 400 };
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GRand) rng = phl_rng_new_from_seed (3);
  g_autoptr(GError) error = NULL;
  PhlSetup setup = { .n_players = 2 };
  BalanceRuns runs = { .pending = 2, .loop = loop };
  gint progress[2] = { 0, 0 };
  PhlStampswapState *state;
  guint copier;

  state = rules->new_game (&setup, rng, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    phl_balance_run_async (NULL, &options, &progress[i], NULL, balance_done, &runs);
  copier = g_idle_add (copy_standard_state, state);
  g_main_loop_run (loop);
  g_source_remove (copier);

  /* The same seeds give the same games, whatever ran beside them. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (runs.results[i]->games, ==, options.games);
      g_assert_cmpint (g_atomic_int_get (&progress[i]), ==, (gint) options.games);
    }
  for (guint s = 0; s < options.players; s++)
    {
      g_assert_cmpfloat (runs.results[0]->wins[s], ==, runs.results[1]->wins[s]);
      g_assert_cmpmem (runs.results[0]->scores[s]->data, runs.results[0]->scores[s]->len * sizeof (int),
                       runs.results[1]->scores[s]->data, runs.results[1]->scores[s]->len * sizeof (int));
    }
  phl_balance_result_free (runs.results[0]);
  phl_balance_result_free (runs.results[1]);
  phl_stampswap_state_free (state);
}

/* The balance test's workers share one deck and write their own games:
 * one thread or three, the same games, the same statistics. */
static void
test_balance_threads_agree (void)
{
  PhlBalanceOptions options = { .games = g_test_thorough () ? 60 : 24, .players = 3,
                                .level = PHL_AI_EASY, .seed = 90, .threads = 1 };
  g_autoptr(PhlBalanceResult) one = NULL;
  g_autoptr(PhlBalanceResult) three = NULL;
  g_autoptr(GError) error = NULL;

  one = phl_balance_run (NULL, &options, NULL, NULL, &error);
  g_assert_no_error (error);
  options.threads = 3;
  three = phl_balance_run (NULL, &options, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (one->threads, ==, 1);
  g_assert_cmpuint (three->threads, ==, 3);
  g_assert_cmpuint (one->games, ==, options.games);
  g_assert_cmpuint (three->games, ==, options.games);
  for (guint s = 0; s < options.players; s++)
    g_assert_cmpmem (one->scores[s]->data, one->scores[s]->len * sizeof (int),
                     three->scores[s]->data, three->scores[s]->len * sizeof (int));
  g_assert_cmpuint (one->cards->len, ==, three->cards->len);
  for (guint c = 0; c < one->cards->len; c++)
    {
      const PhlBalanceCard *a = g_ptr_array_index (one->cards, c);
      const PhlBalanceCard *b = g_ptr_array_index (three->cards, c);

      g_assert_cmpuint (a->games_in_play, ==, b->games_in_play);
      g_assert_cmpfloat (a->points.effect, ==, b->points.effect);
      g_assert_cmpfloat (a->points.p_value, ==, b->points.p_value);
      g_assert_cmpfloat (a->second.effect, ==, b->second.effect);
    }
}

typedef struct
{
  GCancellable     *cancellable;
  volatile gint     progress;
  gint64            cancelled_at;
  gint64            returned_at;
  PhlBalanceResult *result;
  GMainLoop        *loop;
} CancelRun;

static gboolean
cancel_once_started (gpointer user_data)
{
  CancelRun *run = user_data;

  if (g_atomic_int_get (&run->progress) < 1)
    return G_SOURCE_CONTINUE;
  run->cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (run->cancellable);
  return G_SOURCE_REMOVE;
}

static void
cancel_run_done (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  CancelRun *run = user_data;
  g_autoptr(GError) error = NULL;

  run->returned_at = g_get_monotonic_time ();
  run->result = phl_balance_run_finish (result, &error);
  g_assert_no_error (error);
  g_main_loop_quit (run->loop);
}

/* Cancelling a long run at the normal level returns at once (within a
 * move, not a game) with the games finished so far. */
static void
test_balance_cancel_is_instant (void)
{
  PhlBalanceOptions options = { .games = 100000, .players = 4, .level = PHL_AI_NORMAL, .seed = 5 };
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  CancelRun run = { .cancellable = cancellable, .loop = loop };

  phl_balance_run_async (NULL, &options, &run.progress, cancellable, cancel_run_done, &run);
  g_timeout_add (5, cancel_once_started, &run);
  g_main_loop_run (loop);
  g_assert_nonnull (run.result);
  g_assert_cmpuint (run.result->games, >=, 1);
  g_assert_cmpuint (run.result->games, <, options.games);
  g_assert_cmpuint (run.result->games, ==, (guint) g_atomic_int_get (&run.progress));
  /* A normal-level game takes ~0.1 s; a move a few ms (more under TSan). */
  g_test_message ("cancel returned after %.3f s", (run.returned_at - run.cancelled_at) / 1e6);
  g_assert_cmpint (run.returned_at - run.cancelled_at, <, G_USEC_PER_SEC);
  phl_balance_result_free (run.result);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const games[] = { "stampswap", "swop", "stamps", "auction" };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *copies = g_strdup_printf ("/threads/%s/copies-of-one-state", games[i]);
      g_autofree char *runner = g_strdup_printf ("/threads/%s/ai-runner", games[i]);

      g_test_add_data_func (copies, games[i], test_copies_of_one_state);
      g_test_add_data_func (runner, games[i], test_runner);
    }
  g_test_add_func ("/threads/stampswap/balance-twice", test_balance_twice);
  g_test_add_func ("/threads/stampswap/balance-threads-agree", test_balance_threads_agree);
  g_test_add_func ("/threads/stampswap/balance-cancel-is-instant", test_balance_cancel_is_instant);
  g_test_add_func ("/threads/ai-runner/dropped-while-thinking", test_runner_dropped_while_thinking);
  return g_test_run ();
}
