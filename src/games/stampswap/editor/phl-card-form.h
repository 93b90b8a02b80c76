/* phl-card-form.h — the form of one Stamp Swap card (or of the deck itself)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built from the engine's effect vocabulary for the card's kind; every
 * change is an edit of the PhlDeckDocument.  Problems the validator finds
 * appear next to the field they name.
 */
#pragma once

#include <adwaita.h>

#include "phl-deck-document.h"

G_BEGIN_DECLS

#define PHL_TYPE_CARD_FORM (phl_card_form_get_type ())
G_DECLARE_FINAL_TYPE (PhlCardForm, phl_card_form, PHL, CARD_FORM, GtkBox)

GtkWidget  *phl_card_form_new             (void);
/* Shows the card of @group ("Deck" for the deck's own name and
 * description), or nothing for NULL. */
void        phl_card_form_set_card        (PhlCardForm     *self,
                                           PhlDeckDocument *document,
                                           const char      *group);
const char *phl_card_form_get_card        (PhlCardForm     *self);
/* Reads every field again from the document (after undo). */
void        phl_card_form_reload          (PhlCardForm     *self);
/* Shows the document's current problems next to the fields. */
void        phl_card_form_update_problems (PhlCardForm     *self);
/* Gives the keyboard focus to the field of @key ("Points", "Name[pl]";
 * @language, when not NULL, picks the translation), scrolled into view;
 * FALSE when the form has no such field (the focus then goes to the
 * form's first field). */
gboolean    phl_card_form_focus_key       (PhlCardForm     *self,
                                           const char      *key,
                                           const char      *language);

/* Translated labels shared with the card list. */
const char *phl_card_form_kind_plural     (PhlStampswapCardKind kind);
/* "Translated", "Missing: Polish name", "Outdated: German text", … for a
 * card group; @complete: no translation missing (outdated ones aside). */
char       *phl_card_form_translation_status (PhlDeckDocument *document,
                                              const char      *group,
                                              gboolean        *complete);
/* "Polish text, German name": the outdated translations, or NULL. */
char       *phl_card_form_outdated_summary  (PhlDeckDocument *document,
                                              const char      *group);

G_END_DECLS
