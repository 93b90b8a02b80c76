/* pacing-scenario.c — the computers keep their pace after Play Again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SWOP against a computer, the person's moves made at once (the first
 * legal action), then Play Again three times.  Every change of any match
 * is timed (an emission hook on PhlMatch::changed); in every game each
 * computer move must come at least the runner's delay after the change
 * before it, as in a new game, and every game's view sets the same pace
 * (phl_game_view_get_computer_delay()).  No sleeps: the scenario waits
 * on the match; the timing is only ever checked from below, which a busy
 * machine cannot make fail.
 */
#include "config.h"

#include "phl-game-view.h"
#include "phl-motion.h"
#include "probe.h"

typedef struct
{
  gpointer match;
  gint64   time;
  guint    n_actions;
  gboolean computer_next;   /* a computer is to act after this change */
} Change;

static GArray *changes;

static gboolean
on_any_change (GSignalInvocationHint *hint,
               guint                  n_values,
               const GValue          *values,
               gpointer               data)
{
  PhlMatch *match = g_value_get_object (&values[0]);
  int seat = phl_match_get_current_seat (match);
  Change change = { match, g_get_monotonic_time (), phl_match_get_n_actions (match),
                    seat >= 0 && !phl_match_is_over (match)
                    && phl_match_get_seat (match, seat)->kind == PHL_SEAT_COMPUTER };

  g_array_append_val (changes, change);
  return TRUE;
}

/* A notice the people must pass (a day's summary holds the computers). */
static GtkWidget *
continue_button (void)
{
  GtkWidget *button = probe_find (probe_view (), P_("_Continue"));

  return button != NULL && gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button) ? button : NULL;
}

static gboolean
person_to_act (PhlMatch *match)
{
  int seat = phl_match_get_current_seat (match);

  return seat >= 0 && phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN;
}

/* Plays the people's seats at once (their first legal action) until the
 * match is over: what is left is the computers' pace. */
static void
play_out (PhlMatch *match)
{
  while (!phl_match_is_over (match))
    {
      const PhlGameRules *rules = phl_match_get_rules (match);
      g_autoptr(GPtrArray) legal = NULL;
      g_autoptr(GError) error = NULL;

      PROBE_WAIT (phl_match_is_over (match) || person_to_act (match) || continue_button () != NULL, 120000);
      if (phl_match_is_over (match))
        break;
      if (continue_button () != NULL)
        {
          probe_click (continue_button ());
          continue;
        }
      legal = rules->legal_actions (phl_match_get_state (match));
      if (!phl_match_submit (match, g_ptr_array_index (legal, 0), &error))
        probe_bail ("%s", error->message);
    }
}

/* The shortest wait before a computer's move in the game of @match
 * (its changes from @from on), in ms; the number of such moves in @n. */
static double
shortest_wait (PhlMatch *match,
               guint     from,
               guint    *n)
{
  gint64 min = G_MAXINT64, prev = 0;
  gboolean computer_next = FALSE, first = TRUE;

  *n = 0;
  for (guint i = from; i < changes->len; i++)
    {
      Change *c = &g_array_index (changes, Change, i);

      if (c->match != match)
        continue;
      if (!first && computer_next)
        {
          min = MIN (min, c->time - prev);
          (*n)++;
        }
      first = FALSE;
      prev = c->time;
      computer_next = c->computer_next;
    }
  return min / 1000.0;
}

void
probe_scenario (void)
{
  /* The runner's delay (phl-game-view.c) at the probe's fast speed. */
  double delay = MAX (150, phl_motion_get_ms (GTK_WIDGET (probe_window ()), 450));
  PhlMatch *match;
  guint n, from = 0;
  double wait;

  changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_type_class_unref (g_type_class_ref (PHL_TYPE_MATCH));
  g_signal_add_emission_hook (g_signal_lookup ("changed", PHL_TYPE_MATCH), 0, on_any_change, NULL, NULL);
  match = probe_start_new ("swop", "HC", 7, NULL, NULL);
  for (int round = 0; round < 4; round++)
    {
      PhlMatch *old = match;
      guint pace = phl_game_view_get_computer_delay (PHL_GAME_VIEW (probe_view ()));

      probe_ok (pace == (guint) delay, "%s: the computer's pace is set (%u ms, a new game's %.0f ms)",
                round == 0 ? "a new game" : "after Play Again", pace, delay);
      play_out (match);
      wait = shortest_wait (match, from, &n);
      probe_ok (n >= 5 && wait >= delay - 5,
                "%s: each of the computer's %u moves came at least %.0f ms after the last change (%.0f ms)",
                round == 0 ? "a new game" : "after Play Again", n, delay, wait);
      if (round == 3)
        break;
      from = changes->len;
      probe_ok (probe_activate (NULL, "game.play-again", NULL), "Play Again");
      PROBE_WAIT (probe_match () != old && probe_match () != NULL, 10000);
      match = probe_match ();
    }
}
