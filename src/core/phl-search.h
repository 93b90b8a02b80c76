/* phl-search.h — the expert's search: information-set Monte Carlo tree search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): every
 * iteration deals the hidden part of the position anew from what the seat
 * to act may know (PhlGameRules.determinize), walks one shared tree whose
 * nodes are keyed by action text, plays the rest out with the game's
 * PhlSearchHooks (or its hard player) and backs the result up.  The search
 * sees the real position only through determinize(), current_seat() and
 * is_over(), so it decides from the seat's knowledge alone.
 */
#pragma once

#include "phl-ai.h"

G_BEGIN_DECLS

/* Figures of one search, for benchmarks and tests. */
typedef struct
{
  guint  iterations;
  guint  nodes;          /* tree nodes made, the root included */
  guint  max_depth;      /* deepest tree node reached */
  gint64 cpu_us;         /* the thinking thread's CPU time */
  gint64 wall_us;
} PhlSearchStats;

/* The tree stops growing at this many nodes (playouts go on from its
 * leaves), so a long think has a bounded memory. */
#define PHL_SEARCH_MAX_NODES 200000

/* The UCT exploration constant when the game's hooks leave it 0. */
#define PHL_SEARCH_DEFAULT_EXPLORATION 0.7

/* The action of the seat to act in @state after searching within @budget
 * (NULL: PHL_AI_DEFAULT_THINK_MS), drawing every random choice from @rng.
 * With the same @rng state and budget->max_iterations the same action.
 * NULL when the game is over or budget->cancellable was cancelled.
 * @stats may be NULL. */
char *phl_search_choose (const PhlGameRules *rules,
                         gconstpointer       state,
                         GRand              *rng,
                         const PhlAiBudget  *budget,
                         PhlSearchStats     *stats);

/* The reward of each seat in a finished game, in [0, 1]: its share of the
 * win (ties split) weighed 0.9, and 0.1 for its score margin over the best
 * other seat, so that a lost game still prefers more points. */
void  phl_search_final_rewards (const PhlGameRules *rules,
                                gconstpointer       state,
                                double             *rewards);

G_END_DECLS
