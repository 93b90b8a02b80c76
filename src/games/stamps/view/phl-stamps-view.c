/* phl-stamps-view.c — the STAMPS play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A status line with the Hint and Rules buttons above a stack of three
 * pages: the board (PhlStampsCanvas), the privacy screen shown between two
 * human seats of a hot-seat game (hands are private), and the end screen
 * (PhlStampsEnd).  The view changes the game only by submitting actions.
 */
#define G_LOG_DOMAIN "phl-stamps-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-hotseat.h"
#include "stamps/phl-stamps-action.h"
#include "stamps/phl-stamps-ai.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps/view/phl-stamps-canvas.h"
#include "stamps/view/phl-stamps-end.h"
#include "stamps/view/phl-stamps-view.h"

struct _PhlStampsView
{
  GtkWidget        parent_instance;

  PhlMatch        *match;
  /* Who is at the screen; the engine says whose hand they may see. */
  PhlHotseat      *hotseat;
  gboolean         show_board_at_end;

  GtkWidget       *toolbar;
  GtkLabel        *status_label;
  GtkLabel        *detail_label;
  GtkWidget       *hint_button;
  GtkWidget       *results_button;
  GtkWidget       *rules_button;
  GtkRevealer     *hint_revealer;
  GtkLabel        *hint_label;
  GtkStack        *stack;
  PhlStampsCanvas *canvas;
  AdwStatusPage   *privacy_page;
  GtkWidget       *privacy_button;
  PhlStampsEnd    *end;
  GtkLabel        *end_title;
};

G_DEFINE_FINAL_TYPE (PhlStampsView, phl_stamps_view, GTK_TYPE_WIDGET)

static const PhlStampsState *
get_state (PhlStampsView *self)
{
  return phl_match_get_state (self->match);
}

static const char *
seat_name (PhlStampsView *self,
           guint          seat)
{
  return phl_match_get_seat (self->match, seat)->name;
}

static gboolean
seat_is_human (PhlStampsView *self,
               guint          seat)
{
  return phl_match_get_seat (self->match, seat)->kind == PHL_SEAT_HUMAN;
}

/* A hand-over page shows: the next person's hand waits for them. */
static gboolean
needs_privacy (PhlStampsView *self)
{
  return phl_hotseat_get_handover (self->hotseat) >= 0;
}

static void
update_status (PhlStampsView *self)
{
  const PhlStampsState *state = get_state (self);
  const char *preview = phl_stamps_canvas_get_preview_text (self->canvas);
  g_autofree char *status = NULL;
  guint humans = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    humans += seat_is_human (self, i);

  if (state->over)
    status = g_strdup (_("The game is over."));
  else if (needs_privacy (self))
    status = g_strdup_printf (_("Pass the screen to %s."), seat_name (self, state->current));
  else if (!seat_is_human (self, state->current))
    status = g_strdup_printf (_("%s is thinking…"), seat_name (self, state->current));
  else if (preview != NULL)
    /* Translators: what placing the selected stamp on the hovered cell does */
    status = g_strdup_printf (_("Click to place: %s"), preview);
  else if (humans == 1)
    status = g_strdup (_("Your turn: pick a stamp from your hand, then a highlighted cell next to the grid."));
  else
    status = g_strdup_printf (_("%s, your turn: pick a stamp from your hand, then a highlighted cell next to the grid."),
                              seat_name (self, state->current));

  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->detail_label, " ");
}

static guint
motion_ms (PhlStampsView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled ? 220 : 0;
}

static void
update (PhlStampsView *self)
{
  const PhlStampsState *state = get_state (self);
  int viewer = phl_hotseat_get_viewer (self->hotseat);
  /* Only the person to act, at the screen, plays or asks for a hint. */
  gboolean human_turn = !state->over && seat_is_human (self, state->current) && viewer == state->current;
  gboolean privacy = needs_privacy (self);

  phl_stamps_canvas_set_viewer (self->canvas, viewer);
  phl_stamps_canvas_set_interactive (self->canvas, human_turn);
  phl_stamps_canvas_set_motion_ms (self->canvas, motion_ms (self));
  gtk_widget_set_sensitive (self->hint_button, human_turn);
  gtk_widget_set_visible (self->hint_button, !state->over);
  gtk_widget_set_visible (self->results_button, state->over);

  if (state->over)
    {
      g_autofree char *title = phl_stamps_end_dup_title (self->end);

      gtk_label_set_text (self->end_title, title);
      gtk_stack_set_visible_child_name (self->stack, self->show_board_at_end ? "board" : "end");
      gtk_button_set_label (GTK_BUTTON (self->results_button),
                            self->show_board_at_end ? _("Show _Results") : _("Show _Board"));
    }
  else if (privacy)
    {
      int next = phl_hotseat_get_handover (self->hotseat);
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), seat_name (self, next));
      /* The description is Pango markup; a name like "Ann & Bob" is not. */
      g_autofree char *description =
        g_markup_printf_escaped (_("Hands are private. Hand the screen to %s, then show the hand."),
                                 seat_name (self, next));

      adw_status_page_set_title (self->privacy_page, title);
      adw_status_page_set_description (self->privacy_page, description);
      gtk_stack_set_visible_child_name (self->stack, "privacy");
      gtk_widget_grab_focus (self->privacy_button);
    }
  else
    {
      gtk_stack_set_visible_child_name (self->stack, "board");
      if (human_turn && gtk_widget_get_mapped (GTK_WIDGET (self)))
        gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
    }
  update_status (self);
}

/* The hint names a stamp of its asker's hand: it goes with the turn. */
static void
hide_hint (PhlStampsView *self)
{
  gtk_revealer_set_reveal_child (self->hint_revealer, FALSE);
  gtk_label_set_text (self->hint_label, "");
  phl_stamps_canvas_show_hint (self->canvas, NULL);
}

static void
on_match_changed (PhlStampsView *self)
{
  const PhlStampsState *state = get_state (self);
  gboolean was_end = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "end") == 0;

  hide_hint (self);
  phl_stamps_canvas_set_viewer (self->canvas, phl_hotseat_get_viewer (self->hotseat));
  phl_stamps_canvas_refresh (self->canvas);
  if (state->over && !was_end)
    {
      self->show_board_at_end = FALSE;
      update (self);
      phl_stamps_end_replay (self->end);
      return;
    }
  update (self);
}

static void
on_place (PhlStampsView *self,
          const char    *action)
{
  g_autoptr(GError) error = NULL;

  if (!phl_match_submit (self->match, action, &error))
    {
      /* The canvas offers legal cells only: this is a bug, not a user error. */
      g_warning ("The move %s was refused: %s", action, error->message);
    }
}

static void
on_privacy_clicked (PhlStampsView *self)
{
  phl_hotseat_handed_over (self->hotseat);
  update (self);
}

static void
on_results_clicked (PhlStampsView *self)
{
  self->show_board_at_end = !self->show_board_at_end;
  update (self);
  if (!self->show_board_at_end)
    phl_stamps_end_replay (self->end);
}

static void
on_replay_clicked (PhlStampsView *self)
{
  phl_stamps_end_replay (self->end);
}

static void
on_hint_clicked (PhlStampsView *self)
{
  const PhlStampsState *state = get_state (self);
  PhlStampsHint hint;
  g_autofree char *action = NULL;
  g_autofree char *reason = NULL;

  if (state->over || phl_hotseat_get_viewer (self->hotseat) != state->current || !phl_stamps_ai_hint (state, &hint))
    return;
  phl_match_set_assisted (self->match, TRUE);
  action = phl_stamps_format_action (hint.color, hint.x, hint.y);
  phl_stamps_canvas_show_hint (self->canvas, action);
  reason = phl_stamps_action_describe (state, action);
  gtk_label_set_text (self->hint_label, reason);
  gtk_revealer_set_reveal_child (self->hint_revealer, TRUE);
}

static void
on_hint_close_clicked (PhlStampsView *self)
{
  hide_hint (self);
}

static void
append_rule (GString    *markup,
             const char *heading,
             const char *body)
{
  g_autofree char *part = g_markup_printf_escaped ("<span weight=\"bold\" size=\"large\">%s</span>\n%s\n\n",
                                                   heading, body);

  g_string_append (markup, part);
}

static void
on_rules_clicked (PhlStampsView *self)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GString *markup = g_string_new (NULL);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  append_rule (markup, _("Goal"),
               _("Place stamps from your hand on the shared grid and bracket other stamps to move "
                 "your markers along your score tableau. Most points wins; a tie shares the win."));
  append_rule (markup, _("Your turn"),
               _("Play one of the two stamps in your hand. It must touch a stamp already in the grid "
                 "orthogonally (left, right, above or below). The grid has no edges."));
  append_rule (markup, _("Brackets"),
               _("From the new stamp, look in all eight directions, diagonals too. If a row of stamps "
                 "without a gap reaches a stamp of your stamp’s colour, every stamp in between is "
                 "bracketed; the row ends at the first stamp of your colour. The two stamps that form "
                 "the bracket score nothing. One stamp can form several brackets."));
  append_rule (markup, _("Markers"),
               _("For each bracketed stamp, move your marker of that stamp’s colour one column to the "
                 "right on your score tableau. A marker stops at the last column."));
  append_rule (markup, _("Drawing and the end"),
               _("After placing, draw a stamp from the draw pile. Once the pile is empty, play on from "
                 "your hand without drawing; the game ends when every hand is empty."));
  append_rule (markup, _("Scoring"),
               _("Markers that share a column with another of your markers are removed and score 0. "
                 "A marker alone in its column scores the value under that column. Each marker that "
                 "never moved costs 3 penalty points."));
  append_rule (markup, _("Two players"),
               _("The stamps with a sun are set aside: 6 stamps of each colour are played."));
  append_rule (markup, _("In this app"),
               _("Hover over a highlighted cell to see the brackets and marker steps before you place. "
                 "Undo takes back your last placement only while no stamp was drawn after it, because "
                 "drawing reveals a new stamp. A hint shows the hard computer player’s move and marks "
                 "the game as assisted in the statistics. In a game of several people at one screen, "
                 "hands are shown only to their owner."));
  append_rule (markup, _("Keyboard"),
               _("1 and 2 pick a stamp from your hand, the arrow keys move between the cells a stamp "
                 "may go to, Enter or Space places it. + and − zoom the grid, 0 fits it to the window "
                 "again; Ctrl and the scroll wheel zoom too, and dragging with the right or middle "
                 "button moves the grid."));

  gtk_label_set_markup (GTK_LABEL (label), markup->str);
  g_string_free (markup, TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 24);
  gtk_widget_set_margin_end (label, 24);
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), _("STAMPS Rules"));
  {
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Escape|<Control>w"),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, shortcuts);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 640);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  gtk_window_present (GTK_WINDOW (window));
}

static void
on_map (PhlStampsView *self)
{
  update (self);
}

static void
phl_stamps_view_dispose (GObject *object)
{
  PhlStampsView *self = (PhlStampsView *)object;
  GtkWidget *child;

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->match);
  g_clear_object (&self->hotseat);

  G_OBJECT_CLASS (phl_stamps_view_parent_class)->dispose (object);
}

static void
phl_stamps_view_class_init (PhlStampsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stamps_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stamps-view");
}

static GtkWidget *
build_toolbar (PhlStampsView *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_set_margin_start (bar, 14);
  gtk_widget_set_margin_end (bar, 14);
  gtk_widget_set_margin_top (bar, 8);
  gtk_widget_set_margin_bottom (bar, 2);

  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "heading");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Status"), -1);
  self->detail_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->detail_label, 0);
  gtk_label_set_wrap (self->detail_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->detail_label), "dim-label");
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->status_label));
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->detail_label));
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (bar), texts);

  self->hint_button = gtk_button_new_with_mnemonic (_("_Hint"));
  gtk_widget_set_tooltip_text (self->hint_button, _("Show the hard computer player’s move"));
  gtk_widget_set_valign (self->hint_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->hint_button, "clicked", G_CALLBACK (on_hint_clicked), self);
  gtk_box_append (GTK_BOX (bar), self->hint_button);

  self->results_button = gtk_button_new_with_mnemonic (_("Show _Board"));
  gtk_widget_set_valign (self->results_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->results_button, "clicked", G_CALLBACK (on_results_clicked), self);
  gtk_box_append (GTK_BOX (bar), self->results_button);

  self->rules_button = gtk_button_new_with_mnemonic (_("_Rules"));
  gtk_widget_set_tooltip_text (self->rules_button, _("A summary of the STAMPS rules"));
  gtk_widget_set_valign (self->rules_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->rules_button, "clicked", G_CALLBACK (on_rules_clicked), self);
  gtk_box_append (GTK_BOX (bar), self->rules_button);
  return bar;
}

static void
phl_stamps_view_init (PhlStampsView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
}

GtkWidget *
phl_stamps_view_new (PhlMatch *match)
{
  PhlStampsView *self;
  GtkWidget *hint_box, *end_box, *buttons, *replay, *overlay;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (g_str_equal (phl_match_get_rules (match)->id, "stamps"), NULL);

  self = g_object_new (PHL_TYPE_STAMPS_VIEW, NULL);
  self->match = g_object_ref (match);
  self->hotseat = phl_hotseat_new (match);
  g_object_set_data (G_OBJECT (self), PHL_HOTSEAT_KEY, self->hotseat);

  self->toolbar = build_toolbar (self);
  gtk_widget_set_parent (self->toolbar, GTK_WIDGET (self));

  /* The hint floats over the tray, between the hand and the draw pile, so
   * the board does not move when it shows. */
  self->hint_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->hint_revealer, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_halign (GTK_WIDGET (self->hint_revealer), GTK_ALIGN_START);
  gtk_widget_set_valign (GTK_WIDGET (self->hint_revealer), GTK_ALIGN_END);
  gtk_widget_set_margin_start (GTK_WIDGET (self->hint_revealer), 250);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->hint_revealer), 22);
  gtk_widget_set_can_target (GTK_WIDGET (self->hint_revealer), TRUE);
  hint_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (hint_box, "card");
  gtk_widget_set_size_request (hint_box, 420, -1);
  self->hint_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_label_set_max_width_chars (self->hint_label, 56);
  gtk_label_set_width_chars (self->hint_label, 40);
  gtk_widget_set_margin_start (GTK_WIDGET (self->hint_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->hint_label), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->hint_label), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->hint_label), 8);
  gtk_widget_set_hexpand (GTK_WIDGET (self->hint_label), TRUE);
  gtk_box_append (GTK_BOX (hint_box), GTK_WIDGET (self->hint_label));
  {
    GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

    gtk_widget_add_css_class (close, "flat");
    gtk_widget_add_css_class (close, "circular");
    gtk_widget_set_valign (close, GTK_ALIGN_START);
    gtk_widget_set_margin_top (close, 6);
    gtk_widget_set_margin_end (close, 6);
    gtk_widget_set_tooltip_text (close, _("Hide the hint"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (close), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hide the hint"), -1);
    g_signal_connect_swapped (close, "clicked", G_CALLBACK (on_hint_close_clicked), self);
    gtk_box_append (GTK_BOX (hint_box), close);
  }
  gtk_revealer_set_child (self->hint_revealer, hint_box);

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->stack), TRUE);

  self->canvas = PHL_STAMPS_CANVAS (phl_stamps_canvas_new (match));
  gtk_widget_set_vexpand (GTK_WIDGET (self->canvas), TRUE);
  g_signal_connect_swapped (self->canvas, "place", G_CALLBACK (on_place), self);
  g_signal_connect_swapped (self->canvas, "preview-changed", G_CALLBACK (update_status), self);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->canvas), "board");

  self->privacy_page = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->privacy_page, "avatar-default-symbolic");
  self->privacy_button = gtk_button_new_with_mnemonic (_("_Show My Hand"));
  gtk_widget_add_css_class (self->privacy_button, "pill");
  gtk_widget_add_css_class (self->privacy_button, "suggested-action");
  gtk_widget_set_halign (self->privacy_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->privacy_button, "clicked", G_CALLBACK (on_privacy_clicked), self);
  adw_status_page_set_child (self->privacy_page, self->privacy_button);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->privacy_page), "privacy");

  end_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->end_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->end_title), "title-1");
  gtk_widget_set_margin_top (GTK_WIDGET (self->end_title), 8);
  gtk_box_append (GTK_BOX (end_box), GTK_WIDGET (self->end_title));
  self->end = PHL_STAMPS_END (phl_stamps_end_new (match));
  gtk_widget_set_vexpand (GTK_WIDGET (self->end), TRUE);
  gtk_box_append (GTK_BOX (end_box), GTK_WIDGET (self->end));
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (buttons, 12);
  replay = gtk_button_new_with_mnemonic (_("_Replay the Scoring"));
  gtk_widget_add_css_class (replay, "pill");
  g_signal_connect_swapped (replay, "clicked", G_CALLBACK (on_replay_clicked), self);
  gtk_box_append (GTK_BOX (buttons), replay);
  {
    GtkWidget *library = gtk_button_new_with_mnemonic (_("_Game Library"));

    gtk_widget_add_css_class (library, "pill");
    gtk_widget_add_css_class (library, "suggested-action");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (library), "win.show-library");
    gtk_box_append (GTK_BOX (buttons), library);
  }
  gtk_box_append (GTK_BOX (end_box), buttons);
  gtk_stack_add_named (self->stack, end_box, "end");
  overlay = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (self->stack));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (self->hint_revealer));
  gtk_widget_set_vexpand (overlay, TRUE);
  gtk_widget_set_parent (overlay, GTK_WIDGET (self));

  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
  if (get_state (self)->over)
    phl_stamps_end_replay (self->end);
  update (self);
  return GTK_WIDGET (self);
}
