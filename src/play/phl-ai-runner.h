/* phl-ai-runner.h — plays the computer seats of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_AI_RUNNER (phl_ai_runner_get_type ())

G_DECLARE_FINAL_TYPE (PhlAiRunner, phl_ai_runner, PHL, AI_RUNNER, GObject)

/* Watches @match; whenever a computer seat is to act, thinks off the main
 * thread on a copy of the state, waits @delay_ms so the move can be seen,
 * and submits the action. */
PhlAiRunner *phl_ai_runner_new       (PhlMatch    *match);
void         phl_ai_runner_set_delay (PhlAiRunner *self,
                                      guint        delay_ms);
guint        phl_ai_runner_get_delay (PhlAiRunner *self);
/* The expert's budget per decision in milliseconds of CPU time (default
 * PHL_AI_DEFAULT_THINK_MS), from the next thought on. */
void         phl_ai_runner_set_think_ms (PhlAiRunner *self,
                                         guint        think_ms);

/* While paused (the players read a summary, or the view runs a countdown
 * in which the computers act in real time) no computer moves. */
void         phl_ai_runner_set_paused    (PhlAiRunner     *self,
                                          gboolean         paused);

G_END_DECLS
