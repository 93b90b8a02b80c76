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

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "phl-file.h"
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
   * and this keeps a second "it ended" from counting it again. */
  if (g_object_get_qdata (G_OBJECT (match), recorded_quark ()) != NULL)
    return TRUE;
  /* A game the guide played along (Learn to Play) is a lesson, not a result. */
  if (phl_match_get_guided (match))
    return TRUE;

  rules = phl_match_get_rules (match);
  state = phl_match_get_state (match);
  winners = rules->winners (state);
  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    if (phl_match_get_seat (match, i)->kind == PHL_SEAT_HUMAN)
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
