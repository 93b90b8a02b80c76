/* phl-stampswap-album.h — a player's 12x12 album and placement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "stampswap/phl-stampswap-stamp.h"

G_BEGIN_DECLS

#define PHL_STAMPSWAP_ALBUM_SIZE   12
/* 15 forever stamps plus 129 cells of stamps at least 4 cells each fit in
 * 47; analysed positions may use any character, hence the headroom. */
#define PHL_STAMPSWAP_MAX_STAMPS   96

typedef struct
{
  /* 0 = empty, otherwise index + 1 into stamps */
  guint8            cells[PHL_STAMPSWAP_ALBUM_SIZE][PHL_STAMPSWAP_ALBUM_SIZE];
  guint8            n_stamps;
  PhlStampswapStamp stamps[PHL_STAMPSWAP_MAX_STAMPS];
} PhlStampswapAlbum;

void     phl_stampswap_album_init      (PhlStampswapAlbum      *album);
/* TRUE when @tile fits with its top-left cell at (@x, @y). */
gboolean phl_stampswap_album_fits      (const PhlStampswapAlbum *album,
                                        const PhlStampswapTile  *tile,
                                        int                      x,
                                        int                      y);
/* TRUE when @tile fits anywhere. */
gboolean phl_stampswap_album_fits_anywhere (const PhlStampswapAlbum *album,
                                            const PhlStampswapTile  *tile);
/* Every top-left cell where @tile fits, as x + 12 * y, into @out (size 144);
 * returns how many. */
guint    phl_stampswap_album_placements (const PhlStampswapAlbum *album,
                                         const PhlStampswapTile  *tile,
                                         guint8                  *out);
/* Places @tile (which must fit) and returns FALSE only when the stamp list is full. */
gboolean phl_stampswap_album_place     (PhlStampswapAlbum       *album,
                                        const PhlStampswapTile  *tile,
                                        int                      x,
                                        int                      y);
/* Adds one stamp with its own x, y, w, h (analysed positions). */
gboolean phl_stampswap_album_add_stamp (PhlStampswapAlbum       *album,
                                        const PhlStampswapStamp *stamp);
guint    phl_stampswap_album_empty_cells (const PhlStampswapAlbum *album);
/* Stamp index at a cell, or -1 when empty or outside. */
int      phl_stampswap_album_stamp_at  (const PhlStampswapAlbum *album,
                                        int                      x,
                                        int                      y);
/* Number of stamps of @kind (each half of a double tile is a small square). */
guint    phl_stampswap_album_count_kind (const PhlStampswapAlbum *album,
                                         PhlStampswapKind         kind);
int      phl_stampswap_album_value_sum (const PhlStampswapAlbum *album);
int      phl_stampswap_album_rare_value (const PhlStampswapAlbum *album);

G_END_DECLS
