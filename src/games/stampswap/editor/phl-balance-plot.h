/* phl-balance-plot.h — each card's effect with its uncertainty (a forest plot)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "stampswap/phl-stampswap-balance.h"

G_BEGIN_DECLS

#define PHL_TYPE_BALANCE_PLOT (phl_balance_plot_get_type ())

G_DECLARE_FINAL_TYPE (PhlBalancePlot, phl_balance_plot, PHL, BALANCE_PLOT, GtkWidget)

GtkWidget *phl_balance_plot_new        (void);
/* Copies what it draws from @result (NULL: empty). */
void       phl_balance_plot_set_result (PhlBalancePlot         *self,
                                        const PhlBalanceResult *result);
/* The names of the flagged cards as drawn, for tests; NULL-terminated. */
char     **phl_balance_plot_dup_flagged (PhlBalancePlot        *self);

G_END_DECLS
