/* phl-swop-choices.c — playing a swap intent, and the choices it may need
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas says which two dice the player picked.  A swap the engine
 * refuses is explained; one that needs a choice (which of two cubes to
 * spend, which die the Swop chip replaces) shows the choice bar in the
 * preview strip under the board (never over a die), whose first button
 * takes the focus; Escape or Cancel lets go.  A catch-up pick is asked in the same bar.  Actions are built
 * with the engine's phl_swop_action_swap() and _pick().
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-swop-paint.h"
#include "phl-swop-text.h"
#include "phl-swop-view-private.h"

static void
submit_pending (PhlSwopView *self,
                int          chip)
{
  g_autofree char *action = phl_swop_action_swap (self->pending[0], self->pending[1], self->pending_cube, chip);

  self->choice = PHL_SWOP_CHOICE_NONE;
  phl_swop_view_submit (self, action);
}

void
phl_swop_view_request_swap (PhlSwopView *self,
                            int          first,
                            int          second)
{
  const PhlSwopState *state = phl_swop_view_state (self);
  PhlSwopIllegal reason = phl_swop_state_check_swap (state, first, second, NULL);
  PhlSwopCanvas *canvas = self->canvas;
  guint options;

  if (reason != PHL_SWOP_LEGAL)
    {
      phl_swop_view_set_flash (self, phl_swop_illegal_message (reason));
      phl_game_view_announce (PHL_GAME_VIEW (self), self->flash);
      gtk_widget_error_bell (GTK_WIDGET (canvas));
      phl_swop_canvas_clear_selection (canvas);
      phl_swop_view_refresh (self);
      return;
    }
  self->pending[0] = first;
  self->pending[1] = second;
  self->pending_cube = -1;
  self->choice = phl_swop_state_swap_choices (state, first, second, &options);
  phl_swop_view_set_flash (self, NULL);
  if (self->choice == PHL_SWOP_CHOICE_NONE)
    {
      submit_pending (self, -1);
      return;
    }
  phl_swop_canvas_set_pending (canvas, first, second, self->choice);
  phl_swop_view_refresh (self);
}

void
phl_swop_view_choose_chip (PhlSwopView *self,
                           int          cell)
{
  if (!(self->choice & PHL_SWOP_CHOICE_CHIP) || (self->choice & PHL_SWOP_CHOICE_CUBE))
    return;
  submit_pending (self, cell);
}

void
phl_swop_view_cancel_choice (PhlSwopView *self)
{
  self->choice = PHL_SWOP_CHOICE_NONE;
  phl_swop_canvas_clear_selection (self->canvas);
  phl_swop_view_refresh (self);
}

static void
on_cube_clicked (GtkButton   *button,
                 PhlSwopView *self)
{
  self->pending_cube = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "colour"));
  self->choice &= ~PHL_SWOP_CHOICE_CUBE;
  if (self->choice & PHL_SWOP_CHOICE_CHIP)
    {
      phl_swop_canvas_set_pending (self->canvas, self->pending[0], self->pending[1], self->choice);
      phl_swop_view_refresh (self);
      return;
    }
  submit_pending (self, -1);
}

static void
on_chip_clicked (GtkButton   *button,
                 PhlSwopView *self)
{
  phl_swop_view_choose_chip (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cell")));
}

static void
on_pick_clicked (GtkButton   *button,
                 PhlSwopView *self)
{
  g_autofree char *action = phl_swop_action_pick (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "colour")));

  phl_swop_view_submit (self, action);
}

static void
paint_button_icon (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  int code = GPOINTER_TO_INT (user_data);
  double size = MIN (width, height) - 2;

  /* Codes below 100 are cube colours; 100 + colour * 8 + pips a die. */
  if (code < 100)
    phl_swop_paint_cube (cr, (width - size) / 2, (height - size) / 2, size, code, code == PHL_SWOP_WHITE);
  else
    phl_paint_die (cr, (width - size) / 2, (height - size) / 2, size, phl_swop_paint_colour_rgb ((code - 100) / 8),
                   phl_swop_paint_colour_mark ((code - 100) / 8), (code - 100) % 8);
}

/* A button with a painted cube or die and its name (also its accessible name). */
static GtkWidget *
choice_button (PhlSwopView *self,
               const char  *label,
               int          code,
               const char  *key,
               int          value,
               GCallback    callback)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 22);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 22);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), paint_button_icon, GINT_TO_POINTER (code), NULL);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), gtk_label_new (label));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (button), key, GINT_TO_POINTER (value));
  g_signal_connect (button, "clicked", callback, self);
  gtk_flow_box_append (GTK_FLOW_BOX (self->bar_buttons), button);
  return button;
}

void
phl_swop_view_update_choices (PhlSwopView *self)
{
  const PhlSwopState *state = phl_swop_view_state (self);
  const char *label = NULL;
  GtkWidget *first = NULL;
  int kind = 0;

  for (GtkWidget *child; (child = gtk_widget_get_first_child (self->bar_buttons)) != NULL;)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->bar_buttons), child);

  if (!state->over && state->picks > 0 && phl_game_view_get_can_act (PHL_GAME_VIEW (self)))
    {
      kind = 1;
      label = state->variant == PHL_SWOP_VARIANT_SOLO ? _("Take back a cube:") : _("Take a cube from the pool:");
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        if (state->pool[c] > 0)
          {
            GtkWidget *button = choice_button (self, phl_swop_die_colour (c)->name, c, "colour", c,
                                               G_CALLBACK (on_pick_clicked));

            first = first != NULL ? first : button;
          }
    }
  else if (self->choice & PHL_SWOP_CHOICE_CUBE)
    {
      guint options = phl_swop_state_cube_options (state, self->pending[0], self->pending[1]);

      kind = 2;
      label = _("Spend which colour cube?");
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        if (options & (1u << c))
          {
            GtkWidget *button = choice_button (self, phl_swop_die_colour (c)->name, c, "colour", c,
                                               G_CALLBACK (on_cube_clicked));

            first = first != NULL ? first : button;
          }
    }
  else if (self->choice & PHL_SWOP_CHOICE_CHIP)
    {
      kind = 3;
      label = _("The Swop chip replaces:");
      for (int k = 0; k < 2; k++)
        {
          int cell = self->pending[k];
          /* The die that ends on @cell is the one that stood on the other cell. */
          PhlSwopState after = *state;
          g_autofree char *text = NULL;
          GtkWidget *button;

          after.board[cell] = state->board[self->pending[1 - k]];
          text = phl_swop_text_die (&after, cell);
          button = choice_button (self, text, 100 + after.board[cell].colour * 8 + after.board[cell].pips,
                                  "cell", cell, G_CALLBACK (on_chip_clicked));
          first = first != NULL ? first : button;
        }
    }

  if (kind >= 2)
    {
      GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

      g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (phl_swop_view_cancel_choice), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->bar_buttons), cancel);
    }
  if (label != NULL)
    gtk_label_set_text (GTK_LABEL (self->bar_label), label);
  gtk_widget_set_visible (self->bar, kind != 0);
  gtk_widget_queue_allocate (GTK_WIDGET (self->canvas));
  /* Keyboard players answer with Tab, arrows and Enter from the first choice. */
  if (kind != 0 && kind != self->bar_kind && first != NULL)
    gtk_widget_grab_focus (first);
  else if (kind == 0 && self->bar_kind != 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  self->bar_kind = kind;
}

static gboolean
on_bar_key_pressed (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        modifiers,
                    PhlSwopView           *self)
{
  if (keyval != GDK_KEY_Escape || self->choice == PHL_SWOP_CHOICE_NONE)
    return FALSE;
  phl_swop_view_cancel_choice (self);
  return TRUE;
}

/* The bar: a card with the question and a button per answer, wrapping. */
void
phl_swop_view_init_choices (PhlSwopView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkEventController *key = gtk_event_controller_key_new ();

  self->bar = box;
  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_visible (box, FALSE);
  self->bar_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->bar_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->bar_label), 0);
  gtk_widget_add_css_class (self->bar_label, "heading");
  gtk_widget_set_margin_top (self->bar_label, 6);
  gtk_widget_set_margin_start (self->bar_label, 12);
  gtk_widget_set_margin_end (self->bar_label, 12);
  self->bar_buttons = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->bar_buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->bar_buttons), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->bar_buttons), 6);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->bar_buttons), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->bar_buttons), 12);
  gtk_widget_set_margin_start (self->bar_buttons, 6);
  gtk_widget_set_margin_end (self->bar_buttons, 6);
  gtk_widget_set_margin_bottom (self->bar_buttons, 6);
  gtk_box_append (GTK_BOX (box), self->bar_label);
  gtk_box_append (GTK_BOX (box), self->bar_buttons);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_bar_key_pressed), self);
  gtk_widget_add_controller (box, key);
  phl_swop_canvas_set_bar (self->canvas, box);
}
