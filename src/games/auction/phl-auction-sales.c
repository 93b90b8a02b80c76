/* phl-auction-sales.c — what a player may do between auctions: sell, credit, repay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

static int
compare_sales (gconstpointer a,
               gconstpointer b)
{
  const PhlAuctionSale *x = a;
  const PhlAuctionSale *y = b;

  if (x->postmarks != y->postmarks)
    return x->postmarks > y->postmarks ? -1 : 1;
  if (x->payout != y->payout)
    return x->payout > y->payout ? -1 : 1;
  for (guint i = 0; i < 3; i++)
    if (x->cards[i] != y->cards[i])
      return x->cards[i] < y->cards[i] ? -1 : 1;
  return (int) x->country - (int) y->country;
}

GArray *
phl_auction_list_sales (const PhlAuctionState *state,
                        guint                  seat)
{
  GArray *sales = g_array_new (FALSE, TRUE, sizeof (PhlAuctionSale));
  const PhlAuctionPlayer *p;

  g_return_val_if_fail (state != NULL, sales);
  g_return_val_if_fail (seat < state->n_players, sales);

  p = &state->players[seat];
  for (guint i = 0; i < p->n_hand; i++)
    for (guint j = i + 1; j < p->n_hand; j++)
      for (guint k = j + 1; k < p->n_hand; k++)
        {
          guint countries = phl_auction_set_countries (p->hand[i], p->hand[j], p->hand[k]);

          countries &= ~p->bought_from;
          for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
            {
              PhlAuctionSale sale = { { i, j, k }, c, state->treasury[c], 0 };

              if (!(countries & (1u << c)))
                continue;
              sale.postmarks = (phl_auction_card_flag (p->hand[i]) == c)
                               + (phl_auction_card_flag (p->hand[j]) == c)
                               + (phl_auction_card_flag (p->hand[k]) == c);
              g_array_append_val (sales, sale);
            }
        }
  g_array_sort (sales, compare_sales);
  return sales;
}

char *
phl_auction_sale_to_action (const PhlAuctionSale *sale)
{
  g_return_val_if_fail (sale != NULL, NULL);

  return g_strdup_printf ("sell %u,%u,%u to %s",
                          sale->cards[0] + 1u, sale->cards[1] + 1u, sale->cards[2] + 1u,
                          phl_auction_country_id (sale->country));
}

static PhlAuctionRefusal
check_turn (const PhlAuctionState *state,
            guint                  seat)
{
  if (state->phase == PHL_AUCTION_PHASE_OVER)
    return PHL_AUCTION_REFUSED_GAME_OVER;
  if (!phl_auction_is_sell_turn (state, seat))
    return PHL_AUCTION_REFUSED_NOT_YOUR_TURN;
  return PHL_AUCTION_OK;
}

PhlAuctionRefusal
phl_auction_can_sell (const PhlAuctionState *state,
                      guint                  seat)
{
  PhlAuctionRefusal refusal;

  g_return_val_if_fail (state != NULL, PHL_AUCTION_REFUSED_GAME_OVER);

  refusal = check_turn (state, seat);
  if (refusal != PHL_AUCTION_OK)
    return refusal;
  if (state->sold)
    return PHL_AUCTION_REFUSED_ALREADY_SOLD;
  return PHL_AUCTION_OK;
}

PhlAuctionRefusal
phl_auction_can_credit (const PhlAuctionState *state,
                        guint                  seat)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  PhlAuctionRefusal refusal;

  g_return_val_if_fail (state != NULL, PHL_AUCTION_REFUSED_GAME_OVER);

  refusal = check_turn (state, seat);
  if (refusal != PHL_AUCTION_OK)
    return refusal;
  if (state->players[seat].took_credit)
    return PHL_AUCTION_REFUSED_CREDIT_THIS_ROUND;
  if (state->players[seat].money > deck->credit_max_money)
    return PHL_AUCTION_REFUSED_TOO_RICH;
  if (state->credit_cards_left == 0)
    return PHL_AUCTION_REFUSED_NO_CREDIT_CARDS;
  return PHL_AUCTION_OK;
}

PhlAuctionRefusal
phl_auction_can_repay (const PhlAuctionState *state,
                       guint                  seat,
                       gboolean               with_postmark)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  PhlAuctionRefusal refusal;

  g_return_val_if_fail (state != NULL, PHL_AUCTION_REFUSED_GAME_OVER);

  refusal = check_turn (state, seat);
  if (refusal != PHL_AUCTION_OK)
    return refusal;
  if (state->players[seat].credits == 0)
    return PHL_AUCTION_REFUSED_NO_CREDIT;
  if (with_postmark && state->players[seat].postmarks == 0)
    return PHL_AUCTION_REFUSED_NO_POSTMARK;
  if (!with_postmark && state->players[seat].money < deck->repay_money)
    return PHL_AUCTION_REFUSED_TOO_POOR;
  return PHL_AUCTION_OK;
}

char *
phl_auction_refusal_describe (PhlAuctionRefusal refusal)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();

  switch (refusal)
    {
    case PHL_AUCTION_OK:
      return g_strdup ("");
    case PHL_AUCTION_REFUSED_GAME_OVER:
      return g_strdup (_("The game is over"));
    case PHL_AUCTION_REFUSED_NOT_YOUR_TURN:
      return g_strdup (_("Only on your turn after an auction"));
    case PHL_AUCTION_REFUSED_ALREADY_SOLD:
      return g_strdup (_("You may sell only one set after each auction"));
    case PHL_AUCTION_REFUSED_TOO_RICH:
      return g_strdup_printf (_("Credit is given only to players with %d or less"),
                              deck->credit_max_money);
    case PHL_AUCTION_REFUSED_CREDIT_THIS_ROUND:
      return g_strdup (_("You already took credit in this round of auctioneers"));
    case PHL_AUCTION_REFUSED_NO_CREDIT_CARDS:
      return g_strdup (_("No credit cards are left"));
    case PHL_AUCTION_REFUSED_NO_CREDIT:
      return g_strdup (_("You have no credit to repay"));
    case PHL_AUCTION_REFUSED_TOO_POOR:
      return g_strdup_printf (_("Repaying a credit costs %d"), deck->repay_money);
    case PHL_AUCTION_REFUSED_NO_POSTMARK:
      return g_strdup (_("You have no first day postmark to repay with"));
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}
