/* online-play.h — what the two instances of the online UI test share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-ai.h"
#include "phl-game-view.h"
#include "phl-match.h"
#include "phl-rng.h"
#include "probe.h"

/* The account the app logs in with: Preferences, Online, as a person
 * would fill it in, before the app starts. */
static inline void
online_play_set_account (const char *address,
                         const char *server,
                         const char *cafile)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_string (settings, "online-address", address);
  g_settings_set_string (settings, "online-server", server);
  g_settings_set_string (settings, "online-cafile", cafile);
}

/* The person's move on the view on screen, the easy computer's choice,
 * made through the view's one submit path. */
static inline void
online_play_move (PhlMatch *match)
{
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY,
                                       PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  g_autoptr(GRand) rng = phl_rng_new_from_seed (7 + phl_match_get_n_actions (match));
  g_autofree char *action = phl_ai_choose (phl_match_get_rules (match), phl_match_get_state (match),
                                           levels, rng, NULL);

  if (action == NULL || !phl_game_view_submit (PHL_GAME_VIEW (probe_view ()), action))
    probe_bail ("the view did not take the move “%s”", action != NULL ? action : "(none)");
}

/* What both instances print of the end: the winners and the scores. */
static inline char *
online_play_result (PhlMatch *match)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  gconstpointer state = phl_match_get_state (match);
  g_autoptr(GKeyFile) out = g_key_file_new ();
  guint winners = rules->winners (state);
  int list[PHL_MAX_SEATS];
  gsize n = 0;

  for (guint i = 0; i < rules->n_players (state); i++)
    if (winners & (1u << i))
      list[n++] = i + 1;
  g_key_file_set_integer_list (out, "Result", "Winners", list, n);
  rules->write_score (state, out);
  return g_key_file_to_data (out, NULL, NULL);
}

/* A desktop's notification server on this instance's own session bus:
 * what the app sends is read back (and GLib has somewhere to send it). */
static const char online_play_notifications_xml[] =
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
static G_GNUC_UNUSED GPtrArray *notified;   /* the summaries, in order */

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

static G_GNUC_UNUSED void
serve_notifications (void)
{
  static const GDBusInterfaceVTable vtable = { on_notifications_call, NULL, NULL, { 0 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusNodeInfo) node = g_dbus_node_info_new_for_xml (online_play_notifications_xml, &error);
  GDBusConnection *bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);

  if (node == NULL || bus == NULL
      || !g_dbus_connection_register_object (bus, "/org/freedesktop/Notifications", node->interfaces[0],
                                             &vtable, NULL, NULL, &error))
    probe_bail ("no notification server: %s", error->message);
  g_bus_own_name_on_connection (bus, "org.freedesktop.Notifications", G_BUS_NAME_OWNER_FLAGS_NONE,
                                NULL, NULL, NULL, NULL);
  notified = g_ptr_array_new_with_free_func (g_free);
}

static G_GNUC_UNUSED gboolean
was_notified (const char *summary)
{
  for (guint i = 0; i < notified->len; i++)
    if (g_str_equal (g_ptr_array_index (notified, i), summary))
      return TRUE;
  return FALSE;
}
