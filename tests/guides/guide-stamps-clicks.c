/* guide-stamps-clicks.c — the STAMPS guide's first placement, by real clicks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ui-guide-stamps plays the guide through phl_game_view_submit(); this
 * scenario makes the first placement as a person does, with two real
 * clicks through the dimmed layer (the red stamp in the hand, then the
 * cell), and checks that the step's anchors are where the board draws
 * and takes those clicks: the hole in the dimming is over the stamp and
 * the cell the learner must click.  Nothing is timed.
 */
#include "config.h"

#include "phl-game-view.h"
#include "phl-guide.h"
#include "probe.h"
#include "stamps/view/phl-stamps-canvas.h"

#define WAIT_MS 20000

static PhlGameView *
guided_view (void)
{
  GtkWidget *view = probe_view ();

  return view != NULL && PHL_IS_GAME_VIEW (view) && gtk_widget_get_mapped (view) &&
         phl_game_view_get_guide (PHL_GAME_VIEW (view)) != NULL ? PHL_GAME_VIEW (view) : NULL;
}

static PhlGameView *
wait_step (guint index)
{
  PhlGameView *view = NULL;
  PhlGuidePhase phase = PHL_GUIDE_PHASE_NONE;

  PROBE_WAIT ((view = guided_view ()) != NULL && phl_game_view_get_guide_step (view, &phase) == index &&
              phase == PHL_GUIDE_PHASE_STEP, WAIT_MS);
  probe_settle ();
  return view;
}

/* Whether canvas point (@x, @y) lies in the view's anchor @name. */
static gboolean
anchor_holds (PhlGameView *view,
              GtkWidget   *canvas,
              const char  *name,
              double       x,
              double       y)
{
  graphene_rect_t rect;
  graphene_point_t point;

  return phl_game_view_get_guide_anchor (view, name, &rect) &&
         gtk_widget_compute_point (canvas, GTK_WIDGET (view), &GRAPHENE_POINT_INIT (x, y), &point) &&
         graphene_rect_contains_point (&rect, &point);
}

void
probe_scenario (void)
{
  PhlGameView *view;
  PhlGuide *guide;
  const PhlGuideStep *step;
  GtkWidget *canvas;
  PhlGuidePhase phase;
  double hx, hy, cx, cy;
  guint act = 0;

  probe_ok (probe_activate (GTK_WIDGET (probe_window ()), "win.learn", g_variant_new_string ("stamps")),
            "win.learn stamps");
  view = wait_step (0);
  guide = phl_guide_ref (phl_game_view_get_guide (view));
  while (phl_guide_get_step (guide, act)->kind == PHL_GUIDE_TELL)
    {
      view = wait_step (act);
      probe_activate (GTK_WIDGET (view), "guide.next", NULL);
      act++;
    }
  view = wait_step (act);
  step = phl_guide_get_step (guide, act);
  probe_ok (step->kind == PHL_GUIDE_ACT && g_str_equal (step->expect[0], "R@2,1"),
            "step %u asks for R@2,1", act + 1);

  /* Where the board draws the cell and the red stamp, and the anchors there. */
  canvas = phl_game_view_get_board (view);
  probe_ok (phl_stamps_canvas_get_cell_point (PHL_STAMPS_CANVAS (canvas), 2, 1, &cx, &cy), "cell 2,1 shows");
  probe_ok (anchor_holds (view, canvas, "cell:2,1", cx, cy), "the anchor cell:2,1 is over the cell");
  hx = hy = -1;
  for (guint slot = 0; slot < 2; slot++)
    {
      double x, y;

      if (phl_stamps_canvas_get_hand_point (PHL_STAMPS_CANVAS (canvas), slot, &x, &y) &&
          anchor_holds (view, canvas, "hand:red", x, y))
        hx = x, hy = y;
    }
  probe_ok (hx >= 0, "the anchor hand:red is over a slot of the hand");

  /* Two real clicks through the dimmed layer. */
  probe_click_at (canvas, hx, hy);
  probe_click_at (canvas, cx, cy);
  PROBE_WAIT (phl_match_get_n_actions (probe_match ()) == 1, WAIT_MS);
  probe_ok (g_str_equal (phl_match_get_action (probe_match (), 0), "R@2,1"), "the clicks placed R@2,1");
  phl_game_view_get_guide_step (view, &phase);
  probe_ok (phase == PHL_GUIDE_PHASE_AFTER, "the guide says what the placement did: %s",
            phl_game_view_get_guide_message (view));
  probe_screenshot ("clicked");
  phl_guide_unref (guide);
}
