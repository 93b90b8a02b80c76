/* phl-stampswap-game-private.h — what the rules' two files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-stampswap-game.c (setup, the order of the steps, action text) calls
 * the phases' mechanics of phl-stampswap-phases.c through these.  Not for
 * use outside the engine's rules.
 */
#pragma once

#include "stampswap/phl-stampswap-game.h"

G_BEGIN_DECLS

/* Helpers */
const PhlStampswapTile *_phl_stampswap_tile_of                (guint16                  item);
gboolean                _phl_stampswap_is_dummy               (const PhlStampswapState *state,
                                                               guint                    part);
void                    _phl_stampswap_mark_flags             (PhlApplyFlags           *flags);
guint8                  _phl_stampswap_draw_tile              (PhlStampswapState       *state,
                                                               GRand                   *rng,
                                                               guint8                   kind);
void                    _phl_stampswap_box_item               (PhlStampswapState       *state,
                                                               guint16                  item);
const PhlStampswapCard *_phl_stampswap_top_event_with         (const PhlStampswapState *state,
                                                               PhlStampswapEffect       effect);
void                    _phl_stampswap_refresh_pool_knowledge (PhlStampswapState       *state);

/* Collect */
gboolean                _phl_stampswap_collect_finished       (const PhlStampswapState *state);
void                    _phl_stampswap_take_slot              (PhlStampswapState       *state,
                                                               guint                    slot);
void                    _phl_stampswap_dummy_take             (PhlStampswapState       *state);
void                    _phl_stampswap_end_collect            (PhlStampswapState       *state,
                                                               GRand                   *rng,
                                                               PhlApplyFlags           *flags);

/* Cut */
gboolean                _phl_stampswap_check_cut              (const PhlStampswapState *state,
                                                               guint                    seat,
                                                               const char              *text,
                                                               guint8                   lists[3][PHL_STAMPSWAP_MAX_HELD],
                                                               guint                    n_lists[3],
                                                               GError                 **error);
void                    _phl_stampswap_do_cut                 (PhlStampswapState       *state,
                                                               guint                    seat,
                                                               guint8                   lists[3][PHL_STAMPSWAP_MAX_HELD],
                                                               const guint              n_lists[3]);
void                    _phl_stampswap_dummy_cut              (PhlStampswapState       *state);
void                    _phl_stampswap_start_choose           (PhlStampswapState       *state,
                                                               PhlApplyFlags           *flags);

/* Choose */
void                    _phl_stampswap_reveal_holdings        (PhlStampswapState       *state,
                                                               guint                    seat);
guint8                  _phl_stampswap_next_unchosen_right    (const PhlStampswapState *state,
                                                               guint                    from);
gboolean                _phl_stampswap_has_pile_to_take       (const PhlStampswapState *state,
                                                               guint                    chooser);
void                    _phl_stampswap_keep_own_piles         (PhlStampswapState       *state,
                                                               guint                    seat);
void                    _phl_stampswap_do_choose              (PhlStampswapState       *state,
                                                               guint                    owner,
                                                               guint                    pile,
                                                               GRand                   *rng,
                                                               PhlApplyFlags           *flags);
void                    _phl_stampswap_dummy_choose           (PhlStampswapState       *state,
                                                               GRand                   *rng,
                                                               PhlApplyFlags           *flags);
void                    _phl_stampswap_end_swap               (PhlStampswapState       *state);

/* Show */
int                     _phl_stampswap_discard_value          (const PhlStampswapState *state,
                                                               guint                    seat,
                                                               const PhlStampswapTile  *tile);
void                    _phl_stampswap_score_round            (PhlStampswapState       *state,
                                                               guint                    seat,
                                                               guint                    slot);

/* phl-stampswap-action.c: a number in an action's text. */
gboolean                _phl_stampswap_read_uint              (const char              *text,
                                                               guint                   *value,
                                                               const char             **rest);

G_END_DECLS
