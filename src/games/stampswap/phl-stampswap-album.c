/* phl-stampswap-album.c — a player's 12x12 album and placement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-album"

#include "config.h"

#include <string.h>

#include "stampswap/phl-stampswap-album.h"

#define N PHL_STAMPSWAP_ALBUM_SIZE

void
phl_stampswap_album_init (PhlStampswapAlbum *album)
{
  g_return_if_fail (album != NULL);
  memset (album, 0, sizeof *album);
}

gboolean
phl_stampswap_album_fits (const PhlStampswapAlbum *album,
                          const PhlStampswapTile  *tile,
                          int                      x,
                          int                      y)
{
  g_return_val_if_fail (album != NULL, FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);

  if (x < 0 || y < 0 || x + tile->w > N || y + tile->h > N)
    return FALSE;
  for (int j = y; j < y + tile->h; j++)
    for (int i = x; i < x + tile->w; i++)
      if (album->cells[j][i] != 0)
        return FALSE;
  return TRUE;
}

gboolean
phl_stampswap_album_fits_anywhere (const PhlStampswapAlbum *album,
                                   const PhlStampswapTile  *tile)
{
  g_return_val_if_fail (album != NULL, FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);

  for (int y = 0; y + tile->h <= N; y++)
    for (int x = 0; x + tile->w <= N; x++)
      if (phl_stampswap_album_fits (album, tile, x, y))
        return TRUE;
  return FALSE;
}

guint
phl_stampswap_album_placements (const PhlStampswapAlbum *album,
                                const PhlStampswapTile  *tile,
                                guint8                  *out)
{
  guint n = 0;

  g_return_val_if_fail (album != NULL, 0);
  g_return_val_if_fail (tile != NULL, 0);
  g_return_val_if_fail (out != NULL, 0);

  for (int y = 0; y + tile->h <= N; y++)
    for (int x = 0; x + tile->w <= N; x++)
      if (phl_stampswap_album_fits (album, tile, x, y))
        out[n++] = x + N * y;
  return n;
}

gboolean
phl_stampswap_album_add_stamp (PhlStampswapAlbum       *album,
                               const PhlStampswapStamp *stamp)
{
  guint8 index;

  g_return_val_if_fail (album != NULL, FALSE);
  g_return_val_if_fail (stamp != NULL, FALSE);

  if (album->n_stamps >= PHL_STAMPSWAP_MAX_STAMPS)
    return FALSE;
  index = album->n_stamps++;
  album->stamps[index] = *stamp;
  for (int j = stamp->y; j < stamp->y + stamp->h; j++)
    for (int i = stamp->x; i < stamp->x + stamp->w; i++)
      album->cells[j][i] = index + 1;
  return TRUE;
}

gboolean
phl_stampswap_album_place (PhlStampswapAlbum      *album,
                           const PhlStampswapTile *tile,
                           int                     x,
                           int                     y)
{
  g_return_val_if_fail (phl_stampswap_album_fits (album, tile, x, y), FALSE);

  if (album->n_stamps + tile->n_stamps > PHL_STAMPSWAP_MAX_STAMPS)
    return FALSE;
  for (guint k = 0; k < tile->n_stamps; k++)
    {
      PhlStampswapStamp s = tile->stamps[k];

      s.x += x;
      s.y += y;
      phl_stampswap_album_add_stamp (album, &s);
    }
  return TRUE;
}

guint
phl_stampswap_album_empty_cells (const PhlStampswapAlbum *album)
{
  guint n = 0;

  g_return_val_if_fail (album != NULL, 0);

  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      n += album->cells[j][i] == 0;
  return n;
}

int
phl_stampswap_album_stamp_at (const PhlStampswapAlbum *album,
                              int                      x,
                              int                      y)
{
  g_return_val_if_fail (album != NULL, -1);

  if (x < 0 || y < 0 || x >= N || y >= N)
    return -1;
  return (int) album->cells[y][x] - 1;
}

guint
phl_stampswap_album_count_kind (const PhlStampswapAlbum *album,
                                PhlStampswapKind         kind)
{
  guint n = 0;

  g_return_val_if_fail (album != NULL, 0);

  for (guint i = 0; i < album->n_stamps; i++)
    if (album->stamps[i].kind == kind)
      n++;
  return n;
}

int
phl_stampswap_album_value_sum (const PhlStampswapAlbum *album)
{
  int sum = 0;

  g_return_val_if_fail (album != NULL, 0);

  for (guint i = 0; i < album->n_stamps; i++)
    sum += album->stamps[i].value;
  return sum;
}

int
phl_stampswap_album_rare_value (const PhlStampswapAlbum *album)
{
  int sum = 0;

  g_return_val_if_fail (album != NULL, 0);

  for (guint i = 0; i < album->n_stamps; i++)
    if (album->stamps[i].flags & PHL_STAMPSWAP_STAMP_RARE)
      sum += album->stamps[i].value;
  return sum;
}
