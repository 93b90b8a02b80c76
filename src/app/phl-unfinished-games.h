/* phl-unfinished-games.h — the games in progress, one autosave each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder of the autosaves: the application's state folder. */
char      *phl_unfinished_games_dir      (void);
/* A path no game uses yet for a new game of @game_id. */
char      *phl_unfinished_games_new_path (const char *game_id);
/* The paths of every autosave in the folder, the latest written first. */
GPtrArray *phl_unfinished_games_list     (void);

G_END_DECLS
