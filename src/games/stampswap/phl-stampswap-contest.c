/* phl-stampswap-contest.c — scoring the contest rules of docs/rules/stampswap.md over an album
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Counts what a contest rule rewards (groups, sets, corners, edges, holes…)
 * and marks the stamps that count.  Rule names, filters, the deck file's
 * keys and the rule texts are in phl-stampswap-contest-text.c.
 */
#define G_LOG_DOMAIN "phl-stampswap-contest"

#include "config.h"

#include <string.h>

#include "stampswap/phl-stampswap-contest.h"

#define N PHL_STAMPSWAP_ALBUM_SIZE

gboolean
phl_stampswap_filter_matches (const PhlStampswapFilter *filter,
                              const PhlStampswapStamp  *stamp)
{
  switch (filter->type)
    {
    case PHL_STAMPSWAP_FILTER_COLOR:
      return stamp->color == filter->value;
    case PHL_STAMPSWAP_FILTER_THEME:
      return stamp->theme == filter->value;
    case PHL_STAMPSWAP_FILTER_SHAPE:
      return phl_stampswap_stamp_shape (stamp) == filter->value;
    case PHL_STAMPSWAP_FILTER_KIND:
      return stamp->kind == filter->value;
    case PHL_STAMPSWAP_FILTER_CANCELED:
      return (stamp->flags & PHL_STAMPSWAP_STAMP_CANCELED) != 0;
    case PHL_STAMPSWAP_FILTER_FADED:
      return phl_stampswap_stamp_is_faded (stamp);
    case PHL_STAMPSWAP_FILTER_RARE:
      return (stamp->flags & PHL_STAMPSWAP_STAMP_RARE) != 0;
    default:
      return FALSE;
    }
}

static guint8
stamp_attribute (const PhlStampswapStamp *stamp,
                 guint8                   attribute)
{
  switch (attribute)
    {
    case PHL_STAMPSWAP_ATTR_COLOR:
      return stamp->color;
    case PHL_STAMPSWAP_ATTR_THEME:
      return stamp->theme;
    case PHL_STAMPSWAP_ATTR_SHAPE:
    default:
      {
        PhlStampswapShape shape = phl_stampswap_stamp_shape (stamp);
        return shape == PHL_STAMPSWAP_SHAPE_NONE ? PHL_STAMPSWAP_NONE : shape;
      }
    }
}

/* Largest edge-connected group of stamps whose @attribute equals @value. */
static guint
largest_group_of (const PhlStampswapAlbum *album,
                  guint8                   attribute,
                  guint8                   value,
                  guint8                  *members)
{
  guint8 seen[PHL_STAMPSWAP_MAX_STAMPS] = { 0 };
  guint8 stack[PHL_STAMPSWAP_MAX_STAMPS];
  guint best = 0;

  for (guint start = 0; start < album->n_stamps; start++)
    {
      guint size = 0, top = 0;
      guint8 before[PHL_STAMPSWAP_MAX_STAMPS];

      if (members != NULL)
        memcpy (before, seen, sizeof seen);

      if (seen[start] || stamp_attribute (&album->stamps[start], attribute) != value)
        continue;
      seen[start] = 1;
      stack[top++] = start;
      while (top > 0)
        {
          const PhlStampswapStamp *s = &album->stamps[stack[--top]];

          size++;
          /* Neighbours: the cells just outside each side of the stamp. */
          for (int j = s->y; j < s->y + s->h; j++)
            for (int side = 0; side < 2; side++)
              {
                int i = side == 0 ? s->x - 1 : s->x + s->w;
                int n = phl_stampswap_album_stamp_at (album, i, j);

                if (n >= 0 && !seen[n] && stamp_attribute (&album->stamps[n], attribute) == value)
                  {
                    seen[n] = 1;
                    stack[top++] = n;
                  }
              }
          for (int i = s->x; i < s->x + s->w; i++)
            for (int side = 0; side < 2; side++)
              {
                int j = side == 0 ? s->y - 1 : s->y + s->h;
                int n = phl_stampswap_album_stamp_at (album, i, j);

                if (n >= 0 && !seen[n] && stamp_attribute (&album->stamps[n], attribute) == value)
                  {
                    seen[n] = 1;
                    stack[top++] = n;
                  }
              }
        }
      if (size > best && members != NULL)
        /* The group is what this search newly marked as seen. */
        for (guint k = 0; k < album->n_stamps; k++)
          members[k] = seen[k] && !before[k];
      best = MAX (best, size);
    }
  return best;
}

guint
phl_stampswap_album_largest_group (const PhlStampswapAlbum *album,
                                   guint8                   attribute,
                                   guint8                   value)
{
  guint best = 0;

  g_return_val_if_fail (album != NULL, 0);

  if (value != PHL_STAMPSWAP_VALUE_ANY)
    return largest_group_of (album, attribute, value, NULL);
  if (attribute == PHL_STAMPSWAP_ATTR_SHAPE)
    return MAX (largest_group_of (album, attribute, PHL_STAMPSWAP_SHAPE_SQUARES, NULL),
                largest_group_of (album, attribute, PHL_STAMPSWAP_SHAPE_RECTANGLES, NULL));
  for (guint8 v = 0; v < 5; v++)
    best = MAX (best, largest_group_of (album, attribute, v, NULL));
  return best;
}

static void
count_values (const PhlStampswapAlbum *album,
              guint8                   attribute,
              guint                    counts[5])
{
  memset (counts, 0, 5 * sizeof (guint));
  for (guint i = 0; i < album->n_stamps; i++)
    {
      guint8 v = stamp_attribute (&album->stamps[i], attribute);

      if (v < 5)
        counts[v]++;
    }
}

static guint
second_most (const PhlStampswapAlbum *album,
             guint8                   attribute)
{
  guint counts[5], first = 0, second = 0;

  count_values (album, attribute, counts);
  /* Dropping one of the largest counts once handles ties: the other stays. */
  for (guint v = 0; v < 5; v++)
    {
      if (counts[v] > first)
        {
          second = first;
          first = counts[v];
        }
      else if (counts[v] > second)
        second = counts[v];
    }
  return second;
}

static guint
complete_sets (const PhlStampswapAlbum *album,
               guint8                   attribute)
{
  guint counts[5], sets = G_MAXUINT;

  count_values (album, attribute, counts);
  for (guint v = 0; v < 5; v++)
    sets = MIN (sets, counts[v]);
  return sets;
}

static guint
perfect_corners (const PhlStampswapAlbum *album)
{
  guint n = 0;

  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++)
      {
        int a = album->cells[y - 1][x - 1], b = album->cells[y - 1][x];
        int c = album->cells[y][x - 1], d = album->cells[y][x];

        if (a && b && c && d && a != b && a != c && a != d && b != c && b != d && c != d)
          n++;
      }
  return n;
}

static inline gboolean
is_free (const PhlStampswapAlbum *album,
         int                      x,
         int                      y)
{
  return x >= 0 && y >= 0 && x < N && y < N && album->cells[y][x] == 0;
}

static guint
surrounded (const PhlStampswapAlbum *album)
{
  guint n = 0;

  for (guint k = 0; k < album->n_stamps; k++)
    {
      const PhlStampswapStamp *s = &album->stamps[k];
      gboolean open = FALSE;

      for (int j = s->y; j < s->y + s->h && !open; j++)
        open = is_free (album, s->x - 1, j) || is_free (album, s->x + s->w, j);
      for (int i = s->x; i < s->x + s->w && !open; i++)
        open = is_free (album, i, s->y - 1) || is_free (album, i, s->y + s->h);
      n += !open;
    }
  return n;
}

static guint
edge_stamps (const PhlStampswapAlbum *album)
{
  guint8 touching[PHL_STAMPSWAP_MAX_STAMPS] = { 0 };
  guint n = 0;

  for (int edge = 0; edge < 4; edge++)
    {
      gboolean complete = TRUE;

      for (int t = 0; t < N && complete; t++)
        {
          int x = edge == 0 ? t : edge == 1 ? N - 1 : edge == 2 ? t : 0;
          int y = edge == 0 ? 0 : edge == 1 ? t : edge == 2 ? N - 1 : t;

          complete = album->cells[y][x] != 0;
        }
      if (!complete)
        continue;
      for (int t = 0; t < N; t++)
        {
          int x = edge == 0 ? t : edge == 1 ? N - 1 : edge == 2 ? t : 0;
          int y = edge == 0 ? 0 : edge == 1 ? t : edge == 2 ? N - 1 : t;

          touching[album->cells[y][x] - 1] = 1;
        }
    }
  for (guint k = 0; k < album->n_stamps; k++)
    n += touching[k];
  return n;
}

/* Free orthogonal neighbours of every cell (the album edge counts as covered). */
static void
free_neighbours (const PhlStampswapAlbum *album,
                 guint8                   count[N][N])
{
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      count[y][x] = (x > 0 && !album->cells[y][x - 1]) + (x + 1 < N && !album->cells[y][x + 1])
                    + (y > 0 && !album->cells[y - 1][x]) + (y + 1 < N && !album->cells[y + 1][x]);
}

guint
phl_stampswap_album_holes (const PhlStampswapAlbum *album,
                           guint                    size)
{
  guint8 count[N][N];
  guint8 seen[N][N] = { { 0 } };
  guint8 stack[N * N];
  guint n = 0;

  g_return_val_if_fail (album != NULL, 0);

  /* The contest sizes (1 and 2) are found from neighbour counts alone: the
   * AI evaluates them for every candidate placement. */
  if (size == 1 || size == 2)
    {
      free_neighbours (album, count);
      for (int y = 0; y < N; y++)
        for (int x = 0; x < N; x++)
          {
            if (album->cells[y][x] != 0)
              continue;
            if (size == 1)
              n += count[y][x] == 0;
            else if (count[y][x] == 1)
              {
                /* Count each pair once, from its left or top cell. */
                if (x + 1 < N && !album->cells[y][x + 1] && count[y][x + 1] == 1)
                  n++;
                else if (y + 1 < N && !album->cells[y + 1][x] && count[y + 1][x] == 1)
                  n++;
              }
          }
      return n;
    }

  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      {
        guint region = 0, top = 0;

        if (album->cells[y][x] != 0 || seen[y][x])
          continue;
        seen[y][x] = 1;
        stack[top++] = x + N * y;
        while (top > 0)
          {
            int c = stack[--top], cx = c % N, cy = c / N;
            static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };

            region++;
            for (int d = 0; d < 4; d++)
              {
                int nx = cx + dx[d], ny = cy + dy[d];

                if (is_free (album, nx, ny) && !seen[ny][nx])
                  {
                    seen[ny][nx] = 1;
                    stack[top++] = nx + N * ny;
                  }
              }
          }
        n += region == size;
      }
  return n;
}

guint
phl_stampswap_contest_count (const PhlStampswapContestRule *rule,
                             const PhlStampswapAlbum       *album)
{
  guint n = 0;

  g_return_val_if_fail (rule != NULL, 0);
  g_return_val_if_fail (album != NULL, 0);

  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      return phl_stampswap_album_largest_group (album, rule->attribute, rule->value);
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
      return second_most (album, rule->attribute);
    case PHL_STAMPSWAP_RULE_SETS:
      return complete_sets (album, rule->attribute);
    case PHL_STAMPSWAP_RULE_COUNT:
      for (guint k = 0; k < album->n_stamps; k++)
        n += phl_stampswap_filter_matches (&rule->filter, &album->stamps[k]);
      return n;
    case PHL_STAMPSWAP_RULE_CORNERS:
      return perfect_corners (album);
    case PHL_STAMPSWAP_RULE_SURROUNDED:
      return surrounded (album);
    case PHL_STAMPSWAP_RULE_EDGES:
      return edge_stamps (album);
    case PHL_STAMPSWAP_RULE_HOLES:
      return phl_stampswap_album_holes (album, rule->size);
    default:
      g_return_val_if_reached (0);
    }
}

int
phl_stampswap_contest_score (const PhlStampswapContestRule *rule,
                             const PhlStampswapAlbum       *album)
{
  g_return_val_if_fail (rule != NULL, 0);
  return (int) phl_stampswap_contest_count (rule, album) * rule->points;
}

/* The stamps of the best group for a group rule (with Value=any, the first
 * value reaching the best size). */
static guint
mark_group (const PhlStampswapContestRule *rule,
            const PhlStampswapAlbum       *album,
            guint8                        *mask)
{
  guint8 values[5];
  guint n_values = 0, best = 0;

  if (rule->value != PHL_STAMPSWAP_VALUE_ANY)
    values[n_values++] = rule->value;
  else if (rule->attribute == PHL_STAMPSWAP_ATTR_SHAPE)
    {
      values[n_values++] = PHL_STAMPSWAP_SHAPE_SQUARES;
      values[n_values++] = PHL_STAMPSWAP_SHAPE_RECTANGLES;
    }
  else
    for (guint8 v = 0; v < 5; v++)
      values[n_values++] = v;
  for (guint i = 0; i < n_values; i++)
    {
      guint8 members[PHL_STAMPSWAP_MAX_STAMPS] = { 0 };
      guint size = largest_group_of (album, rule->attribute, values[i], members);

      if (size > best)
        {
          best = size;
          memcpy (mask, members, album->n_stamps);
        }
    }
  return best;
}

/* Second most: the stamps of the first value (after one holding the
 * largest count) with the second largest count.  Sets: for each value,
 * the first stamps of it up to the number of complete sets. */
static void
mark_counted (const PhlStampswapContestRule *rule,
              const PhlStampswapAlbum       *album,
              guint8                        *mask)
{
  guint counts[5], first = 0, chosen = PHL_STAMPSWAP_NONE;
  guint sets = complete_sets (album, rule->attribute);
  guint taken[5] = { 0 };

  count_values (album, rule->attribute, counts);
  if (rule->rule == PHL_STAMPSWAP_RULE_SECOND_MOST)
    {
      guint second = second_most (album, rule->attribute);

      /* Skip one value holding the largest count, then take the first with the second. */
      for (guint v = 0; v < 5; v++)
        first = MAX (first, counts[v]);
      for (guint v = 0, skipped = 0; v < 5 && chosen == PHL_STAMPSWAP_NONE && second > 0; v++)
        {
          if (counts[v] == first && !skipped)
            {
              skipped = 1;
              continue;
            }
          if (counts[v] == second)
            chosen = v;
        }
    }
  for (guint k = 0; k < album->n_stamps; k++)
    {
      guint8 v = stamp_attribute (&album->stamps[k], rule->attribute);

      if (v >= 5)
        continue;
      if (rule->rule == PHL_STAMPSWAP_RULE_SECOND_MOST)
        mask[k] = v == chosen;
      else if (taken[v] < sets)
        {
          taken[v]++;
          mask[k] = 1;
        }
    }
}

/* The four different stamps meeting at a corner. */
static void
mark_corners (const PhlStampswapAlbum *album,
              guint8                  *mask)
{
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++)
      {
        int a = album->cells[y - 1][x - 1], b = album->cells[y - 1][x];
        int c = album->cells[y][x - 1], d = album->cells[y][x];

        if (a && b && c && d && a != b && a != c && a != d && b != c && b != d && c != d)
          mask[a - 1] = mask[b - 1] = mask[c - 1] = mask[d - 1] = 1;
      }
}

/* The stamps with no free cell beside them. */
static void
mark_surrounded (const PhlStampswapAlbum *album,
                 guint8                  *mask)
{
  for (guint k = 0; k < album->n_stamps; k++)
    {
      const PhlStampswapStamp *st = &album->stamps[k];
      gboolean open = FALSE;

      for (int j = st->y; j < st->y + st->h && !open; j++)
        open = is_free (album, st->x - 1, j) || is_free (album, st->x + st->w, j);
      for (int i = st->x; i < st->x + st->w && !open; i++)
        open = is_free (album, i, st->y - 1) || is_free (album, i, st->y + st->h);
      mask[k] = !open;
    }
}

/* The stamps along each edge of the album that is filled end to end. */
static void
mark_edges (const PhlStampswapAlbum *album,
            guint8                  *mask)
{
  for (int edge = 0; edge < 4; edge++)
    {
      gboolean complete = TRUE;

      for (int t = 0; t < N && complete; t++)
        {
          int x = edge == 0 ? t : edge == 1 ? N - 1 : edge == 2 ? t : 0;
          int y = edge == 0 ? 0 : edge == 1 ? t : edge == 2 ? N - 1 : t;

          complete = album->cells[y][x] != 0;
        }
      for (int t = 0; t < N && complete; t++)
        {
          int x = edge == 0 ? t : edge == 1 ? N - 1 : edge == 2 ? t : 0;
          int y = edge == 0 ? 0 : edge == 1 ? t : edge == 2 ? N - 1 : t;

          mask[album->cells[y][x] - 1] = 1;
        }
    }
}

guint
phl_stampswap_contest_mark (const PhlStampswapContestRule *rule,
                            const PhlStampswapAlbum       *album,
                            guint8                        *mask)
{
  guint n = 0;

  g_return_val_if_fail (rule != NULL, 0);
  g_return_val_if_fail (album != NULL, 0);
  g_return_val_if_fail (mask != NULL, 0);

  memset (mask, 0, PHL_STAMPSWAP_MAX_STAMPS);
  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      mark_group (rule, album, mask);
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
      mark_counted (rule, album, mask);
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      for (guint k = 0; k < album->n_stamps; k++)
        mask[k] = phl_stampswap_filter_matches (&rule->filter, &album->stamps[k]);
      break;
    case PHL_STAMPSWAP_RULE_CORNERS:
      mark_corners (album, mask);
      break;
    case PHL_STAMPSWAP_RULE_SURROUNDED:
      mark_surrounded (album, mask);
      break;
    case PHL_STAMPSWAP_RULE_EDGES:
      mark_edges (album, mask);
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
    default:
      break;  /* holes are empty cells, not stamps */
    }
  for (guint k = 0; k < album->n_stamps; k++)
    n += mask[k];
  return n;
}
