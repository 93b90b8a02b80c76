/* phl-auction-clock.c — the Stamp Auction's real time: countdown, sounds, motion
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * During a countdown the view is the auctioneer's voice (the computers are
 * paused): a GLib timeout at the "auction-tempo" setting (1.2 / 0.8 /
 * 0.5 s) submits "tick"; when a price shows, the quickest computer that
 * wants the card at that price rings after its reaction time
 * (phl_auction_ai_reaction × tempo); people ring at once with the bell, so
 * a quick person beats the computers.  An expert computer weighs its bell
 * when the countdown starts, on a worker thread for one tempo step
 * (phl_auction_expert_ring_price), and every tick only compares the price
 * with its answer; until the answer comes it rings as hard would.  Also
 * the tick and bell sounds and the frame clock that moves the dial, the
 * bell and a flying card.
 *
 * In Learn to Play the guide's script is the clock: its ticks and the
 * computers' rings are steps played at the guide's pace, so the price
 * stands still while the learner reads (docs/guides.md).
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <math.h>

#include "phl-auction-view-private.h"
#include "phl-layered-area.h"

/* How often a held countdown looks whether it may go on. */
#define HELD_POLL_MS 200

static gboolean on_tick_due (gpointer user_data);

static const PhlAuctionState *
get_state (PhlAuctionView *self)
{
  return phl_match_get_state (self->match);
}

/* ---- Sounds ---------------------------------------------------------------- */

void
_phl_auction_view_play_sound (PhlAuctionView  *self,
            GtkMediaStream **stream,
            const char      *name)
{
  g_autofree char *path = NULL;

  if (!self->sounds || g_getenv ("PHILATELIA_NO_SOUND") != NULL)
    return;
  if (*stream == NULL)
    {
      path = g_strdup_printf ("/io/github/philatelia/Philatelia/auction/sounds/%s.wav", name);
      *stream = gtk_media_file_new_for_resource (path);
    }
  if (gtk_media_stream_get_error (*stream) != NULL)
    return;
  if (gtk_media_stream_is_prepared (*stream))
    gtk_media_stream_seek (*stream, 0);
  gtk_media_stream_play (*stream);
}

static guint
tempo_ms (PhlAuctionView *self)
{
  if (g_strcmp0 (self->tempo, "slow") == 0)
    return 1200;
  if (g_strcmp0 (self->tempo, "fast") == 0)
    return 500;
  return 800;
}

static guint
computer_mask (PhlAuctionView *self)
{
  guint mask = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    if (!phl_match_seat_is_person (self->match, i))
      mask |= 1u << i;
  return mask;
}

static void
seat_levels (PhlAuctionView *self,
             PhlAiLevel     *levels)
{
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = i < phl_match_get_n_seats (self->match)
                ? phl_match_get_seat (self->match, i)->level : PHL_AI_NORMAL;
}

/* A guided game: the script ticks and rings, never this clock. */
static gboolean
guided (PhlAuctionView *self)
{
  return phl_game_view_get_guide (PHL_GAME_VIEW (self)) != NULL;
}

/* ---- The experts' bell --------------------------------------------------- */

typedef struct
{
  PhlAuctionState state;
  guint           experts;   /* bit per seat to think for */
  guint           think_ms;
  guint           key;
  int             bell[PHL_MAX_SEATS];
} BellJob;

/* Which countdown a state is in (the same lot, auction and seats left),
 * whatever the price showing. */
static guint
countdown_key (const PhlAuctionState *state)
{
  PhlAuctionState copy;
  const guint8 *bytes = (const guint8 *) &copy;
  guint32 hash = 2166136261u;

  memcpy (&copy, state, sizeof copy);
  copy.price = 0;
  /* FNV-1a over the struct: it keeps unused slots zero (phl-auction.h). */
  for (gsize i = 0; i < sizeof copy; i++)
    hash = (hash ^ bytes[i]) * 16777619u;
  return MAX (1u, hash);
}

static void
bell_think (GTask        *task,
            gpointer      source,
            gpointer      task_data,
            GCancellable *cancellable)
{
  BellJob *job = task_data;
  PhlAiBudget budget = { .think_ms = job->think_ms, .cancellable = cancellable };

  for (guint s = 0; s < job->state.n_players; s++)
    {
      g_autoptr(GRand) rng = NULL;

      if (!(job->experts & (1u << s)))
        continue;
      /* Seeded from the open table only: the same knowledge, the same
       * thought. */
      rng = g_rand_new_with_seed ((job->state.n_auctions + 1) * 2654435761u
                                  ^ (s + 1) * 40503u ^ job->state.lot * 97u ^ job->state.excluded);
      job->bell[s] = phl_auction_expert_ring_price (&job->state, s, rng, &budget);
      if (job->bell[s] == PHL_AUCTION_BELL_CANCELLED)
        {
          g_task_return_boolean (task, FALSE);
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

static gboolean on_ring_due (gpointer user_data);

/* The quickest computer that wants the card at the price showing rings
 * after its reaction, counted from when the price showed. */
static void
schedule_ring (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);
  double quickest = G_MAXDOUBLE;
  gint64 due;

  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlSeat *seat = phl_match_get_seat (self->match, s);
      int price;

      if (seat->kind != PHL_SEAT_COMPUTER || (state->excluded & (1u << s)))
        continue;
      price = seat->level == PHL_AI_EXPERT && self->bell[s] != PHL_AUCTION_BELL_UNKNOWN
              ? self->bell[s] : phl_auction_ai_ring_price (state, s, seat->level);
      if (price >= state->price)
        quickest = MIN (quickest, phl_auction_ai_reaction (seat->level));
    }
  g_clear_handle_id (&self->ring_source, g_source_remove);
  if (quickest == G_MAXDOUBLE)
    return;
  due = self->shown_at + (gint64) (quickest * self->step_ms * 1000);
  self->ring_source = g_timeout_add (MAX (1, (guint) ((due - g_get_monotonic_time ()) / 1000)),
                                     on_ring_due, self);
}

static void
on_bell_thought (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  BellJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(PhlAuctionView) self = user_data;
  const PhlAuctionState *state;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || job->key != self->bell_key
      || self->match == NULL)
    return;
  state = get_state (self);
  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN || countdown_key (state) != job->key)
    return;
  memcpy (self->bell, job->bell, sizeof self->bell);
  /* The answer may want the card at the price showing already. */
  if (self->tick_source != 0)
    schedule_ring (self);
}

void
_phl_auction_view_stop_bell (PhlAuctionView *self)
{
  if (self->bell_cancellable != NULL)
    g_cancellable_cancel (self->bell_cancellable);
  g_clear_object (&self->bell_cancellable);
  self->bell_key = 0;
  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    self->bell[s] = PHL_AUCTION_BELL_UNKNOWN;
}

/* At a countdown's start the expert computers begin to think. */
static void
start_bell (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);
  g_autoptr(GTask) task = NULL;
  BellJob *job;
  guint key, experts = 0;

  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    {
      _phl_auction_view_stop_bell (self);
      return;
    }
  key = countdown_key (state);
  if (key == self->bell_key)
    return;
  _phl_auction_view_stop_bell (self);
  self->bell_key = key;
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlSeat *seat = phl_match_get_seat (self->match, s);

      if (seat->kind == PHL_SEAT_COMPUTER && seat->level == PHL_AI_EXPERT && !(state->excluded & (1u << s)))
        experts |= 1u << s;
    }
  if (experts == 0)
    return;

  job = g_new0 (BellJob, 1);
  job->state = *state;
  job->experts = experts;
  /* One tempo step: the price it wants is seldom the first. */
  job->think_ms = self->step_ms;
  job->key = key;
  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    job->bell[s] = PHL_AUCTION_BELL_UNKNOWN;
  self->bell_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->bell_cancellable, on_bell_thought, g_object_ref (self));
  g_task_set_source_tag (task, start_bell);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, bell_think);
}

/* ---- Pausing ---------------------------------------------------------------- */

/* Away: the focus is in another surface than the window's (the main menu,
 * a popover), or a window stands over it (a dialog). */
static gboolean
is_away (PhlAuctionView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  g_autoptr(GList) toplevels = NULL;

  if (!GTK_IS_WINDOW (root))
    return FALSE;
  if (focus != NULL && gtk_widget_get_native (focus) != GTK_NATIVE (root))
    return TRUE;
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (l->data != (gpointer) root && gtk_widget_get_visible (l->data) &&
        gtk_window_get_transient_for (l->data) == GTK_WINDOW (root))
      return TRUE;
  return FALSE;
}

gboolean
_phl_auction_view_countdown_held (PhlAuctionView *self)
{
  return self->paused || self->away;
}

gboolean
_phl_auction_view_is_held (PhlGameView *view)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);

  return self->paused || is_away (self);
}

guint
_phl_auction_view_beat_ms (PhlAuctionView *self)
{
  return tempo_ms (self) * 3 / 2;
}

void
_phl_auction_view_toggle_pause (PhlAuctionView *self)
{
  self->paused = !self->paused;
  if (self->started)
    _phl_auction_view_refresh (self);
}

/* Checked at every step of the countdown: held, the price stays and the
 * computers wait; going on again, the price shows a full step. */
static gboolean
check_held (PhlAuctionView *self)
{
  gboolean was_held = _phl_auction_view_countdown_held (self);

  self->away = is_away (self);
  if (_phl_auction_view_countdown_held (self))
    {
      g_clear_handle_id (&self->ring_source, g_source_remove);
      self->tick_source = g_timeout_add (HELD_POLL_MS, on_tick_due, self);
      return TRUE;
    }
  if (was_held)
    {
      _phl_auction_view_schedule_countdown (self);
      return TRUE;
    }
  return FALSE;
}

/* ---- Countdown ---------------------------------------------------------------- */

static gboolean
on_tick_due (gpointer user_data)
{
  PhlAuctionView *self = user_data;

  self->tick_source = 0;
  if (get_state (self)->phase == PHL_AUCTION_PHASE_COUNTDOWN && !guided (self) && check_held (self))
    return G_SOURCE_REMOVE;
  if (get_state (self)->phase == PHL_AUCTION_PHASE_COUNTDOWN && !guided (self))
    {
      g_autofree char *tick = phl_auction_move_to_action (&(PhlAuctionMove) { .kind = PHL_AUCTION_MOVE_TICK });

      phl_game_view_submit (PHL_GAME_VIEW (self), tick);
    }
  return G_SOURCE_REMOVE;
}

static gboolean
on_ring_due (gpointer user_data)
{
  PhlAuctionView *self = user_data;
  const PhlAuctionState *state = get_state (self);
  PhlAiLevel levels[PHL_MAX_SEATS];
  g_autofree char *action = NULL;
  PhlAuctionMove move;

  self->ring_source = 0;
  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN || guided (self) || _phl_auction_view_countdown_held (self))
    return G_SOURCE_REMOVE;
  seat_levels (self, levels);
  action = phl_auction_ai_countdown_action_full (state, levels, computer_mask (self), self->bell);
  if (action != NULL && phl_auction_move_parse (action, &move) && move.kind == PHL_AUCTION_MOVE_RING)
    phl_game_view_submit (PHL_GAME_VIEW (self), action);
  return G_SOURCE_REMOVE;
}

void
_phl_auction_view_stop_countdown (PhlAuctionView *self)
{
  g_clear_handle_id (&self->tick_source, g_source_remove);
  g_clear_handle_id (&self->ring_source, g_source_remove);
}

/* A new price shows: the next tick one tempo step later, the quickest
 * computer that wants the card at this price rings after its reaction. */
void
_phl_auction_view_schedule_countdown (PhlAuctionView *self)
{
  const PhlAuctionState *state = get_state (self);
  guint tempo = tempo_ms (self);

  _phl_auction_view_stop_countdown (self);
  /* A replay shows the price the countdown stood at; nobody rings.  While
   * the last sale's result shows (a beat), the price waits: the view's
   * update() comes again after it. */
  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN || phl_game_view_get_replaying (PHL_GAME_VIEW (self))
      || phl_game_view_in_beat (PHL_GAME_VIEW (self)))
    {
      _phl_auction_view_stop_bell (self);
      return;
    }

  self->shown_at = g_get_monotonic_time ();
  self->step_ms = tempo;
  /* The guide's script plays the ticks and the rings, and the guide
   * places the focus (on its Next, or on the board to ring). */
  if (guided (self))
    {
      _phl_auction_view_stop_bell (self);
      return;
    }
  /* The bell answers Space: keep the keyboard focus on the board. */
  if (_phl_auction_view_countdown_held (self))
    {
      self->tick_source = g_timeout_add (HELD_POLL_MS, on_tick_due, self);
      return;
    }
  if (gtk_widget_get_mapped (self->canvas) && !gtk_widget_has_focus (self->canvas))
    {
      GtkRoot *root = gtk_widget_get_root (self->canvas);
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      if (focus == NULL || !gtk_widget_is_ancestor (focus, self->board))
        gtk_widget_grab_focus (self->canvas);
    }
  self->tick_source = g_timeout_add (tempo, on_tick_due, self);
  start_bell (self);
  schedule_ring (self);
}

void
_phl_auction_view_ring (PhlAuctionView *self,
                        int             seat)
{
  const PhlAuctionState *state = get_state (self);
  g_autofree char *action = NULL;

  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN || seat < 0 || (guint) seat >= state->n_players
      || !phl_match_seat_is_person (self->match, seat) || (state->excluded & (1u << seat)))
    return;
  action = phl_auction_move_to_action (&(PhlAuctionMove) { .kind = PHL_AUCTION_MOVE_RING, .seat = seat });
  phl_game_view_submit (PHL_GAME_VIEW (self), action);
}

static gboolean
on_canvas_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  PhlAuctionView *self = user_data;
  const PhlAuctionState *state = get_state (self);
  gint64 now = g_get_monotonic_time ();
  gboolean busy = FALSE;
  int frame;

  if (now - self->fly_at < self->fly_ms * 1000)
    {
      /* A card on its way crosses the table: all of it is redrawn. */
      busy = TRUE;
      phl_layered_area_queue_still (PHL_LAYERED_AREA (widget));
      self->flying = TRUE;
    }
  else if (self->flying)
    {
      /* Landed: the lot shows again. */
      self->flying = FALSE;
      phl_layered_area_queue_still (PHL_LAYERED_AREA (widget));
    }
  if (now - self->bell_at < 250000 || now - self->price_at < 250000)
    {
      busy = TRUE;
      phl_layered_area_queue_live (PHL_LAYERED_AREA (widget));
    }
  /* A replay's or a guide's countdown stands still (see schedule_countdown). */
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN && !phl_game_view_get_replaying (PHL_GAME_VIEW (self)) &&
      !guided (self))
    {
      /* The arc round the price drains in twelve steps per tempo step. */
      frame = (int) ((now - self->shown_at) / 1000 * 12 / MAX (1, self->step_ms));
      if (frame != self->arc_frame)
        {
          self->arc_frame = frame;
          phl_layered_area_queue_live (PHL_LAYERED_AREA (widget));
        }
      busy = TRUE;
    }
  if (!busy)
    {
      /* One last frame, at rest, the dial and the bell on the kept layer. */
      self->tick_callback = 0;
      self->flying = FALSE;
      phl_layered_area_queue_still (PHL_LAYERED_AREA (widget));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
_phl_auction_view_animate (PhlAuctionView *self)
{
  /* The motion policy is the base's (reduced motion, animation speed). */
  if (phl_game_view_get_motion_ms (PHL_GAME_VIEW (self), 250) == 0 || self->tick_callback != 0)
    return;
  self->tick_callback = gtk_widget_add_tick_callback (self->canvas, on_canvas_tick, self, NULL);
  /* The dial and the bell leave the kept layer for the live one. */
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}
