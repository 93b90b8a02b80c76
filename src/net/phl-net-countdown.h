/* phl-net-countdown.h — the host's clock for a countdown anyone may ring in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While the match is in a state where seats other than the one to act
 * may act too (Stamp Auction's countdown: the price falls, anyone may
 * ring), the host's PhlNetCountdown decides when the price falls and
 * whose ring counts, and plays that on the match through @decide.  The
 * host hands it the online seats' answers (a ring or a pass) and tells
 * it who is in the room.  docs/online.md says how it decides.
 */
#pragma once

#include "phl-match.h"

G_BEGIN_DECLS

typedef struct _PhlNetCountdown PhlNetCountdown;

/* Plays @action ("tick" or "ring N") on the match. */
typedef void (*PhlNetCountdownDecide) (const char *action,
                                       gpointer    user_data);

PhlNetCountdown *phl_net_countdown_new      (PhlMatch              *match,
                                             PhlNetCountdownDecide  decide,
                                             gpointer               user_data);
void             phl_net_countdown_free     (PhlNetCountdown       *self);
/* The match is in a countdown: run it.  @computers are the seats the
 * host plays (a bit per seat), @online the online seats in the room. */
void             phl_net_countdown_step     (PhlNetCountdown       *self,
                                             guint                  computers,
                                             guint                  online);
/* An online seat's answer to the view after @seq actions: a ring, or a
 * pass (@ring FALSE). */
void             phl_net_countdown_answer   (PhlNetCountdown       *self,
                                             guint                  seat,
                                             guint                  seq,
                                             gboolean               ring);
/* Who of the online seats is in the room changed. */
void             phl_net_countdown_presence (PhlNetCountdown       *self,
                                             guint                  online);
/* No more decisions until the next step. */
void             phl_net_countdown_stop     (PhlNetCountdown       *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlNetCountdown, phl_net_countdown_free)

G_END_DECLS
