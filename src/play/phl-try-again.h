/* phl-try-again.h — Try again: a reviewed move played anew, and how it compares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-match.h"
#include "phl-review.h"

G_BEGIN_DECLS

/* A new match at the position before move @i of @review, which reviewed
 * @source's line: the same seats, the reviewed one played by a person.
 * The match carries a controller that, once that person has moved,
 * values the new move the review's way (the same playouts, the same
 * streams) and says in a dialog over @parent (the window the match is
 * played in; may be NULL) how it compares with the first try and with the
 * computer's, offering to try again (back to that position) or to play on. */
PhlMatch *phl_try_again_new_match (PhlMatch   *source,
                                   PhlReview  *review,
                                   guint       i,
                                   GtkWindow  *parent,
                                   GError    **error);

G_END_DECLS
