/* phl-cli.c — philatelia-cli: score, analyse, simulate and validate headlessly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contract (docs/cli.md#exit-status): exit 0 on success, 1 on invalid input with a
 * message naming file, group, key and line on stderr, 2 on a usage error.
 * Output is GKeyFile text, or one line per move for `moves`.  Every game is
 * reached through its PhlGameRules table only.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "phl-ai.h"
#include "phl-cli-private.h"
#include "phl-match.h"
#include "phl-rng.h"

/* No AI game needs more; a game that does is a bug, not a long game. */
#define MAX_ACTIONS_PER_GAME 200000

typedef int (*CommandFunc) (int argc, char **argv);

typedef struct
{
  const char  *name;
  const char  *arguments;
  const char  *summary;
  CommandFunc  run;
} Command;

static void
print_key_file (GKeyFile *file)
{
  g_autofree char *data = g_key_file_to_data (file, NULL, NULL);

  fputs (data, stdout);
}

/* Fixed decimals, and a dot whatever the locale: scripts read these. */
static void
set_decimal (GKeyFile   *file,
             const char *group,
             const char *key,
             double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_key_file_set_value (file, group, key, g_ascii_formatd (buffer, sizeof buffer, "%.2f", value));
}

static PhlMatch *
load_position (const char  *path,
               GError     **error)
{
  return phl_match_new_from_file (path, error);
}

static int
command_score (int    argc,
               char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GKeyFile) out = NULL;

  if (argc != 2)
    return phl_cli_usage_error (_("“score” takes one file"));

  match = load_position (argv[1], &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);

  out = g_key_file_new ();
  phl_match_get_rules (match)->write_score (phl_match_get_state (match), out);
  print_key_file (out);
  return PHL_CLI_EXIT_OK;
}

static int
command_moves (int    argc,
               char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GPtrArray) moves = NULL;

  if (argc != 2)
    return phl_cli_usage_error (_("“moves” takes one file"));

  match = load_position (argv[1], &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);

  moves = phl_match_get_rules (match)->describe_moves (phl_match_get_state (match));
  for (guint i = 0; i < moves->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (moves, i));
  return PHL_CLI_EXIT_OK;
}

static gboolean
parse_levels (const char *text,
              guint       n_players,
              PhlAiLevel *levels,
              GError    **error)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);
  guint n = g_strv_length (names);

  if (n != 1 && n != n_players)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("--levels needs one level or one per player (%u)"), n_players);
      return FALSE;
    }
  for (guint i = 0; i < n_players; i++)
    if (!phl_ai_level_from_string (g_strstrip (names[n == 1 ? 0 : i]), &levels[i]))
      {
        g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                     _("“%s” is not a level (easy, normal, hard or expert)"), names[n == 1 ? 0 : i]);
        return FALSE;
      }
  return TRUE;
}

/* One computer-only game of a selfplay run and what came of it, in table
 * seats (the seats of the --levels list). */
typedef struct
{
  guint64  seed;
  guint    shift;
  guint    winners;
  int      scores[PHL_MAX_SEATS];
} GameResult;

/* The run's totals, added to as each game ends: nothing is kept per game,
 * so any number of games takes the same memory. */
typedef struct
{
  const PhlGameRules *rules;
  const PhlSetup     *setup;
  const PhlAiLevel   *table_levels;
  const PhlAiBudget  *budget;
  guint64             first_seed;
  guint               n_games;
  guint               next;       /* atomic: the next game to play */
  GMutex              lock;       /* guards what follows */
  guint               wins[PHL_MAX_SEATS];
  gint64              score_sums[PHL_MAX_SEATS];
  /* The failure of the lowest-numbered game that failed. */
  GError             *error;
  guint               error_game;
} SelfplayRun;

/* Plays one AI-only game; engine seat i is played by table seat
 * (i + shift) % n, so the first player rotates from game to game.  The
 * computer's generator is the game's own, seeded from the game's seed, so
 * a game plays the same on any thread (the expert's time budget apart). */
static gboolean
play_one_game (SelfplayRun       *run,
               GameResult        *result,
               GError           **error)
{
  const PhlGameRules *rules = run->rules;
  guint64 seed = result->seed;
  g_autoptr(GRand) match_rng = phl_rng_new_from_seed (seed);
  g_autoptr(GRand) ai_rng = phl_rng_new_from_seed (seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  guint n = run->setup->n_players;
  gpointer state;

  for (guint i = 0; i < n; i++)
    levels[i] = run->table_levels[(i + result->shift) % n];

  state = rules->new_game (run->setup, match_rng, error);
  if (state == NULL)
    return FALSE;

  for (guint step = 0; !rules->is_over (state); step++)
    {
      g_autofree char *action = NULL;
      PhlApplyFlags flags;

      if (step >= MAX_ACTIONS_PER_GAME)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                       "game with seed %" G_GUINT64_FORMAT " did not end after %u actions",
                       seed, step);
          rules->free (state);
          return FALSE;
        }
      action = phl_ai_choose (rules, state, levels, ai_rng, run->budget);
      if (action == NULL || !rules->apply (state, action, match_rng, &flags, NULL, error))
        {
          g_prefix_error (error, "seed %" G_GUINT64_FORMAT ", action %u “%s”: ",
                          seed, step + 1, action ? action : "(none)");
          if (action == NULL)
            g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                         "seed %" G_GUINT64_FORMAT ": the computer found no action", seed);
          rules->free (state);
          return FALSE;
        }
    }

  result->winners = 0;
  for (guint i = 0; i < n; i++)
    {
      guint table_seat = (i + result->shift) % n;

      if (rules->winners (state) & (1u << i))
        result->winners |= 1u << table_seat;
      result->scores[table_seat] = rules->score (state, i);
    }
  rules->free (state);
  return TRUE;
}

static gpointer
selfplay_worker (gpointer data)
{
  SelfplayRun *run = data;

  for (;;)
    {
      guint g = (guint) g_atomic_int_add (&run->next, 1);
      g_autoptr(GError) error = NULL;
      GameResult result = { .seed = run->first_seed + g, .shift = g % run->setup->n_players };
      gboolean failed;

      /* The counter may pass G_MAXINT: compared unsigned, it stops. */
      if (g >= run->n_games)
        return NULL;
      play_one_game (run, &result, &error);
      g_mutex_lock (&run->lock);
      if (error != NULL && (run->error == NULL || g < run->error_game))
        {
          g_clear_error (&run->error);
          run->error = g_steal_pointer (&error);
          run->error_game = g;
        }
      else if (error == NULL)
        for (guint i = 0; i < run->setup->n_players; i++)
          {
            if (result.winners & (1u << i))
              run->wins[i]++;
            run->score_sums[i] += result.scores[i];
          }
      failed = run->error != NULL;
      g_mutex_unlock (&run->lock);
      /* A failed game ends the run: the others stop at their next game. */
      if (failed)
        g_atomic_int_set (&run->next, (gint) run->n_games);
    }
}

static int
command_selfplay (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) out = NULL;
  g_autofree char *levels_text = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *seed_text = NULL;
  g_autoptr(GPtrArray) workers = NULL;
  const PhlGameRules *rules;
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlAiBudget budget = { 0 };
  SelfplayRun run = { 0 };
  PhlSetup setup = { 0 };
  guint64 seed = 1;
  /* players G_MININT: not given (an explicit 0 is out of range). */
  int players = G_MININT, games = 100, think_ms = 0, iterations = 0, jobs = 0;
  int status = PHL_CLI_EXIT_OK;
  gint64 start;
  double seconds;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players"), "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game (default 1)"), "S" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels_text, N_("Computer levels, one per seat"), "L1,L2,…" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, N_("Game variant"), "V" },
    { "deck", 0, 0, G_OPTION_ARG_FILENAME, &deck, N_("Stamp Swap deck file"), "FILE" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, N_("The expert’s thinking time in milliseconds of CPU time (default 1000)"), "MS" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, N_("The expert searches this many playouts instead of watching the clock, so runs repeat exactly"), "N" },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs, N_("Games played at once (default one per core)"), "N" },
    { NULL }
  };

  context = g_option_context_new (_("GAME — play computer-only games"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_help_enabled (context, TRUE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return phl_cli_usage_error ("%s", error->message);
  if (argc != 2)
    {
      g_autofree char *ids = phl_cli_game_ids ();

      return phl_cli_usage_error (_("“selfplay” takes one game: %s"), ids);
    }

  rules = phl_game_rules_lookup (argv[1]);
  if (rules == NULL)
    return phl_cli_usage_error (_("unknown game “%s”"), argv[1]);
  if (players == G_MININT)
    players = CLAMP (2, (int) rules->min_players, (int) rules->max_players);
  if (players < (int) rules->min_players || players > (int) rules->max_players)
    return phl_cli_usage_error (_("%s is for %u to %u players"), rules->id,
                        rules->min_players, rules->max_players);
  if (deck != NULL && rules->get_deck == NULL)
    return phl_cli_usage_error (_("--deck is for Stamp Swap only"));
  if (games < 1)
    return phl_cli_usage_error (_("--games must be at least 1"));
  if (seed_text != NULL && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    return phl_cli_usage_error (_("“%s” is not a seed (a whole number of 0 or more)"), seed_text);
  if (!parse_levels (levels_text ? levels_text : "normal", players, levels, &error))
    return phl_cli_usage_error ("%s", error->message);
  if (!phl_cli_parse_think_ms (think_ms, &budget.think_ms))
    return PHL_CLI_EXIT_USAGE;
  if (iterations < 0)
    return phl_cli_usage_error (_("--iterations must be 0 or more"));
  if (jobs < 0)
    return phl_cli_usage_error (_("--jobs must be 0 or more"));
  budget.max_iterations = iterations;
  if (jobs == 0)
    jobs = g_get_num_processors ();
  jobs = MIN (jobs, games);

  setup.n_players = players;
  setup.variant = variant;
  setup.deck = deck;

  run.rules = rules;
  run.setup = &setup;
  run.table_levels = levels;
  run.budget = &budget;
  run.first_seed = seed;
  run.n_games = games;
  g_mutex_init (&run.lock);

  start = g_get_monotonic_time ();
  if (jobs == 1)
    selfplay_worker (&run);
  else
    {
      workers = g_ptr_array_new ();
      for (int j = 0; j < jobs; j++)
        g_ptr_array_add (workers, g_thread_new ("selfplay", selfplay_worker, &run));
      for (guint j = 0; j < workers->len; j++)
        g_thread_join (g_ptr_array_index (workers, j));
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_mutex_clear (&run.lock);
  if (run.error != NULL)
    {
      /* The first failed game, whichever thread played it. */
      status = phl_cli_invalid_input (run.error);
      g_clear_error (&run.error);
      return status;
    }

  out = g_key_file_new ();
  g_key_file_set_string (out, "Summary", "Game", rules->id);
  g_key_file_set_integer (out, "Summary", "Games", games);
  set_decimal (out, "Summary", "Seconds", seconds);
  set_decimal (out, "Summary", "GamesPerSecond", seconds > 0 ? games / seconds : 0);
  for (int i = 0; i < players; i++)
    {
      g_autofree char *group = g_strdup_printf ("Seat%d", i + 1);

      g_key_file_set_string (out, group, "Level", phl_ai_level_to_string (levels[i]));
      g_key_file_set_integer (out, group, "Wins", run.wins[i]);
      set_decimal (out, group, "MeanScore", (double) run.score_sums[i] / games);
    }
  print_key_file (out);
  return PHL_CLI_EXIT_OK;
}

static const Command commands[] = {
  { "score", N_("FILE"), N_("Print the scores of a position or save"), command_score },
  { "moves", N_("FILE"), N_("List the legal moves of the seat to act, best first"), command_moves },
  { "selfplay", N_("GAME [OPTION…]"), N_("Play computer-only games and print the results"), command_selfplay },
  { "new", N_("GAME [OPTION…]"), N_("Write a fresh save"), phl_cli_command_new },
  { "replay", N_("FILE [--to N]"), N_("Print the position after N actions"), phl_cli_command_replay },
  { "hint", N_("FILE [OPTION…]"), N_("Print the computer’s action for the seat to act"), phl_cli_command_hint },
  { "play", N_("FILE [ACTION…]"), N_("Apply actions, or the computer’s, and write the save"), phl_cli_command_play },
  { "review", N_("FILE [OPTION…]"), N_("Compare a seat’s moves with the computer’s"), phl_cli_command_review },
  { "net", N_("host|join …"), N_("Host or join a game through an XMPP server"), phl_cli_command_net },
};

static void
print_command (const char *name,
               const char *arguments,
               const char *summary)
{
  g_autofree char *call = g_strdup_printf ("%s %s", name, _(arguments));
  /* Pad by characters, not bytes: the arguments may hold “…”. */
  int padding = MAX (1, 29 - (int) g_utf8_strlen (call, -1));

  g_print ("  %s%*s%s\n", call, padding, "", _(summary));
}

static void
print_help (void)
{
  const PhlGameRules * const *games = phl_game_rules_all ();
  g_autofree char *ids = phl_cli_game_ids ();

  g_print ("%s\n  philatelia-cli %s\n\n%s\n", _("Usage:"), _("COMMAND [ARGUMENT…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    print_command (commands[i].name, commands[i].arguments, commands[i].summary);
  /* Then each game's own. */
  for (guint g = 0; games[g] != NULL; g++)
    for (const PhlGameCommand *c = games[g]->commands; c != NULL && c->name != NULL; c++)
      print_command (c->name, c->arguments, c->summary);
  g_print ("\n%s\n  %s\n", _("Games:"), ids);
  g_print ("\n%s\n", _("Exit status: 0 success, 1 invalid input, 2 usage error."));
}

/* A command of one game's (PhlGameRules.commands), or NULL. */
static const PhlGameCommand *
lookup_game_command (const char *name)
{
  const PhlGameRules * const *games = phl_game_rules_all ();

  for (guint g = 0; games[g] != NULL; g++)
    for (const PhlGameCommand *c = games[g]->commands; c != NULL && c->name != NULL; c++)
      if (g_str_equal (c->name, name))
        return c;
  return NULL;
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("PHILATELIA_LOCALEDIR");
  const PhlGameCommand *game_command;

  setlocale (LC_ALL, "");
  /* As the app: the tests use the catalogues in the build tree. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    return phl_cli_usage_error (_("no command given"));

  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      print_help ();
      return PHL_CLI_EXIT_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("philatelia-cli %s\n", PACKAGE_VERSION);
      return PHL_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  game_command = lookup_game_command (argv[1]);
  if (game_command != NULL)
    {
      static const PhlCliSupport support = { phl_cli_usage_error, phl_cli_invalid_input };

      return game_command->run (&support, argc - 1, argv + 1);
    }

  return phl_cli_usage_error (_("unknown command “%s”"), argv[1]);
}
