/* test-net-resume.c — a dropped connection resumes its session (XEP-0198)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A SWOP game between `net host` and a `net join` bot whose connection
 * runs through a small TCP proxy inside this test.  Mid-game the proxy
 * cuts every connection and stops listening, then listens again on the
 * same port a moment later: the joiner's client resumes its session
 * through stream management (prosody's mod_smacks), and the game goes on
 * to the end, both sides printing the same [Result].  A second drop
 * while the proxy still listens resumes at once.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "net-test-util.h"

/* The proxy: blocking sockets, one thread for accepting and two for
 * each connection (one a direction). */
typedef struct
{
  GMutex     lock;
  GSocket   *listener;
  GThread   *acceptor;
  gboolean   stop;
  guint16    port;
  guint16    upstream_port;
  GPtrArray *sockets;      /* every live socket, both sides */
  guint      accepted;
} Proxy;

typedef struct
{
  Proxy   *proxy;
  GSocket *from;
  GSocket *to;
  GObject *keep[2];        /* the connections owning the sockets */
} Direction;

static gpointer
copy_direction (gpointer data)
{
  Direction *direction = data;
  char buffer[16384];

  while (TRUE)
    {
      gssize n = g_socket_receive (direction->from, buffer, sizeof buffer, NULL, NULL);
      gssize done = 0;

      if (n <= 0)
        break;
      while (done < n)
        {
          gssize sent = g_socket_send (direction->to, buffer + done, n - done, NULL, NULL);

          if (sent <= 0)
            goto out;
          done += sent;
        }
    }
out:
  /* The other direction stops too. */
  g_socket_shutdown (direction->from, TRUE, TRUE, NULL);
  g_socket_shutdown (direction->to, TRUE, TRUE, NULL);
  g_mutex_lock (&direction->proxy->lock);
  g_ptr_array_remove (direction->proxy->sockets, direction->from);
  g_ptr_array_remove (direction->proxy->sockets, direction->to);
  g_mutex_unlock (&direction->proxy->lock);
  g_clear_object (&direction->keep[0]);
  g_clear_object (&direction->keep[1]);
  g_free (direction);
  return NULL;
}

static void
forward (Proxy   *proxy,
         GSocket *client)
{
  g_autoptr(GSocketClient) connector = g_socket_client_new ();
  g_autoptr(GSocketConnection) upstream = NULL;
  g_autoptr(GSocketConnection) downstream = g_socket_connection_factory_create_connection (client);

  upstream = g_socket_client_connect_to_host (connector, "127.0.0.1", proxy->upstream_port, NULL, NULL);
  if (upstream == NULL)
    return;
  g_mutex_lock (&proxy->lock);
  g_ptr_array_add (proxy->sockets, g_object_ref (client));
  g_ptr_array_add (proxy->sockets, g_object_ref (g_socket_connection_get_socket (upstream)));
  proxy->accepted++;
  g_mutex_unlock (&proxy->lock);
  for (guint way = 0; way < 2; way++)
    {
      Direction *direction = g_new0 (Direction, 1);

      direction->proxy = proxy;
      direction->from = way == 0 ? client : g_socket_connection_get_socket (upstream);
      direction->to = way == 0 ? g_socket_connection_get_socket (upstream) : client;
      direction->keep[0] = g_object_ref (G_OBJECT (downstream));
      direction->keep[1] = g_object_ref (G_OBJECT (upstream));
      g_thread_unref (g_thread_new ("proxy-copy", copy_direction, direction));
    }
}

static gpointer
accept_connections (gpointer data)
{
  Proxy *proxy = data;

  while (!g_atomic_int_get (&proxy->stop))
    {
      g_autoptr(GSocket) client = NULL;

      if (!g_socket_condition_timed_wait (proxy->listener, G_IO_IN, 50 * 1000, NULL, NULL))
        continue;
      client = g_socket_accept (proxy->listener, NULL, NULL);
      if (client != NULL)
        forward (proxy, client);
    }
  return NULL;
}

/* Listens on @proxy->port (any free one while it is 0). */
static void
proxy_listen (Proxy *proxy)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) address = g_inet_socket_address_new (loopback, proxy->port);
  g_autoptr(GSocketAddress) bound = NULL;

  proxy->listener = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error);
  g_assert_no_error (error);
  g_socket_bind (proxy->listener, address, TRUE, &error);
  g_assert_no_error (error);
  g_socket_listen (proxy->listener, &error);
  g_assert_no_error (error);
  bound = g_socket_get_local_address (proxy->listener, &error);
  g_assert_no_error (error);
  proxy->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  g_atomic_int_set (&proxy->stop, FALSE);
  proxy->acceptor = g_thread_new ("proxy-accept", accept_connections, proxy);
}

/* Every connection through the proxy is cut; with @close, it also stops
 * listening, so that connecting is refused. */
static void
proxy_cut (Proxy    *proxy,
           gboolean  close)
{
  if (close)
    {
      g_atomic_int_set (&proxy->stop, TRUE);
      g_thread_join (g_steal_pointer (&proxy->acceptor));
      g_socket_close (proxy->listener, NULL);
      g_clear_object (&proxy->listener);
    }
  g_mutex_lock (&proxy->lock);
  for (guint i = 0; i < proxy->sockets->len; i++)
    g_socket_shutdown (g_ptr_array_index (proxy->sockets, i), TRUE, TRUE, NULL);
  g_mutex_unlock (&proxy->lock);
}

static guint
proxy_accepted (Proxy *proxy)
{
  guint n;

  g_mutex_lock (&proxy->lock);
  n = proxy->accepted;
  g_mutex_unlock (&proxy->lock);
  return n;
}

static guint
count_views (const char *log_path)
{
  g_autofree char *log = NULL;
  guint n = 0;

  if (!g_file_get_contents (log_path, &log, NULL, NULL))
    return 0;
  for (const char *p = log; (p = strstr (p, "kind=\"view\"")) != NULL; p++)
    n++;
  return n;
}

static void
wait_for_views (const char *log,
                guint       n)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (count_views (log) < n)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (10 * 1000);
    }
}

static void
test_resume (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "swop", NULL, 2, 1u << 0, 77);
  g_autofree char *host_out = g_build_filename (dir, "host.save", NULL);
  g_autofree char *log = g_build_filename (dir, "seat2.log", NULL);
  const char *room = "resume@" PHL_TEST_ROOMS;
  g_autoptr(GPtrArray) host_args = net_test_login_args ("alice");
  g_autoptr(GPtrArray) join_args = net_test_login_args ("bob");
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autofree char *host_result = NULL;
  g_autofree char *result = NULL;
  g_autofree char *err = NULL;
  Proxy proxy = { 0 };

  g_mutex_init (&proxy.lock);
  proxy.sockets = g_ptr_array_new_with_free_func (g_object_unref);
  proxy.upstream_port = net_test_server->port;
  proxy_listen (&proxy);

  g_ptr_array_insert (host_args, 0, g_strdup (save));
  g_ptr_array_insert (host_args, 0, g_strdup ("host"));
  g_ptr_array_insert (host_args, 0, g_strdup ("net"));
  g_ptr_array_add (host_args, g_strdup_printf ("--room=%s", room));
  g_ptr_array_add (host_args, g_strdup ("--seat=2=bob@" PHL_TEST_DOMAIN));
  g_ptr_array_add (host_args, g_strdup ("-o"));
  g_ptr_array_add (host_args, g_strdup (host_out));
  g_ptr_array_add (host_args, NULL);
  host = net_test_spawn_cli ((const char * const *) host_args->pdata);

  /* The joiner's server is the proxy. */
  for (guint i = 0; i + 1 < join_args->len; i++)
    if (g_str_equal (g_ptr_array_index (join_args, i), "--server"))
      {
        g_free (join_args->pdata[i + 1]);
        join_args->pdata[i + 1] = g_strdup_printf ("127.0.0.1:%u", proxy.port);
      }
  g_ptr_array_insert (join_args, 0, g_strdup (room));
  g_ptr_array_insert (join_args, 0, g_strdup ("join"));
  g_ptr_array_insert (join_args, 0, g_strdup ("net"));
  g_ptr_array_add (join_args, g_strdup ("--log"));
  g_ptr_array_add (join_args, g_strdup (log));
  g_ptr_array_add (join_args, NULL);
  joiner = net_test_spawn_cli ((const char * const *) join_args->pdata);

  /* A drop with the server out of reach for a moment. */
  wait_for_views (log, 3);
  g_assert_cmpuint (proxy_accepted (&proxy), ==, 1);
  proxy_cut (&proxy, TRUE);
  g_usleep (700 * 1000);
  proxy_listen (&proxy);
  /* A drop while it can be reached. */
  wait_for_views (log, 8);
  proxy_cut (&proxy, FALSE);

  g_assert_cmpint (net_test_wait (host, &host_result), ==, 0);
  g_assert_cmpint (net_test_wait_err (joiner, &result, &err), ==, 0);
  g_assert_nonnull (strstr (host_result, "[Result]"));
  g_assert_cmpstr (result, ==, host_result);
  /* The joiner came back twice, and the game went on through both. */
  g_assert_cmpuint (proxy_accepted (&proxy), >=, 3);
  g_assert_cmpuint (count_views (log), >, 8);

  proxy_cut (&proxy, TRUE);
  /* The copying threads end once their sockets are shut. */
  while (TRUE)
    {
      guint left;

      g_mutex_lock (&proxy.lock);
      left = proxy.sockets->len;
      g_mutex_unlock (&proxy.lock);
      if (left == 0)
        break;
      g_usleep (10 * 1000);
    }
  g_usleep (50 * 1000);
  g_ptr_array_unref (proxy.sockets);
  g_mutex_clear (&proxy.lock);
}

int
main (int    argc,
      char **argv)
{
  const char * const accounts[] = { "alice", "bob", NULL };
  int status;

  g_test_init (&argc, &argv, NULL);
  net_test_server = phl_test_prosody_start_with_stream_management (accounts);
  if (net_test_server == NULL)
    return 1;
  g_test_add_func ("/net/resume", test_resume);
  status = g_test_run ();
  net_test_remove_dirs (status == 0);
  phl_test_prosody_stop (net_test_server);
  return status;
}
