/* phl-number.h — numbers written the way the player's language writes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @value with @decimals digits after the decimal separator of the language
 * the app speaks ("7.2" in English, "7,2" in Polish and German), which
 * may differ from the system's number locale (the app's own language
 * setting changes only the messages). */
char *phl_number_format_decimal (double value,
                                 guint  decimals);

G_END_DECLS
