/* phl-stamps-rules.h — placing stamps, brackets, marker steps, turns, scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An action is "<letter>@<x>,<y>": the colour letter of a stamp in the hand
 * of the seat to act and the cell it goes to in game coordinates, e.g.
 * "B@3,-1" (docs/stamps.md).
 */
#pragma once

#include <glib.h>

#include "stamps/phl-stamps-state.h"
#include "stamps/phl-stamps-tableau.h"

G_BEGIN_DECLS

/* Eight directions, so at most eight brackets per placement. */
#define PHL_STAMPS_N_DIRECTIONS 8

typedef struct
{
  int x, y;
} PhlStampsCell;

typedef struct
{
  /* Direction from the new stamp, each -1, 0 or 1. */
  int   dx, dy;
  /* Stamps strictly between the new stamp and the closing one. */
  guint length;
  /* The closing stamp of the new stamp's colour. */
  int   end_x, end_y;
} PhlStampsBracket;

typedef struct
{
  PhlStampsColor   color;
  int              x, y;
  guint            n_brackets;
  PhlStampsBracket brackets[PHL_STAMPS_N_DIRECTIONS];
  /* Marker steps per colour: the bracketed stamps of that colour. */
  guint            steps[PHL_STAMPS_N_COLORS];
  guint            total_steps;
  /* The mover's markers after the steps (they stop at the last column). */
  guint8           markers_after[PHL_STAMPS_N_COLORS];
  /* Bit c set when the marker of colour c shares a column with another of
   * the mover's markers after the placement but did not before. */
  guint            new_collisions;
  /* Bit c set when the marker of colour c shares a column afterwards. */
  guint            collisions_after;
  /* The mover's tableau scored as at the end of the game, before and after. */
  int              score_before;
  int              score_after;
} PhlStampsPlacement;

/* The action text; free with g_free(). */
char      *phl_stamps_format_action     (PhlStampsColor        color,
                                         int                   x,
                                         int                   y);
/* Parses "<letter>@<x>,<y>"; FALSE when malformed (no legality check). */
gboolean   phl_stamps_parse_action      (const char           *action,
                                         PhlStampsColor       *color,
                                         int                  *x,
                                         int                  *y);

/* 0-based seat to act, or -1 once the game is over. */
int        phl_stamps_current_seat      (const PhlStampsState *state);
gboolean   phl_stamps_is_over           (const PhlStampsState *state);
/* TRUE when @seat holds a stamp of @color. */
gboolean   phl_stamps_hand_has          (const PhlStampsState *state,
                                         guint                 seat,
                                         PhlStampsColor        color);

/* An empty cell orthogonally next to a stamp (any colour may go there). */
gboolean   phl_stamps_is_legal_cell     (const PhlStampsState *state,
                                         int                   x,
                                         int                   y);
/* Every legal cell in reading order (top row first, left to right). */
GArray    *phl_stamps_legal_cells       (const PhlStampsState *state);
/* Fills @cells (room for (w+2)*(h+2) of the bounding box) and returns how
 * many; the allocation-free form of phl_stamps_legal_cells() for the AI. */
guint      phl_stamps_collect_legal_cells (const PhlStampsState *state,
                                         PhlStampsCell        *cells,
                                         guint                 max_cells);
/* Marker steps per colour a stamp of @color at (x, y) would give, and their
 * sum; does not check legality. */
guint      phl_stamps_count_steps       (const PhlStampsState *state,
                                         PhlStampsColor        color,
                                         int                   x,
                                         int                   y,
                                         guint                 steps[PHL_STAMPS_N_COLORS]);
/* What placing a stamp of @color at (x, y) would do for the seat to act:
 * brackets, marker steps, collisions, scores.  FALSE when the cell is not
 * legal (the colour need not be in hand, so a view can preview any colour). */
gboolean   phl_stamps_analyse_placement (const PhlStampsState *state,
                                         PhlStampsColor        color,
                                         int                   x,
                                         int                   y,
                                         PhlStampsPlacement   *placement);

/* Places the stamp for the seat to act, moves its markers, draws a new
 * stamp (chance, with @rng) while the pile lasts and passes the turn.
 * Sets *drew when a stamp was drawn.  On an illegal move returns FALSE with
 * a translated PHL_ERROR_ILLEGAL and leaves @state unchanged. */
gboolean   phl_stamps_place             (PhlStampsState       *state,
                                         PhlStampsColor        color,
                                         int                   x,
                                         int                   y,
                                         GRand                *rng,
                                         gboolean             *drew,
                                         GError              **error);
/* Same as phl_stamps_place() without checks or drawing; the caller (the AI)
 * knows the move is legal.  Returns the steps taken. */
guint      phl_stamps_place_unchecked   (PhlStampsState       *state,
                                         PhlStampsColor        color,
                                         int                   x,
                                         int                   y);
/* Gives the turn to the next seat with a stamp in hand, or ends the game. */
void       phl_stamps_pass_turn         (PhlStampsState       *state);

/* The tableau of @seat scored as at the end of the game. */
int        phl_stamps_score             (const PhlStampsState *state,
                                         guint                 seat);
/* Bit i set for every seat with the highest score (ties share). */
guint      phl_stamps_winners           (const PhlStampsState *state);
/* The end-of-game resolution of @seat's tableau, step by step. */
void       phl_stamps_resolve           (const PhlStampsState *state,
                                         guint                 seat,
                                         PhlStampsResolution  *resolution);

G_END_DECLS
