/* bench-expert.c — the expert's time per decision, and how much it searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-expert [--game G] [--games N] [--players N] [--think-ms MS]
 *                [--seed S]
 *
 * Plays self-play games of one expert against hard players (the expert's
 * seat rotates from game to game) and prints, per game and overall, the
 * median and the maximum CPU and wall-clock time of the expert's decisions
 * and its iterations per decision.  Decisions with one legal action (no
 * search) are counted apart.  It prints figures; it asserts nothing.
 */
#define G_LOG_DOMAIN "bench-expert"

#include "config.h"

#include <locale.h>
#include <stdio.h>

#include "phl-ai.h"
#include "phl-rng.h"
#include "phl-search.h"

typedef struct
{
  GArray *cpu_ms;      /* of double */
  GArray *wall_ms;     /* of double */
  GArray *iterations;  /* of double */
  guint   trivial;
} Figures;

static void
figures_init (Figures *f)
{
  f->cpu_ms = g_array_new (FALSE, FALSE, sizeof (double));
  f->wall_ms = g_array_new (FALSE, FALSE, sizeof (double));
  f->iterations = g_array_new (FALSE, FALSE, sizeof (double));
  f->trivial = 0;
}

static void
figures_clear (Figures *f)
{
  g_array_unref (f->cpu_ms);
  g_array_unref (f->wall_ms);
  g_array_unref (f->iterations);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  g_autoptr(GArray) sorted = g_array_copy (values);

  if (sorted->len == 0)
    return 0;
  g_array_sort (sorted, compare_doubles);
  if (sorted->len % 2)
    return g_array_index (sorted, double, sorted->len / 2);
  return (g_array_index (sorted, double, sorted->len / 2 - 1) +
          g_array_index (sorted, double, sorted->len / 2)) / 2;
}

static double
maximum (GArray *values)
{
  double max = 0;

  for (guint i = 0; i < values->len; i++)
    max = MAX (max, g_array_index (values, double, i));
  return max;
}

static void
print_figures (const char *label,
               Figures    *f)
{
  g_print ("%-24s decisions %4u (+%u with one action)  cpu ms median %7.1f max %7.1f  "
           "wall ms median %7.1f max %7.1f  iterations median %8.0f\n",
           label, f->cpu_ms->len, f->trivial, median (f->cpu_ms), maximum (f->cpu_ms),
           median (f->wall_ms), maximum (f->wall_ms), median (f->iterations));
}

static void
figures_append (Figures       *to,
                const Figures *from)
{
  g_array_append_vals (to->cpu_ms, from->cpu_ms->data, from->cpu_ms->len);
  g_array_append_vals (to->wall_ms, from->wall_ms->data, from->wall_ms->len);
  g_array_append_vals (to->iterations, from->iterations->data, from->iterations->len);
  to->trivial += from->trivial;
}

/* One game; the expert sits at @expert_seat, everyone else plays hard. */
static gboolean
play_game (const PhlGameRules *rules,
           guint               players,
           guint               expert_seat,
           guint64             seed,
           const PhlAiBudget  *budget,
           Figures            *figures,
           gboolean           *expert_won)
{
  g_autoptr(GRand) match_rng = phl_rng_new_from_seed (seed);
  g_autoptr(GRand) ai_rng = phl_rng_new_from_seed (seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  g_autoptr(GError) error = NULL;
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlSetup setup = { .n_players = players };
  gpointer state = rules->new_game (&setup, match_rng, &error);

  if (state == NULL)
    {
      g_printerr ("%s: %s\n", rules->id, error->message);
      return FALSE;
    }
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = i == expert_seat ? PHL_AI_EXPERT : PHL_AI_HARD;

  while (!rules->is_over (state))
    {
      g_autofree char *action = NULL;
      PhlApplyFlags flags;

      if (rules->current_seat (state) == (int) expert_seat)
        {
          PhlSearchStats stats;
          double value;

          action = phl_search_choose (rules, state, ai_rng, budget, &stats);
          if (stats.iterations == 0)
            figures->trivial++;
          else
            {
              value = stats.cpu_us / 1000.0;
              g_array_append_val (figures->cpu_ms, value);
              value = stats.wall_us / 1000.0;
              g_array_append_val (figures->wall_ms, value);
              value = stats.iterations;
              g_array_append_val (figures->iterations, value);
            }
        }
      else
        action = phl_ai_choose (rules, state, levels, ai_rng, budget);
      if (action == NULL || !rules->apply (state, action, match_rng, &flags, NULL, &error))
        {
          g_printerr ("%s, seed %" G_GUINT64_FORMAT ": action “%s” failed: %s\n", rules->id, seed,
                      action ? action : "(none)", error ? error->message : "no action");
          rules->free (state);
          return FALSE;
        }
    }
  *expert_won = (rules->winners (state) & (1u << expert_seat)) != 0;
  rules->free (state);
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *game = NULL;
  int games = 3, players = 0, think_ms = 0, seed = 1;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game, "Game (default: all)", "G" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games per game (default 3)", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players (default: the fewest, at least 2)", "N" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, "Budget per decision (default PHL_AI_DEFAULT_THINK_MS)", "MS" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "First seed (default 1)", "S" },
    { NULL }
  };
  const PhlGameRules * const *all = phl_game_rules_all ();
  const PhlGameRules *one[] = { NULL, NULL };
  const PhlGameRules * const *list = all;
  PhlAiBudget budget = { 0 };

  setlocale (LC_ALL, "");
  context = g_option_context_new ("— the expert's time per decision");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || games < 1 || think_ms < 0)
    {
      g_printerr ("%s\n", error ? error->message : "bad option");
      return 2;
    }
  if (game != NULL)
    {
      one[0] = phl_game_rules_lookup (game);
      if (one[0] == NULL)
        {
          g_printerr ("unknown game “%s”\n", game);
          return 2;
        }
      list = one;
    }
  budget.think_ms = think_ms;
  g_print ("budget %u ms of CPU time per decision\n", think_ms ? (guint) think_ms : PHL_AI_DEFAULT_THINK_MS);

  /* Every game of the registry, or the one asked for. */
  for (guint k = 0; list[k] != NULL; k++)
    {
      const PhlGameRules *rules = list[k];
      Figures total;
      guint n, wins = 0;

      n = players ? (guint) players : MAX (2, rules->min_players);
      figures_init (&total);
      for (int g = 0; g < games; g++)
        {
          g_autofree char *label = g_strdup_printf ("%s game %d", rules->id, g + 1);
          Figures figures;
          gboolean won = FALSE;

          figures_init (&figures);
          if (!play_game (rules, n, g % n, seed + g, &budget, &figures, &won))
            return 1;
          wins += won;
          print_figures (label, &figures);
          figures_append (&total, &figures);
          figures_clear (&figures);
        }
      {
        g_autofree char *label = g_strdup_printf ("%s all (won %u/%d)", rules->id, wins, games);

        print_figures (label, &total);
      }
      figures_clear (&total);
    }
  return 0;
}
