/* phl-ai.h — the computer's move at any level: the one door for every caller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The runner, the hint, the review, the command line and the balance
 * simulation all ask here.  Easy, normal and hard are the engine's own
 * choose_action(); expert searches (phl-search.h) with the engine's hard
 * player as its guide.
 */
#pragma once

#include <gio/gio.h>

#include "phl-game-rules.h"

G_BEGIN_DECLS

/* About a second on one core, as the players expect of a thinking
 * opponent; the animation-speed setting may shorten it. */
#define PHL_AI_DEFAULT_THINK_MS 1000

/* Declared in phl-game-rules.h, for PhlSearchHooks.table_action. */
struct _PhlAiBudget
{
  /* The expert's budget per decision in milliseconds of the thinking
   * thread's CPU time; 0 means PHL_AI_DEFAULT_THINK_MS. */
  guint         think_ms;
  /* Cancelled when the game moves on: the search stops and
   * phl_ai_choose() returns NULL.  May be NULL. */
  GCancellable *cancellable;
  /* When not 0, the search stops after this many iterations instead of
   * watching the clock, so tests decide the same way on every machine. */
  guint         max_iterations;
};

/* The action of the seat to act in @state at its level in @levels (one
 * per seat), from what that seat may know.  @rng is the computer's own
 * generator, never the match's.  @budget may be NULL (the default).
 * NULL when the game is over or the budget was cancelled. */
char *phl_ai_choose (const PhlGameRules *rules,
                     gconstpointer       state,
                     const PhlAiLevel   *levels,
                     GRand              *rng,
                     const PhlAiBudget  *budget);

/* PhlAiLevel as a GEnum, for properties (a view's hint level). */
#define PHL_TYPE_AI_LEVEL (phl_ai_level_get_type ())
GType phl_ai_level_get_type (void) G_GNUC_CONST;

/* The level as a word in the current language, lower case ("hard",
 * "expert"), for the texts that name a computer's level. */
const char *phl_ai_level_describe (PhlAiLevel level);

G_END_DECLS
