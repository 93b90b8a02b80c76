/* editor-harness-checks.h — the editor harness's checks of what shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-deck-editor.h"

G_BEGIN_DECLS

typedef gboolean (*HarnessCondition) (const char *argument);

/* Runs @step (split into @words) if it is one of the checks
 * (editor-harness-checks.c) and returns TRUE; *@wait is then what the
 * step waits for (with *@wait_argument, to free), or NULL. */
gboolean harness_check_step (PhlDeckEditor     *editor,
                             char             **words,
                             const char        *step,
                             HarnessCondition  *wait,
                             char             **wait_argument);

G_END_DECLS
