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

#include "net-test-proxy.h"
#include "net-test-util.h"

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

/* The end of a process's standard error. */
static const char *
last_words (const char *err)
{
  gsize length = err != NULL ? strlen (err) : 0;

  return err == NULL ? "" : err + (length > 8000 ? length - 8000 : 0);
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
  g_autofree char *host_err = NULL;
  int host_status, joiner_status;
  NetTestProxy *proxy = net_test_proxy_new (net_test_server->port, 0);

  net_test_proxy_listen (proxy);

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
        join_args->pdata[i + 1] = g_strdup_printf ("127.0.0.1:%u", net_test_proxy_get_port (proxy));
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
  g_assert_cmpuint (net_test_proxy_accepted (proxy), ==, 1);
  net_test_proxy_cut (proxy, TRUE);
  g_usleep (700 * 1000);
  net_test_proxy_listen (proxy);
  /* A drop while it can be reached. */
  wait_for_views (log, 8);
  net_test_proxy_cut (proxy, FALSE);

  host_status = net_test_wait_err (host, &host_result, &host_err);
  joiner_status = net_test_wait_err (joiner, &result, &err);
  /* A game that did not end: both sides' last stanzas (the test sets
   * PHILATELIA_NET_DEBUG) on standard error, where a CI log shows them. */
  if (host_status != 0 || joiner_status != 0)
    g_printerr ("host exited with %d, its last words:\n%s\njoiner exited with %d, its last words:\n%s\n",
                host_status, last_words (host_err), joiner_status, last_words (err));
  g_assert_cmpint (host_status, ==, 0);
  g_assert_cmpint (joiner_status, ==, 0);
  g_assert_nonnull (strstr (host_result, "[Result]"));
  g_assert_cmpstr (result, ==, host_result);
  /* The joiner came back twice, and the game went on through both. */
  g_assert_cmpuint (net_test_proxy_accepted (proxy), >=, 3);
  g_assert_cmpuint (count_views (log), >, 8);

  net_test_proxy_free (proxy);
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
