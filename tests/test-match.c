/* test-match.c — the match object: RNG, history, undo, saves, autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "phl-file.h"
#include "phl-match.h"
#include "phl-rng.h"
#include "pebbles.h"

static PhlMatch *
new_match (guint64 seed, PhlSeatKind second)
{
  g_autoptr(GError) error = NULL;
  PhlSeat seats[2] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Ben", second, PHL_AI_HARD },
  };
  PhlSetup setup = { .n_players = 2 };
  PhlMatch *match = phl_match_new (&pebbles_rules, &setup, seats, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

static guint
pile_of (PhlMatch *match)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  phl_match_get_rules (match)->save_position (phl_match_get_state (match), file);
  return g_key_file_get_integer (file, "Pile", "Count", NULL);
}

static void
test_rng_reproducible (void)
{
  g_autoptr(GRand) a = phl_rng_new_from_seed (42);
  g_autoptr(GRand) b = phl_rng_new_from_seed (42);
  g_autoptr(GRand) high = phl_rng_new_from_seed (42 + (G_GUINT64_CONSTANT (1) << 32));
  guint differ = 0;

  for (guint i = 0; i < 1000; i++)
    {
      guint32 x = g_rand_int (a);

      g_assert_cmpuint (x, ==, g_rand_int (b));
      differ += x != g_rand_int (high);
    }
  /* The high half of the seed matters. */
  g_assert_cmpuint (differ, >, 990);
  g_assert_cmpuint (phl_rng_random_seed () >> 53, ==, 0);
}

/* Known values: a save is its seed plus its actions, so a change to the
 * generator (GLib's GRand, or how a seed feeds it) would change every saved
 * game.  The numbers were computed apart from GLib, with the reference
 * MT19937 (mt19937ar.c's init_by_array and genrand_int32, checked against
 * its published first output 1067595299 for the key {0x123, 0x234, 0x345,
 * 0x456}); a seed is the key {low 32 bits, high 32 bits}. */
static void
test_rng_known_values (void)
{
  static const guint32 seed_7[] = { 4108730632u, 3822271071u, 1375296642u, 2547429643u };
  static const guint32 seed_42[] = { 3030895498u, 1592636077u, 1610207081u, 2961857368u };
  static const guint32 seed_42_high[] = { 2426348607u, 4156750340u, 1648814347u, 3827935677u };
  /* g_rand_int_range (0, 6): redraws above the largest multiple of 6 below
   * 2^32, then takes the remainder. */
  static const gint32 dice_7[] = { 4, 3, 0, 1, 4, 0, 2, 4, 0, 3 };
  g_autoptr(GRand) a = phl_rng_new_from_seed (7);
  g_autoptr(GRand) b = phl_rng_new_from_seed (42);
  g_autoptr(GRand) c = phl_rng_new_from_seed (42 + (G_GUINT64_CONSTANT (1) << 32));
  g_autoptr(GRand) dice = phl_rng_new_from_seed (7);

  for (guint i = 0; i < G_N_ELEMENTS (seed_7); i++)
    {
      g_assert_cmpuint (g_rand_int (a), ==, seed_7[i]);
      g_assert_cmpuint (g_rand_int (b), ==, seed_42[i]);
      g_assert_cmpuint (g_rand_int (c), ==, seed_42_high[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (dice_7); i++)
    g_assert_cmpint (g_rand_int_range (dice, 0, 6), ==, dice_7[i]);
}

static void
test_same_seed_same_game (void)
{
  g_autoptr(PhlMatch) a = new_match (1234, PHL_SEAT_HUMAN);
  g_autoptr(PhlMatch) b = new_match (1234, PHL_SEAT_HUMAN);
  guint piles = 0;

  g_assert_cmpuint (pile_of (a), ==, pile_of (b));
  for (guint64 seed = 0; seed < 50; seed++)
    {
      g_autoptr(PhlMatch) m = new_match (seed, PHL_SEAT_HUMAN);

      piles |= 1u << pile_of (m);
    }
  /* Different seeds deal different piles. */
  g_assert_cmpuint (g_bit_nth_lsf (piles, -1), !=, g_bit_nth_msf (piles, -1));
}

static void
count_changed (PhlMatch *match, guint *count)
{
  (*count)++;
}

static void
test_undo (void)
{
  g_autoptr(PhlMatch) match = new_match (5, PHL_SEAT_COMPUTER);
  g_autoptr(GError) error = NULL;
  guint changed = 0, pile = pile_of (match);

  g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_false (phl_match_get_can_undo (match));
  g_assert_false (phl_match_undo (match));

  /* Anna's own move can be taken back. */
  g_assert_true (phl_match_submit (match, "take 2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 1);
  g_assert_true (phl_match_get_can_undo (match));
  g_assert_true (phl_match_undo (match));
  g_assert_cmpuint (pile_of (match), ==, pile);
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 0);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);
  /* Nobody answered it: taking it back was no help. */
  g_assert_false (phl_match_get_assisted (match));
  g_assert_cmpuint (changed, ==, 2);

  /* Once the computer has answered, Anna's move goes back with the answer. */
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_get_can_undo (match));
  g_assert_true (phl_match_undo (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);
  g_assert_cmpuint (pile_of (match), ==, pile);
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 0);
  g_assert_false (phl_match_get_can_undo (match));
  /* Seeing the answer, then playing again, is. */
  g_assert_true (phl_match_get_assisted (match));
  g_assert_cmpuint (changed, ==, 5);

  /* Not past an action that revealed something. */
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 3", NULL));
  g_assert_false (phl_match_get_can_undo (match));

  /* An illegal action changes nothing and says why. */
  g_assert_false (phl_match_submit (match, "take 9", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);
  g_assert_cmpuint (changed, ==, 8);
}

/* The seat helpers answer for every mix of people and computers, and for
 * seats that are not there (-1 while nobody acts, or past the last). */
static void
test_seat_helpers (void)
{
  static const struct
  {
    guint       n_seats;
    PhlSeatKind kinds[4];
    guint       people;
  } setups[] = {
    { 1, { PHL_SEAT_HUMAN }, 1 },
    { 2, { PHL_SEAT_COMPUTER, PHL_SEAT_COMPUTER }, 0 },
    { 3, { PHL_SEAT_COMPUTER, PHL_SEAT_HUMAN, PHL_SEAT_COMPUTER }, 1 },
    { 4, { PHL_SEAT_HUMAN, PHL_SEAT_COMPUTER, PHL_SEAT_HUMAN, PHL_SEAT_HUMAN }, 3 },
  };

  for (guint t = 0; t < G_N_ELEMENTS (setups); t++)
    {
      g_autoptr(GError) error = NULL;
      PhlSeat seats[4];
      PhlSetup setup = { .n_players = setups[t].n_seats };
      g_autoptr(PhlMatch) match = NULL;

      for (guint i = 0; i < setups[t].n_seats; i++)
        seats[i] = (PhlSeat) { (char *) "Seat", setups[t].kinds[i], PHL_AI_NORMAL };
      match = phl_match_new (&pebbles_rules, &setup, seats, 5, &error);
      g_assert_no_error (error);

      g_assert_cmpuint (phl_match_count_people (match), ==, setups[t].people);
      for (guint i = 0; i < setups[t].n_seats; i++)
        g_assert_cmpint (phl_match_seat_is_person (match, i), ==, setups[t].kinds[i] == PHL_SEAT_HUMAN);
      g_assert_false (phl_match_seat_is_person (match, -1));
      g_assert_false (phl_match_seat_is_person (match, setups[t].n_seats));
    }
}

static void count_notify (GObject *object, GParamSpec *pspec, guint *count);

/* Against computers, undo takes back the person's last move with every
 * computer move since, and stops at anything irreversible. */
static void
test_undo_with_computers (void)
{
  g_autoptr(GError) error = NULL;
  PhlSeat seats[3] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Ben", PHL_SEAT_COMPUTER, PHL_AI_NORMAL },
    { (char *) "Cleo", PHL_SEAT_COMPUTER, PHL_AI_HARD },
  };
  PhlSetup setup = { .n_players = 3 };
  g_autoptr(PhlMatch) match = phl_match_new (&pebbles_rules, &setup, seats, 77, &error);
  guint pile, notes = 0;

  g_assert_no_error (error);
  pile = pile_of (match);
  g_signal_connect (match, "notify::can-undo", G_CALLBACK (count_notify), &notes);

  /* Anna, then both computers (their moves revealed nothing). */
  g_assert_true (phl_match_submit (match, "take 2", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 2", NULL));
  g_assert_true (phl_match_get_can_undo (match));
  g_assert_true (phl_match_undo (match));
  /* Anna's second move and Ben's answer went back together. */
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);
  g_assert_cmpuint (pile_of (match), ==, pile - 4);
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 0);
  g_assert_cmpint (phl_change_get_actor (phl_match_get_change (match, 2)), ==, 2);
  g_assert_true (phl_match_undo (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);
  g_assert_cmpuint (pile_of (match), ==, pile);
  g_assert_false (phl_match_get_can_undo (match));
  g_assert_cmpuint (notes, ==, 7);

  /* Cleo's "take 3" is irreversible: it cannot go back with Anna's move. */
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_get_can_undo (match));
  g_assert_true (phl_match_submit (match, "take 3", NULL));
  g_assert_false (phl_match_get_can_undo (match));
  g_assert_false (phl_match_undo (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);
}

static void
test_undo_restores_rng (void)
{
  g_autoptr(PhlMatch) a = new_match (99, PHL_SEAT_HUMAN);
  g_autoptr(PhlMatch) b = new_match (99, PHL_SEAT_HUMAN);
  g_autofree char *data_a = NULL;
  g_autofree char *data_b = NULL;

  g_assert_true (phl_match_submit (a, "take 1", NULL));
  g_assert_true (phl_match_submit (a, "take 2", NULL));
  g_assert_true (phl_match_undo (a));
  g_assert_true (phl_match_submit (a, "take 1", NULL));
  g_assert_true (phl_match_submit (b, "take 1", NULL));
  g_assert_true (phl_match_submit (b, "take 1", NULL));
  /* People only, a person's own move: no help, the same save. */
  data_a = phl_match_to_data (a, NULL);
  data_b = phl_match_to_data (b, NULL);
  g_assert_cmpstr (data_a, ==, data_b);
}

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("philatelia-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_save_round_trip (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.philatelia", NULL);
  g_autoptr(PhlMatch) match = new_match (777, PHL_SEAT_COMPUTER);
  g_autoptr(PhlMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (phl_match_submit (match, "take 2", NULL));
  g_assert_true (phl_match_submit (match, "take 3", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_save (match, path, &error));
  g_assert_no_error (error);

  loaded = phl_match_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_seed (loaded), ==, 777);
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, 3);
  g_assert_cmpstr (phl_match_get_action (loaded, 1), ==, "take 3");
  g_assert_cmpstr (phl_match_get_seat (loaded, 1)->name, ==, "Ben");
  g_assert_cmpint (phl_match_get_seat (loaded, 1)->kind, ==, PHL_SEAT_COMPUTER);
  g_assert_cmpint (phl_match_get_seat (loaded, 1)->level, ==, PHL_AI_HARD);
  g_assert_cmpuint (pile_of (loaded), ==, pile_of (match));
  before = phl_match_to_data (match, NULL);
  after = phl_match_to_data (loaded, NULL);
  g_assert_cmpstr (before, ==, after);

  /* The loaded match goes on exactly as the original would. */
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_submit (loaded, "take 1", NULL));
  g_free (before);
  g_free (after);
  before = phl_match_to_data (match, NULL);
  after = phl_match_to_data (loaded, NULL);
  g_assert_cmpstr (before, ==, after);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_atomic_write (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *sub = g_build_filename (dir, "new", "folder", NULL);
  g_autofree char *path = g_build_filename (sub, "file.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GDir) listing = NULL;
  guint n_files = 0;

  /* Missing folders are created. */
  g_assert_true (phl_file_write_atomically (path, "old", -1, &error));
  g_assert_no_error (error);
  g_assert_true (phl_file_write_atomically (path, "new", -1, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "new");

  /* No temporary file is left beside it. */
  listing = g_dir_open (sub, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  /* A write that cannot happen leaves the old file whole. */
  if (getuid () != 0)
    {
      g_chmod (sub, 0500);
      g_assert_false (phl_file_write_atomically (path, "lost", -1, &error));
      g_assert_nonnull (error);
      g_clear_pointer (&contents, g_free);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, "new");
      g_chmod (sub, 0700);
    }
  g_clear_error (&error);
  g_assert_false (phl_file_write_atomically (sub, "a folder", -1, &error));
  g_assert_nonnull (error);

  g_unlink (path);
  g_rmdir (sub);
  g_free (sub);
  sub = g_build_filename (dir, "new", NULL);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
test_autosave (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.philatelia", NULL);
  g_autoptr(PhlMatch) match = new_match (3, PHL_SEAT_HUMAN);

  phl_match_set_autosave_path (match, path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  for (guint i = 1; i <= 3; i++)
    {
      g_autoptr(PhlMatch) resumed = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (phl_match_submit (match, "take 1", NULL));
      /* After every action the file resumes at exactly that action. */
      resumed = phl_match_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (phl_match_get_n_actions (resumed), ==, i);
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* Two humans take one pebble each until the pile is empty: the last
 * action is a human's own and revealed nothing, the very case where undo
 * used to reopen a finished (and already counted) game. */
static void
test_no_undo_after_end (void)
{
  g_autoptr(PhlMatch) match = new_match (11, PHL_SEAT_HUMAN);
  g_autoptr(PhlMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint pile = pile_of (match), changed = 0, can_undo_notes = 0;

  g_assert_cmpuint (pile, >=, 10);
  for (guint i = 0; i < pile - 1; i++)
    g_assert_true (phl_match_submit (match, "take 1", NULL));
  /* One pebble left: the move before the end can still be taken back. */
  g_assert_true (phl_match_get_can_undo (match));
  g_assert_false (phl_match_is_over (match));

  g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
  g_signal_connect (match, "notify::can-undo", G_CALLBACK (count_notify), &can_undo_notes);
  g_assert_true (phl_match_submit (match, "take 1", &error));
  g_assert_no_error (error);
  g_assert_true (phl_match_is_over (match));
  g_assert_cmpint (phl_match_get_current_seat (match), ==, -1);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (can_undo_notes, ==, 1);

  /* The end is final: no undo, no further move, nothing changes. */
  before = phl_match_to_data (match, NULL);
  g_assert_false (phl_match_get_can_undo (match));
  g_assert_false (phl_match_undo (match));
  g_assert_false (phl_match_submit (match, "take 1", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (phl_match_is_over (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, pile);
  g_assert_false (phl_match_get_assisted (match));
  g_assert_cmpuint (changed, ==, 1);
  after = phl_match_to_data (match, NULL);
  g_assert_cmpstr (before, ==, after);

  /* Nor once a finished game is read back from its save. */
  dir = temp_dir ();
  path = g_build_filename (dir, "finished.philatelia", NULL);
  g_assert_true (phl_match_save (match, path, NULL));
  resumed = phl_match_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (phl_match_is_over (resumed));
  g_assert_false (phl_match_get_can_undo (resumed));
  g_assert_false (phl_match_undo (resumed));
  data = phl_match_to_data (resumed, NULL);
  g_assert_cmpstr (data, ==, before);
  g_unlink (path);
  g_rmdir (dir);
}

/* The error names the file the player knows, not the temporary one
 * written first, and no temporary file is left behind. */
static void
test_atomic_write_error_names_file (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.philatelia", NULL);
  g_autofree char *expected = g_strdup_printf ("Cannot save %s: Is a directory", path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n_entries = 0;

  /* A folder where the file should be: the rename over it fails. */
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_false (phl_file_write_atomically (path, "data", -1, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_cmpstr (error->message, ==, expected);

  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_assert_cmpstr (name, ==, "autosave.philatelia");
      n_entries++;
    }
  g_assert_cmpuint (n_entries, ==, 1);
  g_rmdir (path);
  g_rmdir (dir);
}

/* A failed autosave does not stop the game: the match keeps the error for
 * the window to show, and the next action or a retry saves again. */
static void
test_autosave_failure (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.philatelia", NULL);
  g_autoptr(PhlMatch) match = new_match (3, PHL_SEAT_HUMAN);
  g_autoptr(PhlMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  const GError *failure;
  guint notes = 0;

  g_signal_connect (match, "notify::autosave-error", G_CALLBACK (count_notify), &notes);
  phl_match_set_autosave_path (match, path);
  g_assert_true (phl_match_autosave (match, &error));
  g_assert_no_error (error);
  g_assert_null (phl_match_get_autosave_error (match));

  /* The autosave path becomes a folder: saving fails, as on a full disk. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_test_expect_message ("phl-match", G_LOG_LEVEL_MESSAGE, "Could not autosave*");
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_test_assert_expected_messages ();
  failure = phl_match_get_autosave_error (match);
  g_assert_nonnull (failure);
  g_assert_true (g_str_has_prefix (failure->message, "Cannot save "));
  g_assert_nonnull (strstr (failure->message, path));
  g_assert_cmpuint (notes, ==, 1);
  /* Still failing: the same error, no new notification, no new message. */
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_false (phl_match_autosave (match, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_clear_error (&error);
  g_assert_cmpuint (notes, ==, 1);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 2);

  /* Room again: the next action saves all of them. */
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_null (phl_match_get_autosave_error (match));
  g_assert_cmpuint (notes, ==, 2);
  resumed = phl_match_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (resumed), ==, 3);
  g_clear_object (&resumed);

  /* And a retry without an action, as the window's timeout does. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_test_expect_message ("phl-match", G_LOG_LEVEL_MESSAGE, "Could not autosave*");
  g_assert_true (phl_match_undo (match));
  g_test_assert_expected_messages ();
  g_assert_nonnull (phl_match_get_autosave_error (match));
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_true (phl_match_autosave (match, &error));
  g_assert_no_error (error);
  g_assert_null (phl_match_get_autosave_error (match));
  resumed = phl_match_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (resumed), ==, 2);
  g_assert_cmpint (phl_match_get_assisted (resumed), ==, phl_match_get_assisted (match));

  /* Turning autosave off drops an error about the old file. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_test_expect_message ("phl-match", G_LOG_LEVEL_MESSAGE, "Could not autosave*");
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_test_assert_expected_messages ();
  g_assert_nonnull (phl_match_get_autosave_error (match));
  phl_match_set_autosave_path (match, NULL);
  g_assert_null (phl_match_get_autosave_error (match));
  g_assert_true (phl_match_autosave (match, NULL));

  g_rmdir (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *name;
  const char *text;
  const char *message;
} BadFile;

static const BadFile bad_files[] = {
  { "not-a-key-file", "Game=pebbles\n", "bad.philatelia:1: not a valid key file" },
  /* GKeyFile does not say where; the loader finds the line. */
  { "key-before-group", "# a save\n\nGame=pebbles\n[Match]\n", "bad.philatelia:3: not a valid key file" },
  { "broken-group", "[Match]\nGame=pebbles\n\n[Pile\nCount=1\n", "bad.philatelia:4: not a valid key file" },
  { "not-key-value", "[Match]\nGame=pebbles\nFormat=1\nPlayers 2\n[Actions]\n", "bad.philatelia:4: not a valid key file" },
  { "no-match-group", "[Other]\nA=1\n", "bad.philatelia: [Match]: the group is missing" },
  { "no-game", "[Match]\nFormat=1\n", "bad.philatelia:1: [Match] Game: the key is missing" },
  { "newer-format", "[Match]\nGame=pebbles\nFormat=9\nPlayers=2\n",
    "bad.philatelia:3: [Match] Format: the file was written by a newer version (format 9; this version reads format 1)" },
  { "unknown-game", "[Match]\nGame=chess\nFormat=1\nPlayers=2\n",
    "bad.philatelia:2: [Match] Game: unknown game “chess”" },
  { "too-many-players", "[Match]\nGame=pebbles\nFormat=1\nPlayers=7\n",
    "bad.philatelia:4: [Match] Players: 7 is out of range (1 to 4)" },
  { "bad-seed", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=-4\n[Actions]\nCount=0\n",
    "bad.philatelia:5: [Match] Seed: “-4” is not a seed" },
  { "bad-kind", "[Match]\nGame=pebbles\nFormat=1\nPlayers=1\n[Player1]\nKind=robot\n[Actions]\nCount=0\n",
    "bad.philatelia:6: [Player1] Kind: “robot” is neither human nor computer" },
  { "illegal-action", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=1\n[Actions]\nCount=2\nAction1=take 1\nAction2=take 7\n",
    "bad.philatelia:9: [Actions] Action2: cannot take 7" },
  { "missing-action", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=1\n[Actions]\nCount=2\nAction1=take 1\n",
    "bad.philatelia:6: [Actions] Action2: the key is missing" },
  { "snapshot-mismatch", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=1\n[Pile]\nCount=99\n[Actions]\nCount=0\n",
    "bad.philatelia:7: [Pile] Count: the saved position does not match its actions" },
  { "bad-position", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nCurrent=1\n[Pile]\nCount=lots\n",
    "bad.philatelia:7: [Pile] Count: “lots” is not a whole number" },
  /* A save begun at a position: the position's errors name the save's lines and groups. */
  { "start-bad-key", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=1\n[Actions]\nCount=0\n"
    "[Start]\nGame=pebbles\nFormat=1\nPlayers=2\nCurrent=1\n[Start.Pile]\nCount=lots\n",
    "bad.philatelia:14: [Start.Pile] Count: “lots” is not a whole number" },
  { "start-missing-key", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=1\n[Actions]\nCount=0\n"
    "[Start]\nGame=pebbles\nPlayers=2\n[Start.Pile]\nCount=5\n",
    "bad.philatelia:8: [Start] Current: the key is missing" },
  { "start-illegal-action", "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nSeed=1\n[Actions]\nCount=1\nAction1=take 3\n"
    "[Start]\nCurrent=1\nPlayers=2\n[Start.Pile]\nCount=2\n"
    "[Start.Player1]\nTaken=0\n[Start.Player2]\nTaken=0\n",
    "bad.philatelia:8: [Actions] Action1: cannot take 3" },
  /* GLib 2.74 would set its GError twice reading this value, with a warning. */
  { "lone-backslash", "[Match]\nGame=peb\\xbles\\\n", "bad.philatelia:2: [Match] Game: the value ends with a lone backslash" },
  { "invalid-utf8", "[Match]\nGame=peb\xff\xfe\n", "bad.philatelia:2:9: the text is not valid UTF-8" },
};

static void
test_malformed (gconstpointer data)
{
  const BadFile *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (bad->text, -1, "bad.philatelia", &error);
  g_autoptr(PhlMatch) match = NULL;

  if (file != NULL)
    match = phl_match_new_from_key_file (file, &error);
  g_assert_null (match);
  g_assert_nonnull (error);
  g_assert_true (error->domain == PHL_ERROR);
  if (!g_str_has_prefix (error->message, bad->message))
    g_error ("expected “%s…”, got “%s”", bad->message, error->message);
}

static void
test_position (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (
    "[Match]\nGame=pebbles\nFormat=1\nPlayers=3\nCurrent=2\n"
    "[Pile]\nCount=4\n[Player1]\nTaken=1\n[Player2]\nTaken=2\n[Player3]\nTaken=0\n",
    -1, "pos.philatelia", &error);
  g_autoptr(PhlMatch) match = phl_match_new_from_key_file (file, &error);

  g_assert_no_error (error);
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 1);
  g_assert_cmpuint (pile_of (match), ==, 4);
  /* Seats without names get numbered ones. */
  g_assert_cmpstr (phl_match_get_seat (match, 2)->name, ==, "Player 3");
  g_assert_true (phl_match_submit (match, "take 3", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_true (phl_match_is_over (match));
  g_assert_cmpint (phl_match_get_current_seat (match), ==, -1);
  g_assert_false (phl_match_submit (match, "take 1", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
}

static PhlMatch *
reload (PhlMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = phl_match_to_data (match, NULL);
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (data, -1, "save.philatelia", &error);
  PhlMatch *loaded;

  g_assert_no_error (error);
  loaded = phl_match_new_from_key_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

/* A match begun at a position is saved with it: its actions replayed
 * from the seed alone would deal a fresh game and fail the snapshot. */
static void
test_position_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (
    "[Match]\nGame=pebbles\nFormat=1\nPlayers=2\nCurrent=2\nSeed=7\n"
    "[Pile]\nCount=30\n[Player1]\nName=Anna\nTaken=4\n[Player2]\nTaken=1\n",
    -1, "pos.philatelia", &error);
  g_autoptr(PhlMatch) match = phl_match_new_from_key_file (file, &error);
  g_autoptr(PhlMatch) loaded = NULL;
  g_autoptr(PhlMatch) again = NULL;
  g_autoptr(GKeyFile) saved = g_key_file_new ();
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  g_assert_true (phl_match_submit (match, "take 2", NULL));
  g_assert_true (phl_match_submit (match, "take 1", NULL));
  g_assert_cmpuint (pile_of (match), ==, 27);

  /* The position's [Match] is [Start] in the save, its groups [Start.<Group>]. */
  data = phl_match_to_data (match, NULL);
  g_assert_true (g_key_file_load_from_data (saved, data, -1, G_KEY_FILE_NONE, NULL));
  g_assert_cmpint (g_key_file_get_integer (saved, "Start", "Current", NULL), ==, 2);
  g_assert_cmpint (g_key_file_get_integer (saved, "Start.Pile", "Count", NULL), ==, 30);
  g_assert_cmpint (g_key_file_get_integer (saved, "Start.Player1", "Taken", NULL), ==, 4);
  g_assert_cmpint (g_key_file_get_integer (saved, "Pile", "Count", NULL), ==, 27);

  loaded = reload (match);
  g_assert_cmpuint (pile_of (loaded), ==, 27);
  g_assert_cmpint (phl_match_get_current_seat (loaded), ==, 1);
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, 2);
  g_assert_cmpstr (phl_match_get_action (loaded, 0), ==, "take 2");
  g_assert_cmpstr (phl_match_get_action (loaded, 1), ==, "take 1");
  g_assert_cmpint (pebbles_rules.score (phl_match_get_state (loaded), 0), ==, 4 + 1);
  g_assert_cmpint (pebbles_rules.score (phl_match_get_state (loaded), 1), ==, 1 + 2);
  g_assert_cmpstr (phl_match_get_seat (loaded, 0)->name, ==, "Anna");

  /* Undo goes back to the starting position, not to a deal. */
  g_assert_true (phl_match_undo (loaded));
  g_assert_true (phl_match_undo (loaded));
  g_assert_false (phl_match_get_can_undo (loaded));
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, 0);
  g_assert_cmpuint (pile_of (loaded), ==, 30);
  g_assert_cmpint (phl_match_get_current_seat (loaded), ==, 1);

  /* Saved there, it still resumes at the start, and plays on alike. */
  again = reload (loaded);
  g_assert_cmpuint (pile_of (again), ==, 30);
  g_assert_cmpint (phl_match_get_current_seat (again), ==, 1);
  g_assert_cmpint (phl_match_get_assisted (again), ==, phl_match_get_assisted (loaded));
  g_assert_true (phl_match_submit (again, "take 3", NULL));
  g_assert_true (phl_match_submit (loaded, "take 3", NULL));
  g_assert_cmpuint (pile_of (again), ==, 27);
  g_clear_object (&loaded);
  loaded = reload (again);
  g_assert_cmpuint (pile_of (loaded), ==, 27);
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, 1);
}

/* A position's [Match] is read once, by the core: its errors name the
 * file, the line and the key; the game reads the rest alike. */
static void
test_position_header (void)
{
  static const char swop[] =
    "[Match]\nGame=swop\nFormat=1\nPlayers=2\nCurrent=2\nVariant=%s\n"
    "[Board]\n"
    "Row1=W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1\n"
    "Row2=W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6\n"
    "Row3=W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K1\n"
    "Row4=W3 R3 G1 O3 Y5 V3 T2 B3 P4 N5 K6\n"
    "Row5=W1 R6 P6 Y6 G1 R2 B1 V6 P1 N6 K1\n"
    "Row6=O6 O1 Y6 G1 T6 O3 T6 V1 T6 N1 K6\n"
    "[Player1]\nScore=4\nChips=3\n[Player2]\nScore=7\nChips=2\n";
  static const struct {
    const char *variant;
    int code;
    const char *message;
  } cases[] = {
    { "speed", PHL_ERROR_UNSUPPORTED,
      "bad.philatelia:6: [Match] Variant: “speed” is not a variant of this game "
      "(basic, master, team, solo)" },
    { "team", PHL_ERROR_INVALID,
      "bad.philatelia:4: [Match] Players: the number of players (2) does not suit this variant" },
    { "basic", 0, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf (swop, cases[i].variant);
      g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "bad.philatelia", &error);
      g_autoptr(PhlMatch) match = NULL;
      gpointer alone;
      g_autoptr(GKeyFile) a = g_key_file_new ();
      g_autoptr(GKeyFile) b = g_key_file_new ();
      g_autofree char *text_a = NULL;
      g_autofree char *text_b = NULL;

      g_assert_no_error (error);
      match = phl_match_new_from_key_file (file, &error);
      if (cases[i].message != NULL)
        {
          g_assert_null (match);
          g_assert_error (error, PHL_ERROR, cases[i].code);
          g_assert_cmpstr (error->message, ==, cases[i].message);
          continue;
        }
      g_assert_no_error (error);
      /* Read by the match, or by the game alone: the same position. */
      alone = phl_match_get_rules (match)->load_position (file, &error);
      g_assert_no_error (error);
      phl_match_get_rules (match)->save_position (phl_match_get_state (match), a);
      phl_match_get_rules (match)->save_position (alone, b);
      text_a = g_key_file_to_data (a, NULL, NULL);
      text_b = g_key_file_to_data (b, NULL, NULL);
      g_assert_cmpstr (text_a, ==, text_b);
      g_assert_cmpint (phl_match_get_current_seat (match), ==, 1);
      phl_match_get_rules (match)->free (alone);
    }
}

/* Who may play which variant is the engines' to say. */
static void
test_variant_players (void)
{
  static const struct {
    const char *game, *variant;
    gboolean known;
    guint min, max;
  } cases[] = {
    { "stampswap", NULL, TRUE, 2, 5 },
    { "stampswap", "solo", TRUE, 1, 1 },
    { "swop", "basic", TRUE, 2, 4 },
    { "swop", "team", TRUE, 4, 4 },
    { "swop", "solo", TRUE, 1, 1 },
    { "swop", "speed", FALSE, 0, 0 },
    { "stamps", NULL, TRUE, 2, 4 },
    { "stamps", "standard", TRUE, 2, 4 },
    { "auction", "sealed", TRUE, 3, 6 },
    { "pebbles", NULL, TRUE, 1, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const PhlGameRules *rules = phl_game_rules_lookup (cases[i].game);
      guint min = 0, max = 0;

      g_assert_nonnull (rules);
      g_assert_cmpint (phl_game_rules_get_variant_players (rules, cases[i].variant, &min, &max),
                       ==, cases[i].known);
      if (!cases[i].known)
        continue;
      g_assert_cmpuint (min, ==, cases[i].min);
      g_assert_cmpuint (max, ==, cases[i].max);
      /* Within what the engine takes at all. */
      g_assert_cmpuint (min, >=, rules->min_players);
      g_assert_cmpuint (max, <=, rules->max_players);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  phl_game_rules_register (&pebbles_rules);

  g_test_add_func ("/match/rng-reproducible", test_rng_reproducible);
  g_test_add_func ("/match/rng-known-values", test_rng_known_values);
  g_test_add_func ("/match/same-seed-same-game", test_same_seed_same_game);
  g_test_add_func ("/match/undo", test_undo);
  g_test_add_func ("/match/undo-restores-rng", test_undo_restores_rng);
  g_test_add_func ("/match/undo-with-computers", test_undo_with_computers);
  g_test_add_func ("/match/variant-players", test_variant_players);
  g_test_add_func ("/match/position-header", test_position_header);
  g_test_add_func ("/match/save-round-trip", test_save_round_trip);
  g_test_add_func ("/match/atomic-write", test_atomic_write);
  g_test_add_func ("/match/autosave", test_autosave);
  g_test_add_func ("/match/autosave-failure", test_autosave_failure);
  g_test_add_func ("/match/atomic-write-error-names-file", test_atomic_write_error_names_file);
  g_test_add_func ("/match/no-undo-after-end", test_no_undo_after_end);
  g_test_add_func ("/match/seat-helpers", test_seat_helpers);
  g_test_add_func ("/match/position", test_position);
  g_test_add_func ("/match/position-save", test_position_save);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/match/malformed/%s", bad_files[i].name);

      g_test_add_data_func (path, &bad_files[i], test_malformed);
    }

  return g_test_run ();
}
