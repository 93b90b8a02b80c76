/* phl-auction-view.h — the Stamp Auction play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-game-view.h"
#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_AUCTION_VIEW (phl_auction_view_get_type ())

G_DECLARE_FINAL_TYPE (PhlAuctionView, phl_auction_view, PHL, AUCTION_VIEW, PhlGameView)

GtkWidget *phl_auction_view_new (PhlMatch *match);

G_END_DECLS
