/* phl-guide.h — a Learn to Play script: its game and its steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guide (docs/guides.md) is a fixed game — a seed and every action up to
 * the guide's end — cut into steps: sentences the learner reads (tell),
 * actions the learner makes (act) and actions the scripted opponents make
 * (opponent).  This file reads and checks one; phl-game-view-guide.c plays
 * it on the game's own screen.  GLib and the core only: the guides' test
 * (tests/guides/test-guides.c) uses it without a display.
 */
#pragma once

#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_GUIDE_FORMAT 1

typedef enum
{
  PHL_GUIDE_TELL,
  PHL_GUIDE_ACT,
  PHL_GUIDE_OPPONENT,
} PhlGuideKind;

typedef struct
{
  PhlGuideKind   kind;
  /* In the current language; NULL when the file has none. */
  char          *text;
  /* TextKeys=: the text for a player on the keyboard, when Text= speaks
   * of the mouse ("click", "drag"); NULL to use Text= for both. */
  char          *text_keys;
  char          *wrong;
  char          *after;
  /* Anchor names (Anchor=, ;-separated), NULL-terminated, may be empty. */
  char         **anchors;
  /* act: the expected actions, the first is the one replayed; opponent:
   * exactly one.  NULL for tell. */
  char         **expect;
  /* act: a legal action that is not expected, or NULL. */
  char          *wrong_example;
  /* Game actions played before this step starts. */
  guint          n_actions_before;
  /* [Step N] line, for messages. */
  guint          line;
} PhlGuideStep;

typedef struct _PhlGuide PhlGuide;

/* Reads and checks the shape of a guide (groups, kinds, keys), not the
 * legality of its actions: that needs the engine (phl_guide_check()).
 * Errors read "FILE:LINE: [Group] Key: what is wrong", translated. */
PhlGuide           *phl_guide_new_from_file     (const char   *path,
                                                 GError      **error);
PhlGuide           *phl_guide_new_from_data     (const char   *data,
                                                 gssize        length,
                                                 const char   *name,
                                                 GError      **error);
/* The built-in guide @id (a resource of the core): a game's id for its
 * first guide, or a later part's ("swop-master"); NULL with @error when
 * there is none. */
PhlGuide           *phl_guide_load              (const char   *id,
                                                 GError      **error);
/* Whether the built-in guide @id exists. */
gboolean            phl_guide_exists            (const char   *id);

PhlGuide           *phl_guide_ref               (PhlGuide     *self);
void                phl_guide_unref             (PhlGuide     *self);

const char         *phl_guide_get_name          (PhlGuide     *self);
const char         *phl_guide_get_game          (PhlGuide     *self);
const PhlGameRules *phl_guide_get_rules         (PhlGuide     *self);
const char         *phl_guide_get_title         (PhlGuide     *self);
/* The guide that follows this one ([Guide] Next=, a guide's id such as
 * "swop-master"), offered at the end; NULL for none. */
const char         *phl_guide_get_next          (PhlGuide     *self);
guint               phl_guide_get_n_players     (PhlGuide     *self);
const char         *phl_guide_get_variant       (PhlGuide     *self);
const char * const *phl_guide_get_options       (PhlGuide     *self);
guint64             phl_guide_get_seed          (PhlGuide     *self);
guint               phl_guide_get_n_steps       (PhlGuide     *self);
const PhlGuideStep *phl_guide_get_step          (PhlGuide     *self,
                                                 guint         index);
/* Game actions the whole script plays. */
guint               phl_guide_get_n_actions     (PhlGuide     *self);
/* The key file as read (every language's values), for the tests. */
GKeyFile           *phl_guide_get_key_file      (PhlGuide     *self);
/* "Step 3" for step index 2: the group of a step. */
char               *phl_guide_step_group        (guint         index);
/* FILE:LINE: [Step N] Key: @message, for the checks of other files. */
void                phl_guide_set_step_error    (PhlGuide     *self,
                                                 GError      **error,
                                                 guint         index,
                                                 const char   *key,
                                                 const char   *message);

/* The guide's game at its start: seat 1 the learner ("You", a person),
 * the others computers at normal, which the guide plays while it runs
 * and which play on their own after it.  The match is marked guided
 * (phl_match_get_guided()): statistics never count it. */
PhlMatch           *phl_guide_new_match         (PhlGuide     *self,
                                                 GError      **error);
/* The same, with the script's actions played up to the start of step
 * @index (the first alternative of each act step). */
PhlMatch           *phl_guide_new_match_at      (PhlGuide     *self,
                                                 guint         index,
                                                 GError      **error);
/* Whether @action does what one of @step's expected actions does (the
 * same text, the same words in another order, or the same change). */
gboolean            phl_guide_step_expects      (PhlGuide     *self,
                                                 const PhlGuideStep *step,
                                                 gconstpointer state,
                                                 const char   *action);
/* Plays the whole script on the engine and checks it: every expected and
 * opponent action legal at its point, by the seat it is for; every
 * WrongExample legal there and not expected; at least one WrongExample.
 * The error names the file, the step's line and the key. */
gboolean            phl_guide_check             (PhlGuide     *self,
                                                 GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlGuide, phl_guide_unref)

G_END_DECLS
