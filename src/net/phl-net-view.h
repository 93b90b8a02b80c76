/* phl-net-view.h — what a seat of an online game is sent of the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view is a copy of the match in which everything the seat may not
 * know was dealt anew (the engine's determinize() with a fresh
 * generator), written as a position file with [Match] Over= and
 * Actions= (docs/online.md, "What a joiner holds, and why").
 */
#pragma once

#include "phl-match.h"

G_BEGIN_DECLS

/* @seat's view of @state, a state of @match (or one the host's clock
 * shows ahead of it) after @n_actions actions. */
char     *phl_net_view_text             (PhlMatch      *match,
                                         gconstpointer  state,
                                         guint          n_actions,
                                         guint          seat);
/* Whether views of @match can be sent: the view of the seat to act
 * loads back with the same legal actions.  A game whose positions hold
 * no game in progress fails this and cannot be played online. */
gboolean  phl_net_match_views_hold_play (PhlMatch      *match);

G_END_DECLS
