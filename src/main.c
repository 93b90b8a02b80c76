/* main.c — the philatelia program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "phl-application.h"

/* The language preference is applied here, before anything is translated:
 * GSettings is read directly and LANGUAGE set for gettext and for the
 * locale keys of deck files (Name[pl]=). */
static void
apply_language_preference (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (source == NULL || !(schema = g_settings_schema_source_lookup (source, APP_ID, TRUE)))
    return;
  settings = g_settings_new (APP_ID);
  language = g_settings_get_string (settings, "language");
  if (g_str_equal (language, "system"))
    return;

  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext ignores LANGUAGE in the C locale; a UTF-8 one is always there. */
  if (g_strcmp0 (setlocale (LC_MESSAGES, NULL), "C") == 0 ||
      g_strcmp0 (setlocale (LC_MESSAGES, NULL), "POSIX") == 0)
    setlocale (LC_MESSAGES, "C.UTF-8");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(PhlApplication) app = NULL;
  const char *localedir = g_getenv ("PHILATELIA_LOCALEDIR");

  setlocale (LC_ALL, "");
  apply_language_preference ();
  /* Lets the tests and `meson devenv` use the catalogues in the build tree. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Opens saved games and xmpp:ROOM?join links (the desktop file's %U). */
  app = phl_application_new (APP_ID, G_APPLICATION_HANDLES_OPEN);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
