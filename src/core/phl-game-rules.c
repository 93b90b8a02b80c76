/* phl-game-rules.c — the registry of built-in engines and setup options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-game-rules"

#include "config.h"

#include "phl-game-rules.h"

extern const PhlGameRules phl_stampswap_rules;
extern const PhlGameRules phl_swop_rules;
extern const PhlGameRules phl_stamps_rules;
extern const PhlGameRules phl_auction_rules;

static const PhlGameRules *all_rules[] = {
  &phl_stampswap_rules,
  &phl_swop_rules,
  &phl_stamps_rules,
  &phl_auction_rules,
  NULL,
};

/* Engines that have not landed yet leave new_game unset and are skipped. */
const PhlGameRules * const *
phl_game_rules_all (void)
{
  static const PhlGameRules *ready[G_N_ELEMENTS (all_rules)];
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      guint n = 0;

      for (guint i = 0; all_rules[i] != NULL; i++)
        if (all_rules[i]->new_game != NULL)
          ready[n++] = all_rules[i];
      ready[n] = NULL;
      g_once_init_leave (&initialized, 1);
    }

  return ready;
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
