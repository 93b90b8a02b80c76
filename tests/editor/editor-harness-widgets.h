/* editor-harness-widgets.h — finding and reading the editor's widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-balance-window.h"

G_BEGIN_DECLS

/* The name or text field of the card form for @key ("Name", "Text") in @language. */
GtkWidget        *harness_find_named      (GtkWidget  *widget,
                                           const char *key,
                                           const char *language);
/* The widget of the card form remembered as @focus_key ("spin:Points"). */
GtkWidget        *harness_find_focus_key  (GtkWidget  *widget,
                                           const char *focus_key);
/* Prints the outdated marks and text warnings under @widget, "TAG: …". */
void              harness_print_marks     (GtkWidget  *widget,
                                           const char *tag);
/* Prints what a reader of the screen meets under @widget, "text: …". */
void              harness_print_texts     (GtkWidget  *widget);
GtkWindow        *harness_toplevel_of_type (GType     type);
PhlBalanceWindow *harness_balance_window  (void);

G_END_DECLS
