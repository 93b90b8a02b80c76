/* online-guest-scenario.c — the invited instance of the online UI test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Started by online-host-scenario.c in its own session bus and home, with
 * the server in PHL_ONLINE_SERVER, its certificate in PHL_ONLINE_CAFILE
 * and the password in PHILATELIA_TEST_PASSWORD_FILE.  Logs in, says so by
 * creating PHL_ONLINE_READY, waits for the invitation's dialog, then opens
 * the room's link the host left in PHL_ONLINE_LINK (after a bad link),
 * which joins at once, and plays its seat on each view the host sends,
 * until the game is over.
 */
#include "config.h"

#include "online-play.h"
#include "phl-game-log.h"
#include "phl-online.h"
#include "phl-window.h"

/* A desktop's notification server on this instance's own session bus:
 * what the app sends is read back (and GLib has somewhere to send it). */
static const char notifications_xml[] =
  "<node><interface name='org.freedesktop.Notifications'>"
  "<method name='Notify'><arg type='s' direction='in'/><arg type='u' direction='in'/>"
  "<arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='as' direction='in'/><arg type='a{sv}' direction='in'/><arg type='i' direction='in'/>"
  "<arg type='u' direction='out'/></method>"
  "<method name='CloseNotification'><arg type='u' direction='in'/></method>"
  "<method name='GetCapabilities'><arg type='as' direction='out'/></method>"
  "<method name='GetServerInformation'><arg type='s' direction='out'/><arg type='s' direction='out'/>"
  "<arg type='s' direction='out'/><arg type='s' direction='out'/></method>"
  "</interface></node>";
static GPtrArray *notified;   /* the summaries, in order */

static void
on_notifications_call (GDBusConnection       *connection,
                       const char            *sender,
                       const char            *path,
                       const char            *interface,
                       const char            *method,
                       GVariant              *parameters,
                       GDBusMethodInvocation *invocation,
                       gpointer               user_data)
{
  if (g_str_equal (method, "Notify"))
    {
      const char *summary = NULL;

      g_variant_get_child (parameters, 3, "&s", &summary);
      g_ptr_array_add (notified, g_strdup (summary));
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(u)", notified->len));
    }
  else if (g_str_equal (method, "GetCapabilities"))
    g_dbus_method_invocation_return_value (invocation, g_variant_new_parsed ("(@as [],)"));
  else if (g_str_equal (method, "GetServerInformation"))
    g_dbus_method_invocation_return_value (invocation, g_variant_new ("(ssss)", "probe", "", "1", "1.2"));
  else
    g_dbus_method_invocation_return_value (invocation, NULL);
}

static void
serve_notifications (void)
{
  static const GDBusInterfaceVTable vtable = { on_notifications_call, NULL, NULL, { 0 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusNodeInfo) node = g_dbus_node_info_new_for_xml (notifications_xml, &error);
  GDBusConnection *bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);

  if (node == NULL || bus == NULL
      || !g_dbus_connection_register_object (bus, "/org/freedesktop/Notifications", node->interfaces[0],
                                             &vtable, NULL, NULL, &error))
    probe_bail ("no notification server: %s", error->message);
  g_bus_own_name_on_connection (bus, "org.freedesktop.Notifications", G_BUS_NAME_OWNER_FLAGS_NONE,
                                NULL, NULL, NULL, NULL);
  notified = g_ptr_array_new_with_free_func (g_free);
}

static gboolean
was_notified (const char *summary)
{
  for (guint i = 0; i < notified->len; i++)
    if (g_str_equal (g_ptr_array_index (notified, i), summary))
      return TRUE;
  return FALSE;
}

void
probe_prepare (void)
{
  serve_notifications ();
  online_play_set_account ("ben@philatelia.test", g_getenv ("PHL_ONLINE_SERVER"),
                           g_getenv ("PHL_ONLINE_CAFILE"));
}

static PhlOnline *
online (void)
{
  return PHL_ONLINE (phl_window_get_online (PHL_WINDOW (probe_window ())));
}

/* A fresh view of the host's, on screen, that is over or waits for our
 * move (a view's match has no actions until we move on it). */
static gboolean
view_to_answer (gpointer data)
{
  PhlMatch *match = probe_match ();
  GtkWidget *view = probe_view ();

  if (match == NULL || view == NULL || phl_game_view_get_match (PHL_GAME_VIEW (view)) != match)
    return FALSE;
  if (phl_match_is_over (match))
    return TRUE;
  return phl_match_get_n_actions (match) == 0 && phl_game_view_get_can_act (PHL_GAME_VIEW (view));
}

/* As the desktop opens a link it was given (philatelia URI). */
static void
open_link (const char *uri)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);

  g_application_open (g_application_get_default (), &file, 1, "");
}

static gboolean
log_has_chat (gpointer line)
{
  GtkWidget *log = probe_view () != NULL ? probe_find_type (probe_view (), "PhlGameLog") : NULL;

  for (guint i = 0; log != NULL && i < phl_game_log_get_n_entries (PHL_GAME_LOG (log)); i++)
    if (strstr (phl_game_log_get_entry_text (PHL_GAME_LOG (log), i), line) != NULL)
      return TRUE;
  return FALSE;
}

void
probe_scenario (void)
{
  GtkWidget *accept;
  g_autofree char *link = NULL;
  gboolean saw_chat = FALSE;
  guint moves = 0;

  probe_set_animations (FALSE);
  PROBE_WAIT (phl_online_get_connected (online ()), 30000);
  probe_ok (g_file_set_contents (g_getenv ("PHL_ONLINE_READY"), "", 0, NULL), "told the host we are online");
  accept = probe_wait_find (NULL, P_("_Accept"), 30000);
  probe_ok (probe_shows ("anna@philatelia.test"), "the invitation names who invites");
  PROBE_WAIT (was_notified (P_("Invitation to Play")), 10000);
  PROBE_WAIT (gtk_widget_get_mapped (accept) && gtk_widget_get_width (accept) > 1, 10000);
  /* The room's link, from the host: a bad one is refused, and the room's
   * own joins at once, the invitation already there, its dialog gone. */
  open_link ("xmpp:nobody?join");
  PROBE_WAIT (probe_shows ("xmpp:game@rooms.example.org?join"), 5000);
  PROBE_WAIT (g_file_test (g_getenv ("PHL_ONLINE_LINK"), G_FILE_TEST_EXISTS), 30000);
  g_file_get_contents (g_getenv ("PHL_ONLINE_LINK"), &link, NULL, NULL);
  g_object_add_weak_pointer (G_OBJECT (accept), (gpointer *) &accept);
  open_link (link);
  PROBE_WAIT (accept == NULL, 5000);
  for (;;)
    {
      probe_wait (view_to_answer, NULL, 30000, "a view of the host's to answer");
      /* Each view is built anew: the chat so far must be in its log. */
      saw_chat = saw_chat || log_has_chat ("Good luck, Ben!");
      if (phl_match_is_over (probe_match ()))
        break;
      online_play_move (probe_match ());
      moves++;
    }
  probe_ok (moves > 0, "the guest played %u moves", moves);
  probe_ok (saw_chat, "the host's chat line is in the game log of the guest's views");
  probe_ok (phl_match_is_over (probe_match ()), "the guest's last view is the end of the game");
}
