/* phl-stampswap-balance.h — the balance test of a Stamp Swap deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three parts, GTK-free, used by the deck editor and `philatelia-cli balance`:
 *  - the simulation (phl-stampswap-balance.c): computer-only games on every
 *    core, each worker on its own game states, the loaded deck shared
 *    read-only; per game it keeps the scores, the winners, the board, the
 *    round's top events and the cards each player held;
 *  - the statistics (phl-stampswap-balance-stats.c): per card, what "stands
 *    out" means for its kind, with a significance test corrected for
 *    testing many cards at once;
 *  - the report (phl-stampswap-balance-report.c): GKeyFile text.
 */
#pragma once

#include <gio/gio.h>

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-deck.h"

G_BEGIN_DECLS

#define PHL_BALANCE_MAX_SEATS 5
#define PHL_BALANCE_MAX_CARDS 128
#define PHL_BALANCE_ROUNDS    3

/* The family-wise error rate of the test over all cards. */
#define PHL_BALANCE_ALPHA 0.05
/* An effect smaller than this is "as the rest" even when certain (decks
 * are never perfectly even, and a few thousand games make any difference
 * certain): the test asks whether the card's effect is beyond 6 % of the
 * mean final score in points, or 6 percentage points of win rate.  Sized
 * on the standard deck, whose contests of a type differ by up to ~7 points
 * at the normal level while a colour contest raised from 2 to 5 points per
 * stamp adds ~10 (docs/deck-editor.md). */
#define PHL_BALANCE_TOLERANCE_SCORE_SHARE 0.06
#define PHL_BALANCE_TOLERANCE_WINS        0.06

/* What a card's numbers are compared with. */
typedef enum
{
  /* Contests and events touch every player of a game: the games with the
   * card (on the board; the top event of a round) against the games with
   * another card of its kind (contests: of its type). */
  PHL_BALANCE_SHARED,
  /* Specialists and exhibitors belong to a player: the player-games that
   * ended with the card against those with another card of its kind. */
  PHL_BALANCE_HELD,
} PhlBalanceMeasure;

/* One comparison of a sample against another: the difference of means with
 * its 95 % interval and the p-value of "the difference is beyond the
 * tolerance" (a two-sided Welch test against the tolerance). */
typedef struct
{
  guint   n, n_rest;
  double  mean, mean_rest;
  double  effect;        /* mean − mean_rest */
  double  low, high;     /* 95 % confidence interval of the effect */
  double  p_value;       /* raw */
  double  adjusted;      /* after Holm's correction over all the tests */
  gboolean flagged;
} PhlBalanceTest;

typedef struct
{
  char    *group;        /* "Specialist:botanist" */
  char    *name;         /* in the interface language */
  guint    kind;         /* PhlStampswapCardKind */
  guint    type;         /* contests: PhlStampswapContestType */
  gboolean mat;          /* a mat exhibitor */
  PhlBalanceMeasure measure;
  guint    games_in_play;  /* games it was on the board, drawn or held */
  double   pick_rate;      /* games_in_play / games */
  /* Shared: mean final score of everybody; held: the holder's final score. */
  PhlBalanceTest points;
  /* Shared: the winner's margin over the runner-up; held: the holder won. */
  PhlBalanceTest second;
  gboolean flagged;        /* either test */
} PhlBalanceCard;

/* One game as the statistics need it. */
typedef struct
{
  gboolean done;
  guint8   n_players;
  gint16   score[PHL_BALANCE_MAX_SEATS];     /* by seat of the table (rotated) */
  guint8   winners;                          /* bit per seat of the table */
  guint8   n_board;
  guint8   board[8];
  guint8   events[PHL_BALANCE_ROUNDS];       /* top event per round, 0xff: none */
  guint64  held[PHL_BALANCE_MAX_SEATS][PHL_BALANCE_MAX_CARDS / 64];
} PhlBalanceGame;

typedef struct
{
  guint       games;         /* games played (fewer when cancelled) */
  guint       players;
  guint       threads;
  double      seconds;
  double      games_per_second;
  guint       wins[PHL_BALANCE_MAX_SEATS];
  GArray     *scores[PHL_BALANCE_MAX_SEATS];  /* int per game, by seat */
  int         min_score, max_score;
  double      mean_score;
  double      tolerance_points;  /* PHL_BALANCE_TOLERANCE_SCORE_SHARE × mean_score */
  GPtrArray  *cards;         /* PhlBalanceCard, deck order */
  guint       n_flagged;
} PhlBalanceResult;

typedef struct
{
  guint      games;
  guint      players;
  PhlAiLevel level;
  guint64    seed;
  guint      threads;        /* 0: one per core */
} PhlBalanceOptions;

void              phl_balance_result_free (PhlBalanceResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlBalanceResult, phl_balance_result_free)

/* ------------------------------------------------------------ simulation */

/* Plays the games with the deck at @deck_path (NULL: the standard deck) on
 * @options->threads workers and returns them analysed.  @progress (may be
 * NULL) counts the games done, atomically.  Cancelling stops every worker
 * within one move; the result then holds the games finished so far. */
PhlBalanceResult *phl_balance_run        (const char              *deck_path,
                                          const PhlBalanceOptions *options,
                                          volatile gint           *progress,
                                          GCancellable            *cancellable,
                                          GError                 **error);
void              phl_balance_run_async  (const char              *deck_path,
                                          const PhlBalanceOptions *options,
                                          volatile gint           *progress,
                                          GCancellable            *cancellable,
                                          GAsyncReadyCallback      callback,
                                          gpointer                 user_data);
PhlBalanceResult *phl_balance_run_finish (GAsyncResult            *result,
                                          GError                 **error);

/* ------------------------------------------------------------ statistics */

/* The standard normal distribution's upper tail, P(Z > z). */
double   phl_balance_normal_upper (double z);
/* Student's t distribution's two-sided tail, P(|T| > t), @df degrees of
 * freedom (not necessarily whole). */
double   phl_balance_t_two_sided  (double t,
                                   double df);
/* Compares @a with @b (@n_a and @n_b values): Welch's test of
 * |mean a − mean b| > @tolerance; fills everything but adjusted/flagged. */
void     phl_balance_compare      (const double   *a,
                                   guint           n_a,
                                   const double   *b,
                                   guint           n_b,
                                   double          tolerance,
                                   PhlBalanceTest *test);
/* Holm's step-down correction of @n p-values: fills @adjusted. */
void     phl_balance_holm         (const double   *p_values,
                                   guint           n,
                                   double         *adjusted);
/* Fills @result's cards (tests, flags) and totals from @games. */
void     phl_balance_analyse      (PhlBalanceResult     *result,
                                   PhlStampswapDeck     *deck,
                                   const PhlBalanceGame *games,
                                   guint                 n_games);

/* ------------------------------------------------------------ report */

/* The report as GKeyFile text: [Summary] and a group per card. */
char    *phl_balance_result_to_data (const PhlBalanceResult *result);

G_END_DECLS
