/* phl-net-message.c — the game's own messages (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-net-message.h"

static const char * const kind_names[] = { NULL, "move", "pass", "view", "event", "refused" };

const char *
phl_net_kind_to_string (PhlNetKind kind)
{
  return kind < G_N_ELEMENTS (kind_names) ? kind_names[kind] : NULL;
}

static gboolean
malformed (GError    **error,
           const char *why)
{
  /* Translators: a game message from the network that cannot be read */
  g_set_error (error, PHL_NET_ERROR, PHL_NET_ERROR_REFUSED, _("Malformed game message: %s"), why);
  return FALSE;
}

/* Text a peer may send: UTF-8, lines and tabs but no other controls. */
static gboolean
text_is_clean (const char *text)
{
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if ((guchar) *p < 0x20 && *p != '\n' && *p != '\t' && *p != '\r')
      return FALSE;
  return TRUE;
}

gboolean
phl_net_message_parse (xmpp_stanza_t  *message,
                       PhlNetMessage  *out,
                       GError        **error)
{
  xmpp_stanza_t *game = xmpp_stanza_get_child_by_ns (message, PHL_NS_GAME);
  const char *kind, *seq, *seat;
  char *text;
  guint64 number;

  memset (out, 0, sizeof *out);
  out->seat = -1;
  if (game == NULL)
    return FALSE;
  if (g_strcmp0 (xmpp_stanza_get_name (game), "game") != 0)
    return malformed (error, _("unknown element"));
  kind = xmpp_stanza_get_attribute (game, "kind");
  for (guint i = 1; kind != NULL && i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (kind, kind_names[i]))
      out->kind = i;
  if (out->kind == PHL_NET_NONE)
    return malformed (error, _("unknown kind"));
  seq = xmpp_stanza_get_attribute (game, "seq");
  if (seq == NULL || !g_ascii_string_to_unsigned (seq, 10, 0, G_MAXINT, &number, NULL))
    return malformed (error, _("no sequence number"));
  out->seq = number;
  seat = xmpp_stanza_get_attribute (game, "seat");
  if (seat != NULL)
    {
      if (!g_ascii_string_to_unsigned (seat, 10, 1, 6, &number, NULL))
        return malformed (error, _("bad seat"));
      out->seat = number - 1;
    }
  out->over = g_strcmp0 (xmpp_stanza_get_attribute (game, "over"), "true") == 0;
  text = xmpp_stanza_get_text (game);
  if (text != NULL && strlen (text) > PHL_NET_MAX_TEXT)
    {
      xmpp_free (xmpp_stanza_get_context (message), text);
      out->kind = PHL_NET_NONE;
      return malformed (error, _("too long"));
    }
  out->text = g_strdup (text != NULL ? text : "");
  if (text != NULL)
    xmpp_free (xmpp_stanza_get_context (message), text);
  if (!text_is_clean (out->text))
    {
      phl_net_message_clear (out);
      return malformed (error, _("not text"));
    }
  return TRUE;
}

void
phl_net_message_clear (PhlNetMessage *message)
{
  g_clear_pointer (&message->text, g_free);
  message->kind = PHL_NET_NONE;
}

xmpp_stanza_t *
phl_net_message_build (PhlXmppClient       *client,
                       const char          *to,
                       const char          *type,
                       const PhlNetMessage *message,
                       const char          *body)
{
  xmpp_stanza_t *stanza = xmpp_message_new (phl_xmpp_client_get_context (client), type, to, NULL);
  xmpp_stanza_t *game = phl_xmpp_stanza_add_child (client, stanza, "game", PHL_NS_GAME);
  char seq[16];

  if (body != NULL && *body != '\0')
    xmpp_message_set_body (stanza, body);
  xmpp_stanza_set_attribute (game, "kind", phl_net_kind_to_string (message->kind));
  g_snprintf (seq, sizeof seq, "%u", message->seq);
  xmpp_stanza_set_attribute (game, "seq", seq);
  if (message->seat >= 0)
    {
      char seat[8];

      g_snprintf (seat, sizeof seat, "%d", message->seat + 1);
      xmpp_stanza_set_attribute (game, "seat", seat);
    }
  if (message->over)
    xmpp_stanza_set_attribute (game, "over", "true");
  if (message->text != NULL && *message->text != '\0')
    phl_xmpp_stanza_add_text (client, game, message->text);
  return stanza;
}

char *
phl_net_chat_parse (xmpp_stanza_t *message)
{
  char *body;
  char *text = NULL;

  if (g_strcmp0 (xmpp_stanza_get_type (message), "groupchat") != 0
      || xmpp_stanza_get_child_by_ns (message, PHL_NS_GAME) != NULL)
    return NULL;
  body = xmpp_message_get_body (message);
  if (body == NULL)
    return NULL;
  if (strlen (body) <= PHL_NET_MAX_CHAT && text_is_clean (body))
    text = g_strdup (body);
  xmpp_free (xmpp_stanza_get_context (message), body);
  return text;
}

xmpp_stanza_t *
phl_net_chat_build (PhlXmppClient *client,
                    const char    *room,
                    const char    *text)
{
  xmpp_stanza_t *stanza = xmpp_message_new (phl_xmpp_client_get_context (client), "groupchat", room, NULL);

  xmpp_message_set_body (stanza, text);
  return stanza;
}
