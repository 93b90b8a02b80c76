/* pebbles-scenario.c — Pebbles played in the app, on the UI probe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game registered by its folder and the games list alone: the
 * library has its card; the card's new-game dialog starts it; its view's
 * "Take N" buttons, clicked for real, play the person's moves while the
 * computer plays the other seat, to the end of the game.
 */
#include "config.h"

#include "phl-game-info.h"
#include "probe.h"

static guint
pile (void)
{
  g_autoptr(GKeyFile) scores = g_key_file_new ();
  PhlMatch *match = probe_match ();
  const PhlGameRules *rules = phl_match_get_rules (match);
  guint taken = 0;

  rules->write_score (phl_match_get_state (match), scores);
  for (guint seat = 0; seat < phl_match_get_n_seats (match); seat++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);

      taken += g_key_file_get_integer (scores, group, "Score", NULL);
    }
  return taken;
}

void
probe_scenario (void)
{
  GtkWidget *card = probe_find (NULL, "Pebbles");
  GtkWindow *dialog;
  PhlMatch *match;
  guint moves = 0;

  probe_ok (card != NULL && phl_game_info_lookup ("pebbles") != NULL, "the library shows Pebbles' card");
  probe_click (card);
  dialog = GTK_WINDOW (probe_wait_find_type (NULL, "PhlNewGameDialog", 5000));
  probe_ok (dialog != NULL, "its card opens the new-game dialog");
  match = probe_start_from_dialog (dialog);
  probe_ok (match != NULL && g_str_equal (phl_match_get_rules (match)->id, "pebbles"),
            "Start plays a Pebbles match");
  probe_screenshot ("pebbles");

  while (!phl_match_is_over (probe_match ()) && moves < 30)
    {
      guint n_actions, taken_before;
      GtkWidget *take;

      probe_wait_person (20000);
      if (phl_match_is_over (probe_match ()))
        break;
      n_actions = phl_match_get_n_actions (probe_match ());
      taken_before = pile ();
      take = probe_get (probe_board (), "Take 1");
      probe_click (take);
      probe_wait_actions (n_actions + 1, 5000);
      probe_ok (pile () == taken_before + 1, "“Take 1”, clicked, takes one pebble (move %u)", ++moves);
    }
  probe_ok (phl_match_is_over (probe_match ()), "the game plays to its end");
  probe_screenshot ("pebbles-over");
}
