/* frames-bench.h — what a game's cases of the frame benchmark use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game's cases live in bench/<game>/frames-<game>.c and define
 * `const FramesGame frames_<game>`; its bench/<game>/meson.build adds the
 * file and the game to frames_sources and frames_games.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  const char *game;
  /* Starts the game and measures its cases (the window is sized already). */
  void      (*run) (void);
} FramesGame;

/* How many frames a case records (FRAMES_N). */
extern guint frames_n_wanted;

/* A case's frames: recorded from frames_record_begin() (after the screen
 * settles) to frames_record_end(), which prints the case's row. */
void  frames_record_begin    (void);
void  frames_record_end      (const char *what);
/* Recording paused and resumed within a case. */
void  frames_set_recording   (gboolean    recording);
/* Only frames for which @keep holds before and after painting count. */
void  frames_set_keep        (gboolean  (*keep) (void));
guint frames_n_recorded      (void);
/* Whether the case @name is to be measured (FRAMES_CASE, when set, names
 * the only one: to profile one case alone). */
gboolean frames_case_wanted  (const char *name);
/* The cases every board has: a full redraw and a hover. */
void  frames_measure_board   (void);
void  frames_pause_computers (gboolean    paused);

G_END_DECLS
