/* guide-real-input.c — the STAMPS and auction guides by real input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ui-guide-<game> plays each guide through phl_game_view_submit(); this
 * scenario takes the paths a person's input takes, one case per game:
 *
 * stamps: the first placement with two real clicks through the dimmed
 * layer (the red stamp in the hand, then the cell), at the points where
 * the board draws them, which the step's anchors must hold: the hole in
 * the dimming is over what the learner must click.  Then on to the step
 * asking for P@-1,1: the hole follows the cell as the board re-centres and
 * zooms, the bubble leaves it clear, and clicks in the middle of the
 * highlights place the stamp.
 *
 * auction: in a guide the script is the auction's clock (docs/guides.md,
 * "The countdown in a guide"); ui-guide-auction would go wrong at once if
 * the view ticked or rang for a computer by itself.  Here: the learner
 * rings with a real click on the bell at the scripted price, and Skip in
 * the middle of a countdown gives the price back to the view's clock.
 *
 * Nothing is timed: every wait is on state.
 */
#include "config.h"

#include "auction/phl-auction.h"
#include "auction/view/phl-auction-layout.h"
#include "phl-game-view.h"
#include "phl-guide.h"
#include "guide-probe.h"
#include "phl-guide-dim.h"
#include "probe.h"
#include "stamps/view/phl-stamps-canvas.h"

static PhlGuide *
start (const char *game)
{
  probe_ok (probe_activate (GTK_WIDGET (probe_window ()), "win.learn", g_variant_new_string (game)),
            "win.learn %s", game);
  return phl_guide_ref (phl_game_view_get_guide (guide_probe_wait_step (0)));
}

static PhlGameView *play_to (PhlGuide *guide,
                             guint     from,
                             guint     target);

/* ---- STAMPS ---------------------------------------------------------------- */
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

/* The guide's bubble (the box holding its Back button). */
static GtkWidget *
bubble_of (PhlGameView *view)
{
  GtkWidget *widget = probe_find_action (GTK_WIDGET (view), "guide.back");

  while (widget != NULL && !gtk_widget_has_css_class (widget, "guide-bubble"))
    widget = gtk_widget_get_parent (widget);
  return widget;
}

/* Whether the dimmed layer's hole @index is centred on anchor @name now. */
static gboolean
hole_on_anchor (PhlGameView *view,
                guint        index,
                const char  *name)
{
  GtkWidget *dim = probe_find_type (GTK_WIDGET (view), "PhlGuideDim");
  graphene_rect_t hole, anchor;
  graphene_point_t a, b;

  if (dim == NULL || !phl_guide_dim_get_hole (PHL_GUIDE_DIM (dim), index, &hole) ||
      !phl_game_view_get_guide_anchor (view, name, &anchor))
    return FALSE;
  graphene_rect_get_center (&hole, &a);
  graphene_rect_get_center (&anchor, &b);
  return ABS (a.x - b.x) < 1 && ABS (a.y - b.y) < 1;
}

/* The step asking for P@-1,1 (the board has grown and re-centred by
 * then): the highlight follows the cell as the board re-centres and as
 * the learner zooms, the bubble leaves the cell clear, and a click in the
 * middle of the highlight places the stamp there. */
static void
stamps_follow (PhlGuide *guide,
               guint     from)
{
  guint target = from;
  PhlGameView *view;
  GtkWidget *canvas, *dim;
  graphene_rect_t before, after, hole, bubble;
  guint n_before;

  while (target < phl_guide_get_n_steps (guide) &&
         (phl_guide_get_step (guide, target)->kind != PHL_GUIDE_ACT ||
          !g_str_equal (phl_guide_get_step (guide, target)->expect[0], "P@-1,1")))
    target++;
  probe_ok (target < phl_guide_get_n_steps (guide), "the guide asks for P@-1,1");
  view = play_to (guide, from, target);
  canvas = phl_game_view_get_board (view);
  PROBE_WAIT (hole_on_anchor (view, 1, "cell:-1,1") && hole_on_anchor (view, 0, "hand:purple"), GUIDE_WAIT_MS);
  probe_ok (TRUE, "step %u: the highlight is on the cell after the board re-centred", target + 1);
  probe_ok (gtk_widget_compute_bounds (bubble_of (view), GTK_WIDGET (view), &bubble) &&
            phl_game_view_get_guide_anchor (view, "cell:-1,1", &before) &&
            !graphene_rect_intersection (&bubble, &before, NULL),
            "step %u: the bubble leaves the cell clear", target + 1);

  /* Zoom in with the keyboard: the grid grows, the highlight goes along. */
  gtk_widget_grab_focus (canvas);
  probe_key ("plus");
  probe_key ("plus");
  PROBE_WAIT (phl_game_view_get_guide_anchor (view, "cell:-1,1", &after) &&
              after.size.width > before.size.width + 1, GUIDE_WAIT_MS);
  PROBE_WAIT (hole_on_anchor (view, 1, "cell:-1,1"), GUIDE_WAIT_MS);
  probe_ok (TRUE, "step %u: the highlight follows the zoom", target + 1);
  probe_screenshot ("zoomed");

  /* Real clicks in the middle of the two highlights. */
  dim = probe_find_type (GTK_WIDGET (view), "PhlGuideDim");
  n_before = phl_match_get_n_actions (probe_match ());
  phl_guide_dim_get_hole (PHL_GUIDE_DIM (dim), 0, &hole);
  probe_click_at (GTK_WIDGET (view), hole.origin.x + hole.size.width / 2, hole.origin.y + hole.size.height / 2);
  phl_guide_dim_get_hole (PHL_GUIDE_DIM (dim), 1, &hole);
  probe_click_at (GTK_WIDGET (view), hole.origin.x + hole.size.width / 2, hole.origin.y + hole.size.height / 2);
  PROBE_WAIT (phl_match_get_n_actions (probe_match ()) > n_before, GUIDE_WAIT_MS);
  probe_ok (g_str_equal (phl_match_get_action (probe_match (), n_before), "P@-1,1"),
            "step %u: a click in the middle of the highlight placed P@-1,1", target + 1);
}

static void
stamps_clicks (void)
{
  PhlGameView *view;
  PhlGuide *guide;
  const PhlGuideStep *step;
  GtkWidget *canvas;
  PhlGuidePhase phase;
  double hx, hy, cx, cy;
  guint act = 0;

  guide = start ("stamps");
  while (phl_guide_get_step (guide, act)->kind == PHL_GUIDE_TELL)
    {
      view = guide_probe_wait_step (act);
      probe_activate (GTK_WIDGET (view), "guide.next", NULL);
      act++;
    }
  view = guide_probe_wait_step (act);
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
  PROBE_WAIT (phl_match_get_n_actions (probe_match ()) == 1, GUIDE_WAIT_MS);
  probe_ok (g_str_equal (phl_match_get_action (probe_match (), 0), "R@2,1"), "the clicks placed R@2,1");
  phl_game_view_get_guide_step (view, &phase);
  probe_ok (phase == PHL_GUIDE_PHASE_AFTER, "the guide says what the placement did: %s",
            phl_game_view_get_guide_message (view));
  probe_screenshot ("clicked");
  probe_activate (GTK_WIDGET (view), "guide.next", NULL);
  stamps_follow (guide, act + 1);
  phl_guide_unref (guide);
}

/* ---- Stamp Auction ----------------------------------------------------------- */

static const PhlAuctionState *
state_now (void)
{
  return phl_match_get_state (probe_match ());
}

/* Plays the script from step @from to the start of step @target: Next on tell steps
 * and after moves, the expected action on act steps, and the computer's
 * steps come by themselves. */
static PhlGameView *
play_to (PhlGuide *guide,
         guint     from,
         guint     target)
{
  PhlGameView *view = NULL;

  for (guint i = from; i < target; i++)
    {
      const PhlGuideStep *step = phl_guide_get_step (guide, i);
      PhlGuidePhase phase = PHL_GUIDE_PHASE_NONE;

      if (step->kind == PHL_GUIDE_OPPONENT)
        {
          PROBE_WAIT ((view = guide_probe_view ()) != NULL &&
                      (phl_game_view_get_guide_step (view, &phase) > i || phase == PHL_GUIDE_PHASE_AFTER), GUIDE_WAIT_MS);
          if (phase == PHL_GUIDE_PHASE_AFTER && phl_game_view_get_guide_step (view, NULL) == i)
            probe_activate (GTK_WIDGET (view), "guide.next", NULL);
          continue;
        }
      view = guide_probe_wait_step (i);
      if (step->kind == PHL_GUIDE_ACT)
        phl_game_view_submit (view, step->expect[0]);
      probe_activate (GTK_WIDGET (view), "guide.next", NULL);
    }
  return guide_probe_wait_step (target);
}

/* The first act step expecting @action after @from, or the step count. */
static guint
find_act (PhlGuide   *guide,
          guint       from,
          const char *action)
{
  guint i;

  for (i = from; i < phl_guide_get_n_steps (guide); i++)
    {
      const PhlGuideStep *step = phl_guide_get_step (guide, i);

      if (step->kind == PHL_GUIDE_ACT && g_str_equal (step->expect[0], action))
        break;
    }
  return i;
}

static void
auction_clock (void)
{
  PhlGameView *view;
  PhlGuide *guide;
  PhlAuctionLayout layout;
  GtkWidget *canvas;
  guint ring, n_before;
  int price;

  guide = start ("auction");

  /* The first ring: a real click on the bell, at the price the step names. */
  ring = find_act (guide, 0, "ring 1");
  probe_ok (ring < phl_guide_get_n_steps (guide), "the guide has the learner ring");
  view = play_to (guide, 0, ring);
  price = state_now ()->price;
  probe_ok (state_now ()->phase == PHL_AUCTION_PHASE_COUNTDOWN && price < 12,
            "step %u: the countdown waits at %d for the learner", ring + 1, price);
  canvas = probe_find_type (GTK_WIDGET (view), "GtkDrawingArea");
  phl_auction_layout_compute (&layout, state_now (), gtk_widget_get_width (canvas), gtk_widget_get_height (canvas),
                              0, FALSE);
  n_before = phl_match_get_n_actions (probe_match ());
  probe_click_at (canvas, layout.bell.x + layout.bell.w / 2, layout.bell.y + layout.bell.h / 2);
  PROBE_WAIT (phl_match_get_n_actions (probe_match ()) > n_before, GUIDE_WAIT_MS);
  probe_ok (state_now ()->last_buyer == 0 && state_now ()->last_price == price,
            "the click on the bell bought the card for %d", price);
  probe_ok (phl_game_view_get_guide_step (view, NULL) == ring, "the guide took the ring as step %u", ring + 1);
  probe_screenshot ("rang");
  probe_activate (GTK_WIDGET (view), "guide.next", NULL);

  /* The next countdown, in the middle of the script: Skip, and the view's
   * own clock takes over from the price showing. */
  view = play_to (guide, ring + 1, find_act (guide, ring + 1, "ring 1"));
  price = state_now ()->price;
  probe_ok (state_now ()->phase == PHL_AUCTION_PHASE_COUNTDOWN, "a countdown stands at %d", price);
  probe_ok (guide_probe_skip (view, TRUE), "Skip, then Leave");
  PROBE_WAIT (phl_game_view_get_guide (view) == NULL, GUIDE_WAIT_MS);
  PROBE_WAIT (state_now ()->phase != PHL_AUCTION_PHASE_COUNTDOWN || state_now ()->price < price, GUIDE_WAIT_MS);
  probe_ok (TRUE, "after Skip the countdown goes on by itself (price %d, phase %d)", state_now ()->price,
            state_now ()->phase);
  probe_screenshot ("skipped");
  phl_guide_unref (guide);
}

void
probe_scenario (void)
{
  if (g_str_equal (probe_case (), "stamps"))
    stamps_clicks ();
  else
    auction_clock ();
}
