/* phl-xmpp-muc.c — chat rooms for a game (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-xmpp-muc.h"

/* Discovery: the server's items, then each item's identity in turn. */
typedef struct
{
  PhlXmppServiceFunc  callback;
  gpointer            user_data;
  GPtrArray          *items;
  guint               next;
} Discovery;

static void
discovery_finish (PhlXmppClient *client,
                  Discovery     *discovery,
                  const char    *service)
{
  g_autoptr(GError) error = NULL;

  if (service == NULL)
    error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOMS,
                         _("The server of %s has no chat rooms"), phl_xmpp_client_get_domain (client));
  discovery->callback (client, service, error, discovery->user_data);
  g_ptr_array_unref (discovery->items);
  g_free (discovery);
}

static void ask_next_item (PhlXmppClient *client, Discovery *discovery);

static gboolean
is_chat_service (xmpp_stanza_t *answer)
{
  xmpp_stanza_t *query = xmpp_stanza_get_child_by_ns (answer, PHL_NS_DISCO_INFO);

  if (query == NULL || g_strcmp0 (xmpp_stanza_get_type (answer), "result") != 0)
    return FALSE;
  for (xmpp_stanza_t *child = xmpp_stanza_get_children (query); child != NULL;
       child = xmpp_stanza_get_next (child))
    if (g_strcmp0 (xmpp_stanza_get_name (child), "identity") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (child, "category"), "conference") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (child, "type"), "text") == 0)
      return TRUE;
  return FALSE;
}

static void
on_item_info (PhlXmppClient *client,
              xmpp_stanza_t *answer,
              gpointer       user_data)
{
  Discovery *discovery = user_data;

  if (answer != NULL && is_chat_service (answer))
    discovery_finish (client, discovery, g_ptr_array_index (discovery->items, discovery->next - 1));
  else
    ask_next_item (client, discovery);
}

static void
ask_next_item (PhlXmppClient *client,
               Discovery     *discovery)
{
  g_autoptr(xmpp_stanza_t) iq = NULL;

  if (discovery->next >= discovery->items->len)
    {
      discovery_finish (client, discovery, NULL);
      return;
    }
  iq = xmpp_iq_new (phl_xmpp_client_get_context (client), "get", NULL);
  xmpp_stanza_set_to (iq, g_ptr_array_index (discovery->items, discovery->next++));
  phl_xmpp_stanza_add_child (client, iq, "query", PHL_NS_DISCO_INFO);
  phl_xmpp_client_send_iq (client, iq, on_item_info, discovery);
}

static void
on_items (PhlXmppClient *client,
          xmpp_stanza_t *answer,
          gpointer       user_data)
{
  Discovery *discovery = user_data;
  xmpp_stanza_t *query = answer != NULL ? xmpp_stanza_get_child_by_ns (answer, PHL_NS_DISCO_ITEMS) : NULL;

  for (xmpp_stanza_t *child = query != NULL ? xmpp_stanza_get_children (query) : NULL;
       child != NULL; child = xmpp_stanza_get_next (child))
    {
      const char *jid = xmpp_stanza_get_attribute (child, "jid");

      if (g_strcmp0 (xmpp_stanza_get_name (child), "item") == 0 && jid != NULL)
        g_ptr_array_add (discovery->items, g_strdup (jid));
    }
  ask_next_item (client, discovery);
}

void
phl_xmpp_find_rooms_service (PhlXmppClient      *client,
                             PhlXmppServiceFunc  callback,
                             gpointer            user_data)
{
  g_autoptr(xmpp_stanza_t) iq = xmpp_iq_new (phl_xmpp_client_get_context (client), "get", NULL);
  Discovery *discovery = g_new0 (Discovery, 1);

  discovery->callback = callback;
  discovery->user_data = user_data;
  discovery->items = g_ptr_array_new_with_free_func (g_free);
  xmpp_stanza_set_to (iq, phl_xmpp_client_get_domain (client));
  phl_xmpp_stanza_add_child (client, iq, "query", PHL_NS_DISCO_ITEMS);
  phl_xmpp_client_send_iq (client, iq, on_items, discovery);
}

/* Entering a room: our presence, then the room's answer to it. */
typedef struct
{
  char            *room;
  gboolean         configure;
  gulong           handler;
  PhlXmppDoneFunc  callback;
  gpointer         user_data;
} Entering;

static void
entering_finish (PhlXmppClient *client,
                 Entering      *entering,
                 const GError  *error)
{
  if (entering->handler != 0)
    g_signal_handler_disconnect (client, entering->handler);
  entering->callback (client, error, entering->user_data);
  g_free (entering->room);
  g_free (entering);
}

static void
on_configured (PhlXmppClient *client,
               xmpp_stanza_t *answer,
               gpointer       user_data)
{
  g_autofree char *problem = answer != NULL ? phl_xmpp_stanza_error_text (answer) : g_strdup ("closed");
  g_autoptr(GError) error = NULL;

  if (problem != NULL)
    error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_ROOM,
                         _("The room %s refused its configuration: %s"),
                         ((Entering *) user_data)->room, problem);
  entering_finish (client, user_data, error);
}

static void
add_field (PhlXmppClient *client,
           xmpp_stanza_t *form,
           const char    *var,
           const char    *value)
{
  xmpp_stanza_t *field = phl_xmpp_stanza_add_child (client, form, "field", NULL);
  xmpp_stanza_t *value_node = phl_xmpp_stanza_add_child (client, field, "value", NULL);

  xmpp_stanza_set_attribute (field, "var", var);
  phl_xmpp_stanza_add_text (client, value_node, value);
}

/* The owner's configuration of a new room: it unlocks the room. */
static void
configure_room (PhlXmppClient *client,
                Entering      *entering)
{
  g_autoptr(xmpp_stanza_t) iq = xmpp_iq_new (phl_xmpp_client_get_context (client), "set", NULL);
  xmpp_stanza_t *query = phl_xmpp_stanza_add_child (client, iq, "query", PHL_NS_MUC_OWNER);
  xmpp_stanza_t *form = phl_xmpp_stanza_add_child (client, query, "x", "jabber:x:data");

  xmpp_stanza_set_to (iq, entering->room);
  xmpp_stanza_set_type (form, "submit");
  add_field (client, form, "FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig");
  add_field (client, form, "muc#roomconfig_membersonly", "1");
  add_field (client, form, "muc#roomconfig_persistentroom", "1");
  add_field (client, form, "muc#roomconfig_publicroom", "0");
  phl_xmpp_client_send_iq (client, iq, on_configured, entering);
}

static gboolean
has_status (xmpp_stanza_t *x,
            const char    *code)
{
  for (xmpp_stanza_t *child = x != NULL ? xmpp_stanza_get_children (x) : NULL; child != NULL;
       child = xmpp_stanza_get_next (child))
    if (g_strcmp0 (xmpp_stanza_get_name (child), "status") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (child, "code"), code) == 0)
      return TRUE;
  return FALSE;
}

static void
on_entering_presence (PhlXmppClient *client,
                      xmpp_stanza_t *presence,
                      gpointer       user_data)
{
  Entering *entering = user_data;
  const char *from = xmpp_stanza_get_from (presence);
  g_autofree char *bare = from != NULL ? phl_xmpp_bare_jid (from) : NULL;
  g_autofree char *problem = NULL;
  xmpp_stanza_t *x;

  if (bare == NULL || g_ascii_strcasecmp (bare, entering->room) != 0)
    return;
  problem = phl_xmpp_stanza_error_text (presence);
  if (problem != NULL)
    {
      const char *condition = phl_xmpp_stanza_error_condition (presence);
      PhlNetError code = g_strcmp0 (condition, "registration-required") == 0 ? PHL_NET_ERROR_NOT_MEMBER
                         : g_strcmp0 (condition, "item-not-found") == 0 ? PHL_NET_ERROR_NO_ROOM
                         : g_strcmp0 (condition, "conflict") == 0 ? PHL_NET_ERROR_NICK_TAKEN
                         : PHL_NET_ERROR_ROOM;
      g_autoptr(GError) error = g_error_new (PHL_NET_ERROR, code,
                                             _("Cannot enter the room %s: %s"), entering->room, problem);

      entering_finish (client, entering, error);
      return;
    }
  x = xmpp_stanza_get_child_by_ns (presence, PHL_NS_MUC_USER);
  if (!has_status (x, "110"))
    return;
  g_signal_handler_disconnect (client, entering->handler);
  entering->handler = 0;
  if (has_status (x, "201") && entering->configure)
    configure_room (client, entering);
  else if (has_status (x, "201"))
    {
      /* We made the room by entering it: it is not the host's yet.  Leave
       * it (an unconfigured room goes when empty) and let the caller wait. */
      g_autoptr(xmpp_stanza_t) leave = xmpp_presence_new (phl_xmpp_client_get_context (client));
      g_autoptr(GError) error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOM,
                                             _("The room %s does not exist yet"), entering->room);

      xmpp_stanza_set_type (leave, "unavailable");
      xmpp_stanza_set_to (leave, from);
      phl_xmpp_client_send (client, leave);
      entering_finish (client, entering, error);
    }
  else
    entering_finish (client, entering, NULL);
}

void
phl_xmpp_enter_room (PhlXmppClient   *client,
                     const char      *room,
                     const char      *nick,
                     gboolean         configure,
                     PhlXmppDoneFunc  callback,
                     gpointer         user_data)
{
  g_autoptr(xmpp_stanza_t) presence = xmpp_presence_new (phl_xmpp_client_get_context (client));
  g_autofree char *to = g_strdup_printf ("%s/%s", room, nick);
  xmpp_stanza_t *x = phl_xmpp_stanza_add_child (client, presence, "x", PHL_NS_MUC);
  xmpp_stanza_t *history = phl_xmpp_stanza_add_child (client, x, "history", NULL);
  Entering *entering = g_new0 (Entering, 1);

  entering->room = g_strdup (room);
  entering->configure = configure;
  entering->callback = callback;
  entering->user_data = user_data;
  /* The game does not live in the room's history: the host sends views. */
  xmpp_stanza_set_attribute (history, "maxstanzas", "0");
  xmpp_stanza_set_to (presence, to);
  entering->handler = g_signal_connect (client, "presence", G_CALLBACK (on_entering_presence), entering);
  phl_xmpp_client_send (client, presence);
}

typedef struct
{
  PhlXmppDoneFunc  callback;
  gpointer         user_data;
  char            *jid;
} Membership;

static void
on_member_added (PhlXmppClient *client,
                 xmpp_stanza_t *answer,
                 gpointer       user_data)
{
  Membership *membership = user_data;
  g_autofree char *problem = answer != NULL ? phl_xmpp_stanza_error_text (answer) : g_strdup ("closed");
  g_autoptr(GError) error = NULL;

  if (problem != NULL)
    error = g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_ROOM,
                         _("The room refused %s as a member: %s"), membership->jid, problem);
  if (membership->callback != NULL)
    membership->callback (client, error, membership->user_data);
  g_free (membership->jid);
  g_free (membership);
}

void
phl_xmpp_add_member (PhlXmppClient   *client,
                     const char      *room,
                     const char      *jid,
                     PhlXmppDoneFunc  callback,
                     gpointer         user_data)
{
  g_autoptr(xmpp_stanza_t) iq = xmpp_iq_new (phl_xmpp_client_get_context (client), "set", NULL);
  xmpp_stanza_t *query = phl_xmpp_stanza_add_child (client, iq, "query", PHL_NS_MUC_ADMIN);
  xmpp_stanza_t *item = phl_xmpp_stanza_add_child (client, query, "item", NULL);
  Membership *membership = g_new0 (Membership, 1);

  membership->callback = callback;
  membership->user_data = user_data;
  membership->jid = g_strdup (jid);
  xmpp_stanza_set_to (iq, room);
  xmpp_stanza_set_attribute (item, "affiliation", "member");
  xmpp_stanza_set_attribute (item, "jid", jid);
  phl_xmpp_client_send_iq (client, iq, on_member_added, membership);
}

void
phl_xmpp_invite (PhlXmppClient *client,
                 const char    *room,
                 const char    *jid,
                 const char    *reason)
{
  g_autoptr(xmpp_stanza_t) message = xmpp_message_new (phl_xmpp_client_get_context (client),
                                                       NULL, jid, NULL);
  xmpp_stanza_t *x = phl_xmpp_stanza_add_child (client, message, "x", PHL_NS_CONFERENCE);

  xmpp_stanza_set_attribute (x, "jid", room);
  if (reason != NULL)
    {
      xmpp_stanza_set_attribute (x, "reason", reason);
      xmpp_message_set_body (message, reason);
    }
  phl_xmpp_client_send (client, message);
}

gboolean
phl_xmpp_occupant_parse (xmpp_stanza_t   *presence,
                         PhlXmppOccupant *occupant)
{
  const char *from = xmpp_stanza_get_from (presence);
  const char *slash = from != NULL ? strchr (from, '/') : NULL;
  xmpp_stanza_t *x = xmpp_stanza_get_child_by_ns (presence, PHL_NS_MUC_USER);
  xmpp_stanza_t *item = x != NULL ? xmpp_stanza_get_child_by_name (x, "item") : NULL;
  const char *jid = item != NULL ? xmpp_stanza_get_attribute (item, "jid") : NULL;

  memset (occupant, 0, sizeof *occupant);
  if (slash == NULL || item == NULL)
    return FALSE;
  occupant->nick = g_strdup (slash + 1);
  occupant->real_jid = jid != NULL ? phl_xmpp_bare_jid (jid) : NULL;
  occupant->affiliation = g_strdup (xmpp_stanza_get_attribute (item, "affiliation"));
  occupant->unavailable = g_strcmp0 (xmpp_stanza_get_type (presence), "unavailable") == 0;
  occupant->self = has_status (x, "110");
  return TRUE;
}

void
phl_xmpp_occupant_clear (PhlXmppOccupant *occupant)
{
  g_clear_pointer (&occupant->nick, g_free);
  g_clear_pointer (&occupant->real_jid, g_free);
  g_clear_pointer (&occupant->affiliation, g_free);
}

gboolean
phl_xmpp_invitation_parse (xmpp_stanza_t  *message,
                           char          **room,
                           char          **reason)
{
  xmpp_stanza_t *x = xmpp_stanza_get_child_by_ns (message, PHL_NS_CONFERENCE);
  const char *jid = x != NULL ? xmpp_stanza_get_attribute (x, "jid") : NULL;
  const char *text = x != NULL ? xmpp_stanza_get_attribute (x, "reason") : NULL;

  if (jid == NULL || strchr (jid, '@') == NULL || !g_utf8_validate (jid, -1, NULL) || strlen (jid) > 1024)
    return FALSE;
  *room = phl_xmpp_bare_jid (jid);
  *reason = text != NULL && g_utf8_validate (text, -1, NULL) ? g_utf8_substring (text, 0, 200) : NULL;
  return TRUE;
}
