/* bench-stampswap-power.c — does the balance test find a boosted card?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-stampswap-power [--players N] [--level L] [--games CAP]
 *                              [--first-look N] [--threads N] [--only TEXT]
 *                              [--until-decided]
 * Boosts, one at a time, every contest of the standard deck by +150 %
 * (Points × 2.5, rounded) and every specialist and event with a number by
 * doubling it (at most 20, the largest Points= a deck takes), runs the
 * balance test on each deck and prints a row per
 * boost: whether the boosted card is flagged, its effect with its interval,
 * the games played and the seconds taken; then the standard deck itself
 * (how many cards it flags).  The defaults are the balance test's own
 * (docs/deck-editor.md "Power"); --only keeps the boosts whose group
 * contains TEXT ("Contest:", "theme-circle"); --until-decided ends each
 * run at the first look where the boosted card is decided (its verdict is
 * then the one a run stopped there gives: the correction covers every
 * look), not when every card of the deck is.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "phl-match.h"
#include "philatelia-core-resources.h"
#include "stampswap/phl-stampswap-balance.h"

/* The largest Points= a contest may have (phl-stampswap-contest-text.c). */
#define MAX_POINTS 20
#define DECK_RESOURCE "/io/github/philatelia/Philatelia/core/decks/standard.deck"

typedef struct
{
  guint flagged, boosts;
  double seconds;
} Tally;

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

/* The deck text with @group's Points= set to @points. */
static char *
boost (GKeyFile   *deck,
       const char *group,
       int         points)
{
  g_autofree char *old = g_key_file_get_value (deck, group, "Points", NULL);
  char *text;

  g_key_file_set_integer (deck, group, "Points", points);
  text = g_key_file_to_data (deck, NULL, NULL);
  g_key_file_set_value (deck, group, "Points", old);
  return text;
}

static PhlBalanceResult *
run_text (const char              *text,
          const char              *dir,
          const PhlBalanceOptions *options)
{
  g_autofree char *path = g_build_filename (dir, "boosted.deck", NULL);
  g_autoptr(GError) error = NULL;
  PhlBalanceResult *result;

  if (!g_file_set_contents (path, text, -1, &error))
    g_error ("%s", error->message);
  result = phl_balance_run (path, options, NULL, NULL, &error);
  if (result == NULL)
    g_error ("%s", error->message);
  g_unlink (path);
  return result;
}

static void
print_row (const char             *group,
           int                     from,
           int                     to,
           const PhlBalanceResult *result,
           Tally                  *tally)
{
  const PhlBalanceCard *card = find_card (result, group);

  if (card == NULL)
    g_error ("%s is not in the report", group);

  /* A changed card: what it scored itself per game in play, before → now. */
  printf ("%-34s %3d→%-3d %-9s %-8s %6.2f→%-6.2f %+6.2f (%+6.2f…%+6.2f) ±%5.2f %6u %7.1f %3u\n", group, from, to,
          phl_balance_verdict_to_string (card->verdict),
          card->measure == PHL_BALANCE_CHANGED ? "changed" : card->measure == PHL_BALANCE_SHARED ? "shared" : "held",
          card->points.mean_rest, card->points.mean, card->points.effect, card->points.low, card->points.high,
          card->band, result->games, result->seconds, result->n_flagged);
  fflush (stdout);
  tally->boosts++;
  tally->flagged += card->flagged;
  tally->seconds += result->seconds;
}

int
main (int   argc,
      char *argv[])
{
  PhlBalanceOptions options = { .games = PHL_BALANCE_DEFAULT_CAP, .players = 4, .level = PHL_AI_NORMAL, .seed = 1 };
  int players = 4, games = PHL_BALANCE_DEFAULT_CAP, first_look = PHL_BALANCE_FIRST_LOOK, threads = 0;
  g_autofree char *level = NULL;
  g_autofree char *only = NULL;
  g_autofree char *start_at = NULL;
  gboolean until_decided = FALSE;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players (default 4)", "N" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, "Computer level (default normal)", "L" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "At most this many games per run (default 4000)", "N" },
    { "first-look", 0, 0, G_OPTION_ARG_INT, &first_look, "Games before the first look (default 250)", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Worker threads (default one per core)", "N" },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Only the boosts whose group contains TEXT", "TEXT" },
    { "start-at", 0, 0, G_OPTION_ARG_STRING, &start_at, "Skip the boosts before this group", "GROUP" },
    { "until-decided", 0, 0, G_OPTION_ARG_NONE, &until_decided,
      "End each run when the boosted card is decided", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— the balance test's power on the standard deck");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GKeyFile) deck = g_key_file_new ();
  g_auto(GStrv) groups = NULL;
  g_autofree char *dir = NULL;
  Tally tally = { 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error)
      || (level != NULL && !phl_ai_level_from_string (level, &options.level)))
    {
      fprintf (stderr, "%s\n", error ? error->message : "unknown level");
      return 2;
    }
  options.players = players;
  options.games = games;
  options.first_look = first_look;
  options.threads = threads;
  bytes = g_resource_lookup_data (phl_core_get_resource (), DECK_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_key_file_load_from_bytes (deck, bytes, G_KEY_FILE_KEEP_TRANSLATIONS, &error);
  g_assert_no_error (error);
  dir = g_dir_make_tmp ("bench-power-XXXXXX", &error);
  g_assert_no_error (error);

  printf ("balance power: %d players, %s level, at most %d games, first look %d, seed 1\n", players,
          phl_ai_level_to_string (options.level), games, first_look);
  printf ("%-34s %-7s %-9s %-8s %-13s %-28s %-6s %6s %7s %3s\n", "boosted card", "points", "verdict", "measure",
          "scored", "effect (interval)", "band", "games", "seconds", "all");
  groups = g_key_file_get_groups (deck, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_autoptr(PhlBalanceResult) result = NULL;
      g_autofree char *text = NULL;
      gboolean contest = g_str_has_prefix (groups[i], "Contest:");
      int from, to;

      if (!contest && !g_str_has_prefix (groups[i], "Specialist:") && !g_str_has_prefix (groups[i], "Event:"))
        continue;
      if (start_at != NULL && !g_str_equal (groups[i], start_at))
        continue;
      g_clear_pointer (&start_at, g_free);
      if (!g_key_file_has_key (deck, groups[i], "Points", NULL) || (only && !strstr (groups[i], only)))
        continue;
      from = g_key_file_get_integer (deck, groups[i], "Points", NULL);
      to = MIN (contest ? (int) lround (from * 2.5) : 2 * from, MAX_POINTS);
      text = boost (deck, groups[i], to);
      options.stop_when_decided = until_decided ? groups[i] : NULL;
      result = run_text (text, dir, &options);
      print_row (groups[i], from, to, result, &tally);
    }
  {
    g_autofree char *text = g_key_file_to_data (deck, NULL, NULL);
    g_autoptr(PhlBalanceResult) standard = NULL;

    options.stop_when_decided = NULL;
    standard = run_text (text, dir, &options);

    printf ("\nflagged: %u of %u boosts, %.0f s in all (%.1f s per run)\n", tally.flagged, tally.boosts,
            tally.seconds, tally.boosts ? tally.seconds / tally.boosts : 0);
    printf ("standard deck: %u flagged, %u fine, %u undecided after %u games (%.1f s)\n", standard->n_flagged,
            standard->n_fine, standard->n_undecided, standard->games, standard->seconds);
  }
  g_rmdir (dir);
  return 0;
}
