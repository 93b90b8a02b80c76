/* phl-stamps-tableau.h — the score tableau and the end-of-game resolution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The column values come from data/stamps/tableau.ini in GResource.  The
 * resolution tells, marker by marker, what the end of the game does with it
 * (removed by a collision, scored alone in its column, or -3 for never
 * moving), so the end screen can show it step by step.
 */
#pragma once

#include <glib.h>

#include "stamps/phl-stamps-state.h"

G_BEGIN_DECLS

/* Upper bound for the number of columns a tableau file may define. */
#define PHL_STAMPS_MAX_COLUMNS 16

typedef struct
{
  guint n_columns;
  /* values[c] is the points under column c (1-based; values[0] unused). */
  int   values[PHL_STAMPS_MAX_COLUMNS + 1];
  int   unmoved;
  int   collision;
} PhlStampsTableau;

typedef enum
{
  /* Shown in this order on the end screen. */
  PHL_STAMPS_OUTCOME_COLLISION,  /* shares its column: removed, 0 points */
  PHL_STAMPS_OUTCOME_LONE,       /* alone in its column: the column's value */
  PHL_STAMPS_OUTCOME_UNMOVED,    /* never moved: -3 */
} PhlStampsOutcome;

typedef struct
{
  PhlStampsColor   color;
  guint            column;      /* 0 for an unmoved marker */
  PhlStampsOutcome outcome;
  int              points;
} PhlStampsMarkerResult;

typedef struct
{
  /* One entry per colour, in end-screen order: collisions (by column), lone
   * markers (by column), then unmoved markers; colour order within a step. */
  PhlStampsMarkerResult markers[PHL_STAMPS_N_COLORS];
  int                   total;
} PhlStampsResolution;

/* The built-in tableau, loaded once; aborts if the built-in data is broken
 * (a build error, caught by the tests). */
const PhlStampsTableau *phl_stamps_tableau_get_default (void);
/* Parses a tableau file; used for the built-in one and by the tests. */
gboolean                phl_stamps_tableau_parse       (PhlStampsTableau  *tableau,
                                                        const char        *data,
                                                        gsize              length,
                                                        const char        *name,
                                                        GError           **error);

/* Score of one player's markers as at the end of the game. */
int                     phl_stamps_tableau_score       (const PhlStampsTableau *tableau,
                                                        const guint8            markers[PHL_STAMPS_N_COLORS]);
void                    phl_stamps_tableau_resolve     (const PhlStampsTableau *tableau,
                                                        const guint8            markers[PHL_STAMPS_N_COLORS],
                                                        PhlStampsResolution    *resolution);

G_END_DECLS
