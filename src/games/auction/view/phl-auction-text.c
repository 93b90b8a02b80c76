/* phl-auction-text.c — the Stamp Auction view's words: status, hint, rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <adwaita.h>
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
        return g_strdup_printf (_("%s, you are the auctioneer: click a pile to auction its card"), name);
      return g_strdup_printf (_("%s, the auctioneer, picks a card to auction…"), name);

    case PHL_AUCTION_PHASE_COUNTDOWN:
      {
        int bell = _phl_auction_view_bell_seat (self);

        if (state->excluded != 0 && bell < 0 && _phl_auction_view_n_humans (self) > 0)
          return g_strdup_printf (_("You could not pay and sit out this auction. Price %d"), state->price);
        if (bell >= 0 && _phl_auction_view_n_humans (self) > 1)
          return g_strdup_printf (_("Price %d: ring with your bell or number key to buy"), state->price);
        if (bell >= 0)
          return g_strdup_printf (_("Price %d: ring the bell (click or Space) to buy at this price"), state->price);
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
        return g_strdup_printf (_("Game over: %s won"), names->str);
      }
    }
}

/* ---- What happened --------------------------------------------------------- */

/* Adds a line for @action, just applied to @prev giving @state, to the log
 * of the table (the computers' sales and credit would pass unseen). */
void
_phl_auction_view_log_action (PhlAuctionView        *self,
                              const PhlAuctionState *prev,
                              const PhlAuctionState *state,
                              const char            *action)
{
  char *line = NULL;
  guint seat = prev->phase == PHL_AUCTION_PHASE_SELL ? prev->seller : prev->auctioneer;
  const char *name = seat < state->n_players ? _phl_auction_view_seat_name (self, seat) : "";
  PhlAuctionMove move;

  if (!phl_auction_move_parse (action, &move))
    return;
  switch (move.kind)
    {
    case PHL_AUCTION_MOVE_TAKE:
      line = g_strdup_printf (_("%s auctions the card of pile %u."), name, move.pile + 1);
      break;
    case PHL_AUCTION_MOVE_RING:
      if (move.seat < state->n_players && (state->excluded & (1u << move.seat)))
        line = g_strdup_printf (_("%s rang at %d without the money and sits out; the price starts again."),
                                _phl_auction_view_seat_name (self, move.seat), prev->price);
      else
        line = _phl_auction_view_last_auction (self);
      break;
    case PHL_AUCTION_MOVE_TICK:
      if (prev->price == 0)
        line = _phl_auction_view_last_auction (self);
      break;
    case PHL_AUCTION_MOVE_BID:
      if (prev->bids_left == 1)
        line = _phl_auction_view_last_auction (self);
      break;
    case PHL_AUCTION_MOVE_SELL:
      {
        const PhlAuctionPlayer *p = &state->players[seat], *q = &prev->players[seat];
        guint marks = p->postmarks - q->postmarks;

        line = g_strdup_printf (ngettext ("%s sold a set to %s: +%d and %u postmark.",
                                          "%s sold a set to %s: +%d and %u postmarks.", marks),
                                name, phl_auction_country_name (move.sale.country), p->money - q->money, marks);
      }
      break;
    case PHL_AUCTION_MOVE_CREDIT:
      line = g_strdup_printf (_("%s took credit."), name);
      break;
    case PHL_AUCTION_MOVE_REPAY_MONEY:
      line = g_strdup_printf (_("%s repaid a credit with money."), name);
      break;
    case PHL_AUCTION_MOVE_REPAY_POSTMARK:
      line = g_strdup_printf (_("%s repaid a credit with a postmark."), name);
      break;
    case PHL_AUCTION_MOVE_PASS:
    default:
      break;
    }

  if (line == NULL)
    return;
  g_ptr_array_add (self->log, line);
  while (self->log->len > 8)
    g_ptr_array_remove_index (self->log, 0);
}

/* ---- Hint ------------------------------------------------------------------- */

void
_phl_auction_view_clear_hint (PhlAuctionView *self)
{
  g_clear_pointer (&self->hint_text, g_free);
  self->hint_sale = -1;
  self->hint_pile = -1;
  self->hint_bid = -2;
  if (self->credit_button != NULL)
    {
      gtk_widget_remove_css_class (self->credit_button, "success");
      gtk_widget_remove_css_class (self->repay_money_button, "success");
      gtk_widget_remove_css_class (self->repay_postmark_button, "success");
      gtk_widget_remove_css_class (self->pass_button, "success");
    }
}

/* What the hard computer would pay for the top card of @pile, as @seat. */
static int
pile_worth (const PhlAuctionState *state,
            guint                  pile,
            guint                  seat)
{
  PhlAuctionState probe = *state;

  if (state->pile_len[pile] == 0)
    return -1;
  probe.lot = state->piles[pile][state->pile_len[pile] - 1];
  probe.pile_len[pile]--;
  probe.phase = PHL_AUCTION_PHASE_COUNTDOWN;
  probe.price = 12;
  probe.excluded = 0;
  return phl_auction_ai_ring_price (&probe, seat, PHL_AI_HARD);
}

void
_phl_auction_view_show_hint (PhlAuctionView *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int seat = _phl_auction_view_acting_human (self);
  g_autofree char *action = NULL;
  PhlAuctionMove move;

  _phl_auction_view_clear_hint (self);
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    seat = _phl_auction_view_bell_seat (self);
  if (seat < 0)
    return;
  action = phl_auction_hint (state, seat);
  if (action == NULL || !phl_auction_move_parse (action, &move))
    return;
  phl_match_set_assisted (self->match, TRUE);

  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_COUNTDOWN:
      {
        int limit = phl_auction_ai_ring_price (state, seat, PHL_AI_HARD);

        if (limit < 0)
          self->hint_text = g_strdup (_("Hint: the hard computer would not ring for this card"));
        else if (limit >= state->price)
          self->hint_text = g_strdup_printf (_("Hint: ring now! The hard computer would pay up to %d"), limit);
        else
          self->hint_text = g_strdup_printf (_("Hint: wait — the hard computer would ring at %d"), limit);
        break;
      }

    case PHL_AUCTION_PHASE_PICK:
      {
        int pile = move.kind == PHL_AUCTION_MOVE_TAKE ? (int) move.pile : 0;
        int worth = pile_worth (state, pile, seat);

        self->hint_pile = pile;
        self->hint_text = worth >= 0
          ? g_strdup_printf (_("Hint: auction pile %d; the hard computer would pay up to %d for its card"),
                             pile + 1, worth)
          : g_strdup_printf (_("Hint: auction pile %d; the others want its card, and half their price is yours"),
                             pile + 1);
        break;
      }

    case PHL_AUCTION_PHASE_BIDS:
      if (move.kind != PHL_AUCTION_MOVE_BID)
        break;
      if (move.price == PHL_AUCTION_NO_BID)
        {
          self->hint_bid = PHL_AUCTION_NO_BID;
          self->hint_text = g_strdup (_("Hint: make no bid; this card is worth little to you"));
        }
      else
        {
          self->hint_bid = move.price;
          self->hint_text = g_strdup_printf (_("Hint: bid %d, what the hard computer would pay"), self->hint_bid);
        }
      self->selected_bid = self->hint_bid;
      break;

    case PHL_AUCTION_PHASE_SELL:
      if (move.kind == PHL_AUCTION_MOVE_SELL && self->sales != NULL)
        {
          for (guint i = 0; i < self->sales->len; i++)
            {
              const PhlAuctionSale *s = &g_array_index (self->sales, PhlAuctionSale, i);

              if (phl_auction_sale_equal (s, &move.sale))
                {
                  self->hint_sale = i;
                  self->selected_sale = i;
                  self->hint_text = g_strdup_printf (ngettext ("Hint: sell this set to %s for %d and %u postmark",
                                                               "Hint: sell this set to %s for %d and %u postmarks",
                                                               s->postmarks),
                                                     phl_auction_country_name (s->country), s->payout,
                                                     s->postmarks);
                }
            }
        }
      else if (move.kind == PHL_AUCTION_MOVE_CREDIT)
        {
          gtk_widget_add_css_class (self->credit_button, "success");
          self->hint_text = g_strdup (_("Hint: take credit, you will need the money at the next auctions"));
        }
      else if (move.kind == PHL_AUCTION_MOVE_REPAY_MONEY)
        {
          gtk_widget_add_css_class (self->repay_money_button, "success");
          self->hint_text = g_strdup (_("Hint: repay a credit with money; you must be free of debt to win"));
        }
      else if (move.kind == PHL_AUCTION_MOVE_REPAY_POSTMARK)
        {
          gtk_widget_add_css_class (self->repay_postmark_button, "success");
          self->hint_text = g_strdup (_("Hint: repay a credit with a postmark; you must be free of debt to win"));
        }
      else
        {
          gtk_widget_add_css_class (self->pass_button, "success");
          self->hint_text = g_strdup (_("Hint: keep your cards for a better set and press Done"));
        }
      break;

    case PHL_AUCTION_PHASE_OVER:
    default:
      break;
    }
}

/* ---- Rules ------------------------------------------------------------------- */

void
_phl_auction_view_show_rules (PhlAuctionView *self)
{
  GtkWidget *window, *box, *header, *scrolled, *label;
  g_autoptr(GString) markup = g_string_new (NULL);
  const char *sections[][2] = {
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
  };

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *title = g_markup_escape_text (_(sections[i][0]), -1);
      g_autofree char *body = g_markup_escape_text (_(sections[i][1]), -1);

      g_string_append_printf (markup, "%s<b>%s</b>\n%s\n", i ? "\n" : "", title, body);
    }

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Stamp Auction Rules"));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 640);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup->str);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 18);
  gtk_widget_set_margin_end (label, 18);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 18);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}
