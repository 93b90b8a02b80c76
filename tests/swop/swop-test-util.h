/* swop-test-util.h — positions for the SWOP tests, written as docs/save-format.md text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-rules.h"
#include "swop/phl-swop.h"

G_BEGIN_DECLS

/* A board with five Swop chips on it, shared by several tests. */
extern const char * const swop_test_board_7_five_chips[];

/* "[Match] Game=swop Format=1" + @match + [Board] @rows + @rest, as one text. */
char          *swop_test_position_text (const char         *match,
                                        const char * const *rows,
                                        const char         *rest);
/* Loads @text through phl_swop_rules.load_position(); fails the test on error. */
PhlSwopState  *swop_test_load          (const char         *text);
/* swop_test_load (swop_test_position_text (…)). */
PhlSwopState  *swop_test_position      (const char         *match,
                                        const char * const *rows,
                                        const char         *rest);
/* Applies @text through phl_swop_rules.apply(); fails the test on error. */
void           swop_test_apply         (PhlSwopState       *state,
                                        const char         *text);
/* Evaluates the swap "a1 c3" and checks that it is legal. */
void           swop_test_eval          (const PhlSwopState *state,
                                        const char         *first,
                                        const char         *second,
                                        PhlSwopEval        *eval);
int            swop_test_cell          (const char         *name);
/* The describe_moves() line of the swap "a1 c3", or NULL when not listed. */
char          *swop_test_move_line     (const PhlSwopState *state,
                                        const char         *cells);

G_END_DECLS
