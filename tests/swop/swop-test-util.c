/* swop-test-util.c — positions for the SWOP tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "swop-test-util.h"

/* Five Swop chips on the board: a Swop now places the sixth and ends the game. */
const char * const swop_test_board_7_five_chips[] = {
  "W1 R3 O5 K6 G3 T5 B1 V3 P5 N1 K3",
  "W2 R2 Y2 B5 G2 T2 V2 P5 P1 N3 K5",
  "W5 R1 O3 N3 G1 T3 B5 V1 P3 N5 K1",
  "W1 R3 O5 K4 G3 T5 B1 V3 P5 N1 K3",
  "W3 R5 O1 W1 G5 ## ## ## ## ## R5",
  "O5 Y1 Y3 Y5 G1 T3 B5 V1 P3 N5 O2",
};

char *
swop_test_position_text (const char         *match,
                         const char * const *rows,
                         const char         *rest)
{
  GString *text = g_string_new ("[Match]\nGame=swop\nFormat=1\n");

  g_string_append (text, match);
  g_string_append (text, "\n[Board]\n");
  for (int row = 0; row < PHL_SWOP_ROWS; row++)
    g_string_append_printf (text, "Row%d=%s\n", row + 1, rows[row]);
  g_string_append (text, rest);
  return g_string_free (text, FALSE);
}

PhlSwopState *
swop_test_load (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  PhlSwopState *state;

  g_assert_no_error (error);
  state = phl_swop_rules.load_position (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

PhlSwopState *
swop_test_position (const char         *match,
                    const char * const *rows,
                    const char         *rest)
{
  g_autofree char *text = swop_test_position_text (match, rows, rest);

  return swop_test_load (text);
}

void
swop_test_apply (PhlSwopState *state,
                 const char   *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  PhlApplyFlags flags;

  phl_swop_rules.apply (state, text, rng, &flags, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (flags, ==, PHL_APPLY_NONE);
}

int
swop_test_cell (const char *name)
{
  int cell = -1;

  g_assert_true (phl_swop_cell_parse_name (name, &cell));
  return cell;
}

void
swop_test_eval (const PhlSwopState *state,
                const char         *first,
                const char         *second,
                PhlSwopEval        *eval)
{
  g_assert_cmpint (phl_swop_state_check_swap (state, swop_test_cell (first),
                                              swop_test_cell (second), eval),
                   ==, PHL_SWOP_LEGAL);
}

char *
swop_test_move_line (const PhlSwopState *state,
                     const char         *cells)
{
  g_autoptr(GPtrArray) lines = phl_swop_rules.describe_moves (state);
  g_autofree char *prefix = g_strconcat (cells, " points=", NULL);

  for (guint i = 0; i < lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (lines, i), prefix))
      return g_strdup (g_ptr_array_index (lines, i));
  return NULL;
}
