/* phl-window-private.h — what the window's other files share with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-info.h"
#include "phl-library-page.h"
#include "phl-window.h"

G_BEGIN_DECLS

/* Plays @match as a new game would start: asks first when it would
 * replace a game in progress (phl-window.c). */
void _phl_window_play_or_ask   (PhlWindow  *self,
                                PhlMatch   *match);
/* Plays on the game in progress saved at @path, in the same file
 * (phl-window.c). */
void _phl_window_continue_from (PhlWindow  *self,
                                const char *path);
/* The library's list of games in progress, read again (phl-window.c). */
void _phl_window_refresh_continue (PhlWindow *self);
/* @toast shown over the window (phl-window.c). */
void _phl_window_add_toast     (PhlWindow  *self,
                                AdwToast   *toast);
/* A short message in a toast (phl-window.c). */
void _phl_window_show_toast    (PhlWindow  *self,
                                const char *message);

/* The match on screen becomes @match (NULL: none), followed for the
 * actions and the save banner; nothing is shown yet (phl-window.c). */
void _phl_window_set_match     (PhlWindow  *self,
                                PhlMatch   *match);
/* Leaving the game on screen: it stays in the autosave for Continue, and
 * the player is told what could not be saved (phl-window.c). */
void _phl_window_save_before_leaving (PhlWindow *self);
/* @match on the game's screen under @title; returns the new view, made
 * with the settings bound to it (phl-window.c). */
GtkWidget *_phl_window_show_view (PhlWindow         *self,
                                  const PhlGameInfo *info,
                                  PhlMatch          *match,
                                  const char        *title);
GtkWidget *_phl_window_get_game_view (PhlWindow *self);
/* @match, played online (phl-online.c), on the game's screen; autosaved
 * when @autosave (the host's whole match, not a seat's view), in a file
 * of its own as any game in progress.  Returns the new view
 * (phl-window-unfinished.c). */
GtkWidget *_phl_window_play_online (PhlWindow *self,
                                    PhlMatch  *match,
                                    gboolean   autosave);

/* @child on the game's screen under @title (phl-window.c). */
void _phl_window_show_page (PhlWindow  *self,
                            const char *title,
                            GtkWidget  *child);

PhlLibraryPage *_phl_window_get_library_page (PhlWindow *self);
/* The library's row of @saved, autosaved at @path, when it is a game
 * hosted online, marked so, with whose turn it is; FALSE when it is not
 * one (phl-window-unfinished.c). */
gboolean _phl_window_add_hosted_row  (PhlWindow  *self,
                                      PhlMatch   *saved,
                                      const char *path,
                                      const char *title,
                                      const char *date);
/* The library's rows of the online games we have a seat in. */
void     _phl_window_add_joined_rows (PhlWindow  *self);

/* Learn to Play and replays (phl-window-aside.c): win.learn (s),
 * win.replay (s), win.replay-game and win.review-game. */
void _phl_window_class_add_aside_actions (GtkWidgetClass *widget_class);

/* Open… and Save As… (phl-window-files.c): win.open, win.open-file (s),
 * win.save-as and win.save-as-file (s). */
void _phl_window_class_add_file_actions (GtkWidgetClass *widget_class);

/* The games in progress (phl-window-unfinished.c): win.continue,
 * win.continue-game (s), win.delete-unfinished (s) and
 * win.undo-delete-unfinished. */
void _phl_window_class_add_unfinished_actions (GtkWidgetClass *widget_class);

G_END_DECLS
