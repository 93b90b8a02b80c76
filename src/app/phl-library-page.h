/* phl-library-page.h — the first page: the games, Continue, recent games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-recent-games.h"
#include "phl-stats.h"

G_BEGIN_DECLS

#define PHL_TYPE_LIBRARY_PAGE (phl_library_page_get_type ())

G_DECLARE_FINAL_TYPE (PhlLibraryPage, phl_library_page, PHL, LIBRARY_PAGE, GtkWidget)

void phl_library_page_set_stats    (PhlLibraryPage *self,
                                    PhlStats       *stats);
/* Lists the finished games @recent keeps, per game. */
void phl_library_page_set_recent_games (PhlLibraryPage *self,
                                        PhlRecentGames *recent);
void phl_library_page_refresh_recent   (PhlLibraryPage *self);
/* The games in progress, one row each, in the order added (newest first). */
void phl_library_page_clear_unfinished (PhlLibraryPage *self);
void phl_library_page_add_unfinished   (PhlLibraryPage *self,
                                        const char     *path,
                                        const char     *title,
                                        const char     *subtitle);
void phl_library_page_add_online       (PhlLibraryPage *self,
                                        const char     *continue_action,
                                        const char     *delete_action,
                                        const char     *target,
                                        const char     *title,
                                        const char     *subtitle);
void phl_library_page_scroll_to_top    (PhlLibraryPage *self);
/* Gives the keyboard focus to the card of @game_id. */
void phl_library_page_focus_game   (PhlLibraryPage *self,
                                    const char     *game_id);

G_END_DECLS
