/* bench-auction-selfplay.c — Stamp Auction self-play: games per second, AI
 * move times and win rates by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-auction-selfplay [--games N] [--players N] [--seed S]
 *                          [--levels hard,easy,easy] [--sealed] [--think-ms MS]
 *
 * The levels rotate over the seats from game to game (so the dealer is each
 * level equally often); wins are counted per entry of --levels.  A tie
 * counts for every tied player.  Games per second are wall-clock; decision
 * times are CPU time of the deciding thread.  Every decision goes through
 * phl_ai_choose(), so "expert" plays as in the app and the command line
 * (--think-ms its budget); at a table with an expert the countdown's
 * decisions (the experts' bell) are timed apart from the expert's turns.
 */
#define G_LOG_DOMAIN "bench-auction"

#include "config.h"

#include <locale.h>
#include <time.h>

#include "auction/phl-auction.h"
#include "phl-ai.h"
#include "phl-match.h"

/* Decision times are measured in this thread's CPU time, so that other
 * programs sharing the machine do not show up as slow moves. */
static double
thread_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static PhlAiLevel
parse_level (const char *text)
{
  PhlAiLevel level;

  if (!phl_ai_level_from_string (text, &level))
    {
      g_printerr ("unknown level “%s”\n", text);
      exit (2);
    }
  return level;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Median and maximum of @times (seconds), in milliseconds. */
static void
print_times (const char *group,
             GArray     *times)
{
  if (times->len == 0)
    return;
  g_array_sort (times, compare_doubles);
  g_print ("\n[%s]\nDecisions=%u\nMedianDecisionMilliseconds=%.1f\nMaxDecisionMilliseconds=%.1f\n",
           group, times->len, 1e3 * g_array_index (times, double, times->len / 2),
           1e3 * g_array_index (times, double, times->len - 1));
}

/* What the games add up to. */
typedef struct
{
  guint    wins[PHL_MAX_SEATS];       /* per entry of --levels */
  double   postmarks[PHL_MAX_SEATS];
  guint64  decisions, actions, auctions, by_postmarks;
  double   think, think_max;
  /* Per level of the seat to act (a countdown decision weighs every seat). */
  double   level_think[PHL_AI_N_LEVELS], level_max[PHL_AI_N_LEVELS];
  guint64  level_decisions[PHL_AI_N_LEVELS];
  GArray  *expert_times;
  GArray  *bell_times;
} Tally;

/* --levels, or hard against easy computers when it is not given; exits
 * when there are not 3 to 6 entries. */
static char **
parse_levels (const char *levels_text,
              int         players,
              PhlAiLevel *levels)
{
  g_autofree char *text = g_strdup (levels_text);
  char **names;
  guint n;

  if (text == NULL)
    {
      text = g_strdup ("hard");
      for (int i = 1; i < players; i++)
        {
          char *t = g_strconcat (text, ",easy", NULL);

          g_free (text);
          text = t;
        }
    }
  names = g_strsplit (text, ",", -1);
  n = g_strv_length (names);
  if (n < 3 || n > PHL_MAX_SEATS)
    {
      g_printerr ("--levels needs 3 to 6 entries\n");
      exit (2);
    }
  for (guint i = 0; i < n; i++)
    levels[i] = parse_level (names[i]);
  return names;
}

/* Counts a decision of @seconds taken in @state (before it is applied). */
static void
tally_decision (Tally                 *tally,
                const PhlAuctionState *state,
                const PhlAiLevel      *seat_levels,
                gboolean               expert_table,
                double                 seconds)
{
  tally->think += seconds;
  tally->think_max = MAX (tally->think_max, seconds);
  if (expert_table && state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      /* Only the ticks where an expert weighed its bell. */
      if (seconds > 1e-3)
        g_array_append_val (tally->bell_times, seconds);
    }
  else
    {
      PhlAiLevel level = seat_levels[phl_auction_state_current_seat (state)];

      tally->level_think[level] += seconds;
      tally->level_max[level] = MAX (tally->level_max[level], seconds);
      tally->level_decisions[level]++;
      if (level == PHL_AI_EXPERT)
        g_array_append_val (tally->expert_times, seconds);
    }
  tally->decisions++;
}

/* Game @g (seed @seed + @g) to its end, seat s playing entry
 * (s + g) % players of @levels; FALSE (said) on an error. */
static gboolean
play_game (int               g,
           int               seed,
           int               players,
           gboolean          sealed,
           const PhlAiLevel *levels,
           PhlAiBudget      *budget,
           Tally            *tally)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed + g);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed ((seed + g) * 7919u);
  g_autofree PhlAuctionState *state = NULL;
  g_autoptr(GError) error = NULL;
  PhlAiLevel seat_levels[PHL_MAX_SEATS];
  guint offset = g % players;
  gboolean expert_table = FALSE;

  for (int s = 0; s < players; s++)
    {
      seat_levels[s] = levels[(s + offset) % players];
      expert_table |= seat_levels[s] == PHL_AI_EXPERT;
    }

  state = phl_auction_state_new_game (players, sealed, rng, &error);
  if (state == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  while (state->phase != PHL_AUCTION_PHASE_OVER)
    {
      g_autofree char *action = NULL;
      double seconds;

      seconds = thread_seconds ();
      action = phl_ai_choose (&phl_auction_rules, state, seat_levels, ai_rng, budget);
      seconds = thread_seconds () - seconds;
      tally_decision (tally, state, seat_levels, expert_table, seconds);
      if (!phl_auction_state_apply (state, action, NULL, &error))
        {
          g_printerr ("game %d: %s: %s\n", g, action, error->message);
          return FALSE;
        }
      tally->actions++;
    }
  tally->auctions += state->n_auctions;
  tally->by_postmarks += state->won_by_postmarks;
  for (int s = 0; s < players; s++)
    {
      guint entry = (s + offset) % players;

      if (state->winners & (1u << s))
        tally->wins[entry]++;
      tally->postmarks[entry] += state->players[s].postmarks;
    }
  return TRUE;
}

static void
print_tally (const Tally *tally,
             int          games,
             int          players,
             gboolean     sealed,
             char       **level_names,
             double       seconds)
{
  g_print ("[Summary]\n");
  g_print ("Games=%d\nPlayers=%d\nVariant=%s\n", games, players, sealed ? "sealed" : "standard");
  g_print ("Seconds=%.3f\nGamesPerSecond=%.1f\n", seconds, games / seconds);
  g_print ("MeanAuctions=%.1f\nWonByPostmarks=%.1f%%\n",
           (double) tally->auctions / games, 100.0 * tally->by_postmarks / games);
  g_print ("Decisions=%" G_GUINT64_FORMAT "\nMeanDecisionMicroseconds=%.1f\nMaxDecisionMilliseconds=%.3f\n",
           tally->decisions, 1e6 * tally->think / tally->decisions, 1e3 * tally->think_max);
  for (int l = PHL_AI_EASY; l < PHL_AI_N_LEVELS; l++)
    if (tally->level_decisions[l] > 0)
      g_print ("\n[Level:%s]\nMeanDecisionMicroseconds=%.1f\nMaxDecisionMilliseconds=%.3f\n",
               phl_ai_level_to_string (l), 1e6 * tally->level_think[l] / tally->level_decisions[l],
               1e3 * tally->level_max[l]);
  print_times ("Expert:turns", tally->expert_times);
  print_times ("Expert:bell", tally->bell_times);
  for (int i = 0; i < players; i++)
    g_print ("\n[Entry%d]\nLevel=%s\nWins=%u\nWinRate=%.1f%%\nMeanPostmarks=%.2f\n",
             i + 1, level_names[i], tally->wins[i], 100.0 * tally->wins[i] / games, tally->postmarks[i] / games);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *levels_text = NULL;
  g_auto(GStrv) level_names = NULL;
  int games = 300, players = 3, seed = 1, think_ms = 0;
  gboolean sealed = FALSE;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games to play", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players (3-6)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "First seed", "S" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels_text, "Levels, one per seat", "L1,L2,…" },
    { "sealed", 0, 0, G_OPTION_ARG_NONE, &sealed, "Sealed-bid variant", NULL },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, "The expert's budget per decision (default 1000)", "MS" },
    { NULL }
  };
  PhlAiLevel levels[PHL_MAX_SEATS];
  Tally tally = { 0 };
  PhlAiBudget budget = { 0 };
  g_autoptr(GTimer) total = g_timer_new ();

  setlocale (LC_ALL, "");
  context = g_option_context_new ("— Stamp Auction self-play benchmark");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  level_names = parse_levels (levels_text, players, levels);
  players = g_strv_length (level_names);
  budget.think_ms = MAX (think_ms, 0);
  tally.expert_times = g_array_new (FALSE, FALSE, sizeof (double));
  tally.bell_times = g_array_new (FALSE, FALSE, sizeof (double));

  g_timer_start (total);
  for (int g = 0; g < games; g++)
    if (!play_game (g, seed, players, sealed, levels, &budget, &tally))
      return 1;
  print_tally (&tally, games, players, sealed, level_names, g_timer_elapsed (total, NULL));
  g_array_unref (tally.expert_times);
  g_array_unref (tally.bell_times);
  return 0;
}
