/* phl-unfinished-games.c — the games in progress, one autosave each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game being played has its own autosave in the state folder,
 * "autosave-GAME-DATE-N.philatelia", written atomically after each action
 * (phl_match_autosave()); a new game never takes another's file.  The
 * single "autosave.philatelia" of older versions is one of them.  A game
 * that ends leaves the list (the window removes its file once the game is
 * kept among the recent games).
 */
#define G_LOG_DOMAIN "phl-unfinished-games"

#include "config.h"

#include <glib/gstdio.h>

#include "phl-unfinished-games.h"

#define PREFIX "autosave"
#define SUFFIX ".philatelia"

char *
phl_unfinished_games_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "philatelia", NULL);
}

char *
phl_unfinished_games_new_path (const char *game_id)
{
  g_autofree char *dir = phl_unfinished_games_dir ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint n = 1;; n++)
    {
      g_autofree char *name = g_strdup_printf (PREFIX "-%s-%s-%u" SUFFIX, game_id, stamp, n);
      char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

typedef struct
{
  char   *path;
  gint64  written;
} Listed;

static void
listed_free (gpointer data)
{
  Listed *listed = data;

  g_free (listed->path);
  g_free (listed);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const Listed *x = *(const Listed * const *) a;
  const Listed *y = *(const Listed * const *) b;

  if (x->written != y->written)
    return x->written > y->written ? -1 : 1;
  return g_strcmp0 (y->path, x->path);
}

GPtrArray *
phl_unfinished_games_list (void)
{
  g_autofree char *dir = phl_unfinished_games_dir ();
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (listed_free);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;
      Listed *listed;

      if (!g_str_has_prefix (name, PREFIX) || !g_str_has_suffix (name, SUFFIX))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_stat (path, &info) != 0 || !S_ISREG (info.st_mode))
        continue;
      listed = g_new0 (Listed, 1);
      listed->path = g_steal_pointer (&path);
#ifdef __linux__
      listed->written = (gint64) info.st_mtim.tv_sec * G_USEC_PER_SEC + info.st_mtim.tv_nsec / 1000;
#else
      listed->written = (gint64) info.st_mtime * G_USEC_PER_SEC;
#endif
      g_ptr_array_add (found, listed);
    }
  g_ptr_array_sort (found, newest_first);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (paths, g_strdup (((Listed *) g_ptr_array_index (found, i))->path));
  return paths;
}
