/* phl-game-view-hint.c — the hint: thought about off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer's choice for the person at the screen — the hard player's,
 * or the expert's with "Expert hints" on — worked out on a private copy of
 * the state in a GTask; any change of the match makes it stale and stops
 * an expert's search (the cancellable).  The game shows it on its board (show_hint) without touching
 * what the player chose; the reason goes to the hint bar and is spoken.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-ai.h"
#include "phl-game-view-private.h"

typedef struct
{
  const PhlGameRules *rules;
  PhlGameViewClass   *klass;
  gpointer            state;
  guint               seat;
  GRand              *rng;
  guint               generation;
  PhlAiLevel          level;
  char               *action;
  char               *reason;
} HintJob;

static void
hint_job_free (HintJob *job)
{
  job->rules->free (job->state);
  g_rand_free (job->rng);
  g_free (job->action);
  g_free (job->reason);
  g_free (job);
}

static void
think_hint (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  HintJob *job = task_data;
  PhlAiLevel levels[PHL_MAX_SEATS];

  PhlAiBudget budget = { .cancellable = cancellable };

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = job->level;
  job->action = phl_ai_choose (job->rules, job->state, levels, job->rng, &budget);
  if (job->action != NULL && job->klass->explain_hint != NULL)
    job->reason = job->klass->explain_hint (job->state, job->seat, job->action);
  g_task_return_boolean (task, job->action != NULL);
}

void
phl_game_view_clear_hint (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  g_cancellable_cancel (priv->hint_cancellable);
  g_clear_object (&priv->hint_cancellable);
  if (gtk_revealer_get_reveal_child (priv->hint_revealer))
    {
      g_autofree char *ignored = PHL_GAME_VIEW_GET_CLASS (self)->show_hint (self, NULL);

      gtk_revealer_set_reveal_child (priv->hint_revealer, FALSE);
    }
}

static void
hint_done (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  PhlGameView *self = PHL_GAME_VIEW (object);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  HintJob *job = g_task_get_task_data (G_TASK (result));
  g_autofree char *shown = NULL;
  g_autofree char *where = NULL;
  g_autofree char *text = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || job->generation != priv->generation ||
      g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;

  g_clear_object (&priv->hint_cancellable);
  shown = PHL_GAME_VIEW_GET_CLASS (self)->show_hint (self, job->action);
  if (PHL_GAME_VIEW_GET_CLASS (self)->hint_where != NULL)
    where = PHL_GAME_VIEW_GET_CLASS (self)->hint_where (self, job->action);
  /* Translators: the hint bar, %s is the reason, e.g. "Swap the 3 and the 5: 4 points" */
  text = g_strdup_printf (_("Hint: %s"), job->reason != NULL ? job->reason : shown != NULL ? shown : job->action);
  if (where != NULL)
    {
      g_autofree char *reason = g_steal_pointer (&text);

      text = g_strdup_printf ("%s %s", reason, where);
    }
  gtk_label_set_text (priv->hint_label, text);
  gtk_revealer_set_reveal_child (priv->hint_revealer, TRUE);
  /* Heard, but not repeated in the news line: GTK 4.8 does not read the
   * hint bar out as it appears. */
  _phl_game_view_say (self, text);
  _phl_game_view_update_actions (self);
}

void
_phl_game_view_hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGameRules *rules = phl_match_get_rules (priv->match);
  g_autoptr(GTask) task = NULL;
  HintJob *job;

  if (!phl_game_view_get_can_act (self) || priv->hint_cancellable != NULL)
    return;

  phl_game_view_clear_hint (self);
  /* Asking is enough: the game counts as assisted from now on. */
  phl_match_set_assisted (priv->match, TRUE);

  job = g_new0 (HintJob, 1);
  job->rules = rules;
  job->klass = PHL_GAME_VIEW_GET_CLASS (self);
  job->state = rules->copy (phl_match_get_state (priv->match));
  job->seat = phl_hotseat_get_viewer (priv->hotseat);
  job->rng = g_rand_new_with_seed ((guint32) phl_match_get_seed (priv->match) ^ phl_match_get_n_actions (priv->match));
  job->generation = priv->generation;
  job->level = priv->hint_level;

  priv->hint_cancellable = g_cancellable_new ();
  task = g_task_new (self, priv->hint_cancellable, hint_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) hint_job_free);
  g_task_run_in_thread (task, think_hint);
  gtk_label_set_text (priv->hint_label, _("Thinking about a hint…"));
  gtk_revealer_set_reveal_child (priv->hint_revealer, TRUE);
  _phl_game_view_update_actions (self);
}

void
_phl_game_view_clear_hint_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);

  phl_game_view_clear_hint (self);
  _phl_game_view_update_actions (self);
}
