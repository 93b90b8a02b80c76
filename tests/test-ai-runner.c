/* test-ai-runner.c — the runner plays expert seats and stops their search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * src/play/phl-ai-runner.c needs no GTK.  The game is pebbles (tests/
 * pebbles.c) with a determinize() that notes the position the search is
 * about and a free() that tells when that position, the runner's private
 * copy, is let go: the sign that the thought is over.  The person in the
 * first seat moves first, so the runner's only thought is the one watched.
 */
#include "config.h"

#include "phl-ai-runner.h"
#include "pebbles.h"

static gpointer searched_root;   /* atomic: the position the search thinks about */
static gint     root_freed;      /* atomic */
static gint     n_determinized;  /* atomic */

static gpointer
watched_determinize (gconstpointer state,
                     guint         seat,
                     GRand        *rng)
{
  g_atomic_pointer_compare_and_exchange (&searched_root, NULL, (gpointer) state);
  g_atomic_int_inc (&n_determinized);
  g_main_context_wakeup (NULL);
  return pebbles_rules.copy (state);
}

static void
watched_free (gpointer state)
{
  if (state == g_atomic_pointer_get (&searched_root))
    {
      g_atomic_int_set (&root_freed, 1);
      g_main_context_wakeup (NULL);
    }
  g_free (state);
}

static PhlGameRules watched_rules;

static PhlMatch *
new_match (PhlSeatKind first,
           guint64     seed)
{
  g_autoptr(GError) error = NULL;
  PhlSeat seats[2] = {
    { (char *) "First", first, PHL_AI_EXPERT },
    { (char *) "Expert", PHL_SEAT_COMPUTER, PHL_AI_EXPERT },
  };
  PhlSetup setup = { .n_players = 2 };
  PhlMatch *match;

  watched_rules = pebbles_rules;
  watched_rules.determinize = watched_determinize;
  watched_rules.free = watched_free;
  g_atomic_pointer_set (&searched_root, NULL);
  g_atomic_int_set (&root_freed, 0);
  g_atomic_int_set (&n_determinized, 0);
  match = phl_match_new (&watched_rules, &setup, seats, seed, &error);
  g_assert_no_error (error);
  return match;
}

static void
wait_for_search (void)
{
  while (g_atomic_int_get (&n_determinized) == 0)
    g_main_context_iteration (NULL, TRUE);
}

static void
wait_for_thought_end (void)
{
  while (!g_atomic_int_get (&root_freed))
    g_main_context_iteration (NULL, TRUE);
}

/* Ten minutes a move: only a cancellation ends these searches before the
 * test's timeout. */
#define FOREVER_MS 600000

/* A runner whose expert (the second seat) thinks, once the person in the
 * first seat took a pebble: the only thought of the runner. */
static PhlAiRunner *
expert_thinking (PhlMatch *match)
{
  PhlAiRunner *runner = phl_ai_runner_new (match);
  g_autoptr(GError) error = NULL;

  phl_ai_runner_set_delay (runner, 0);
  phl_ai_runner_set_think_ms (runner, FOREVER_MS);
  g_assert_true (phl_match_submit (match, "take 1", &error));
  g_assert_no_error (error);
  wait_for_search ();
  return runner;
}

static void
test_cancelled_when_match_moves_on (void)
{
  g_autoptr(PhlMatch) match = new_match (PHL_SEAT_HUMAN, 3);
  g_autoptr(PhlAiRunner) runner = expert_thinking (match);
  g_autoptr(GError) error = NULL;

  /* The expert's move is made for it (as an undo or a loaded save would
   * change the match): its search stops, and its answer never comes. */
  g_assert_true (phl_match_submit (match, "take 1", &error));
  g_assert_no_error (error);
  wait_for_thought_end ();
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 2);
}

static void
test_cancelled_when_dropped (void)
{
  g_autoptr(PhlMatch) match = new_match (PHL_SEAT_HUMAN, 4);
  PhlAiRunner *runner = expert_thinking (match);

  g_object_unref (runner);
  wait_for_thought_end ();
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 1);
}

static void
on_changed (PhlMatch  *match,
            GMainLoop *loop)
{
  if (phl_match_is_over (match))
    g_main_loop_quit (loop);
}

/* Two experts with a short budget play a whole game through the runner. */
static void
test_experts_play (void)
{
  g_autoptr(PhlMatch) match = new_match (PHL_SEAT_COMPUTER, 5);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(PhlAiRunner) runner = NULL;

  g_signal_connect (match, "changed", G_CALLBACK (on_changed), loop);
  runner = phl_ai_runner_new (match);
  phl_ai_runner_set_delay (runner, 0);
  phl_ai_runner_set_think_ms (runner, 2);
  g_main_loop_run (loop);
  g_assert_true (phl_match_is_over (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), >, 0);
  /* They searched: the rules' determinize() was asked. */
  g_assert_cmpint (g_atomic_int_get (&n_determinized), >, 0);
  g_signal_handlers_disconnect_by_data (match, loop);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-runner/expert/cancelled-when-match-moves-on", test_cancelled_when_match_moves_on);
  g_test_add_func ("/ai-runner/expert/cancelled-when-dropped", test_cancelled_when_dropped);
  g_test_add_func ("/ai-runner/expert/plays", test_experts_play);

  return g_test_run ();
}
