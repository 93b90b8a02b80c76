/* replay-scenario.c — replay on the game's own screen, on the UI probe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two saves of one STAMPS game (hands are hidden) are written into the
 * fresh home before the app starts: the whole game, and the same game cut
 * halfway (not over).  The finished one opens through win.replay (as the
 * library's Recent games opens one), steps back with Ctrl+Left, a real
 * click on Back and the slider's action, the log in step at every point,
 * and may be watched as another seat.  The unfinished one shows only
 * what Ann saw: no text on screen is one written for Bob's or Cy's eyes
 * only.  Play on from there with computers for the others gives a game
 * Ann plays on; game.replay on it replays it so far.  Whole games of
 * the other three games step the same way on their own screens.
 */
#include "config.h"

#include <string.h>

#include "phl-change.h"
#include "phl-game-log.h"
#include "phl-game-view.h"
#include "probe.h"
#include "replay-probe-util.h"

#define SEED 4242
#define N_SEATS 3

static char *finished_path;
static char *unfinished_path;

/* The other three games, whole, each watched by its first seat. */
static const struct { const char *game; guint n_players; guint64 seed; } others[] = {
  { "auction", 3, 13 },
  { "stampswap", 3, 11 },
  { "swop", 2, 12 },
};

static char *
other_path (const char *game)
{
  g_autofree char *name = g_strconcat (game, ".philatelia", NULL);

  return g_build_filename (probe_home (), name, NULL);
}

static void
write_other_save (const char *game,
                  guint       n_players,
                  guint64     seed)
{
  const PhlGameRules *rules = phl_game_rules_lookup (game);
  PhlSeat seats[4] = {
    { (char *) "Ann", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Bob", PHL_SEAT_COMPUTER, PHL_AI_EASY },
    { (char *) "Cy", PHL_SEAT_COMPUTER, PHL_AI_EASY },
    { (char *) "Dee", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlAiLevel levels[4] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  PhlSetup setup = { .n_players = n_players };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, seed, &error);
  g_autofree char *path = other_path (game);

  g_assert_no_error (error);
  while (!phl_match_is_over (match))
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);

      if (!phl_match_submit (match, action, &error))
        g_error ("%s", error->message);
    }
  if (!phl_match_save (match, path, &error))
    g_error ("%s", error->message);
}

static void
write_saves (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stamps");
  PhlSeat seats[N_SEATS] = {
    { (char *) "Ann", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Bob", PHL_SEAT_COMPUTER, PHL_AI_EASY },
    { (char *) "Cy", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlAiLevel levels[N_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  PhlSetup setup = { .n_players = N_SEATS };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (SEED);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, SEED, &error);
  g_autoptr(PhlMatch) half = NULL;

  g_assert_no_error (error);
  while (!phl_match_is_over (match))
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);

      if (!phl_match_submit (match, action, &error))
        g_error ("%s", error->message);
    }
  finished_path = g_build_filename (probe_home (), "finished.philatelia", NULL);
  unfinished_path = g_build_filename (probe_home (), "unfinished.philatelia", NULL);
  if (!phl_match_save (match, finished_path, &error))
    g_error ("%s", error->message);
  half = phl_match_new_at (match, phl_match_get_n_actions (match) / 2, NULL, &error);
  g_assert_no_error (error);
  if (!phl_match_save (half, unfinished_path, &error))
    g_error ("%s", error->message);
}

void
probe_prepare (void)
{
  write_saves ();
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    write_other_save (others[i].game, others[i].n_players, others[i].seed);
}

/* The log's entries that are actions (not round headings). */
static guint
n_logged (void)
{
  PhlGameLog *log = PHL_GAME_LOG (probe_find_type (GTK_WIDGET (view ()), "PhlGameLog"));
  guint n = 0;

  for (guint i = 0; i < phl_game_log_get_n_entries (log); i++)
    if (!phl_game_log_get_entry_is_heading (log, i))
      n++;
  return n;
}

/* The log's lines for the first @n actions: those that say something to
 * the seat watching (a countdown's ticks may say nothing). */
static guint
expected_logged (guint n)
{
  PhlMatch *match = replay_match ();
  int viewer = phl_game_view_get_viewer (view ());
  guint lines = 0;

  for (guint i = 0; i < n; i++)
    {
      const char *text = phl_change_describe (phl_match_get_change (match, i), viewer);

      if (text != NULL && *text != '\0')
        lines++;
    }
  return lines;
}

static gboolean
shows_position (guint n,
                guint total)
{
  g_autofree char *text = NULL;

  /* The app's own translated format, as it fills it in. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  text = g_strdup_printf (P_("Action %u of %u"), n, total);
#pragma GCC diagnostic pop
  return probe_shows (text);
}

/* Opens @path in replay mode and waits until its view shows. */
static PhlMatch *
open_replay (const char *path)
{
  PhlGameView *before = view ();

  probe_ok (probe_activate (GTK_WIDGET (probe_window ()), "win.replay", g_variant_new_string (path)),
            "win.replay opens %s", path);
  PROBE_WAIT (view () != before && replaying () && gtk_widget_get_mapped (GTK_WIDGET (view ())), 10000);
  probe_settle ();
  return replay_match ();
}

static void
check_finished (void)
{
  PhlMatch *match = open_replay (finished_path);
  guint total = phl_match_get_n_recorded (match);

  probe_ok (phl_match_is_over (match) && phl_match_get_n_actions (match) == total,
            "a finished game opens at its end (%u actions)", total);
  probe_ok (probe_match () == NULL, "a replay is not the window's game (not autosaved, not counted again)");
  probe_ok (shows_position (total, total), "the bar says action %u of %u", total, total);
  probe_ok (n_logged () == total, "the log holds every action (%u)", n_logged ());
  probe_ok (!gtk_widget_is_sensitive (probe_get (NULL, P_("Forward"))), "Forward is off at the end");
  {
    g_auto(GStrv) unnamed = probe_unnamed (GTK_WIDGET (view ()));

    for (guint i = 0; unnamed[i] != NULL; i++)
      probe_diag ("unnamed: %s", unnamed[i]);
    probe_ok (unnamed[0] == NULL, "every control of the replay has a name a screen reader says");
  }
  probe_screenshots ("finished-end");

  probe_key ("ctrl+Left");
  PROBE_WAIT (phl_match_get_n_actions (match) == total - 1, 5000);
  probe_ok (shows_position (total - 1, total) && n_logged () == total - 1,
            "Ctrl+Left steps one back, the log in step (%u)", n_logged ());
  probe_ok (!phl_match_is_over (match), "one action before the end the game is not over");

  probe_click (probe_get (NULL, P_("Back")));
  PROBE_WAIT (phl_match_get_n_actions (match) == total - 2, 5000);
  probe_ok (n_logged () == total - 2, "a click on Back steps again (%u logged)", n_logged ());

  probe_activate (GTK_WIDGET (view ()), "game.replay-seek", g_variant_new_uint32 (total / 2));
  PROBE_WAIT (phl_match_get_n_actions (match) == total / 2, 5000);
  probe_ok (shows_position (total / 2, total) && n_logged () == total / 2,
            "the slider's position %u: the log has as many actions", total / 2);
  probe_ok (!phl_game_view_get_can_act (view ()), "nobody plays a replay");
  probe_key ("ctrl+z");
  probe_settle ();
  probe_ok (phl_match_get_n_actions (match) == total / 2 && phl_match_get_n_recorded (match) == total,
            "Ctrl+Z undoes nothing in a replay");
  probe_screenshots ("finished-mid");

  probe_key ("ctrl+Right");
  PROBE_WAIT (phl_match_get_n_actions (match) == total / 2 + 1, 5000);
  probe_ok (n_logged () == total / 2 + 1, "Ctrl+Right steps forward");

  /* A finished game hides nothing: anyone's view. */
  {
    /* Found by its tooltip: its name says the seat too ("Watch As: Ann"). */
    GtkWidget *watch = probe_get (NULL, P_("Whose view of the game shows"));

    gtk_drop_down_set_selected (GTK_DROP_DOWN (watch), 1);
    PROBE_WAIT (phl_game_view_get_viewer (view ()) == 1, 5000);
    probe_ok (TRUE, "watched as Bob");
  }

  probe_activate (GTK_WIDGET (view ()), "game.replay-first", NULL);
  PROBE_WAIT (phl_match_get_n_actions (match) == 0, 5000);
  probe_ok (n_logged () == 0 && shows_position (0, total), "First: the start, an empty log");
  probe_activate (GTK_WIDGET (view ()), "game.replay-last", NULL);
  PROBE_WAIT (phl_match_get_n_actions (match) == total, 5000);
  probe_ok (phl_match_is_over (match) && n_logged () == total, "Last: the end again");
}

/* Nothing on screen was written for another seat's eyes only. */
static void
check_privacy (PhlMatch *match)
{
  guint n = phl_match_get_n_actions (match);
  guint n_private = 0;
  gboolean leaked = FALSE;

  for (guint i = 0; i < n; i++)
    {
      const PhlChange *change = phl_match_get_change (match, i);
      const char *mine = phl_change_describe (change, 0);
      const char *open = phl_change_describe (change, -1);

      for (int seat = 1; seat < N_SEATS; seat++)
        {
          const char *theirs = phl_change_describe (change, seat);

          if (g_strcmp0 (theirs, mine) == 0 || g_strcmp0 (theirs, open) == 0)
            continue;
          n_private++;
          if (probe_shows (theirs))
            {
              probe_diag ("shown: %s", theirs);
              leaked = TRUE;
            }
        }
    }
  probe_ok (n_private > 0, "the first %u actions hold %u texts for Bob's or Cy's eyes only", n, n_private);
  probe_ok (!leaked, "none of them shows while Ann watches");
}

static void
check_unfinished (void)
{
  PhlMatch *match = open_replay (unfinished_path);
  guint total = phl_match_get_n_recorded (match);

  probe_ok (!phl_match_is_over (match), "an unfinished game (%u actions)", total);
  probe_ok (phl_game_view_get_viewer (view ()) == 0, "watched as Ann, its person");
  probe_ok (probe_find (NULL, P_("Whose view of the game shows")) == NULL,
            "no other seat's view to choose before the end");
  probe_activate (GTK_WIDGET (view ()), "game.replay-seek", g_variant_new_uint32 (total - total / 3));
  PROBE_WAIT (phl_match_get_n_actions (match) == total - total / 3, 5000);
  probe_ok (n_logged () == total - total / 3, "the log in step (%u)", n_logged ());
  check_privacy (match);
  probe_screenshots ("unfinished-mid");
}

static void
check_play_on (void)
{
  /* Kept: the replay's view and match go when the new game comes. */
  g_autoptr(PhlMatch) source = g_object_ref (replay_match ());
  guint n = phl_match_get_n_actions (source);
  GtkWidget *button;
  PhlMatch *match;
  g_autoptr(GPtrArray) legal = NULL;

  g_autofree char *play_on = plain_tr ("_Play On from Here");
  g_autofree char *computers = plain_tr ("_Computers for the Others");

  probe_click (probe_get (NULL, play_on));
  button = probe_wait_find (NULL, computers, 5000);
  probe_screenshot ("play-on-dialog");
  probe_click (button);
  PROBE_WAIT (probe_match () != NULL && !replaying (), 10000);
  match = probe_match ();
  probe_ok (phl_match_get_n_actions (match) >= n, "a new game after action %u", n);
  probe_ok (phl_match_get_seat (match, 0)->kind == PHL_SEAT_HUMAN &&
            phl_match_get_seat (match, 1)->kind == PHL_SEAT_COMPUTER &&
            phl_match_get_seat (match, 2)->kind == PHL_SEAT_COMPUTER,
            "Ann plays, computers in place of the others");
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (phl_match_get_action (match, i), phl_match_get_action (source, i)) != 0)
      probe_bail ("action %u differs from the replay's", i + 1);
  probe_ok (TRUE, "its first %u actions are the replay's", n);

  probe_wait_person (20000);
  if (!phl_match_is_over (match))
    {
      guint before = phl_match_get_n_actions (match);

      legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));
      probe_ok (phl_game_view_submit (view (), g_ptr_array_index (legal, 0)), "Ann plays on");
      probe_wait_actions (before + 1, 5000);
    }
  probe_screenshots ("played-on");

  /* game.replay: the game being played, so far, on its own screen. */
  {
    guint so_far;

    probe_wait_person (20000);
    so_far = phl_match_get_n_actions (match);
    /* The toolbar's Replay button (game.replay), by a real click. */
    probe_click (probe_get (NULL, P_("Replay")));
    PROBE_WAIT (replaying (), 5000);
    probe_ok (phl_match_get_n_recorded (replay_match ()) == so_far && shows_position (so_far, so_far),
              "Replay in the toolbar replays the %u actions so far", so_far);
    probe_activate (GTK_WIDGET (view ()), "game.replay-back", NULL);
    PROBE_WAIT (phl_match_get_n_actions (replay_match ()) == so_far - 1, 5000);
    probe_ok (n_logged () == so_far - 1, "and steps back");
  }
  probe_leave ();
}

/* Every game's view steps the same way, the log in step, and no clock
 * or computer moves the replay on by itself. */
static void
check_other_games (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      const char *game = others[i].game;
      g_autofree char *path = other_path (game);
      g_autofree char *shot = g_strconcat (game, "-mid", NULL);
      PhlMatch *match = open_replay (path);
      guint total = phl_match_get_n_recorded (match);

      probe_diag ("%s: over %d, %u logged, %u actions", game, phl_match_is_over (match), n_logged (), total);
      probe_ok (phl_match_is_over (match) && n_logged () == expected_logged (total) && shows_position (total, total),
                "%s: opens at its end, %u actions logged", game, total);
      probe_activate (GTK_WIDGET (view ()), "game.replay-seek", g_variant_new_uint32 (total / 2));
      PROBE_WAIT (phl_match_get_n_actions (match) == total / 2, 5000);
      probe_settle ();
      probe_ok (n_logged () == expected_logged (total / 2) && shows_position (total / 2, total)
                && phl_match_get_n_actions (match) == total / 2 && phl_match_get_n_recorded (match) == total,
                "%s: at %u the log in step, nothing moved on by itself", game, total / 2);
      probe_ok (!phl_game_view_get_can_act (view ()), "%s: nobody plays a replay", game);
      probe_screenshot (shot);
      probe_key ("ctrl+Left");
      PROBE_WAIT (phl_match_get_n_actions (match) == total / 2 - 1, 5000);
      probe_ok (n_logged () == expected_logged (total / 2 - 1), "%s: Ctrl+Left steps back", game);
      probe_activate (GTK_WIDGET (view ()), "game.replay-first", NULL);
      PROBE_WAIT (phl_match_get_n_actions (match) == 0, 5000);
      probe_key ("ctrl+Right");
      PROBE_WAIT (phl_match_get_n_actions (match) == 1, 5000);
      probe_settle ();
      probe_ok (n_logged () == expected_logged (1) && phl_match_get_n_recorded (match) == total,
                "%s: from the start one forward", game);
    }
}

void
probe_scenario (void)
{
  check_other_games ();
  check_finished ();
  check_unfinished ();
  check_play_on ();

  /* The keyboard shortcuts window lists the replay's keys. */
  {
    GtkWidget *shortcuts;

    probe_activate (GTK_WIDGET (probe_window ()), "win.show-help-overlay", NULL);
    shortcuts = probe_wait_find_type (NULL, "GtkShortcutsWindow", 5000);
    probe_ok (shortcuts != NULL, "the shortcuts window opens");
    gtk_window_destroy (GTK_WINDOW (shortcuts));
    probe_settle ();
  }
}
