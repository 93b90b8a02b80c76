/* phl-stampswap-balance-report.c — the balance test as GKeyFile text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `philatelia-cli balance` prints (docs/deck-editor.md "Balance test"):
 * [Summary], a [SeatN] group per seat and a group per card named as in the
 * deck.  Numbers have a dot whatever the locale; scripts read them.
 */
#define G_LOG_DOMAIN "phl-balance"

#include "config.h"

#include <math.h>

#include "stampswap/phl-stampswap-balance.h"

static void
set_number (GKeyFile   *file,
            const char *group,
            const char *key,
            const char *format,
            double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_key_file_set_value (file, group, key, g_ascii_formatd (buffer, sizeof buffer, format, value));
}

/* @prefix "" for the points, "Margin" or "WinRate" for the second test. */
static void
set_test (GKeyFile             *file,
          const char           *group,
          const char           *prefix,
          const PhlBalanceTest *test)
{
  g_autofree char *n = g_strconcat (prefix, "N", NULL);
  g_autofree char *effect = g_strconcat (prefix, "Effect", NULL);
  g_autofree char *low = g_strconcat (prefix, "Low", NULL);
  g_autofree char *high = g_strconcat (prefix, "High", NULL);
  g_autofree char *p = g_strconcat (prefix, "PValue", NULL);
  g_autofree char *adjusted = g_strconcat (prefix, "AdjustedPValue", NULL);
  /* Win rates in percentage points read better than fractions. */
  double scale = g_str_equal (prefix, "WinRate") ? 100 : 1;

  g_key_file_set_integer (file, group, n, test->n);
  set_number (file, group, effect, "%+.2f", scale * test->effect);
  set_number (file, group, low, "%+.2f", scale * test->low);
  set_number (file, group, high, "%+.2f", scale * test->high);
  set_number (file, group, p, "%.3g", test->p_value);
  set_number (file, group, adjusted, "%.3g", test->adjusted);
}

static void
set_group_list (GKeyFile   *file,
                const char *key,
                GPtrArray  *cards,
                int         verdict)   /* -1: every card */
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;

  for (guint c = 0; c < cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (cards, c);

      if (verdict < 0 || (int) card->verdict == verdict)
        g_strv_builder_add (builder, card->group);
    }
  list = g_strv_builder_end (builder);
  g_key_file_set_string_list (file, "Summary", key, (const char * const *) list, g_strv_length (list));
}

static void
set_summary (GKeyFile               *file,
             const PhlBalanceResult *result)
{
  g_autoptr(GPtrArray) by_size = phl_balance_cards_by_size (result);

  g_key_file_set_integer (file, "Summary", "Games", result->games);
  g_key_file_set_integer (file, "Summary", "MaxGames", result->max_games);
  g_key_file_set_boolean (file, "Summary", "Cancelled", result->cancelled);
  /* Every card decided and the run not cancelled. */
  g_key_file_set_boolean (file, "Summary", "Complete", !result->cancelled && result->n_undecided == 0);
  g_key_file_set_integer (file, "Summary", "Players", result->players);
  g_key_file_set_integer (file, "Summary", "Threads", result->threads);
  set_number (file, "Summary", "Seconds", "%.2f", result->seconds);
  set_number (file, "Summary", "GamesPerSecond", "%.1f", result->games_per_second);
  set_number (file, "Summary", "MeanScore", "%.2f", result->mean_score);
  g_key_file_set_integer (file, "Summary", "MinScore", result->min_score);
  g_key_file_set_integer (file, "Summary", "MaxScore", result->max_score);
  g_key_file_set_integer (file, "Summary", "Ties", result->ties);
  set_number (file, "Summary", "Alpha", "%.2f", PHL_BALANCE_ALPHA);
  g_key_file_set_integer (file, "Summary", "Tests", result->tests);
  g_key_file_set_integer (file, "Summary", "Looks", result->looks);
  g_key_file_set_integer (file, "Summary", "PlannedLooks", result->planned_looks);
  set_number (file, "Summary", "Confidence", "%.6f", result->confidence);
  set_number (file, "Summary", "TolerancePoints", "%.2f", result->tolerance_points);
  set_number (file, "Summary", "ToleranceWinRate", "%.2f", 100 * PHL_BALANCE_TOLERANCE_WINS);
  /* The deck changed cards are compared with (absent: none changed). */
  if (result->reference != NULL)
    g_key_file_set_string (file, "Summary", "Reference", result->reference);
  g_key_file_set_integer (file, "Summary", "ChangedCards", result->n_changed);
  g_key_file_set_integer (file, "Summary", "ReferenceGames", result->reference_games);
  set_number (file, "Summary", "ChangeShare", "%.2f", PHL_BALANCE_CHANGE_SHARE);
  g_key_file_set_integer (file, "Summary", "Flagged", result->n_flagged);
  g_key_file_set_integer (file, "Summary", "Fine", result->n_fine);
  g_key_file_set_integer (file, "Summary", "Undecided", result->n_undecided);
  g_key_file_set_integer (file, "Summary", "Untested", result->n_untested);
  set_group_list (file, "FlaggedCards", result->cards, PHL_BALANCE_FLAGGED);
  set_group_list (file, "UndecidedCards", result->cards, PHL_BALANCE_UNDECIDED);
  set_group_list (file, "CardsBySize", by_size, -1);
}

char *
phl_balance_result_to_data (const PhlBalanceResult *result)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  g_return_val_if_fail (result != NULL, NULL);

  set_summary (file, result);
  for (guint s = 0; s < result->players; s++)
    {
      g_autofree char *group = g_strdup_printf ("Seat%u", s + 1);
      double sum = 0;

      for (guint g = 0; g < result->scores[s]->len; g++)
        sum += g_array_index (result->scores[s], int, g);
      /* A k-way tie counts 1/k for each winner: the seats add up to Games. */
      set_number (file, group, "Wins", "%.2f", result->wins[s]);
      g_key_file_set_integer (file, group, "SoleWins", result->sole_wins[s]);
      g_key_file_set_integer (file, group, "SharedWins", result->shared_wins[s]);
      set_number (file, group, "MeanScore", "%.2f", result->scores[s]->len ? sum / result->scores[s]->len : 0);
    }

  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      if (card->name != NULL)
        g_key_file_set_string (file, card->group, "Name", card->name);
      gboolean shared = card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EVENT;

      g_key_file_set_string (file, card->group, "Measure",
                             card->measure == PHL_BALANCE_CHANGED ? "changed"
                             : card->measure == PHL_BALANCE_SHARED ? "shared" : "held");
      set_number (file, card->group, "InPlay", "%.3f", card->pick_rate);
      set_test (file, card->group, "", &card->points);
      set_number (file, card->group, "Band", "%.2f", card->band);
      if (card->measure == PHL_BALANCE_CHANGED)
        {
          /* What the card scored itself per game in play, now and in the
           * reference deck (the effect is their paired difference). */
          set_number (file, card->group, "ScoredNow", "%.2f", card->points.mean);
          set_number (file, card->group, "ScoredBefore", "%.2f", card->points.mean_rest);
        }
      /* The second measure is the kind's, within the deck. */
      set_test (file, card->group, shared ? "Margin" : "WinRate", &card->second);
      g_key_file_set_string (file, card->group, "Verdict", phl_balance_verdict_to_string (card->verdict));
      g_key_file_set_boolean (file, card->group, "Flagged", card->flagged);
      if (card->verdict == PHL_BALANCE_UNDECIDED)
        g_key_file_set_integer (file, card->group, "MoreGames", card->more_games);
    }
  return g_key_file_to_data (file, NULL, NULL);
}

/* ------------------------------------------------------------ comparison */

static const PhlBalanceCard *
find_card (const PhlBalanceResult *result,
           const char             *group)
{
  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      if (g_str_equal (card->group, group))
        return card;
    }
  return NULL;
}

void
phl_balance_change_of (const PhlBalanceTest *old_test,
                       const PhlBalanceTest *new_test,
                       double                alpha,
                       double               *change,
                       double               *low,
                       double               *high)
{
  double se = sqrt (old_test->se * old_test->se + new_test->se * new_test->se);
  double df = MIN (old_test->df, new_test->df);
  double half = se > 0 && df > 0 ? phl_balance_t_quantile (alpha, df) * se : 0;

  *change = new_test->effect - old_test->effect;
  *low = *change - half;
  *high = *change + half;
}

GArray *
phl_balance_changes (const PhlBalanceResult *old_result,
                     const PhlBalanceResult *new_result)
{
  GArray *changes = g_array_new (FALSE, TRUE, sizeof (PhlBalanceChange));
  double alpha = 1 - MIN (old_result->confidence, new_result->confidence);

  for (guint c = 0; c < new_result->cards->len; c++)
    {
      PhlBalanceChange change = { find_card (old_result, ((PhlBalanceCard *) g_ptr_array_index (new_result->cards, c))->group),
                                  g_ptr_array_index (new_result->cards, c) };

      /* A card changed from the reference in one version only is measured
       * differently in the two: no change of its effect. */
      change.comparable = change.old_card != NULL && change.old_card->measure == change.new_card->measure;
      if (change.comparable)
        {
          phl_balance_change_of (&change.old_card->points, &change.new_card->points, alpha,
                                 &change.change, &change.low, &change.high);
          change.changed = change.low > 0 || change.high < 0;
        }
      g_array_append_val (changes, change);
    }
  for (guint c = 0; c < old_result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (old_result->cards, c);
      PhlBalanceChange change = { card, NULL };

      if (find_card (new_result, card->group) == NULL)
        g_array_append_val (changes, change);
    }
  return changes;
}

/* The change of one measure between two independent runs. */
static void
set_change (GKeyFile             *file,
            const char           *group,
            const char           *prefix,
            const PhlBalanceTest *old_test,
            const PhlBalanceTest *new_test,
            double                alpha,
            double                scale)
{
  g_autofree char *change_key = g_strconcat (prefix, "Change", NULL);
  g_autofree char *low_key = g_strconcat (prefix, "ChangeLow", NULL);
  g_autofree char *high_key = g_strconcat (prefix, "ChangeHigh", NULL);
  g_autofree char *changed_key = g_strconcat (prefix, "Changed", NULL);
  double change, low, high;

  phl_balance_change_of (old_test, new_test, alpha, &change, &low, &high);
  set_number (file, group, change_key, "%+.2f", scale * change);
  set_number (file, group, low_key, "%+.2f", scale * low);
  set_number (file, group, high_key, "%+.2f", scale * high);
  /* The change is real when its interval leaves out zero. */
  g_key_file_set_boolean (file, group, changed_key, low > 0 || high < 0);
}

char *
phl_balance_compare_to_data (const PhlBalanceResult *old_result,
                             const PhlBalanceResult *new_result)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  double alpha = 1 - MIN (old_result->confidence, new_result->confidence);
  guint changed = 0;

  g_key_file_set_integer (file, "Summary", "OldGames", old_result->games);
  g_key_file_set_integer (file, "Summary", "NewGames", new_result->games);
  g_key_file_set_integer (file, "Summary", "OldFlagged", old_result->n_flagged);
  g_key_file_set_integer (file, "Summary", "NewFlagged", new_result->n_flagged);
  set_number (file, "Summary", "Confidence", "%.6f", 1 - alpha);
  for (guint c = 0; c < new_result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (new_result->cards, c);
      const PhlBalanceCard *old = find_card (old_result, card->group);
      gboolean shared;

      if (card->name != NULL)
        g_key_file_set_string (file, card->group, "Name", card->name);
      g_key_file_set_string (file, card->group, "NewVerdict", phl_balance_verdict_to_string (card->verdict));
      set_number (file, card->group, "NewEffect", "%+.2f", card->points.effect);
      if (old == NULL)
        {
          /* A card only the new deck has. */
          g_key_file_set_string (file, card->group, "OldVerdict", "absent");
          continue;
        }
      g_key_file_set_string (file, card->group, "OldVerdict", phl_balance_verdict_to_string (old->verdict));
      set_number (file, card->group, "OldEffect", "%+.2f", old->points.effect);
      shared = card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EVENT;
      if (old->measure == card->measure)
        set_change (file, card->group, "", &old->points, &card->points, alpha, 1);
      else
        /* Judged by its change from the reference in one version only. */
        g_key_file_set_boolean (file, card->group, "Comparable", FALSE);
      set_change (file, card->group, shared ? "Margin" : "WinRate",
                  &old->second, &card->second, alpha, shared ? 1 : 100);
      changed += g_key_file_get_boolean (file, card->group, "Changed", NULL);
    }
  for (guint c = 0; c < old_result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (old_result->cards, c);

      if (find_card (new_result, card->group) != NULL)
        continue;
      g_key_file_set_string (file, card->group, "OldVerdict", phl_balance_verdict_to_string (card->verdict));
      set_number (file, card->group, "OldEffect", "%+.2f", card->points.effect);
      g_key_file_set_string (file, card->group, "NewVerdict", "absent");
    }
  g_key_file_set_integer (file, "Summary", "Changed", changed);
  return g_key_file_to_data (file, NULL, NULL);
}
