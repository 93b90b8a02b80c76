/* online-guest-scenario.c — the invited instance of the online UI test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Started by online-host-scenario.c in its own session bus and home, with
 * the server in PHL_ONLINE_SERVER, its certificate in PHL_ONLINE_CAFILE
 * and the password in PHILATELIA_TEST_PASSWORD_FILE.  Logs in, says so by
 * creating PHL_ONLINE_READY, waits for the invitation's dialog, then opens
 * the room's link the host left in PHL_ONLINE_LINK (after a bad link),
 * which joins at once, and plays its seat on each view the host sends,
 * until the game is over.
 *
 * With PHL_ONLINE_QUIT_AFTER=N it quits after N moves (the app closed
 * mid-game); started again with PHL_ONLINE_AGAIN=1 in the same home
 * (PROBE_HOME), it continues the game from the library's row and plays
 * it to the end.  At the end it writes the result to PHL_ONLINE_RESULT.
 */
#include "config.h"

#include "online-play.h"
#include "phl-game-log.h"
#include "phl-online.h"
#include "phl-online-games.h"
#include "phl-window.h"

void
probe_prepare (void)
{
  serve_notifications ();
  online_play_set_account ("ben@philatelia.test", g_getenv ("PHL_ONLINE_SERVER"),
                           g_getenv ("PHL_ONLINE_CAFILE"));
}

static PhlOnline *
online (void)
{
  return PHL_ONLINE (phl_window_get_online (PHL_WINDOW (probe_window ())));
}

/* A fresh view of the host's, on screen, that is over or waits for our
 * move (a view's match has no actions until we move on it). */
static gboolean
view_to_answer (gpointer data)
{
  PhlMatch *match = probe_match ();
  GtkWidget *view = probe_view ();

  if (match == NULL || view == NULL || phl_game_view_get_match (PHL_GAME_VIEW (view)) != match)
    return FALSE;
  if (phl_match_is_over (match))
    return TRUE;
  return phl_match_get_n_actions (match) == 0 && phl_game_view_get_can_act (PHL_GAME_VIEW (view));
}

/* As the desktop opens a link it was given (philatelia URI). */
static void
open_link (const char *uri)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);

  g_application_open (g_application_get_default (), &file, 1, "");
}

static gboolean
log_has_chat (gpointer line)
{
  GtkWidget *log = probe_view () != NULL ? probe_find_type (probe_view (), "PhlGameLog") : NULL;

  for (guint i = 0; log != NULL && i < phl_game_log_get_n_entries (PHL_GAME_LOG (log)); i++)
    if (strstr (phl_game_log_get_entry_text (PHL_GAME_LOG (log), i), line) != NULL)
      return TRUE;
  return FALSE;
}

/* The invitation comes (its dialog, its notification); the room's link,
 * from the host, answers it: a bad link is refused, and the room's own
 * joins at once, the invitation already there, its dialog gone. */
static void
join_by_link (void)
{
  GtkWidget *accept = probe_wait_find (NULL, P_("_Accept"), 30000);
  g_autofree char *link = NULL;

  probe_ok (probe_shows ("anna@philatelia.test"), "the invitation names who invites");
  PROBE_WAIT (was_notified (P_("Invitation to Play")), 10000);
  PROBE_WAIT (gtk_widget_get_mapped (accept) && gtk_widget_get_width (accept) > 1, 10000);
  open_link ("xmpp:nobody?join");
  PROBE_WAIT (probe_shows ("xmpp:game@rooms.example.org?join"), 5000);
  PROBE_WAIT (g_file_test (g_getenv ("PHL_ONLINE_LINK"), G_FILE_TEST_EXISTS), 30000);
  g_file_get_contents (g_getenv ("PHL_ONLINE_LINK"), &link, NULL, NULL);
  g_object_add_weak_pointer (G_OBJECT (accept), (gpointer *) &accept);
  open_link (link);
  PROBE_WAIT (accept == NULL, 5000);
}

/* After a restart: the library lists the game, marked online, and its
 * Continue brings our seat back. */
static void
continue_from_library (void)
{
  GPtrArray *games = phl_online_get_games (online ());
  g_autoptr(GString) title = NULL;
  GtkWidget *row;

  if (games->len != 1 || ((PhlOnlineGame *) g_ptr_array_index (games, 0))->role != PHL_ONLINE_GAME_JOINED)
    probe_bail ("the restarted app does not remember the seat (%u games)", games->len);
  title = g_string_new (P_("%s · online, hosted by %s"));
  g_string_replace (title, "%s", P_("SWOP"), 1);
  g_string_replace (title, "%s", "anna@philatelia.test", 1);
  row = probe_wait_find (NULL, title->str, 10000);
  probe_ok (probe_shows (P_("Your turn")) || probe_shows ("anna@philatelia.test"),
            "the library says whose turn it is");
  probe_click (probe_get (row, P_("_Continue")));
}

void
probe_scenario (void)
{
  const char *quit_after = g_getenv ("PHL_ONLINE_QUIT_AFTER");
  gboolean again = g_getenv ("PHL_ONLINE_AGAIN") != NULL;
  gboolean saw_chat = FALSE;
  guint moves = 0;
  g_autofree char *result = NULL;

  probe_set_animations (FALSE);
  PROBE_WAIT (phl_online_get_connected (online ()), 30000);
  probe_ok (g_file_set_contents (g_getenv ("PHL_ONLINE_READY"), "", 0, NULL), "told the host we are online");
  if (again)
    continue_from_library ();
  else
    join_by_link ();
  for (;;)
    {
      probe_wait (view_to_answer, NULL, 30000, "a view of the host's to answer");
      /* Each view is built anew: the chat so far must be in its log. */
      saw_chat = saw_chat || log_has_chat ("Good luck, Ben!");
      if (phl_match_is_over (probe_match ()))
        break;
      if (quit_after != NULL && moves == g_ascii_strtoull (quit_after, NULL, 10))
        {
          probe_wait (log_has_chat, "Good luck, Ben!", 10000, "the host's chat line in the game log");
          probe_ok (phl_online_get_games (online ())->len == 1, "the seat is kept for after a restart");
          return;
        }
      online_play_move (probe_match ());
      moves++;
    }
  probe_ok (moves > 0, "the guest played %u moves", moves);
  /* The chat before a restart is not kept; after it, the log holds what
   * was said since. */
  if (!again)
    probe_ok (saw_chat, "the host's chat line is in the game log of the guest's views");
  probe_ok (phl_match_is_over (probe_match ()), "the guest's last view is the end of the game");
  /* Our own last move ends the game on screen at once; the host's view
   * of the end follows. */
  PROBE_WAIT (phl_online_get_games (online ())->len == 0, 10000);
  probe_ok (TRUE, "a game over is no longer kept");
  result = online_play_result (probe_match ());
  probe_ok (g_file_set_contents (g_getenv ("PHL_ONLINE_RESULT"), result, -1, NULL), "wrote the result");
}
