/* net-test-util.c — what the net tests share (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "net-test-util.h"

PhlTestProsody *net_test_server;

static GPtrArray *temporary_dirs;

char *
net_test_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("philatelia-net-XXXXXX", &error);

  g_assert_no_error (error);
  if (temporary_dirs == NULL)
    temporary_dirs = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (temporary_dirs, g_strdup (dir));
  return dir;
}

void
net_test_remove_dirs (gboolean all_passed)
{
  for (guint i = 0; temporary_dirs != NULL && i < temporary_dirs->len; i++)
    if (g_getenv ("PHL_TEST_KEEP_PROSODY") == NULL && all_passed)
      {
        g_autoptr(GFile) dir = g_file_new_for_path (g_ptr_array_index (temporary_dirs, i));

        phl_test_remove_tree (dir);
      }
  g_clear_pointer (&temporary_dirs, g_ptr_array_unref);
}

GSubprocess *
net_test_spawn_cli (const char * const *argv)
{
  g_autoptr(GPtrArray) full = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_ptr_array_add (full, (char *) g_getenv ("PHILATELIA_CLI"));
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (full, (char *) argv[i]);
  g_ptr_array_add (full, NULL);
  /* PHL_TEST_CLI_STDERR=1: the processes' messages as they come, for
   * debugging (with PHILATELIA_NET_DEBUG=1, every stanza). */
  process = g_subprocess_newv ((const char * const *) full->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | (g_getenv ("PHL_TEST_CLI_STDERR") != NULL ? 0 : G_SUBPROCESS_FLAGS_STDERR_PIPE),
                               &error);
  g_assert_no_error (error);
  return process;
}

int
net_test_wait (GSubprocess *process,
               char       **out)
{
  return net_test_wait_err (process, out, NULL);
}

int
net_test_wait_err (GSubprocess *process,
                   char       **out,
                   char       **err)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stdout_text = NULL;
  g_autofree char *stderr_text = NULL;

  g_subprocess_communicate_utf8 (process, NULL, NULL, &stdout_text, &stderr_text, &error);
  g_assert_no_error (error);
  if (stderr_text != NULL && *stderr_text != '\0')
    g_test_message ("stderr: %s", stderr_text);
  if (out != NULL)
    *out = g_steal_pointer (&stdout_text);
  if (err != NULL)
    *err = g_steal_pointer (&stderr_text);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

char *
net_test_new_save (const char *dir,
                   const char *game,
                   const char *variant,
                   guint       players,
                   guint       computers,
                   guint64     seed)
{
  g_autofree char *players_text = g_strdup_printf ("%u", players);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  g_autofree char *name = g_strconcat (game, ".save", NULL);
  g_autofree char *out = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GKeyFile) file = g_key_file_new ();
  const char *argv[] = { "new", game, "--players", players_text, "--seed", seed_text,
                         variant != NULL ? "--variant" : NULL, variant, NULL };
  g_autoptr(GSubprocess) process = net_test_spawn_cli (argv);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (net_test_wait (process, &out), ==, 0);
  g_assert_true (g_key_file_load_from_data (file, out, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  for (guint i = 0; i < players; i++)
    if (computers & (1u << i))
      {
        g_autofree char *group = g_strdup_printf ("Player%u", i + 1);

        g_key_file_set_string (file, group, "Kind", "computer");
      }
  data = g_key_file_to_data (file, NULL, NULL);
  g_assert_true (g_file_set_contents (path, data, -1, NULL));
  return path;
}

GPtrArray *
net_test_login_args (const char *account)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (args, g_strdup ("--account"));
  g_ptr_array_add (args, g_strconcat (account, "@" PHL_TEST_DOMAIN, NULL));
  g_ptr_array_add (args, g_strdup ("--password-file"));
  g_ptr_array_add (args, phl_test_prosody_password_file (net_test_server, account));
  g_ptr_array_add (args, g_strdup ("--server"));
  g_ptr_array_add (args, g_strdup (net_test_server->server));
  g_ptr_array_add (args, g_strdup ("--cafile"));
  g_ptr_array_add (args, g_strdup (net_test_server->cafile));
  g_ptr_array_add (args, g_strdup ("--timeout"));
  g_ptr_array_add (args, g_strdup ("90"));
  return args;
}
