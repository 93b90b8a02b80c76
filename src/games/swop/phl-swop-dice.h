/* phl-swop-dice.h — how the eleven dice colours look (data/swop/dice.ini)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "swop/phl-swop-board.h"

G_BEGIN_DECLS

typedef struct
{
  char        letter;
  /* Translated colour name, e.g. "Turquoise". */
  const char *name;
  /* The English name of dice.ini, for phl_swop_die_colour_object_name(). */
  const char *source_name;
  /* Face and pip colours, 0-255. */
  guint8      face[3];
  guint8      pips[3];
  /* A pattern id (plain, dots, stripes, …) so colour is not the only cue. */
  const char *pattern;
} PhlSwopDieColour;

/* Loaded once from the built-in data; NULL only if that data is broken. */
const PhlSwopDieColour *phl_swop_die_colour      (PhlSwopColour   colour);
/* The colour of a die as the object of a verb, in the language in use
 * ("Anna swapped *White* 1 on a1 …": Polish "Białą", German "die weiße"). */
const char             *phl_swop_die_colour_object_name (PhlSwopColour colour);
/* Parses dice.ini text; used by the loader and by tests of the data. */
gboolean                phl_swop_dice_parse      (const char     *data,
                                                  gssize          length,
                                                  PhlSwopDieColour *colours,
                                                  GError        **error);

G_END_DECLS
