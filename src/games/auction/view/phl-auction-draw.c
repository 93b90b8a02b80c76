/* phl-auction-draw.c — painting the Stamp Auction table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paints what phl-auction-layout.c places: the countries and their
 * treasuries, the piles, the card on the block with the price dial and the
 * bell, the decision area and the players' panels.  Text is Pango in the
 * widget's font; words wrap at word boundaries and only decorations are
 * ever shortened.  The players' panels and the decision area are in
 * phl-auction-draw-players.c and phl-auction-draw-info.c.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "phl-auction-draw-private.h"
#include "phl-layer-cache.h"

/* ---- The parts of the table ------------------------------------------------- */

/* The room of a country panel's name: beside the flag, or the flag's room
 * too on a narrow panel. */
static double
country_flag_height (const PhlAuctionRect *r)
{
  return MIN (MIN (r->h * 0.32, 30), r->w * 0.13);
}

static double
country_flag_width (const PhlAuctionRect *r)
{
  return r->w >= 120 ? country_flag_height (r) * 1.5 : -6;
}

/* One size for the countries' names, the longest fitted once: each name
 * shrunk on its own drew "Liechtenstein" smaller than "Monaco". */
static double
country_name_size (Painter                *p,
                   const PhlAuctionLayout *l)
{
  double widths[PHL_AUCTION_N_COUNTRIES], rooms[PHL_AUCTION_N_COUNTRIES];
  PhlTextStyle style = { .bold = TRUE, .max_lines = 1 };
  double size = 18;

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    size = MIN (size, l->countries[c].h * 0.17);
  style.size = style.min_size = MAX (6, size);
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      const PhlAuctionRect *r = &l->countries[c];

      rooms[c] = r->w - country_flag_width (r) - 24;
      phl_paint_text_measure (p->widget, phl_auction_country_name (c), -1, &style, &widths[c], NULL);
    }
  return phl_auction_shared_text_size (widths, rooms, PHL_AUCTION_N_COUNTRIES, style.size, 10);
}

static void
draw_countries (PhlAuctionView        *self,
                Painter               *p,
                const PhlAuctionLayout          *l,
                const PhlAuctionState *state)
{
  static const char * const buys[] = {
    N_("one colour, three motifs"),
    N_("one motif, three colours"),
    N_("three motifs, three colours"),
  };
  const PhlAuctionSale *shown = NULL;
  int idx = _phl_auction_shown_sale (self);
  double name_size = country_name_size (p, l);

  if (self->sales != NULL && idx >= 0 && (guint) idx < self->sales->len)
    shown = &g_array_index (self->sales, PhlAuctionSale, idx);

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      const PhlAuctionRect *r = &l->countries[c];
      double fh = country_flag_height (r), fw = country_flag_width (r);
      /* A narrow panel gives its name the room of the flag. */
      gboolean flag = r->w >= 120;
      g_autofree char *money = g_strdup_printf ("%d", state->treasury[c]);
      double coin_r = MIN (r->h * 0.16, 16);
      gboolean compact = r->h < 90;
      g_autofree char *refusal = NULL;
      double below, room, money_w = 0, tw;

      _phl_auction_panel (p->cr, r, 0.95);
      if (flag)
        phl_auction_paint_flag (p->cr, c, r->x + 10, r->y + 10, fw, fh);
      _phl_auction_text_shrink (p, phl_auction_country_name (c), r->x + fw + 16, r->y + 10 + fh / 2, name_size, 10,
                                TRUE, ink, 1, r->w - fw - 24, ALIGN_LEFT, TRUE);
      /* The treasury: bottom left, or on a short panel bottom right with
       * the words beside it wrapping short of it. */
      if (compact)
        {
          tw = _phl_auction_text (p, money, r->x + r->w - 8, r->y + r->h - 6 - coin_r, 14, TRUE, ink, 1, -1, ALIGN_RIGHT, TRUE);
          money_w = tw + 2 * coin_r + 8;
          phl_auction_paint_coin (p->cr, r->x + r->w - 12 - tw - coin_r, r->y + r->h - 6 - coin_r, coin_r);
        }
      else
        {
          phl_auction_paint_coin (p->cr, r->x + 10 + coin_r, r->y + r->h - 10 - coin_r, coin_r);
          _phl_auction_text (p, money, r->x + 16 + 2 * coin_r, r->y + r->h - 10 - coin_r, coin_r * 1.6, TRUE, ink, 1, -1,
                             ALIGN_LEFT, TRUE);
        }
      refusal = _phl_auction_view_country_refusal (self, c);
      below = r->y + fh + 14;
      room = compact ? r->y + r->h - 4 - below : r->y + r->h - 12 - 2 * coin_r - below;
      room = MAX (room, 12);
      if (refusal != NULL)
        {
          /* A country the seller bought from in this auction: in short
           * here; in full in the bar under the table, the tooltip and the
           * description. */
          const char *brief = _("You bought from here: no sale now");

          _phl_auction_text_fit (p, brief, r->x + 10, below, MIN (13, r->h * 0.13), 9, TRUE, (PhlRgb) { 0.7, 0.1, 0.1 }, 1,
                                 r->w - 20 - money_w, room);
        }
      else if (shown == NULL || shown->country != c)
        _phl_auction_text_fit (p, _(buys[c]), r->x + 10, below, MIN (13, r->h * 0.13), 9, FALSE, ink, 0.75, r->w - 20 - money_w,
                               room);
      if (shown != NULL && shown->country == c)
        {
          g_autofree char *gain = NULL;

          _phl_auction_outline (p->cr, r, 3, self->selected_sale >= 0 ? hint_rgb : gold, 4);
          /* Translators: what a sale pays: money and first day postmarks */
          gain = g_strdup_printf (ngettext ("+%d and %u postmark", "+%d and %u postmarks", shown->postmarks),
                                  shown->payout, shown->postmarks);
          _phl_auction_text_fit (p, gain, r->x + 10, below, MIN (14, r->h * 0.14), 9, TRUE,
                                 (PhlRgb) { 0.05, 0.45, 0.2 }, 1, r->w - 20 - money_w, room);
        }
    }
}

static void
draw_piles (PhlAuctionView        *self,
            Painter               *p,
            const PhlAuctionLayout          *l,
            const PhlAuctionState *state)
{
  for (guint i = 0; i < 2; i++)
    {
      const PhlAuctionRect *r = &l->piles[i];
      g_autofree char *label = g_strdup_printf (_("Pile %u"), i + 1);
      g_autofree char *count = g_strdup_printf (ngettext ("%u card", "%u cards", state->pile_len[i]),
                                                state->pile_len[i]);
      guint depth = MIN (state->pile_len[i], 5);

      _phl_auction_text_shrink (p, label, r->x + r->w / 2, r->y - l->label_h / 2 - 1, MIN (14, l->label_h * 0.7), 9, TRUE, cream, 1,
                                r->w + l->gap * 1.4, ALIGN_CENTER, TRUE);
      if (state->pile_len[i] == 0)
        {
          cairo_set_source_rgba (p->cr, 1, 1, 1, 0.3);
          cairo_set_line_width (p->cr, 2);
          cairo_set_dash (p->cr, (double[]) { 6, 4 }, 2, 0);
          phl_paint_rounded_rect (p->cr, r->x, r->y, r->w, r->h, 8);
          cairo_stroke (p->cr);
          cairo_set_dash (p->cr, NULL, 0, 0);
        }
      else
        {
          for (guint d = depth; d > 1; d--)
            phl_auction_paint_card_back (p->cr, r->x + d * 2, r->y + d * 2, r->w, r->h);
          phl_auction_paint_card (p->cr, r->x, r->y, r->w, r->h, state->piles[i][state->pile_len[i] - 1]);
        }
      _phl_auction_text_shrink (p, count, r->x + r->w / 2, r->y + r->h + 12, 12, 9, FALSE, cream, 0.85, r->w + l->gap * 1.4,
                                ALIGN_CENTER, TRUE);
      if (self->hint_pile == (int) i)
        _phl_auction_outline (p->cr, r, 6, hint_rgb, 4);
      _phl_auction_mark_item (self, p->cr, ITEM_PILE + i, r);
    }
}

/* The card on the block (faded after its sale; an empty place between
 * auctions) under its label. */
static void
draw_lot (PhlAuctionView         *self,
          Painter                *p,
          const PhlAuctionLayout *l,
          const PhlAuctionState  *state)
{
  const PhlAuctionRect *r = &l->lot;
  gboolean live = state->phase == PHL_AUCTION_PHASE_COUNTDOWN || state->phase == PHL_AUCTION_PHASE_BIDS;

  _phl_auction_text_shrink (p, _("On the block"), r->x + r->w / 2, r->y - l->label_h / 2 - 1, MIN (14, l->label_h * 0.7), 9, TRUE,
                            cream, 1, r->w + l->gap * 2, ALIGN_CENTER, TRUE);
  if (live && !(_phl_auction_flight (self) >= 0 && self->fly_to == -1))
    phl_auction_paint_card (p->cr, r->x, r->y, r->w, r->h, state->lot);
  else if (state->has_last && state->phase == PHL_AUCTION_PHASE_SELL)
    {
      cairo_push_group (p->cr);
      phl_auction_paint_card (p->cr, r->x, r->y, r->w, r->h, state->last_card);
      cairo_pop_group_to_source (p->cr);
      cairo_paint_with_alpha (p->cr, 0.55);
    }
  else
    {
      cairo_set_source_rgba (p->cr, 1, 1, 1, 0.3);
      cairo_set_line_width (p->cr, 2);
      cairo_set_dash (p->cr, (double[]) { 6, 4 }, 2, 0);
      phl_paint_rounded_rect (p->cr, r->x, r->y, r->w, r->h, 8);
      cairo_stroke (p->cr);
      cairo_set_dash (p->cr, NULL, 0, 0);
    }
}

/* The price dial: during the countdown the time left and the prices
 * still to come round the price; after a sale its price. */
static void
draw_price_dial (PhlAuctionView         *self,
                 Painter                *p,
                 const PhlAuctionLayout *l,
                 const PhlAuctionState  *state,
                 gint64                  now)
{
  double cx = l->price_x, cy = l->price_y, rr = l->price_r;
  g_autofree char *price = NULL;

  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.25);
  cairo_arc (p->cr, cx, cy, rr, 0, 2 * G_PI);
  cairo_fill (p->cr);
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      double left = 1.0 - (now - self->shown_at) / 1000.0 / MAX (1, self->step_ms);
      double pulse = 1.0;

      left = CLAMP (left, 0, 1);
      if (gtk_widget_get_settings (self->canvas) != NULL && self->tick_callback != 0)
        {
          cairo_set_source_rgba (p->cr, gold.red, gold.green, gold.blue, 0.9);
          cairo_set_line_width (p->cr, rr * 0.1);
          cairo_arc (p->cr, cx, cy, rr * 0.92, -G_PI / 2, -G_PI / 2 + 2 * G_PI * left);
          cairo_stroke (p->cr);
        }
      /* Twelve marks round the dial: the prices still to come. */
      for (int k = 0; k <= 12; k++)
        {
          double a = -G_PI / 2 + k * 2 * G_PI / 13;

          cairo_set_source_rgba (p->cr, 1, 1, 1, k <= state->price ? 0.9 : 0.2);
          cairo_arc (p->cr, cx + cos (a) * rr * 0.78, cy + sin (a) * rr * 0.78, rr * 0.035, 0, 2 * G_PI);
          cairo_fill (p->cr);
        }
      if (now - self->price_at < 250000 && self->tick_callback != 0)
        pulse = 1.0 + 0.15 * (1.0 - (now - self->price_at) / 250000.0);
      price = g_strdup_printf ("%d", state->price);
      _phl_auction_text (p, price, cx, cy, rr * 0.95 * pulse, TRUE, (PhlRgb) { 1, 1, 1 }, 1, -1, ALIGN_CENTER, TRUE);
    }
  else if (state->phase == PHL_AUCTION_PHASE_SELL && state->has_last)
    {
      price = g_strdup_printf ("%d", state->last_price);
      _phl_auction_text (p, price, cx, cy, rr * 0.8, TRUE, gold, 1, -1, ALIGN_CENTER, TRUE);
    }
  else if (state->phase == PHL_AUCTION_PHASE_BIDS)
    _phl_auction_text (p, "?", cx, cy, rr * 0.95, TRUE, (PhlRgb) { 1, 1, 1 }, 0.8, -1, ALIGN_CENTER, TRUE);
  else
    {
      price = g_strdup_printf ("%d", 12);
      _phl_auction_text (p, price, cx, cy, rr * 0.8, TRUE, (PhlRgb) { 1, 1, 1 }, 0.3, -1, ALIGN_CENTER, TRUE);
    }
}

/* The bell, swinging just after a ring; none for sealed bids. */
static void
draw_bell (PhlAuctionView         *self,
           Painter                *p,
           const PhlAuctionLayout *l,
           const PhlAuctionState  *state,
           gint64                  now)
{
  double swing = 0;

  if (self->tick_callback != 0 && now - self->bell_at < 250000)
    swing = sin ((now - self->bell_at) / 250000.0 * 3 * G_PI) * (1.0 - (now - self->bell_at) / 250000.0);
  if (!state->sealed)
    phl_auction_paint_bell (p->cr, l->bell.x + l->bell.w / 2, l->bell.y + l->bell.h * 0.55, l->bell.w / 1.3, swing,
                            self->hover == ITEM_BELL && _phl_auction_view_item_enabled (self, ITEM_BELL));
}

/* The bell's key and, with the keyboard, its focus ring. */
static void
draw_bell_key (PhlAuctionView         *self,
               Painter                *p,
               const PhlAuctionLayout *l)
{
  g_autofree char *key = NULL;

  if (!_phl_auction_view_item_enabled (self, ITEM_BELL))
    return;
  /* Several people: say whom the big bell rings for. */
  if (phl_match_count_people (self->match) > 1)
    key = g_strdup_printf (_("Space: %s"), _phl_auction_view_seat_name (self, _phl_auction_view_bell_seat (self)));
  else
    key = g_strdup (_("Space"));
  _phl_auction_text (p, key, l->bell.x + l->bell.w / 2, l->bell.y + l->bell.h + 4, 12, TRUE, cream, 0.8, l->bell.w + 40,
                     ALIGN_CENTER, FALSE);
  if (self->focus == ITEM_BELL && gtk_widget_has_focus (self->canvas))
    _phl_auction_outline (p->cr, &l->bell, 2, focus_rgb, 3);
}

/* The block: the card, the price dial and the bell.  While the live
 * layer runs (_phl_auction_view_live) the dial of a countdown and the
 * bell are its to draw, frame by frame; the rest stays in the still
 * picture. */
static void
draw_block (PhlAuctionView         *self,
            Painter                *p,
            const PhlAuctionLayout *l,
            const PhlAuctionState  *state)
{
  gint64 now = g_get_monotonic_time ();

  draw_lot (self, p, l, state);
  if (!(_phl_auction_view_live (self) && state->phase == PHL_AUCTION_PHASE_COUNTDOWN))
    draw_price_dial (self, p, l, state, now);
  _phl_auction_text_shrink (p, _("Price"), l->price_x, l->lot.y - l->label_h / 2 - 1, MIN (14, l->label_h * 0.7), 9, TRUE, cream,
                            1, l->price_r * 2 + l->gap, ALIGN_CENTER, TRUE);
  if (!_phl_auction_view_live (self))
    draw_bell (self, p, l, state, now);
  draw_bell_key (self, p, l);
}

void
_phl_auction_view_draw (GtkDrawingArea *area,
                        cairo_t        *cr,
                        int             width,
                        int             height,
                        gpointer        user_data)
{
  PhlAuctionView *self = user_data;
  const PhlAuctionState *state = phl_match_get_state (self->match);
  cairo_pattern_t *felt;
  Painter p = { cr, GTK_WIDGET (area) };
  PhlAuctionLayout l;

  _phl_auction_view_layout (self, &l);

  felt = cairo_pattern_create_radial (width * 0.3, height * 0.45, 0, width * 0.3, height * 0.45, width * 0.8);
  cairo_pattern_add_color_stop_rgb (felt, 0, 0.50, 0.14, 0.17);
  cairo_pattern_add_color_stop_rgb (felt, 1, 0.28, 0.07, 0.09);
  cairo_set_source (cr, felt);
  cairo_paint (cr);
  cairo_pattern_destroy (felt);


  draw_countries (self, &p, &l, state);
  draw_piles (self, &p, &l, state);
  draw_block (self, &p, &l, state);
  _phl_auction_draw_info (self, &p, &l, state);
  for (guint i = 0; i < state->n_players; i++)
    _phl_auction_draw_player (self, &p, &l, state, i);

  /* The card on its way, eased in and out. */
  if (_phl_auction_flight (self) >= 0)
    {
      double t = _phl_auction_flight (self), e = t * t * (3 - 2 * t);
      PhlAuctionRect from = self->fly_from >= 0 ? l.piles[self->fly_from] : l.lot, to = l.lot;

      if (self->fly_to >= 0 && (guint) self->fly_to < state->n_players)
        {
          const PhlAuctionPlayerBox *b = &l.players[self->fly_to];
          guint n = state->players[self->fly_to].n_hand;

          to = (PhlAuctionRect) { b->hand_x + (n > 0 ? n - 1 : 0) * b->step, b->hand_y, b->card_w, b->card_h };
        }
      phl_auction_paint_card (cr, from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e,
                              from.w + (to.w - from.w) * e, from.h + (to.h - from.h) * e, self->fly_card);
    }

}

/* ---- The live layer (phl-layer-cache.h) ----------------------------------- */

/* While the frame clock moves the table (phl-auction-clock.c) the dial of
 * a countdown and the bell are drawn live, over the kept picture. */
gboolean
_phl_auction_view_live (PhlAuctionView *self)
{
  return self->tick_callback != 0;
}

void
_phl_auction_view_snapshot_live (GtkWidget   *area,
                                 GtkSnapshot *snapshot,
                                 int          width,
                                 int          height,
                                 gpointer     user_data)
{
  PhlAuctionView *self = user_data;
  const PhlAuctionState *state = phl_match_get_state (self->match);
  Painter p = { NULL, area };
  PhlAuctionLayout l;

  if (!_phl_auction_view_live (self))
    return;
  _phl_auction_view_layout (self, &l);
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      /* The price pulses up to 1.15 times its size. */
      double reach = l.price_r * 1.2 + 2;

      p.cr = phl_layer_cache_live_cairo (snapshot, l.price_x - reach, l.price_y - reach, 2 * reach, 2 * reach);
      draw_price_dial (self, &p, &l, state, g_get_monotonic_time ());
      cairo_destroy (p.cr);
    }
  if (!state->sealed)
    {
      /* The bell swings about its base (phl_auction_paint_bell()). */
      double u = l.bell.w / 1.3, reach = u * 1.4;
      double cx = l.bell.x + l.bell.w / 2, cy = l.bell.y + l.bell.h * 0.55 + u * 0.3;

      p.cr = phl_layer_cache_live_cairo (snapshot, cx - reach, cy - reach, 2 * reach, 2 * reach);
      draw_bell (self, &p, &l, state, g_get_monotonic_time ());
      cairo_destroy (p.cr);
    }
}
