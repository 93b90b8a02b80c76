/* phl-game-rules.c — the registry of built-in engines and setup options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-game-rules"

#include "config.h"

#include "phl-game-rules.h"
#include "phl-games.h"

/* Each game's folder defines phl_<id>_rules; the list is the top-level
 * meson.build's (phl-games.h). */
#define DECLARE_RULES(id) extern const PhlGameRules phl_##id##_rules;
PHL_GAMES (DECLARE_RULES)

#define LIST_RULES(id) &phl_##id##_rules,
static const PhlGameRules *built_in[] = {
  PHL_GAMES (LIST_RULES)
  NULL,
};

#define MAX_ENGINES 16

static const PhlGameRules *registered[MAX_ENGINES + 1];
static guint n_registered;

static void
ensure_built_in (void)
{
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; built_in[i] != NULL; i++)
        registered[n_registered++] = built_in[i];
      g_once_init_leave (&initialized, 1);
    }
}

/**
 * phl_game_rules_register:
 * @rules: an engine that is not built in (a test's, say)
 *
 * Makes @rules known to phl_game_rules_lookup() and to saves.  Call it
 * from the main thread before any match uses it.
 */
void
phl_game_rules_register (const PhlGameRules *rules)
{
  g_return_if_fail (rules != NULL && rules->new_game != NULL);

  ensure_built_in ();
  g_return_if_fail (n_registered < MAX_ENGINES);
  registered[n_registered++] = rules;
}

const PhlGameRules * const *
phl_game_rules_all (void)
{
  ensure_built_in ();
  return registered;
}

const PhlGameRules *
phl_game_rules_lookup (const char *id)
{
  const PhlGameRules * const *rules = phl_game_rules_all ();

  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; rules[i] != NULL; i++)
    if (g_str_equal (rules[i]->id, id))
      return rules[i];
  return NULL;
}

gboolean
phl_game_rules_get_variant_players (const PhlGameRules *rules,
                                    const char         *variant,
                                    guint              *min_players,
                                    guint              *max_players)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  if (variant == NULL && rules->variants != NULL)
    variant = rules->variants[0];
  if (rules->variant_players != NULL)
    {
      for (const PhlGameVariantPlayers *v = rules->variant_players; v->id != NULL; v++)
        if (variant == NULL || g_str_equal (v->id, variant))
          {
            if (min_players != NULL)
              *min_players = v->min_players;
            if (max_players != NULL)
              *max_players = v->max_players;
            return TRUE;
          }
      return FALSE;
    }
  /* A game without variants is played one way, whatever it is called. */
  if (variant != NULL && rules->variants != NULL && !g_strv_contains (rules->variants, variant))
    return FALSE;
  if (min_players != NULL)
    *min_players = rules->min_players;
  if (max_players != NULL)
    *max_players = rules->max_players;
  return TRUE;
}

const char *
phl_setup_get_option (const PhlSetup *setup,
                      const char     *key)
{
  gsize key_len;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  if (setup->options == NULL)
    return NULL;
  key_len = strlen (key);
  for (guint i = 0; setup->options[i] != NULL; i++)
    if (strncmp (setup->options[i], key, key_len) == 0 && setup->options[i][key_len] == '=')
      return setup->options[i] + key_len + 1;
  return NULL;
}

gboolean
phl_setup_get_option_bool (const PhlSetup *setup,
                           const char     *key,
                           gboolean        default_value)
{
  const char *value = phl_setup_get_option (setup, key);

  if (value == NULL)
    return default_value;
  return g_str_equal (value, "true") || g_str_equal (value, "1");
}

void
phl_setup_set_error (const PhlSetup  *setup,
                     GError         **error,
                     PhlError         code,
                     const char      *key,
                     const char      *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  g_return_if_fail (setup != NULL);
  g_return_if_fail (key != NULL);

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (setup->file != NULL)
    phl_key_file_set_error (setup->file, error, code, "Match", key, "%s", message);
  else
    g_set_error_literal (error, PHL_ERROR, code, message);
}
