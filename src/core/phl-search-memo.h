/* phl-search-memo.h — remembers a game's search candidates per position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expert's search asks a game's PhlSearchHooks.candidates at every
 * tree node of every iteration, and a game's good candidates (its hard
 * player's ranking) cost far more than a playout step.  A game whose
 * candidates are a pure function of what the seat to act may know packs
 * exactly that into a key and keeps the answer here: per thread (the
 * searches of different threads never share), bounded in size, so the
 * same key always gives the same answer and the search stays
 * reproducible.  It also keeps the seat a search thinks for, which the
 * hooks' arguments do not say.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Entries a thread keeps before it forgets them all. */
#define PHL_SEARCH_MEMO_MAX_ENTRIES 4096

/* A new array of copies of the actions remembered for @key (@len bytes)
 * in @game's memo, or NULL when there are none.  What is remembered must
 * depend on the key alone (never on how often it was asked), so that a
 * search decides the same way whatever earlier searches left here. */
GPtrArray *phl_search_memo_lookup (const char    *game,
                                   gconstpointer  key,
                                   gsize          len);
/* Remembers a copy of @actions (strings) for @key in @game's memo. */
void       phl_search_memo_store  (const char    *game,
                                   gconstpointer  key,
                                   gsize          len,
                                   GPtrArray     *actions);
/* The seat a search on this thread thinks for, set by phl_search_choose()
 * as it starts, so that a game's candidates can weigh the other seats'
 * choices more narrowly.  -1 before any. */
void       phl_search_memo_set_seat (int            seat);
int        phl_search_memo_get_seat (void);
/* Cuts @actions (best first) to @max_actions, or to @others_max when
 * @seat_to_act is not the seat the search thinks for.  Returns @actions. */
GPtrArray *phl_search_memo_limit    (GPtrArray     *actions,
                                     int            seat_to_act,
                                     guint          max_actions,
                                     guint          others_max);
/* Forgets this thread's entries (tests, benchmarks). */
void       phl_search_memo_clear  (void);

G_END_DECLS
