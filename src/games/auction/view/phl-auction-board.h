/* phl-auction-board.h — the Stamp Auction board: the table and its decision bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PHL_TYPE_AUCTION_BOARD (phl_auction_board_get_type ())

G_DECLARE_FINAL_TYPE (PhlAuctionBoard, phl_auction_board, PHL, AUCTION_BOARD, GtkWidget)

/* A part of the board by its id in phl-auction-board.ui ("canvas",
 * "explain", "buttons", "sell_button", …). */
GtkWidget *phl_auction_board_get_part (PhlAuctionBoard *self,
                                       const char      *id);

G_END_DECLS
