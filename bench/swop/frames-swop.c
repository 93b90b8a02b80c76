/* frames-swop.c — SWOP: a die swap in the frame benchmark (bench/frames/frames-bench.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "frames-bench.h"
#include "phl-game-view.h"
#include "phl-swop-canvas-private.h"
#include "probe.h"
#include "swop/phl-swop.h"

/* ---- SWOP: a die swap ------------------------------------------------------------ */

static char *
first_swap (PhlMatch *match)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GPtrArray) legal = rules->legal_actions (phl_match_get_state (match));

  for (guint i = 0; i < legal->len; i++)
    {
      PhlSwopAction action;

      if (phl_swop_action_parse (g_ptr_array_index (legal, i), &action) && action.kind == PHL_SWOP_ACTION_SWAP)
        return g_strdup (g_ptr_array_index (legal, i));
    }
  return legal->len > 0 ? g_strdup (g_ptr_array_index (legal, 0)) : NULL;
}

/* A frame in the middle of a swap: the move itself (its first frame) and
 * its landing (the last) redraw the board, which the redraw case counts. */
static gboolean
swap_midway (void)
{
  PhlSwopCanvas *canvas = PHL_SWOP_CANVAS (probe_board ());

  return canvas->tick_id != 0 && canvas->anim_t > 0;
}

static void
measure_swaps (PhlMatch *match)
{
  PhlSwopCanvas *canvas = PHL_SWOP_CANVAS (probe_board ());

  guint still_paints = canvas->layer.n_paints;

  /* Slow motion: more frames per swap. */
  g_settings_set_string (probe_settings (), "animation-speed", "slow");
  frames_record_begin ();
  frames_set_keep (swap_midway);
  for (guint k = 0; k < 12 && frames_n_recorded () < frames_n_wanted && !phl_match_is_over (match); k++)
    {
      g_autofree char *action = first_swap (match);
      g_autoptr(GError) error = NULL;

      if (action == NULL || !phl_match_submit (match, action, &error))
        probe_bail ("no swap to animate: %s", error ? error->message : "none legal");
      PROBE_WAIT (canvas->tick_id == 0, 10000);
    }
  probe_diag ("still layer painted %u times in the swaps", canvas->layer.n_paints - still_paints);
  frames_record_end ("swap");
  g_settings_set_string (probe_settings (), "animation-speed", "fast");
}

static void
bench_swop (void)
{
  PhlMatch *match = probe_start_new ("swop", "HC", 11, NULL, NULL);

  probe_wait_person (30000);
  frames_pause_computers (TRUE);
  frames_measure_board ();
  if (frames_case_wanted ("swap"))
    measure_swaps (match);
}

const FramesGame frames_swop = { "swop", bench_swop };
