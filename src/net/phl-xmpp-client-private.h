/* phl-xmpp-client-private.h — what in-band registration needs of the client
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Registration (phl-xmpp-register.c) talks to the server before any
 * login, on a "raw" libstrophe connection that the client still drives
 * from the main loop and whose certificate it still checks.
 */
#pragma once

#include "phl-xmpp-client.h"

G_BEGIN_DECLS

/* FALSE when libstrophe could not even start connecting. */
gboolean     phl_xmpp_client_connect_raw    (PhlXmppClient     *self,
                                             xmpp_conn_handler  handler,
                                             gpointer           user_data);
xmpp_conn_t *phl_xmpp_client_get_connection (PhlXmppClient     *self);
/* Why a connection that never logged in ended (translated). */
GError      *phl_xmpp_client_failure        (PhlXmppClient     *self,
                                             int                socket_error);

G_END_DECLS
