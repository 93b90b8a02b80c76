/* phl-stampswap-layout.h — where everything of the Stamp Swap table lies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C over the state, no GTK: one geometry for drawing, hit-testing,
 * keyboard focus rings and the UI test's pointer (which asks it where to
 * click and drag).  tests/stampswap-view/test-stampswap-layout.c checks
 * that nothing overlaps, everything fits from 800×600 up, and that a
 * point of every rectangle hits what lies there.
 */
#pragma once

#include <glib.h>

#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

#define PHL_STAMPSWAP_MAX_OWNED_SHOWN 16

typedef struct
{
  double x, y, w, h;
} PhlStampswapRect;

typedef enum
{
  PHL_STAMPSWAP_HIT_NONE,
  PHL_STAMPSWAP_HIT_POOL,        /* index: pool slot */
  PHL_STAMPSWAP_HIT_COLLECTION,  /* index: collection item (Collect, read-only) */
  PHL_STAMPSWAP_HIT_CUT_ITEM,    /* index: collection item being cut */
  PHL_STAMPSWAP_HIT_ZONE,        /* index: PhlStampswapCutZone */
  PHL_STAMPSWAP_HIT_PILE,        /* index: owner seat, sub: pile 0/1 */
  PHL_STAMPSWAP_HIT_PENDING,     /* index: pending stamp */
  PHL_STAMPSWAP_HIT_ALBUM,       /* index: x + 12 y */
  PHL_STAMPSWAP_HIT_CONTEST,     /* index: board slot 0-4 */
  PHL_STAMPSWAP_HIT_CHOICE,      /* index: board slot 0-3, the Show's contest list */
  PHL_STAMPSWAP_HIT_OPPONENT,    /* index: seat; sub 1: the expanded mat */
  PHL_STAMPSWAP_HIT_CARD,        /* index: deck card (hover preview only) */
  PHL_STAMPSWAP_HIT_EVENT,       /* index: round event position */
} PhlStampswapHitKind;

typedef struct
{
  PhlStampswapHitKind kind;
  int                 index;
  int                 sub;
} PhlStampswapHit;

/* What the geometry depends on besides the size. */
typedef struct
{
  const PhlStampswapState *state;
  int                      viewer;        /* whose mat is laid out; -1: none */
  gboolean                 cutting;       /* the viewer assembles a cut now */
  const PhlStampswapCut   *cut;           /* its zones (NULL: all unset) */
  int                      expanded_opp;  /* an opponent's mat shown large, or -1 */
  gboolean                 pinned;        /* … opened by a click: it takes the pointer */
} PhlStampswapLayoutInput;

typedef struct
{
  double           W, H;
  /* Below about 1000 × 640 texts and margins shrink. */
  gboolean         compact;
  double           font;                 /* base text size in px */
  PhlStampswapRect board, track, contests[PHL_STAMPSWAP_N_ROUND_CONTESTS + 1], events;
  PhlStampswapRect album;
  double           cell;
  PhlStampswapRect work, title, content, strip;
  PhlStampswapRect opp_col, opp[PHL_STAMPSWAP_MAX_PARTS];
  /* Collect */
  PhlStampswapRect pool[PHL_STAMPSWAP_MAX_POOL];
  PhlStampswapRect coll[PHL_STAMPSWAP_MAX_HELD];
  PhlStampswapRect coll_area;
  /* Cut */
  PhlStampswapRect zone[PHL_STAMPSWAP_N_CUT_ZONES];
  PhlStampswapRect cut_item[PHL_STAMPSWAP_MAX_HELD];
  PhlStampswapRect meter;
  PhlStampswapRect confirm;              /* the Confirm Piles button */
  /* Choose */
  PhlStampswapRect pile[PHL_STAMPSWAP_MAX_PARTS][2];
  PhlStampswapRect pile_row[PHL_STAMPSWAP_MAX_PARTS];
  /* Show */
  PhlStampswapRect pending[PHL_STAMPSWAP_MAX_HELD];
  PhlStampswapRect choice[PHL_STAMPSWAP_N_ROUND_CONTESTS];
  /* Strip: your cards */
  PhlStampswapRect strip_info;
  PhlStampswapRect mycard[PHL_STAMPSWAP_MAX_OWNED_SHOWN + 1];
  int              mycard_index[PHL_STAMPSWAP_MAX_OWNED_SHOWN + 1];
  int              n_mycards;
  /* Pop-ups: the expanded opponent; where previews may go. */
  PhlStampswapRect expanded;
  PhlStampswapRect scores;
} PhlStampswapLayout;

/* The smallest canvas the table is laid out for (smaller ones scroll). */
#define PHL_STAMPSWAP_LAYOUT_MIN_W 560
#define PHL_STAMPSWAP_LAYOUT_MIN_H 280

void             phl_stampswap_layout_compute (PhlStampswapLayout            *layout,
                                               const PhlStampswapLayoutInput *input,
                                               double                         width,
                                               double                         height);
PhlStampswapHit  phl_stampswap_layout_hit     (const PhlStampswapLayout      *layout,
                                               const PhlStampswapLayoutInput *input,
                                               double                         x,
                                               double                         y);
/* The rectangle of @hit (album: the cell), or an empty one. */
PhlStampswapRect phl_stampswap_layout_rect_of (const PhlStampswapLayout      *layout,
                                               PhlStampswapHit                hit);
/* Where a pop-up of @w × @h near (@x, @y) goes: inside the canvas, and
 * never over the area being worked on (the cut's zones, the album while a
 * stamp is placed, the piles to choose from). */
PhlStampswapRect phl_stampswap_layout_popup   (const PhlStampswapLayout      *layout,
                                               const PhlStampswapLayoutInput *input,
                                               double                         x,
                                               double                         y,
                                               double                         w,
                                               double                         h);
/* The area being worked on in this phase (may be empty). */
PhlStampswapRect phl_stampswap_layout_busy    (const PhlStampswapLayout      *layout,
                                               const PhlStampswapLayoutInput *input);
/* Where the board element a Learn to Play guide names is (docs/guides.md
 * "Stamp Swap anchors": "album", "cell:3,4", "pool:7", "pile:2/1",
 * "first-player", …) for the seat the layout is made for; empty when the
 * name is unknown or the element is not shown now (phl-stampswap-anchors.c). */
PhlStampswapRect phl_stampswap_layout_anchor  (const PhlStampswapLayout      *layout,
                                               const PhlStampswapLayoutInput *input,
                                               const char                    *name);
/* Lays @n squares out in a grid filling @area as largely as possible. */
void             phl_stampswap_layout_grid    (PhlStampswapRect               area,
                                               guint                          n,
                                               double                         max_size,
                                               double                         gap,
                                               PhlStampswapRect              *out);

gboolean         phl_stampswap_rect_contains  (const PhlStampswapRect        *r,
                                               double                         x,
                                               double                         y);
gboolean         phl_stampswap_rect_overlaps  (const PhlStampswapRect        *a,
                                               const PhlStampswapRect        *b);
PhlStampswapRect phl_stampswap_rect_inset     (PhlStampswapRect               r,
                                               double                         d);

G_END_DECLS
