/* phl-auction-input.c — the Stamp Auction table's mouse and keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which items of the table are live for the person at the screen, what a
 * click, the arrow keys and Enter do to them, and the canvas's tooltips.
 * Positions come from phl-auction-layout.c, the same as the painting's.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-auction-view-private.h"
#include "phl-game-view.h"
#include "phl-layered-area.h"

/* ---- Which items are live --------------------------------------------------- */

void
_phl_auction_view_layout (PhlAuctionView   *self,
                          PhlAuctionLayout *layout)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);

  phl_auction_layout_compute (layout, state, gtk_widget_get_width (self->canvas),
                              gtk_widget_get_height (self->canvas),
                              self->sales != NULL ? self->sales->len : 0,
                              phl_match_count_people (self->match) > 1);
}

gboolean
_phl_auction_view_item_enabled (PhlAuctionView *self,
                                int             item)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int human = _phl_auction_view_acting_human (self);

  if (item == ITEM_PILE || item == ITEM_PILE + 1)
    return state->phase == PHL_AUCTION_PHASE_PICK && human >= 0 && state->pile_len[item - ITEM_PILE] > 0;
  if (item == ITEM_BELL)
    return state->phase == PHL_AUCTION_PHASE_COUNTDOWN && _phl_auction_view_bell_seat (self) >= 0;
  if (item >= ITEM_SALE && item < ITEM_SALE + MAX_ROWS)
    {
      PhlAuctionLayout l;

      /* Only the rows that show: the keyboard never lands on a hidden one. */
      if (self->sales == NULL)
        return FALSE;
      _phl_auction_view_layout (self, &l);
      return (guint) (item - ITEM_SALE) < l.n_rows;
    }
  if (item >= ITEM_BID && item <= ITEM_BID + 12)
    return state->phase == PHL_AUCTION_PHASE_BIDS && human >= 0
           && state->players[human].money >= item - ITEM_BID;
  if (item == ITEM_BID_NONE)
    return state->phase == PHL_AUCTION_PHASE_BIDS && human >= 0;
  if (item >= ITEM_PLAYER_BELL && item < ITEM_PLAYER_BELL + PHL_MAX_SEATS)
    {
      guint seat = item - ITEM_PLAYER_BELL;

      return state->phase == PHL_AUCTION_PHASE_COUNTDOWN && seat < state->n_players
             && phl_match_count_people (self->match) > 1 && phl_match_seat_is_person (self->match, seat)
             && !(state->excluded & (1u << seat));
    }
  return FALSE;
}

/* The live item at (@x, @y), or ITEM_NONE. */
static int
hit_test (PhlAuctionView *self,
          double          x,
          double          y)
{
  PhlAuctionLayout l;
  int item;

  _phl_auction_view_layout (self, &l);
  item = phl_auction_layout_hit (&l, x, y);
  return _phl_auction_view_item_enabled (self, item) ? item : ITEM_NONE;
}

static void
activate_item (PhlAuctionView *self,
               int             item)
{
  if (!_phl_auction_view_item_enabled (self, item))
    return;
  if (item == ITEM_PILE || item == ITEM_PILE + 1)
    {
      PhlAuctionMove move = { .kind = PHL_AUCTION_MOVE_TAKE, .pile = item - ITEM_PILE };
      g_autofree char *action = phl_auction_move_to_action (&move);

      phl_game_view_submit (PHL_GAME_VIEW (self), action);
    }
  else if (item == ITEM_BELL)
    _phl_auction_view_ring (self, _phl_auction_view_bell_seat (self));
  else if (item >= ITEM_PLAYER_BELL)
    _phl_auction_view_ring (self, item - ITEM_PLAYER_BELL);
  else if (item >= ITEM_SALE && item < ITEM_BID)
    {
      /* A second click on the chosen set sells it. */
      if (self->selected_sale == item - ITEM_SALE)
        gtk_widget_activate_action (GTK_WIDGET (self), "auction.sell", NULL);
      else
        {
          self->selected_sale = item - ITEM_SALE;
          _phl_auction_view_refresh (self);
        }
    }
  else if (item >= ITEM_BID)
    {
      int bid = item == ITEM_BID_NONE ? PHL_AUCTION_NO_BID : item - ITEM_BID;

      if (self->selected_bid == bid)
        gtk_widget_activate_action (GTK_WIDGET (self), "auction.bid", NULL);
      else
        {
          self->selected_bid = bid;
          _phl_auction_view_refresh (self);
        }
    }
}

/* The live items in reading order, for the arrow keys. */
static guint
live_items (PhlAuctionView *self,
            int            *items)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  guint n = 0;

  for (int i = 0; i < 2; i++)
    if (_phl_auction_view_item_enabled (self, ITEM_PILE + i))
      items[n++] = ITEM_PILE + i;
  if (_phl_auction_view_item_enabled (self, ITEM_BELL))
    items[n++] = ITEM_BELL;
  for (int i = 0; i < MAX_ROWS; i++)
    if (_phl_auction_view_item_enabled (self, ITEM_SALE + i))
      items[n++] = ITEM_SALE + i;
  for (int i = 0; i <= 12; i++)
    if (_phl_auction_view_item_enabled (self, ITEM_BID + i))
      items[n++] = ITEM_BID + i;
  if (_phl_auction_view_item_enabled (self, ITEM_BID_NONE))
    items[n++] = ITEM_BID_NONE;
  for (guint s = 0; s < state->n_players; s++)
    if (_phl_auction_view_item_enabled (self, ITEM_PLAYER_BELL + s))
      items[n++] = ITEM_PLAYER_BELL + s;
  return n;
}

/* ---- Input ----------------------------------------------------------------- */

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           PhlAuctionView           *self)
{
  int item = hit_test (self, x, y);

  if (item != self->hover)
    {
      self->hover = item;
      gtk_widget_set_cursor_from_name (self->canvas, item != ITEM_NONE ? "pointer" : NULL);
      phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
    }
}

static void
on_leave (GtkEventControllerMotion *motion,
          PhlAuctionView           *self)
{
  if (self->hover != ITEM_NONE)
    {
      self->hover = ITEM_NONE;
      phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
    }
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            PhlAuctionView  *self)
{
  int item = hit_test (self, x, y);

  gtk_widget_grab_focus (self->canvas);
  /* The bell rings on press: every millisecond counts. */
  if (item == ITEM_BELL || item >= ITEM_PLAYER_BELL)
    activate_item (self, item);
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             PhlAuctionView  *self)
{
  int item = hit_test (self, x, y);

  if (item != ITEM_NONE && item != ITEM_BELL && item < ITEM_PLAYER_BELL)
    {
      self->focus = item;
      activate_item (self, item);
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        modifiers,
                PhlAuctionView        *self)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  int items[64];
  guint n = live_items (self, items);
  int at = -1;

  if (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  /* Space is the bell (see the view's key handler), never anything else. */
  if (keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space)
    return state->phase == PHL_AUCTION_PHASE_COUNTDOWN;

  for (guint i = 0; i < n; i++)
    if (items[i] == self->focus)
      at = i;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_Up:
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      if (n == 0)
        return FALSE;
      if (at < 0)
        at = 0;
      else if (keyval == GDK_KEY_Left || keyval == GDK_KEY_Up)
        at = (at + n - 1) % n;
      else
        at = (at + 1) % n;
      self->focus = items[at];
      _phl_auction_view_refresh (self);
      return TRUE;

    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if (at >= 0)
        {
          activate_item (self, self->focus);
          return TRUE;
        }
      return FALSE;

    case GDK_KEY_d:
    case GDK_KEY_D:
      {
        /* The details on demand: every player's standing and the
         * treasuries, kept out of what each arrow says. */
        g_autofree char *scores = _phl_auction_view_scores (self);

        phl_game_view_announce (PHL_GAME_VIEW (self), scores);
        return TRUE;
      }

    default:
      return FALSE;
    }
}

static void
on_focus_changed (PhlAuctionView *self)
{
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}

/* Over a country the seller may not sell to, the reason in full; over a
 * live item, what it does. */
static gboolean
on_query_tooltip (GtkWidget      *widget,
                  int             x,
                  int             y,
                  gboolean        keyboard,
                  GtkTooltip     *tooltip,
                  PhlAuctionView *self)
{
  PhlAuctionLayout l;
  g_autofree char *text = NULL;
  PhlAuctionRect r;
  int item;

  _phl_auction_view_layout (self, &l);
  item = keyboard ? self->focus : phl_auction_layout_hit (&l, x, y);
  if (item >= ITEM_COUNTRY && item < ITEM_COUNTRY + PHL_AUCTION_N_COUNTRIES)
    text = _phl_auction_view_country_refusal (self, item - ITEM_COUNTRY);
  else if (_phl_auction_view_item_enabled (self, item) && item != ITEM_BELL)
    {
      int saved = self->focus;

      self->focus = item;
      text = _phl_auction_view_describe_focus (self);
      self->focus = saved;
    }
  if (text == NULL || !phl_auction_layout_item_rect (&l, item, &r))
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) r.x, (int) r.y, (int) r.w, (int) r.h });
  return TRUE;
}

void
_phl_auction_view_canvas_setup (PhlAuctionView *self)
{
  GtkWidget *canvas = self->canvas;
  GtkEventController *controller;
  GtkGesture *click;

  phl_layered_area_set_funcs (PHL_LAYERED_AREA (canvas), _phl_auction_view_draw, _phl_auction_view_snapshot_live, self);
  gtk_widget_set_has_tooltip (canvas, TRUE);
  g_signal_connect (canvas, "query-tooltip", G_CALLBACK (on_query_tooltip), self);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (canvas, controller);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (canvas, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (canvas, controller);

  g_signal_connect_swapped (canvas, "notify::has-focus", G_CALLBACK (on_focus_changed), self);
}

/* What a screen reader says about the item under the keyboard focus. */
