/* phl-stampswap-stamp.h — stamps, tiles and their attributes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tile is what is drawn from the supply and placed in an album; a stamp is
 * what contests score.  Most tiles carry one stamp; the six double tiles
 * carry two small-square stamps side by side.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PHL_STAMPSWAP_N_TILES     165
#define PHL_STAMPSWAP_N_COLORS    5
#define PHL_STAMPSWAP_N_THEMES    5
#define PHL_STAMPSWAP_NONE        0xff

typedef enum
{
  PHL_STAMPSWAP_SMALL_SQUARE,
  PHL_STAMPSWAP_LARGE_SQUARE,
  PHL_STAMPSWAP_SHORT_RECT,
  PHL_STAMPSWAP_LONG_RECT,
  PHL_STAMPSWAP_FOREVER,
  PHL_STAMPSWAP_N_KINDS
} PhlStampswapKind;

typedef enum
{
  PHL_STAMPSWAP_SHAPE_NONE,
  PHL_STAMPSWAP_SHAPE_SQUARES,
  PHL_STAMPSWAP_SHAPE_RECTANGLES,
} PhlStampswapShape;

typedef enum
{
  PHL_STAMPSWAP_STAMP_RARE     = 1 << 0,
  PHL_STAMPSWAP_STAMP_CANCELED = 1 << 1,
} PhlStampswapStampFlags;

/* One stamp; x, y are album cells (or offsets inside a tile). */
typedef struct
{
  guint8 x, y, w, h;
  guint8 kind;      /* PhlStampswapKind */
  guint8 color;     /* 0..4 or PHL_STAMPSWAP_NONE (rare, forever) */
  guint8 theme;     /* 0..4 or PHL_STAMPSWAP_NONE */
  gint8  value;     /* 0 for canceled and forever stamps */
  guint8 flags;     /* PhlStampswapStampFlags */
  guint8 tile;      /* tile id, or PHL_STAMPSWAP_NONE in analysed positions */
} PhlStampswapStamp;

typedef struct
{
  guint8            kind;     /* the tile's kind; a double tile is a long rectangle */
  guint8            w, h;
  guint8            n_stamps; /* 1, or 2 for a double tile */
  PhlStampswapStamp stamps[2];
} PhlStampswapTile;

const char *phl_stampswap_kind_to_string  (PhlStampswapKind kind);
gboolean    phl_stampswap_kind_from_string (const char      *text,
                                            guint8          *kind);
const char *phl_stampswap_color_to_string (guint8           color);
gboolean    phl_stampswap_color_from_string (const char     *text,
                                             guint8         *color);
const char *phl_stampswap_theme_to_string (guint8           theme);
gboolean    phl_stampswap_theme_from_string (const char     *text,
                                             guint8         *theme);
/* Translated names, as players read them: "purple", "animals". */
const char *phl_stampswap_color_label     (guint8           color);
const char *phl_stampswap_theme_label     (guint8           theme);
/* Cells of a stamp of @kind (both orientations have the same area). */
guint       phl_stampswap_kind_area       (PhlStampswapKind kind);
gboolean    phl_stampswap_kind_fits_size  (PhlStampswapKind kind,
                                           guint            w,
                                           guint            h);

PhlStampswapShape phl_stampswap_stamp_shape  (const PhlStampswapStamp *stamp);
gboolean          phl_stampswap_stamp_is_faded (const PhlStampswapStamp *stamp);

/* Parses the stamp syntax of docs/save-format.md ("small-square/blue/space:3",
 * "short-rect/green/animals:canceled", "large-square/rare:6", "forever").
 * Sets only kind, colour, theme, value and flags. */
gboolean    phl_stampswap_stamp_parse     (const char        *text,
                                           PhlStampswapStamp *stamp,
                                           GError           **error);
char       *phl_stampswap_stamp_to_string (const PhlStampswapStamp *stamp);

/* The built-in tiles (data/stampswap/tiles.ini in the GResource), loaded
 * once; index = tile id 0..164.  Aborts if the built-in data is broken. */
const PhlStampswapTile *phl_stampswap_tiles (void);

/* Parses a tiles file; exposed for tests. */
gboolean    phl_stampswap_tiles_parse     (const char        *data,
                                           gsize              length,
                                           const char        *name,
                                           PhlStampswapTile  *tiles,
                                           GError           **error);

G_END_DECLS
