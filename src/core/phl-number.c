/* phl-number.c — numbers written the way the player's language writes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app may speak Polish on a system whose numbers are English (its
 * language setting sets LANGUAGE, not LC_NUMERIC), so the decimal
 * separator is a message like any other, not printf's locale.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-number.h"

char *
phl_number_format_decimal (double value,
                           guint  decimals)
{
  /* Translators: the decimal separator, "." in 7.2 */
  const char *separator = C_("decimal separator", ".");
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];
  char *point;

  g_snprintf (format, sizeof format, "%%.%uf", MIN (decimals, 9u));
  g_ascii_formatd (buffer, sizeof buffer, format, value);
  point = strchr (buffer, '.');
  if (point == NULL)
    return g_strdup (buffer);
  *point = '\0';
  return g_strconcat (buffer, separator, point + 1, NULL);
}
