/* phl-xmpp-register.h — making an account on its server (in-band registration, XEP-0077)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Connects without logging in, requires TLS (STARTTLS, the certificate
 * checked as for a login), asks the server for its registration form and
 * registers the address's local part with the password.  The caller logs
 * in afterwards as usual.  Errors are PHL_NET_ERROR codes with translated
 * messages: NO_REGISTRATION, NAME_TAKEN, NOT_ACCEPTABLE, CONNECT,
 * CERTIFICATE.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* @server and @cafile as for phl_xmpp_client_new(). */
void     phl_xmpp_register_async  (const char          *jid,
                                   const char          *password,
                                   const char          *server,
                                   const char          *cafile,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data);
gboolean phl_xmpp_register_finish (GAsyncResult        *result,
                                   GError             **error);

G_END_DECLS
