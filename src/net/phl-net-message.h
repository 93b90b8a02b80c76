/* phl-net-message.h — the game's own messages inside XMPP messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game message carries one element
 *
 *   <game xmlns='urn:philatelia:game:0' kind='KIND' seq='N' [seat='S']>TEXT</game>
 *
 * beside a human-readable <body/> that any XMPP client shows.  Kinds
 * (docs/online.md): `move` (a seat's action text, to the host), `pass`
 * (a seat lets the auction's price fall), `view` (the host to one seat:
 * that seat's view as a position file), `event` (the host to the room:
 * an action everyone may know of, over='true' on the one that ends the
 * game), `refused` (the host's answer to a
 * move it did not take, with the reason).  @seq is the number of actions
 * played before the message's action.  The parser is the door for
 * everything a peer sends: it refuses whatever does not fit.
 */
#pragma once

#include "phl-xmpp-client.h"

G_BEGIN_DECLS

#define PHL_NS_GAME "urn:philatelia:game:0"
/* A view of a six-seat Stamp Swap game is a few kilobytes. */
#define PHL_NET_MAX_TEXT (64 * 1024)

typedef enum
{
  PHL_NET_NONE,
  PHL_NET_MOVE,
  PHL_NET_PASS,
  PHL_NET_VIEW,
  PHL_NET_EVENT,
  PHL_NET_REFUSED,
} PhlNetKind;

typedef struct
{
  PhlNetKind  kind;
  guint       seq;
  int         seat;      /* 0-based; -1 when absent */
  char       *text;      /* never NULL after a successful parse */
  gboolean    over;      /* an event: the action ended the game (over="true") */
} PhlNetMessage;

/* FALSE without @error when @message carries no game element, FALSE with
 * @error when it carries one that is malformed (unknown kind, a missing
 * or bad number, text too long or not UTF-8 without controls). */
gboolean       phl_net_message_parse  (xmpp_stanza_t       *message,
                                       PhlNetMessage       *out,
                                       GError             **error);
void           phl_net_message_clear  (PhlNetMessage       *message);

/* A <message/> to @to of @type ("chat" or "groupchat") with @body. */
xmpp_stanza_t *phl_net_message_build  (PhlXmppClient       *client,
                                       const char          *to,
                                       const char          *type,
                                       const PhlNetMessage *message,
                                       const char          *body);

const char    *phl_net_kind_to_string (PhlNetKind           kind);

/* Chat beside the game: a plain groupchat body, never a game message. */
#define PHL_NET_MAX_CHAT 4096
/* The body of a groupchat @message without a game element, when it is
 * clean text of at most PHL_NET_MAX_CHAT bytes; else NULL. */
char          *phl_net_chat_parse     (xmpp_stanza_t       *message);
xmpp_stanza_t *phl_net_chat_build     (PhlXmppClient       *client,
                                       const char          *room,
                                       const char          *text);

G_END_DECLS
