/* phl-balance-sim.h — computer-only games with a deck, and what they show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays games exactly as `philatelia-cli selfplay stampswap --deck FILE`
 * does (same engine table, same seeds, first player rotating over the
 * seats) and records per seat the score of every game and the wins, and
 * per card how often it came into play and how its holders did.
 *
 * GTK-free: run it in a worker thread (phl_balance_sim_run_async()).
 */
#pragma once

#include <gio/gio.h>

#include "phl-game-rules.h"

G_BEGIN_DECLS

#define PHL_BALANCE_MAX_SEATS 5

typedef struct
{
  char   *group;        /* "Specialist:botanist" */
  char   *name;         /* in the interface language */
  guint   kind;         /* PhlStampswapCardKind */
  /* Games it came into play: attendee cards taken by a player, contests
   * entered, the top event of a round, mat exhibitors dealt. */
  guint   games_in_play;
  guint   holders;      /* player-games holding (or entering) it */
  guint   holder_wins;
  double  holder_score_sum;
  /* Derived: */
  double  pick_rate;    /* games_in_play / games */
  double  holder_win_rate;
  double  score_effect; /* holders' mean score − everybody's mean score */
  gboolean outlier;
} PhlBalanceCard;

typedef struct
{
  guint       games;         /* games played (fewer when cancelled) */
  guint       players;
  double      seconds;
  guint       wins[PHL_BALANCE_MAX_SEATS];
  GArray     *scores[PHL_BALANCE_MAX_SEATS];  /* int per game */
  int         min_score, max_score;
  double      mean_score;
  double      base_win_rate; /* wins per player-game */
  GPtrArray  *cards;         /* PhlBalanceCard, deck order */
} PhlBalanceResult;

void              phl_balance_result_free (PhlBalanceResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlBalanceResult, phl_balance_result_free)

typedef struct
{
  guint      games;
  guint      players;
  PhlAiLevel level;
  guint64    seed;
} PhlBalanceOptions;

/* Plays the games on the calling thread.  @progress (may be NULL) is
 * updated atomically with the games done, so another thread can show it.
 * A cancelled run returns the games finished so far. */
PhlBalanceResult *phl_balance_sim_run        (const char              *deck_path,
                                              const PhlBalanceOptions *options,
                                              volatile gint           *progress,
                                              GCancellable            *cancellable,
                                              GError                 **error);
void              phl_balance_sim_run_async  (const char              *deck_path,
                                              const PhlBalanceOptions *options,
                                              volatile gint           *progress,
                                              GCancellable            *cancellable,
                                              GAsyncReadyCallback      callback,
                                              gpointer                 user_data);
PhlBalanceResult *phl_balance_sim_run_finish (GAsyncResult            *result,
                                              GError                 **error);
/* Plain text summary (the closing note of issue 8 prints it). */
char             *phl_balance_result_to_text (const PhlBalanceResult  *result);

G_END_DECLS
