/* fuzz-net-message.c — the game messages a peer sends over XMPP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bytes as one stanza (libstrophe's own parser), then
 * phl_net_message_parse(), the door every move, pass and view from the
 * network goes through (src/net/phl-net-message.h).  Besides not
 * crashing: a message it takes has a known kind, clean UTF-8 text within
 * the limit and a seat in range; one it refuses says why.
 */
#include "config.h"

#include "fuzz.h"
#include "phl-net-message.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static xmpp_ctx_t *ctx;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  xmpp_stanza_t *stanza;
  PhlNetMessage message;

  fuzz_init ();
  if (ctx == NULL)
    {
      xmpp_initialize ();
      ctx = xmpp_ctx_new (NULL, NULL);
    }
  text = g_strndup ((const char *) data, size);
  stanza = xmpp_stanza_new_from_string (ctx, text);
  if (stanza == NULL)
    return 0;
  if (phl_net_message_parse (stanza, &message, &error))
    {
      g_assert (message.kind != PHL_NET_NONE);
      g_assert (message.text != NULL && strlen (message.text) <= PHL_NET_MAX_TEXT);
      g_assert (g_utf8_validate (message.text, -1, NULL));
      g_assert (message.seat >= -1 && message.seat < 6);
      phl_net_message_clear (&message);
    }
  else
    g_assert (error == NULL || error->message[0] != '\0');
  xmpp_stanza_release (stanza);
  return 0;
}
