/* phl-stamps-end.h — the STAMPS end screen: tableau resolution and chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_STAMPS_END (phl_stamps_end_get_type ())

G_DECLARE_FINAL_TYPE (PhlStampsEnd, phl_stamps_end, PHL, STAMPS_END, GtkWidget)

GtkWidget *phl_stamps_end_new    (PhlMatch     *match);
/* Plays the resolution again from the final tableaux. */
void       phl_stamps_end_replay (PhlStampsEnd *self);
/* The headline: who won with how many points. */
char      *phl_stamps_end_dup_title (PhlStampsEnd *self);

G_END_DECLS
