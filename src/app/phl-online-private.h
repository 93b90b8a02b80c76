/* phl-online-private.h — what the files of PhlOnline share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-online.c logs in, hosts and plays a seat; phl-online-kept.c keeps
 * the online games for after a restart and goes back to them;
 * phl-online-link.c shows invitations, opens xmpp: links and copies the
 * room's link.
 */
#pragma once

#include "phl-net-guest.h"
#include "phl-net-host.h"
#include "phl-online.h"

G_BEGIN_DECLS

struct _PhlOnline
{
  GObject        parent_instance;

  PhlWindow     *window;          /* owns us */
  GSettings     *settings;
  GCancellable  *cancellable;
  PhlXmppClient *client;
  char          *address;
  char          *status;

  /* What waits for the login. */
  PhlMatch      *pending_match;
  GStrv          pending_addresses;
  char          *pending_host_room;  /* resuming a hosted game: its room */
  gboolean       pending_shown;      /* the pending match goes on screen */
  char          *pending_room;
  char          *pending_inviter;
  /* Rooms we were invited to (lower case) and who invited us there:
   * their links join at once. */
  GHashTable    *invited_rooms;
  /* "online." on the window: copy-link (phl-online-link.c). */
  GSimpleActionGroup *actions;

  /* The online games kept for after a restart (phl-online-games.c). */
  GPtrArray     *games;

  PhlNetHost    *host;
  PhlNetGuest   *guest;
  PhlMatch      *guest_match;     /* the view on screen, as a match */
  char          *guest_host;      /* who invited us: the host's address */
};

/* phl-online.c */
void       _phl_online_set_status        (PhlOnline  *self,
                                          const char *status,
                                          gboolean    toast);
void       _phl_online_notify            (PhlOnline  *self,
                                          const char *id,
                                          const char *title,
                                          const char *body);
void       _phl_online_clear_pending     (PhlOnline  *self);
/* Enters @room as a seat; @inviter (the host) may be NULL. */
void       _phl_online_start_joining     (PhlOnline  *self,
                                          const char *room,
                                          const char *inviter);
void       _phl_online_show_hosted_match (PhlOnline  *self,
                                          PhlMatch   *match);
void       _phl_online_show_hosted       (PhlOnline  *self);
void       _phl_online_show_guest_view   (PhlOnline  *self);
/* Hosts @match in @room (NULL: a new one); on screen when @shown. */
void       _phl_online_start_hosting     (PhlOnline  *self,
                                          PhlMatch   *match,
                                          char      **addresses,
                                          const char *room,
                                          gboolean    shown);

/* phl-online-kept.c */
/* The kept games, read once (a file that cannot be read is set aside). */
GPtrArray *_phl_online_games             (PhlOnline  *self);
void       _phl_online_save_games        (PhlOnline  *self);
void       _phl_online_forget_game       (PhlOnline  *self,
                                          const char *room);
/* The game being hosted, kept once its room is entered. */
void       _phl_online_remember_hosted   (PhlOnline  *self);
/* Our seat, kept with whose turn it is at @match (the view on screen). */
void       _phl_online_remember_joined   (PhlOnline  *self,
                                          PhlMatch   *match);
/* At login with nothing else online: the hosted game played last goes on. */
void       _phl_online_resume_latest_hosted (PhlOnline *self);

/* phl-online-link.c */
/* online.copy-link on the window. */
void       _phl_online_add_actions       (PhlOnline  *self);
void       _phl_online_update_actions    (PhlOnline  *self);
/* An invitation to a room (any other message is not ours). */
void       _phl_online_on_client_message (PhlXmppClient *client,
                                          xmpp_stanza_t *stanza,
                                          PhlOnline     *self);

G_END_DECLS
