/* bench-review.c — how long the Review of a whole game takes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-review [--playouts K] [--games N]
 *
 * For each game of the registry, at its default variant's largest table
 * up to four seats, plays N games of normal
 * computers and reviews the first seat the way the app does
 * (phl_review_compute_async(): one worker per core), printing the wall
 * clock and process CPU time per review.  It prints figures; it asserts
 * nothing.  PHL_REVIEW_DEFAULT_PLAYOUTS was chosen from these.
 */
#define G_LOG_DOMAIN "bench-review"

#include "config.h"

#include <stdio.h>
#include <time.h>

#include "phl-review.h"

/* The default variant's largest table, up to four seats. */
static guint
table_size (const PhlGameRules *rules)
{
  guint min_players, max_players;

  phl_game_rules_get_variant_players (rules, NULL, &min_players, &max_players);
  return MAX (min_players, MIN (max_players, 4));
}

static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

static PhlMatch *
play_game (const char *game,
           guint       n_players,
           guint64     seed)
{
  const PhlGameRules *rules = phl_game_rules_lookup (game);
  PhlSeat seats[PHL_MAX_SEATS];
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlSetup setup = { .n_players = n_players };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  PhlMatch *match;

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      seats[i] = (PhlSeat) { (char *) "Seat", i == 0 ? PHL_SEAT_HUMAN : PHL_SEAT_COMPUTER, PHL_AI_NORMAL };
      levels[i] = PHL_AI_NORMAL;
    }
  match = phl_match_new (rules, &setup, seats, seed, &error);
  if (match == NULL)
    g_error ("%s", error->message);
  while (!phl_match_is_over (match))
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);

      if (!phl_match_submit (match, action, &error))
        g_error ("%s", error->message);
    }
  return match;
}

static void
on_done (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  if (!phl_review_compute_finish (NULL, result, &error))
    g_error ("%s", error->message);
  *done = TRUE;
}

int
main (int   argc,
      char *argv[])
{
  int playouts = 0, games = 1;
  GOptionEntry entries[] = {
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts, "Playouts per action (default: the app's)", "K" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games per table (default 1)", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— time whole-game reviews");
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  printf ("# %u cores, %u playouts per action\n", g_get_num_processors (),
          playouts > 0 ? (guint) playouts : PHL_REVIEW_DEFAULT_PLAYOUTS);
  printf ("# game players seed moves wall-s cpu-s\n");
  for (const PhlGameRules * const *rules = phl_game_rules_all (); *rules != NULL; rules++)
    for (int g = 0; g < games; g++)
      {
        guint n_players = table_size (*rules);
        g_autoptr(PhlMatch) match = play_game ((*rules)->id, n_players, 100 + g);
        PhlReviewOptions options = { .n_playouts = playouts, .level = PHL_AI_HARD };
        g_autoptr(PhlReview) review = phl_review_new (match, 0, &options, &error);
        gint64 start = g_get_monotonic_time ();
        double cpu = cpu_seconds ();
        gboolean done = FALSE;

        if (review == NULL)
          g_error ("%s", error->message);
        phl_review_compute_async (review, NULL, NULL, NULL, on_done, &done);
        while (!done)
          g_main_context_iteration (NULL, TRUE);
        printf ("%s %u %d %u %.1f %.1f\n", (*rules)->id, n_players, 100 + g,
                phl_review_get_n_moves (review), (g_get_monotonic_time () - start) / 1e6, cpu_seconds () - cpu);
        fflush (stdout);
      }
  return 0;
}
