/* phl-deck-editor-layout.c — the deck editor laid out by the window's width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.2 has no breakpoints, so the window's width decides here:
 *   wide   (≥ 1150 px) decks | cards | form | preview, as designed;
 *   medium (≥ 900 px)  the decks fold into a flap behind a header button;
 *   narrow             the preview goes under the form and the language
 *                      choice beside its heading; Balance Test stays in
 *                      the deck menu, Save shows as an icon, the
 *                      read-only banner's button goes under its text.
 *                      Below ~610 px the card list and the
 *                      card fold into one page at a time (AdwLeaflet, by
 *                      the widths they need), with a Back button.
 * Every layout needs less width than the one before it and less than its
 * own threshold, so shrinking the window always reaches the next one and
 * nothing is clipped down to 360 px.  Below TITLE_WIDTH the header's
 * buttons (decks, undo, redo | save, menu and the window's own) need all
 * its room: the title gives way rather than lie over Redo.
 */
#define G_LOG_DOMAIN "phl-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-deck-editor-private.h"

enum {
  LAYOUT_NONE,
  LAYOUT_WIDE,
  LAYOUT_MEDIUM,
  LAYOUT_NARROW,
};

#define WIDE_WIDTH   1150
#define MEDIUM_WIDTH  900
#define TITLE_WIDTH   480

static gboolean
title_fits (int width)
{
  return width >= TITLE_WIDTH;
}

static void (*parent_size_allocate) (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline);

static int
layout_for_width (int width)
{
  return width >= WIDE_WIDTH ? LAYOUT_WIDE : width >= MEDIUM_WIDTH ? LAYOUT_MEDIUM : LAYOUT_NARROW;
}

/* Moves @child (kept alive) to the end of @box. */
static void
move_to_box (GtkWidget *child,
             GtkWidget *box)
{
  GtkWidget *parent = gtk_widget_get_parent (child);

  if (parent == box)
    return;
  g_object_ref (child);
  gtk_box_remove (GTK_BOX (parent), child);
  gtk_box_append (GTK_BOX (box), child);
  g_object_unref (child);
}

static void
place_preview (PhlDeckEditor *self,
               gboolean       below)
{
  GtkWidget *preview = self->preview_box;

  move_to_box (preview, below ? self->form_column : self->card_pane);
  /* Under the form it is centred, with the form's margins. */
  gtk_widget_set_halign (preview, below ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  gtk_widget_set_margin_start (preview, below ? 18 : 6);
  gtk_widget_set_margin_top (preview, below ? 0 : 18);
}

static void
place_language (PhlDeckEditor *self,
                gboolean       in_preview)
{
  GtkWidget *dropdown = GTK_WIDGET (self->language_dropdown);

  gboolean in_header = gtk_widget_get_ancestor (dropdown, ADW_TYPE_HEADER_BAR) != NULL;

  if (in_header != in_preview)
    return;
  g_object_ref (dropdown);
  if (in_preview)
    {
      adw_header_bar_remove (self->header_bar, dropdown);
      gtk_box_append (GTK_BOX (self->preview_heading), dropdown);
    }
  else
    {
      gtk_box_remove (GTK_BOX (self->preview_heading), dropdown);
      /* Packed last at the end: left of Balance Test, as in the template. */
      adw_header_bar_pack_end (self->header_bar, dropdown);
    }
  g_object_unref (dropdown);
}

static void
apply_layout (PhlDeckEditor *self,
              int            layout)
{
  if (layout == self->layout)
    return;
  self->layout = layout;

  adw_flap_set_fold_policy (self->deck_flap, layout == LAYOUT_WIDE ? ADW_FLAP_FOLD_POLICY_NEVER
                                                                  : ADW_FLAP_FOLD_POLICY_ALWAYS);
  /* Beside the cards when there is room, behind the header's button when not. */
  adw_flap_set_reveal_flap (self->deck_flap, layout == LAYOUT_WIDE);
  place_preview (self, layout == LAYOUT_NARROW);
  place_language (self, layout == LAYOUT_NARROW);
  gtk_widget_set_visible (self->balance_button, layout != LAYOUT_NARROW);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->read_only_box),
                                  layout == LAYOUT_NARROW ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  if (layout == LAYOUT_NARROW)
    gtk_button_set_icon_name (self->save_button, "document-save-symbolic");
  else
    {
      gtk_button_set_label (self->save_button, _("_Save"));
      gtk_button_set_use_underline (self->save_button, TRUE);
    }
}

static gboolean
apply_layout_cb (gpointer user_data)
{
  PhlDeckEditor *self = user_data;

  int width = gtk_widget_get_width (GTK_WIDGET (self));

  self->layout_id = 0;
  apply_layout (self, layout_for_width (width));
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), title_fits (width));
  return G_SOURCE_REMOVE;
}

/* The layout changes after this allocation, not inside it. */
static void
phl_deck_editor_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);

  parent_size_allocate (widget, width, height, baseline);
  if ((layout_for_width (width) != self->layout
       || title_fits (width) != gtk_widget_get_visible (GTK_WIDGET (self->window_title)))
      && self->layout_id == 0)
    self->layout_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_cb, self, NULL);
}

/* ------------------------------------------------------------ navigation */

static gboolean
showing_card_alone (PhlDeckEditor *self)
{
  return adw_leaflet_get_folded (self->card_leaflet) &&
         g_strcmp0 (adw_leaflet_get_visible_child_name (self->card_leaflet), "card") == 0;
}

static void
update_navigation (PhlDeckEditor *self)
{
  gboolean card_alone = showing_card_alone (self);

  /* The decks belong with the card list, not with one card. */
  gtk_widget_set_visible (self->back_button, card_alone);
  gtk_widget_set_visible (self->decks_button, adw_flap_get_folded (self->deck_flap) && !card_alone);
}

static gboolean
scroll_to_top_cb (gpointer user_data)
{
  PhlDeckEditor *self = user_data;
  GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->form_scroll));

  self->scroll_id = 0;
  gtk_adjustment_set_value (scroll, gtk_adjustment_get_lower (scroll));
  return G_SOURCE_REMOVE;
}

/* A card chosen in the folded list opens it. */
static void
card_activated (GtkListBox    *list,
                GtkListBoxRow *row,
                PhlDeckEditor *self)
{
  if (adw_leaflet_get_folded (self->card_leaflet))
    {
      adw_leaflet_set_visible_child_name (self->card_leaflet, "card");
      /* A card is read from its top, once its page has its size. */
      if (self->scroll_id == 0)
        self->scroll_id = g_idle_add_full (G_PRIORITY_LOW, scroll_to_top_cb, self, NULL);
    }
}

/* A deck chosen in the folded flap shows its cards. */
static void
deck_activated (GtkListBox    *list,
                GtkListBoxRow *row,
                PhlDeckEditor *self)
{
  if (adw_flap_get_folded (self->deck_flap))
    adw_flap_set_reveal_flap (self->deck_flap, FALSE);
  adw_leaflet_set_visible_child_name (self->card_leaflet, "cards");
}

static void
back_clicked (GtkButton     *button,
              PhlDeckEditor *self)
{
  adw_leaflet_set_visible_child_name (self->card_leaflet, "cards");
  gtk_widget_grab_focus (GTK_WIDGET (self->card_list));
}

void
phl_deck_editor_layout_class_init (GtkWidgetClass *widget_class)
{
  parent_size_allocate = widget_class->size_allocate;
  widget_class->size_allocate = phl_deck_editor_size_allocate;

  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, header_bar);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, deck_flap);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, card_leaflet);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, card_pane);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, form_scroll);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, form_column);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, preview_box);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, preview_heading);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, back_button);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, decks_button);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, balance_button);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, read_only_box);
  gtk_widget_class_bind_template_child (widget_class, PhlDeckEditor, problem_scroll);
}

void
phl_deck_editor_layout_init (PhlDeckEditor *self)
{
  self->layout = LAYOUT_WIDE;   /* as the template has it */

  g_object_bind_property (self->deck_flap, "reveal-flap", self->decks_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->card_leaflet, "notify::folded", G_CALLBACK (update_navigation), self);
  g_signal_connect_swapped (self->card_leaflet, "notify::visible-child", G_CALLBACK (update_navigation), self);
  g_signal_connect_swapped (self->deck_flap, "notify::folded", G_CALLBACK (update_navigation), self);
  g_signal_connect (self->card_list, "row-activated", G_CALLBACK (card_activated), self);
  g_signal_connect (self->deck_list, "row-activated", G_CALLBACK (deck_activated), self);
  g_signal_connect (self->back_button, "clicked", G_CALLBACK (back_clicked), self);
  update_navigation (self);
}

void
phl_deck_editor_layout_dispose (PhlDeckEditor *self)
{
  g_clear_handle_id (&self->layout_id, g_source_remove);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->card_leaflet != NULL)
    g_signal_handlers_disconnect_by_data (self->card_leaflet, self);
  if (self->deck_flap != NULL)
    g_signal_handlers_disconnect_by_data (self->deck_flap, self);
}
