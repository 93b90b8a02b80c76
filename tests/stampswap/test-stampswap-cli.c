/* test-stampswap-cli.c — philatelia-cli on Stamp Swap files, exactly as docs/cli.md says
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built philatelia-cli (PHL_CLI in the environment) on the files
 * in tests/stampswap/data (G_TEST_SRCDIR is tests/).
 */
#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <unistd.h>

static const char *
cli (void)
{
  const char *path = g_getenv ("PHL_CLI");

  if (path == NULL || !g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    return NULL;
  return path;
}

static int
run (const char * const *args,
     char              **out,
     char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) cli ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_score (void)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "stampswap", "data", "forever.philatelia", NULL);
  const char *args[] = { "score", file, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  g_assert_cmpint (run (args, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==,
                   "[Player1]\n"
                   "Contest:rectangle-row=3\n"
                   "Forever=10\n"
                   "Values=3\n"
                   "Specialists=2\n"
                   "\n"
                   "[Player2]\n"
                   "Contest:rectangle-row=0\n"
                   "Forever=3\n"
                   "Values=0\n"
                   "Specialists=0\n");
}

static void
test_validate (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "..", "data", "decks",
                                                 "standard.deck.desktop.in", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "stampswap", "data", "broken.deck", NULL);
  const char *good_args[] = { "validate-deck", good, NULL };
  const char *bad_args[] = { "validate-deck", bad, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected_effect = NULL;
  g_autofree char *expected_points = NULL;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  g_assert_cmpint (run (good_args, &out, &err), ==, 0);
  /* The standard deck's texts agree with their cards. */
  g_assert_null (strstr (err, "warning"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (bad_args, &out, &err), ==, 1);
  expected_effect = g_strdup_printf ("%s:9: [Specialist:a] Effect: unknown effect “teleport”", bad);
  expected_points = g_strdup_printf ("%s:15: [Specialist:a2] Points: 99 is out of range (1 to 10)", bad);
  g_assert_nonnull (strstr (err, expected_effect));
  g_assert_nonnull (strstr (err, expected_points));
}

/* A text that disagrees with its card warns on stderr, with its line,
 * and the deck stays valid (exit 0). */
static void
test_validate_warning (void)
{
  g_autofree char *standard = g_test_build_filename (G_TEST_DIST, "..", "data", "decks",
                                                     "standard.deck.desktop.in", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GString) edited = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  const char *args[] = { "validate-deck", NULL, NULL };
  gboolean in_club = FALSE;
  guint text_line = 0;
  int fd;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  g_assert_true (g_file_get_contents (standard, &contents, NULL, &error));
  g_assert_no_error (error);
  /* Colour Club raised to 5 points, its text still written for 2. */
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '[')
        in_club = g_str_equal (lines[i], "[Contest:colour-club]");
      if (in_club && g_str_has_prefix (lines[i], "Text="))
        {
          g_string_append (edited, "Text=2 points for each stamp in your largest connected group of one colour.");
          text_line = i + 1;
        }
      else if (in_club && g_str_has_prefix (lines[i], "Points="))
        g_string_append (edited, "Points=5");
      else
        g_string_append (edited, lines[i]);
      if (lines[i + 1] != NULL)
        g_string_append_c (edited, '\n');
    }
  g_assert_cmpuint (text_line, >, 0);
  fd = g_file_open_tmp ("philatelia-XXXXXX.deck", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, edited->str, edited->len, &error));
  g_assert_no_error (error);

  args[1] = path;
  g_assert_cmpint (run (args, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "the deck is valid"));
  expected = g_strdup_printf ("warning: %s:%u: [Contest:colour-club] Text: the text says “2”, but the card has Points=5",
                              path, text_line);
  g_assert_nonnull (strstr (err, expected));
  /* One warning: the card's other texts are filled, not written. */
  g_assert_null (strstr (strstr (err, expected) + 1, "warning:"));
  g_unlink (path);
}

/* validate-deck lists every problem of every card, each at its line; a
 * missing key at its group's line; whole-deck problems at [Deck]. */
static void
test_validate_every_problem (void)
{
  g_autofree char *deck = g_test_build_filename (G_TEST_DIST, "stampswap", "data", "many-problems.deck", NULL);
  const char *args[] = { "validate-deck", deck, NULL };
  const char * const expected[] = {
    ":6: [Event:fair] Name: the name is empty: every card needs a name",
    ":8: [Event:fair] Items: “circle:up” is not an item (<kind>:up, <kind>:down, forever or attendee)",
    ":10: [Event:fair] Points: 11 is out of range (1 to 10)",
    ":11: [Event:fair] Filter: “sparkly” is not a filter (color:…, theme:…, shape:…, kind:…, canceled, faded or rare)",
    ":15: [Contest:odd] Type: “colour” is not a contest type (color, theme, size, canceled, finale)",
    ":17: [Contest:odd] Points: 0 is out of range (1 to 20)",
    ":1: [Deck]: a five-player game needs at least 7 event cards, the deck has 1",
  };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  guint card_lines = 0;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  g_assert_cmpint (run (args, &out, &err), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *line = g_strconcat (deck, expected[i], "\n", NULL);

      if (strstr (err, line) == NULL)
        g_test_message ("missing: %s\nin: %s", line, err);
      g_assert_nonnull (strstr (err, line));
    }
  /* Six problems of the two cards, and no other card line. */
  lines = g_strsplit (err, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    card_lines += strstr (lines[i], ": [Event:") != NULL || strstr (lines[i], ": [Contest:") != NULL;
  g_assert_cmpuint (card_lines, ==, 6);
}

/* Drops the lines that measure time. */
static char *
without_timing (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "Seconds=") && !g_str_has_prefix (lines[i], "GamesPerSecond="))
      g_string_append_printf (out, "%s\n", lines[i]);
  return g_string_free (out, FALSE);
}

static void
test_selfplay (void)
{
  const char *args[] = { "selfplay", "stampswap", "--players", "3", "--games", "3", "--seed", "5",
                         "--levels", "easy,normal,easy", NULL };
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *err = NULL;

  if (cli () == NULL)
    {
      g_test_skip ("PHL_CLI is not set");
      return;
    }
  g_assert_cmpint (run (args, &first, &err), ==, 0);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (args, &second, &err), ==, 0);
  a = without_timing (first);
  b = without_timing (second);
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "Games=3\n"));
  g_assert_nonnull (strstr (a, "[Seat3]\nLevel=easy\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/cli/score", test_score);
  g_test_add_func ("/stampswap/cli/validate-deck", test_validate);
  g_test_add_func ("/stampswap/cli/validate-deck-warning", test_validate_warning);
  g_test_add_func ("/stampswap/cli/validate-every-problem", test_validate_every_problem);
  g_test_add_func ("/stampswap/cli/selfplay", test_selfplay);
  return g_test_run ();
}
