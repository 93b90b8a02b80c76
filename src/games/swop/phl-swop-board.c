/* phl-swop-board.c — cells, their names and the setup of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-board"

#include "config.h"

#include "phl-swop-board.h"

static const char colour_letters[PHL_SWOP_N_COLOURS + 1] = "WROYGTBVPNK";

/* Random repairs of one deal before the dice are rolled again; a deal
 * needs a few dozen in practice. */
#define MAX_REPAIRS 20000

char
phl_swop_colour_letter (PhlSwopColour colour)
{
  g_return_val_if_fail (colour < PHL_SWOP_N_COLOURS, '?');

  return colour_letters[colour];
}

int
phl_swop_colour_from_letter (char letter)
{
  const char *found;

  if (letter == '\0')
    return -1;
  found = strchr (colour_letters, letter);
  return found != NULL ? (int) (found - colour_letters) : -1;
}

gboolean
phl_swop_cell_parse_name (const char *text,
                          int        *cell)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (text[0] < 'a' || text[0] >= 'a' + PHL_SWOP_COLUMNS
      || text[1] < '1' || text[1] >= '1' + PHL_SWOP_ROWS
      || text[2] != '\0')
    return FALSE;
  *cell = phl_swop_cell_index (text[0] - 'a', text[1] - '1');
  return TRUE;
}

void
phl_swop_cell_format_name (int   cell,
                           char *name)
{
  g_return_if_fail (cell >= 0 && cell < PHL_SWOP_N_CELLS);
  g_return_if_fail (name != NULL);

  name[0] = 'a' + phl_swop_cell_column (cell);
  name[1] = '1' + phl_swop_cell_row (cell);
  name[2] = '\0';
}

gboolean
phl_swop_cell_parse (const char  *text,
                     PhlSwopCell *cell)
{
  int colour;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (g_str_equal (text, "##"))
    {
      cell->colour = 0;
      cell->pips = 0;
      return TRUE;
    }
  colour = phl_swop_colour_from_letter (text[0]);
  if (colour < 0 || text[1] < '1' || text[1] > '6' || text[2] != '\0')
    return FALSE;
  cell->colour = colour;
  cell->pips = text[1] - '0';
  return TRUE;
}

void
phl_swop_cell_format (PhlSwopCell  cell,
                      char        *text)
{
  g_return_if_fail (text != NULL);

  if (phl_swop_cell_is_chip (cell))
    {
      text[0] = text[1] = '#';
    }
  else
    {
      text[0] = phl_swop_colour_letter (cell.colour);
      text[1] = '0' + cell.pips;
    }
  text[2] = '\0';
}

static gboolean
alike (const PhlSwopCell *board,
       int                a,
       int                b,
       int                c)
{
  if (phl_swop_cell_is_chip (board[a]) || phl_swop_cell_is_chip (board[b])
      || phl_swop_cell_is_chip (board[c]))
    return FALSE;
  return (board[a].colour == board[b].colour && board[b].colour == board[c].colour)
         || (board[a].pips == board[b].pips && board[b].pips == board[c].pips);
}

/* The first cell of a triple of alike dice, and whether it runs down a column. */
static gboolean
find_three_alike (const PhlSwopCell *board,
                  int               *first,
                  gboolean          *vertical)
{
  for (int row = 0; row < PHL_SWOP_ROWS; row++)
    for (int column = 0; column < PHL_SWOP_COLUMNS; column++)
      {
        int cell = phl_swop_cell_index (column, row);

        if (column + 2 < PHL_SWOP_COLUMNS && alike (board, cell, cell + 1, cell + 2))
          {
            *first = cell;
            *vertical = FALSE;
            return TRUE;
          }
        if (row + 2 < PHL_SWOP_ROWS
            && alike (board, cell, cell + PHL_SWOP_COLUMNS, cell + 2 * PHL_SWOP_COLUMNS))
          {
            *first = cell;
            *vertical = TRUE;
            return TRUE;
          }
      }
  return FALSE;
}

gboolean
phl_swop_board_has_three_alike (const PhlSwopCell *board)
{
  int first;
  gboolean vertical;

  g_return_val_if_fail (board != NULL, FALSE);

  return find_three_alike (board, &first, &vertical);
}

static void
swap_cells (PhlSwopCell *board,
            int          a,
            int          b)
{
  PhlSwopCell tmp = board[a];

  board[a] = board[b];
  board[b] = tmp;
}

static void
shuffle_ints (int   *values,
              int    n,
              GRand *rng)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = g_rand_int_range (rng, 0, i + 1);
      int tmp = values[i];

      values[i] = values[j];
      values[j] = tmp;
    }
}

static void
roll_random (PhlSwopCell *board,
             GRand       *rng)
{
  int order[PHL_SWOP_N_CELLS];
  PhlSwopCell dice[PHL_SWOP_N_CELLS];

  for (int i = 0; i < PHL_SWOP_N_CELLS; i++)
    {
      dice[i].colour = i / PHL_SWOP_DICE_PER_COLOUR;
      dice[i].pips = g_rand_int_range (rng, 1, 7);
      order[i] = i;
    }
  shuffle_ints (order, PHL_SWOP_N_CELLS, rng);
  for (int i = 0; i < PHL_SWOP_N_CELLS; i++)
    board[i] = dice[order[i]];
}

/* Every colour once per row; the white die of row r shows whites[r]. */
static void
roll_neat (PhlSwopCell *board,
           GRand       *rng)
{
  int whites[PHL_SWOP_ROWS] = { 1, 2, 3, 4, 5, 6 };

  shuffle_ints (whites, PHL_SWOP_ROWS, rng);
  for (int row = 0; row < PHL_SWOP_ROWS; row++)
    {
      int colours[PHL_SWOP_COLUMNS];

      for (int i = 0; i < PHL_SWOP_COLUMNS; i++)
        colours[i] = i;
      shuffle_ints (colours, PHL_SWOP_COLUMNS, rng);
      for (int column = 0; column < PHL_SWOP_COLUMNS; column++)
        {
          PhlSwopCell *cell = &board[phl_swop_cell_index (column, row)];

          cell->colour = colours[column];
          cell->pips = colours[column] == PHL_SWOP_WHITE
                       ? whites[row] : g_rand_int_range (rng, 1, 7);
        }
    }
}

void
phl_swop_board_deal (PhlSwopCell *board,
                     gboolean     neat,
                     GRand       *rng)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (rng != NULL);

  for (;;)
    {
      if (neat)
        roll_neat (board, rng);
      else
        roll_random (board, rng);

      /* Move one die of an offending triple elsewhere until none is left.
       * The neat setup only exchanges dice within a row, which keeps each
       * row's colours and the white dice's numbers. */
      for (guint repair = 0; repair < MAX_REPAIRS; repair++)
        {
          int first, moving, other;
          gboolean vertical;

          if (!find_three_alike (board, &first, &vertical))
            return;
          moving = first + g_rand_int_range (rng, 0, 3) * (vertical ? PHL_SWOP_COLUMNS : 1);
          if (neat)
            other = phl_swop_cell_index (g_rand_int_range (rng, 0, PHL_SWOP_COLUMNS),
                                         phl_swop_cell_row (moving));
          else
            other = g_rand_int_range (rng, 0, PHL_SWOP_N_CELLS);
          swap_cells (board, moving, other);
        }
    }
}
