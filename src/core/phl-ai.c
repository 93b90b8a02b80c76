/* phl-ai.c — the computer's move at any level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-ai.h"
#include "phl-search.h"

char *
phl_ai_choose (const PhlGameRules *rules,
               gconstpointer       state,
               const PhlAiLevel   *levels,
               GRand              *rng,
               const PhlAiBudget  *budget)
{
  PhlAiLevel engine_levels[PHL_MAX_SEATS];
  int seat;

  g_return_val_if_fail (rules != NULL && state != NULL && levels != NULL && rng != NULL, NULL);

  if (rules->is_over (state))
    return NULL;
  if (budget != NULL && g_cancellable_is_cancelled (budget->cancellable))
    return NULL;
  /* A decision others may take part in (the auction's bell) is the
   * game's to share out among the seats, experts included. */
  if (rules->search != NULL && rules->search->table_action != NULL)
    for (guint i = 0; i < rules->n_players (state) && i < PHL_MAX_SEATS; i++)
      if (levels[i] == PHL_AI_EXPERT)
        {
          char *action = rules->search->table_action (state, levels, rng, budget);

          if (action != NULL || (budget != NULL && g_cancellable_is_cancelled (budget->cancellable)))
            return action;
          break;
        }
  seat = rules->current_seat (state);
  if (seat >= 0 && seat < PHL_MAX_SEATS && levels[seat] == PHL_AI_EXPERT)
    return phl_search_choose (rules, state, rng, budget, NULL);

  /* The engines know easy, normal and hard; an expert seat that is not the
   * one to act (a countdown everyone may ring in) plays as hard there. */
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    engine_levels[i] = MIN (levels[i], PHL_AI_HARD);
  return rules->choose_action (state, engine_levels, rng);
}

G_DEFINE_ENUM_TYPE (PhlAiLevel, phl_ai_level,
                    G_DEFINE_ENUM_VALUE (PHL_AI_EASY, "easy"),
                    G_DEFINE_ENUM_VALUE (PHL_AI_NORMAL, "normal"),
                    G_DEFINE_ENUM_VALUE (PHL_AI_HARD, "hard"),
                    G_DEFINE_ENUM_VALUE (PHL_AI_EXPERT, "expert"))

const char *
phl_ai_level_describe (PhlAiLevel level)
{
  switch (level)
    {
    case PHL_AI_EASY:
      return _("easy");
    case PHL_AI_NORMAL:
      return _("normal");
    case PHL_AI_HARD:
      return _("hard");
    case PHL_AI_EXPERT:
    default:
      /* Translators: the computer level that searches, as in "Computer · expert" */
      return _("expert");
    }
}
