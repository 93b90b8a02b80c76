/* phl-cli-play.c — `philatelia-cli play`: actions applied, the save written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each action goes through the match exactly as the app submits it, so an
 * illegal one is refused with the engine's own reason.  With --level and
 * no action the computer moves for the seat to act (phl_cli_choose_action).
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"

int
phl_cli_command_play (int    argc,
                      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *output = NULL;
  g_autofree char *data = NULL;
  g_autofree char *seats_text = NULL;
  PhlAiLevel level;
  guint seats;
  gsize length;
  int status, think_ms = 0;
  PhlAiBudget budget = { 0 };
  GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, N_("Let the computer move at this level"), "L" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text, N_("The seats the computer plays (default: all)"), "2,3" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, N_("The expert’s thinking time in milliseconds of CPU time (default 1000)"), "MS" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Where to write the save (default: standard output)"), "OUT" },
    { NULL }
  };

  if (!phl_cli_parse_options (_("FILE [ACTION…] — apply actions and write the save"), entries,
                              &argc, &argv, &status))
    return status;
  if (argc < 2)
    return phl_cli_usage_error (_("“play” takes a file and its actions"));
  if (argc == 2 && level_text == NULL)
    return phl_cli_usage_error (_("“play” needs actions, or --level to let the computer move"));
  if (argc > 2 && level_text != NULL)
    return phl_cli_usage_error (_("“play” takes either actions or --level, not both"));
  if (seats_text != NULL && level_text == NULL)
    return phl_cli_usage_error (_("--seats goes with --level"));
  if (!phl_cli_parse_level (level_text, PHL_AI_NORMAL, &level)
      || !phl_cli_parse_seats (seats_text, &seats)
      || !phl_cli_parse_think_ms (think_ms, &budget.think_ms))
    return PHL_CLI_EXIT_USAGE;

  match = phl_cli_load (argv[1], NULL, &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);

  if (argc == 2)
    {
      g_autofree char *action = phl_cli_choose_action (match, level, seats, &budget,
                                                       phl_cli_file_name (argv[1]), &error);

      if (action == NULL)
        return phl_cli_invalid_input (error);
      if (!phl_match_submit (match, action, &error))
        {
          /* The engine's own choice refused by the engine: a bug. */
          g_printerr (_("%s: the computer’s action “%s” was refused: %s\n"),
                      phl_cli_file_name (argv[1]), action, error->message);
          return PHL_CLI_EXIT_INVALID;
        }
    }
  for (int i = 2; i < argc; i++)
    {
      if (phl_match_is_over (match))
        {
          g_printerr (_("%s: action “%s”: the game is over\n"), phl_cli_file_name (argv[1]), argv[i]);
          return PHL_CLI_EXIT_INVALID;
        }
      /* Echoed in messages: only as text, never raw bytes. */
      if (!g_utf8_validate (argv[i], -1, NULL))
        {
          g_printerr (_("%s: action %d is not valid UTF-8 text\n"), phl_cli_file_name (argv[1]), i - 1);
          return PHL_CLI_EXIT_INVALID;
        }
      if (!phl_match_submit (match, argv[i], &error))
        {
          /* Translators: the file, the action and why it is illegal */
          g_printerr (_("%s: action “%s”: %s\n"), phl_cli_file_name (argv[1]), argv[i],
                      error->message);
          return PHL_CLI_EXIT_INVALID;
        }
    }

  data = phl_match_to_data (match, &length);
  if (!phl_cli_write_output (output, data, length, &error))
    return phl_cli_invalid_input (error);
  return PHL_CLI_EXIT_OK;
}
