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
 *
 * Won counts clean wins only; AssistedWins those with a hint or an undo.
 * BestScore is the best of the games played without either.
 */
#define G_LOG_DOMAIN "phl-stats"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "phl-file.h"
#include "phl-key-file.h"
#include "phl-match.h"
#include "phl-stats.h"

struct _PhlStats
{
  GObject   parent_instance;

  char     *path;
  GKeyFile *file;
  /* Recorded in @file but not yet on disk (the last save failed). */
  gboolean  unsaved;
  /* Why the file found at start could not be read, until taken. */
  GError   *damage;
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
  g_clear_error (&self->damage);
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

/* A name beside @path that no earlier damaged copy has:
 * statistics.ini.damaged, then statistics.ini.damaged-2, -3… */
static char *
free_aside_name (const char *path)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *aside = n == 1 ? g_strconcat (path, ".damaged", NULL)
                                      : g_strdup_printf ("%s.damaged-%u", path, n);
      GStatBuf buf;

      if (g_lstat (aside, &buf) != 0 && errno == ENOENT)
        return g_steal_pointer (&aside);
    }
}

/* Reads @path through the one safe reader (a FIFO or a device there must
 * not hang the start); FALSE with @error when it is there but unreadable. */
/* Reads @path through the one safe reader (a FIFO or a device there must
 * not hang the start); FALSE with @error when it is there but unreadable. */
static gboolean
load (PhlStats    *self,
      const char  *path,
      GError     **error)
{
  g_autoptr(PhlKeyFile) file = NULL;
  GStatBuf buf;

  if (g_lstat (path, &buf) != 0 && (errno == ENOENT || errno == ENOTDIR))
    return TRUE;
  file = phl_key_file_new_from_file (path, error);
  if (file == NULL)
    return FALSE;
  g_key_file_unref (self->file);
  self->file = g_key_file_ref (phl_key_file_get_key_file (file));
  return TRUE;
}

PhlStats *
phl_stats_new (const char *path)
{
  g_autoptr(GError) error = NULL;
  PhlStats *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (PHL_TYPE_STATS, NULL);
  self->path = g_strdup (path);
  if (!load (self, path, &error))
    {
      g_autofree char *aside = free_aside_name (path);
      g_autofree char *aside_name = g_path_get_basename (aside);

      /* Keep what was there for a human to look at (every damaged copy:
       * an earlier one is not overwritten), start afresh, and say so. */
      /* A message, not a warning: the player is told (phl_stats_take_damage()). */
      g_message ("Statistics in %s are unreadable (%s); moved to %s",
                 path, error->message, aside);
      if (g_rename (path, aside) == 0)
        g_prefix_error (&error,
                        /* Translators: %s is a file name, then comes why it cannot be read */
                        _("The file was kept as %s.\n\n"), aside_name);
      self->damage = g_steal_pointer (&error);
      g_key_file_unref (self->file);
      self->file = g_key_file_new ();
    }
  return self;
}

/**
 * phl_stats_take_damage:
 *
 * Why the statistics found at start could not be read (and where the file
 * was kept), once: the first caller tells the player, later ones get NULL.
 *
 * Returns: (transfer full) (nullable): the reason, or NULL
 */
GError *
phl_stats_take_damage (PhlStats *self)
{
  g_return_val_if_fail (PHL_IS_STATS (self), NULL);

  return g_steal_pointer (&self->damage);
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
  self->unsaved = TRUE;
  if (!phl_file_write_atomically (self->path, data, length, error))
    return FALSE;
  self->unsaved = FALSE;
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
  /* Counts stop at the top of their range rather than wrap to nothing. */
  g_key_file_set_integer (self->file, game_id, "Played", MIN (stats.played, G_MAXINT - 1) + 1);
  if (won && assisted)
    g_key_file_set_integer (self->file, game_id, "AssistedWins", MIN (stats.assisted_wins, G_MAXINT - 1) + 1);
  else if (won)
    g_key_file_set_integer (self->file, game_id, "Won", MIN (stats.won, G_MAXINT - 1) + 1);
  /* A hint or an undo helped: the game counts, its score is no record. */
  if (!assisted && (!stats.has_best_score || score > stats.best_score))
    g_key_file_set_integer (self->file, game_id, "BestScore", score);

  return save (self, error);
}

static GQuark
recorded_quark (void)
{
  return g_quark_from_static_string ("phl-stats-recorded");
}

gboolean
phl_stats_record_match (PhlStats  *self,
                        PhlMatch  *match,
                        GError   **error)
{
  const PhlGameRules *rules;
  gconstpointer state;
  guint winners;
  gboolean any_human = FALSE, any_computer = FALSE, human_won = FALSE;
  int best = G_MININT;

  g_return_val_if_fail (PHL_IS_STATS (self), FALSE);
  g_return_val_if_fail (PHL_IS_MATCH (match), FALSE);
  g_return_val_if_fail (phl_match_is_over (match), FALSE);

  /* Once per match, whoever asks: the match cannot be undone past its end,
   * and this keeps a second "it ended" from counting it again.  When it
   * was counted but could not be saved (a full disk), asking again saves. */
  if (g_object_get_qdata (G_OBJECT (match), recorded_quark ()) != NULL)
    return self->unsaved ? save (self, error) : TRUE;
  /* A game the guide played along (Learn to Play) is a lesson, not a result. */
  if (phl_match_get_guided (match))
    return TRUE;

  rules = phl_match_get_rules (match);
  state = phl_match_get_state (match);
  winners = rules->winners (state);
  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    if (phl_match_seat_is_person (match, i))
      {
        any_human = TRUE;
        human_won |= (winners & (1u << i)) != 0;
        best = MAX (best, rules->score (state, i));
      }
    else
      any_computer = TRUE;

  g_object_set_qdata (G_OBJECT (match), recorded_quark (), GINT_TO_POINTER (TRUE));
  if (!any_human)
    return TRUE;
  /* People playing each other at one screen: one of them always wins, and
   * the statistics cannot tell whose they are.  Played, never won; a win
   * is a person's against the computers. */
  if (!any_computer)
    human_won = FALSE;
  return phl_stats_record (self, rules->id, human_won, phl_match_get_assisted (match), best, error);
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
