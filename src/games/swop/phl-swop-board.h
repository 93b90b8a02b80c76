/* phl-swop-board.h — the SWOP board: dice, chips, cell names and setup
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is 11 columns (a-k) by 6 rows (1-6, row 1 at the top).  Cells
 * are numbered in reading order, row * 11 + column, so "a1" is 0 and "k6"
 * is 65.  A cell holds a die (a colour and 1-6 pips) or a Swop chip.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PHL_SWOP_COLUMNS          11
#define PHL_SWOP_ROWS             6
#define PHL_SWOP_N_CELLS          (PHL_SWOP_COLUMNS * PHL_SWOP_ROWS)
#define PHL_SWOP_N_COLOURS        11
#define PHL_SWOP_DICE_PER_COLOUR  6
#define PHL_SWOP_NO_CELL          (-1)

/* In the order of docs/rules/swop.md#board; the letters are those of position files. */
typedef enum
{
  PHL_SWOP_WHITE,      /* W */
  PHL_SWOP_RED,        /* R */
  PHL_SWOP_ORANGE,     /* O */
  PHL_SWOP_YELLOW,     /* Y */
  PHL_SWOP_GREEN,      /* G */
  PHL_SWOP_TURQUOISE,  /* T */
  PHL_SWOP_BLUE,       /* B */
  PHL_SWOP_VIOLET,     /* V */
  PHL_SWOP_PINK,       /* P */
  PHL_SWOP_BROWN,      /* N */
  PHL_SWOP_BLACK,      /* K */
} PhlSwopColour;

/* A die, or a Swop chip when @pips is 0 (its colour is then meaningless). */
typedef struct
{
  guint8 colour;
  guint8 pips;
} PhlSwopCell;

static inline gboolean
phl_swop_cell_is_chip (PhlSwopCell cell)
{
  return cell.pips == 0;
}

static inline int
phl_swop_cell_index (int column,
                     int row)
{
  return row * PHL_SWOP_COLUMNS + column;
}

static inline int
phl_swop_cell_column (int cell)
{
  return cell % PHL_SWOP_COLUMNS;
}

static inline int
phl_swop_cell_row (int cell)
{
  return cell / PHL_SWOP_COLUMNS;
}

char      phl_swop_colour_letter       (PhlSwopColour      colour);
/* The colour of a position-file letter, or -1. */
int       phl_swop_colour_from_letter  (char               letter);

/* "a1" … "k6" <-> 0 … 65.  @name must hold 3 bytes. */
gboolean  phl_swop_cell_parse_name     (const char        *text,
                                        int               *cell);
void      phl_swop_cell_format_name    (int                cell,
                                        char              *name);

/* "W3", "K6" or "##" <-> a cell. */
gboolean  phl_swop_cell_parse          (const char        *text,
                                        PhlSwopCell       *cell);
void      phl_swop_cell_format         (PhlSwopCell        cell,
                                        char              *text);

/* TRUE when three adjacent dice in a row or column share a colour or a number. */
gboolean  phl_swop_board_has_three_alike (const PhlSwopCell *board);

/* Rolls all 66 dice and places them with no three alike.  The neat setup
 * (master level) also puts every colour once in each row and gives the six
 * white dice six different numbers. */
void      phl_swop_board_deal          (PhlSwopCell       *board,
                                        gboolean           neat,
                                        GRand             *rng);

G_END_DECLS
