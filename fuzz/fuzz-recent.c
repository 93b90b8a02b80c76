/* fuzz-recent.c — bytes as a file of the recent-games folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store (src/app/phl-recent-games.c, GTK-free) lists a folder of
 * saves whose names carry the time the game ended.  The input's first line
 * is the file's name (its "/" made "_"), the rest the file.  Whatever they
 * are, listing does not crash, shows at most that one game, only a
 * finished one, and describes it in valid text.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "fuzz.h"
#include "phl-recent-games.h"

#define SCRATCH "philatelia-fuzz-recent-XXXXXX"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  const char *newline = memchr (text, '\n', size);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(PhlRecentGames) recent = NULL;
  g_autoptr(GPtrArray) games = NULL;
  gsize name_length = newline != NULL ? (gsize) (newline - text) : size;
  const char *dir;

  fuzz_init ();
  dir = fuzz_scratch_dir (SCRATCH);

  /* A name the folder can hold: no "/", no NUL, not "." or "..", not too long. */
  name = g_strndup (text, MIN (name_length, 200));
  g_strdelimit (name, "/", '_');
  if (name[0] == '\0' || g_str_equal (name, ".") || g_str_equal (name, ".."))
    return 0;
  path = g_build_filename (dir, name, NULL);
  if (!g_file_set_contents (path, newline != NULL ? newline + 1 : "",
                            newline != NULL ? (gssize) (size - name_length - 1) : 0, NULL))
    return 0;

  recent = phl_recent_games_new (dir);
  games = phl_recent_games_list (recent, NULL);
  g_assert_cmpuint (games->len, <=, 1);
  for (guint i = 0; i < games->len; i++)
    {
      PhlRecentGame *game = g_ptr_array_index (games, i);
      g_autofree char *players = phl_recent_game_describe_players (game);
      g_autofree char *result = phl_recent_game_describe_result (game);
      g_autoptr(GPtrArray) of_game = phl_recent_games_list (recent, game->game_id);

      g_assert_true (g_str_has_suffix (name, ".philatelia"));
      g_assert_nonnull (game->date);
      g_assert_cmpuint (game->n_players, >=, 1);
      g_assert_cmpuint (game->n_players, <=, PHL_MAX_SEATS);
      g_assert_cmpuint (game->winners, <, 1u << game->n_players);
      g_assert_true (g_utf8_validate (players, -1, NULL));
      g_assert_true (g_utf8_validate (result, -1, NULL));
      /* Listed again from the cache, and by its game. */
      g_assert_cmpuint (of_game->len, ==, 1);
    }
  /* Nothing left behind. */
  fuzz_scratch_dir (SCRATCH);
  return 0;
}
