/* online-host-scenario.c — two app instances play SWOP through a real server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This instance starts prosody (tests/net/phl-test-prosody.c) with the
 * accounts anna and ben, logs in as anna (Preferences, Online, set before
 * the app starts; the password through PHILATELIA_TEST_PASSWORD_FILE, the
 * tests' stand-in for the keyring) and starts the second instance
 * (online-guest-scenario.c) as ben, in its own session bus and home.
 * Once ben is online, anna hosts SWOP from the new-game dialog with
 * player 2 "a friend online" at ben's address and copies the room's link
 * (the toast's Copy Link) for ben; ben gets the invitation's dialog, opens
 * the link, which joins the game at once, and both play through their
 * game views to the end, a line of chat joining both game logs.
 * Mid-game ben's app quits; started again in the same home it continues
 * the game from its library, and both instances end with the same result.
 * Then the host goes offline too (as if its app had closed) and resumes
 * hosting from its own library's row of the game.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <signal.h>

#include "online-play.h"
#include "phl-game-log.h"
#include "phl-online.h"
#include "phl-online-games.h"
#include "phl-test-prosody.h"
#include "phl-window.h"

#define GUEST "ben@" PHL_TEST_DOMAIN
/* online-guest-scenario.c waits for it. */
#define CHAT_LINE "Good luck, Ben!"

static PhlTestProsody *server;
static char *guest_output;
static gboolean guest_done;
static gboolean guest_passed;

void
probe_prepare (void)
{
  const char * const accounts[] = { "anna", "ben", NULL };
  g_autofree char *password = NULL;

  /* The host's "Your turn" notifications are read back too. */
  serve_notifications ();
  server = phl_test_prosody_start (accounts);
  if (server == NULL)
    probe_bail ("prosody did not start");
  password = phl_test_prosody_password_file (server, "anna");
  g_setenv ("PHILATELIA_TEST_PASSWORD_FILE", password, TRUE);
  online_play_set_account ("anna@" PHL_TEST_DOMAIN, server->server, server->cafile);
}

static void
on_guest_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GSubprocess *guest = G_SUBPROCESS (source);

  g_subprocess_communicate_utf8_finish (guest, result, &guest_output, NULL, NULL);
  guest_passed = g_subprocess_get_if_exited (guest) && g_subprocess_get_exit_status (guest) == 0;
  guest_done = TRUE;
}

static GSubprocess *
start_guest (const char *ready,
             const char *link,
             gboolean    again)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_autofree char *password = phl_test_prosody_password_file (server, "ben");
  g_autoptr(GError) error = NULL;
  GSubprocess *guest;

  g_subprocess_launcher_setenv (launcher, "PHILATELIA_TEST_PASSWORD_FILE", password, TRUE);
  g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_SERVER", server->server, TRUE);
  g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_CAFILE", server->cafile, TRUE);
  g_autofree char *home = g_build_filename (probe_home (), "ben", NULL);
  g_autofree char *result = g_build_filename (probe_home (), "ben-result", NULL);

  g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_READY", ready, TRUE);
  g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_RESULT", result, TRUE);
  /* Ben's app quits after two moves, and starts again in its home. */
  g_subprocess_launcher_setenv (launcher, "PROBE_HOME", home, TRUE);
  if (again)
    g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_AGAIN", "1", TRUE);
  else
    g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_QUIT_AFTER", "2", TRUE);
  guest_done = FALSE;
  g_clear_pointer (&guest_output, g_free);
  g_subprocess_launcher_setenv (launcher, "PHL_ONLINE_LINK", link, TRUE);
  /* Its own session bus: the same application id would otherwise find
   * this instance and hand it the activation. */
  guest = g_subprocess_launcher_spawn (launcher, &error, "dbus-run-session", "--",
                                       g_getenv ("PHL_ONLINE_GUEST"), NULL);
  if (guest == NULL)
    probe_bail ("the second instance did not start: %s", error->message);
  g_subprocess_communicate_utf8_async (guest, NULL, NULL, on_guest_done, NULL);
  return guest;
}

/* Player 2 of the new-game dialog becomes a friend online at @address. */
static void
invite_player_2 (GtkWindow  *dialog,
                 const char *address)
{
  GtkWidget *found = probe_find (GTK_WIDGET (dialog), "Player 2");
  GtkWidget *row = found != NULL ? gtk_widget_get_ancestor (found, ADW_TYPE_ENTRY_ROW) : NULL;
  GtkDropDown *who;

  if (found != NULL && ADW_IS_ENTRY_ROW (found))
    row = found;
  if (row == NULL)
    probe_bail ("no row for player 2 in the new-game dialog");
  who = GTK_DROP_DOWN (probe_find_type (row, "GtkDropDown"));
  /* The last choice: a friend online, their address as the name. */
  gtk_drop_down_set_selected (who, g_list_model_get_n_items (gtk_drop_down_get_model (who)) - 1);
  gtk_editable_set_text (GTK_EDITABLE (row), address);
}

static gboolean
my_turn_or_over (gpointer data)
{
  PhlMatch *match = data;
  GtkWidget *view = probe_view ();

  return phl_match_is_over (match) || guest_done
         || (view != NULL && phl_game_view_get_can_act (PHL_GAME_VIEW (view)));
}

static void
on_server_exited (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  *(gboolean *) user_data = TRUE;
}

/* The app's connection must see the server go (it closes the stream with
 * the app), so the main loop runs while prosody stops. */
static void
stop_server (void)
{
  gboolean exited = FALSE;

  g_subprocess_send_signal (server->process, SIGTERM);
  g_subprocess_wait_async (server->process, NULL, on_server_exited, &exited);
  PROBE_WAIT (exited, 20000);
  phl_test_prosody_stop (server);
}

/* The host logs out (its friend sees "Waiting for the host"), goes to the
 * library, finds the game marked online and continues it: the same room,
 * the friend keeping the seat.  Returns the match now on screen. */
static PhlMatch *
host_again (PhlOnline *online)
{
  guint n_actions = phl_match_get_n_actions (probe_match ());
  GtkWidget *resume;

  phl_online_logout (online);
  probe_activate (NULL, "win.show-library", NULL);
  /* The one game in progress here: its row, marked online. */
  resume = probe_wait_find (NULL, P_("_Continue"), 10000);
  probe_ok (probe_shows ("online with " GUEST), "the library marks the game online, with the friend");
  probe_ok (probe_shows (P_("Your turn")), "the library says it is the host's turn");
  PROBE_WAIT (gtk_widget_get_mapped (resume) && gtk_widget_get_width (resume) > 1
              && gtk_widget_is_visible (GTK_WIDGET (probe_window ())), 10000);
  gtk_widget_activate (resume);
  PROBE_WAIT (probe_match () != NULL && phl_match_get_n_actions (probe_match ()) == n_actions
              && phl_online_get_active (online), 10000);
  return probe_match ();
}

/* The room's link, copied with the toast's Copy Link once the room is
 * there, goes to the friend's instance through @path. */
static void
pass_on_link (const char *path)
{
  GtkWidget *copy = probe_wait_find (NULL, P_("Copy _Link"), 30000);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (probe_window ()));
  g_auto(GValue) value = G_VALUE_INIT;
  const char *text;

  /* Pressed as a keyboard user would (the toast slides over the board). */
  gtk_widget_activate (copy);
  g_value_init (&value, G_TYPE_STRING);
  PROBE_WAIT (gdk_clipboard_get_content (clipboard) != NULL, 5000);
  gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value, NULL);
  text = g_value_get_string (&value);
  probe_ok (g_str_has_prefix (text, "xmpp:") && g_str_has_suffix (text, "?join"),
            "Copy Link copies the room's link (%s)", text);
  g_file_set_contents (path, text, -1, NULL);
}

static gboolean
log_has_chat (gpointer line)
{
  GtkWidget *log = probe_find_type (probe_view (), "PhlGameLog");

  for (guint i = 0; log != NULL && i < phl_game_log_get_n_entries (PHL_GAME_LOG (log)); i++)
    if (strstr (phl_game_log_get_entry_text (PHL_GAME_LOG (log), i), line) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
entry_under_log (GtkWidget *entry)
{
  GtkWidget *log = probe_find_type (probe_view (), "PhlGameLog");
  graphene_rect_t log_bounds, entry_bounds;

  return log != NULL && gtk_widget_is_ancestor (entry, probe_view ())
         && gtk_widget_compute_bounds (log, probe_view (), &log_bounds)
         && gtk_widget_compute_bounds (entry, probe_view (), &entry_bounds)
         && entry_bounds.origin.y >= log_bounds.origin.y + log_bounds.size.height - 1
         && entry_bounds.origin.x < log_bounds.origin.x + log_bounds.size.width
         && log_bounds.origin.x < entry_bounds.origin.x + entry_bounds.size.width;
}

void
probe_scenario (void)
{
  PhlOnline *online = PHL_ONLINE (phl_window_get_online (PHL_WINDOW (probe_window ())));
  g_autofree char *ready = g_build_filename (probe_home (), "guest-online", NULL);
  g_autofree char *result_path = g_build_filename (probe_home (), "ben-result", NULL);
  g_autofree char *result = NULL;
  g_autofree char *guest_result = NULL;
  g_autofree char *link = g_build_filename (probe_home (), "room-link", NULL);
  g_autoptr(GSubprocess) guest = NULL;
  GtkWindow *dialog;
  PhlMatch *match;
  guint moves = 0;
  gboolean chatted = FALSE;
  gboolean restarted = FALSE;
  gboolean hosted_again = FALSE;

  probe_set_animations (FALSE);
  PROBE_WAIT (phl_online_get_connected (online), 30000);
  guest = start_guest (ready, link, FALSE);
  PROBE_WAIT (g_file_test (ready, G_FILE_TEST_EXISTS) || guest_done, 30000);
  if (guest_done)
    probe_bail ("the second instance ended early:\n%s", guest_output);

  dialog = probe_open_new_game ("swop");
  invite_player_2 (dialog, GUEST);
  match = probe_start_from_dialog (dialog);
  probe_ok (phl_online_get_active (online), "the game is hosted online");
  probe_ok (phl_match_get_seat (match, 1)->kind == PHL_SEAT_COMPUTER
            && g_strcmp0 (phl_match_get_seat (match, 1)->name, GUEST) == 0,
            "player 2 is the friend, not a person at this screen");
  pass_on_link (link);
  while (!phl_match_is_over (match))
    {
      guint before;

      probe_wait (my_turn_or_over, match, 30000, "the host's turn or the end");
      if (phl_match_is_over (match))
        break;
      /* Ben's app quit mid-game: started again, it continues. */
      if (guest_done && !restarted)
        {
          if (!probe_ok (guest_passed, "the second instance quit mid-game as planned"))
            probe_bail ("%s", guest_output);
          g_remove (ready);
          g_clear_object (&guest);
          guest = start_guest (ready, link, TRUE);
          restarted = TRUE;
          continue;
        }
      if (guest_done)
        probe_bail ("the second instance ended before the game:\n%s", guest_output);
      before = phl_match_get_n_actions (match);
      /* Once the friend has moved, they are in the room: a line of chat. */
      if (!chatted && before >= 2)
        {
          GtkWidget *entry = probe_find (NULL, P_("Chat message"));

          if (entry == NULL || !gtk_widget_get_mapped (entry))
            probe_bail ("no chat line under the game");
          gtk_editable_set_text (GTK_EDITABLE (entry), CHAT_LINE);
          gtk_widget_grab_focus (entry);
          probe_key ("Return");
          PROBE_WAIT (*gtk_editable_get_text (GTK_EDITABLE (entry)) == '\0', 5000);
          chatted = probe_ok (log_has_chat (CHAT_LINE), "the host's chat line is in the host's game log");
          probe_ok (entry_under_log (entry), "the chat entry is in the game view, under its log");
        }
      /* Once the restarted friend has moved: the host's turn to go. */
      if (restarted && !hosted_again && before >= 10)
        {
          match = host_again (online);
          hosted_again = TRUE;
          probe_wait (my_turn_or_over, match, 30000, "the host's turn after hosting again");
        }
      online_play_move (match);
      PROBE_WAIT (phl_match_get_n_actions (match) > before, 5000);
      moves++;
    }
  probe_ok (moves > 0, "the host played %u moves", moves);
  probe_ok (restarted, "the second instance was restarted mid-game");
  probe_ok (hosted_again, "the host hosted the game again from its library");
  PROBE_WAIT (phl_online_get_games (online)->len == 0, 10000);
  probe_ok (TRUE, "a game over is no longer kept");
  /* The window is not the focused one under the test's X server. */
  if (!gtk_window_is_active (probe_window ()))
    probe_ok (was_notified (P_("Your turn")), "the host was told it is its turn");
  PROBE_WAIT (guest_done, 30000);
  if (!probe_ok (guest_passed, "the second instance played to the end"))
    probe_diag ("%s", guest_output);
  result = online_play_result (match);
  if (!probe_ok (g_file_get_contents (result_path, &guest_result, NULL, NULL)
                 && g_str_equal (result, guest_result), "both instances end with the same result"))
    probe_diag ("host:\n%s\nguest:\n%s", result, guest_result != NULL ? guest_result : "(none)");
  phl_online_logout (online);
  stop_server ();
}
