/* phl-change.h — what one action did, as the engine tells it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * apply() fills a change record while it applies an action: who acted,
 * a translated description for everyone who may watch and, where the
 * game hides something, a fuller one for the seats that may know it,
 * the points scored and why, and notes on turns the game skipped.  The
 * match keeps one per action; views, the game log and announcements
 * read these instead of comparing copies of states.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define PHL_TYPE_CHANGE (phl_change_get_type ())

typedef struct _PhlChange PhlChange;

GType       phl_change_get_type      (void) G_GNUC_CONST;

/* Engines do not know the players' names: a text names seat @seat by
 * this marker (an argument of a translated format such as "%s swapped"),
 * and describe() puts the name the match gave in its place. */
const char *phl_change_seat          (guint            seat);
/* The names describe() puts for the markers (the match sets them);
 * without them a seat is "Player 1", "Player 2"… */
void        phl_change_set_seat_names(PhlChange       *self,
                                      const char * const *names,
                                      guint            n_names);

/* @actor: the seat that acted; -1 for the game itself. */
PhlChange  *phl_change_new           (int              actor);
PhlChange  *phl_change_ref           (PhlChange       *self);
void        phl_change_unref         (PhlChange       *self);

/* Who acted, when it is not the seat the match expected (games where
 * several seats act at once). */
void        phl_change_set_actor     (PhlChange       *self,
                                      int              actor);
/* The seat the text is about when the game itself acted (the auction's
 * clock giving a card away): the log marks the line with its dot, while
 * the actor stays -1 (nobody's decision to review or to skip hearing). */
void        phl_change_set_subject   (PhlChange       *self,
                                      int              seat);
/* Text for everyone who may watch: it must not name anything hidden. */
void        phl_change_set_text      (PhlChange       *self,
                                      const char      *text);
/* Text for the seats in @seats (bit i = seat i) who may know more (their
 * own face-down stamp, their sealed bid).  A later call wins for the seats
 * both name. */
void        phl_change_set_seat_text (PhlChange       *self,
                                      guint            seats,
                                      const char      *text);
/* Points scored by @seat through this action and why ("Straight of 3");
 * any number per seat.  @reason may be NULL. */
void        phl_change_add_points    (PhlChange       *self,
                                      guint            seat,
                                      int              points,
                                      const char      *reason);
/* A turn the game skipped, and why; shown after the description. */
void        phl_change_add_note      (PhlChange       *self,
                                      const char      *text);

int         phl_change_get_actor     (const PhlChange *self);
/* The seat set by phl_change_set_subject(), else the actor. */
int         phl_change_get_subject   (const PhlChange *self);
/* The description with its notes for @viewer (-1: someone who knows
 * nothing hidden); "" when the action said nothing. */
const char *phl_change_describe      (const PhlChange *self,
                                      int              viewer);
/* The text for everyone, without notes and with the seat markers as they
 * are; NULL if none was set. */
const char *phl_change_get_text      (const PhlChange *self);
/* Whether @viewer is told more than the text for everyone. */
gboolean    phl_change_has_seat_text (const PhlChange *self,
                                      int              viewer);
/* The sum of the points @seat scored through this action. */
int         phl_change_get_points    (const PhlChange *self,
                                      guint            seat);
guint       phl_change_get_n_scores  (const PhlChange *self);
/* @reason comes with the seat names in place. */
void        phl_change_get_score     (const PhlChange *self,
                                      guint            index,
                                      guint           *seat,
                                      int             *points,
                                      const char     **reason);
guint       phl_change_get_n_notes   (const PhlChange *self);
/* The note with the seat names in place. */
const char *phl_change_get_note      (const PhlChange *self,
                                      guint            index);
/* Same actor, texts for every viewer, scores and notes. */
gboolean    phl_change_equal         (const PhlChange *a,
                                      const PhlChange *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlChange, phl_change_unref)

G_END_DECLS
