/* phl-xmpp-register.c — in-band registration, XEP-0077 (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On a raw libstrophe connection: open the stream, STARTTLS, open it
 * again, and once the features offer registration send the form's
 * request (iq get) and then the name and password (iq set).  A server
 * that does not offer the feature does not allow registration; nothing
 * is ever sent before the connection is encrypted.
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <errno.h>

#include <glib/gi18n-lib.h>

#include "phl-xmpp-client-private.h"
#include "phl-xmpp-register.h"

#define NS_REGISTER_FEATURE "http://jabber.org/features/iq-register"
/* A server that never answers is given up on after this. */
#define REGISTER_TIMEOUT_S 20

typedef struct
{
  PhlXmppClient *client;
  char          *local;
  char          *domain;
  char          *password;
  GError        *error;      /* NULL once registered */
  gboolean       registered;
  gboolean       done;
  guint          timeout_id;
} Registration;

static void
registration_free (gpointer data)
{
  Registration *reg = data;

  g_clear_handle_id (&reg->timeout_id, g_source_remove);
  if (reg->client != NULL)
    {
      phl_xmpp_client_disconnect (reg->client);
      phl_xmpp_client_unref_later (reg->client);
    }
  g_free (reg->local);
  g_free (reg->domain);
  g_free (reg->password);
  g_clear_error (&reg->error);
  g_free (reg);
}

/* Ends the registration with @error (taken; NULL: registered) and closes. */
static void
finish (GTask  *task,
        GError *error)
{
  Registration *reg = g_task_get_task_data (task);

  if (reg->done)
    {
      g_clear_error (&error);
      return;
    }
  reg->done = TRUE;
  reg->error = error;
  xmpp_disconnect (phl_xmpp_client_get_connection (reg->client));
}

static GError *
no_registration (Registration *reg)
{
  /* Translators: %s is a server's name */
  return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_NO_REGISTRATION,
                      _("The server %s does not allow creating accounts from an app; "
                        "create one on its website, or choose another server"), reg->domain);
}

/* The server's answer to the name and password. */
static GError *
refusal (Registration  *reg,
         xmpp_stanza_t *answer)
{
  const char *condition = phl_xmpp_stanza_error_condition (answer);
  g_autofree char *text = phl_xmpp_stanza_error_text (answer);

  if (g_strcmp0 (condition, "conflict") == 0)
    /* Translators: %s@%s is the address that someone already has */
    return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_NAME_TAKEN,
                        _("The address %s@%s is taken; choose another name"), reg->local, reg->domain);
  if (g_strcmp0 (condition, "not-acceptable") == 0 || g_strcmp0 (condition, "bad-request") == 0
      || g_strcmp0 (condition, "jid-malformed") == 0)
    {
      if (text != NULL && g_strcmp0 (text, condition) != 0)
        /* Translators: %s is a server's name, then its own words (often in English) */
        return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_NOT_ACCEPTABLE,
                            _("The server %s did not accept this name or password: %s"), reg->domain, text);
      return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_NOT_ACCEPTABLE,
                          _("The server %s did not accept this name or password"), reg->domain);
    }
  return no_registration (reg);
}

static void
on_registered (PhlXmppClient *client,
               xmpp_stanza_t *answer,
               gpointer       user_data)
{
  GTask *task = user_data;
  Registration *reg = g_task_get_task_data (task);

  if (g_strcmp0 (xmpp_stanza_get_type (answer), "result") == 0)
    {
      reg->registered = TRUE;
      finish (task, NULL);
    }
  else
    finish (task, refusal (reg, answer));
}

static void
add_field (PhlXmppClient *client,
           xmpp_stanza_t *query,
           const char    *name,
           const char    *value)
{
  xmpp_stanza_t *field = phl_xmpp_stanza_add_child (client, query, name, NULL);

  phl_xmpp_stanza_add_text (client, field, value);
}

/* The form came: the fields this app knows are the name and password
 * (a server wanting more refuses them as not acceptable). */
static void
on_form (PhlXmppClient *client,
         xmpp_stanza_t *answer,
         gpointer       user_data)
{
  GTask *task = user_data;
  Registration *reg = g_task_get_task_data (task);
  xmpp_stanza_t *iq, *query;

  if (g_strcmp0 (xmpp_stanza_get_type (answer), "result") != 0)
    {
      finish (task, no_registration (reg));
      return;
    }
  iq = phl_xmpp_stanza_new (client, "iq", NULL);
  xmpp_stanza_set_type (iq, "set");
  xmpp_stanza_set_to (iq, reg->domain);
  query = phl_xmpp_stanza_add_child (client, iq, "query", XMPP_NS_REGISTER);
  add_field (client, query, "username", reg->local);
  add_field (client, query, "password", reg->password);
  phl_xmpp_client_send_iq (client, iq, on_registered, task);
  xmpp_stanza_release (iq);
}

static int
on_tls_proceed (xmpp_conn_t   *conn,
                xmpp_stanza_t *stanza,
                void          *user_data)
{
  GTask *task = user_data;
  Registration *reg = g_task_get_task_data (task);

  if (g_strcmp0 (xmpp_stanza_get_name (stanza), "proceed") == 0 && xmpp_conn_tls_start (conn) == 0)
    xmpp_conn_open_stream_default (conn);
  else
    finish (task, phl_xmpp_client_failure (reg->client, 0));
  return 0;
}

static int
on_features (xmpp_conn_t   *conn,
             xmpp_stanza_t *features,
             void          *user_data)
{
  GTask *task = user_data;
  Registration *reg = g_task_get_task_data (task);
  xmpp_stanza_t *child, *iq;

  if (!xmpp_conn_is_secured (conn))
    {
      child = xmpp_stanza_get_child_by_name_and_ns (features, "starttls", XMPP_NS_TLS);
      if (child == NULL)
        {
          /* TLS is required: the password never goes out in clear. */
          finish (task, phl_xmpp_client_failure (reg->client, 0));
          return 0;
        }
      xmpp_handler_add (conn, on_tls_proceed, XMPP_NS_TLS, NULL, NULL, task);
      child = phl_xmpp_stanza_new (reg->client, "starttls", XMPP_NS_TLS);
      xmpp_send (conn, child);
      xmpp_stanza_release (child);
      return 0;
    }
  if (xmpp_stanza_get_child_by_name_and_ns (features, "register", NS_REGISTER_FEATURE) == NULL)
    {
      finish (task, no_registration (reg));
      return 0;
    }
  iq = phl_xmpp_stanza_new (reg->client, "iq", NULL);
  xmpp_stanza_set_type (iq, "get");
  xmpp_stanza_set_to (iq, reg->domain);
  phl_xmpp_stanza_add_child (reg->client, iq, "query", XMPP_NS_REGISTER);
  phl_xmpp_client_send_iq (reg->client, iq, on_form, task);
  xmpp_stanza_release (iq);
  return 0;
}

static void
on_connection (xmpp_conn_t         *conn,
               xmpp_conn_event_t    event,
               int                  socket_error,
               xmpp_stream_error_t *stream_error,
               void                *user_data)
{
  GTask *task = user_data;
  Registration *reg = g_task_get_task_data (task);

  if (event == XMPP_CONN_RAW_CONNECT)
    xmpp_conn_open_stream_default (conn);
  else if (event == XMPP_CONN_CONNECT)
    /* Each stream opened (before and after STARTTLS) sends its features. */
    xmpp_handler_add (conn, on_features, XMPP_NS_STREAMS, "features", NULL, task);
  else
    {
      GError *error;

      if (!reg->done)
        reg->error = phl_xmpp_client_failure (reg->client, socket_error);
      reg->done = TRUE;
      error = g_steal_pointer (&reg->error);
      if (error != NULL)
        g_task_return_error (task, error);
      else
        g_task_return_boolean (task, TRUE);
      g_object_unref (task);
    }
}

static gboolean
on_timeout (gpointer user_data)
{
  GTask *task = user_data;
  Registration *reg = g_task_get_task_data (task);

  reg->timeout_id = 0;
  finish (task, phl_xmpp_client_failure (reg->client, ETIMEDOUT));
  return G_SOURCE_REMOVE;
}

void
phl_xmpp_register_async (const char          *jid,
                         const char          *password,
                         const char          *server,
                         const char          *cafile,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  Registration *reg = g_new0 (Registration, 1);
  g_autofree char *bare = phl_xmpp_bare_jid (jid);
  const char *at = strchr (bare, '@');

  g_task_set_source_tag (task, phl_xmpp_register_async);
  g_task_set_task_data (task, reg, registration_free);
  reg->local = at != NULL ? g_strndup (bare, at - bare) : g_strdup (bare);
  reg->domain = g_strdup (at != NULL ? at + 1 : bare);
  reg->password = g_strdup (password);
  /* The stream is addressed to the domain: there is no account yet. */
  reg->client = phl_xmpp_client_new (reg->domain, "", server, cafile);
  if (!phl_xmpp_client_connect_raw (reg->client, on_connection, task))
    {
      g_task_return_error (task, phl_xmpp_client_failure (reg->client, 0));
      g_object_unref (task);
      return;
    }
  reg->timeout_id = g_timeout_add_seconds (REGISTER_TIMEOUT_S, on_timeout, task);
}

gboolean
phl_xmpp_register_finish (GAsyncResult *result,
                          GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
