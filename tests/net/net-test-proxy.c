/* net-test-proxy.c — a TCP proxy inside a test (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One thread accepts; each connection has, in each direction, a thread
 * that reads chunks and stamps them, and one that writes each chunk once
 * its time has come.
 */
#include "config.h"

#include <netinet/in.h>
#include <netinet/tcp.h>

#include "net-test-proxy.h"

struct _NetTestProxy
{
  GMutex     lock;
  GSocket   *listener;
  GThread   *acceptor;
  gint       stop;
  guint16    port;
  guint16    upstream_port;
  gint64     delay_us;
  GPtrArray *sockets;      /* every live socket, both sides */
  guint      accepted;
  guint      threads;      /* copying threads still running */
};

typedef struct
{
  gint64 due;
  gsize  length;           /* 0: the reading side ended */
  char   data[];
} Chunk;

typedef struct
{
  NetTestProxy *proxy;
  GSocket      *from;
  GSocket      *to;
  GObject      *keep[2];   /* the connections owning the sockets */
  GAsyncQueue  *chunks;
  gint          refs;
} Direction;

static void
direction_unref (Direction *direction)
{
  NetTestProxy *proxy = direction->proxy;

  if (!g_atomic_int_dec_and_test (&direction->refs))
    return;
  g_mutex_lock (&proxy->lock);
  g_ptr_array_remove (proxy->sockets, direction->from);
  g_ptr_array_remove (proxy->sockets, direction->to);
  g_mutex_unlock (&proxy->lock);
  g_clear_object (&direction->keep[0]);
  g_clear_object (&direction->keep[1]);
  g_async_queue_unref (direction->chunks);
  g_free (direction);
}

static void
thread_done (NetTestProxy *proxy)
{
  g_mutex_lock (&proxy->lock);
  proxy->threads--;
  g_mutex_unlock (&proxy->lock);
}

static gpointer
read_direction (gpointer data)
{
  Direction *direction = data;
  NetTestProxy *proxy = direction->proxy;
  char buffer[16384];

  while (TRUE)
    {
      gssize n = g_socket_receive (direction->from, buffer, sizeof buffer, NULL, NULL);
      Chunk *chunk = g_malloc (sizeof (Chunk) + MAX (n, 0));

      chunk->due = g_get_monotonic_time () + proxy->delay_us;
      chunk->length = MAX (n, 0);
      if (n > 0)
        memcpy (chunk->data, buffer, n);
      g_async_queue_push (direction->chunks, chunk);
      if (n <= 0)
        break;
    }
  direction_unref (direction);
  thread_done (proxy);
  return NULL;
}

static gpointer
write_direction (gpointer data)
{
  Direction *direction = data;
  NetTestProxy *proxy = direction->proxy;

  while (TRUE)
    {
      g_autofree Chunk *chunk = g_async_queue_pop (direction->chunks);
      gint64 wait = chunk->due - g_get_monotonic_time ();
      gsize done = 0;

      if (wait > 0)
        g_usleep (wait);
      if (chunk->length == 0)
        break;
      while (done < chunk->length)
        {
          gssize sent = g_socket_send (direction->to, chunk->data + done, chunk->length - done, NULL, NULL);

          if (sent <= 0)
            goto out;
          done += sent;
        }
    }
out:
  /* Both directions stop. */
  g_socket_shutdown (direction->from, TRUE, TRUE, NULL);
  g_socket_shutdown (direction->to, TRUE, TRUE, NULL);
  direction_unref (direction);
  thread_done (proxy);
  return NULL;
}

static void
forward (NetTestProxy *proxy,
         GSocket      *client)
{
  g_autoptr(GSocketClient) connector = g_socket_client_new ();
  g_autoptr(GSocketConnection) upstream = NULL;
  g_autoptr(GSocketConnection) downstream = g_socket_connection_factory_create_connection (client);

  upstream = g_socket_client_connect_to_host (connector, "127.0.0.1", proxy->upstream_port, NULL, NULL);
  if (upstream == NULL)
    return;
  g_socket_set_option (g_socket_connection_get_socket (upstream), IPPROTO_TCP, TCP_NODELAY, 1, NULL);
  g_socket_set_option (client, IPPROTO_TCP, TCP_NODELAY, 1, NULL);
  g_mutex_lock (&proxy->lock);
  g_ptr_array_add (proxy->sockets, g_object_ref (client));
  g_ptr_array_add (proxy->sockets, g_object_ref (g_socket_connection_get_socket (upstream)));
  proxy->accepted++;
  proxy->threads += 4;
  g_mutex_unlock (&proxy->lock);
  for (guint way = 0; way < 2; way++)
    {
      Direction *direction = g_new0 (Direction, 1);

      direction->proxy = proxy;
      direction->from = way == 0 ? client : g_socket_connection_get_socket (upstream);
      direction->to = way == 0 ? g_socket_connection_get_socket (upstream) : client;
      direction->keep[0] = g_object_ref (G_OBJECT (downstream));
      direction->keep[1] = g_object_ref (G_OBJECT (upstream));
      direction->chunks = g_async_queue_new_full (g_free);
      direction->refs = 2;
      g_thread_unref (g_thread_new ("proxy-read", read_direction, direction));
      g_thread_unref (g_thread_new ("proxy-write", write_direction, direction));
    }
}

static gpointer
accept_connections (gpointer data)
{
  NetTestProxy *proxy = data;

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

NetTestProxy *
net_test_proxy_new (guint16 upstream_port,
                    guint   delay_ms)
{
  NetTestProxy *proxy = g_new0 (NetTestProxy, 1);

  g_mutex_init (&proxy->lock);
  proxy->sockets = g_ptr_array_new_with_free_func (g_object_unref);
  proxy->upstream_port = upstream_port;
  proxy->delay_us = delay_ms * G_GINT64_CONSTANT (1000);
  return proxy;
}

void
net_test_proxy_listen (NetTestProxy *proxy)
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

guint16
net_test_proxy_get_port (NetTestProxy *proxy)
{
  return proxy->port;
}

void
net_test_proxy_cut (NetTestProxy *proxy,
                    gboolean      close)
{
  if (close && proxy->acceptor != NULL)
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

guint
net_test_proxy_accepted (NetTestProxy *proxy)
{
  guint n;

  g_mutex_lock (&proxy->lock);
  n = proxy->accepted;
  g_mutex_unlock (&proxy->lock);
  return n;
}

void
net_test_proxy_free (NetTestProxy *proxy)
{
  net_test_proxy_cut (proxy, TRUE);
  /* The copying threads end once their sockets are shut. */
  while (TRUE)
    {
      guint left;

      g_mutex_lock (&proxy->lock);
      left = proxy->threads;
      g_mutex_unlock (&proxy->lock);
      if (left == 0)
        break;
      g_usleep (10 * 1000);
    }
  g_ptr_array_unref (proxy->sockets);
  g_mutex_clear (&proxy->lock);
  g_free (proxy);
}
