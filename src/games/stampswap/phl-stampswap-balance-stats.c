/* phl-stampswap-balance-stats.c — which cards stand out, and how sure we are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What "stands out" means depends on the kind of card (docs/deck-editor.md):
 *  - contests and events are shared by the whole table, so whoever "holds"
 *    them says nothing; a contest is compared with the deck's other
 *    contests of its type, an event with the other events, by the games'
 *    mean final score and by the winner's margin over the runner-up;
 *  - specialists and exhibitors are held: the final scores and the wins of
 *    the players who ended with the card, against the players who ended
 *    with another card of its kind (a mat exhibitor: another mat).
 * Each comparison is a Welch test of "the difference is beyond a tolerance"
 * (a card 0.3 points off is not worth a designer's time, however sure), and
 * Holm's correction over all the tests keeps the chance of flagging any
 * card of a balanced deck under PHL_BALANCE_ALPHA.
 */
#define G_LOG_DOMAIN "phl-balance"

#include "config.h"

#include <math.h>

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

/* P(T > t). */
static double
t_upper (double t,
         double df)
{
  double tail = phl_balance_t_two_sided (fabs (t), df) / 2;

  return t >= 0 ? tail : 1 - tail;
}

/* The t with P(|T| > t) = @p, by bisection (the tail falls as t grows). */
static double
t_quantile_two_sided (double p,
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
                     PhlBalanceTest *test)
{
  double var_a, var_b, qa, qb, se, df, distance;

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
  se = sqrt (qa + qb);
  distance = fabs (test->effect);
  if (se <= 0)
    {
      /* Both sides constant: the difference is known exactly. */
      test->p_value = distance > tolerance ? 0 : 1;
      return;
    }
  /* Welch–Satterthwaite; a constant side contributes no variance. */
  df = (qa + qb) * (qa + qb)
       / ((qa > 0 ? qa * qa / (n_a - 1) : 0) + (qb > 0 ? qb * qb / (n_b - 1) : 0));
  {
    double half = t_quantile_two_sided (0.05, df) * se;

    test->low = test->effect - half;
    test->high = test->effect + half;
  }
  /* The chance of a difference at least this far from zero if the true
   * one were exactly at the tolerance (either sign); with no tolerance this
   * is the usual two-sided p-value. */
  test->p_value = MIN (1, t_upper ((distance - tolerance) / se, df) + t_upper ((distance + tolerance) / se, df));
}

typedef struct
{
  double p;
  guint  index;
} Ranked;

static int
compare_ranked (gconstpointer a,
                gconstpointer b)
{
  const Ranked *x = a, *y = b;

  return x->p < y->p ? -1 : x->p > y->p ? 1 : (int) x->index - (int) y->index;
}

void
phl_balance_holm (const double *p_values,
                  guint         n,
                  double       *adjusted)
{
  g_autofree Ranked *ranked = g_new (Ranked, MAX (n, 1));
  double running = 0;

  for (guint i = 0; i < n; i++)
    ranked[i] = (Ranked) { p_values[i], i };
  qsort (ranked, n, sizeof *ranked, compare_ranked);
  for (guint k = 0; k < n; k++)
    {
      running = MAX (running, MIN (1, (n - k) * ranked[k].p));
      adjusted[ranked[k].index] = running;
    }
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

static void
analyse_card (PhlBalanceResult     *result,
              guint                 c,
              const PhlBalanceGame *games,
              guint                 n_games)
{
  PhlBalanceCard *card = g_ptr_array_index (result->cards, c);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) points_rest = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) second = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) second_rest = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree gboolean *family = g_new0 (gboolean, result->cards->len);

  for (guint o = 0; o < result->cards->len; o++)
    family[o] = o != c && same_family (card, g_ptr_array_index (result->cards, o));

  for (guint g = 0; g < n_games; g++)
    {
      const PhlBalanceGame *game = &games[g];

      if (!game->done)
        continue;
      if (card->measure == PHL_BALANCE_SHARED)
        {
          gboolean with = card->kind == PHL_STAMPSWAP_CARD_EVENT ? top_event (game, c) : on_board (game, c);
          gboolean other = FALSE;
          double mean = game_mean (game), margin = game_margin (game);

          for (guint o = 0; o < result->cards->len && !other && !with; o++)
            other = family[o] && (card->kind == PHL_STAMPSWAP_CARD_EVENT ? top_event (game, o) : on_board (game, o));
          card->games_in_play += with;
          if (with)
            {
              g_array_append_val (points, mean);
              g_array_append_val (second, margin);
            }
          else if (other)
            {
              g_array_append_val (points_rest, mean);
              g_array_append_val (second_rest, margin);
            }
        }
      else
        {
          gboolean any = FALSE;

          for (guint s = 0; s < game->n_players; s++)
            {
              double score = game->score[s];
              double won = (game->winners >> s) & 1;
              gboolean other = FALSE;

              if (holds (game, s, c))
                {
                  any = TRUE;
                  g_array_append_val (points, score);
                  g_array_append_val (second, won);
                  continue;
                }
              for (guint o = 0; o < result->cards->len && !other; o++)
                other = family[o] && holds (game, s, o);
              if (other)
                {
                  g_array_append_val (points_rest, score);
                  g_array_append_val (second_rest, won);
                }
            }
          card->games_in_play += any;
        }
    }
  phl_balance_compare ((double *) points->data, points->len, (double *) points_rest->data, points_rest->len,
                       result->tolerance_points, &card->points);
  phl_balance_compare ((double *) second->data, second->len, (double *) second_rest->data, second_rest->len,
                       card->measure == PHL_BALANCE_SHARED ? result->tolerance_points
                                                           : PHL_BALANCE_TOLERANCE_WINS,
                       &card->second);
  /* Too few games on a side: no verdict (p = 1 keeps it out of the flags
   * but it still counts for the correction only when tested). */
  if (points->len < MIN_SAMPLE || points_rest->len < MIN_SAMPLE)
    card->points.p_value = card->second.p_value = 1;
  card->pick_rate = (double) card->games_in_play / MAX (1, result->games);
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
  g_free (result);
}

void
phl_balance_analyse (PhlBalanceResult     *result,
                     PhlStampswapDeck     *deck,
                     const PhlBalanceGame *games,
                     guint                 n_games)
{
  g_autoptr(GArray) p_values = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) tests = g_array_new (FALSE, FALSE, sizeof (PhlBalanceTest *));
  double sum = 0;
  guint count = 0;

  for (guint i = 0; i < PHL_BALANCE_MAX_SEATS; i++)
    if (result->scores[i] == NULL)
      result->scores[i] = g_array_new (FALSE, FALSE, sizeof (int));
  if (result->cards == NULL)
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

  result->games = 0;
  result->min_score = G_MAXINT;
  result->max_score = G_MININT;
  for (guint g = 0; g < n_games; g++)
    {
      const PhlBalanceGame *game = &games[g];

      if (!game->done)
        continue;
      result->games++;
      for (guint s = 0; s < game->n_players && s < result->players; s++)
        {
          int v = game->score[s];

          g_array_append_val (result->scores[s], v);
          result->wins[s] += (game->winners >> s) & 1;
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

  for (guint c = 0; c < result->cards->len; c++)
    {
      PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      analyse_card (result, c, games, n_games);
      /* Only comparisons that were made count as tests. */
      if (card->points.n >= MIN_SAMPLE && card->points.n_rest >= MIN_SAMPLE)
        {
          PhlBalanceTest *both[] = { &card->points, &card->second };

          for (guint k = 0; k < G_N_ELEMENTS (both); k++)
            {
              g_array_append_val (p_values, both[k]->p_value);
              g_array_append_val (tests, both[k]);
            }
        }
    }
  {
    g_autofree double *adjusted = g_new0 (double, MAX (1, p_values->len));

    phl_balance_holm ((double *) p_values->data, p_values->len, adjusted);
    for (guint t = 0; t < tests->len; t++)
      {
        PhlBalanceTest *test = g_array_index (tests, PhlBalanceTest *, t);

        test->adjusted = adjusted[t];
        test->flagged = adjusted[t] < PHL_BALANCE_ALPHA;
      }
  }
  result->n_flagged = 0;
  for (guint c = 0; c < result->cards->len; c++)
    {
      PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      card->flagged = card->points.flagged || card->second.flagged;
      result->n_flagged += card->flagged;
    }
}
