/* phl-xmpp-client.c — libstrophe on the GLib main loop (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe offers xmpp_run_once() for outside event loops.  A GSource
 * watches the connection's socket (libstrophe shows it to us through its
 * socket-option callback) and runs libstrophe when the socket is readable,
 * when something was queued to send, and every few milliseconds for its
 * timers.  One xmpp_run_once() reads at most 4 KiB, while TLS may hold a
 * record of up to 16 KiB already read from the socket: a dispatch runs it
 * several times so that such data is not left waiting for the next tick.
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-xmpp-client.h"
#include "phl-xmpp-client-private.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <sys/socket.h>

#define TICK_MS 20
#define RUNS_PER_DISPATCH 8
/* Stream management (XEP-0198): how long a dropped connection is tried
 * again before the drop counts as the end, and how often. */
#define RESUME_SECONDS 60
#define RESUME_RETRY_MS 500

G_DEFINE_QUARK (phl-net-error-quark, phl_net_error)

struct _PhlXmppClient
{
  GObject       parent_instance;
  char         *jid;
  char         *password;
  char         *server_host;
  unsigned short server_port;
  char         *cafile;
  char         *domain;

  xmpp_log_t    log;
  xmpp_ctx_t   *ctx;
  xmpp_conn_t  *conn;
  GSource      *source;
  gpointer      fd_tag;
  guint         next_id;

  gboolean      ready;
  gboolean      certificate_refused;
  gboolean      auth_failed;
  gboolean      closing;
  /* PHILATELIA_NET_DEBUG set: every stanza received goes to stderr. */
  gboolean      debug;

  /* A dropped session being resumed: when to give up, the next try,
   * whether libstrophe said the session came back, and what was sent
   * meanwhile (libstrophe drops what is sent while disconnected). */
  gboolean      resuming;
  gboolean      resumed;
  gint64        resume_deadline;
  GSource      *resume_source;
  GCancellable *probe;
  GQueue        held;
  /* What was given to libstrophe and not yet written out whole, as
   * text: libstrophe forgets it when the connection drops, so it is
   * sent again after a resume. */
  GQueue        unwritten;
  /* The server offers stream management; libstrophe asked to enable it
   * and reported the session up before the answer came. */
  gboolean      sm_offered;
  gboolean      awaiting_sm;
  GSource      *sm_source;
};

enum { SIGNAL_READY, SIGNAL_CLOSED, SIGNAL_MESSAGE, SIGNAL_PRESENCE, SIGNAL_STANZA,
       SIGNAL_INTERRUPTED, SIGNAL_RESUMED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* libstrophe's socket and certificate callbacks get only the connection. */
static GHashTable *clients_by_connection;

static PhlXmppClient *
client_of (xmpp_conn_t *conn)
{
  return clients_by_connection != NULL ? g_hash_table_lookup (clients_by_connection, conn) : NULL;
}

G_DEFINE_TYPE (PhlXmppClient, phl_xmpp_client, G_TYPE_OBJECT)

static void
wake (PhlXmppClient *self)
{
  if (self->source != NULL)
    g_source_set_ready_time (self->source, 0);
}

static gboolean
dispatch_strophe (gpointer user_data)
{
  PhlXmppClient *self = user_data;

  g_object_ref (self);
  for (guint i = 0; i < RUNS_PER_DISPATCH && self->ctx != NULL; i++)
    xmpp_run_once (self->ctx, 0);
  if (self->source != NULL)
    {
      gboolean pending = self->conn != NULL && xmpp_conn_send_queue_len (self->conn) > 0;

      g_source_set_ready_time (self->source,
                               pending ? 0 : g_get_monotonic_time () + TICK_MS * 1000);
    }
  g_object_unref (self);
  return G_SOURCE_CONTINUE;
}

static gboolean
source_dispatch (GSource     *source,
                 GSourceFunc  callback,
                 gpointer     user_data)
{
  return callback (user_data);
}

static GSourceFuncs strophe_source_funcs = { NULL, NULL, source_dispatch, NULL, NULL, NULL };

/* libstrophe made a socket: watch it (and keep its usual keep-alive). */
static int
on_socket (xmpp_conn_t *conn,
           void        *sock)
{
  PhlXmppClient *self = client_of (conn);
  int fd = *(int *) sock;
  int on = 1;

  /* Moves are small and answered at once: no waiting to fill a packet. */
  setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
  if (self != NULL && self->source != NULL)
    {
      if (self->fd_tag != NULL)
        g_source_remove_unix_fd (self->source, self->fd_tag);
      self->fd_tag = g_source_add_unix_fd (self->source, fd, G_IO_IN | G_IO_HUP | G_IO_ERR);
    }
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

static gboolean on_sm_answered (gpointer user_data);

static void
on_log (void            *user_data,
        xmpp_log_level_t level,
        const char      *area,
        const char      *message)
{
  PhlXmppClient *self = user_data;

  /* libstrophe tells a refused password only in its log: it then tries
   * the next mechanism and closes when none is left. */
  if (g_str_has_prefix (message, "SASL ") && strstr (message, "auth failed") != NULL)
    self->auth_failed = TRUE;
  /* libstrophe 0.12 may fail the handshake without calling the
   * certificate handler: its log says why. */
  if (g_str_equal (area, "tls") && g_str_has_prefix (message, "Certificate verification FAILED"))
    self->certificate_refused = TRUE;
  /* Nor does it tell a resumed session (XEP-0198) from a new one, but
   * in its log. */
  if (g_str_equal (area, "xmpp") && g_str_equal (message, "Session resumed successfully."))
    self->resumed = TRUE;
  /* libstrophe 0.12 counts the stanzas it sends only once the server
   * said <enabled/>, while the server counts from <enable/>: whatever is
   * sent in between puts the two counts apart, and a resume then takes
   * a lost stanza for one the server has.  So "ready" waits for the
   * answer (on_sm_answered), which only its log shows. */
  if (g_str_equal (area, "xmpp") && g_str_has_prefix (message, "RECV: <features")
      && strstr (message, "urn:xmpp:sm:3") != NULL)
    self->sm_offered = TRUE;
  if (g_str_equal (area, "xmpp") && self->awaiting_sm && self->sm_source == NULL
      && (g_str_has_prefix (message, "RECV: <enabled") || g_str_has_prefix (message, "RECV: <failed")))
    {
      self->sm_source = g_idle_source_new ();
      g_source_set_callback (self->sm_source, on_sm_answered, self, NULL);
      g_source_attach (self->sm_source, g_source_get_context (self->source));
    }
  /* Nor what of the send queue was written out whole, but in its log:
   * elements go out in order, and ours are logged as we gave them. */
  if (g_str_equal (area, "conn") && g_str_has_prefix (message, "SENT: ")
      && !g_queue_is_empty (&self->unwritten)
      && g_str_equal (g_queue_peek_head (&self->unwritten), message + strlen ("SENT: ")))
    g_free (g_queue_pop_head (&self->unwritten));
  if (self->debug)
    g_printerr ("libstrophe %s: %s\n", area, message);
}

static int
on_certificate_failed (const xmpp_tlscert_t *cert,
                       const char           *error_message)
{
  PhlXmppClient *self = client_of (xmpp_tlscert_get_conn (cert));

  g_debug ("certificate refused: %s", error_message);
  if (self != NULL)
    self->certificate_refused = TRUE;
  return 0;
}

static int
on_stanza (xmpp_conn_t   *conn,
           xmpp_stanza_t *stanza,
           void          *user_data)
{
  PhlXmppClient *self = user_data;
  const char *name = xmpp_stanza_get_name (stanza);

  if (self->debug || g_signal_has_handler_pending (self, signals[SIGNAL_STANZA], 0, FALSE))
    {
      char *text = NULL;
      size_t length = 0;

      if (xmpp_stanza_to_text (stanza, &text, &length) == XMPP_EOK)
        {
          if (self->debug)
            g_printerr ("%.3f %s ← %s\n", g_get_monotonic_time () / 1e6, self->jid, text);
          g_signal_emit (self, signals[SIGNAL_STANZA], 0, text);
          xmpp_free (self->ctx, text);
        }
    }
  if (g_strcmp0 (name, "message") == 0)
    g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, stanza);
  else if (g_strcmp0 (name, "presence") == 0)
    g_signal_emit (self, signals[SIGNAL_PRESENCE], 0, stanza);
  return 1;
}

static GError *
closing_error (PhlXmppClient *self,
               int            socket_error,
               xmpp_stream_error_t *stream_error)
{
  if (self->certificate_refused)
    return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_CERTIFICATE,
                        _("The certificate of %s is not trusted"), self->domain);
  if (self->auth_failed && !self->ready)
    return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_LOGIN,
                        _("The server refused the address %s or its password"), self->jid);
  if (!self->ready && socket_error != 0)
    return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_CONNECT,
                        _("Cannot connect to the server of %s: %s"), self->domain,
                        g_strerror (socket_error));
  if (!self->ready)
    return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_CONNECT,
                        _("Cannot connect to the server of %s"), self->domain);
  if (stream_error != NULL && stream_error->text != NULL)
    return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_DISCONNECTED,
                        _("The server closed the connection: %s"), stream_error->text);
  return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_DISCONNECTED,
                      _("The server closed the connection"));
}

static void try_resume    (PhlXmppClient       *self);
static void on_connection (xmpp_conn_t         *conn,
                           xmpp_conn_event_t    event,
                           int                  socket_error,
                           xmpp_stream_error_t *stream_error,
                           void                *user_data);

static void
drop_held (PhlXmppClient *self)
{
  while (!g_queue_is_empty (&self->held))
    g_free (g_queue_pop_head (&self->held));
  while (!g_queue_is_empty (&self->unwritten))
    g_free (g_queue_pop_head (&self->unwritten));
}

/* Gives @text (taken) to libstrophe, remembering it until it is out. */
static void
send_text (PhlXmppClient *self,
           char          *text)
{
  xmpp_send_raw (self->conn, text, strlen (text));
  g_queue_push_tail (&self->unwritten, text);
  /* Should the log ever not match, memory stays bounded. */
  if (g_queue_get_length (&self->unwritten) > 64)
    g_free (g_queue_pop_head (&self->unwritten));
}

static void
give_up_resuming (PhlXmppClient *self,
                  GError        *error)
{
  self->resuming = FALSE;
  drop_held (self);
  if (!self->closing)
    g_signal_emit (self, signals[SIGNAL_CLOSED], 0, error);
}

static gboolean
on_resume_timeout (gpointer user_data)
{
  PhlXmppClient *self = user_data;

  g_clear_pointer (&self->resume_source, g_source_unref);
  if (self->debug)
    g_printerr ("%.3f %s: trying to resume the session\n", g_get_monotonic_time () / 1e6, self->jid);
  try_resume (self);
  return G_SOURCE_REMOVE;
}

/* On the client's own main context, as its GSource. */
static void
resume_after (PhlXmppClient *self,
              guint          ms)
{
  self->resume_source = g_timeout_source_new (ms);
  g_source_set_callback (self->resume_source, on_resume_timeout, self, NULL);
  g_source_attach (self->resume_source, g_source_get_context (self->source));
}

static void
retry_resume_later (PhlXmppClient *self)
{
  g_autoptr(GError) error = NULL;

  if (g_get_monotonic_time () < self->resume_deadline)
    {
      resume_after (self, RESUME_RETRY_MS);
      return;
    }
  error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_DISCONNECTED, _("The server closed the connection"));
  give_up_resuming (self, error);
}

/* The server answers again: libstrophe may now ask it to resume. */
static void
on_probe (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  PhlXmppClient *self = user_data;
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GError) error = NULL;

  connection = g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->probe);
  if (self->debug)
    g_printerr ("%.3f %s: the server %s\n", g_get_monotonic_time () / 1e6, self->jid,
                connection != NULL ? "answers" : error->message);
  if (connection == NULL)
    {
      retry_resume_later (self);
      return;
    }
  g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
  self->resumed = FALSE;
  if (xmpp_connect_client (self->conn, self->server_host, self->server_port,
                           on_connection, self) != XMPP_EOK)
    retry_resume_later (self);
  wake (self);
}

/* libstrophe 0.12 forgets the session it could resume when a connection
 * attempt fails (docs/online.md): a plain connection to the server's
 * port must succeed first.  Without a known host (the address found
 * through DNS), libstrophe tries once. */
static void
try_resume (PhlXmppClient *self)
{
  g_autoptr(GSocketClient) probe = NULL;

  if (self->server_host == NULL)
    {
      self->resumed = FALSE;
      if (xmpp_connect_client (self->conn, NULL, 0, on_connection, self) != XMPP_EOK)
        retry_resume_later (self);
      wake (self);
      return;
    }
  probe = g_socket_client_new ();
  g_socket_client_set_timeout (probe, 2);
  self->probe = g_cancellable_new ();
  g_socket_client_connect_to_host_async (probe, self->server_host,
                                         self->server_port != 0 ? self->server_port : 5222,
                                         self->probe, on_probe, self);
}

static void
on_connected (PhlXmppClient *self,
              xmpp_conn_t   *conn)
{
  xmpp_stanza_t *presence;

  if (self->resuming)
    {
      g_autoptr(GError) error = NULL;

      self->resuming = FALSE;
      if (self->resumed)
        {
          /* The server kept the session: rooms, and what it had for us. */
          self->ready = TRUE;
          while (!g_queue_is_empty (&self->held))
            send_text (self, g_queue_pop_head (&self->held));
          wake (self);
          g_signal_emit (self, signals[SIGNAL_RESUMED], 0);
          return;
        }
      /* A new session has left the rooms: that is the end, as before. */
      error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_DISCONNECTED, _("The server closed the connection"));
      give_up_resuming (self, error);
      return;
    }
  if (self->sm_offered)
    {
      self->awaiting_sm = TRUE;
      return;
    }
  presence = xmpp_presence_new (self->ctx);
  self->ready = TRUE;
  /* Available, so that the server routes messages to this resource. */
  xmpp_send (conn, presence);
  xmpp_stanza_release (presence);
  wake (self);
  g_signal_emit (self, signals[SIGNAL_READY], 0);
}

static gboolean
on_sm_answered (gpointer user_data)
{
  PhlXmppClient *self = user_data;

  g_clear_pointer (&self->sm_source, g_source_unref);
  if (self->awaiting_sm && self->conn != NULL && xmpp_conn_is_connected (self->conn))
    {
      self->awaiting_sm = FALSE;
      self->sm_offered = FALSE;
      on_connected (self, self->conn);
    }
  return G_SOURCE_REMOVE;
}

static void
on_connection (xmpp_conn_t         *conn,
               xmpp_conn_event_t    event,
               int                  socket_error,
               xmpp_stream_error_t *stream_error,
               void                *user_data)
{
  PhlXmppClient *self = user_data;

  if (event == XMPP_CONN_CONNECT)
    on_connected (self, conn);
  else if (event == XMPP_CONN_DISCONNECT || event == XMPP_CONN_FAIL)
    {
      g_autoptr(GError) error = closing_error (self, socket_error, stream_error);
      gboolean was_ready = self->ready;

      self->ready = FALSE;
      self->sm_offered = self->awaiting_sm = FALSE;
      /* The socket is gone: no watching it until the next one. */
      if (self->fd_tag != NULL && self->source != NULL)
        g_source_remove_unix_fd (self->source, self->fd_tag);
      self->fd_tag = NULL;
      if (self->closing)
        return;
      /* A session that was up may come back (XEP-0198): try again, out
       * of libstrophe's own call. */
      if (was_ready && stream_error == NULL && !self->resuming)
        {
          /* What libstrophe had not written out goes first, again. */
          while (!g_queue_is_empty (&self->unwritten))
            g_queue_push_head (&self->held, g_queue_pop_tail (&self->unwritten));
          self->resuming = TRUE;
          self->resume_deadline = g_get_monotonic_time () + RESUME_SECONDS * G_USEC_PER_SEC;
          resume_after (self, 0);
          g_signal_emit (self, signals[SIGNAL_INTERRUPTED], 0);
          return;
        }
      if (self->resuming)
        {
          retry_resume_later (self);
          return;
        }
      g_signal_emit (self, signals[SIGNAL_CLOSED], 0, error);
    }
}

static gboolean
parse_server (const char      *server,
              char           **host,
              unsigned short  *port)
{
  const char *colon = strrchr (server, ':');
  guint64 number = 0;

  if (colon == NULL)
    {
      *host = g_strdup (server);
      *port = 0;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &number, NULL))
    return FALSE;
  *host = g_strndup (server, colon - server);
  *port = number;
  return TRUE;
}

PhlXmppClient *
phl_xmpp_client_new (const char *jid,
                     const char *password,
                     const char *server,
                     const char *cafile)
{
  PhlXmppClient *self = g_object_new (PHL_TYPE_XMPP_CLIENT, NULL);
  const char *at = strchr (jid, '@');

  self->jid = g_strdup (jid);
  self->password = g_strdup (password);
  self->cafile = g_strdup (cafile);
  self->domain = phl_xmpp_bare_jid (at != NULL ? at + 1 : jid);
  if (server != NULL && !parse_server (server, &self->server_host, &self->server_port))
    self->server_host = g_strdup (server);
  return self;
}

/* The context, connection and GSource, before any connecting. */
static void
prepare (PhlXmppClient *self)
{

  self->log.handler = on_log;
  self->log.userdata = self;
  self->ctx = xmpp_ctx_new (NULL, &self->log);
  xmpp_ctx_set_verbosity (self->ctx, 0);
  self->conn = xmpp_conn_new (self->ctx);
  if (clients_by_connection == NULL)
    clients_by_connection = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (clients_by_connection, self->conn, self);
  xmpp_conn_set_jid (self->conn, self->jid);
  xmpp_conn_set_pass (self->conn, self->password);
  xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (self->cafile != NULL)
    xmpp_conn_set_cafile (self->conn, self->cafile);
  xmpp_conn_set_certfail_handler (self->conn, on_certificate_failed);
  xmpp_conn_set_sockopt_callback (self->conn, on_socket);
  xmpp_handler_add (self->conn, on_stanza, NULL, NULL, NULL, self);

  self->source = g_source_new (&strophe_source_funcs, sizeof (GSource));
  g_source_set_callback (self->source, dispatch_strophe, self, NULL);
  g_source_set_name (self->source, "[philatelia] XMPP");
  g_source_set_ready_time (self->source, 0);
  g_source_attach (self->source, g_main_context_get_thread_default ());
}

void
phl_xmpp_client_connect (PhlXmppClient *self)
{
  g_return_if_fail (self->conn == NULL);

  prepare (self);
  if (xmpp_connect_client (self->conn, self->server_host, self->server_port,
                           on_connection, self) != XMPP_EOK)
    {
      g_autoptr(GError) error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_CONNECT,
                                             _("Cannot connect to the server of %s"), self->domain);

      g_signal_emit (self, signals[SIGNAL_CLOSED], 0, error);
    }
}

/* A connection without logging in, for in-band registration
 * (phl-xmpp-register.c): @handler gets libstrophe's connection events
 * and does the stream itself. */
gboolean
phl_xmpp_client_connect_raw (PhlXmppClient     *self,
                             xmpp_conn_handler  handler,
                             gpointer           user_data)
{
  g_return_val_if_fail (self->conn == NULL, FALSE);

  prepare (self);
  return xmpp_connect_raw (self->conn, self->server_host, self->server_port,
                           handler, user_data) == XMPP_EOK;
}

xmpp_conn_t *
phl_xmpp_client_get_connection (PhlXmppClient *self)
{
  return self->conn;
}

/* Why a connection that never logged in ended. */
GError *
phl_xmpp_client_failure (PhlXmppClient *self,
                         int            socket_error)
{
  return closing_error (self, socket_error, NULL);
}

static gboolean
unref_idle (gpointer client)
{
  g_object_unref (client);
  return G_SOURCE_REMOVE;
}

/* A holder's reference, dropped once the main loop is idle: safe from the
 * client's own signals ("closed"), while libstrophe is still in its
 * callback. */
void
phl_xmpp_client_unref_later (PhlXmppClient *self)
{
  g_return_if_fail (PHL_IS_XMPP_CLIENT (self));

  g_idle_add (unref_idle, self);
}

void
phl_xmpp_client_disconnect (PhlXmppClient *self)
{
  if (self->conn == NULL)
    return;
  self->closing = TRUE;
  if (self->sm_source != NULL)
    g_source_destroy (self->sm_source);
  g_clear_pointer (&self->sm_source, g_source_unref);
  if (self->resume_source != NULL)
    g_source_destroy (self->resume_source);
  g_clear_pointer (&self->resume_source, g_source_unref);
  g_cancellable_cancel (self->probe);
  g_clear_object (&self->probe);
  self->resuming = FALSE;
  drop_held (self);
  if (xmpp_conn_is_connected (self->conn) || xmpp_conn_is_connecting (self->conn))
    {
      gint64 deadline = g_get_monotonic_time () + G_USEC_PER_SEC;

      xmpp_disconnect (self->conn);
      /* Let the closing stream go out before the socket does. */
      while (!xmpp_conn_is_disconnected (self->conn) && g_get_monotonic_time () < deadline)
        xmpp_run_once (self->ctx, 10);
    }
  self->ready = FALSE;
}

static void
phl_xmpp_client_finalize (GObject *object)
{
  PhlXmppClient *self = PHL_XMPP_CLIENT (object);

  phl_xmpp_client_disconnect (self);
  if (self->source != NULL)
    {
      g_source_destroy (self->source);
      g_source_unref (self->source);
    }
  if (self->conn != NULL)
    {
      g_hash_table_remove (clients_by_connection, self->conn);
      xmpp_conn_release (self->conn);
    }
  if (self->ctx != NULL)
    xmpp_ctx_free (self->ctx);
  g_free (self->jid);
  g_free (self->password);
  g_free (self->server_host);
  g_free (self->cafile);
  g_free (self->domain);
  G_OBJECT_CLASS (phl_xmpp_client_parent_class)->finalize (object);
}

static void
phl_xmpp_client_class_init (PhlXmppClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = phl_xmpp_client_finalize;
  xmpp_initialize ();
  /* OpenSSL writes to libstrophe's socket with write(): a connection the
   * other side has just dropped would kill the process with SIGPIPE
   * instead of being seen as a drop (and resumed).  Linux has no socket
   * option against it, so the process ignores the signal. */
  signal (SIGPIPE, SIG_IGN);

  signals[SIGNAL_READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The connection ended, with why (a GError, never NULL). */
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* A <message/> or <presence/> stanza (xmpp_stanza_t *, borrowed). */
  signals[SIGNAL_MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_PRESENCE] = g_signal_new ("presence", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* Every stanza received, as XML text, before the others see it. */
  signals[SIGNAL_STANZA] = g_signal_new ("stanza", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The connection dropped; the client tries to resume the session
   * (XEP-0198) for a while: "resumed" when it came back, else "closed".
   * What is sent meanwhile goes out once it is back. */
  signals[SIGNAL_INTERRUPTED] = g_signal_new ("interrupted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_RESUMED] = g_signal_new ("resumed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
phl_xmpp_client_init (PhlXmppClient *self)
{
  self->debug = g_getenv ("PHILATELIA_NET_DEBUG") != NULL;
  g_queue_init (&self->held);
  g_queue_init (&self->unwritten);
}

gboolean
phl_xmpp_client_is_ready (PhlXmppClient *self)
{
  return self->ready;
}

const char *
phl_xmpp_client_get_jid (PhlXmppClient *self)
{
  return self->ready ? xmpp_conn_get_bound_jid (self->conn) : NULL;
}

const char *
phl_xmpp_client_get_domain (PhlXmppClient *self)
{
  return self->domain;
}

xmpp_ctx_t *
phl_xmpp_client_get_context (PhlXmppClient *self)
{
  return self->ctx;
}

void
phl_xmpp_client_send (PhlXmppClient *self,
                      xmpp_stanza_t *stanza)
{
  char *buffer = NULL;
  size_t length = 0;
  char *text;

  g_return_if_fail (self->conn != NULL);

  if (xmpp_stanza_to_text (stanza, &buffer, &length) != XMPP_EOK)
    return;
  text = g_strndup (buffer, length);
  xmpp_free (self->ctx, buffer);
  if (self->debug)
    g_printerr ("%.3f %s → %s\n", g_get_monotonic_time () / 1e6, self->jid, text);
  if (self->resuming)
    {
      g_queue_push_tail (&self->held, text);
      return;
    }
  send_text (self, text);
  wake (self);
}

typedef struct
{
  PhlXmppClient *client;
  PhlXmppIqFunc  callback;
  gpointer       user_data;
} IqCall;

static int
on_iq_answer (xmpp_conn_t   *conn,
              xmpp_stanza_t *stanza,
              void          *user_data)
{
  IqCall *call = user_data;

  call->callback (call->client, stanza, call->user_data);
  g_free (call);
  return 0;
}

void
phl_xmpp_client_send_iq (PhlXmppClient *self,
                         xmpp_stanza_t *iq,
                         PhlXmppIqFunc  callback,
                         gpointer       user_data)
{
  g_autofree char *id = phl_xmpp_client_new_id (self);
  IqCall *call = g_new0 (IqCall, 1);

  call->client = self;
  call->callback = callback;
  call->user_data = user_data;
  xmpp_stanza_set_id (iq, id);
  xmpp_id_handler_add (self->conn, on_iq_answer, id, call);
  phl_xmpp_client_send (self, iq);
}

xmpp_stanza_t *
phl_xmpp_stanza_new (PhlXmppClient *self,
                     const char    *name,
                     const char    *ns)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new (self->ctx);

  xmpp_stanza_set_name (stanza, name);
  if (ns != NULL)
    xmpp_stanza_set_ns (stanza, ns);
  return stanza;
}

xmpp_stanza_t *
phl_xmpp_stanza_add_child (PhlXmppClient *self,
                           xmpp_stanza_t *parent,
                           const char    *name,
                           const char    *ns)
{
  xmpp_stanza_t *child = phl_xmpp_stanza_new (self, name, ns);

  xmpp_stanza_add_child_ex (parent, child, 0);
  return child;
}

void
phl_xmpp_stanza_add_text (PhlXmppClient *self,
                          xmpp_stanza_t *parent,
                          const char    *text)
{
  xmpp_stanza_t *node = xmpp_stanza_new (self->ctx);

  xmpp_stanza_set_text (node, text);
  xmpp_stanza_add_child_ex (parent, node, 0);
}

char *
phl_xmpp_client_new_id (PhlXmppClient *self)
{
  return g_strdup_printf ("phl%u", ++self->next_id);
}

char *
phl_xmpp_stanza_error_text (xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *error, *child;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "error") != 0)
    return NULL;
  error = xmpp_stanza_get_child_by_name (stanza, "error");
  if (error == NULL)
    return g_strdup ("error");
  child = xmpp_stanza_get_child_by_name (error, "text");
  if (child != NULL)
    {
      char *text = xmpp_stanza_get_text (child);
      char *copy = g_strdup (text);

      xmpp_free (xmpp_stanza_get_context (stanza), text);
      return copy;
    }
  for (child = xmpp_stanza_get_children (error); child != NULL; child = xmpp_stanza_get_next (child))
    if (xmpp_stanza_is_tag (child))
      return g_strdup (xmpp_stanza_get_name (child));
  return g_strdup ("error");
}

const char *
phl_xmpp_stanza_error_condition (xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *error = xmpp_stanza_get_child_by_name (stanza, "error");

  for (xmpp_stanza_t *child = error != NULL ? xmpp_stanza_get_children (error) : NULL;
       child != NULL; child = xmpp_stanza_get_next (child))
    if (xmpp_stanza_is_tag (child)
        && g_strcmp0 (xmpp_stanza_get_ns (child), "urn:ietf:params:xml:ns:xmpp-stanzas") == 0
        && g_strcmp0 (xmpp_stanza_get_name (child), "text") != 0)
      return xmpp_stanza_get_name (child);
  return NULL;
}

char *
phl_xmpp_bare_jid (const char *jid)
{
  const char *slash = strchr (jid, '/');

  return slash != NULL ? g_strndup (jid, slash - jid) : g_strdup (jid);
}
