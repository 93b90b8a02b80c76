/* phl-ai-runner.c — plays the computer seats of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The AI works on a copy of the state in a GTask, so the window never
 * freezes.  Every change of the match bumps a generation number; a result
 * computed for an older generation (the human undid, or the match was
 * replaced) is dropped, and the thought's GCancellable stops an expert's
 * search at once, as does dropping the runner.
 *
 * Threads share nothing mutable: the thought (a copy of the state, its
 * own GRand, the levels) belongs to the worker until it returns, then to
 * the main thread; the copy shares only the immutable, atomically counted
 * parts of the state (a Stamp Swap deck).
 */
#define G_LOG_DOMAIN "phl-ai-runner"

#include "config.h"

#include <gio/gio.h>

#include "phl-ai.h"
#include "phl-ai-runner.h"
#include "phl-rng.h"

struct _PhlAiRunner
{
  GObject       parent_instance;

  PhlMatch     *match;
  GRand        *rng;
  guint         generation;
  guint         delay_ms;
  guint         think_ms;
  /* The thought in progress: cancelled when the match moves on. */
  GCancellable *cancellable;
  guint         submit_source;
  char         *pending_action;
  gboolean      paused;
};

G_DEFINE_FINAL_TYPE (PhlAiRunner, phl_ai_runner, G_TYPE_OBJECT)

typedef struct
{
  const PhlGameRules *rules;
  gpointer            state;
  PhlAiLevel          levels[PHL_MAX_SEATS];
  GRand              *rng;
  guint               generation;
  PhlAiBudget         budget;
  gint64              started;   /* monotonic time the thought began */
} Thought;

static void
thought_free (Thought *thought)
{
  thought->rules->free (thought->state);
  g_rand_free (thought->rng);
  g_clear_object (&thought->budget.cancellable);
  g_free (thought);
}

static void
think (GTask        *task,
       gpointer      source_object,
       gpointer      task_data,
       GCancellable *cancellable)
{
  Thought *thought = task_data;
  char *action = phl_ai_choose (thought->rules, thought->state, thought->levels, thought->rng,
                                &thought->budget);

  g_task_return_pointer (task, action, g_free);
}

static gboolean
submit_pending (gpointer user_data)
{
  PhlAiRunner *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *action = g_steal_pointer (&self->pending_action);

  self->submit_source = 0;
  if (action != NULL && !phl_match_submit (self->match, action, &error))
    g_critical ("The computer chose an illegal action “%s”: %s", action, error->message);
  return G_SOURCE_REMOVE;
}

static void
thought_done (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(PhlAiRunner) self = g_weak_ref_get (weak);
  Thought *thought = g_task_get_task_data (G_TASK (result));
  g_autofree char *action = g_task_propagate_pointer (G_TASK (result), NULL);
  gint64 thought_ms = (g_get_monotonic_time () - thought->started) / 1000;

  g_weak_ref_clear (weak);
  g_free (weak);
  if (self == NULL || action == NULL || thought->generation != self->generation || self->match == NULL)
    return;

  g_clear_object (&self->cancellable);
  g_free (self->pending_action);
  self->pending_action = g_steal_pointer (&action);
  /* The delay counts from the change: a long think has shown enough. */
  self->submit_source = g_timeout_add (thought_ms >= self->delay_ms ? 0 : self->delay_ms - thought_ms,
                                       submit_pending, self);
}

static void
on_match_changed (PhlAiRunner *self)
{
  const PhlGameRules *rules = phl_match_get_rules (self->match);
  int seat = phl_match_get_current_seat (self->match);
  g_autoptr(GTask) task = NULL;
  GWeakRef *weak;
  Thought *thought;

  self->generation++;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->submit_source, g_source_remove);
  g_clear_pointer (&self->pending_action, g_free);

  if (seat < 0 || phl_match_is_over (self->match) ||
      phl_match_seat_is_person (self->match, seat) || self->paused)
    return;

  thought = g_new0 (Thought, 1);
  thought->rules = rules;
  thought->state = rules->copy (phl_match_get_state (self->match));
  thought->rng = g_rand_copy (self->rng);
  thought->generation = self->generation;
  thought->started = g_get_monotonic_time ();
  self->cancellable = g_cancellable_new ();
  thought->budget.cancellable = g_object_ref (self->cancellable);
  thought->budget.think_ms = self->think_ms;
  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    thought->levels[i] = phl_match_get_seat (self->match, i)->level;
  /* The next thought uses fresh numbers. */
  g_rand_int (self->rng);

  /* The task holds the runner weakly: a runner its window dropped goes
   * at once, and its late answer is dropped like that of an old
   * generation.  The task has no GCancellable of its own: its callback
   * must run to free the weak reference; the budget's stops the search. */
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, NULL, thought_done, weak);
  g_task_set_task_data (task, thought, (GDestroyNotify) thought_free);
  g_task_run_in_thread (task, think);
}

static void
phl_ai_runner_dispose (GObject *object)
{
  PhlAiRunner *self = (PhlAiRunner *)object;

  g_clear_handle_id (&self->submit_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (phl_ai_runner_parent_class)->dispose (object);
}

static void
phl_ai_runner_finalize (GObject *object)
{
  PhlAiRunner *self = (PhlAiRunner *)object;

  g_clear_pointer (&self->rng, g_rand_free);
  g_free (self->pending_action);

  G_OBJECT_CLASS (phl_ai_runner_parent_class)->finalize (object);
}

static void
phl_ai_runner_class_init (PhlAiRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = phl_ai_runner_dispose;
  object_class->finalize = phl_ai_runner_finalize;
}

static void
phl_ai_runner_init (PhlAiRunner *self)
{
  self->delay_ms = 400;
  self->think_ms = PHL_AI_DEFAULT_THINK_MS;
}

PhlAiRunner *
phl_ai_runner_new (PhlMatch *match)
{
  PhlAiRunner *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_AI_RUNNER, NULL);
  self->match = g_object_ref (match);
  /* The AI's own numbers, derived from the match seed: reproducible games. */
  self->rng = phl_rng_new_from_seed (phl_match_get_seed (match) ^ G_GUINT64_CONSTANT (0x5deece66d));
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  on_match_changed (self);
  return self;
}

void
phl_ai_runner_set_delay (PhlAiRunner *self,
                         guint        delay_ms)
{
  g_return_if_fail (PHL_IS_AI_RUNNER (self));

  self->delay_ms = delay_ms;
}

guint
phl_ai_runner_get_delay (PhlAiRunner *self)
{
  g_return_val_if_fail (PHL_IS_AI_RUNNER (self), 0);

  return self->delay_ms;
}

void
phl_ai_runner_set_think_ms (PhlAiRunner *self,
                            guint        think_ms)
{
  int seat;

  g_return_if_fail (PHL_IS_AI_RUNNER (self));

  if (self->think_ms == think_ms)
    return;
  self->think_ms = think_ms;
  /* An expert thinking already (the runner began as it was made) starts
   * again within the new budget. */
  seat = self->match != NULL ? phl_match_get_current_seat (self->match) : -1;
  if (self->cancellable != NULL && seat >= 0 &&
      phl_match_get_seat (self->match, seat)->level == PHL_AI_EXPERT)
    on_match_changed (self);
}

/* While paused (the players read a summary) no computer moves; on resuming
 * the seat to act thinks afresh. */
void
phl_ai_runner_set_paused (PhlAiRunner *self,
                          gboolean     paused)
{
  g_return_if_fail (PHL_IS_AI_RUNNER (self));

  if (self->paused == !!paused)
    return;
  self->paused = !!paused;
  on_match_changed (self);
}
