/* phl-cli-hint.c — `philatelia-cli hint`: the computer's action, and why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The action comes from the engine's choose_action, which decides from
 * what the seat to act may know (docs/cli.md says how, per game).  The
 * reasons --explain prints are the engines' own where an engine gives
 * them without its view (PhlGameRules.hint_reason; the app's hint texts
 * live in the views); for every game it lists the moves of `moves` too,
 * the chosen one marked.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"

/* Whether a `moves` line is about @action: the games begin the line with
 * the action as it is written (SWOP "a1 c3 points=…", STAMPS "R@2,1
 * blue=…", Stamp Swap "take 4 value=…", Stamp Auction "sell 1,2,3 to
 * monaco payout=…"). */
static gboolean
describes (const char *line,
           const char *action)
{
  gsize length = strlen (action);

  return strncmp (line, action, length) == 0 && (line[length] == ' ' || line[length] == '\0');
}

int
phl_cli_command_hint (int    argc,
                      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *action = NULL;
  g_autofree char *seats_text = NULL;
  gboolean explain = FALSE;
  PhlAiLevel level;
  guint seats;
  int status, think_ms = 0;
  PhlAiBudget budget = { 0 };
  GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, N_("Computer level (default hard, as the app’s hint)"), "L" },
    { "explain", 0, 0, G_OPTION_ARG_NONE, &explain, N_("Say why, and list the moves"), NULL },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text, N_("The seats the computer plays (default: all)"), "2,3" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, N_("The expert’s thinking time in milliseconds of CPU time (default 1000)"), "MS" },
    { NULL }
  };

  if (!phl_cli_parse_options (_("FILE — print the computer’s action for the seat to act"), entries,
                              &argc, &argv, &status))
    return status;
  if (argc != 2)
    return phl_cli_usage_error (_("“hint” takes one file"));
  if (!phl_cli_parse_level (level_text, PHL_AI_HARD, &level)
      || !phl_cli_parse_seats (seats_text, &seats)
      || !phl_cli_parse_think_ms (think_ms, &budget.think_ms))
    return PHL_CLI_EXIT_USAGE;

  match = phl_cli_load (argv[1], NULL, &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);

  action = phl_cli_choose_action (match, level, seats, &budget, phl_cli_file_name (argv[1]), &error);
  if (action == NULL)
    return phl_cli_invalid_input (error);
  g_print ("%s\n", action);

  if (explain)
    {
      const PhlGameRules *rules = phl_match_get_rules (match);
      g_autofree char *reason = rules->hint_reason != NULL
                                ? rules->hint_reason (phl_match_get_state (match), action, level) : NULL;
      g_autoptr(GPtrArray) moves = phl_match_get_rules (match)->describe_moves (phl_match_get_state (match));

      /* Comment lines: the first line stays the action alone. */
      if (reason != NULL)
        g_print ("# %s\n", reason);
      for (guint i = 0; moves != NULL && i < moves->len; i++)
        {
          const char *line = g_ptr_array_index (moves, i);

          g_print ("#%s%s\n", describes (line, action) ? " * " : "   ", line);
        }
    }
  return PHL_CLI_EXIT_OK;
}
