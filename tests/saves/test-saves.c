/* test-saves.c — saves open in every language, carry their deck, and
 * hostile files are refused quickly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * release-0e75a00/ holds saves written by the release at commit 0e75a00
 * (see README.md there) in English, Polish and German, each with the
 * `philatelia-cli score` output that release printed in the language it
 * wrote the save in.  Every save must give that output in every language,
 * through the core and through philatelia-cli (PHILATELIA_CLI).
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "phl-file.h"
#include "phl-match-file.h"
#include "phl-match.h"

#define RELEASE_DIR "release-0e75a00"
/* The path the release saves with a user deck were written with. */
#define RELEASE_DECK_PATH "/tmp/philatelia-saves/club.deck"

static const char * const languages[] = { "en", "pl", "de" };

static void
set_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext re-reads LANGUAGE after setlocale(); GLib on its own. */
  setlocale (LC_ALL, "");
}

static char *
release_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "saves", RELEASE_DIR, name, NULL);
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

/* The release save @name as a player has it: a save with a user deck
 * names the deck where it is on this machine. */
static char *
release_save_text (const char *name)
{
  g_autofree char *path = release_file (name);
  g_autofree char *deck = release_file ("club.deck");
  g_autofree char *text = read_text (path);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *old_deck = NULL;

  g_key_file_load_from_data (file, text, -1, G_KEY_FILE_KEEP_COMMENTS | G_KEY_FILE_KEEP_TRANSLATIONS,
                             &error);
  g_assert_no_error (error);
  old_deck = g_key_file_get_string (file, "Match", "Deck", NULL);
  if (old_deck == NULL)
    return g_steal_pointer (&text);
  g_assert_cmpstr (old_deck, ==, RELEASE_DECK_PATH);
  g_key_file_set_string (file, "Match", "Deck", deck);
  return g_key_file_to_data (file, NULL, NULL);
}

static char *
score_text (PhlMatch *match)
{
  g_autoptr(GKeyFile) out = g_key_file_new ();

  phl_match_get_rules (match)->write_score (phl_match_get_state (match), out);
  return g_key_file_to_data (out, NULL, NULL);
}

static char *
expected_score (const char *save_name)
{
  g_autofree char *base = g_strndup (save_name, strlen (save_name) - strlen (".philatelia"));
  g_autofree char *score_name = g_strconcat (base, ".score", NULL);
  g_autofree char *path = release_file (score_name);

  return read_text (path);
}

static GPtrArray *
release_saves (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "saves", RELEASE_DIR, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".philatelia"))
      g_ptr_array_add (names, g_strdup (name));
  return names;
}

static void
test_release_core (gconstpointer data)
{
  const char *name = data;
  g_autofree char *text = release_save_text (name);
  g_autofree char *expected = expected_score (name);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = NULL;
      g_autoptr(PhlMatch) match = NULL;
      g_autoptr(PhlMatch) again = NULL;
      g_autofree char *score = NULL;
      g_autofree char *saved = NULL;
      g_autofree char *saved_again = NULL;

      set_language (languages[l]);
      file = phl_key_file_new_from_data (text, -1, name, &error);
      g_assert_no_error (error);
      match = phl_match_new_from_key_file (file, &error);
      g_assert_no_error (error);
      score = score_text (match);
      g_assert_cmpstr (score, ==, expected);

      /* Saved again now, it opens in the other languages to the same text. */
      saved = phl_match_to_data (match, NULL);
      for (guint m = 0; m < G_N_ELEMENTS (languages); m++)
        {
          g_autoptr(PhlKeyFile) resaved = NULL;

          set_language (languages[m]);
          resaved = phl_key_file_new_from_data (saved, -1, "resaved.philatelia", &error);
          g_assert_no_error (error);
          g_clear_object (&again);
          again = phl_match_new_from_key_file (resaved, &error);
          g_assert_no_error (error);
          g_free (saved_again);
          saved_again = phl_match_to_data (again, NULL);
          g_assert_cmpstr (saved_again, ==, saved);
        }
    }
  set_language ("en");
}

static int
run_cli (const char  *language,
         const char  *command,
         const char  *path,
         char       **out,
         char       **err)
{
  const char *cli = g_getenv ("PHILATELIA_CLI");
  const char *argv[] = { cli, command, path, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (cli);
  envp = g_environ_setenv (envp, "LANGUAGE", language, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_release_cli (gconstpointer data)
{
  const char *name = data;
  g_autofree char *text = release_save_text (name);
  g_autofree char *expected = expected_score (name);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("phl-saves-XXXXXX", &error);
  g_autofree char *path = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (languages[l], "score", path, &out, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      g_assert_cmpstr (out, ==, expected);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* ------------------------------------------------------------------ decks */

typedef struct
{
  char *dir;
  char *deck;        /* the user's deck, a copy of club.deck */
  char *save_text;   /* a save in round 2 started with it */
} DeckFixture;

static char *
play_with_deck (const char *deck,
                guint       n_actions)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stampswap");
  PhlSeat seats[3] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Bob", PHL_SEAT_COMPUTER, PHL_AI_NORMAL },
    { (char *) "Cleo", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlAiLevel levels[3] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_EASY };
  PhlSetup setup = { .n_players = 3, .deck = deck };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, 424242, &error);

  g_assert_no_error (error);
  while (phl_match_get_n_actions (match) < n_actions)
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);

      g_assert_true (phl_match_submit (match, action, &error));
      g_assert_no_error (error);
    }
  return phl_match_to_data (match, NULL);
}

static void
deck_fixture_set_up (DeckFixture   *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *club = release_file ("club.deck");
  g_autofree char *text = read_text (club);

  fixture->dir = g_dir_make_tmp ("phl-deck-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->deck = g_build_filename (fixture->dir, "club.deck", NULL);
  g_assert_true (g_file_set_contents (fixture->deck, text, -1, &error));
  /* 60 actions: round 2, contests entered, attendee cards in hand. */
  fixture->save_text = play_with_deck (fixture->deck, 60);
  g_assert_nonnull (strstr (fixture->save_text, "\n[Deck.Contest:rainbow-sets]\n"));
}

static void
deck_fixture_tear_down (DeckFixture   *fixture,
                        gconstpointer  data)
{
  g_unlink (fixture->deck);
  g_rmdir (fixture->dir);
  g_free (fixture->deck);
  g_free (fixture->dir);
  g_free (fixture->save_text);
}

/* Rewrites the deck file with @edit applied to its key file. */
static void
edit_deck (DeckFixture *fixture,
           void       (*edit) (GKeyFile *deck))
{
  g_autoptr(GKeyFile) deck = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_key_file_load_from_file (deck, fixture->deck, G_KEY_FILE_KEEP_TRANSLATIONS, &error);
  g_assert_no_error (error);
  edit (deck);
  text = g_key_file_to_data (deck, NULL, NULL);
  g_assert_true (g_file_set_contents (fixture->deck, text, -1, &error));
}

/* The save as the previous release wrote it: only the deck's path. */
static char *
without_embedded_deck (const char *save_text)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_auto(GStrv) groups = NULL;

  g_assert_true (g_key_file_load_from_data (file, save_text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    if (g_str_equal (groups[g], "Deck") || g_str_has_prefix (groups[g], "Deck."))
      g_key_file_remove_group (file, groups[g], NULL);
  return g_key_file_to_data (file, NULL, NULL);
}

static PhlMatch *
load_text (const char  *text,
           GError     **error)
{
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "game.philatelia", error);

  return file != NULL ? phl_match_new_from_key_file (file, error) : NULL;
}

/* Resumes exactly: the same save text, so the same deck, state, scores. */
static void
assert_resumes_exactly (DeckFixture *fixture)
{
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlMatch) match = NULL;
      g_autofree char *resaved = NULL;

      set_language (languages[l]);
      match = load_text (fixture->save_text, &error);
      g_assert_no_error (error);
      resaved = phl_match_to_data (match, NULL);
      g_assert_cmpstr (resaved, ==, fixture->save_text);
    }
  set_language ("en");
}

/* What the change would have done to a save that kept only the path. */
static void
assert_path_save_differs (DeckFixture *fixture)
{
  g_autofree char *old_style = without_embedded_deck (fixture->save_text);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = load_text (old_style, &error);

  if (match != NULL)
    {
      g_autofree char *resaved = phl_match_to_data (match, NULL);

      g_assert_cmpstr (resaved, !=, fixture->save_text);
    }
}

static void
swap_two_events (GKeyFile *deck)
{
  g_auto(GStrv) keys = g_key_file_get_keys (deck, "Event:opening-gala", NULL, NULL);
  g_auto(GStrv) other_keys = g_key_file_get_keys (deck, "Event:dealers-row", NULL, NULL);
  g_autoptr(GKeyFile) copy = g_key_file_new ();

  g_assert_nonnull (keys);
  g_assert_nonnull (other_keys);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (deck, "Event:opening-gala", keys[i], NULL);
      g_key_file_set_value (copy, "Event", keys[i], value);
    }
  g_key_file_remove_group (deck, "Event:opening-gala", NULL);
  for (guint i = 0; other_keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (deck, "Event:dealers-row", other_keys[i], NULL);
      g_key_file_set_value (deck, "Event:opening-gala", other_keys[i], value);
    }
  g_key_file_remove_group (deck, "Event:dealers-row", NULL);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (copy, "Event", keys[i], NULL);
      g_key_file_set_value (deck, "Event:dealers-row", keys[i], value);
    }
}

/* Every contest scores one point more per stamp: whichever are on the
 * board, the game would score differently. */
static void
raise_contest_points (GKeyFile *deck)
{
  g_auto(GStrv) groups = g_key_file_get_groups (deck, NULL);

  for (guint g = 0; groups[g] != NULL; g++)
    if (g_str_has_prefix (groups[g], "Contest:"))
      {
        int points = g_key_file_get_integer (deck, groups[g], "Points", NULL);

        g_assert_cmpint (points, >, 0);
        g_key_file_set_integer (deck, groups[g], "Points", points + 1);
      }
}

static void
test_deck_swap_events (DeckFixture   *fixture,
                       gconstpointer  data)
{
  edit_deck (fixture, swap_two_events);
  assert_path_save_differs (fixture);
  assert_resumes_exactly (fixture);
}

static void
test_deck_change_points (DeckFixture   *fixture,
                         gconstpointer  data)
{
  edit_deck (fixture, raise_contest_points);
  assert_path_save_differs (fixture);
  assert_resumes_exactly (fixture);
}

static void
test_deck_deleted (DeckFixture   *fixture,
                   gconstpointer  data)
{
  g_autofree char *old_style = without_embedded_deck (fixture->save_text);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autofree char *where = NULL;

  g_assert_cmpint (g_unlink (fixture->deck), ==, 0);
  assert_resumes_exactly (fixture);

  /* A save that names only the deck says which key names what is gone. */
  match = load_text (old_style, &error);
  g_assert_null (match);
  g_assert_error (error, PHL_ERROR, PHL_ERROR_MISSING);
  where = g_strdup_printf ("[Match] Deck: %s: ", fixture->deck);
  g_assert_nonnull (strstr (error->message, where));
  g_assert_true (g_str_has_prefix (error->message, "game.philatelia:"));
}

/* On another computer: the path names nothing there. */
static void
test_deck_other_machine (DeckFixture   *fixture,
                         gconstpointer  data)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autofree char *moved = NULL;
  g_autofree char *score_here = NULL;
  g_autofree char *score_there = NULL;
  g_autoptr(PhlMatch) here = load_text (fixture->save_text, &error);

  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_data (file, fixture->save_text, -1,
                                            G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  g_key_file_set_string (file, "Match", "Deck", "/home/someone-else/decks/club.deck");
  moved = g_key_file_to_data (file, NULL, NULL);
  match = load_text (moved, &error);
  g_assert_no_error (error);
  score_here = score_text (here);
  score_there = score_text (match);
  g_assert_cmpstr (score_there, ==, score_here);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 60);
}

/* The deck in the save is read as a deck: its errors name the save,
 * the line and the group as the save writes it. */
static void
test_deck_embedded_error (void)
{
  g_autofree char *club = release_file ("club.deck");
  g_autofree char *text = play_with_deck (club, 10);
  g_autoptr(GString) broken = g_string_new (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  const char *group = strstr (text, "\n[Deck.Contest:rainbow-sets]\n");
  const char *points;
  guint line = 1;

  g_assert_nonnull (group);
  points = strstr (group, "\nPoints=9\n");
  g_assert_nonnull (points);
  for (const char *p = text; p <= points; p++)
    line += *p == '\n';
  g_string_replace (broken, "\nPoints=9\n", "\nPoints=99\n", 1);
  match = load_text (broken->str, &error);
  g_assert_null (match);
  g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
  {
    g_autofree char *expected = g_strdup_printf ("game.philatelia:%u: [Deck.Contest:rainbow-sets] Points: ",
                                                 line);
    g_assert_true (g_str_has_prefix (error->message, expected));
  }
}

/* ---------------------------------------------------------- hostile files */

typedef struct
{
  char *dir;
  char *fifo;
  char *big;
} HostileFixture;

static void
hostile_set_up (HostileFixture *fixture,
                gconstpointer   data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *big = g_malloc (PHL_MAX_SAVE_SIZE + 2);

  fixture->dir = g_dir_make_tmp ("phl-hostile-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->fifo = g_build_filename (fixture->dir, "fifo.philatelia", NULL);
  g_assert_cmpint (mkfifo (fixture->fifo, 0600), ==, 0);
  fixture->big = g_build_filename (fixture->dir, "big.philatelia", NULL);
  /* Too large for a save, so too large for a deck too. */
  memset (big, '#', PHL_MAX_SAVE_SIZE + 1);
  big[PHL_MAX_SAVE_SIZE + 1] = '\0';
  g_assert_true (g_file_set_contents (fixture->big, big, PHL_MAX_SAVE_SIZE + 1, &error));
}

static void
hostile_tear_down (HostileFixture *fixture,
                   gconstpointer   data)
{
  g_unlink (fixture->fifo);
  g_unlink (fixture->big);
  g_rmdir (fixture->dir);
  g_free (fixture->fifo);
  g_free (fixture->big);
  g_free (fixture->dir);
}

static const char *
hostile_path (HostileFixture *fixture,
              guint           i)
{
  switch (i)
    {
    case 0: return "/dev/zero";
    case 1: return "/dev/urandom";
    case 2: return fixture->fifo;
    case 3: return fixture->dir;
    default: return fixture->big;
    }
}
#define N_HOSTILE 5

static void
test_hostile_files (HostileFixture *fixture,
                    gconstpointer   data)
{
  for (guint i = 0; i < N_HOSTILE; i++)
    {
      const char *path = hostile_path (fixture, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlMatch) match = NULL;
      g_autofree char *prefix = g_strconcat (path, ": ", NULL);
      gint64 start = g_get_monotonic_time ();

      match = phl_match_new_from_file (path, &error);
      g_assert_null (match);
      g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, prefix));
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
    }
}

/* /proc files say they are empty: only the limit held while reading
 * stops them. */
static void
test_limit_while_reading (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  GStatBuf info;

  if (g_stat ("/proc/self/maps", &info) != 0 || info.st_size != 0)
    {
      g_test_skip ("no /proc/self/maps of size 0");
      return;
    }
  g_assert_true (phl_file_read_regular ("/proc/self/maps", 1024 * 1024, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 64);
  g_clear_pointer (&contents, g_free);
  g_assert_false (phl_file_read_regular ("/proc/self/maps", 64, &contents, &length, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "/proc/self/maps: "));
  g_assert_null (contents);
}

/* The same paths as a save's deck: the save's key is named, the deck too. */
static void
test_hostile_deck_paths (HostileFixture *fixture,
                         gconstpointer   data)
{
  g_autofree char *text = release_save_text ("stampswap-3p-round2-en.philatelia");

  for (guint i = 0; i < N_HOSTILE; i++)
    {
      const char *path = hostile_path (fixture, i);
      g_autoptr(GKeyFile) file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlMatch) match = NULL;
      g_autofree char *save = NULL;
      g_autofree char *where = g_strdup_printf ("[Match] Deck: %s: ", path);
      gint64 start = g_get_monotonic_time ();

      g_assert_true (g_key_file_load_from_data (file, text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
      g_key_file_set_string (file, "Match", "Deck", path);
      save = g_key_file_to_data (file, NULL, NULL);
      match = load_text (save, &error);
      g_assert_null (match);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "game.philatelia:"));
      g_assert_nonnull (strstr (error->message, where));
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
    }
}

/* What a Polish player reads from philatelia-cli, at once. */
static void
test_hostile_cli_polish (HostileFixture *fixture,
                         gconstpointer   data)
{
  static const char * const polish[N_HOSTILE] = {
    "to urządzenie, a nie plik",
    "to urządzenie, a nie plik",
    "to potok lub gniazdo, a nie plik",
    "to katalog, a nie plik",
    "plik jest za duży",
  };

  for (guint i = 0; i < N_HOSTILE; i++)
    {
      const char *path = hostile_path (fixture, i);
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      gint64 start = g_get_monotonic_time ();

      g_assert_cmpint (run_cli ("pl", "score", path, &out, &err), ==, 1);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, path));
      g_assert_nonnull (strstr (err, polish[i]));
      g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
    }
}

/* A game begun at a position (an auction at a sell step) saves that
 * position as [Start]: the save resumes as it was, through the core and
 * through philatelia-cli, where replaying from the seed would deal afresh. */
static void
test_start_position (void)
{
  g_autofree char *position = g_test_build_filename (G_TEST_DIST, "saves",
                                                     "auction-sell-step.philatelia", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new_from_file (position, &error);
  g_autoptr(PhlMatch) loaded = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autofree char *reloaded = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const PhlGameRules *rules;

  g_assert_no_error (error);
  rules = phl_match_get_rules (match);
  for (guint i = 0; i < 2 && !phl_match_is_over (match); i++)
    {
      g_autoptr(GPtrArray) actions = rules->legal_actions (phl_match_get_state (match));

      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (phl_match_submit (match, g_ptr_array_index (actions, 0), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 2);

  dir = g_dir_make_tmp ("phl-saves-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "autosave.philatelia", NULL);
  g_assert_true (phl_match_save (match, path, &error));
  g_assert_no_error (error);

  loaded = phl_match_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, 2);
  /* Saved again, the resumed game writes the very same file. */
  data = phl_match_to_data (match, NULL);
  reloaded = phl_match_to_data (loaded, NULL);
  g_assert_cmpstr (reloaded, ==, data);

  g_assert_cmpint (run_cli ("en", "score", path, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (strstr (out, "[Player1]") != NULL);

  g_unlink (path);
  g_rmdir (dir);
}

/* The release's save with a user deck, its Deck= set to @deck. */
static char *
save_naming_deck (const char *deck)
{
  g_autofree char *text = release_save_text ("stampswap-club-deck-en.philatelia");
  g_autoptr(GKeyFile) file = g_key_file_new ();

  g_assert_true (g_key_file_load_from_data (file, text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  g_assert_true (g_key_file_has_key (file, "Match", "Deck", NULL));
  g_key_file_set_string (file, "Match", "Deck", deck);
  return g_key_file_to_data (file, NULL, NULL);
}

/* A legacy save's Deck= may name any file: nothing of its text is quoted
 * back, whether it is no key file at all or one that is no deck. */
static void
test_legacy_deck_not_quoted (void)
{
  g_autofree char *dir = g_dir_make_tmp ("philatelia-legacy-XXXXXX", NULL);
  g_autofree char *passwd = g_build_filename (dir, "passwd", NULL);
  g_autofree char *ini = g_build_filename (dir, "settings.ini", NULL);
  const char *files[] = { passwd, ini };

  g_assert_true (g_file_set_contents (passwd, "root:x:0:0:secret-line:/root:/bin/bash\n", -1, NULL));
  g_assert_true (g_file_set_contents (ini, "[Deck]\nFormat=1\nId=secret-id\nName=secret-name\n"
                                           "[Contest:secret-group]\nName=secret-contest\nType=secret-type\n",
                                      -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *save = save_naming_deck (files[i]);
      g_autofree char *expected = g_strdup_printf ("[Match] Deck: %s: not a deck this game can use", files[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlMatch) match = load_text (save, &error);

      g_assert_null (match);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, expected));
      g_assert_null (strstr (error->message, "secret"));
      g_assert_null (strstr (error->message, "root:"));
      g_unlink (files[i]);
    }
  g_rmdir (dir);
}

/* A save opened from elsewhere names a deck in its own folder only. */
static void
test_legacy_deck_from_elsewhere (void)
{
  g_autofree char *dir = g_dir_make_tmp ("philatelia-legacy-XXXXXX", NULL);
  g_autofree char *decks = g_build_filename (dir, "decks", NULL);
  g_autofree char *deck = g_build_filename (decks, "club.deck", NULL);
  g_autofree char *save_path = g_build_filename (dir, "game.philatelia", NULL);
  g_autofree char *club = release_file ("club.deck");
  g_autofree char *club_text = read_text (club);
  const char *refused[] = { club, "../decks/club.deck", "decks/../../club.deck", "/etc/passwd", NULL };

  g_assert_cmpint (g_mkdir (decks, 0700), ==, 0);
  g_assert_true (g_file_set_contents (deck, club_text, -1, NULL));
  for (guint i = 0; refused[i] != NULL; i++)
    {
      g_autofree char *save = save_naming_deck (refused[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlMatch) match = NULL;

      g_assert_true (g_file_set_contents (save_path, save, -1, NULL));
      match = phl_match_new_from_other_file (save_path, &error);
      g_assert_null (match);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "a save from elsewhere may only name a deck file in its own folder"));
    }
  /* Beside it (or below), read from the save's folder, wherever we are. */
  {
    g_autofree char *save = save_naming_deck ("decks/club.deck");
    g_autoptr(GError) error = NULL;
    g_autoptr(PhlMatch) match = NULL;

    g_assert_true (g_file_set_contents (save_path, save, -1, NULL));
    match = phl_match_new_from_other_file (save_path, &error);
    g_assert_no_error (error);
    g_assert_nonnull (match);
  }
  /* The app's own files and the CLI's read the path as written. */
  {
    g_autofree char *save = save_naming_deck (club);
    g_autoptr(GError) error = NULL;
    g_autoptr(PhlMatch) match = NULL;

    g_assert_true (g_file_set_contents (save_path, save, -1, NULL));
    match = phl_match_new_from_file (save_path, &error);
    g_assert_no_error (error);
    g_assert_nonnull (match);
  }
  g_unlink (save_path);
  g_unlink (deck);
  g_rmdir (decks);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) saves = NULL;
  const char *localedir = g_getenv ("PHILATELIA_LOCALEDIR");

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);

  saves = release_saves ();
  g_assert_cmpuint (saves->len, >=, 24);
  for (guint i = 0; i < saves->len; i++)
    {
      const char *name = g_ptr_array_index (saves, i);
      g_autofree char *core = g_strconcat ("/saves/release/core/", name, NULL);
      g_autofree char *cli = g_strconcat ("/saves/release/cli/", name, NULL);

      g_test_add_data_func (core, name, test_release_core);
      g_test_add_data_func (cli, name, test_release_cli);
    }

  g_test_add ("/saves/deck/swap-two-events", DeckFixture, NULL,
              deck_fixture_set_up, test_deck_swap_events, deck_fixture_tear_down);
  g_test_add ("/saves/deck/change-points", DeckFixture, NULL,
              deck_fixture_set_up, test_deck_change_points, deck_fixture_tear_down);
  g_test_add ("/saves/deck/deleted", DeckFixture, NULL,
              deck_fixture_set_up, test_deck_deleted, deck_fixture_tear_down);
  g_test_add ("/saves/deck/other-machine", DeckFixture, NULL,
              deck_fixture_set_up, test_deck_other_machine, deck_fixture_tear_down);
  g_test_add_func ("/saves/deck/embedded-error", test_deck_embedded_error);
  g_test_add_func ("/saves/deck/legacy-not-quoted", test_legacy_deck_not_quoted);
  g_test_add_func ("/saves/deck/legacy-from-elsewhere", test_legacy_deck_from_elsewhere);
  g_test_add_func ("/saves/start-position", test_start_position);

  g_test_add ("/saves/hostile/core", HostileFixture, NULL,
              hostile_set_up, test_hostile_files, hostile_tear_down);
  g_test_add_func ("/saves/hostile/limit-while-reading", test_limit_while_reading);
  g_test_add ("/saves/hostile/deck-paths", HostileFixture, NULL,
              hostile_set_up, test_hostile_deck_paths, hostile_tear_down);
  g_test_add ("/saves/hostile/cli-polish", HostileFixture, NULL,
              hostile_set_up, test_hostile_cli_polish, hostile_tear_down);

  return g_test_run ();
}
