/* phl-cli-replay.c — `philatelia-cli replay`: the position after N actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The save is read (and checked) whole, then dealt again and played up to
 * action N; the result is written as a position file (docs/save-format.md#positions), which
 * `score`, `moves`, `hint` and `play` read like any other.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"

int
phl_cli_command_replay (int    argc,
                        char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) source = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GKeyFile) position = NULL;
  g_autofree char *to_text = NULL;
  g_autofree char *data = NULL;
  guint64 to;
  gsize length;
  int status;
  GOptionEntry entries[] = {
    { "to", 0, 0, G_OPTION_ARG_STRING, &to_text, N_("Stop after this many actions (default: all)"), "N" },
    { NULL }
  };

  if (!phl_cli_parse_options (_("FILE — print the position after N actions"), entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    return phl_cli_usage_error (_("“replay” takes one file"));

  source = phl_cli_load (argv[1], &file, &error);
  if (source == NULL)
    return phl_cli_invalid_input (error);

  to = phl_match_get_n_actions (source);
  if (to_text != NULL
      && !g_ascii_string_to_unsigned (to_text, 10, 0, phl_match_get_n_actions (source), &to, NULL))
    return phl_cli_usage_error (_("--to must be a number of actions from 0 to %u"),
                                phl_match_get_n_actions (source));

  if (to == phl_match_get_n_actions (source))
    match = g_object_ref (source);
  else
    match = phl_cli_match_at (file, source, to, &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);

  position = phl_cli_position_file (match);
  data = g_key_file_to_data (position, &length, NULL);
  if (!phl_cli_write_output (NULL, data, length, &error))
    return phl_cli_invalid_input (error);
  return PHL_CLI_EXIT_OK;
}
