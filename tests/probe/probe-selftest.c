/* probe-selftest.c — the UI probe proved on the real app: SWOP against a
 * computer and a Continue from a save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Knows nothing of the SWOP view but that it has a board: every point
 * clicked or dragged is worked out from the board's own size, and a
 * gesture the test adds to the board says where the X server's pointer
 * events landed, so the probe's translation from widget to screen is
 * checked, not assumed.
 */
#include "config.h"

#include <string.h>

#include "probe.h"

typedef struct
{
  guint  n_presses, n_drags;
  double press_x, press_y;
  double drag_x, drag_y, drag_dx, drag_dy;
} Landed;

static void
pressed (GtkGestureClick *gesture,
         int              n_press,
         double           x,
         double           y,
         Landed          *landed)
{
  landed->n_presses++;
  landed->press_x = x;
  landed->press_y = y;
}

static void
drag_begun (GtkGestureDrag *gesture,
            double          x,
            double          y,
            Landed         *landed)
{
  landed->drag_x = x;
  landed->drag_y = y;
}

static void
drag_ended (GtkGestureDrag *gesture,
            double          dx,
            double          dy,
            Landed         *landed)
{
  /* A click is a drag that went nowhere. */
  if (dx != 0 || dy != 0)
    landed->n_drags++;
  landed->drag_dx = dx;
  landed->drag_dy = dy;
}

/* Listens on @board without claiming anything: the board works as ever. */
static void
listen (GtkWidget *board,
        Landed    *landed)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed), landed);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begun), landed);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_ended), landed);
  gtk_widget_add_controller (board, GTK_EVENT_CONTROLLER (click));
  gtk_widget_add_controller (board, GTK_EVENT_CONTROLLER (drag));
}

static gboolean
near (double a,
      double b)
{
  return ABS (a - b) <= 1.5;
}

/* The Undo button under any of the names it has had. */
static GtkWidget *
find_undo (void)
{
  static const char * const names[] = { "_Undo", "Undo Your Last Move" };
  GtkWidget *found;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if ((found = probe_find (NULL, P_(names[i]))) != NULL)
      return found;
  return NULL;
}

static void
play_swop (void)
{
  PhlMatch *match = probe_start_new ("swop", "HC", 42, NULL, NULL);
  GtkWidget *board, *undo;
  Landed landed = { 0 };
  double w, h;
  guint before;

  probe_ok (match != NULL && g_str_equal (phl_match_get_rules (match)->id, "swop"), "a SWOP match is played");
  probe_wait_person (10000);
  probe_ok (phl_match_get_current_seat (match) == 0, "Ann (seat 0, a person) is to act");

  board = probe_board ();
  if (!probe_ok (board != NULL && gtk_widget_get_width (board) > 100, "the view has a board (%s)",
                 board ? G_OBJECT_TYPE_NAME (board) : "none"))
    probe_bail ("no board to click");
  probe_diag ("board %s: %d×%d", G_OBJECT_TYPE_NAME (board), gtk_widget_get_width (board),
              gtk_widget_get_height (board));

  if (g_str_equal (probe_language (), "en"))
    probe_screenshots ("swop-start");
  else
    {
      probe_ok (strcmp (P_("Main Menu"), "Main Menu") != 0, "the %s catalogue is read: “%s”", probe_language (),
                P_("Main Menu"));
      probe_ok (probe_find (NULL, P_("Main Menu")) != NULL, "the main menu button found by its translated name");
      probe_screenshots ("swop-start");
    }

  /* Nothing shows a game at 300×200: the window stays bigger, and says so. */
  probe_ok (!probe_resize (300, 200), "a window too small for its content is reported");
  probe_ok (probe_resize (1920, 1080), "and back to 1920×1080");

  undo = find_undo ();
  probe_ok (undo != NULL, "the Undo button found by its name (%s)", undo ? G_OBJECT_TYPE_NAME (undo) : "none");
  probe_ok (probe_find (NULL, "no such name at all") == NULL, "a name nothing has finds nothing");
  {
    g_auto(GStrv) unnamed = probe_unnamed (NULL);

    /* The views' business (GAME-VIEW.md); said, not judged, here. */
    for (guint i = 0; unnamed[i] != NULL; i++)
      probe_diag ("no accessible name: %s", unnamed[i]);
  }

  /* A real click at the board's centre lands there. */
  listen (board, &landed);
  w = gtk_widget_get_width (board);
  h = gtk_widget_get_height (board);
  before = phl_match_get_n_actions (match);
  probe_click_at (board, w / 2, h / 2);
  probe_ok (landed.n_presses == 1 && near (landed.press_x, w / 2) && near (landed.press_y, h / 2),
            "a click at the board's centre lands at %.0f, %.0f (asked %.0f, %.0f)", landed.press_x, landed.press_y,
            w / 2, h / 2);
  probe_click_at (board, 7, h - 5);
  probe_ok (landed.n_presses == 2 && near (landed.press_x, 7) && near (landed.press_y, h - 5),
            "a click near the bottom left corner lands at %.0f, %.0f", landed.press_x, landed.press_y);
  probe_diag ("%u actions before the clicks, %u after", before, phl_match_get_n_actions (match));

  /* A real drag: the board sees it begin and end where asked. */
  probe_wait_person (10000);
  probe_drag (board, w * 0.3, h * 0.3, w * 0.6, h * 0.5);
  probe_ok (landed.n_drags == 1 && near (landed.drag_x, w * 0.3) && near (landed.drag_y, h * 0.3)
            && near (landed.drag_dx, w * 0.3) && near (landed.drag_dy, h * 0.2),
            "a drag from %.0f, %.0f by %.0f, %.0f (asked %.0f, %.0f by %.0f, %.0f)", landed.drag_x, landed.drag_y,
            landed.drag_dx, landed.drag_dy, w * 0.3, h * 0.3, w * 0.3, h * 0.2);
  probe_settle ();
  probe_ok (!phl_match_is_over (match), "the game goes on after the clicks and the drag");
}

/* Leaving with a real key (Alt+Left) keeps the game in the autosave, and
 * Continue reads it back as after a restart. */
static void
leave_and_continue (void)
{
  PhlMatch *match;
  guint n_actions = phl_match_get_n_actions (probe_match ());

  probe_wait_person (10000);
  n_actions = phl_match_get_n_actions (probe_match ());
  probe_key ("alt+Left");
  PROBE_WAIT (probe_match () == NULL, 5000);
  probe_ok (probe_match () == NULL, "Alt+Left leaves the game for the library");
  match = probe_start_continue (NULL);
  probe_ok (match != NULL && phl_match_get_n_actions (match) == n_actions,
            "Continue brings the game back with its %u actions", n_actions);
}

/* A popover and a window of its own: the main menu's Keyboard Shortcuts
 * by real clicks, closed again with Escape. */
static void
menu_and_dialog (void)
{
  GtkWidget *menu = probe_get (NULL, P_("Main Menu"));
  GtkWidget *item;
  GtkWidget *shortcuts;

  probe_click (menu);
  item = probe_find (NULL, P_("_Keyboard Shortcuts"));
  if (!probe_ok (item != NULL && gtk_widget_get_native (item) != gtk_widget_get_native (menu),
                 "a click on the main menu opens its popover"))
    return;
  probe_click (item);
  PROBE_WAIT (probe_find_type (NULL, "GtkShortcutsWindow") != NULL, 5000);
  shortcuts = probe_find_type (NULL, "GtkShortcutsWindow");
  probe_ok (shortcuts != NULL, "a click in the popover opens the shortcuts window");
  probe_screenshot ("shortcuts");
  probe_key ("Escape");
  PROBE_WAIT (probe_find_type (NULL, "GtkShortcutsWindow") == NULL, 5000);
  probe_ok (TRUE, "Escape, typed into the window in front, closes it");
}

/* Two people at one screen in a game with hidden hands (STAMPS): each
 * turn begins with a hand-over page, passed by a real click. */
static void
hand_over (void)
{
  PhlMatch *match = probe_start_new ("stamps", "HH", 3, NULL, NULL);
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GError) error = NULL;
  int seat;

  seat = probe_handover ();
  probe_ok (seat == 0, "the first hand-over page is for Ann (%d)", seat);
  probe_ok (probe_handover () == -1, "and it has gone");
  legal = rules->legal_actions (phl_match_get_state (match));
  g_ptr_array_set_free_func (legal, g_free);
  probe_ok (phl_match_submit (match, legal->pdata[0], &error), "Ann plays %s", (char *) legal->pdata[0]);
  probe_settle ();
  probe_screenshot ("handover");
  seat = probe_handover ();
  probe_ok (seat == 1, "then a hand-over page for Bob (%d)", seat);
}

/* A save written beside the app, continued: two actions played. */
static void
continue_save (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  PhlSeat seats[] = { { "Ann", PHL_SEAT_HUMAN, PHL_AI_EASY }, { "Bob", PHL_SEAT_HUMAN, PHL_AI_EASY } };
  PhlSetup setup = { .n_players = 2 };
  g_autoptr(PhlMatch) saved = phl_match_new (rules, &setup, seats, 7, NULL);
  g_autofree char *path = g_build_filename (probe_home (), "two-moves.philatelia", NULL);
  g_autoptr(GError) error = NULL;
  PhlMatch *match;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) legal = rules->legal_actions (phl_match_get_state (saved));

      g_ptr_array_set_free_func (legal, g_free);
      g_assert (legal->len > 0);
      g_assert (phl_match_submit (saved, legal->pdata[0], &error));
    }
  g_assert (phl_match_save (saved, path, &error));

  match = probe_start_continue (path);
  probe_ok (match != NULL && phl_match_get_n_actions (match) == 2 && phl_match_get_n_seats (match) == 2,
            "a save continued from a file: 2 seats, 2 actions");
  probe_ok (probe_board () != NULL, "its board shows");
  probe_screenshot ("continued");
}

void
probe_scenario (void)
{
  if (g_getenv ("PROBE_SELFTEST_TIMEOUT") != NULL)
    {
      probe_start_new ("swop", "HC", 42, NULL, NULL);
      PROBE_WAIT (phl_match_is_over (probe_match ()), 300);
    }
  play_swop ();
  menu_and_dialog ();
  leave_and_continue ();
  hand_over ();
  continue_save ();
}
