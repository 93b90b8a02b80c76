/* phl-stamps-ai-private.h — the hard AI's weights, for tuning benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "stamps/phl-stamps-ai.h"

G_BEGIN_DECLS

typedef struct
{
  double follow_up;
  double opponent;
  double collision_hope;
  double collision_hope_max;
  double unmoved_hope;
  double unmoved_hope_max;
  double crowding;
  /* Count the stamp drawn after this move in the follow-up (expected). */
  gboolean draw_follow_up;
  /* Weight of the expected gains of the seats after the next one. */
  double later_opponents;
} PhlStampsAiWeights;

extern const PhlStampsAiWeights phl_stamps_ai_default_weights;

gboolean  phl_stamps_ai_choose_hard_weighted (const PhlStampsState     *state,
                                              const PhlStampsAiWeights *weights,
                                              GRand                    *rng,
                                              PhlStampsHint            *hint);

/* The hard player's placements of the seat to act, best first by its
 * value (equal values in the order of the legal moves, so the ranking
 * depends on the position alone): at most @max_hints of them in @hints.
 * Returns how many; 0 once the game is over. */
guint     phl_stamps_ai_rank_hard            (const PhlStampsState     *state,
                                              const PhlStampsAiWeights *weights,
                                              PhlStampsHint            *hints,
                                              guint                     max_hints);

/* The same ranked by the outlook gain of the mover's own tableau alone
 * (no follow-up, no opponents): a fraction of the cost. */
guint     phl_stamps_ai_rank_quick           (const PhlStampsState     *state,
                                              const PhlStampsAiWeights *weights,
                                              PhlStampsHint            *hints,
                                              guint                     max_hints);
/* The hard player's outlook for @seat's tableau: its score as at the end,
 * softened where the placements still to come may change it. */
double    phl_stamps_ai_outlook              (const PhlStampsState     *state,
                                              const PhlStampsAiWeights *weights,
                                              guint                     seat);

G_END_DECLS
