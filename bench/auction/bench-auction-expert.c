/* bench-auction-expert.c — the Stamp Auction's expert against other levels:
 * win rates, mean postmarks and the expert's thinking times
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-auction-expert [--games N] [--seed S] [--levels expert,hard,hard]
 *                        [--think-ms MS] [--iterations N] [--bell-only]
 *
 * Every decision goes through phl_ai_choose() but the countdown, where the
 * experts' bell is phl_auction_expert_countdown_action() (any seat may
 * ring, so it is not the auctioneer's to search).  --bell-only plays the
 * expert's turns as hard, to measure the bell alone.  The levels rotate
 * over the seats from game to game; a tie counts for every tied player.
 * Times are CPU time of this thread; the figures are printed, never
 * asserted.
 */
#define G_LOG_DOMAIN "bench-auction"

#include "config.h"

#include <locale.h>
#include <time.h>

#include "auction/phl-auction.h"
#include "phl-ai.h"
#include "phl-match.h"

static double
thread_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
print_times (const char *what,
             GArray     *times)
{
  if (times->len == 0)
    return;
  g_array_sort (times, compare_doubles);
  g_print ("%s: %u decisions, median %.1f ms, max %.1f ms\n", what, times->len,
           g_array_index (times, double, times->len / 2) * 1000.0,
           g_array_index (times, double, times->len - 1) * 1000.0);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *levels_text = NULL;
  g_auto(GStrv) level_names = NULL;
  int games = 40, seed = 1, think_ms = 100, iterations = 0;
  gboolean bell_only = FALSE;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games to play", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "First seed", "S" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels_text, "Levels, one per seat", "L1,L2,…" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, "The expert's budget per decision", "MS" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, "Iterations per decision instead of time", "N" },
    { "bell-only", 0, 0, G_OPTION_ARG_NONE, &bell_only, "The expert's turns as hard", NULL },
    { NULL }
  };
  PhlAiLevel levels[PHL_MAX_SEATS];
  guint wins[PHL_MAX_SEATS] = { 0, };
  double postmarks[PHL_MAX_SEATS] = { 0, };
  g_autoptr(GArray) bell_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) turn_times = g_array_new (FALSE, FALSE, sizeof (double));
  PhlAiBudget budget = { 0 };
  guint players;

  setlocale (LC_ALL, "");
  context = g_option_context_new ("— the Stamp Auction's expert");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  level_names = g_strsplit (levels_text != NULL ? levels_text : "expert,hard,hard", ",", -1);
  players = g_strv_length (level_names);
  if (players < 3 || players > PHL_MAX_SEATS)
    {
      g_printerr ("--levels needs 3 to 6 entries\n");
      return 2;
    }
  for (guint i = 0; i < players; i++)
    if (!phl_ai_level_from_string (level_names[i], &levels[i]))
      {
        g_printerr ("unknown level “%s”\n", level_names[i]);
        return 2;
      }
  budget.think_ms = think_ms;
  budget.max_iterations = iterations;

  for (int g = 0; g < games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed + g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed ((seed + g) * 7919u);
      g_autofree PhlAuctionState *state = NULL;
      PhlAiLevel seat_levels[PHL_MAX_SEATS], turn_levels[PHL_MAX_SEATS];
      guint offset = g % players;
      gboolean any_expert = FALSE;

      for (guint s = 0; s < players; s++)
        {
          seat_levels[s] = levels[(s + offset) % players];
          turn_levels[s] = bell_only ? MIN (seat_levels[s], PHL_AI_HARD) : seat_levels[s];
          any_expert |= seat_levels[s] == PHL_AI_EXPERT;
        }
      state = phl_auction_state_new_game (players, FALSE, rng, &error);
      if (state == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      while (state->phase != PHL_AUCTION_PHASE_OVER)
        {
          g_autofree char *action = NULL;
          int seat = phl_auction_state_current_seat (state);
          double seconds = thread_seconds ();

          if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN && any_expert)
            {
              action = phl_auction_expert_countdown_action (state, seat_levels, (1u << players) - 1,
                                                            ai_rng, &budget);
              seconds = thread_seconds () - seconds;
              if (seconds > 0.002)
                g_array_append_val (bell_times, seconds);
            }
          else
            {
              action = phl_ai_choose (&phl_auction_rules, state, turn_levels, ai_rng, &budget);
              seconds = thread_seconds () - seconds;
              if (turn_levels[seat] == PHL_AI_EXPERT)
                g_array_append_val (turn_times, seconds);
            }
          if (action == NULL || !phl_auction_state_apply (state, action, NULL, &error))
            {
              g_printerr ("game %d: %s: %s\n", g, action ? action : "(none)",
                          error ? error->message : "no action");
              return 1;
            }
        }
      for (guint s = 0; s < players; s++)
        {
          guint entry = (s + offset) % players;

          if (state->winners & (1u << s))
            wins[entry]++;
          postmarks[entry] += state->players[s].postmarks;
        }
    }

  g_print ("%d games, levels %s, think %d ms%s\n", games,
           levels_text != NULL ? levels_text : "expert,hard,hard", think_ms,
           bell_only ? ", bell only" : "");
  for (guint i = 0; i < players; i++)
    g_print ("entry %u (%s): %u wins (%.1f %%), mean postmarks %.2f\n", i + 1, level_names[i],
             wins[i], 100.0 * wins[i] / MAX (games, 1), postmarks[i] / MAX (games, 1));
  print_times ("bell (weighed)", bell_times);
  print_times ("expert turns", turn_times);
  return 0;
}
