/* test-swop-position.c — position files: round trips and clear errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-match.h"
#include "../save-setup-error.h"

#include "swop-test-util.h"


/* A valid position, one line per entry so that tests can replace lines. */
static const char *base_lines[] = {
  "[Match]",                                   /* 1 */
  "Game=swop",
  "Format=1",
  "Players=2",
  "Current=1",                                 /* 5 */
  "Variant=master",
  "",
  "[Board]",
  "Row1=W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1",
  "Row2=W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6",     /* 10 */
  "Row3=W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K1",
  "Row4=W3 R3 G1 O3 Y5 V3 T2 B3 P4 N5 K6",
  "Row5=W1 R6 P6 Y6 G1 R2 B1 V6 P1 N6 K1",
  "Row6=O6 O1 Y6 G1 T6 O3 T6 V1 T6 N1 K6",
  "",                                          /* 15 */
  "[Player1]",
  "Score=12",
  "Chips=3",
  "Cubes=GRTBO",
  "",                                          /* 20 */
  "[Player2]",
  "Score=9",
  "Chips=3",
  "Cubes=VYPNK",
  "",                                          /* 25 */
  "[LastMove]",
  "Cells=a1 c3",
};

static char *
text_with (guint       line,
           const char *replacement)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (base_lines); i++)
    {
      g_string_append (text, i + 1 == line ? replacement : base_lines[i]);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

static void
test_base_loads (void)
{
  g_autofree char *text = text_with (0, NULL);
  g_autofree PhlSwopState *state = swop_test_load (text);

  g_assert_cmpint (state->variant, ==, PHL_SWOP_VARIANT_MASTER);
  g_assert_cmpint (state->track[0], ==, 12);
  g_assert_cmpint (state->last_move[0], ==, swop_test_cell ("a1"));
  g_assert_cmpint (state->last_move[1], ==, swop_test_cell ("c3"));
  g_assert_cmpuint (state->pool[PHL_SWOP_WHITE], ==, 0);
  g_assert_cmpuint (phl_swop_state_cubes_of (state, 1), ==, 5);
  g_assert_cmpint (state->board[swop_test_cell ("c4")].colour, ==, PHL_SWOP_GREEN);
  g_assert_cmpint (state->board[swop_test_cell ("c4")].pips, ==, 1);
}

static const struct
{
  guint       line;
  const char *replacement;
  const char *message;
} malformed[] = {
  { 2, "Game=stamps", "test.philatelia:2: [Match] Game: “stamps” is not a SWOP position" },
  { 3, "Format=2", "test.philatelia:3: [Match] Format: format 2 is newer than this version reads (1)" },
  { 4, "Players=9", "test.philatelia:4: [Match] Players: 9 is out of range (1 to 4)" },
  { 5, "Current=3", "test.philatelia:5: [Match] Current: 3 is out of range (1 to 2)" },
  { 6, "Variant=speed", "test.philatelia:6: [Match] Variant: “speed” is not a variant (basic, master, team or solo)" },
  { 6, "Variant=solo", "test.philatelia:4: [Match] Players: the number of players (2) does not suit this variant" },
  { 9, "Row1=W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6", "test.philatelia:9: [Board] Row1: expected 11 cells separated by single spaces, found 10" },
  { 10, "Row2=W6 R1 O6 Y1 X6 T1 B6 V1 P6 N1 K6", "test.philatelia:10: [Board] Row2: “X6” in column e is neither a die (colour letter and 1 to 6, as W3) nor a chip (##)" },
  { 11, "Row3=W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K7", "test.philatelia:11: [Board] Row3: “K7” in column k is neither a die (colour letter and 1 to 6, as W3) nor a chip (##)" },
  { 13, "Row5=W1 R6 P6 Y6 G1 R2 B1 V6 P1 K6 K1", "test.philatelia:14: [Board] Row6: more than six dice of colour K" },
  { 14, "", "test.philatelia:8: [Board] Row6: the key is missing" },
  { 18, "Chips=4", "test.philatelia:18: [Player1] Chips: 4 is out of range (0 to 3)" },
  { 17, "Score=lots", "test.philatelia:17: [Player1] Score: “lots” is not a whole number" },
  { 19, "Cubes=GRZ", "test.philatelia:19: [Player1] Cubes: “Z” is not a colour letter (W R O Y G T B V P N K)" },
  { 24, "Cubes=VYPNKG", "test.philatelia:24: [Player2] Cubes: too many cubes of colour G (the game has 1)" },
  { 21, "[Player9]", "test.philatelia: [Player2]: the group is missing" },
  { 27, "Cells=a1", "test.philatelia:27: [LastMove] Cells: expected two different cells such as “a1 c3”" },
  { 27, "Cells=a1 a1", "test.philatelia:27: [LastMove] Cells: expected two different cells such as “a1 c3”" },
  { 12, "Row4=W3 R3 ## O3 Y5 V3 T2 B3 P4 N5 K6", "test.philatelia:8: [Board]: Swop chips on the board: 1; chips the players have spent: 0" },
};

static void
test_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *text = text_with (malformed[i].line, malformed[i].replacement);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
      PhlSwopState *state;

      g_assert_no_error (error);
      state = phl_swop_rules.load_position (file, &error);
      g_assert_null (state);
      g_assert_nonnull (error);
      g_assert_true (error->domain == PHL_ERROR);
      g_assert_cmpstr (error->message, ==, malformed[i].message);
    }
}

static void
assert_same_state (const PhlSwopState *a,
                   const PhlSwopState *b)
{
  g_assert_cmpmem (a->board, sizeof a->board, b->board, sizeof b->board);
  g_assert_cmpint (a->variant, ==, b->variant);
  g_assert_cmpuint (a->n_players, ==, b->n_players);
  g_assert_cmpint (a->cubes, ==, b->cubes);
  g_assert_cmpint (a->takebacks, ==, b->takebacks);
  g_assert_cmpuint (a->current, ==, b->current);
  g_assert_cmpuint (a->starter, ==, b->starter);
  g_assert_cmpint (a->last_move[0], ==, b->last_move[0]);
  g_assert_cmpint (a->last_move[1], ==, b->last_move[1]);
  g_assert_cmpuint (a->picks, ==, b->picks);
  if (a->picks > 0)
    g_assert_cmpuint (a->pick_seat, ==, b->pick_seat);
  g_assert_cmpint (a->over, ==, b->over);
  g_assert_cmpmem (a->track, sizeof a->track, b->track, sizeof b->track);
  g_assert_cmpmem (a->chips, sizeof a->chips, b->chips, sizeof b->chips);
  g_assert_cmpmem (a->cubes_held, sizeof a->cubes_held, b->cubes_held, sizeof b->cubes_held);
  g_assert_cmpmem (a->pool, sizeof a->pool, b->pool, sizeof b->pool);
}

static void
round_trip (const PhlSwopState *state)
{
  g_autoptr(GKeyFile) first = g_key_file_new ();
  g_autoptr(GKeyFile) second = g_key_file_new ();
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree PhlSwopState *loaded = NULL;

  phl_swop_rules.save_position (state, first);
  text = g_key_file_to_data (first, NULL, NULL);
  loaded = swop_test_load (text);
  assert_same_state (state, loaded);
  phl_swop_rules.save_position (loaded, second);
  again = g_key_file_to_data (second, NULL, NULL);
  g_assert_cmpstr (text, ==, again);
}

/* Every position met in seeded games of every variant reads back equal. */
static void
test_round_trip (void)
{
  static const struct { const char *variant; guint n; const char *option; } setups[] = {
    { "basic", 2, NULL }, { "basic", 3, NULL }, { "master", 2, NULL }, { "master", 3, NULL },
    { "master", 4, NULL }, { "team", 4, NULL }, { "team", 4, "master=true" },
    { "solo", 1, NULL }, { "solo", 1, "takebacks=true" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (setups); s++)
    for (guint32 seed = 1; seed <= 6; seed++)
      {
        const char * const options[] = { setups[s].option, NULL };
        PhlSetup setup = { setups[s].n, setups[s].variant, NULL, options };
        g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
        g_autofree PhlSwopState *state = phl_swop_rules.new_game (&setup, rng, NULL);
        PhlAiLevel levels[4] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };

        g_assert_nonnull (state);
        round_trip (state);
        while (!phl_swop_rules.is_over (state))
          {
            g_autofree char *action = phl_swop_rules.choose_action (state, levels, rng);

            swop_test_apply (state, action);
            round_trip (state);
          }
      }
}

static void
assert_key (GKeyFile   *file,
            const char *group,
            const char *key,
            const char *expected)
{
  g_autofree char *value = g_key_file_get_string (file, group, key, NULL);

  g_assert_cmpstr (value, ==, expected);
}

/* A file shaped as docs/save-format.md#swop-positions, key by key. */
static void
test_saved_keys (void)
{
  g_autofree PhlSwopState *state = NULL;
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *text = text_with (0, NULL);

  state = swop_test_load (text);
  swop_test_apply (state, "c4 f4");
  phl_swop_rules.save_position (state, file);
  assert_key (file, "Match", "Game", "swop");
  g_assert_cmpint (g_key_file_get_integer (file, "Match", "Current", NULL), ==, 2);
  assert_key (file, "Match", "Variant", "master");
  assert_key (file, "Board", "Row4", "W3 R3 V3 O3 Y5 ## T2 B3 P4 N5 K6");
  g_assert_cmpint (g_key_file_get_integer (file, "Player1", "Score", NULL), ==, 22);
  g_assert_cmpint (g_key_file_get_integer (file, "Player1", "Chips", NULL), ==, 2);
  assert_key (file, "Player1", "Cubes", "ROTB");
  assert_key (file, "Pool", "Cubes", "G");
  assert_key (file, "LastMove", "Cells", "c4 f4");
}

/* `score`: [PlayerN] Score=, the end bonuses only once the game is over. */
static void
test_write_score (void)
{
  g_autofree char *text = text_with (0, NULL);
  g_autofree PhlSwopState *state = swop_test_load (text);
  g_autoptr(GKeyFile) out = g_key_file_new ();
  g_autofree char *data = NULL;

  phl_swop_rules.write_score (state, out);
  data = g_key_file_to_data (out, NULL, NULL);
  g_assert_cmpstr (data, ==, "[Player1]\nScore=12\n\n[Player2]\nScore=9\n");
}

/* Damaged files are refused with an error or read as some position;
 * never a crash, and whatever is read saves again. */
static void
test_damaged_files (void)
{
  g_autofree char *base = text_with (0, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (99);
  static const char noise[] = "0123456789#=[] \nWROYGTBVPNKabcdefghijk-x";
  gsize length = strlen (base);

  for (guint trial = 0; trial < 3000; trial++)
    {
      g_autofree char *text = g_strdup (base);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = NULL;
      g_autofree PhlSwopState *state = NULL;
      guint damage = g_rand_int_range (rng, 1, 4);

      for (guint d = 0; d < damage; d++)
        text[g_rand_int_range (rng, 0, length)] = noise[g_rand_int_range (rng, 0, sizeof noise - 1)];
      file = phl_key_file_new_from_data (text, -1, "damaged.philatelia", &error);
      if (file == NULL)
        continue;
      state = phl_swop_rules.load_position (file, &error);
      if (state == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, "damaged.philatelia"));
          continue;
        }
      g_assert_no_error (error);
      round_trip (state);
    }
}

static void
test_save_setup_errors (void)
{
  g_autofree char *variant = save_setup_error ("swop", "Players=2", "Variant=mastre");
  g_autofree char *players = save_setup_error ("swop", "Players=3", "Variant=team");

  g_assert_cmpstr (variant, ==, "test.philatelia:5: [Match] Variant: “mastre” is not a SWOP variant "
                                "(basic, master, team or solo)");
  g_assert_cmpstr (players, ==, "test.philatelia:4: [Match] Players: The number of players (3) does not "
                                "suit this SWOP variant (team)");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swop/position/base", test_base_loads);
  g_test_add_func ("/swop/position/malformed", test_malformed);
  g_test_add_func ("/swop/position/round-trip", test_round_trip);
  g_test_add_func ("/swop/position/damaged-files", test_damaged_files);
  g_test_add_func ("/swop/position/saved-keys", test_saved_keys);
  g_test_add_func ("/swop/position/write-score", test_write_score);
  g_test_add_func ("/swop/position/save-setup-errors", test_save_setup_errors);

  return g_test_run ();
}
