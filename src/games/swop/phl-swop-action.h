/* phl-swop-action.h — building actions for views, and what a swap still needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view never writes or scans the action syntax itself: it builds the text
 * it submits with these functions, reads actions (a hint, the last move)
 * with phl_swop_action_parse(), and asks phl_swop_state_swap_choices()
 * which choices (cube, chip) the player must make before a swap is whole.
 */
#pragma once

#include <glib.h>

#include "swop/phl-swop-state.h"

G_BEGIN_DECLS

/* What the player must still choose for a legal swap. */
typedef enum
{
  PHL_SWOP_CHOICE_NONE = 0,
  PHL_SWOP_CHOICE_CUBE = 1 << 0,  /* which of two colour cubes to spend */
  PHL_SWOP_CHOICE_CHIP = 1 << 1,  /* which moved die the Swop chip replaces */
} PhlSwopChoice;

/* The action text of a swap of @first and @second (either order) spending
 * colour @cube (-1 when there is no choice) with the Swop chip on @chip
 * (-1 when there is no choice): "c4 f4 cube=V", "c5 e5 chip=e5".
 * NULL when a cell or the colour is out of range or @chip is neither cell. */
char          *phl_swop_action_swap         (int                  first,
                                             int                  second,
                                             int                  cube,
                                             int                  chip);
/* The action text of taking a cube of @colour from the pool: "pick R". */
char          *phl_swop_action_pick         (int                  colour);

/* The choices a swap of @first and @second needs from the seat to act
 * (PHL_SWOP_CHOICE_NONE for an illegal swap), and in @cube_options
 * (may be NULL) the colours it may spend, as a bit mask. */
PhlSwopChoice  phl_swop_state_swap_choices  (const PhlSwopState  *state,
                                             int                  first,
                                             int                  second,
                                             guint               *cube_options);

G_END_DECLS
