/* phl-auction-layout.c — where the Stamp Auction table's parts are (GTK-free)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table takes the left three fifths: the countries along the top, then
 * the piles, the card on the block, the price dial and the bell, then the
 * decision area (sale rows, sealed-bid prices, the status).  The players'
 * panels stack on the right, in two columns when one would make their cards
 * too small.  Everything scales from about 780×400 (an 800×600 window) up to a maximised window.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "phl-auction-layout.h"

/* Below this a panel's cards would be too small to tell apart. */
#define MIN_PANEL_HEIGHT 80
/* Below this a panel has no room for the name and the money on one line. */
#define NARROW_PANEL     340
#define HEADING_ONE_LINE 24
#define HEADING_TWO_LINES 40
#define MIN_ROW_HEIGHT   30

gboolean
phl_auction_rect_contains (const PhlAuctionRect *r,
                           double                x,
                           double                y)
{
  return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

static void
layout_players (PhlAuctionLayout      *l,
                const PhlAuctionState *state,
                double                 px,
                double                 pw,
                gboolean               player_bells)
{
  double m = l->margin, g = l->gap, height = l->height;
  guint n = state->n_players, rows = n, columns = 1;
  double ph, cw;

  ph = (height - 2 * m - (rows - 1) * g) / rows;
  if (ph < MIN_PANEL_HEIGHT && n > 2)
    {
      columns = 2;
      rows = (n + 1) / 2;
      ph = (height - 2 * m - (rows - 1) * g) / rows;
    }
  ph = MIN (ph, 170);
  cw = (pw - (columns - 1) * g) / columns;
  l->player_columns = columns;

  for (guint i = 0; i < n; i++)
    {
      PhlAuctionPlayerBox *b = &l->players[i];
      const PhlAuctionPlayer *p = &state->players[i];
      guint row = i / columns, col = i % columns;
      double avail;

      b->panel = (PhlAuctionRect) { px + col * (cw + g), m + row * (ph + g), cw, ph };
      /* A narrow panel puts money and postmarks under the name, unless it is
   * short too: the cards keep their size and the words shrink. */
      b->line_y = b->panel.y + 16;
      b->stats_y = cw < NARROW_PANEL && ph >= 110 ? b->line_y + 20 : b->line_y;
      b->hand_y = b->stats_y + 14;
      b->card_h = MAX (18, b->panel.y + ph - 6 - b->hand_y);
      b->hand_x = b->panel.x + 10;
      if (player_bells)
        {
          double side = MIN (b->card_h, 48);

          b->bell = (PhlAuctionRect) { b->panel.x + cw - 10 - side, b->hand_y, side, side };
        }
      avail = cw - 20 - (player_bells ? b->bell.w + 8 : 0);
      /* A narrow panel keeps half its width for fanning the hand out. */
      b->card_h = MIN (b->card_h, avail / 2 * PHL_AUCTION_CARD_RATIO);
      b->card_w = b->card_h / PHL_AUCTION_CARD_RATIO;
      b->step = b->card_w + 4;
      if (p->n_hand > 1 && b->step * (p->n_hand - 1) + b->card_w > avail)
        b->step = MAX (2, (avail - b->card_w) / (p->n_hand - 1));
    }
}

static void
layout_bids (PhlAuctionLayout *l,
             double            top)
{
  const PhlAuctionRect *r = &l->info;
  double x0 = r->x + 8, span = r->w - 16, space = 6;
  double one_row = (span - 13 * space) / 16;

  l->has_bids = TRUE;
  if (one_row >= 28)
    {
      /* Thirteen prices, then "no bid" three prices wide. */
      double bh = MIN (48, r->y + r->h - 8 - top);

      for (guint i = 0; i < 14; i++)
        l->bids[i] = (PhlAuctionRect) { x0 + i * (one_row + space), top,
                                        i < 13 ? one_row : span - 13 * (one_row + space), bh };
    }
  else
    {
      /* Two rows: 0…7, then 8…12 and "no bid". */
      double bw = (span - 7 * space) / 8;
      double bh = MIN (44, (r->y + r->h - 8 - top - space) / 2);

      for (guint i = 0; i < 14; i++)
        {
          guint row = i < 8 ? 0 : 1, col = i < 8 ? i : i - 8;
          double y = top + row * (bh + space);

          l->bids[i] = (PhlAuctionRect) { x0 + col * (bw + space), y,
                                          i < 13 ? bw : span - col * (bw + space), bh };
        }
    }
}

void
phl_auction_layout_compute (PhlAuctionLayout      *l,
                            const PhlAuctionState *state,
                            double                 width,
                            double                 height,
                            guint                  n_sales,
                            gboolean               player_bells)
{
  double m = CLAMP (height * 0.018, 6, 18), g = m * 0.8;
  double px = floor (width * 0.6), pw = width - px - m;
  double tx = m, tw = px - 2 * m;
  double ch, my, mh, card_h, card_w, pile_w, pile_h, bell_u, x, heading, top;

  g_return_if_fail (l != NULL && state != NULL);

  memset (l, 0, sizeof *l);
  l->width = width;
  l->height = height;
  l->margin = m;
  l->gap = g;
  l->n_players = state->n_players;

  layout_players (l, state, px, pw, player_bells);

  /* The countries along the top of the table. */
  ch = CLAMP (height * 0.2, 56, 150);
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    l->countries[c] = (PhlAuctionRect) { tx + c * ((tw - 2 * g) / 3 + g), m, (tw - 2 * g) / 3, ch };

  /* Piles, the card on the block, the price dial, the bell; a label row
   * above them, and the pile counts under the (smaller) piles. */
  my = m + ch + g;
  mh = CLAMP (height * 0.34, 92, 330);
  l->label_h = CLAMP (height * 0.035, 18, 24);
  card_h = mh - l->label_h - 4;
  card_w = card_h / PHL_AUCTION_CARD_RATIO;
  pile_h = card_h * 0.8;
  pile_w = pile_h / PHL_AUCTION_CARD_RATIO;
  bell_u = MIN (mh * 0.55, tw * 0.14);
  l->price_r = MIN (mh * 0.36, tw * 0.11);
  /* Shrink the cards when the row is too narrow. */
  while (2 * pile_w + card_w + 2 * l->price_r + bell_u * 1.3 + 7 * g > tw && card_h > 60)
    {
      card_h *= 0.94;
      card_w = card_h / PHL_AUCTION_CARD_RATIO;
      pile_h = card_h * 0.8;
      pile_w = pile_h / PHL_AUCTION_CARD_RATIO;
    }
  x = tx;
  for (guint i = 0; i < 2; i++)
    {
      l->piles[i] = (PhlAuctionRect) { x, my + l->label_h, pile_w, pile_h };
      x += pile_w + g * 1.5;
    }
  x += g;
  l->lot = (PhlAuctionRect) { x, my + l->label_h, card_w, card_h };
  x += card_w + g * 2;
  l->price_x = x + l->price_r;
  l->price_y = my + l->label_h + card_h / 2;
  l->bell = (PhlAuctionRect) { tx + tw - bell_u * 1.3, l->price_y - bell_u * 0.7, bell_u * 1.3, bell_u * 1.2 };
  if (l->bell.x < l->price_x + l->price_r + g)
    l->bell.x = l->price_x + l->price_r + g;

  /* The decision area below. */
  l->info = (PhlAuctionRect) { tx, my + mh + g, tw, height - m - (my + mh + g) };
  l->info_text_y = l->info.y + 8;
  /* A narrow table gives the heading two lines, unless it is short too
   * (the painter then shrinks the words to one line). */
  heading = tw < 600 && height >= 380 ? HEADING_TWO_LINES : HEADING_ONE_LINE;
  top = l->info_text_y + heading;

  if (n_sales > 0 && state->phase == PHL_AUCTION_PHASE_SELL)
    {
      double avail = l->info.y + l->info.h - 6 - top;
      guint fit = (guint) MAX (0, floor (avail / MIN_ROW_HEIGHT));
      double rh;

      l->n_rows = MIN (n_sales, MIN (fit, PHL_AUCTION_MAX_ROWS));
      rh = l->n_rows > 0 ? CLAMP (avail / l->n_rows, MIN_ROW_HEIGHT, 58) : 0;
      for (guint i = 0; i < l->n_rows; i++)
        l->rows[i] = (PhlAuctionRect) { tx + 8, top + i * rh, tw - 16, rh - 4 };
    }
  if (state->phase == PHL_AUCTION_PHASE_BIDS)
    layout_bids (l, top);
}

int
phl_auction_layout_hit (const PhlAuctionLayout *l,
                        double                  x,
                        double                  y)
{
  g_return_val_if_fail (l != NULL, PHL_AUCTION_ITEM_NONE);

  for (guint i = 0; i < 2; i++)
    if (phl_auction_rect_contains (&l->piles[i], x, y))
      return PHL_AUCTION_ITEM_PILE + i;
  if (phl_auction_rect_contains (&l->bell, x, y) || phl_auction_rect_contains (&l->lot, x, y)
      || hypot (x - l->price_x, y - l->price_y) < l->price_r)
    return PHL_AUCTION_ITEM_BELL;
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    if (phl_auction_rect_contains (&l->countries[c], x, y))
      return PHL_AUCTION_ITEM_COUNTRY + c;
  for (guint i = 0; i < l->n_rows; i++)
    if (phl_auction_rect_contains (&l->rows[i], x, y))
      return PHL_AUCTION_ITEM_SALE + i;
  if (l->has_bids)
    for (guint i = 0; i < 14; i++)
      if (phl_auction_rect_contains (&l->bids[i], x, y))
        return i < 13 ? PHL_AUCTION_ITEM_BID + (int) i : PHL_AUCTION_ITEM_BID_NONE;
  for (guint s = 0; s < l->n_players; s++)
    if (l->players[s].bell.w > 0 && phl_auction_rect_contains (&l->players[s].bell, x, y))
      return PHL_AUCTION_ITEM_PLAYER_BELL + s;
  return PHL_AUCTION_ITEM_NONE;
}

gboolean
phl_auction_layout_item_rect (const PhlAuctionLayout *l,
                              int                     item,
                              PhlAuctionRect         *rect)
{
  const PhlAuctionRect *r = NULL;

  g_return_val_if_fail (l != NULL && rect != NULL, FALSE);

  if (item == PHL_AUCTION_ITEM_PILE || item == PHL_AUCTION_ITEM_PILE + 1)
    r = &l->piles[item - PHL_AUCTION_ITEM_PILE];
  else if (item == PHL_AUCTION_ITEM_BELL)
    r = &l->bell;
  else if (item >= PHL_AUCTION_ITEM_COUNTRY && item < PHL_AUCTION_ITEM_COUNTRY + PHL_AUCTION_N_COUNTRIES)
    r = &l->countries[item - PHL_AUCTION_ITEM_COUNTRY];
  else if (item >= PHL_AUCTION_ITEM_SALE && item < PHL_AUCTION_ITEM_SALE + (int) l->n_rows)
    r = &l->rows[item - PHL_AUCTION_ITEM_SALE];
  else if (l->has_bids && item >= PHL_AUCTION_ITEM_BID && item <= PHL_AUCTION_ITEM_BID + 12)
    r = &l->bids[item - PHL_AUCTION_ITEM_BID];
  else if (l->has_bids && item == PHL_AUCTION_ITEM_BID_NONE)
    r = &l->bids[13];
  else if (item >= PHL_AUCTION_ITEM_PLAYER_BELL && item < PHL_AUCTION_ITEM_PLAYER_BELL + (int) l->n_players
           && l->players[item - PHL_AUCTION_ITEM_PLAYER_BELL].bell.w > 0)
    r = &l->players[item - PHL_AUCTION_ITEM_PLAYER_BELL].bell;
  if (r == NULL)
    return FALSE;
  *rect = *r;
  return TRUE;
}

double
phl_auction_shared_text_size (const double *widths,
                              const double *rooms,
                              guint         n,
                              double        size,
                              double        min_size)
{
  double shared = size;

  for (guint i = 0; i < n; i++)
    if (widths[i] > 0 && widths[i] > rooms[i])
      shared = MIN (shared, size * MAX (0, rooms[i]) / widths[i]);
  return MAX (min_size, floor (shared * 2) / 2);
}
