/* phl-stampswap-board.c — the Stamp Swap board: canvas, summary, Confirm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PhlGameView:board.  The canvas (drawn from phl-stampswap-layout.c, and
 * scrolling below the smallest layout) with two widgets over it: the
 * end-of-day summary card that waits for Continue, and Confirm Piles,
 * placed by the layout below the cut.  Focusing the board focuses the
 * canvas, where the keys and the accessible description are.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-layered-area.h"
#include "phl-stampswap-view-private.h"

G_DEFINE_FINAL_TYPE (PhlStampswapBoard, phl_stampswap_board, GTK_TYPE_WIDGET)

static gboolean
phl_stampswap_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (PHL_STAMPSWAP_BOARD (widget)->canvas);
}

/* Tab moves into the canvas and the buttons, and out again: the board
 * itself is no stop. */
static gboolean
phl_stampswap_board_focus (GtkWidget        *widget,
                           GtkDirectionType  direction)
{
  return gtk_widget_child_focus (PHL_STAMPSWAP_BOARD (widget)->overlay, direction);
}

/* Overlay children the layout places (Confirm Piles); the rest centred. */
static gboolean
place_overlay (GtkOverlay       *overlay,
               GtkWidget        *widget,
               GdkRectangle     *allocation,
               PhlStampswapBoard *self)
{
  PhlStampswapView *view = g_object_get_data (G_OBJECT (self), "view");
  graphene_point_t at;
  int min_w, nat_w;

  if (widget != self->confirm_button || view == NULL)
    return FALSE;
  phl_stampswap_view_ensure_layout (view);
  if (!gtk_widget_compute_point (self->canvas, GTK_WIDGET (overlay),
                                 &GRAPHENE_POINT_INIT (view->lay.confirm.x, view->lay.confirm.y), &at))
    return FALSE;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  allocation->width = MAX (min_w, MIN (nat_w + 24, (int) view->lay.confirm.w));
  allocation->height = (int) view->lay.confirm.h;
  allocation->x = (int) (at.x + view->lay.confirm.w - allocation->width);
  allocation->y = (int) at.y;
  /* When the canvas scrolls (a board smaller than the smallest layout),
   * the button stays inside what shows of it. */
  allocation->x = CLAMP (allocation->x, 0, MAX (0, gtk_widget_get_width (GTK_WIDGET (overlay)) - allocation->width - 6));
  allocation->y = CLAMP (allocation->y, 0, MAX (0, gtk_widget_get_height (GTK_WIDGET (overlay)) - allocation->height - 6));
  return TRUE;
}

void
phl_stampswap_board_set_layout_source (PhlStampswapBoard *self,
                                       PhlStampswapView  *view)
{
  g_object_set_data (G_OBJECT (self), "view", view);
}

static void
build_summary (PhlStampswapBoard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->summary = box;
  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  self->summary_title = gtk_label_new ("");
  gtk_widget_add_css_class (self->summary_title, "title-2");
  gtk_widget_set_margin_top (self->summary_title, 18);
  gtk_box_append (GTK_BOX (box), self->summary_title);
  self->summary_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->summary_grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (self->summary_grid), 6);
  gtk_widget_set_margin_start (self->summary_grid, 24);
  gtk_widget_set_margin_end (self->summary_grid, 24);
  gtk_box_append (GTK_BOX (box), self->summary_grid);
  self->summary_button = gtk_button_new_with_mnemonic (_("_Continue"));
  gtk_widget_add_css_class (self->summary_button, "suggested-action");
  gtk_widget_add_css_class (self->summary_button, "pill");
  gtk_widget_set_halign (self->summary_button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (self->summary_button, 18);
  gtk_box_append (GTK_BOX (box), self->summary_button);
  gtk_widget_set_visible (box, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, _("End of the day"), -1);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->overlay), box);
}

static void
phl_stampswap_board_dispose (GObject *object)
{
  PhlStampswapBoard *self = PHL_STAMPSWAP_BOARD (object);

  g_clear_pointer (&self->overlay, gtk_widget_unparent);
  G_OBJECT_CLASS (phl_stampswap_board_parent_class)->dispose (object);
}

static void
phl_stampswap_board_class_init (PhlStampswapBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stampswap_board_dispose;
  widget_class->grab_focus = phl_stampswap_board_grab_focus;
  widget_class->focus = phl_stampswap_board_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stampswap-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
phl_stampswap_board_init (PhlStampswapBoard *self)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();

  /* Named, so a screen reader never reads out the widget's type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Stamp Swap board"), -1);
  self->canvas = g_object_new (PHL_TYPE_LAYERED_AREA,
                               "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                               "focusable", TRUE,
                               "hexpand", TRUE, "vexpand", TRUE, NULL);
  gtk_widget_set_size_request (self->canvas, PHL_STAMPSWAP_LAYOUT_MIN_W, PHL_STAMPSWAP_LAYOUT_MIN_H);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->canvas);
  self->overlay = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (self->overlay), scroll);
  gtk_widget_set_parent (self->overlay, GTK_WIDGET (self));
  build_summary (self);
  self->confirm_button = gtk_button_new_with_mnemonic (_("_Confirm Piles"));
  gtk_widget_add_css_class (self->confirm_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->confirm_button, _("Make these piles (Enter)"));
  gtk_widget_set_visible (self->confirm_button, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->overlay), self->confirm_button);
  g_signal_connect (self->overlay, "get-child-position", G_CALLBACK (place_overlay), self);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}
