/* bench-stamps-tune.c — try hard-AI weights against normal opponents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-stamps-tune GAMES [key=value…]
 * Keys are the fields of PhlStampsAiWeights (follow_up, opponent,
 * collision_hope, collision_hope_max, unmoved_hope, unmoved_hope_max,
 * crowding, draw_follow_up, later_opponents).  Prints the hard seat's win rate against
 * normal seats for 2, 3 and 4 players, the first player rotating.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "phl-game-rules.h"
#include "stamps/phl-stamps-ai-private.h"
#include "stamps/phl-stamps-rules.h"

extern const PhlGameRules phl_stamps_rules;

static gboolean
set_weight (PhlStampsAiWeights *w,
            const char         *arg)
{
  g_auto(GStrv) kv = g_strsplit (arg, "=", 2);
  double v;

  if (kv[0] == NULL || kv[1] == NULL)
    return FALSE;
  v = g_ascii_strtod (kv[1], NULL);
#define FIELD(name) if (g_str_equal (kv[0], #name)) { w->name = v; return TRUE; }
  FIELD (follow_up) FIELD (opponent) FIELD (collision_hope) FIELD (collision_hope_max)
  FIELD (unmoved_hope) FIELD (unmoved_hope_max) FIELD (crowding)
  FIELD (draw_follow_up) FIELD (later_opponents)
#undef FIELD
  return FALSE;
}

int
main (int argc, char *argv[])
{
  PhlStampsAiWeights w = phl_stamps_ai_default_weights;
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 200;

  for (int i = 2; i < argc; i++)
    if (!set_weight (&w, argv[i]))
      {
        fprintf (stderr, "unknown weight: %s\n", argv[i]);
        return 2;
      }

  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      guint wins = 0;
      double max_ms = 0, total_ms = 0;
      guint moves = 0;

      for (guint g = 0; g < n_games; g++)
        {
          g_autoptr(GRand) rng = g_rand_new_with_seed (1000 + g);
          g_autoptr(GRand) ai_rng = g_rand_new_with_seed (5000 + g);
          PhlSetup setup = { .n_players = n_players };
          g_autoptr(PhlStampsState) state = phl_stamps_rules.new_game (&setup, rng, NULL);
          guint hard_seat = g % n_players;
          PhlAiLevel levels[PHL_STAMPS_MAX_PLAYERS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };

          while (!state->over)
            {
              g_autofree char *action = NULL;

              if (state->current == hard_seat)
                {
                  PhlStampsHint hint;
                  gint64 start = g_get_monotonic_time ();
                  double ms;

                  phl_stamps_ai_choose_hard_weighted (state, &w, ai_rng, &hint);
                  ms = (g_get_monotonic_time () - start) / 1000.0;
                  max_ms = MAX (max_ms, ms);
                  total_ms += ms;
                  moves++;
                  action = phl_stamps_format_action (hint.color, hint.x, hint.y);
                }
              else
                action = phl_stamps_rules.choose_action (state, levels, ai_rng);
              phl_stamps_rules.apply (state, action, rng, NULL, NULL, NULL);
            }
          if (phl_stamps_rules.winners (state) & (1u << hard_seat))
            wins++;
        }
      printf ("%up vs normal: win %.3f  move mean %.2f ms max %.2f ms\n",
              n_players, wins / (double) n_games, total_ms / moves, max_ms);
    }
  return 0;
}
