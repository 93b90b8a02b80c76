/* phl-swop-score.h — the sequences a swap forms and what they score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "swop/phl-swop-board.h"

G_BEGIN_DECLS

/* Each moved die forms at most two sequences per line, so at most eight. */
#define PHL_SWOP_MAX_SEQUENCES 8
#define PHL_SWOP_SWOP_LENGTH   6

typedef enum
{
  PHL_SWOP_SEQUENCE_SET,        /* equal numbers */
  PHL_SWOP_SEQUENCE_STRAIGHT,   /* numbers stepping by +1 or -1 */
  PHL_SWOP_SEQUENCE_TWO_SETS,   /* aaabbb: a Swop made of two sets of three */
} PhlSwopSequenceKind;

/* Which moved dice a sequence contains. */
typedef enum
{
  PHL_SWOP_MOVED_FIRST  = 1 << 0,
  PHL_SWOP_MOVED_SECOND = 1 << 1,
} PhlSwopMoved;

typedef struct
{
  PhlSwopSequenceKind kind;
  /* The run of dice: its top or left cell, and whether it runs down a column. */
  guint8   first;
  gboolean vertical;
  /* Dice in the run; a set may be longer than the six that are scored. */
  guint8   run_length;
  /* Scored length, 3 to 6; 6 is a Swop. */
  guint8   length;
  guint8   points;
  PhlSwopMoved moved;
} PhlSwopSequence;

typedef struct
{
  guint           n_sequences;
  PhlSwopSequence sequences[PHL_SWOP_MAX_SEQUENCES];
  int             sequence_points;
  /* n - 1 points for n >= 2 sequences. */
  int             bonus;
  /* Sequences of six: each needs a Swop chip. */
  int             swops;
  /* sequence_points + bonus */
  int             points;
} PhlSwopEval;

/* Points of a sequence of @length dice (3 → 1, 4 → 2, 5 → 3, 6 → 5). */
int       phl_swop_points_for_length      (int                length);

/* Scores exchanging the dice on cells @first and @second of @board, as the
 * mover would after the swap; legality is not checked (see
 * phl_swop_state_check_swap()).  Both cells must hold dice. */
void      phl_swop_evaluate_swap          (const PhlSwopCell *board,
                                           int                first,
                                           int                second,
                                           PhlSwopEval       *eval);

/* The fast path of the computer players: @pips holds each cell's pips (0
 * for a chip, see phl_swop_board_pips()); it is swapped, scored and
 * restored in place. */
void      phl_swop_evaluate_pips          (guint8            *pips,
                                           int                first,
                                           int                second,
                                           PhlSwopEval       *eval);
/* What one die showing @value would form on @cell, the rest of @pips
 * unchanged.  A swap of two dice that share no row or column scores the
 * sum of their two placements (bonus aside), which lets the computer
 * players score every swap from 66 x 6 placements. */
typedef struct
{
  guint8 n_sequences;
  guint8 sequence_points;
  guint8 swops;
} PhlSwopPlacement;

void      phl_swop_evaluate_placement     (guint8            *pips,
                                           int                cell,
                                           guint8             value,
                                           PhlSwopPlacement  *placement);
void      phl_swop_board_pips             (const PhlSwopCell *board,
                                           guint8            *pips);

/* The @i-th cell of @sequence, 0 <= @i < run_length. */
int       phl_swop_sequence_cell          (const PhlSwopSequence *sequence,
                                           guint              i);
gboolean  phl_swop_sequence_is_swop       (const PhlSwopSequence *sequence);

G_END_DECLS
