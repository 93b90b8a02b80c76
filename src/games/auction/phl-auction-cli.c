/* phl-auction-cli.c — what philatelia-cli asks of Stamp Auction
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `hint --explain`: the auction's reasons are written by its view; the
 * engine gives the price each seat's computer would ring (or bid) at,
 * which is the reason for every countdown and bid.  `hint --seats` and
 * `play`: in a countdown anyone may ring, so only the computer's seats do.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

char *
phl_auction_hint_reason (gconstpointer  state_pointer,
                         const char    *action,
                         PhlAiLevel     level)
{
  const PhlAuctionState *state = state_pointer;
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

gboolean
phl_auction_others_may_act (gconstpointer state)
{
  return ((const PhlAuctionState *) state)->phase == PHL_AUCTION_PHASE_COUNTDOWN;
}

gboolean
phl_auction_choose_for_seats (gconstpointer      state,
                              const PhlAiLevel  *levels,
                              guint              seats,
                              char             **action)
{
  if (!phl_auction_others_may_act (state))
    return FALSE;
  *action = phl_auction_ai_countdown_action (state, levels, seats);
  return TRUE;
}
