/* test-settings.c — what the settings hand the app is within range
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The compiled schema of the build (GSETTINGS_SCHEMA_DIR) and the names
 * of the new-game setups as the dialog shows them again.
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "phl-seat-name.h"

/* A window size anything wrote (-2³¹ gave a Gtk-CRITICAL) is out of the
 * schema's range, so GSettings reads the default instead. */
static void
test_window_size_ranges (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  const char *keys[] = { "window-width", "window-height" };

  g_assert_nonnull (source);
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  g_assert_nonnull (schema);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      g_autoptr(GVariant) fallback = g_settings_schema_key_get_default_value (key);
      const gint32 bad[] = { G_MININT32, -2, 0, 1, 359, 32769, G_MAXINT32 };

      for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
        {
          g_autoptr(GVariant) value = g_variant_ref_sink (g_variant_new_int32 (bad[b]));

          g_assert_false (g_settings_schema_key_range_check (key, value));
        }
      g_assert_true (g_settings_schema_key_range_check (key, fallback));
    }
}

/* A name with newlines or of 100 kB comes back on one line and short. */
static void
test_seat_names (void)
{
  g_autoptr(GString) huge = g_string_new (NULL);
  g_autofree char *tidy = NULL;

  tidy = phl_seat_name_tidy ("Ann\nBob\r\n\tCarl");
  g_assert_cmpstr (tidy, ==, "Ann Bob   Carl");
  g_clear_pointer (&tidy, g_free);
  tidy = phl_seat_name_tidy ("  Żaneta \u2028 ");
  g_assert_cmpstr (tidy, ==, "Żaneta");
  g_clear_pointer (&tidy, g_free);
  tidy = phl_seat_name_tidy ("bad \xff byte");
  g_assert_true (g_utf8_validate (tidy, -1, NULL));
  g_clear_pointer (&tidy, g_free);
  for (guint i = 0; i < 100 * 1024; i++)
    g_string_append_c (huge, i % 7 == 0 ? '\n' : 'a');
  tidy = phl_seat_name_tidy (huge->str);
  g_assert_cmpuint (g_utf8_strlen (tidy, -1), <=, PHL_SEAT_NAME_MAX_CHARS);
  g_assert_null (strchr (tidy, '\n'));
  g_clear_pointer (&tidy, g_free);
  tidy = phl_seat_name_tidy ("Anna \u202Eevil");
  g_assert_cmpstr (tidy, ==, "Anna  evil");
  g_clear_pointer (&tidy, g_free);
  /* A family emoji keeps its joiners. */
  tidy = phl_seat_name_tidy ("\U0001F468\u200D\U0001F469");
  g_assert_cmpstr (tidy, ==, "\U0001F468\u200D\U0001F469");
  g_clear_pointer (&tidy, g_free);
  tidy = phl_seat_name_tidy ("Anna");
  g_assert_cmpstr (tidy, ==, "Anna");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/window-size-ranges", test_window_size_ranges);
  g_test_add_func ("/settings/seat-names", test_seat_names);
  return g_test_run ();
}
