/* phl-auction-actions.c — Stamp Auction: parsing, checking and applying actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grammar is documented in docs/auction.md.  An illegal action leaves
 * the state unchanged and says why in a translated message.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

static gboolean
parse_uint (const char *text,
            guint       max,
            guint      *value)
{
  guint64 v;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &v, NULL))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static gboolean
illegal (GError     **error,
         const char  *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
illegal (GError     **error,
         const char  *format,
         ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (PHL_ERROR, PHL_ERROR_ILLEGAL, format, args));
  va_end (args);
  return FALSE;
}

static gboolean
refused (GError            **error,
         PhlAuctionRefusal   refusal)
{
  g_autofree char *reason = phl_auction_refusal_describe (refusal);

  return illegal (error, "%s", reason);
}

static gboolean
wrong_phase (GError     **error,
             const char  *action)
{
  return illegal (error, _("“%s” is not possible at this point of the auction"), action);
}

static gboolean
apply_take (PhlAuctionState  *state,
            const char       *action,
            char            **words,
            GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  guint pile;

  if (g_strv_length (words) != 2 || !parse_uint (words[1], 2, &pile) || pile < 1)
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  if (state->phase != PHL_AUCTION_PHASE_PICK)
    return wrong_phase (error, action);
  pile--;
  if (state->pile_len[pile] == 0)
    return illegal (error, _("Pile %u is empty"), pile + 1);

  state->lot = state->piles[pile][--state->pile_len[pile]];
  state->piles[pile][state->pile_len[pile]] = 0;
  state->excluded = 0;
  state->price = deck->start_price;
  if (state->sealed)
    {
      state->phase = PHL_AUCTION_PHASE_BIDS;
      state->bidder = (state->auctioneer + 1) % state->n_players;
      state->bids_left = state->n_players;
      for (guint s = 0; s < state->n_players; s++)
        state->players[s].bid = PHL_AUCTION_NO_BID;
    }
  else
    state->phase = PHL_AUCTION_PHASE_COUNTDOWN;
  return TRUE;
}

static gboolean
apply_tick (PhlAuctionState  *state,
            const char       *action,
            PhlChange        *change,
            GError          **error)
{
  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    return wrong_phase (error, action);

  if (state->price > 0)
    state->price--;
  else
    phl_auction_flow_finish_auction (state, state->auctioneer, 0, TRUE, change);
  return TRUE;
}

static gboolean
parse_seat (const PhlAuctionState  *state,
            const char             *text,
            guint                  *seat,
            GError                **error)
{
  if (!parse_uint (text, PHL_MAX_SEATS, seat) || *seat < 1 || *seat > state->n_players)
    return illegal (error, _("There is no player %s at this table"), text);
  (*seat)--;
  return TRUE;
}

static gboolean
apply_ring (PhlAuctionState  *state,
            const char       *action,
            char            **words,
            PhlChange        *change,
            GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  guint seat;

  if (g_strv_length (words) != 2)
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    return wrong_phase (error, action);
  if (!parse_seat (state, words[1], &seat, error))
    return FALSE;
  if (state->excluded & (1u << seat))
    return illegal (error, _("Player %u could not pay and sits out this auction"), seat + 1);

  if (state->players[seat].money < state->price)
    {
      /* The rulebook: the auction is repeated without the player who
       * could not pay. */
      state->excluded |= 1u << seat;
      state->price = deck->start_price;
      return TRUE;
    }
  phl_auction_flow_finish_auction (state, seat, state->price, FALSE, change);
  return TRUE;
}

static gboolean
apply_bid (PhlAuctionState  *state,
           const char       *action,
           char            **words,
           PhlApplyFlags    *flags,
           PhlChange        *change,
           GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  PhlAuctionPlayer *p;
  guint seat, price;

  if (g_strv_length (words) != 3)
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  if (state->phase != PHL_AUCTION_PHASE_BIDS)
    return wrong_phase (error, action);
  if (!parse_seat (state, words[1], &seat, error))
    return FALSE;
  if (seat != state->bidder)
    return illegal (error, _("It is player %u’s turn to bid"), state->bidder + 1);
  p = &state->players[seat];
  if (g_str_equal (words[2], "none"))
    p->bid = PHL_AUCTION_NO_BID;
  else if (!parse_uint (words[2], deck->start_price, &price))
    return illegal (error, _("A bid is a price from 0 to %d, or “none”"), deck->start_price);
  else if ((int) price > p->money)
    return illegal (error, _("Player %u cannot pay %u"), seat + 1, price);
  else
    p->bid = price;

  state->bidder = (state->bidder + 1) % state->n_players;
  if (--state->bids_left == 0)
    {
      /* The sealed bids are revealed. */
      *flags |= PHL_APPLY_IRREVERSIBLE;
      phl_auction_flow_resolve_bids (state, change);
    }
  return TRUE;
}

static gboolean
parse_sale (const PhlAuctionState  *state,
            const char             *action,
            char                  **words,
            PhlAuctionSale         *sale,
            GError                **error)
{
  const PhlAuctionPlayer *p = &state->players[state->seller];
  g_auto(GStrv) indices = NULL;
  guint idx[3];

  if (g_strv_length (words) != 4 || !g_str_equal (words[2], "to"))
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  indices = g_strsplit (words[1], ",", -1);
  if (g_strv_length (indices) != 3)
    return illegal (error, _("A set is three cards, e.g. “sell 1,2,3 to monaco”"));
  for (guint i = 0; i < 3; i++)
    {
      if (!parse_uint (indices[i], PHL_AUCTION_MAX_DECK, &idx[i])
          || idx[i] < 1 || idx[i] > p->n_hand)
        return illegal (error, _("Player %u has no card number %s"), state->seller + 1, indices[i]);
      idx[i]--;
    }
  if (idx[0] == idx[1] || idx[0] == idx[2] || idx[1] == idx[2])
    return illegal (error, _("A set is three different cards"));
  if (!phl_auction_country_from_id (words[3], &sale->country))
    return illegal (error, _("“%s” is not a country: andorra, liechtenstein or monaco"), words[3]);

  /* Ascending, as list_sales reports them. */
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (idx[j] < idx[i])
        {
          guint t = idx[i];

          idx[i] = idx[j];
          idx[j] = t;
        }
  for (guint i = 0; i < 3; i++)
    sale->cards[i] = idx[i];
  return TRUE;
}

static gboolean
apply_sell (PhlAuctionState  *state,
            const char       *action,
            char            **words,
            PhlChange        *change,
            GError          **error)
{
  PhlAuctionPlayer *p;
  PhlAuctionSale sale;
  PhlAuctionCard cards[3];
  PhlAuctionRefusal refusal;
  guint postmarks = 0;

  if (state->phase != PHL_AUCTION_PHASE_SELL)
    return wrong_phase (error, action);
  refusal = phl_auction_can_sell (state, state->seller);
  if (refusal != PHL_AUCTION_OK)
    return refused (error, refusal);
  if (!parse_sale (state, action, words, &sale, error))
    return FALSE;

  p = &state->players[state->seller];
  for (guint i = 0; i < 3; i++)
    cards[i] = p->hand[sale.cards[i]];
  if (!(phl_auction_set_countries (cards[0], cards[1], cards[2]) & (1u << sale.country)))
    return illegal (error, _("These three cards are not a set that %s buys"),
                    phl_auction_country_name (sale.country));
  if (p->bought_from & (1u << sale.country))
    return illegal (error, _("Player %u bought a card from %s in this auction and may not sell to it before the next auction ends"),
                    state->seller + 1, phl_auction_country_name (sale.country));

  for (guint i = 0; i < 3; i++)
    {
      if (phl_auction_card_flag (cards[i]) == sale.country)
        postmarks++;
      state->discard[state->n_discard++] = cards[i];
    }
  /* Highest index first, so the lower ones stay valid. */
  for (int i = 2; i >= 0; i--)
    phl_auction_hand_remove (p, sale.cards[i]);
  p->money += state->treasury[sale.country];
  p->payouts += state->treasury[sale.country];
  state->treasury[sale.country] = 0;
  p->postmarks += postmarks;
  p->sets_sold[sale.country]++;
  p->postmarks_earned[sale.country] += postmarks;
  state->sold = TRUE;

  phl_auction_flow_check_win (state, state->seller, change);
  return TRUE;
}

static gboolean
apply_credit (PhlAuctionState  *state,
              const char       *action,
              char            **words,
              GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  PhlAuctionPlayer *p;
  PhlAuctionRefusal refusal;

  if (g_strv_length (words) != 1)
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  if (state->phase != PHL_AUCTION_PHASE_SELL)
    return refused (error, PHL_AUCTION_REFUSED_NOT_YOUR_TURN);
  refusal = phl_auction_can_credit (state, state->seller);
  if (refusal != PHL_AUCTION_OK)
    return refused (error, refusal);

  p = &state->players[state->seller];
  p->money += deck->credit_amount;
  p->credits++;
  p->took_credit = TRUE;
  state->credit_cards_left--;
  state->bank += deck->credit_amount;
  return TRUE;
}

static gboolean
apply_repay (PhlAuctionState  *state,
             const char       *action,
             char            **words,
             PhlChange        *change,
             GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  PhlAuctionPlayer *p;
  PhlAuctionRefusal refusal;
  gboolean with_postmark;

  if (g_strv_length (words) != 2
      || !(g_str_equal (words[1], "money") || g_str_equal (words[1], "postmark")))
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  with_postmark = g_str_equal (words[1], "postmark");
  if (state->phase != PHL_AUCTION_PHASE_SELL)
    return refused (error, PHL_AUCTION_REFUSED_NOT_YOUR_TURN);
  refusal = phl_auction_can_repay (state, state->seller, with_postmark);
  if (refusal != PHL_AUCTION_OK)
    return refused (error, refusal);

  p = &state->players[state->seller];
  if (with_postmark)
    {
      p->postmarks--;
      p->postmarks_repaid++;
    }
  else
    {
      p->money -= deck->repay_money;
      state->bank -= deck->repay_money;
    }
  p->credits--;
  state->credit_cards_left++;

  phl_auction_flow_check_win (state, state->seller, change);
  return TRUE;
}

gboolean
phl_auction_state_apply (PhlAuctionState  *state,
                         const char       *action,
                         PhlApplyFlags    *flags,
                         GError          **error)
{
  return phl_auction_state_apply_full (state, action, flags, NULL, error);
}

gboolean
phl_auction_state_apply_full (PhlAuctionState  *state,
                              const char       *action,
                              PhlApplyFlags    *flags,
                              PhlChange        *change,
                              GError          **error)
{
  g_auto(GStrv) words = NULL;
  PhlAuctionState backup;
  PhlApplyFlags local_flags = PHL_APPLY_NONE;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (state->phase == PHL_AUCTION_PHASE_OVER)
    return illegal (error, _("The game is over"));

  words = g_strsplit (action, " ", -1);
  if (words[0] == NULL)
    return illegal (error, _("“%s” is not an action of Stamp Auction"), action);
  backup = *state;

  if (g_str_equal (words[0], "take"))
    {
      ok = apply_take (state, action, words, error);
      /* A new card is turned face up on the pile. */
      local_flags |= PHL_APPLY_IRREVERSIBLE;
    }
  else if (g_str_equal (words[0], "tick") && words[1] == NULL)
    {
      ok = apply_tick (state, action, change, error);
      /* Real time has passed: nobody may wind the clock back. */
      local_flags |= PHL_APPLY_IRREVERSIBLE;
    }
  else if (g_str_equal (words[0], "ring"))
    {
      ok = apply_ring (state, action, words, change, error);
      /* A bell rung in a live auction is heard by everyone. */
      local_flags |= PHL_APPLY_IRREVERSIBLE;
    }
  else if (g_str_equal (words[0], "bid"))
    ok = apply_bid (state, action, words, &local_flags, change, error);
  else if (g_str_equal (words[0], "sell"))
    ok = apply_sell (state, action, words, change, error);
  else if (g_str_equal (words[0], "credit"))
    ok = apply_credit (state, action, words, error);
  else if (g_str_equal (words[0], "repay"))
    ok = apply_repay (state, action, words, change, error);
  else if (g_str_equal (words[0], "pass") && words[1] == NULL)
    {
      ok = state->phase == PHL_AUCTION_PHASE_SELL || wrong_phase (error, action);
      if (ok)
        phl_auction_flow_next_seller (state, change);
    }
  else
    ok = illegal (error, _("“%s” is not an action of Stamp Auction"), action);

  if (!ok)
    {
      *state = backup;
      return FALSE;
    }
  if (flags != NULL)
    *flags = local_flags;
  phl_auction_change_describe (change, (const char * const *) words, &backup, state);
  return TRUE;
}

GPtrArray *
phl_auction_state_legal_actions (const PhlAuctionState *state)
{
  GPtrArray *actions = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (state != NULL, actions);

  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_PICK:
      for (guint i = 0; i < 2; i++)
        if (state->pile_len[i] > 0)
          g_ptr_array_add (actions, g_strdup_printf ("take %u", i + 1));
      break;

    case PHL_AUCTION_PHASE_COUNTDOWN:
      g_ptr_array_add (actions, g_strdup ("tick"));
      for (guint s = 0; s < state->n_players; s++)
        if (!(state->excluded & (1u << s)))
          g_ptr_array_add (actions, g_strdup_printf ("ring %u", s + 1));
      break;

    case PHL_AUCTION_PHASE_BIDS:
      {
        const PhlAuctionPlayer *p = &state->players[state->bidder];
        int max = MIN (p->money, phl_auction_deck ()->start_price);

        g_ptr_array_add (actions, g_strdup_printf ("bid %u none", state->bidder + 1));
        for (int price = 0; price <= max; price++)
          g_ptr_array_add (actions, g_strdup_printf ("bid %u %d", state->bidder + 1, price));
      }
      break;

    case PHL_AUCTION_PHASE_SELL:
      if (phl_auction_can_sell (state, state->seller) == PHL_AUCTION_OK)
        {
          g_autoptr(GArray) sales = phl_auction_list_sales (state, state->seller);

          for (guint i = 0; i < sales->len; i++)
            g_ptr_array_add (actions,
                             phl_auction_sale_to_action (&g_array_index (sales, PhlAuctionSale, i)));
        }
      if (phl_auction_can_credit (state, state->seller) == PHL_AUCTION_OK)
        g_ptr_array_add (actions, g_strdup ("credit"));
      if (phl_auction_can_repay (state, state->seller, FALSE) == PHL_AUCTION_OK)
        g_ptr_array_add (actions, g_strdup ("repay money"));
      if (phl_auction_can_repay (state, state->seller, TRUE) == PHL_AUCTION_OK)
        g_ptr_array_add (actions, g_strdup ("repay postmark"));
      g_ptr_array_add (actions, g_strdup ("pass"));
      break;

    case PHL_AUCTION_PHASE_OVER:
    default:
      break;
    }
  return actions;
}
