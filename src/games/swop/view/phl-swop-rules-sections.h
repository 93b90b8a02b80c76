/* phl-swop-rules-sections.h — SWOP's rules in short, for the shared rules window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-rules-window.h"

G_BEGIN_DECLS

/* { NULL }-terminated, N_() strings. */
const PhlRulesSection *phl_swop_rules_sections (void);

G_END_DECLS
