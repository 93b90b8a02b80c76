/* phl-stampswap-balance-stats.c — which cards stand out, and how sure we are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What "stands out" means depends on the kind of card (docs/deck-editor.md):
 *  - contests and events are shared by the whole table, so whoever "holds"
 *    them says nothing; a contest is compared with the deck's other
 *    contests of its type, an event with the other events, by the games'
 *    mean final score (and, reported only, the winner's margin);
 *  - specialists and exhibitors are held: the holder's final score less the
 *    mean of the others at its table (a paired difference: the luck of the
 *    game cancels), against the same for the holders of another card of
 *    its kind (a mat exhibitor: another mat); and, reported only, the
 *    holder's share of the win.
 * Each card's effect on the score gets a Welch interval at the level
 * 1 − α / (cards × looks) (Bonferroni over the cards and over every look
 * the run may take at the games): wholly outside ±tolerance it is flagged,
 * wholly inside it is fine, otherwise undecided.  The verdict is read off
 * the interval that is drawn, so verdict, table and plot cannot disagree.
 */
#define G_LOG_DOMAIN "phl-balance"

#include "config.h"

#include <math.h>
#include <string.h>

#include "stampswap/phl-stampswap-balance.h"

/* Comparisons with fewer values on a side are not made. */
#define MIN_SAMPLE 5

/* ------------------------------------------------------------ distributions */

double
phl_balance_normal_upper (double z)
{
  return 0.5 * erfc (z / G_SQRT2);
}

/* The continued fraction of the regularized incomplete beta function
 * (modified Lentz's method). */
static double
beta_fraction (double a,
               double b,
               double x)
{
  const double tiny = 1e-300;
  double c = 1, d = 1 - (a + b) * x / (a + 1);
  double h;

  if (fabs (d) < tiny)
    d = tiny;
  d = 1 / d;
  h = d;
  for (int m = 1; m <= 300; m++)
    {
      double m2 = 2 * m;
      double num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
      double delta;

      d = 1 + num * d;
      c = 1 + num / c;
      if (fabs (d) < tiny)
        d = tiny;
      if (fabs (c) < tiny)
        c = tiny;
      d = 1 / d;
      h *= d * c;
      num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
      d = 1 + num * d;
      c = 1 + num / c;
      if (fabs (d) < tiny)
        d = tiny;
      if (fabs (c) < tiny)
        c = tiny;
      d = 1 / d;
      delta = d * c;
      h *= delta;
      if (fabs (delta - 1) < 1e-14)
        break;
    }
  return h;
}

/* lgamma() sets the global signgam, and the analysis runs on a worker
 * thread, possibly beside another one: lgamma_r() keeps the sign local. */
static double
log_gamma (double x)
{
  int sign;

  return lgamma_r (x, &sign);
}

/* I_x(a, b). */
static double
incomplete_beta (double a,
                 double b,
                 double x)
{
  double front;

  if (x <= 0)
    return 0;
  if (x >= 1)
    return 1;
  front = exp (log_gamma (a + b) - log_gamma (a) - log_gamma (b) + a * log (x) + b * log1p (-x));
  if (x < (a + 1) / (a + b + 2))
    return front * beta_fraction (a, b, x) / a;
  return 1 - front * beta_fraction (b, a, 1 - x) / b;
}

double
phl_balance_t_two_sided (double t,
                         double df)
{
  if (isnan (t) || df <= 0)
    return 1;
  if (isinf (t))
    return 0;
  if (df > 1e7)
    return 2 * phl_balance_normal_upper (fabs (t));
  return incomplete_beta (df / 2, 0.5, df / (df + t * t));
}

/* The t with P(|T| > t) = @p, by bisection (the tail falls as t grows). */
double
phl_balance_t_quantile (double p,
                        double df)
{
  double lo = 0, hi = 1e3;

  for (int i = 0; i < 200 && hi - lo > 1e-10; i++)
    {
      double mid = (lo + hi) / 2;

      if (phl_balance_t_two_sided (mid, df) > p)
        lo = mid;
      else
        hi = mid;
    }
  return (lo + hi) / 2;
}

/* ------------------------------------------------------------ tests */

static void
mean_variance (const double *values,
               guint         n,
               double       *mean,
               double       *variance)
{
  double sum = 0, squares = 0;

  for (guint i = 0; i < n; i++)
    sum += values[i];
  *mean = n ? sum / n : 0;
  for (guint i = 0; i < n; i++)
    squares += (values[i] - *mean) * (values[i] - *mean);
  *variance = n > 1 ? squares / (n - 1) : 0;
}

void
phl_balance_compare (const double   *a,
                     guint           n_a,
                     const double   *b,
                     guint           n_b,
                     double          tolerance,
                     double          alpha,
                     guint           tests,
                     PhlBalanceTest *test)
{
  double var_a, var_b, qa, qb, distance, half;

  memset (test, 0, sizeof *test);
  test->n = n_a;
  test->n_rest = n_b;
  test->p_value = 1;
  test->adjusted = 1;
  mean_variance (a, n_a, &test->mean, &var_a);
  mean_variance (b, n_b, &test->mean_rest, &var_b);
  test->effect = test->mean - test->mean_rest;
  test->low = test->high = test->effect;
  if (n_a < 2 || n_b < 2)
    return;

  qa = var_a / n_a;
  qb = var_b / n_b;
  test->se = sqrt (qa + qb);
  distance = fabs (test->effect);
  if (test->se <= 0)
    {
      /* Both sides constant: the difference is known exactly. */
      test->p_value = test->adjusted = distance > tolerance ? 0 : 1;
      test->flagged = distance > tolerance;
      return;
    }
  /* Welch–Satterthwaite; a constant side contributes no variance. */
  test->df = (qa + qb) * (qa + qb)
             / ((qa > 0 ? qa * qa / (n_a - 1) : 0) + (qb > 0 ? qb * qb / (n_b - 1) : 0));
  half = phl_balance_t_quantile (alpha, test->df) * test->se;
  test->low = test->effect - half;
  test->high = test->effect + half;
  /* Twice the chance of an effect this far beyond the tolerance if the
   * true one were at its edge: below α exactly when the two-sided
   * interval at 1 − α clears the band. */
  test->p_value = distance > tolerance
                  ? phl_balance_t_two_sided ((distance - tolerance) / test->se, test->df) : 1;
  test->adjusted = MIN (1, test->p_value * MAX (tests, 1));
  test->flagged = test->low > tolerance || test->high < -tolerance;
}

void
phl_balance_compare_paired (const double   *d,
                            guint           n,
                            double          tolerance,
                            double          alpha,
                            guint           tests,
                            PhlBalanceTest *test)
{
  double var, distance, half;

  memset (test, 0, sizeof *test);
  test->n = test->n_rest = n;
  test->p_value = 1;
  test->adjusted = 1;
  mean_variance (d, n, &test->effect, &var);
  test->low = test->high = test->effect;
  if (n < 2)
    return;
  test->se = sqrt (var / n);
  distance = fabs (test->effect);
  if (test->se <= 0)
    {
      test->p_value = test->adjusted = distance > tolerance ? 0 : 1;
      test->flagged = distance > tolerance;
      return;
    }
  test->df = n - 1;
  half = phl_balance_t_quantile (alpha, test->df) * test->se;
  test->low = test->effect - half;
  test->high = test->effect + half;
  test->p_value = distance > tolerance
                  ? phl_balance_t_two_sided ((distance - tolerance) / test->se, test->df) : 1;
  test->adjusted = MIN (1, test->p_value * MAX (tests, 1));
  test->flagged = test->low > tolerance || test->high < -tolerance;
}

/* ------------------------------------------------------------ the cards */

static gboolean
holds (const PhlBalanceGame *game,
       guint                 seat,
       guint                 card)
{
  return (game->held[seat][card / 64] >> (card % 64)) & 1;
}

static gboolean
on_board (const PhlBalanceGame *game,
          guint                 card)
{
  for (guint b = 0; b < game->n_board; b++)
    if (game->board[b] == card)
      return TRUE;
  return FALSE;
}

static gboolean
top_event (const PhlBalanceGame *game,
           guint                 card)
{
  for (guint r = 0; r < PHL_BALANCE_ROUNDS; r++)
    if (game->events[r] == card)
      return TRUE;
  return FALSE;
}

static double
game_mean (const PhlBalanceGame *game)
{
  double sum = 0;

  for (guint s = 0; s < game->n_players; s++)
    sum += game->score[s];
  return sum / MAX (1, game->n_players);
}

/* The winner's lead over the runner-up (0 in a shared victory or alone). */
static double
game_margin (const PhlBalanceGame *game)
{
  int best = G_MININT, second = G_MININT;

  if (game->n_players < 2)
    return 0;
  for (guint s = 0; s < game->n_players; s++)
    {
      int v = game->score[s];

      if (v > best)
        {
          second = best;
          best = v;
        }
      else if (v > second)
        second = v;
    }
  return best - second;
}

/* Whether @other is one of the cards @card is measured against. */
static gboolean
same_family (const PhlBalanceCard *card,
             const PhlBalanceCard *other)
{
  if (card->kind != other->kind)
    return FALSE;
  if (card->kind == PHL_STAMPSWAP_CARD_CONTEST)
    return card->type == other->type;
  if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    return card->mat == other->mat;
  return TRUE;
}

/* A card's two samples and its kind's, as the games give them. */
typedef struct
{
  GArray *points, *points_rest, *second, *second_rest;  /* double */
} Samples;

static void
samples_clear (Samples *samples)
{
  g_clear_pointer (&samples->points, g_array_unref);
  g_clear_pointer (&samples->points_rest, g_array_unref);
  g_clear_pointer (&samples->second, g_array_unref);
  g_clear_pointer (&samples->second_rest, g_array_unref);
}

static void
add_pair (GArray *points,
          GArray *second,
          double  point,
          double  other)
{
  g_array_append_val (points, point);
  g_array_append_val (second, other);
}

static void
gather_shared (const PhlBalanceCard *card,
               guint                 c,
               const gboolean       *family,
               guint                 n_cards,
               const PhlBalanceGame *game,
               Samples              *samples,
               guint                *in_play)
{
  gboolean event = card->kind == PHL_STAMPSWAP_CARD_EVENT;
  gboolean with = event ? top_event (game, c) : on_board (game, c);
  gboolean other = FALSE;

  for (guint o = 0; o < n_cards && !other && !with; o++)
    other = family[o] && (event ? top_event (game, o) : on_board (game, o));
  *in_play += with;
  if (with)
    add_pair (samples->points, samples->second, game_mean (game), game_margin (game));
  else if (other)
    add_pair (samples->points_rest, samples->second_rest, game_mean (game), game_margin (game));
}

static void
gather_held (guint                 c,
             const gboolean       *family,
             guint                 n_cards,
             const PhlBalanceGame *game,
             Samples              *samples,
             guint                *in_play)
{
  gboolean any = FALSE;
  guint n_winners = 0;
  double total = 0;

  for (guint s = 0; s < game->n_players; s++)
    {
      n_winners += (game->winners >> s) & 1;
      total += game->score[s];
    }
  for (guint s = 0; s < game->n_players && game->n_players > 1; s++)
    {
      /* The holder against its own table: the game's luck cancels. */
      double relative = game->score[s] - (total - game->score[s]) / (game->n_players - 1);
      double share = ((game->winners >> s) & 1) ? 1.0 / n_winners : 0;
      gboolean other = FALSE;

      if (holds (game, s, c))
        {
          any = TRUE;
          add_pair (samples->points, samples->second, relative, share);
          continue;
        }
      for (guint o = 0; o < n_cards && !other; o++)
        other = family[o] && holds (game, s, o);
      if (other)
        add_pair (samples->points_rest, samples->second_rest, relative, share);
    }
  *in_play += any;
}

/* Whether @c has another card of its kind to be compared with. */
static gboolean
has_family (PhlBalanceResult *result,
            guint             c)
{
  const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

  for (guint o = 0; o < result->cards->len; o++)
    if (o != c && same_family (card, g_ptr_array_index (result->cards, o)))
      return TRUE;
  return FALSE;
}

/* About how many more games would decide @card: the interval's half-width
 * shrinks as 1/√games and must come within the effect's distance from the
 * band's edge (0: no estimate, the effect sits on the edge). */
static guint
estimate_more_games (const PhlBalanceCard *card,
                     double                tolerance,
                     guint                 games)
{
  const PhlBalanceTest *t = &card->points;
  double needed;

  if (MIN (t->n, t->n_rest) < MIN_SAMPLE)
    /* Too few games on a side yet: until there are enough. */
    needed = MIN (t->n, t->n_rest) > 0 ? games * (double) MIN_SAMPLE / MIN (t->n, t->n_rest) : 0;
  else
    {
      double half = (t->high - t->low) / 2;
      double gap = fabs (fabs (t->effect) - tolerance);

      needed = gap > 1e-9 ? games * (half / gap) * (half / gap) : 0;
    }
  if (needed <= 0 || needed > G_MAXINT)
    return 0;
  if (needed <= games)
    return 1;
  return (guint) ceil (needed - games);
}

static void
analyse_card (PhlBalanceResult     *result,
              guint                 c,
              const PhlBalanceGame *games,
              guint                 n_games,
              double                alpha)
{
  PhlBalanceCard *card = g_ptr_array_index (result->cards, c);
  g_autofree gboolean *family = g_new0 (gboolean, result->cards->len);
  Samples samples = {
    g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
    g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
  };
  guint tests = result->tests * MAX (result->planned_looks, 1);

  for (guint o = 0; o < result->cards->len; o++)
    family[o] = o != c && same_family (card, g_ptr_array_index (result->cards, o));
  for (guint g = 0; g < n_games; g++)
    {
      if (!games[g].done)
        continue;
      if (card->measure == PHL_BALANCE_SHARED)
        gather_shared (card, c, family, result->cards->len, &games[g], &samples, &card->games_in_play);
      else
        gather_held (c, family, result->cards->len, &games[g], &samples, &card->games_in_play);
    }
  card->band = result->tolerance_points;
  phl_balance_compare ((double *) samples.points->data, samples.points->len,
                       (double *) samples.points_rest->data, samples.points_rest->len,
                       result->tolerance_points, alpha, tests, &card->points);
  phl_balance_compare ((double *) samples.second->data, samples.second->len,
                       (double *) samples.second_rest->data, samples.second_rest->len,
                       card->measure == PHL_BALANCE_SHARED ? result->tolerance_points : PHL_BALANCE_TOLERANCE_WINS,
                       alpha, tests, &card->second);
  /* Only the score decides; the second figure is reported. */
  card->second.flagged = FALSE;
  if (!has_family (result, c))
    card->verdict = PHL_BALANCE_UNTESTED;   /* nothing to compare it with, ever */
  else if (samples.points->len < MIN_SAMPLE || samples.points_rest->len < MIN_SAMPLE)
    card->verdict = PHL_BALANCE_UNDECIDED;
  else if (card->points.flagged)
    card->verdict = PHL_BALANCE_FLAGGED;
  else if (card->points.low > -result->tolerance_points && card->points.high < result->tolerance_points)
    card->verdict = PHL_BALANCE_FINE;
  else
    card->verdict = PHL_BALANCE_UNDECIDED;
  card->points.flagged = card->flagged = card->verdict == PHL_BALANCE_FLAGGED;
  card->more_games = card->verdict == PHL_BALANCE_UNDECIDED
                     ? estimate_more_games (card, result->tolerance_points, result->games) : 0;
  card->pick_rate = (double) card->games_in_play / MAX (1, result->games);
  samples_clear (&samples);
}

static gboolean
in_play (const PhlBalanceGame *game,
         guint                 card)
{
  return card < PHL_BALANCE_MAX_CARDS && ((game->in_play[card / 64] >> (card % 64)) & 1);
}

/* What @card scored itself in @game: per player for a shared card, for
 * its holders otherwise. */
static double
card_yield (const PhlBalanceCard *card,
            const PhlBalanceGame *game,
            guint                 index)
{
  double points = index < PHL_BALANCE_MAX_CARDS ? game->card_points[index] : 0;

  return card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EVENT
         ? points / MAX (1, game->n_players) : points;
}

/* A changed card: what it scored less what its reference version scored
 * with the same seed, over the games it was in play in either, against
 * ±PHL_BALANCE_CHANGE_SHARE of the reference's mean. */
static void
analyse_change (PhlBalanceResult          *result,
                guint                      c,
                const PhlBalanceGame      *games,
                guint                      n_games,
                const PhlBalanceReference *reference,
                double                     alpha)
{
  PhlBalanceCard *card = g_ptr_array_index (result->cards, c);
  g_autoptr(GArray) diffs = g_array_new (FALSE, FALSE, sizeof (double));
  guint r = (guint) reference->index[c];
  guint tests = result->tests * MAX (result->planned_looks, 1);
  double before = 0, after = 0;

  card->measure = PHL_BALANCE_CHANGED;
  card->games_in_play = 0;
  for (guint g = 0; g < n_games; g++)
    {
      const PhlBalanceGame *game = &games[g], *old = &reference->games[g];
      double now, then, d;

      if (!game->done || !old->done)
        continue;
      card->games_in_play += in_play (game, c);
      if (!in_play (game, c) && !in_play (old, r))
        continue;
      now = card_yield (card, game, c);
      then = card_yield (card, old, r);
      d = now - then;
      before += then;
      after += now;
      g_array_append_val (diffs, d);
    }
  before /= MAX (1, diffs->len);
  after /= MAX (1, diffs->len);
  card->band = MAX (PHL_BALANCE_CHANGE_SHARE * fabs (before), PHL_BALANCE_CHANGE_FLOOR);
  phl_balance_compare_paired ((double *) diffs->data, diffs->len, card->band, alpha, tests, &card->points);
  card->points.mean = after;
  card->points.mean_rest = before;
  /* The second measure keeps its comparison within the deck. */
  if (diffs->len < MIN_SAMPLE)
    card->verdict = PHL_BALANCE_UNDECIDED;
  else if (card->points.flagged)
    card->verdict = PHL_BALANCE_FLAGGED;
  else if (card->points.low >= -card->band && card->points.high <= card->band)
    card->verdict = PHL_BALANCE_FINE;
  else
    card->verdict = PHL_BALANCE_UNDECIDED;
  card->points.flagged = card->flagged = card->verdict == PHL_BALANCE_FLAGGED;
  card->more_games = card->verdict == PHL_BALANCE_UNDECIDED
                     ? estimate_more_games (card, card->band, result->reference_games) : 0;
  card->pick_rate = (double) card->games_in_play / MAX (1, result->games);
}

static gboolean
same_rules (const PhlStampswapCard *a,
            const PhlStampswapCard *b)
{
  return a->kind == b->kind && a->type == b->type && a->mat == b->mat
         && a->rule.rule == b->rule.rule && a->rule.attribute == b->rule.attribute
         && a->rule.value == b->rule.value && a->rule.size == b->rule.size
         && a->rule.filter.type == b->rule.filter.type && a->rule.filter.value == b->rule.filter.value
         && a->rule.points == b->rule.points
         && a->effect == b->effect && a->points == b->points && a->count == b->count
         && a->stamp_kind == b->stamp_kind
         && a->filter.type == b->filter.type && a->filter.value == b->filter.value
         && a->n_items == b->n_items && memcmp (a->items, b->items, a->n_items) == 0;
}

/* Whether the card scores points itself, so that what it scores measures it. */
static gboolean
scores_itself (const PhlStampswapCard *card)
{
  if (card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    return TRUE;
  return (phl_stampswap_effect_info (card->effect)->params & PHL_STAMPSWAP_PARAM_POINTS) != 0;
}

void
phl_balance_reference_init (PhlBalanceReference *reference,
                            PhlStampswapDeck    *deck,
                            PhlStampswapDeck    *ref_deck)
{
  guint n = MIN (phl_stampswap_deck_n_cards (deck), PHL_BALANCE_MAX_CARDS);
  guint n_ref = MIN (phl_stampswap_deck_n_cards (ref_deck), PHL_BALANCE_MAX_CARDS);

  reference->deck = ref_deck;
  reference->n_changed = 0;
  for (guint c = 0; c < PHL_BALANCE_MAX_CARDS; c++)
    {
      reference->index[c] = -1;
      reference->changed[c] = FALSE;
    }
  for (guint c = 0; c < n; c++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);

      for (guint r = 0; r < n_ref; r++)
        {
          const PhlStampswapCard *old = phl_stampswap_deck_get_card (ref_deck, r);

          if (old->kind != card->kind || g_strcmp0 (old->id, card->id) != 0)
            continue;
          reference->index[c] = (int) r;
          reference->changed[c] = !same_rules (card, old) && (scores_itself (card) || scores_itself (old));
          reference->n_changed += reference->changed[c];
          break;
        }
    }
}

static void
balance_card_free (PhlBalanceCard *card)
{
  g_free (card->group);
  g_free (card->name);
  g_free (card);
}

void
phl_balance_result_free (PhlBalanceResult *result)
{
  if (result == NULL)
    return;
  for (guint i = 0; i < PHL_BALANCE_MAX_SEATS; i++)
    g_clear_pointer (&result->scores[i], g_array_unref);
  g_clear_pointer (&result->cards, g_ptr_array_unref);
  g_free (result->reference);
  g_free (result);
}

/* The totals: games, scores, wins by seat (a k-way tie: 1/k each). */
static void
add_totals (PhlBalanceResult     *result,
            const PhlBalanceGame *games,
            guint                 n_games)
{
  double sum = 0;
  guint count = 0;

  result->games = result->ties = 0;
  result->min_score = G_MAXINT;
  result->max_score = G_MININT;
  for (guint g = 0; g < n_games; g++)
    {
      const PhlBalanceGame *game = &games[g];
      guint n_winners = 0;

      if (!game->done)
        continue;
      result->games++;
      for (guint s = 0; s < game->n_players; s++)
        n_winners += (game->winners >> s) & 1;
      result->ties += n_winners > 1;
      for (guint s = 0; s < game->n_players && s < result->players; s++)
        {
          int v = game->score[s];
          gboolean won = (game->winners >> s) & 1;

          g_array_append_val (result->scores[s], v);
          result->wins[s] += won ? 1.0 / n_winners : 0;
          result->sole_wins[s] += won && n_winners == 1;
          result->shared_wins[s] += won && n_winners > 1;
          result->min_score = MIN (result->min_score, v);
          result->max_score = MAX (result->max_score, v);
          sum += v;
          count++;
        }
    }
  if (count == 0)
    result->min_score = result->max_score = 0;
  result->mean_score = count ? sum / count : 0;
  result->tolerance_points = MAX (1, PHL_BALANCE_TOLERANCE_SCORE_SHARE * result->mean_score);
}

static void
add_cards (PhlBalanceResult *result,
           PhlStampswapDeck *deck)
{
  g_clear_pointer (&result->cards, g_ptr_array_unref);
  result->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) balance_card_free);
  for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);
      PhlBalanceCard *bc = g_new0 (PhlBalanceCard, 1);

      bc->group = g_strdup_printf ("%s:%s", phl_stampswap_card_kind_to_string (card->kind), card->id);
      bc->name = g_strdup (card->name);
      bc->kind = card->kind;
      bc->type = card->type;
      bc->mat = card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR && card->mat > 0;
      bc->measure = card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EVENT
                    ? PHL_BALANCE_SHARED : PHL_BALANCE_HELD;
      g_ptr_array_add (result->cards, bc);
    }
}

void
phl_balance_analyse (PhlBalanceResult     *result,
                     PhlStampswapDeck     *deck,
                     const PhlBalanceGame *games,
                     guint                 n_games)
{
  phl_balance_analyse_with (result, deck, games, n_games, NULL);
}

void
phl_balance_analyse_with (PhlBalanceResult          *result,
                          PhlStampswapDeck          *deck,
                          const PhlBalanceGame      *games,
                          guint                      n_games,
                          const PhlBalanceReference *reference)
{
  double alpha;
  gboolean changes = reference != NULL && reference->n_changed > 0 && reference->games != NULL;

  for (guint i = 0; i < PHL_BALANCE_MAX_SEATS; i++)
    {
      g_clear_pointer (&result->scores[i], g_array_unref);
      result->scores[i] = g_array_new (FALSE, FALSE, sizeof (int));
      result->wins[i] = 0;
      result->sole_wins[i] = 0;
      result->shared_wins[i] = 0;
    }
  add_cards (result, deck);
  add_totals (result, games, n_games);
  if (result->max_games == 0)
    result->max_games = result->games;

  /* Bonferroni over every card that has a kind to be compared with or a
   * reference version to be compared with (a number fixed by the two decks,
   * the same at every look) and every look. */
  result->tests = 0;
  result->n_changed = 0;
  result->reference_games = 0;
  for (guint c = 0; c < result->cards->len; c++)
    {
      gboolean changed = changes && c < PHL_BALANCE_MAX_CARDS && reference->changed[c];

      result->tests += changed || has_family (result, c);
      result->n_changed += changed;
    }
  for (guint g = 0; changes && g < n_games; g++)
    result->reference_games += games[g].done && reference->games[g].done;
  alpha = PHL_BALANCE_ALPHA / (MAX (result->tests, 1) * MAX (result->planned_looks, 1));
  result->confidence = 1 - alpha;

  result->n_flagged = result->n_fine = result->n_undecided = result->n_untested = 0;
  for (guint c = 0; c < result->cards->len; c++)
    {
      PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      /* A changed card keeps its second measure from within the deck. */
      analyse_card (result, c, games, n_games, alpha);
      if (changes && c < PHL_BALANCE_MAX_CARDS && reference->changed[c])
        analyse_change (result, c, games, n_games, reference, alpha);
      result->n_flagged += card->verdict == PHL_BALANCE_FLAGGED;
      result->n_fine += card->verdict == PHL_BALANCE_FINE;
      result->n_undecided += card->verdict == PHL_BALANCE_UNDECIDED;
      result->n_untested += card->verdict == PHL_BALANCE_UNTESTED;
    }
}

const char *
phl_balance_verdict_to_string (PhlBalanceVerdict verdict)
{
  switch (verdict)
    {
    case PHL_BALANCE_FINE: return "fine";
    case PHL_BALANCE_FLAGGED: return "flagged";
    case PHL_BALANCE_UNTESTED: return "untested";
    case PHL_BALANCE_UNDECIDED:
    default: return "undecided";
    }
}

static int
compare_by_size (gconstpointer a,
                 gconstpointer b)
{
  const PhlBalanceCard *x = *(PhlBalanceCard * const *) a;
  const PhlBalanceCard *y = *(PhlBalanceCard * const *) b;
  /* Cards with too few games for an interval go last. */
  double dx = MIN (x->points.n, x->points.n_rest) >= MIN_SAMPLE ? fabs (x->points.effect) : -1;
  double dy = MIN (y->points.n, y->points.n_rest) >= MIN_SAMPLE ? fabs (y->points.effect) : -1;

  return dx > dy ? -1 : dx < dy ? 1 : 0;
}

GPtrArray *
phl_balance_cards_by_size (const PhlBalanceResult *result)
{
  GPtrArray *cards = g_ptr_array_new ();

  for (guint c = 0; c < result->cards->len; c++)
    g_ptr_array_add (cards, g_ptr_array_index (result->cards, c));
  /* A stable sort: equal sizes keep deck order. */
  g_ptr_array_sort (cards, compare_by_size);
  return cards;
}
