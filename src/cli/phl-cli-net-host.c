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

#include "phl-change.h"
#include "phl-cli-net.h"
#include "phl-rng.h"

/* How long the host waits for the online seats' answers to one step of
 * the auction's countdown before the price falls anyway. */
#define COUNTDOWN_WINDOW_MS 5000
/* How soon the host tries a room locked by someone else's entering again. */
#define ENTER_AGAIN_MS 200

typedef struct
{
  PhlCliNet   net;
  PhlMatch   *match;
  char       *room;
  char       *nick;
  char       *output;
  char       *seat_jid[PHL_MAX_SEATS];    /* bare JIDs of the online seats */
  char       *seat_nick[PHL_MAX_SEATS];   /* their nick while in the room */
  guint       n_members_pending;
  gboolean    playing;
  guint       step_id;
  /* The countdown step being answered: its seq, who answered, who rang. */
  guint       countdown_seq;
  guint       countdown_answered;
  int         countdown_ring;
  guint       countdown_window_id;
} Host;

static void schedule_step (Host *host);

static gboolean
is_countdown (Host *host)
{
  const PhlGameRules *rules = phl_match_get_rules (host->match);

  return rules->others_may_act != NULL && rules->others_may_act (phl_match_get_state (host->match));
}

static guint
computer_seats (Host *host)
{
  guint mask = 0;

  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    if (phl_match_get_seat (host->match, i)->kind == PHL_SEAT_COMPUTER)
      mask |= 1u << i;
  return mask;
}

/* The seat's view as a position file: what @seat may know, the rest
 * dealt anew. */
static char *
view_text (Host *host,
           guint seat)
{
  const PhlGameRules *rules = phl_match_get_rules (host->match);
  gconstpointer state = phl_match_get_state (host->match);
  g_autoptr(GRand) fresh = g_rand_new ();
  g_autoptr(GKeyFile) file = g_key_file_new ();
  gpointer view = rules->determinize != NULL ? rules->determinize (state, seat, fresh)
                                             : rules->copy (state);
  int current = rules->current_seat (view);

  g_key_file_set_string (file, "Match", "Game", rules->id);
  g_key_file_set_integer (file, "Match", "Format", PHL_MATCH_FORMAT);
  g_key_file_set_integer (file, "Match", "Players", rules->n_players (view));
  g_key_file_set_integer (file, "Match", "Current", current >= 0 ? current + 1 : 0);
  rules->save_position (view, file);
  g_key_file_set_boolean (file, "Match", "Over", rules->is_over (view));
  g_key_file_set_integer (file, "Match", "Actions", phl_match_get_n_actions (host->match));
  for (guint i = 0; i < rules->n_players (view); i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);
      const PhlSeat *info = phl_match_get_seat (host->match, i);

      if (!g_key_file_has_key (file, group, "Name", NULL) && info->name != NULL)
        g_key_file_set_string (file, group, "Name", info->name);
    }
  rules->free (view);
  return g_key_file_to_data (file, NULL, NULL);
}

/* Whether a seat's view can be sent: the view that the seat to act would
 * get must load back with the same legal actions.  Positions that hold
 * no game in progress (Stamp Swap's describe finished albums) fail this,
 * so such a game is refused rather than played wrong (docs/online.md). */
static gboolean
views_hold_play (Host *host)
{
  const PhlGameRules *rules = phl_match_get_rules (host->match);
  gconstpointer state = phl_match_get_state (host->match);
  int seat = rules->current_seat (state);
  g_autofree char *text = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GPtrArray) got = NULL;
  gpointer view;
  gboolean same;

  if (seat < 0)
    return TRUE;
  text = view_text (host, seat);
  file = phl_key_file_new_from_data (text, strlen (text), "view", NULL);
  view = file != NULL ? rules->load_position (file, NULL) : NULL;
  if (view == NULL)
    return FALSE;
  expected = rules->legal_actions (state);
  got = rules->legal_actions (view);
  same = rules->current_seat (view) == seat && expected->len == got->len;
  for (guint i = 0; same && i < expected->len; i++)
    same = g_ptr_array_find_with_equal_func (got, expected->pdata[i], g_str_equal, NULL);
  rules->free (view);
  return same;
}

static void
send_view (Host *host,
           guint seat)
{
  guint n = phl_match_get_n_actions (host->match);
  g_autofree char *text = NULL;
  g_autofree char *to = NULL;
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  const char *body = "";
  PhlNetMessage message = { PHL_NET_VIEW, n, seat, NULL };

  if (host->seat_nick[seat] == NULL)
    return;
  text = view_text (host, seat);
  message.text = text;
  if (n > 0)
    body = phl_change_describe (phl_match_get_change (host->match, n - 1), seat);
  to = g_strdup_printf ("%s/%s", host->room, host->seat_nick[seat]);
  stanza = phl_net_message_build (host->net.client, to, "chat", &message, body);
  phl_xmpp_client_send (host->net.client, stanza);
}

/* The room hears what everyone may know of the last action. */
static void
send_event (Host *host)
{
  guint n = phl_match_get_n_actions (host->match);
  const PhlChange *change = phl_match_get_change (host->match, n - 1);
  gboolean hides = FALSE;
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  PhlNetMessage message = { PHL_NET_EVENT, n - 1, phl_change_get_actor (change), NULL };

  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    hides |= phl_change_has_seat_text (change, i);
  /* An action that told someone more than everyone (a sealed bid, a
   * stamp of one's own) goes without its text. */
  message.text = hides ? NULL : (char *) phl_match_get_action (host->match, n - 1);
  stanza = phl_net_message_build (host->net.client, host->room, "groupchat", &message,
                                  phl_change_describe (change, -1));
  phl_xmpp_client_send (host->net.client, stanza);
}

static void
game_over (Host *host)
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

static gboolean
submit (Host       *host,
        const char *action,
        GError    **error)
{
  if (!phl_match_submit (host->match, action, error))
    return FALSE;
  send_event (host);
  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    send_view (host, i);
  return TRUE;
}

static void
submit_computer (Host       *host,
                 const char *action)
{
  g_autoptr(GError) error = NULL;

  if (!submit (host, action, &error))
    {
      g_autofree char *message = g_strdup_printf (_("the computer’s action “%s” was refused: %s"),
                                                  action, error->message);
      phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, message);
    }
}

/* The computer's action for its seats; in a countdown "tick" when none
 * of them rings. */
static char *
computer_action (Host *host)
{
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  g_autoptr(GRand) rng = NULL;

  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    levels[i] = phl_match_get_seat (host->match, i)->level;
  if (is_countdown (host))
    {
      char *action = NULL;

      phl_match_get_rules (host->match)->choose_for_seats (phl_match_get_state (host->match), levels,
                                                           computer_seats (host), &action);
      return action;
    }
  /* Not the match's seed (it would tell the future deals), as `play`. */
  rng = phl_rng_new_from_seed (G_GUINT64_CONSTANT (0x70687964) + phl_match_get_n_actions (host->match));
  return phl_ai_choose (phl_match_get_rules (host->match), phl_match_get_state (host->match),
                        levels, rng, NULL);
}

static guint
online_present (Host *host)
{
  guint mask = 0;

  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    if (host->seat_nick[i] != NULL)
      mask |= 1u << i;
  return mask;
}

/* Every online seat answered the step, or its window closed: the first
 * ring counts, else the price falls. */
static void
close_countdown_step (Host *host)
{
  g_autofree char *action = NULL;

  g_clear_handle_id (&host->countdown_window_id, g_source_remove);
  action = host->countdown_ring >= 0 ? g_strdup_printf ("ring %d", host->countdown_ring + 1)
                                     : g_strdup ("tick");
  host->countdown_answered = 0;
  host->countdown_ring = -1;
  submit_computer (host, action);
  schedule_step (host);
}

static gboolean
on_countdown_window (gpointer user_data)
{
  Host *host = user_data;

  host->countdown_window_id = 0;
  g_debug ("countdown step %u: window closed, answered %x", host->countdown_seq, host->countdown_answered);
  close_countdown_step (host);
  return G_SOURCE_REMOVE;
}

static void
maybe_close_countdown_step (Host *host)
{
  guint waiting = online_present (host) & ~computer_seats (host) & ~host->countdown_answered;

  if (waiting == 0 || host->countdown_ring >= 0)
    close_countdown_step (host);
}

static gboolean
step (gpointer user_data)
{
  Host *host = user_data;
  int current;

  host->step_id = 0;
  if (host->net.finished)
    return G_SOURCE_REMOVE;
  if (phl_match_is_over (host->match))
    {
      game_over (host);
      return G_SOURCE_REMOVE;
    }
  current = phl_match_get_current_seat (host->match);
  if (is_countdown (host))
    {
      g_autofree char *action = NULL;

      if (host->countdown_seq == phl_match_get_n_actions (host->match) && host->countdown_window_id != 0)
        return G_SOURCE_REMOVE;
      /* A computer seat at the table rings without delay. */
      action = computer_action (host);
      if (action != NULL && g_str_has_prefix (action, "ring "))
        {
          submit_computer (host, action);
          schedule_step (host);
          return G_SOURCE_REMOVE;
        }
      host->countdown_seq = phl_match_get_n_actions (host->match);
      host->countdown_answered = 0;
      host->countdown_ring = -1;
      host->countdown_window_id = g_timeout_add (COUNTDOWN_WINDOW_MS, on_countdown_window, host);
      maybe_close_countdown_step (host);
      return G_SOURCE_REMOVE;
    }
  if (current >= 0 && phl_match_get_seat (host->match, current)->kind == PHL_SEAT_COMPUTER)
    {
      g_autofree char *action = computer_action (host);

      if (action == NULL)
        phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, _("the computer found no action"));
      else
        {
          submit_computer (host, action);
          schedule_step (host);
        }
    }
  /* Otherwise an online seat is to act: its move comes as a message. */
  return G_SOURCE_REMOVE;
}

static void
schedule_step (Host *host)
{
  /* From idle, so that the connection is served between moves. */
  if (host->step_id == 0 && host->playing)
    host->step_id = g_idle_add (step, host);
}

static int
seat_of_jid (Host       *host,
             const char *bare)
{
  for (guint i = 0; bare != NULL && i < phl_match_get_n_seats (host->match); i++)
    if (host->seat_jid[i] != NULL && g_ascii_strcasecmp (host->seat_jid[i], bare) == 0)
      return i;
  return -1;
}

static void
refuse (Host       *host,
        const char *to,
        const char *type,
        guint       seq,
        const char *reason)
{
  PhlNetMessage message = { PHL_NET_REFUSED, seq, -1, (char *) reason };
  g_autoptr(xmpp_stanza_t) stanza = phl_net_message_build (host->net.client, to, type, &message, reason);

  g_debug ("refused to %s: %s", to, reason);
  phl_xmpp_client_send (host->net.client, stanza);
}

/* A seat's move or pass, checked before the engine sees it. */
static char *
check_move (Host                *host,
            int                  seat,
            const PhlNetMessage *message)
{
  if (seat < 0)
    return g_strdup (_("You have no seat in this game"));
  if (message->kind != PHL_NET_MOVE && message->kind != PHL_NET_PASS)
    return g_strdup (_("Only the host sends that"));
  if (message->seq != phl_match_get_n_actions (host->match))
    return g_strdup_printf (_("Move number %u is not the game’s next (%u): stale or replayed"),
                            message->seq, phl_match_get_n_actions (host->match));
  if (phl_match_is_over (host->match))
    return g_strdup (_("The game is over"));
  if (is_countdown (host))
    {
      g_autofree char *ring = g_strdup_printf ("ring %d", seat + 1);

      if (message->kind == PHL_NET_MOVE && !g_str_equal (message->text, ring))
        return g_strdup_printf (_("During the countdown your only action is “%s”"), ring);
      return NULL;
    }
  if (phl_match_get_current_seat (host->match) != seat)
    return g_strdup (_("It is not your turn"));
  if (message->kind == PHL_NET_PASS)
    return g_strdup (_("There is no price falling to let pass"));
  return NULL;
}

static void
take_move (Host                *host,
           int                  seat,
           const PhlNetMessage *message,
           const char          *reply_to,
           const char          *reply_type)
{
  g_autofree char *problem = check_move (host, seat, message);
  g_autoptr(GError) error = NULL;

  if (problem != NULL)
    {
      refuse (host, reply_to, reply_type, message->seq, problem);
      return;
    }
  if (is_countdown (host))
    {
      if (host->countdown_seq != message->seq || host->countdown_window_id == 0)
        return;
      host->countdown_answered |= 1u << seat;
      if (message->kind == PHL_NET_MOVE && host->countdown_ring < 0)
        host->countdown_ring = seat;
      maybe_close_countdown_step (host);
      return;
    }
  if (!submit (host, message->text, &error))
    refuse (host, reply_to, reply_type, message->seq, error->message);
  else
    schedule_step (host);
}

static void
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            Host          *host)
{
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  g_autoptr(GError) error = NULL;
  PhlNetMessage message;
  const char *reply_to = from;
  const char *reply_type = "chat";
  int seat = -1;

  if (from == NULL || g_strcmp0 (type, "error") == 0)
    return;
  if (g_ascii_strcasecmp (bare, host->room) == 0)
    {
      const char *nick = strchr (from, '/');

      /* The room itself, or our own words coming back. */
      if (nick == NULL || g_str_equal (nick + 1, host->nick))
        return;
      for (guint i = 0; i < PHL_MAX_SEATS; i++)
        if (host->seat_nick[i] != NULL && g_str_equal (host->seat_nick[i], nick + 1))
          seat = i;
    }
  else
    seat = seat_of_jid (host, bare);

  if (!phl_net_message_parse (stanza, &message, &error))
    {
      if (error != NULL)
        refuse (host, reply_to, reply_type, 0, error->message);
      return;
    }
  if (!host->playing)
    refuse (host, reply_to, reply_type, message.seq, _("The game has not started yet"));
  else
    take_move (host, seat, &message, reply_to, reply_type);
  phl_net_message_clear (&message);
}

static void
on_presence (PhlXmppClient *client,
             xmpp_stanza_t *stanza,
             Host          *host)
{
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  PhlXmppOccupant occupant;
  int seat;

  if (bare == NULL || g_ascii_strcasecmp (bare, host->room) != 0
      || !phl_xmpp_occupant_parse (stanza, &occupant))
    return;
  seat = seat_of_jid (host, occupant.real_jid);
  if (seat >= 0)
    {
      g_free (host->seat_nick[seat]);
      host->seat_nick[seat] = occupant.unavailable ? NULL : g_strdup (occupant.nick);
      /* A seat that (re)joins gets its view at once. */
      if (!occupant.unavailable && host->playing)
        send_view (host, seat);
      if (host->playing && is_countdown (host) && host->countdown_window_id != 0)
        maybe_close_countdown_step (host);
    }
  phl_xmpp_occupant_clear (&occupant);
}

static void
start_playing (Host *host)
{
  host->playing = TRUE;
  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    send_view (host, i);
  schedule_step (host);
}

static void
on_member_added (PhlXmppClient *client,
                 const GError  *error,
                 gpointer       user_data)
{
  Host *host = user_data;

  if (error != NULL)
    {
      phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  if (--host->n_members_pending == 0)
    start_playing (host);
}

static void on_room_entered (PhlXmppClient *client,
                             const GError  *error,
                             gpointer       user_data);

static gboolean
enter_again (gpointer user_data)
{
  Host *host = user_data;

  if (!host->net.finished)
    phl_xmpp_enter_room (host->net.client, host->room, host->nick, TRUE, on_room_entered, host);
  return G_SOURCE_REMOVE;
}

static void
on_room_entered (PhlXmppClient *client,
                 const GError  *error,
                 gpointer       user_data)
{
  Host *host = user_data;
  const PhlGameRules *rules = phl_match_get_rules (host->match);

  /* A joiner that came first made the room by entering it, and is
   * leaving it again (phl_xmpp_enter_room()): until it has, the room is
   * locked to everyone else. */
  if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOM))
    {
      g_timeout_add (ENTER_AGAIN_MS, enter_again, host);
      return;
    }
  if (error != NULL)
    {
      phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  for (guint i = 0; i < phl_match_get_n_seats (host->match); i++)
    if (host->seat_jid[i] != NULL)
      {
        /* Translators: an invitation; the game's id and the seat number */
        g_autofree char *reason = g_strdup_printf (_("Join my game of %s as player %u"), rules->id, i + 1);

        host->n_members_pending++;
        phl_xmpp_add_member (client, host->room, host->seat_jid[i], on_member_added, host);
        phl_xmpp_invite (client, host->room, host->seat_jid[i], reason);
      }
  if (host->n_members_pending == 0)
    start_playing (host);
}

static void
on_rooms_service (PhlXmppClient *client,
                  const char    *service,
                  const GError  *error,
                  gpointer       user_data)
{
  Host *host = user_data;
  char *room;

  if (error != NULL)
    {
      phl_cli_net_finish (&host->net, PHL_CLI_EXIT_INVALID, error->message);
      return;
    }
  room = g_strdup_printf ("%s@%s", host->room, service);
  g_free (host->room);
  host->room = room;
  phl_xmpp_enter_room (client, host->room, host->nick, TRUE, on_room_entered, host);
}

static void
on_ready (PhlXmppClient *client,
          Host          *host)
{
  /* A room given without its service: the server's own (XEP-0030). */
  if (strchr (host->room, '@') == NULL)
    phl_xmpp_find_rooms_service (client, on_rooms_service, host);
  else
    phl_xmpp_enter_room (client, host->room, host->nick, TRUE, on_room_entered, host);
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
      host->seat_jid[number - 1] = phl_xmpp_bare_jid (equals + 1);
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
  int status;
  GOptionEntry entries[] = {
    PHL_CLI_NET_OPTION_ENTRIES (options),
    { "room", 0, 0, G_OPTION_ARG_STRING, &room, N_("The game’s chat room (a name alone: on the account’s server)"), "ROOM" },
    { "seat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &seats, N_("Keep seat N for this address"), "N=JID" },
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
  if (seats != NULL && !views_hold_play (&host))
    {
      g_printerr ("philatelia-cli: %s\n",
                  _("This game cannot be played online yet: its positions do not hold a game in progress"));
      status = PHL_CLI_EXIT_INVALID;
      goto out;
    }
  host.room = g_strdup (room);
  host.nick = g_strdup ("host");
  host.output = g_strdup (options.output);
  host.countdown_ring = -1;
  /* Restarted after a crash on the same OUT, the game goes on from there. */
  if (options.output != NULL)
    phl_match_set_autosave_path (host.match, options.output);
  if (!phl_cli_net_start (&host.net, &options, &status))
    goto out;
  g_signal_connect (host.net.client, "ready", G_CALLBACK (on_ready), &host);
  g_signal_connect (host.net.client, "message", G_CALLBACK (on_message), &host);
  g_signal_connect (host.net.client, "presence", G_CALLBACK (on_presence), &host);
  status = phl_cli_net_run (&host.net);

out:
  g_clear_handle_id (&host.step_id, g_source_remove);
  g_clear_handle_id (&host.countdown_window_id, g_source_remove);
  if (host.net.client != NULL)
    g_signal_handlers_disconnect_by_data (host.net.client, &host);
  phl_cli_net_clear (&host.net);
  g_clear_object (&host.match);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      g_free (host.seat_jid[i]);
      g_free (host.seat_nick[i]);
    }
  g_free (host.room);
  g_free (host.nick);
  g_free (host.output);
  phl_cli_net_options_clear (&options);
  return status;
}
