/* phl-xmpp-uri.c — xmpp:ROOM?join links (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RFC 5122: "xmpp:" then, optionally, "//account/" (whose account to use:
 * ignored, the app uses its own), the percent-encoded address, and a
 * query whose type comes first ("join", perhaps ";password=…").
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-xmpp-client.h"
#include "phl-xmpp-uri.h"

/* An address's parts are at most 1023 bytes each (RFC 7622). */
#define MAX_PART 1023

static GError *
bad_link (const char *uri)
{
  g_autofree char *valid = g_utf8_make_valid (uri, -1);
  g_autofree char *shown = g_utf8_strlen (valid, -1) > 80 ? g_strconcat (g_utf8_substring (valid, 0, 77), "…", NULL)
                                                          : g_strdup (valid);

  /* Translators: %s is the link as given; keep the example link as it is */
  return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_BAD_LINK,
                      _("“%s” is not a link to a game room; such a link looks like "
                        "xmpp:game@rooms.example.org?join"), shown);
}

static gboolean
is_clean (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p) || strchr ("/\"&'<>", *p) != NULL)
      return FALSE;
  return TRUE;
}

static gboolean
is_join_query (const char *query)
{
  return query != NULL && (g_ascii_strcasecmp (query, "join") == 0
                           || g_ascii_strncasecmp (query, "join;", 5) == 0);
}

char *
phl_xmpp_join_link_parse (const char  *uri,
                          GError     **error)
{
  g_autoptr(GUri) parsed = NULL;
  const char *path, *at;

  g_return_val_if_fail (uri != NULL, NULL);

  parsed = g_uri_parse (uri, G_URI_FLAGS_NONE, NULL);
  if (parsed == NULL || g_ascii_strcasecmp (g_uri_get_scheme (parsed), "xmpp") != 0
      || !is_join_query (g_uri_get_query (parsed)))
    goto bad;
  path = g_uri_get_path (parsed);
  /* xmpp://account/room@service: the room follows the account. */
  if (g_uri_get_host (parsed) != NULL && path[0] == '/')
    path++;
  at = strchr (path, '@');
  if (at == NULL || at == path || at[1] == '\0' || strchr (at + 1, '@') != NULL
      || at - path > MAX_PART || strlen (at + 1) > MAX_PART
      || !g_utf8_validate (path, -1, NULL) || !is_clean (path))
    goto bad;
  return g_strdup (path);

bad:
  g_propagate_error (error, bad_link (uri));
  return NULL;
}

char *
phl_xmpp_join_link_new (const char *room)
{
  g_autofree char *escaped = g_uri_escape_string (room, G_URI_RESERVED_CHARS_ALLOWED_IN_PATH_ELEMENT "@",
                                                  FALSE);

  return g_strconcat ("xmpp:", escaped, "?join", NULL);
}
