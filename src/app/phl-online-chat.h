/* phl-online-chat.h — the chat of an online game, in its game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a game is online (PhlOnline active), every line of chat joins the
 * game view's log with who said it (phl_game_view_add_chat()), is read
 * out to a screen reader, and an entry under the log sends a line to the
 * room.  The lines are kept for the whole online game, so a view built
 * anew (a seat's next view) shows them too.  Chat is public: every
 * viewer sees the same lines.
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-online.h"

G_BEGIN_DECLS

#define PHL_TYPE_ONLINE_CHAT (phl_online_chat_get_type ())

G_DECLARE_FINAL_TYPE (PhlOnlineChat, phl_online_chat, PHL, ONLINE_CHAT, GObject)

PhlOnlineChat *phl_online_chat_new    (PhlOnline     *online);
/* The game view now on screen (NULL or another widget: none). */
void           phl_online_chat_follow (PhlOnlineChat *self,
                                       GtkWidget     *view);

G_END_DECLS
