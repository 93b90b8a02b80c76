/* phl-stampswap-ai.h — computer players, hints and valuations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every decision is made on a copy of the state in which the face-down
 * stamps the deciding seat has not viewed are re-drawn at random from
 * what it cannot tell apart (phl_stampswap_ai_view), so the AI never uses
 * hidden information.
 */
#pragma once

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

typedef struct
{
  char   *action;
  double  value;     /* the AI's estimate, in points, higher is better */
  char   *reason;    /* a short translated explanation for hints */
} PhlStampswapAiChoice;

/* A copy of @state as @seat may know it (unknown face-down stamps re-drawn). */
PhlStampswapState *phl_stampswap_ai_view      (const PhlStampswapState *state,
                                               guint                    seat,
                                               GRand                   *rng);
/* The action the seat to act takes at @level. */
char              *phl_stampswap_ai_choose    (const PhlStampswapState *state,
                                               PhlAiLevel               level,
                                               GRand                   *rng);
/* The hard AI's choice with its reason (the hint). */
PhlStampswapAiChoice *phl_stampswap_ai_hint   (const PhlStampswapState *state,
                                               GRand                   *rng);
void               phl_stampswap_ai_choice_free (PhlStampswapAiChoice  *choice);
/* Every legal action with its valuation, best first (`moves`). */
GPtrArray         *phl_stampswap_ai_rank      (const PhlStampswapState *state,
                                               GRand                   *rng);
/* How much pile @pile (0 or 1) of @owner is worth to @seat (fairness
 * meter), from what @seat may know: unseen face-down stamps count as the
 * average of what they could be. */
double             phl_stampswap_ai_pile_value (const PhlStampswapState *state,
                                                guint                    seat,
                                                guint                    owner,
                                                guint                    pile);
/* How much one item is worth to @seat in its current album, from what
 * @seat may know. */
double             phl_stampswap_ai_item_value (const PhlStampswapState *state,
                                                guint                    seat,
                                                guint16                  item);
/* The best placement of @tile for @seat: returns FALSE when it fits nowhere. */
gboolean           phl_stampswap_ai_best_placement (const PhlStampswapState *state,
                                                    guint                    seat,
                                                    guint                    tile,
                                                    PhlAiLevel               level,
                                                    int                     *x,
                                                    int                     *y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlStampswapAiChoice, phl_stampswap_ai_choice_free)

G_END_DECLS
