/* phl-stamps-view.c — the STAMPS play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PhlGameView: the base owns the toolbar, the hint, undo, the log, the
 * hand-over and end pages and what a screen reader hears.  This view
 * brings the board (PhlStampsCanvas, set by phl-stamps-view.ui), the
 * status line, the hint on the board, the end page's tableaux and chart
 * rows, and the rules.  It changes the game only by submitting actions.
 */
#define G_LOG_DOMAIN "phl-stamps-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "stamps/phl-stamps-action.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps/view/phl-stamps-canvas.h"
#include "stamps/view/phl-stamps-cells.h"
#include "stamps/view/phl-stamps-end.h"
#include "stamps/view/phl-stamps-view.h"

/* A placement's animation, and a step of the end page's scoring. */
#define PLACE_MS    220
#define END_STEP_MS 900

struct _PhlStampsView
{
  PhlGameView      parent_instance;

  PhlStampsCanvas *canvas;
  /* The end page's tableaux, while the page shows them. */
  PhlStampsEnd    *end;
};

G_DEFINE_FINAL_TYPE (PhlStampsView, phl_stamps_view, PHL_TYPE_GAME_VIEW)

static const PhlRulesSection rules[] = {
  { N_("Goal"),
    N_("Place stamps from your hand on the shared grid and bracket other stamps to move "
       "your markers along your score tableau. Most points wins; a tie shares the win.") },
  { N_("Your turn"),
    N_("Play one of the two stamps in your hand. It must touch a stamp already in the grid "
       "orthogonally (left, right, above or below). The grid has no edges.") },
  { N_("Brackets"),
    N_("From the new stamp, look in all eight directions, diagonals too. If a row of stamps "
       "without a gap reaches a stamp of your stamp’s colour, every stamp in between is "
       "bracketed; the row ends at the first stamp of your colour. The two stamps that form "
       "the bracket score nothing. One stamp can form several brackets.") },
  { N_("Markers"),
    N_("For each bracketed stamp, move your marker of that stamp’s colour one column to the "
       "right on your score tableau. A marker stops at the last column.") },
  { N_("Drawing and the end"),
    N_("After placing, draw a stamp from the draw pile. Once the pile is empty, play on from "
       "your hand without drawing; the game ends when every hand is empty.") },
  { N_("Scoring"),
    N_("Markers that share a column with another of your markers are removed and score 0. "
       "A marker alone in its column scores the value under that column. Each marker that "
       "never moved costs 3 penalty points.") },
  { N_("Two players"),
    N_("The stamps with a sun are set aside: 6 stamps of each colour are played.") },
  { N_("In this app"),
    N_("Hover over a highlighted cell to see the brackets and marker steps before you place. "
       "Undo takes back your last placement only while no stamp was drawn after it, because "
       "drawing reveals a new stamp. A hint shows the hard computer player’s move and marks "
       "the game as assisted in the statistics. In a game of several people at one screen, "
       "hands are shown only to their owner."),
    N_("The arrow keys say which cells the stamp in your hand may go to. A hint (Ctrl+H) names the hard "
       "computer player’s placement by row and column with the stamps it brackets, and marks the game as "
       "assisted in the statistics. Undo takes back your last placement only while no stamp was drawn after "
       "it, because drawing reveals a new stamp. In a game of several people at one screen, hands are shown "
       "only to their owner.") },
  { N_("Keyboard"),
    N_("1 and 2 pick a stamp from your hand. The arrow keys walk every cell of the grid, one "
       "row or column at a time, and say what it holds by row and column, counted from the "
       "top left; Enter or Space places the stamp, or on a cell where it may not go moves to "
       "the nearest one where it may. + and − zoom the grid, 0 fits it to the window again; "
       "Ctrl and the scroll wheel zoom too, and dragging with the right or middle button "
       "moves the grid.") },
  { NULL }
};

static const PhlStampsState *
get_state (PhlStampsView *self)
{
  return phl_match_get_state (phl_game_view_get_match (PHL_GAME_VIEW (self)));
}

static const char *
seat_name (PhlStampsView *self,
           guint          seat)
{
  return phl_match_get_seat (phl_game_view_get_match (PHL_GAME_VIEW (self)), seat)->name;
}

static void
update_status (PhlStampsView *self)
{
  PhlGameView *view = PHL_GAME_VIEW (self);
  PhlMatch *match = phl_game_view_get_match (view);
  const PhlStampsState *state = get_state (self);
  g_autofree char *status = NULL;

  /* The base says the game is over.  The line does not follow the pointer's preview (the board and its label
   * show that): a line changing length would move the board under it. */
  if (state->over)
    return;
  if (phl_game_view_get_viewer (view) < 0)
    status = phl_game_view_dup_pass_screen (view, state->current);
  else if (!phl_game_view_get_can_act (view))
    status = g_strdup_printf (_("%s is thinking…"), seat_name (self, state->current));
  else if (phl_match_count_people (match) == 1)
    status = g_strdup (_("Your turn: pick a stamp from your hand, then a highlighted cell next to the grid."));
  else
    status = g_strdup_printf (_("%s, your turn: pick a stamp from your hand, then a highlighted cell next to the grid."),
                              seat_name (self, state->current));
  phl_game_view_set_status (view, status);
}

static void
phl_stamps_view_update (PhlGameView *view)
{
  PhlStampsView *self = PHL_STAMPS_VIEW (view);

  phl_stamps_canvas_set_viewer (self->canvas, phl_game_view_get_viewer (view));
  phl_stamps_canvas_set_interactive (self->canvas, phl_game_view_get_can_act (view));
  phl_stamps_canvas_set_motion_ms (self->canvas, phl_game_view_get_motion_ms (view, PLACE_MS));
  phl_stamps_canvas_refresh (self->canvas);
  update_status (self);
}

static void
phl_stamps_view_forget_viewer (PhlGameView *view)
{
  phl_stamps_canvas_forget_viewer (PHL_STAMPS_VIEW (view)->canvas);
}

static char *
phl_stamps_view_show_hint (PhlGameView *view,
                           const char  *action)
{
  PhlStampsView *self = PHL_STAMPS_VIEW (view);

  phl_stamps_canvas_show_hint (self->canvas, action);
  return action != NULL ? phl_stamps_cells_describe_action (get_state (self), action) : NULL;
}

/* On the hint's thread, with its own copy of the state. */
static char *
phl_stamps_view_explain_hint (gconstpointer state,
                              guint         seat,
                              const char   *action)
{
  return phl_stamps_cells_describe_action (state, action);
}

static void
on_replay_clicked (PhlStampsView *self)
{
  if (self->end != NULL)
    phl_stamps_end_replay (self->end, phl_game_view_get_motion_ms (PHL_GAME_VIEW (self), END_STEP_MS));
}

static GtkWidget *
phl_stamps_view_create_end_details (PhlGameView *view)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *end = phl_stamps_end_new (phl_game_view_get_match (view));
  GtkWidget *replay = gtk_button_new_with_mnemonic (_("_Replay the Scoring"));

  gtk_box_append (GTK_BOX (box), end);
  gtk_widget_add_css_class (replay, "pill");
  gtk_widget_set_halign (replay, GTK_ALIGN_CENTER);
  g_signal_connect_object (replay, "clicked", G_CALLBACK (on_replay_clicked), view, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), replay);
  /* The end page owns the details; the view only finds them again. */
  g_set_weak_pointer (&PHL_STAMPS_VIEW (view)->end, PHL_STAMPS_END (end));
  phl_stamps_end_replay (PHL_STAMPS_END (end), phl_game_view_get_motion_ms (view, END_STEP_MS));
  return box;
}

static void
phl_stamps_view_fill_score_chart (PhlGameView   *view,
                                  PhlScoreChart *chart)
{
  phl_stamps_end_fill_chart (phl_game_view_get_match (view), chart);
}

static const PhlRulesSection *
phl_stamps_view_get_rules (PhlGameView *view)
{
  return rules;
}

static void
on_place (PhlStampsView *self,
          const char    *action)
{
  phl_game_view_submit (PHL_GAME_VIEW (self), action);
}

static void
phl_stamps_view_constructed (GObject *object)
{
  PhlStampsView *self = PHL_STAMPS_VIEW (object);

  G_OBJECT_CLASS (phl_stamps_view_parent_class)->constructed (object);

  phl_stamps_canvas_set_match (self->canvas, phl_game_view_get_match (PHL_GAME_VIEW (self)));
  /* A guide's highlight follows the grid as it re-centres or zooms. */
  g_signal_connect_object (self->canvas, "layout-changed", G_CALLBACK (phl_game_view_board_moved), self,
                           G_CONNECT_SWAPPED);
}

static void
phl_stamps_view_dispose (GObject *object)
{
  g_clear_weak_pointer (&PHL_STAMPS_VIEW (object)->end);
  gtk_widget_dispose_template (GTK_WIDGET (object), PHL_TYPE_STAMPS_VIEW);

  G_OBJECT_CLASS (phl_stamps_view_parent_class)->dispose (object);
}

static void
phl_stamps_view_class_init (PhlStampsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  PhlGameViewClass *view_class = PHL_GAME_VIEW_CLASS (klass);

  object_class->constructed = phl_stamps_view_constructed;
  object_class->dispose = phl_stamps_view_dispose;
  view_class->update = phl_stamps_view_update;
  view_class->show_hint = phl_stamps_view_show_hint;
  view_class->forget_viewer = phl_stamps_view_forget_viewer;
  view_class->explain_hint = phl_stamps_view_explain_hint;
  view_class->create_end_details = phl_stamps_view_create_end_details;
  view_class->fill_score_chart = phl_stamps_view_fill_score_chart;
  view_class->get_rules = phl_stamps_view_get_rules;
  view_class->get_anchor = phl_stamps_view_get_anchor;

  g_type_ensure (PHL_TYPE_STAMPS_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/philatelia/Philatelia/ui/phl-stamps-view.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlStampsView, canvas);
  gtk_widget_class_bind_template_callback (widget_class, on_place);
  gtk_widget_class_set_css_name (widget_class, "stamps-view");
}

static void
phl_stamps_view_init (PhlStampsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
phl_stamps_view_new (PhlMatch *match)
{
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (g_str_equal (phl_match_get_rules (match)->id, "stamps"), NULL);

  return g_object_new (PHL_TYPE_STAMPS_VIEW, "match", match, NULL);
}
