/* fuzz-match.c — bytes through the save and position loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the library does with a save it finds and what `philatelia-cli
 * score` does with a file: read [Match] and the seats, pick the engine,
 * then either load the position or start the game from its seed and
 * replay every action, checking the result against the snapshot.  A save
 * that loads must write out and load again to the same text.
 */
#include "config.h"

#include "fuzz.h"
#include "phl-match.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PhlKeyFile) file = fuzz_key_file (data, size, "fuzz.philatelia");
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  if (file == NULL)
    return 0;
  /* A deck named by path is read from the disk: not the fuzzer's business
   * (the deck target covers the deck reader). */
  if (g_key_file_has_key (phl_key_file_get_key_file (file), "Match", "Deck", NULL))
    return 0;

  match = phl_match_new_from_key_file (file, &error);
  g_assert ((match == NULL) == (error != NULL));
  if (match == NULL)
    {
      g_assert_true (g_str_has_prefix (error->message, "fuzz.philatelia"));
      return 0;
    }

  phl_match_get_can_undo (match);
  text = phl_match_to_data (match, &length);
  if (g_key_file_has_group (phl_key_file_get_key_file (file), "Actions"))
    {
      g_autoptr(PhlKeyFile) again_file = phl_key_file_new_from_data (text, length, "again.philatelia", &error);
      g_autoptr(PhlMatch) again = NULL;
      g_autofree char *again_text = NULL;

      g_assert_no_error (error);
      again = phl_match_new_from_key_file (again_file, &error);
      if (again == NULL)
        g_error ("A written save does not load: %s\n%s", error->message, text);
      again_text = phl_match_to_data (again, NULL);
      g_assert_cmpstr (again_text, ==, text);
    }
  return 0;
}
