/* phl-net-host.c — the host of an online game (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host tells each seat only what it may know: after every action,
 * privately, the seat's view of the position (phl-net-view.c).  The room hears
 * the public description of each action, and its text when it hides
 * nothing.  Stamp Auction's countdown has a clock of its own
 * (phl-net-countdown.c).
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-ai.h"
#include "phl-change.h"
#include "phl-net-countdown.h"
#include "phl-net-host.h"
#include "phl-net-message.h"
#include "phl-net-view.h"
#include "phl-rng.h"
#include "phl-xmpp-muc.h"

/* How soon the host tries a room locked by someone else's entering again. */
#define ENTER_AGAIN_MS 200
#define HOST_NICK "host"

struct _PhlNetHost
{
  GObject        parent_instance;
  PhlXmppClient *client;
  PhlMatch      *match;
  char          *room;
  char          *seat_jid[PHL_MAX_SEATS];    /* bare JIDs of the online seats */
  char          *seat_nick[PHL_MAX_SEATS];   /* their nick while in the room */
  GPtrArray     *watchers;                   /* bare JIDs let in without a seat */
  guint          n_members_pending;
  guint          n_announced;                /* actions the room has heard of */
  gboolean       started;
  gboolean       playing;
  gboolean       stopped;
  guint          step_id;
  guint          enter_again_id;
  PhlNetCountdown *countdown;                /* Stamp Auction's bell */
  gboolean       quiet;                      /* playing a tick the seats saw */
};

enum { SIGNAL_STARTED, SIGNAL_OVER, SIGNAL_FAILED, SIGNAL_SEAT_PRESENCE, SIGNAL_CHAT, SIGNAL_DECLINED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PhlNetHost, phl_net_host, G_TYPE_OBJECT)

static void schedule_step (PhlNetHost *self);

static void
fail (PhlNetHost   *self,
      const GError *error)
{
  phl_net_host_stop (self);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

static void
fail_with (PhlNetHost *self,
           const char *message)
{
  g_autoptr(GError) error = g_error_new_literal (PHL_NET_ERROR, PHL_NET_ERROR_REFUSED, message);

  fail (self, error);
}

static gboolean
is_countdown (PhlNetHost *self)
{
  const PhlGameRules *rules = phl_match_get_rules (self->match);

  return rules->others_may_act != NULL && rules->others_may_act (phl_match_get_state (self->match));
}

/* A computer seat the host plays: one kept for an address is online,
 * whatever the match says (the app marks online seats as computers, so
 * that its own screen never waits for a person there). */
static gboolean
is_computer (PhlNetHost *self,
             guint       seat)
{
  return phl_match_get_seat (self->match, seat)->kind == PHL_SEAT_COMPUTER && self->seat_jid[seat] == NULL;
}

static guint
computer_seats (PhlNetHost *self)
{
  guint mask = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    if (is_computer (self, i))
      mask |= 1u << i;
  return mask;
}

/* @seat's view of @state after @n actions, the last of which @change
 * tells (NULL: none), privately to the seat. */
static void
send_view_of (PhlNetHost      *self,
              guint            seat,
              gconstpointer    state,
              guint            n,
              const PhlChange *change)
{
  g_autofree char *text = NULL;
  g_autofree char *to = NULL;
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  const char *body = change != NULL ? phl_change_describe (change, seat) : "";
  PhlNetMessage message = { PHL_NET_VIEW, n, seat, NULL };

  if (self->seat_nick[seat] == NULL)
    return;
  text = phl_net_view_text (self->match, state, n, seat);
  message.text = text;
  to = g_strdup_printf ("%s/%s", self->room, self->seat_nick[seat]);
  stanza = phl_net_message_build (self->client, to, "chat", &message, body);
  phl_xmpp_client_send (self->client, stanza);
}

static void
send_view (PhlNetHost *self,
           guint       seat)
{
  guint n = phl_match_get_n_actions (self->match);

  send_view_of (self, seat, phl_match_get_state (self->match), n,
                n > 0 ? phl_match_get_change (self->match, n - 1) : NULL);
}

/* The room hears what everyone may know of action @index. */
static void
send_event (PhlNetHost *self,
            guint       index)
{
  const PhlChange *change = phl_match_get_change (self->match, index);
  gboolean hides = FALSE;
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  PhlNetMessage message = { PHL_NET_EVENT, index, phl_change_get_actor (change), NULL };

  message.over = index + 1 == phl_match_get_n_actions (self->match) && phl_match_is_over (self->match);
  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    hides |= phl_change_has_seat_text (change, i);
  /* An action that told someone more than everyone (a sealed bid, a
   * stamp of one's own) goes without its text. */
  message.text = hides ? NULL : (char *) phl_match_get_action (self->match, index);
  stanza = phl_net_message_build (self->client, self->room, "groupchat", &message,
                                  phl_change_describe (change, -1));
  phl_xmpp_client_send (self->client, stanza);
}

/* Every action, whoever made it (an online seat, a computer, the person
 * at the host's screen), reaches the room and every seat from here. */
static void
on_match_changed (PhlMatch   *match,
                  PhlNetHost *self)
{
  guint n = phl_match_get_n_actions (match);

  /* A tick the room and the seats were shown already (the countdown's
   * clock runs ahead of the match): nothing new to tell. */
  if (!self->playing || self->quiet)
    {
      self->n_announced = n;
      schedule_step (self);
      return;
    }
  for (guint i = self->n_announced; i < n; i++)
    send_event (self, i);
  self->n_announced = n;
  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    send_view (self, i);
  schedule_step (self);
}

static void
submit_computer (PhlNetHost *self,
                 const char *action)
{
  g_autoptr(GError) error = NULL;

  if (!phl_match_submit (self->match, action, &error))
    {
      g_autofree char *message = g_strdup_printf (_("the computer’s action “%s” was refused: %s"),
                                                  action, error->message);
      fail_with (self, message);
    }
}

/* The computer's action for its seat to act (a countdown has its own,
 * phl-net-countdown.c). */
static char *
computer_action (PhlNetHost *self)
{
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  g_autoptr(GRand) rng = NULL;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    levels[i] = phl_match_get_seat (self->match, i)->level;
  /* Not the match's seed (it would tell the future deals), as `play`. */
  rng = phl_rng_new_from_seed (G_GUINT64_CONSTANT (0x70687964) + phl_match_get_n_actions (self->match));
  return phl_ai_choose (phl_match_get_rules (self->match), phl_match_get_state (self->match),
                        levels, rng, NULL);
}

static guint
online_present (PhlNetHost *self)
{
  guint mask = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    if (self->seat_nick[i] != NULL)
      mask |= 1u << i;
  return mask;
}

static guint
online_seats (PhlNetHost *self)
{
  guint mask = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    if (self->seat_jid[i] != NULL)
      mask |= 1u << i;
  return mask;
}

/* The countdown's decision (a ring or the price falling). */
static void
on_countdown_decide (const char *action,
                     gboolean    shown,
                     gpointer    user_data)
{
  PhlNetHost *self = user_data;

  self->quiet = shown;
  submit_computer (self, action);
  self->quiet = FALSE;
}

/* The countdown's clock shows a tick before the match plays it: the
 * room hears it, each seat gets its view. */
static void
on_countdown_show (gconstpointer    state,
                   guint            seq,
                   const PhlChange *change,
                   gpointer         user_data)
{
  PhlNetHost *self = user_data;
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  PhlNetMessage message = { PHL_NET_EVENT, seq - 1, phl_change_get_actor (change), (char *) "tick" };

  stanza = phl_net_message_build (self->client, self->room, "groupchat", &message,
                                  phl_change_describe (change, -1));
  phl_xmpp_client_send (self->client, stanza);
  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    send_view_of (self, i, state, seq, change);
}

static const PhlNetCountdownHooks countdown_hooks = { on_countdown_decide, on_countdown_show };

static void
run_countdown (PhlNetHost *self)
{
  phl_net_countdown_step (self->countdown, computer_seats (self), online_seats (self), online_present (self));
}

static gboolean
step (gpointer user_data)
{
  PhlNetHost *self = user_data;
  int current;

  self->step_id = 0;
  if (!self->playing)
    return G_SOURCE_REMOVE;
  if (phl_match_is_over (self->match))
    {
      self->playing = FALSE;
      g_signal_emit (self, signals[SIGNAL_OVER], 0);
      return G_SOURCE_REMOVE;
    }
  if (is_countdown (self))
    {
      run_countdown (self);
      return G_SOURCE_REMOVE;
    }
  current = phl_match_get_current_seat (self->match);
  if (current >= 0 && is_computer (self, current))
    {
      g_autofree char *action = computer_action (self);

      if (action == NULL)
        fail_with (self, _("the computer found no action"));
      else
        submit_computer (self, action);
    }
  /* Otherwise a person is to act: online, their move comes as a message;
   * at the host's screen, through the match. */
  return G_SOURCE_REMOVE;
}

static void
schedule_step (PhlNetHost *self)
{
  /* From idle, so that the connection is served between moves. */
  if (self->step_id == 0 && self->playing)
    self->step_id = g_idle_add (step, self);
}

static int
seat_of_jid (PhlNetHost *self,
             const char *bare)
{
  for (guint i = 0; bare != NULL && i < phl_match_get_n_seats (self->match); i++)
    if (self->seat_jid[i] != NULL && g_ascii_strcasecmp (self->seat_jid[i], bare) == 0)
      return i;
  return -1;
}

static void
refuse (PhlNetHost *self,
        const char *to,
        const char *type,
        guint       seq,
        const char *reason)
{
  PhlNetMessage message = { PHL_NET_REFUSED, seq, -1, (char *) reason };
  g_autoptr(xmpp_stanza_t) stanza = phl_net_message_build (self->client, to, type, &message, reason);

  g_debug ("refused to %s: %s", to, reason);
  phl_xmpp_client_send (self->client, stanza);
}

/* A seat's move or pass, checked before the engine sees it. */
static char *
check_move (PhlNetHost          *self,
            int                  seat,
            const PhlNetMessage *message)
{
  if (seat < 0)
    return g_strdup (_("You have no seat in this game"));
  if (message->kind != PHL_NET_MOVE && message->kind != PHL_NET_PASS)
    return g_strdup (_("Only the host sends that"));
  if (message->seq != phl_match_get_n_actions (self->match))
    return g_strdup_printf (_("Move number %u is not the game’s next (%u): stale or replayed"),
                            message->seq, phl_match_get_n_actions (self->match));
  if (phl_match_is_over (self->match))
    return g_strdup (_("The game is over"));
  if (is_countdown (self))
    {
      g_autofree char *ring = g_strdup_printf ("ring %d", seat + 1);

      if (message->kind == PHL_NET_MOVE && !g_str_equal (message->text, ring))
        return g_strdup_printf (_("During the countdown your only action is “%s”"), ring);
      return NULL;
    }
  if (phl_match_get_current_seat (self->match) != seat)
    return g_strdup (_("It is not your turn"));
  if (message->kind == PHL_NET_PASS)
    return g_strdup (_("There is no price falling to let pass"));
  return NULL;
}

static void
take_move (PhlNetHost          *self,
           int                  seat,
           const PhlNetMessage *message,
           const char          *reply_to,
           const char          *reply_type)
{
  g_autofree char *problem = NULL;
  g_autoptr(GError) error = NULL;

  /* A ring answers the view it was made on, whichever tick of the clock
   * that was: the countdown weighs it.  (After a ring was played, the
   * same seq is also the next move's: only a ring or a pass is the
   * clock's.) */
  if (is_countdown (self) && message->seq == phl_match_get_n_actions (self->match))
    run_countdown (self);
  if (seat >= 0 && (message->kind == PHL_NET_PASS || g_str_has_prefix (message->text, "ring "))
      && phl_net_countdown_covers (self->countdown, message->seq))
    {
      g_autofree char *ring = g_strdup_printf ("ring %d", seat + 1);

      if (message->kind == PHL_NET_MOVE && !g_str_equal (message->text, ring))
        refuse (self, reply_to, reply_type, message->seq,
                problem = g_strdup_printf (_("During the countdown your only action is “%s”"), ring));
      else if (!phl_net_countdown_answer (self->countdown, seat, message->seq,
                                          message->kind == PHL_NET_MOVE, &error))
        refuse (self, reply_to, reply_type, message->seq, error->message);
      return;
    }
  problem = check_move (self, seat, message);
  if (problem != NULL)
    {
      refuse (self, reply_to, reply_type, message->seq, problem);
      return;
    }
  if (!phl_match_submit (self->match, message->text, &error))
    refuse (self, reply_to, reply_type, message->seq, error->message);
}

static void
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            PhlNetHost    *self)
{
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  g_autofree char *chat = NULL;
  g_autoptr(GError) error = NULL;
  PhlNetMessage message;
  const char *nick = NULL;
  int seat = -1;

  if (from == NULL || g_strcmp0 (type, "error") == 0 || self->stopped)
    return;
  if (g_ascii_strcasecmp (bare, self->room) == 0)
    {
      xmpp_stanza_t *x = xmpp_stanza_get_child_by_ns (stanza, PHL_NS_MUC_USER);
      xmpp_stanza_t *decline = x != NULL ? xmpp_stanza_get_child_by_name (x, "decline") : NULL;

      /* An invitation declined (XEP-0045 mediated decline). */
      if (decline != NULL && xmpp_stanza_get_attribute (decline, "from") != NULL)
        {
          g_autofree char *who = phl_xmpp_bare_jid (xmpp_stanza_get_attribute (decline, "from"));
          int declined = seat_of_jid (self, who);

          if (declined >= 0)
            g_signal_emit (self, signals[SIGNAL_DECLINED], 0, (guint) declined, who);
          return;
        }
      nick = strchr (from, '/');
      /* The room itself, or our own words coming back. */
      if (nick == NULL || g_str_equal (nick + 1, HOST_NICK))
        return;
      nick++;
      for (guint i = 0; i < PHL_MAX_SEATS; i++)
        if (self->seat_nick[i] != NULL && g_str_equal (self->seat_nick[i], nick))
          seat = i;
    }
  else
    seat = seat_of_jid (self, bare);

  chat = nick != NULL ? phl_net_chat_parse (stanza) : NULL;
  if (chat != NULL)
    {
      g_signal_emit (self, signals[SIGNAL_CHAT], 0, nick, chat);
      return;
    }
  if (!phl_net_message_parse (stanza, &message, &error))
    {
      if (error != NULL)
        refuse (self, from, "chat", 0, error->message);
      return;
    }
  if (!self->playing)
    refuse (self, from, "chat", message.seq, _("The game has not started yet"));
  else
    take_move (self, seat, &message, from, "chat");
  phl_net_message_clear (&message);
}

static void
on_presence (PhlXmppClient *client,
             xmpp_stanza_t *stanza,
             PhlNetHost    *self)
{
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  PhlXmppOccupant occupant;
  int seat;

  if (bare == NULL || self->stopped || g_ascii_strcasecmp (bare, self->room) != 0
      || !phl_xmpp_occupant_parse (stanza, &occupant))
    return;
  seat = seat_of_jid (self, occupant.real_jid);
  if (seat >= 0)
    {
      g_free (self->seat_nick[seat]);
      self->seat_nick[seat] = occupant.unavailable ? NULL : g_strdup (occupant.nick);
      /* A seat that (re)joins gets its view at once. */
      if (!occupant.unavailable && self->playing)
        send_view (self, seat);
      if (self->playing && is_countdown (self))
        phl_net_countdown_presence (self->countdown, online_present (self));
      g_signal_emit (self, signals[SIGNAL_SEAT_PRESENCE], 0, (guint) seat, !occupant.unavailable);
    }
  phl_xmpp_occupant_clear (&occupant);
}

static void
start_playing (PhlNetHost *self)
{
  self->playing = TRUE;
  self->n_announced = phl_match_get_n_actions (self->match);
  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    send_view (self, i);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0);
  schedule_step (self);
}

static void
on_member_added (PhlXmppClient *client,
                 const GError  *error,
                 gpointer       user_data)
{
  g_autoptr(PhlNetHost) self = user_data;

  if (self->stopped)
    return;
  if (error != NULL)
    {
      fail (self, error);
      return;
    }
  if (--self->n_members_pending == 0)
    start_playing (self);
}

static void on_room_entered (PhlXmppClient *client,
                             const GError  *error,
                             gpointer       user_data);

static gboolean
enter_again (gpointer user_data)
{
  PhlNetHost *self = user_data;

  self->enter_again_id = 0;
  phl_xmpp_enter_room (self->client, self->room, HOST_NICK, TRUE, on_room_entered, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
on_room_entered (PhlXmppClient *client,
                 const GError  *error,
                 gpointer       user_data)
{
  g_autoptr(PhlNetHost) self = user_data;
  const PhlGameRules *rules = phl_match_get_rules (self->match);

  if (self->stopped)
    return;
  /* A joiner that came first made the room by entering it, and is
   * leaving it again (phl_xmpp_enter_room()): until it has, the room is
   * locked to everyone else. */
  if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOM))
    {
      self->enter_again_id = g_timeout_add (ENTER_AGAIN_MS, enter_again, self);
      return;
    }
  if (error != NULL)
    {
      fail (self, error);
      return;
    }
  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    if (self->seat_jid[i] != NULL)
      {
        g_autofree char *reason = phl_net_invitation_reason (rules->id, i + 1);

        self->n_members_pending++;
        phl_xmpp_add_member (client, self->room, self->seat_jid[i], on_member_added, g_object_ref (self));
        phl_xmpp_invite (client, self->room, self->seat_jid[i], reason);
      }
  /* Spectators: members without a seat, who hear only the room. */
  for (guint i = 0; i < self->watchers->len; i++)
    {
      /* Translators: an invitation to watch; the game's id */
      g_autofree char *reason = g_strdup_printf (_("Watch my game of %s"), rules->id);

      self->n_members_pending++;
      phl_xmpp_add_member (client, self->room, self->watchers->pdata[i], on_member_added, g_object_ref (self));
      phl_xmpp_invite (client, self->room, self->watchers->pdata[i], reason);
    }
  if (self->n_members_pending == 0)
    start_playing (self);
}

static void
on_rooms_service (PhlXmppClient *client,
                  const char    *service,
                  const GError  *error,
                  gpointer       user_data)
{
  g_autoptr(PhlNetHost) self = user_data;
  char *room;

  if (self->stopped)
    return;
  if (error != NULL)
    {
      fail (self, error);
      return;
    }
  room = g_strdup_printf ("%s@%s", self->room, service);
  g_free (self->room);
  self->room = room;
  phl_xmpp_enter_room (client, self->room, HOST_NICK, TRUE, on_room_entered, g_object_ref (self));
}

static void
on_ready (PhlXmppClient *client,
          PhlNetHost    *self)
{
  if (self->started || self->stopped)
    return;
  self->started = TRUE;
  /* A room given without its service: the server's own (XEP-0030). */
  if (strchr (self->room, '@') == NULL)
    phl_xmpp_find_rooms_service (client, on_rooms_service, g_object_ref (self));
  else
    phl_xmpp_enter_room (client, self->room, HOST_NICK, TRUE, on_room_entered, g_object_ref (self));
}

void
phl_net_host_start (PhlNetHost *self)
{
  g_return_if_fail (PHL_IS_NET_HOST (self));

  if (phl_xmpp_client_is_ready (self->client))
    on_ready (self->client, self);
}

void
phl_net_host_stop (PhlNetHost *self)
{
  g_return_if_fail (PHL_IS_NET_HOST (self));

  self->stopped = TRUE;
  self->playing = FALSE;
  g_clear_handle_id (&self->step_id, g_source_remove);
  if (self->countdown != NULL)
    phl_net_countdown_stop (self->countdown);
  g_clear_handle_id (&self->enter_again_id, g_source_remove);
}

void
phl_net_host_set_tick_ms (PhlNetHost *self,
                          guint       tick_ms)
{
  g_return_if_fail (PHL_IS_NET_HOST (self));

  phl_net_countdown_set_tick_ms (self->countdown, tick_ms);
}

void
phl_net_host_send_chat (PhlNetHost *self,
                        const char *text)
{
  g_autoptr(xmpp_stanza_t) stanza = NULL;

  g_return_if_fail (PHL_IS_NET_HOST (self));

  if (!self->playing || text == NULL || *text == '\0')
    return;
  stanza = phl_net_chat_build (self->client, self->room, text);
  phl_xmpp_client_send (self->client, stanza);
}

char *
phl_net_invitation_reason (const char *game_id,
                           guint       seat)
{
  /* Translators: an invitation; the game's id and the seat number */
  return g_strdup_printf (_("Join my game of %s as player %u"), game_id, seat);
}

void
phl_net_host_set_seat_address (PhlNetHost *self,
                               guint       seat,
                               const char *jid)
{
  g_return_if_fail (PHL_IS_NET_HOST (self));
  g_return_if_fail (seat < PHL_MAX_SEATS);

  g_free (self->seat_jid[seat]);
  self->seat_jid[seat] = jid != NULL ? phl_xmpp_bare_jid (jid) : NULL;
}

void
phl_net_host_add_watcher (PhlNetHost *self,
                          const char *jid)
{
  g_return_if_fail (PHL_IS_NET_HOST (self));
  g_return_if_fail (jid != NULL);

  g_ptr_array_add (self->watchers, phl_xmpp_bare_jid (jid));
}

const char *
phl_net_host_get_seat_address (PhlNetHost *self,
                               guint       seat)
{
  g_return_val_if_fail (PHL_IS_NET_HOST (self), NULL);

  return seat < PHL_MAX_SEATS ? self->seat_jid[seat] : NULL;
}

gboolean
phl_net_host_get_seat_present (PhlNetHost *self,
                               guint       seat)
{
  g_return_val_if_fail (PHL_IS_NET_HOST (self), FALSE);

  return seat < PHL_MAX_SEATS && self->seat_nick[seat] != NULL;
}

PhlMatch *
phl_net_host_get_match (PhlNetHost *self)
{
  g_return_val_if_fail (PHL_IS_NET_HOST (self), NULL);

  return self->match;
}

const char *
phl_net_host_get_room (PhlNetHost *self)
{
  g_return_val_if_fail (PHL_IS_NET_HOST (self), NULL);

  return self->room;
}

gboolean
phl_net_host_get_playing (PhlNetHost *self)
{
  g_return_val_if_fail (PHL_IS_NET_HOST (self), FALSE);

  return self->playing;
}

PhlNetHost *
phl_net_host_new (PhlXmppClient *client,
                  PhlMatch      *match,
                  const char    *room)
{
  PhlNetHost *self;

  g_return_val_if_fail (PHL_IS_XMPP_CLIENT (client), NULL);
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (room != NULL, NULL);

  self = g_object_new (PHL_TYPE_NET_HOST, NULL);
  self->client = g_object_ref (client);
  self->match = g_object_ref (match);
  self->room = g_strdup (room);
  self->n_announced = phl_match_get_n_actions (match);
  self->countdown = phl_net_countdown_new (match, &countdown_hooks, self);
  g_signal_connect_object (client, "ready", G_CALLBACK (on_ready), self, 0);
  g_signal_connect_object (client, "message", G_CALLBACK (on_message), self, 0);
  g_signal_connect_object (client, "presence", G_CALLBACK (on_presence), self, 0);
  g_signal_connect_object (match, "changed", G_CALLBACK (on_match_changed), self, 0);
  return self;
}

static void
phl_net_host_dispose (GObject *object)
{
  PhlNetHost *self = PHL_NET_HOST (object);

  phl_net_host_stop (self);
  g_clear_pointer (&self->countdown, phl_net_countdown_free);
  g_clear_object (&self->match);
  g_clear_object (&self->client);
  G_OBJECT_CLASS (phl_net_host_parent_class)->dispose (object);
}

static void
phl_net_host_finalize (GObject *object)
{
  PhlNetHost *self = PHL_NET_HOST (object);

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      g_free (self->seat_jid[i]);
      g_free (self->seat_nick[i]);
    }
  g_free (self->room);
  g_ptr_array_unref (self->watchers);
  G_OBJECT_CLASS (phl_net_host_parent_class)->finalize (object);
}

static void
phl_net_host_class_init (PhlNetHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = phl_net_host_dispose;
  object_class->finalize = phl_net_host_finalize;

  /* The room is ready, every seat invited: the game is played. */
  signals[SIGNAL_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The match is over (every seat got its last view). */
  signals[SIGNAL_OVER] = g_signal_new ("over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Hosting ended: the room or a computer's move failed (GError). */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* An online seat (0-based) came into the room or left it. */
  signals[SIGNAL_SEAT_PRESENCE] = g_signal_new ("seat-presence", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                                G_TYPE_UINT, G_TYPE_BOOLEAN);
  /* A line of chat from an occupant: nick, text. */
  signals[SIGNAL_CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                       G_TYPE_STRING, G_TYPE_STRING);
  /* A seat's invitation was declined: the seat (0-based), the address. */
  signals[SIGNAL_DECLINED] = g_signal_new ("declined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                           G_TYPE_UINT, G_TYPE_STRING);
}

static void
phl_net_host_init (PhlNetHost *self)
{
  self->watchers = g_ptr_array_new_with_free_func (g_free);
}
