/* fuzz-position.c — bytes through one game's position loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built once per game with FUZZ_GAME set to its id (fuzz/meson.build), so the
 * fuzzer spends its time inside that game's load_position() rather than
 * on the [Match] keys that pick the game.  A position that loads is then
 * used the way `philatelia-cli score` and `moves` use it, and written out
 * again: what save_position() writes must load.
 */
#include "config.h"

#include "fuzz.h"
#include "phl-game-rules.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const PhlGameRules *rules = phl_game_rules_lookup (FUZZ_GAME);
  g_autoptr(PhlKeyFile) file = fuzz_key_file (data, size, "fuzz.philatelia");
  g_autoptr(GError) error = NULL;
  gpointer state;

  g_assert_nonnull (rules);
  if (file == NULL)
    return 0;

  state = rules->load_position (file, &error);
  g_assert ((state == NULL) == (error != NULL));
  if (state == NULL)
    {
      /* Every refusal names the file (and, where there is one, the line and key). */
      g_assert_true (g_str_has_prefix (error->message, "fuzz.philatelia"));
      return 0;
    }

  {
    g_autoptr(GKeyFile) scores = g_key_file_new ();
    g_autoptr(GKeyFile) saved = g_key_file_new ();
    g_autoptr(GPtrArray) legal = NULL;
    g_autoptr(PhlKeyFile) again_file = NULL;
    g_autofree char *text = NULL;
    gpointer again;
    gsize length = 0;
    guint n = rules->n_players (state);

    g_assert_cmpuint (n, >=, rules->min_players);
    g_assert_cmpuint (n, <=, rules->max_players);
    for (guint seat = 0; seat < n; seat++)
      rules->score (state, seat);
    if (rules->is_over (state))
      g_assert_cmpuint (rules->winners (state), <, 1u << n);
    else
      g_assert_cmpint (rules->current_seat (state), <, (int) n);
    rules->write_score (state, scores);
    legal = rules->legal_actions (state);

    g_key_file_set_string (saved, "Match", "Game", rules->id);
    g_key_file_set_integer (saved, "Match", "Format", 1);
    rules->save_position (state, saved);
    text = g_key_file_to_data (saved, &length, NULL);
    again_file = phl_key_file_new_from_data (text, length, "again.philatelia", &error);
    g_assert_no_error (error);
    again = rules->load_position (again_file, &error);
    if (again == NULL)
      g_error ("A written position does not load: %s\n%s", error->message, text);
    rules->free (again);
  }
  rules->free (state);
  return 0;
}
