/* guide-probe.h — what the guide scenarios share: finding the guided view
 * and waiting for a step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-view.h"
#include "phl-guide.h"
#include "probe.h"

#define GUIDE_WAIT_MS 20000

/* The game view on screen when it runs a guide, else NULL. */
PhlGameView  *guide_probe_view      (void);
/* Until the guide shows step @index (0-based; the end is n_steps) in a
 * phase the learner acts in: not while a computer's move is coming. */
PhlGameView  *guide_probe_wait_step (guint        index);
PhlGuidePhase guide_probe_phase     (PhlGameView *view);
/* Skip: the question comes, the guide still runs; @leave answers Leave
 * (the guide closes) or Stay (it goes on).  FALSE if any of it fails. */
gboolean      guide_probe_skip      (PhlGameView *view,
                                     gboolean     leave);
