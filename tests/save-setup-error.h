/* save-setup-error.h — the message of a save whose setup a game refuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save's setup is checked by the game's new_game() when the match starts
 * from the seed; its refusals must still name the save, the line and the
 * key.  Shared by the engines' position tests.
 */
#pragma once

#include "phl-match.h"

/* Loads a save of @game whose [Match] holds @line4 and @line5 (e.g.
 * "Players=3", "Variant=dutch") on lines 4 and 5, which must fail, and
 * returns the error message. */
static inline char *
save_setup_error (const char *game,
                  const char *line4,
                  const char *line5)
{
  g_autofree char *text = g_strdup_printf ("[Match]\nGame=%s\nFormat=1\n%s\n%s\nSeed=7\n\n[Actions]\nCount=0\n",
                                           game, line4, line5);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  g_autoptr(PhlMatch) match = NULL;

  g_assert_no_error (error);
  match = phl_match_new_from_key_file (file, &error);
  g_assert_null (match);
  g_assert_nonnull (error);
  g_assert_true (error->domain == PHL_ERROR);
  return g_strdup (error->message);
}
