/* phl-online-kept.c — the online games kept for after a restart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games this person hosts or has a seat in are kept in
 * online-games.ini (phl-online-games.c) as they start and change, and
 * forgotten when they end.  Continue goes back to one: a hosted game's
 * match from its autosave, hosted again in its room; a seat, entered
 * again, "Waiting for the host" until the host's view comes
 * (docs/online.md, "In the app").
 */
#define G_LOG_DOMAIN "phl-online"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "phl-online-games.h"
#include "phl-online-private.h"
#include "phl-unfinished-games.h"
#include "phl-window-private.h"

/* The list, read once; a file that cannot be read is kept aside under
 * another name (so that it is not overwritten) and the person told. */
GPtrArray *
_phl_online_games (PhlOnline *self)
{
  g_autofree char *path = phl_online_games_path ();
  g_autoptr(GError) error = NULL;

  if (self->games != NULL)
    return self->games;
  self->games = phl_online_games_load (path, &error);
  if (self->games == NULL)
    {
      g_autofree char *aside = g_strconcat (path, ".broken", NULL);

      g_rename (path, aside);
      _phl_window_show_toast (self->window, error->message);
      self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_online_game_free);
    }
  /* A hosted game whose autosave went (it ended while off screen, or
   * was deleted by hand) is over. */
  for (guint i = self->games->len; i-- > 0;)
    {
      PhlOnlineGame *game = g_ptr_array_index (self->games, i);

      if (game->role == PHL_ONLINE_GAME_HOSTED && !g_file_test (game->autosave, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_remove_index (self->games, i);
    }
  return self->games;
}

void
_phl_online_save_games (PhlOnline *self)
{
  g_autofree char *path = phl_online_games_path ();
  g_autoptr(GError) error = NULL;

  if (!phl_online_games_save (path, _phl_online_games (self), &error))
    _phl_window_show_toast (self->window, error->message);
  g_signal_emit_by_name (self, "games-changed");
}

void
_phl_online_forget_game (PhlOnline  *self,
             const char *room)
{
  PhlOnlineGame *game = phl_online_games_find (_phl_online_games (self), room);

  if (game == NULL)
    return;
  g_ptr_array_remove (self->games, game);
  _phl_online_save_games (self);
}

/* The hosted game is kept, with its room and its autosave, for after a
 * restart (its room's full address is known once it is entered). */
void
_phl_online_remember_hosted (PhlOnline *self)
{
  PhlMatch *match = phl_net_host_get_match (self->host);
  const char *room = phl_net_host_get_room (self->host);
  const char *autosave = phl_match_get_autosave_path (match);
  guint n = phl_match_get_n_seats (match);
  PhlOnlineGame *game;

  if (autosave == NULL || phl_online_games_find (_phl_online_games (self), room) != NULL)
    return;
  game = phl_online_game_new (PHL_ONLINE_GAME_HOSTED, room, phl_match_get_rules (match)->id);
  game->autosave = g_strdup (autosave);
  game->friends = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    game->friends[i] = g_strdup (phl_net_host_get_seat_address (self->host, i) ?: "");
  g_ptr_array_add (self->games, game);
  _phl_online_save_games (self);
}

/* Our seat in the game is kept for after a restart, with the seats'
 * names and whose turn it is for the library; forgotten once over. */
void
_phl_online_remember_joined (PhlOnline *self,
                 PhlMatch  *match)
{
  const char *room = phl_net_guest_get_room (self->guest);
  PhlOnlineGame *game = phl_online_games_find (_phl_online_games (self), room);
  guint n = phl_match_get_n_seats (match);
  int turn = phl_match_is_over (match) ? -1 : phl_match_get_current_seat (match);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) seat_names = NULL;

  if (phl_match_is_over (match))
    {
      _phl_online_forget_game (self, room);
      return;
    }
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (names, phl_match_get_seat (match, i)->name);
  seat_names = g_strv_builder_end (names);
  if (game != NULL && game->seat == phl_net_guest_get_seat (self->guest) && game->turn == turn
      && g_strv_equal ((const char * const *) game->names, (const char * const *) seat_names))
    return;
  if (game == NULL)
    {
      game = phl_online_game_new (PHL_ONLINE_GAME_JOINED, room, phl_match_get_rules (match)->id);
      g_ptr_array_add (self->games, game);
    }
  g_free (game->host);
  game->host = g_strdup (self->guest_host != NULL ? self->guest_host : "");
  game->seat = phl_net_guest_get_seat (self->guest);
  game->turn = turn;
  g_strfreev (game->names);
  game->names = g_steal_pointer (&seat_names);
  _phl_online_save_games (self);
}

/* The hosted match autosaved at @autosave, played on in its room. */
static PhlMatch *
load_hosted (PhlOnline     *self,
             PhlOnlineGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new_from_file (game->autosave, &error);

  if (match == NULL || phl_match_is_over (match)
      || g_strv_length (game->friends) != phl_match_get_n_seats (match))
    return NULL;
  phl_match_set_autosave_path (match, game->autosave);
  return g_steal_pointer (&match);
}

/* At start, with nothing else online: the hosted game played last goes
 * on in its room, off screen, so that the friends can play their turns;
 * Continue shows it (phl_online_resume_host()). */
void
_phl_online_resume_latest_hosted (PhlOnline *self)
{
  g_autoptr(GPtrArray) paths = phl_unfinished_games_list ();

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      PhlOnlineGame *game = phl_online_games_find_autosave (_phl_online_games (self), path);
      g_autoptr(PhlMatch) match = game != NULL ? load_hosted (self, game) : NULL;

      if (match != NULL)
        {
          _phl_online_start_hosting (self, match, game->friends, game->room, FALSE);
          return;
        }
    }
}

gboolean
phl_online_resume_host (PhlOnline  *self,
                        const char *autosave)
{
  PhlOnlineGame *game;
  g_autoptr(PhlMatch) match = NULL;

  g_return_val_if_fail (PHL_IS_ONLINE (self), FALSE);

  game = phl_online_games_find_autosave (_phl_online_games (self), autosave);
  if (game == NULL)
    return FALSE;
  /* Hosted already (since the start, or before the library): shown. */
  if (self->host != NULL && g_ascii_strcasecmp (phl_net_host_get_room (self->host), game->room) == 0)
    {
      _phl_online_show_hosted (self);
      return TRUE;
    }
  match = load_hosted (self, game);
  if (match == NULL)
    return FALSE;
  phl_online_leave (self);
  _phl_online_clear_pending (self);
  self->pending_match = g_object_ref (match);
  self->pending_addresses = g_strdupv (game->friends);
  self->pending_host_room = g_strdup (game->room);
  self->pending_shown = FALSE;
  /* On screen at once, the friends' seats waiting for the room. */
  _phl_online_show_hosted_match (self, match);
  _phl_online_set_status (self, _("Connecting…"), TRUE);
  phl_online_login (self);
  return TRUE;
}

/* "Waiting for the host" on the game's screen until the first view. */
static void
show_waiting (PhlOnline  *self,
              const char *game_id)
{
  const PhlGameInfo *info = phl_game_info_lookup (game_id);
  GtkWidget *page = adw_status_page_new ();

  _phl_window_save_before_leaving (self->window);
  _phl_window_set_match (self->window, NULL);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "network-workgroup-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Waiting for the host"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                   _("The game goes on where it was as soon as the host is online."));
  _phl_window_show_page (self->window, info != NULL ? _(info->name) : game_id, page);
}

void
phl_online_rejoin (PhlOnline  *self,
                   const char *room)
{
  PhlOnlineGame *game;

  g_return_if_fail (PHL_IS_ONLINE (self));

  game = phl_online_games_find (_phl_online_games (self), room);
  if (game == NULL || game->role != PHL_ONLINE_GAME_JOINED)
    return;
  if (self->guest != NULL && g_ascii_strcasecmp (phl_net_guest_get_room (self->guest), room) == 0
      && self->guest_match != NULL)
    {
      _phl_online_show_guest_view (self);
      return;
    }
  show_waiting (self, game->game_id);
  _phl_online_clear_pending (self);
  self->pending_room = g_strdup (game->room);
  self->pending_inviter = g_strdup (game->host);
  phl_online_login (self);
}

void
phl_online_forget (PhlOnline  *self,
                   const char *room)
{
  g_return_if_fail (PHL_IS_ONLINE (self));

  /* The friends in the room hear that the host ended the game. */
  if (self->host != NULL && g_ascii_strcasecmp (phl_net_host_get_room (self->host), room) == 0)
    phl_net_host_send_chat (self->host, _("The host ended this game."));
  if ((self->guest != NULL && g_ascii_strcasecmp (phl_net_guest_get_room (self->guest), room) == 0)
      || (self->host != NULL && g_ascii_strcasecmp (phl_net_host_get_room (self->host), room) == 0))
    phl_online_leave (self);
  _phl_online_forget_game (self, room);
}

GPtrArray *
phl_online_get_games (PhlOnline *self)
{
  g_return_val_if_fail (PHL_IS_ONLINE (self), NULL);
  return _phl_online_games (self);
}
