/* phl-auction-draw.c — painting the Stamp Auction table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paints what phl-auction-layout.c places: the countries and their
 * treasuries, the piles, the card on the block with the price dial and the
 * bell, the decision area and the players' panels.  Text is Pango in the
 * widget's font; words wrap at word boundaries and only decorations are
 * ever shortened.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "phl-auction-paint.h"
#include "phl-auction-view-private.h"
#include "phl-layer-cache.h"

/* ---- Drawing helpers -------------------------------------------------------- */

typedef struct
{
  cairo_t   *cr;
  GtkWidget *widget;   /* its font: Pango through phl_paint_text() */
} Painter;

enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

/* One line of @text_ with its top at @y (or its middle, with @middle),
 * shrunk from @size down to @min_size to fit @max_width (<= 0: any
 * width); only then is its end cut (names and labels whose full words are
 * in the tooltip and the description).  Returns its width. */
static double
text_shrink (Painter    *p,
             const char *text_,
             double      x,
             double      y,
             double      size,
             double      min_size,
             gboolean    bold,
             PhlRgb      rgb,
             double      alpha,
             double      max_width,
             int         align,
             gboolean    middle)
{
  PhlTextStyle style = {
    .size = MAX (6, size), .bold = bold, .max_lines = 1, .min_size = MAX (6, MIN (size, min_size)),
    .ellipsize = max_width > 0, .center_y = middle,
  };
  double w = 0, h = 0, dx = 0;

  phl_paint_text_measure (p->widget, text_, max_width, &style, &w, &h);
  if (align == ALIGN_CENTER)
    dx = -w / 2.0;
  else if (align == ALIGN_RIGHT)
    dx = -w;
  cairo_set_source_rgba (p->cr, rgb.red, rgb.green, rgb.blue, alpha);
  phl_paint_text (p->cr, p->widget, text_, x + dx, y, max_width, &style);
  return w;
}

/* The same at one size. */
static double
text (Painter    *p,
      const char *text_,
      double      x,
      double      y,
      double      size,
      gboolean    bold,
      PhlRgb      rgb,
      double      alpha,
      double      max_width,
      int         align,
      gboolean    middle)
{
  return text_shrink (p, text_, x, y, size, size, bold, rgb, alpha, max_width, align, middle);
}

/* @text_ wrapped at word boundaries in @width, its top at @y, in the
 * largest size from @size down to @min_size that fits @max_height (any
 * height when 0); only when none does is the end cut (the full words are
 * in the bar, the tooltip and the description).  Returns the height. */
static double
text_fit (Painter    *p,
          const char *text_,
          double      x,
          double      y,
          double      size,
          double      min_size,
          gboolean    bold,
          PhlRgb      rgb,
          double      alpha,
          double      width,
          double      max_height)
{
  PhlTextStyle style = {
    .size = MAX (6, size), .bold = bold, .max_height = MAX (0, max_height),
    .min_size = MAX (6, MIN (size, min_size)), .ellipsize = max_height > 0,
  };

  cairo_set_source_rgba (p->cr, rgb.red, rgb.green, rgb.blue, alpha);
  return phl_paint_text (p->cr, p->widget, text_, x, y, MAX (1, width), &style);
}

/* Wrapped to @width with its top at @y; returns its height. */
static double
text_wrap (Painter    *p,
           const char *text_,
           double      x,
           double      y,
           double      size,
           gboolean    bold,
           PhlRgb      rgb,
           double      alpha,
           double      width)
{
  return text_fit (p, text_, x, y, size, size, bold, rgb, alpha, width, 0);
}

static const PhlRgb paper = { 0.98, 0.96, 0.91 };
static const PhlRgb ink = { 0.17, 0.14, 0.12 };
static const PhlRgb cream = { 1.0, 0.95, 0.85 };
static const PhlRgb gold = { 1.0, 0.82, 0.35 };

static void
panel (cairo_t    *cr,
       const PhlAuctionRect *r,
       double      alpha)
{
  cairo_set_source_rgba (cr, paper.red, paper.green, paper.blue, alpha);
  phl_paint_rounded_rect (cr, r->x, r->y, r->w, r->h, 10);
  cairo_fill (cr);
}

static void
outline (cairo_t    *cr,
         const PhlAuctionRect *r,
         double      pad,
         PhlRgb      rgb,
         double      width)
{
  cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
  cairo_set_line_width (cr, width);
  phl_paint_rounded_rect (cr, r->x - pad, r->y - pad, r->w + 2 * pad, r->h + 2 * pad, 8 + pad);
  cairo_stroke (cr);
}

static const PhlRgb focus_rgb = { 0.21, 0.52, 0.89 };
static const PhlRgb hint_rgb = { 0.20, 0.75, 0.45 };

static void
mark_item (PhlAuctionView *self,
           cairo_t        *cr,
           int             item,
           const PhlAuctionRect     *r)
{
  if (!_phl_auction_view_item_enabled (self, item))
    return;
  if (self->focus == item && gtk_widget_has_focus (self->canvas))
    outline (cr, r, 4, focus_rgb, 3);
  else if (self->hover == item)
    outline (cr, r, 3, gold, 3);
}

/* The sale whose cards and country are highlighted: chosen, hinted,
 * under the pointer or under the keyboard focus. */
static int
shown_sale (PhlAuctionView *self)
{
  if (self->selected_sale >= 0)
    return self->selected_sale;
  if (self->hint_sale >= 0)
    return self->hint_sale;
  if (self->hover >= ITEM_SALE && self->hover < ITEM_BID)
    return self->hover - ITEM_SALE;
  if (self->focus >= ITEM_SALE && self->focus < ITEM_BID && gtk_widget_has_focus (self->canvas))
    return self->focus - ITEM_SALE;
  return -1;
}

/* How far the flying card has come (0…1), or -1 when none flies. */
static double
flight (PhlAuctionView *self)
{
  gint64 dt = g_get_monotonic_time () - self->fly_at;

  if (self->fly_at == 0 || self->fly_ms == 0 || dt >= self->fly_ms * 1000 || self->tick_callback == 0)
    return -1;
  return dt / (self->fly_ms * 1000.0);
}

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
  int idx = shown_sale (self);
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

      panel (p->cr, r, 0.95);
      if (flag)
        phl_auction_paint_flag (p->cr, c, r->x + 10, r->y + 10, fw, fh);
      text_shrink (p, phl_auction_country_name (c), r->x + fw + 16, r->y + 10 + fh / 2, name_size, 10,
                   TRUE, ink, 1, r->w - fw - 24, ALIGN_LEFT, TRUE);
      /* The treasury: bottom left, or on a short panel bottom right with
       * the words beside it wrapping short of it. */
      if (compact)
        {
          tw = text (p, money, r->x + r->w - 8, r->y + r->h - 6 - coin_r, 14, TRUE, ink, 1, -1, ALIGN_RIGHT, TRUE);
          money_w = tw + 2 * coin_r + 8;
          phl_auction_paint_coin (p->cr, r->x + r->w - 12 - tw - coin_r, r->y + r->h - 6 - coin_r, coin_r);
        }
      else
        {
          phl_auction_paint_coin (p->cr, r->x + 10 + coin_r, r->y + r->h - 10 - coin_r, coin_r);
          text (p, money, r->x + 16 + 2 * coin_r, r->y + r->h - 10 - coin_r, coin_r * 1.6, TRUE, ink, 1, -1,
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

          text_fit (p, brief, r->x + 10, below, MIN (13, r->h * 0.13), 9, TRUE, (PhlRgb) { 0.7, 0.1, 0.1 }, 1,
                    r->w - 20 - money_w, room);
        }
      else if (shown == NULL || shown->country != c)
        text_fit (p, _(buys[c]), r->x + 10, below, MIN (13, r->h * 0.13), 9, FALSE, ink, 0.75, r->w - 20 - money_w,
                  room);
      if (shown != NULL && shown->country == c)
        {
          g_autofree char *gain = NULL;

          outline (p->cr, r, 3, self->selected_sale >= 0 ? hint_rgb : gold, 4);
          /* Translators: what a sale pays: money and first day postmarks */
          gain = g_strdup_printf (ngettext ("+%d and %u postmark", "+%d and %u postmarks", shown->postmarks),
                                  shown->payout, shown->postmarks);
          text_fit (p, gain, r->x + 10, below, MIN (14, r->h * 0.14), 9, TRUE,
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

      text_shrink (p, label, r->x + r->w / 2, r->y - l->label_h / 2 - 1, MIN (14, l->label_h * 0.7), 9, TRUE, cream, 1,
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
      text_shrink (p, count, r->x + r->w / 2, r->y + r->h + 12, 12, 9, FALSE, cream, 0.85, r->w + l->gap * 1.4,
                   ALIGN_CENTER, TRUE);
      if (self->hint_pile == (int) i)
        outline (p->cr, r, 6, hint_rgb, 4);
      mark_item (self, p->cr, ITEM_PILE + i, r);
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

  text_shrink (p, _("On the block"), r->x + r->w / 2, r->y - l->label_h / 2 - 1, MIN (14, l->label_h * 0.7), 9, TRUE,
               cream, 1, r->w + l->gap * 2, ALIGN_CENTER, TRUE);
  if (live && !(flight (self) >= 0 && self->fly_to == -1))
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
      text (p, price, cx, cy, rr * 0.95 * pulse, TRUE, (PhlRgb) { 1, 1, 1 }, 1, -1, ALIGN_CENTER, TRUE);
    }
  else if (state->phase == PHL_AUCTION_PHASE_SELL && state->has_last)
    {
      price = g_strdup_printf ("%d", state->last_price);
      text (p, price, cx, cy, rr * 0.8, TRUE, gold, 1, -1, ALIGN_CENTER, TRUE);
    }
  else if (state->phase == PHL_AUCTION_PHASE_BIDS)
    text (p, "?", cx, cy, rr * 0.95, TRUE, (PhlRgb) { 1, 1, 1 }, 0.8, -1, ALIGN_CENTER, TRUE);
  else
    {
      price = g_strdup_printf ("%d", 12);
      text (p, price, cx, cy, rr * 0.8, TRUE, (PhlRgb) { 1, 1, 1 }, 0.3, -1, ALIGN_CENTER, TRUE);
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
  text (p, key, l->bell.x + l->bell.w / 2, l->bell.y + l->bell.h + 4, 12, TRUE, cream, 0.8, l->bell.w + 40,
        ALIGN_CENTER, FALSE);
  if (self->focus == ITEM_BELL && gtk_widget_has_focus (self->canvas))
    outline (p->cr, &l->bell, 2, focus_rgb, 3);
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
  text_shrink (p, _("Price"), l->price_x, l->lot.y - l->label_h / 2 - 1, MIN (14, l->label_h * 0.7), 9, TRUE, cream,
               1, l->price_r * 2 + l->gap, ALIGN_CENTER, TRUE);
  if (!_phl_auction_view_live (self))
    draw_bell (self, p, l, state, now);
  draw_bell_key (self, p, l);
}

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
  x -= text (p, money, x, cy, 16, TRUE, ink, 1, -1, ALIGN_RIGHT, TRUE) + 4;
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

  name_w = text_shrink (p, info->name, r->x + 10, b->line_y, two_lines ? 15 : 16, 11, TRUE, ink, 1,
                        two_lines ? (r->w - 20) * 0.5 : MAX (40, (holdings_x - r->x - 10) * 0.55), ALIGN_LEFT,
                        TRUE);
  tag_x = r->x + 16 + name_w;
  tag_y = b->line_y + 1;
  tag_w = MAX (10, (two_lines ? r->x + r->w - 10 : holdings_x) - tag_x);
  tag = dup_player_doing (self, state, seat, &tag_rgb);
  if (tag != NULL && tag[0] != '\0')
    text_fit (p, tag, tag_x, tag_y - 8, 12, 9, TRUE, tag_rgb, 1, tag_w, 17);
  else if (info->kind == PHL_SEAT_HUMAN)
    text_fit (p, _("person"), tag_x, tag_y - 8, 12, 9, FALSE, ink, 0.6, tag_w, 17);
  else if (info->kind == PHL_SEAT_COMPUTER)
    {
      static const char * const levels[] = { N_("easy computer"), N_("normal computer"), N_("hard computer"),
                                             N_("expert computer") };

      text_fit (p, _(levels[MIN (info->level, G_N_ELEMENTS (levels) - 1)]), tag_x, tag_y - 8, 12, 9, FALSE, ink, 0.6, tag_w, 17);
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
  int idx = shown_sale (self);

  if ((int) seat == _phl_auction_view_acting_human (self) && self->sales != NULL && idx >= 0
      && (guint) idx < self->sales->len)
    shown = &g_array_index (self->sales, PhlAuctionSale, idx);

  if (pl->n_hand == 0)
    text (p, _("no cards"), b->hand_x, b->hand_y + b->card_h / 2, 12, FALSE, ink, 0.5, -1, ALIGN_LEFT, TRUE);
  for (guint k = 0; k < pl->n_hand; k++)
    {
      double cx = b->hand_x + k * b->step;

      if (flight (self) >= 0 && self->fly_to == (int) seat && k == pl->n_hand - 1u)
        continue;
      gboolean in_sale = sale_has_card (shown, k);
      double lift = in_sale ? 3 : 0;

      phl_auction_paint_card (p->cr, cx, b->hand_y - lift, b->card_w, b->card_h, pl->hand[k]);
      if (in_sale)
        {
          PhlAuctionRect cr = { cx, b->hand_y - lift, b->card_w, b->card_h };

          outline (p->cr, &cr, 1, self->selected_sale >= 0 || self->hint_sale >= 0 ? hint_rgb : gold, 3);
        }
    }
}

static void
draw_player (PhlAuctionView        *self,
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

  panel (p->cr, r, 0.96);
  if ((int) seat == current && state->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    outline (p->cr, r, 0, gold, 4);
  if (phl_match_is_over (self->match) && (state->winners & (1u << seat)))
    outline (p->cr, r, 0, hint_rgb, 4);

  holdings_x = draw_player_holdings (p, b, state, pl);
  draw_player_name (self, p, b, state, seat, holdings_x);
  draw_player_hand (self, p, b, pl, seat);

  /* Several people: each rings with their own bell (or number key). */
  if (_phl_auction_view_item_enabled (self, ITEM_PLAYER_BELL + seat))
    {
      g_autofree char *key = g_strdup_printf ("%u", seat + 1);

      phl_auction_paint_bell (p->cr, b->bell.x + b->bell.w / 2, b->bell.y + b->bell.h * 0.45, b->bell.w * 0.6,
                              0, self->hover == (int) (ITEM_PLAYER_BELL + seat));
      text (p, key, b->bell.x + b->bell.w / 2, b->bell.y + b->bell.h * 0.9, 11, TRUE, ink, 0.8, -1,
            ALIGN_CENTER, TRUE);
      mark_item (self, p->cr, ITEM_PLAYER_BELL + seat, &b->bell);
    }
}

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
    outline (p->cr, r, 0, hint_rgb, 3);
  else if (self->hint_sale == (int) i)
    outline (p->cr, r, 2, hint_rgb, 2);
  mark_item (self, p->cr, ITEM_SALE + i, r);

  for (guint k = 0; k < 3; k++)
    {
      phl_auction_paint_card (p->cr, x, r->y + 4, cw, ch, pl->hand[sale->cards[k]]);
      x += cw + 3;
    }
  x += narrow ? 4 : 10;
  if (!narrow)
    {
      text (p, "→", x, r->y + r->h / 2, ch * 0.5, TRUE, ink, 0.7, -1, ALIGN_LEFT, TRUE);
      x += ch * 0.6;
    }
  phl_auction_paint_flag (p->cr, sale->country, x, r->y + r->h / 2 - ch * 0.22, ch * 0.66, ch * 0.44);
  x += ch * 0.66 + 8;
  x += text_shrink (p, phl_auction_country_name (sale->country), x, r->y + r->h / 2, MIN (16, MAX (11, ch * 0.5)), 9,
                    TRUE, ink, 1, r->x + r->w * (narrow ? 0.58 : 0.62) - x, ALIGN_LEFT, TRUE) + 10;
  x = MAX (x, r->x + r->w * (narrow ? 0.6 : 0.64));
  phl_auction_paint_coin (p->cr, x, r->y + r->h / 2, MIN (10, ch * 0.25));
  x += 14 + text (p, payout, x + 14, r->y + r->h / 2, MIN (16, MAX (11, ch * 0.5)), TRUE, ink, 1, -1, ALIGN_LEFT, TRUE);
  x = MAX (x + 10, r->x + r->w * (narrow ? 0.78 : 0.8));
  if (sale->postmarks == 0)
    text_fit (p, _("no postmark"), x, r->y + 2, 12, 9, FALSE, ink, 0.6, r->x + r->w - x - 4, r->h - 4);
  else
    {
      g_autofree char *marks = g_strdup_printf ("× %u", sale->postmarks);

      phl_auction_paint_postmark (p->cr, x + 8, r->y + r->h / 2, MIN (9, ch * 0.24), TRUE);
      text (p, marks, x + 20, r->y + r->h / 2, MIN (16, MAX (11, ch * 0.5)), TRUE, ink, 1, -1, ALIGN_LEFT, TRUE);
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
      text_fit (p, _("Sets you can sell:"),
                r->x + 12, l->info_text_y, 14, 10, TRUE, cream, 1, r->w - 24, heading_h);
      for (guint i = 0; i < l->n_rows; i++)
        draw_sale_row (self, p, l, &g_array_index (self->sales, PhlAuctionSale, i),
                       &state->players[human], i);
    }
  else if (state->sold)
    text_wrap (p, _("You sold a set after this auction. Take credit or repay if you like, then press Done."),
               r->x + 12, r->y + 8, 14, TRUE, cream, 1, r->w - 24);
  else
    text_wrap (p, _("None of your cards form a set you may sell now. Take credit, repay, or press Done."),
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

  text_fit (p, head, r->x + 12, l->info_text_y, 14, 10, TRUE, cream, 1, r->w - 24, heading_h);
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
        outline (p->cr, b, 0, hint_rgb, 3);
      else if (self->hint_bid == value)
        outline (p->cr, b, 2, hint_rgb, 2);
      mark_item (self, p->cr, item, b);
      text_shrink (p, label, b->x + b->w / 2, b->y + b->h / 2, MIN (18, b->h * 0.45), 10, TRUE, ink,
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
    below += text_wrap (p, notice, r->x + 12, below, 15, TRUE, cream, 1, r->w - 24) + 6;

  if (state->phase == PHL_AUCTION_PHASE_PICK && state->has_last)
    {
      g_autofree char *last = _phl_auction_view_last_auction (self);
      g_autofree char *card = _phl_auction_view_describe_card (state->last_card);
      g_autofree char *line = g_strdup_printf (_("Last auction: %s (%s)"), last, card);

      below += text_wrap (p, line, r->x + 12, below, 13, FALSE, cream, 0.9, r->w - 24) + 4;
    }
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      g_autofree char *lot = _phl_auction_view_describe_card (state->lot);
      g_autofree char *lot_line = g_strdup_printf (_("On the block: %s"), lot);

      below += text_wrap (p, lot_line, r->x + 12, below, 13, FALSE, cream, 0.9, r->w - 24) + 4;
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
  text_fit (p, hint, h.x + 10, h.y + 4, 14, 10, TRUE, (PhlRgb) { 1, 1, 1 }, 1, h.w - 20, h.h - 8);
}

static void
draw_info (PhlAuctionView        *self,
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
  draw_info (self, &p, &l, state);
  for (guint i = 0; i < state->n_players; i++)
    draw_player (self, &p, &l, state, i);

  /* The card on its way, eased in and out. */
  if (flight (self) >= 0)
    {
      double t = flight (self), e = t * t * (3 - 2 * t);
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
