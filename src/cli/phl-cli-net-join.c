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
#include "phl-file.h"
#include "phl-rng.h"

/* A members-only room refuses us until the host made us a member. */
#define RETRY_ENTER_MS 300

typedef struct
{
  PhlCliNet           net;
  char               *room;
  char               *nick;
  char               *account;
  char               *output;
  GOutputStream      *log;
  PhlAiLevel          level;
  PhlAiBudget         budget;
  char               *host_nick;
  int                 seat;
  gboolean            entered;
  /* The last view and its sequence number. */
  const PhlGameRules *rules;
  gpointer            view;
  guint               view_seq;
  gboolean            answered;
} Joiner;

static void enter_room (Joiner *joiner);

static void
clear_view (Joiner *joiner)
{
  if (joiner->view != NULL)
    joiner->rules->free (joiner->view);
  joiner->view = NULL;
}

static gboolean
in_countdown (Joiner *joiner)
{
  return joiner->rules->others_may_act != NULL && joiner->rules->others_may_act (joiner->view);
}

static void
send_game (Joiner              *joiner,
           const PhlNetMessage *message,
           const char          *body)
{
  g_autofree char *to = g_strdup_printf ("%s/%s", joiner->room, joiner->host_nick);
  g_autoptr(xmpp_stanza_t) stanza = phl_net_message_build (joiner->net.client, to, "chat", message, body);

  phl_xmpp_client_send (joiner->net.client, stanza);
}

/* Our seat's answer to the view, when it has one. */
static void
play (Joiner *joiner)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  g_autofree char *action = NULL;
  PhlNetMessage message = { PHL_NET_MOVE, joiner->view_seq, joiner->seat, NULL };

  if (joiner->answered || joiner->host_nick == NULL || joiner->rules->is_over (joiner->view))
    return;
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = joiner->level;
  if (in_countdown (joiner))
    {
      joiner->rules->choose_for_seats (joiner->view, levels, 1u << joiner->seat, &action);
      if (action == NULL || !g_str_has_prefix (action, "ring "))
        {
          message.kind = PHL_NET_PASS;
          g_clear_pointer (&action, g_free);
        }
    }
  else if (joiner->rules->current_seat (joiner->view) == joiner->seat)
    {
      g_autoptr(GRand) rng = phl_rng_new_from_seed (G_GUINT64_CONSTANT (0x6a6f696e) + joiner->view_seq);

      action = phl_ai_choose (joiner->rules, joiner->view, levels, rng, &joiner->budget);
      if (action == NULL)
        return;
    }
  else
    return;
  joiner->answered = TRUE;
  message.text = action;
  send_game (joiner, &message, action);
}

static gboolean
write_record (Joiner      *joiner,
              const char  *text,
              GError     **error)
{
  if (joiner->output == NULL)
    return TRUE;
  return phl_file_write_atomically (joiner->output, text, strlen (text), error);
}

static void
take_view (Joiner              *joiner,
           const PhlNetMessage *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (message->text, strlen (message->text),
                                                           _("the host’s view"), &error);
  g_autofree char *game = NULL;
  const PhlGameRules *rules = NULL;
  gpointer view = NULL;

  if (file != NULL)
    {
      game = g_key_file_get_string (phl_key_file_get_key_file (file), "Match", "Game", NULL);
      rules = game != NULL ? phl_game_rules_lookup (game) : NULL;
      view = rules != NULL ? rules->load_position (file, &error) : NULL;
      if (rules == NULL && error == NULL)
        g_set_error (&error, PHL_NET_ERROR, PHL_NET_ERROR_REFUSED, _("The host’s view names no game"));
    }
  if (error != NULL)
    {
      phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  if (joiner->view != NULL && message->seq < joiner->view_seq)
    {
      rules->free (view);
      return;
    }
  /* A view is the host asking for the seat's answer: the same view again
   * (a host that came back, or took us back) asks again, since the answer
   * may have been lost.  A second answer to a move it took is refused as
   * stale, and ignored. */
  joiner->answered = FALSE;
  clear_view (joiner);
  joiner->rules = rules;
  joiner->view = view;
  joiner->view_seq = message->seq;
  joiner->seat = message->seat;
  if (!write_record (joiner, message->text, &error))
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
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            Joiner        *joiner)
{
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  PhlNetMessage message;

  /* Only the host's own words count. */
  if (from == NULL || joiner->host_nick == NULL)
    return;
  expected = g_strdup_printf ("%s/%s", joiner->room, joiner->host_nick);
  if (g_ascii_strcasecmp (from, expected) != 0
      || g_strcmp0 (xmpp_stanza_get_type (stanza), "chat") != 0)
    return;
  if (!phl_net_message_parse (stanza, &message, &error))
    {
      if (error != NULL)
        g_printerr ("philatelia-cli: %s\n", error->message);
      return;
    }
  if (message.kind == PHL_NET_VIEW && message.seat >= 0)
    take_view (joiner, &message);
  /* A refusal of an answer the game has moved past (the auction's
   * countdown goes on without waiting) is no error. */
  else if (message.kind == PHL_NET_REFUSED && message.seq >= joiner->view_seq)
    {
      /* Translators: the host's reason */
      g_autofree char *text = g_strdup_printf (_("The host refused the move: %s"), message.text);

      phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, text);
    }
  phl_net_message_clear (&message);
}

static void
on_presence (PhlXmppClient *client,
             xmpp_stanza_t *stanza,
             Joiner        *joiner)
{
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  PhlXmppOccupant occupant;

  if (bare == NULL || g_ascii_strcasecmp (bare, joiner->room) != 0
      || !phl_xmpp_occupant_parse (stanza, &occupant))
    return;
  if (g_strcmp0 (occupant.affiliation, "owner") == 0)
    {
      g_free (joiner->host_nick);
      joiner->host_nick = occupant.unavailable ? NULL : g_strdup (occupant.nick);
    }
  phl_xmpp_occupant_clear (&occupant);
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

static gboolean
retry_enter (gpointer user_data)
{
  enter_room (user_data);
  return G_SOURCE_REMOVE;
}

static void
on_entered (PhlXmppClient *client,
            const GError  *error,
            gpointer       user_data)
{
  Joiner *joiner = user_data;

  if (error != NULL)
    {
      /* Not a member yet: the host may not have come; try again until
       * --timeout. */
      if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NOT_MEMBER)
          || g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOM))
        g_timeout_add (RETRY_ENTER_MS, retry_enter, joiner);
      /* Someone else is called that here (the same local part on another
       * server, or "host"): the whole address is ours alone.  The host
       * knows seats by address, not by nick. */
      else if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NICK_TAKEN)
               && strchr (joiner->nick, '@') == NULL)
        {
          g_free (joiner->nick);
          joiner->nick = phl_xmpp_bare_jid (joiner->account);
          enter_room (joiner);
        }
      else
        phl_cli_net_finish (&joiner->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  joiner->entered = TRUE;
}

static void
enter_room (Joiner *joiner)
{
  if (!joiner->net.finished)
    phl_xmpp_enter_room (joiner->net.client, joiner->room, joiner->nick, FALSE, on_entered, joiner);
}

static void
on_ready (PhlXmppClient *client,
          Joiner        *joiner)
{
  enter_room (joiner);
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
  GOptionEntry entries[] = {
    PHL_CLI_NET_OPTION_ENTRIES (options),
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, N_("Let the computer play the seat at this level"), "L" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, N_("The expert’s thinking time in milliseconds of CPU time (default 1000)"), "MS" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, N_("Append every stanza received to this file"), "FILE" },
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
  joiner.room = phl_xmpp_bare_jid (argv[1]);
  joiner.output = g_strdup (options.output);
  joiner.account = g_strdup (options.account);
  joiner.seat = -1;
  if (options.account != NULL)
    {
      const char *at = strchr (options.account, '@');

      joiner.nick = at != NULL ? g_strndup (options.account, at - options.account) : g_strdup (options.account);
    }
  if (!phl_cli_net_start (&joiner.net, &options, &status))
    goto out;
  g_signal_connect (joiner.net.client, "ready", G_CALLBACK (on_ready), &joiner);
  g_signal_connect (joiner.net.client, "message", G_CALLBACK (on_message), &joiner);
  g_signal_connect (joiner.net.client, "presence", G_CALLBACK (on_presence), &joiner);
  if (joiner.log != NULL)
    g_signal_connect (joiner.net.client, "stanza", G_CALLBACK (on_stanza), &joiner);
  status = phl_cli_net_run (&joiner.net);

out:
  if (joiner.net.client != NULL)
    g_signal_handlers_disconnect_by_data (joiner.net.client, &joiner);
  phl_cli_net_clear (&joiner.net);
  clear_view (&joiner);
  g_clear_object (&joiner.log);
  g_free (joiner.room);
  g_free (joiner.nick);
  g_free (joiner.account);
  g_free (joiner.output);
  g_free (joiner.host_nick);
  phl_cli_net_options_clear (&options);
  return status;
}
