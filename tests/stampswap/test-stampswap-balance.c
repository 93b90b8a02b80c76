/* test-stampswap-balance.c — the balance test: its statistics and its CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The statistics on hand-made numbers whose answers are known from the
 * tables (Student's t, Welch's test as R's t.test gives it), the per-kind
 * analysis on made-up games with one planted strong card (verdicts that
 * agree with the intervals, wins by seat that add up with ties), and
 * `philatelia-cli balance` (PHL_CLI): Theme Circle raised from 2 to 5 points
 * per stamp is flagged, the standard deck flags at most one card, the
 * report is the same on one thread and on two, --compare says what changed;
 * and a cancelled run says so.
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
  phl_balance_compare (a, 5, b, 5, 0, 0.05, 1, &test);
  g_assert_cmpuint (test.n, ==, 5);
  g_assert_cmpfloat_with_epsilon (test.mean, 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (test.mean_rest, 8, 1e-12);
  g_assert_cmpfloat_with_epsilon (test.effect, -5, 1e-12);
  g_assert_cmpfloat_with_epsilon (test.p_value, 0.001053, 2e-6);
  g_assert_cmpfloat_with_epsilon (test.low, -7.306004, 1e-5);
  g_assert_cmpfloat_with_epsilon (test.high, -2.693996, 1e-5);

  g_assert_true (test.flagged);

  /* Beyond a tolerance of 2: P(|T8| > 3) = 0.01707; the interval
   * (−7.31…−2.69) clears −2: flagged.  Ten tests: p × 10, and the interval
   * at 99.5 % (t = 3.833: −8.83…−1.17) crosses −2: not flagged. */
  phl_balance_compare (a, 5, b, 5, 2, 0.05, 1, &test);
  g_assert_cmpfloat_with_epsilon (test.p_value, 0.01707, 5e-5);
  g_assert_true (test.flagged);
  phl_balance_compare (a, 5, b, 5, 2, 0.005, 10, &test);
  g_assert_cmpfloat_with_epsilon (test.adjusted, 0.1707, 5e-4);
  g_assert_cmpfloat_with_epsilon (test.low, -8.833, 2e-3);
  g_assert_false (test.flagged);
  /* A tolerance wider than the difference: nothing to see. */
  phl_balance_compare (a, 5, b, 5, 6, 0.05, 1, &test);
  g_assert_cmpfloat (test.p_value, >, 0.5);

  /* Too few values: no verdict; both constant: known exactly. */
  phl_balance_compare (a, 1, b, 5, 0, 0.05, 1, &test);
  g_assert_cmpfloat (test.p_value, ==, 1);
  {
    const double same[] = { 4, 4, 4 };
    const double other[] = { 9, 9, 9 };

    phl_balance_compare (same, 3, other, 3, 1, 0.05, 1, &test);
    g_assert_cmpfloat (test.p_value, ==, 0);
    phl_balance_compare (same, 3, other, 3, 6, 0.05, 1, &test);
    g_assert_cmpfloat (test.p_value, ==, 1);
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
      /* Every fifth game a tie for the win between seats 0 and 1. */
      if (g % 5 == 0 && s == 1)
        game->score[1] = game->score[0] = MAX (game->score[0], game->score[1]) + 60;
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

/* Every card's verdict is read off its interval and the band, and the
 * counts add up. */
static void
assert_verdicts_agree (const PhlBalanceResult *result)
{
  double tolerance = result->tolerance_points;
  guint flagged = 0, fine = 0;

  g_assert_cmpfloat (result->confidence, >, 1 - PHL_BALANCE_ALPHA / result->tests - 1e-12);
  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);
      gboolean outside = card->points.low > tolerance || card->points.high < -tolerance;
      gboolean inside = card->points.low > -tolerance && card->points.high < tolerance;

      /* Alone of its kind, or too few games on a side: undecided. */
      if (card->verdict == PHL_BALANCE_UNTESTED || card->points.n < 5 || card->points.n_rest < 5)
        {
          g_assert_false (card->flagged);
          g_assert_cmpint (card->verdict, !=, PHL_BALANCE_FINE);
          continue;
        }
      g_assert_cmpint (card->flagged, ==, outside);
      g_assert_cmpint (card->verdict == PHL_BALANCE_FINE, ==, inside);
      g_assert_cmpint (card->verdict == PHL_BALANCE_UNDECIDED, ==, !inside && !outside);
      /* The adjusted p-value says the same as the interval. */
      g_assert_cmpint (card->points.adjusted < PHL_BALANCE_ALPHA, ==, outside);
      if (card->verdict == PHL_BALANCE_UNDECIDED)
        g_assert_cmpuint (card->more_games, >, 0);
      flagged += card->flagged;
      fine += card->verdict == PHL_BALANCE_FINE;
    }
  g_assert_cmpuint (flagged, ==, result->n_flagged);
  g_assert_cmpuint (fine, ==, result->n_fine);
}

static void
test_analysis (void)
{
  g_autoptr(PhlBalanceResult) noise = made_up_games (600, 0);
  g_autoptr(PhlBalanceResult) planted = made_up_games (600, 15);
  guint flagged = 0;

  /* Pure noise: nothing stands out, whatever the 64 tests. */
  g_assert_cmpuint (noise->games, ==, 600);
  g_assert_cmpuint (noise->n_flagged, ==, 0);
  g_assert_cmpuint (noise->n_flagged + noise->n_fine + noise->n_undecided, ==, noise->cards->len);
  assert_verdicts_agree (noise);
  assert_verdicts_agree (planted);
  /* A tie every fifth game, shared: the wins add up to the games. */
  g_assert_cmpuint (noise->ties, >=, 120);
  {
    double wins = 0;
    guint sole = 0;

    for (guint s = 0; s < 4; s++)
      {
        wins += noise->wins[s];
        sole += noise->sole_wins[s];
      }
    g_assert_cmpfloat_with_epsilon (wins, 600, 1e-9);
    g_assert_cmpuint (sole + noise->ties, ==, 600);
    g_assert_cmpuint (noise->shared_wins[0], >=, 120);
    g_assert_cmpuint (noise->shared_wins[1], >=, 120);
  }
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

  /* Before and after the boost: Colour Club's change is about +15, sure. */
  {
    g_autoptr(GArray) changes = phl_balance_changes (noise, planted);
    gboolean seen = FALSE;

    g_assert_cmpuint (changes->len, ==, planted->cards->len);
    for (guint i = 0; i < changes->len; i++)
      {
        const PhlBalanceChange *change = &g_array_index (changes, PhlBalanceChange, i);

        g_assert_nonnull (change->old_card);
        g_assert_cmpfloat (change->low, <=, change->change);
        g_assert_cmpfloat (change->change, <=, change->high);
        if (g_str_equal (change->new_card->group, "Contest:colour-club"))
          {
            seen = TRUE;
            g_assert_true (change->changed);
            g_assert_cmpfloat (change->change, >, 10);
            g_assert_cmpfloat (change->change, <, 20);
          }
      }
    g_assert_true (seen);
  }

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
    assert_report_value (file, "Contest:colour-club", "Verdict", "flagged");
    g_strfreev (cards);
    /* The largest effect first. */
    cards = g_key_file_get_string_list (file, "Summary", "CardsBySize", NULL, NULL);
    g_assert_cmpstr (cards[0], ==, "Contest:colour-club");
    g_assert_false (g_key_file_get_boolean (file, "Summary", "Cancelled", NULL));
    g_assert_cmpint (g_key_file_get_integer (file, "Summary", "Ties", NULL), ==, planted->ties);
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

/* The report of `balance DECK ARGS…`, checked for the basics. */
static GKeyFile *
balance (const char * const *extra)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  GKeyFile *file = g_key_file_new ();

  g_ptr_array_add (args, (gpointer) "balance");
  for (guint i = 0; extra[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) extra[i]);
  g_ptr_array_add (args, NULL);
  g_assert_cmpint (run ((const char * const *) args->pdata, &out, &err), ==, 0);
  g_assert_true (g_key_file_load_from_data (file, out, -1, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (report_number (file, "Summary", "GamesPerSecond"), >, 0);
  g_test_message ("%s: %.0f games, %.1f games per second on %.0f threads, %.0f flagged", extra[0],
                  report_number (file, "Summary", "Games"), report_number (file, "Summary", "GamesPerSecond"),
                  report_number (file, "Summary", "Threads"), report_number (file, "Summary", "Flagged"));
  return file;
}

/* The standard deck with one card's Points= changed; the path to free
 * with remove_deck(). */
static char *
boosted_deck (const char *group_name,
              const char *from,
              const char *to)
{
  g_autofree char *deck = standard_deck ();
  g_autofree char *text = NULL;
  g_autofree char *tmp = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) changed = NULL;
  g_autofree char *old_line = g_strdup_printf ("\nPoints=%s\n", from);
  g_autofree char *new_line = g_strdup_printf ("\nPoints=%s\n", to);
  char *group, *points;
  char *path;

  g_assert_true (g_file_get_contents (deck, &text, NULL, &error));
  group = strstr (text, group_name);
  g_assert_nonnull (group);
  points = strstr (group, old_line);
  g_assert_nonnull (points);
  changed = g_string_new_len (text, points - text);
  g_string_append (changed, new_line);
  g_string_append (changed, points + strlen (old_line));
  tmp = g_dir_make_tmp ("balance-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (tmp, "boosted.deck", NULL);
  g_assert_true (g_file_set_contents (path, changed->str, -1, &error));
  return path;
}

static void
remove_deck (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

/* The property at a cheaper setting than the default (CHEAP_ARGS): same
 * method, two players instead of four, at most 2000 games instead of 4000
 * (about a minute of processor time per deck).  With seed 1, Theme Circle
 * at 5 points is changed from the standard deck and flagged by what it
 * scores itself; the standard deck flags Grand Corners alone. */
#define CHEAP_ARGS "--players", "2", "--level", "normal", "--games", "2000", "--first-look", "250", "--seed", "1"

static void
test_cli_theme_circle (void)
{
  g_autofree char *boosted = NULL;
  g_autoptr(GKeyFile) report = NULL;
  g_auto(GStrv) flagged = NULL;
  double low, high, tolerance;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  /* Theme Circle (group contest, any theme) from 2 to 5 points per stamp. */
  boosted = boosted_deck ("[Contest:theme-circle]", "2", "5");
  report = balance ((const char *[]) { boosted, CHEAP_ARGS, NULL });
  flagged = g_key_file_get_string_list (report, "Summary", "FlaggedCards", NULL, NULL);
  g_assert_nonnull (flagged);
  g_assert_true (g_strv_contains ((const char * const *) flagged, "Contest:theme-circle"));
  assert_report_value (report, "Contest:theme-circle", "Verdict", "flagged");
  assert_report_value (report, "Contest:theme-circle", "Measure", "changed");
  /* The verdict is the interval's: wholly beyond the card's band. */
  low = report_number (report, "Contest:theme-circle", "Low");
  high = report_number (report, "Contest:theme-circle", "High");
  tolerance = report_number (report, "Contest:theme-circle", "Band");
  g_assert_cmpfloat (low, >, tolerance);
  g_assert_cmpfloat (low, <, high);
  g_assert_cmpfloat (report_number (report, "Contest:theme-circle", "AdjustedPValue"), <, 0.05);
  remove_deck (boosted);
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
  report = balance ((const char *[]) { deck, CHEAP_ARGS, NULL });
  g_assert_cmpint (g_key_file_get_integer (report, "Summary", "Flagged", NULL), <=, 1);
  g_assert_false (g_key_file_get_boolean (report, "Summary", "Cancelled", NULL));
  /* Every card has its group, its measure, its test and its verdict. */
  assert_report_value (report, "Specialist:botanist", "Measure", "held");
  g_assert_true (g_key_file_has_key (report, "Specialist:botanist", "WinRateEffect", NULL));
  g_assert_true (g_key_file_has_key (report, "Contest:colour-club", "MarginLow", NULL));
  g_assert_true (g_key_file_has_key (report, "Contest:colour-club", "Verdict", NULL));
  /* Undecided cards say how many more games would decide them. */
  {
    g_auto(GStrv) undecided = g_key_file_get_string_list (report, "Summary", "UndecidedCards", NULL, NULL);

    for (guint i = 0; undecided != NULL && undecided[i] != NULL; i++)
      g_assert_true (g_key_file_has_key (report, undecided[i], "MoreGames", NULL));
  }
}

/* The report without the lines that time it. */
static char *
untimed (const char * const *args)
{
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) kept = g_string_new (NULL);

  g_assert_cmpint (run (args, &out, NULL), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "Seconds=") && !g_str_has_prefix (lines[i], "GamesPerSecond=")
        && !g_str_has_prefix (lines[i], "Threads="))
      g_string_append_printf (kept, "%s\n", lines[i]);
  return g_string_free (g_steal_pointer (&kept), FALSE);
}

/* Same seed, same report, on one thread or two (two looks at the games). */
static void
test_cli_threads (void)
{
  g_autofree char *deck = standard_deck ();
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  one = untimed ((const char *[]) { "balance", deck, "--players", "2", "--level", "easy", "--games", "60",
                                    "--first-look", "30", "--seed", "5", "--threads", "1", NULL });
  two = untimed ((const char *[]) { "balance", deck, "--players", "2", "--level", "easy", "--games", "60",
                                    "--first-look", "30", "--seed", "5", "--threads", "2", NULL });
  g_assert_true (strstr (one, "Looks=") != NULL);
  g_assert_cmpstr (one, ==, two);
}

/* A card changed from the standard deck (Judges' Tour, 2 → 4 points per
 * contest) is judged by what it scores itself against the same seeds with
 * the standard deck: flagged in a few games, the same on one thread or
 * two; with --no-reference it is compared within the deck as before. */
static void
test_cli_changed (void)
{
  g_autofree char *boosted = boosted_deck ("[Event:judges-tour]", "2", "4");
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autoptr(GKeyFile) report = g_key_file_new ();
  g_autoptr(GKeyFile) within = NULL;
  g_autoptr(GError) error = NULL;
  const char *group = "Event:judges-tour";

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      remove_deck (boosted);
      return;
    }
  one = untimed ((const char *[]) { "balance", boosted, "--players", "2", "--level", "easy", "--games", "40",
                                    "--first-look", "40", "--threads", "1", NULL });
  two = untimed ((const char *[]) { "balance", boosted, "--players", "2", "--level", "easy", "--games", "40",
                                    "--first-look", "40", "--threads", "2", NULL });
  g_assert_cmpstr (one, ==, two);
  g_assert_true (g_key_file_load_from_data (report, one, -1, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  assert_report_value (report, "Summary", "Reference", "standard");
  g_assert_cmpint (g_key_file_get_integer (report, "Summary", "ChangedCards", NULL), ==, 1);
  g_assert_cmpint (g_key_file_get_integer (report, "Summary", "ReferenceGames", NULL), ==, 40);
  assert_report_value (report, group, "Measure", "changed");
  assert_report_value (report, group, "Verdict", "flagged");
  /* Twice the points per contest: twice what it scored. */
  g_assert_cmpfloat_with_epsilon (report_number (report, group, "ScoredNow"),
                                  2 * report_number (report, group, "ScoredBefore"), 0.02);
  g_assert_cmpfloat (report_number (report, group, "Low"), >, report_number (report, group, "Band"));
  g_assert_cmpfloat (report_number (report, group, "AdjustedPValue"), <, 0.05);
  /* The unchanged cards keep their measure within the deck. */
  assert_report_value (report, "Event:opening-gala", "Measure", "shared");
  assert_report_value (report, "Specialist:botanist", "Measure", "held");

  within = balance ((const char *[]) { boosted, "--players", "2", "--level", "easy", "--games", "40",
                                       "--first-look", "40", "--no-reference", NULL });
  assert_report_value (within, group, "Measure", "shared");
  g_assert_cmpint (g_key_file_get_integer (within, "Summary", "ChangedCards", NULL), ==, 0);
  g_assert_false (g_key_file_has_key (within, "Summary", "Reference", NULL));
  remove_deck (boosted);
}

/* --compare: both versions, the change of each card's effect. */
static void
test_cli_compare (void)
{
  g_autofree char *deck = standard_deck ();
  g_autofree char *boosted = NULL;
  g_autoptr(GKeyFile) report = NULL;
  double change, low, high;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  boosted = boosted_deck ("[Contest:theme-circle]", "2", "5");
  report = g_key_file_new ();
  {
    g_autofree char *out = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (run ((const char *[]) { "balance", deck, "--compare", boosted, "--players", "2", "--level",
                                             "easy", "--games", "60", "--first-look", "60", NULL },
                          &out, NULL), ==, 0);
    g_assert_true (g_key_file_load_from_data (report, out, -1, G_KEY_FILE_NONE, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (g_key_file_get_integer (report, "Summary", "OldGames", NULL), ==, 60);
  g_assert_cmpint (g_key_file_get_integer (report, "Summary", "NewGames", NULL), ==, 60);
  change = report_number (report, "Contest:theme-circle", "Change");
  low = report_number (report, "Contest:theme-circle", "ChangeLow");
  high = report_number (report, "Contest:theme-circle", "ChangeHigh");
  g_assert_cmpfloat (low, <=, change);
  g_assert_cmpfloat (change, <=, high);
  g_assert_cmpfloat_with_epsilon (change, report_number (report, "Contest:theme-circle", "NewEffect")
                                          - report_number (report, "Contest:theme-circle", "OldEffect"), 0.011);
  g_assert_true (g_key_file_has_key (report, "Specialist:botanist", "WinRateChange", NULL));
  remove_deck (boosted);
}

/* A run cancelled part-way says so, in the result and in the report. */
static gpointer
cancel_after_games (gpointer data)
{
  gpointer *pair = data;
  volatile gint *progress = pair[0];

  while (g_atomic_int_get (progress) < 3)
    g_usleep (1000);
  g_cancellable_cancel (pair[1]);
  return NULL;
}

static void
test_cancelled (void)
{
  PhlBalanceOptions options = { .games = 100000, .players = 2, .level = PHL_AI_EASY, .seed = 3, .threads = 2 };
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(PhlBalanceResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GKeyFile) file = g_key_file_new ();
  volatile gint progress = 0;
  gpointer pair[] = { (gpointer) &progress, cancellable };
  GThread *canceller = g_thread_new ("cancel", cancel_after_games, pair);

  result = phl_balance_run (NULL, &options, &progress, cancellable, &error);
  g_thread_join (canceller);
  g_assert_no_error (error);
  g_assert_true (result->cancelled);
  g_assert_cmpuint (result->games, >=, 3);
  g_assert_cmpuint (result->games, <, options.games);
  data = phl_balance_result_to_data (result);
  g_assert_true (g_key_file_load_from_data (file, data, -1, G_KEY_FILE_NONE, NULL));
  g_assert_true (g_key_file_get_boolean (file, "Summary", "Cancelled", NULL));
  g_assert_false (g_key_file_get_boolean (file, "Summary", "Complete", NULL));
  g_assert_cmpint (g_key_file_get_integer (file, "Summary", "MaxGames", NULL), ==, 100000);
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
  /* "games": real games of the standard and a boosted deck, a test of its
   * own (tests/stampswap/meson.build). */
  if (argc > 1 && g_str_equal (argv[1], "games"))
    {
      g_test_add_func ("/stampswap/balance/cli-standard", test_cli_standard);
      g_test_add_func ("/stampswap/balance/cli-theme-circle", test_cli_theme_circle);
      return g_test_run ();
    }
  g_test_add_func ("/stampswap/balance/distributions", test_distributions);
  g_test_add_func ("/stampswap/balance/welch", test_welch);
  g_test_add_func ("/stampswap/balance/analysis", test_analysis);
  g_test_add_func ("/stampswap/balance/cli-usage", test_cli_usage);
  g_test_add_func ("/stampswap/balance/cli-threads", test_cli_threads);
  g_test_add_func ("/stampswap/balance/cli-compare", test_cli_compare);
  g_test_add_func ("/stampswap/balance/cli-changed", test_cli_changed);
  g_test_add_func ("/stampswap/balance/cancelled", test_cancelled);
  return g_test_run ();
}
