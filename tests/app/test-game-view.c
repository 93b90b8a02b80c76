/* test-game-view.c — what every play screen shares, on real matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A minimal game view (a drawing area for a board, a hint that only
 * remembers what it was shown) over real engines, driven through the
 * base's actions as a player would: the hand-over page of a hot-seat game
 * with hidden hands, a hint that changes nothing, the log rebuilt from the
 * change records of a resumed game, the end page naming the winner, and
 * computers that wait while paused.  Under Xvfb; GTK warnings are fatal.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "phl-game-log.h"
#include "phl-game-view.h"
#include "phl-hotseat.h"

/* ------------------------------------------------------ a minimal view */

#define TEST_TYPE_VIEW (test_view_get_type ())
G_DECLARE_FINAL_TYPE (TestView, test_view, TEST, VIEW, PhlGameView)

struct _TestView
{
  PhlGameView  parent_instance;
  guint        n_updates;
  guint        n_hints;
  char        *hint;
  /* Scores counted in marbles (describe_score()), not points. */
  gboolean     in_marbles;
};

G_DEFINE_FINAL_TYPE (TestView, test_view, PHL_TYPE_GAME_VIEW)

static void
test_view_update (PhlGameView *view)
{
  TEST_VIEW (view)->n_updates++;
  phl_game_view_set_status (view, "Your turn.");
}

static char *
test_view_show_hint (PhlGameView *view,
                     const char  *action)
{
  TestView *self = TEST_VIEW (view);

  g_free (self->hint);
  self->hint = g_strdup (action);
  self->n_hints++;
  return action != NULL ? g_strdup_printf ("play %s", action) : NULL;
}

static char *
test_view_describe_score (PhlGameView *view,
                          int          score)
{
  if (!TEST_VIEW (view)->in_marbles)
    return NULL;
  return g_strdup_printf ("%d marbles", score);
}

static void
test_view_finalize (GObject *object)
{
  g_free (TEST_VIEW (object)->hint);
  G_OBJECT_CLASS (test_view_parent_class)->finalize (object);
}

static void
test_view_class_init (TestViewClass *klass)
{
  PHL_GAME_VIEW_CLASS (klass)->update = test_view_update;
  PHL_GAME_VIEW_CLASS (klass)->show_hint = test_view_show_hint;
  PHL_GAME_VIEW_CLASS (klass)->describe_score = test_view_describe_score;
  G_OBJECT_CLASS (klass)->finalize = test_view_finalize;
}

static void
test_view_init (TestView *self)
{
  g_object_set (self, "board", gtk_drawing_area_new (), NULL);
}

/* ------------------------------------------------------------ helpers */

static gboolean
timed_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_for (gboolean   (*done) (gpointer),
          gpointer     data,
          guint        seconds,
          const char  *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (seconds, timed_out, &expired);

  while (!done (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  if (!done (data))
    g_error ("timed out after %u s waiting for %s", seconds, what);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static PhlMatch *
new_match (const char *game,
           const char *seats_kinds,
           guint64     seed)
{
  const PhlGameRules *rules = phl_game_rules_lookup (game);
  g_autoptr(GError) error = NULL;
  PhlSeat seats[PHL_MAX_SEATS];
  static char *names[] = { "Ann", "Bob", "Cy", "Di" };
  PhlSetup setup = { .n_players = strlen (seats_kinds) };
  PhlMatch *match;

  for (guint i = 0; i < setup.n_players; i++)
    seats[i] = (PhlSeat) { names[i], seats_kinds[i] == 'C' ? PHL_SEAT_COMPUTER : PHL_SEAT_HUMAN, PHL_AI_EASY };
  match = phl_match_new (rules, &setup, seats, seed, &error);
  g_assert_no_error (error);
  return match;
}

typedef struct
{
  GtkWindow *window;
  TestView  *view;
} Screen;

static Screen
show (PhlMatch *match)
{
  Screen screen;

  screen.window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (screen.window, 1024, 700);
  screen.view = g_object_new (TEST_TYPE_VIEW, "match", match, NULL);
  gtk_window_set_child (screen.window, GTK_WIDGET (screen.view));
  gtk_window_present (screen.window);
  wait_for (is_mapped, screen.view, 30, "the view to show");
  return screen;
}

static void
screen_close (Screen *screen)
{
  gtk_window_destroy (screen->window);
}

static GtkWidget *
find_child (GtkWidget  *widget,
            GType       type,
            const char *text)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (text == NULL || (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child (child, type, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
visible_page (Screen *screen)
{
  GtkStack *stack = GTK_STACK (find_child (GTK_WIDGET (screen->view), GTK_TYPE_STACK, NULL));

  return gtk_stack_get_visible_child_name (stack);
}

static gboolean
has_action (GtkWidget *widget, const char *name)
{
  return GTK_IS_ACTIONABLE (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0;
}

static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *name)
{
  if (has_action (widget, name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the button carrying action @name may be pressed. */
static gboolean
action_enabled (Screen     *screen,
                const char *name)
{
  GtkWidget *button = find_actionable (GTK_WIDGET (screen->view), name);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* A legal action, the same ones for the same game: the first, or with
 * @rng one at random (a game of first choices may never end). */
static char *
pick_legal (PhlMatch *match,
            GRand    *rng)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GPtrArray) legal = rules->legal_actions (phl_match_get_state (match));

  g_assert_cmpuint (legal->len, >, 0);
  return g_strdup (g_ptr_array_index (legal, rng != NULL ? g_rand_int_range (rng, 0, legal->len) : 0));
}

static char *
first_legal (PhlMatch *match)
{
  return pick_legal (match, NULL);
}

/* -------------------------------------------------------------- tests */

/* STAMPS hands are private: after Ann plays, Bob's turn comes behind a
 * hand-over page, nobody's hand shows meanwhile, and only his taking the
 * screen makes him the viewer. */
static void
test_handover (void)
{
  g_autoptr(PhlMatch) match = new_match ("stamps", "HH", 7);
  Screen screen = show (match);
  g_autofree char *action = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (visible_page (&screen), "handover") == 0)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.take-screen", NULL));
  g_assert_cmpstr (visible_page (&screen), ==, "board");
  g_assert_cmpint (phl_game_view_get_viewer (PHL_GAME_VIEW (screen.view)), ==, 0);
  g_assert_true (phl_game_view_get_can_act (PHL_GAME_VIEW (screen.view)));

  action = first_legal (match);
  g_assert_true (phl_game_view_submit (PHL_GAME_VIEW (screen.view), action));
  g_assert_cmpstr (visible_page (&screen), ==, "handover");
  g_assert_cmpint (phl_game_view_get_viewer (PHL_GAME_VIEW (screen.view)), ==, -1);
  g_assert_false (phl_game_view_get_can_act (PHL_GAME_VIEW (screen.view)));
  /* Nobody may ask for a hint or play while the screen changes hands. */
  g_assert_false (phl_game_view_submit (PHL_GAME_VIEW (screen.view), action));
  g_assert_nonnull (find_child (GTK_WIDGET (screen.view), GTK_TYPE_LABEL, "Bob"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.take-screen", NULL));
  g_assert_cmpstr (visible_page (&screen), ==, "board");
  g_assert_cmpint (phl_game_view_get_viewer (PHL_GAME_VIEW (screen.view)), ==, 1);
  g_assert_true (phl_game_view_get_can_act (PHL_GAME_VIEW (screen.view)));
  screen_close (&screen);
}

/* The summary key says every score as the rules count it and whose turn
 * it is, for the person at the screen; the keyboard is the input until a
 * pointer is used. */
static void
test_summary (void)
{
  g_autoptr(PhlMatch) match = new_match ("stamps", "HH", 7);
  Screen screen = show (match);
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autofree char *action = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *ann = NULL;
  g_autofree char *bob = NULL;

  if (g_strcmp0 (visible_page (&screen), "handover") == 0)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.take-screen", NULL));
  action = first_legal (match);
  g_assert_true (phl_game_view_submit (PHL_GAME_VIEW (screen.view), action));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.take-screen", NULL));
  summary = phl_game_view_dup_summary (PHL_GAME_VIEW (screen.view));
  ann = g_strdup_printf ("Ann %d point", rules->score (phl_match_get_state (match), 0));
  bob = g_strdup_printf ("Bob %d point", rules->score (phl_match_get_state (match), 1));
  g_assert_true (g_str_has_prefix (summary, "Scores: "));
  g_assert_nonnull (strstr (summary, ann));
  g_assert_nonnull (strstr (summary, bob));
  g_assert_true (g_str_has_suffix (summary, "It is your turn."));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.summary", NULL));

  /* A game that counts in its own unit (the auction's postmarks) is told
   * in it, not in points. */
  TEST_VIEW (screen.view)->in_marbles = TRUE;
  g_clear_pointer (&summary, g_free);
  g_clear_pointer (&ann, g_free);
  summary = phl_game_view_dup_summary (PHL_GAME_VIEW (screen.view));
  ann = g_strdup_printf ("Ann %d marbles", rules->score (phl_match_get_state (match), 0));
  g_assert_nonnull (strstr (summary, ann));
  g_assert_null (strstr (summary, "point"));
  TEST_VIEW (screen.view)->in_marbles = FALSE;

  g_assert_true (phl_game_view_get_keyboard_input (PHL_GAME_VIEW (screen.view)));
  g_assert_cmpstr (phl_game_view_for_input (PHL_GAME_VIEW (screen.view), "press Enter", "click"), ==, "press Enter");
  screen_close (&screen);
}

static gboolean
hint_shown (gpointer data)
{
  return TEST_VIEW (data)->hint != NULL;
}

/* The hint is thought about off the main thread, shown through the game's
 * show_hint(), and changes nothing: no move, the same player to act; the
 * next move clears it. */
static void
test_hint_changes_nothing (void)
{
  g_autoptr(PhlMatch) match = new_match ("swop", "HC", 11);
  Screen screen = show (match);
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GPtrArray) legal = NULL;
  gboolean found = FALSE;

  g_assert_cmpint (phl_match_get_current_seat (match), ==, 0);
  g_assert_false (phl_match_get_assisted (match));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.hint", NULL));
  wait_for (hint_shown, screen.view, 60, "the hint");

  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 0);
  g_assert_true (phl_match_get_assisted (match));
  legal = rules->legal_actions (phl_match_get_state (match));
  for (guint i = 0; i < legal->len; i++)
    found |= g_str_equal (g_ptr_array_index (legal, i), screen.view->hint);
  g_assert_true (found);
  {
    GtkWidget *bar = find_child (GTK_WIDGET (screen.view), GTK_TYPE_LABEL, "Hint: play ");

    g_assert_nonnull (bar);
    wait_for (is_mapped, bar, 5, "the hint bar");
  }

  /* Playing (here the hint itself) takes the suggestion off the board. */
  g_assert_true (phl_game_view_submit (PHL_GAME_VIEW (screen.view), screen.view->hint));
  g_assert_null (screen.view->hint);
  screen_close (&screen);
}

static gboolean
log_has (gpointer data)
{
  gpointer *args = data;

  return phl_game_log_get_n_entries (args[0]) >= GPOINTER_TO_UINT (args[1]);
}

/* A game resumed from its save shows its whole log: one line per action,
 * each the engine's own description for the person at the screen. */
static void
test_log_after_continue (void)
{
  g_autoptr(PhlMatch) played = new_match ("swop", "HH", 5);
  g_autoptr(PhlMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  PhlGameLog *log;
  Screen screen;
  int fd;

  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *action = first_legal (played);

      g_assert_true (phl_match_submit (played, action, &error));
    }
  fd = g_file_open_tmp ("game-view-XXXXXX.philatelia", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (phl_match_save (played, path, &error));
  resumed = phl_match_new_from_file (path, &error);
  g_assert_no_error (error);
  g_unlink (path);

  screen = show (resumed);
  log = PHL_GAME_LOG (find_child (GTK_WIDGET (screen.view), PHL_TYPE_GAME_LOG, NULL));
  g_assert_nonnull (log);
  g_assert_cmpuint (phl_game_log_get_n_entries (log), ==, 6);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (strlen (phl_game_log_get_entry_text (log, i)), >, 0);

  /* With people only, Undo is the person's at the screen, for their own
   * last move: the last one was the other person's, so the log keeps
   * every line.  A move adds one. */
  gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.undo", NULL);
  g_assert_cmpuint (phl_match_get_n_actions (resumed), ==, 6);
  g_assert_cmpuint (phl_game_log_get_n_entries (log), ==, 6);
  {
    g_autofree char *action = first_legal (resumed);
    gpointer args[] = { log, GUINT_TO_POINTER (7) };

    g_assert_true (phl_game_view_submit (PHL_GAME_VIEW (screen.view), action));
    wait_for (log_has, args, 5, "the log line");
  }
  screen_close (&screen);
}

/* Online chat in the log: at the point it was said, after the moves so
 * far, and still there when the log is written again (an undo). */
static void
test_chat_in_log (void)
{
  g_autoptr(PhlMatch) match = new_match ("swop", "HH", 5);
  g_autoptr(GError) error = NULL;
  PhlGameLog *log;
  Screen screen;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *action = first_legal (match);

      g_assert_true (phl_match_submit (match, action, &error));
    }
  screen = show (match);
  log = PHL_GAME_LOG (find_child (GTK_WIDGET (screen.view), PHL_TYPE_GAME_LOG, NULL));
  phl_game_view_add_chat (PHL_GAME_VIEW (screen.view), "Ann", "Good luck!");
  g_assert_cmpuint (phl_game_log_get_n_entries (log), ==, 3);
  g_assert_cmpstr (phl_game_log_get_entry_text (log, 2), ==, "Chat, Ann: Good luck!");
  g_assert_false (phl_game_log_get_entry_is_heading (log, 2));
  {
    g_autofree char *action = first_legal (match);
    gpointer args[] = { log, GUINT_TO_POINTER (4) };

    g_assert_true (phl_game_view_submit (PHL_GAME_VIEW (screen.view), action));
    wait_for (log_has, args, 5, "the move's line after the chat");
  }
  g_assert_null (strstr (phl_game_log_get_entry_text (log, 3), "Good luck!"));
  /* Fewer actions than lines: the log is written anew, the chat kept
   * after the two moves it followed. */
  g_assert_true (phl_match_undo (match));
  g_assert_true (phl_match_undo (match));
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 1);
  g_assert_cmpuint (phl_game_log_get_n_entries (log), ==, 2);
  g_assert_cmpstr (phl_game_log_get_entry_text (log, 1), ==, "Chat, Ann: Good luck!");
  screen_close (&screen);
}

/* Played to its end: the end page says who won, by name, and Show Board
 * goes back to the board and returns. */
static void
test_end_page (void)
{
  g_autoptr(PhlMatch) match = new_match ("swop", "HH", 3);
  const PhlGameRules *rules = phl_match_get_rules (match);
  Screen screen = show (match);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  guint winners;
  GtkWidget *title;

  while (!phl_match_is_over (match))
    {
      g_autofree char *action = pick_legal (match, rng);

      g_assert_true (phl_game_view_submit (PHL_GAME_VIEW (screen.view), action));
    }
  g_assert_cmpstr (visible_page (&screen), ==, "end");
  winners = rules->winners (phl_match_get_state (match));
  g_assert_cmpuint (winners, !=, 0);
  title = find_child (GTK_WIDGET (screen.view), GTK_TYPE_LABEL, (winners & 1) ? "Ann" : "Bob");
  g_assert_nonnull (title);
  g_assert_true (gtk_widget_get_mapped (title));
  /* Undo is gone for good, hint too. */
  g_assert_false (action_enabled (&screen, "game.undo"));
  g_assert_false (action_enabled (&screen, "game.hint"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.show-board", NULL));
  g_assert_cmpstr (visible_page (&screen), ==, "board");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (screen.view), "game.scores", NULL));
  g_assert_cmpstr (visible_page (&screen), ==, "end");
  screen_close (&screen);
}

static gboolean
computer_moved (gpointer data)
{
  return phl_match_get_n_actions (data) > 0;
}

/* The computers wait while the players read; resuming lets them move. */
static void
test_computers_paused (void)
{
  g_autoptr(PhlMatch) match = new_match ("swop", "CH", 9);
  Screen screen = show (match);
  gboolean expired = FALSE;

  phl_game_view_set_computers_paused (PHL_GAME_VIEW (screen.view), TRUE);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);
  /* Longer than the computer's slowest pause: it would have moved. */
  g_timeout_add (2500, timed_out, &expired);
  while (!expired)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (phl_match_get_n_actions (match), ==, 0);

  phl_game_view_set_computers_paused (PHL_GAME_VIEW (screen.view), FALSE);
  wait_for (computer_moved, match, 30, "the computer's move");

  /* What the computer did is news: an alert a screen reader reads out,
   * in the engine's words, with its points. */
  {
    GtkWidget *news = find_child (GTK_WIDGET (screen.view), GTK_TYPE_LABEL, "Ann swapped");

    g_assert_nonnull (news);
    g_assert_true (gtk_widget_get_mapped (news));
    g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (news)), ==, GTK_ACCESSIBLE_ROLE_ALERT);
  }
  screen_close (&screen);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/game-view/handover", test_handover);
  g_test_add_func ("/game-view/summary", test_summary);
  g_test_add_func ("/game-view/hint-changes-nothing", test_hint_changes_nothing);
  g_test_add_func ("/game-view/log-after-continue", test_log_after_continue);
  g_test_add_func ("/game-view/chat-in-log", test_chat_in_log);
  g_test_add_func ("/game-view/end-page", test_end_page);
  g_test_add_func ("/game-view/computers-paused", test_computers_paused);
  return g_test_run ();
}
