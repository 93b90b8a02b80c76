/* phl-auction-change.c — Stamp Auction: what an action did, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fills the change record of an action (phl-change.h): the words every
 * player reads in the game log, a sealed bid told only to the seats that
 * may see it (phl_auction_state_sees_bid()), postmarks won and lost, and
 * why the sell step passed a player over.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

static void
set_text (PhlChange  *change,
          char       *text)
{
  phl_change_set_text (change, text);
  g_free (text);
}

/* The country @seat could sell a set to but for having bought from it in
 * this auction, or -1. */
static int
blocked_country (const PhlAuctionState *state,
                 guint                  seat)
{
  PhlAuctionState free_to_sell = *state;
  g_autoptr(GArray) sales = NULL;
  guint8 bought = state->players[seat].bought_from;

  if (bought == 0)
    return -1;
  free_to_sell.players[seat].bought_from = 0;
  sales = phl_auction_list_sales (&free_to_sell, seat);
  for (guint i = 0; i < sales->len; i++)
    {
      const PhlAuctionSale *sale = &g_array_index (sales, PhlAuctionSale, i);

      if (bought & (1u << sale->country))
        return sale->country;
    }
  return -1;
}

void
phl_auction_change_note_skip (PhlChange             *change,
                              const PhlAuctionState *state,
                              guint                  seat)
{
  int country;

  if (change == NULL)
    return;
  country = blocked_country (state, seat);
  if (country >= 0)
    {
      g_autofree char *note =
        /* Translators: why the sell step passes a player over: "Anna cannot sell:
         * she bought a card from Monaco in this auction…" */
        g_strdup_printf (_("%s cannot sell: bought a card from %s in this auction, and may not "
                           "sell to it before the next auction ends."),
                         phl_change_seat (seat), phl_auction_country_name (country));

      phl_change_add_note (change, note);
    }
  else
    {
      g_autofree char *note =
        /* Translators: a player with no set to sell and no credit to take or repay */
        g_strdup_printf (_("%s has nothing to sell, take or repay, and is passed over."),
                         phl_change_seat (seat));

      phl_change_add_note (change, note);
    }
}

void
phl_auction_change_note_over (PhlChange             *change,
                              const PhlAuctionState *state,
                              int                    winner)
{
  g_autofree char *note = NULL;

  if (change == NULL)
    return;
  if (winner >= 0)
    /* Translators: the end of the game by postmarks */
    note = g_strdup_printf (_("%s has enough first day postmarks and no credit: the game is over."),
                            phl_change_seat (winner));
  else
    note = g_strdup (_("Both piles are empty: the game is over."));
  phl_change_add_note (change, note);
}

/* After the auction that @state has just finished. */
static char *
auction_result (const PhlAuctionState *state)
{
  if (state->last_free && state->sealed)
    return g_strdup_printf (_("Nobody bid: %s took the card free."),
                            phl_change_seat (state->last_buyer));
  if (state->last_free)
    return g_strdup_printf (_("Nobody rang: %s took the card free."),
                            phl_change_seat (state->last_buyer));
  if (state->sealed)
    return g_strdup_printf (_("%s bid highest and bought the card for %d."),
                            phl_change_seat (state->last_buyer), state->last_price);
  return g_strdup_printf (_("%s rang first and bought the card for %d."),
                          phl_change_seat (state->last_buyer), state->last_price);
}

static char *
bid_text (guint seat,
          int   bid)
{
  if (bid == PHL_AUCTION_NO_BID)
    /* Translators: a sealed bid of nobody, as in "Anna: no bid" */
    return g_strdup_printf (_("%s: no bid"), phl_change_seat (seat));
  /* Translators: a sealed bid, as in "Anna: 5" */
  return g_strdup_printf (_("%s: %d"), phl_change_seat (seat), bid);
}

/* @bid is the bid just made by the seat to bid in @before. */
static void
describe_bid (PhlChange             *change,
              const PhlAuctionState *before,
              const PhlAuctionState *after,
              int                    bid)
{
  guint bidder = before->bidder;
  g_autofree char *own = bid_text (bidder, bid);
  guint seeing = 0;

  if (after->phase != PHL_AUCTION_PHASE_BIDS)
    {
      /* The last bid: every bid is shown, in the order they were made. */
      GString *bids = g_string_new (NULL);
      g_autofree char *result = auction_result (after);

      for (guint k = 1; k <= before->n_players; k++)
        {
          guint seat = (before->auctioneer + k) % before->n_players;
          g_autofree char *one = seat == bidder ? g_strdup (own)
                                                : bid_text (seat, before->players[seat].bid);

          if (bids->len > 0)
            g_string_append (bids, ", ");
          g_string_append (bids, one);
        }
      /* Translators: the sealed bids revealed, then who bought the card:
       * "The bids: Anna: 5, Ben: no bid. Anna bid highest and bought the card for 5." */
      set_text (change, g_strdup_printf (_("The bids: %s. %s"), bids->str, result));
      g_string_free (bids, TRUE);
      return;
    }

  set_text (change, g_strdup_printf (_("%s made a sealed bid."), phl_change_seat (bidder)));
  /* Who may know the bid: the engine's own rule. */
  for (guint seat = 0; seat < after->n_players; seat++)
    if (phl_auction_state_sees_bid (after, seat, bidder))
      seeing |= 1u << seat;
  if (seeing != 0)
    {
      /* Translators: a sealed bid, told only to its bidder: "Anna: 5 (sealed)." */
      g_autofree char *text = g_strdup_printf (_("%s (sealed)."), own);

      phl_change_set_seat_text (change, seeing, text);
    }
}

static void
describe_sale (PhlChange             *change,
               const PhlAuctionState *before,
               const PhlAuctionState *after,
               const char            *country_id)
{
  guint seat = before->seller;
  const PhlAuctionPlayer *p = &after->players[seat], *q = &before->players[seat];
  PhlAuctionCountry country = PHL_AUCTION_ANDORRA;
  guint marks = p->postmarks - q->postmarks;
  g_autofree char *reason = NULL;

  phl_auction_country_from_id (country_id, &country);
  set_text (change, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%s sold a set to %s: +%d and %u postmark.",
                                                  "%s sold a set to %s: +%d and %u postmarks.", marks),
                                     phl_change_seat (seat), phl_auction_country_name (country),
                                     p->money - q->money, marks));
  /* Translators: why a player won first day postmarks: "Set sold to Monaco" */
  reason = g_strdup_printf (_("Set sold to %s"), phl_auction_country_name (country));
  phl_change_add_points (change, seat, marks, reason);
}

void
phl_auction_change_describe (PhlChange              *change,
                             const char * const     *words,
                             const PhlAuctionState  *before,
                             const PhlAuctionState  *after)
{
  guint64 number = 0;

  if (change == NULL)
    return;
  if (words[1] != NULL)
    g_ascii_string_to_unsigned (words[1], 10, 0, 100, &number, NULL);

  if (g_str_equal (words[0], "take"))
    {
      PhlAuctionCard card = after->lot;
      /* Translators: a stamp card: issuing country, motif, colour, flag,
       * e.g. "Monaco, Sports, Red, flag of Andorra" */
      g_autofree char *what = g_strdup_printf (_("%s, %s, %s, flag of %s"),
                                               phl_auction_country_name (phl_auction_card_country (card)),
                                               phl_auction_motif_name (phl_auction_card_motif (card)),
                                               phl_auction_colour_name (phl_auction_card_colour (card)),
                                               phl_auction_country_name (phl_auction_card_flag (card)));

      /* Translators: the auctioneer's pick, then the card: "Ben auctions the card
       * of pile 1: Monaco, Sports, Red, flag of Andorra." */
      set_text (change, g_strdup_printf (_("%s auctions the card of pile %s: %s."),
                                         phl_change_seat (before->auctioneer), words[1], what));
    }
  else if (g_str_equal (words[0], "tick"))
    {
      /* The clock: only its end is worth telling, as a line about the
       * buyer (the log gives it their seat's dot); nobody acted. */
      phl_change_set_actor (change, -1);
      if (after->n_auctions != before->n_auctions)
        {
          phl_change_set_subject (change, after->last_buyer);
          set_text (change, auction_result (after));
        }
    }
  else if (g_str_equal (words[0], "ring") && number >= 1)
    {
      guint seat = number - 1;

      phl_change_set_actor (change, seat);
      if (after->n_auctions == before->n_auctions)
        set_text (change, g_strdup_printf (_("%s rang at %d without the money and sits out; "
                                             "the price starts again."),
                                           phl_change_seat (seat), before->price));
      else
        set_text (change, auction_result (after));
    }
  else if (g_str_equal (words[0], "bid") && words[1] != NULL && words[2] != NULL)
    {
      guint64 price = 0;

      if (g_str_equal (words[2], "none") ||
          !g_ascii_string_to_unsigned (words[2], 10, 0, 100, &price, NULL))
        describe_bid (change, before, after, PHL_AUCTION_NO_BID);
      else
        describe_bid (change, before, after, (int) price);
    }
  else if (g_str_equal (words[0], "sell") && g_strv_length ((char **) words) == 4)
    describe_sale (change, before, after, words[3]);
  else if (g_str_equal (words[0], "credit"))
    set_text (change, g_strdup_printf (_("%s took credit."), phl_change_seat (before->seller)));
  else if (g_str_equal (words[0], "repay") && g_strcmp0 (words[1], "money") == 0)
    set_text (change, g_strdup_printf (_("%s repaid a credit with money."),
                                       phl_change_seat (before->seller)));
  else if (g_str_equal (words[0], "repay"))
    {
      set_text (change, g_strdup_printf (_("%s repaid a credit with a postmark."),
                                         phl_change_seat (before->seller)));
      phl_change_add_points (change, before->seller, -1, _("Credit repaid with a postmark"));
    }
  else if (g_str_equal (words[0], "pass"))
    /* Translators: a player ends their turn of the sell step */
    set_text (change, g_strdup_printf (_("%s ends the turn."), phl_change_seat (before->seller)));
}
