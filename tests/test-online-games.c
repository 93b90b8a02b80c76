/* test-online-games.c — the list of online games kept for after a restart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "phl-error.h"
#include "phl-online-games.h"

static char *
temporary_path (void)
{
  g_autofree char *dir = g_dir_make_tmp ("online-games-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_build_filename (dir, "online-games.ini", NULL);
}

static void
remove_path (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_remove (path);
  g_rmdir (dir);
}

/* Saved and loaded back, a hosted game and a seat are the same. */
static void
test_round_trip (void)
{
  g_autofree char *path = temporary_path ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_online_game_free);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;
  const char *friends[] = { "", "ben@example.org", NULL };
  const char *names[] = { "anna@example.org", "Ben; the second", NULL };
  PhlOnlineGame *hosted = phl_online_game_new (PHL_ONLINE_GAME_HOSTED, "g1@rooms.example.org", "swop");
  PhlOnlineGame *joined = phl_online_game_new (PHL_ONLINE_GAME_JOINED, "g2@rooms.example.org", "stamps");
  PhlOnlineGame *found;
  g_autofree char *text = NULL;

  hosted->autosave = g_strdup ("/state/autosave-swop-1.philatelia");
  hosted->friends = g_strdupv ((char **) friends);
  joined->host = g_strdup ("anna@example.org");
  joined->seat = 1;
  joined->names = g_strdupv ((char **) names);
  joined->turn = 0;
  g_ptr_array_add (games, hosted);
  g_ptr_array_add (games, joined);
  g_assert_true (phl_online_games_save (path, games, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_null (strstr (text, "assword"));

  loaded = phl_online_games_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->len, ==, 2);
  found = phl_online_games_find_autosave (loaded, "/state/autosave-swop-1.philatelia");
  g_assert_nonnull (found);
  g_assert_cmpint (found->role, ==, PHL_ONLINE_GAME_HOSTED);
  g_assert_cmpstr (found->room, ==, "g1@rooms.example.org");
  g_assert_cmpuint (g_strv_length (found->friends), ==, 2);
  g_assert_cmpstr (found->friends[0], ==, "");
  g_assert_cmpstr (found->friends[1], ==, "ben@example.org");
  found = phl_online_games_find (loaded, "G2@Rooms.Example.org");
  g_assert_nonnull (found);
  g_assert_cmpint (found->role, ==, PHL_ONLINE_GAME_JOINED);
  g_assert_cmpstr (found->game_id, ==, "stamps");
  g_assert_cmpstr (found->host, ==, "anna@example.org");
  g_assert_cmpint (found->seat, ==, 1);
  g_assert_cmpint (found->turn, ==, 0);
  g_assert_cmpstr (found->names[1], ==, "Ben; the second");
  g_assert_null (phl_online_games_find (loaded, "g3@rooms.example.org"));
  remove_path (path);
}

/* No file: no games, no error. */
static void
test_missing (void)
{
  g_autofree char *path = temporary_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = phl_online_games_load (path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
  remove_path (path);
}

/* A malformed file fails with its name, the line and the key. */
static void
test_malformed (void)
{
  static const struct { const char *text; const char *said; } cases[] = {
    { "[Game g@r]\nRole=guest\nGame=swop\n", ":2: [Game g@r] Role:" },
    { "[Game g@r]\nRole=seat\nGame=swop\nHost=anna\nSeat=1\nNames=a;b;\n", ":4: [Game g@r] Host:" },
    { "[Game g@r]\nRole=seat\nGame=swop\nHost=a@b\nSeat=3\nNames=a;b;\n", ":5: [Game g@r] Seat:" },
    { "[Game g@r]\nRole=seat\nGame=swop\nHost=a@b\nSeat=1\n", "[Game g@r] Names:" },
    { "[Game g@r]\nRole=hosted\nGame=swop\nAutosave=relative\nFriends=;b@c;\n", ":4: [Game g@r] Autosave:" },
    { "[Game g@r]\nRole=hosted\nGame=swop\nAutosave=/a\nFriends=;b c@d;\n", ":5: [Game g@r] Friends:" },
    { "[Room]\nRole=seat\n", ":1: [Room]" },
    { "[Game g@r]\nRole=hosted\nGame=swop\nAutosave=/a\nFriends=;b@c;\n[Game g@r]\n", ":6: [Game g@r]" },
    { "not a key file\n", "online-games.ini" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = temporary_path ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = NULL;

      g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      games = phl_online_games_load (path, &error);
      g_assert_null (games);
      g_assert_error (error, PHL_ERROR, error->code);
      if (strstr (error->message, cases[i].said) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].said);
      remove_path (path);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/online-games/round-trip", test_round_trip);
  g_test_add_func ("/online-games/missing", test_missing);
  g_test_add_func ("/online-games/malformed", test_malformed);
  return g_test_run ();
}
