/* test-expert.c — the expert level in the app: chosen in the new-game
 * dialog, playing off the main thread, and hints from it when the player
 * switches on Expert Hints in Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Driven like a player would, through actions and rows found by their
 * titles (tests/app/app-harness.h); every wait is on a state.
 */
#include "config.h"

#include "app-harness.h"
#include "phl-game-view.h"
#include "phl-new-game-dialog.h"
#include "phl-preferences-window.h"

/* The seat dropdown's entries: human, easy, normal, hard, expert. */
#define SEAT_EXPERT 4

static gboolean
no_dialog (gpointer data)
{
  return harness_find_toplevel (PHL_TYPE_NEW_GAME_DIALOG) == NULL;
}

/* A SWOP game from the dialog with the given seat choices. */
static PhlMatch *
start_swop (PhlWindow *window,
            guint      first,
            guint      second)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "swop"));
  dialog = GTK_WIDGET (harness_wait_toplevel (PHL_TYPE_NEW_GAME_DIALOG));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (harness_row_child (dialog, "Players", GTK_TYPE_SPIN_BUTTON)), 2);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (harness_row_child (dialog, "Player 1", GTK_TYPE_DROP_DOWN)), first);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (harness_row_child (dialog, "Player 2", GTK_TYPE_DROP_DOWN)), second);
  g_assert_true (gtk_widget_activate_action (dialog, "dialog.start", NULL));
  harness_wait_for (no_dialog, NULL, 10, "the new-game dialog to close");
  g_assert_nonnull (phl_window_get_match (window));
  return phl_window_get_match (window);
}

static gboolean
two_moves_made (gpointer data)
{
  return phl_match_get_n_actions (data) >= 2;
}

/* Two expert computers play: their moves come while the main loop runs
 * (they think on worker threads), and the dialog remembers "expert". */
static void
test_new_game_expert (void)
{
  PhlWindow *window;
  PhlMatch *match;
  GtkWidget *dialog;

  harness_start_afresh ();
  window = harness_open_window ();
  match = start_swop (window, SEAT_EXPERT, SEAT_EXPERT);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (phl_match_get_seat (match, i)->kind, ==, PHL_SEAT_COMPUTER);
      g_assert_cmpint (phl_match_get_seat (match, i)->level, ==, PHL_AI_EXPERT);
    }
  harness_wait_for (two_moves_made, match, 60, "two expert moves");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_start_afresh ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "swop"));
  dialog = GTK_WIDGET (harness_wait_toplevel (PHL_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (harness_row_child (dialog, "Player 2", GTK_TYPE_DROP_DOWN))),
                    ==, SEAT_EXPERT);
  gtk_window_close (GTK_WINDOW (dialog));
  harness_wait_for (no_dialog, NULL, 10, "the new-game dialog to close");
  harness_close_window (window);
}

static gboolean
hint_given (gpointer data)
{
  return harness_find (GTK_WIDGET (data), harness_label_contains, "Hint: ") != NULL;
}

/* The Expert Hints switch sets the key the window binds to the game
 * view's "hint-level", which the hint and the review read; with it on, a
 * hint comes (from the search, on a worker thread), and the view follows
 * the key while it is shown. */
static void
test_expert_hints (void)
{
  g_autoptr(GSettings) settings = g_object_ref (phl_application_get_settings (harness_app));
  GtkWindow *preferences;
  GtkSwitch *expert;
  PhlWindow *window;
  GtkWidget *hint_button;
  PhlGameView *view;

  harness_start_afresh ();
  g_assert_false (g_settings_get_boolean (settings, "expert-hints"));

  g_action_group_activate_action (G_ACTION_GROUP (harness_app), "preferences", NULL);
  preferences = harness_wait_toplevel (PHL_TYPE_PREFERENCES_WINDOW);
  expert = GTK_SWITCH (harness_row_child (GTK_WIDGET (preferences), "Expert Hints", GTK_TYPE_SWITCH));
  g_assert_false (gtk_switch_get_active (expert));
  gtk_switch_set_active (expert, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "expert-hints"));
  gtk_window_destroy (preferences);

  window = harness_open_window ();
  start_swop (window, 0, 2);
  hint_button = harness_find (GTK_WIDGET (window), harness_has_action, "game.hint");
  g_assert_nonnull (hint_button);
  view = PHL_GAME_VIEW (gtk_widget_get_ancestor (hint_button, PHL_TYPE_GAME_VIEW));
  g_assert_cmpint (phl_game_view_get_hint_level (view), ==, PHL_AI_EXPERT);
  g_assert_true (gtk_widget_activate_action (hint_button, "game.hint", NULL));
  harness_wait_for (hint_given, window, 60, "the expert's hint");

  g_settings_set_boolean (settings, "expert-hints", FALSE);
  g_assert_cmpint (phl_game_view_get_hint_level (view), ==, PHL_AI_HARD);
  harness_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  harness_init (&argc, &argv, "io.github.philatelia.Philatelia.ExpertTest");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/expert/new-game", test_new_game_expert);
  g_test_add_func ("/expert/hints", test_expert_hints);

  return harness_run ();
}
