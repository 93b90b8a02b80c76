/* online-play.h — what the two instances of the online UI test share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-ai.h"
#include "phl-game-view.h"
#include "phl-match.h"
#include "phl-rng.h"
#include "probe.h"

/* The account the app logs in with: Preferences, Online, as a person
 * would fill it in, before the app starts. */
static inline void
online_play_set_account (const char *address,
                         const char *server,
                         const char *cafile)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_string (settings, "online-address", address);
  g_settings_set_string (settings, "online-server", server);
  g_settings_set_string (settings, "online-cafile", cafile);
}

/* The person's move on the view on screen, the easy computer's choice,
 * made through the view's one submit path. */
static inline void
online_play_move (PhlMatch *match)
{
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY,
                                       PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  g_autoptr(GRand) rng = phl_rng_new_from_seed (7 + phl_match_get_n_actions (match));
  g_autofree char *action = phl_ai_choose (phl_match_get_rules (match), phl_match_get_state (match),
                                           levels, rng, NULL);

  if (action == NULL || !phl_game_view_submit (PHL_GAME_VIEW (probe_view ()), action))
    probe_bail ("the view did not take the move “%s”", action != NULL ? action : "(none)");
}
