/* phl-stampswap-highlight.c — what a contest rule counts in an album
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-highlight"

#include "config.h"

#include <string.h>

#include "phl-stampswap-highlight.h"

#define N PHL_STAMPSWAP_ALBUM_SIZE

static guint8
attribute_of (const PhlStampswapStamp *stamp,
              guint8                   attribute)
{
  switch (attribute)
    {
    case PHL_STAMPSWAP_ATTR_COLOR:
      return stamp->color;
    case PHL_STAMPSWAP_ATTR_THEME:
      return stamp->theme;
    default:
      {
        PhlStampswapShape shape = phl_stampswap_stamp_shape (stamp);

        return shape == PHL_STAMPSWAP_SHAPE_NONE ? PHL_STAMPSWAP_NONE : shape;
      }
    }
}

static int
stamp_at (const PhlStampswapAlbum *album,
          int                      x,
          int                      y)
{
  if (x < 0 || y < 0 || x >= N || y >= N)
    return -1;
  return (int) album->cells[y][x] - 1;
}

/* Marks the largest edge-connected group with @value in @best; returns its size. */
static guint
largest_group (const PhlStampswapAlbum *album,
               guint8                   attribute,
               guint8                   value,
               guint8                  *best)
{
  guint8 group[PHL_STAMPSWAP_MAX_STAMPS];
  guint8 seen[PHL_STAMPSWAP_MAX_STAMPS] = { 0 };
  guint8 stack[PHL_STAMPSWAP_MAX_STAMPS];
  guint best_size = 0;

  for (guint start = 0; start < album->n_stamps; start++)
    {
      guint size = 0, top = 0;

      if (seen[start] || attribute_of (&album->stamps[start], attribute) != value)
        continue;
      memset (group, 0, sizeof group);
      seen[start] = 1;
      stack[top++] = start;
      while (top > 0)
        {
          guint k = stack[--top];
          const PhlStampswapStamp *s = &album->stamps[k];

          group[k] = 1;
          size++;
          for (int j = s->y - 1; j <= s->y + s->h; j++)
            for (int i = s->x - 1; i <= s->x + s->w; i++)
              {
                gboolean side = (j >= s->y && j < s->y + s->h) != (i >= s->x && i < s->x + s->w);
                int n;

                if (!side)
                  continue;
                n = stamp_at (album, i, j);
                if (n >= 0 && !seen[n] && attribute_of (&album->stamps[n], attribute) == value)
                  {
                    seen[n] = 1;
                    stack[top++] = n;
                  }
              }
        }
      if (size > best_size)
        {
          best_size = size;
          memcpy (best, group, sizeof group);
        }
    }
  return best_size;
}

void
phl_stampswap_highlight_compute (const PhlStampswapContestRule *rule,
                                 const PhlStampswapAlbum       *album,
                                 PhlStampswapHighlight         *out)
{
  const guint n = album->n_stamps;

  g_return_if_fail (rule != NULL && album != NULL && out != NULL);

  memset (out, 0, sizeof *out);
  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      if (rule->value != PHL_STAMPSWAP_VALUE_ANY)
        largest_group (album, rule->attribute, rule->value, out->stamps);
      else
        {
          guint8 tmp[PHL_STAMPSWAP_MAX_STAMPS] = { 0 };
          guint best = 0;
          guint8 first = rule->attribute == PHL_STAMPSWAP_ATTR_SHAPE ? PHL_STAMPSWAP_SHAPE_SQUARES : 0;
          guint8 last = rule->attribute == PHL_STAMPSWAP_ATTR_SHAPE ? PHL_STAMPSWAP_SHAPE_RECTANGLES : 4;

          for (guint8 v = first; v <= last; v++)
            {
              guint size = largest_group (album, rule->attribute, v, tmp);

              if (size > best)
                {
                  best = size;
                  memcpy (out->stamps, tmp, sizeof tmp);
                }
            }
        }
      break;

    case PHL_STAMPSWAP_RULE_SECOND_MOST:
      {
        guint counts[5] = { 0 };
        int top = -1, second = -1;

        for (guint i = 0; i < n; i++)
          {
            guint8 v = attribute_of (&album->stamps[i], rule->attribute);

            if (v < 5)
              counts[v]++;
          }
        for (int v = 0; v < 5; v++)
          if (top < 0 || counts[v] > counts[top])
            top = v;
        for (int v = 0; v < 5; v++)
          if (v != top && (second < 0 || counts[v] > counts[second]))
            second = v;
        for (guint i = 0; i < n && second >= 0 && counts[second] > 0; i++)
          out->stamps[i] = attribute_of (&album->stamps[i], rule->attribute) == second;
      }
      break;

    case PHL_STAMPSWAP_RULE_SETS:
      {
        guint counts[5] = { 0 }, sets = G_MAXUINT, used[5] = { 0 };

        for (guint i = 0; i < n; i++)
          {
            guint8 v = attribute_of (&album->stamps[i], rule->attribute);

            if (v < 5)
              counts[v]++;
          }
        for (int v = 0; v < 5; v++)
          sets = MIN (sets, counts[v]);
        for (guint i = 0; i < n; i++)
          {
            guint8 v = attribute_of (&album->stamps[i], rule->attribute);

            if (v < 5 && used[v] < sets)
              {
                used[v]++;
                out->stamps[i] = 1;
              }
          }
      }
      break;

    case PHL_STAMPSWAP_RULE_COUNT:
      for (guint i = 0; i < n; i++)
        out->stamps[i] = phl_stampswap_filter_matches (&rule->filter, &album->stamps[i]);
      break;

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

    case PHL_STAMPSWAP_RULE_SURROUNDED:
      for (guint k = 0; k < n; k++)
        {
          const PhlStampswapStamp *s = &album->stamps[k];
          gboolean open = FALSE;

          for (int j = s->y - 1; j <= s->y + s->h && !open; j++)
            for (int i = s->x - 1; i <= s->x + s->w && !open; i++)
              {
                gboolean side = (j >= s->y && j < s->y + s->h) != (i >= s->x && i < s->x + s->w);

                if (side && i >= 0 && j >= 0 && i < N && j < N && album->cells[j][i] == 0)
                  open = TRUE;
              }
          out->stamps[k] = !open;
        }
      break;

    case PHL_STAMPSWAP_RULE_EDGES:
      {
        gboolean top = TRUE, bottom = TRUE, left = TRUE, right = TRUE;

        for (int i = 0; i < N; i++)
          {
            top &= album->cells[0][i] != 0;
            bottom &= album->cells[N - 1][i] != 0;
            left &= album->cells[i][0] != 0;
            right &= album->cells[i][N - 1] != 0;
          }
        for (int i = 0; i < N; i++)
          {
            if (top)
              out->stamps[album->cells[0][i] - 1] = 1;
            if (bottom)
              out->stamps[album->cells[N - 1][i] - 1] = 1;
            if (left)
              out->stamps[album->cells[i][0] - 1] = 1;
            if (right)
              out->stamps[album->cells[i][N - 1] - 1] = 1;
          }
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

    default:
      break;
    }
}
