/* phl-cli-net.c — `philatelia-cli net`: online play through an XMPP server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The two subcommands (host in phl-cli-net-host.c, join in
 * phl-cli-net-join.c) share the login options, the main loop, --timeout
 * and the exit codes of docs/cli.md ("net"): 0 the game ended, 1 a refused login,
 * room or move, 2 a usage error, 3 the timeout.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "phl-cli-net.h"
#include "phl-file.h"

void
phl_cli_net_options_clear (PhlCliNetOptions *options)
{
  g_clear_pointer (&options->account, g_free);
  g_clear_pointer (&options->password_file, g_free);
  g_clear_pointer (&options->server, g_free);
  g_clear_pointer (&options->cafile, g_free);
  g_clear_pointer (&options->output, g_free);
}

static char *
read_password (const char  *path,
               GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  char *newline;

  if (!phl_file_read_regular (path, 4096, &contents, &length, error))
    return NULL;
  newline = strpbrk (contents, "\r\n");
  if (newline != NULL)
    *newline = '\0';
  if (*contents == '\0')
    {
      g_set_error (error, PHL_NET_ERROR, PHL_NET_ERROR_LOGIN,
                   _("%s: the first line holds no password"), path);
      return NULL;
    }
  return g_steal_pointer (&contents);
}

static gboolean
on_timeout (gpointer user_data)
{
  PhlCliNet *net = user_data;

  net->timeout_id = 0;
  phl_cli_net_finish (net, PHL_CLI_EXIT_TIMEOUT, _("The time given with --timeout has passed"));
  return G_SOURCE_REMOVE;
}

static void
on_closed (PhlXmppClient *client,
           const GError  *error,
           PhlCliNet     *net)
{
  phl_cli_net_finish (net, PHL_CLI_EXIT_INVALID, error->message);
}

gboolean
phl_cli_net_start (PhlCliNet        *net,
                   PhlCliNetOptions *options,
                   int              *status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *password = NULL;

  if (options->account == NULL || strchr (options->account, '@') == NULL)
    {
      *status = phl_cli_usage_error (_("--account needs an address such as anna@example.org"));
      return FALSE;
    }
  if (options->password_file == NULL)
    {
      *status = phl_cli_usage_error (_("--password-file is missing"));
      return FALSE;
    }
  if (options->timeout < 0)
    {
      *status = phl_cli_usage_error (_("--timeout must be 0 or more"));
      return FALSE;
    }
  password = read_password (options->password_file, &error);
  if (password == NULL)
    {
      *status = phl_cli_invalid_input (error);
      return FALSE;
    }
  net->loop = g_main_loop_new (NULL, FALSE);
  net->status = PHL_CLI_EXIT_OK;
  net->client = phl_xmpp_client_new (options->account, password, options->server, options->cafile);
  g_signal_connect (net->client, "closed", G_CALLBACK (on_closed), net);
  if (options->timeout > 0)
    net->timeout_id = g_timeout_add_seconds (options->timeout, on_timeout, net);
  phl_xmpp_client_connect (net->client);
  return TRUE;
}

int
phl_cli_net_run (PhlCliNet *net)
{
  if (!net->finished)
    g_main_loop_run (net->loop);
  return net->status;
}

void
phl_cli_net_finish (PhlCliNet  *net,
                    int         status,
                    const char *message)
{
  if (net->finished)
    return;
  net->finished = TRUE;
  net->status = status;
  if (message != NULL)
    g_printerr ("philatelia-cli: %s\n", message);
  g_main_loop_quit (net->loop);
}

void
phl_cli_net_clear (PhlCliNet *net)
{
  g_clear_handle_id (&net->timeout_id, g_source_remove);
  if (net->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (net->client, net);
      phl_xmpp_client_disconnect (net->client);
    }
  g_clear_object (&net->client);
  g_clear_pointer (&net->loop, g_main_loop_unref);
}

void
phl_cli_net_print_result (const PhlGameRules *rules,
                          gconstpointer       state)
{
  g_autoptr(GKeyFile) out = g_key_file_new ();
  g_autofree char *data = NULL;
  guint winners = rules->winners (state);
  int list[PHL_MAX_SEATS];
  gsize n = 0;

  for (guint i = 0; i < rules->n_players (state); i++)
    if (winners & (1u << i))
      list[n++] = i + 1;
  g_key_file_set_integer_list (out, "Result", "Winners", list, n);
  rules->write_score (state, out);
  data = g_key_file_to_data (out, NULL, NULL);
  fputs (data, stdout);
  fflush (stdout);
}

int
phl_cli_command_net (int    argc,
                     char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "host"))
    return phl_cli_net_host (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "join"))
    return phl_cli_net_join (argc - 1, argv + 1);
  if (argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    {
      g_print ("%s\n  philatelia-cli net host SAVE --account JID --password-file FILE --room ROOM [--seat N=JID]…\n"
               "  philatelia-cli net join ROOM --account JID --password-file FILE [--level L]\n",
               _("Usage:"));
      return PHL_CLI_EXIT_OK;
    }
  return phl_cli_usage_error (_("“net” takes “host” or “join”"));
}
