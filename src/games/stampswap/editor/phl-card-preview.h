/* phl-card-preview.h — a Stamp Swap card drawn as in play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-deck-document.h"

G_BEGIN_DECLS

#define PHL_TYPE_CARD_PREVIEW (phl_card_preview_get_type ())
G_DECLARE_FINAL_TYPE (PhlCardPreview, phl_card_preview, PHL, CARD_PREVIEW, GtkWidget)

GtkWidget *phl_card_preview_new      (void);
/* Shows the card of @group in @language, or keeps the last good drawing
 * (dimmed) while the card has a problem.  @document NULL clears it. */
void       phl_card_preview_show     (PhlCardPreview  *self,
                                      PhlDeckDocument *document,
                                      const char      *group,
                                      const char      *language);

/* Whether nothing is drawn (no card, or one that never loaded). */
gboolean   phl_card_preview_is_empty (PhlCardPreview  *self);
/* The text drawn on the card (placeholders filled), or NULL. */
const char *phl_card_preview_get_text (PhlCardPreview *self);

G_END_DECLS
