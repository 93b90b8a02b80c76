/* phl-online.c — online play in the app (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hosting: the match is shown like any game, its online seats marked as
 * computers so that the screen never waits for a person there; the view
 * plays no computer (phl_game_view_set_computers_elsewhere()): the
 * PhlNetHost plays the real computers and takes the online seats' moves,
 * and sees the person's own moves through the match.
 *
 * A seat: each view the host sends becomes a match of its own (a
 * position, the other seats marked as computers) shown anew; the person's
 * move is made on that match, which shows it at once, and sent to the
 * host, whose next view replaces it — or whose refusal brings the last
 * view back, with the host's reason.
 */
#define G_LOG_DOMAIN "phl-online"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-change.h"
#include "phl-game-view.h"
#include "phl-net-guest.h"
#include "phl-net-host.h"
#include "phl-online-account.h"
#include "phl-online-games.h"
#include "phl-online-private.h"
#include "phl-window-private.h"
#include "phl-xmpp-muc.h"

enum { PROP_0, PROP_STATUS, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_CHAT, SIGNAL_GAMES_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PhlOnline, phl_online, G_TYPE_OBJECT)

void
_phl_online_set_status (PhlOnline  *self,
            const char *status,
            gboolean    toast)
{
  if (g_strcmp0 (self->status, status) != 0)
    {
      g_free (self->status);
      self->status = g_strdup (status != NULL ? status : "");
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
    }
  if (toast && status != NULL && *status != '\0')
    _phl_window_show_toast (self->window, status);
  _phl_online_update_actions (self);
}

void
_phl_online_notify (PhlOnline  *self,
                    const char *id,
                    const char *title,
                    const char *body)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self->window)));
  g_autoptr(GNotification) notification = g_notification_new (title);

  if (app == NULL)
    return;
  g_notification_set_body (notification, body);
  g_notification_set_default_action (notification, "app.activate");
  g_application_send_notification (app, id, notification);
}

void
_phl_online_clear_pending (PhlOnline *self)
{
  g_clear_object (&self->pending_match);
  g_clear_pointer (&self->pending_addresses, g_strfreev);
  g_clear_pointer (&self->pending_host_room, g_free);
  g_clear_pointer (&self->pending_room, g_free);
  g_clear_pointer (&self->pending_inviter, g_free);
}

static void
let_client_go (PhlOnline *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  phl_xmpp_client_unref_later (g_steal_pointer (&self->client));
}

static void
drop_client (PhlOnline *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  phl_xmpp_client_disconnect (self->client);
  g_clear_object (&self->client);
}

/* ---------------------------------------------------------------- chat */

static void
on_chat (GObject    *host_or_guest,
         const char *nick,
         const char *text,
         PhlOnline  *self)
{
  g_signal_emit (self, signals[SIGNAL_CHAT], 0, nick, text);
}

void
phl_online_send_chat (PhlOnline  *self,
                      const char *text)
{
  g_return_if_fail (PHL_IS_ONLINE (self));

  if (self->host != NULL)
    phl_net_host_send_chat (self->host, text);
  else if (self->guest != NULL)
    phl_net_guest_send_chat (self->guest, text);
  else
    return;
  /* The room sends our own line back to the guest's nick and the host's
   * "host"; both are skipped there, so it is shown here. */
  g_signal_emit (self, signals[SIGNAL_CHAT], 0, _("You"), text);
}

/* ---------------------------------------------------------------- host */

/* The room is there: its link (xmpp:ROOM?join) may be passed on to the
 * friends invited, e.g. when they play on another computer. */
static void
on_host_started (PhlNetHost *host,
                 PhlOnline  *self)
{
  AdwToast *toast = adw_toast_new (_("Waiting for your friends to join"));

  _phl_online_remember_hosted (self);
  _phl_online_set_status (self, _("Waiting for your friends to join"), FALSE);
  /* Translators: copies the game room's xmpp: link to the clipboard */
  adw_toast_set_button_label (toast, _("Copy _Link"));
  adw_toast_set_action_name (toast, "online.copy-link");
  adw_toast_set_timeout (toast, 10);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  _phl_window_add_toast (self->window, toast);
}

static void
on_host_over (PhlNetHost *host,
              PhlOnline  *self)
{
  _phl_online_forget_game (self, phl_net_host_get_room (host));
}

/* "Your turn" at the host too, when an online seat's move gave the turn
 * to the person at this screen while the window is elsewhere. */
static void
on_hosted_match_changed (PhlMatch  *match,
                         PhlOnline *self)
{
  int seat = phl_match_get_current_seat (match);
  guint n = phl_match_get_n_actions (match);
  const PhlChange *change = n > 0 ? phl_match_get_change (match, n - 1) : NULL;

  /* Hosted off screen, the library's row says whose turn it is now. */
  g_signal_emit (self, signals[SIGNAL_GAMES_CHANGED], 0);
  if (phl_match_is_over (match) || !phl_match_seat_is_person (match, seat)
      || (change != NULL && phl_match_seat_is_person (match, phl_change_get_actor (change)))
      || gtk_window_is_active (GTK_WINDOW (self->window)))
    return;
  _phl_online_notify (self, "phl-your-turn", _("Your turn"),
          _("Your friends are waiting for your move in Philatelia"));
}

static void
on_seat_presence (PhlNetHost *host,
                  guint       seat,
                  gboolean    present,
                  PhlOnline  *self)
{
  const char *address = phl_net_host_get_seat_address (host, seat);
  /* Translators: %s is a friend's address */
  g_autofree char *text = g_strdup_printf (present ? _("%s joined the game") : _("%s left the game"), address);

  _phl_online_set_status (self, text, TRUE);
}

static void
on_declined (PhlNetHost *host,
             guint       seat,
             const char *address,
             PhlOnline  *self)
{
  /* Translators: %s is a friend's address */
  g_autofree char *text = g_strdup_printf (_("%s declined the invitation"), address);

  _phl_online_set_status (self, text, TRUE);
}

static void
on_host_failed (PhlNetHost   *host,
                const GError *error,
                PhlOnline    *self)
{
  _phl_online_set_status (self, error->message, TRUE);
}

/* A hosted match on screen: its view plays no computer, the host does. */
void
_phl_online_show_hosted_match (PhlOnline *self,
                   PhlMatch  *match)
{
  GtkWidget *view = _phl_window_play_online (self->window, match, TRUE);

  phl_game_view_set_computers_elsewhere (PHL_GAME_VIEW (view), TRUE);
}

void
_phl_online_show_hosted (PhlOnline *self)
{
  _phl_online_show_hosted_match (self, phl_net_host_get_match (self->host));
}

/* Hosts @match in @room (NULL: a new one); on screen when @shown. */
void
_phl_online_start_hosting (PhlOnline  *self,
               PhlMatch   *match,
               char      **addresses,
               const char *room,
               gboolean    shown)
{
  g_autofree char *new_room = g_strdup_printf ("philatelia-%08x%08x", g_random_int (), g_random_int ());

  self->host = phl_net_host_new (self->client, match, room != NULL ? room : new_room);
  for (guint i = 0; addresses[i] != NULL && i < phl_match_get_n_seats (match); i++)
    if (*addresses[i] != '\0')
      phl_net_host_set_seat_address (self->host, i, addresses[i]);
  g_signal_connect (self->host, "started", G_CALLBACK (on_host_started), self);
  g_signal_connect (self->host, "seat-presence", G_CALLBACK (on_seat_presence), self);
  g_signal_connect (self->host, "declined", G_CALLBACK (on_declined), self);
  g_signal_connect (self->host, "failed", G_CALLBACK (on_host_failed), self);
  g_signal_connect (self->host, "chat", G_CALLBACK (on_chat), self);
  g_signal_connect (self->host, "over", G_CALLBACK (on_host_over), self);
  g_signal_connect_object (match, "changed", G_CALLBACK (on_hosted_match_changed), self, 0);
  if (shown)
    _phl_online_show_hosted (self);
  _phl_online_set_status (self, room != NULL ? _("Back in the game’s room…") : _("Creating the game’s room…"), FALSE);
  phl_net_host_start (self->host);
}

/* ---------------------------------------------------------------- seat */


/* The person's move on the view's match goes to the host. */
static void
on_guest_match_changed (PhlMatch  *match,
                        PhlOnline *self)
{
  guint n = phl_match_get_n_actions (match);

  if (n == 0 || phl_net_guest_get_answered (self->guest))
    return;
  if (!phl_net_guest_submit (self->guest, phl_match_get_action (match, n - 1)))
    _phl_online_set_status (self, _("Waiting for the host"), TRUE);
  else
    _phl_online_set_status (self, _("Move sent to the host"), FALSE);
}

static PhlMatch *
match_of_view (PhlOnline  *self,
               GError    **error)
{
  const char *text = phl_net_guest_get_view_text (self->guest);
  int seat = phl_net_guest_get_seat (self->guest);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(PhlKeyFile) view = NULL;
  g_autofree char *data = NULL;
  int players;

  if (!g_key_file_load_from_data (file, text, -1, G_KEY_FILE_KEEP_COMMENTS, error))
    return NULL;
  players = g_key_file_get_integer (file, "Match", "Players", NULL);
  for (int i = 0; i < players && i < PHL_MAX_SEATS; i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%d", i + 1);

      g_key_file_set_string (file, group, "Kind", i == seat ? "human" : "computer");
    }
  data = g_key_file_to_data (file, NULL, NULL);
  view = phl_key_file_new_from_data (data, strlen (data), _("the host’s view"), error);
  return view != NULL ? phl_match_new_from_key_file (view, error) : NULL;
}

void
_phl_online_show_guest_view (PhlOnline *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = match_of_view (self, &error);
  GtkWidget *view;
  int seat = phl_net_guest_get_seat (self->guest);

  if (match == NULL)
    {
      _phl_online_set_status (self, error->message, TRUE);
      return;
    }
  if (self->guest_match != NULL)
    g_signal_handlers_disconnect_by_data (self->guest_match, self);
  g_set_object (&self->guest_match, match);
  view = _phl_window_play_online (self->window, match, FALSE);
  phl_game_view_set_computers_elsewhere (PHL_GAME_VIEW (view), TRUE);
  g_signal_connect (match, "changed", G_CALLBACK (on_guest_match_changed), self);
  _phl_online_remember_joined (self, match);
  if (phl_match_is_over (match))
    _phl_online_set_status (self, "", FALSE);
  else if (phl_match_get_current_seat (match) == seat)
    {
      _phl_online_set_status (self, _("Your turn"), FALSE);
      if (!gtk_window_is_active (GTK_WINDOW (self->window)))
        _phl_online_notify (self, "phl-your-turn", _("Your turn"),
                _("Your friends are waiting for your move in Philatelia"));
    }
  else
    _phl_online_set_status (self, _("Waiting for the others’ moves"), FALSE);
}

static void
on_view_changed (PhlNetGuest *guest,
                 PhlOnline   *self)
{
  _phl_online_show_guest_view (self);
}

static void
on_refused (PhlNetGuest *guest,
            const char  *reason,
            PhlOnline   *self)
{
  /* Translators: the host's reason */
  g_autofree char *text = g_strdup_printf (_("The host refused the move: %s"), reason);

  /* The last view again, as the host still has it. */
  _phl_online_show_guest_view (self);
  _phl_online_set_status (self, text, TRUE);
}

static void
on_guest_failed (PhlNetGuest  *guest,
                 const GError *error,
                 PhlOnline    *self)
{
  _phl_online_set_status (self, error->message, TRUE);
}

static void
on_host_present (PhlNetGuest *guest,
                 GParamSpec  *pspec,
                 PhlOnline   *self)
{
  if (!phl_net_guest_get_host_present (guest))
    _phl_online_set_status (self, _("Waiting for the host"), TRUE);
}

void
_phl_online_start_joining (PhlOnline  *self,
                           const char *room,
                           const char *inviter)
{
  phl_online_leave (self);
  self->guest = phl_net_guest_new (self->client, room, self->address);
  self->guest_host = g_strdup (inviter);
  g_signal_connect (self->guest, "view-changed", G_CALLBACK (on_view_changed), self);
  g_signal_connect (self->guest, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->guest, "failed", G_CALLBACK (on_guest_failed), self);
  g_signal_connect (self->guest, "chat", G_CALLBACK (on_chat), self);
  g_signal_connect (self->guest, "notify::host-present", G_CALLBACK (on_host_present), self);
  _phl_online_set_status (self, _("Waiting for the host"), TRUE);
  phl_net_guest_start (self->guest);
}

/* --------------------------------------------------------------- login */

static void
run_pending (PhlOnline *self)
{
  if (self->pending_match != NULL)
    _phl_online_start_hosting (self, self->pending_match, self->pending_addresses, self->pending_host_room,
                   self->pending_shown);
  else if (self->pending_room != NULL)
    _phl_online_start_joining (self, self->pending_room, self->pending_inviter);
  else if (self->host == NULL && self->guest == NULL)
    _phl_online_resume_latest_hosted (self);
  _phl_online_clear_pending (self);
}

static void
on_ready (PhlXmppClient *client,
          PhlOnline     *self)
{
  _phl_online_set_status (self, "", FALSE);
  run_pending (self);
}

static void
on_closed (PhlXmppClient *client,
           const GError  *error,
           PhlOnline     *self)
{
  /* Translators: %s says why (cannot connect, wrong password…) */
  g_autofree char *text = g_strdup_printf (_("Online play stopped: %s"), error->message);

  /* The game on screen stays; hosting or the seat ends with the link.
   * Everything holding the closed client lets it go. */
  phl_online_leave (self);
  let_client_go (self);
  _phl_online_clear_pending (self);
  _phl_online_set_status (self, text, TRUE);
}

static void
on_password (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *password = phl_online_password_lookup_finish (result, &error);
  g_autoptr(PhlOnlineAccount) account = NULL;
  PhlOnline *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  if (password == NULL)
    {
      _phl_online_clear_pending (self);
      _phl_online_set_status (self, error->message, self->pending_match != NULL || self->pending_room != NULL);
      return;
    }
  account = phl_online_account_load (self->settings);
  if (g_strcmp0 (account->address, self->address) != 0)
    return;
  self->client = phl_xmpp_client_new (self->address, password, account->server, account->cafile);
  g_signal_connect (self->client, "ready", G_CALLBACK (on_ready), self);
  g_signal_connect (self->client, "closed", G_CALLBACK (on_closed), self);
  g_signal_connect (self->client, "message", G_CALLBACK (_phl_online_on_client_message), self);
  _phl_online_set_status (self, _("Connecting…"), FALSE);
  phl_xmpp_client_connect (self->client);
}

void
phl_online_login (PhlOnline *self)
{
  g_autoptr(PhlOnlineAccount) account = NULL;

  g_return_if_fail (PHL_IS_ONLINE (self));

  account = phl_online_account_load (self->settings);
  if (self->client != NULL && g_strcmp0 (account->address, self->address) == 0)
    {
      if (phl_xmpp_client_is_ready (self->client))
        run_pending (self);
      return;
    }
  drop_client (self);
  g_free (self->address);
  self->address = g_strdup (account->address);
  if (self->address == NULL)
    {
      if (self->pending_match != NULL || self->pending_room != NULL)
        _phl_online_set_status (self, _("Set up your online account in Preferences, Online"), TRUE);
      _phl_online_clear_pending (self);
      return;
    }
  phl_online_password_lookup (self->address, self->cancellable, on_password, self);
}

void
phl_online_host (PhlOnline  *self,
                 PhlMatch   *match,
                 char      **addresses)
{
  g_return_if_fail (PHL_IS_ONLINE (self));

  phl_online_leave (self);
  _phl_online_clear_pending (self);
  self->pending_match = g_object_ref (match);
  self->pending_addresses = g_strdupv (addresses);
  self->pending_shown = TRUE;
  _phl_online_set_status (self, _("Connecting…"), TRUE);
  phl_online_login (self);
}

void
phl_online_join (PhlOnline  *self,
                 const char *room,
                 const char *inviter)
{
  g_return_if_fail (PHL_IS_ONLINE (self));

  _phl_online_clear_pending (self);
  self->pending_room = g_strdup (room);
  self->pending_inviter = g_strdup (inviter);
  phl_online_login (self);
}

void
phl_online_leave (PhlOnline *self)
{
  g_return_if_fail (PHL_IS_ONLINE (self));

  if (self->host != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->host, self);
      g_signal_handlers_disconnect_by_func (phl_net_host_get_match (self->host), on_hosted_match_changed, self);
      phl_net_host_stop (self->host);
      g_clear_object (&self->host);
    }
  if (self->guest != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->guest, self);
      phl_net_guest_stop (self->guest);
      g_clear_object (&self->guest);
    }
  if (self->guest_match != NULL)
    g_signal_handlers_disconnect_by_data (self->guest_match, self);
  g_clear_object (&self->guest_match);
  g_clear_pointer (&self->guest_host, g_free);
  _phl_online_update_actions (self);
}

void
phl_online_logout (PhlOnline *self)
{
  g_return_if_fail (PHL_IS_ONLINE (self));

  phl_online_leave (self);
  _phl_online_clear_pending (self);
  drop_client (self);
  /* Read again at the next login, as after a restart. */
  g_clear_pointer (&self->games, g_ptr_array_unref);
  _phl_online_set_status (self, "", FALSE);
}

const char *
phl_online_get_status (PhlOnline *self)
{
  g_return_val_if_fail (PHL_IS_ONLINE (self), "");
  return self->status;
}

gboolean
phl_online_get_connected (PhlOnline *self)
{
  g_return_val_if_fail (PHL_IS_ONLINE (self), FALSE);
  return self->client != NULL && phl_xmpp_client_is_ready (self->client);
}

gboolean
phl_online_get_active (PhlOnline *self)
{
  g_return_val_if_fail (PHL_IS_ONLINE (self), FALSE);
  return self->host != NULL || self->guest != NULL;
}

static void
phl_online_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  PhlOnline *self = PHL_ONLINE (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_online_dispose (GObject *object)
{
  PhlOnline *self = PHL_ONLINE (object);

  g_cancellable_cancel (self->cancellable);
  /* The window may outlive us for a moment: its menu must not call us. */
  if (self->window != NULL && self->actions != NULL)
    gtk_widget_insert_action_group (GTK_WIDGET (self->window), "online", NULL);
  phl_online_leave (self);
  _phl_online_clear_pending (self);
  drop_client (self);
  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (phl_online_parent_class)->dispose (object);
}

static void
phl_online_finalize (GObject *object)
{
  PhlOnline *self = PHL_ONLINE (object);

  g_free (self->address);
  g_free (self->status);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_hash_table_unref (self->invited_rooms);
  g_clear_object (&self->actions);
  G_OBJECT_CLASS (phl_online_parent_class)->finalize (object);
}

static void
phl_online_class_init (PhlOnlineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = phl_online_get_property;
  object_class->dispose = phl_online_dispose;
  object_class->finalize = phl_online_finalize;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A line of chat: who (a nick, or "You"), what. */
  signals[SIGNAL_CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                       G_TYPE_STRING, G_TYPE_STRING);
  /* The kept online games changed, or whose turn it is in the hosted one. */
  signals[SIGNAL_GAMES_CHANGED] = g_signal_new ("games-changed", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 0);
}

static void
phl_online_init (PhlOnline *self)
{
  self->cancellable = g_cancellable_new ();
  self->status = g_strdup ("");
  self->invited_rooms = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

PhlOnline *
phl_online_new (PhlWindow *window,
                GSettings *settings)
{
  PhlOnline *self = g_object_new (PHL_TYPE_ONLINE, NULL);

  self->window = window;
  self->settings = g_object_ref (settings);
  _phl_online_add_actions (self);
  return self;
}
