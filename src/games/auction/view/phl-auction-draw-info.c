/* phl-auction-draw-info.c — the auction table's decision area: sets to sell, sealed bids, notes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include "phl-auction-draw-private.h"

static void
draw_sale_row (PhlAuctionView       *self,
               Painter              *p,
               const PhlAuctionLayout         *l,
               const PhlAuctionSale *sale,
               const PhlAuctionPlayer *pl,
               guint                 i)
{
  const PhlAuctionRect *r = &l->rows[i];
  /* A narrow row keeps its numbers: smaller cards, no arrow. */
  gboolean narrow = r->w < 420;
  double ch = r->h - 8, cw = ch / PHL_AUCTION_CARD_RATIO * (narrow ? 0.8 : 1), x = r->x + 8;
  g_autofree char *payout = g_strdup_printf ("+%d", sale->payout);
  gboolean selected = self->selected_sale == (int) i;

  cairo_set_source_rgba (p->cr, 1, 1, 1, selected ? 0.95 : self->hover == (int) (ITEM_SALE + i) ? 0.8 : 0.6);
  phl_paint_rounded_rect (p->cr, r->x, r->y, r->w, r->h, 8);
  cairo_fill (p->cr);
  if (selected)
    _phl_auction_outline (p->cr, r, 0, hint_rgb, 3);
  else if (self->hint_sale == (int) i)
    _phl_auction_outline (p->cr, r, 2, hint_rgb, 2);
  _phl_auction_mark_item (self, p->cr, ITEM_SALE + i, r);

  for (guint k = 0; k < 3; k++)
    {
      phl_auction_paint_card (p->cr, x, r->y + 4, cw, ch, pl->hand[sale->cards[k]]);
      x += cw + 3;
    }
  x += narrow ? 4 : 10;
  if (!narrow)
    {
      _phl_auction_text (p, "→", x, r->y + r->h / 2, ch * 0.5, TRUE, ink, 0.7, -1, ALIGN_LEFT, TRUE);
      x += ch * 0.6;
    }
  phl_auction_paint_flag (p->cr, sale->country, x, r->y + r->h / 2 - ch * 0.22, ch * 0.66, ch * 0.44);
  x += ch * 0.66 + 8;
  x += _phl_auction_text_shrink (p, phl_auction_country_name (sale->country), x, r->y + r->h / 2, MIN (16, MAX (11, ch * 0.5)), 9,
                    TRUE, ink, 1, r->x + r->w * (narrow ? 0.58 : 0.62) - x, ALIGN_LEFT, TRUE) + 10;
  x = MAX (x, r->x + r->w * (narrow ? 0.6 : 0.64));
  phl_auction_paint_coin (p->cr, x, r->y + r->h / 2, MIN (10, ch * 0.25));
  x += 14 + _phl_auction_text (p, payout, x + 14, r->y + r->h / 2, MIN (16, MAX (11, ch * 0.5)), TRUE, ink, 1, -1, ALIGN_LEFT, TRUE);
  x = MAX (x + 10, r->x + r->w * (narrow ? 0.78 : 0.8));
  if (sale->postmarks == 0)
    _phl_auction_text_fit (p, _("no postmark"), x, r->y + 2, 12, 9, FALSE, ink, 0.6, r->x + r->w - x - 4, r->h - 4);
  else
    {
      g_autofree char *marks = g_strdup_printf ("× %u", sale->postmarks);

      phl_auction_paint_postmark (p->cr, x + 8, r->y + r->h / 2, MIN (9, ch * 0.24), TRUE);
      _phl_auction_text (p, marks, x + 20, r->y + r->h / 2, MIN (16, MAX (11, ch * 0.5)), TRUE, ink, 1, -1, ALIGN_LEFT, TRUE);
    }
}

/* Selling: the sets @human may sell, or why there are none. */
static void
draw_sell_info (PhlAuctionView         *self,
                Painter                *p,
                const PhlAuctionLayout *l,
                const PhlAuctionState  *state,
                int                     human,
                double                  heading_h)
{
  const PhlAuctionRect *r = &l->info;

  if (self->sales != NULL && self->sales->len > 0)
    {
      _phl_auction_text_fit (p, _("Sets you can sell:"),
                             r->x + 12, l->info_text_y, 14, 10, TRUE, cream, 1, r->w - 24, heading_h);
      for (guint i = 0; i < l->n_rows; i++)
        draw_sale_row (self, p, l, &g_array_index (self->sales, PhlAuctionSale, i),
                       &state->players[human], i);
    }
  else if (state->sold)
    _phl_auction_text_wrap (p, _("You sold a set after this auction. Take credit or repay if you like, then press Done."),
                            r->x + 12, r->y + 8, 14, TRUE, cream, 1, r->w - 24);
  else
    _phl_auction_text_wrap (p, _("None of your cards form a set you may sell now. Take credit, repay, or press Done."),
                            r->x + 12, r->y + 8, 14, TRUE, cream, 1, r->w - 24);
}

/* A sealed bid: a button per price, and No bid. */
static void
draw_bid_buttons (PhlAuctionView         *self,
                  Painter                *p,
                  const PhlAuctionLayout *l,
                  const PhlAuctionState  *state,
                  int                     human,
                  double                  heading_h)
{
  const PhlAuctionRect *r = &l->info;
  g_autofree char *head = g_strdup_printf (_("Your sealed bid: the price at which you would ring (you have %d)"),
                                           state->players[human].money);

  _phl_auction_text_fit (p, head, r->x + 12, l->info_text_y, 14, 10, TRUE, cream, 1, r->w - 24, heading_h);
  for (guint i = 0; i < 14; i++)
    {
      const PhlAuctionRect *b = &l->bids[i];
      int item = i < 13 ? ITEM_BID + (int) i : ITEM_BID_NONE;
      int value = i < 13 ? (int) i : PHL_AUCTION_NO_BID;
      gboolean enabled = _phl_auction_view_item_enabled (self, item);
      gboolean selected = self->selected_bid == value;
      g_autofree char *label = i < 13 ? g_strdup_printf ("%u", i) : g_strdup (_("No bid"));

      cairo_set_source_rgba (p->cr, 1, 1, 1, !enabled ? 0.15 : selected ? 0.95 : self->hover == item ? 0.8 : 0.55);
      phl_paint_rounded_rect (p->cr, b->x, b->y, b->w, b->h, 8);
      cairo_fill (p->cr);
      if (selected)
        _phl_auction_outline (p->cr, b, 0, hint_rgb, 3);
      else if (self->hint_bid == value)
        _phl_auction_outline (p->cr, b, 2, hint_rgb, 2);
      _phl_auction_mark_item (self, p->cr, item, b);
      _phl_auction_text_shrink (p, label, b->x + b->w / 2, b->y + b->h / 2, MIN (18, b->h * 0.45), 10, TRUE, ink,
                                enabled ? 1 : 0.4, b->w - 4, ALIGN_CENTER, TRUE);
    }
}

/* The instruction is the base's status line; the table tells the rest:
 * a turn passed over, the last auction, the card on the block. */
static void
draw_table_notes (PhlAuctionView         *self,
                  Painter                *p,
                  const PhlAuctionLayout *l,
                  const PhlAuctionState  *state)
{
  const PhlAuctionRect *r = &l->info;
  g_autofree char *notice = _phl_auction_view_skip_notice (self);
  double below = r->y + 10;

  if (notice != NULL)
    below += _phl_auction_text_wrap (p, notice, r->x + 12, below, 15, TRUE, cream, 1, r->w - 24) + 6;

  if (state->phase == PHL_AUCTION_PHASE_PICK && state->has_last)
    {
      g_autofree char *last = _phl_auction_view_last_auction (self);
      g_autofree char *card = _phl_auction_view_describe_card (state->last_card);
      g_autofree char *line = g_strdup_printf (_("Last auction: %s (%s)"), last, card);

      below += _phl_auction_text_wrap (p, line, r->x + 12, below, 13, FALSE, cream, 0.9, r->w - 24) + 4;
    }
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      g_autofree char *lot = _phl_auction_view_describe_card (state->lot);
      g_autofree char *lot_line = g_strdup_printf (_("On the block: %s"), lot);

      below += _phl_auction_text_wrap (p, lot_line, r->x + 12, below, 13, FALSE, cream, 0.9, r->w - 24) + 4;
    }
}

/* A hint asked for in a countdown follows the falling price. */
static void
draw_countdown_hint (PhlAuctionView         *self,
                     Painter                *p,
                     const PhlAuctionLayout *l)
{
  const PhlAuctionRect *r = &l->info;
  g_autofree char *hint = _phl_auction_view_countdown_hint (self);
  PhlAuctionRect h = { r->x + 8, r->y + r->h - 44, r->w - 16, 36 };

  if (hint == NULL)
    return;
  cairo_set_source_rgba (p->cr, hint_rgb.red, hint_rgb.green, hint_rgb.blue, 0.92);
  phl_paint_rounded_rect (p->cr, h.x, h.y, h.w, h.h, 8);
  cairo_fill (p->cr);
  _phl_auction_text_fit (p, hint, h.x + 10, h.y + 4, 14, 10, TRUE, (PhlRgb) { 1, 1, 1 }, 1, h.w - 20, h.h - 8);
}

void
_phl_auction_draw_info (PhlAuctionView        *self,
                        Painter               *p,
                        const PhlAuctionLayout          *l,
                        const PhlAuctionState *state)
{
  const PhlAuctionRect *r = &l->info;
  int human = _phl_auction_view_acting_human (self);
  /* The heading's room above the rows (see phl-auction-layout.c). */
  double heading_h = (l->n_rows > 0 ? l->rows[0].y : l->has_bids ? l->bids[0].y : r->y + 40) - l->info_text_y - 2;

  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.18);
  phl_paint_rounded_rect (p->cr, r->x, r->y, r->w, r->h, 10);
  cairo_fill (p->cr);

  if (state->phase == PHL_AUCTION_PHASE_SELL && human >= 0)
    draw_sell_info (self, p, l, state, human, heading_h);
  else if (state->phase == PHL_AUCTION_PHASE_BIDS && human >= 0)
    draw_bid_buttons (self, p, l, state, human, heading_h);
  else
    draw_table_notes (self, p, l, state);
  draw_countdown_hint (self, p, l);
}
