/* phl-auction-moves.c — Stamp Auction actions as typed values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place outside the rules that spells and reads the action syntax
 * (docs/auction.md), so views never format or scan action strings; and
 * what a view needs to explain a sell turn passed over.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include "auction/phl-auction.h"

/* The highest price a bid may name; the deck's start price is 12 and the
 * rules check the real bound. */
#define MAX_PRICE 99

static gboolean
read_uint (const char *text,
           guint       min,
           guint       max,
           guint      *value)
{
  guint64 v;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &v, NULL))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

char *
phl_auction_move_to_action (const PhlAuctionMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);

  switch (move->kind)
    {
    case PHL_AUCTION_MOVE_TAKE:
      return move->pile < 2 ? g_strdup_printf ("take %u", move->pile + 1) : NULL;
    case PHL_AUCTION_MOVE_TICK:
      return g_strdup ("tick");
    case PHL_AUCTION_MOVE_RING:
      return move->seat < PHL_MAX_SEATS ? g_strdup_printf ("ring %u", move->seat + 1) : NULL;
    case PHL_AUCTION_MOVE_BID:
      if (move->seat >= PHL_MAX_SEATS)
        return NULL;
      if (move->price == PHL_AUCTION_NO_BID)
        return g_strdup_printf ("bid %u none", move->seat + 1);
      if (move->price < 0 || move->price > MAX_PRICE)
        return NULL;
      return g_strdup_printf ("bid %u %d", move->seat + 1, move->price);
    case PHL_AUCTION_MOVE_SELL:
      if (move->sale.country >= PHL_AUCTION_N_COUNTRIES)
        return NULL;
      for (guint i = 0; i < 3; i++)
        if (move->sale.cards[i] >= PHL_AUCTION_MAX_DECK)
          return NULL;
      return phl_auction_sale_to_action (&move->sale);
    case PHL_AUCTION_MOVE_CREDIT:
      return g_strdup ("credit");
    case PHL_AUCTION_MOVE_REPAY_MONEY:
      return g_strdup ("repay money");
    case PHL_AUCTION_MOVE_REPAY_POSTMARK:
      return g_strdup ("repay postmark");
    case PHL_AUCTION_MOVE_PASS:
      return g_strdup ("pass");
    default:
      return NULL;
    }
}

static gboolean
read_sale (char          **words,
           PhlAuctionSale *sale)
{
  g_auto(GStrv) indices = NULL;
  guint idx[3];

  if (g_strv_length (words) != 4 || !g_str_equal (words[2], "to"))
    return FALSE;
  indices = g_strsplit (words[1], ",", -1);
  if (g_strv_length (indices) != 3)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    if (!read_uint (indices[i], 1, PHL_AUCTION_MAX_DECK, &idx[i]))
      return FALSE;
  if (idx[0] == idx[1] || idx[0] == idx[2] || idx[1] == idx[2])
    return FALSE;
  if (!phl_auction_country_from_id (words[3], &sale->country))
    return FALSE;
  /* Ascending, as phl_auction_list_sales() reports them. */
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (idx[j] < idx[i])
        {
          guint t = idx[i];

          idx[i] = idx[j];
          idx[j] = t;
        }
  for (guint i = 0; i < 3; i++)
    sale->cards[i] = idx[i] - 1;
  return TRUE;
}

gboolean
phl_auction_move_parse (const char     *action,
                        PhlAuctionMove *move)
{
  g_auto(GStrv) words = NULL;
  PhlAuctionMove m = { 0 };
  guint n, value;

  g_return_val_if_fail (move != NULL, FALSE);

  if (action == NULL)
    return FALSE;
  words = g_strsplit (action, " ", -1);
  n = g_strv_length (words);
  if (n == 0)
    return FALSE;

  if (g_str_equal (words[0], "take") && n == 2 && read_uint (words[1], 1, 2, &value))
    {
      m.kind = PHL_AUCTION_MOVE_TAKE;
      m.pile = value - 1;
    }
  else if (g_str_equal (words[0], "tick") && n == 1)
    m.kind = PHL_AUCTION_MOVE_TICK;
  else if (g_str_equal (words[0], "ring") && n == 2 && read_uint (words[1], 1, PHL_MAX_SEATS, &value))
    {
      m.kind = PHL_AUCTION_MOVE_RING;
      m.seat = value - 1;
    }
  else if (g_str_equal (words[0], "bid") && n == 3 && read_uint (words[1], 1, PHL_MAX_SEATS, &value))
    {
      m.kind = PHL_AUCTION_MOVE_BID;
      m.seat = value - 1;
      if (g_str_equal (words[2], "none"))
        m.price = PHL_AUCTION_NO_BID;
      else if (read_uint (words[2], 0, MAX_PRICE, &value))
        m.price = (int) value;
      else
        return FALSE;
    }
  else if (g_str_equal (words[0], "sell") && read_sale (words, &m.sale))
    m.kind = PHL_AUCTION_MOVE_SELL;
  else if (g_str_equal (words[0], "credit") && n == 1)
    m.kind = PHL_AUCTION_MOVE_CREDIT;
  else if (g_str_equal (words[0], "repay") && n == 2 && g_str_equal (words[1], "money"))
    m.kind = PHL_AUCTION_MOVE_REPAY_MONEY;
  else if (g_str_equal (words[0], "repay") && n == 2 && g_str_equal (words[1], "postmark"))
    m.kind = PHL_AUCTION_MOVE_REPAY_POSTMARK;
  else if (g_str_equal (words[0], "pass") && n == 1)
    m.kind = PHL_AUCTION_MOVE_PASS;
  else
    return FALSE;

  *move = m;
  return TRUE;
}

gboolean
phl_auction_sale_equal (const PhlAuctionSale *a,
                        const PhlAuctionSale *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->country == b->country && a->cards[0] == b->cards[0] && a->cards[1] == b->cards[1]
         && a->cards[2] == b->cards[2];
}

gboolean
phl_auction_last_buyer_blocked (const PhlAuctionState *state,
                                PhlAuctionCountry     *country)
{
  const PhlAuctionPlayer *p;
  PhlAuctionCountry c;

  g_return_val_if_fail (state != NULL, FALSE);

  if (!state->has_last || state->last_buyer >= state->n_players || state->phase == PHL_AUCTION_PHASE_OVER)
    return FALSE;
  p = &state->players[state->last_buyer];
  c = phl_auction_card_country (state->last_card);
  for (guint i = 0; i < p->n_hand; i++)
    for (guint j = i + 1; j < p->n_hand; j++)
      for (guint k = j + 1; k < p->n_hand; k++)
        if (phl_auction_set_countries (p->hand[i], p->hand[j], p->hand[k]) & (1u << c))
          {
            if (country != NULL)
              *country = c;
            return TRUE;
          }
  return FALSE;
}
