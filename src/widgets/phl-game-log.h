/* phl-game-log.h — what happened in the game, from its first move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PHL_TYPE_GAME_LOG (phl_game_log_get_type ())
G_DECLARE_FINAL_TYPE (PhlGameLog, phl_game_log, PHL, GAME_LOG, GtkWidget)

GtkWidget  *phl_game_log_new             (void);
/* An entry: @seat that acted (a marker in its colour), -1 for the game
 * itself.  @text wraps; it is never cut.  An empty or NULL @text (a
 * change that tells this viewer nothing) adds no line. */
void        phl_game_log_append          (PhlGameLog    *self,
                                          int            seat,
                                          const char    *text);
/* A line of chat (online play): who said it and what, set apart from
 * the game's own entries. */
void        phl_game_log_append_chat     (PhlGameLog    *self,
                                          const char    *who,
                                          const char    *text);
/* A heading for a round, a day, an auction ("Day 2"). */
void        phl_game_log_append_heading  (PhlGameLog    *self,
                                          const char    *text);
void        phl_game_log_clear           (PhlGameLog    *self);
/* The seats' colours for the markers (a default palette otherwise). */
void        phl_game_log_set_seat_color  (PhlGameLog    *self,
                                          guint          seat,
                                          const GdkRGBA *color);

/* Entries and headings, in order. */
guint       phl_game_log_get_n_entries   (PhlGameLog    *self);
const char *phl_game_log_get_entry_text  (PhlGameLog    *self,
                                          guint          index);
/* Whether the entry at @index is a heading. */
gboolean    phl_game_log_get_entry_is_heading (PhlGameLog *self,
                                          guint          index);
/* TRUE while the log follows new entries (the player has not scrolled up). */
gboolean    phl_game_log_get_following   (PhlGameLog    *self);
/* Back to the newest entry, following again. */
void        phl_game_log_scroll_to_end   (PhlGameLog    *self);
/* The scrolled window's vertical adjustment (tests, keyboard scrolling). */
GtkAdjustment *phl_game_log_get_vadjustment (PhlGameLog *self);

G_END_DECLS
