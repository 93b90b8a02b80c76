/* phl-hotseat.h — who is at the screen of a match several people share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One screen, several people.  Every text and drawing of a play screen is
 * written for one seat, the viewer: its hidden items may show, nobody
 * else's.  PhlHotseat decides who that is, the same way for every game:
 *
 * - with one person playing, always that person;
 * - in a game that hides anything (PhlGameRules.hides_from), the first
 *   person takes the screen from a hand-over page, as later ones may;
 * - when a person's turn comes and their view would show something that
 *   someone who may be watching (everyone who has been at the screen since
 *   the last hand-over) may not know, the screen hands over first: the
 *   viewer is -1 (nobody's hidden facts) until phl_hotseat_handed_over();
 * - during a computer's turn, the last person's view.
 *
 * What a seat may know is the engine's to say (PhlGameRules.hides_from and
 * the game's own visibility functions); the views ask, never decide.
 */
#pragma once

#include "phl-match.h"

G_BEGIN_DECLS

/* The play screen keeps its PhlHotseat under this key (g_object_get_data). */
#define PHL_HOTSEAT_KEY "phl-hotseat"

#define PHL_TYPE_HOTSEAT (phl_hotseat_get_type ())

G_DECLARE_FINAL_TYPE (PhlHotseat, phl_hotseat, PHL, HOTSEAT, GObject)

/* Create it before connecting to @match's "changed": it follows the match
 * from its own handler, so the view's handlers find it up to date. */
PhlHotseat *phl_hotseat_new          (PhlMatch   *match);
PhlMatch   *phl_hotseat_get_match    (PhlHotseat *self);
/* The seat every text is written for, or -1: nobody's hidden facts. */
int         phl_hotseat_get_viewer   (PhlHotseat *self);
/* The person at the screen, whose view shows and who may undo their own
 * last move; -1 while a hand-over page shows or nobody's view does. */
int         phl_hotseat_get_at_screen (PhlHotseat *self);
/* The person the screen waits for (a hand-over page shows), or -1. */
int         phl_hotseat_get_handover (PhlHotseat *self);
/* The person of the hand-over page has taken the screen, alone. */
void        phl_hotseat_handed_over  (PhlHotseat *self);
/* A replay: always @seat's view (-1: nobody's hidden facts), no hand-over. */
void        phl_hotseat_set_fixed_viewer (PhlHotseat *self,
                                          int         seat);

G_END_DECLS
