/* phl-auction-paint.h — cairo drawing of Stamp Auction cards, flags and props
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Colour is never the only cue: a card's colour also shows as the border
 * pattern of the stamp (red dots, blue stripes, yellow zigzag), its motif as
 * an icon (ball, paw, medal), its issuing country as a written code and its
 * flag by shape (Andorra three upright bands, Liechtenstein two bands with a
 * crown, Monaco two plain bands).
 */
#pragma once

#include <cairo.h>

#include "phl-paint.h"
#include "auction/phl-auction.h"

G_BEGIN_DECLS

PhlRgb phl_auction_colour_rgb         (PhlAuctionColour  colour);
/* The country's own accent (from its flag). */
PhlRgb phl_auction_country_rgb        (PhlAuctionCountry country);
/* Three-letter code printed on the cards: AND, LIE, MON. */
const char *phl_auction_country_code  (PhlAuctionCountry country);

void   phl_auction_paint_card         (cairo_t          *cr,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            height,
                                       PhlAuctionCard    card);
void   phl_auction_paint_card_back    (cairo_t          *cr,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            height);
void   phl_auction_paint_flag         (cairo_t          *cr,
                                       PhlAuctionCountry country,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            height);
/* In the current source colour. */
void   phl_auction_paint_motif        (cairo_t          *cr,
                                       PhlAuctionMotif   motif,
                                       double            cx,
                                       double            cy,
                                       double            size);
/* @swing: -1…1, how far the bell is tilted (rings). */
void   phl_auction_paint_bell         (cairo_t          *cr,
                                       double            cx,
                                       double            cy,
                                       double            size,
                                       double            swing,
                                       gboolean          highlight);
void   phl_auction_paint_coin         (cairo_t          *cr,
                                       double            cx,
                                       double            cy,
                                       double            radius);
void   phl_auction_paint_postmark     (cairo_t          *cr,
                                       double            cx,
                                       double            cy,
                                       double            radius,
                                       gboolean          filled);
void   phl_auction_paint_credit_card  (cairo_t          *cr,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            height);

G_END_DECLS
