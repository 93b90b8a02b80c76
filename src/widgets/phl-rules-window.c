/* phl-rules-window.c — a game's rules in short, one window for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game hands its sections (title + Pango markup) to this window.  The
 * text column is clamped for reading and scrolls; it works down to 360 px.
 * The sections button in the header bar (F10) lists the titles to jump to,
 * Alt+↓ and Alt+↑ go to the next and previous section, Escape and Ctrl+W
 * close the window.
 */
#define G_LOG_DOMAIN "phl-rules-window"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-rules-window.h"

struct _PhlRulesWindow
{
  AdwWindow   parent_instance;

  GtkWidget  *scrolled;
  GtkWidget  *column;
  GtkWidget  *menu_button;
  GtkWidget  *section_list;
  GtkWidget  *header;
  GtkWidget  *learn_button;
  char       *learn_game;
  GPtrArray  *headings;   /* of GtkWidget*, one per section */
  guint       current;
};

G_DEFINE_FINAL_TYPE (PhlRulesWindow, phl_rules_window, ADW_TYPE_WINDOW)

guint
phl_rules_window_get_n_sections (PhlRulesWindow *self)
{
  g_return_val_if_fail (PHL_IS_RULES_WINDOW (self), 0);

  return self->headings->len;
}

void
phl_rules_window_show_section (PhlRulesWindow *self,
                               guint           index)
{
  GtkWidget *heading;
  graphene_point_t point;
  GtkAdjustment *adjustment;

  g_return_if_fail (PHL_IS_RULES_WINDOW (self));
  g_return_if_fail (index < self->headings->len);

  self->current = index;
  heading = g_ptr_array_index (self->headings, index);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  if (gtk_widget_compute_point (heading, self->column, &GRAPHENE_POINT_INIT (0, 0), &point))
    gtk_adjustment_set_value (adjustment, point.y - 12);
  gtk_widget_grab_focus (heading);
  /* Focus, not a selection. */
  gtk_label_select_region (GTK_LABEL (heading), 0, 0);
}

static void
section_activated (GtkListBox     *list,
                   GtkListBoxRow  *row,
                   PhlRulesWindow *self)
{
  gtk_menu_button_popdown (GTK_MENU_BUTTON (self->menu_button));
  phl_rules_window_show_section (self, gtk_list_box_row_get_index (row));
}

static gboolean
next_section (GtkWidget *widget,
              GVariant  *args,
              gpointer   user_data)
{
  PhlRulesWindow *self = PHL_RULES_WINDOW (widget);
  int step = GPOINTER_TO_INT (user_data);
  int index = (int) self->current + step;

  if (self->headings->len == 0)
    return FALSE;
  phl_rules_window_show_section (self, CLAMP (index, 0, (int) self->headings->len - 1));
  return TRUE;
}

static gboolean
open_sections (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  PhlRulesWindow *self = PHL_RULES_WINDOW (widget);

  gtk_menu_button_popup (GTK_MENU_BUTTON (self->menu_button));
  return TRUE;
}

/* The section's text; a translation with broken markup shows as text
 * rather than as nothing. */
static GtkWidget *
body_label (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);
  g_autoptr(GError) error = NULL;

  if (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, &error))
    gtk_label_set_markup (GTK_LABEL (label), markup);
  else
    {
      g_message ("Rules text is not valid markup: %s", error->message);
      gtk_label_set_text (GTK_LABEL (label), markup);
    }
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  return label;
}

static void
add_section (PhlRulesWindow        *self,
             const PhlRulesSection *section,
             gboolean               for_keys)
{
  const char *markup = for_keys && section->markup_keys != NULL ? section->markup_keys : section->markup;
  const char *title = _(section->title);
  GtkWidget *heading = g_object_new (GTK_TYPE_LABEL,
                                     "label", title,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                     "wrap", TRUE,
                                     "xalign", 0.0f,
                                     /* Selectable, so it can hold the focus
                                      * and a screen reader reads it there. */
                                     "selectable", TRUE,
                                     NULL);
  GtkWidget *row_label = gtk_label_new (title);

  gtk_widget_add_css_class (heading, "title-4");
  gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  if (self->headings->len > 0)
    gtk_widget_set_margin_top (heading, 18);
  gtk_box_append (GTK_BOX (self->column), heading);
  if (markup != NULL && *markup != '\0')
    {
      GtkWidget *body = body_label (_(markup));

      gtk_box_append (GTK_BOX (self->column), body);
      /* The focus stops on titles only: a screen reader reads the text
       * there, as the title's description. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      gtk_label_get_text (GTK_LABEL (body)), -1);
    }
  g_ptr_array_add (self->headings, heading);

  gtk_label_set_xalign (GTK_LABEL (row_label), 0);
  gtk_label_set_wrap (GTK_LABEL (row_label), TRUE);
  gtk_widget_set_margin_start (row_label, 6);
  gtk_widget_set_margin_end (row_label, 6);
  gtk_widget_set_margin_top (row_label, 6);
  gtk_widget_set_margin_bottom (row_label, 6);
  gtk_list_box_append (GTK_LIST_BOX (self->section_list), row_label);
}

static void
phl_rules_window_finalize (GObject *object)
{
  PhlRulesWindow *self = PHL_RULES_WINDOW (object);

  g_ptr_array_unref (self->headings);
  g_free (self->learn_game);
  G_OBJECT_CLASS (phl_rules_window_parent_class)->finalize (object);
}

static void
phl_rules_window_class_init (PhlRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = phl_rules_window_finalize;
}

static void
add_shortcut (GtkEventController  *controller,
              guint                keyval,
              GdkModifierType      modifiers,
              GtkShortcutAction   *action)
{
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers), action));
}

static void
phl_rules_window_init (PhlRulesWindow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = self->header = adw_header_bar_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *list_scroll = gtk_scrolled_window_new ();

  self->headings = g_ptr_array_new ();
  gtk_window_set_default_size (GTK_WINDOW (self), 620, 640);
  gtk_widget_set_size_request (GTK_WIDGET (self), 360, 300);

  /* The sections, to jump to one. */
  self->section_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->section_list), GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (self->section_list), TRUE);
  gtk_widget_add_css_class (self->section_list, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->section_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Sections"), -1);
  g_signal_connect (self->section_list, "row-activated", G_CALLBACK (section_activated), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (list_scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (list_scroll), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (list_scroll), 420);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (list_scroll), TRUE);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (list_scroll), 300);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list_scroll), self->section_list);
  gtk_popover_set_child (GTK_POPOVER (popover), list_scroll);
  self->menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->menu_button), "view-list-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->menu_button), popover);
  gtk_widget_set_tooltip_text (self->menu_button, _("Go to a section (F10)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Sections"), -1);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->menu_button);

  self->column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (self->column, 18);
  gtk_widget_set_margin_bottom (self->column, 24);
  gtk_widget_set_margin_start (self->column, 12);
  gtk_widget_set_margin_end (self->column, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 480);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->column);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), clamp);
  gtk_widget_set_vexpand (self->scrolled, TRUE);

  gtk_box_append (GTK_BOX (toolbar), header);
  gtk_box_append (GTK_BOX (toolbar), self->scrolled);
  adw_window_set_content (ADW_WINDOW (self), toolbar);

  /* Managed, so the keys work wherever the focus is in the window. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  add_shortcut (shortcuts, GDK_KEY_Escape, 0, gtk_named_action_new ("window.close"));
  add_shortcut (shortcuts, GDK_KEY_w, GDK_CONTROL_MASK, gtk_named_action_new ("window.close"));
  add_shortcut (shortcuts, GDK_KEY_Down, GDK_ALT_MASK,
                gtk_callback_action_new (next_section, GINT_TO_POINTER (1), NULL));
  add_shortcut (shortcuts, GDK_KEY_Up, GDK_ALT_MASK,
                gtk_callback_action_new (next_section, GINT_TO_POINTER (-1), NULL));
  add_shortcut (shortcuts, GDK_KEY_F10, 0, gtk_callback_action_new (open_sections, NULL, NULL));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

GtkWindow *
phl_rules_window_new (GtkWindow             *parent,
                      const char            *game_name,
                      const PhlRulesSection *sections,
                      gboolean               for_keys)
{
  PhlRulesWindow *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game_name != NULL, NULL);
  g_return_val_if_fail (sections != NULL, NULL);

  self = g_object_new (PHL_TYPE_RULES_WINDOW, NULL);
  /* Translators: the title of the rules summary window */
  title = g_strdup_printf (_("Rules of %s"), game_name);
  gtk_window_set_title (GTK_WINDOW (self), title);
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }
  for (const PhlRulesSection *section = sections; section->title != NULL; section++)
    add_section (self, section, for_keys);
  gtk_widget_set_sensitive (self->menu_button, self->headings->len > 1);
  return GTK_WINDOW (self);
}

/* Learn to Play: the guide runs in the window the rules were opened from,
 * so the rules make way for it. */
static void
learn_clicked (PhlRulesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.learn", "s", self->learn_game);
  gtk_window_close (GTK_WINDOW (self));
}

void
phl_rules_window_set_learn (PhlRulesWindow *self,
                            const char     *game_id)
{
  g_return_if_fail (PHL_IS_RULES_WINDOW (self));
  g_return_if_fail (game_id != NULL);

  g_free (self->learn_game);
  self->learn_game = g_strdup (game_id);
  if (self->learn_button != NULL)
    return;
  self->learn_button = gtk_button_new_with_mnemonic (_("_Learn to Play"));
  gtk_widget_set_tooltip_text (self->learn_button, _("A guided first game: the app shows each step"));
  g_signal_connect_swapped (self->learn_button, "clicked", G_CALLBACK (learn_clicked), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header), self->learn_button);
}
