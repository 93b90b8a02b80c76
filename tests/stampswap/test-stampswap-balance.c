/* test-stampswap-balance.c — the balance test: its statistics and its CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The statistics on hand-made numbers whose answers are known from the
 * tables (Student's t, Welch's test as R's t.test gives it, Holm's
 * correction worked by hand), the per-kind analysis on made-up games with
 * one planted strong card, and `philatelia-cli balance` (PHL_CLI) on the
 * standard deck (at most one card flagged) and on the same deck with
 * Colour Club raised from 2 to 5 points per stamp (flagged).
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "phl-rng.h"
#include "stampswap/phl-stampswap-balance.h"

/* ------------------------------------------------------------ distributions */

static void
test_distributions (void)
{
  /* Table values: t(0.975; 10) = 2.228, t(0.975; 1) = 12.706, z(0.975) = 1.960. */
  g_assert_cmpfloat_with_epsilon (phl_balance_t_two_sided (2.228139, 10), 0.05, 1e-5);
  g_assert_cmpfloat_with_epsilon (phl_balance_t_two_sided (12.7062, 1), 0.05, 1e-5);
  g_assert_cmpfloat_with_epsilon (phl_balance_t_two_sided (1.959964, 1e9), 0.05, 1e-6);
  /* t(0.995; 30) = 2.750. */
  g_assert_cmpfloat_with_epsilon (phl_balance_t_two_sided (2.749996, 30), 0.01, 1e-5);
  g_assert_cmpfloat_with_epsilon (phl_balance_t_two_sided (0, 5), 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (phl_balance_normal_upper (1.644854), 0.05, 1e-6);
  g_assert_cmpfloat_with_epsilon (phl_balance_normal_upper (0), 0.5, 1e-12);
  g_assert_cmpfloat (phl_balance_t_two_sided (40, 100), <, 1e-30);
  g_assert_cmpfloat (phl_balance_t_two_sided (NAN, 3), ==, 1);
}

/* ------------------------------------------------------------ Welch */

static void
test_welch (void)
{
  const double a[] = { 1, 2, 3, 4, 5 };
  const double b[] = { 6, 7, 8, 9, 10 };
  PhlBalanceTest test;

  /* R: t.test(1:5, 6:10) → t = -5, df = 8, p-value = 0.001053,
   * 95 percent confidence interval -7.306004 -2.693996. */
  phl_balance_compare (a, 5, b, 5, 0, &test);
  g_assert_cmpuint (test.n, ==, 5);
  g_assert_cmpfloat_with_epsilon (test.mean, 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (test.mean_rest, 8, 1e-12);
  g_assert_cmpfloat_with_epsilon (test.effect, -5, 1e-12);
  g_assert_cmpfloat_with_epsilon (test.p_value, 0.001053, 2e-6);
  g_assert_cmpfloat_with_epsilon (test.low, -7.306004, 1e-5);
  g_assert_cmpfloat_with_epsilon (test.high, -2.693996, 1e-5);

  /* Beyond a tolerance of 2: P(T8 > 3) + P(T8 > 7) = 0.008536 + 0.000056. */
  phl_balance_compare (a, 5, b, 5, 2, &test);
  g_assert_cmpfloat_with_epsilon (test.p_value, 0.00859, 5e-5);
  /* A tolerance wider than the difference: nothing to see. */
  phl_balance_compare (a, 5, b, 5, 6, &test);
  g_assert_cmpfloat (test.p_value, >, 0.5);

  /* Too few values: no verdict; both constant: known exactly. */
  phl_balance_compare (a, 1, b, 5, 0, &test);
  g_assert_cmpfloat (test.p_value, ==, 1);
  {
    const double same[] = { 4, 4, 4 };
    const double other[] = { 9, 9, 9 };

    phl_balance_compare (same, 3, other, 3, 1, &test);
    g_assert_cmpfloat (test.p_value, ==, 0);
    phl_balance_compare (same, 3, other, 3, 6, &test);
    g_assert_cmpfloat (test.p_value, ==, 1);
  }
}

/* ------------------------------------------------------------ Holm */

static void
test_holm (void)
{
  /* Sorted 0.005 0.01 0.03 0.04 → ×4 ×3 ×2 ×1 = 0.02 0.03 0.06 0.04, then
   * kept non-decreasing: 0.02 0.03 0.06 0.06. */
  const double p[] = { 0.01, 0.04, 0.03, 0.005 };
  double adjusted[4];

  phl_balance_holm (p, 4, adjusted);
  g_assert_cmpfloat_with_epsilon (adjusted[0], 0.03, 1e-12);
  g_assert_cmpfloat_with_epsilon (adjusted[1], 0.06, 1e-12);
  g_assert_cmpfloat_with_epsilon (adjusted[2], 0.06, 1e-12);
  g_assert_cmpfloat_with_epsilon (adjusted[3], 0.02, 1e-12);

  {
    const double big[] = { 0.5, 0.9 };

    /* Never above 1. */
    phl_balance_holm (big, 2, adjusted);
    g_assert_cmpfloat (adjusted[0], ==, 1);
    g_assert_cmpfloat (adjusted[1], ==, 1);
  }
}

/* ------------------------------------------------------------ analysis */

static guint
card_index (PhlStampswapDeck *deck,
            const char       *id)
{
  for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
    if (g_str_equal (phl_stampswap_deck_get_card (deck, c)->id, id))
      return c;
  g_assert_not_reached ();
}

/* Made-up four-player games on the standard deck: a random board, random
 * top events and attendees, scores 100 ± 15 of pure noise — plus @bonus
 * for every player in the games with Colour Club on the board. */
static PhlBalanceResult *
made_up_games (guint  n_games,
               double bonus)
{
  PhlStampswapDeck *deck = phl_stampswap_deck_get_default ();
  g_autoptr(GRand) rng = phl_rng_new_from_seed (11);
  g_autofree PhlBalanceGame *games = g_new0 (PhlBalanceGame, n_games);
  PhlBalanceResult *result = g_new0 (PhlBalanceResult, 1);
  guint colour_club = card_index (deck, "colour-club");

  result->players = 4;
  for (guint g = 0; g < n_games; g++)
    {
      PhlBalanceGame *game = &games[g];
      gboolean boosted = FALSE;
      int best = G_MININT;

      game->done = TRUE;
      game->n_players = 4;
      for (guint type = 0; type < PHL_STAMPSWAP_N_CONTEST_TYPES; type++)
        {
          guint options[16], n = 0;

          for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
            {
              const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);

              if (card->kind == PHL_STAMPSWAP_CARD_CONTEST && card->type == type && n < G_N_ELEMENTS (options))
                options[n++] = c;
            }
          game->board[game->n_board++] = options[g_rand_int_range (rng, 0, n)];
          boosted |= game->board[game->n_board - 1] == colour_club;
        }
      for (guint r = 0; r < PHL_BALANCE_ROUNDS; r++)
        game->events[r] = g_rand_int_range (rng, 0, 10);  /* the deck's ten events come first */
      for (guint s = 0; s < 4; s++)
        {
          /* Sum of uniforms: near normal, sd ~15. */
          double noise = 0;

          for (guint k = 0; k < 12; k++)
            noise += g_rand_double (rng);
          game->score[s] = (gint16) lround (100 + 15 * (noise - 6) + (boosted ? bonus : 0));
          for (guint k = 0; k < 3; k++)
            {
              guint card = g_rand_int_range (rng, 10, 34);  /* specialists and deck exhibitors */

              game->held[s][card / 64] |= G_GUINT64_CONSTANT (1) << (card % 64);
            }
        }
      for (guint s = 0; s < 4; s++)
        best = MAX (best, game->score[s]);
      for (guint s = 0; s < 4; s++)
        if (game->score[s] == best)
          game->winners |= 1u << s;
    }
  phl_balance_analyse (result, deck, games, n_games);
  return result;
}

/* A number of the report, as the report writes it (with a dot). */
static double
report_number (GKeyFile   *file,
               const char *group,
               const char *key)
{
  g_autofree char *text = g_key_file_get_value (file, group, key, NULL);

  g_assert_nonnull (text);
  return g_ascii_strtod (text, NULL);
}

static void
assert_report_value (GKeyFile   *file,
                     const char *group,
                     const char *key,
                     const char *expected)
{
  g_autofree char *text = g_key_file_get_value (file, group, key, NULL);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_analysis (void)
{
  g_autoptr(PhlBalanceResult) noise = made_up_games (600, 0);
  g_autoptr(PhlBalanceResult) planted = made_up_games (600, 15);
  guint flagged = 0;

  /* Pure noise: nothing stands out, whatever the 130 tests. */
  g_assert_cmpuint (noise->games, ==, 600);
  g_assert_cmpuint (noise->n_flagged, ==, 0);
  g_assert_cmpfloat_with_epsilon (noise->tolerance_points, 0.06 * noise->mean_score, 1e-9);

  /* +15 for everybody with Colour Club: that card and only that one. */
  for (guint c = 0; c < planted->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (planted->cards, c);

      if (g_str_equal (card->group, "Contest:colour-club"))
        {
          g_assert_true (card->flagged);
          g_assert_cmpint (card->measure, ==, PHL_BALANCE_SHARED);
          /* Against the other colour contests: ~+15 points, interval around it. */
          g_assert_cmpfloat (card->points.effect, >, 12);
          g_assert_cmpfloat (card->points.effect, <, 18);
          g_assert_cmpfloat (card->points.low, <, card->points.effect);
          g_assert_cmpfloat (card->points.high, >, card->points.effect);
          g_assert_cmpfloat (card->points.adjusted, <, 0.05);
          g_assert_cmpfloat (card->points.adjusted, >=, card->points.p_value);
        }
      if (card->kind == PHL_STAMPSWAP_CARD_SPECIALIST)
        g_assert_cmpint (card->measure, ==, PHL_BALANCE_HELD);
      flagged += card->flagged;
    }
  g_assert_cmpuint (flagged, ==, 1);
  g_assert_cmpuint (planted->n_flagged, ==, 1);

  /* The report says the same, as GKeyFile text. */
  {
    g_autofree char *data = phl_balance_result_to_data (planted);
    g_autoptr(GKeyFile) file = g_key_file_new ();
    g_auto(GStrv) cards = NULL;

    g_assert_true (g_key_file_load_from_data (file, data, -1, G_KEY_FILE_NONE, NULL));
    g_assert_cmpint (g_key_file_get_integer (file, "Summary", "Games", NULL), ==, 600);
    g_assert_cmpint (g_key_file_get_integer (file, "Summary", "Flagged", NULL), ==, 1);
    cards = g_key_file_get_string_list (file, "Summary", "FlaggedCards", NULL, NULL);
    g_assert_cmpstrv (cards, ((const char *[]) { "Contest:colour-club", NULL }));
    g_assert_true (g_key_file_get_boolean (file, "Contest:colour-club", "Flagged", NULL));
    g_assert_false (g_key_file_get_boolean (file, "Contest:blue-wave", "Flagged", NULL));
    assert_report_value (file, "Contest:colour-club", "Measure", "shared");
  }
}

/* ------------------------------------------------------------ CLI */

static const char *
cli (void)
{
  const char *path = g_getenv ("PHL_CLI");

  return path != NULL && g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) ? path : NULL;
}

static int
run (const char * const *args,
     char              **out,
     char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) cli ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static char *
standard_deck (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "decks", "standard.deck.desktop.in", NULL);
}

/* 500 four-player games at the normal level: ~30 s on two cores. */
static GKeyFile *
balance (const char *deck)
{
  const char *args[] = { "balance", deck, "--games", "500", "--seed", "1", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  GKeyFile *file = g_key_file_new ();

  g_assert_cmpint (run (args, &out, &err), ==, 0);
  g_assert_true (g_key_file_load_from_data (file, out, -1, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_key_file_get_integer (file, "Summary", "Games", NULL), ==, 500);
  g_assert_cmpint (g_key_file_get_integer (file, "Summary", "Players", NULL), ==, 4);
  g_assert_cmpfloat (report_number (file, "Summary", "GamesPerSecond"), >, 0);
  g_test_message ("%s: %.1f games per second on %.0f threads", deck,
                  report_number (file, "Summary", "GamesPerSecond"),
                  report_number (file, "Summary", "Threads"));
  return file;
}

static void
test_cli_standard (void)
{
  g_autofree char *deck = standard_deck ();
  g_autoptr(GKeyFile) report = NULL;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  report = balance (deck);
  g_assert_cmpint (g_key_file_get_integer (report, "Summary", "Flagged", NULL), <=, 1);
  /* Every card has its group, its measure and its test. */
  assert_report_value (report, "Specialist:botanist", "Measure", "held");
  g_assert_true (g_key_file_has_key (report, "Specialist:botanist", "WinRateEffect", NULL));
  g_assert_true (g_key_file_has_key (report, "Contest:colour-club", "MarginPValue", NULL));
}

static void
test_cli_boosted (void)
{
  g_autofree char *deck = standard_deck ();
  g_autofree char *text = NULL;
  g_autofree char *boosted = NULL;
  g_autofree char *tmp = NULL;
  g_autoptr(GKeyFile) report = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) flagged = NULL;
  char *group, *points;
  double effect, low, high;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  /* Colour Club from 2 to 5 points per stamp, nothing else. */
  g_assert_true (g_file_get_contents (deck, &text, NULL, &error));
  group = strstr (text, "[Contest:colour-club]");
  g_assert_nonnull (group);
  points = strstr (group, "\nPoints=2\n");
  g_assert_nonnull (points);
  points[strlen ("\nPoints=")] = '5';
  tmp = g_dir_make_tmp ("balance-XXXXXX", &error);
  g_assert_no_error (error);
  boosted = g_build_filename (tmp, "boosted.deck", NULL);
  g_assert_true (g_file_set_contents (boosted, text, -1, &error));

  report = balance (boosted);
  flagged = g_key_file_get_string_list (report, "Summary", "FlaggedCards", NULL, NULL);
  g_assert_nonnull (flagged);
  g_assert_true (g_strv_contains ((const char * const *) flagged, "Contest:colour-club"));
  g_assert_true (g_key_file_get_boolean (report, "Contest:colour-club", "Flagged", NULL));
  effect = report_number (report, "Contest:colour-club", "Effect");
  low = report_number (report, "Contest:colour-club", "Low");
  high = report_number (report, "Contest:colour-club", "High");
  g_assert_cmpfloat (low, >, 0);
  g_assert_cmpfloat (low, <, effect);
  g_assert_cmpfloat (effect, <, high);
  g_assert_cmpfloat (report_number (report, "Contest:colour-club", "AdjustedPValue"),
                     <, 0.05);
  g_unlink (boosted);
  g_rmdir (tmp);
}

static void
test_cli_usage (void)
{
  g_autofree char *deck = standard_deck ();
  const char *players[] = { "balance", deck, "--players", "9", NULL };
  const char *none[] = { "balance", NULL };
  const char *missing[] = { "balance", "/nonexistent/x.deck", "--games", "1", NULL };
  const char *seed[] = { "balance", deck, "--seed", "-3", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  g_assert_cmpint (run (players, NULL, NULL), ==, 2);
  g_assert_cmpint (run (none, NULL, NULL), ==, 2);
  g_assert_cmpint (run (seed, NULL, NULL), ==, 2);
  g_assert_cmpint (run (missing, &out, &err), ==, 1);
  g_assert_true (strstr (err, "/nonexistent/x.deck") != NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* "games": the thousand real games of the two decks, a test of their own
   * that the sanitizer passes leave out (tests/stampswap/meson.build). */
  if (argc > 1 && g_str_equal (argv[1], "games"))
    {
      g_test_add_func ("/stampswap/balance/cli-standard", test_cli_standard);
      g_test_add_func ("/stampswap/balance/cli-boosted", test_cli_boosted);
      return g_test_run ();
    }
  g_test_add_func ("/stampswap/balance/distributions", test_distributions);
  g_test_add_func ("/stampswap/balance/welch", test_welch);
  g_test_add_func ("/stampswap/balance/holm", test_holm);
  g_test_add_func ("/stampswap/balance/analysis", test_analysis);
  g_test_add_func ("/stampswap/balance/cli-usage", test_cli_usage);
  return g_test_run ();
}
