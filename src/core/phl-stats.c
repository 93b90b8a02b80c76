/* phl-stats.c — per-game statistics kept across matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One group per game id in a small key file:
 *
 *     [swop]
 *     Played=12
 *     Won=5
 *     AssistedWins=2
 *     BestScore=41
 */
#define G_LOG_DOMAIN "phl-stats"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "phl-match.h"
#include "phl-stats.h"

struct _PhlStats
{
  GObject   parent_instance;

  char     *path;
  GKeyFile *file;
};

G_DEFINE_FINAL_TYPE (PhlStats, phl_stats, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
phl_stats_finalize (GObject *object)
{
  PhlStats *self = (PhlStats *)object;

  g_clear_pointer (&self->file, g_key_file_unref);
  g_free (self->path);

  G_OBJECT_CLASS (phl_stats_parent_class)->finalize (object);
}

static void
phl_stats_class_init (PhlStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = phl_stats_finalize;

  /**
   * PhlStats::changed:
   *
   * Emitted after a match was recorded or the statistics were reset.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
phl_stats_init (PhlStats *self)
{
  self->file = g_key_file_new ();
}

PhlStats *
phl_stats_new (const char *path)
{
  g_autoptr(GError) error = NULL;
  PhlStats *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (PHL_TYPE_STATS, NULL);
  self->path = g_strdup (path);
  if (!g_key_file_load_from_file (self->file, path, G_KEY_FILE_NONE, &error) &&
      !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_autofree char *aside = g_strconcat (path, ".damaged", NULL);

      /* Keep what was there for a human to look at, start afresh. */
      g_warning ("Statistics in %s are unreadable (%s); moved to %s",
                 path, error->message, aside);
      g_rename (path, aside);
      g_key_file_unref (self->file);
      self->file = g_key_file_new ();
    }
  return self;
}

static guint
get_count (GKeyFile   *file,
           const char *group,
           const char *key)
{
  int value = g_key_file_get_integer (file, group, key, NULL);

  return MAX (value, 0);
}

void
phl_stats_get (PhlStats     *self,
               const char   *game_id,
               PhlGameStats *stats)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (PHL_IS_STATS (self));
  g_return_if_fail (game_id != NULL);
  g_return_if_fail (stats != NULL);

  stats->played = get_count (self->file, game_id, "Played");
  stats->won = get_count (self->file, game_id, "Won");
  stats->assisted_wins = get_count (self->file, game_id, "AssistedWins");
  stats->best_score = g_key_file_get_integer (self->file, game_id, "BestScore", &error);
  stats->has_best_score = error == NULL;
  if (error != NULL)
    stats->best_score = 0;
}

static gboolean
save (PhlStats  *self,
      GError   **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = g_key_file_to_data (self->file, &length, NULL);
  if (!phl_file_write_atomically (self->path, data, length, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
phl_stats_record (PhlStats    *self,
                  const char  *game_id,
                  gboolean     won,
                  gboolean     assisted,
                  int          score,
                  GError     **error)
{
  PhlGameStats stats;

  g_return_val_if_fail (PHL_IS_STATS (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  phl_stats_get (self, game_id, &stats);
  g_key_file_set_integer (self->file, game_id, "Played", stats.played + 1);
  if (won && assisted)
    g_key_file_set_integer (self->file, game_id, "AssistedWins", stats.assisted_wins + 1);
  else if (won)
    g_key_file_set_integer (self->file, game_id, "Won", stats.won + 1);
  if (!stats.has_best_score || score > stats.best_score)
    g_key_file_set_integer (self->file, game_id, "BestScore", score);

  return save (self, error);
}

gboolean
phl_stats_reset (PhlStats  *self,
                 GError   **error)
{
  g_return_val_if_fail (PHL_IS_STATS (self), FALSE);

  g_key_file_unref (self->file);
  self->file = g_key_file_new ();
  return save (self, error);
}
