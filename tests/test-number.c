/* test-number.c — decimals in the app's language, not the system's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test runs in the C.UTF-8 locale (printf writes "7.2") and switches
 * only the language of the messages, as the app's language setting does.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "phl-number.h"

static void
speak (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* Setting the domain again makes gettext look the language up afresh. */
  textdomain (GETTEXT_PACKAGE);
}

static void
check (double      value,
       guint       decimals,
       const char *expected)
{
  g_autofree char *text = phl_number_format_decimal (value, decimals);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_english (void)
{
  speak ("en");
  check (7.25, 1, "7.2");
  check (7.26, 1, "7.3");
  check (-0.5, 2, "-0.50");
  check (12, 0, "12");
  check (1234.5, 1, "1234.5");
}

static void
test_polish_and_german (void)
{
  const char *languages[] = { "pl", "de" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      speak (languages[i]);
      check (7.26, 1, "7,3");
      check (-0.5, 2, "-0,50");
      /* No separator without decimals. */
      check (12, 0, "12");
    }
  speak ("en");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/number/english", test_english);
  g_test_add_func ("/number/polish-and-german", test_polish_and_german);
  return g_test_run ();
}
