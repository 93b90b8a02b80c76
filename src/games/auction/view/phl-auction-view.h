/* phl-auction-view.h — the Stamp Auction play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_AUCTION_VIEW (phl_auction_view_get_type ())

G_DECLARE_FINAL_TYPE (PhlAuctionView, phl_auction_view, PHL, AUCTION_VIEW, GtkWidget)

GtkWidget *phl_auction_view_new                  (PhlMatch *match);

/* Who drives a running countdown.  The view does, in real time, at the
 * "auction-tempo" setting: it submits "tick" and rings for the computer
 * seats after their reaction time, while the people ring with the bell.
 * PhlGameRules.choose_action would instead play every seat as a computer
 * (people included) at the AI runner's pace, so while this returns TRUE a
 * runner must not act; the view keeps the runner out by stopping the
 * match's "changed" emission during a countdown (the runner connects after
 * the view).  TRUE whenever @match is in a Stamp Auction countdown. */
gboolean   phl_auction_view_drives_countdown     (PhlMatch *match);

G_END_DECLS
