/* net-test-proxy.h — a TCP proxy inside a test: cut, or delayed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Blocking sockets on threads of the test program (never in the app).
 * Each connection to the proxy's port on 127.0.0.1 is forwarded to the
 * upstream port; every chunk of bytes is held @delay_ms in each
 * direction before it goes on (a delay line: later chunks are not held
 * longer for waiting behind earlier ones).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _NetTestProxy NetTestProxy;

NetTestProxy *net_test_proxy_new      (guint16       upstream_port,
                                       guint         delay_ms);
/* Listens (again) on the proxy's port, any free one the first time. */
void          net_test_proxy_listen   (NetTestProxy *proxy);
guint16       net_test_proxy_get_port (NetTestProxy *proxy);
/* Every connection is cut; with @close, it also stops listening. */
void          net_test_proxy_cut      (NetTestProxy *proxy,
                                       gboolean      close);
/* How many connections it has accepted. */
guint         net_test_proxy_accepted (NetTestProxy *proxy);
/* Cuts everything, waits for its threads and frees it. */
void          net_test_proxy_free     (NetTestProxy *proxy);

G_END_DECLS
