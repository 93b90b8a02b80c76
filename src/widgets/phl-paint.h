/* phl-paint.h — drawing shared by the games, the covers and the editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain cairo functions, so the same code draws a stamp in play, in a game
 * cover, in the editor's card preview and in the print-and-play PDF.
 * Colour is never the only cue: every stamp colour also has a border
 * pattern, every motif a background pattern, every die its letter.
 *
 * Text is laid out with Pango in the widget's font and wraps only between
 * words: when it does not fit its box, the font shrinks step by step
 * instead of breaking "Appraiser" mid-word.
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

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
                             const char         *letter,
                             int                 pips);
/* Whether the box @x, @y, @width × @height, grown by @margin on each side
 * (shadows, outlines), lies wholly outside @cr's clip: a painter may skip
 * it.  A board's live layer paints the board again clipped to a small
 * area, where this skips nearly everything. */
gboolean phl_paint_outside_clip (cairo_t          *cr,
                                 double            x,
                                 double            y,
                                 double            width,
                                 double            height,
                                 double            margin);
void phl_paint_rounded_rect (cairo_t            *cr,
                             double              x,
                             double              y,
                             double              width,
                             double              height,
                             double              radius);
/* Black or white, whichever reads better on @background. */
PhlRgb phl_rgb_contrast     (PhlRgb              background);

/* ---- Text ---------------------------------------------------------------- */

typedef struct
{
  /* Font size in pixels; 0: the widget's own font size. */
  double          size;
  gboolean        bold;
  /* Within max_width (left when max_width is unlimited). */
  PangoAlignment  align;
  /* > 0: the font shrinks step-wise until the text is no taller. */
  double          max_height;
  /* > 0: at most this many lines (the font shrinks until it fits). */
  int             max_lines;
  /* The smallest size shrinking may reach; 0: 60 % of the starting size. */
  double          min_size;
  /* Only for decorations: cut with "…" what still does not fit at
   * min_size.  Essential text leaves it FALSE and overflows instead. */
  gboolean        ellipsize;
  /* Draws the text's box centred on y instead of starting at y. */
  gboolean        center_y;
  /* NULL: the cairo source the caller set. */
  const GdkRGBA  *color;
} PhlTextStyle;

/* A layout of @text in @context's font following @style: wrapped at word
 * boundaries within @max_width (<= 0: one line per paragraph), shrunk to
 * fit.  Works without a display (any PangoContext). */
PangoLayout *phl_text_layout_new      (PangoContext       *context,
                                       const char         *text,
                                       double              max_width,
                                       const PhlTextStyle *style);
/* Whether every line break of @layout falls between words. */
gboolean     phl_text_layout_breaks_words (PangoLayout    *layout);
/* Draws @text at x, y (its top left, or its left middle with center_y)
 * in @widget's font; @widget may be NULL (the painter's default font, as
 * for covers painted in a thread).  Returns the height drawn. */
double       phl_paint_text           (cairo_t            *cr,
                                       GtkWidget          *widget,
                                       const char         *text,
                                       double              x,
                                       double              y,
                                       double              max_width,
                                       const PhlTextStyle *style);
/* For tests of layouts: while on, every text phl_paint_text() draws cut
 * short with "…" is kept; phl_paint_text_take_ellipsized() returns them
 * (a GPtrArray of strings, NULL when off) and starts the list afresh. */
void         phl_paint_text_record_ellipsized (gboolean record);
GPtrArray   *phl_paint_text_take_ellipsized   (void);
/* The layout phl_paint_text() would draw, to measure lines or hit-test. */
PangoLayout *phl_paint_text_layout    (GtkWidget          *widget,
                                       const char         *text,
                                       double              max_width,
                                       const PhlTextStyle *style);
/* The size phl_paint_text() would draw: either pointer may be NULL. */
void         phl_paint_text_measure   (GtkWidget          *widget,
                                       const char         *text,
                                       double              max_width,
                                       const PhlTextStyle *style,
                                       double             *width,
                                       double             *height);
/* The family drawings without a widget use (stamps' values, dice letters,
 * covers): set from the main thread, e.g. to the widgets' font. */
void         phl_paint_set_default_font (const char       *family);

G_END_DECLS
