/* test-cli-play.c — philatelia-cli new, replay, hint and play (docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every check runs the real executable on files, as a program driving the
 * engine would: saves written by `new` and `play`, positions by `replay`.
 */
#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

static const char *const games[] = { "stampswap", "swop", "stamps", "auction" };

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs philatelia-cli with the NULL-terminated @args. */
static void
run_argv (Run               *run,
          const char *const *args)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  int wait_status;

  run_clear (run);
  g_strv_builder_add (builder, g_getenv ("PHILATELIA_CLI"));
  g_strv_builder_addv (builder, (const char **) args);
  argv = g_strv_builder_end (builder);
  g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

#define RUN(run, ...) run_argv ((run), (const char *const[]) { __VA_ARGS__, NULL })

/* Runs and expects success; returns standard output. */
static char *
run_ok (const char *const *args)
{
  g_auto(Run) run = { 0 };

  run_argv (&run, args);
  if (run.status != 0)
    g_error ("%s %s: exit %d: %s", args[0], args[1] ? args[1] : "", run.status, run.err);
  return g_steal_pointer (&run.out);
}

#define OK(...) run_ok ((const char *const[]) { __VA_ARGS__, NULL })

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("philatelia-cli-play-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
write_text (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

static gboolean
position_is_over (const char *position)
{
  return strstr (position, "\nOver=true\n") != NULL;
}

/* `new` writes a save with the seed asked for, the same for the same seed,
 * and nothing played yet. */
static void
test_new (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *a = OK ("new", games[g], "--seed", "42");
      g_autofree char *b = OK ("new", games[g], "--seed", "42");
      g_autofree char *c = OK ("new", games[g], "--seed", "43");
      g_autofree char *game = g_strdup_printf ("\nGame=%s\n", games[g]);

      g_assert_nonnull (strstr (a, game));
      g_assert_nonnull (strstr (a, "\nSeed=42\n"));
      g_assert_nonnull (strstr (a, "[Actions]\nCount=0\n"));
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (a, !=, c);
    }
}

static void
test_new_players (void)
{
  g_autofree char *three = OK ("new", "stamps", "--players", "3", "--seed", "1");
  g_auto(Run) run = { 0 };

  g_assert_nonnull (strstr (three, "\nPlayers=3\n"));
  g_assert_nonnull (strstr (three, "[Player3]"));

  RUN (&run, "new", "chess");
  g_assert_cmpint (run.status, ==, 2);
  RUN (&run, "new", "swop", "--players", "9");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "swop is for"));
  RUN (&run, "new", "swop", "--variant", "chess");
  g_assert_cmpint (run.status, ==, 2);
  RUN (&run, "new", "swop", "--seed", "-3");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
}

/* Plays @game with the normal computer through `play --level`, one save
 * per action (s0 … sN, at most @max actions); returns N. */
static guint
play_saves (const char *dir,
            const char *game,
            guint       max)
{
  g_autofree char *first = g_build_filename (dir, "s0.philatelia", NULL);
  guint n;

  g_free (OK ("new", game, "--seed", "21", "-o", first));
  for (n = 0; n < max; n++)
    {
      g_autofree char *from = g_strdup_printf ("%s/s%u.philatelia", dir, n);
      g_autofree char *to = g_strdup_printf ("%s/s%u.philatelia", dir, n + 1);
      g_autofree char *position = OK ("replay", from);

      if (position_is_over (position))
        break;
      g_free (OK ("play", from, "--level", "normal", "-o", to));
    }
  return n;
}

/* Replaying the last save to N gives the position the N-th save shows,
 * for every N: the actions are dealt and drawn again exactly. */
static void
test_replay_round_trip (gconstpointer data)
{
  const char *game = data;
  g_autofree char *dir = temp_dir ();
  g_autofree char *last = NULL;
  guint n = play_saves (dir, game, 40);

  g_assert_cmpuint (n, >, 5);
  last = g_strdup_printf ("%s/s%u.philatelia", dir, n);
  for (guint j = 0; j <= n; j++)
    {
      g_autofree char *save = g_strdup_printf ("%s/s%u.philatelia", dir, j);
      g_autofree char *to = g_strdup_printf ("%u", j);
      g_autofree char *cut = OK ("replay", last, "--to", to);
      g_autofree char *whole = OK ("replay", save);
      g_autofree char *count = g_strdup_printf ("\nActions=%u\n", j);

      g_assert_cmpstr (cut, ==, whole);
      g_assert_nonnull (strstr (cut, count));
    }
  /* A step changes the position (the test is not comparing nothing). */
  {
    g_autofree char *zero = OK ("replay", last, "--to", "0");
    g_autofree char *one = OK ("replay", last, "--to", "1");

    g_assert_cmpstr (zero, !=, one);
  }
  remove_dir (dir);
}

/* The action `hint` names, given to `play`, makes the save `play --level`
 * makes; an explicit action goes into the save's action list. */
static void
test_play_action (gconstpointer data)
{
  const char *game = data;
  g_autofree char *dir = temp_dir ();
  g_autofree char *start = g_build_filename (dir, "start.philatelia", NULL);
  g_autofree char *hint = NULL;
  g_autofree char *by_action = NULL;
  g_autofree char *by_level = NULL;
  g_autofree char *line = NULL;

  g_free (OK ("new", game, "--seed", "8", "-o", start));
  hint = OK ("hint", start, "--level", "normal");
  g_assert_true (g_str_has_suffix (hint, "\n"));
  hint[strlen (hint) - 1] = '\0';
  g_assert_null (strchr (hint, '\n'));

  by_action = OK ("play", start, hint);
  by_level = OK ("play", start, "--level", "normal");
  g_assert_cmpstr (by_action, ==, by_level);
  line = g_strdup_printf ("[Actions]\nCount=1\nAction1=%s\n", hint);
  g_assert_nonnull (strstr (by_action, line));
  remove_dir (dir);
}

/* An illegal action: exit 1, the engine's reason naming the file and the
 * action on stderr, nothing written. */
static void
test_illegal_action (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "swop.philatelia", NULL);
  g_autofree char *out = g_build_filename (dir, "out.philatelia", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *legal = NULL;
  g_auto(Run) run = { 0 };

  g_free (OK ("new", "swop", "--seed", "5", "-o", save));
  before = read_text (save);

  RUN (&run, "play", save, "a1 a1", "-o", out);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  expected = g_strdup_printf ("%s: action “a1 a1”: ", save);
  g_assert_true (g_str_has_prefix (run.err, expected));
  /* The engine's reason, not a generic refusal. */
  g_assert_cmpuint (strlen (run.err), >, strlen (expected) + 5);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  /* A legal action first, then an illegal one: nothing is written. */
  legal = OK ("hint", save);
  g_strchomp (legal);
  RUN (&run, "play", save, legal, "zz", "-o", save);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "“zz”"));
  after = read_text (save);
  g_assert_cmpstr (before, ==, after);

  /* Not a move at all. */
  RUN (&run, "play", save, "take 7");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "“take 7”"));
  remove_dir (dir);
}

static void
test_illegal_after_end (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  g_auto(Run) run = { 0 };

  g_free (OK ("new", "stamps", "--seed", "3", "-o", save));
  for (guint i = 0; i < 200; i++)
    {
      g_autofree char *position = OK ("replay", save);

      if (position_is_over (position))
        break;
      g_free (OK ("play", save, "--level", "easy", "-o", save));
    }
  {
    g_autofree char *position = OK ("replay", save);

    g_assert_true (position_is_over (position));
    g_assert_nonnull (strstr (position, "\nWinners="));
  }
  RUN (&run, "play", save, "--level", "easy");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "the game is over"));
  RUN (&run, "hint", save);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "the game is over"));
  remove_dir (dir);
}

static void
test_usage (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  const char *const *cases[] = {
    (const char *const[]) { "replay", NULL },
    (const char *const[]) { "replay", save, "--to", "3", NULL },
    (const char *const[]) { "replay", save, "--to", "x", NULL },
    (const char *const[]) { "hint", NULL },
    (const char *const[]) { "hint", save, "--level", "godlike", NULL },
    (const char *const[]) { "play", save, NULL },
    (const char *const[]) { "play", save, "a1 c3", "--level", "easy", NULL },
    (const char *const[]) { "new", NULL },
  };

  {
    g_autofree char *help = OK ("--help");

    for (const char *const *word = (const char *const[]) { "\n  new GAME", "\n  replay FILE [--to N]",
                                                            "\n  hint FILE", "\n  play FILE [ACTION…]", NULL };
         *word != NULL; word++)
      g_assert_nonnull (strstr (help, *word));
  }

  g_free (OK ("new", "swop", "--seed", "5", "-o", save));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_argv (&run, cases[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "philatelia-cli: "));
    }
  remove_dir (dir);
}

/* A broken save is refused with its file, line, group and key. */
static void
test_broken_save (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  g_autofree char *text = OK ("new", "swop", "--seed", "5");
  g_autofree char *broken = NULL;
  g_autofree char *expected = NULL;
  char *count = strstr (text, "[Actions]\nCount=0\n");
  const char *commands[] = { "replay", "hint", "play" };

  g_assert_nonnull (count);
  *count = '\0';
  broken = g_strconcat (text, "[Actions]\nCount=1\nAction1=a1 a1\n", NULL);
  write_text (save, broken);
  expected = g_strdup_printf ("%s:", save);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };

      if (g_str_equal (commands[i], "play"))
        RUN (&run, commands[i], save, "--level", "easy");
      else
        RUN (&run, commands[i], save);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_true (g_str_has_prefix (run.err, expected));
      g_assert_nonnull (strstr (run.err, "[Actions] Action1: "));
    }
  remove_dir (dir);
}

/* @position with seat @seat's Hand= replaced by @hand. */
static char *
with_hand (const char *position,
           guint       seat,
           const char *hand)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);

  g_assert_true (g_key_file_load_from_data (file, position, -1, G_KEY_FILE_KEEP_COMMENTS, NULL));
  g_key_file_set_value (file, group, "Hand", hand);
  return g_key_file_to_data (file, NULL, NULL);
}

static char *
hand_of (const char *position,
         guint       seat)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);

  g_assert_true (g_key_file_load_from_data (file, position, -1, G_KEY_FILE_NONE, NULL));
  return g_key_file_get_value (file, group, "Hand", NULL);
}

static int
current_of (const char *position)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  g_assert_true (g_key_file_load_from_data (file, position, -1, G_KEY_FILE_NONE, NULL));
  return g_key_file_get_integer (file, "Match", "Current", NULL) - 1;
}

/* --seats: the computer moves only for those seats; in Stamp Auction's
 * countdown only they ring. */
static void
test_seats (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *swop = g_build_filename (dir, "swop.philatelia", NULL);
  g_autofree char *auction = g_build_filename (dir, "auction.philatelia", NULL);
  g_autofree char *all = NULL;
  g_autofree char *own = NULL;
  g_auto(Run) run = { 0 };
  guint rings = 0;

  g_free (OK ("new", "swop", "--seed", "5", "-o", swop));
  all = OK ("hint", swop);
  own = OK ("hint", swop, "--seats", "1");
  g_assert_cmpstr (all, ==, own);
  RUN (&run, "play", swop, "--level", "easy", "--seats", "2");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, ": seat 1 is to act, not one of the computer’s seats"));
  RUN (&run, "hint", swop, "--seats", "0");
  g_assert_cmpint (run.status, ==, 2);
  RUN (&run, "play", swop, "a1 c3", "--seats", "2");
  g_assert_cmpint (run.status, ==, 2);

  /* Every countdown step of a few auctions: seats 2 and 3 alone never
   * ring for seat 1, and seat 1 alone rings only for itself. */
  g_free (OK ("new", "auction", "--seed", "31", "-o", auction));
  for (guint step = 0; step < 120; step++)
    {
      g_autofree char *theirs = NULL;
      g_autofree char *mine = NULL;
      g_autofree char *hint = OK ("hint", auction, "--level", "hard");

      g_strchomp (hint);
      if (g_str_equal (hint, "tick") || g_str_has_prefix (hint, "ring "))
        {
          theirs = OK ("hint", auction, "--level", "hard", "--seats", "2,3");
          mine = OK ("hint", auction, "--level", "hard", "--seats", "1");
          g_assert_true (g_str_equal (theirs, "tick\n") || g_str_equal (theirs, "ring 2\n")
                         || g_str_equal (theirs, "ring 3\n"));
          g_assert_true (g_str_equal (mine, "tick\n") || g_str_equal (mine, "ring 1\n"));
          rings += !g_str_equal (theirs, "tick\n") + !g_str_equal (mine, "tick\n");
        }
      g_free (OK ("play", auction, hint, "-o", auction));
    }
  g_assert_cmpuint (rings, >, 0);
  remove_dir (dir);
}

/* FILE "-" is standard input, for pipes: new | play - | replay -. */
static void
test_standard_input (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  g_autofree char *fresh = OK ("new", "swop", "--seed", "12");
  g_autofree char *from_file = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  write_text (save, fresh);
  from_file = OK ("play", save, "--level", "easy");
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                              | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              g_getenv ("PHILATELIA_CLI"), "play", "-", "--level", "easy", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, fresh, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_cmpstr (out, ==, from_file);

  /* An illegal action names standard input. */
  g_clear_object (&process);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                              | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              g_getenv ("PHILATELIA_CLI"), "play", "-", "a1 a1", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, fresh, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "standard input: action “a1 a1”: "));
  remove_dir (dir);
}

/* STAMPS: the hands of the other seats are hidden from the seat to act.
 * Positions along a game are written again with another seat's hand
 * exchanged with the draw pile (what the seat to act cannot tell apart);
 * `hint` at every level must not change.  Only positions the engine
 * accepts count (the pile must hold the colour swapped in). */
static void
test_hint_hidden_hand (void)
{
  static const char colours[] = "BRYGP";
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  g_autofree char *a = g_build_filename (dir, "a.philatelia", NULL);
  g_autofree char *b = g_build_filename (dir, "b.philatelia", NULL);
  const char *levels[] = { "easy", "normal", "hard" };
  guint compared = 0;

  g_free (OK ("new", "stamps", "--players", "3", "--seed", "77", "-o", save));
  for (guint step = 0; step < 24; step++)
    {
      g_autofree char *position = OK ("replay", save);
      int current = current_of (position);

      if (position_is_over (position))
        break;
      write_text (a, position);
      for (guint other = 0; other < 3; other++)
        {
          g_autofree char *hand = hand_of (position, other);
          gboolean done = FALSE;

          if ((int) other == current || hand == NULL || hand[0] == '\0')
            continue;
          for (const char *c = colours; *c != '\0' && !done; c++)
            {
              g_autofree char *changed = g_strdup (hand);
              g_autofree char *other_position = NULL;
              g_autofree char *echoed = NULL;
              g_auto(Run) run = { 0 };

              if (changed[0] == *c)
                continue;
              changed[0] = *c;
              other_position = with_hand (position, other, changed);
              write_text (b, other_position);
              RUN (&run, "replay", b);
              if (run.status != 0)
                continue;  /* no stamp of that colour left to swap */
              /* The engine did read the other hand. */
              echoed = hand_of (run.out, other);
              g_assert_cmpstr (echoed, ==, changed);
              for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
                {
                  g_autofree char *hint_a = OK ("hint", a, "--level", levels[l]);
                  g_autofree char *hint_b = OK ("hint", b, "--level", levels[l]);

                  g_assert_cmpstr (hint_a, ==, hint_b);
                  compared++;
                }
              done = TRUE;
            }
        }
      g_free (OK ("play", save, "--level", "normal", "-o", save));
    }
  g_assert_cmpuint (compared, >=, 30);
  remove_dir (dir);
}

/* --explain: the action alone on the first line, reasons as comments, the
 * chosen move marked in the move list. */
static void
test_hint_explain (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  g_autofree char *plain = NULL;
  g_autofree char *explained = NULL;
  g_autofree char *marked = NULL;

  g_free (OK ("new", "swop", "--seed", "5", "-o", save));
  plain = OK ("hint", save);
  explained = OK ("hint", save, "--explain");
  g_assert_true (g_str_has_prefix (explained, plain));
  plain[strlen (plain) - 1] = '\0';
  marked = g_strdup_printf ("\n# * %s points=", plain);
  g_assert_nonnull (strstr (explained, marked));
  remove_dir (dir);
}

/* --explain with the engines' own reasons: STAMPS describes the placement
 * (the steps it gains), Stamp Auction gives every seat's ring price. */
static void
test_hint_explain_reasons (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *stamps = g_build_filename (dir, "stamps.philatelia", NULL);
  g_autofree char *auction = g_build_filename (dir, "auction.philatelia", NULL);
  g_autofree char *stamps_hint = NULL;
  g_autofree char *auction_hint = NULL;
  g_auto(GStrv) lines = NULL;

  g_free (OK ("new", "stamps", "--seed", "7", "-o", stamps));
  stamps_hint = OK ("hint", stamps, "--explain");
  lines = g_strsplit (stamps_hint, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 3);
  /* "R@2,1", then "# Place red at 2, 1: …", then the marked move list. */
  g_assert_true (g_str_has_prefix (lines[1], "# Place "));
  g_assert_nonnull (strstr (stamps_hint, "\n# * "));

  g_free (OK ("new", "auction", "--seed", "7", "-o", auction));
  g_free (OK ("play", auction, "take 1", "-o", auction));
  auction_hint = OK ("hint", auction, "--explain", "--level", "easy");
  g_assert_nonnull (strstr (auction_hint, "\n# price showing 12; "));
  g_assert_nonnull (strstr (auction_hint, " seat 3 "));
  remove_dir (dir);
}

/* Stamp Auction, sealed bids: a bid already made is hidden from the seats
 * still to bid.  Saves that differ only in the first bidder's bid give the
 * next bidders the same hint at every level. */
static void
test_hint_hidden_bid (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "s.philatelia", NULL);
  const char *levels[] = { "easy", "normal", "hard" };
  const char *bids[] = { "none", "0", "1", "6", "11" };
  g_autofree char *first = NULL;
  g_auto(GStrv) words = NULL;
  guint compared = 0;

  g_free (OK ("new", "auction", "--variant", "sealed", "--players", "4", "--seed", "4", "-o", save));
  /* Up to the first sealed bid. */
  for (guint i = 0; i < 10; i++)
    {
      first = OK ("hint", save, "--level", "normal");
      if (g_str_has_prefix (first, "bid "))
        break;
      g_strchomp (first);
      g_free (OK ("play", save, first, "-o", save));
      g_clear_pointer (&first, g_free);
    }
  g_assert_nonnull (first);
  words = g_strsplit (g_strchomp (first), " ", -1);
  g_assert_cmpuint (g_strv_length (words), ==, 3);

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autofree char *reference = NULL;
      g_autofree char *reference_save = NULL;

      for (guint b = 0; b < G_N_ELEMENTS (bids); b++)
        {
          g_autofree char *bid = g_strdup_printf ("bid %s %s", words[1], bids[b]);
          g_autofree char *after = g_build_filename (dir, "after.philatelia", NULL);
          g_autofree char *next_save = NULL;
          g_autofree char *hint = NULL;
          g_autofree char *third = NULL;

          next_save = OK ("play", save, bid);
          write_text (after, next_save);
          hint = OK ("hint", after, "--level", levels[l]);
          g_assert_true (g_str_has_prefix (hint, "bid "));
          g_assert_false (g_str_has_prefix (hint, first));  /* the next bidder */
          /* And the bidder after that, once the next one has bid. */
          g_strchomp (hint);
          g_free (next_save);
          next_save = OK ("play", after, hint);
          write_text (after, next_save);
          third = OK ("hint", after, "--level", levels[l]);
          if (reference == NULL)
            {
              reference = g_strconcat (hint, "\n", third, NULL);
              reference_save = g_strdup (next_save);
            }
          else
            {
              g_autofree char *both = g_strconcat (hint, "\n", third, NULL);

              g_assert_cmpstr (both, ==, reference);
              /* The saves do differ: in the hidden bid. */
              g_assert_cmpstr (next_save, !=, reference_save);
              compared++;
            }
        }
    }
  g_assert_cmpuint (compared, ==, 3 * (G_N_ELEMENTS (bids) - 1));
  remove_dir (dir);
}

/* A game begun at a position (a save with [Start]): replay --to N deals
 * nothing from the seed but starts from that position. */
static void
test_replay_from_position (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game = g_build_filename (dir, "game.philatelia", NULL);
  g_autofree char *position = NULL;
  g_autofree char *last = NULL;
  guint n;

  g_free (OK ("new", "stamps", "--seed", "9", "-o", game));
  for (guint i = 0; i < 5; i++)
    g_free (OK ("play", game, "--level", "normal", "-o", game));
  position = OK ("replay", game);
  g_assert_nonnull (strstr (position, "\nActions=5\n"));
  {
    g_autofree char *s0 = g_build_filename (dir, "s0.philatelia", NULL);

    write_text (s0, position);
  }
  for (n = 0; n < 8; n++)
    {
      g_autofree char *from = g_strdup_printf ("%s/s%u.philatelia", dir, n);
      g_autofree char *to = g_strdup_printf ("%s/s%u.philatelia", dir, n + 1);

      g_free (OK ("play", from, "--level", "normal", "-o", to));
    }
  last = g_strdup_printf ("%s/s%u.philatelia", dir, n);
  {
    g_autofree char *text = read_text (last);

    g_assert_nonnull (strstr (text, "\n[Start]\n"));
  }
  for (guint j = 0; j <= n; j++)
    {
      g_autofree char *save = g_strdup_printf ("%s/s%u.philatelia", dir, j);
      g_autofree char *to = g_strdup_printf ("%u", j);
      g_autofree char *cut = OK ("replay", last, "--to", to);
      g_autofree char *whole = OK ("replay", save);

      g_assert_cmpstr (cut, ==, whole);
    }
  remove_dir (dir);
}

/* The expert through `hint` and `play`, with a short budget: its action
 * is one the game takes, and `play --level expert` moves once. */
static void
test_expert (gconstpointer data)
{
  const char *game = data;
  g_autofree char *dir = temp_dir ();
  g_autofree char *start = g_build_filename (dir, "start.philatelia", NULL);
  g_autofree char *hint = NULL;
  g_autofree char *played = NULL;
  g_autofree char *moved = NULL;
  g_auto(Run) run = { 0 };

  g_free (OK ("new", game, "--seed", "8", "-o", start));
  hint = OK ("hint", start, "--level", "expert", "--think-ms", "20");
  g_strchomp (hint);
  g_assert_cmpstr (hint, !=, "");
  played = OK ("play", start, hint);
  g_assert_nonnull (strstr (played, "[Actions]\nCount=1\n"));
  moved = OK ("play", start, "--level", "expert", "--think-ms", "20");
  g_assert_nonnull (strstr (moved, "[Actions]\nCount=1\n"));

  RUN (&run, "hint", start, "--level", "expert", "--think-ms", "-5");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--think-ms"));
  remove_dir (dir);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The first word of each line of `moves`, sorted: the actions listed. */
static char *
move_actions (const char *file)
{
  g_autofree char *out = OK ("moves", file);
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && lines[i][0] != '#')
      g_ptr_array_add (actions, g_strndup (lines[i], strcspn (lines[i], " ")));
  g_ptr_array_sort (actions, compare_strings);
  g_ptr_array_add (actions, NULL);
  return g_strjoinv (" ", (char **) actions->pdata);
}

static GKeyFile *
parse_position (const char *text)
{
  GKeyFile *file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_key_file_load_from_data (file, text, -1, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  return file;
}

/* The grid of a STAMPS position as `replay` prints it: the letter at the
 * game's cell (x, y) (Origin is Row1's first cell), '.' or ' ' outside. */
static char
grid_at (GKeyFile *position,
         int       x,
         int       y)
{
  g_autofree char *origin = g_key_file_get_string (position, "Grid", "Origin", NULL);
  g_autofree char *key = NULL;
  g_autofree char *row = NULL;
  int ox, oy, col;

  g_assert_nonnull (origin);
  g_assert_cmpint (sscanf (origin, "%d,%d", &ox, &oy), ==, 2);
  key = g_strdup_printf ("Row%d", y - oy + 1);
  row = g_key_file_get_string (position, "Grid", key, NULL);
  col = x - ox;
  if (row == NULL || col < 0 || (gsize) col * 2 >= strlen (row))
    return ' ';
  return row[col * 2];
}

/* A bot that reads nothing but `replay` (issue: it named cells from the
 * grid's top-left corner while actions use the game's coordinates): it
 * places a stamp of its hand next to one on the grid, at the cell the
 * position's Origin names, and the next `replay` shows it there.  And
 * `moves` lists the same actions for a save and for its position. */
static void
test_stamps_bot_from_replay (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "game.philatelia", NULL);
  g_autofree char *pos = g_build_filename (dir, "position.philatelia", NULL);
  guint placed = 0;

  g_free (OK ("new", "stamps", "--players", "2", "--seed", "7000", "-o", save));
  for (guint turn = 0; turn < 200; turn++)
    {
      g_autofree char *text = OK ("replay", save);
      g_autoptr(GKeyFile) position = parse_position (text);
      g_autofree char *hand = NULL;
      g_autofree char *group = NULL;
      g_autofree char *on_save = NULL;
      g_autofree char *on_position = NULL;
      gboolean played = FALSE;
      int current, ox, oy, n_rows = 0;
      g_autofree char *origin = NULL;

      if (position_is_over (text))
        break;
      write_text (pos, text);
      on_save = move_actions (save);
      on_position = move_actions (pos);
      g_assert_cmpstr (on_save, ==, on_position);

      current = g_key_file_get_integer (position, "Match", "Current", NULL);
      group = g_strdup_printf ("Player%d", current);
      hand = g_key_file_get_string (position, group, "Hand", NULL);
      origin = g_key_file_get_string (position, "Grid", "Origin", NULL);
      g_assert_nonnull (origin);
      g_assert_cmpint (sscanf (origin, "%d,%d", &ox, &oy), ==, 2);
      for (;; n_rows++)
        {
          g_autofree char *key = g_strdup_printf ("Row%d", n_rows + 1);

          if (!g_key_file_has_key (position, "Grid", key, NULL))
            break;
        }
      /* Every empty cell next to a stamp, in reading order, each colour. */
      for (int y = oy - 1; y <= oy + n_rows && !played; y++)
        for (int x = ox - 1; x <= ox + 200 && !played; x++)
          {
            static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };
            gboolean next_to = FALSE;

            if (grid_at (position, x, y) != '.' && grid_at (position, x, y) != ' ')
              continue;
            for (guint d = 0; d < 4; d++)
              {
                char c = grid_at (position, x + dx[d], y + dy[d]);

                next_to |= c != '.' && c != ' ';
              }
            if (!next_to)
              continue;
            for (const char *c = hand; *c != '\0' && !played; c++)
              {
                g_autofree char *action = g_strdup_printf ("%c@%d,%d", *c, x, y);
                g_auto(Run) run = { 0 };

                RUN (&run, "play", save, action, "-o", save);
                if (run.status == 0)
                  {
                    g_autofree char *after = OK ("replay", save);
                    g_autoptr(GKeyFile) now = parse_position (after);

                    g_assert_cmpint (grid_at (now, x, y), ==, *c);
                    played = TRUE;
                    placed++;
                  }
              }
          }
      g_assert_true (played);
    }
  g_assert_cmpuint (placed, >, 10);
  {
    g_autofree char *end = OK ("replay", save);

    g_assert_true (position_is_over (end));
  }
  remove_dir (dir);
}

/* Every position `replay` writes loads in `score`, `moves` and `hint`:
 * at the deal, in mid-game and once over (issue: a finished Stamp Swap
 * game's Current=0 was refused). */
static void
test_replay_positions_load (gconstpointer data)
{
  const char *game = data;
  g_autofree char *dir = temp_dir ();
  g_autofree char *save = g_build_filename (dir, "game.philatelia", NULL);
  g_autofree char *pos = g_build_filename (dir, "position.philatelia", NULL);
  guint n = 0;
  gboolean over = FALSE;

  g_free (OK ("new", game, "--seed", "31", "-o", save));
  while (!over)
    {
      g_autofree char *text = OK ("replay", save);
      g_auto(Run) run = { 0 };

      over = position_is_over (text);
      /* Every few actions and the end: each load replays the game. */
      if (n % 7 == 0 || over)
        {
          write_text (pos, text);
          g_free (OK ("score", pos));
          RUN (&run, "moves", pos);
          if (run.status != 0)
            g_error ("%s after %u actions: moves: %s", game, n, run.err);
          /* A Stamp Swap position is the albums alone, for `score`: no
           * computer continues from it (docs/cli.md), but it loads. */
          RUN (&run, "hint", pos, "--level", "easy");
          if (run.status != 0
              && !((over || g_str_equal (game, "stampswap")) && strstr (run.err, "the game is over") != NULL))
            g_error ("%s after %u actions: hint: %s", game, n, run.err);
        }
      if (!over)
        {
          g_free (OK ("play", save, "--level", "easy", "-o", save));
          n++;
          g_assert_cmpuint (n, <, 2000);
        }
    }
  remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-play/new", test_new);
  g_test_add_func ("/cli-play/new-players", test_new_players);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *round_trip = g_strdup_printf ("/cli-play/replay-round-trip/%s", games[g]);
      g_autofree char *action = g_strdup_printf ("/cli-play/play-action/%s", games[g]);

      g_test_add_data_func (round_trip, games[g], test_replay_round_trip);
      g_test_add_data_func (action, games[g], test_play_action);
    }
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *path = g_strdup_printf ("/cli-play/expert/%s", games[g]);

      g_test_add_data_func (path, games[g], test_expert);
    }
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *path = g_strdup_printf ("/cli-play/replay-positions-load/%s", games[g]);

      g_test_add_data_func (path, games[g], test_replay_positions_load);
    }
  g_test_add_func ("/cli-play/stamps-bot-from-replay", test_stamps_bot_from_replay);
  g_test_add_func ("/cli-play/illegal-action", test_illegal_action);
  g_test_add_func ("/cli-play/illegal-after-end", test_illegal_after_end);
  g_test_add_func ("/cli-play/usage", test_usage);
  g_test_add_func ("/cli-play/broken-save", test_broken_save);
  g_test_add_func ("/cli-play/standard-input", test_standard_input);
  g_test_add_func ("/cli-play/seats", test_seats);
  g_test_add_func ("/cli-play/hint-hidden-hand", test_hint_hidden_hand);
  g_test_add_func ("/cli-play/hint-explain", test_hint_explain);
  g_test_add_func ("/cli-play/hint-explain-reasons", test_hint_explain_reasons);
  g_test_add_func ("/cli-play/hint-hidden-bid", test_hint_hidden_bid);
  g_test_add_func ("/cli-play/replay-from-position", test_replay_from_position);
  return g_test_run ();
}
