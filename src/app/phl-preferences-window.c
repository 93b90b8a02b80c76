/* phl-preferences-window.c — language, style, animation, sounds, expert hints, recent games,
 * and each game's own settings (phl-game-info.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"
#include "phl-online-page.h"
#include "phl-preferences-window.h"

struct _PhlPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *language_row;
  AdwComboRow          *style_row;
  AdwComboRow          *animation_row;
  AdwPreferencesPage   *page;
  GtkSwitch            *sounds_switch;
  GtkSwitch            *expert_hints_switch;
  GtkSwitch            *recent_switch;
};

G_DEFINE_FINAL_TYPE (PhlPreferencesWindow, phl_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
phl_preferences_window_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  PhlPreferencesWindow *self = PHL_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The combo rows list an enum key's values in the schema's order, so the
 * row's index is the enum's nick looked up in @nicks. */
static gboolean
nick_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[index]);
}

static void
bind_combo (GSettings          *settings,
            const char         *key,
            AdwComboRow        *row,
            const char * const *nicks)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, (gpointer) nicks, NULL);
}

/* A group under each game's name for the settings it brings (its tempo,
 * say), so the shell names no game. */
static void
add_game_preferences (PhlPreferencesWindow *self)
{
  for (const PhlGameInfo * const *info = phl_game_info_all (); *info != NULL; info++)
    {
      AdwPreferencesGroup *group;

      if ((*info)->preferences == NULL || (*info)->preferences->key == NULL)
        continue;
      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (group, _((*info)->name));
      for (const PhlGamePreference *pref = (*info)->preferences; pref->key != NULL; pref++)
        {
          AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
          g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

          for (guint i = 0; pref->labels[i] != NULL; i++)
            gtk_string_list_append (labels, _(pref->labels[i]));
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(pref->title));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(pref->subtitle));
          adw_combo_row_set_model (row, G_LIST_MODEL (labels));
          bind_combo (self->settings, pref->key, row, pref->nicks);
          adw_preferences_group_add (group, GTK_WIDGET (row));
        }
      adw_preferences_page_add (self->page, group);
    }
}

static void
phl_preferences_window_constructed (GObject *object)
{
  static const char * const languages[] = { "system", "en", "pl", "de", NULL };
  static const char * const styles[] = { "system", "light", "dark", NULL };
  static const char * const speeds[] = { "slow", "normal", "fast", NULL };
  PhlPreferencesWindow *self = PHL_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (phl_preferences_window_parent_class)->constructed (object);

  bind_combo (self->settings, "language", self->language_row, languages);
  bind_combo (self->settings, "style", self->style_row, styles);
  bind_combo (self->settings, "animation-speed", self->animation_row, speeds);
  g_settings_bind (self->settings, "sounds", self->sounds_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "expert-hints", self->expert_hints_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "keep-recent-games", self->recent_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  add_game_preferences (self);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (phl_online_page_new (self->settings)));
}

static void
phl_preferences_window_dispose (GObject *object)
{
  PhlPreferencesWindow *self = (PhlPreferencesWindow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (phl_preferences_window_parent_class)->dispose (object);
}

static void
phl_preferences_window_class_init (PhlPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = phl_preferences_window_constructed;
  object_class->dispose = phl_preferences_window_dispose;
  object_class->set_property = phl_preferences_window_set_property;

  /**
   * PhlPreferencesWindow:settings:
   *
   * The application's settings, which the rows edit.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         (G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, sounds_switch);
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, expert_hints_switch);
  gtk_widget_class_bind_template_child (widget_class, PhlPreferencesWindow, recent_switch);
}

static void
phl_preferences_window_init (PhlPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

PhlPreferencesWindow *
phl_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (PHL_TYPE_PREFERENCES_WINDOW, "settings", settings, NULL);
}
