/* phl-try-again.c — Try again: a reviewed move played anew, and how it compares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The controller lives on the new match (object data), so it goes on
 * whichever view the window gives the match.  It follows the match: once
 * the reviewed seat's action stands where the reviewed move stood, it
 * values it on a worker with phl_review_value() — the same position, K
 * and seed as the review, so the three numbers (first try, computer, new
 * move) come from the very same determinizations and playouts — and
 * asks: try again (the match steps back to the position) or play on.
 */
#define G_LOG_DOMAIN "phl-try-again"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-change.h"
#include "phl-number.h"
#include "phl-try-again.h"

#define CONTROLLER_KEY "phl-try-again"

typedef struct
{
  PhlMatch      *match;      /* owns us */
  PhlReview     *review;
  guint          move;       /* in the review */
  guint          index;      /* the action's place in the match */
  guint          tries;
  gboolean       thinking;
  gboolean       done;       /* "play on": we watch no more */
  PhlChange     *seen;       /* the action valued last (held: a new one never has its address) */
  GCancellable  *cancellable;
  GtkWindow     *parent;     /* weak: the dialog's window */
} TryAgain;

typedef struct
{
  PhlReview *review;
  guint      move;
  char      *action;
  double     played;
  double     computer;
  double     fresh;
} Valuing;

static void
valuing_free (Valuing *job)
{
  phl_review_unref (job->review);
  g_free (job->action);
  g_free (job);
}

static void
try_again_free (TryAgain *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->seen, phl_change_unref);
  if (self->parent != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
  phl_review_unref (self->review);
  g_free (self);
}

/* ---- Valuing, on a worker ----------------------------------------------- */


/* How many playouts a Try Again of move @i is valued on. */
static guint
try_again_playouts (PhlReview *review,
                    guint      i)
{
  const PhlReviewMove *move = phl_review_get_move (review, i);

  return move->valued ? move->n_playouts : phl_review_get_n_playouts (review);
}

static void
value_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Valuing *job = task_data;
  PhlReview *review = job->review;
  const PhlReviewMove *move = phl_review_get_move (review, job->move);
  gconstpointer state = phl_review_get_state (review, job->move);
  const PhlGameRules *rules = phl_review_get_rules (review);
  guint seat = phl_review_get_seat (review);
  guint64 seed = phl_review_get_move_seed (review, job->move);
  /* The very playouts the review used for this move (more than K where
   * its difference was not sure at first). */
  guint k = try_again_playouts (review, job->move);
  GError *error = NULL;

  job->played = move->played_value;
  job->computer = move->computer_value;
  /* The review skipped the playouts of a move that was the computer's. */
  if (!move->valued &&
      !phl_review_value (rules, state, seat, move->played, seed, k, cancellable, &job->played, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (!move->valued)
    job->computer = job->played;
  if (!phl_review_value (rules, state, seat, job->action, seed, k, cancellable, &job->fresh, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/* "2.5 points more than your first try" and the like. */
static char *
compare (double      difference,
         gboolean    with_computer)
{
  g_autofree char *number = phl_number_format_decimal (ABS (difference), 1);
  /* Translators: a number of points with one decimal, e.g. "2.5 points" */
  g_autofree char *points = g_strdup_printf (_("%s points"), number);

  if (difference >= 0.05)
    return with_computer ? g_strdup_printf (_("%s more than the computer’s"), points)
                         : g_strdup_printf (_("%s more than your first try"), points);
  if (difference <= -0.05)
    return with_computer ? g_strdup_printf (_("%s short of the computer’s"), points)
                         : g_strdup_printf (_("%s less than your first try"), points);
  return g_strdup (with_computer ? _("as good as the computer’s") : _("as good as your first try"));
}

static void on_response (AdwMessageDialog *dialog,
                         const char       *response,
                         PhlMatch         *match);

static void
value_done (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(PhlMatch) match = user_data;
  TryAgain *self = g_object_get_data (G_OBJECT (match), CONTROLLER_KEY);
  Valuing *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *computer = NULL;
  g_autofree char *body = NULL;
  g_autofree char *v_played = NULL, *v_computer = NULL, *v_fresh = NULL;
  AdwMessageDialog *dialog;

  if (self == NULL)
    return;
  self->thinking = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Try again: %s", error->message);
      return;
    }
  /* Stale: the person stepped back meanwhile. */
  if (phl_match_get_n_actions (match) <= self->index ||
      g_strcmp0 (phl_match_get_action (match, self->index), job->action) != 0 || self->done)
    return;

  first = compare (job->fresh - job->played, FALSE);
  computer = compare (job->fresh - job->computer, TRUE);
  v_played = phl_number_format_decimal (job->played, 1);
  v_computer = phl_number_format_decimal (job->computer, 1);
  v_fresh = phl_number_format_decimal (job->fresh, 1);
  /* Translators: the result of Try again: "Your new move: 3.0 points more than your first try, 1.0 points
   * short of the computer’s." then the mean final scores it compares, over %u playouts */
  body = g_strdup_printf (_("Your new move: %s, %s.\n\nYour final score on average over %u playouts: "
                            "%s with your new move, %s with your first try, %s with the computer’s move."),
                          first, computer, try_again_playouts (self->review, job->move), v_fresh, v_played,
                          v_computer);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (self->parent, _("How Your New Move Compares"), body));
  gtk_window_set_title (GTK_WINDOW (dialog), _("How Your New Move Compares"));
  adw_message_dialog_add_responses (dialog, "again", _("_Try Again"), "on", _("_Play On"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "again", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "again");
  adw_message_dialog_set_close_response (dialog, "on");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_response), match, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             PhlMatch         *match)
{
  TryAgain *self = g_object_get_data (G_OBJECT (match), CONTROLLER_KEY);
  g_autoptr(GError) error = NULL;

  if (self == NULL)
    return;
  if (!g_str_equal (response, "again"))
    {
      self->done = TRUE;
      return;
    }
  /* Back to the position before the move; the next action replaces it. */
  self->tries++;
  if (!phl_match_seek (match, self->index, &error))
    g_warning ("Try again: %s", error->message);
}

/* ---- Following the match -------------------------------------------------- */

static void
on_match_changed (PhlMatch *match,
                  TryAgain *self)
{
  const PhlChange *change;
  g_autoptr(GTask) task = NULL;
  Valuing *job;

  if (self->done || self->thinking || phl_match_get_n_actions (match) <= self->index)
    return;
  change = phl_match_get_change (match, self->index);
  if (phl_change_get_actor (change) >= 0 && (guint) phl_change_get_actor (change) != phl_review_get_seat (self->review))
    return;
  /* Once per try: the same action standing there was valued already. */
  if (change == self->seen)
    return;
  g_clear_pointer (&self->seen, phl_change_unref);
  self->seen = phl_change_ref ((PhlChange *) change);
  self->thinking = TRUE;
  job = g_new0 (Valuing, 1);
  job->review = phl_review_ref (self->review);
  job->move = self->move;
  job->action = g_strdup (phl_match_get_action (match, self->index));
  task = g_task_new (NULL, self->cancellable, value_done, g_object_ref (match));
  g_task_set_task_data (task, job, (GDestroyNotify) valuing_free);
  g_task_run_in_thread (task, value_in_thread);
}

PhlMatch *
phl_try_again_new_match (PhlMatch   *source,
                         PhlReview  *review,
                         guint       i,
                         GtkWindow  *parent,
                         GError    **error)
{
  const PhlReviewMove *move;
  PhlSeat seats[PHL_MAX_SEATS];
  PhlMatch *match;
  TryAgain *self;

  g_return_val_if_fail (PHL_IS_MATCH (source), NULL);
  g_return_val_if_fail (review != NULL && i < phl_review_get_n_moves (review), NULL);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  move = phl_review_get_move (review, i);
  for (guint s = 0; s < phl_match_get_n_seats (source); s++)
    seats[s] = *phl_match_get_seat (source, s);
  /* The reviewed seat is the person trying again, whoever played it. */
  seats[phl_review_get_seat (review)].kind = PHL_SEAT_HUMAN;
  match = phl_match_new_at (source, move->index, seats, error);
  if (match == NULL)
    return NULL;
  /* The player knows how the game went on: like a hint, it counts apart. */
  phl_match_set_assisted (match, TRUE);

  self = g_new0 (TryAgain, 1);
  self->match = match;
  self->review = phl_review_ref (review);
  self->move = i;
  self->index = move->index;
  self->cancellable = g_cancellable_new ();
  self->parent = parent;
  if (parent != NULL)
    g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  g_object_set_data_full (G_OBJECT (match), CONTROLLER_KEY, self, (GDestroyNotify) try_again_free);
  g_signal_connect (match, "changed", G_CALLBACK (on_match_changed), self);
  return match;
}
