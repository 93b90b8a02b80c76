/* phl-auction-board.c — the Stamp Auction board: the table and its decision bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game view's `board` is one widget that takes the keyboard focus when
 * a game starts and after a hand-over.  The auction's board is the table
 * canvas with the bar of its decisions (sell, credit, repay, bid, ring)
 * under it (phl-auction-board.ui), stacked by a box layout; focusing the
 * board focuses the first child that takes focus: the table.  The view
 * reaches the parts by their ids (phl_auction_board_get_part()).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-auction-board.h"
#include "phl-layered-area.h"

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

static const char * const parts[] = {
  "canvas", "explain", "buttons", "continue_button", "credit_button", "repay_money_button",
  "repay_postmark_button", "sell_button", "pass_button", "bid_button", "ring_button",
};

GtkWidget *
phl_auction_board_get_part (PhlAuctionBoard *self,
                            const char      *id)
{
  g_return_val_if_fail (PHL_IS_AUCTION_BOARD (self), NULL);

  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), PHL_TYPE_AUCTION_BOARD, id));
}

static void
phl_auction_board_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), PHL_TYPE_AUCTION_BOARD);
  /* The bar is not a named part: unparented here. */
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
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  /* The table keeps its still picture between frames. */
  g_type_ensure (PHL_TYPE_LAYERED_AREA);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/philatelia/Philatelia/ui/phl-auction-board.ui");
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    gtk_widget_class_bind_template_child_full (widget_class, parts[i], FALSE, 0);
}

static void
phl_auction_board_init (PhlAuctionBoard *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Named, so a screen reader never reads out the widget's type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Stamp Auction board"), -1);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
}
