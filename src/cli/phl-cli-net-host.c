/* phl-cli-net-host.c — `philatelia-cli net host`: the host holds the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host is the one authority (docs/online.md): it keeps the whole
 * match (seed, deck order, every hidden item), plays the computer seats,
 * checks every move a seat sends with the engine, and tells each seat
 * only what it may know — after every action, privately, the seat's view
 * of the position: a copy in which everything the seat may not know is
 * dealt anew (the engine's determinize() with a fresh generator), written
 * as a position file.  The room hears the public description of each
 * action, and its text when it hides nothing.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-cli-net.h"
#include "phl-net-countdown.h"
#include "phl-net-host.h"

typedef struct
{
  PhlCliNet   net;
  PhlMatch   *match;
  PhlNetHost *host;
  char       *seat_jid[PHL_MAX_SEATS];
  char       *output;
} Host;

static void
on_over (PhlNetHost *net_host,
         Host       *host)
{
  g_autoptr(GError) error = NULL;

  if (host->output != NULL && !phl_match_save (host->match, host->output, &error))
    {
      phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  if (host->output == NULL)
    {
      g_autofree char *data = phl_match_to_data (host->match, NULL);

      g_print ("%s", data);
    }
  phl_cli_net_print_result (phl_match_get_rules (host->match), phl_match_get_state (host->match));
  phl_cli_net_finish (&host->net, PHL_CLI_EXIT_OK, NULL);
}

static void
on_failed (PhlNetHost   *net_host,
           const GError *error,
           Host         *host)
{
  phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, error->message);
}

static gboolean
parse_seats (Host      *host,
             char     **seats,
             int       *status)
{
  guint n = phl_match_get_n_seats (host->match);

  for (guint i = 0; seats != NULL && seats[i] != NULL; i++)
    {
      const char *equals = strchr (seats[i], '=');
      guint64 number = 0;
      g_autofree char *digits = equals != NULL ? g_strndup (seats[i], equals - seats[i]) : NULL;

      if (digits == NULL || !g_ascii_string_to_unsigned (digits, 10, 1, n, &number, NULL)
          || strchr (equals + 1, '@') == NULL)
        {
          *status = phl_cli_usage_error (_("--seat takes N=ADDRESS with N from 1 to %u, not “%s”"),
                                         n, seats[i]);
          return FALSE;
        }
      g_free (host->seat_jid[number - 1]);
      host->seat_jid[number - 1] = g_strdup (equals + 1);
    }
  for (guint i = 0; i < n; i++)
    if (host->seat_jid[i] == NULL && phl_match_get_seat (host->match, i)->kind != PHL_SEAT_COMPUTER)
      {
        *status = phl_cli_usage_error (_("Player %u is a person: give their address with --seat %u=ADDRESS"),
                                       i + 1, i + 1);
        return FALSE;
      }
  return TRUE;
}

/* SAVE, or OUT when a crashed host left the same game there. */
static PhlMatch *
load_match (const char  *save,
            const char  *output,
            GError     **error)
{
  g_autoptr(PhlMatch) match = phl_cli_load (save, NULL, error);
  g_autoptr(PhlMatch) resumed = NULL;

  if (match == NULL || output == NULL || !g_file_test (output, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&match);
  resumed = phl_cli_load (output, NULL, error);
  if (resumed == NULL)
    return NULL;
  if (phl_match_get_rules (resumed) != phl_match_get_rules (match)
      || phl_match_get_seed (resumed) != phl_match_get_seed (match)
      || phl_match_get_n_seats (resumed) != phl_match_get_n_seats (match))
    {
      /* Translators: OUT is a file the host would resume from */
      g_set_error (error, PHL_NET_ERROR, PHL_NET_ERROR_REFUSED,
                   _("%s holds another game than %s: give another OUT to start this one"),
                   output, save);
      return NULL;
    }
  return g_steal_pointer (&resumed);
}

int
phl_cli_net_host (int    argc,
                  char **argv)
{
  Host host = { { 0 } };
  PhlCliNetOptions options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *room = NULL;
  g_auto(GStrv) seats = NULL;
  g_auto(GStrv) watchers = NULL;
  int status, tick_ms = PHL_NET_TICK_MS;
  GOptionEntry entries[] = {
    PHL_CLI_NET_OPTION_ENTRIES (options),
    { "room", 0, 0, G_OPTION_ARG_STRING, &room, N_("The game’s chat room (a name alone: on the account’s server)"), "ROOM" },
    { "seat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &seats, N_("Keep seat N for this address"), "N=JID" },
    { "watcher", 0, 0, G_OPTION_ARG_STRING_ARRAY, &watchers, N_("Let this address watch without a seat"), "JID" },
    { "tick-ms", 0, 0, G_OPTION_ARG_INT, &tick_ms, N_("How long each price of a countdown shows, in milliseconds (default 800)"), "MS" },
    { NULL }
  };

  if (!phl_cli_parse_options (_("SAVE — host the game of SAVE in a chat room"), entries,
                              &argc, &argv, &status))
    goto out;
  status = PHL_CLI_EXIT_USAGE;
  if (argc != 2)
    {
      status = phl_cli_usage_error (_("“net host” takes one save"));
      goto out;
    }
  if (tick_ms < 10 || tick_ms > 60000)
    {
      status = phl_cli_usage_error (_("--tick-ms takes 10 to 60000 milliseconds, not %d"), tick_ms);
      goto out;
    }
  for (guint i = 0; watchers != NULL && watchers[i] != NULL; i++)
    if (strchr (watchers[i], '@') == NULL)
      {
        status = phl_cli_usage_error (_("--watcher takes an address, not “%s”"), watchers[i]);
        goto out;
      }
  if (room == NULL)
    {
      status = phl_cli_usage_error (_("--room is missing"));
      goto out;
    }
  host.match = load_match (argv[1], options.output, &error);
  if (host.match == NULL)
    {
      status = phl_cli_invalid_input (error);
      goto out;
    }
  if (!parse_seats (&host, seats, &status))
    goto out;
  host.output = g_strdup (options.output);
  /* Restarted after a crash on the same OUT, the game goes on from there. */
  if (options.output != NULL)
    phl_match_set_autosave_path (host.match, options.output);
  if (seats != NULL && !phl_net_match_views_hold_play (host.match))
    {
      g_printerr ("philatelia-cli: %s\n",
                  _("This game cannot be played online yet: its positions do not hold a game in progress"));
      status = PHL_CLI_EXIT_INVALID;
      goto out;
    }
  if (!phl_cli_net_start (&host.net, &options, &status))
    goto out;
  host.host = phl_net_host_new (host.net.client, host.match, room);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    phl_net_host_set_seat_address (host.host, i, host.seat_jid[i]);
  phl_net_host_set_tick_ms (host.host, tick_ms);
  for (guint i = 0; watchers != NULL && watchers[i] != NULL; i++)
    phl_net_host_add_watcher (host.host, watchers[i]);
  g_signal_connect (host.host, "over", G_CALLBACK (on_over), &host);
  g_signal_connect (host.host, "failed", G_CALLBACK (on_failed), &host);
  phl_net_host_start (host.host);
  status = phl_cli_net_run (&host.net);

out:
  if (host.host != NULL)
    {
      g_signal_handlers_disconnect_by_data (host.host, &host);
      phl_net_host_stop (host.host);
    }
  g_clear_object (&host.host);
  phl_cli_net_clear (&host.net);
  g_clear_object (&host.match);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    g_free (host.seat_jid[i]);
  g_free (host.output);
  phl_cli_net_options_clear (&options);
  return status;
}
