/* phl-net-countdown.h — the host's real-time clock for a countdown anyone may ring in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While the match is in a state where seats other than the one to act
 * may act too (Stamp Auction's countdown: the price falls, anyone may
 * ring), the host's PhlNetCountdown runs the clock in real time.  Each
 * tick is shown to the room and the seats at once (@show), before the
 * match plays it; a ring answers the view it was made on, so it carries
 * the price its player saw.  A ring that reaches the host within
 * PHL_NET_RING_WINDOW_MS after the next tick still counts at that price;
 * among the rings for one lot the one at the highest price wins, and
 * between equal prices the first to arrive.  The match plays a tick only
 * once its window has closed without a ring (@decide), so the engine
 * decides every step.  docs/online.md tells the whole story.
 */
#pragma once

#include "phl-change.h"
#include "phl-match.h"

G_BEGIN_DECLS

/* How long after the next tick a ring still counts at the price its
 * player saw: a player 150 ms away (300 ms there and back) rings in time
 * at any tick length. */
#define PHL_NET_RING_WINDOW_MS 300
/* The default tick, the app's own tempo. */
#define PHL_NET_TICK_MS 800

typedef struct _PhlNetCountdown PhlNetCountdown;

typedef struct
{
  /* Plays @action ("tick" or "ring N") on the match; @shown: a tick whose
   * state the room and the seats were shown already. */
  void (*decide) (const char      *action,
                  gboolean         shown,
                  gpointer         user_data);
  /* Shows @state, the match's state with ticks still to be played, to
   * the room and the seats: @seq actions, the last a tick (@change). */
  void (*show)   (gconstpointer    state,
                  guint            seq,
                  const PhlChange *change,
                  gpointer         user_data);
} PhlNetCountdownHooks;

PhlNetCountdown *phl_net_countdown_new      (PhlMatch                   *match,
                                             const PhlNetCountdownHooks *hooks,
                                             gpointer                    user_data);
void             phl_net_countdown_free     (PhlNetCountdown            *self);
void             phl_net_countdown_set_tick_ms (PhlNetCountdown         *self,
                                             guint                       tick_ms);
/* The match is in a countdown: run its clock (a new one, unless the
 * match is where the running clock left it).  @computers are the seats
 * the host plays (a bit per seat), @online the online seats, @present
 * those of them in the room: the clock holds while one is away. */
void             phl_net_countdown_step     (PhlNetCountdown            *self,
                                             guint                       computers,
                                             guint                       online,
                                             guint                       present);
/* Whether an answer made on the view after @seq actions belongs to the
 * clock (the one running, or the one that just ended). */
gboolean         phl_net_countdown_covers   (PhlNetCountdown            *self,
                                             guint                       seq);
/* An online seat's answer to the view after @seq actions: a ring, or a
 * pass (@ring FALSE: nothing to do, the price falls by itself).  FALSE
 * with @error when the engine refuses the ring; a ring too late or
 * outbid is no error. */
gboolean         phl_net_countdown_answer   (PhlNetCountdown            *self,
                                             guint                       seat,
                                             guint                       seq,
                                             gboolean                    ring,
                                             GError                    **error);
/* Who of the online seats is in the room changed. */
void             phl_net_countdown_presence (PhlNetCountdown            *self,
                                             guint                       present);
/* The clock stops; phl_net_countdown_step() starts it again. */
void             phl_net_countdown_stop     (PhlNetCountdown            *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlNetCountdown, phl_net_countdown_free)

G_END_DECLS
