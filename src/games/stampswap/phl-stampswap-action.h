/* phl-stampswap-action.h — Stamp Swap actions as typed values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place that writes and reads the action text of docs/stampswap.md
 * for views and tools: build an action with the phl_stampswap_action_*()
 * functions, read one with phl_stampswap_action_parse().  The cut's
 * legality is here too, for a cut being assembled on screen (every item in
 * a zone or not yet) as well as a finished one.  GTK-free.
 */
#pragma once

#include <glib.h>

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

typedef enum
{
  PHL_STAMPSWAP_ACTION_TAKE,
  PHL_STAMPSWAP_ACTION_CUT,
  PHL_STAMPSWAP_ACTION_CHOOSE,
  PHL_STAMPSWAP_ACTION_PLACE,
  PHL_STAMPSWAP_ACTION_DISCARD,
  PHL_STAMPSWAP_ACTION_CONTEST,
} PhlStampswapActionKind;

/* Where an item of the Daily Collection goes in a cut. */
typedef enum
{
  PHL_STAMPSWAP_CUT_UNSET,      /* not decided yet (on screen only) */
  PHL_STAMPSWAP_CUT_RESERVE,
  PHL_STAMPSWAP_CUT_PILE1,
  PHL_STAMPSWAP_CUT_PILE2,
  PHL_STAMPSWAP_N_CUT_ZONES
} PhlStampswapCutZone;

/* A cut: per item of the Daily Collection (by index), its zone. */
typedef struct
{
  guint8 n_items;
  guint8 zone[PHL_STAMPSWAP_MAX_HELD];   /* PhlStampswapCutZone */
} PhlStampswapCut;

#define PHL_STAMPSWAP_MAX_ID 64

typedef struct
{
  PhlStampswapActionKind kind;
  /* take: pool slot; place, discard: pending stamp (all 0-based). */
  guint           index;
  /* choose: the seat (0-based; solo: the dummy is n_players) and pile 0/1. */
  guint           seat;
  guint           pile;
  /* place: the top-left cell. */
  guint           x, y;
  /* contest: the card id. */
  char            contest[PHL_STAMPSWAP_MAX_ID];
  /* cut: n_items is the highest index named (the parse cannot know the
   * collection); every item up to it is in a zone. */
  PhlStampswapCut cut;
} PhlStampswapAction;

char    *phl_stampswap_action_take    (guint                  slot);
char    *phl_stampswap_action_cut     (const PhlStampswapCut *cut);
char    *phl_stampswap_action_choose  (guint                  seat,
                                       guint                  pile);
char    *phl_stampswap_action_place   (guint                  index,
                                       guint                  x,
                                       guint                  y);
char    *phl_stampswap_action_discard (guint                  index);
char    *phl_stampswap_action_contest (const char            *card_id);
/* Reads @text (syntax only; legality is the rules' apply()). */
gboolean phl_stampswap_action_parse   (const char            *text,
                                       PhlStampswapAction    *out,
                                       GError               **error);
/* Whether @a and @b are the same action (a cut: the same zones). */
gboolean phl_stampswap_action_equal   (const PhlStampswapAction *a,
                                       const PhlStampswapAction *b);

/* An empty cut of @seat's Daily Collection (every item unset). */
void     phl_stampswap_cut_init       (PhlStampswapCut         *cut,
                                       const PhlStampswapState *state,
                                       guint                    seat);
/* What is wrong with a cut, the first thing to change. */
typedef enum
{
  PHL_STAMPSWAP_CUT_OK,
  PHL_STAMPSWAP_CUT_ITEMS_UNSET,    /* count: items not in a zone yet */
  PHL_STAMPSWAP_CUT_RESERVE_COUNT,  /* count: items the reserve must hold */
  PHL_STAMPSWAP_CUT_RARE_RESERVED,  /* count: the (0-based) rare item */
  PHL_STAMPSWAP_CUT_PILE_EMPTY,     /* two piles, and one is empty */
  PHL_STAMPSWAP_CUT_ONE_PILE,       /* too few items: all go to pile 1 */
} PhlStampswapCutProblem;

/* Whether @item may go into @zone (rare stamps are never reserved). */
gboolean phl_stampswap_cut_allows     (const PhlStampswapState *state,
                                       guint                    seat,
                                       guint                    item,
                                       PhlStampswapCutZone      zone);
/* The rules' one check of a cut for @seat now (the engine's apply() and a
 * view's cut being assembled); @count as the problem says, may be NULL. */
PhlStampswapCutProblem phl_stampswap_cut_problem (const PhlStampswapState *state,
                                                  guint                    seat,
                                                  const PhlStampswapCut   *cut,
                                                  guint                   *count);
/* The same as an error in the rules' words (PHL_ERROR_ILLEGAL). */
gboolean phl_stampswap_cut_check      (const PhlStampswapState *state,
                                       guint                    seat,
                                       const PhlStampswapCut   *cut,
                                       GError                 **error);

G_END_DECLS
