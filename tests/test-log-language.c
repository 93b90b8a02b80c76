/* test-log-language.c — the log and the seat names in Polish and German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads the built catalogues and switches the language of the messages as
 * the app's language setting does.  A name that is the object of a verb
 * takes the object's case ("zamienia Białą 1 …", "tauscht die weiße 1 …"),
 * and a seat's default name follows the language a game is opened in
 * while its save stays byte for byte as written.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "phl-change.h"
#include "phl-key-file.h"
#include "phl-match.h"

static void
speak (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* Setting the domain again makes gettext look the language up afresh. */
  textdomain (GETTEXT_PACKAGE);
}

/* The log line of the first swap of a two-seat SWOP game. */
static char *
first_swap_line (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  PhlSeat seats[2] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Ben", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
  };
  PhlSetup setup = { .n_players = 2 };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  PhlAiLevel levels[2] = { PHL_AI_EASY, PHL_AI_EASY };
  g_autofree char *action = NULL;

  g_assert_nonnull (rules);
  match = phl_match_new (rules, &setup, seats, 11, &error);
  g_assert_no_error (error);
  action = rules->choose_action (phl_match_get_state (match), levels, rng);
  g_assert_true (phl_match_submit (match, action, &error));
  g_assert_no_error (error);
  return g_strdup (phl_change_describe (phl_match_get_change (match, 0), -1));
}

static void
test_swop_object_case (void)
{
  static const struct { const char *language; const char *pattern; } cases[] = {
    { "en", "^Anna swapped [A-Z][a-z]+ [1-6] on [a-k][1-6] and [A-Z][a-z]+ [1-6] on [a-k][1-6]: " },
    /* Feminine accusative: "Białą", "Różową", "Czarną" (kość, kostka). */
    { "pl", "^Anna zamienia \\w+ą [1-6] na polu [a-k][1-6] i \\w+ą [1-6] na polu [a-k][1-6]: " },
    /* With the article of the object: "die weiße 1". */
    { "de", "^Anna tauscht die \\w+e [1-6] auf [a-k][1-6] und die (\\w+e|rosa) [1-6] auf [a-k][1-6]: " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = NULL;

      speak (cases[i].language);
      line = first_swap_line ();
      g_test_message ("%s: %s", cases[i].language, line);
      if (!g_regex_match_simple (cases[i].pattern, line, G_REGEX_OPTIMIZE, 0))
        g_error ("%s: “%s” does not match %s", cases[i].language, line, cases[i].pattern);
    }
  speak ("en");
}

static char *
first_legal (PhlMatch *match)
{
  g_autoptr(GPtrArray) legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));

  g_ptr_array_set_free_func (legal, g_free);
  g_assert_cmpuint (legal->len, >, 0);
  return g_strdup (legal->pdata[0]);
}

/* A save written in English, with the default names the new-game dialog
 * and Learn to Play give and one a person typed. */
static char *
english_save (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  PhlSeat seats[3] = {
    { (char *) "Player 1", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Computer 3", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlSetup setup = { .n_players = 3 };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;

  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(PhlMatch) loaded = NULL;
  g_autofree char *first = NULL;

  speak ("en");
  match = phl_match_new (rules, &setup, seats, 21, &error);
  g_assert_no_error (error);
  g_free (first);
  first = first_legal (match);
  g_assert_true (phl_match_submit (match, first, &error));
  g_assert_no_error (error);
  /* As the app writes a save it read (its keys in the file's order). */
  g_free (first);
  first = phl_match_to_data (match, NULL);
  file = phl_key_file_new_from_data (first, -1, "game.philatelia", &error);
  g_assert_no_error (error);
  loaded = phl_match_new_from_key_file (file, &error);
  g_assert_no_error (error);
  return phl_match_to_data (loaded, NULL);
}

static void
test_default_names (void)
{
  static const struct { const char *language; const char *names[3]; } cases[] = {
    { "pl", { "Gracz 1", "Anna", "Komputer 3" } },
    { "de", { "Spieler 1", "Anna", "Computer 3" } },
    { "en", { "Player 1", "Anna", "Computer 3" } },
  };
  g_autofree char *saved = english_save ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = NULL;
      g_autoptr(PhlMatch) match = NULL;
      g_autofree char *resaved = NULL;

      speak (cases[i].language);
      file = phl_key_file_new_from_data (saved, -1, "game.philatelia", &error);
      g_assert_no_error (error);
      match = phl_match_new_from_key_file (file, &error);
      g_assert_no_error (error);
      for (guint s = 0; s < 3; s++)
        g_assert_cmpstr (phl_match_get_seat (match, s)->name, ==, cases[i].names[s]);
      /* Opened and not played: written back as it was. */
      resaved = phl_match_to_data (match, NULL);
      g_assert_cmpstr (resaved, ==, saved);
    }
  speak ("en");
}

/* Saves written in Polish or German by earlier versions: their default
 * names are the app's, shown in English here; a name of one's own stays. */
static void
test_old_default_names (void)
{
  static const char *const saved[][2] = {
    { "Gracz 2", "Player 2" }, { "Komputer 1", "Computer 1" }, { "Spieler 3", "Player 3" },
    { "Komputer", "Computer" }, { "Anna", "Anna" }, { "Gracz 2b", "Gracz 2b" },
    { "Graczka 2", "Graczka 2" },
  };

  speak ("en");
  for (guint i = 0; i < G_N_ELEMENTS (saved); i++)
    {
      g_autofree char *shown = phl_seat_name_dup_localized (saved[i][0]);

      g_assert_cmpstr (shown != NULL ? shown : saved[i][0], ==, saved[i][1]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* GLib decides once, at its first lookup, whether to translate at all
   * (not in an English locale): that lookup is made in Polish. */
  speak ("pl");
  (void) g_dgettext (GETTEXT_PACKAGE, "Player %u");

  g_test_add_func ("/log-language/swop-object-case", test_swop_object_case);
  g_test_add_func ("/log-language/default-names", test_default_names);
  g_test_add_func ("/log-language/old-default-names", test_old_default_names);
  return g_test_run ();
}
