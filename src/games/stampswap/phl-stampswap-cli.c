/* phl-stampswap-cli.c — Stamp Swap's part of philatelia-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `hint --explain`'s reason, and the deck commands: `validate-deck`,
 * `balance`, `export-csv` and `import-csv` (docs/cli.md), reached through
 * the game's PhlGameRules.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "phl-match.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-balance.h"
#include "stampswap/phl-stampswap-card-text.h"
#include "stampswap/phl-stampswap-cli.h"
#include "stampswap/phl-stampswap-deck.h"
#include "stampswap/phl-stampswap-deck-csv.h"
#include "phl-file.h"

/* The hard computer's reason, when it would play the same. */
char *
phl_stampswap_hint_reason (gconstpointer  state,
                           const char    *action,
                           PhlAiLevel     level)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autoptr(PhlStampswapAiChoice) choice = phl_stampswap_ai_hint (state, rng);

  if (choice != NULL && g_strcmp0 (choice->action, action) == 0)
    return g_strdup (choice->reason);
  return NULL;
}

static int
command_validate_deck (const PhlCliSupport  *cli,
                       int                   argc,
                       char                **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) errors = NULL;
  g_autoptr(GPtrArray) warnings = NULL;

  if (argc != 2)
    return cli->usage_error (_("“validate-deck” takes one file"));

  file = phl_key_file_new_from_file (argv[1], &error);
  if (file == NULL)
    return cli->invalid_input (error);

  errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  phl_stampswap_deck_validate (file, errors);
  for (guint i = 0; i < errors->len; i++)
    cli->invalid_input (g_ptr_array_index (errors, i));
  /* Texts that disagree with their card warn; they change no exit status. */
  warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  phl_stampswap_deck_text_warnings (file, warnings);
  for (guint i = 0; i < warnings->len; i++)
    /* Translators: before a problem that does not stop a deck from loading */
    g_printerr ("%s %s\n", _("warning:"),
                ((const GError *) g_ptr_array_index (warnings, i))->message);
  if (errors->len > 0)
    return 1;

  g_print (_("%s: the deck is valid\n"), argv[1]);
  return 0;
}

/* The deck editor's balance test (docs/deck-editor.md): games on every
 * core until every card is decided or the cap, the report as GKeyFile text;
 * flagged cards do not change the exit status (scripts read Flagged=).
 * With --compare, both decks with the same options and the change of each
 * card's effect. */
static int
command_balance (const PhlCliSupport  *cli,
                 int                   argc,
                 char                **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlBalanceResult) result = NULL;
  g_autoptr(PhlBalanceResult) other = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *level = NULL;
  g_autofree char *compare = NULL;
  g_autofree char *reference = NULL;
  gboolean no_reference = FALSE;
  g_autofree char *data = NULL;
  PhlBalanceOptions options = { .level = PHL_AI_NORMAL, .seed = 1 };
  int players = 4, games = PHL_BALANCE_DEFAULT_CAP, threads = 0, first_look = PHL_BALANCE_FIRST_LOOK;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("At most this many games (default 4000)"), "N" },
    { "first-look", 0, 0, G_OPTION_ARG_INT, &first_look,
      N_("Games before the first look at the cards (default 250; then each time they double)"), "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players (default 4)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game (default 1)"), "S" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, N_("Computer level (default normal)"), "L" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default one per core)"), "N" },
    { "compare", 0, 0, G_OPTION_ARG_FILENAME, &compare,
      N_("Also test this version of the deck and report the change of each card’s effect"), "NEW-DECK" },
    { "reference", 0, 0, G_OPTION_ARG_FILENAME, &reference,
      N_("Judge the cards changed from this deck by their change (default: the standard deck)"), "DECK" },
    { "no-reference", 0, 0, G_OPTION_ARG_NONE, &no_reference,
      N_("Judge every card within the deck only"), NULL },
    { NULL }
  };

  context = g_option_context_new (_("DECK — find the cards that stand out"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cli->usage_error ("%s", error->message);
  if (argc != 2)
    return cli->usage_error (_("“balance” takes one deck file"));
  if (players < 2 || players > PHL_BALANCE_MAX_SEATS)
    return cli->usage_error (_("%s is for %u to %u players"), "balance", 2, PHL_BALANCE_MAX_SEATS);
  if (games < 1)
    return cli->usage_error (_("--games must be at least 1"));
  if (first_look < 1)
    return cli->usage_error (_("--first-look must be at least 1"));
  if (threads < 0)
    return cli->usage_error (_("--threads must be 0 or more"));
  if (seed_text != NULL && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &options.seed, NULL))
    return cli->usage_error (_("“%s” is not a seed (a whole number of 0 or more)"), seed_text);
  if (level != NULL && !phl_ai_level_from_string (level, &options.level))
    return cli->usage_error (_("“%s” is not a level (easy, normal, hard or expert)"), level);

  options.games = games;
  options.first_look = first_look;
  options.players = players;
  options.threads = threads;
  options.reference_path = reference;
  /* Two versions are compared card by card, each within itself, unless a
   * reference is named. */
  options.no_reference = no_reference || (compare != NULL && reference == NULL);
  result = phl_balance_run (argv[1], &options, NULL, NULL, &error);
  if (result == NULL)
    return cli->invalid_input (error);
  if (compare != NULL)
    {
      other = phl_balance_run (compare, &options, NULL, NULL, &error);
      if (other == NULL)
        return cli->invalid_input (error);
      data = phl_balance_compare_to_data (result, other);
    }
  else
    data = phl_balance_result_to_data (result);
  fputs (data, stdout);
  return 0;
}

/* The deck as a spreadsheet (docs/formats.md "Deck spreadsheet"): to
 * FILE.csv, or to standard output. */
static int
command_export_csv (const PhlCliSupport  *cli,
                    int                   argc,
                    char                **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) deck = g_key_file_new ();
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree char *text = NULL;
  g_autofree char *csv = NULL;
  gsize length;

  if (argc != 2 && argc != 3)
    return cli->usage_error (_("“export-csv” takes a deck file and maybe the spreadsheet to write"));
  /* Read as the validator reads it first: its errors name the line. */
  file = phl_key_file_new_from_file (argv[1], &error);
  if (file == NULL)
    return cli->invalid_input (error);
  if (!phl_file_read_regular (argv[1], PHL_DECK_CSV_MAX_SIZE, &text, &length, &error))
    return cli->invalid_input (error);
  if (!g_key_file_load_from_data (deck, text, length, G_KEY_FILE_KEEP_TRANSLATIONS, &error))
    return cli->invalid_input (error);
  csv = phl_stampswap_deck_to_csv (deck, &length);
  if (argc == 2)
    {
      fwrite (csv, 1, length, stdout);
      return 0;
    }
  if (!phl_file_write_atomically (argv[2], csv, length, &error))
    return cli->invalid_input (error);
  return 0;
}

/* A spreadsheet back to a deck file; the deck is then checked as
 * `validate-deck` checks it (its problems: exit status 1, the deck is
 * written all the same, to be fixed in the editor). */
static int
command_import_csv (const PhlCliSupport  *cli,
                    int                   argc,
                    char                **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) deck = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) errors = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (argc != 3)
    return cli->usage_error (_("“import-csv” takes a spreadsheet and the deck file to write"));
  if (!phl_file_read_regular (argv[1], PHL_DECK_CSV_MAX_SIZE, &csv, &length, &error))
    return cli->invalid_input (error);
  deck = phl_stampswap_deck_from_csv (csv, length, argv[1], &error);
  if (deck == NULL)
    return cli->invalid_input (error);
  data = g_key_file_to_data (deck, &length, NULL);
  if (!phl_file_write_atomically (argv[2], data, length, &error))
    return cli->invalid_input (error);
  file = phl_key_file_new_from_data (data, length, argv[2], &error);
  if (file == NULL)
    return cli->invalid_input (error);
  errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  phl_stampswap_deck_validate (file, errors);
  for (guint i = 0; i < errors->len; i++)
    cli->invalid_input (g_ptr_array_index (errors, i));
  return errors->len > 0 ? 1 : 0;
}

const PhlGameCommand phl_stampswap_commands[] = {
  { "balance", N_("DECK [OPTION…]"), N_("Play computer-only games with a deck until every card is decided and report the cards that stand out"), command_balance },
  { "validate-deck", N_("FILE"), N_("Check a Stamp Swap deck file"), command_validate_deck },
  { "export-csv", N_("DECK [FILE.csv]"), N_("Write a deck as a spreadsheet: a row per card, a column per key and translation"), command_export_csv },
  { "import-csv", N_("FILE.csv DECK"), N_("Write the deck a spreadsheet describes, and check it"), command_import_csv },
  { NULL }
};
