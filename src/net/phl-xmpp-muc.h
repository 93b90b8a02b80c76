/* phl-xmpp-muc.h — chat rooms for a game: discovery, an instant members-only room, invitations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * XEP-0030 finds the server's chat-room service; XEP-0045 creates the
 * game's room (a new room stays locked until its owner submits the
 * configuration form, so the host does at once: members-only, kept while
 * the host is away) and lets the seated addresses in; XEP-0249 invites
 * them.
 */
#pragma once

#include "phl-xmpp-client.h"

G_BEGIN_DECLS

#define PHL_NS_MUC        "http://jabber.org/protocol/muc"
#define PHL_NS_MUC_USER   "http://jabber.org/protocol/muc#user"
#define PHL_NS_MUC_OWNER  "http://jabber.org/protocol/muc#owner"
#define PHL_NS_MUC_ADMIN  "http://jabber.org/protocol/muc#admin"
#define PHL_NS_DISCO_INFO "http://jabber.org/protocol/disco#info"
#define PHL_NS_DISCO_ITEMS "http://jabber.org/protocol/disco#items"
#define PHL_NS_CONFERENCE "jabber:x:conference"

/* @service: the chat-room service's JID, or NULL with @error. */
typedef void (*PhlXmppServiceFunc) (PhlXmppClient *client,
                                    const char    *service,
                                    const GError  *error,
                                    gpointer       user_data);
/* The chat-room service of the account's server (XEP-0030). */
void  phl_xmpp_find_rooms_service (PhlXmppClient      *client,
                                   PhlXmppServiceFunc  callback,
                                   gpointer            user_data);

typedef void (*PhlXmppDoneFunc) (PhlXmppClient *client,
                                 const GError  *error,
                                 gpointer       user_data);
/* Enters @room as @nick.  When the room is new and @configure is TRUE,
 * submits its configuration (members-only, persistent) before calling
 * back; a room that exists already is simply entered. */
void  phl_xmpp_enter_room         (PhlXmppClient      *client,
                                   const char         *room,
                                   const char         *nick,
                                   gboolean            configure,
                                   PhlXmppDoneFunc     callback,
                                   gpointer            user_data);
/* Makes the bare @jid a member of @room (the owner's right). */
void  phl_xmpp_add_member         (PhlXmppClient      *client,
                                   const char         *room,
                                   const char         *jid,
                                   PhlXmppDoneFunc     callback,
                                   gpointer            user_data);
/* A direct invitation (XEP-0249) to @jid. */
void  phl_xmpp_invite             (PhlXmppClient      *client,
                                   const char         *room,
                                   const char         *jid,
                                   const char         *reason);

/* A direct invitation (XEP-0249) in @message: the room's bare address
 * and the reason (NULL when none; cut to 200 characters).  FALSE when
 * @message is none. */
gboolean phl_xmpp_invitation_parse (xmpp_stanza_t  *message,
                                    char          **room,
                                    char          **reason);

/* What a room's presence says about an occupant: the nick (the
 * resource of @presence's from), the real bare JID where the room shows
 * it (to its owner), the affiliation, whether it left, and whether it
 * is our own presence (status 110).  FALSE when @presence is not from an
 * occupant of a room. */
typedef struct
{
  char     *nick;
  char     *real_jid;
  char     *affiliation;
  gboolean  unavailable;
  gboolean  self;
} PhlXmppOccupant;

gboolean phl_xmpp_occupant_parse (xmpp_stanza_t   *presence,
                                  PhlXmppOccupant *occupant);
void     phl_xmpp_occupant_clear (PhlXmppOccupant *occupant);

G_END_DECLS
