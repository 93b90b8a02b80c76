/* phl-seat-name.c — a player's name as the seat cards can show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Names come back from the settings (new-game-setups), which anything may
 * have written: a name with newlines would draw over the seat card, one of
 * 100 kB would overflow the panel.  GTK-free (tests/test-settings.c).
 */
#include "config.h"

#include "phl-seat-name.h"

char *
phl_seat_name_tidy (const char *name)
{
  g_autofree char *valid = NULL;
  g_autoptr(GString) tidy = g_string_new (NULL);
  guint n_chars = 0;

  g_return_val_if_fail (name != NULL, NULL);

  valid = g_utf8_make_valid (name, -1);
  for (const char *p = valid; *p != '\0' && n_chars < PHL_SEAT_NAME_MAX_CHARS; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      /* Control and format characters (tabs, newlines, bidi overrides,
       * line and paragraph separators) become one space; the joiners
       * that emoji and some scripts need stay. */
      if ((type == G_UNICODE_CONTROL || type == G_UNICODE_FORMAT || type == G_UNICODE_LINE_SEPARATOR
           || type == G_UNICODE_PARAGRAPH_SEPARATOR) && c != 0x200C && c != 0x200D)
        c = ' ';
      g_string_append_unichar (tidy, c);
      n_chars++;
    }
  return g_strstrip (g_string_free (g_steal_pointer (&tidy), FALSE));
}
