/* phl-accessible.h — names a screen reader hears, the same in every window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void  phl_accessible_install        (void);

void  phl_accessible_name           (GtkWidget  *widget,
                                     const char *name);

void  phl_accessible_name_button    (GtkWidget  *button,
                                     const char *name);

void  phl_accessible_relabel        (GtkWidget  *widget,
                                     const char *label);

char *phl_accessible_strip_mnemonic (const char *label);

G_END_DECLS
