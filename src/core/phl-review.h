/* phl-review.h — a player's moves compared with the computer's, in points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For one seat of a recorded game and each action it took: the position
 * before it, the action the computer would have chosen there (at hard, or
 * expert when the player asked for expert hints), and the value of both —
 * the mean of the seat's final score over K playouts, every seat played
 * by the hard computer, each playout started from a determinization of
 * the position: a copy of it as the seat may believe it to be
 * (PhlGameRules.determinize; copy() for games that hide nothing).  The
 * loss is value(computer's) − value(played): 0 when they are the same
 * action, negative when the player did better than the computer.
 *
 * Why this is fair to the player:
 * - Nothing the seat could not know judges it.  The computer's choice is
 *   made by the engine's AI, which decides from the seat's knowledge
 *   only, and both actions are valued on determinizations, which depend
 *   only on what the seat has seen and on a random stream: two positions
 *   that differ only in an opponent's hidden hand or the order of the
 *   deck give the very same numbers.  A move that happened to lose to a
 *   card the player could not see is not counted against them.
 * - Luck does not pick a side.  Both actions are played out from the same
 *   K determinizations with the same random streams for the playouts
 *   (common random numbers), so a lucky deal helps or hurts both alike
 *   and the difference measures the move, not the dice.
 * - The same review again gives the same numbers: every stream is seeded
 *   from the match's seed and the action's index, so "Try again" on a
 *   move values a new action on exactly the streams the review used.
 */
#pragma once

#include <gio/gio.h>

#include "phl-match.h"

G_BEGIN_DECLS

/* Playouts per action.  A whole game of the slowest game (Stamp Swap) is
 * reviewed in well under a minute on two cores with this (see
 * bench/review/); more playouts make the numbers steadier, not fairer. */
#define PHL_REVIEW_DEFAULT_PLAYOUTS 8
/* A move whose difference is not yet sure (nor within ±1 point) is played
 * out K more times, up to this many rounds of K in all. */
#define PHL_REVIEW_MAX_ROUNDS 4

typedef struct
{
  /* Playouts per action; 0 means PHL_REVIEW_DEFAULT_PLAYOUTS. */
  guint      n_playouts;
  /* The level whose choice the player's move is compared with: hard, or
   * expert (its budget is the default one). */
  PhlAiLevel level;
  /* Worker threads of phl_review_compute() and phl_review_compute_async();
   * 0 means one per core.  The numbers never depend on it. */
  guint      n_threads;
} PhlReviewOptions;

typedef struct
{
  /* Index of the action in the match's recorded actions. */
  guint    index;
  /* The action played and the computer's choice (action texts). */
  char    *played;
  char    *computer;
  /* Means of the seat's final score over the playouts; both 0 when
   * valued is FALSE (the same action, or the only legal one). */
  double   played_value;
  double   computer_value;
  /* computer_value − played_value; exactly 0 when the actions are the
   * same or the move was forced. */
  double   loss;
  /* How sure the loss is: the half-width of its 95 % interval, from the
   * spread of the paired playouts' differences (Student's t); 0 when not
   * valued, infinite after a single playout. */
  double   margin;
  /* The interval leaves out 0 (or nothing was uncertain): the loss, or
   * the gain, is no noise of the playouts.  Only sure losses count in
   * the total and are marked. */
  gboolean sure;
  /* The playouts played (their streams 0 … n − 1; a determinization an
   * action does not fit is left out of the means): K, or up to
   * PHL_REVIEW_MAX_ROUNDS × K for a difference that was not sure. */
  guint    n_playouts;
  gboolean same;
  gboolean forced;
  /* The computer's choice is another seat's action (where several seats
   * may act at once, as at an auction's countdown): nothing to compare,
   * loss 0. */
  gboolean elsewhere;
  gboolean valued;
  /* Among the three biggest sure losses (> 0) of the review. */
  gboolean marked;
} PhlReviewMove;

typedef struct _PhlReview PhlReview;

/* A review of @seat's actions in @match's recorded line (all of it, not
 * only up to the step shown), computed by phl_review_compute() or
 * phl_review_compute_async().  @options may be NULL (hard, default K).
 * NULL with @error set when the save does not replay. */
PhlReview           *phl_review_new               (PhlMatch               *match,
                                                   guint                   seat,
                                                   const PhlReviewOptions *options,
                                                   GError                **error);
PhlReview           *phl_review_ref               (PhlReview              *self);
void                 phl_review_unref             (PhlReview              *self);

const PhlGameRules  *phl_review_get_rules         (PhlReview              *self);
guint                phl_review_get_seat          (PhlReview              *self);
guint                phl_review_get_n_playouts    (PhlReview              *self);
guint                phl_review_get_n_moves       (PhlReview              *self);
/* Filled once computed; before, only index and played are. */
const PhlReviewMove *phl_review_get_move          (PhlReview              *self,
                                                   guint                   i);
/* The position before move @i (owned by the review). */
gconstpointer        phl_review_get_state         (PhlReview              *self,
                                                   guint                   i);
/* The sum of the sure positive losses (noise is not counted). */
double               phl_review_get_total_loss    (PhlReview              *self);

/* Every move, on the options' worker threads (this thread alone when
 * there is one), waiting for all of them; FALSE when cancelled or when a
 * move failed (the error of the earliest such move). */
gboolean             phl_review_compute           (PhlReview              *self,
                                                   GCancellable           *cancellable,
                                                   GError                **error);

/* Called on the caller's main context after move @move is done. */
typedef void (*PhlReviewProgress) (PhlReview *review,
                                   guint      move,
                                   guint      n_done,
                                   guint      n_moves,
                                   gpointer   user_data);

/* The moves on worker threads, in parallel over the cores; @progress
 * (may be NULL) says how far it got. */
void                 phl_review_compute_async     (PhlReview              *self,
                                                   GCancellable           *cancellable,
                                                   PhlReviewProgress       progress,
                                                   gpointer                progress_data,
                                                   GAsyncReadyCallback     callback,
                                                   gpointer                user_data);
gboolean             phl_review_compute_finish    (PhlReview              *self,
                                                   GAsyncResult           *result,
                                                   GError                **error);

/* The value of @action for @seat in @state: the mean of the seat's final
 * score over @n_playouts playouts from determinizations seeded by @seed
 * (the review's seed for a move: phl_review_get_move_seed()).  Equal
 * seeds give equal determinizations and playout streams, whatever the
 * action.  FALSE with @error when @action is illegal or when cancelled. */
gboolean             phl_review_value             (const PhlGameRules     *rules,
                                                   gconstpointer           state,
                                                   guint                   seat,
                                                   const char             *action,
                                                   guint64                 seed,
                                                   guint                   n_playouts,
                                                   GCancellable           *cancellable,
                                                   double                 *value,
                                                   GError                **error);
/* One move of a position: the computer's choice at @options' level and,
 * when it differs from @played, the value of both. */
gboolean             phl_review_judge             (const PhlGameRules     *rules,
                                                   gconstpointer           state,
                                                   guint                   seat,
                                                   const char             *played,
                                                   guint64                 seed,
                                                   const PhlReviewOptions *options,
                                                   GCancellable           *cancellable,
                                                   PhlReviewMove          *move,
                                                   GError                **error);
/* The seed the review uses for move @i. */
guint64              phl_review_get_move_seed     (PhlReview              *self,
                                                   guint                   i);
void                 phl_review_move_clear        (PhlReviewMove          *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlReview, phl_review_unref)

G_END_DECLS
