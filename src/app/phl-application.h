/* phl-application.h — the application: settings, statistics, app actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "phl-game-rules.h"
#include "phl-stats.h"

G_BEGIN_DECLS

#define PHL_TYPE_APPLICATION (phl_application_get_type ())

G_DECLARE_FINAL_TYPE (PhlApplication, phl_application, PHL, APPLICATION, AdwApplication)

PhlApplication *phl_application_new           (const char        *application_id,
                                               GApplicationFlags  flags);
GSettings      *phl_application_get_settings  (PhlApplication    *self);
PhlStats       *phl_application_get_stats     (PhlApplication    *self);
/* The one autosave of earlier versions: still listed among the games in
 * progress (phl-unfinished-games.h), each of which has its own. */
char           *phl_application_autosave_path (void);

G_END_DECLS
