/* phl-stats.h — per-game statistics kept across matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "phl-match.h"

G_BEGIN_DECLS

typedef struct
{
  guint    played;
  guint    won;
  /* Wins where a hint or an undo was used; not part of @won. */
  guint    assisted_wins;
  /* The best score of a game played without hint or undo. */
  gboolean has_best_score;
  int      best_score;
} PhlGameStats;

#define PHL_TYPE_STATS (phl_stats_get_type ())

G_DECLARE_FINAL_TYPE (PhlStats, phl_stats, PHL, STATS, GObject)

/* Reads @path if it exists; a damaged file is kept aside, never
 * overwriting an earlier damaged copy, and phl_stats_take_damage() says why. */
PhlStats *phl_stats_new     (const char    *path);
GError   *phl_stats_take_damage (PhlStats  *self);
void      phl_stats_get     (PhlStats      *self,
                             const char    *game_id,
                             PhlGameStats  *stats);
/* Records one finished match for a human player and saves atomically. */
gboolean  phl_stats_record  (PhlStats      *self,
                             const char    *game_id,
                             gboolean       won,
                             gboolean       assisted,
                             int            score,
                             GError       **error);
/* Records @match, which must be over, for its best human seat: once, however
 * often it is called for the same match (a call after a failed save saves
 * again).  Matches without a human seat and guided matches (Learn to
 * Play, phl_match_get_guided()) are not recorded.  A win is a person's
 * against the computers: a match of people only is played, never won
 * (whose statistics they are is not known). */
gboolean  phl_stats_record_match (PhlStats *self,
                                  PhlMatch *match,
                                  GError  **error);
gboolean  phl_stats_reset   (PhlStats      *self,
                             GError       **error);

G_END_DECLS
