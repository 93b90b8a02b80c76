/* phl-stampswap-highlight.h — what a contest rule counts in an album
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play screen lights up the stamps (or corners, or empty cells) a
 * contest or exhibitor would score, so every point can be seen.  The
 * counting follows docs/rules/stampswap.md exactly like phl-stampswap-contest.c.
 */
#pragma once

#include "stampswap/phl-stampswap-contest.h"

G_BEGIN_DECLS

typedef struct
{
  guint8 stamps[PHL_STAMPSWAP_MAX_STAMPS];   /* 1: the stamp counts */
  guint8 cells[PHL_STAMPSWAP_ALBUM_SIZE][PHL_STAMPSWAP_ALBUM_SIZE]; /* holes: empty cells that count */
  guint8 corners[PHL_STAMPSWAP_ALBUM_SIZE + 1][PHL_STAMPSWAP_ALBUM_SIZE + 1]; /* perfect corners, [y][x] */
} PhlStampswapHighlight;

void phl_stampswap_highlight_compute (const PhlStampswapContestRule *rule,
                                      const PhlStampswapAlbum       *album,
                                      PhlStampswapHighlight         *out);

G_END_DECLS
