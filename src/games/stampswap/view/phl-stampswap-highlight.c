/* phl-stampswap-highlight.c — what a contest rule counts in an album
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-highlight"

#include "config.h"

#include <string.h>

#include "phl-stampswap-highlight.h"

#define N PHL_STAMPSWAP_ALBUM_SIZE

static int
stamp_at (const PhlStampswapAlbum *album,
          int                      x,
          int                      y)
{
  if (x < 0 || y < 0 || x >= N || y >= N)
    return -1;
  return (int) album->cells[y][x] - 1;
}

void
phl_stampswap_highlight_compute (const PhlStampswapContestRule *rule,
                                 const PhlStampswapAlbum       *album,
                                 PhlStampswapHighlight         *out)
{
  g_return_if_fail (rule != NULL && album != NULL && out != NULL);

  memset (out, 0, sizeof *out);
  /* The stamps a rule counts come from the engine that scores them; only
   * the corner points and the empty cells are the screen's own. */
  phl_stampswap_contest_mark (rule, album, out->stamps);
  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_CORNERS:
      for (int y = 1; y < N; y++)
        for (int x = 1; x < N; x++)
          {
            int a = stamp_at (album, x - 1, y - 1), b = stamp_at (album, x, y - 1);
            int c = stamp_at (album, x - 1, y), d = stamp_at (album, x, y);

            if (a >= 0 && b >= 0 && c >= 0 && d >= 0 && a != b && a != c && a != d && b != c && b != d && c != d)
              out->corners[y][x] = 1;
          }
      break;

    case PHL_STAMPSWAP_RULE_HOLES:
      {
        guint8 seen[N][N] = { { 0 } };
        int stack[N * N], region[N * N];

        for (int y0 = 0; y0 < N; y0++)
          for (int x0 = 0; x0 < N; x0++)
            {
              int top = 0, size = 0;

              if (album->cells[y0][x0] != 0 || seen[y0][x0])
                continue;
              seen[y0][x0] = 1;
              stack[top++] = y0 * N + x0;
              while (top > 0)
                {
                  int c = stack[--top], x = c % N, y = c / N;
                  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

                  region[size++] = c;
                  for (int d = 0; d < 4; d++)
                    {
                      int nx = x + dx[d], ny = y + dy[d];

                      if (nx >= 0 && ny >= 0 && nx < N && ny < N && !seen[ny][nx] && album->cells[ny][nx] == 0)
                        {
                          seen[ny][nx] = 1;
                          stack[top++] = ny * N + nx;
                        }
                    }
                }
              if (size == rule->size)
                for (int k = 0; k < size; k++)
                  out->cells[region[k] / N][region[k] % N] = 1;
            }
      }
      break;

    case PHL_STAMPSWAP_RULE_GROUP:
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
    case PHL_STAMPSWAP_RULE_COUNT:
    case PHL_STAMPSWAP_RULE_SURROUNDED:
    case PHL_STAMPSWAP_RULE_EDGES:
    default:
      break;
    }
}
