/* fuzz-deck.c — bytes through the Stamp Swap deck loader and validator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `philatelia-cli validate-deck`, the new-game dialog and the editor's
 * import do with a .deck file.  Besides not crashing, the loader and the
 * validator must agree, and a deck that loads must write out and load
 * again with the same cards.  Built by fuzz/meson.build, which every
 * game's fuzz_targets reach (src/games/stampswap/meson.build).
 */
#include "config.h"

#include "fuzz.h"
#include "stampswap/phl-stampswap-deck.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PhlKeyFile) file = fuzz_key_file (data, size, "fuzz.deck");
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(PhlStampswapDeck) cards = NULL;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GError) error = NULL;
  gboolean valid;

  if (file == NULL)
    return 0;

  deck = phl_stampswap_deck_load (file, &error);
  g_assert ((deck == NULL) == (error != NULL));
  valid = phl_stampswap_deck_validate (file, errors);
  g_assert (valid == (errors->len == 0));
  if (valid)
    g_assert_nonnull (deck);
  /* The inline contests of a position go through the same card reader. */
  cards = phl_stampswap_deck_load_cards (file, NULL);

  if (deck != NULL)
    {
      g_autoptr(GKeyFile) out = g_key_file_new ();
      g_autoptr(PhlKeyFile) again_file = NULL;
      g_autoptr(PhlStampswapDeck) again = NULL;
      g_autofree char *text = NULL;
      gsize length = 0;

      for (guint i = 0; i < phl_stampswap_deck_n_cards (deck); i++)
        {
          /* Reading every translated string must not crash on any input. */
          g_autofree char *name = phl_stampswap_deck_get_card_string (deck, i, "Name", "pl");
          g_autofree char *body = phl_stampswap_deck_get_card_string (deck, i, "Text", NULL);

          (void) name;
          (void) body;
        }

      /* What the editor writes reads back as the same deck. */
      phl_stampswap_deck_write (deck, out);
      text = g_key_file_to_data (out, &length, NULL);
      again_file = phl_key_file_new_from_data (text, length, "again.deck", &error);
      g_assert_no_error (error);
      again = phl_stampswap_deck_load (again_file, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (phl_stampswap_deck_n_cards (again), ==, phl_stampswap_deck_n_cards (deck));
    }
  return 0;
}
