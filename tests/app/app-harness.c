/* app-harness.c — the real application in the test process, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <signal.h>
#include <string.h>

#include "app-harness.h"
#include "phl-unfinished-games.h"

PhlApplication *harness_app;
static char *root;

static gboolean
timed_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
harness_try_wait (gboolean (*done) (gpointer),
                  gpointer   data,
                  guint      seconds)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (seconds, timed_out, &expired);

  while (!done (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  return done (data);
}

void
harness_wait_for (gboolean   (*done) (gpointer),
                  gpointer     data,
                  guint        seconds,
                  const char  *what)
{
  if (!harness_try_wait (done, data, seconds))
    g_error ("timed out after %u s waiting for %s", seconds, what);
}

void
harness_settle (void)
{
  gboolean expired = FALSE;

  g_timeout_add (200, timed_out, &expired);
  while (!expired)
    g_main_context_iteration (NULL, TRUE);
}

GtkWidget *
harness_find (GtkWidget        *widget,
              HarnessPredicate  predicate,
              gconstpointer     data)
{
  if (predicate (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = harness_find (child, predicate, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
harness_has_action (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

gboolean
harness_label_contains (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL;
}

gboolean
harness_is_named (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

gboolean
harness_row_titled (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

GtkWidget *
harness_row_child (GtkWidget  *within,
                   const char *title,
                   GType       type)
{
  GtkWidget *row = harness_find (within, harness_row_titled, title);
  GtkWidget *found;

  if (row == NULL)
    g_error ("no row titled “%s”", title);
  found = harness_find (row, is_of_type, GSIZE_TO_POINTER (type));
  if (found == NULL)
    g_error ("no %s in the row titled “%s”", g_type_name (type), title);
  return found;
}

gboolean
harness_button_says (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) &&
         (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0 ||
          g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0);
}

GtkWindow *
harness_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }
  return NULL;
}

static gboolean
toplevel_mapped (gpointer data)
{
  GtkWindow *window = harness_find_toplevel (GPOINTER_TO_SIZE (data));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

GtkWindow *
harness_wait_toplevel (GType type)
{
  harness_wait_for (toplevel_mapped, GSIZE_TO_POINTER (type), 30, g_type_name (type));
  return harness_find_toplevel (type);
}

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

PhlWindow *
harness_open_window (void)
{
  GtkWindow *window;

  g_application_activate (G_APPLICATION (harness_app));
  window = gtk_application_get_active_window (GTK_APPLICATION (harness_app));
  g_assert_true (PHL_IS_WINDOW (window));
  harness_wait_for (window_mapped, window, 30, "the window to show");
  return PHL_WINDOW (window);
}

static gboolean
no_windows (gpointer data)
{
  return gtk_application_get_windows (GTK_APPLICATION (harness_app)) == NULL;
}

void
harness_close_window (PhlWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  harness_wait_for (no_windows, NULL, 10, "the window to go");
}

void
harness_start_afresh (void)
{
  g_autoptr(GPtrArray) paths = phl_unfinished_games_list ();

  g_assert_true (phl_stats_reset (phl_application_get_stats (harness_app), NULL));
  /* No game in progress: every autosave goes. */
  for (guint i = 0; i < paths->len; i++)
    g_unlink (g_ptr_array_index (paths, i));
}

PhlMatch *
harness_hot_seat_match (const PhlGameRules *rules,
                        guint64             seed)
{
  g_autoptr(GError) error = NULL;
  PhlSeat seats[PHL_MAX_SEATS];
  PhlSetup setup = { .n_players = MAX (2, rules->min_players) };
  PhlMatch *match;

  for (guint i = 0; i < setup.n_players; i++)
    seats[i] = (PhlSeat) { (char *) "Player", PHL_SEAT_HUMAN, PHL_AI_NORMAL };
  match = phl_match_new (rules, &setup, seats, seed, &error);
  g_assert_no_error (error);
  return match;
}

void
harness_init (int          *argc,
              char       ***argv,
              const char   *application_id)
{
  g_autoptr(GError) error = NULL;
  const char *localedir = g_getenv ("PHILATELIA_LOCALEDIR");
  const char *folders[][2] = {
    { "XDG_DATA_HOME", "data & more" },
    { "XDG_STATE_HOME", "state & more" },
    { "XDG_CONFIG_HOME", "config" },
    { "XDG_CACHE_HOME", "cache" },
  };

  /* Before anything asks GLib for these folders. */
  root = g_dir_make_tmp ("philatelia-window-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("HOME", root, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *dir = g_build_filename (root, folders[i][1], NULL);

      g_setenv (folders[i][0], dir, TRUE);
    }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("PHILATELIA_NO_SOUND", "1", TRUE);
  /* A write past RLIMIT_FSIZE then fails with EFBIG instead of killing us. */
  signal (SIGXFSZ, SIG_IGN);

  /* The interface in LANGUAGE, from the build tree's catalogues. */
  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (argc, argv, NULL);
  adw_init ();

  harness_app = phl_application_new (application_id, G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (harness_app), NULL, &error);
  g_assert_no_error (error);
}

int
harness_run (void)
{
  int status = g_test_run ();

  g_clear_object (&harness_app);
  if (g_getenv ("PHILATELIA_KEEP_TEST_HOME") == NULL)
    {
      const char *rm[] = { "rm", "-rf", "--", root, NULL };

      g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
    }
  g_clear_pointer (&root, g_free);
  return status;
}
