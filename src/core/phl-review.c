/* phl-review.c — a player's moves compared with the computer's, in points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See phl-review.h for what the numbers mean and why they are fair.  The
 * positions are gathered once, on the caller's thread, by replaying the
 * match's recorded line; each move is then judged on its own (on a
 * worker of a GThreadPool, one thread per core unless the options say),
 * from its own seeded streams, so the order and the threads never change
 * a number.
 */
#define G_LOG_DOMAIN "phl-review"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-ai.h"
#include "phl-change.h"
#include <math.h>

#include "phl-error.h"
#include "phl-review.h"

/* The streams of a playout: which determinization, which chance, which
 * computer decisions.  Seeded from (seed, playout, stream). */
enum {
  STREAM_DETERMINIZE = 1,
  STREAM_CHANCE,
  STREAM_PLAYERS,
  STREAM_CHOICE,
};

struct _PhlReview
{
  gatomicrefcount     ref_count;
  const PhlGameRules *rules;
  guint               seat;
  guint64             seed;
  PhlReviewOptions    options;
  GArray             *moves;     /* PhlReviewMove */
  GPtrArray          *states;    /* the position before each move */
};

static GRand *
new_stream (guint64 seed,
            guint   a,
            guint   b)
{
  guint32 words[4] = { (guint32) seed, (guint32) (seed >> 32), a, b };

  return g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
}

void
phl_review_move_clear (PhlReviewMove *move)
{
  g_clear_pointer (&move->played, g_free);
  g_clear_pointer (&move->computer, g_free);
}

static void
state_free (gpointer state,
            gpointer user_data)
{
  const PhlGameRules *rules = user_data;

  rules->free (state);
}

PhlReview *
phl_review_new (PhlMatch               *match,
                guint                   seat,
                const PhlReviewOptions *options,
                GError                **error)
{
  g_autoptr(PhlReview) self = NULL;
  g_autoptr(PhlMatch) line = NULL;
  guint n_recorded;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (seat < phl_match_get_n_seats (match), NULL);

  n_recorded = phl_match_get_n_recorded (match);
  /* A private copy of the whole line, stepped along from the start. */
  line = phl_match_new_at (match, n_recorded, NULL, error);
  if (line == NULL || !phl_match_seek (line, 0, error))
    return NULL;

  self = g_new0 (PhlReview, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->rules = phl_match_get_rules (match);
  self->seat = seat;
  self->seed = phl_match_get_seed (match);
  if (options != NULL)
    self->options = *options;
  else
    self->options.level = PHL_AI_HARD;
  if (self->options.n_playouts == 0)
    self->options.n_playouts = PHL_REVIEW_DEFAULT_PLAYOUTS;
  self->moves = g_array_new (FALSE, TRUE, sizeof (PhlReviewMove));
  g_array_set_clear_func (self->moves, (GDestroyNotify) phl_review_move_clear);
  self->states = g_ptr_array_new ();

  for (guint i = 0; i < n_recorded; i++)
    {
      gpointer before = self->rules->copy (phl_match_get_state (line));
      int actor;

      if (!phl_match_seek (line, i + 1, error))
        {
          self->rules->free (before);
          return NULL;
        }
      /* The change says who acted; -1 is the game itself (the auction's
       * clock ticking), nobody's decision to review. */
      actor = phl_change_get_actor (phl_match_get_change (line, i));
      if (actor != (int) seat)
        {
          self->rules->free (before);
          continue;
        }
      g_array_set_size (self->moves, self->moves->len + 1);
      g_array_index (self->moves, PhlReviewMove, self->moves->len - 1).index = i;
      g_array_index (self->moves, PhlReviewMove, self->moves->len - 1).played =
        g_strdup (phl_match_get_recorded_action (line, i));
      g_ptr_array_add (self->states, before);
    }
  return g_steal_pointer (&self);
}

PhlReview *
phl_review_ref (PhlReview *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
phl_review_unref (PhlReview *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_ptr_array_foreach (self->states, state_free, (gpointer) self->rules);
  g_ptr_array_unref (self->states);
  g_array_unref (self->moves);
  g_free (self);
}

const PhlGameRules *
phl_review_get_rules (PhlReview *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->rules;
}

guint
phl_review_get_seat (PhlReview *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->seat;
}

guint
phl_review_get_n_playouts (PhlReview *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->options.n_playouts;
}

guint
phl_review_get_n_moves (PhlReview *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->moves->len;
}

const PhlReviewMove *
phl_review_get_move (PhlReview *self,
                     guint      i)
{
  g_return_val_if_fail (self != NULL && i < self->moves->len, NULL);

  return &g_array_index (self->moves, PhlReviewMove, i);
}

gconstpointer
phl_review_get_state (PhlReview *self,
                      guint      i)
{
  g_return_val_if_fail (self != NULL && i < self->states->len, NULL);

  return g_ptr_array_index (self->states, i);
}

double
phl_review_get_total_loss (PhlReview *self)
{
  double total = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->moves->len; i++)
    {
      const PhlReviewMove *move = &g_array_index (self->moves, PhlReviewMove, i);

      /* Noise is not a loss: only what the playouts are sure of counts. */
      if (move->sure)
        total += MAX (0.0, move->loss);
    }
  return total;
}

guint64
phl_review_get_move_seed (PhlReview *self,
                          guint      i)
{
  g_return_val_if_fail (self != NULL && i < self->moves->len, 0);

  /* The match's seed and the action's place in it: the same move of the
   * same game gets the same streams in every review. */
  return self->seed ^ ((guint64) (g_array_index (self->moves, PhlReviewMove, i).index + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
}

/* ---- Valuing one action -------------------------------------------------- */

/* @state played out to the end, every seat at hard; NULL when cancelled. */
static gboolean
play_out (const PhlGameRules *rules,
          gpointer            state,
          GRand              *chance,
          GRand              *players,
          GCancellable       *cancellable)
{
  PhlAiLevel levels[PHL_MAX_SEATS];

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = PHL_AI_HARD;
  while (!rules->is_over (state))
    {
      g_autofree char *action = NULL;
      g_autoptr(GError) error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      action = rules->choose_action (state, levels, players);
      if (action == NULL || !rules->apply (state, action, chance, NULL, NULL, &error))
        {
          /* An engine whose computer cannot go on: a bug, not the player's. */
          g_critical ("A playout stopped: %s", error != NULL ? error->message : "no action");
          return FALSE;
        }
    }
  return TRUE;
}

/* What the playouts of one or two actions added up to so far. */
typedef struct
{
  double  sums[2];
  /* Of the paired differences, second action − first, and their squares. */
  double  sum_diff;
  double  sum_diff2;
  guint   n_used;
  GError *refusal;
} Tally;

/* Playouts @from to @to − 1 of @n_actions actions, from the same
 * determinizations and streams, added to @tally.  A determinization in
 * which one of them cannot be played (the seat's belief allows a world the
 * action does not fit) is left out for all of them, so they stay paired. */
static gboolean
tally_playouts (const PhlGameRules *rules,
                gconstpointer       state,
                guint               seat,
                const char * const *actions,
                guint               n_actions,
                guint64             seed,
                guint               from,
                guint               to,
                GCancellable       *cancellable,
                Tally              *tally,
                GError            **error)
{
  g_assert (n_actions <= G_N_ELEMENTS (tally->sums));

  for (guint k = from; k < to; k++)
    {
      g_autoptr(GRand) deal = new_stream (seed, k, STREAM_DETERMINIZE);
      /* The position as the seat may believe it to be: never the hidden
       * facts themselves.  Games that hide nothing are their own copy. */
      gpointer world = rules->determinize != NULL ? rules->determinize (state, seat, deal) : rules->copy (state);
      gpointer played[2] = { NULL, NULL };
      double scores[2] = { 0, 0 };
      gboolean fits = TRUE;

      /* Only the last determinization's reason is kept. */
      g_clear_error (&tally->refusal);

      for (guint j = 0; j < n_actions; j++)
        {
          g_autoptr(GRand) chance = new_stream (seed, k, STREAM_CHANCE);
          g_autoptr(GRand) players = new_stream (seed, k, STREAM_PLAYERS);

          played[j] = rules->copy (world);
          if (!rules->apply (played[j], actions[j], chance, NULL, NULL, fits ? &tally->refusal : NULL))
            {
              fits = FALSE;
              continue;
            }
          if (fits && !play_out (rules, played[j], chance, players, cancellable))
            {
              for (guint i = 0; i <= j; i++)
                rules->free (played[i]);
              rules->free (world);
              if (!g_cancellable_set_error_if_cancelled (cancellable, error))
                g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, _("The computer could not finish the game."));
              return FALSE;
            }
        }
      for (guint j = 0; j < n_actions; j++)
        {
          if (fits)
            scores[j] = rules->score (played[j], seat);
          rules->free (played[j]);
        }
      rules->free (world);
      if (!fits)
        {
          g_debug ("Left out determinization %u: %s", k, tally->refusal != NULL ? tally->refusal->message : "");
          continue;
        }
      for (guint j = 0; j < n_actions; j++)
        tally->sums[j] += scores[j];
      tally->sum_diff += scores[1] - scores[0];
      tally->sum_diff2 += (scores[1] - scores[0]) * (scores[1] - scores[0]);
      tally->n_used++;
    }
  return TRUE;
}

/* FALSE with the rules' reason when no determinization fitted. */
static gboolean
tally_check_used (Tally   *tally,
                  GError **error)
{
  if (tally->n_used > 0)
    return TRUE;
  if (tally->refusal != NULL)
    g_propagate_error (error, g_steal_pointer (&tally->refusal));
  else
    g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, _("The move cannot be played here."));
  return FALSE;
}

/* Student's t for a two-sided 95 % interval with @df degrees of freedom. */
static double
t_95 (guint df)
{
  static const double table[] = {
    0, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
  };

  return df < G_N_ELEMENTS (table) ? table[df] : 1.96 + 2.5 / df;
}

/* The half-width of the 95 % interval of the mean paired difference;
 * infinite with fewer than two playouts (nothing says how they spread). */
static double
tally_margin (const Tally *tally)
{
  double n = tally->n_used, mean, variance;

  if (tally->n_used < 2)
    return INFINITY;
  mean = tally->sum_diff / n;
  variance = MAX (0.0, (tally->sum_diff2 - n * mean * mean) / (n - 1));
  return t_95 (tally->n_used - 1) * sqrt (variance / n);
}

gboolean
phl_review_value (const PhlGameRules *rules,
                  gconstpointer       state,
                  guint               seat,
                  const char         *action,
                  guint64             seed,
                  guint               n_playouts,
                  GCancellable       *cancellable,
                  double             *value,
                  GError            **error)
{
  g_return_val_if_fail (rules != NULL && state != NULL && action != NULL && value != NULL, FALSE);
  g_return_val_if_fail (n_playouts > 0, FALSE);

  {
    Tally tally = { { 0 } };
    gboolean ok = tally_playouts (rules, state, seat, &action, 1, seed, 0, n_playouts, cancellable, &tally, error)
                  && tally_check_used (&tally, error);

    g_clear_error (&tally.refusal);
    if (ok)
      *value = tally.sums[0] / tally.n_used;
    return ok;
  }
}

/* Whether @action would be another seat's (the game says who acted in
 * its change record), tried on a determinization so nothing hidden is
 * read. */
static gboolean
acted_by_other (const PhlGameRules *rules,
                gconstpointer       state,
                guint               seat,
                const char         *action,
                guint64             seed)
{
  g_autoptr(GRand) deal = new_stream (seed, 0, STREAM_DETERMINIZE);
  g_autoptr(GRand) chance = new_stream (seed, 0, STREAM_CHANCE);
  gpointer world = rules->determinize != NULL ? rules->determinize (state, seat, deal) : rules->copy (state);
  g_autoptr(PhlChange) change = phl_change_new (rules->current_seat (world));
  gboolean other = FALSE;

  if (rules->apply (world, action, chance, NULL, change, NULL))
    other = phl_change_get_actor (change) >= 0 && (guint) phl_change_get_actor (change) != seat;
  rules->free (world);
  return other;
}

gboolean
phl_review_judge (const PhlGameRules     *rules,
                  gconstpointer           state,
                  guint                   seat,
                  const char             *played,
                  guint64                 seed,
                  const PhlReviewOptions *options,
                  GCancellable           *cancellable,
                  PhlReviewMove          *move,
                  GError                **error)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlAiBudget budget = { .cancellable = cancellable };
  g_autoptr(GRand) choice = new_stream (seed, 0, STREAM_CHOICE);
  g_autoptr(GPtrArray) legal = NULL;
  guint n_playouts = options != NULL && options->n_playouts > 0 ? options->n_playouts : PHL_REVIEW_DEFAULT_PLAYOUTS;

  g_return_val_if_fail (rules != NULL && state != NULL && played != NULL && move != NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = options != NULL ? options->level : PHL_AI_HARD;
  g_free (move->computer);
  move->computer = phl_ai_choose (rules, state, levels, choice, &budget);
  if (move->computer == NULL)
    {
      if (!g_cancellable_set_error_if_cancelled (cancellable, error))
        g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, _("The computer has no move here."));
      return FALSE;
    }
  legal = rules->legal_actions (state);
  move->forced = legal != NULL && legal->len == 1;
  move->same = g_strcmp0 (move->computer, played) == 0;
  move->valued = FALSE;
  move->played_value = move->computer_value = move->loss = move->margin = 0;
  move->n_playouts = 0;
  /* Exactly 0: nothing uncertain in it. */
  move->sure = TRUE;
  move->elsewhere = !move->same && !move->forced && acted_by_other (rules, state, seat, move->computer, seed);
  if (move->same || move->forced || move->elsewhere)
    return TRUE;
  {
    const char *actions[2] = { played, move->computer };
    Tally tally = { { 0 } };
    guint done = 0;

    /* K playouts, then K more at a time while the difference is neither
     * sure (its 95 % interval leaves out 0) nor small (within ±1 point),
     * up to 4 K: a number is shown with how sure it is. */
    do
      {
        if (!tally_playouts (rules, state, seat, actions, 2, seed, done, done + n_playouts, cancellable, &tally,
                             error))
          {
            g_clear_error (&tally.refusal);
            return FALSE;
          }
        done += n_playouts;
        move->margin = tally_margin (&tally);
      }
    while (tally.n_used > 0 && done < PHL_REVIEW_MAX_ROUNDS * n_playouts
           && fabs (tally.sum_diff / tally.n_used) <= move->margin && move->margin > 1.0);
    if (!tally_check_used (&tally, error))
      return FALSE;
    g_clear_error (&tally.refusal);
    move->n_playouts = done;
    move->played_value = tally.sums[0] / tally.n_used;
    move->computer_value = tally.sums[1] / tally.n_used;
  }
  move->valued = TRUE;
  move->loss = move->computer_value - move->played_value;
  move->sure = fabs (move->loss) > move->margin;
  return TRUE;
}

static gboolean
judge_move (PhlReview    *self,
            guint         i,
            GCancellable *cancellable,
            GError      **error)
{
  PhlReviewMove *move = &g_array_index (self->moves, PhlReviewMove, i);

  return phl_review_judge (self->rules, g_ptr_array_index (self->states, i), self->seat, move->played,
                           phl_review_get_move_seed (self, i), &self->options, cancellable, move, error);
}

/* The three biggest losses above zero, the earlier first on a tie. */
static void
mark_biggest (PhlReview *self)
{
  for (guint i = 0; i < self->moves->len; i++)
    g_array_index (self->moves, PhlReviewMove, i).marked = FALSE;
  for (guint n = 0; n < 3; n++)
    {
      PhlReviewMove *best = NULL;

      for (guint i = 0; i < self->moves->len; i++)
        {
          PhlReviewMove *move = &g_array_index (self->moves, PhlReviewMove, i);

          if (!move->marked && move->sure && move->loss > 0 && (best == NULL || move->loss > best->loss))
            best = move;
        }
      if (best == NULL)
        break;
      best->marked = TRUE;
    }
}

/* The worker threads a review runs on: the options' count, one per core
 * when 0, never more than there are moves. */
static guint
n_workers (PhlReview *self)
{
  guint n = self->options.n_threads > 0 ? self->options.n_threads : g_get_num_processors ();

  return CLAMP (n, 1, MAX (1, self->moves->len));
}

typedef struct
{
  PhlReview    *review;
  GCancellable *cancellable;
  GError      **errors;   /* one per move, each written by its worker only */
} Batch;

static void
judge_in_batch (gpointer data,
                gpointer user_data)
{
  Batch *batch = user_data;
  guint i = GPOINTER_TO_UINT (data) - 1;

  judge_move (batch->review, i, batch->cancellable, &batch->errors[i]);
}

gboolean
phl_review_compute (PhlReview    *self,
                    GCancellable *cancellable,
                    GError      **error)
{
  Batch batch = { self, cancellable, NULL };
  GThreadPool *pool;
  guint n_threads;
  gboolean ok = TRUE;

  g_return_val_if_fail (self != NULL, FALSE);

  n_threads = n_workers (self);
  if (n_threads == 1)
    {
      for (guint i = 0; i < self->moves->len; i++)
        if (!judge_move (self, i, cancellable, error))
          return FALSE;
      mark_biggest (self);
      return TRUE;
    }
  /* Each move is judged from its own seeded streams into its own slot, so
   * the numbers are the same on any number of threads. */
  batch.errors = g_new0 (GError *, self->moves->len);
  pool = g_thread_pool_new (judge_in_batch, &batch, (int) n_threads, TRUE, NULL);
  for (guint i = 0; i < self->moves->len; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
  g_thread_pool_free (pool, FALSE, TRUE);
  for (guint i = 0; i < self->moves->len; i++)
    {
      if (batch.errors[i] != NULL && ok)
        {
          g_propagate_error (error, g_steal_pointer (&batch.errors[i]));
          ok = FALSE;
        }
      g_clear_error (&batch.errors[i]);
    }
  g_free (batch.errors);
  if (ok)
    mark_biggest (self);
  return ok;
}

/* ---- On the cores ------------------------------------------------------- */

typedef struct
{
  PhlReview         *review;
  GTask             *task;
  GThreadPool       *pool;
  PhlReviewProgress  progress;
  gpointer           progress_data;
  guint              n_done;
  GError            *error;      /* the first one; main context only */
} Run;

typedef struct
{
  Run    *run;
  guint   i;
  GError *error;
} Done;

static void
run_free (Run *run)
{
  phl_review_unref (run->review);
  g_clear_error (&run->error);
  g_free (run);
}

/* On the task's context: one more move judged. */
static gboolean
move_done (gpointer user_data)
{
  Done *done = user_data;
  Run *run = done->run;

  guint i = done->i;

  if (done->error != NULL && run->error == NULL)
    run->error = g_steal_pointer (&done->error);
  g_clear_error (&done->error);
  g_free (done);
  run->n_done++;
  if (run->progress != NULL && run->error == NULL)
    run->progress (run->review, i, run->n_done, run->review->moves->len, run->progress_data);
  if (run->n_done < run->review->moves->len)
    return G_SOURCE_REMOVE;

  /* Every worker has returned or is returning: waiting is short. */
  g_thread_pool_free (g_steal_pointer (&run->pool), FALSE, TRUE);
  if (run->error != NULL)
    g_task_return_error (run->task, g_steal_pointer (&run->error));
  else
    {
      mark_biggest (run->review);
      g_task_return_boolean (run->task, TRUE);
    }
  g_clear_object (&run->task);
  run_free (run);
  return G_SOURCE_REMOVE;
}

static void
judge_in_pool (gpointer data,
               gpointer user_data)
{
  Run *run = user_data;
  Done *done = g_new0 (Done, 1);
  GCancellable *cancellable = g_task_get_cancellable (run->task);

  done->run = run;
  done->i = GPOINTER_TO_UINT (data) - 1;
  if (!g_cancellable_set_error_if_cancelled (cancellable, &done->error))
    judge_move (run->review, done->i, cancellable, &done->error);
  g_main_context_invoke (g_task_get_context (run->task), move_done, done);
}

void
phl_review_compute_async (PhlReview           *self,
                          GCancellable        *cancellable,
                          PhlReviewProgress    progress,
                          gpointer             progress_data,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  Run *run;

  g_return_if_fail (self != NULL);

  run = g_new0 (Run, 1);
  run->review = phl_review_ref (self);
  run->task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (run->task, phl_review_compute_async);
  g_task_set_task_data (run->task, phl_review_ref (self), (GDestroyNotify) phl_review_unref);
  run->progress = progress;
  run->progress_data = progress_data;
  if (self->moves->len == 0)
    {
      g_task_return_boolean (run->task, TRUE);
      g_clear_object (&run->task);
      run_free (run);
      return;
    }
  /* One worker per core (or the options' count): the moves are independent. */
  run->pool = g_thread_pool_new (judge_in_pool, run, (int) n_workers (self), FALSE, NULL);
  for (guint i = 0; i < self->moves->len; i++)
    g_thread_pool_push (run->pool, GUINT_TO_POINTER (i + 1), NULL);
}

gboolean
phl_review_compute_finish (PhlReview     *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
