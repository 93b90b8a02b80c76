/* phl-stampswap-contest.c — the contest rules of RULES.md over an album
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-contest"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-contest.h"

#define N PHL_STAMPSWAP_ALBUM_SIZE

static const char * const rule_names[] = {
  "group", "second-most", "sets", "count", "corners", "surrounded", "edges", "holes",
};

const char *
phl_stampswap_rule_to_string (PhlStampswapRule rule)
{
  g_return_val_if_fail (rule < PHL_STAMPSWAP_N_RULES, NULL);
  return rule_names[rule];
}

gboolean
phl_stampswap_rule_from_string (const char *text,
                                guint8     *rule)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_names); i++)
    if (g_strcmp0 (rule_names[i], text) == 0)
      {
        *rule = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
phl_stampswap_filter_parse (const char         *text,
                            PhlStampswapFilter *filter)
{
  const char *arg;

  g_return_val_if_fail (filter != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  filter->value = 0;
  if (g_str_equal (text, "canceled"))
    filter->type = PHL_STAMPSWAP_FILTER_CANCELED;
  else if (g_str_equal (text, "faded"))
    filter->type = PHL_STAMPSWAP_FILTER_FADED;
  else if (g_str_equal (text, "rare"))
    filter->type = PHL_STAMPSWAP_FILTER_RARE;
  else if ((arg = g_str_has_prefix (text, "color:") ? text + 6 : NULL) != NULL)
    {
      filter->type = PHL_STAMPSWAP_FILTER_COLOR;
      return phl_stampswap_color_from_string (arg, &filter->value);
    }
  else if ((arg = g_str_has_prefix (text, "theme:") ? text + 6 : NULL) != NULL)
    {
      filter->type = PHL_STAMPSWAP_FILTER_THEME;
      return phl_stampswap_theme_from_string (arg, &filter->value);
    }
  else if ((arg = g_str_has_prefix (text, "kind:") ? text + 5 : NULL) != NULL)
    {
      filter->type = PHL_STAMPSWAP_FILTER_KIND;
      return phl_stampswap_kind_from_string (arg, &filter->value);
    }
  else if (g_str_equal (text, "shape:squares"))
    {
      filter->type = PHL_STAMPSWAP_FILTER_SHAPE;
      filter->value = PHL_STAMPSWAP_SHAPE_SQUARES;
    }
  else if (g_str_equal (text, "shape:rectangles"))
    {
      filter->type = PHL_STAMPSWAP_FILTER_SHAPE;
      filter->value = PHL_STAMPSWAP_SHAPE_RECTANGLES;
    }
  else
    return FALSE;
  return TRUE;
}

char *
phl_stampswap_filter_to_string (const PhlStampswapFilter *filter)
{
  g_return_val_if_fail (filter != NULL, NULL);

  switch (filter->type)
    {
    case PHL_STAMPSWAP_FILTER_COLOR:
      return g_strconcat ("color:", phl_stampswap_color_to_string (filter->value), NULL);
    case PHL_STAMPSWAP_FILTER_THEME:
      return g_strconcat ("theme:", phl_stampswap_theme_to_string (filter->value), NULL);
    case PHL_STAMPSWAP_FILTER_SHAPE:
      return g_strdup (filter->value == PHL_STAMPSWAP_SHAPE_SQUARES ? "shape:squares"
                                                                    : "shape:rectangles");
    case PHL_STAMPSWAP_FILTER_KIND:
      return g_strconcat ("kind:", phl_stampswap_kind_to_string (filter->value), NULL);
    case PHL_STAMPSWAP_FILTER_CANCELED:
      return g_strdup ("canceled");
    case PHL_STAMPSWAP_FILTER_FADED:
      return g_strdup ("faded");
    case PHL_STAMPSWAP_FILTER_RARE:
    default:
      return g_strdup ("rare");
    }
}

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

static gboolean
load_attribute (PhlKeyFile *file,
                const char *group,
                gboolean    allow_shape,
                guint8     *attribute,
                GError    **error)
{
  g_autofree char *text = phl_key_file_get_string (file, group, "Attribute", error);

  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "color"))
    *attribute = PHL_STAMPSWAP_ATTR_COLOR;
  else if (g_str_equal (text, "theme"))
    *attribute = PHL_STAMPSWAP_ATTR_THEME;
  else if (allow_shape && g_str_equal (text, "shape"))
    *attribute = PHL_STAMPSWAP_ATTR_SHAPE;
  else
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Attribute",
                              allow_shape ? _("“%s” is not color, theme or shape")
                                          : _("“%s” is not color or theme"),
                              text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_group_value (PhlKeyFile *file,
                  const char *group,
                  guint8      attribute,
                  guint8     *value,
                  GError    **error)
{
  g_autofree char *text = phl_key_file_get_string (file, group, "Value", error);
  gboolean ok = FALSE;

  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "any"))
    {
      *value = PHL_STAMPSWAP_VALUE_ANY;
      return TRUE;
    }
  switch (attribute)
    {
    case PHL_STAMPSWAP_ATTR_COLOR:
      ok = phl_stampswap_color_from_string (text, value);
      break;
    case PHL_STAMPSWAP_ATTR_THEME:
      ok = phl_stampswap_theme_from_string (text, value);
      break;
    default:
      ok = TRUE;
      if (g_str_equal (text, "squares"))
        *value = PHL_STAMPSWAP_SHAPE_SQUARES;
      else if (g_str_equal (text, "rectangles"))
        *value = PHL_STAMPSWAP_SHAPE_RECTANGLES;
      else
        ok = FALSE;
      break;
    }
  if (!ok)
    phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Value",
                            _("“%s” is not a value of this attribute (or “any”)"), text);
  return ok;
}

gboolean
phl_stampswap_contest_rule_load (PhlKeyFile              *file,
                                 const char              *group,
                                 const char              *rule_key,
                                 PhlStampswapContestRule *rule,
                                 GError                 **error)
{
  g_autofree char *rule_text = NULL;
  int points = 0;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (group != NULL && rule_key != NULL, FALSE);
  g_return_val_if_fail (rule != NULL, FALSE);

  memset (rule, 0, sizeof *rule);
  rule_text = phl_key_file_get_string (file, group, rule_key, error);
  if (rule_text == NULL)
    return FALSE;
  if (!phl_stampswap_rule_from_string (rule_text, &rule->rule))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, group, rule_key,
                              _("unknown contest rule “%s”"), rule_text);
      return FALSE;
    }

  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      if (!load_attribute (file, group, TRUE, &rule->attribute, error)
          || !load_group_value (file, group, rule->attribute, &rule->value, error))
        return FALSE;
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
      if (!load_attribute (file, group, FALSE, &rule->attribute, error))
        return FALSE;
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      {
        g_autofree char *text = phl_key_file_get_string (file, group, "Filter", error);

        if (text == NULL)
          return FALSE;
        if (!phl_stampswap_filter_parse (text, &rule->filter))
          {
            phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Filter",
                                    _("“%s” is not a filter (color:…, theme:…, shape:…, kind:…, canceled, faded or rare)"),
                                    text);
            return FALSE;
          }
      }
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
      {
        int size = 0;

        if (!phl_key_file_get_int (file, group, "Size", 1, 2, &size, error))
          return FALSE;
        rule->size = size;
      }
      break;
    default:
      break;
    }

  if (!phl_key_file_get_int (file, group, "Points", 1, 20, &points, error))
    return FALSE;
  rule->points = points;
  return TRUE;
}

void
phl_stampswap_contest_rule_save (const PhlStampswapContestRule *rule,
                                 GKeyFile                      *file,
                                 const char                    *group,
                                 const char                    *rule_key)
{
  static const char * const attributes[] = { "color", "theme", "shape" };

  g_return_if_fail (rule != NULL && file != NULL && group != NULL && rule_key != NULL);

  g_key_file_set_string (file, group, rule_key, phl_stampswap_rule_to_string (rule->rule));
  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      g_key_file_set_string (file, group, "Attribute", attributes[rule->attribute]);
      if (rule->value == PHL_STAMPSWAP_VALUE_ANY)
        g_key_file_set_string (file, group, "Value", "any");
      else if (rule->attribute == PHL_STAMPSWAP_ATTR_COLOR)
        g_key_file_set_string (file, group, "Value", phl_stampswap_color_to_string (rule->value));
      else if (rule->attribute == PHL_STAMPSWAP_ATTR_THEME)
        g_key_file_set_string (file, group, "Value", phl_stampswap_theme_to_string (rule->value));
      else
        g_key_file_set_string (file, group, "Value",
                               rule->value == PHL_STAMPSWAP_SHAPE_SQUARES ? "squares" : "rectangles");
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
      g_key_file_set_string (file, group, "Attribute", attributes[rule->attribute]);
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      {
        g_autofree char *filter = phl_stampswap_filter_to_string (&rule->filter);
        g_key_file_set_string (file, group, "Filter", filter);
      }
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
      g_key_file_set_integer (file, group, "Size", rule->size);
      break;
    default:
      break;
    }
  g_key_file_set_integer (file, group, "Points", rule->points);
}

static const char *
kind_label (guint8 kind)
{
  static const char * const labels[] = {
    NC_("stamp kind", "small squares"), NC_("stamp kind", "large squares"),
    NC_("stamp kind", "short rectangles"), NC_("stamp kind", "long rectangles"),
    NC_("stamp kind", "forever stamps"),
  };

  return g_dpgettext2 (GETTEXT_PACKAGE, "stamp kind", labels[kind]);
}

/* What a group, second-most or sets rule looks at, e.g. "colour: blue". */
static char *
attribute_label (guint8 attribute,
                 guint8 value)
{
  switch (attribute)
    {
    case PHL_STAMPSWAP_ATTR_COLOR:
      if (value == PHL_STAMPSWAP_VALUE_ANY || value >= PHL_STAMPSWAP_N_COLORS)
        return g_strdup (_("one colour"));
      /* Translators: the colour a contest looks at, e.g. "colour: blue" */
      return g_strdup_printf (_("colour: %s"), phl_stampswap_color_label (value));
    case PHL_STAMPSWAP_ATTR_THEME:
      if (value == PHL_STAMPSWAP_VALUE_ANY || value >= PHL_STAMPSWAP_N_THEMES)
        return g_strdup (_("one theme"));
      /* Translators: the theme a contest looks at, e.g. "theme: space" */
      return g_strdup_printf (_("theme: %s"), phl_stampswap_theme_label (value));
    default:
      if (value == PHL_STAMPSWAP_SHAPE_SQUARES)
        return g_strdup (_("squares"));
      if (value == PHL_STAMPSWAP_SHAPE_RECTANGLES)
        return g_strdup (_("rectangles"));
      return g_strdup (_("squares or rectangles"));
    }
}

static char *
filter_label (const PhlStampswapFilter *filter)
{
  switch (filter->type)
    {
    case PHL_STAMPSWAP_FILTER_COLOR:
      return attribute_label (PHL_STAMPSWAP_ATTR_COLOR, filter->value);
    case PHL_STAMPSWAP_FILTER_THEME:
      return attribute_label (PHL_STAMPSWAP_ATTR_THEME, filter->value);
    case PHL_STAMPSWAP_FILTER_SHAPE:
      return attribute_label (PHL_STAMPSWAP_ATTR_SHAPE, filter->value);
    case PHL_STAMPSWAP_FILTER_KIND:
      return g_strdup (kind_label (filter->value));
    case PHL_STAMPSWAP_FILTER_CANCELED:
      return g_strdup (_("canceled stamps"));
    case PHL_STAMPSWAP_FILTER_FADED:
      return g_strdup (_("faded stamps"));
    case PHL_STAMPSWAP_FILTER_RARE:
    default:
      return g_strdup (_("rare stamps"));
    }
}

char *
phl_stampswap_contest_rule_describe (const PhlStampswapContestRule *rule)
{
  g_autofree char *what = NULL;

  g_return_val_if_fail (rule != NULL, NULL);

  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      what = attribute_label (rule->attribute, rule->value);
      /* Translators: e.g. "Largest connected group (colour: blue): 3 points per stamp" */
      return g_strdup_printf (_("Largest connected group (%s): %d points per stamp"), what, rule->points);
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
      return g_strdup_printf (rule->attribute == PHL_STAMPSWAP_ATTR_COLOR
                              ? _("Second most abundant colour: %d points per stamp")
                              : _("Second most abundant theme: %d points per stamp"),
                              rule->points);
    case PHL_STAMPSWAP_RULE_SETS:
      return g_strdup_printf (rule->attribute == PHL_STAMPSWAP_ATTR_COLOR
                              ? _("Complete sets of the five colours: %d points per set")
                              : _("Complete sets of the five themes: %d points per set"),
                              rule->points);
    case PHL_STAMPSWAP_RULE_COUNT:
      what = filter_label (&rule->filter);
      /* Translators: e.g. "Stamps (canceled stamps): 3 points each" */
      return g_strdup_printf (_("Stamps (%s): %d points each"), what, rule->points);
    case PHL_STAMPSWAP_RULE_CORNERS:
      return g_strdup_printf (_("Perfect corners: %d points each"), rule->points);
    case PHL_STAMPSWAP_RULE_SURROUNDED:
      return g_strdup_printf (_("Surrounded stamps: %d points each"), rule->points);
    case PHL_STAMPSWAP_RULE_EDGES:
      return g_strdup_printf (_("Stamps touching a complete album edge: %d points each"), rule->points);
    case PHL_STAMPSWAP_RULE_HOLES:
    default:
      return g_strdup_printf (rule->size == 1 ? _("Empty regions of exactly one space: %d points each")
                                              : _("Empty regions of exactly two spaces: %d points each"),
                              rule->points);
    }
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
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      for (guint k = 0; k < album->n_stamps; k++)
        mask[k] = phl_stampswap_filter_matches (&rule->filter, &album->stamps[k]);
      break;
    case PHL_STAMPSWAP_RULE_CORNERS:
      for (int y = 1; y < N; y++)
        for (int x = 1; x < N; x++)
          {
            int a = album->cells[y - 1][x - 1], b = album->cells[y - 1][x];
            int c = album->cells[y][x - 1], d = album->cells[y][x];

            if (a && b && c && d && a != b && a != c && a != d && b != c && b != d && c != d)
              mask[a - 1] = mask[b - 1] = mask[c - 1] = mask[d - 1] = 1;
          }
      break;
    case PHL_STAMPSWAP_RULE_SURROUNDED:
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
      break;
    case PHL_STAMPSWAP_RULE_EDGES:
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
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
    default:
      break;  /* holes are empty cells, not stamps */
    }
  for (guint k = 0; k < album->n_stamps; k++)
    n += mask[k];
  return n;
}
