/* phl-xmpp-client.h — one XMPP account's connection, driven from the GLib main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thin GObject over libstrophe: connects with TLS required (trusting
 * an extra CA file when given), logs in, and hands every stanza it
 * receives to its signals.  The socket is watched by a GSource on the
 * thread-default main context, so nothing here blocks.  Games and the
 * core know nothing of it (docs/online.md).  The first client makes the
 * process ignore SIGPIPE, so that a dropped connection is seen as one.
 */
#pragma once

#include <gio/gio.h>
#include <strophe.h>

G_BEGIN_DECLS

#define PHL_NET_ERROR (phl_net_error_quark ())

typedef enum
{
  PHL_NET_ERROR_CONNECT,       /* no connection to the server */
  PHL_NET_ERROR_CERTIFICATE,   /* the server's certificate is not trusted */
  PHL_NET_ERROR_LOGIN,         /* wrong address or password */
  PHL_NET_ERROR_DISCONNECTED,  /* the server closed the connection */
  PHL_NET_ERROR_NO_ROOMS,      /* the server has no chat-room service */
  PHL_NET_ERROR_ROOM,          /* the room refused us */
  PHL_NET_ERROR_REFUSED,       /* the host refused a move */
  PHL_NET_ERROR_NOT_MEMBER,    /* the room does not let us in (yet) */
  PHL_NET_ERROR_NO_ROOM,       /* the room does not exist (yet) */
  PHL_NET_ERROR_NICK_TAKEN,    /* someone else in the room has that nick */
  PHL_NET_ERROR_NO_REGISTRATION, /* the server does not let accounts be made (XEP-0077) */
  PHL_NET_ERROR_NAME_TAKEN,    /* an account of that name exists */
  PHL_NET_ERROR_NOT_ACCEPTABLE, /* the server refused the name or password */
  PHL_NET_ERROR_BAD_LINK,      /* not an xmpp:ROOM?join link */
} PhlNetError;

GQuark phl_net_error_quark (void);

#define PHL_TYPE_XMPP_CLIENT (phl_xmpp_client_get_type ())

G_DECLARE_FINAL_TYPE (PhlXmppClient, phl_xmpp_client, PHL, XMPP_CLIENT, GObject)

/* @server: "HOST[:PORT]" to connect to instead of the one found for the
 * account's domain, or NULL.  @cafile: a certificate to trust besides the
 * system's, or NULL. */
PhlXmppClient *phl_xmpp_client_new          (const char     *jid,
                                             const char     *password,
                                             const char     *server,
                                             const char     *cafile);
/* Emits "ready" once logged in, or "closed" with the reason.  A drop
 * after that emits "interrupted", then "resumed" when the server took the
 * session back (XEP-0198), or "closed" (docs/online.md). */
void           phl_xmpp_client_connect      (PhlXmppClient  *self);
void           phl_xmpp_client_disconnect   (PhlXmppClient  *self);
/* Drops a reference once idle: for a holder letting go from within the
 * client's own "closed". */
void           phl_xmpp_client_unref_later  (PhlXmppClient  *self);
gboolean       phl_xmpp_client_is_ready     (PhlXmppClient  *self);
/* The bound full JID, NULL before "ready". */
const char    *phl_xmpp_client_get_jid      (PhlXmppClient  *self);
const char    *phl_xmpp_client_get_domain   (PhlXmppClient  *self);
xmpp_ctx_t    *phl_xmpp_client_get_context  (PhlXmppClient  *self);

/* Queues @stanza (not consumed) and wakes the loop to write it. */
void           phl_xmpp_client_send         (PhlXmppClient  *self,
                                             xmpp_stanza_t  *stanza);

/* Sends @iq (its id is set here) and calls back with the answer (a
 * result or an error stanza); never when the connection closes first. */
typedef void (*PhlXmppIqFunc) (PhlXmppClient *self,
                               xmpp_stanza_t *answer,
                               gpointer       user_data);
void           phl_xmpp_client_send_iq      (PhlXmppClient  *self,
                                             xmpp_stanza_t  *iq,
                                             PhlXmppIqFunc   callback,
                                             gpointer        user_data);

/* New stanzas on the client's context. */
xmpp_stanza_t *phl_xmpp_stanza_new          (PhlXmppClient  *self,
                                             const char     *name,
                                             const char     *ns);
xmpp_stanza_t *phl_xmpp_stanza_add_child    (PhlXmppClient  *self,
                                             xmpp_stanza_t  *parent,
                                             const char     *name,
                                             const char     *ns);
void           phl_xmpp_stanza_add_text     (PhlXmppClient  *self,
                                             xmpp_stanza_t  *parent,
                                             const char     *text);
/* A new id unique to this client. */
char          *phl_xmpp_client_new_id       (PhlXmppClient  *self);
/* The stanza-level error of @stanza as text, or NULL when it is none. */
char          *phl_xmpp_stanza_error_text   (xmpp_stanza_t  *stanza);

/* The defined condition of @stanza's error ("item-not-found"), or NULL. */
const char    *phl_xmpp_stanza_error_condition (xmpp_stanza_t *stanza);

/* "user@domain" of a JID, newly allocated. */
char          *phl_xmpp_bare_jid            (const char     *jid);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmpp_stanza_t, xmpp_stanza_release)

G_END_DECLS
