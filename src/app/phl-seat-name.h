/* phl-seat-name.h — a player's name as the seat cards can show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most characters a name keeps: more would overflow the seat card. */
#define PHL_SEAT_NAME_MAX_CHARS 40

/* @name on one line (control characters, newlines among them, become
 * spaces; invalid UTF-8 is replaced), trimmed, and cut to
 * PHL_SEAT_NAME_MAX_CHARS characters. */
char *phl_seat_name_tidy (const char *name);

G_END_DECLS
