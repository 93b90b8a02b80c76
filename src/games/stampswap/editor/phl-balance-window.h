/* phl-balance-window.h — the balance test of a deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "phl-deck-document.h"

G_BEGIN_DECLS

#define PHL_TYPE_BALANCE_WINDOW (phl_balance_window_get_type ())
G_DECLARE_FINAL_TYPE (PhlBalanceWindow, phl_balance_window, PHL, BALANCE_WINDOW, AdwWindow)

GtkWidget *phl_balance_window_new   (GtkWindow       *parent,
                                     PhlDeckDocument *document);
/* Starts the games as the Run button does (for tests). */
void       phl_balance_window_run   (PhlBalanceWindow *self);

G_END_DECLS
