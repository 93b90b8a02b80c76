/* phl-new-game-dialog.c — the setup of a match, shared by all games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Variant, player count, the game's options, a seed, and for every seat a
 * name and who plays it.  "Start" builds the PhlMatch and hands it over
 * through the ::match-created signal.
 */
#define G_LOG_DOMAIN "phl-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-deck-file.h"
#include "phl-new-game-dialog.h"
#include "phl-rng.h"
#include "stampswap/phl-stampswap-deck.h"

/* The seat dropdown's entries, in this order. */
enum {
  SEAT_HUMAN,
  SEAT_EASY,
  SEAT_NORMAL,
  SEAT_HARD,
};

typedef struct
{
  AdwEntryRow *row;
  GtkDropDown *who;
} SeatRow;

struct _PhlNewGameDialog
{
  AdwWindow            parent_instance;

  const PhlGameInfo   *info;
  SeatRow              seats[PHL_MAX_SEATS];
  GPtrArray           *option_rows;     /* of AdwActionRow, one per info->options */
  GPtrArray           *option_switches; /* of GtkSwitch */
  GPtrArray           *deck_paths;      /* NULL for the built-in deck, then user decks */

  AdwWindowTitle      *window_title;
  GtkButton           *start_button;
  AdwPreferencesGroup *game_group;
  AdwPreferencesGroup *options_group;
  AdwPreferencesGroup *seats_group;
  AdwComboRow         *variant_row;
  AdwComboRow         *deck_row;
  AdwActionRow        *players_row;
  GtkAdjustment       *players_adjustment;
  AdwEntryRow         *seed_row;
};

G_DEFINE_FINAL_TYPE (PhlNewGameDialog, phl_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  MATCH_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const PhlGameVariant *
selected_variant (PhlNewGameDialog *self)
{
  guint index = adw_combo_row_get_selected (self->variant_row);

  return &self->info->variants[index == GTK_INVALID_LIST_POSITION ? 0 : index];
}

static guint
n_players (PhlNewGameDialog *self)
{
  return (guint) gtk_adjustment_get_value (self->players_adjustment);
}

static gboolean
parse_seed (PhlNewGameDialog *self,
            guint64          *seed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));

  if (text[0] == '\0')
    {
      *seed = phl_rng_random_seed ();
      return TRUE;
    }
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL);
}

static void
update (PhlNewGameDialog *self)
{
  const PhlGameVariant *variant = selected_variant (self);
  guint min_players, max_players, players;
  gboolean any_option = FALSE;
  guint64 seed;
  gboolean seed_ok = parse_seed (self, &seed);

  /* Who may play the variant is the engine's to say. */
  phl_game_info_get_variant_players (self->info, variant, &min_players, &max_players);
  players = CLAMP (n_players (self), min_players, max_players);
  gtk_adjustment_set_lower (self->players_adjustment, min_players);
  gtk_adjustment_set_upper (self->players_adjustment, max_players);
  gtk_adjustment_set_value (self->players_adjustment, players);
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_row), min_players != max_players);

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->seats[i].row), i < players);

  for (guint i = 0; i < self->option_rows->len; i++)
    {
      const PhlGameOption *option = &self->info->options[i];
      gboolean offered = option->variant == NULL || g_str_equal (option->variant, variant->id);

      gtk_widget_set_visible (g_ptr_array_index (self->option_rows, i), offered);
      any_option |= offered;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), any_option);

  if (seed_ok)
    gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->seed_row), "error");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.start", seed_ok);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PhlNewGameDialog *self = PHL_NEW_GAME_DIALOG (widget);
  const PhlGameRules *rules = phl_game_rules_lookup (self->info->id);
  const PhlGameVariant *variant = selected_variant (self);
  g_autoptr(GStrvBuilder) options_builder = g_strv_builder_new ();
  g_auto(GStrv) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  PhlSeat seats[PHL_MAX_SEATS];
  PhlSetup setup = { 0 };
  guint64 seed;

  g_return_if_fail (rules != NULL);
  if (!parse_seed (self, &seed))
    return;

  for (guint i = 0; i < self->option_rows->len; i++)
    if (gtk_widget_get_visible (g_ptr_array_index (self->option_rows, i)) &&
        gtk_switch_get_active (g_ptr_array_index (self->option_switches, i)))
      {
        g_autofree char *option = g_strconcat (self->info->options[i].key, "=true", NULL);

        g_strv_builder_add (options_builder, option);
      }
  options = g_strv_builder_end (options_builder);

  setup.n_players = n_players (self);
  setup.variant = variant->id;
  setup.options = options[0] != NULL ? (const char * const *) options : NULL;
  if (self->info->uses_decks)
    {
      guint index = adw_combo_row_get_selected (self->deck_row);

      if (index != GTK_INVALID_LIST_POSITION && index < self->deck_paths->len)
        setup.deck = g_ptr_array_index (self->deck_paths, index);
    }

  for (guint i = 0; i < setup.n_players; i++)
    {
      const char *name = gtk_editable_get_text (GTK_EDITABLE (self->seats[i].row));
      guint who = gtk_drop_down_get_selected (self->seats[i].who);

      seats[i].name = (char *) (name[0] != '\0' ? name : adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->seats[i].row)));
      seats[i].kind = who == SEAT_HUMAN ? PHL_SEAT_HUMAN : PHL_SEAT_COMPUTER;
      seats[i].level = who == SEAT_EASY ? PHL_AI_EASY : who == SEAT_HARD ? PHL_AI_HARD : PHL_AI_NORMAL;
    }

  match = phl_match_new (rules, &setup, seats, seed, &error);
  if (match == NULL)
    {
      /* The description is markup; the message (a deck's path) is not. */
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      adw_preferences_group_set_description (self->game_group, escaped);
      return;
    }

  g_signal_emit (self, signals[MATCH_CREATED], 0, match);
  gtk_window_close (GTK_WINDOW (self));
}

static void
phl_new_game_dialog_dispose (GObject *object)
{
  PhlNewGameDialog *self = (PhlNewGameDialog *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_NEW_GAME_DIALOG);
  g_clear_pointer (&self->option_rows, g_ptr_array_unref);
  g_clear_pointer (&self->option_switches, g_ptr_array_unref);
  g_clear_pointer (&self->deck_paths, g_ptr_array_unref);

  G_OBJECT_CLASS (phl_new_game_dialog_parent_class)->dispose (object);
}

static void
phl_new_game_dialog_class_init (PhlNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_new_game_dialog_dispose;

  /**
   * PhlNewGameDialog::match-created:
   * @match: the new match, set up as the dialog says
   *
   * Emitted when the user starts the game.
   */
  signals[MATCH_CREATED] =
    g_signal_new ("match-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, PHL_TYPE_MATCH);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, deck_row);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, players_adjustment);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, seed_row);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
phl_new_game_dialog_init (PhlNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->option_rows = g_ptr_array_new ();
  self->option_switches = g_ptr_array_new ();
  self->deck_paths = g_ptr_array_new_with_free_func (g_free);
}

/* The deck's translated name if the whole deck is valid, else NULL: a deck
 * with errors can be edited as a draft but not played. */
static char *
playable_deck_name (const char *path)
{
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_file (path, NULL);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  if (file == NULL || !phl_stampswap_deck_validate (file, errors))
    return NULL;
  return phl_key_file_get_locale_string (file, "Deck", "Name", NULL);
}

static void
add_deck_choices (PhlNewGameDialog *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *dir_path = phl_deck_file_user_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  gtk_string_list_append (names, _("Standard deck"));
  g_ptr_array_add (self->deck_paths, NULL);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".deck"))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *deck_name = playable_deck_name (path);

      if (deck_name == NULL)
        continue;
      gtk_string_list_append (names, deck_name);
      g_ptr_array_add (self->deck_paths, g_strdup (path));
    }

  adw_combo_row_set_model (self->deck_row, G_LIST_MODEL (names));
  gtk_widget_set_visible (GTK_WIDGET (self->deck_row), TRUE);
}

static void
add_seat_rows (PhlNewGameDialog *self)
{
  const char * const who[] = {
    _("Human"),
    _("Computer — easy"),
    _("Computer — normal"),
    _("Computer — hard"),
    NULL,
  };

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      AdwEntryRow *row = ADW_ENTRY_ROW (adw_entry_row_new ());
      GtkDropDown *dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (who));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      /* The first seat is you; the others start as computer opponents. */
      gtk_drop_down_set_selected (dropdown, i == 0 ? SEAT_HUMAN : SEAT_NORMAL);
      gtk_widget_set_valign (GTK_WIDGET (dropdown), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      adw_entry_row_add_suffix (row, GTK_WIDGET (dropdown));
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (row));
      self->seats[i] = (SeatRow) { row, dropdown };
    }
}

static void
add_option_rows (PhlNewGameDialog *self)
{
  for (const PhlGameOption *option = self->info->options; option->key != NULL; option++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(option->title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(option->subtitle));
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (self->options_group, row);
      g_ptr_array_add (self->option_rows, row);
      g_ptr_array_add (self->option_switches, toggle);
    }
}

PhlNewGameDialog *
phl_new_game_dialog_new (GtkWindow         *parent,
                         const PhlGameInfo *info)
{
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  PhlNewGameDialog *self;

  g_return_val_if_fail (info != NULL, NULL);

  self = g_object_new (PHL_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  self->info = info;
  adw_window_title_set_title (self->window_title, _(info->name));
  {
    /* Translators: the title of the new-game window, e.g. "New Game — SWOP" */
    g_autofree char *title = g_strdup_printf (_("New Game — %s"), _(info->name));

    gtk_window_set_title (GTK_WINDOW (self), title);
  }

  for (const PhlGameVariant *v = info->variants; v->id != NULL; v++)
    gtk_string_list_append (variants, _(v->name));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  gtk_widget_set_visible (GTK_WIDGET (self->variant_row), info->variants[1].id != NULL);

  add_option_rows (self);
  add_seat_rows (self);
  if (info->uses_decks)
    add_deck_choices (self);

  g_signal_connect_swapped (self->variant_row, "notify::selected", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->players_adjustment, "value-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->seed_row, "changed", G_CALLBACK (update), self);
  update (self);

  return self;
}
