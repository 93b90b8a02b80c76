/* phl-cli-net-join.c — `philatelia-cli net join`: a bot seat over the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The joiner enters the room, takes the seat the host keeps for its
 * address and plays it with the computer at a level.  It holds only what
 * the host sends it privately: its seat's view, a position in which
 * everything the seat may not know was dealt anew by the host.  It never
 * sees the seed, the deck order or another seat's hidden items, and its
 * record of the game (OUT) is that view.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "phl-cli-net.h"
#include "phl-net-guest.h"
#include "phl-file.h"
#include "phl-rng.h"

typedef struct
{
  PhlCliNet      net;
  PhlNetGuest   *guest;
  char          *output;
  GOutputStream *log;
  PhlAiLevel     level;
  PhlAiBudget    budget;
  GPtrArray     *heard;   /* a spectator: each action's public description, by seq */
} Joiner;

/* Our seat's answer to the view, when it has one. */
static void
play (Joiner *joiner)
{
  const PhlGameRules *rules = phl_net_guest_get_rules (joiner->guest);
  gconstpointer view = phl_net_guest_get_view (joiner->guest);
  int seat = phl_net_guest_get_seat (joiner->guest);
  PhlAiLevel levels[PHL_MAX_SEATS];
  g_autofree char *action = NULL;

  if (phl_net_guest_get_answered (joiner->guest) || !phl_net_guest_get_host_present (joiner->guest)
      || rules->is_over (view))
    return;
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = joiner->level;
  if (rules->others_may_act != NULL && rules->others_may_act (view))
    {
      /* A ring answers this view, so it carries the price we saw; no
       * ring needs no answer: the host's clock lets the price fall. */
      rules->choose_for_seats (view, levels, 1u << seat, &action);
      if (action == NULL || !g_str_has_prefix (action, "ring "))
        return;
    }
  else if (rules->current_seat (view) == seat)
    {
      g_autoptr(GRand) rng = phl_rng_new_from_seed (G_GUINT64_CONSTANT (0x6a6f696e)
                                                    + phl_net_guest_get_seq (joiner->guest));

      action = phl_ai_choose (rules, view, levels, rng, &joiner->budget);
      if (action == NULL)
        return;
    }
  else
    return;
  phl_net_guest_submit (joiner->guest, action);
}

static void
on_view_changed (PhlNetGuest *guest,
                 Joiner      *joiner)
{
  const PhlGameRules *rules = phl_net_guest_get_rules (guest);
  gconstpointer view = phl_net_guest_get_view (guest);
  const char *text = phl_net_guest_get_view_text (guest);
  g_autoptr(GError) error = NULL;

  /* The joiner's record of the game is its latest view. */
  if (joiner->output != NULL
      && !phl_file_write_atomically (joiner->output, text, strlen (text), &error))
    {
      phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  if (rules->is_over (view))
    {
      phl_cli_net_print_result (rules, view);
      phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_OK, NULL);
      return;
    }
  play (joiner);
}

static void
on_refused (PhlNetGuest *guest,
            const char  *reason,
            Joiner      *joiner)
{
  /* Translators: the host's reason */
  g_autofree char *text = g_strdup_printf (_("The host refused the move: %s"), reason);

  phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, text);
}

static void
on_failed (PhlNetGuest  *guest,
           const GError *error,
           Joiner       *joiner)
{
  phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, error->message);
}

/* A spectator hears the room: the record is each action's public
 * description, the last heard for its seq (during the auction's
 * countdown a ring at a higher price may overtake a tick heard ahead). */
static void
on_event (PhlNetGuest *guest,
          guint        seq,
          const char  *text,
          const char  *description,
          gboolean     over,
          Joiner      *joiner)
{
  g_autoptr(GString) record = NULL;
  g_autoptr(GError) error = NULL;

  if (seq >= 100000)
    return;
  if (seq >= joiner->heard->len)
    g_ptr_array_set_size (joiner->heard, seq + 1);
  g_free (joiner->heard->pdata[seq]);
  joiner->heard->pdata[seq] = g_strdup (description);
  if (!over)
    return;
  /* The game is over: only what came before this action counts. */
  g_ptr_array_set_size (joiner->heard, seq + 1);
  record = g_string_new (NULL);
  for (guint i = 0; i < joiner->heard->len; i++)
    if (joiner->heard->pdata[i] != NULL)
      g_string_append_printf (record, "%u. %s\n", i + 1, (char *) joiner->heard->pdata[i]);
  if (joiner->output == NULL)
    g_print ("%s", record->str);
  else if (!phl_file_write_atomically (joiner->output, record->str, record->len, &error))
    {
      phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_OK, NULL);
}

static void
on_stanza (PhlXmppClient *client,
           const char    *text,
           Joiner        *joiner)
{
  /* A log that cannot be written any more is left as it is: the game
   * matters more than its log. */
  if (g_output_stream_write_all (joiner->log, text, strlen (text), NULL, NULL, NULL))
    g_output_stream_write_all (joiner->log, "\n", 1, NULL, NULL, NULL);
}

int
phl_cli_net_join (int    argc,
                  char **argv)
{
  Joiner joiner = { { 0 } };
  PhlCliNetOptions options = { 0 };
  g_autofree char *level_text = NULL;
  g_autofree char *log_path = NULL;
  int status, think_ms = 0;
  gboolean watch = FALSE;
  GOptionEntry entries[] = {
    PHL_CLI_NET_OPTION_ENTRIES (options),
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, N_("Let the computer play the seat at this level"), "L" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, N_("The expert’s thinking time in milliseconds of CPU time (default 1000)"), "MS" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, N_("Append every stanza received to this file"), "FILE" },
    { "watch", 0, 0, G_OPTION_ARG_NONE, &watch, N_("Watch without a seat: write what everyone may know of each action"), NULL },
    { NULL }
  };

  if (!phl_cli_parse_options (_("ROOM — join a game hosted in a chat room and play its seat"), entries,
                              &argc, &argv, &status))
    goto out;
  if (argc != 2 || strchr (argv[1], '@') == NULL)
    {
      status = phl_cli_usage_error (_("“net join” takes the room’s address"));
      goto out;
    }
  if (!phl_cli_parse_level (level_text, PHL_AI_NORMAL, &joiner.level)
      || !phl_cli_parse_think_ms (think_ms, &joiner.budget.think_ms))
    {
      status = PHL_CLI_EXIT_USAGE;
      goto out;
    }
  if (log_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (log_path);
      g_autoptr(GError) error = NULL;

      /* Appended to, never read: a restarted joiner's log goes on. */
      joiner.log = G_OUTPUT_STREAM (g_file_append_to (file, G_FILE_CREATE_NONE, NULL, &error));
      if (joiner.log == NULL)
        {
          g_printerr (_("%s: cannot write to the file: %s\n"), log_path, error->message);
          status = PHL_CLI_EXIT_INVALID;
          goto out;
        }
    }
  joiner.output = g_strdup (options.output);
  if (!phl_cli_net_start (&joiner.net, &options, &status))
    goto out;
  joiner.guest = phl_net_guest_new (joiner.net.client, argv[1], options.account);
  g_signal_connect (joiner.guest, "view-changed", G_CALLBACK (on_view_changed), &joiner);
  g_signal_connect (joiner.guest, "refused", G_CALLBACK (on_refused), &joiner);
  g_signal_connect (joiner.guest, "failed", G_CALLBACK (on_failed), &joiner);
  if (watch)
    {
      joiner.heard = g_ptr_array_new_with_free_func (g_free);
      g_signal_connect (joiner.guest, "event", G_CALLBACK (on_event), &joiner);
    }
  if (joiner.log != NULL)
    g_signal_connect (joiner.net.client, "stanza", G_CALLBACK (on_stanza), &joiner);
  phl_net_guest_start (joiner.guest);
  status = phl_cli_net_run (&joiner.net);

out:
  if (joiner.guest != NULL)
    {
      g_signal_handlers_disconnect_by_data (joiner.guest, &joiner);
      phl_net_guest_stop (joiner.guest);
    }
  if (joiner.net.client != NULL)
    g_signal_handlers_disconnect_by_data (joiner.net.client, &joiner);
  g_clear_object (&joiner.guest);
  phl_cli_net_clear (&joiner.net);
  g_clear_object (&joiner.log);
  g_clear_pointer (&joiner.heard, g_ptr_array_unref);
  g_free (joiner.output);
  phl_cli_net_options_clear (&options);
  return status;
}
