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

/* The family-wise error rate of the test over all cards and all the looks
 * at the games (docs/deck-editor.md "How the balance test decides"). */
#define PHL_BALANCE_ALPHA 0.05
/* An effect smaller than this is "as the rest" (decks are never perfectly
 * even, and a few thousand games make any difference certain): a card is
 * fine when its effect on its holder's score is surely within 6 % of the
 * mean final score, flagged when surely beyond it. */
#define PHL_BALANCE_TOLERANCE_SCORE_SHARE 0.06
/* The win rate is reported with its interval; only the score decides. */
#define PHL_BALANCE_TOLERANCE_WINS        0.06
/* The default run: a first look after this many games, then a look each
 * time the games double, until every card is decided or the cap. */
/* A card changed from its version in the reference deck (the standard deck
 * by default) is judged by the change in what it scores itself, per game
 * it is in play, against ±this share of what it scored before (at least
 * PHL_BALANCE_CHANGE_FLOOR points). */
#define PHL_BALANCE_CHANGE_SHARE 0.25
#define PHL_BALANCE_CHANGE_FLOOR 0.1
#define PHL_BALANCE_FIRST_LOOK   250
#define PHL_BALANCE_DEFAULT_CAP  4000

/* What a card's numbers are compared with. */
typedef enum
{
  /* Contests and events touch every player of a game: the games with the
   * card (on the board; the top event of a round) against the games with
   * another card of its kind (contests: of its type); the "holder" is the
   * whole table (its mean final score; second: the winner's margin). */
  PHL_BALANCE_SHARED,
  /* Specialists and exhibitors belong to a player: the holder's final
   * score less the mean of the others at the table, against the same for
   * the players with another card of its kind (second: the holder's share
   * of the win, 1/k in a k-way tie). */
  PHL_BALANCE_HELD,
  /* A card whose rules differ from its version in the reference deck: the
   * points the card itself scored (per player for contests and events, for
   * its holder otherwise) in each game, less what the reference version
   * scored in the game with the same seed (a paired difference: the deal's
   * luck cancels), over the games it was in play in either. */
  PHL_BALANCE_CHANGED,
} PhlBalanceMeasure;

typedef enum
{
  PHL_BALANCE_UNDECIDED,  /* its interval overlaps an edge of the band */
  PHL_BALANCE_FINE,       /* its interval is wholly inside the band */
  PHL_BALANCE_FLAGGED,    /* its interval is wholly outside the band */
  PHL_BALANCE_UNTESTED,   /* no other card of its kind to compare with */
} PhlBalanceVerdict;

/* One comparison of a sample against another: the difference of means with
 * its simultaneous interval (at the level that corrects for every card and
 * every look) and the p-value of "the difference is beyond the tolerance". */
typedef struct
{
  guint   n, n_rest;
  double  mean, mean_rest;
  double  effect;        /* mean − mean_rest */
  double  se;            /* its standard error */
  double  df;            /* Welch's degrees of freedom */
  double  low, high;     /* the simultaneous interval of the effect */
  double  p_value;       /* raw, two-sided against the tolerance */
  double  adjusted;      /* × tests × looks (Bonferroni), at most 1 */
  gboolean flagged;      /* the interval is wholly outside ±tolerance */
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
  /* The effect on the holder's score (shared: the table's mean score):
   * this one decides. */
  PhlBalanceTest points;
  /* Shared: the winner's margin; held: the holder's win share.  Reported
   * with its interval, never flagging. */
  PhlBalanceTest second;
  /* The half-width of the band @points is judged against: the run's
   * tolerance_points, or for a changed card PHL_BALANCE_CHANGE_SHARE of
   * what its reference version scored. */
  double   band;
  PhlBalanceVerdict verdict;
  gboolean flagged;        /* verdict == PHL_BALANCE_FLAGGED */
  /* Undecided (also with too few games on a side): about how many more
   * games would decide it (0: unknown). */
  guint    more_games;
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
  /* On the board, a round's top event, held at the end, or scored. */
  guint64  in_play[PHL_BALANCE_MAX_CARDS / 64];
  /* The points each card scored itself, for every seat together. */
  gint16   card_points[PHL_BALANCE_MAX_CARDS];
} PhlBalanceGame;

/* What the deck is compared with, card by card (docs/deck-editor.md). */
typedef struct
{
  PhlStampswapDeck     *deck;
  char                 *name;     /* for the report: a path or "standard" */
  /* Per card of the tested deck: its index in the reference, -1 none. */
  int                   index[PHL_BALANCE_MAX_CARDS];
  /* Whether its rules differ from the reference's and it scores points
   * itself (a contest, an exhibitor, an effect with Points). */
  gboolean              changed[PHL_BALANCE_MAX_CARDS];
  guint                 n_changed;
  /* Aligned with the games analysed: the same seeds with the reference
   * deck (done: FALSE where not played). */
  const PhlBalanceGame *games;
} PhlBalanceReference;

typedef struct
{
  guint       games;         /* games played (fewer when cancelled) */
  guint       max_games;     /* the cap */
  guint       players;
  guint       threads;
  double      seconds;
  double      games_per_second;
  gboolean    cancelled;     /* stopped by the user: incomplete */
  guint       looks;         /* looks at the games taken */
  guint       planned_looks; /* looks the cap allows (the correction's) */
  guint       tests;         /* cards tested (the correction's) */
  double      confidence;    /* of each interval, e.g. 0.9996 */
  /* Wins by seat, a k-way tie counting 1/k for each winner: they add up
   * to the games. */
  double      wins[PHL_BALANCE_MAX_SEATS];
  guint       sole_wins[PHL_BALANCE_MAX_SEATS];
  guint       shared_wins[PHL_BALANCE_MAX_SEATS];  /* ties it won a share of */
  guint       ties;          /* games won by more than one player */
  GArray     *scores[PHL_BALANCE_MAX_SEATS];  /* int per game, by seat */
  int         min_score, max_score;
  double      mean_score;
  double      tolerance_points;  /* PHL_BALANCE_TOLERANCE_SCORE_SHARE × mean_score */
  GPtrArray  *cards;         /* PhlBalanceCard, deck order */
  guint       n_flagged, n_fine, n_undecided;
  guint       n_untested;    /* alone of their kind: never decided, never waited for */
  char       *reference;     /* the reference deck's name, NULL: none */
  guint       n_changed;     /* cards judged by their change from it */
  guint       reference_games;  /* games played with it (the pairs) */
} PhlBalanceResult;

typedef struct
{
  guint      games;          /* the cap: at most this many games */
  guint      first_look;     /* 0: PHL_BALANCE_FIRST_LOOK */
  guint      players;
  PhlAiLevel level;
  guint64    seed;
  guint      threads;        /* 0: one per core */
  /* The deck a changed card is compared with: NULL for the standard deck,
   * unless @no_reference. */
  const char *reference_path;
  gboolean   no_reference;
  /* For the power benchmark: stop at the first look where this card (a
   * group, "Contest:theme-circle") is decided.  NULL: every card. */
  const char *stop_when_decided;
} PhlBalanceOptions;

void              phl_balance_result_free (PhlBalanceResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlBalanceResult, phl_balance_result_free)

/* The number of looks a run with @options plans: after the first look's
 * games, then each time they double, the last at the cap. */
guint             phl_balance_planned_looks (const PhlBalanceOptions *options);

/* ------------------------------------------------------------ simulation */

/* Plays games with the deck at @deck_path (NULL: the standard deck) on
 * @options->threads workers in batches, analysing after each, until every
 * card is decided or @options->games were played.  Game i has seed
 * seed + i whatever thread plays it, and the analysis reads the games in
 * their order: the result does not depend on the threads.  @progress (may
 * be NULL) counts the games done, atomically.  Cancelling stops every worker
 * within one move; the result then holds the games finished so far and
 * says it was cancelled. */
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
/* The t with P(|T| > t) = @p for @df degrees of freedom. */
double   phl_balance_t_quantile   (double p,
                                   double df);
/* Compares @a with @b (@n_a and @n_b values) by Welch's test against
 * |mean a − mean b| > @tolerance, the interval at level 1 − @alpha; the
 * adjusted p-value is the raw one × @tests (Bonferroni). */
void     phl_balance_compare      (const double   *a,
                                   guint           n_a,
                                   const double   *b,
                                   guint           n_b,
                                   double          tolerance,
                                   double          alpha,
                                   guint           tests,
                                   PhlBalanceTest *test);
/* Fills @result's cards (tests, verdicts, more games) and totals from
 * @games; @result->planned_looks (0 counts as 1) and ->max_games (0: the
 * games) are read. */
void     phl_balance_analyse      (PhlBalanceResult     *result,
                                   PhlStampswapDeck     *deck,
                                   const PhlBalanceGame *games,
                                   guint                 n_games);
/* The same, the cards changed from @reference (may be NULL) judged by
 * their change, paired game by game. */
void     phl_balance_analyse_with (PhlBalanceResult          *result,
                                   PhlStampswapDeck          *deck,
                                   const PhlBalanceGame      *games,
                                   guint                      n_games,
                                   const PhlBalanceReference *reference);
/* Matches @deck's cards with @ref_deck's by kind and id and marks the ones
 * whose rules differ (and that score points themselves). */
void     phl_balance_reference_init (PhlBalanceReference *reference,
                                     PhlStampswapDeck    *deck,
                                     PhlStampswapDeck    *ref_deck);
/* One sample of paired differences @d against |mean| > @tolerance. */
void     phl_balance_compare_paired (const double   *d,
                                     guint           n,
                                     double          tolerance,
                                     double          alpha,
                                     guint           tests,
                                     PhlBalanceTest *test);

/* ------------------------------------------------------------ report */

/* The card's verdict as a word: fine, flagged, undecided, untested. */
const char *phl_balance_verdict_to_string (PhlBalanceVerdict verdict);
/* @result's cards, largest effect on the score first (by the effect's size,
 * then deck order; cards with too few games for an interval last); the
 * array holds borrowed pointers. */
GPtrArray  *phl_balance_cards_by_size   (const PhlBalanceResult *result);

/* One card's change between two versions of a deck: new − old of the
 * score's effect, its interval at the lower of the two confidences (the
 * runs taken as independent); @old_card or @new_card NULL when only one
 * version has the card. */
typedef struct
{
  const PhlBalanceCard *old_card, *new_card;
  double   change, low, high;
  gboolean changed;        /* the interval leaves out zero */
  /* Both versions have the card and measure it alike (not judged by its
   * change from the reference in one of them only). */
  gboolean comparable;
} PhlBalanceChange;

/* The changes, the new deck's cards in its order then the cards only the
 * old one has; borrowed from the two results. */
GArray  *phl_balance_changes        (const PhlBalanceResult *old_result,
                                     const PhlBalanceResult *new_result);
/* The change of one measure (new − old), its interval at level 1 − @alpha. */
void     phl_balance_change_of      (const PhlBalanceTest   *old_test,
                                     const PhlBalanceTest   *new_test,
                                     double                  alpha,
                                     double                 *change,
                                     double                 *low,
                                     double                 *high);

/* The report as GKeyFile text: [Summary], [SeatN] and a group per card. */
char    *phl_balance_result_to_data (const PhlBalanceResult *result);
/* Two reports side by side: [Summary] and a group per card of either, the
 * change of its effect (new − old) with the interval of that change. */
char    *phl_balance_compare_to_data (const PhlBalanceResult *old_result,
                                      const PhlBalanceResult *new_result);

G_END_DECLS
