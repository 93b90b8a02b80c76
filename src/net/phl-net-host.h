/* phl-net-host.h — the host of an online game: the one authority over its match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PhlNetHost keeps the whole match (seed, deck order, every hidden
 * item) in a chat room (docs/online.md): it plays the computer seats,
 * checks every move an online seat sends with the engine, and after
 * every action sends each online seat, privately, its view — a copy of
 * the match in which everything the seat may not know is dealt anew.
 * The room hears what everyone may know of each action.
 *
 * A seat is one of three: a computer (played here), an online seat (an
 * address given with phl_net_host_set_seat_address()), or a person at
 * the host's own screen, who moves by submitting to the match itself;
 * the host sees every action through the match's ::changed signal.
 * `philatelia-cli net host` and the app use the same object.
 */
#pragma once

#include "phl-match.h"
#include "phl-net-view.h"
#include "phl-xmpp-client.h"

G_BEGIN_DECLS

#define PHL_TYPE_NET_HOST (phl_net_host_get_type ())

G_DECLARE_FINAL_TYPE (PhlNetHost, phl_net_host, PHL, NET_HOST, GObject)

/* @room: the room's address, or a name alone (then the room is on the
 * account's server's chat-room service, found by discovery). */
PhlNetHost *phl_net_host_new              (PhlXmppClient *client,
                                           PhlMatch      *match,
                                           const char    *room);
/* Keeps @seat (0-based) for the bare address @jid (NULL: not online). */
void        phl_net_host_set_seat_address (PhlNetHost    *self,
                                           guint          seat,
                                           const char    *jid);
/* Lets the bare address @jid into the room without a seat: a spectator,
 * who hears only what the room hears (public events and chat). */
void        phl_net_host_add_watcher      (PhlNetHost    *self,
                                           const char    *jid);
const char *phl_net_host_get_seat_address (PhlNetHost    *self,
                                           guint          seat);
/* Whether the seat's occupant is in the room now. */
gboolean    phl_net_host_get_seat_present (PhlNetHost    *self,
                                           guint          seat);
/* Enters (and creates) the room once the client is ready, makes every
 * seated address a member, invites it (XEP-0249) and starts playing:
 * ::started, then ::over, or ::failed. */
void        phl_net_host_start            (PhlNetHost    *self);
/* How long each price of a countdown shows (Stamp Auction's bell; the
 * default is PHL_NET_TICK_MS, phl-net-countdown.h). */
void        phl_net_host_set_tick_ms      (PhlNetHost    *self,
                                           guint          tick_ms);
/* Stops playing: no more steps, messages or views. */
void        phl_net_host_stop             (PhlNetHost    *self);
PhlMatch   *phl_net_host_get_match        (PhlNetHost    *self);
/* The room's full address (after discovery), or the name given. */
const char *phl_net_host_get_room         (PhlNetHost    *self);
gboolean    phl_net_host_get_playing      (PhlNetHost    *self);
/* A line of chat to the room (a plain groupchat body). */
void        phl_net_host_send_chat        (PhlNetHost    *self,
                                           const char    *text);


/* The text a host invites with (translated): the game and the seat. */
char       *phl_net_invitation_reason     (const char    *game_id,
                                           guint          seat);

G_END_DECLS
