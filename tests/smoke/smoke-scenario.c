/* smoke-scenario.c — the app's first minutes, on the UI probe: the
 * library, a new game through the new-game dialog, back to the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A new player's path, in the language of the run (the "language"
 * setting, applied at start as for a user):
 *
 * - the library shows every game's card, named for a screen reader;
 * - a real click on Stamp Swap's card, found by its accessible name,
 *   opens the new-game dialog, whose window title is translated (the
 *   title is spelt out here for each language, so finding it proves the
 *   interface really switched language);
 * - Start, found by its translated name and clicked, closes the dialog
 *   and shows the game; the autosave is written at once and holds a Stamp
 *   Swap match;
 * - back to the library (win.show-library), the keyboard focus is on the
 *   game's card and Continue offers the game, read back from the autosave;
 * - a second new game (win.new-game) starts at once and keeps the first:
 *   the library lists both, each with its own autosave;
 * - the main menu's Deck Editor, clicked, opens the editor under its
 *   translated title, and Ctrl+W closes it;
 * - the app quits cleanly (the probe's end: app.quit, no warning).
 *
 * Screenshots at 1920×1080, 1024×700 and 800×600: library, new-game,
 * game, continue; two-games and deck-editor at 1920×1080.
 */
#include "config.h"

#include <string.h>

#include "phl-application.h"
#include "phl-game-info.h"
#include "phl-unfinished-games.h"
#include "probe.h"

/* The new-game dialog's title for Stamp Swap in each language. */
static const char *
expected_title (void)
{
  static const char * const titles[][2] = {
    { "en", "New Game — Stamp Swap" },
    { "pl", "Nowa gra — ZnaczkoMania" },
    { "de", "Neues Spiel — Stamp Swap" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i][0], probe_language ()))
      return titles[i][1];
  probe_bail ("no expected title for the language “%s”", probe_language ());
}

/* The autosave of the game in progress played last. */
static char *
read_autosave (void)
{
  g_autoptr(GPtrArray) paths = phl_unfinished_games_list ();
  char *text = NULL;

  if (paths->len == 0)
    return NULL;
  return g_file_get_contents (g_ptr_array_index (paths, 0), &text, NULL, NULL) ? text : NULL;
}

static gboolean
is_within (GtkWidget *widget,
           GtkWidget *ancestor)
{
  return widget != NULL && (widget == ancestor || gtk_widget_is_ancestor (widget, ancestor));
}

/* The button of a library card: the card's cell carries its name too
 * (a screen reader's one stop), its button opens the game. */
static GtkWidget *
card_button (GtkWidget *widget)
{
  if (widget == NULL || GTK_IS_ACTIONABLE (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = card_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The library: a card per game, each named, nothing unnamed. */
static void
library (void)
{
  const PhlGameInfo * const *games = phl_game_info_all ();
  g_auto(GStrv) unnamed = NULL;

  probe_ok (probe_match () == NULL && probe_find_action (NULL, "win.new-game") != NULL,
            "the app opens on the library");
  for (guint i = 0; games[i] != NULL; i++)
    {
      GtkWidget *card = card_button (probe_find (NULL, P_(games[i]->name)));

      probe_ok (card != NULL && GTK_IS_ACTIONABLE (card)
                && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (card)), "win.new-game") == 0,
                "the card of %s found by its name “%s”", games[i]->id, P_(games[i]->name));
    }
  unnamed = probe_unnamed (NULL);
  for (guint i = 0; unnamed[i] != NULL; i++)
    probe_diag ("no accessible name: %s", unnamed[i]);
  probe_ok (unnamed[0] == NULL, "every control of the library has a name");
  probe_screenshots ("library");
}

/* The card, clicked for real, opens the dialog; Start starts the game. */
static void
new_game_by_the_card (void)
{
  GtkWidget *card = probe_get (NULL, P_("Stamp Swap"));
  GtkWidget *dialog;
  PhlMatch *match;
  g_autofree char *autosave = NULL;
  const char *title;

  probe_click (card);
  dialog = probe_wait_find_type (NULL, "PhlNewGameDialog", 5000);
  title = gtk_window_get_title (GTK_WINDOW (dialog));
  probe_ok (g_strcmp0 (title, expected_title ()) == 0, "a click on the card opens “%s” (“%s”)", expected_title (),
            title ? title : "no title");
  probe_ok (probe_find (NULL, expected_title ()) == dialog, "the dialog is found by its translated title");
  probe_ok (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == probe_window ()
            && gtk_window_get_modal (GTK_WINDOW (dialog)), "it is modal over the main window");
  probe_screenshots ("new-game");

  match = probe_start_from_dialog (GTK_WINDOW (dialog));
  probe_ok (match != NULL && g_str_equal (phl_match_get_rules (match)->id, "stampswap"),
            "Start plays a Stamp Swap match");
  probe_ok (probe_board () != NULL && gtk_widget_get_mapped (probe_board ()), "the game's board shows");
  probe_ok (probe_find_type (NULL, "PhlNewGameDialog") == NULL, "the dialog has closed");
  autosave = read_autosave ();
  probe_ok (autosave != NULL && strstr (autosave, "\nGame=stampswap\n") != NULL,
            "the autosave is written at once and holds a Stamp Swap match");
  probe_screenshots ("game");
}

/* Back in the library: focus on the card, Continue offers the game. */
static void
back_to_the_library (void)
{
  GtkWidget *focus;
  GtkWidget *card;
  GtkWidget *resume;
  g_autofree char *autosave = NULL;

  probe_leave ();
  probe_ok (probe_view () == NULL, "win.show-library leaves the game");
  card = probe_get (NULL, P_("Stamp Swap"));
  focus = gtk_root_get_focus (GTK_ROOT (probe_window ()));
  probe_ok (is_within (focus, card), "the keyboard focus is back on Stamp Swap's card (%s)",
            focus ? G_OBJECT_TYPE_NAME (focus) : "nowhere");
  resume = probe_find_action (NULL, "win.continue-game");
  probe_ok (resume != NULL && gtk_widget_is_sensitive (resume), "Continue offers the game");
  probe_ok (probe_shows (P_("Stamp Swap")) && probe_find (NULL, P_("Continue Your Game")) != NULL,
            "the Continue row names it");
  autosave = read_autosave ();
  probe_ok (autosave != NULL && strstr (autosave, "\nGame=stampswap\n") != NULL, "the autosave stays");
  probe_screenshots ("continue");
}

/* A second new game starts at once and keeps the first: both are listed,
 * each in its own autosave. */
static void
second_game_keeps_the_first (void)
{
  GtkWindow *dialog = probe_open_new_game ("swop");
  g_autoptr(GPtrArray) paths = NULL;
  PhlMatch *match = probe_start_from_dialog (dialog);
  g_autofree char *newest = NULL;

  probe_ok (match != NULL && g_str_equal (phl_match_get_rules (match)->id, "swop"),
            "Start plays the new game without asking");
  probe_leave ();
  paths = phl_unfinished_games_list ();
  newest = read_autosave ();
  probe_ok (paths->len == 2, "two games in progress, each in its own autosave (%u)", paths->len);
  probe_ok (newest != NULL && strstr (newest, "\nGame=swop\n") != NULL, "the newest is listed first");
  probe_ok (probe_find_action (NULL, "win.continue-game") != NULL, "the library offers Continue");
  probe_screenshot ("two-games");
}

/* The main menu's Deck Editor, by real clicks, opens the editor's
 * window under its translated title; Ctrl+W closes it again. */
static void
deck_editor_from_the_menu (void)
{
  static const char * const titles[][2] = {
    { "en", "Deck Editor" }, { "pl", "Edytor talii" }, { "de", "Deck-Editor" },
  };
  const char *want = NULL;
  GtkWidget *item, *editor;
  const char *title;

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i][0], probe_language ()))
      want = titles[i][1];
  probe_click (probe_get (NULL, P_("Main Menu")));
  item = probe_wait_find (NULL, P_("_Deck Editor"), 5000);
  probe_click (item);
  editor = probe_wait_find_type (NULL, "PhlDeckEditor", 10000);
  title = gtk_window_get_title (GTK_WINDOW (editor));
  probe_ok (g_strcmp0 (title, want) == 0, "the main menu's Deck Editor opens “%s” (“%s”)", want,
            title ? title : "no title");
  probe_screenshot ("deck-editor");
  probe_key ("ctrl+w");
  PROBE_WAIT (probe_find_type (NULL, "PhlDeckEditor") == NULL, 5000);
  probe_ok (TRUE, "Ctrl+W closes it");
}

void
probe_scenario (void)
{
  library ();
  new_game_by_the_card ();
  back_to_the_library ();
  second_game_keeps_the_first ();
  deck_editor_from_the_menu ();
}
