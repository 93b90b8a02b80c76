/* phl-auction-view-private.h — the Stamp Auction view's parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "auction/phl-auction.h"
#include "phl-auction-layout.h"
#include "phl-auction-view.h"
#include "phl-game-view.h"

G_BEGIN_DECLS

/* Short names for the table's items (phl-auction-layout.h). */
#define ITEM_NONE        PHL_AUCTION_ITEM_NONE
#define ITEM_PILE        PHL_AUCTION_ITEM_PILE
#define ITEM_BELL        PHL_AUCTION_ITEM_BELL
#define ITEM_COUNTRY     PHL_AUCTION_ITEM_COUNTRY
#define ITEM_SALE        PHL_AUCTION_ITEM_SALE
#define ITEM_BID         PHL_AUCTION_ITEM_BID
#define ITEM_BID_NONE    PHL_AUCTION_ITEM_BID_NONE
#define ITEM_PLAYER_BELL PHL_AUCTION_ITEM_PLAYER_BELL
#define MAX_ROWS         PHL_AUCTION_MAX_ROWS

struct _PhlAuctionView
{
  PhlGameView      parent_instance;

  PhlMatch        *match;
  /* The settings it follows, as properties the window binds. */
  gboolean         sounds;
  char            *tempo;            /* "slow", "normal", "fast" */

  GtkWidget       *board;
  GtkWidget       *canvas;
  GtkWidget       *explain;
  GtkWidget       *buttons;
  GtkWidget       *continue_button;
  GtkWidget       *ring_button;
  GtkWidget       *sell_button;
  GtkWidget       *credit_button;
  GtkWidget       *repay_money_button;
  GtkWidget       *repay_postmark_button;
  GtkWidget       *pass_button;
  GtkWidget       *bid_button;

  /* The countdown, driven by this view (the computers are paused). */
  guint            tick_source;
  guint            ring_source;
  gint64           shown_at;       /* when the price showing appeared */
  guint            step_ms;
  /* The countdown stands still while paused (P) or while the player is
   * away from the board: a menu, a popover or a dialog open. */
  gboolean         paused;
  gboolean         away;
  /* The experts' bell for the countdown running (phl-auction-clock.c):
   * their ring prices, thought out off the main thread when it starts. */
  GCancellable    *bell_cancellable;
  guint            bell_key;       /* the countdown they are for; 0: none */
  int              bell[PHL_MAX_SEATS];

  /* What the last action did, read from it (for the motion and sounds). */
  guint            n_seen;         /* actions seen by update() */
  gboolean         started;
  gint64           bell_at;
  gint64           price_at;
  guint            tick_callback;
  /* A card flew in the last frame (phl-auction-clock.c). */
  gboolean         flying;
  int              arc_frame;
  int              revealed_bids[PHL_MAX_SEATS];
  gboolean         show_revealed;

  /* A card on its way: from a pile (0, 1) or the block (-1) to the block
   * (-1) or a seat's hand (0…5). */
  PhlAuctionCard   fly_card;
  int              fly_from;
  int              fly_to;
  gint64           fly_at;
  guint            fly_ms;         /* 0: no motion */

  /* A sell turn passed over (the buyer could sell only where they just
   * bought): said, and the computers wait until Continue. */
  guint            skip_checked;   /* the auction (n_auctions) looked at */
  int              skip_seat;      /* -1: no notice showing */
  PhlAuctionCountry skip_country;

  /* Decisions of the person at the screen. */
  GArray          *sales;          /* PhlAuctionSale, when selling */
  int              selected_sale;
  int              selected_bid;   /* -2 none chosen, -1 no bid, 0…12 */
  int              hover;
  int              focus;

  /* The hint shown on the board (the base shows its words). */
  int              hint_sale;
  int              hint_pile;
  int              hint_bid;
  gboolean         hint_credit, hint_repay_money, hint_repay_postmark, hint_pass;
  /* A hint asked for during a countdown follows the falling price; a
   * screen reader hears it again only when its advice changes. */
  gboolean         countdown_hint;
  char            *countdown_said;
  guint            hint_n;         /* actions when the hint was shown */

  GtkMediaStream  *tick_sound;
  GtkMediaStream  *bell_sound;
};

/* phl-auction-view.c */
const char *_phl_auction_view_seat_name     (PhlAuctionView *self,
                                             guint           seat);
int         _phl_auction_view_bell_seat     (PhlAuctionView *self);
int         _phl_auction_view_acting_human  (PhlAuctionView *self);
char       *_phl_auction_view_describe_card (PhlAuctionCard  card);
void        _phl_auction_view_ring          (PhlAuctionView *self,
                                             int             seat);
void        _phl_auction_view_refresh       (PhlAuctionView *self);

/* phl-auction-clock.c */
void        _phl_auction_view_play_sound    (PhlAuctionView  *self,
                                             GtkMediaStream **stream,
                                             const char      *name);
void        _phl_auction_view_schedule_countdown (PhlAuctionView *self);
void        _phl_auction_view_stop_countdown (PhlAuctionView *self);
/* Whether the countdown stands still (paused, or the player away). */
gboolean    _phl_auction_view_countdown_held (PhlAuctionView *self);
/* The pause key is down or a menu or dialog is open, asked afresh (the
 * game view's is_held: a beat after a sale waits too). */
gboolean    _phl_auction_view_is_held (PhlGameView *view);
/* How long a sale's result stays before the next step: one and a half
 * steps of the "auction-tempo". */
guint       _phl_auction_view_beat_ms (PhlAuctionView *self);
/* P: pauses the countdown or lets it go on. */
void        _phl_auction_view_toggle_pause  (PhlAuctionView *self);
/* Stops the experts' thinking about the bell (on dispose). */
void        _phl_auction_view_stop_bell     (PhlAuctionView *self);
void        _phl_auction_view_animate       (PhlAuctionView *self);

/* phl-auction-input.c */
void        _phl_auction_view_canvas_setup  (PhlAuctionView *self);
/* The table laid out in the canvas as it is now. */
void        _phl_auction_view_layout        (PhlAuctionView   *self,
                                             PhlAuctionLayout *layout);
/* Whether @item takes a click or the keyboard now. */
gboolean    _phl_auction_view_item_enabled  (PhlAuctionView *self,
                                             int             item);

/* phl-auction-draw.c */
void        _phl_auction_view_draw          (GtkDrawingArea *area,
                                             cairo_t        *cr,
                                             int             width,
                                             int             height,
                                             gpointer        user_data);
/* Whether the dial and the bell are drawn live (the frame clock runs). */
gboolean    _phl_auction_view_live          (PhlAuctionView *self);
/* PhlLayeredArea's live layer: the countdown's dial and the bell. */
void        _phl_auction_view_snapshot_live (GtkWidget      *area,
                                             GtkSnapshot    *snapshot,
                                             int             width,
                                             int             height,
                                             gpointer        user_data);

/* phl-auction-a11y.c */
char       *_phl_auction_view_describe_focus (PhlAuctionView *self);
char       *_phl_auction_view_scores        (PhlAuctionView *self);
/* Why the person selling may not sell to @country now, or NULL. */
char       *_phl_auction_view_country_refusal (PhlAuctionView    *self,
                                               PhlAuctionCountry  country);
void        _phl_auction_view_update_accessible (PhlAuctionView *self);

/* phl-auction-text.c */
char       *_phl_auction_view_status        (PhlAuctionView *self);
char       *_phl_auction_view_last_auction  (PhlAuctionView *self);
/* The countdown's instruction without its price (the same every tick). */
char       *_phl_auction_view_countdown_status (PhlAuctionView *self);
/* The notice of a sell turn passed over, or NULL. */
char       *_phl_auction_view_skip_notice   (PhlAuctionView *self);
char       *_phl_auction_view_show_hint     (PhlGameView    *view,
                                             const char     *action);
char       *_phl_auction_view_explain_hint  (gconstpointer   state,
                                             guint           seat,
                                             const char     *action);
/* The countdown hint for the person at the screen, or NULL. */
char       *_phl_auction_view_countdown_hint (PhlAuctionView *self);
const PhlRulesSection *_phl_auction_view_get_rules (PhlGameView *view);

/* phl-auction-anchors.c: where Learn to Play points (docs/guides.md) */
gboolean    phl_auction_view_get_anchor     (PhlGameView     *view,
                                             const char      *anchor,
                                             graphene_rect_t *rect);

/* phl-auction-end.c */
GtkWidget  *_phl_auction_view_create_end_details (PhlGameView *view);
char       *_phl_auction_view_describe_score     (PhlGameView   *view,
                                                  int            score);
void        _phl_auction_view_fill_score_chart   (PhlGameView   *view,
                                                  PhlScoreChart *chart);

G_END_DECLS
