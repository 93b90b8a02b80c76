/* phl-stampswap-stamp.c — stamp attributes, their text form and the tile data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-stamp"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "philatelia-core-resources.h"
#include "phl-error.h"
#include "phl-key-file.h"
#include "stampswap/phl-stampswap-stamp.h"

#define TILES_RESOURCE "/io/github/philatelia/Philatelia/core/stampswap/tiles.ini"

static const char * const kind_names[] = {
  "small-square", "large-square", "short-rect", "long-rect", "forever",
};
static const char * const color_names[] = {
  "purple", "yellow", "blue", "green", "brown",
};
static const char * const theme_names[] = {
  "space", "monuments", "animals", "flowers", "vehicles",
};

static gboolean
lookup_name (const char * const *names,
             guint               n_names,
             const char         *text,
             guint8             *out)
{
  for (guint i = 0; i < n_names; i++)
    if (g_strcmp0 (names[i], text) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
phl_stampswap_kind_to_string (PhlStampswapKind kind)
{
  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_KINDS, NULL);
  return kind_names[kind];
}

gboolean
phl_stampswap_kind_from_string (const char *text,
                                guint8     *kind)
{
  return lookup_name (kind_names, G_N_ELEMENTS (kind_names), text, kind);
}

const char *
phl_stampswap_color_to_string (guint8 color)
{
  g_return_val_if_fail (color < PHL_STAMPSWAP_N_COLORS, NULL);
  return color_names[color];
}

gboolean
phl_stampswap_color_from_string (const char *text,
                                 guint8     *color)
{
  return lookup_name (color_names, G_N_ELEMENTS (color_names), text, color);
}

const char *
phl_stampswap_color_label (guint8 color)
{
  static const char * const labels[] = {
    NC_("stamp colour", "purple"), NC_("stamp colour", "yellow"), NC_("stamp colour", "blue"),
    NC_("stamp colour", "green"), NC_("stamp colour", "brown"),
  };

  g_return_val_if_fail (color < G_N_ELEMENTS (labels), "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "stamp colour", labels[color]);
}

const char *
phl_stampswap_theme_label (guint8 theme)
{
  static const char * const labels[] = {
    NC_("stamp theme", "space"), NC_("stamp theme", "monuments"), NC_("stamp theme", "animals"),
    NC_("stamp theme", "flowers"), NC_("stamp theme", "vehicles"),
  };

  g_return_val_if_fail (theme < G_N_ELEMENTS (labels), "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "stamp theme", labels[theme]);
}

const char *
phl_stampswap_theme_to_string (guint8 theme)
{
  g_return_val_if_fail (theme < PHL_STAMPSWAP_N_THEMES, NULL);
  return theme_names[theme];
}

gboolean
phl_stampswap_theme_from_string (const char *text,
                                 guint8     *theme)
{
  return lookup_name (theme_names, G_N_ELEMENTS (theme_names), text, theme);
}

guint
phl_stampswap_kind_area (PhlStampswapKind kind)
{
  static const guint area[] = { 4, 9, 6, 8, 1 };

  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_KINDS, 0);
  return area[kind];
}

gboolean
phl_stampswap_kind_fits_size (PhlStampswapKind kind,
                              guint            w,
                              guint            h)
{
  switch (kind)
    {
    case PHL_STAMPSWAP_SMALL_SQUARE:
      return w == 2 && h == 2;
    case PHL_STAMPSWAP_LARGE_SQUARE:
      return w == 3 && h == 3;
    case PHL_STAMPSWAP_SHORT_RECT:
      return (w == 2 && h == 3) || (w == 3 && h == 2);
    case PHL_STAMPSWAP_LONG_RECT:
      return (w == 2 && h == 4) || (w == 4 && h == 2);
    case PHL_STAMPSWAP_FOREVER:
      return w == 1 && h == 1;
    default:
      return FALSE;
    }
}

PhlStampswapShape
phl_stampswap_stamp_shape (const PhlStampswapStamp *stamp)
{
  switch (stamp->kind)
    {
    case PHL_STAMPSWAP_SMALL_SQUARE:
    case PHL_STAMPSWAP_LARGE_SQUARE:
      return PHL_STAMPSWAP_SHAPE_SQUARES;
    case PHL_STAMPSWAP_SHORT_RECT:
    case PHL_STAMPSWAP_LONG_RECT:
      return PHL_STAMPSWAP_SHAPE_RECTANGLES;
    default:
      return PHL_STAMPSWAP_SHAPE_NONE;
    }
}

gboolean
phl_stampswap_stamp_is_faded (const PhlStampswapStamp *stamp)
{
  return stamp->value < 0;
}

gboolean
phl_stampswap_stamp_parse (const char        *text,
                           PhlStampswapStamp *stamp,
                           GError           **error)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *head = NULL;
  const char *colon;
  const char *value_text;
  guint n;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (stamp != NULL, FALSE);

  memset (stamp, 0, sizeof *stamp);
  stamp->color = PHL_STAMPSWAP_NONE;
  stamp->theme = PHL_STAMPSWAP_NONE;
  stamp->tile = PHL_STAMPSWAP_NONE;

  if (g_str_equal (text, "forever"))
    {
      stamp->kind = PHL_STAMPSWAP_FOREVER;
      return TRUE;
    }

  colon = strrchr (text, ':');
  if (colon == NULL)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("“%s” is not a stamp: expected kind/colour/theme:value, kind/rare:value or forever"),
                   text);
      return FALSE;
    }
  head = g_strndup (text, colon - text);
  value_text = colon + 1;
  parts = g_strsplit (head, "/", -1);
  n = g_strv_length (parts);

  if (n < 1 || !phl_stampswap_kind_from_string (parts[0], &stamp->kind)
      || stamp->kind == PHL_STAMPSWAP_FOREVER)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("“%s” has an unknown stamp kind (small-square, large-square, short-rect or long-rect)"),
                   text);
      return FALSE;
    }

  if (n == 2 && g_str_equal (parts[1], "rare"))
    {
      char *end = NULL;
      long v = strtol (value_text, &end, 10);

      if (*value_text == '\0' || *end != '\0' || v < 5 || v > 7)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                       _("“%s”: a rare stamp is worth 5 to 7"), text);
          return FALSE;
        }
      stamp->flags |= PHL_STAMPSWAP_STAMP_RARE;
      stamp->value = v;
      return TRUE;
    }

  if (n != 3
      || !phl_stampswap_color_from_string (parts[1], &stamp->color)
      || !phl_stampswap_theme_from_string (parts[2], &stamp->theme))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("“%s” needs a colour (purple, yellow, blue, green, brown) and a theme (space, monuments, animals, flowers, vehicles)"),
                   text);
      return FALSE;
    }

  if (g_str_equal (value_text, "canceled"))
    stamp->flags |= PHL_STAMPSWAP_STAMP_CANCELED;
  else
    {
      char *end = NULL;
      long v = strtol (value_text, &end, 10);

      if (*value_text == '\0' || *end != '\0' || v < -3 || v > 4 || v == 0)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                       _("“%s”: a value is 1 to 4, -1 to -3 when faded, or “canceled”"), text);
          return FALSE;
        }
      stamp->value = v;
    }
  return TRUE;
}

char *
phl_stampswap_stamp_to_string (const PhlStampswapStamp *stamp)
{
  const char *kind;

  g_return_val_if_fail (stamp != NULL, NULL);

  if (stamp->kind == PHL_STAMPSWAP_FOREVER)
    return g_strdup ("forever");
  kind = phl_stampswap_kind_to_string (stamp->kind);
  if (stamp->flags & PHL_STAMPSWAP_STAMP_RARE)
    return g_strdup_printf ("%s/rare:%d", kind, stamp->value);
  if (stamp->flags & PHL_STAMPSWAP_STAMP_CANCELED)
    return g_strdup_printf ("%s/%s/%s:canceled", kind,
                            color_names[stamp->color], theme_names[stamp->theme]);
  return g_strdup_printf ("%s/%s/%s:%d", kind, color_names[stamp->color],
                          theme_names[stamp->theme], stamp->value);
}

static gboolean
parse_tile (PhlKeyFile       *file,
            const char       *group,
            guint             id,
            PhlStampswapTile *tile,
            GError          **error)
{
  g_autofree char *kind_text = NULL;
  g_autofree char *size_text = NULL;
  g_auto(GStrv) stamps = NULL;
  gsize n_stamps = 0;
  guint w = 0, h = 0;

  kind_text = phl_key_file_get_string (file, group, "Kind", error);
  if (kind_text == NULL)
    return FALSE;
  if (!phl_stampswap_kind_from_string (kind_text, &tile->kind))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Kind",
                              _("unknown stamp kind “%s”"), kind_text);
      return FALSE;
    }
  size_text = phl_key_file_get_string (file, group, "Size", error);
  if (size_text == NULL)
    return FALSE;
  if (sscanf (size_text, "%ux%u", &w, &h) != 2
      || !phl_stampswap_kind_fits_size (tile->kind, w, h))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Size",
                              _("“%s” is not a size of a %s"), size_text, kind_text);
      return FALSE;
    }
  tile->w = w;
  tile->h = h;

  stamps = phl_key_file_get_string_list (file, group, "Stamps", &n_stamps, error);
  if (stamps == NULL)
    return FALSE;
  if (n_stamps != 1 && !(n_stamps == 2 && tile->kind == PHL_STAMPSWAP_LONG_RECT))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Stamps",
                              _("a tile carries one stamp, or two small squares on a long rectangle"));
      return FALSE;
    }
  tile->n_stamps = n_stamps;
  for (guint i = 0; i < n_stamps; i++)
    {
      PhlStampswapStamp *s = &tile->stamps[i];
      g_autoptr(GError) local_error = NULL;

      if (!phl_stampswap_stamp_parse (stamps[i], s, &local_error))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Stamps",
                                  "%s", local_error->message);
          return FALSE;
        }
      s->tile = id;
      if (n_stamps == 1)
        {
          if (s->kind != tile->kind)
            {
              phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Stamps",
                                      _("the stamp’s kind differs from the tile’s"));
              return FALSE;
            }
          s->w = w;
          s->h = h;
        }
      else
        {
          if (s->kind != PHL_STAMPSWAP_SMALL_SQUARE)
            {
              phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Stamps",
                                      _("a double tile carries two small squares"));
              return FALSE;
            }
          /* Side by side along the long side: left then right, or top then bottom. */
          s->w = 2;
          s->h = 2;
          s->x = w == 4 ? 2 * i : 0;
          s->y = h == 4 ? 2 * i : 0;
        }
    }
  return TRUE;
}

gboolean
phl_stampswap_tiles_parse (const char       *data,
                           gsize             length,
                           const char       *name,
                           PhlStampswapTile *tiles,
                           GError          **error)
{
  g_autoptr(PhlKeyFile) file = NULL;
  int count = 0;

  file = phl_key_file_new_from_data (data, length, name, error);
  if (file == NULL)
    return FALSE;
  if (!phl_key_file_get_int (file, "Tiles", "Count", PHL_STAMPSWAP_N_TILES,
                             PHL_STAMPSWAP_N_TILES, &count, error))
    return FALSE;
  for (guint id = 0; id < PHL_STAMPSWAP_N_TILES; id++)
    {
      g_autofree char *group = g_strdup_printf ("Tile:%u", id + 1);

      if (!phl_key_file_has_group (file, group))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_MISSING, group, NULL,
                                  _("tile %u is missing"), id + 1);
          return FALSE;
        }
      if (!parse_tile (file, group, id, &tiles[id], error))
        return FALSE;
    }
  return TRUE;
}

const PhlStampswapTile *
phl_stampswap_tiles (void)
{
  static PhlStampswapTile tiles[PHL_STAMPSWAP_N_TILES];
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;
      const char *data;

      bytes = g_resource_lookup_data (phl_core_get_resource (), TILES_RESOURCE,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL)
        g_error ("Built-in Stamp Swap tiles are missing: %s", error->message);
      data = g_bytes_get_data (bytes, &length);
      if (!phl_stampswap_tiles_parse (data, length, "tiles.ini", tiles, &error))
        g_error ("Built-in Stamp Swap tiles are broken: %s", error->message);
      g_once_init_leave (&initialized, 1);
    }
  return tiles;
}
