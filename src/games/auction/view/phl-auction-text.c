/* phl-auction-text.c — the Stamp Auction view's words: status, hint, rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the status line says, the notice of a sell turn passed over, the
 * hint (shown on the board, explained on the hint's thread) and the rules
 * for the shared rules window.  What happened is the change records' job
 * (the base's log and last-move line).
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-auction-view-private.h"

char *
_phl_auction_view_last_auction (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);

  if (!state->has_last)
    return NULL;
  if (state->last_free)
    return g_strdup_printf (_("Nobody rang: %s took the card free."),
                            _phl_auction_view_seat_name (self, state->last_buyer));
  if (state->sealed)
    return g_strdup_printf (_("%s bid highest and bought the card for %d."),
                            _phl_auction_view_seat_name (self, state->last_buyer), state->last_price);
  return g_strdup_printf (_("%s rang first and bought the card for %d."),
                          _phl_auction_view_seat_name (self, state->last_buyer), state->last_price);
}

char *
_phl_auction_view_status (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int seat = phl_match_get_current_seat (self->match);
  int human = _phl_auction_view_acting_human (self);
  const char *name = seat >= 0 ? _phl_auction_view_seat_name (self, seat) : "";

  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_PICK:
      if (human >= 0)
        return g_strdup_printf (phl_game_view_get_keyboard_input (PHL_GAME_VIEW (self))
                                  ? _("%s, you are the auctioneer: choose a pile to auction its "
                                    "card with the arrow keys and Enter")
                                  : _("%s, you are the auctioneer: click a pile to auction its card"),
                                name);
      return g_strdup_printf (_("%s, the auctioneer, picks a card to auction…"), name);

    case PHL_AUCTION_PHASE_COUNTDOWN:
      {
        int bell = _phl_auction_view_bell_seat (self);

        if (state->excluded != 0 && bell < 0 && phl_match_count_people (self->match) > 0)
          return g_strdup_printf (_("You could not pay and sit out this auction. Price %d"), state->price);
        if (bell >= 0 && phl_match_count_people (self->match) > 1)
          return g_strdup_printf (_("Price %d: ring with your bell or number key to buy"), state->price);
        if (bell >= 0)
          return g_strdup_printf (phl_game_view_get_keyboard_input (PHL_GAME_VIEW (self))
                                    ? _("Price %d: press Space to ring the bell and buy at this price")
                                    : _("Price %d: click the bell to buy at this price"),
                                  state->price);
        return g_strdup_printf (_("Price %d: the computers bid…"), state->price);
      }

    case PHL_AUCTION_PHASE_BIDS:
      if (human >= 0)
        return g_strdup_printf (_("%s, make your sealed bid: choose a price and press Bid"), name);
      return g_strdup_printf (_("%s is writing down a bid…"), name);

    case PHL_AUCTION_PHASE_SELL:
      {
        g_autofree char *last = _phl_auction_view_last_auction (self);

        if (human >= 0)
          {
            g_autofree char *ask = g_strdup_printf (_("%s, sell a set, take credit or repay, then press Done"), name);

            return last != NULL ? g_strdup_printf ("%s %s", last, ask) : g_steal_pointer (&ask);
          }
        else
          {
            g_autofree char *wait = g_strdup_printf (_("%s is deciding what to sell…"), name);

            return last != NULL ? g_strdup_printf ("%s %s", last, wait) : g_steal_pointer (&wait);
          }
      }

    case PHL_AUCTION_PHASE_OVER:
    default:
      {
        g_autoptr(GString) names = g_string_new (NULL);

        for (guint i = 0; i < state->n_players; i++)
          if (state->winners & (1u << i))
            g_string_append_printf (names, "%s%s", names->len ? ", " : "", _phl_auction_view_seat_name (self, i));
        return g_strdup_printf (_("Game over: %s wins"), names->str);
      }
    }
}

char *
_phl_auction_view_countdown_status (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int bell = _phl_auction_view_bell_seat (self);

  if (self->paused)
    return g_strdup (_("Paused: press P to let the price fall again"));
  if (state->excluded != 0 && bell < 0 && phl_match_count_people (self->match) > 0)
    return g_strdup (_("You could not pay and sit out this auction"));
  if (bell >= 0 && phl_match_count_people (self->match) > 1)
    return g_strdup (_("The price falls: ring with your bell or number key to buy"));
  if (bell >= 0)
    return g_strdup (phl_game_view_for_input (PHL_GAME_VIEW (self),
                                              _("The price falls: press Space to ring the bell and buy at the price showing"),
                                              _("The price falls: click the bell to buy at the price showing")));
  return g_strdup (_("The price falls: the computers bid"));
}

char *
_phl_auction_view_skip_notice (PhlAuctionView *self)
{
  const char *country;

  if (self->skip_seat < 0)
    return NULL;
  country = phl_auction_country_name (self->skip_country);
  if (phl_match_count_people (self->match) == 1)
    /* Translators: why the player's turn to sell was passed over */
    return g_strdup_printf (_("You bought from %s in this auction, so you cannot sell there: your turn to sell was passed over."),
                            country);
  /* Translators: why a player's turn to sell was passed over (several people at one screen) */
  return g_strdup_printf (_("%s bought from %s in this auction and cannot sell there: their turn to sell was passed over."),
                          _phl_auction_view_seat_name (self, self->skip_seat), country);
}

/* ---- Hint ------------------------------------------------------------------- */

/* What the hard computer would pay for the top card of @pile, as @seat. */
static int
pile_worth (const PhlAuctionState *state,
            guint                  pile,
            guint                  seat)
{
  PhlAuctionState probe = *state;

  if (pile > 1 || state->pile_len[pile] == 0)
    return -1;
  probe.lot = state->piles[pile][state->pile_len[pile] - 1];
  probe.pile_len[pile]--;
  probe.phase = PHL_AUCTION_PHASE_COUNTDOWN;
  probe.price = 12;
  probe.excluded = 0;
  return phl_auction_ai_ring_price (&probe, seat, PHL_AI_HARD);
}

static char *
countdown_reason (const PhlAuctionState *state,
                  guint                  seat)
{
  int limit = phl_auction_ai_ring_price (state, seat, PHL_AI_HARD);

  if (limit < 0)
    return g_strdup (_("the hard computer would not ring for this card"));
  if (limit >= state->price)
    return g_strdup_printf (_("ring now! The hard computer would pay up to %d"), limit);
  return g_strdup_printf (_("wait: the hard computer would ring at %d"), limit);
}

/* On the hint's thread, with a private copy of the state. */
char *
_phl_auction_view_explain_hint (gconstpointer  data,
                                guint          seat,
                                const char    *action)
{
  const PhlAuctionState *state = data;
  PhlAuctionMove move;

  if (seat >= state->n_players)
    return NULL;
  /* The computers' countdown move is theirs: the hint is this seat's. */
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    return countdown_reason (state, seat);
  if (!phl_auction_move_parse (action, &move))
    return NULL;
  switch (move.kind)
    {
    case PHL_AUCTION_MOVE_TAKE:
      {
        int worth = pile_worth (state, move.pile, seat);

        if (worth >= 0)
          return g_strdup_printf (_("auction pile %u; the hard computer would pay up to %d for its card"),
                                  move.pile + 1, worth);
        return g_strdup_printf (_("auction pile %u; the others want its card, and half their price is yours"),
                                move.pile + 1);
      }
    case PHL_AUCTION_MOVE_BID:
      if (move.price == PHL_AUCTION_NO_BID)
        return g_strdup (_("make no bid; this card is worth little to you"));
      return g_strdup_printf (_("bid %d, what the hard computer would pay"), move.price);
    case PHL_AUCTION_MOVE_SELL:
      {
        const PhlAuctionPlayer *p = &state->players[seat];
        guint marks = 0;

        for (guint i = 0; i < 3; i++)
          if (move.sale.cards[i] < p->n_hand && phl_auction_card_flag (p->hand[move.sale.cards[i]]) == move.sale.country)
            marks++;
        return g_strdup_printf (ngettext ("sell the marked set to %s for %d and %u postmark",
                                          "sell the marked set to %s for %d and %u postmarks", marks),
                                phl_auction_country_name (move.sale.country), state->treasury[move.sale.country],
                                marks);
      }
    case PHL_AUCTION_MOVE_CREDIT:
      return g_strdup (_("take credit, you will need the money at the next auctions"));
    case PHL_AUCTION_MOVE_REPAY_MONEY:
      return g_strdup (_("repay a credit with money; you must be free of debt to win"));
    case PHL_AUCTION_MOVE_REPAY_POSTMARK:
      return g_strdup (_("repay a credit with a postmark; you must be free of debt to win"));
    case PHL_AUCTION_MOVE_PASS:
      return g_strdup (_("keep your cards for a better set and press Done"));
    case PHL_AUCTION_MOVE_TICK:
    case PHL_AUCTION_MOVE_RING:
    default:
      return NULL;
    }
}

char *
_phl_auction_view_countdown_hint (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int seat = _phl_auction_view_bell_seat (self);

  if (!self->countdown_hint || state->phase != PHL_AUCTION_PHASE_COUNTDOWN || seat < 0)
    return NULL;
  return countdown_reason (state, seat);
}

static void
clear_marks (PhlAuctionView *self)
{
  self->hint_sale = -1;
  self->hint_pile = -1;
  self->hint_bid = -2;
  self->hint_credit = self->hint_repay_money = self->hint_repay_postmark = self->hint_pass = FALSE;
}

/* Marks @action on the board; changes nothing the player chose. */
char *
_phl_auction_view_show_hint (PhlGameView *view,
                             const char  *action)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);
  const PhlAuctionState *state = phl_match_get_state (self->match);
  PhlAuctionMove move;

  clear_marks (self);
  if (action == NULL)
    {
      /* The base clears the hint at every change; a countdown hint goes
       * on following the price until the auction ends (update()), unless
       * the player closed it with nothing changed. */
      if (phl_match_get_n_actions (self->match) == self->hint_n)
        self->countdown_hint = FALSE;
      return NULL;
    }
  self->hint_n = phl_match_get_n_actions (self->match);
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      self->countdown_hint = TRUE;
      g_free (self->countdown_said);
      self->countdown_said = _phl_auction_view_countdown_hint (self);
      return g_strdup (self->countdown_said);
    }
  if (!phl_auction_move_parse (action, &move))
    return NULL;
  switch (move.kind)
    {
    case PHL_AUCTION_MOVE_TAKE:
      self->hint_pile = move.pile;
      break;
    case PHL_AUCTION_MOVE_BID:
      self->hint_bid = move.price;
      break;
    case PHL_AUCTION_MOVE_SELL:
      for (guint i = 0; self->sales != NULL && i < self->sales->len; i++)
        if (phl_auction_sale_equal (&g_array_index (self->sales, PhlAuctionSale, i), &move.sale))
          self->hint_sale = i;
      break;
    case PHL_AUCTION_MOVE_CREDIT:
      self->hint_credit = TRUE;
      break;
    case PHL_AUCTION_MOVE_REPAY_MONEY:
      self->hint_repay_money = TRUE;
      break;
    case PHL_AUCTION_MOVE_REPAY_POSTMARK:
      self->hint_repay_postmark = TRUE;
      break;
    case PHL_AUCTION_MOVE_PASS:
      self->hint_pass = TRUE;
      break;
    case PHL_AUCTION_MOVE_TICK:
    case PHL_AUCTION_MOVE_RING:
    default:
      break;
    }
  return NULL;
}

/* ---- Rules ------------------------------------------------------------------- */

static const PhlRulesSection rules[] = {
  { N_("Goal"),
    N_("Collect first day postmarks by selling sets of three stamp cards to the countries. The first "
       "player with 5 postmarks (4 with five or six players) and no credit card wins at once. If both "
       "piles run out, most postmarks wins, then most money.") },
  { N_("The auction"),
    N_("The auctioneer runs three auctions, then the next player. The auctioneer picks the face-up top "
       "card of either pile. The price counts down from 12 to 0 at the tempo set in Preferences; the "
       "first to ring the bell (click it or press Space) buys at the price showing. If nobody rings, the "
       "auctioneer takes the card free. The auctioneer may ring too.") },
  { N_("Paying"),
    N_("The buyer pays the auctioneer, who pays half, rounded up, to the treasury of the issuing country "
       "and keeps the rest. An auctioneer who buys pays everything to the country. A player who rings "
       "without the money sits out, and the auction starts again at 12.") },
  { N_("Selling sets"),
    N_("After each auction, starting with the auctioneer, each player may sell one set: Andorra buys one "
       "colour with three motifs, Liechtenstein one motif with three colours, Monaco three motifs and "
       "three colours. Three cards of one colour and one motif go to any country. The seller takes the "
       "whole treasury of that country and one first day postmark for each card showing its flag. Whoever "
       "received a card of a country in this auction may not sell to that country until the next auction "
       "has ended.") },
  { N_("Credit"),
    N_("On your turn after an auction you may take credit: 10 money and a credit card, once per round of "
       "auctioneers, only with 12 or less and while credit cards are left. Repay any time on your turn "
       "with 15 money or one postmark per credit card. You win only without credit.") },
  { N_("Sealed bids (variant)"),
    N_("No quick reflexes needed: after the card is chosen, every player in turn sets the price at which "
       "they would ring, or no bid. The highest bid buys at its price; between equal bids the player "
       "nearest the auctioneer's left wins, the auctioneer last. Without bids the auctioneer takes the "
       "card free. At a shared screen the others look away while you bid.") },
  { N_("The cards"),
    N_("Each card shows its issuing country (code at the bottom), its motif (ball: sports, paw: wildlife, "
       "medal: historic moment), its colour (the border pattern tells it too: red dots, blue stripes, "
       "yellow zigzag) and a flag in the corner (Andorra three upright bands, Liechtenstein two bands "
       "with a crown, Monaco two plain bands).") },
  { N_("Keyboard"),
    N_("The arrow keys move between the piles, the sets you may sell and the bids; Enter chooses. "
       "Space rings the bell. D reads out every player’s money, postmarks and cards and the "
       "treasuries.") },
{ NULL, NULL },
};

const PhlRulesSection *
_phl_auction_view_get_rules (PhlGameView *view)
{
  return rules;
}
