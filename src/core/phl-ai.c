/* phl-ai.c — the computer's move at any level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-ai.h"

/* FIXME (issue 16): expert plays as hard until phl-search.c lands. */
char *
phl_ai_choose (const PhlGameRules *rules,
               gconstpointer       state,
               const PhlAiLevel   *levels,
               GRand              *rng,
               const PhlAiBudget  *budget)
{
  PhlAiLevel engine_levels[PHL_MAX_SEATS];

  g_return_val_if_fail (rules != NULL && state != NULL && levels != NULL && rng != NULL, NULL);

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    engine_levels[i] = MIN (levels[i], PHL_AI_HARD);
  if (rules->is_over (state))
    return NULL;
  return rules->choose_action (state, engine_levels, rng);
}
