/* phl-game-info.c — the four games as the library and dialogs show them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-game-info"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"

#include "auction/view/phl-auction-view.h"
#include "stamps/view/phl-stamps-view.h"
#include "stampswap/view/phl-stampswap-view.h"
#include "swop/view/phl-swop-view.h"

static const PhlGameVariant stampswap_variants[] = {
  { "standard", N_("Standard") },
  { "solo", N_("Solo score attack") },
  { NULL }
};

static const PhlGameVariant swop_variants[] = {
  { "basic", N_("Basic game") },
  { "master", N_("Master level") },
  { "team", N_("Team game") },
  { "solo", N_("Solo game") },
  { NULL }
};

static const PhlGameOption swop_options[] = {
  { "neat", N_("Neat setup"), N_("Each colour once per row, six different white numbers"), "master" },
  { "takebacks", N_("Take back cubes"), N_("Take back one spent cube on reaching 17 and 31"), "solo" },
  { "master", N_("Colour cubes"), N_("Play the team game with the master level’s colour cubes"), "team" },
  { NULL }
};

static const PhlGameVariant stamps_variants[] = {
  { "standard", N_("Standard") },
  { NULL }
};

static const PhlGameVariant auction_variants[] = {
  { "standard", N_("Standard") },
  { NULL }
};

static const PhlGameOption auction_options[] = {
  { "sealed", N_("Sealed bids"),
    N_("Everyone sets in advance the price at which they ring: no quick reflexes needed"), NULL },
  { NULL }
};

static const PhlGameOption no_options[] = { { NULL } };

static const PhlGameInfo stampswap_info = {
  .id = "stampswap",
  .name = N_("Stamp Swap"),
  .description = N_("Draft stamps at the convention, cut them into piles for your rivals "
                    "to choose from, and fill your album to win the contests."),
  .variants = stampswap_variants,
  .options = no_options,
  .uses_decks = TRUE,
  .cover = &phl_game_cover_stampswap,
  .create_view = phl_stampswap_view_new,
};

static const PhlGameInfo swop_info = {
  .id = "swop",
  .name = N_("SWOP"),
  .description = N_("Swap any two dice on the board to line up sets and straights; "
                    "a run of six is a Swop."),
  .variants = swop_variants,
  .options = swop_options,
  .cover = &phl_game_cover_swop,
  .create_view = phl_swop_view_new,
};

static const PhlGameInfo stamps_info = {
  .id = "stamps",
  .name = N_("STAMPS"),
  .description = N_("Place stamps on a shared grid and bracket rows of other colours "
                    "to move your markers up the score tableau."),
  .variants = stamps_variants,
  .options = no_options,
  .cover = &phl_game_cover_stamps,
  .create_view = phl_stamps_view_new,
};

static const PhlGameInfo auction_info = {
  .id = "auction",
  .name = N_("Stamp Auction"),
  .description = N_("Ring the bell as the price falls, then sell sets of stamps to Andorra, "
                    "Liechtenstein and Monaco for first day postmarks."),
  .variants = auction_variants,
  .options = auction_options,
  .cover = &phl_game_cover_auction,
  .create_view = phl_auction_view_new,
};

static const PhlGameInfo *all_info[] = {
  &stampswap_info,
  &swop_info,
  &stamps_info,
  &auction_info,
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
