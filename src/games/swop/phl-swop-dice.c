/* phl-swop-dice.c — the dice colours of data/swop/dice.ini
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-dice"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "philatelia-core-resources.h"
#include "phl-key-file.h"
#include "swop/phl-swop-dice.h"

#define DICE_RESOURCE "/io/github/philatelia/Philatelia/core/swop/dice.ini"

/* The names written in dice.ini, listed here so that xgettext puts them in
 * the catalogue; the names read from the file are looked up in it.  The
 * context keeps them apart from other games' colour words (Polish needs
 * the feminine form that agrees with "kość" and "kostka"). */
static const char * const colour_names[] G_GNUC_UNUSED = {
  NC_("die colour", "White"), NC_("die colour", "Red"), NC_("die colour", "Orange"),
  NC_("die colour", "Yellow"), NC_("die colour", "Green"), NC_("die colour", "Turquoise"),
  NC_("die colour", "Blue"), NC_("die colour", "Violet"), NC_("die colour", "Pink"),
  NC_("die colour", "Brown"), NC_("die colour", "Black"),
};
/* The same names as the object of a verb (the log's "Anna swapped White 1
 * on a1 and Pink 5 on e1"): a language with cases gives them their own
 * form here, Polish "Białą", German "die weiße". */
static const char * const colour_object_names[] G_GNUC_UNUSED = {
  /* Translators: a die's colour as the object of "swapped" (Polish
   * accusative "Białą"; German with its article, "die weiße") */
  NC_("die colour, object", "White"), NC_("die colour, object", "Red"),
  NC_("die colour, object", "Orange"), NC_("die colour, object", "Yellow"),
  NC_("die colour, object", "Green"), NC_("die colour, object", "Turquoise"),
  NC_("die colour, object", "Blue"), NC_("die colour, object", "Violet"),
  NC_("die colour, object", "Pink"), NC_("die colour, object", "Brown"),
  NC_("die colour, object", "Black"),
};
static gboolean
parse_rgb (const char *text,
           guint8     *rgb)
{
  if (text == NULL || strlen (text) != 7 || text[0] != '#')
    return FALSE;
  for (int i = 0; i < 3; i++)
    {
      int high = g_ascii_xdigit_value (text[1 + 2 * i]);
      int low = g_ascii_xdigit_value (text[2 + 2 * i]);

      if (high < 0 || low < 0)
        return FALSE;
      rgb[i] = high * 16 + low;
    }
  return TRUE;
}

static gboolean
read_rgb (PhlKeyFile  *file,
          const char  *group,
          const char  *key,
          guint8      *rgb,
          GError     **error)
{
  g_autofree char *text = phl_key_file_get_string (file, group, key, error);

  if (text == NULL)
    return FALSE;
  if (!parse_rgb (g_strstrip (text), rgb))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, key,
                              _("“%s” is not a colour such as #e01b24"), text);
      return FALSE;
    }
  return TRUE;
}

gboolean
phl_swop_dice_parse (const char        *data,
                     gssize             length,
                     PhlSwopDieColour  *colours,
                     GError           **error)
{
  g_autoptr(PhlKeyFile) file = NULL;

  g_return_val_if_fail (data != NULL, FALSE);
  g_return_val_if_fail (colours != NULL, FALSE);

  file = phl_key_file_new_from_data (data, length, "swop/dice.ini", error);
  if (file == NULL)
    return FALSE;

  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    {
      PhlSwopDieColour *entry = &colours[colour];
      g_autofree char *group = g_strdup_printf ("Colour:%c", phl_swop_colour_letter (colour));
      g_autofree char *name = NULL;
      g_autofree char *pattern = NULL;

      name = phl_key_file_get_string (file, group, "Name", error);
      if (name == NULL)
        return FALSE;
      pattern = phl_key_file_get_string (file, group, "Pattern", error);
      if (pattern == NULL)
        return FALSE;
      if (!read_rgb (file, group, "Color", entry->face, error)
          || !read_rgb (file, group, "Pips", entry->pips, error))
        return FALSE;
      entry->letter = phl_swop_colour_letter (colour);
      /* Interned: the table lives as long as the program. */
      entry->name = g_intern_string (g_dpgettext2 (GETTEXT_PACKAGE, "die colour", name));
      entry->source_name = g_intern_string (name);
      entry->pattern = g_intern_string (g_strstrip (pattern));
    }
  return TRUE;
}

const PhlSwopDieColour *
phl_swop_die_colour (PhlSwopColour colour)
{
  static PhlSwopDieColour colours[PHL_SWOP_N_COLOURS];
  static gsize loaded;
  static gboolean ok;

  g_return_val_if_fail (colour < PHL_SWOP_N_COLOURS, NULL);

  if (g_once_init_enter (&loaded))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;

      /* Looked up in the core's own resource: referencing it also keeps
       * the resource in programs that link the static core library. */
      bytes = g_resource_lookup_data (phl_core_get_resource (), DICE_RESOURCE,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes != NULL)
        {
          gsize length;
          const char *data = g_bytes_get_data (bytes, &length);

          ok = phl_swop_dice_parse (data, length, colours, &error);
        }
      if (!ok)
        g_critical ("Cannot read the built-in dice colours: %s", error->message);
      g_once_init_leave (&loaded, 1);
    }

  return ok ? &colours[colour] : NULL;
}

const char *
phl_swop_die_colour_object_name (PhlSwopColour colour)
{
  const PhlSwopDieColour *die = phl_swop_die_colour (colour);

  /* Looked up on each call: the log is written in the language in use. */
  return die != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, "die colour, object", die->source_name) : "?";
}
