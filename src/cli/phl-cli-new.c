/* phl-cli-new.c — `philatelia-cli new`: a fresh save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The save is an ordinary one (seed, setup, the deck, no actions), so the
 * app opens it and `play` continues it.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"
#include "phl-rng.h"

int
phl_cli_command_new (int    argc,
                     char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *output = NULL;
  g_autofree char *data = NULL;
  const PhlGameRules *rules;
  PhlSeat seats[PHL_MAX_SEATS] = { { 0 } };
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  PhlSetup setup = { 0 };
  guint min_players, max_players;
  guint64 seed;
  gsize length;
  /* G_MININT: not given (an explicit 0 is out of range). */
  int players = G_MININT, status;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players"), "N" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, N_("Game variant"), "V" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game (default: a random one)"), "S" },
    { "deck", 0, 0, G_OPTION_ARG_FILENAME, &deck, N_("Stamp Swap deck file"), "FILE" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Where to write the save (default: standard output)"), "OUT" },
    { NULL }
  };

  if (!phl_cli_parse_options (_("GAME — write a fresh save"), entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    {
      g_autofree char *ids = phl_cli_game_ids ();

      return phl_cli_usage_error (_("“new” takes one game: %s"), ids);
    }

  rules = phl_game_rules_lookup (argv[1]);
  if (rules == NULL)
    return phl_cli_usage_error (_("unknown game “%s”"), argv[1]);
  if (!phl_game_rules_get_variant_players (rules, variant, &min_players, &max_players))
    {
      g_autofree char *known = rules->variants != NULL ? g_strjoinv (", ", (char **) rules->variants)
                                                       : g_strdup ("");

      return phl_cli_usage_error (_("“%s” is not a variant of this game (%s)"), variant, known);
    }
  if (players == G_MININT)
    players = CLAMP (2, (int) min_players, (int) max_players);
  if (players < (int) min_players || players > (int) max_players)
    return phl_cli_usage_error (_("%s is for %u to %u players"), rules->id, min_players, max_players);
  if (seed_text == NULL)
    seed = phl_rng_random_seed ();
  else if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    return phl_cli_usage_error (_("“%s” is not a seed (a whole number of 0 or more)"), seed_text);
  /* Only Stamp Swap is dealt from a deck file: elsewhere --deck would be
   * ignored, so it is refused. */
  if (deck != NULL && rules->get_deck == NULL)
    return phl_cli_usage_error (_("--deck is for Stamp Swap only"));

  setup.n_players = players;
  setup.variant = variant;
  setup.deck = deck;
  for (int i = 0; i < players; i++)
    {
      seats[i].name = g_strdup_printf (_("Player %u"), (guint) i + 1);
      g_ptr_array_add (names, seats[i].name);
      seats[i].kind = PHL_SEAT_HUMAN;
      seats[i].level = PHL_AI_NORMAL;
    }

  match = phl_match_new (rules, &setup, seats, seed, &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);

  data = phl_match_to_data (match, &length);
  if (!phl_cli_write_output (output, data, length, &error))
    return phl_cli_invalid_input (error);
  return PHL_CLI_EXIT_OK;
}
