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

/* The position the match began at, for a match made from a position
 * file: its groups as the position file names them ([Match] and the
 * game's own).  NULL for a match dealt by new_game from the seed.  The
 * setter copies @start. */
void      _phl_match_set_start     (PhlMatch           *self,
                                    GKeyFile           *start);
GKeyFile *_phl_match_get_start     (PhlMatch           *self);

/* The name @seat had in the file it was read from, when the match shows
 * it otherwise (a default name saved in another language): saves write
 * it back unchanged.  NULL when the two are one.  The setter copies. */
void        _phl_match_set_saved_name (PhlMatch    *self,
                                       guint        seat,
                                       const char  *name);
const char *_phl_match_get_saved_name (PhlMatch    *self,
                                       guint        seat);

/* Replays one saved action without autosaving or notifying. */
gboolean  _phl_match_replay        (PhlMatch           *self,
                                    const char         *action,
                                    GError            **error);

G_END_DECLS
