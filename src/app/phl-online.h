/* phl-online.h — online play in the app: hosting, invitations, a seat's view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One per window.  It logs the account of Preferences, Online in (the
 * password from the keyring), hosts a match with PhlNetHost (the view on
 * screen plays the person's seats; the host plays the computers and
 * takes the online seats' moves), and shows incoming invitations as a
 * notification and a dialog; an accepted one becomes a PhlNetGuest whose
 * views the window shows, the person's moves going to the host
 * (docs/online.md).  States and errors reach the person as toasts and as
 * the "status" property.
 */
#pragma once

#include <adwaita.h>

#include "phl-match.h"
#include "phl-window.h"

G_BEGIN_DECLS

#define PHL_TYPE_ONLINE (phl_online_get_type ())

G_DECLARE_FINAL_TYPE (PhlOnline, phl_online, PHL, ONLINE, GObject)

PhlOnline  *phl_online_new        (PhlWindow   *window,
                                   GSettings   *settings);
/* Logs in when an account is set (for invitations); quiet when none is. */
void        phl_online_login      (PhlOnline   *self);
/* Hosts @match: seat i is online when @addresses[i] is a non-empty
 * address (the match marks those seats as computers). */
void        phl_online_host       (PhlOnline   *self,
                                   PhlMatch    *match,
                                   char       **addresses);
/* Accepts an invitation to @room from @inviter (the dialog's Accept;
 * NULL when only a link invited us). */
void        phl_online_join       (PhlOnline   *self,
                                   const char  *room,
                                   const char  *inviter);
/* Continue on a hosted game after a restart: when @autosave is one of
 * the kept online games (phl-online-games.h), its match is shown and
 * hosted again in its room, the friends keeping their seats; FALSE when
 * it is not one (or cannot be read). */
gboolean    phl_online_resume_host (PhlOnline  *self,
                                    const char *autosave);
/* Continue on a seat after a restart: enters @room again and shows
 * "Waiting for the host" until the host's view comes. */
void        phl_online_rejoin     (PhlOnline   *self,
                                   const char  *room);
/* The online game at @room is no longer kept (left, or ended). */
void        phl_online_forget     (PhlOnline   *self,
                                   const char  *room);
/* The kept online games (of PhlOnlineGame), owned by @self; ::games-changed
 * says when they change. */
GPtrArray  *phl_online_get_games  (PhlOnline   *self);
/* Opens an xmpp:ROOM?join link as an invitation to that room: the
 * "Invitation to Play" dialog, or joining at once when the room's
 * invitation came already; a kept game's seat goes on (as
 * phl_online_rejoin()).  A bad link or no account says so. */
void        phl_online_open_link  (PhlOnline   *self,
                                   const char  *uri);
/* The latest state, translated ("Waiting for the host"…), or "". */
const char *phl_online_get_status (PhlOnline   *self);
/* Whether the account is logged in. */
gboolean    phl_online_get_connected (PhlOnline *self);
/* Whether the game on screen is played online. */
gboolean    phl_online_get_active (PhlOnline   *self);
/* A line of chat to the game's room (shown here too, by ::chat). */
void        phl_online_send_chat  (PhlOnline   *self,
                                   const char  *text);
/* Leaves the online game and logs out. */
void        phl_online_logout     (PhlOnline   *self);
/* Leaves the online game (the window shows another). */
void        phl_online_leave      (PhlOnline   *self);

G_END_DECLS
