/* phl-auction-rules.c — the Stamp Auction PhlGameRules table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

static const char * const variants[] = { "standard", "sealed", NULL };
static const PhlGameVariantPlayers variant_players[] = {
  { "standard", 3, 6 },
  { "sealed", 3, 6 },
  { NULL }
};

static gpointer
rules_new_game (const PhlSetup  *setup,
                GRand           *rng,
                GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  PhlAuctionState *state;
  gboolean sealed;

  g_return_val_if_fail (setup != NULL, NULL);

  if (setup->variant != NULL && !g_str_equal (setup->variant, "standard")
      && !g_str_equal (setup->variant, "sealed"))
    {
      phl_setup_set_error (setup, error, PHL_ERROR_UNSUPPORTED, "Variant",
                           _("“%s” is not a variant: standard or sealed"), setup->variant);
      return NULL;
    }
  sealed = (setup->variant != NULL && g_str_equal (setup->variant, "sealed"))
           || phl_setup_get_option_bool (setup, "sealed", FALSE);
  state = phl_auction_state_new_game (setup->n_players, sealed, rng, &local_error);
  /* Both of its refusals are about the number of players. */
  if (state == NULL)
    phl_setup_set_error (setup, error, local_error->code, "Players", "%s", local_error->message);
  return state;
}

static gpointer
rules_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (PhlAuctionState));
}

static guint
rules_n_players (gconstpointer state)
{
  return ((const PhlAuctionState *) state)->n_players;
}

static int
rules_current_seat (gconstpointer state)
{
  return phl_auction_state_current_seat (state);
}

static gboolean
rules_hides_from (gconstpointer state,
                  guint         seat,
                  int           other)
{
  return phl_auction_state_hides_from (state, seat, other);
}

static gboolean
rules_is_over (gconstpointer state)
{
  return ((const PhlAuctionState *) state)->phase == PHL_AUCTION_PHASE_OVER;
}

static int
rules_score (gconstpointer state,
             guint         seat)
{
  const PhlAuctionState *s = state;

  g_return_val_if_fail (seat < s->n_players, 0);
  return s->players[seat].postmarks;
}

static guint
rules_winners (gconstpointer state)
{
  return ((const PhlAuctionState *) state)->winners;
}

static GPtrArray *
rules_legal_actions (gconstpointer state)
{
  return phl_auction_state_legal_actions (state);
}

static gboolean
rules_apply (gpointer        state,
             const char     *action,
             GRand          *rng,
             PhlApplyFlags  *flags,
             PhlChange      *change,
             GError        **error)
{
  /* All chance is in the deal: the piles are shuffled by new_game. */
  return phl_auction_state_apply_full (state, action, flags, change, error);
}

static char *
rules_choose_action (gconstpointer     state,
                     const PhlAiLevel *levels,
                     GRand            *rng)
{
  return phl_auction_ai_choose (state, levels, rng);
}

static gpointer
rules_determinize (gconstpointer state,
                   guint         seat,
                   GRand        *rng)
{
  return phl_auction_determinize (state, seat, rng);
}

static void
rules_save_position (gconstpointer state,
                     GKeyFile     *file)
{
  phl_auction_save_position (state, file);
}

static gpointer
rules_load_position (PhlKeyFile  *file,
                     GError     **error)
{
  return phl_auction_load_position (file, error);
}

static gpointer
rules_read_position (const PhlSetup  *setup,
                     GError         **error)
{
  return phl_auction_read_position (setup, error);
}

static void
rules_write_score (gconstpointer state,
                   GKeyFile     *out)
{
  phl_auction_write_score (state, out);
}

static GPtrArray *
rules_describe_moves (gconstpointer state)
{
  return phl_auction_describe_moves (state);
}

const PhlGameRules phl_auction_rules = {
  .id = "auction",
  .min_players = 3,
  .max_players = 6,
  .variants = variants,
  .variant_players = variant_players,
  .new_game = rules_new_game,
  .copy = rules_copy,
  .free = g_free,
  .n_players = rules_n_players,
  .current_seat = rules_current_seat,
  .is_over = rules_is_over,
  .score = rules_score,
  .winners = rules_winners,
  .legal_actions = rules_legal_actions,
  .apply = rules_apply,
  .choose_action = rules_choose_action,
  .save_position = rules_save_position,
  .load_position = rules_load_position,
  .read_position = rules_read_position,
  .write_score = rules_write_score,
  .describe_moves = rules_describe_moves,
  .hides_from = rules_hides_from,
  .determinize = rules_determinize,
  .search = &phl_auction_search_hooks,
  .hint_reason = phl_auction_hint_reason,
  .others_may_act = phl_auction_others_may_act,
  .choose_for_seats = phl_auction_choose_for_seats,
};
