/* phl-recent-games.h — the saves of the last finished games, for replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK-free: a folder of ordinary saves (docs/save-format.md), one per finished
 * game, named by the time the game ended.  What the library lists (game,
 * date, players, result) is read from the saves themselves; there is no
 * index beside them that could go stale.
 */
#pragma once

#include <gio/gio.h>

#include "phl-match.h"

G_BEGIN_DECLS

/* How many games are kept: older ones are removed. */
#define PHL_RECENT_GAMES_MAX 100

typedef struct
{
  char      *path;
  char      *game_id;
  /* When the game ended (from the file's name, else its modification
   * time), in local time. */
  GDateTime *date;
  guint      n_players;
  PhlSeat    seats[PHL_MAX_SEATS];
  int        scores[PHL_MAX_SEATS];
  /* Bit i set when seat i is among the winners. */
  guint      winners;
} PhlRecentGame;

PhlRecentGame *phl_recent_game_ref   (PhlRecentGame *game);
void           phl_recent_game_unref (PhlRecentGame *game);
/* "Ann, Bob (computer, hard)" */
char          *phl_recent_game_describe_players (const PhlRecentGame *game);
/* "Ann won · Ann 41, Bob 33" */
char          *phl_recent_game_describe_result  (const PhlRecentGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlRecentGame, phl_recent_game_unref)

#define PHL_TYPE_RECENT_GAMES (phl_recent_games_get_type ())

G_DECLARE_FINAL_TYPE (PhlRecentGames, phl_recent_games, PHL, RECENT_GAMES, GObject)

/* The default folder: $XDG_DATA_HOME/philatelia/recent. */
char           *phl_recent_games_default_dir (void);

/* A store in @dir (created when the first game is kept). */
PhlRecentGames *phl_recent_games_new         (const char      *dir);
const char     *phl_recent_games_get_dir     (PhlRecentGames  *self);
/* Off: finished games are not kept (the ones kept stay). */
void            phl_recent_games_set_enabled (PhlRecentGames  *self,
                                              gboolean         enabled);
gboolean        phl_recent_games_get_enabled (PhlRecentGames  *self);

/* Keeps @match, which must be over, as a new save (written atomically)
 * and removes the oldest *.philatelia files of the folder beyond
 * PHL_RECENT_GAMES_MAX (by the time in their names, else their own).  Returns the new
 * file's path; NULL with @error unset when the store is off. */
char           *phl_recent_games_add         (PhlRecentGames  *self,
                                              PhlMatch        *match,
                                              GError         **error);
/* The games kept of @game_id (NULL: of every game), newest first, as
 * PhlRecentGame references.  A file that cannot be read is left out. */
GPtrArray      *phl_recent_games_list        (PhlRecentGames  *self,
                                              const char      *game_id);
/* The same in a worker thread (reading many saves takes a moment). */
void            phl_recent_games_list_async  (PhlRecentGames      *self,
                                              const char          *game_id,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
GPtrArray      *phl_recent_games_list_finish (PhlRecentGames      *self,
                                              GAsyncResult        *result,
                                              GError             **error);

G_END_DECLS
