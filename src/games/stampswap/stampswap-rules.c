/* stampswap-rules.c — placeholder until the engine lands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-game-rules.h"

/* An engine without new_game is not offered anywhere (phl_game_rules_all). */
const PhlGameRules phl_stampswap_rules = {
  .id = "stampswap",
  .min_players = 1,
  .max_players = 5,
};
