/* phl-online-games.c — the online games this person hosts or has a seat in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One group per game, named after its room:
 *
 *     [Game philatelia-1a2b@rooms.example.org]
 *     Role=seat                  (or hosted)
 *     Game=swop
 *     Host=anna@example.org      (a seat: who hosts it)
 *     Seat=2                     (a seat: ours, 1-based)
 *     Names=anna@example.org;Ben;
 *     Turn=1                     (the seat to act, 1-based; 0: none)
 *     Autosave=/…/autosave-swop-….philatelia   (hosted)
 *     Friends=;ben@example.org;  (hosted: each seat's address or nothing)
 */
#define G_LOG_DOMAIN "phl-online-games"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-file.h"
#include "phl-key-file.h"
#include "phl-match.h"
#include "phl-online-games.h"

#define GROUP_PREFIX "Game "

PhlOnlineGame *
phl_online_game_new (PhlOnlineGameRole  role,
                     const char        *room,
                     const char        *game_id)
{
  PhlOnlineGame *game = g_new0 (PhlOnlineGame, 1);

  game->role = role;
  game->room = g_strdup (room);
  game->game_id = g_strdup (game_id);
  game->seat = -1;
  game->turn = -1;
  return game;
}

void
phl_online_game_free (PhlOnlineGame *game)
{
  if (game == NULL)
    return;
  g_free (game->room);
  g_free (game->game_id);
  g_free (game->autosave);
  g_strfreev (game->friends);
  g_free (game->host);
  g_strfreev (game->names);
  g_free (game);
}

char *
phl_online_games_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "philatelia", "online-games.ini", NULL);
}

/* An address: something@somewhere, without spaces or control characters. */
static gboolean
is_address (const char *text)
{
  const char *at = text != NULL ? strchr (text, '@') : NULL;

  if (at == NULL || at == text || at[1] == '\0')
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (g_ascii_isspace (*c) || g_ascii_iscntrl (*c) || *c == '/')
      return FALSE;
  return TRUE;
}

static gboolean
get_address (PhlKeyFile  *file,
             const char  *group,
             const char  *key,
             char       **address,
             GError     **error)
{
  g_autofree char *value = phl_key_file_get_string (file, group, key, error);

  if (value == NULL)
    return FALSE;
  if (!is_address (value))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, key,
                              /* Translators: %s is what the file holds */
                              _("“%s” is not an address"), value);
      return FALSE;
    }
  *address = g_steal_pointer (&value);
  return TRUE;
}

static gboolean
load_hosted (PhlKeyFile     *file,
             const char     *group,
             PhlOnlineGame  *game,
             GError        **error)
{
  gsize n = 0;

  game->autosave = phl_key_file_get_string (file, group, "Autosave", error);
  if (game->autosave == NULL)
    return FALSE;
  if (!g_path_is_absolute (game->autosave))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Autosave",
                              _("the path must be absolute"));
      return FALSE;
    }
  game->friends = phl_key_file_get_string_list (file, group, "Friends", &n, error);
  if (game->friends == NULL)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (*game->friends[i] != '\0' && !is_address (game->friends[i]))
      {
        phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Friends",
                                _("“%s” is not an address"), game->friends[i]);
        return FALSE;
      }
  if (n < 2 || n > PHL_MAX_SEATS)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Friends",
                              /* Translators: %d is the most seats a game has */
                              _("there must be one entry per seat, 2 to %d"), PHL_MAX_SEATS);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_joined (PhlKeyFile     *file,
             const char     *group,
             PhlOnlineGame  *game,
             GError        **error)
{
  gsize n = 0;
  int seat, turn;

  if (!get_address (file, group, "Host", &game->host, error))
    return FALSE;
  game->names = phl_key_file_get_string_list (file, group, "Names", &n, error);
  if (game->names == NULL)
    return FALSE;
  if (n < 2 || n > PHL_MAX_SEATS)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Names",
                              _("there must be one entry per seat, 2 to %d"), PHL_MAX_SEATS);
      return FALSE;
    }
  if (!phl_key_file_get_int (file, group, "Seat", 1, (int) n, &seat, error)
      || !phl_key_file_get_int_default (file, group, "Turn", 0, (int) n, 0, &turn, error))
    return FALSE;
  game->seat = seat - 1;
  game->turn = turn - 1;
  return TRUE;
}

static PhlOnlineGame *
load_game (PhlKeyFile  *file,
           const char  *group,
           GError     **error)
{
  const char *room = group + strlen (GROUP_PREFIX);
  g_autofree char *role = NULL;
  g_autofree char *game_id = NULL;
  g_autoptr(PhlOnlineGame) game = NULL;
  gboolean hosted;

  if (!g_str_has_prefix (group, GROUP_PREFIX) || !is_address (room))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, NULL,
                              _("a group is “Game” and a room’s address"));
      return NULL;
    }
  role = phl_key_file_get_string (file, group, "Role", error);
  if (role == NULL)
    return NULL;
  hosted = g_str_equal (role, "hosted");
  if (!hosted && !g_str_equal (role, "seat"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Role",
                              /* Translators: do not translate “hosted” and “seat” */
                              _("must be “hosted” or “seat”"));
      return NULL;
    }
  game_id = phl_key_file_get_string (file, group, "Game", error);
  if (game_id == NULL)
    return NULL;
  game = phl_online_game_new (hosted ? PHL_ONLINE_GAME_HOSTED : PHL_ONLINE_GAME_JOINED, room, game_id);
  if (!(hosted ? load_hosted (file, group, game, error) : load_joined (file, group, game, error)))
    return NULL;
  return g_steal_pointer (&game);
}

GPtrArray *
phl_online_games_load (const char  *path,
                       GError     **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_online_game_free);
  g_autoptr(PhlKeyFile) file = NULL;
  g_auto(GStrv) groups = NULL;
  guint line;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&games);
  file = phl_key_file_new_from_file (path, error);
  if (file == NULL)
    return NULL;
  if (phl_key_file_get_n_duplicate_groups (file) > 0)
    {
      const char *group = phl_key_file_get_duplicate_group (file, 0, &line);

      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   /* Translators: file:line: [group]: … */
                   _("%s:%u: [%s]: the game is listed twice"), path, line, group);
      return NULL;
    }
  groups = g_key_file_get_groups (phl_key_file_get_key_file (file), NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      PhlOnlineGame *game = load_game (file, groups[i], error);

      if (game == NULL)
        return NULL;
      g_ptr_array_add (games, game);
    }
  return g_steal_pointer (&games);
}

gboolean
phl_online_games_save (const char  *path,
                       GPtrArray   *games,
                       GError     **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *data = NULL;
  gsize length;

  for (guint i = 0; i < games->len; i++)
    {
      PhlOnlineGame *game = g_ptr_array_index (games, i);
      g_autofree char *group = g_strconcat (GROUP_PREFIX, game->room, NULL);
      gboolean hosted = game->role == PHL_ONLINE_GAME_HOSTED;

      g_key_file_set_string (file, group, "Role", hosted ? "hosted" : "seat");
      g_key_file_set_string (file, group, "Game", game->game_id);
      if (hosted)
        {
          g_key_file_set_string (file, group, "Autosave", game->autosave);
          g_key_file_set_string_list (file, group, "Friends", (const char * const *) game->friends,
                                      g_strv_length (game->friends));
        }
      else
        {
          g_key_file_set_string (file, group, "Host", game->host);
          g_key_file_set_integer (file, group, "Seat", game->seat + 1);
          g_key_file_set_string_list (file, group, "Names", (const char * const *) game->names,
                                      g_strv_length (game->names));
          g_key_file_set_integer (file, group, "Turn", game->turn + 1);
        }
    }
  data = g_key_file_to_data (file, &length, NULL);
  return phl_file_write_atomically (path, data, length, error);
}

PhlOnlineGame *
phl_online_games_find (GPtrArray  *games,
                       const char *room)
{
  for (guint i = 0; games != NULL && room != NULL && i < games->len; i++)
    {
      PhlOnlineGame *game = g_ptr_array_index (games, i);

      if (g_ascii_strcasecmp (game->room, room) == 0)
        return game;
    }
  return NULL;
}

PhlOnlineGame *
phl_online_games_find_autosave (GPtrArray  *games,
                                const char *autosave)
{
  for (guint i = 0; games != NULL && autosave != NULL && i < games->len; i++)
    {
      PhlOnlineGame *game = g_ptr_array_index (games, i);

      if (game->role == PHL_ONLINE_GAME_HOSTED && g_strcmp0 (game->autosave, autosave) == 0)
        return game;
    }
  return NULL;
}
