/* phl-stamps-state.h — the STAMPS position: grid, hands, draw pile, markers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid is unbounded in the rules but holds at most 40 stamps, and a
 * connected group of n stamps spans at most n cells in any direction, so a
 * fixed square array with an origin offset holds every reachable position.
 * Coordinates (x, y) are the game's: x grows to the right, y downwards; a new
 * game puts the start square at (0,0)..(1,1), a loaded position puts (0,0)
 * at the top left of its [Grid] text.  They never change during a game.
 *
 * The state is a plain struct without pointers: copy it with memcpy() or
 * plain assignment (the AI searches on copies).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PHL_STAMPS_MIN_PLAYERS     2
#define PHL_STAMPS_MAX_PLAYERS     4
#define PHL_STAMPS_N_COLORS        5
#define PHL_STAMPS_HAND_SIZE       2
/* Stamps of each colour in the box; two of them show a sun. */
#define PHL_STAMPS_PER_COLOR       8
#define PHL_STAMPS_SUN_PER_COLOR   2
/* Enough for 40 stamps around any connected start (see the header comment). */
#define PHL_STAMPS_GRID_SIZE       84
/* Longest sensible position text row or column count (loading limit). */
#define PHL_STAMPS_MAX_TEXT_CELLS  200

typedef enum
{
  PHL_STAMPS_BLUE,
  PHL_STAMPS_RED,
  PHL_STAMPS_YELLOW,
  PHL_STAMPS_GREEN,
  PHL_STAMPS_PURPLE,
} PhlStampsColor;

/* What phl_stamps_state_get_cell() returns for a cell without a stamp. */
#define PHL_STAMPS_NO_STAMP (-1)

typedef struct
{
  guint8 n_players;
  /* 0-based seat to act; meaningless once over. */
  guint8 current;
  guint8 over;
  guint8 hand_len[PHL_STAMPS_MAX_PLAYERS];
  guint8 hand[PHL_STAMPS_MAX_PLAYERS][PHL_STAMPS_HAND_SIZE];
  /* Tableau column of each marker: 0 = left of the tableau (never moved). */
  guint8 markers[PHL_STAMPS_MAX_PLAYERS][PHL_STAMPS_N_COLORS];
  /* The draw pile is face down and shuffled: only its contents matter, and a
   * draw picks one of them uniformly with the match's GRand. */
  guint8 pile[PHL_STAMPS_N_COLORS];
  guint8 n_placed;
  /* Seat that placed the last stamp and where, for the view; has_last is 0
   * before the first placement of the game (or of a loaded position). */
  guint8 has_last;
  gint16 last_x, last_y;
  /* Bounding box of the stamps, in game coordinates. */
  gint16 min_x, min_y, max_x, max_y;
  /* Array index of game coordinate 0 (negative for far-off loaded text). */
  gint16 origin_x, origin_y;
  /* cells[iy][ix]: 0 empty, colour + 1 for a stamp. */
  guint8 cells[PHL_STAMPS_GRID_SIZE][PHL_STAMPS_GRID_SIZE];
} PhlStampsState;

char            phl_stamps_color_to_letter   (PhlStampsColor        color);
/* Returns FALSE for anything but B R Y G P. */
gboolean        phl_stamps_color_from_letter (char                  letter,
                                              PhlStampsColor       *color);
/* "blue", "red", … as in `moves` output (not translated). */
const char     *phl_stamps_color_to_key      (PhlStampsColor        color);
/* Translated colour name for messages and the view. */
const char     *phl_stamps_color_to_name     (PhlStampsColor        color);
/* Stamps of one colour in a game with @n_players (sun stamps out for two). */
guint           phl_stamps_stamps_per_color  (guint                 n_players);

/* An empty grid with no stamps, hands, pile or marker moves (for loaders). */
void            phl_stamps_state_init_empty  (PhlStampsState       *state,
                                              guint                 n_players,
                                              int                   origin_x,
                                              int                   origin_y);
/* A new game: shuffled pile, 2x2 start at (0,0)..(1,1), two stamps each. */
PhlStampsState *phl_stamps_state_new_game    (guint                 n_players,
                                              GRand                *rng);
PhlStampsState *phl_stamps_state_copy        (const PhlStampsState *state);
void            phl_stamps_state_free        (PhlStampsState       *state);

/* TRUE when (x, y) is inside the array. */
gboolean        phl_stamps_state_in_grid     (const PhlStampsState *state,
                                              int                   x,
                                              int                   y);
/* The colour at (x, y) or PHL_STAMPS_NO_STAMP (also outside the array). */
int             phl_stamps_state_get_cell    (const PhlStampsState *state,
                                              int                   x,
                                              int                   y);
/* Puts a stamp without any rule (loaders, tests); (x, y) must be an empty
 * cell of the array. */
void            phl_stamps_state_put         (PhlStampsState       *state,
                                              int                   x,
                                              int                   y,
                                              PhlStampsColor        color);
/* The stamps' bounding box; FALSE when the grid is empty. */
gboolean        phl_stamps_state_get_bounds  (const PhlStampsState *state,
                                              int                  *min_x,
                                              int                  *min_y,
                                              int                  *max_x,
                                              int                  *max_y);
/* TRUE when every stamp is reachable from every other orthogonally. */
gboolean        phl_stamps_state_is_connected (const PhlStampsState *state);
/* Stamps in the grid, the hands and the pile, per colour. */
void            phl_stamps_state_count_colors (const PhlStampsState *state,
                                               guint                counts[PHL_STAMPS_N_COLORS]);
guint           phl_stamps_state_pile_size   (const PhlStampsState *state);
/* Hidden information: a hand is known to its owner alone (@viewer -1 is
 * nobody), every hand once the game is over; the draw pile to nobody. */
gboolean        phl_stamps_state_sees_hand   (const PhlStampsState *state,
                                              int                   viewer,
                                              guint                 owner);
/* Whether @seat's view shows a hand @other (-1: nobody) may not see
 * (PhlGameRules.hides_from). */
gboolean        phl_stamps_state_hides_from  (const PhlStampsState *state,
                                              guint                 seat,
                                              int                   other);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlStampsState, phl_stamps_state_free)

G_END_DECLS
