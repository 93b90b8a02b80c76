/* phl-xmpp-uri.h — xmpp:ROOM?join links (RFC 5122, XEP-0147)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A link to a game's room, such as xmpp:game@rooms.example.org?join, is
 * an invitation anyone can pass on: the app opens it as one.  Parsed with
 * GUri; anything else is refused with a translated message (PHL_NET_ERROR,
 * PHL_NET_ERROR_BAD_LINK).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The room's bare address of a join link, or NULL with an error. */
char *phl_xmpp_join_link_parse (const char  *uri,
                                GError     **error);
/* The join link of @room ("xmpp:room@service?join"). */
char *phl_xmpp_join_link_new   (const char  *room);

G_END_DECLS
