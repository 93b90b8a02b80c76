/* phl-cover.h — a game's cover in the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-game-covers.h"

G_BEGIN_DECLS

/* Covers are this tall; the width follows the card. */
#define PHL_COVER_HEIGHT 190

#define PHL_TYPE_COVER (phl_cover_get_type ())

G_DECLARE_FINAL_TYPE (PhlCover, phl_cover, PHL, COVER, GtkWidget)

GtkWidget *phl_cover_new         (const PhlGameCover        *cover);
void       phl_cover_set_dark    (PhlCover                  *self,
                                  gboolean                   dark);

void       phl_cover_paint_ahead (const PhlGameCover * const *covers,
                                  guint                      n_covers,
                                  gboolean                   dark,
                                  int                        scale);

G_END_DECLS
