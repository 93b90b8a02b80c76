/* phl-online-games.h — the online games this person hosts or has a seat in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small key file in the user data folder ("online-games.ini") remembers,
 * for each online game in progress, what the app needs to go back to it
 * after a restart: the room, the game, and either (hosted) the autosave
 * holding the whole match and the friends' addresses by seat, or (a seat)
 * the host, our seat and, for the library, the seats' names and whose
 * turn it was at the last view.  No password and nothing hidden: the
 * host's match stays in its autosave, a seat's view is not kept.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  PHL_ONLINE_GAME_HOSTED,
  PHL_ONLINE_GAME_JOINED,
} PhlOnlineGameRole;

typedef struct
{
  PhlOnlineGameRole role;
  char   *room;       /* the room's full address */
  char   *game_id;
  /* Hosted: the match's autosave, and each seat's address ("" when the
   * seat is not online); one entry per seat. */
  char   *autosave;
  GStrv   friends;
  /* Joined: the host's address, our seat (0-based), the seats' names and
   * the seat to act at the last view (-1: unknown or over). */
  char   *host;
  int     seat;
  GStrv   names;
  int     turn;
} PhlOnlineGame;

PhlOnlineGame *phl_online_game_new  (PhlOnlineGameRole  role,
                                     const char        *room,
                                     const char        *game_id);
void           phl_online_game_free (PhlOnlineGame     *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlOnlineGame, phl_online_game_free)

/* The file in the user data folder. */
char          *phl_online_games_path   (void);
/* The games in @path (a missing file: none), in the file's order.  A
 * malformed file fails with "FILE:LINE: [Group] Key: what is wrong". */
GPtrArray     *phl_online_games_load   (const char  *path,
                                        GError     **error);
/* Writes @games (of PhlOnlineGame) to @path atomically. */
gboolean       phl_online_games_save   (const char  *path,
                                        GPtrArray   *games,
                                        GError     **error);
/* The game in @games at @room (case-blind), or NULL. */
PhlOnlineGame *phl_online_games_find   (GPtrArray   *games,
                                        const char  *room);
/* The hosted game whose match is autosaved at @autosave, or NULL. */
PhlOnlineGame *phl_online_games_find_autosave (GPtrArray  *games,
                                               const char *autosave);

G_END_DECLS
