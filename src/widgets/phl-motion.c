/* phl-motion.c — how long things move on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-motion"

#include "config.h"

#include "phl-motion.h"

/* One GSettings for the process, made on first use (from the main thread,
 * where widgets live).  NULL when the schema is not installed, as in some
 * tests: then the speed is normal. */
static GSettings *
get_settings (void)
{
  static GSettings *settings;
  static gboolean looked;

  if (!looked)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      looked = TRUE;
      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL && g_settings_schema_has_key (schema, "animation-speed"))
        settings = g_settings_new (APP_ID);
    }
  return settings;
}

guint
phl_motion_scale_ms (guint          normal_ms,
                     gboolean       animations,
                     PhlMotionSpeed speed)
{
  if (!animations)
    return 0;
  switch (speed)
    {
    case PHL_MOTION_SLOW:
      return normal_ms * 2;
    case PHL_MOTION_FAST:
      return (normal_ms + 1) / 2;
    case PHL_MOTION_NORMAL:
    default:
      return normal_ms;
    }
}

gboolean
phl_motion_get_enabled (GtkWidget *widget)
{
  GtkSettings *settings = widget != NULL ? gtk_widget_get_settings (widget) : gtk_settings_get_default ();
  gboolean enabled = TRUE;

  g_return_val_if_fail (widget == NULL || GTK_IS_WIDGET (widget), TRUE);
  if (settings != NULL)
    g_object_get (settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

PhlMotionSpeed
phl_motion_get_speed (void)
{
  GSettings *settings = get_settings ();

  if (settings == NULL)
    return PHL_MOTION_NORMAL;
  return CLAMP (g_settings_get_enum (settings, "animation-speed"), PHL_MOTION_SLOW, PHL_MOTION_FAST);
}

guint
phl_motion_get_ms (GtkWidget *widget,
                   guint      normal_ms)
{
  return phl_motion_scale_ms (normal_ms, phl_motion_get_enabled (widget), phl_motion_get_speed ());
}
