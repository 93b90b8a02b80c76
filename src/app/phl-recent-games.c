/* phl-recent-games.c — the saves of the last finished games, for replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each finished game is an ordinary save named
 * "<UTC yyyymmdd-hhmmss-microseconds>-<game>.philatelia", so the names
 * sort by age and any of them opens like a file saved by hand.  What a
 * list shows is read back from the saves (replayed, as every save is
 * loaded); a file is read again only when its size or time changed.
 * Reading a hundred saves takes a moment, so the library lists them in a
 * worker thread (phl_recent_games_list_async): the cache has a lock.
 */
#define G_LOG_DOMAIN "phl-recent-games"

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "phl-file.h"
#include "phl-recent-games.h"

#define SUFFIX ".philatelia"

typedef struct
{
  gint64         mtime;
  goffset        size;
  /* NULL for a file that cannot be read. */
  PhlRecentGame *game;
} CacheEntry;

struct _PhlRecentGames
{
  GObject     parent_instance;

  char       *dir;
  gboolean    enabled;
  /* path → CacheEntry, under lock */
  GMutex      lock;
  GHashTable *cache;
};

G_DEFINE_FINAL_TYPE (PhlRecentGames, phl_recent_games, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENABLED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- One game ------------------------------------------------------------ */

static void
recent_game_clear (PhlRecentGame *game)
{
  g_free (game->path);
  g_free (game->game_id);
  g_clear_pointer (&game->date, g_date_time_unref);
  for (guint i = 0; i < G_N_ELEMENTS (game->seats); i++)
    g_free (game->seats[i].name);
}

PhlRecentGame *
phl_recent_game_ref (PhlRecentGame *game)
{
  return g_atomic_rc_box_acquire (game);
}

void
phl_recent_game_unref (PhlRecentGame *game)
{
  g_atomic_rc_box_release_full (game, (GDestroyNotify) recent_game_clear);
}

/* A default name ("Player 2") in the language in use, whichever it was
 * recorded in; a person's own name as it is. */
static char *
shown_name (const PhlSeat *seat)
{
  char *localized = phl_seat_name_dup_localized (seat->name);

  return localized != NULL ? localized : g_strdup (seat->name);
}

char *
phl_recent_game_describe_players (const PhlRecentGame *game)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < game->n_players; i++)
    {
      const PhlSeat *seat = &game->seats[i];
      g_autofree char *name = shown_name (seat);

      if (seat->kind == PHL_SEAT_HUMAN)
        g_ptr_array_add (parts, g_steal_pointer (&name));
      else if (seat->level == PHL_AI_EASY)
        /* Translators: a player of a recent game, %s is the name */
        g_ptr_array_add (parts, g_strdup_printf (_("%s (computer, easy)"), name));
      else if (seat->level == PHL_AI_HARD)
        g_ptr_array_add (parts, g_strdup_printf (_("%s (computer, hard)"), name));
      else if (seat->level == PHL_AI_EXPERT)
        g_ptr_array_add (parts, g_strdup_printf (_("%s (computer, expert)"), name));
      else
        g_ptr_array_add (parts, g_strdup_printf (_("%s (computer, normal)"), name));
    }
  g_ptr_array_add (parts, NULL);
  /* Translators: between the players of a recent game */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

char *
phl_recent_game_describe_result (const PhlRecentGame *game)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) scores = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *who = NULL;
  g_autofree char *points = NULL;
  g_autofree char *won = NULL;
  guint n_winners;

  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < game->n_players; i++)
    {
      g_autofree char *name = shown_name (&game->seats[i]);

      /* Translators: one player's score in a recent game, "Ann 41" */
      g_ptr_array_add (scores, g_strdup_printf (_("%s %d"), name, game->scores[i]));
      if (game->winners & (1u << i))
        g_ptr_array_add (winners, g_steal_pointer (&name));
    }
  n_winners = winners->len;
  g_ptr_array_add (winners, NULL);
  g_ptr_array_add (scores, NULL);
  who = g_strjoinv (_(", "), (char **) winners->pdata);
  points = g_strjoinv (_(", "), (char **) scores->pdata);

  if (n_winners == 0)
    won = g_strdup (_("No winner"));
  else if (n_winners == 1)
    /* Translators: %s is the winner's name */
    won = g_strdup_printf (_("%s won"), who);
  else
    /* Translators: %s lists the players who share the win */
    won = g_strdup_printf (_("Shared win: %s"), who);
  /* Translators: the result of a recent game, "Ann won · Ann 41, Bob 33" */
  return g_strdup_printf (_("%s · %s"), won, points);
}

/* "20261123-214500-123456-swop.philatelia" (UTC) → its time; else NULL. */
static GDateTime *
date_from_name (const char *name)
{
  int y, mo, d, h, mi, s, us, n = 0;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) date = NULL;

  if (sscanf (name, "%4d%2d%2d-%2d%2d%2d-%6d-%n", &y, &mo, &d, &h, &mi, &s, &us, &n) != 7 || n != 23)
    return NULL;
  date = g_date_time_new (utc, y, mo, d, h, mi, s + us / 1e6);
  return date != NULL ? g_date_time_to_local (date) : NULL;
}

static GDateTime *
file_date (const char *name,
           gint64      mtime)
{
  GDateTime *date = date_from_name (name);

  return date != NULL ? date : g_date_time_new_from_unix_local (mtime);
}

static PhlRecentGame *
read_game (const char *path,
           gint64      mtime)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new_from_file (path, &error);
  g_autofree char *name = g_path_get_basename (path);
  const PhlGameRules *rules;
  gconstpointer state;
  PhlRecentGame *game;

  /* Only finished games are listed; anything else (a damaged file, a
   * game of a newer version) is left out, not removed. */
  if (match == NULL || !phl_match_is_over (match))
    {
      g_debug ("Not listed: %s", error ? error->message : path);
      return NULL;
    }

  rules = phl_match_get_rules (match);
  state = phl_match_get_state (match);
  game = g_atomic_rc_box_new0 (PhlRecentGame);
  game->path = g_strdup (path);
  game->game_id = g_strdup (rules->id);
  game->date = file_date (name, mtime);
  game->n_players = MIN (phl_match_get_n_seats (match), PHL_MAX_SEATS);
  for (guint i = 0; i < game->n_players; i++)
    {
      game->seats[i] = *phl_match_get_seat (match, i);
      game->seats[i].name = g_strdup (game->seats[i].name);
      game->scores[i] = rules->score (state, i);
    }
  game->winners = rules->winners (state);
  return game;
}

/* ---- The folder ---------------------------------------------------------- */

static void
cache_entry_free (CacheEntry *entry)
{
  g_clear_pointer (&entry->game, phl_recent_game_unref);
  g_free (entry);
}

typedef struct
{
  char   *name;
  char   *path;
  gint64  age;      /* microseconds since the epoch, from the name or mtime */
  gint64  mtime;
  goffset size;
} DirFile;

static void
dir_file_free (DirFile *file)
{
  g_free (file->name);
  g_free (file->path);
  g_free (file);
}

/* Newest first. */
static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const DirFile *fa = *(DirFile * const *) a;
  const DirFile *fb = *(DirFile * const *) b;

  if (fa->age != fb->age)
    return fa->age < fb->age ? 1 : -1;
  return -strcmp (fa->name, fb->name);
}

/* The *.philatelia files of the folder, newest first. */
static GPtrArray *
list_files (PhlRecentGames *self)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) dir_file_free);
  g_autoptr(GDir) dir = g_dir_open (self->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GDateTime) date = NULL;
      GStatBuf buf;
      DirFile *file;

      if (!g_str_has_suffix (name, SUFFIX))
        continue;
      path = g_build_filename (self->dir, name, NULL);
      if (g_stat (path, &buf) != 0 || !S_ISREG (buf.st_mode))
        continue;
      file = g_new0 (DirFile, 1);
      file->name = g_strdup (name);
      file->path = g_steal_pointer (&path);
      file->mtime = buf.st_mtime;
      file->size = buf.st_size;
      date = file_date (name, buf.st_mtime);
      file->age = g_date_time_to_unix (date) * G_USEC_PER_SEC + g_date_time_get_microsecond (date);
      g_ptr_array_add (files, file);
    }
  g_ptr_array_sort (files, compare_newest_first);
  return g_steal_pointer (&files);
}

/* Removes the oldest files beyond the limit; TRUE when any went. */
static gboolean
prune (PhlRecentGames *self)
{
  g_autoptr(GPtrArray) files = list_files (self);
  gboolean removed = FALSE;

  for (guint i = PHL_RECENT_GAMES_MAX; i < files->len; i++)
    {
      DirFile *file = g_ptr_array_index (files, i);

      if (g_unlink (file->path) == 0)
        removed = TRUE;
      else
        g_debug ("Cannot remove %s: %s", file->path, g_strerror (errno));
      g_mutex_lock (&self->lock);
      g_hash_table_remove (self->cache, file->path);
      g_mutex_unlock (&self->lock);
    }
  return removed;
}

/* A name of its own, even for games ending within the same microsecond. */
static char *
new_file_path (PhlRecentGames *self,
               const char     *game_id)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  for (;;)
    {
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S-%f");
      g_autofree char *name = g_strdup_printf ("%s-%s" SUFFIX, stamp, game_id);
      char *path = g_build_filename (self->dir, name, NULL);
      GDateTime *later;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
      later = g_date_time_add (now, 1);
      g_date_time_unref (now);
      now = later;
    }
}

char *
phl_recent_games_add (PhlRecentGames  *self,
                      PhlMatch        *match,
                      GError         **error)
{
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (PHL_IS_RECENT_GAMES (self), NULL);
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (phl_match_is_over (match), NULL);

  if (!self->enabled)
    return NULL;

  path = new_file_path (self, phl_match_get_rules (match)->id);
  data = phl_match_to_data (match, &length);
  if (!phl_file_write_atomically (path, data, length, error))
    return NULL;
  prune (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return g_steal_pointer (&path);
}

GPtrArray *
phl_recent_games_list (PhlRecentGames *self,
                       const char     *game_id)
{
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GHashTable) seen = NULL;
  GPtrArray *games;
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (PHL_IS_RECENT_GAMES (self), NULL);

  files = list_files (self);
  seen = g_hash_table_new (g_str_hash, g_str_equal);
  games = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_recent_game_unref);
  g_mutex_lock (&self->lock);
  for (guint i = 0; i < files->len && i < PHL_RECENT_GAMES_MAX; i++)
    {
      DirFile *file = g_ptr_array_index (files, i);
      CacheEntry *entry = g_hash_table_lookup (self->cache, file->path);

      if (entry == NULL || entry->mtime != file->mtime || entry->size != file->size)
        {
          entry = g_new0 (CacheEntry, 1);
          entry->mtime = file->mtime;
          entry->size = file->size;
          entry->game = read_game (file->path, file->mtime);
          g_hash_table_replace (self->cache, g_strdup (file->path), entry);
        }
      g_hash_table_add (seen, file->path);
      if (entry->game != NULL && (game_id == NULL || g_str_equal (entry->game->game_id, game_id)))
        g_ptr_array_add (games, phl_recent_game_ref (entry->game));
    }

  /* Files gone since: forgotten. */
  g_hash_table_iter_init (&iter, self->cache);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (seen, key))
      g_hash_table_iter_remove (&iter);
  g_mutex_unlock (&self->lock);
  return games;
}

static void
list_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  g_task_return_pointer (task, phl_recent_games_list (source_object, task_data),
                         (GDestroyNotify) g_ptr_array_unref);
}

void
phl_recent_games_list_async (PhlRecentGames      *self,
                             const char          *game_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PHL_IS_RECENT_GAMES (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, phl_recent_games_list_async);
  g_task_set_task_data (task, g_strdup (game_id), g_free);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, list_in_thread);
}

GPtrArray *
phl_recent_games_list_finish (PhlRecentGames  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

char *
phl_recent_games_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "philatelia", "recent", NULL);
}

const char *
phl_recent_games_get_dir (PhlRecentGames *self)
{
  g_return_val_if_fail (PHL_IS_RECENT_GAMES (self), NULL);

  return self->dir;
}

void
phl_recent_games_set_enabled (PhlRecentGames *self,
                              gboolean        enabled)
{
  g_return_if_fail (PHL_IS_RECENT_GAMES (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
phl_recent_games_get_enabled (PhlRecentGames *self)
{
  g_return_val_if_fail (PHL_IS_RECENT_GAMES (self), FALSE);

  return self->enabled;
}

/* ---- GObject ------------------------------------------------------------- */

static void
phl_recent_games_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PhlRecentGames *self = PHL_RECENT_GAMES (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_recent_games_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PhlRecentGames *self = PHL_RECENT_GAMES (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      phl_recent_games_set_enabled (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_recent_games_finalize (GObject *object)
{
  PhlRecentGames *self = PHL_RECENT_GAMES (object);

  g_free (self->dir);
  g_hash_table_unref (self->cache);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (phl_recent_games_parent_class)->finalize (object);
}

static void
phl_recent_games_class_init (PhlRecentGamesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = phl_recent_games_finalize;
  object_class->get_property = phl_recent_games_get_property;
  object_class->set_property = phl_recent_games_set_property;

  /**
   * PhlRecentGames:enabled:
   *
   * Whether finished games are kept (the keep-recent-games setting).
   */
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PhlRecentGames::changed:
   *
   * A game was kept (and the oldest may have gone).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
phl_recent_games_init (PhlRecentGames *self)
{
  self->enabled = TRUE;
  g_mutex_init (&self->lock);
  self->cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) cache_entry_free);
}

PhlRecentGames *
phl_recent_games_new (const char *dir)
{
  PhlRecentGames *self;

  g_return_val_if_fail (dir != NULL, NULL);

  self = g_object_new (PHL_TYPE_RECENT_GAMES, NULL);
  self->dir = g_strdup (dir);
  return self;
}
