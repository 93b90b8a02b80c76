/* phl-game-log.c — what happened in the game, from its first move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list that scrolls back over the whole game.  It follows new entries
 * while the player is at the bottom and stays put once they scroll up to
 * read, until they scroll back down.  Entries wrap, never ellipsized; each
 * row is a focusable list item whose accessible label is its text.
 */
#define G_LOG_DOMAIN "phl-game-log"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-log.h"

/* Within this many pixels of the end counts as at the end. */
#define AT_END_SLACK 4.0
#define MARKER_SIZE  10

struct _PhlGameLog
{
  GtkWidget      parent_instance;

  GtkWidget     *scrolled;
  GtkWidget     *list;
  GtkAdjustment *vadjustment;
  GPtrArray     *texts;      /* of char*, one per row */
  GArray        *headings;   /* of gboolean, one per row */
  GArray        *colors;     /* of GdkRGBA, by seat */
  gboolean       following;
  gboolean       scrolling;  /* we move the adjustment ourselves */
  guint          follow_tick;
};

G_DEFINE_FINAL_TYPE (PhlGameLog, phl_game_log, GTK_TYPE_WIDGET)

static const char * const seat_palette[] = {
  "#3584e4", "#e66100", "#2ec27e", "#9141ac", "#c01c28", "#865e3c",
};

static GdkRGBA
seat_color (PhlGameLog *self,
            guint       seat)
{
  GdkRGBA color;

  if (seat < self->colors->len && g_array_index (self->colors, GdkRGBA, seat).alpha > 0)
    return g_array_index (self->colors, GdkRGBA, seat);
  gdk_rgba_parse (&color, seat_palette[seat % G_N_ELEMENTS (seat_palette)]);
  return color;
}

/* ---- Following the end --------------------------------------------------- */

static gboolean
at_end (GtkAdjustment *adjustment)
{
  return gtk_adjustment_get_value (adjustment)
         >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - AT_END_SLACK;
}

static void
move_to_end (PhlGameLog *self)
{
  self->scrolling = TRUE;
  gtk_adjustment_set_value (self->vadjustment,
                            gtk_adjustment_get_upper (self->vadjustment)
                            - gtk_adjustment_get_page_size (self->vadjustment));
  self->scrolling = FALSE;
}

/* The player scrolled: follow again only at the end. */
static void
value_changed (GtkAdjustment *adjustment,
               PhlGameLog    *self)
{
  if (!self->scrolling)
    self->following = at_end (adjustment);
}

static gboolean
follow_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  PhlGameLog *self = PHL_GAME_LOG (widget);

  self->follow_tick = 0;
  if (self->following)
    move_to_end (self);
  return G_SOURCE_REMOVE;
}

/* The list grew (or the pane was resized): keep the end in view if
 * following.  This runs while the viewport is being allocated, too late
 * for a new value to move its child in this frame; so the value is set at
 * the next tick, which lays it out again. */
static void
adjustment_changed (GtkAdjustment *adjustment,
                    PhlGameLog    *self)
{
  if (self->following && self->follow_tick == 0)
    self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick, NULL, NULL);
}

/* ---- Rows ---------------------------------------------------------------- */

static void
draw_marker (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  PhlGameLog *self = user_data;
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "phl-seat"));
  GdkRGBA color = seat_color (self, seat);

  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 0.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
make_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  /* Long enough for a sentence, short enough for a narrow pane. */
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  return label;
}

static void
add_row (PhlGameLog *self,
         GtkWidget  *content,
         const char *text,
         gboolean    heading)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), content);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  if (heading)
    gtk_widget_add_css_class (row, "phl-log-heading");
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
  g_ptr_array_add (self->texts, g_strdup (text));
  g_array_append_val (self->headings, heading);
  /* The adjustment grows at the next allocation; follow it there. */
  if (self->following)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
phl_game_log_append (PhlGameLog *self,
                     int         seat,
                     const char *text)
{
  GtkWidget *box, *marker;

  g_return_if_fail (PHL_IS_GAME_LOG (self));

  /* A change that says nothing to this viewer has no line. */
  if (text == NULL || *text == '\0')
    return;
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  /* Decoration: the text names the player. */
  marker = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (marker), MARKER_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (marker), MARKER_SIZE);
  gtk_widget_set_valign (marker, GTK_ALIGN_START);
  gtk_widget_set_margin_top (marker, 4);
  if (seat >= 0)
    {
      g_object_set_data (G_OBJECT (marker), "phl-seat", GUINT_TO_POINTER (seat));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (marker), draw_marker, self, NULL);
    }
  gtk_box_append (GTK_BOX (box), marker);
  gtk_box_append (GTK_BOX (box), make_label (text));
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  add_row (self, box, text, FALSE);
}

void
phl_game_log_append_chat (PhlGameLog *self,
                          const char *who,
                          const char *text)
{
  GtkWidget *box, *icon, *label;
  g_autofree char *markup = NULL;
  g_autofree char *spoken = NULL;

  g_return_if_fail (PHL_IS_GAME_LOG (self));
  g_return_if_fail (who != NULL && text != NULL);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  /* Decoration: a speech bubble where a move has its seat's dot. */
  icon = g_object_new (GTK_TYPE_IMAGE, "icon-name", "chat-message-new-symbolic",
                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 1);
  gtk_box_append (GTK_BOX (box), icon);
  /* Translators: a line of chat in the game log: who (in bold), then what they said */
  markup = g_markup_printf_escaped (_("<b>%s:</b> %s"), who, text);
  label = make_label ("");
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  /* Translators: how a line of chat in the game log is read out: who, then what they said */
  spoken = g_strdup_printf (_("Chat, %s: %s"), who, text);
  add_row (self, box, spoken, FALSE);
  gtk_widget_add_css_class (gtk_widget_get_parent (box), "phl-log-chat");
}

void
phl_game_log_append_heading (PhlGameLog *self,
                             const char *text)
{
  GtkWidget *label;

  g_return_if_fail (PHL_IS_GAME_LOG (self));
  g_return_if_fail (text != NULL);

  label = make_label (text);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, self->texts->len > 0 ? 10 : 4);
  gtk_widget_set_margin_bottom (label, 2);
  add_row (self, label, text, TRUE);
}

void
phl_game_log_clear (PhlGameLog *self)
{
  GtkWidget *child;

  g_return_if_fail (PHL_IS_GAME_LOG (self));

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_ptr_array_set_size (self->texts, 0);
  g_array_set_size (self->headings, 0);
  /* A rebuilt log (after Continue) starts at its end. */
  self->following = TRUE;
  move_to_end (self);
}

void
phl_game_log_set_seat_color (PhlGameLog    *self,
                             guint          seat,
                             const GdkRGBA *color)
{
  g_return_if_fail (PHL_IS_GAME_LOG (self));
  g_return_if_fail (color != NULL);
  g_return_if_fail (seat < 64);

  if (self->colors->len <= seat)
    g_array_set_size (self->colors, seat + 1);
  g_array_index (self->colors, GdkRGBA, seat) = *color;
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      /* The placeholder is a child of the list too. */
      GtkWidget *box = GTK_IS_LIST_BOX_ROW (row) ? gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)) : NULL;
      GtkWidget *marker = GTK_IS_BOX (box) ? gtk_widget_get_first_child (box) : NULL;

      if (marker != NULL)
        gtk_widget_queue_draw (marker);
    }
}

guint
phl_game_log_get_n_entries (PhlGameLog *self)
{
  g_return_val_if_fail (PHL_IS_GAME_LOG (self), 0);

  return self->texts->len;
}

const char *
phl_game_log_get_entry_text (PhlGameLog *self,
                             guint       index)
{
  g_return_val_if_fail (PHL_IS_GAME_LOG (self), NULL);
  g_return_val_if_fail (index < self->texts->len, NULL);

  return g_ptr_array_index (self->texts, index);
}

gboolean
phl_game_log_get_entry_is_heading (PhlGameLog *self,
                                   guint       index)
{
  g_return_val_if_fail (PHL_IS_GAME_LOG (self), FALSE);
  g_return_val_if_fail (index < self->headings->len, FALSE);

  return g_array_index (self->headings, gboolean, index);
}

gboolean
phl_game_log_get_following (PhlGameLog *self)
{
  g_return_val_if_fail (PHL_IS_GAME_LOG (self), FALSE);

  return self->following;
}

void
phl_game_log_scroll_to_end (PhlGameLog *self)
{
  g_return_if_fail (PHL_IS_GAME_LOG (self));

  self->following = TRUE;
  move_to_end (self);
}

GtkAdjustment *
phl_game_log_get_vadjustment (PhlGameLog *self)
{
  g_return_val_if_fail (PHL_IS_GAME_LOG (self), NULL);

  return self->vadjustment;
}

/* ---- Class --------------------------------------------------------------- */

static void
phl_game_log_dispose (GObject *object)
{
  PhlGameLog *self = PHL_GAME_LOG (object);

  if (self->follow_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick);
      self->follow_tick = 0;
    }
  if (self->vadjustment != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->vadjustment, self);
      g_clear_object (&self->vadjustment);
    }
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (phl_game_log_parent_class)->dispose (object);
}

static void
phl_game_log_finalize (GObject *object)
{
  PhlGameLog *self = PHL_GAME_LOG (object);

  g_ptr_array_unref (self->texts);
  g_array_unref (self->headings);
  g_array_unref (self->colors);
  G_OBJECT_CLASS (phl_game_log_parent_class)->finalize (object);
}

static void
phl_game_log_class_init (PhlGameLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_game_log_dispose;
  object_class->finalize = phl_game_log_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamelog");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
phl_game_log_init (PhlGameLog *self)
{
  GtkWidget *placeholder = gtk_label_new (_("Nothing has happened yet."));

  self->texts = g_ptr_array_new_with_free_func (g_free);
  self->headings = g_array_new (FALSE, FALSE, sizeof (gboolean));
  self->colors = g_array_new (FALSE, TRUE, sizeof (GdkRGBA));
  self->following = TRUE;

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "phl-game-log");
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (self->list), placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game log"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game log"), -1);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->list);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));

  self->vadjustment = g_object_ref (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)));
  g_signal_connect (self->vadjustment, "value-changed", G_CALLBACK (value_changed), self);
  g_signal_connect (self->vadjustment, "changed", G_CALLBACK (adjustment_changed), self);
}

GtkWidget *
phl_game_log_new (void)
{
  return g_object_new (PHL_TYPE_GAME_LOG, NULL);
}
