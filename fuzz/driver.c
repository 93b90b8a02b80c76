/* driver.c — runs a fuzz target over files once, where libFuzzer is absent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built with gcc (or a clang without libFuzzer) in place of libFuzzer's
 * main(), so the seed corpus and the inputs of past crashes still run as
 * regression tests.  Arguments are files or folders of files; arguments
 * starting with '-' are libFuzzer options and are ignored, so the same
 * test line works with both builds.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "fuzz.h"

static gboolean
run_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  guint n_run = 0;
  gboolean ok = TRUE;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = NULL;
      const char *name;

      if (argv[i][0] == '-')
        continue;
      if (!g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          ok &= run_file (argv[i]);
          n_run++;
          continue;
        }
      dir = g_dir_open (argv[i], 0, NULL);
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
            {
              ok &= run_file (path);
              n_run++;
            }
        }
    }
  g_print ("%u inputs run\n", n_run);
  return ok && n_run > 0 ? 0 : 1;
}
