/* test-chrome.c — the library, the new-game dialog, the preferences and the
 * deck editor around the games, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Driven like a player would: actions by name (win.new-game, dialog.start,
 * win.show-library, app.preferences, app.deck-editor), rows found by the
 * titles a screen reader reads, responses chosen by id; the test waits on
 * state, never on pixels.  With PHILATELIA_SCREENSHOTS set, every layout it
 * checks is also saved there as a PNG (in the language of LANGUAGE).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "app-harness.h"
#include "phl-balance-window.h"
#include "phl-deck-document.h"
#include "phl-deck-editor.h"
#include "phl-deck-file.h"
#include "phl-new-game-dialog.h"
#include "phl-paint.h"
#include "phl-preferences-window.h"
#include "phl-game-info.h"
#include "phl-game-view.h"
#include "phl-unfinished-games.h"
#include "stampswap/phl-stampswap-game.h"

/* ------------------------------------------------------------ helpers */

static char *
autosave_path (void)
{
  return phl_application_autosave_path ();
}

/* Saves a hot-seat SWOP game with @n_moves played as the autosave. */
static void
save_game_in_progress (guint n_moves)
{
  g_autofree char *path = autosave_path ();
  g_autoptr(PhlMatch) match = harness_hot_seat_match (phl_game_rules_lookup ("swop"), 11);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GPtrArray) legal =
        phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));

      g_assert_true (phl_match_submit (match, g_ptr_array_index (legal, 0), NULL));
    }
  g_assert_true (phl_match_save (match, path, &error));
  g_assert_no_error (error);
}

static PhlNewGameDialog *
open_new_game_dialog (PhlWindow  *window,
                      const char *game_id)
{
  g_assert_null (harness_find_toplevel (PHL_TYPE_NEW_GAME_DIALOG));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", game_id));
  return PHL_NEW_GAME_DIALOG (harness_wait_toplevel (PHL_TYPE_NEW_GAME_DIALOG));
}

static gboolean
no_toplevel (gpointer data)
{
  return harness_find_toplevel (GPOINTER_TO_SIZE (data)) == NULL;
}

static void
wait_gone (GType type)
{
  harness_wait_for (no_toplevel, GSIZE_TO_POINTER (type), 10, g_type_name (type));
}

/* Presses Start, as the dialog's default button does. */
static void
start_game (PhlNewGameDialog *dialog)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  wait_gone (PHL_TYPE_NEW_GAME_DIALOG);
}

static GtkWidget *
row (GtkWidget  *within,
     const char *title)
{
  GtkWidget *found = harness_find (within, harness_row_titled, title);

  if (found == NULL)
    g_error ("no row titled “%s”", title);
  return found;
}

static gboolean
is_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static GtkWidget *
row_child (GtkWidget  *within,
           const char *title,
           GType       type)
{
  GtkWidget *found = harness_find (row (within, title), is_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (found);
  return found;
}

/* ------------------------------------------- several games in progress */

static void screenshot (GtkWidget  *window,
                        const char *name,
                        int         shown_width,
                        int         shown_height);

/* The buttons of the library's games in progress that activate @action,
 * top to bottom, and the autosave each names. */
static GPtrArray *
unfinished_targets (PhlWindow  *window,
                    const char *action)
{
  GPtrArray *targets = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *widget = GTK_WIDGET (window);

  /* Depth first, in the order the rows are shown. */
  while (widget != NULL)
    {
      GtkWidget *next = gtk_widget_get_first_child (widget);

      if (harness_has_action (widget, action) && gtk_widget_is_visible (widget))
        g_ptr_array_add (targets, g_variant_dup_string (gtk_actionable_get_action_target_value (
                                                          GTK_ACTIONABLE (widget)), NULL));
      while (next == NULL && widget != GTK_WIDGET (window))
        {
          next = gtk_widget_get_next_sibling (widget);
          if (next == NULL)
            widget = gtk_widget_get_parent (widget);
        }
      widget = next;
    }
  return targets;
}

/* Continue of the game saved at @path: the game comes back as it was. */
static PhlMatch *
continue_game (PhlWindow  *window,
               const char *path)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-game", "s", path));
  harness_settle ();
  g_assert_nonnull (phl_window_get_match (window));
  return phl_window_get_match (window);
}

/* A new game never replaces another: each stays in progress in its own
 * autosave, the library lists them newest first, and Continue of each
 * brings back its own game; Delete takes one away, Undo brings it back. */
static void
test_several_games_in_progress (void)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *stamps_save = NULL;
  g_autofree char *swop_save = NULL;
  PhlWindow *window;
  PhlMatch *match;
  guint stamps_actions;

  harness_start_afresh ();
  save_game_in_progress (3);
  window = harness_open_window ();

  /* A second game starts at once, no question asked. */
  start_game (open_new_game_dialog (window, "stamps"));
  harness_settle ();
  g_assert_null (harness_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  match = phl_window_get_match (window);
  g_assert_cmpstr (phl_match_get_rules (match)->id, ==, "stamps");
  stamps_actions = phl_match_get_n_actions (match);
  stamps_save = g_strdup (phl_match_get_autosave_path (match));
  g_assert_true (g_file_test (stamps_save, G_FILE_TEST_EXISTS));

  /* Both listed, the one played last on top. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_settle ();
  rows = unfinished_targets (window, "win.continue-game");
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (rows, 0), ==, stamps_save);
  swop_save = g_strdup (g_ptr_array_index (rows, 1));
  g_assert_nonnull (harness_find (GTK_WIDGET (window), harness_row_titled, "SWOP · 2 players · 3 moves played"));
  screenshot (GTK_WIDGET (window), "library-two-games", gtk_widget_get_width (GTK_WIDGET (window)),
              gtk_widget_get_height (GTK_WIDGET (window)));

  /* Each Continue brings back its own game, in its own file. */
  match = continue_game (window, swop_save);
  g_assert_cmpstr (phl_match_get_rules (match)->id, ==, "swop");
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);
  g_assert_cmpstr (phl_match_get_autosave_path (match), ==, swop_save);
  match = continue_game (window, stamps_save);
  g_assert_cmpstr (phl_match_get_rules (match)->id, ==, "stamps");
  g_assert_cmpuint (phl_match_get_n_actions (match), >=, stamps_actions);
  g_assert_cmpstr (phl_match_get_autosave_path (match), ==, stamps_save);

  /* Delete takes one away; the toast's Undo brings it back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-unfinished", "s", swop_save));
  harness_settle ();
  g_assert_false (g_file_test (swop_save, G_FILE_TEST_EXISTS));
  after = unfinished_targets (window, "win.continue-game");
  g_assert_cmpuint (after->len, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo-delete-unfinished", NULL));
  harness_settle ();
  g_clear_pointer (&after, g_ptr_array_unref);
  after = unfinished_targets (window, "win.continue-game");
  g_assert_cmpuint (after->len, ==, 2);
  match = continue_game (window, swop_save);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_close_window (window);
  harness_start_afresh ();
}

/* ------------------------------------------- the dialog remembers setups */

/* A playable deck of the player's own: the standard deck renamed. */
static void
save_user_deck (void)
{
  g_autoptr(GBytes) bytes = phl_deck_document_standard_bytes ();
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *dir = phl_deck_file_user_dir ();
  g_autofree char *path = g_build_filename (dir, "club.deck", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_key_file_load_from_data (key_file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                            G_KEY_FILE_KEEP_TRANSLATIONS, &error));
  g_key_file_set_string (key_file, "Deck", "Id", "club");
  g_key_file_set_string (key_file, "Deck", "Name", "Club Deck");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_key_file_save_to_file (key_file, path, &error));
  g_assert_no_error (error);
}

static gboolean
is_game_view_widget (GtkWidget *widget, gconstpointer data)
{
  return PHL_IS_GAME_VIEW (widget);
}

/* A replay of the game in progress leads back to it (win.back-to-game,
 * the button and Escape's action), and Play On at its last action with
 * the same players goes on with that game, in its own autosave. */
static void
test_replay_back_to_game (void)
{
  g_autofree char *path = NULL;
  PhlWindow *window;
  PhlGameView *view;
  PhlMatch *match;

  harness_start_afresh ();
  save_game_in_progress (3);
  window = harness_open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  harness_settle ();
  path = g_strdup (phl_match_get_autosave_path (phl_window_get_match (window)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-game", NULL));
  harness_settle ();
  view = PHL_GAME_VIEW (harness_find (GTK_WIDGET (window), is_game_view_widget, NULL));
  g_assert_true (phl_game_view_get_replaying (view));
  g_assert_null (phl_window_get_match (window));
  g_assert_nonnull (harness_find (GTK_WIDGET (view), harness_has_action, "win.back-to-game"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back-to-game", NULL));
  harness_settle ();
  match = phl_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_cmpstr (phl_match_get_autosave_path (match), ==, path);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 3);

  /* Play On at the last action, same players: the same game goes on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-game", NULL));
  harness_settle ();
  view = PHL_GAME_VIEW (harness_find (GTK_WIDGET (window), is_game_view_widget, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "game.play-on-with", "s", "same"));
  harness_settle ();
  match = phl_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_cmpstr (phl_match_get_autosave_path (match), ==, path);
  {
    g_autoptr(GPtrArray) in_progress = phl_unfinished_games_list ();

    g_assert_cmpuint (in_progress->len, ==, 1);
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_close_window (window);
  harness_start_afresh ();
}

/* SWOP's master level for three, a hard computer, a name with "&", the
 * neat setup: the next SWOP dialog shows all of it; STAMPS keeps its own. */
static void
test_dialog_remembers (void)
{
  PhlWindow *window;
  PhlNewGameDialog *dialog;
  GtkWidget *dialog_widget;
  PhlMatch *match;
  const PhlSeat *seat;

  harness_start_afresh ();
  window = harness_open_window ();

  dialog_widget = GTK_WIDGET (open_new_game_dialog (window, "swop"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog_widget, "Variant")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_child (dialog_widget, "Players", GTK_TYPE_SPIN_BUTTON)), 3);
  gtk_editable_set_text (GTK_EDITABLE (row (dialog_widget, "Player 1")), "Ann");
  gtk_editable_set_text (GTK_EDITABLE (row (dialog_widget, "Player 3")), "Zoë & Bob");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row_child (dialog_widget, "Player 2", GTK_TYPE_DROP_DOWN)), 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row_child (dialog_widget, "Player 3", GTK_TYPE_DROP_DOWN)), 0);
  gtk_switch_set_active (GTK_SWITCH (row_child (dialog_widget, "Neat setup", GTK_TYPE_SWITCH)), TRUE);
  start_game (PHL_NEW_GAME_DIALOG (dialog_widget));

  /* The match is what the dialog said. */
  match = phl_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_cmpuint (phl_match_get_n_seats (match), ==, 3);
  seat = phl_match_get_seat (match, 0);
  g_assert_cmpstr (seat->name, ==, "Ann");
  g_assert_cmpint (seat->kind, ==, PHL_SEAT_HUMAN);
  seat = phl_match_get_seat (match, 1);
  g_assert_cmpint (seat->kind, ==, PHL_SEAT_COMPUTER);
  g_assert_cmpint (seat->level, ==, PHL_AI_HARD);
  seat = phl_match_get_seat (match, 2);
  g_assert_cmpstr (seat->name, ==, "Zoë & Bob");
  g_assert_cmpint (seat->kind, ==, PHL_SEAT_HUMAN);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_start_afresh ();

  /* Another game has its own defaults. */
  dialog_widget = GTK_WIDGET (open_new_game_dialog (window, "stamps"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (dialog_widget, "Player 1"))), ==, "");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (row_child (dialog_widget, "Player 2", GTK_TYPE_DROP_DOWN))), ==, 2);
  /* No tooltip covers the seat list's first item ("Human"): the choice is
   * on the button and in its accessible name. */
  {
    GtkWidget *seat_choice = row_child (dialog_widget, "Player 2", GTK_TYPE_DROP_DOWN);

    g_assert_false (gtk_widget_get_has_tooltip (seat_choice));
  }
  gtk_window_close (GTK_WINDOW (dialog_widget));
  wait_gone (PHL_TYPE_NEW_GAME_DIALOG);

  /* Stamp Swap with the player's own deck. */
  save_user_deck ();
  dialog_widget = GTK_WIDGET (open_new_game_dialog (window, "stampswap"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row (dialog_widget, "Deck")))), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row (dialog_widget, "Deck"))), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog_widget, "Deck")), 1);
  start_game (PHL_NEW_GAME_DIALOG (dialog_widget));
  g_assert_nonnull (phl_window_get_match (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_start_afresh ();
  dialog_widget = GTK_WIDGET (open_new_game_dialog (window, "stampswap"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row (dialog_widget, "Deck"))), ==, 1);
  gtk_window_close (GTK_WINDOW (dialog_widget));
  wait_gone (PHL_TYPE_NEW_GAME_DIALOG);

  /* SWOP again, in a new window: everything as it was left. */
  harness_close_window (window);
  window = harness_open_window ();
  dialog = open_new_game_dialog (window, "swop");
  dialog_widget = GTK_WIDGET (dialog);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row (dialog_widget, "Variant"))), ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row_child (dialog_widget, "Players", GTK_TYPE_SPIN_BUTTON))), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (dialog_widget, "Player 1"))), ==, "Ann");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (dialog_widget, "Player 2"))), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (dialog_widget, "Player 3"))), ==, "Zoë & Bob");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (row_child (dialog_widget, "Player 1", GTK_TYPE_DROP_DOWN))), ==, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (row_child (dialog_widget, "Player 2", GTK_TYPE_DROP_DOWN))), ==, 3);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (row_child (dialog_widget, "Player 3", GTK_TYPE_DROP_DOWN))), ==, 0);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (row_child (dialog_widget, "Neat setup", GTK_TYPE_SWITCH))));
  g_assert_true (gtk_widget_get_visible (row (dialog_widget, "Neat setup")));
  g_assert_false (gtk_widget_get_visible (row (dialog_widget, "Player 4")));
  gtk_window_close (GTK_WINDOW (dialog));
  wait_gone (PHL_TYPE_NEW_GAME_DIALOG);

  harness_close_window (window);
  harness_start_afresh ();
}

/* --------------------------------------------------------------- focus */

static gboolean
focus_on_card (gpointer data)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (data));

  return focus != NULL && g_strcmp0 (gtk_widget_get_name (focus), "stamps") == 0;
}

/* Leaving a game puts the keyboard on that game's card, not nowhere. */
static void
test_focus_after_game (void)
{
  g_autofree char *path = autosave_path ();
  g_autoptr(PhlMatch) match = harness_hot_seat_match (phl_game_rules_lookup ("stamps"), 5);
  PhlWindow *window;
  GtkWidget *focus;

  harness_start_afresh ();
  g_assert_true (phl_match_save (match, path, NULL));
  window = harness_open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  harness_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  harness_wait_for (focus_on_card, window, 10, "the focus on the STAMPS card");
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "win.new-game");

  harness_close_window (window);
  harness_start_afresh ();
}

/* ----------------------------------------------------- accessible names */

/* Buttons showing only an icon, seen in @widget's tree. */
static void
check_icon_buttons_named (GtkWidget  *widget,
                          const char *where)
{
  gboolean icon_only = FALSE;

  if (GTK_IS_MENU_BUTTON (widget))
    icon_only = gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) == NULL &&
                gtk_menu_button_get_child (GTK_MENU_BUTTON (widget)) == NULL;
  else if (GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
    icon_only = GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget)));

  if (icon_only && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL) &&
      !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    g_error ("%s: a %s with only an icon (tooltip “%s”) has no accessible name", where,
             G_OBJECT_TYPE_NAME (widget), gtk_widget_get_tooltip_text (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_icon_buttons_named (child, where);
}

/* ----------------------------------------------------- narrow and wide */

static void
screenshot (GtkWidget  *window,
            const char *name,
            int         shown_width,
            int         shown_height)
{
  const char *dir = g_getenv ("PHILATELIA_SCREENSHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);

  if (dir == NULL)
    return;
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  file = g_strdup_printf ("%s-%dx%d.png", name, shown_width, shown_height);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* On failure: the chain of widgets that asks for the most width. */
static void
print_widest (GtkWidget *widget,
              int        depth)
{
  GtkWidget *widest = NULL;
  int widest_min = -1;
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_printerr ("%*s%s %s: minimum width %d\n", depth * 2, "", G_OBJECT_TYPE_NAME (widget),
              gtk_widget_get_name (widget), min);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min;

      if (!gtk_widget_get_visible (child) || GTK_IS_NATIVE (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
      if (child_min > widest_min)
        widest = child, widest_min = child_min;
    }
  if (widest != NULL && widest_min > 100)
    print_widest (widest, depth + 1);
}

static gboolean
has_size (gpointer data)
{
  GtkWidget *window = data;
  int width = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "phl-test-width"));
  int height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "phl-test-height"));

  return gtk_widget_get_width (window) == width && gtk_widget_get_height (window) == height;
}

/* Makes the window @width × @height, header bar included.  Without a
 * window manager GTK draws a frame of its own around that, part of the
 * surface and of the default size: it is added. */
static void
resize (GtkWindow *window,
        int        width,
        int        height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  int frame_width, frame_height;

  g_object_set_data (G_OBJECT (window), "phl-test-width", GINT_TO_POINTER (width));
  g_object_set_data (G_OBJECT (window), "phl-test-height", GINT_TO_POINTER (height));
  /* A layout that changes by width needs less width once changed, which
   * the window only takes when asked again. */
  for (guint attempt = 0; attempt < 4 && !has_size (window); attempt++)
    {
      frame_width = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
      frame_height = gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (window));
      gtk_window_set_default_size (window, width + frame_width + 1, height + frame_height);
      gtk_window_set_default_size (window, width + frame_width, height + frame_height);
      harness_try_wait (has_size, window, 2);
    }
  if (!has_size (window))
    {
      int min_width, min_height;

      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
      screenshot (GTK_WIDGET (window), "too-wide", width, height);
      print_widest (GTK_WIDGET (window), 0);
      g_error ("%s is %d×%d, not %d×%d; its minimum is %d×%d", G_OBJECT_TYPE_NAME (window),
               gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
               width, height, min_width, min_height);
    }
  harness_settle ();
}

/* Every widget on show lies within the window's width: nothing is cut off
 * or pushes the window wider. */
static void
check_within (GtkWidget  *widget,
              GtkWidget  *window,
              const char *where)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (window);

  /* Overlay scrollbars and a flap's dimming are drawn over the edge,
   * not laid out. */
  if (!gtk_widget_get_mapped (widget) || (GTK_IS_NATIVE (widget) && widget != window) ||
      GTK_IS_SCROLLBAR (widget) || g_str_equal (gtk_widget_get_css_name (widget), "dimming"))
    return;
  if (widget != window && gtk_widget_compute_bounds (widget, window, &bounds) &&
            /* A header bar reaches 1 px under the frame. */
      (bounds.origin.x < -1.5 || bounds.origin.x + bounds.size.width > width + 1.5))
    {
      g_autoptr(GString) path = g_string_new (NULL);

      for (GtkWidget *w = widget; w != NULL && w != window; w = gtk_widget_get_parent (w))
        {
          g_string_prepend (path, G_OBJECT_TYPE_NAME (w));
          g_string_prepend (path, " > ");
        }
      g_error ("%s: a %s (%s) spans %.0f–%.0f in a window %d wide:%s", where, G_OBJECT_TYPE_NAME (widget),
               gtk_widget_get_name (widget), bounds.origin.x, bounds.origin.x + bounds.size.width, width,
               path->str);
    }
  /* What a scrolled window scrolls sideways is not cut off. */
  if (GTK_IS_VIEWPORT (widget) || GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkPolicyType policy = GTK_POLICY_NEVER;

      if (GTK_IS_SCROLLED_WINDOW (widget))
        gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), &policy, NULL);
      if (policy != GTK_POLICY_NEVER)
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_within (child, window, where);
}

static const int sizes[][2] = { { 360, 640 }, { 800, 600 }, { 1024, 700 } };

/* No label on show is cut short with "…": a label that may ellipsize
 * must have the room for its text (or wrap).  Each one is reported, the
 * test going on, so one run names them all. */
static void
check_not_ellipsized (GtkWidget  *widget,
                      const char *where)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_autoptr(GString) path = g_string_new (NULL);

      for (GtkWidget *w = widget; w != NULL && !GTK_IS_NATIVE (w); w = gtk_widget_get_parent (w))
        {
          g_string_prepend (path, G_OBJECT_TYPE_NAME (w));
          g_string_prepend (path, " > ");
        }
      g_test_message ("%s: “%s” is cut short (%d px wide):%s", where, gtk_label_get_text (GTK_LABEL (widget)),
                      gtk_widget_get_width (widget), path->str);
      g_test_fail ();
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_not_ellipsized (child, where);
}

/* At 360×640, 800×600 and 1024×700: fits, and a screenshot. */
static void
check_sizes (GtkWindow  *window,
             const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s at %d×%d", name, sizes[i][0], sizes[i][1]);

      resize (window, sizes[i][0], sizes[i][1]);
      screenshot (GTK_WIDGET (window), name, sizes[i][0], sizes[i][1]);
      check_within (GTK_WIDGET (window), GTK_WIDGET (window), where);
      check_icon_buttons_named (GTK_WIDGET (window), where);
    }
}

static void
test_library_sizes (void)
{
  PhlWindow *window;

  harness_start_afresh ();
  save_game_in_progress (2);
  window = harness_open_window ();
  check_sizes (GTK_WINDOW (window), "library");
  /* The game page's header (Back, Undo, menu) is named too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  harness_settle ();
  check_icon_buttons_named (GTK_WIDGET (window), "the game page");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_close_window (window);
  harness_start_afresh ();
}

/* Each game's play screen with its log open: from a wide window (log
 * beside the board) the window may still be made 800 wide — its minimum
 * width is not the wide layout's — and at 800×600, 1024×700 and 1280×800
 * nothing is cut off (the log folds under the board) and no label is
 * ellipsized. */
static void
test_game_sizes (gconstpointer data)
{
  const char *game_id = data;
  g_autofree char *name = g_strconcat ("game-log-", game_id, NULL);
  const PhlGameRules *rules = phl_game_rules_lookup (game_id);
  PhlSeat seats[3] = { { (char *) "Ann", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
                       { (char *) "Bob", PHL_SEAT_COMPUTER, PHL_AI_EASY },
                       { (char *) "Cy", PHL_SEAT_COMPUTER, PHL_AI_EASY } };
  PhlSetup setup = { .n_players = MAX (2, rules->min_players) };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, 5, &error);
  g_autofree char *path = autosave_path ();
  PhlGameView *view;
  PhlWindow *window;
  int min_width;

  harness_start_afresh ();
  g_assert_no_error (error);
  g_assert_true (phl_match_save (match, path, NULL));
  window = harness_open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  harness_settle ();
  view = PHL_GAME_VIEW (harness_find (GTK_WIDGET (window), is_game_view_widget, NULL));
  g_object_set (view, "log-visible", TRUE, NULL);
  phl_paint_text_record_ellipsized (TRUE);
  resize (GTK_WINDOW (window), 1200, 760);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  if (min_width > 800)
    print_widest (GTK_WIDGET (window), 0);
  g_assert_cmpint (min_width, <=, 800);
  for (guint i = 1; i <= G_N_ELEMENTS (sizes); i++)
    {
      /* And a whole 1280×800 screen (less the frame GTK draws without a
       * window manager), where no text may be cut short either. */
      int width = i < G_N_ELEMENTS (sizes) ? sizes[i][0] : 1270;
      int height = i < G_N_ELEMENTS (sizes) ? sizes[i][1] : 790;
      g_autofree char *where = g_strdup_printf ("%s at %d×%d", name, width, height);

      g_autoptr(GPtrArray) cut = phl_paint_text_take_ellipsized ();

      g_clear_pointer (&cut, g_ptr_array_unref);
      resize (GTK_WINDOW (window), width, height);
      screenshot (GTK_WIDGET (window), name, width, height);
      check_within (GTK_WIDGET (window), GTK_WIDGET (window), where);
      check_not_ellipsized (GTK_WIDGET (window), where);
      /* Nor a text the board draws (phl_paint_text): only what is drawn
       * at this size, the screenshot included. */
      cut = phl_paint_text_take_ellipsized ();
      for (guint c = 0; cut != NULL && c < cut->len; c++)
        {
          g_test_message ("%s: the board draws “%s” cut short", where, (const char *) cut->pdata[c]);
          g_test_fail ();
        }
    }
  phl_paint_text_record_ellipsized (FALSE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  harness_close_window (window);
  harness_start_afresh ();
}

static void
test_new_game_dialog_sizes (gconstpointer data)
{
  const char *game_id = data;
  g_autofree char *name = g_strconcat ("new-game-", game_id, NULL);
  PhlWindow *window;
  PhlNewGameDialog *dialog;

  harness_start_afresh ();
  window = harness_open_window ();
  dialog = open_new_game_dialog (window, game_id);
  check_sizes (GTK_WINDOW (dialog), name);
  gtk_window_close (GTK_WINDOW (dialog));
  wait_gone (PHL_TYPE_NEW_GAME_DIALOG);
  harness_close_window (window);
}

static void
test_preferences_sizes (void)
{
  PhlWindow *window = harness_open_window ();
  GtkWindow *preferences;

  g_action_group_activate_action (G_ACTION_GROUP (harness_app), "preferences", NULL);
  preferences = harness_wait_toplevel (PHL_TYPE_PREFERENCES_WINDOW);
  check_sizes (preferences, "preferences");
  gtk_window_destroy (preferences);
  harness_close_window (window);
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

static gboolean
is_card_list (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_BOX (widget) && gtk_widget_has_css_class (widget, "navigation-sidebar") &&
         gtk_widget_get_ancestor (widget, ADW_TYPE_LEAFLET) != NULL;
}

static void
test_deck_editor_sizes (void)
{
  PhlWindow *window = harness_open_window ();
  GtkWindow *editor;
  GtkListBox *list;
  GtkWidget *back, *decks;

  g_action_group_activate_action (G_ACTION_GROUP (harness_app), "deck-editor", NULL);
  editor = harness_wait_toplevel (PHL_TYPE_DECK_EDITOR);
  check_sizes (editor, "deck-editor");
  /* Wide: the decks beside the cards, as designed. */
  resize (editor, 1240, 760);
  screenshot (GTK_WIDGET (editor), "deck-editor", 1240, 760);
  check_within (GTK_WIDGET (editor), GTK_WIDGET (editor), "the deck editor at 1240×760");
  g_assert_true (gtk_widget_get_mapped (harness_find (GTK_WIDGET (editor), harness_label_contains, _("Built in, read-only"))));
  g_assert_false (gtk_widget_get_mapped (harness_find (GTK_WIDGET (editor), harness_button_says, _("Show the Decks"))));

  /* Narrow, one page at a time: a card chosen in the list shows its form
   * and preview alone, with a way back; the decks come from a flap. */
  resize (editor, 360, 640);
  list = GTK_LIST_BOX (harness_find (GTK_WIDGET (editor), is_card_list, NULL));
  g_assert_nonnull (list);
  g_signal_emit_by_name (gtk_list_box_get_row_at_index (list, 3), "activate");
  harness_wait_for (unmapped, list, 5, "the card list to give way to the card");
  harness_settle ();
  g_assert_true (gtk_widget_get_mapped (harness_find (GTK_WIDGET (editor), harness_row_titled, _("Effect"))));
  check_within (GTK_WIDGET (editor), GTK_WIDGET (editor), "a card in the deck editor at 360×640");
  /* The card is shown from its top. */
  g_assert_nonnull (harness_find (GTK_WIDGET (editor), harness_row_titled, _("Id")));
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (
                       GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (harness_find (GTK_WIDGET (editor), harness_row_titled, _("Id")),
                                                                     GTK_TYPE_SCROLLED_WINDOW)))), ==, 0);
  check_icon_buttons_named (GTK_WIDGET (editor), "a card in the deck editor");
  screenshot (GTK_WIDGET (editor), "deck-editor-card", 360, 640);
  back = harness_find (GTK_WIDGET (editor), harness_button_says, _("Back to the Cards"));
  g_assert_true (gtk_widget_get_mapped (back));
  g_signal_emit_by_name (back, "clicked");
  harness_wait_for (mapped, list, 5, "the card list to come back");
  harness_settle ();
  decks = harness_find (GTK_WIDGET (editor), harness_button_says, _("Show the Decks"));
  g_assert_true (gtk_widget_get_mapped (decks));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (decks), TRUE);
  harness_settle ();
  screenshot (GTK_WIDGET (editor), "deck-editor-decks", 360, 640);
  check_within (GTK_WIDGET (editor), GTK_WIDGET (editor), "the decks in the deck editor at 360×640");

  /* The balance test's window, before a run. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.balance", NULL));
  check_sizes (harness_wait_toplevel (PHL_TYPE_BALANCE_WINDOW), "balance");
  gtk_window_destroy (harness_find_toplevel (PHL_TYPE_BALANCE_WINDOW));
  gtk_window_destroy (editor);
  harness_close_window (window);
}

/* ------------------------------------------------------- try a card */

/* The deck editor's "Try a card" (app.try-card): the main window's
 * Stamp Swap dialog with the deck and the card chosen; the game deals the
 * card in the first round and keeps the option in its setup.  The
 * standard deck offers no card to try. */
static void
test_try_a_card (void)
{
  g_autofree char *dir = phl_deck_file_user_dir ();
  g_autofree char *path = g_build_filename (dir, "club.deck", NULL);
  GtkWidget *dialog_widget, *try_row;
  GtkStringObject *chosen;
  PhlWindow *window;
  PhlMatch *match;
  const PhlStampswapState *state;
  gboolean in_pool = FALSE;

  harness_start_afresh ();
  save_user_deck ();
  window = harness_open_window ();
  g_action_group_activate_action (G_ACTION_GROUP (harness_app), "try-card",
                                  g_variant_new ("(ss)", path, "Specialist:botanist"));
  dialog_widget = GTK_WIDGET (harness_wait_toplevel (PHL_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row (dialog_widget, "Deck"))), ==, 1);
  try_row = row (dialog_widget, "Try a card");
  g_assert_true (gtk_widget_get_visible (try_row));
  chosen = adw_combo_row_get_selected_item (ADW_COMBO_ROW (try_row));
  g_assert_cmpstr (gtk_string_object_get_string (chosen), ==, "Botanist (Specialist card)");

  /* The standard deck: no card to try; back to the club's, none chosen. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog_widget, "Deck")), 0);
  g_assert_false (gtk_widget_get_visible (try_row));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (dialog_widget, "Deck")), 1);
  g_assert_true (gtk_widget_get_visible (try_row));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (try_row)), ==, 0);
  gtk_window_close (GTK_WINDOW (dialog_widget));
  wait_gone (PHL_TYPE_NEW_GAME_DIALOG);

  g_action_group_activate_action (G_ACTION_GROUP (harness_app), "try-card",
                                  g_variant_new ("(ss)", path, "Specialist:botanist"));
  start_game (PHL_NEW_GAME_DIALOG (harness_wait_toplevel (PHL_TYPE_NEW_GAME_DIALOG)));
  match = phl_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_true (g_strv_contains (phl_match_get_options (match), "try-card=Specialist:botanist"));
  state = phl_match_get_state (match);
  g_assert_nonnull (phl_stampswap_game_trial_card (state));
  g_assert_cmpstr (phl_stampswap_game_trial_card (state)->id, ==, "botanist");
  for (guint i = 0; i < state->n_pool; i++)
    in_pool |= PHL_STAMPSWAP_ITEM_IS_CARD (state->pool[i])
               && phl_stampswap_state_card (state, state->pool[i] - PHL_STAMPSWAP_ITEM_CARD)
                  == phl_stampswap_game_trial_card (state);
  g_assert_true (in_pool || state->round > 0);
  g_assert_nonnull (harness_find (GTK_WIDGET (window), harness_label_contains, "Trying Botanist: dealt on the first day."));
  harness_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  harness_init (&argc, &argv, "io.github.philatelia.Philatelia.ChromeTest");
  /* Title buttons as GNOME and phones (where 360 px windows live) show
   * them, not GTK's own default of three buttons. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  /* Pages and flaps are where they go at once: no layout mid-slide. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/chrome/several-games", test_several_games_in_progress);
  g_test_add_func ("/chrome/replay-back-to-game", test_replay_back_to_game);
  g_test_add_func ("/chrome/dialog-remembers", test_dialog_remembers);
  g_test_add_func ("/chrome/focus-after-game", test_focus_after_game);
  g_test_add_func ("/chrome/try-a-card", test_try_a_card);
  g_test_add_func ("/chrome/sizes/library", test_library_sizes);
  for (const PhlGameInfo * const *game = phl_game_info_all (); *game != NULL; game++)
    if (phl_game_info_playable (*game))
      {
        g_autofree char *test_path = g_strconcat ("/chrome/sizes/game-", (*game)->id, NULL);

        g_test_add_data_func (test_path, (*game)->id, test_game_sizes);
      }
  g_test_add_data_func ("/chrome/sizes/new-game-stampswap", "stampswap", test_new_game_dialog_sizes);
  g_test_add_data_func ("/chrome/sizes/new-game-swop", "swop", test_new_game_dialog_sizes);
  g_test_add_data_func ("/chrome/sizes/new-game-auction", "auction", test_new_game_dialog_sizes);
  g_test_add_func ("/chrome/sizes/preferences", test_preferences_sizes);
  g_test_add_func ("/chrome/sizes/deck-editor", test_deck_editor_sizes);

  return harness_run ();
}
