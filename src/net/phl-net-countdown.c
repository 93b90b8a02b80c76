/* phl-net-countdown.c — the host's real-time clock for a countdown (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One clock runs from the match's state when a countdown begins
 * (`first` actions) until a ring is played or the countdown ends.  Every
 * tick_us the clock shows the next tick's state (`shown` grows) without
 * playing it; the match plays it (`committed` grows) once the window of
 * the state before it has closed: PHL_NET_RING_WINDOW_MS after that
 * tick.  A ring answers one shown state; it counts if it comes before
 * that state's window closes.  The rings held wait until every state
 * before theirs is decided; then the ring at the lowest seq (the highest
 * price) is played, the first to arrive between equal ones.  Once a ring
 * is held the clock shows no more ticks: no later ring could win.  The
 * tick that would end the countdown (a price of 0 falling) is never
 * shown ahead: the match plays it when its window closes.
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include "phl-net-countdown.h"

typedef struct
{
  guint  seq;
  guint  seat;
  gint64 at;
} Ring;

struct _PhlNetCountdown
{
  PhlMatch             *match;
  PhlNetCountdownHooks  hooks;
  gpointer              user_data;
  gint64                tick_us;
  guint                 computers;
  guint                 online;
  guint                 present;
  gboolean              running;
  gboolean              ran;          /* a clock ran: first..shown are its */
  guint                 first;
  guint                 shown;
  guint                 committed;    /* the match's actions as we left it */
  GArray               *shown_at;     /* gint64 per seq first..shown */
  gint64                next_tick_at; /* 0: no tick due */
  gint64                last_tick_at; /* the tick that ends the countdown came; 0: not yet */
  GArray               *rings;
  guint                 wake_id;
};

static void reschedule (PhlNetCountdown *self);

PhlNetCountdown *
phl_net_countdown_new (PhlMatch                   *match,
                       const PhlNetCountdownHooks *hooks,
                       gpointer                    user_data)
{
  PhlNetCountdown *self = g_new0 (PhlNetCountdown, 1);

  self->match = g_object_ref (match);
  self->hooks = *hooks;
  self->user_data = user_data;
  self->tick_us = PHL_NET_TICK_MS * G_GINT64_CONSTANT (1000);
  self->shown_at = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->rings = g_array_new (FALSE, FALSE, sizeof (Ring));
  return self;
}

void
phl_net_countdown_free (PhlNetCountdown *self)
{
  if (self == NULL)
    return;
  phl_net_countdown_stop (self);
  g_array_unref (self->shown_at);
  g_array_unref (self->rings);
  g_object_unref (self->match);
  g_free (self);
}

void
phl_net_countdown_set_tick_ms (PhlNetCountdown *self,
                               guint            tick_ms)
{
  self->tick_us = MAX (tick_ms, 1) * G_GINT64_CONSTANT (1000);
}

void
phl_net_countdown_stop (PhlNetCountdown *self)
{
  self->running = FALSE;
  g_clear_handle_id (&self->wake_id, g_source_remove);
}

static gboolean
held (PhlNetCountdown *self)
{
  return (self->online & ~self->present) != 0;
}

/* The state after @seq actions: the match's, with the ticks shown but
 * not played yet; the last tick tells @change (may be NULL). */
static gpointer
state_at (PhlNetCountdown *self,
          guint            seq,
          PhlChange       *change)
{
  const PhlGameRules *rules = phl_match_get_rules (self->match);
  gpointer state = rules->copy (phl_match_get_state (self->match));
  g_autoptr(GRand) unused = g_rand_new_with_seed (0);

  for (guint n = phl_match_get_n_actions (self->match); n < seq; n++)
    if (!rules->apply (state, "tick", unused, NULL, n + 1 == seq ? change : NULL, NULL))
      g_warn_if_reached ();
  return state;
}

/* When the window of the state after @seq actions closes. */
static gint64
deadline (PhlNetCountdown *self,
          guint            seq)
{
  gint64 next;

  if (seq < self->shown)
    next = g_array_index (self->shown_at, gint64, seq + 1 - self->first);
  else if (self->last_tick_at != 0)
    next = self->last_tick_at;
  else
    return G_MAXINT64;
  return next + PHL_NET_RING_WINDOW_MS * G_GINT64_CONSTANT (1000);
}

static void
hold_ring (PhlNetCountdown *self,
           guint            seq,
           guint            seat)
{
  Ring ring = { seq, seat, g_get_monotonic_time () };

  g_array_append_val (self->rings, ring);
  /* No ring after this one could win: the clock stops. */
  self->next_tick_at = 0;
}

/* The computer seats ring at once when they would at @state (@seq). */
static void
ask_computers (PhlNetCountdown *self,
               gconstpointer    state,
               guint            seq)
{
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  g_autofree char *action = NULL;
  guint64 seat;

  if (self->computers == 0)
    return;
  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    levels[i] = phl_match_get_seat (self->match, i)->level;
  phl_match_get_rules (self->match)->choose_for_seats (state, levels, self->computers, &action);
  if (action != NULL && g_str_has_prefix (action, "ring ")
      && g_ascii_string_to_unsigned (action + 5, 10, 1, PHL_MAX_SEATS, &seat, NULL))
    hold_ring (self, seq, seat - 1);
}

/* The earliest ring held for the state after @seq actions, or NULL. */
static const Ring *
ring_at (PhlNetCountdown *self,
         guint            seq)
{
  const Ring *best = NULL;

  for (guint i = 0; i < self->rings->len; i++)
    {
      const Ring *ring = &g_array_index (self->rings, Ring, i);

      if (ring->seq == seq && (best == NULL || ring->at < best->at))
        best = ring;
    }
  return best;
}

/* Plays what is decided: ticks whose windows closed, then the ring that
 * won, if any. */
static void
resolve (PhlNetCountdown *self)
{
  while (self->running)
    {
      guint seq = phl_match_get_n_actions (self->match);
      const Ring *ring = ring_at (self, seq);
      gboolean shown;

      if (seq != self->committed)
        {
          /* Someone else played on the match (a person at the host's
           * screen): the next step starts a new clock. */
          phl_net_countdown_stop (self);
          return;
        }
      if (ring != NULL)
        {
          g_autofree char *action = g_strdup_printf ("ring %u", ring->seat + 1);

          g_debug ("countdown: ring %u at seq %u wins (%u shown)", ring->seat + 1, seq, self->shown);
          phl_net_countdown_stop (self);
          self->hooks.decide (action, FALSE, self->user_data);
          return;
        }
      if (g_get_monotonic_time () < deadline (self, seq))
        break;
      shown = seq < self->shown;
      /* The tick that ends the countdown: this clock is done. */
      if (!shown)
        phl_net_countdown_stop (self);
      self->committed = seq + 1;
      self->hooks.decide ("tick", shown, self->user_data);
    }
  reschedule (self);
}

/* The clock shows the next tick, or notes that it ends the countdown. */
static void
tick (PhlNetCountdown *self,
      gint64           now)
{
  const PhlGameRules *rules = phl_match_get_rules (self->match);
  g_autoptr(PhlChange) change = phl_change_new (rules->current_seat (phl_match_get_state (self->match)));
  gpointer state = state_at (self, self->shown, NULL);
  g_autoptr(GRand) unused = g_rand_new_with_seed (0);

  if (rules->apply (state, "tick", unused, NULL, change, NULL) && rules->others_may_act (state))
    {
      self->shown++;
      g_array_append_val (self->shown_at, now);
      self->next_tick_at = MAX (self->next_tick_at + self->tick_us, now + self->tick_us / 2);
      self->hooks.show (state, self->shown, change, self->user_data);
      ask_computers (self, state, self->shown);
    }
  else
    {
      self->last_tick_at = now;
      self->next_tick_at = 0;
    }
  rules->free (state);
}

static gboolean
on_wake (gpointer user_data)
{
  PhlNetCountdown *self = user_data;
  gint64 now = g_get_monotonic_time ();

  self->wake_id = 0;
  if (self->next_tick_at != 0 && !held (self) && now >= self->next_tick_at)
    tick (self, now);
  resolve (self);
  return G_SOURCE_REMOVE;
}

static void
reschedule (PhlNetCountdown *self)
{
  gint64 when = G_MAXINT64;
  gint64 now = g_get_monotonic_time ();

  g_clear_handle_id (&self->wake_id, g_source_remove);
  if (!self->running)
    return;
  if (self->next_tick_at != 0 && !held (self))
    when = self->next_tick_at;
  when = MIN (when, deadline (self, self->committed));
  if (when == G_MAXINT64)
    return;
  self->wake_id = g_timeout_add (when > now ? (guint) ((when - now + 999) / 1000) : 0, on_wake, self);
}

void
phl_net_countdown_step (PhlNetCountdown *self,
                        guint            computers,
                        guint            online,
                        guint            present)
{
  guint n = phl_match_get_n_actions (self->match);
  gint64 now = g_get_monotonic_time ();

  self->computers = computers;
  self->online = online;
  self->present = present;
  if (self->running && n == self->committed)
    {
      reschedule (self);
      return;
    }
  /* A new clock at the match's price. */
  phl_net_countdown_stop (self);
  self->running = self->ran = TRUE;
  self->first = self->shown = self->committed = n;
  g_array_set_size (self->shown_at, 0);
  g_array_append_val (self->shown_at, now);
  g_array_set_size (self->rings, 0);
  self->last_tick_at = 0;
  self->next_tick_at = now + self->tick_us;
  ask_computers (self, phl_match_get_state (self->match), n);
  resolve (self);
}

gboolean
phl_net_countdown_covers (PhlNetCountdown *self,
                          guint            seq)
{
  return self->ran && seq >= self->first && seq <= self->shown;
}

gboolean
phl_net_countdown_answer (PhlNetCountdown  *self,
                          guint             seat,
                          guint             seq,
                          gboolean          ring,
                          GError          **error)
{
  const PhlGameRules *rules = phl_match_get_rules (self->match);
  g_autofree char *action = g_strdup_printf ("ring %u", seat + 1);
  g_autoptr(GRand) unused = NULL;
  gint64 now = g_get_monotonic_time ();
  gpointer state;
  gboolean legal;

  if (!ring)
    return TRUE;
  /* Too late: the lot went to another ring, or the window closed. */
  if (!self->running || seq < self->committed || seq > self->shown || now > deadline (self, seq))
    {
      g_debug ("countdown: ring %u at seq %u came too late (clock at %u, %s)", seat + 1, seq,
               self->shown, self->running ? "running" : "over");
      return TRUE;
    }
  unused = g_rand_new_with_seed (0);
  state = state_at (self, seq, NULL);
  legal = rules->apply (state, action, unused, NULL, NULL, error);
  rules->free (state);
  if (!legal)
    return FALSE;
  g_debug ("countdown: ring %u at seq %u held (clock at %u)", seat + 1, seq, self->shown);
  hold_ring (self, seq, seat);
  resolve (self);
  return TRUE;
}

void
phl_net_countdown_presence (PhlNetCountdown *self,
                            guint            present)
{
  gboolean was_held = held (self);

  self->present = present;
  /* Going on after a hold, the price shows a full tick again. */
  if (was_held && !held (self) && self->next_tick_at != 0)
    self->next_tick_at = g_get_monotonic_time () + self->tick_us;
  reschedule (self);
}
