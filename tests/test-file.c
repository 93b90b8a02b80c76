/* test-file.c — the app's own file writer: what a killed write leaves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "phl-file.h"

static char *
touch (const char *dir,
       const char *name)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, "x", -1, NULL));
  return path;
}

/* The temporaries of the app's atomic writes are removed; the real files,
 * the copies kept aside and anything else stay. */
static void
test_stale_temporaries (void)
{
  g_autofree char *dir = g_dir_make_tmp ("philatelia-file-XXXXXX", NULL);
  const char *stale[] = { "autosave.philatelia.Ab12Cd", "autosave.philatelia.000000", NULL };
  const char *kept[] = { "autosave.philatelia", "autosave.philatelia.broken-20261127-101500",
                         "autosave.philatelia.Ab12C", "autosave.philatelia.Ab12Cde",
                         "autosave.philatelia.Ab-2Cd", "notes.txt.Ab12Cd", ".Ab12Cd", NULL };
  g_autofree char *link = g_build_filename (dir, "autosave.philatelia.LiNk00", NULL);
  g_autofree char *target = g_build_filename (dir, "autosave.philatelia", NULL);

  for (guint i = 0; stale[i] != NULL; i++)
    g_free (touch (dir, stale[i]));
  for (guint i = 0; kept[i] != NULL; i++)
    g_free (touch (dir, kept[i]));
  g_assert_cmpint (symlink (target, link), ==, 0);

  g_assert_cmpuint (phl_file_remove_stale_temporaries (dir, "autosave.philatelia"), ==, 2);
  for (guint i = 0; stale[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dir, stale[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; kept[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      g_unlink (path);
    }
  /* A symbolic link is not the writer's: it stays, and so does its target. */
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_unlink (link);

  /* A write killed between the temporary and the rename, then a start. */
  {
    g_autofree char *recent = g_build_filename (dir, "20261127-101500-123456-swop.philatelia.Qw56Er", NULL);
    g_autofree char *real = g_build_filename (dir, "20261127-101500-123456-swop.philatelia", NULL);

    g_assert_true (g_file_set_contents (recent, "x", -1, NULL));
    g_assert_true (g_file_set_contents (real, "x", -1, NULL));
    g_assert_cmpuint (phl_file_remove_stale_temporaries (dir, ".philatelia"), ==, 1);
    g_assert_false (g_file_test (recent, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (real, G_FILE_TEST_EXISTS));
    g_unlink (real);
  }
  /* No folder yet: nothing to do. */
  {
    g_autofree char *missing = g_build_filename (dir, "missing", NULL);

    g_assert_cmpuint (phl_file_remove_stale_temporaries (missing, "statistics.ini"), ==, 0);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file/stale-temporaries", test_stale_temporaries);
  return g_test_run ();
}
