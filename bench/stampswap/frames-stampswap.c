/* frames-stampswap.c — Stamp Swap: a drag in the cut in the frame benchmark (bench/frames/frames-bench.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "frames-bench.h"
#include "phl-game-view.h"
#include "phl-layered-area.h"
#include "phl-stampswap-view-private.h"
#include "probe.h"

/* ---- Stamp Swap: a drag in the cut -------------------------------------------------- */

static PhlStampswapView *
stampswap_view (void)
{
  return PHL_STAMPSWAP_VIEW (probe_view ());
}

/* Plays the person's first legal actions until the cut is theirs. */
static void
reach_cut (PhlMatch *match)
{
  for (guint guard = 0; guard < 400; guard++)
    {
      PhlStampswapView *v;
      g_autoptr(GPtrArray) legal = NULL;
      g_autoptr(GError) error = NULL;
      guint before = phl_match_get_n_actions (match);

      PROBE_WAIT ((v = stampswap_view ()) != NULL
                  && (gtk_widget_get_visible (v->summary) || phl_stampswap_view_my_turn (v)), 60000);
      if (gtk_widget_get_visible (v->summary))
        {
          probe_click (v->summary_button);
          PROBE_WAIT (!gtk_widget_get_visible (stampswap_view ()->summary), 5000);
          continue;
        }
      if (v->st->phase == PHL_STAMPSWAP_PHASE_CUT)
        return;
      legal = phl_stampswap_game_legal (v->st);
      if (!phl_match_submit (match, g_ptr_array_index (legal, 0), &error))
        probe_bail ("%s", error->message);
      probe_wait_actions (before + 1, 10000);
    }
  probe_bail ("no cut came");
}

static gboolean
dragging (void)
{
  return phl_stampswap_view_dragging (stampswap_view ());
}

/* "drag": every frame from the press to the drop (the drop is a move: the
 * item lands in its zone, the table is painted again); "drag-moving": the
 * frames while the item follows the pointer only. */
static void
measure_drag (const char *what)
{
  PhlStampswapView *v = stampswap_view ();
  PhlStampswapRect from, to;

  probe_settle ();
  phl_stampswap_view_ensure_layout (v);
  from = v->lay.cut_item[0];
  to = v->lay.zone[1];
  frames_record_begin ();
  if (g_str_equal (what, "drag-moving"))
    frames_set_keep (dragging);
  for (guint k = 0; k < 3; k++)
    {
      probe_drag (v->canvas, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h - 8);
      probe_settle ();
      phl_stampswap_view_ensure_layout (v);
      /* And back where it came from. */
      from = v->lay.cut_item[0];
      to = v->lay.zone[k % 2 == 0 ? 2 : 1];
    }
  frames_record_end (what);
}

static void
bench_stampswap (void)
{
  PhlMatch *match = probe_start_new ("stampswap", "HC", 11, NULL, NULL);
  guint paints;

  reach_cut (match);
  frames_pause_computers (TRUE);
  paints = phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (stampswap_view ()->canvas));
  frames_measure_board ();
  probe_diag ("Stamp Swap: the table painted %u times in the redraw and the hover",
              phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (stampswap_view ()->canvas)) - paints);
  if (frames_case_wanted ("drag"))
    measure_drag ("drag");
  if (frames_case_wanted ("drag-moving"))
    measure_drag ("drag-moving");
}

const FramesGame frames_stampswap = { "stampswap", bench_stampswap };
