/* phl-auction-board.c — the Stamp Auction board: the table and its decision bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game view's `board` is one widget that takes the keyboard focus when
 * a game starts and after a hand-over.  The auction's board is the table
 * canvas with the bar of its decisions (sell, credit, repay, bid, ring)
 * under it, stacked by a box layout; focusing the board focuses the first
 * child that takes focus: the table.
 */
#include "config.h"

#include "phl-auction-board.h"

struct _PhlAuctionBoard
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (PhlAuctionBoard, phl_auction_board, GTK_TYPE_WIDGET)

static gboolean
phl_auction_board_grab_focus (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_focusable (child) && gtk_widget_grab_focus (child))
      return TRUE;
  return FALSE;
}

static void
phl_auction_board_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (phl_auction_board_parent_class)->dispose (object);
}

static void
phl_auction_board_class_init (PhlAuctionBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_auction_board_dispose;
  widget_class->grab_focus = phl_auction_board_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "auction-board");
}

static void
phl_auction_board_init (PhlAuctionBoard *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
}
