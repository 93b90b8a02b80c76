/* phl-auction-view.c — the Stamp Auction play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PhlGameView: the base owns the toolbar, hint, undo, log, hand-over and
 * end pages.  This view brings the board (the table canvas and the bar of
 * the decisions: sell, credit, repay, done, sealed bid, ring) and follows
 * the match in update().
 *
 * Real time: during a countdown this view is the auctioneer's voice.  The
 * computers are paused (phl_game_view_set_computers_paused); the view
 * submits "tick" at the "auction-tempo" setting, rings for the computer
 * seats when the price reaches their ring price after their reaction time,
 * and rings for a person who clicks the bell or presses Space.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "auction/phl-auction.h"
#include "phl-auction-board.h"
#include "phl-auction-paint.h"
#include "phl-auction-view.h"
#include "phl-auction-view-private.h"
#include "phl-change.h"
#include "phl-layered-area.h"

G_DEFINE_FINAL_TYPE (PhlAuctionView, phl_auction_view, PHL_TYPE_GAME_VIEW)

static const PhlAuctionState *
get_state (PhlAuctionView *self)
{
  return phl_match_get_state (self->match);
}

/* ---- Seats ----------------------------------------------------------------- */

const char *
_phl_auction_view_seat_name (PhlAuctionView *self,
                             guint           seat)
{
  return phl_match_get_seat (self->match, seat)->name;
}

/* The person the bell and Space ring for: the first human seat that may
 * ring (several people use their panel's bell or the number keys). */
int
_phl_auction_view_bell_seat (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);

  for (guint i = 0; i < state->n_players; i++)
    if (phl_match_seat_is_person (self->match, i) && !(state->excluded & (1u << i)))
      return i;
  return -1;
}

/* The human whose decision the screen waits for, once at the screen
 * (not while a hand-over page shows), or -1. */
int
_phl_auction_view_acting_human (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);

  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN || !phl_game_view_get_can_act (PHL_GAME_VIEW (self)))
    return -1;
  return phl_match_get_current_seat (self->match);
}

char *
_phl_auction_view_describe_card (PhlAuctionCard card)
{
  /* Translators: a stamp card: issuing country, motif, colour, flag,
   * e.g. "Monaco, Sports, Red, flag of Andorra" */
  return g_strdup_printf (_("%s, %s, %s, flag of %s"),
                          phl_auction_country_name (phl_auction_card_country (card)),
                          phl_auction_motif_name (phl_auction_card_motif (card)),
                          phl_auction_colour_name (phl_auction_card_colour (card)),
                          phl_auction_country_name (phl_auction_card_flag (card)));
}

/* ---- Submitting ------------------------------------------------------------ */

/* The countdown's actions come from whoever rings, whatever the turn (the
 * "current seat" is the auctioneer), and the clock's ticks from the view:
 * the engine decides who may ring.  Every other decision waits for its
 * seat, as in any game. */
static gboolean
phl_auction_view_may_submit (PhlGameView *view)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);

  if (get_state (self)->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    return TRUE;
  return PHL_GAME_VIEW_CLASS (phl_auction_view_parent_class)->may_submit (view);
}

static void
submit_move (PhlAuctionView     *self,
             PhlAuctionMoveKind  kind)
{
  g_autofree char *action = phl_auction_move_to_action (&(PhlAuctionMove) { .kind = kind });

  phl_game_view_submit (PHL_GAME_VIEW (self), action);
}

/* ---- Following the match --------------------------------------------------- */

/* Reads the sealed bids of the auction that just ended from the history. */
static void
read_revealed_bids (PhlAuctionView *self)
{
  guint n = phl_match_get_n_actions (self->match);

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    self->revealed_bids[i] = PHL_AUCTION_NO_BID - 1;
  for (guint i = n; i > 0; i--)
    {
      PhlAuctionMove move;

      if (!phl_auction_move_parse (phl_match_get_action (self->match, i - 1), &move)
          || move.kind == PHL_AUCTION_MOVE_TAKE)
        break;
      if (move.kind == PHL_AUCTION_MOVE_BID && move.seat < PHL_MAX_SEATS)
        self->revealed_bids[move.seat] = move.price;
    }
  self->show_revealed = TRUE;
}

static void
fly (PhlAuctionView *self,
     PhlAuctionCard  card,
     int             from,
     int             to)
{
  self->fly_card = card;
  self->fly_from = from;
  self->fly_to = to;
  self->fly_ms = phl_game_view_get_motion_ms (PHL_GAME_VIEW (self), 250);
  self->fly_at = self->fly_ms > 0 ? g_get_monotonic_time () : 0;
}

/* A person's ring or last bid that ended the auction: the shared news
 * tells only the computers' moves, so the person hears here that they
 * bought the card and at what price (or who did). */
static void
say_own_result (PhlAuctionView *self)
{
  guint n = phl_match_get_n_actions (self->match);
  const PhlChange *change = n > 0 ? phl_match_get_change (self->match, n - 1) : NULL;
  int actor = change != NULL ? phl_change_get_actor (change) : -1;
  const char *text;

  if (actor < 0 || !phl_match_seat_is_person (self->match, actor))
    return;
  text = phl_change_describe (change, phl_game_view_get_viewer (PHL_GAME_VIEW (self)));
  phl_game_view_announce (PHL_GAME_VIEW (self), text);
}

/* The auction is over: its result ("Anna rang first and bought the card
 * for 7.", "Nobody rang: …") stays a moment before the next step, against
 * computers too, and waits while the game is paused. */
static void
begin_result_beat (PhlAuctionView *self)
{
  guint n = phl_match_get_n_actions (self->match);
  const PhlChange *change = n > 0 ? phl_match_get_change (self->match, n - 1) : NULL;
  const char *text;

  if (change == NULL || phl_match_is_over (self->match))
    return;
  text = phl_change_describe (change, phl_game_view_get_viewer (PHL_GAME_VIEW (self)));
  if (text != NULL && text[0] != '\0')
    phl_game_view_begin_beat (PHL_GAME_VIEW (self), text, _phl_auction_view_beat_ms (self));
}

/* The motion and the sounds of the action just applied, read from the
 * action itself: no copy of the previous state is kept. */
static void
follow_action (PhlAuctionView *self,
               const char     *action)
{
  const PhlAuctionState *state = get_state (self);
  gboolean live = state->phase == PHL_AUCTION_PHASE_COUNTDOWN || state->phase == PHL_AUCTION_PHASE_BIDS;
  PhlAuctionMove move;

  if (!phl_auction_move_parse (action, &move))
    return;
  switch (move.kind)
    {
    case PHL_AUCTION_MOVE_TAKE:
      fly (self, state->lot, move.pile, -1);
      self->show_revealed = FALSE;
      break;
    case PHL_AUCTION_MOVE_TICK:
      if (live)
        {
          self->price_at = g_get_monotonic_time ();
          _phl_auction_view_play_sound (self, &self->tick_sound, "tick");
          break;
        }
      G_GNUC_FALLTHROUGH;
    case PHL_AUCTION_MOVE_RING:
    case PHL_AUCTION_MOVE_BID:
      if (live)
        {
          /* Someone rang without the money: the bell, and the price starts again. */
          if (move.kind == PHL_AUCTION_MOVE_RING)
            {
              self->bell_at = g_get_monotonic_time ();
              _phl_auction_view_play_sound (self, &self->bell_sound, "bell");
            }
          break;
        }
      /* The auction is over: the card goes to its buyer. */
      if (state->has_last)
        {
          fly (self, state->last_card, -1, state->last_buyer);
          if (!state->last_free)
            {
              self->bell_at = g_get_monotonic_time ();
              _phl_auction_view_play_sound (self, &self->bell_sound, "bell");
            }
        }
      if (move.kind == PHL_AUCTION_MOVE_BID)
        read_revealed_bids (self);
      begin_result_beat (self);
      /* No beat in a replay or a guide: a person still hears their own. */
      if (!phl_game_view_in_beat (PHL_GAME_VIEW (self)))
        say_own_result (self);
      break;
    default:
      break;
    }
}

/* A sell turn passed over: the last auction's buyer holds a set only for
 * the country the card came from.  Said once the turn has passed, and the
 * computers wait until the player presses Continue. */
static void
check_skipped_turn (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);
  PhlAuctionCountry country;
  guint buyer = state->last_buyer, n = state->n_players;
  gboolean passed;

  if (self->skip_checked == state->n_auctions || !phl_auction_last_buyer_blocked (state, &country)
      || !phl_match_seat_is_person (self->match, buyer))
    return;
  if (state->phase == PHL_AUCTION_PHASE_SELL && state->seller == buyer)
    {
      /* Their turn came: the table says why that country is closed. */
      self->skip_checked = state->n_auctions;
      return;
    }
  passed = state->phase != PHL_AUCTION_PHASE_SELL
           || (state->seller + n - state->auctioneer) % n > (buyer + n - state->auctioneer) % n;
  if (!passed)
    return;
  self->skip_checked = state->n_auctions;
  self->skip_seat = buyer;
  self->skip_country = country;
  {
    g_autofree char *notice = _phl_auction_view_skip_notice (self);

    phl_game_view_announce (PHL_GAME_VIEW (self), notice);
  }
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  self->skip_seat = -1;
  _phl_auction_view_refresh (self);
  phl_game_view_set_computers_paused (PHL_GAME_VIEW (self),
                                      get_state (self)->phase == PHL_AUCTION_PHASE_COUNTDOWN);
  gtk_widget_grab_focus (self->canvas);
}

static void
phl_auction_view_update (PhlGameView *view)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);
  const PhlAuctionState *state = get_state (self);
  guint n = phl_match_get_n_actions (self->match);
  gboolean moved = !self->started || n != self->n_seen;

  if (self->started && n == self->n_seen + 1)
    follow_action (self, phl_match_get_action (self->match, n - 1));
  else if (n < self->n_seen)
    {
      /* Undone: nothing flies, no notice stays, no result waits. */
      phl_game_view_cancel_beat (view);
      self->show_revealed = FALSE;
      self->skip_seat = -1;
      self->fly_at = 0;
    }
  /* A game continued after its sell step: that auction's news is old. */
  if (!self->started)
    self->skip_checked = state->phase == PHL_AUCTION_PHASE_SELL ? G_MAXUINT : state->n_auctions;
  self->started = TRUE;
  self->n_seen = n;

  if (moved)
    {
      self->selected_sale = -1;
      self->selected_bid = -2;
      if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN)
        self->countdown_hint = FALSE;
    }
  if (self->countdown_hint)
    {
      g_autofree char *advice = _phl_auction_view_countdown_hint (self);

      /* "Ring now!" is said once, when the price reaches it. */
      if (advice != NULL && g_strcmp0 (advice, self->countdown_said) != 0)
        phl_game_view_announce (view, advice);
      g_free (self->countdown_said);
      self->countdown_said = g_steal_pointer (&advice);
    }
  /* The next auction is under way: a notice of the last sell step is old
   * (a person who is the auctioneer goes on without Continue). */
  if (self->skip_seat >= 0 && (state->phase == PHL_AUCTION_PHASE_COUNTDOWN || state->phase == PHL_AUCTION_PHASE_BIDS))
    self->skip_seat = -1;
  check_skipped_turn (self);
  /* The computers wait while the view runs the countdown, and while a
   * turn passed over is being read. */
  phl_game_view_set_computers_paused (view, state->phase == PHL_AUCTION_PHASE_COUNTDOWN || self->skip_seat >= 0);

  _phl_auction_view_refresh (self);
  /* A new price, or a countdown no clock runs (a guide has just closed). */
  if (moved || (state->phase == PHL_AUCTION_PHASE_COUNTDOWN && self->tick_source == 0))
    _phl_auction_view_schedule_countdown (self);
  _phl_auction_view_animate (self);
}

/* Shows or hides @button; its action (the button is actionable) is
 * enabled or not, and @tooltip says why not. */
static void
set_button (GtkWidget  *button,
            gboolean    visible,
            gboolean    sensitive,
            const char *tooltip)
{
  GtkWidget *view = gtk_widget_get_ancestor (button, PHL_TYPE_AUCTION_VIEW);
  const char *action = gtk_actionable_get_action_name (GTK_ACTIONABLE (button));

  gtk_widget_set_visible (button, visible);
  if (view != NULL && action != NULL)
    gtk_widget_action_set_enabled (view, action, visible && sensitive);
  if (tooltip == NULL || tooltip[0] == '\0')
    tooltip = g_object_get_data (G_OBJECT (button), "phl-tooltip");
  gtk_widget_set_tooltip_text (button, tooltip);
}

static void
append_reason (GString    *why,
               const char *label,
               const char *reason)
{
  if (why->len > 0)
    g_string_append (why, "  ");
  /* Translators: a disabled button and why, e.g. "Credit: No credit cards are left." */
  g_string_append_printf (why, _("%s: %s."), label, reason);
}

static void
mark_button (GtkWidget *button,
             gboolean   hinted)
{
  if (hinted)
    gtk_widget_add_css_class (button, "success");
  else
    gtk_widget_remove_css_class (button, "success");
}

/* Selling (@selling: it is @human's turn to sell): Sell, Credit, Repay
 * and Pass, offered when allowed; why the others are not goes into
 * @why, with the countries closed to the seller. */
static void
update_sell_buttons (PhlAuctionView *self,
                     gboolean        selling,
                     int             human,
                     GString        *why)
{
  const PhlAuctionState *state = get_state (self);
  PhlAuctionRefusal sell, credit, repay, repay_pm;
  g_autofree char *sell_why = NULL;
  g_autofree char *credit_why = NULL;
  g_autofree char *repay_why = NULL;
  gboolean any_sale = self->sales != NULL && self->sales->len > 0;

  if (!selling)
    {
      set_button (self->sell_button, FALSE, FALSE, NULL);
      set_button (self->credit_button, FALSE, FALSE, NULL);
      set_button (self->repay_money_button, FALSE, FALSE, NULL);
      set_button (self->repay_postmark_button, FALSE, FALSE, NULL);
      set_button (self->pass_button, FALSE, FALSE, NULL);
      return;
    }
  sell = phl_auction_can_sell (state, human);
  credit = phl_auction_can_credit (state, human);
  repay = phl_auction_can_repay (state, human, FALSE);
  repay_pm = phl_auction_can_repay (state, human, TRUE);
  sell_why = phl_auction_refusal_describe (sell);
  credit_why = phl_auction_refusal_describe (credit);
  repay_why = phl_auction_refusal_describe (repay);

  set_button (self->sell_button, TRUE, sell == PHL_AUCTION_OK && self->selected_sale >= 0,
              sell != PHL_AUCTION_OK ? sell_why
              : !any_sale ? _("None of your sets can be sold now")
              : self->selected_sale < 0 ? _("Choose a set first") : NULL);
  /* What is not allowed now is not offered; the bar says why. */
  set_button (self->credit_button, credit == PHL_AUCTION_OK, TRUE, NULL);
  set_button (self->repay_money_button, repay == PHL_AUCTION_OK, TRUE, NULL);
  set_button (self->repay_postmark_button, repay_pm == PHL_AUCTION_OK, TRUE, NULL);
  set_button (self->pass_button, TRUE, TRUE, NULL);

  /* The conditions of the disabled buttons, in plain sight. */
  if (credit != PHL_AUCTION_OK)
    append_reason (why, _("Credit"), credit_why);
  if (repay != PHL_AUCTION_OK)
    append_reason (why, _("Repay"), repay_why);
  if (sell != PHL_AUCTION_OK)
    append_reason (why, _("Sell"), sell_why);
  else if (!any_sale)
    append_reason (why, _("Sell"), _("None of your sets can be sold now"));
  /* Countries closed to this seller, in full (the table says it short). */
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      g_autofree char *closed = _phl_auction_view_country_refusal (self, c);

      if (closed != NULL)
        g_string_append_printf (why, "%s%s", why->len > 0 ? "  " : "", closed);
    }
}

/* A sealed bid (@bidding): the button says the bid chosen. */
static void
update_bid_button (PhlAuctionView *self,
                   gboolean        bidding)
{
  g_autofree char *label = NULL;

  if (!bidding)
    {
      /* Its label would tell the bid just made. */
      gtk_button_set_label (GTK_BUTTON (self->bid_button), _("Place Bid"));
      set_button (self->bid_button, FALSE, FALSE, NULL);
      return;
    }
  if (self->selected_bid >= 0)
    label = g_strdup_printf (_("Bid %d"), self->selected_bid);
  else if (self->selected_bid == PHL_AUCTION_NO_BID)
    label = g_strdup (_("Make no bid"));
  else
    label = g_strdup (_("Place Bid"));
  gtk_button_set_label (GTK_BUTTON (self->bid_button), label);
  set_button (self->bid_button, TRUE, self->selected_bid >= PHL_AUCTION_NO_BID,
              self->selected_bid < PHL_AUCTION_NO_BID ? _("Choose a price or “No bid” first") : NULL);
}

static void
update_bar (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);
  int human = _phl_auction_view_acting_human (self);
  /* Nobody rings in a replay. */
  gboolean countdown = state->phase == PHL_AUCTION_PHASE_COUNTDOWN &&
                       !phl_game_view_get_replaying (PHL_GAME_VIEW (self));
  int bell = _phl_auction_view_bell_seat (self);
  g_autoptr(GString) why = g_string_new (NULL);
  g_autofree char *notice = _phl_auction_view_skip_notice (self);

  set_button (self->ring_button, countdown && bell >= 0, TRUE, NULL);
  set_button (self->continue_button, notice != NULL, TRUE, NULL);
  update_sell_buttons (self, human >= 0 && state->phase == PHL_AUCTION_PHASE_SELL, human, why);
  update_bid_button (self, human >= 0 && state->phase == PHL_AUCTION_PHASE_BIDS);

  /* The hinted decision stands out (the base's hint bar says why). */
  mark_button (self->credit_button, self->hint_credit);
  mark_button (self->repay_money_button, self->hint_repay_money);
  mark_button (self->repay_postmark_button, self->hint_repay_postmark);
  mark_button (self->pass_button, self->hint_pass);

  /* A turn passed over comes first: the player reads it before going on. */
  if (notice != NULL)
    {
      g_string_prepend (why, " ");
      g_string_prepend (why, notice);
    }
  gtk_label_set_text (GTK_LABEL (self->explain), why->str);
  gtk_widget_set_visible (self->explain, why->len > 0);
  if (notice != NULL)
    gtk_widget_remove_css_class (self->explain, "dim-label");
  else
    gtk_widget_add_css_class (self->explain, "dim-label");
}

void
_phl_auction_view_refresh (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);
  int human = _phl_auction_view_acting_human (self);
  g_autofree char *status = NULL;

  g_clear_pointer (&self->sales, g_array_unref);
  if (human >= 0 && state->phase == PHL_AUCTION_PHASE_SELL
      && phl_auction_can_sell (state, human) == PHL_AUCTION_OK)
    self->sales = phl_auction_list_sales (state, human);

  status = state->phase == PHL_AUCTION_PHASE_COUNTDOWN ? _phl_auction_view_countdown_status (self)
                                                        : _phl_auction_view_status (self);
  phl_game_view_set_status (PHL_GAME_VIEW (self), status);
  update_bar (self);
  _phl_auction_view_update_accessible (self);
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}

/* Space and the number keys ring wherever the focus is in the view. */
static gboolean
on_key_captured (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        modifiers,
                 PhlAuctionView        *self)
{
  if (get_state (self)->phase != PHL_AUCTION_PHASE_COUNTDOWN
      || (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  if ((keyval == GDK_KEY_p || keyval == GDK_KEY_P) && !phl_game_view_get_replaying (PHL_GAME_VIEW (self)))
    {
      _phl_auction_view_toggle_pause (self);
      return TRUE;
    }
  if (_phl_auction_view_countdown_held (self))
    return FALSE;
  if (keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space)
    {
      _phl_auction_view_ring (self, _phl_auction_view_bell_seat (self));
      return TRUE;
    }
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_6 && phl_match_count_people (self->match) > 1)
    {
      _phl_auction_view_ring (self, keyval - GDK_KEY_1);
      return TRUE;
    }
  return FALSE;
}

/* ---- Buttons ----------------------------------------------------------------- */

static void
ring_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  _phl_auction_view_ring (self, _phl_auction_view_bell_seat (self));
}

static void
sell_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  g_autofree char *action = NULL;

  if (self->sales == NULL || self->selected_sale < 0 || (guint) self->selected_sale >= self->sales->len)
    return;
  action = phl_auction_move_to_action (&(PhlAuctionMove) {
    .kind = PHL_AUCTION_MOVE_SELL,
    .sale = g_array_index (self->sales, PhlAuctionSale, self->selected_sale),
  });
  phl_game_view_submit (PHL_GAME_VIEW (self), action);
}

static void
credit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  submit_move (self, PHL_AUCTION_MOVE_CREDIT);
}

static void
repay_money_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  submit_move (self, PHL_AUCTION_MOVE_REPAY_MONEY);
}

static void
repay_postmark_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  submit_move (self, PHL_AUCTION_MOVE_REPAY_POSTMARK);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  submit_move (self, PHL_AUCTION_MOVE_PASS);
}

static void
bid_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (widget);

  const PhlAuctionState *state = get_state (self);
  g_autofree char *action = NULL;

  if (state->phase != PHL_AUCTION_PHASE_BIDS || self->selected_bid < PHL_AUCTION_NO_BID)
    return;
  action = phl_auction_move_to_action (&(PhlAuctionMove) { .kind = PHL_AUCTION_MOVE_BID, .seat = state->bidder,
                                                           .price = self->selected_bid });
  phl_game_view_submit (PHL_GAME_VIEW (self), action);
}

static void
hint_changed (PhlAuctionView *self)
{
  update_bar (self);
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}

/* The screen changes hands: the price or set chosen, the keyboard's item
 * (its description said "Bid 7") and the pointer's stay with the last
 * person. */
static void
forget_viewer (PhlGameView *view)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);

  self->selected_sale = -1;
  self->selected_bid = -2;
  self->hover = -1;
  self->focus = -1;
  self->hint_sale = -1;
  self->hint_pile = -1;
  self->hint_bid = -2;
  gtk_widget_queue_draw (self->canvas);
}

static char *
show_hint (PhlGameView *view,
           const char  *action)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);
  char *text = _phl_auction_view_show_hint (view, action);

  hint_changed (self);
  return text;
}

/* ---- Construction ------------------------------------------------------------ */

static void
phl_auction_view_constructed (GObject *object)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (object);

  G_OBJECT_CLASS (phl_auction_view_parent_class)->constructed (object);

  self->match = phl_game_view_get_match (PHL_GAME_VIEW (self));
}

/* ---- Settings --------------------------------------------------------------- */

enum {
  PROP_0,
  PROP_SOUNDS,
  PROP_TEMPO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
phl_auction_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (object);

  switch (prop_id)
    {
    case PROP_SOUNDS:
      g_value_set_boolean (value, self->sounds);
      break;
    case PROP_TEMPO:
      g_value_set_string (value, self->tempo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_auction_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (object);

  switch (prop_id)
    {
    case PROP_SOUNDS:
      if (self->sounds != g_value_get_boolean (value))
        {
          self->sounds = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_TEMPO:
      if (g_strcmp0 (self->tempo, g_value_get_string (value)) != 0)
        {
          g_free (self->tempo);
          self->tempo = g_value_dup_string (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_auction_view_finalize (GObject *object)
{
  g_free (PHL_AUCTION_VIEW (object)->tempo);

  G_OBJECT_CLASS (phl_auction_view_parent_class)->finalize (object);
}

/* auction.pause (P): the countdown stands still, or goes on. */
static void
pause_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  _phl_auction_view_toggle_pause (PHL_AUCTION_VIEW (widget));
}

static void
phl_auction_view_dispose (GObject *object)
{
  PhlAuctionView *self = (PhlAuctionView *)object;

  _phl_auction_view_stop_countdown (self);
  _phl_auction_view_stop_bell (self);
  if (self->tick_callback != 0)
    {
      gtk_widget_remove_tick_callback (self->canvas, self->tick_callback);
      self->tick_callback = 0;
    }
  g_clear_object (&self->tick_sound);
  g_clear_object (&self->bell_sound);
  g_clear_pointer (&self->sales, g_array_unref);
  g_clear_pointer (&self->countdown_said, g_free);

  G_OBJECT_CLASS (phl_auction_view_parent_class)->dispose (object);
}

static void
phl_auction_view_class_init (PhlAuctionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  PhlGameViewClass *view_class = PHL_GAME_VIEW_CLASS (klass);

  object_class->constructed = phl_auction_view_constructed;
  object_class->dispose = phl_auction_view_dispose;
  object_class->finalize = phl_auction_view_finalize;
  object_class->get_property = phl_auction_view_get_property;
  object_class->set_property = phl_auction_view_set_property;

  /* Named as the settings keys: the window binds every such property of a
   * game's view to its key (the "sounds" and "auction-tempo" settings). */
  properties[PROP_SOUNDS] =
    g_param_spec_boolean ("sounds", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEMPO] =
    g_param_spec_string ("auction-tempo", NULL, NULL, "normal",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  view_class->update = phl_auction_view_update;
  view_class->show_hint = show_hint;
  view_class->forget_viewer = forget_viewer;
  view_class->explain_hint = _phl_auction_view_explain_hint;
  view_class->create_end_details = _phl_auction_view_create_end_details;
  view_class->fill_score_chart = _phl_auction_view_fill_score_chart;
  view_class->describe_score = _phl_auction_view_describe_score;
  view_class->get_rules = _phl_auction_view_get_rules;
  view_class->get_anchor = phl_auction_view_get_anchor;
  view_class->may_submit = phl_auction_view_may_submit;
  view_class->is_held = _phl_auction_view_is_held;

  gtk_widget_class_install_action (widget_class, "auction.ring", NULL, ring_action);
  gtk_widget_class_install_action (widget_class, "auction.sell", NULL, sell_action);
  gtk_widget_class_install_action (widget_class, "auction.credit", NULL, credit_action);
  gtk_widget_class_install_action (widget_class, "auction.repay-money", NULL, repay_money_action);
  gtk_widget_class_install_action (widget_class, "auction.repay-postmark", NULL, repay_postmark_action);
  gtk_widget_class_install_action (widget_class, "auction.done", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "auction.bid", NULL, bid_action);
  gtk_widget_class_install_action (widget_class, "auction.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "auction.pause", NULL, pause_action);
}

/* The instructions name the keys or the pointer, whichever was used last.
 * Only the words change, shown and in the table's accessible label: the
 * buttons stay (the key that made the keyboard the input is on its way to
 * one of them). */
static void
on_input_changed (PhlAuctionView *self)
{
  g_autofree char *status = NULL;

  if (self->match == NULL)
    return;
  status = get_state (self)->phase == PHL_AUCTION_PHASE_COUNTDOWN
           ? _phl_auction_view_countdown_status (self) : _phl_auction_view_status (self);
  phl_game_view_set_status (PHL_GAME_VIEW (self), status);
  _phl_auction_view_update_accessible (self);
}

static void
phl_auction_view_init (PhlAuctionView *self)
{
  GtkEventController *controller;

  /* The board (its own template) goes to the base, which shows it. */
  self->board = g_object_new (PHL_TYPE_AUCTION_BOARD, NULL);
  g_object_set (self, "board", self->board, NULL);
  /* The board passes the focus on to the table (phl-auction-board.c). */
  gtk_widget_set_focusable (self->board, FALSE);
#define PART(name) self->name = phl_auction_board_get_part (PHL_AUCTION_BOARD (self->board), #name)
  PART (canvas);
  PART (explain);
  PART (buttons);
  PART (continue_button);
  PART (ring_button);
  PART (sell_button);
  PART (credit_button);
  PART (repay_money_button);
  PART (repay_postmark_button);
  PART (pass_button);
  PART (bid_button);
#undef PART
  _phl_auction_view_canvas_setup (self);
  /* Kept to show again once no reason to disable it applies. */
  g_object_set_data_full (G_OBJECT (self->ring_button), "phl-tooltip",
                          g_strdup (gtk_widget_get_tooltip_text (self->ring_button)), g_free);

  self->sounds = TRUE;
  self->tempo = g_strdup ("normal");
  self->selected_sale = -1;
  self->selected_bid = -2;
  self->hover = -1;
  self->focus = -1;
  self->hint_sale = -1;
  self->hint_pile = -1;
  self->hint_bid = -2;
  self->skip_seat = -1;
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    self->revealed_bids[i] = PHL_AUCTION_NO_BID - 1;

  g_signal_connect (self, "notify::keyboard-input", G_CALLBACK (on_input_changed), NULL);
  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_captured), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

GtkWidget *
phl_auction_view_new (PhlMatch *match)
{
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  return g_object_new (PHL_TYPE_AUCTION_VIEW, "match", match, NULL);
}
