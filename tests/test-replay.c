/* test-replay.c — replay and play on, for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole game of each of the four games is played by the computers and
 * saved.  Its save, opened again, is stepped back and forth along its
 * actions (phl_match_seek) and must show at every step the position a
 * match cut after that many actions (phl_match_new_at) shows; played on
 * from a cut with the recorded actions it must end exactly as the
 * original did (the round trip), and played on by the computers it must
 * be a legal game to its end.
 */
#include "config.h"

#include <glib.h>

#include "phl-match.h"

typedef struct
{
  const char *game;
  guint       n_players;
  const char *variant;
  guint64     seed;
} Case;

static const Case cases[] = {
  { "stampswap", 3, NULL, 20261123 },
  { "swop", 2, NULL, 7 },
  { "stamps", 3, NULL, 99 },
  { "auction", 3, NULL, 1234 },
};

static const PhlSeat seat_list[] = {
  { (char *) "Ann", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
  { (char *) "Bob", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  { (char *) "Cleo", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  { (char *) "Dan", PHL_SEAT_COMPUTER, PHL_AI_EASY },
};

/* The game's own text of the position (its snapshot in a save). */
static char *
position_text (PhlMatch *match)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  phl_match_get_rules (match)->save_position (phl_match_get_state (match), file);
  return g_key_file_to_data (file, NULL, NULL);
}

/* Plays @match to its end with the computers at easy level. */
static void
play_to_end (PhlMatch *match,
             guint64   ai_seed)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed ((guint32) ai_seed);
  guint guard = 0;

  while (!phl_match_is_over (match))
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);

      g_assert_nonnull (action);
      g_assert_true (phl_match_submit (match, action, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++guard, <, 20000);
    }
}

static void
assert_same_result (PhlMatch *a,
                    PhlMatch *b)
{
  const PhlGameRules *rules = phl_match_get_rules (a);

  g_assert_true (phl_match_is_over (a));
  g_assert_true (phl_match_is_over (b));
  g_assert_cmphex (rules->winners (phl_match_get_state (a)), ==, rules->winners (phl_match_get_state (b)));
  for (guint s = 0; s < phl_match_get_n_seats (a); s++)
    g_assert_cmpint (rules->score (phl_match_get_state (a), s), ==, rules->score (phl_match_get_state (b), s));
}

/* A match cut from @replay at @n, played on with @original's recorded
 * actions, ends as @original (@end_text); seeking @replay back to @n
 * gives the cut's position and log. */
static void
check_cut_replays (PhlMatch   *original,
                   PhlMatch   *replay,
                   guint       n,
                   const char *end_text)
{
  guint total = phl_match_get_n_actions (original);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) cut = phl_match_new_at (replay, n, NULL, &error);
  g_autofree char *seek_text = NULL;
  g_autofree char *cut_text = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (cut);
  /* Back along the line: the position a match cut there has. */
  g_assert_true (phl_match_seek (replay, n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (replay), ==, n);
  g_assert_cmpuint (phl_match_get_n_recorded (replay), ==, total);
  seek_text = position_text (replay);
  cut_text = position_text (cut);
  g_assert_cmpstr (seek_text, ==, cut_text);
  g_assert_cmpuint (phl_match_get_n_actions (cut), ==, n);
  g_assert_cmpuint (phl_match_get_n_recorded (cut), ==, n);
  g_assert_false (phl_match_is_over (cut));
  /* Its log is whole up to the cut. */
  for (guint k = 0; k < n; k++)
    g_assert_cmpstr (phl_change_describe (phl_match_get_change (cut, k), -1), ==,
                     phl_change_describe (phl_match_get_change (replay, k), -1));

  /* Played on with the recorded actions: the original's end. */
  for (guint k = n; k < total; k++)
    {
      g_assert_true (phl_match_submit (cut, phl_match_get_action (original, k), &error));
      g_assert_no_error (error);
    }
  assert_same_result (original, cut);
  text = position_text (cut);
  g_assert_cmpstr (text, ==, end_text);
}

/* A match cut from @replay at @n with computers in every seat plays a
 * legal game to its end, whose save opens again (every action legal,
 * snapshot agrees). */
static void
check_cut_plays_on (const Case *c,
                    PhlMatch   *replay,
                    guint       n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) computers = NULL;
  g_autoptr(PhlKeyFile) again_file = NULL;
  g_autoptr(PhlMatch) again = NULL;
  g_autofree char *text = NULL;
  PhlSeat seats[PHL_MAX_SEATS];
  gsize length;

  for (guint s = 0; s < c->n_players; s++)
    {
      seats[s] = seat_list[s];
      seats[s].kind = PHL_SEAT_COMPUTER;
    }
  computers = phl_match_new_at (replay, n, seats, &error);
  g_assert_no_error (error);
  g_assert_cmpint (phl_match_get_seat (computers, 0)->kind, ==, PHL_SEAT_COMPUTER);
  play_to_end (computers, c->seed + 100 + n);
  g_assert_true (phl_match_is_over (computers));
  g_assert_cmpuint (phl_match_get_n_actions (computers), >, n);
  text = phl_match_to_data (computers, &length);
  again_file = phl_key_file_new_from_data (text, length, "on.philatelia", &error);
  g_assert_no_error (error);
  again = phl_match_new_from_key_file (again_file, &error);
  g_assert_no_error (error);
  assert_same_result (computers, again);
}

static void
test_round_trip (gconstpointer data)
{
  const Case *c = data;
  const PhlGameRules *rules = phl_game_rules_lookup (c->game);
  PhlSetup setup = { .n_players = c->n_players, .variant = c->variant };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) original = NULL;
  g_autoptr(PhlMatch) replay = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree char *save = NULL;
  g_autofree char *end_text = NULL;
  g_autofree char *text = NULL;
  gsize length;
  guint total;
  guint cuts[5];

  g_assert_nonnull (rules);
  original = phl_match_new (rules, &setup, seat_list, c->seed, &error);
  g_assert_no_error (error);
  play_to_end (original, c->seed + 1);
  total = phl_match_get_n_actions (original);
  g_assert_cmpuint (total, >, 4);
  end_text = position_text (original);
  g_test_message ("%s: %u actions", c->game, total);

  /* The save, opened as the app opens a file for replay. */
  save = phl_match_to_data (original, &length);
  file = phl_key_file_new_from_data (save, length, "round-trip.philatelia", &error);
  g_assert_no_error (error);
  replay = phl_match_new_from_key_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_recorded (replay), ==, total);

  cuts[0] = 0;
  cuts[1] = 1;
  cuts[2] = total / 3;
  cuts[3] = total / 2;
  cuts[4] = total - 1;
  for (guint i = 0; i < G_N_ELEMENTS (cuts); i++)
    {
      check_cut_replays (original, replay, cuts[i], end_text);
      check_cut_plays_on (c, replay, cuts[i]);
    }

  /* Forward again to the end: the original position and result. */
  g_assert_true (phl_match_seek (replay, total, &error));
  g_assert_no_error (error);
  text = position_text (replay);
  g_assert_cmpstr (text, ==, end_text);
  assert_same_result (original, replay);
  /* Back to the start and forward one at a time. */
  g_assert_true (phl_match_seek (replay, 0, &error));
  for (guint n = 1; n <= total; n++)
    {
      g_assert_true (phl_match_seek (replay, n, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (phl_match_get_action (replay, n - 1), ==, phl_match_get_action (original, n - 1));
    }
  assert_same_result (original, replay);
}

/* A new action where the line went on drops the line ahead. */
static void
test_submit_drops_ahead (void)
{
  const Case *c = &cases[1];
  const PhlGameRules *rules = phl_game_rules_lookup (c->game);
  PhlSetup setup = { .n_players = c->n_players };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seat_list, c->seed, &error);
  g_autoptr(GPtrArray) legal = NULL;

  play_to_end (match, 3);
  g_assert_true (phl_match_seek (match, 2, &error));
  g_assert_cmpuint (phl_match_get_n_recorded (match), >, 2);
  legal = rules->legal_actions (phl_match_get_state (match));
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (phl_match_submit (match, g_ptr_array_index (legal, legal->len - 1), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_recorded (match), ==, 3);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);
}

/* A match begun at a position (a position file, its save carrying
 * [Start]): cut and sought along its actions the same way. */
static void
test_from_position (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stamps");
  PhlSetup setup = { .n_players = 3 };
  PhlAiLevel levels[3] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (8);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) dealt = phl_match_new (rules, &setup, seat_list, 77, &error);
  g_autoptr(PhlMatch) begun = NULL;
  g_autoptr(PhlMatch) cut = NULL;
  g_autoptr(PhlMatch) reopened = NULL;
  g_autoptr(PhlKeyFile) position = NULL;
  g_autoptr(PhlKeyFile) save = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *position_data = NULL;
  g_autofree char *save_data = NULL;
  g_autofree char *cut_text = NULL;
  g_autofree char *seek_text = NULL;
  gsize length;

  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (dealt), levels, ai_rng);

      g_assert_true (phl_match_submit (dealt, action, &error));
    }
  /* The position after 5 actions, as a position file (no [Actions]). */
  save_data = phl_match_to_data (dealt, &length);
  g_assert_true (g_key_file_load_from_data (key_file, save_data, length, G_KEY_FILE_NONE, &error));
  g_key_file_remove_group (key_file, "Actions", NULL);
  position_data = g_key_file_to_data (key_file, &length, NULL);
  position = phl_key_file_new_from_data (position_data, length, "position.philatelia", &error);
  g_assert_no_error (error);
  begun = phl_match_new_from_key_file (position, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (begun), ==, 0);
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (begun), levels, ai_rng);

      g_assert_true (phl_match_submit (begun, action, &error));
    }

  g_clear_pointer (&save_data, g_free);
  save_data = phl_match_to_data (begun, &length);
  save = phl_key_file_new_from_data (save_data, length, "begun.philatelia", &error);
  g_assert_no_error (error);
  reopened = phl_match_new_from_key_file (save, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_recorded (reopened), ==, 6);

  cut = phl_match_new_at (reopened, 3, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (phl_match_seek (reopened, 3, &error));
  cut_text = position_text (cut);
  seek_text = position_text (reopened);
  g_assert_cmpstr (cut_text, ==, seek_text);
  /* At 0: the position the file began at, not a fresh deal. */
  g_assert_true (phl_match_seek (reopened, 0, &error));
  {
    g_autofree char *start_text = position_text (reopened);
    g_autoptr(PhlMatch) at_zero = phl_match_new_at (reopened, 0, NULL, &error);
    g_autofree char *zero_text = NULL;

    g_assert_no_error (error);
    zero_text = position_text (at_zero);
    g_assert_cmpstr (start_text, ==, zero_text);
    {
      g_autofree char *dealt_text = position_text (dealt);

      g_assert_cmpstr (start_text, ==, dealt_text);
    }
    g_assert_cmpuint (phl_match_get_n_actions (at_zero), ==, 0);
  }
  /* Played on to the end, legally. */
  play_to_end (cut, 9);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/replay/round-trip/%s", cases[i].game);

      g_test_add_data_func (path, &cases[i], test_round_trip);
    }
  g_test_add_func ("/replay/submit-drops-ahead", test_submit_drops_ahead);
  g_test_add_func ("/replay/from-position", test_from_position);
  return g_test_run ();
}
