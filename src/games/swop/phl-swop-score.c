/* phl-swop-score.c — finding and scoring the sequences a swap forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only the lines through the two moved dice can hold new sequences, so a
 * swap is scored by looking at (at most) two rows and two columns.  This is
 * the innermost loop of the computer players: it works on a plain array of
 * pips and allocates nothing.
 */
#define G_LOG_DOMAIN "phl-swop-score"

#include "config.h"

#include "swop/phl-swop-score.h"

/* A line of the board through one moved die. */
typedef struct
{
  guint8   pips[PHL_SWOP_COLUMNS];   /* 0 for a chip */
  int      length;
  int      origin;                   /* cell of index 0 */
  int      stride;                   /* 1 along a row, 11 down a column */
  gboolean vertical;
} Line;

int
phl_swop_points_for_length (int length)
{
  static const int points[] = { 0, 0, 0, 1, 2, 3, 5 };

  if (length < 3)
    return 0;
  return points[MIN (length, PHL_SWOP_SWOP_LENGTH)];
}

gboolean
phl_swop_sequence_is_swop (const PhlSwopSequence *sequence)
{
  g_return_val_if_fail (sequence != NULL, FALSE);

  return sequence->length == PHL_SWOP_SWOP_LENGTH;
}

int
phl_swop_sequence_cell (const PhlSwopSequence *sequence,
                        guint                  i)
{
  g_return_val_if_fail (sequence != NULL, PHL_SWOP_NO_CELL);
  g_return_val_if_fail (i < sequence->run_length, PHL_SWOP_NO_CELL);

  return sequence->first + i * (sequence->vertical ? PHL_SWOP_COLUMNS : 1);
}

static void
add_sequence (PhlSwopEval         *eval,
              const Line          *line,
              PhlSwopSequenceKind  kind,
              int                  start,
              int                  end,
              int                  other_index,
              PhlSwopMoved         self_flag,
              PhlSwopMoved         other_flag)
{
  PhlSwopSequence sequence;
  int run_length = end - start + 1;

  sequence.kind = kind;
  sequence.first = line->origin + start * line->stride;
  sequence.vertical = line->vertical;
  sequence.run_length = run_length;
  sequence.length = MIN (run_length, PHL_SWOP_SWOP_LENGTH);
  sequence.points = phl_swop_points_for_length (run_length);
  sequence.moved = self_flag;
  if (other_index >= start && other_index <= end)
    sequence.moved |= other_flag;

  /* A sequence through both moved dice is found from each: count it once. */
  for (guint i = 0; i < eval->n_sequences; i++)
    {
      PhlSwopSequence *seen = &eval->sequences[i];

      if (seen->kind == sequence.kind && seen->first == sequence.first
          && seen->vertical == sequence.vertical
          && seen->run_length == sequence.run_length)
        {
          seen->moved |= sequence.moved;
          return;
        }
    }

  g_assert (eval->n_sequences < PHL_SWOP_MAX_SEQUENCES);
  eval->sequences[eval->n_sequences++] = sequence;
}

/* The maximal run through @i whose neighbours differ by @step (0: a set). */
static void
find_run (const Line *line,
          int         low,
          int         high,
          int         i,
          int         step,
          int        *start,
          int        *end)
{
  int s = i, e = i;

  while (s > low && line->pips[s - 1] + step == line->pips[s])
    s--;
  while (e < high && line->pips[e] + step == line->pips[e + 1])
    e++;
  *start = s;
  *end = e;
}

/* Whether @start … @start+2 is a set of exactly three inside low … high. */
static gboolean
is_set_of_three (const Line *line,
                 int         low,
                 int         high,
                 int         start)
{
  int value;

  if (start < low || start + 2 > high)
    return FALSE;
  value = line->pips[start];
  return line->pips[start + 1] == value && line->pips[start + 2] == value
         && (start == low || line->pips[start - 1] != value)
         && (start + 2 == high || line->pips[start + 3] != value);
}

/* Sequences through the die at index @i of @line.  @other_index is the
 * other moved die's index in this line, or -1. */
static void
scan_line (const Line  *line,
           int          i,
           int          other_index,
           PhlSwopMoved self_flag,
           PhlSwopEval *eval)
{
  PhlSwopMoved other_flag = self_flag ^ (PHL_SWOP_MOVED_FIRST | PHL_SWOP_MOVED_SECOND);
  int low = i, high = i;
  int start, end;

  /* Chips and the board's edges bound every sequence. */
  while (low > 0 && line->pips[low - 1] != 0)
    low--;
  while (high < line->length - 1 && line->pips[high + 1] != 0)
    high++;
  if (high - low < 2)
    return;

  find_run (line, low, high, i, 0, &start, &end);
  if (end - start == 2 && is_set_of_three (line, low, high, end + 1))
    add_sequence (eval, line, PHL_SWOP_SEQUENCE_TWO_SETS, start, end + 3,
                  other_index, self_flag, other_flag);
  else if (end - start == 2 && is_set_of_three (line, low, high, start - 3))
    add_sequence (eval, line, PHL_SWOP_SEQUENCE_TWO_SETS, start - 3, end,
                  other_index, self_flag, other_flag);
  else if (end - start >= 2)
    add_sequence (eval, line, PHL_SWOP_SEQUENCE_SET, start, end,
                  other_index, self_flag, other_flag);

  for (int step = -1; step <= 1; step += 2)
    {
      find_run (line, low, high, i, step, &start, &end);
      if (end - start >= 2)
        add_sequence (eval, line, PHL_SWOP_SEQUENCE_STRAIGHT, start, end,
                      other_index, self_flag, other_flag);
    }
}

static void
load_line (const guint8 *pips,
           int           cell,
           gboolean      vertical,
           Line         *line,
           int          *index)
{
  if (vertical)
    {
      line->origin = phl_swop_cell_column (cell);
      line->stride = PHL_SWOP_COLUMNS;
      line->length = PHL_SWOP_ROWS;
      *index = phl_swop_cell_row (cell);
    }
  else
    {
      line->origin = cell - phl_swop_cell_column (cell);
      line->stride = 1;
      line->length = PHL_SWOP_COLUMNS;
      *index = phl_swop_cell_column (cell);
    }
  line->vertical = vertical;
  for (int k = 0; k < line->length; k++)
    line->pips[k] = pips[line->origin + k * line->stride];
}

/* The index of @cell in @line, or -1 when it is not on it. */
static int
index_in_line (const Line *line,
               int         cell)
{
  if (line->vertical)
    return phl_swop_cell_column (cell) == line->origin ? phl_swop_cell_row (cell) : -1;
  return cell - line->origin >= 0 && cell - line->origin < PHL_SWOP_COLUMNS
         ? cell - line->origin : -1;
}

void
phl_swop_evaluate_pips (guint8      *pips,
                        int          first,
                        int          second,
                        PhlSwopEval *eval)
{
  const int moved[2] = { first, second };
  guint8 tmp;

  tmp = pips[first];
  pips[first] = pips[second];
  pips[second] = tmp;

  eval->n_sequences = 0;
  for (int m = 0; m < 2; m++)
    for (int vertical = 0; vertical < 2; vertical++)
      {
        Line line;
        int index;

        load_line (pips, moved[m], vertical, &line, &index);
        scan_line (&line, index, index_in_line (&line, moved[1 - m]),
                   m == 0 ? PHL_SWOP_MOVED_FIRST : PHL_SWOP_MOVED_SECOND, eval);
      }

  pips[second] = pips[first];
  pips[first] = tmp;

  eval->sequence_points = 0;
  eval->swops = 0;
  for (guint k = 0; k < eval->n_sequences; k++)
    {
      eval->sequence_points += eval->sequences[k].points;
      if (phl_swop_sequence_is_swop (&eval->sequences[k]))
        eval->swops++;
    }
  eval->bonus = eval->n_sequences >= 2 ? (int) eval->n_sequences - 1 : 0;
  eval->points = eval->sequence_points + eval->bonus;
}

void
phl_swop_evaluate_placement (guint8          *pips,
                             int              cell,
                             guint8           value,
                             PhlSwopPlacement *placement)
{
  PhlSwopEval eval;
  guint8 old = pips[cell];

  g_return_if_fail (pips != NULL);
  g_return_if_fail (cell >= 0 && cell < PHL_SWOP_N_CELLS);
  g_return_if_fail (placement != NULL);

  pips[cell] = value;
  eval.n_sequences = 0;
  for (int vertical = 0; vertical < 2; vertical++)
    {
      Line line;
      int index;

      load_line (pips, cell, vertical, &line, &index);
      scan_line (&line, index, -1, PHL_SWOP_MOVED_FIRST, &eval);
    }
  pips[cell] = old;

  placement->n_sequences = eval.n_sequences;
  placement->sequence_points = 0;
  placement->swops = 0;
  for (guint k = 0; k < eval.n_sequences; k++)
    {
      placement->sequence_points += eval.sequences[k].points;
      if (phl_swop_sequence_is_swop (&eval.sequences[k]))
        placement->swops++;
    }
}

void
phl_swop_board_pips (const PhlSwopCell *board,
                     guint8            *pips)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (pips != NULL);

  for (int k = 0; k < PHL_SWOP_N_CELLS; k++)
    pips[k] = board[k].pips;
}

void
phl_swop_evaluate_swap (const PhlSwopCell *board,
                        int                first,
                        int                second,
                        PhlSwopEval       *eval)
{
  guint8 pips[PHL_SWOP_N_CELLS];

  g_return_if_fail (board != NULL);
  g_return_if_fail (eval != NULL);
  g_return_if_fail (first >= 0 && first < PHL_SWOP_N_CELLS);
  g_return_if_fail (second >= 0 && second < PHL_SWOP_N_CELLS);

  phl_swop_board_pips (board, pips);
  phl_swop_evaluate_pips (pips, first, second, eval);
}
