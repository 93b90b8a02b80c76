/* phl-game-info.c — the games as the library and dialogs show them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-game-info"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"

#include "phl-games.h"

/* Each game's view folder defines phl_<id>_game_info. */
#define DECLARE_INFO(id) extern const PhlGameInfo phl_##id##_game_info;
PHL_GAMES (DECLARE_INFO)

#define LIST_INFO(id) &phl_##id##_game_info,
static const PhlGameInfo *all_info[] = {
  PHL_GAMES (LIST_INFO)
  NULL,
};

const PhlGameInfo * const *
phl_game_info_all (void)
{
  return all_info;
}

const PhlGameInfo *
phl_game_info_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; all_info[i] != NULL; i++)
    if (g_str_equal (all_info[i]->id, id))
      return all_info[i];
  return NULL;
}

const PhlGameInfo *
phl_game_info_with_editor (void)
{
  for (guint i = 0; all_info[i] != NULL; i++)
    if (all_info[i]->decks != NULL && all_info[i]->decks->open_editor != NULL)
      return all_info[i];
  return NULL;
}

void
phl_game_info_get_variant_players (const PhlGameInfo    *info,
                                   const PhlGameVariant *variant,
                                   guint                *min_players,
                                   guint                *max_players)
{
  const PhlGameRules *rules = phl_game_rules_lookup (info->id);

  *min_players = 1;
  *max_players = PHL_MAX_SEATS;
  if (rules != NULL)
    phl_game_rules_get_variant_players (rules, variant->id, min_players, max_players);
}

char *
phl_game_info_players (const PhlGameInfo *info)
{
  guint min = G_MAXUINT, max = 0;

  for (const PhlGameVariant *v = info->variants; v->id != NULL; v++)
    {
      guint v_min, v_max;

      phl_game_info_get_variant_players (info, v, &v_min, &v_max);
      min = MIN (min, v_min);
      max = MAX (max, v_max);
    }
  if (min == max)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", max), max);
  /* Translators: a range of player counts, e.g. "2–4 players" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u–%u player", "%u–%u players", max), min, max);
}

gboolean
phl_game_info_playable (const PhlGameInfo *info)
{
  return info->create_view != NULL && phl_game_rules_lookup (info->id) != NULL;
}
