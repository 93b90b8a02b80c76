/* phl-online-link.c — invitations to online games and their xmpp: links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An invitation (XEP-0249) from the host shows the "Invitation to Play"
 * dialog; a link (xmpp:ROOM?join, phl-xmpp-uri.h) is an invitation too,
 * joining at once when the room's invitation came already.  The host
 * passes its room's link on with online.copy-link.  A room whose game is
 * kept (phl-online-kept.c) goes on from the library instead.
 */
#define G_LOG_DOMAIN "phl-online"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-online-account.h"
#include "phl-online-games.h"
#include "phl-online-private.h"
#include "phl-window-private.h"
#include "phl-xmpp-muc.h"
#include "phl-xmpp-uri.h"

/* online.copy-link: the room's link (xmpp:ROOM?join) to the clipboard,
 * to pass on to the friends invited; in the main menu while online. */
static void
copy_link_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  PhlOnline *self = user_data;
  const char *room = self->host != NULL ? phl_net_host_get_room (self->host)
                     : self->guest != NULL ? phl_net_guest_get_room (self->guest) : NULL;
  g_autofree char *link = NULL;

  if (room == NULL)
    return;
  link = phl_xmpp_join_link_new (room);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), link);
}

void
_phl_online_update_actions (PhlOnline *self)
{
  GAction *copy_link;

  if (self->actions == NULL)
    return;
  copy_link = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "copy-link");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (copy_link), self->host != NULL || self->guest != NULL);
}

void
_phl_online_add_actions (PhlOnline *self)
{
  static const GActionEntry entries[] = { { "copy-link", copy_link_activated, NULL, NULL, NULL, { 0 } } };

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self->window), "online", G_ACTION_GROUP (self->actions));
  _phl_online_update_actions (self);
}

/* Joins @room, its host being who invited us there (unknown when only
 * a link came). */
static void
join_room (PhlOnline  *self,
           const char *room)
{
  g_autofree char *key = g_ascii_strdown (room, -1);

  phl_online_join (self, room, g_hash_table_lookup (self->invited_rooms, key));
}

/* Joining @room through its link answers its invitation: the dialog
 * goes, without declining.  (Not from the dialog's own response.) */
static void
close_invitations (PhlOnline  *self,
                   const char *room)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      const char *invited = g_object_get_data (l->data, "phl-room");

      if (ADW_IS_MESSAGE_DIALOG (l->data) && invited != NULL && g_ascii_strcasecmp (invited, room) == 0)
        {
          g_signal_handlers_disconnect_by_data (l->data, self);
          gtk_window_destroy (l->data);
        }
    }
}

static void
on_invitation_response (AdwMessageDialog *dialog,
                        const char       *response,
                        PhlOnline        *self)
{
  const char *room = g_object_get_data (G_OBJECT (dialog), "phl-room");
  const char *inviter = g_object_get_data (G_OBJECT (dialog), "phl-inviter");

  /* A link's invitation has no inviter: Accept logs in first if need be,
   * and declining tells nobody. */
  if (inviter == NULL)
    {
      if (g_str_equal (response, "accept"))
        join_room (self, room);
      return;
    }
  if (self->client == NULL)
    return;
  if (g_str_equal (response, "accept"))
    _phl_online_start_joining (self, room, inviter);
  else
    {
      g_autoptr(PhlNetGuest) guest = phl_net_guest_new (self->client, room, self->address);

      phl_net_guest_decline (guest, inviter);
    }
}

/* The "Invitation to Play" dialog; @inviter NULL for a link. */
static void
show_invitation (PhlOnline  *self,
                 const char *room,
                 const char *inviter,
                 const char *body)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self->window), _("Invitation to Play"), body));
  gtk_window_set_title (GTK_WINDOW (dialog), _("Invitation to Play"));
  adw_message_dialog_add_responses (dialog, "decline", _("_Decline"), "accept", _("_Accept"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "accept");
  adw_message_dialog_set_close_response (dialog, "decline");
  g_object_set_data_full (G_OBJECT (dialog), "phl-room", g_strdup (room), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "phl-inviter", g_strdup (inviter), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_invitation_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_phl_online_on_client_message (PhlXmppClient *client,
                               xmpp_stanza_t *stanza,
                               PhlOnline     *self)
{
  g_autofree char *room = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *inviter = NULL;
  g_autofree char *body = NULL;
  const char *from = xmpp_stanza_get_from (stanza);

  if (from == NULL || !phl_xmpp_invitation_parse (stanza, &room, &reason))
    return;
  inviter = phl_xmpp_bare_jid (from);
  g_hash_table_replace (self->invited_rooms, g_ascii_strdown (room, -1), g_strdup (inviter));
  if (self->guest != NULL && g_ascii_strcasecmp (phl_net_guest_get_room (self->guest), room) == 0)
    return;
  /* A host back after a restart invites its seats again: a game we have
   * a seat in goes on from the library, no new invitation. */
  if (phl_online_games_find (_phl_online_games (self), room) != NULL)
    {
      /* Translators: %s is the host's address */
      body = g_strdup_printf (_("%s is hosting your game again. Continue it from the library."), inviter);
      _phl_online_notify (self, "phl-host-back", _("Your Online Game Goes On"), body);
      return;
    }
  /* Translators: %s is the address of the friend who invites; the second %s their words */
  body = g_strdup_printf (_("%s invites you to play online: “%s”"), inviter,
                          reason != NULL ? reason : "");
  _phl_online_notify (self, "phl-invitation", _("Invitation to Play"), body);
  show_invitation (self, room, inviter, body);
}

void
phl_online_open_link (PhlOnline  *self,
                      const char *uri)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlOnlineAccount) account = NULL;
  g_autofree char *room = NULL;
  g_autofree char *key = NULL;
  g_autofree char *body = NULL;

  g_return_if_fail (PHL_IS_ONLINE (self));

  room = phl_xmpp_join_link_parse (uri, &error);
  if (room == NULL)
    {
      _phl_window_show_toast (self->window, error->message);
      return;
    }
  account = phl_online_account_load (self->settings);
  if (account->address == NULL)
    {
      _phl_window_show_toast (self->window, _("To join a game from a link, set up your online account first"));
      gtk_widget_activate_action (GTK_WIDGET (self->window), "app.preferences-online", NULL);
      return;
    }
  /* Already there: as its seat, or as its host (one's own link). */
  if ((self->guest != NULL && g_ascii_strcasecmp (phl_net_guest_get_room (self->guest), room) == 0)
      || (self->host != NULL && g_ascii_strcasecmp (phl_net_host_get_room (self->host), room) == 0))
    return;
  /* A game kept from before a restart: our seat goes on (a hosted one
   * goes on from the library). */
  if (phl_online_games_find (_phl_online_games (self), room) != NULL)
    {
      phl_online_rejoin (self, room);
      return;
    }
  key = g_ascii_strdown (room, -1);
  if (g_hash_table_contains (self->invited_rooms, key))
    {
      close_invitations (self, room);
      join_room (self, room);
      return;
    }
  /* Translators: the first %s is a game room's address, the second the player's own */
  body = g_strdup_printf (_("A link invites you to the game room %s. Join it as %s?"), room, account->address);
  show_invitation (self, room, NULL, body);
}

