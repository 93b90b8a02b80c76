/* phl-auction-draw-players.c — the players' panels of the auction table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include "phl-auction-draw-private.h"

static gboolean
sale_has_card (const PhlAuctionSale *sale,
               guint                 index)
{
  return sale != NULL && (sale->cards[0] == index || sale->cards[1] == index || sale->cards[2] == index);
}

/* Right side of the panel: postmarks, credit cards, money; returns the x
 * left of them. */
static double
draw_player_holdings (Painter                   *p,
                      const PhlAuctionPlayerBox *b,
                      const PhlAuctionState     *state,
                      const PhlAuctionPlayer    *pl)
{
  const PhlAuctionRect *r = &b->panel;
  g_autofree char *money = g_strdup_printf ("%d", pl->money);
  guint marks = MAX (state->target, pl->postmarks);
  double x = r->x + r->w - 12, cy = b->stats_y;

  for (guint k = marks; k > 0; k--)
    {
      phl_auction_paint_postmark (p->cr, x - 8, cy, 7, k <= pl->postmarks);
      x -= 19;
    }
  x -= 6;
  for (guint k = 0; k < pl->credits; k++)
    {
      phl_auction_paint_credit_card (p->cr, x - 16, cy - 6, 16, 12);
      x -= 12;
    }
  if (pl->credits > 0)
    x -= 12;
  x -= _phl_auction_text (p, money, x, cy, 16, TRUE, ink, 1, -1, ALIGN_RIGHT, TRUE) + 4;
  phl_auction_paint_coin (p->cr, x - 8, cy, 8);
  return x - 22;
}

/* What @seat is doing now, in words ("" or NULL: nothing to say), and its
 * colour in @rgb; the auctioneer's role first. */
static char *
dup_player_doing (PhlAuctionView        *self,
                  const PhlAuctionState *state,
                  guint                  seat,
                  PhlRgb                *rgb)
{
  int current = phl_match_get_current_seat (self->match);
  char *tag = NULL;

  if (state->phase == PHL_AUCTION_PHASE_OVER)
    tag = g_strdup ((state->winners & (1u << seat)) ? _("winner") : "");
  else if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN && (state->excluded & (1u << seat)))
    {
      tag = g_strdup (_("could not pay, sits out"));
      *rgb = (PhlRgb) { 0.7, 0.1, 0.1 };
    }
  else if (state->phase == PHL_AUCTION_PHASE_BIDS)
    tag = g_strdup (phl_auction_state_has_bid (state, seat) ? _("has bid") : (int) seat == current ? _("bidding…") : "");
  else if (self->show_revealed && self->revealed_bids[seat] >= PHL_AUCTION_NO_BID)
    tag = self->revealed_bids[seat] == PHL_AUCTION_NO_BID ? g_strdup (_("no bid"))
          : g_strdup_printf (_("bid %d"), self->revealed_bids[seat]);
  else if (state->phase == PHL_AUCTION_PHASE_SELL && state->has_last && state->last_buyer == seat)
    {
      tag = state->last_free ? g_strdup (_("took it free"))
            : g_strdup_printf (_("rang first at %d"), state->last_price);
      *rgb = (PhlRgb) { 0.05, 0.45, 0.2 };
    }
  else if (state->phase == PHL_AUCTION_PHASE_SELL && (int) seat == current)
    tag = g_strdup (_("selling"));
  if (seat == state->auctioneer && state->phase != PHL_AUCTION_PHASE_OVER)
    {
      g_autofree char *role = g_strdup_printf (ngettext ("auctioneer, %u auction left",
                                                         "auctioneer, %u auctions left",
                                                         state->auctions_left),
                                               state->auctions_left);
      char *both = tag != NULL && tag[0] != '\0' ? g_strdup_printf ("%s · %s", role, tag) : g_strdup (role);

      g_free (tag);
      tag = both;
    }
  return tag;
}

/* Left side: the name and what this player is doing (else who plays the
 * seat); on a narrow panel the name line is the player's own (money and
 * postmarks are on the next), else the doing goes before the money at
 * @holdings_x. */
static void
draw_player_name (PhlAuctionView            *self,
                  Painter                   *p,
                  const PhlAuctionPlayerBox *b,
                  const PhlAuctionState     *state,
                  guint                      seat,
                  double                     holdings_x)
{
  const PhlSeat *info = phl_match_get_seat (self->match, seat);
  const PhlAuctionRect *r = &b->panel;
  gboolean two_lines = b->stats_y > b->line_y;
  PhlRgb tag_rgb = { 0.35, 0.30, 0.28 };
  g_autofree char *tag = NULL;
  double name_w, tag_x, tag_y, tag_w;

  name_w = _phl_auction_text_shrink (p, info->name, r->x + 10, b->line_y, two_lines ? 15 : 16, 11, TRUE, ink, 1,
                        two_lines ? (r->w - 20) * 0.5 : MAX (40, (holdings_x - r->x - 10) * 0.55), ALIGN_LEFT,
                        TRUE);
  tag_x = r->x + 16 + name_w;
  tag_y = b->line_y + 1;
  tag_w = MAX (10, (two_lines ? r->x + r->w - 10 : holdings_x) - tag_x);
  tag = dup_player_doing (self, state, seat, &tag_rgb);
  if (tag != NULL && tag[0] != '\0')
    _phl_auction_text_fit (p, tag, tag_x, tag_y - 8, 12, 9, TRUE, tag_rgb, 1, tag_w, 17);
  else if (info->kind == PHL_SEAT_HUMAN)
    _phl_auction_text_fit (p, _("person"), tag_x, tag_y - 8, 12, 9, FALSE, ink, 0.6, tag_w, 17);
  else if (info->kind == PHL_SEAT_COMPUTER)
    {
      static const char * const levels[] = { N_("easy computer"), N_("normal computer"), N_("hard computer"),
                                             N_("expert computer") };

      _phl_auction_text_fit (p, _(levels[MIN (info->level, G_N_ELEMENTS (levels) - 1)]), tag_x, tag_y - 8, 12, 9, FALSE, ink, 0.6, tag_w, 17);
    }
}

/* The cards in hand, those of the sale being made lifted and outlined
 * (the one flying in is drawn by the flight). */
static void
draw_player_hand (PhlAuctionView            *self,
                  Painter                   *p,
                  const PhlAuctionPlayerBox *b,
                  const PhlAuctionPlayer    *pl,
                  guint                      seat)
{
  const PhlAuctionSale *shown = NULL;
  int idx = _phl_auction_shown_sale (self);

  if ((int) seat == _phl_auction_view_acting_human (self) && self->sales != NULL && idx >= 0
      && (guint) idx < self->sales->len)
    shown = &g_array_index (self->sales, PhlAuctionSale, idx);

  if (pl->n_hand == 0)
    _phl_auction_text (p, _("no cards"), b->hand_x, b->hand_y + b->card_h / 2, 12, FALSE, ink, 0.5, -1, ALIGN_LEFT, TRUE);
  for (guint k = 0; k < pl->n_hand; k++)
    {
      double cx = b->hand_x + k * b->step;

      if (_phl_auction_flight (self) >= 0 && self->fly_to == (int) seat && k == pl->n_hand - 1u)
        continue;
      gboolean in_sale = sale_has_card (shown, k);
      double lift = in_sale ? 3 : 0;

      phl_auction_paint_card (p->cr, cx, b->hand_y - lift, b->card_w, b->card_h, pl->hand[k]);
      if (in_sale)
        {
          PhlAuctionRect cr = { cx, b->hand_y - lift, b->card_w, b->card_h };

          _phl_auction_outline (p->cr, &cr, 1, self->selected_sale >= 0 || self->hint_sale >= 0 ? hint_rgb : gold, 3);
        }
    }
}

void
_phl_auction_draw_player (PhlAuctionView        *self,
                          Painter               *p,
                          const PhlAuctionLayout          *l,
                          const PhlAuctionState *state,
                          guint                  seat)
{
  const PhlAuctionPlayerBox *b = &l->players[seat];
  const PhlAuctionPlayer *pl = &state->players[seat];
  const PhlAuctionRect *r = &b->panel;
  int current = phl_match_get_current_seat (self->match);
  double holdings_x;

  _phl_auction_panel (p->cr, r, 0.96);
  if ((int) seat == current && state->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    _phl_auction_outline (p->cr, r, 0, gold, 4);
  if (phl_match_is_over (self->match) && (state->winners & (1u << seat)))
    _phl_auction_outline (p->cr, r, 0, hint_rgb, 4);

  holdings_x = draw_player_holdings (p, b, state, pl);
  draw_player_name (self, p, b, state, seat, holdings_x);
  draw_player_hand (self, p, b, pl, seat);

  /* Several people: each rings with their own bell (or number key). */
  if (_phl_auction_view_item_enabled (self, ITEM_PLAYER_BELL + seat))
    {
      g_autofree char *key = g_strdup_printf ("%u", seat + 1);

      phl_auction_paint_bell (p->cr, b->bell.x + b->bell.w / 2, b->bell.y + b->bell.h * 0.45, b->bell.w * 0.6,
                              0, self->hover == (int) (ITEM_PLAYER_BELL + seat));
      _phl_auction_text (p, key, b->bell.x + b->bell.w / 2, b->bell.y + b->bell.h * 0.9, 11, TRUE, ink, 0.8, -1,
                         ALIGN_CENTER, TRUE);
      _phl_auction_mark_item (self, p->cr, ITEM_PLAYER_BELL + seat, &b->bell);
    }
}
