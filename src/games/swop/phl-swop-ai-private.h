/* phl-swop-ai-private.h — the hard player's ranking and a quick policy,
 * for the expert's search (phl-swop-expert.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "swop/phl-swop-ai.h"

G_BEGIN_DECLS

/* The hard player's actions for the seat to act, best first by its value
 * (equal values in reading order, so the ranking depends on the position
 * alone): at most @max_actions of its candidate swaps (each Swop chip
 * choice apart), or every catch-up pick.  Returns how many. */
guint     phl_swop_ai_rank            (const PhlSwopState *state,
                                       PhlSwopAction      *actions,
                                       guint               max_actions);
/* The same ranked by the points of the swap less what it spends, without
 * looking at the reply: a fraction of the cost, for the search's rarely
 * visited nodes. */
guint     phl_swop_ai_rank_quick      (const PhlSwopState *state,
                                       PhlSwopAction      *actions,
                                       guint               max_actions);
/* A playout's action: the swap worth most now (points less the chips and
 * cube spent, ties broken with @rng), normal's pick.  FALSE when over. */
gboolean  phl_swop_ai_playout_action  (const PhlSwopState *state,
                                       GRand              *rng,
                                       PhlSwopAction      *action);

G_END_DECLS
