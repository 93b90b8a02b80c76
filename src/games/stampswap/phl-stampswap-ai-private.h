/* phl-stampswap-ai-private.h — what the computer players' two files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-stampswap-ai.c (the decisions) calls the valuations of
 * phl-stampswap-ai-eval.c through these.  Not for use outside the AI.
 */
#pragma once

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

typedef struct
{
  const PhlStampswapState *state;
  guint                    seat;
  PhlAiLevel               level;
  guint                    n_rules;
  const PhlStampswapContestRule *rules[PHL_STAMPSWAP_MAX_OWNED + 8];
  double                   weights[PHL_STAMPSWAP_MAX_OWNED + 8];
} Ctx;

const PhlStampswapTile *_phl_stampswap_ai_tile_of     (guint16                  item);
void                    _phl_stampswap_ai_ctx_init    (Ctx                     *ctx,
                                                       const PhlStampswapState *state,
                                                       guint                    seat,
                                                       PhlAiLevel               level);
/* The album's worth against the contests and exhibitors still to score. */
double                  _phl_stampswap_ai_album_eval  (const Ctx               *ctx,
                                                       const PhlStampswapAlbum *album);
/* Cells of the stamp's border shared with stamps or the album edge: packing. */
guint                   _phl_stampswap_ai_contact     (const PhlStampswapAlbum *album,
                                                       const PhlStampswapTile  *tile,
                                                       int                      x,
                                                       int                      y);
/* Best spot for @tile in @album; returns the value gained or -INFINITY. */
double                  _phl_stampswap_ai_best_spot   (const Ctx               *ctx,
                                                       const PhlStampswapAlbum *album,
                                                       const PhlStampswapTile  *tile,
                                                       gboolean                 anchored_only,
                                                       int                     *bx,
                                                       int                     *by);
double                  _phl_stampswap_ai_item_value  (const Ctx               *ctx,
                                                       guint16                  item);
double                  _phl_stampswap_ai_items_value (const Ctx               *ctx,
                                                       const guint16           *items,
                                                       guint                    n);
/* Shows still to come for @seat, counting this round's if not yet scored. */
guint                   _phl_stampswap_ai_shows_left  (const PhlStampswapState *state,
                                                       guint                    seat);
/* The pending stamp to place next: the largest, the hardest to fit later;
 * -1 when none is left. */
int                     _phl_stampswap_ai_pick_pending (const PhlStampswapPlayer *p);
/* A legal cut's text back into its three lists of collection indices. */
void                    _phl_stampswap_ai_parse_cut   (const char              *action,
                                                       guint8                   lists[3][PHL_STAMPSWAP_MAX_HELD],
                                                       guint                    n_lists[3]);
/* The best @max_actions moves of the seat to act at @level, best first,
 * judged on @state as it is (no view: the caller has dealt what the seat
 * cannot see already, as the expert's determinizations do). */
GPtrArray              *_phl_stampswap_ai_ranked_actions (const PhlStampswapState *state,
                                                          PhlAiLevel               level,
                                                          guint                    max_actions);

G_END_DECLS
