/* phl-match-file.h — saves handed over from elsewhere
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-match.h"

G_BEGIN_DECLS

/* As phl_match_new_from_file(), for a save the player opens from anywhere
 * (not the app's own autosave or recent games): a legacy [Match] Deck=
 * path (docs/save-format.md) may only name a file in the save's own
 * folder or below it — no absolute path, no "..". */
PhlMatch *phl_match_new_from_other_file (const char  *path,
                                         GError     **error);

G_END_DECLS
