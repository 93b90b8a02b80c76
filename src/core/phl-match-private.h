/* phl-match-private.h — what the match's file code shares with the object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-match.h"

G_BEGIN_DECLS

/* Makes a match around a state that did not come from new_game (a
 * position file).  Takes ownership of @state. */
PhlMatch *_phl_match_new_for_state (const PhlGameRules *rules,
                                    gpointer            state,
                                    const PhlSetup     *setup,
                                    const PhlSeat      *seats,
                                    guint64             seed);

/* Replays one saved action without autosaving or notifying. */
gboolean  _phl_match_replay        (PhlMatch           *self,
                                    const char         *action,
                                    GError            **error);

G_END_DECLS
