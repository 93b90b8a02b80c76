/* test-stamps-position.c — position files: round trips, errors, moves output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-match.h"
#include "../save-setup-error.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps-test-util.h"

static const char base_position[] =
  "[Match]\n"                 /* 1 */
  "Game=stamps\n"             /* 2 */
  "Format=1\n"                /* 3 */
  "Players=2\n"               /* 4 */
  "Current=1\n"               /* 5 */
  "[Grid]\n"                  /* 6 */
  "Row1=. R . .\n"            /* 7 */
  "Row2=. Y B .\n"            /* 8 */
  "Row3=R Y G .\n"            /* 9 */
  "[Player1]\n"               /* 10 */
  "Hand=RB\n"                 /* 11 */
  "Markers=0;0;0;0;0\n"       /* 12 */
  "[Player2]\n"               /* 13 */
  "Hand=GP\n"                 /* 14 */
  "Markers=0;2;0;0;0\n";      /* 15 */

static char *
replace_line (const char *old_line,
              const char *new_line)
{
  g_autoptr(GString) text = g_string_new (base_position);

  g_assert_nonnull (strstr (base_position, old_line));
  g_string_replace (text, old_line, new_line, 1);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
save_to_text (const PhlStampsState *state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  phl_stamps_rules.save_position (state, file);
  return g_key_file_to_data (file, NULL, NULL);
}

static void
test_round_trip (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (base_position);
  g_autofree char *text = save_to_text (state);
  g_autoptr(PhlStampsState) again = stamps_test_load (text);
  g_autofree char *text_again = save_to_text (again);

  g_assert_cmpstr (text, ==, text_again);
  g_assert_true (memcmp (state, again, sizeof *state) == 0);
  /* The empty right-hand column is cropped; nothing else changes. */
  g_assert_nonnull (strstr (text, "Row1=. R .\n"));
  g_assert_nonnull (strstr (text, "Row3=R Y G\n"));
  g_assert_nonnull (strstr (text, "[Player2]\nHand=GP\nMarkers=0;2;0;0;0\n"));
  g_assert_nonnull (strstr (text, "Current=1\n"));
  /* The pile is what is neither in the grid nor in a hand. */
  g_assert_cmpuint (phl_stamps_state_pile_size (state), ==, 30 - 6 - 4);
  g_assert_cmpuint (state->pile[PHL_STAMPS_RED], ==, 6 - 2 - 1);
}

/* A game's coordinates grow to the left and up; the saved text starts at the
 * stamps' top-left cell and says where that is (Origin), so a position
 * loads with the game's own coordinates: the cells actions name. */
static void
test_round_trip_shifted (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (11);
  PhlSetup setup = { .n_players = 3 };
  g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
  g_autoptr(PhlStampsState) loaded = NULL;
  g_autofree char *text = NULL;
  int min_x, min_y, max_x, max_y;
  const PhlStampsCell cells[] = { { -1, 0 }, { -2, 0 }, { 0, -1 }, { 0, -2 }, { 2, 1 } };

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      g_autofree char *action = phl_stamps_format_action (state->hand[state->current][0],
                                                          cells[i].x, cells[i].y);

      g_assert_true (phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL));
    }
  g_assert_true (phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y));
  g_assert_cmpint (min_x, ==, -2);
  g_assert_cmpint (min_y, ==, -2);

  text = save_to_text (state);
  g_assert_nonnull (strstr (text, "\nOrigin=-2,-2\n"));
  loaded = stamps_test_load (text);
  g_assert_cmpuint (loaded->n_placed, ==, state->n_placed);
  for (int y = min_y - 1; y <= max_y + 1; y++)
    for (int x = min_x - 1; x <= max_x + 1; x++)
      g_assert_cmpint (phl_stamps_state_get_cell (loaded, x, y), ==,
                       phl_stamps_state_get_cell (state, x, y));
  /* Without Origin (hand-written, or from before), Row1 starts at 0,0. */
  {
    g_autoptr(GString) bare = g_string_new (text);
    g_autoptr(PhlStampsState) shifted = NULL;

    g_string_replace (bare, "Origin=-2,-2\n", "", 1);
    shifted = stamps_test_load (bare->str);
    for (int y = min_y - 1; y <= max_y + 1; y++)
      for (int x = min_x - 1; x <= max_x + 1; x++)
        g_assert_cmpint (phl_stamps_state_get_cell (shifted, x - min_x, y - min_y), ==,
                         phl_stamps_state_get_cell (state, x, y));
  }
  g_assert_cmpint (loaded->current, ==, state->current);
  g_assert_true (memcmp (loaded->markers, state->markers, sizeof state->markers) == 0);
  g_assert_true (memcmp (loaded->hand, state->hand, sizeof state->hand) == 0);
  g_assert_true (memcmp (loaded->pile, state->pile, sizeof state->pile) == 0);
}

static void
test_malformed (void)
{
  const struct {
    const char *old_line;
    const char *new_line;
    const char *message;
  } cases[] = {
    { "Row2=. Y B .\n", "Row2=. X B .\n",
      "test.philatelia:8: [Grid] Row2: cell 1 is “X”, not a stamp (B R Y G P) or “.”" },
    { "Row2=. Y B .\n", "Row2=. YB .\n",
      "test.philatelia:8: [Grid] Row2: cell 1 is “YB”, not a stamp (B R Y G P) or “.”" },
    { "Row2=. Y B .\n", "",
      "test.philatelia:6: [Grid] Row2: the key is missing" },
    { "Row1=. R . .\n", "Origin=1\nRow1=. R . .\n",
      "test.philatelia:7: [Grid] Origin: “1” is not two whole numbers from -84 to 84, such as “-1,0”" },
    { "Row1=. R . .\n", "Row1=B B B B B B B\n",
      "test.philatelia:7: [Grid] Row1: more than 6 stamps of the colour “blue” (the game has 6)" },
    { "Row1=. R . .\n", "Row1=. R . . . B\n",
      "test.philatelia:6: [Grid]: the stamps do not form one connected group" },
    { "Row3=R Y G .\n", "Row3=R . G .\n",
      "test.philatelia:6: [Grid]: the stamps do not form one connected group" },
    { "Row1=. R . .\nRow2=. Y B .\nRow3=R Y G .\n", "Row1=. .\n",
      "test.philatelia:6: [Grid]: the grid has no stamps" },
    { "Hand=RB\n", "Hand=RBY\n",
      "test.philatelia:11: [Player1] Hand: a hand holds at most 2 stamps" },
    { "Hand=RB\n", "Hand=Rb\n",
      "test.philatelia:11: [Player1] Hand: “b” is not a stamp colour (B R Y G P)" },
    { "Hand=GP\n", "Hand=\n",
      NULL },
    { "Markers=0;2;0;0;0\n", "Markers=0;2;0;0\n",
      "test.philatelia:15: [Player2] Markers: expected 5 columns (blue;red;yellow;green;purple), found 4" },
    { "Markers=0;2;0;0;0\n", "Markers=0;11;0;0;0\n",
      "test.philatelia:15: [Player2] Markers: the column of the “red” marker, “11”, is not a number from 0 to 10" },
    { "Markers=0;2;0;0;0\n", "Markers=0;-1;0;0;0\n",
      "test.philatelia:15: [Player2] Markers: the column of the “red” marker, “-1”, is not a number from 0 to 10" },
    { "[Player2]\nHand=GP\nMarkers=0;2;0;0;0\n", "",
      "test.philatelia: [Player2]: the group is missing" },
    { "Format=1\n", "Format=2\n",
      "test.philatelia:3: [Match] Format: format 2 is newer than this version reads (1)" },
    { "Game=stamps\n", "Game=swop\n",
      "test.philatelia:2: [Match] Game: this is a “swop” position, not a STAMPS one" },
    { "Players=2\n", "Players=5\n",
      "test.philatelia:4: [Match] Players: 5 is out of range (2 to 4)" },
    { "Current=1\n", "Current=0\n",
      "test.philatelia:5: [Match] Current: the seat to act must have a stamp in hand" },
    { "Current=1\n", "Current=3\n",
      "test.philatelia:5: [Match] Current: 3 is out of range (0 to 2)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = replace_line (cases[i].old_line, cases[i].new_line);

      if (cases[i].message == NULL)
        {
          /* Still valid: an empty hand is a position late in the game. */
          g_autoptr(PhlStampsState) state = stamps_test_load (text);

          g_assert_cmpuint (state->hand_len[1], ==, 0);
          continue;
        }
      {
        g_autofree char *message = stamps_test_load_error (text);

        g_assert_cmpstr (message, ==, cases[i].message);
      }
    }
}

/* Nobody holds a stamp but the pile is not empty: impossible. */
static void
test_empty_hands_with_pile (void)
{
  g_autofree char *a = replace_line ("Hand=RB\n", "Hand=\n");
  g_autoptr(GString) text = g_string_new (a);
  g_autofree char *message = NULL;

  g_string_replace (text, "Hand=GP\n", "Hand=\n", 1);
  message = stamps_test_load_error (text->str);
  g_assert_cmpstr (message, ==,
                   "test.philatelia:11: [Player1] Hand: no player has a stamp in hand, "
                   "but 24 stamps are still in the draw pile");
}

/* docs/cli.md (moves): one line per colour in hand and legal cell. */
static void
test_describe_moves (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (base_position);
  g_autoptr(GPtrArray) lines = phl_stamps_rules.describe_moves (state);
  g_autoptr(GArray) cells = phl_stamps_legal_cells (state);
  g_autoptr(GRegex) regex = g_regex_new ("^[BRYGP]@-?[0-9]+,-?[0-9]+ blue=[0-9]+ red=[0-9]+ "
                                         "yellow=[0-9]+ green=[0-9]+ purple=[0-9]+$", 0, 0, NULL);

  int score = G_MAXINT;

  g_assert_cmpuint (lines->len, ==, 2 * cells->len);
  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = g_ptr_array_index (lines, i);
      g_autofree char *action = g_strndup (line, strchr (line, ' ') - line);
      PhlStampsColor color;
      PhlStampsPlacement placement;
      int x, y;

      g_assert_true (g_regex_match (regex, line, 0, NULL));
      /* Best first: the mover's score after the move never increases. */
      g_assert_true (phl_stamps_parse_action (action, &color, &x, &y));
      g_assert_true (phl_stamps_analyse_placement (state, color, x, y, &placement));
      g_assert_cmpint (placement.score_after, <=, score);
      score = placement.score_after;
    }

  /* Two stamps of one colour: listed once. */
  {
    g_autofree char *text = replace_line ("Hand=RB\n", "Hand=YY\n");
    g_autoptr(PhlStampsState) same = stamps_test_load (text);
    g_autoptr(GPtrArray) same_lines = phl_stamps_rules.describe_moves (same);

    g_assert_cmpuint (same_lines->len, ==, cells->len);
    for (guint i = 0; i < same_lines->len; i++)
      g_assert_true (g_str_has_prefix (g_ptr_array_index (same_lines, i), "Y@"));
  }
}

static void
test_over_position (void)
{
  g_autoptr(PhlStampsState) state = stamps_test_load (
    "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=0\n"
    "[Grid]\n"
    "Row1=B R Y G P B\n"
    "Row2=R Y G P B R\n"
    "Row3=Y G P B R Y\n"
    "Row4=G P B R Y G\n"
    "Row5=P B R Y G P\n"
    "[Player1]\nHand=\nMarkers=1;1;1;1;1\n"
    "[Player2]\nHand=\nMarkers=0;0;0;0;0\n");
  g_autoptr(GPtrArray) lines = phl_stamps_rules.describe_moves (state);
  g_autofree char *text = save_to_text (state);

  g_assert_true (phl_stamps_rules.is_over (state));
  g_assert_cmpuint (lines->len, ==, 0);
  g_assert_nonnull (strstr (text, "Current=0\n"));
  g_assert_cmpint (phl_stamps_rules.score (state, 0), ==, 0);
  g_assert_cmpint (phl_stamps_rules.score (state, 1), ==, -15);
}

/* Mangled positions load or fail with a message, never crash; whatever
 * loads is a consistent position that survives a round trip. */
static void
test_mangled (void)
{
  static const char alphabet[] = "BRYGP. ;=-0123456789\nX[]";
  g_autoptr(GRand) rng = g_rand_new_with_seed (2026);
  guint loaded = 0;

  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *text = g_strdup (base_position);
      gsize length = strlen (text);
      guint n_changes = g_rand_int_range (rng, 1, 4);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = NULL;
      g_autoptr(PhlStampsState) state = NULL;

      /* Only values change (what follows a line's "="): headers and key
       * names stay, so the files reach the STAMPS loader. */
      for (guint k = 0; k < n_changes; k++)
        {
          gsize at = g_rand_int_range (rng, 0, length);
          const char *line = text + at;

          while (line > text && line[-1] != '\n')
            line--;
          if (text[at] == '\n' || memchr (line, '=', text + at - line) == NULL)
            continue;
          text[at] = alphabet[g_rand_int_range (rng, 0, sizeof alphabet - 1)];
        }

      file = phl_key_file_new_from_data (text, -1, "mangled.philatelia", &error);
      if (file == NULL)
        continue;
      state = phl_stamps_rules.load_position (file, &error);
      if (state == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, "mangled.philatelia"));
          continue;
        }
      loaded++;
      g_assert_no_error (error);
      g_assert_true (phl_stamps_state_is_connected (state));
      {
        guint counts[PHL_STAMPS_N_COLORS];
        g_autofree char *saved = save_to_text (state);
        g_autoptr(PhlStampsState) again = stamps_test_load (saved);
        g_autofree char *saved_again = save_to_text (again);

        phl_stamps_state_count_colors (state, counts);
        for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
          g_assert_cmpuint (counts[c], ==, phl_stamps_stamps_per_color (state->n_players));
        g_assert_cmpstr (saved, ==, saved_again);
      }
    }
  /* The test exercises both outcomes. */
  g_assert_cmpuint (loaded, >, 100);
}

/* A save replays its actions and compares the snapshot our save_position
 * wrote: it must survive names, a finished game and a moved grid. */
static void
test_match_save (void)
{
  PhlSeat seats[3] = {
    { "Toni", PHL_SEAT_HUMAN, PHL_AI_HARD },
    { "Ada", PHL_SEAT_COMPUTER, PHL_AI_NORMAL },
    { "Ola", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlSetup setup = { .n_players = 3 };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (&phl_stamps_rules, &setup, seats, 4242, &error);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (1);
  PhlAiLevel levels[3] = { PHL_AI_HARD, PHL_AI_NORMAL, PHL_AI_EASY };

  g_assert_no_error (error);
  for (guint turn = 0; !phl_match_is_over (match); turn++)
    {
      g_autofree char *action = phl_stamps_rules.choose_action (phl_match_get_state (match), levels, ai_rng);

      g_assert_true (phl_match_submit (match, action, &error));
      g_assert_no_error (error);
      if (turn % 9 == 0 || phl_match_is_over (match))
        {
          g_autofree char *data = phl_match_to_data (match, NULL);
          g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (data, -1, "save.philatelia", &error);
          g_autoptr(PhlMatch) loaded = NULL;

          g_assert_no_error (error);
          loaded = phl_match_new_from_key_file (file, &error);
          g_assert_no_error (error);
          g_assert_true (memcmp (phl_match_get_state (loaded), phl_match_get_state (match),
                                 sizeof (PhlStampsState)) == 0);
        }
    }
}

static void
test_save_setup_errors (void)
{
  g_autofree char *variant = save_setup_error ("stamps", "Players=3", "Variant=speed");

  g_assert_cmpstr (variant, ==, "test.philatelia:5: [Match] Variant: STAMPS has no variant “speed”.");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stamps/position/round-trip", test_round_trip);
  g_test_add_func ("/stamps/position/round-trip-shifted", test_round_trip_shifted);
  g_test_add_func ("/stamps/position/malformed", test_malformed);
  g_test_add_func ("/stamps/position/empty-hands-with-pile", test_empty_hands_with_pile);
  g_test_add_func ("/stamps/position/describe-moves", test_describe_moves);
  g_test_add_func ("/stamps/position/over", test_over_position);
  g_test_add_func ("/stamps/position/match-save", test_match_save);
  g_test_add_func ("/stamps/position/mangled", test_mangled);
  g_test_add_func ("/stamps/position/save-setup-errors", test_save_setup_errors);

  return g_test_run ();
}
