/* test-xmpp-uri.c — xmpp:ROOM?join links, parsed and made (no server, no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-xmpp-client.h"
#include "phl-xmpp-uri.h"

static void
test_good (void)
{
  static const struct { const char *uri, *room; } cases[] = {
    { "xmpp:game@rooms.example.org?join", "game@rooms.example.org" },
    { "XMPP:game@rooms.example.org?join", "game@rooms.example.org" },
    { "xmpp:game@rooms.example.org?join;password=secret", "game@rooms.example.org" },
    { "xmpp://anna@example.org/game@rooms.example.org?join", "game@rooms.example.org" },
    { "xmpp:gra%C5%BC%C3%B3%C5%82w@rooms.example.org?join", "grażółw@rooms.example.org" },
    { "xmpp:game@rooms.example.org?join#ignored", "game@rooms.example.org" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *room = phl_xmpp_join_link_parse (cases[i].uri, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (room, ==, cases[i].room);
    }
}

static void
test_bad (void)
{
  static const char * const cases[] = {
    "",
    "game@rooms.example.org",                 /* no scheme */
    "https://rooms.example.org/game?join",    /* another scheme */
    "xmpp:game@rooms.example.org",            /* no ?join: a chat, not a room */
    "xmpp:game@rooms.example.org?message",
    "xmpp:rooms.example.org?join",            /* no room name */
    "xmpp:@rooms.example.org?join",
    "xmpp:game@?join",
    "xmpp:a@b@c?join",
    "xmpp:game@rooms.example.org/nick?join",  /* an occupant, not a room */
    "xmpp:ga%20me@rooms.example.org?join",    /* a space in the name */
    "xmpp:ga%00me@rooms.example.org?join",    /* a NUL */
    "xmpp:ga%FFme@rooms.example.org?join",    /* not UTF-8 */
    "xmpp:%zz@rooms.example.org?join",        /* a broken escape */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *room = phl_xmpp_join_link_parse (cases[i], &error);

      g_assert_null (room);
      g_assert_error (error, PHL_NET_ERROR, PHL_NET_ERROR_BAD_LINK);
      /* The message names the link and shows what a good one is like. */
      g_assert_nonnull (strstr (error->message, "xmpp:game@rooms.example.org?join"));
    }
}

static void
test_round_trip (void)
{
  static const char * const rooms[] = { "game@rooms.example.org", "grażółw@rooms.example.org",
                                        "a+b=c@rooms.example.org" };

  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      g_autofree char *link = phl_xmpp_join_link_new (rooms[i]);
      g_autofree char *room = phl_xmpp_join_link_parse (link, NULL);

      g_assert_true (g_str_has_prefix (link, "xmpp:"));
      g_assert_true (g_str_has_suffix (link, "?join"));
      g_assert_cmpstr (room, ==, rooms[i]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/link/good", test_good);
  g_test_add_func ("/net/link/bad", test_bad);
  g_test_add_func ("/net/link/round-trip", test_round_trip);
  return g_test_run ();
}
