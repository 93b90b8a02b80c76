/* phl-paint.h — drawing shared by the games, the covers and the editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain cairo functions, so the same code draws a stamp in play, in a game
 * cover, in the editor's card preview and in the print-and-play PDF.
 * Colour is never the only cue: every stamp colour also has a border
 * pattern, every motif a background pattern, every die its letter.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double red, green, blue;
} PhlRgb;

typedef enum
{
  PHL_BORDER_PLAIN,
  PHL_BORDER_DOTS,
  PHL_BORDER_STRIPES,
  PHL_BORDER_ZIGZAG,
  PHL_BORDER_DOUBLE,
  PHL_BORDER_CHECKS,
} PhlBorderPattern;

typedef enum
{
  PHL_MOTIF_NONE,
  PHL_MOTIF_STARS,     /* space */
  PHL_MOTIF_COLUMNS,   /* monuments */
  PHL_MOTIF_PAWS,      /* animals */
  PHL_MOTIF_PETALS,    /* flowers */
  PHL_MOTIF_WHEELS,    /* vehicles */
  PHL_MOTIF_SUN,
} PhlMotif;

typedef struct
{
  PhlRgb           colour;
  PhlBorderPattern border;
  PhlMotif         motif;
  /* Shown at the top right: a value, or NULL. */
  const char      *value;
  gboolean         rare;
  gboolean         canceled;
  gboolean         faded;
} PhlStampLook;

void phl_paint_stamp        (cairo_t            *cr,
                             double              x,
                             double              y,
                             double              width,
                             double              height,
                             const PhlStampLook *look);
/* A motif's icon centred in a square of @size. */
void phl_paint_motif        (cairo_t            *cr,
                             PhlMotif            motif,
                             double              cx,
                             double              cy,
                             double              size);
void phl_paint_die          (cairo_t            *cr,
                             double              x,
                             double              y,
                             double              size,
                             PhlRgb              colour,
                             char                letter,
                             int                 pips);
void phl_paint_rounded_rect (cairo_t            *cr,
                             double              x,
                             double              y,
                             double              width,
                             double              height,
                             double              radius);
/* Black or white, whichever reads better on @background. */
PhlRgb phl_rgb_contrast     (PhlRgb              background);

G_END_DECLS
