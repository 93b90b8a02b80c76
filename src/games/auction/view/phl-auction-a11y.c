/* phl-auction-a11y.c — what a screen reader hears of the Stamp Auction table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas's accessible label is the instruction for the person at the
 * screen and its description the item under the keyboard focus, short;
 * the standings and treasuries are spoken on demand (D).  During a countdown only the number
 * changes: the label says once what to do, and the description is the
 * price alone, so a screen reader speaks "11", not a sentence per tick.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include "phl-accessible.h"
#include <glib/gi18n.h>

#include "phl-auction-view-private.h"
#include "phl-game-view.h"

char *
_phl_auction_view_describe_focus (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int item = self->focus;

  if (!_phl_auction_view_item_enabled (self, item))
    return NULL;
  if (item == ITEM_PILE || item == ITEM_PILE + 1)
    {
      g_autofree char *card = _phl_auction_view_describe_card (state->piles[item][state->pile_len[item] - 1]);

      /* Translators: the focused pile and its top card */
      return g_strdup_printf (_("Pile %d: %s"), item + 1, card);
    }
  if (item == ITEM_BELL)
    return g_strdup (_("The bell: ring to buy at the price showing"));
  if (item >= ITEM_SALE && item < ITEM_BID)
    {
      const PhlAuctionSale *sale = &g_array_index (self->sales, PhlAuctionSale, item - ITEM_SALE);

      return g_strdup_printf (ngettext ("Sell to %s for %d and %u postmark",
                                        "Sell to %s for %d and %u postmarks", sale->postmarks),
                              phl_auction_country_name (sale->country), sale->payout, sale->postmarks);
    }
  if (item == ITEM_BID_NONE)
    return g_strdup (_("No bid"));
  if (item >= ITEM_BID && item < ITEM_PLAYER_BELL)
    return g_strdup_printf (_("Bid %d"), item - ITEM_BID);
  if (item >= ITEM_PLAYER_BELL)
    return g_strdup_printf (_("Bell of %s"), _phl_auction_view_seat_name (self, item - ITEM_PLAYER_BELL));
  return NULL;
}

char *
_phl_auction_view_scores (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < state->n_players; i++)
    {
      const PhlAuctionPlayer *p = &state->players[i];

      /* Translators: a player's standing for screen readers */
      g_string_append_printf (out, _("%s: postmarks %u of %u, money %d, credit cards %u, stamp cards %u. "),
                              _phl_auction_view_seat_name (self, i), p->postmarks, state->target,
                              p->money, p->credits, p->n_hand);
    }
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    g_string_append_printf (out, _("%s treasury: %d. "), phl_auction_country_name (c), state->treasury[c]);
  return g_string_free (out, FALSE);
}

char *
_phl_auction_view_country_refusal (PhlAuctionView    *self,
                                   PhlAuctionCountry  country)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int seller = _phl_auction_view_acting_human (self);

  if (seller < 0 || state->phase != PHL_AUCTION_PHASE_SELL
      || !(state->players[seller].bought_from & (1u << country)))
    return NULL;
  /* Translators: why the player may not sell a set to this country now */
  return g_strdup_printf (_("You bought from %s in this auction, so you cannot sell there until the next auction ends."),
                          phl_auction_country_name (country));
}

void
_phl_auction_view_update_accessible (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      /* Only the number changes from tick to tick. */
      label = _phl_auction_view_countdown_status (self);
      description = g_strdup_printf ("%d", state->price);
    }
  else
    {
      g_autoptr(GString) words = g_string_new (NULL);
      g_autofree char *focus = _phl_auction_view_describe_focus (self);

      /* Short: the item under the cursor, said at each arrow.  Every
       * player's money and postmarks (some 60 words) come on demand, D. */
      label = _phl_auction_view_status (self);
      if (focus != NULL)
        g_string_append_printf (words, "%s. ", focus);
      for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
        {
          g_autofree char *refusal = _phl_auction_view_country_refusal (self, c);

          if (refusal != NULL)
            g_string_append_printf (words, "%s ", refusal);
        }
      if (focus == NULL)
        g_string_append (words, _("Press D to hear every player’s money and postmarks."));
      description = g_string_free (g_steal_pointer (&words), FALSE);
    }
  phl_accessible_relabel (self->canvas, label);
  phl_game_view_describe_board (self->canvas, description);
}
