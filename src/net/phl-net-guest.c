/* phl-net-guest.c — one seat of a game hosted online (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-key-file.h"
#include "phl-net-guest.h"
#include "phl-net-message.h"
#include "phl-xmpp-muc.h"

/* A members-only room refuses us until the host made us a member. */
#define RETRY_ENTER_MS 300

struct _PhlNetGuest
{
  GObject             parent_instance;
  PhlXmppClient      *client;
  char               *room;
  char               *nick;
  char               *account;
  char               *host_nick;
  gboolean            started;
  gboolean            stopped;
  gboolean            entered;
  guint               retry_id;
  /* The last view, its text and its sequence number. */
  const PhlGameRules *rules;
  gpointer            view;
  char               *view_text;
  guint               view_seq;
  int                 seat;
  gboolean            answered;
  guint               answered_seq;
};

enum { PROP_0, PROP_HOST_PRESENT, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_VIEW_CHANGED, SIGNAL_REFUSED, SIGNAL_FAILED, SIGNAL_CHAT, SIGNAL_EVENT, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PhlNetGuest, phl_net_guest, G_TYPE_OBJECT)

static void enter_room (PhlNetGuest *self);

static void
fail (PhlNetGuest  *self,
      const GError *error)
{
  phl_net_guest_stop (self);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

static void
clear_view (PhlNetGuest *self)
{
  if (self->view != NULL)
    self->rules->free (self->view);
  self->view = NULL;
  g_clear_pointer (&self->view_text, g_free);
}

static void
take_view (PhlNetGuest         *self,
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
      fail (self, error);
      return;
    }
  /* Views are taken as they come, even one with a lower seq: during
   * Stamp Auction's countdown the host shows ticks before it plays them,
   * and a ring at a higher price may still win (docs/online.md). */
  /* A view is the host asking for the seat's answer: the same view again
   * (a host that came back, or took us back) asks again, since the answer
   * may have been lost.  A second answer to a move it took is refused as
   * stale, and ignored. */
  self->answered = FALSE;
  clear_view (self);
  self->rules = rules;
  self->view = view;
  self->view_text = g_strdup (message->text);
  self->view_seq = message->seq;
  self->seat = message->seat;
  g_signal_emit (self, signals[SIGNAL_VIEW_CHANGED], 0);
}

static void
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            PhlNetGuest   *self)
{
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *expected = NULL;
  g_autofree char *bare = NULL;
  g_autoptr(GError) error = NULL;
  PhlNetMessage message;

  if (from == NULL || self->stopped)
    return;
  bare = phl_xmpp_bare_jid (from);
  if (g_ascii_strcasecmp (bare, self->room) == 0 && strchr (from, '/') != NULL
      && !g_str_equal (strchr (from, '/') + 1, self->nick))
    {
      g_autofree char *chat = phl_net_chat_parse (stanza);

      if (chat != NULL)
        {
          g_signal_emit (self, signals[SIGNAL_CHAT], 0, strchr (from, '/') + 1, chat);
          return;
        }
    }
  /* Only the host's own words count. */
  if (self->host_nick == NULL)
    return;
  expected = g_strdup_printf ("%s/%s", self->room, self->host_nick);
  if (g_ascii_strcasecmp (from, expected) != 0)
    return;
  /* What the room hears: every action, as far as everyone may know it. */
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "groupchat") == 0)
    {
      if (phl_net_message_parse (stanza, &message, NULL) && message.kind == PHL_NET_EVENT)
        {
          g_autofree char *body = NULL;
          char *raw = xmpp_message_get_body (stanza);

          body = g_strdup (raw != NULL ? raw : "");
          if (raw != NULL)
            xmpp_free (xmpp_stanza_get_context (stanza), raw);
          if (!g_utf8_validate (body, -1, NULL))
            g_clear_pointer (&body, g_free);
          g_signal_emit (self, signals[SIGNAL_EVENT], 0, message.seq, message.text,
                         body != NULL ? body : "", message.over);
        }
      phl_net_message_clear (&message);
      return;
    }
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "chat") != 0)
    return;
  if (!phl_net_message_parse (stanza, &message, &error))
    {
      if (error != NULL)
        g_warning ("%s", error->message);
      return;
    }
  if (message.kind == PHL_NET_VIEW && message.seat >= 0)
    take_view (self, &message);
  /* Only a refusal of our latest answer, before any view after it, is
   * about the game as we see it; the auction's countdown moves on
   * without waiting for answers. */
  else if (message.kind == PHL_NET_REFUSED && self->answered && message.seq == self->answered_seq)
    {
      self->answered = FALSE;
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, message.text);
    }
  phl_net_message_clear (&message);
}

static void
on_presence (PhlXmppClient *client,
             xmpp_stanza_t *stanza,
             PhlNetGuest   *self)
{
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  PhlXmppOccupant occupant;

  if (bare == NULL || self->stopped || g_ascii_strcasecmp (bare, self->room) != 0
      || !phl_xmpp_occupant_parse (stanza, &occupant))
    return;
  if (g_strcmp0 (occupant.affiliation, "owner") == 0)
    {
      gboolean was_present = self->host_nick != NULL;

      g_free (self->host_nick);
      self->host_nick = occupant.unavailable ? NULL : g_strdup (occupant.nick);
      if (was_present != (self->host_nick != NULL))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOST_PRESENT]);
    }
  phl_xmpp_occupant_clear (&occupant);
}

static gboolean
retry_enter (gpointer user_data)
{
  PhlNetGuest *self = user_data;

  self->retry_id = 0;
  enter_room (self);
  return G_SOURCE_REMOVE;
}

static void
on_entered (PhlXmppClient *client,
            const GError  *error,
            gpointer       user_data)
{
  g_autoptr(PhlNetGuest) self = user_data;

  if (self->stopped)
    return;
  if (error != NULL)
    {
      /* Not a member yet: the host may not have come; try again. */
      if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NOT_MEMBER)
          || g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOM))
        self->retry_id = g_timeout_add (RETRY_ENTER_MS, retry_enter, self);
      /* Someone else is called that here (the same local part on another
       * server, or "host"): the whole address is ours alone.  The host
       * knows seats by address, not by nick. */
      else if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NICK_TAKEN)
               && strchr (self->nick, '@') == NULL)
        {
          g_free (self->nick);
          self->nick = phl_xmpp_bare_jid (self->account);
          enter_room (self);
        }
      else
        fail (self, error);
      return;
    }
  self->entered = TRUE;
}

static void
enter_room (PhlNetGuest *self)
{
  if (!self->stopped)
    phl_xmpp_enter_room (self->client, self->room, self->nick, FALSE, on_entered, g_object_ref (self));
}

static void
on_ready (PhlXmppClient *client,
          PhlNetGuest   *self)
{
  if (self->started || self->stopped)
    return;
  self->started = TRUE;
  enter_room (self);
}

void
phl_net_guest_start (PhlNetGuest *self)
{
  g_return_if_fail (PHL_IS_NET_GUEST (self));

  if (phl_xmpp_client_is_ready (self->client))
    on_ready (self->client, self);
}

void
phl_net_guest_stop (PhlNetGuest *self)
{
  g_return_if_fail (PHL_IS_NET_GUEST (self));

  self->stopped = TRUE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
}

gboolean
phl_net_guest_submit (PhlNetGuest *self,
                      const char  *action)
{
  g_autofree char *to = NULL;
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  PhlNetMessage message = { action != NULL ? PHL_NET_MOVE : PHL_NET_PASS, 0, -1, (char *) action };

  g_return_val_if_fail (PHL_IS_NET_GUEST (self), FALSE);

  if (self->host_nick == NULL || self->view == NULL || self->stopped)
    return FALSE;
  message.seq = self->view_seq;
  message.seat = self->seat;
  to = g_strdup_printf ("%s/%s", self->room, self->host_nick);
  stanza = phl_net_message_build (self->client, to, "chat", &message, action);
  phl_xmpp_client_send (self->client, stanza);
  self->answered = TRUE;
  self->answered_seq = self->view_seq;
  return TRUE;
}

void
phl_net_guest_decline (PhlNetGuest *self,
                       const char  *inviter)
{
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  xmpp_stanza_t *x, *decline;

  g_return_if_fail (PHL_IS_NET_GUEST (self));

  phl_net_guest_stop (self);
  stanza = xmpp_message_new (phl_xmpp_client_get_context (self->client), NULL, self->room, NULL);
  x = phl_xmpp_stanza_add_child (self->client, stanza, "x", PHL_NS_MUC_USER);
  decline = phl_xmpp_stanza_add_child (self->client, x, "decline", NULL);
  if (inviter != NULL)
    {
      g_autofree char *bare = phl_xmpp_bare_jid (inviter);

      xmpp_stanza_set_attribute (decline, "to", bare);
    }
  phl_xmpp_client_send (self->client, stanza);
}

void
phl_net_guest_send_chat (PhlNetGuest *self,
                         const char  *text)
{
  g_autoptr(xmpp_stanza_t) stanza = NULL;

  g_return_if_fail (PHL_IS_NET_GUEST (self));

  if (!self->entered || self->stopped || text == NULL || *text == '\0')
    return;
  stanza = phl_net_chat_build (self->client, self->room, text);
  phl_xmpp_client_send (self->client, stanza);
}

const char *
phl_net_guest_get_room (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), NULL);
  return self->room;
}

gboolean
phl_net_guest_get_host_present (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), FALSE);
  return self->host_nick != NULL;
}

const PhlGameRules *
phl_net_guest_get_rules (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), NULL);
  return self->rules;
}

gconstpointer
phl_net_guest_get_view (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), NULL);
  return self->view;
}

const char *
phl_net_guest_get_view_text (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), NULL);
  return self->view_text;
}

guint
phl_net_guest_get_seq (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), 0);
  return self->view_seq;
}

int
phl_net_guest_get_seat (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), -1);
  return self->seat;
}

gboolean
phl_net_guest_get_answered (PhlNetGuest *self)
{
  g_return_val_if_fail (PHL_IS_NET_GUEST (self), FALSE);
  return self->answered;
}

PhlNetGuest *
phl_net_guest_new (PhlXmppClient *client,
                   const char    *room,
                   const char    *account)
{
  PhlNetGuest *self;
  const char *at;

  g_return_val_if_fail (PHL_IS_XMPP_CLIENT (client), NULL);
  g_return_val_if_fail (room != NULL && account != NULL, NULL);

  self = g_object_new (PHL_TYPE_NET_GUEST, NULL);
  self->client = g_object_ref (client);
  self->room = phl_xmpp_bare_jid (room);
  self->account = g_strdup (account);
  at = strchr (account, '@');
  self->nick = at != NULL ? g_strndup (account, at - account) : g_strdup (account);
  g_signal_connect_object (client, "ready", G_CALLBACK (on_ready), self, 0);
  g_signal_connect_object (client, "message", G_CALLBACK (on_message), self, 0);
  g_signal_connect_object (client, "presence", G_CALLBACK (on_presence), self, 0);
  return self;
}

static void
phl_net_guest_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  PhlNetGuest *self = PHL_NET_GUEST (object);

  switch (prop_id)
    {
    case PROP_HOST_PRESENT:
      g_value_set_boolean (value, self->host_nick != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_net_guest_dispose (GObject *object)
{
  PhlNetGuest *self = PHL_NET_GUEST (object);

  phl_net_guest_stop (self);
  g_clear_object (&self->client);
  G_OBJECT_CLASS (phl_net_guest_parent_class)->dispose (object);
}

static void
phl_net_guest_finalize (GObject *object)
{
  PhlNetGuest *self = PHL_NET_GUEST (object);

  clear_view (self);
  g_free (self->room);
  g_free (self->nick);
  g_free (self->account);
  g_free (self->host_nick);
  G_OBJECT_CLASS (phl_net_guest_parent_class)->finalize (object);
}

static void
phl_net_guest_class_init (PhlNetGuestClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = phl_net_guest_get_property;
  object_class->dispose = phl_net_guest_dispose;
  object_class->finalize = phl_net_guest_finalize;

  properties[PROP_HOST_PRESENT] =
    g_param_spec_boolean ("host-present", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A new view came: the seat's position, to show or to answer. */
  signals[SIGNAL_VIEW_CHANGED] = g_signal_new ("view-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The host refused our answer to the latest view: its reason. */
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The room refused us, or a view could not be read (GError). */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* A line of chat from an occupant: nick, text. */
  signals[SIGNAL_CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                       G_TYPE_STRING, G_TYPE_STRING);
  /* What the room heard of an action: its seq, its text (empty when it
   * told someone more than everyone), the public description, and
   * whether it ended the game.  A spectator hears only these; during
   * Stamp Auction's countdown a tick heard ahead may be followed by
   * another event of the same seq (a ring at a higher price). */
  signals[SIGNAL_EVENT] = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                        G_TYPE_UINT, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
}

static void
phl_net_guest_init (PhlNetGuest *self)
{
  self->seat = -1;
}
