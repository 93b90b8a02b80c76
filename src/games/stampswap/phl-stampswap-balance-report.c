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

char *
phl_balance_result_to_data (const PhlBalanceResult *result)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GStrvBuilder) flagged = g_strv_builder_new ();
  g_auto(GStrv) flagged_list = NULL;

  g_return_val_if_fail (result != NULL, NULL);

  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      if (card->flagged)
        g_strv_builder_add (flagged, card->group);
    }
  flagged_list = g_strv_builder_end (flagged);

  g_key_file_set_integer (file, "Summary", "Games", result->games);
  g_key_file_set_integer (file, "Summary", "Players", result->players);
  g_key_file_set_integer (file, "Summary", "Threads", result->threads);
  set_number (file, "Summary", "Seconds", "%.2f", result->seconds);
  set_number (file, "Summary", "GamesPerSecond", "%.1f", result->games_per_second);
  set_number (file, "Summary", "MeanScore", "%.2f", result->mean_score);
  g_key_file_set_integer (file, "Summary", "MinScore", result->min_score);
  g_key_file_set_integer (file, "Summary", "MaxScore", result->max_score);
  set_number (file, "Summary", "Alpha", "%.2f", PHL_BALANCE_ALPHA);
  set_number (file, "Summary", "TolerancePoints", "%.2f", result->tolerance_points);
  set_number (file, "Summary", "ToleranceWinRate", "%.2f", 100 * PHL_BALANCE_TOLERANCE_WINS);
  g_key_file_set_integer (file, "Summary", "Flagged", result->n_flagged);
  g_key_file_set_string_list (file, "Summary", "FlaggedCards",
                              (const char * const *) flagged_list, g_strv_length (flagged_list));

  for (guint s = 0; s < result->players; s++)
    {
      g_autofree char *group = g_strdup_printf ("Seat%u", s + 1);
      double sum = 0;

      for (guint g = 0; g < result->scores[s]->len; g++)
        sum += g_array_index (result->scores[s], int, g);
      g_key_file_set_integer (file, group, "Wins", result->wins[s]);
      set_number (file, group, "MeanScore", "%.2f", result->scores[s]->len ? sum / result->scores[s]->len : 0);
    }

  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      if (card->name != NULL)
        g_key_file_set_string (file, card->group, "Name", card->name);
      g_key_file_set_string (file, card->group, "Measure",
                             card->measure == PHL_BALANCE_SHARED ? "shared" : "held");
      set_number (file, card->group, "InPlay", "%.3f", card->pick_rate);
      set_test (file, card->group, "", &card->points);
      set_test (file, card->group, card->measure == PHL_BALANCE_SHARED ? "Margin" : "WinRate", &card->second);
      g_key_file_set_boolean (file, card->group, "Flagged", card->flagged);
    }
  return g_key_file_to_data (file, NULL, NULL);
}
