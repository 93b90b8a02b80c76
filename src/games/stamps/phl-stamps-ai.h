/* phl-stamps-ai.h — computer opponents for STAMPS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * easy:   often a random placement, otherwise the one with most marker steps.
 * normal: the placement that most improves its own tableau as scored now
 *         (collisions and -3s included).
 * hard:   also weighs collisions that may still be undone and -3s that may
 *         still go, the expected value of next turn's hand (the stamp kept
 *         plus the next draw), and subtracts what the opponents could expect
 *         to gain from the grid it leaves, the next one most (their hands are
 *         unknown: averaged over the stamps the AI cannot see).
 * The AI only reads what its seat may know: the grid, every tableau, its own
 * hand and the number of stamps elsewhere.
 */
#pragma once

#include "phl-game-rules.h"
#include "stamps/phl-stamps-state.h"

G_BEGIN_DECLS

typedef struct
{
  PhlStampsColor color;
  int            x, y;
  /* Marker steps the placement gives, per colour. */
  guint          steps[PHL_STAMPS_N_COLORS];
  /* Change of the mover's tableau as scored at the end (normal's measure). */
  int            score_gain;
  /* Change of the hard AI's outlook for its own tableau. */
  double         outlook_gain;
  /* Value of the best follow-up with the stamp kept in hand. */
  double         follow_up;
  /* What the next opponent could expect to gain from the grid afterwards. */
  double         opponent_gain;
  /* The same summed over the opponents after the next one, if weighed. */
  double         later_opponents_gain;
  /* The total the hard AI maximises. */
  double         value;
} PhlStampsHint;

/* The move of the seat to act at @level; FALSE once the game is over. */
gboolean  phl_stamps_ai_choose (const PhlStampsState *state,
                                PhlAiLevel            level,
                                GRand                *rng,
                                PhlStampsHint        *hint);
/* The hard AI's move with its breakdown (deterministic). */
gboolean  phl_stamps_ai_hint   (const PhlStampsState *state,
                                PhlStampsHint        *hint);

G_END_DECLS
