/* phl-match.h — one game being played: seats, state, history, saves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "phl-game-rules.h"

G_BEGIN_DECLS

#define PHL_MATCH_FORMAT 1

typedef enum
{
  PHL_SEAT_HUMAN,
  PHL_SEAT_COMPUTER,
} PhlSeatKind;

typedef struct
{
  char        *name;
  PhlSeatKind  kind;
  PhlAiLevel   level;
} PhlSeat;

#define PHL_TYPE_MATCH (phl_match_get_type ())

G_DECLARE_FINAL_TYPE (PhlMatch, phl_match, PHL, MATCH, GObject)

/* @name when it is a default name in any language the app ships
 * ("Gracz 2", "Spieler 2", "Computer 1"), in the language in use; else
 * NULL.  Such names are the app's words, not a person's. */
char               *phl_seat_name_dup_localized  (const char          *name);

PhlMatch           *phl_match_new                (const PhlGameRules  *rules,
                                                  const PhlSetup      *setup,
                                                  const PhlSeat       *seats,
                                                  guint64              seed,
                                                  GError             **error);
/* A save (seed and actions, replayed and checked against its snapshot)
 * or a position (no actions). */
PhlMatch           *phl_match_new_from_file      (const char          *path,
                                                  GError             **error);
PhlMatch           *phl_match_new_from_key_file  (PhlKeyFile          *file,
                                                  GError             **error);

const PhlGameRules *phl_match_get_rules          (PhlMatch            *self);
gconstpointer       phl_match_get_state          (PhlMatch            *self);
guint64             phl_match_get_seed           (PhlMatch            *self);
const char         *phl_match_get_variant        (PhlMatch            *self);
const char         *phl_match_get_deck           (PhlMatch            *self);
const char * const *phl_match_get_options        (PhlMatch            *self);
guint               phl_match_get_n_seats        (PhlMatch            *self);
const PhlSeat      *phl_match_get_seat           (PhlMatch            *self,
                                                  guint                seat);
/* Whether a person at the screen plays @seat (FALSE for -1, or no such
 * seat): the one test of "is this seat a person" for views and tools. */
gboolean            phl_match_seat_is_person     (PhlMatch            *self,
                                                  int                  seat);
/* How many seats people play (0 when the computers play alone). */
guint               phl_match_count_people       (PhlMatch            *self);
int                 phl_match_get_current_seat   (PhlMatch            *self);
gboolean            phl_match_is_over            (PhlMatch            *self);
gboolean            phl_match_get_assisted       (PhlMatch            *self);
void                phl_match_set_assisted       (PhlMatch            *self,
                                                  gboolean             assisted);
/* A Learn to Play game (docs/guides.md), also after it was left to free
 * play: statistics never count it.  Not saved: a guided game is not
 * autosaved either. */
gboolean            phl_match_get_guided         (PhlMatch            *self);
void                phl_match_set_guided         (PhlMatch            *self,
                                                  gboolean             guided);

gboolean            phl_match_submit             (PhlMatch            *self,
                                                  const char          *action,
                                                  GError             **error);
gboolean            phl_match_get_can_undo       (PhlMatch            *self);
gboolean            phl_match_undo               (PhlMatch            *self);
/* Undo for the person at the screen: only their own last move (see
 * phl-match.c). */
gboolean            phl_match_get_can_undo_for   (PhlMatch            *self,
                                                  int                  seat);
gboolean            phl_match_undo_for           (PhlMatch            *self,
                                                  int                  seat);
guint               phl_match_get_n_actions      (PhlMatch            *self);
const char         *phl_match_get_action         (PhlMatch            *self,
                                                  guint                index);
/* Replay: back and forth along the recorded actions (see phl-match.c). */
gboolean            phl_match_seek               (PhlMatch            *self,
                                                  guint                n_actions,
                                                  GError             **error);
guint               phl_match_get_n_recorded     (PhlMatch            *self);
const char         *phl_match_get_recorded_action (PhlMatch           *self,
                                                  guint                index);
/* A new match at the position after the first @n_actions recorded
 * actions of @source (its seed, setup, deck and start), with @seats
 * (NULL: the same), to play on from there. */
PhlMatch           *phl_match_new_at             (PhlMatch            *source,
                                                  guint                n_actions,
                                                  const PhlSeat       *seats,
                                                  GError             **error);
/* What action @index did (who acted, texts per seat, points): kept for
 * every action, rebuilt when a save is replayed, dropped on undo. */
const PhlChange    *phl_match_get_change         (PhlMatch            *self,
                                                  guint                index);

/* Saves after every action to @path (atomically); NULL turns it off. */
void                phl_match_set_autosave_path  (PhlMatch            *self,
                                                  const char          *path);
const char         *phl_match_get_autosave_path  (PhlMatch            *self);
/* Writes the autosave now (retrying one that failed); TRUE without a path. */
gboolean            phl_match_autosave           (PhlMatch            *self,
                                                  GError             **error);
/* Why the last autosave failed, NULL while saving works. */
const GError       *phl_match_get_autosave_error (PhlMatch            *self);

char               *phl_match_to_data            (PhlMatch            *self,
                                                  gsize               *length);
gboolean            phl_match_save               (PhlMatch            *self,
                                                  const char          *path,
                                                  GError             **error);

const char         *phl_ai_level_to_string       (PhlAiLevel           level);
gboolean            phl_ai_level_from_string     (const char          *text,
                                                  PhlAiLevel          *level);

G_END_DECLS
