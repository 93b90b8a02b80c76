/* phl-net-guest.h — one seat of a game hosted online
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PhlNetGuest enters the game's room and holds only what the host
 * sends it privately: its seat's view, a position in which everything
 * the seat may not know was dealt anew by the host (docs/online.md).  It
 * never sees the seed, the deck order or another seat's hidden items.
 * Its moves go to the host, which takes them (a new view follows) or
 * refuses them with a reason.  A spectator (a member without a seat)
 * gets no view: it hears the room's public events (::event) only.  `philatelia-cli net join` plays it with
 * the computer; the app lets a person play it.
 */
#pragma once

#include "phl-game-rules.h"
#include "phl-xmpp-client.h"

G_BEGIN_DECLS

#define PHL_TYPE_NET_GUEST (phl_net_guest_get_type ())

G_DECLARE_FINAL_TYPE (PhlNetGuest, phl_net_guest, PHL, NET_GUEST, GObject)

/* @room: the room's full address; @account: ours (its local part is our
 * nick in the room). */
PhlNetGuest        *phl_net_guest_new           (PhlXmppClient *client,
                                                 const char    *room,
                                                 const char    *account);
/* Enters the room once the client is ready, and again while the host has
 * not yet made us a member.  ::view-changed follows each view. */
void                phl_net_guest_start         (PhlNetGuest   *self);
void                phl_net_guest_stop          (PhlNetGuest   *self);
const char         *phl_net_guest_get_room      (PhlNetGuest   *self);
/* Whether the host is in the room (the property "host-present"). */
gboolean            phl_net_guest_get_host_present (PhlNetGuest *self);

/* The latest view: its game, state (owned by the guest), position-file
 * text, sequence number and our seat (0-based, -1 before the first). */
const PhlGameRules *phl_net_guest_get_rules     (PhlNetGuest   *self);
gconstpointer       phl_net_guest_get_view      (PhlNetGuest   *self);
const char         *phl_net_guest_get_view_text (PhlNetGuest   *self);
guint               phl_net_guest_get_seq       (PhlNetGuest   *self);
int                 phl_net_guest_get_seat      (PhlNetGuest   *self);
/* Whether we answered the latest view already (a move or a pass). */
gboolean            phl_net_guest_get_answered  (PhlNetGuest   *self);

/* Sends @action (NULL: let the auction's price fall) to the host as the
 * answer to the latest view; FALSE when there is no host or no view. */
gboolean            phl_net_guest_submit        (PhlNetGuest   *self,
                                                 const char    *action);
/* Declines the invitation to the room (XEP-0045 mediated decline): the
 * room tells @inviter (NULL: the room's owners). */
void                phl_net_guest_decline       (PhlNetGuest   *self,
                                                 const char    *inviter);
void                phl_net_guest_send_chat     (PhlNetGuest   *self,
                                                 const char    *text);

G_END_DECLS
