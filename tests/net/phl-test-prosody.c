/* phl-test-prosody.c — a real prosody for the net tests (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "phl-test-prosody.h"

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

static guint16
free_port (void)
{
  g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                            G_SOCKET_PROTOCOL_TCP, NULL);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;

  g_assert_nonnull (socket);
  g_assert_true (g_socket_bind (socket, any, FALSE, NULL));
  bound = g_socket_get_local_address (socket, NULL);
  return g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
}

/* Runs @argv to its end; FALSE (with its output in the test log) on failure. */
static gboolean
run (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GSubprocess) process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                      | G_SUBPROCESS_FLAGS_STDERR_MERGE, &error);

  if (process == NULL || !g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error))
    {
      g_test_message ("%s: %s", argv[0], error->message);
      return FALSE;
    }
  if (!g_subprocess_get_successful (process))
    {
      g_test_message ("%s failed: %s", argv[0], out);
      return FALSE;
    }
  return TRUE;
}

static char *
write_config (PhlTestProsody *self)
{
  g_autofree char *path = g_build_filename (self->dir, "prosody.cfg.lua", NULL);
  g_autofree char *config = g_strdup_printf (
    "-- written by the net tests\n"
    "run_as_root = %s\n"
    "pidfile = \"%s/prosody.pid\"\n"
    "data_path = \"%s/data\"\n"
    "log = { warn = \"%s/prosody.log\" }\n"
    "interfaces = { \"127.0.0.1\" }\n"
    "c2s_ports = { %u }\n"
    "c2s_interfaces = { \"127.0.0.1\" }\n"
    "s2s_ports = { }\n"
    "http_ports = { }\n"
    "https_ports = { }\n"
    "c2s_direct_tls_ports = { }\n"
    "component_ports = { }\n"
    "c2s_require_encryption = true\n"
    /* Small stanzas go out at once, as the clients send them: no waiting
     * on Nagle's algorithm against delayed acknowledgements (prosody's
     * default, worth some 40 ms a hop; docs/online.md). */
    "network_settings = { nagle = false }\n"
    "allow_registration = %s\n"
    "authentication = \"internal_hashed\"\n"
    "storage = \"internal\"\n"
    /* Large enough that the host itself must refuse a 1 MB move. */
    "c2s_stanza_size_limit = 4 * 1024 * 1024\n"
    "modules_enabled = { \"roster\", \"saslauth\", \"tls\", \"disco\", \"ping\", \"posix\"%s%s }\n"
    "smacks_hibernation_time = 60\n"
    "modules_disabled = { \"s2s\" }\n"
    "certificates = \"%s/certs\"\n"
    "VirtualHost \"" PHL_TEST_DOMAIN "\"\n"
    "  ssl = { key = \"%s/certs/key.pem\", certificate = \"%s/certs/cert.pem\" }\n"
    "Component \"" PHL_TEST_ROOMS "\" \"muc\"\n"
    "  restrict_room_creation = false\n",
    geteuid () == 0 ? "true" : "false",
    self->dir, self->dir, self->dir, self->port,
    self->registration ? "true" : "false",
    self->stream_management ? ", \"smacks\"" : "", self->registration ? ", \"register\"" : "",
    self->dir, self->dir, self->dir);

  g_assert_true (g_file_set_contents (path, config, -1, NULL));
  return g_steal_pointer (&path);
}

static gboolean
make_certificate (PhlTestProsody *self)
{
  g_autofree char *certs = g_build_filename (self->dir, "certs", NULL);
  g_autofree char *key = g_build_filename (certs, "key.pem", NULL);
  const char *argv[] = {
    "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
    "-nodes", "-days", "2", "-subj", "/CN=" PHL_TEST_DOMAIN,
    "-addext", "subjectAltName=DNS:" PHL_TEST_DOMAIN ",DNS:" PHL_TEST_ROOMS,
    "-keyout", key, "-out", self->cafile, NULL
  };

  g_assert_cmpint (g_mkdir_with_parents (certs, 0700), ==, 0);
  return run (argv);
}

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static gboolean
wait_for_port (PhlTestProsody *self)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr(GSocketConnection) connection = g_socket_client_connect_to_host (client, "127.0.0.1",
                                                                               self->port, NULL, NULL);
      if (connection != NULL)
        return TRUE;
      if (g_subprocess_get_identifier (self->process) == NULL)
        return FALSE;
      g_usleep (20 * 1000);
    }
  return FALSE;
}

static PhlTestProsody *start (const char * const *accounts,
                              gboolean            stream_management,
                              gboolean            registration);

PhlTestProsody *
phl_test_prosody_start (const char * const *accounts)
{
  return start (accounts, FALSE, FALSE);
}

PhlTestProsody *
phl_test_prosody_start_with_stream_management (const char * const *accounts)
{
  return start (accounts, TRUE, FALSE);
}

PhlTestProsody *
phl_test_prosody_start_with_registration (const char * const *accounts)
{
  return start (accounts, FALSE, TRUE);
}

static PhlTestProsody *
start (const char * const *accounts,
       gboolean            stream_management,
       gboolean            registration)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GError) error = NULL;
  g_autofree char *config = NULL;
  g_autofree char *data = NULL;
  PhlTestProsody *self = g_new0 (PhlTestProsody, 1);

  self->stream_management = stream_management;
  self->registration = registration;
  self->dir = g_dir_make_tmp ("philatelia-prosody-XXXXXX", &error);
  g_assert_no_error (error);
  self->port = free_port ();
  self->server = g_strdup_printf ("127.0.0.1:%u", self->port);
  self->cafile = g_build_filename (self->dir, "certs", "cert.pem", NULL);
  data = g_build_filename (self->dir, "data", NULL);
  g_assert_cmpint (g_mkdir_with_parents (data, 0700), ==, 0);
  if (!make_certificate (self))
    goto failed;
  config = write_config (self);

  for (guint i = 0; accounts != NULL && accounts[i] != NULL; i++)
    {
      g_autofree char *password = g_strconcat ("pw-", accounts[i], NULL);
      const char *argv[] = { "prosodyctl", "--config", config, "register", accounts[i],
                             PHL_TEST_DOMAIN, password, NULL };

      if (!run (argv))
        goto failed;
    }

  /* Its console output would spoil the test's TAP. */
  {
    g_autofree char *console = g_build_filename (self->dir, "prosody.out", NULL);

    g_subprocess_launcher_set_stdout_file_path (launcher, console);
    g_subprocess_launcher_set_stderr_file_path (launcher, console);
  }
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  self->process = g_subprocess_launcher_spawn (launcher, &error, "prosody", "--config", config, NULL);
  if (self->process == NULL)
    {
      g_test_message ("prosody: %s", error->message);
      goto failed;
    }
  if (!wait_for_port (self))
    {
      g_test_message ("prosody did not listen on port %u", self->port);
      goto failed;
    }
  return self;

failed:
  g_test_fail ();
  phl_test_prosody_stop (self);
  return NULL;
}

void
phl_test_remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                   G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                                                   NULL, NULL);
  GFileInfo *info;

  while (children != NULL && (info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFile) child = g_file_get_child (file, g_file_info_get_name (info));

      phl_test_remove_tree (child);
      g_object_unref (info);
    }
  g_file_delete (file, NULL, NULL);
}

void
phl_test_prosody_stop (PhlTestProsody *self)
{
  if (self == NULL)
    return;
  if (self->process != NULL)
    {
      g_subprocess_send_signal (self->process, SIGTERM);
      g_subprocess_wait (self->process, NULL, NULL);
      g_clear_object (&self->process);
    }
  if (g_getenv ("PHL_TEST_KEEP_PROSODY") == NULL)
    {
      g_autoptr(GFile) dir = g_file_new_for_path (self->dir);

      phl_test_remove_tree (dir);
    }
  g_free (self->dir);
  g_free (self->cafile);
  g_free (self->server);
  g_free (self);
}

char *
phl_test_prosody_password_file (PhlTestProsody *self,
                                const char     *account)
{
  g_autofree char *name = g_strconcat (account, ".password", NULL);
  g_autofree char *path = g_build_filename (self->dir, name, NULL);
  g_autofree char *line = g_strconcat ("pw-", account, "\n", NULL);

  g_assert_true (g_file_set_contents (path, line, -1, NULL));
  return g_steal_pointer (&path);
}
