/* phl-auction-layout.h — where the Stamp Auction table's parts are (GTK-free)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One geometry for drawing, hit-testing, the keyboard and the UI tests:
 * what is drawn is what is clicked, and a test clicks at a point computed
 * from it rather than at fixed pixels.
 */
#pragma once

#include <glib.h>

#include "auction/phl-auction.h"

G_BEGIN_DECLS

#define PHL_AUCTION_CARD_RATIO 1.32
/* Sale rows shown at most (the best first; phl_auction_list_sales order). */
#define PHL_AUCTION_MAX_ROWS   8

/* Items of the table, for hover, focus, clicks and tests. */
enum
{
  PHL_AUCTION_ITEM_NONE = -1,
  PHL_AUCTION_ITEM_PILE = 0,          /* + pile (0, 1) */
  PHL_AUCTION_ITEM_BELL = 2,          /* the bell, the price dial and the card on the block */
  PHL_AUCTION_ITEM_COUNTRY = 10,      /* + country: not clickable, has a tooltip */
  PHL_AUCTION_ITEM_SALE = 100,        /* + row */
  PHL_AUCTION_ITEM_BID = 200,         /* + price 0…12 */
  PHL_AUCTION_ITEM_BID_NONE = 299,
  PHL_AUCTION_ITEM_PLAYER_BELL = 300, /* + seat */
};

typedef struct
{
  double x, y, w, h;
} PhlAuctionRect;

typedef struct
{
  PhlAuctionRect panel;
  PhlAuctionRect bell;   /* a person's own bell (several people at the table) */
  double         hand_x, hand_y, card_w, card_h, step;
  double         line_y;  /* the middle of the name line */
  double         stats_y; /* the middle of the money and postmarks line */
} PhlAuctionPlayerBox;

typedef struct
{
  double              width, height, margin, gap;
  PhlAuctionRect      countries[PHL_AUCTION_N_COUNTRIES];
  PhlAuctionRect      piles[2];
  PhlAuctionRect      lot;
  double              label_h;      /* the labels above piles, block and dial */
  double              price_x, price_y, price_r;
  PhlAuctionRect      bell;
  PhlAuctionRect      info;         /* the decision area below the block */
  double              info_text_y;  /* where its heading or status starts */
  guint               n_players;
  guint               player_columns;
  PhlAuctionPlayerBox players[PHL_MAX_SEATS];
  guint               n_rows;       /* sale rows shown */
  PhlAuctionRect      rows[PHL_AUCTION_MAX_ROWS];
  gboolean            has_bids;
  PhlAuctionRect      bids[14];     /* prices 0…12, then "no bid" */
} PhlAuctionLayout;

/* Lays out @state's table in @width × @height pixels. @n_sales is how many
 * sets the person at the screen may sell now (rows beyond what fits are
 * left out: n_rows says how many show); @player_bells: several people share
 * the screen and each rings with a bell on their panel. */
void     phl_auction_layout_compute   (PhlAuctionLayout      *layout,
                                       const PhlAuctionState *state,
                                       double                 width,
                                       double                 height,
                                       guint                  n_sales,
                                       gboolean               player_bells);
/* The item drawn at (@x, @y), enabled or not, or PHL_AUCTION_ITEM_NONE. */
int      phl_auction_layout_hit       (const PhlAuctionLayout *layout,
                                       double                  x,
                                       double                  y);
/* The rectangle of @item; FALSE when this layout has no such item. */
gboolean phl_auction_layout_item_rect (const PhlAuctionLayout *layout,
                                       int                     item,
                                       PhlAuctionRect         *rect);
gboolean phl_auction_rect_contains    (const PhlAuctionRect   *rect,
                                       double                  x,
                                       double                  y);
/* One size for a row of names that must look alike (the countries):
 * @widths are their widths at @size, @rooms the widths they may take.
 * Returns the largest size from @size down to @min_size at which every
 * name fits its room, text widths growing with the size. */
double   phl_auction_shared_text_size (const double           *widths,
                                       const double           *rooms,
                                       guint                   n,
                                       double                  size,
                                       double                  min_size);

G_END_DECLS
