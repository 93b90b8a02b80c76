/* phl-new-game-dialog.c — the setup of a match, shared by all games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Variant, player count, the game's options, a seed, and for every seat a
 * name and who plays it.  "Start" builds the PhlMatch and hands it over
 * through the ::match-created signal.
 *
 * What was chosen last for each game (all but the seed) is kept in the
 * "new-game-setups" settings key and shown again the next time.
 *
 * With a user deck, "Try a card" picks one of its cards to be dealt in the
 * first round (the engine's try-card option), so a designer sees it in
 * play; the deck editor opens the dialog with the deck and card chosen.
 * A trial is not remembered.
 */
#define G_LOG_DOMAIN "phl-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-accessible.h"
#include "phl-application.h"
#include "phl-deck-file.h"
#include "phl-net-host.h"
#include "phl-new-game-dialog.h"
#include "phl-rng.h"
#include "phl-seat-name.h"

/* The seat dropdown's entries, in this order. */
enum {
  SEAT_HUMAN,
  SEAT_EASY,
  SEAT_NORMAL,
  SEAT_HARD,
  SEAT_EXPERT,
  SEAT_ONLINE,      /* a friend invited by address (the row's text) */
  N_SEAT_CHOICES
};

/* How the seat choices are remembered in the settings. */
static const char * const seat_choice_ids[N_SEAT_CHOICES] = { "human", "easy", "normal", "hard", "expert", "online" };

#define SETUPS_KEY "new-game-setups"

typedef struct
{
  AdwEntryRow *row;
  GtkDropDown *who;
} SeatRow;

struct _PhlNewGameDialog
{
  AdwWindow            parent_instance;

  const PhlGameInfo   *info;
  GSettings           *settings;        /* NULL: nothing is remembered */
  SeatRow              seats[PHL_MAX_SEATS];
  GPtrArray           *option_rows;     /* of AdwActionRow, one per info->options */
  GPtrArray           *option_switches; /* of GtkSwitch */
  GPtrArray           *deck_paths;      /* NULL for the built-in deck, then user decks */
  GPtrArray           *trial_groups;    /* NULL for none, then the deck's card groups */

  AdwWindowTitle      *window_title;
  GtkButton           *start_button;
  AdwPreferencesGroup *game_group;
  AdwPreferencesGroup *options_group;
  AdwPreferencesGroup *seats_group;
  AdwComboRow         *variant_row;
  AdwComboRow         *deck_row;
  AdwComboRow         *try_row;
  AdwActionRow        *players_row;
  GtkAdjustment       *players_adjustment;
  AdwEntryRow         *seed_row;
};

G_DEFINE_FINAL_TYPE (PhlNewGameDialog, phl_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  MATCH_CREATED,
  ONLINE_MATCH_CREATED,
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

/* ------------------------------------------------ the remembered setup */

/* The setup on screen as the a{sv} kept for this game: "variant" (s),
 * "players" (u), "seats" (as: human, easy, normal, hard, expert) and "names" (as)
 * for every seat row, "options" (as: the keys switched on) and "deck" (s:
 * a deck file's path, "" for the standard deck). */
static GVariant *
current_setup (PhlNewGameDialog *self)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GStrvBuilder) seats = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) options = g_strv_builder_new ();
  g_auto(GStrv) seats_v = NULL, names_v = NULL, options_v = NULL;

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      guint who = gtk_drop_down_get_selected (self->seats[i].who);

      g_strv_builder_add (seats, seat_choice_ids[MIN (who, N_SEAT_CHOICES - 1)]);
      g_strv_builder_add (names, gtk_editable_get_text (GTK_EDITABLE (self->seats[i].row)));
    }
  for (guint i = 0; i < self->option_rows->len; i++)
    if (gtk_switch_get_active (g_ptr_array_index (self->option_switches, i)))
      g_strv_builder_add (options, self->info->options[i].key);
  seats_v = g_strv_builder_end (seats);
  names_v = g_strv_builder_end (names);
  options_v = g_strv_builder_end (options);

  g_variant_dict_insert (&dict, "variant", "s", selected_variant (self)->id);
  g_variant_dict_insert (&dict, "players", "u", n_players (self));
  g_variant_dict_insert_value (&dict, "seats", g_variant_new_strv ((const char * const *) seats_v, -1));
  g_variant_dict_insert_value (&dict, "names", g_variant_new_strv ((const char * const *) names_v, -1));
  g_variant_dict_insert_value (&dict, "options", g_variant_new_strv ((const char * const *) options_v, -1));
  if (self->info->decks != NULL)
    {
      guint index = adw_combo_row_get_selected (self->deck_row);
      const char *deck = index < self->deck_paths->len ? g_ptr_array_index (self->deck_paths, index) : NULL;

      g_variant_dict_insert (&dict, "deck", "s", deck ? deck : "");
    }
  return g_variant_dict_end (&dict);
}

/* Replaces this game's entry in the map of every game's last setup. */
static void
remember_setup (PhlNewGameDialog *self)
{
  g_autoptr(GVariant) all = NULL;
  g_autoptr(GVariant) setup = NULL;
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sa{sv}}"));
  GVariantIter iter;
  const char *game;
  GVariant *value;

  if (self->settings == NULL)
    return;
  all = g_settings_get_value (self->settings, SETUPS_KEY);
  setup = g_variant_ref_sink (current_setup (self));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@a{sv}}", &game, &value))
    {
      if (!g_str_equal (game, self->info->id))
        g_variant_builder_add (&builder, "{s@a{sv}}", game, value);
      g_variant_unref (value);
    }
  g_variant_builder_add (&builder, "{s@a{sv}}", self->info->id, setup);
  g_settings_set_value (self->settings, SETUPS_KEY, g_variant_builder_end (&builder));
}

static guint
seat_choice_index (const char *id)
{
  for (guint i = 0; i < N_SEAT_CHOICES; i++)
    if (g_str_equal (seat_choice_ids[i], id))
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* Shows this game's last setup; what no longer exists (a variant, an
 * option, a deck file) is left as it was. */
static void
restore_setup (PhlNewGameDialog *self)
{
  g_autoptr(GVariant) all = NULL;
  g_autoptr(GVariant) setup = NULL;
  g_autofree const char **seats = NULL;
  g_autofree const char **names = NULL;
  g_autofree const char **options = NULL;
  const char *variant, *deck;
  guint players;

  if (self->settings == NULL)
    return;
  all = g_settings_get_value (self->settings, SETUPS_KEY);
  if (!g_variant_lookup (all, self->info->id, "@a{sv}", &setup))
    return;

  if (g_variant_lookup (setup, "variant", "&s", &variant))
    for (guint i = 0; self->info->variants[i].id != NULL; i++)
      if (g_str_equal (self->info->variants[i].id, variant))
        adw_combo_row_set_selected (self->variant_row, i);
  /* After the variant, which sets the range the count is kept in. */
  if (g_variant_lookup (setup, "players", "u", &players))
    gtk_adjustment_set_value (self->players_adjustment, players);

  if (g_variant_lookup (setup, "seats", "^a&s", &seats))
    for (guint i = 0; seats[i] != NULL && i < PHL_MAX_SEATS; i++)
      if (seat_choice_index (seats[i]) != GTK_INVALID_LIST_POSITION)
        gtk_drop_down_set_selected (self->seats[i].who, seat_choice_index (seats[i]));
  /* Anything may have written the settings: one line, a sensible length. */
  if (g_variant_lookup (setup, "names", "^a&s", &names))
    for (guint i = 0; names[i] != NULL && i < PHL_MAX_SEATS; i++)
      {
        g_autofree char *name = phl_seat_name_tidy (names[i]);

        gtk_editable_set_text (GTK_EDITABLE (self->seats[i].row), name);
      }

  if (g_variant_lookup (setup, "options", "^a&s", &options))
    for (guint i = 0; i < self->option_rows->len; i++)
      gtk_switch_set_active (g_ptr_array_index (self->option_switches, i),
                             g_strv_contains (options, self->info->options[i].key));

  if (self->info->decks != NULL && g_variant_lookup (setup, "deck", "&s", &deck))
    for (guint i = 0; i < self->deck_paths->len; i++)
      if (g_strcmp0 (g_ptr_array_index (self->deck_paths, i), deck[0] != '\0' ? deck : NULL) == 0)
        adw_combo_row_set_selected (self->deck_row, i);
}

/* ---------------------------------------------------------------- start */

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
  g_autoptr(GPtrArray) tidy_names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_free);
  gboolean online = FALSE;
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
  if (self->info->decks != NULL)
    {
      guint trial = adw_combo_row_get_selected (self->try_row);

      if (gtk_widget_get_visible (GTK_WIDGET (self->try_row)) && trial != GTK_INVALID_LIST_POSITION
          && trial < self->trial_groups->len && g_ptr_array_index (self->trial_groups, trial) != NULL)
        {
          g_autofree char *option = g_strconcat ("try-card=", (char *) g_ptr_array_index (self->trial_groups, trial), NULL);

          g_strv_builder_add (options_builder, option);
        }
    }
  options = g_strv_builder_end (options_builder);

  setup.n_players = n_players (self);
  setup.variant = variant->id;
  setup.options = options[0] != NULL ? (const char * const *) options : NULL;
  if (self->info->decks != NULL)
    {
      guint index = adw_combo_row_get_selected (self->deck_row);

      if (index != GTK_INVALID_LIST_POSITION && index < self->deck_paths->len)
        setup.deck = g_ptr_array_index (self->deck_paths, index);
    }

  for (guint i = 0; i < setup.n_players; i++)
    {
      /* What was pasted into the row, on one line and cut to length. */
      char *name = phl_seat_name_tidy (gtk_editable_get_text (GTK_EDITABLE (self->seats[i].row)));
      guint who = gtk_drop_down_get_selected (self->seats[i].who);

      g_ptr_array_add (tidy_names, name);
      g_ptr_array_add (addresses, g_strdup (who == SEAT_ONLINE ? name : ""));
      if (who == SEAT_ONLINE && (strchr (name, '@') == NULL || strchr (name, ' ') != NULL))
        {
          g_autofree char *text = g_strdup_printf (_("Player %u plays online: write their address, such as anna@example.org, as the name"), i + 1);

          adw_preferences_group_set_description (self->game_group, text);
          return;
        }
      online |= who == SEAT_ONLINE;
      seats[i].name = (char *) (name[0] != '\0' ? name : adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->seats[i].row)));
      /* An online seat is a computer to this screen: the host takes its
       * moves from the network (phl-online.c). */
      seats[i].kind = who == SEAT_HUMAN ? PHL_SEAT_HUMAN : PHL_SEAT_COMPUTER;
      seats[i].level = who == SEAT_EASY ? PHL_AI_EASY : who == SEAT_HARD ? PHL_AI_HARD
                       : who == SEAT_EXPERT ? PHL_AI_EXPERT : PHL_AI_NORMAL;
    }

  match = phl_match_new (rules, &setup, seats, seed, &error);
  if (match == NULL)
    {
      /* The description is markup; the message (a deck's path) is not. */
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      adw_preferences_group_set_description (self->game_group, escaped);
      return;
    }

  if (online && !phl_net_match_views_hold_play (match))
    {
      adw_preferences_group_set_description (self->game_group,
                                             _("This game cannot be played online yet: its positions do not hold a game in progress"));
      return;
    }

  remember_setup (self);
  if (online)
    {
      g_ptr_array_add (addresses, NULL);
      g_signal_emit (self, signals[ONLINE_MATCH_CREATED], 0, match, (char **) addresses->pdata);
    }
  else
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
  g_clear_pointer (&self->trial_groups, g_ptr_array_unref);
  g_clear_object (&self->settings);

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
  /**
   * PhlNewGameDialog::online-match-created:
   * @match: the new match; its online seats are computers to this screen
   * @addresses: each seat's address, "" for the seats not online
   *
   * Emitted instead of ::match-created when a seat is a friend online:
   * the game is hosted online (phl-online.c).
   */
  signals[ONLINE_MATCH_CREATED] =
    g_signal_new ("online-match-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, PHL_TYPE_MATCH, G_TYPE_STRV);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, deck_row);
  gtk_widget_class_bind_template_child (widget_class, PhlNewGameDialog, try_row);
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
  self->trial_groups = g_ptr_array_new_with_free_func (g_free);
}

static void fill_trial_choices (PhlNewGameDialog *self);

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
      g_autofree char *deck_name = self->info->decks->playable_name (path);

      if (deck_name == NULL)
        continue;
      gtk_string_list_append (names, deck_name);
      g_ptr_array_add (self->deck_paths, g_strdup (path));
    }

  adw_combo_row_set_model (self->deck_row, G_LIST_MODEL (names));
  gtk_widget_set_visible (GTK_WIDGET (self->deck_row), TRUE);
  g_signal_connect_swapped (self->deck_row, "notify::selected", G_CALLBACK (fill_trial_choices), self);
}

/* "Try a card": none, or each card of the chosen user deck by name and
 * kind; hidden for the standard deck. */
static void
fill_trial_choices (PhlNewGameDialog *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint index = adw_combo_row_get_selected (self->deck_row);
  const char *path = index < self->deck_paths->len ? g_ptr_array_index (self->deck_paths, index) : NULL;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->trial_groups, 0);
  /* Translators: "Try a card" set to no card: a normal deal */
  gtk_string_list_append (names, C_("try a card", "None"));
  g_ptr_array_add (self->trial_groups, NULL);
  if (path != NULL)
    self->info->decks->list_cards (path, labels, self->trial_groups);
  for (guint c = 0; c < labels->len; c++)
    gtk_string_list_append (names, g_ptr_array_index (labels, c));
  adw_combo_row_set_model (self->try_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->try_row, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->try_row), labels->len > 0);
}

void
phl_new_game_dialog_try_card (PhlNewGameDialog *self,
                              const char       *deck_path,
                              const char       *group)
{
  g_return_if_fail (PHL_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (self->info->decks != NULL);

  for (guint i = 0; i < self->deck_paths->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->deck_paths, i), deck_path) == 0)
      adw_combo_row_set_selected (self->deck_row, i);
  /* The deck's cards are listed once it is selected. */
  fill_trial_choices (self);
  for (guint i = 1; group != NULL && i < self->trial_groups->len; i++)
    if (g_str_equal (g_ptr_array_index (self->trial_groups, i), group))
      adw_combo_row_set_selected (self->try_row, i);
}

static void
setup_list_label (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_list_label (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

/* The seat dropdown shows who plays in a few words beside the name (an
 * icon and "Human" or the level), so a narrow window leaves room to type
 * the name; its list and its description say it in full. */
static void
setup_seat_choice (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_append (GTK_BOX (box), gtk_image_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_seat_choice (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  const char * const short_names[N_SEAT_CHOICES] = {
    _("Human"), C_("computer level", "Easy"), C_("computer level", "Normal"), C_("computer level", "Hard"),
    C_("computer level", "Expert"), C_("seat", "Online"),
  };
  GtkWidget *box = gtk_list_item_get_child (item);
  guint position = MIN (gtk_list_item_get_position (item), N_SEAT_CHOICES - 1);

  gtk_image_set_from_icon_name (GTK_IMAGE (gtk_widget_get_first_child (box)),
                                position == SEAT_HUMAN ? "avatar-default-symbolic"
                                : position == SEAT_ONLINE ? "network-workgroup-symbolic" : "computer-symbolic");
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), short_names[position]);
}

/* A screen reader hears who plays a seat in its name, "Player 2:
 * Computer — normal" (a description is not read on focus), on the
 * dropdown and on the button inside it that takes the focus.  No tooltip:
 * it would cover the list. */
static void
seat_choice_changed (GtkDropDown *dropdown)
{
  GtkStringObject *selected = gtk_drop_down_get_selected_item (dropdown);
  const char *title = g_object_get_data (G_OBJECT (dropdown), "phl-seat-title");
  const char *text = selected ? gtk_string_object_get_string (selected) : "";
  /* Translators: the name a screen reader hears for a seat's choice in
   * New Game, e.g. "Player 2: Computer — normal" */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), title, text);
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (dropdown));

  phl_accessible_name (GTK_WIDGET (dropdown), name);
  if (GTK_IS_BUTTON (button))
    phl_accessible_name_button (button, name);
}

static GtkWidget *
find_list_view (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The list opens on the seat's current choice, not on its first entry. */
static gboolean
focus_current_choice (gpointer data)
{
  GtkDropDown *dropdown = data;
  GtkWidget *popover = g_object_get_data (G_OBJECT (dropdown), "phl-seat-popover");
  GtkWidget *list = popover != NULL ? find_list_view (popover) : NULL;
  guint selected = gtk_drop_down_get_selected (dropdown);
  GtkWidget *row = list != NULL ? gtk_widget_get_first_child (list) : NULL;

  for (guint i = 0; row != NULL && i < selected; i++)
    row = gtk_widget_get_next_sibling (row);
  if (row != NULL && selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_grab_focus (row);
  return G_SOURCE_REMOVE;
}

static void
on_seat_popover_mapped (GtkWidget   *popover,
                        GtkDropDown *dropdown)
{
  g_object_set_data (G_OBJECT (dropdown), "phl-seat-popover", popover);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_current_choice, g_object_ref (dropdown), g_object_unref);
}

static void
watch_seat_popover (GtkDropDown *dropdown)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (dropdown)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      g_signal_connect_object (child, "map", G_CALLBACK (on_seat_popover_mapped), dropdown, 0);
}

static void
add_seat_rows (PhlNewGameDialog *self)
{
  const char * const who[] = {
    _("Human"),
    _("Computer — easy"),
    _("Computer — normal"),
    _("Computer — hard"),
    _("Computer — expert"),
    _("A friend online (their address as the name)"),
    NULL,
  };

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      AdwEntryRow *row = ADW_ENTRY_ROW (adw_entry_row_new ());
      GtkDropDown *dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (who));
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkListItemFactory) list_factory = gtk_signal_list_item_factory_new ();

      g_signal_connect (factory, "setup", G_CALLBACK (setup_seat_choice), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (bind_seat_choice), NULL);
      gtk_drop_down_set_factory (dropdown, factory);
      g_signal_connect (list_factory, "setup", G_CALLBACK (setup_list_label), NULL);
      g_signal_connect (list_factory, "bind", G_CALLBACK (bind_list_label), NULL);
      gtk_drop_down_set_list_factory (dropdown, list_factory);
      g_signal_connect (dropdown, "notify::selected", G_CALLBACK (seat_choice_changed), NULL);
      watch_seat_popover (dropdown);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      g_object_set_data_full (G_OBJECT (dropdown), "phl-seat-title", g_strdup (title), g_free);
      /* The first seat is you; the others start as computer opponents. */
      gtk_drop_down_set_selected (dropdown, i == 0 ? SEAT_HUMAN : SEAT_NORMAL);
      seat_choice_changed (dropdown);
      gtk_widget_set_valign (GTK_WIDGET (dropdown), GTK_ALIGN_CENTER);
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
  if (parent != NULL && PHL_IS_APPLICATION (gtk_window_get_application (parent)))
    self->settings = g_object_ref (phl_application_get_settings (PHL_APPLICATION (gtk_window_get_application (parent))));
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
  if (info->decks != NULL)
    add_deck_choices (self);

  g_signal_connect_swapped (self->variant_row, "notify::selected", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->players_adjustment, "value-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->seed_row, "changed", G_CALLBACK (update), self);
  update (self);
  restore_setup (self);
  if (info->decks != NULL)
    fill_trial_choices (self);

  return self;
}
