/* phl-cli-hint.c — `philatelia-cli hint`: the computer's action, and why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The action comes from the engine's choose_action, which decides from
 * what the seat to act may know (docs/cli.md says how, per game).  The
 * reasons --explain prints are the engines' own where an engine gives
 * them without its view (STAMPS, Stamp Swap, Stamp Auction's prices; the
 * app's SWOP and Auction hint texts live in their views); for every game
 * it lists the moves of `moves` too, the chosen one marked.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"
#include "auction/phl-auction.h"
#include "stamps/phl-stamps-action.h"
#include "stampswap/phl-stampswap-ai.h"

/* Stamp Auction's reasons are written by its view; the engine gives the
 * price each seat's computer would ring (or bid) at, which is the reason
 * for every countdown and bid. */
static char *
auction_prices (const PhlAuctionState *state,
                PhlAiLevel             level)
{
  GString *text;

  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN && state->phase != PHL_AUCTION_PHASE_BIDS)
    return NULL;
  text = g_string_new (NULL);
  g_string_append_printf (text, _("price showing %d; the computer of each seat would ring (or bid) at:"), state->price);
  for (guint seat = 0; seat < state->n_players; seat++)
    {
      int price = phl_auction_ai_ring_price (state, seat, level);

      if (price < 0)
        /* Translators: seat N would not ring for the card at any price */
        g_string_append_printf (text, _(" seat %u never;"), seat + 1);
      else
        g_string_append_printf (text, _(" seat %u %d;"), seat + 1, price);
    }
  return g_string_free (text, FALSE);
}

/* The engine's words for @action, or NULL. */
static char *
engine_reason (PhlMatch   *match,
               const char *action,
               PhlAiLevel  level)
{
  const char *game = phl_match_get_rules (match)->id;
  gconstpointer state = phl_match_get_state (match);

  if (g_str_equal (game, "auction"))
    return auction_prices (state, level);
  if (g_str_equal (game, "stamps"))
    return phl_stamps_action_describe (state, action);
  if (g_str_equal (game, "stampswap"))
    {
      /* The hard computer's reason, when it would play the same. */
      g_autoptr(GRand) rng = g_rand_new_with_seed (7);
      PhlStampswapAiChoice *choice = phl_stampswap_ai_hint (state, rng);
      char *reason = NULL;

      if (choice != NULL && g_strcmp0 (choice->action, action) == 0)
        reason = g_strdup (choice->reason);
      phl_stampswap_ai_choice_free (choice);
      return reason;
    }
  return NULL;
}

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
      g_autofree char *reason = engine_reason (match, action, level);
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
