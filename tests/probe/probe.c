/* probe.c — drives the real app from inside, for the UI tests of the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Linked with the philatelia executable's objects and a scenario (see
 * probe.h).  A constructor gives the process a fresh home before main();
 * the linker's --wrap of phl_application_new() (main() calls it once the
 * language is chosen) sets the settings and waits for the main window,
 * then runs probe_scenario() from the main loop.  This file: TAP, waiting,
 * starting a game and running the scenario; probe-find.c finds widgets and
 * reads texts, probe-input.c acts through the X server and takes
 * screenshots.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "phl-application.h"
#include "phl-window.h"
#include "probe-private.h"

static PhlApplication *app;
static char *home;
static char *language;
static guint n_tests, n_failed;

static void remove_home (void);

/* ---- TAP ------------------------------------------------------------------ */

static void G_GNUC_PRINTF (2, 0)
tap_line (gboolean    ok,
          const char *format,
          va_list     args)
{
  g_autofree char *text = g_strdup_vprintf (format, args);

  n_tests++;
  if (!ok)
    n_failed++;
  /* A newline would end the TAP line early. */
  g_strdelimit (text, "\n", ' ');
  printf ("%s %u - %s\n", ok ? "ok" : "not ok", n_tests, text);
  fflush (stdout);
}

gboolean
probe_ok (gboolean    condition,
          const char *format,
          ...)
{
  va_list args;

  va_start (args, format);
  tap_line (condition, format, args);
  va_end (args);
  return condition;
}

void
probe_skip (const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  n_tests++;
  printf ("ok %u - %s # SKIP\n", n_tests, text);
  fflush (stdout);
}

void
probe_diag (const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    printf ("# %s\n", lines[i]);
  fflush (stdout);
}

void
probe_bail (const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;
  g_autofree char *shot = g_strdup_printf ("bail-%u", n_tests + 1);

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_strdelimit (text, "\n", ' ');
  n_tests++;
  printf ("not ok %u - %s\n", n_tests, text);
  probe_print_texts ();
  if (probe_window () != NULL)
    {
      probe_screenshot (shot);
      probe_diag ("screenshot: %s.png", shot);
    }
  printf ("Bail out! %s\n", text);
  fflush (stdout);
  remove_home ();
  _exit (1);
}

/* A warning is fatal in the UI tests (G_DEBUG=fatal-warnings); the test
 * says which before GLib aborts. */
static GPtrArray *logged;

/* Every message the app logged, for probe_logged(). */
static void
keep_message (const GLogField *fields,
              gsize            n_fields)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].value != NULL)
      {
        if (logged == NULL)
          logged = g_ptr_array_new_with_free_func (g_free);
        g_ptr_array_add (logged, fields[i].length < 0 ? g_strdup (fields[i].value)
                                                      : g_strndup (fields[i].value, fields[i].length));
      }
}

gboolean
probe_logged (const char *needle)
{
  for (guint i = 0; logged != NULL && i < logged->len; i++)
    if (strstr (logged->pdata[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

static GLogWriterOutput
log_writer (GLogLevelFlags   level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  keep_message (fields, n_fields);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      const char *domain = NULL, *message = NULL;

      for (gsize i = 0; i < n_fields; i++)
        if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
          domain = fields[i].value;
        else if (g_str_equal (fields[i].key, "MESSAGE"))
          message = fields[i].value;
      printf ("# %s warning: %s\n", domain ? domain : "app", message ? message : "");
      if (level & G_LOG_FLAG_FATAL)
        printf ("Bail out! a warning from %s\n", domain ? domain : "the app");
      fflush (stdout);
    }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

/* ---- Processes ------------------------------------------------------------- */

typedef struct
{
  gboolean done;
  int      status;
} Child;

static void
child_exited (GPid     pid,
              int      status,
              gpointer data)
{
  Child *child = data;

  child->status = status;
  child->done = TRUE;
  g_spawn_close_pid (pid);
}

/* Runs @argv while the main loop goes on (the app keeps painting and
 * receiving); TRUE when it exited with 0. */
gboolean
probe_run (const char * const *argv,
     GError            **error)
{
  Child child = { FALSE, 0 };
  GPid pid;
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  if (!g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                      NULL, NULL, &pid, error))
    return FALSE;
  g_child_watch_add (pid, child_exited, &child);
  while (!child.done)
    {
      if (g_get_monotonic_time () > deadline)
        probe_bail ("%s ran for more than 30 s", argv[0]);
      g_main_context_iteration (NULL, TRUE);
    }
  return g_spawn_check_wait_status (child.status, error);
}

void
probe_run_or_bail (const char * const *argv)
{
  g_autoptr(GError) error = NULL;

  if (!probe_run (argv, &error))
    {
      g_autofree char *command = g_strjoinv (" ", (char **) argv);

      probe_bail ("%s: %s", command, error->message);
    }
}

/* ---- Waiting ---------------------------------------------------------------- */

double
probe_timeout_scale (void)
{
  const char *scale = g_getenv ("PROBE_TIMEOUT_SCALE");
  double value = scale ? g_ascii_strtod (scale, NULL) : 1.0;

  return value > 0 ? value : 1.0;
}

gboolean
probe_wake (gpointer data)
{
  /* Only wakes the loop so that the condition is looked at again. */
  return G_SOURCE_CONTINUE;
}

void
probe_waiter_begin (ProbeWaiter *waiter,
                    guint        timeout_ms,
                    const char  *what,
                    const char  *file,
                    int          line)
{
  waiter->deadline = g_get_monotonic_time () + (gint64) (timeout_ms * probe_timeout_scale ()) * 1000;
  waiter->what = what;
  waiter->file = file;
  waiter->line = line;
  /* Conditions on state no event announces (a thread's result is one). */
  waiter->tick_id = g_timeout_add (20, probe_wake, NULL);
}

void
probe_waiter_step (ProbeWaiter *waiter)
{
  if (g_get_monotonic_time () > waiter->deadline)
    {
      g_clear_handle_id (&waiter->tick_id, g_source_remove);
      if (waiter->file != NULL)
        probe_bail ("timed out waiting for %s (%s:%d)", waiter->what, waiter->file, waiter->line);
      probe_bail ("timed out waiting for %s", waiter->what);
    }
  g_main_context_iteration (NULL, TRUE);
}

void
probe_waiter_end (ProbeWaiter *waiter)
{
  g_clear_handle_id (&waiter->tick_id, g_source_remove);
}

void
probe_wait (ProbePredicate  predicate,
            gpointer        data,
            guint           timeout_ms,
            const char     *what)
{
  ProbeWaiter waiter;

  probe_waiter_begin (&waiter, timeout_ms, what, NULL, 0);
  while (!predicate (data))
    probe_waiter_step (&waiter);
  probe_waiter_end (&waiter);
}

static void
after_paint (GdkFrameClock *clock,
             gboolean      *painted)
{
  *painted = TRUE;
}

void
probe_settle (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong id;

  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  if (window == NULL || !gtk_widget_get_mapped (window))
    return;
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), &painted);
  gtk_widget_queue_draw (window);
  PROBE_WAIT (painted, 5000);
  g_signal_handler_disconnect (clock, id);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  gdk_display_sync (gtk_widget_get_display (window));
}

static gboolean
person_to_act (gpointer data)
{
  PhlMatch *match = probe_match ();
  int seat;

  if (match == NULL)
    return FALSE;
  if (phl_match_is_over (match))
    return TRUE;
  seat = phl_match_get_current_seat (match);
  return seat >= 0 && phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN;
}

void
probe_wait_person (guint timeout_ms)
{
  probe_wait (person_to_act, NULL, timeout_ms, "a person's turn");
  probe_settle ();
}

void
probe_wait_actions (guint n,
                    guint timeout_ms)
{
  g_autofree char *what = g_strdup_printf ("%u actions in the match", n);
  ProbeWaiter waiter;

  probe_waiter_begin (&waiter, timeout_ms, what, NULL, 0);
  while (probe_match () == NULL
         || (!phl_match_is_over (probe_match ()) && phl_match_get_n_actions (probe_match ()) < n))
    probe_waiter_step (&waiter);
  probe_waiter_end (&waiter);
  probe_settle ();
}

/* ---- The app ------------------------------------------------------------------ */

GtkWindow *
probe_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (PHL_IS_WINDOW (window))
        return window;
    }
  return NULL;
}

PhlMatch *
probe_match (void)
{
  GtkWindow *window = probe_window ();

  return window ? phl_window_get_match (PHL_WINDOW (window)) : NULL;
}

const char *
probe_language (void)
{
  return language;
}

const char *
probe_home (void)
{
  return home;
}

const char *
probe_case (void)
{
  const char *name = g_getenv ("PROBE_CASE");

  return name != NULL && name[0] != '\0' ? name : NULL;
}

GSettings *
probe_settings (void)
{
  return phl_application_get_settings (app);
}

void
probe_set_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

const char *
probe_tr (const char *msgid)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

/* ---- Starting ------------------------------------------------------------------ */

void
probe_leave (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());

  if (!gtk_widget_activate_action (window, "win.show-library", NULL))
    probe_bail ("no win.show-library");
  PROBE_WAIT (probe_match () == NULL, 5000);
  probe_settle ();
}

/* Continues the game saved at @path, or (NULL) the one on screen, else
 * the one played last. */
static PhlMatch *
continue_autosave (const char *path)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *on_screen = NULL;

  if (path == NULL && probe_match () != NULL && phl_match_get_autosave_path (probe_match ()) != NULL)
    path = on_screen = g_strdup (phl_match_get_autosave_path (probe_match ()));
  /* Back in the library the window reads the autosaves again. */
  probe_leave ();
  if (path != NULL ? !gtk_widget_activate_action (window, "win.continue-game", "s", path)
                   : !gtk_widget_activate_action (window, "win.continue", NULL))
    probe_bail ("no win.continue");
  PROBE_WAIT (probe_match () != NULL && probe_view () != NULL, 10000);
  probe_settle ();
  return probe_match ();
}

PhlMatch *
probe_start_new (const char         *game,
                 const char         *seats,
                 guint64             seed,
                 const char         *variant,
                 const char * const *options)
{
  static const char * const names[PHL_MAX_SEATS] = { "Ann", "Bob", "Cy", "Dee", "Eve", "Fay" };
  const PhlGameRules *rules = phl_game_rules_lookup (game);
  PhlSeat players[PHL_MAX_SEATS];
  PhlSetup setup = { .n_players = strlen (seats), .variant = variant, .options = options };
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = phl_application_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (rules == NULL)
    probe_bail ("no game “%s”", game);
  if (setup.n_players == 0 || setup.n_players > PHL_MAX_SEATS)
    probe_bail ("seats “%s”: one letter per seat, 1 to %d", seats, PHL_MAX_SEATS);
  for (guint i = 0; i < setup.n_players; i++)
    {
      players[i] = (PhlSeat) { (char *) names[i], PHL_SEAT_COMPUTER, PHL_AI_EASY };
      switch (seats[i])
        {
        case 'H': players[i].kind = PHL_SEAT_HUMAN; break;
        case 'C': players[i].level = PHL_AI_EASY; break;
        case 'N': players[i].level = PHL_AI_NORMAL; break;
        case 'D': players[i].level = PHL_AI_HARD; break;
        default: probe_bail ("seats “%s”: H, C, N or D, not ‘%c’", seats, seats[i]);
        }
    }
  g_mkdir_with_parents (dir, 0700);
  if (!(match = phl_match_new (rules, &setup, players, seed, &error)) || !phl_match_save (match, path, &error))
    probe_bail ("cannot start %s with seats %s: %s", game, seats, error->message);
  probe_diag ("%s, seats %s, seed %" G_GUINT64_FORMAT "%s%s", game, seats, seed, variant ? ", variant " : "",
              variant ? variant : "");
  return continue_autosave (path);
}

PhlMatch *
probe_start_continue (const char *save_file)
{
  g_autofree char *path = NULL;

  if (save_file != NULL)
    {
      g_autofree char *dir = NULL;
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      path = phl_application_autosave_path ();
      dir = g_path_get_dirname (path);
      g_mkdir_with_parents (dir, 0700);
      if (!g_file_get_contents (save_file, &data, &length, &error)
          || !g_file_set_contents (path, data, length, &error))
        probe_bail ("cannot continue %s: %s", save_file, error->message);
    }
  return continue_autosave (path);
}

GtkWindow *
probe_open_new_game (const char *game)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  GtkWidget *dialog;

  if (phl_game_rules_lookup (game) == NULL)
    probe_bail ("no game “%s”", game);
  if (!gtk_widget_activate_action (window, "win.new-game", "s", game))
    probe_bail ("no win.new-game");
  dialog = probe_wait_find_type (NULL, "PhlNewGameDialog", 5000);
  probe_settle ();
  return GTK_WINDOW (dialog);
}

PhlMatch *
probe_start_from_dialog (GtkWindow *dialog)
{
  GtkWidget *start = probe_get (GTK_WIDGET (dialog), P_("_Start"));

  probe_click (start);
  /* The dialog closes and the window plays the new match; a question
   * about a game in progress would keep the library showing. */
  PROBE_WAIT ((probe_match () != NULL && probe_view () != NULL)
              || probe_find (NULL, P_("Discard the game in progress?")) != NULL, 10000);
  if (probe_match () == NULL)
    probe_bail ("Start asked to discard a game in progress");
  PROBE_WAIT (probe_find_type (NULL, "PhlNewGameDialog") == NULL, 5000);
  probe_settle ();
  return probe_match ();
}

/* ---- Running the scenario -------------------------------------------------------- */

static gboolean
quit_watchdog (gpointer data)
{
  probe_bail ("the app did not quit within 15 s of app.quit");
}

static gboolean
run_scenario (gpointer data)
{
  GdkDisplay *display = gdk_display_get_default ();
  GListModel *monitors = gdk_display_get_monitors (display);
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle screen = { 0 };

  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &screen);
  probe_diag ("language %s, screen %d×%d, home %s", language, screen.width, screen.height, home);
  if (screen.width < 1920 || screen.height < 1080)
    probe_diag ("the screen is smaller than 1920×1080: run under tests/ui-session.sh 1920x1080");
  probe_resize (MIN (1920, screen.width), MIN (1080, screen.height));

  probe_scenario ();

  /* Leaving the game and quitting, as a desktop would: app.quit. */
  if (probe_match () != NULL)
    probe_leave ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_timeout_add_seconds (15, quit_watchdog, NULL);
  return G_SOURCE_REMOVE;
}

static gboolean
wait_for_window (gpointer data)
{
  static guint ticks;
  GtkWindow *window = probe_window ();

  if (window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    {
      if (++ticks > 1500)
        probe_bail ("the main window did not show in 30 s");
      return G_SOURCE_CONTINUE;
    }
  g_idle_add (run_scenario, NULL);
  return G_SOURCE_REMOVE;
}

static void
remove_home (void)
{
  const char *argv[] = { "rm", "-rf", home, NULL };

  if (home != NULL && g_getenv ("PROBE_KEEP_HOME") == NULL && g_getenv ("PROBE_HOME") == NULL)
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

/* After main() returned: the app quit and freed its windows and views
 * without a warning (one would have aborted before this). */
static void
at_exit (void)
{
  if (app == NULL)
    return;
  probe_ok (TRUE, "the app quit without a warning");
  printf ("1..%u\n", n_tests);
  fflush (stdout);
  remove_home ();
  if (n_failed > 0)
    _exit (1);
}

__attribute__((constructor)) static void
probe_init (void)
{
  static const char * const dirs[][2] = { { "XDG_CONFIG_HOME", "config" }, { "XDG_DATA_HOME", "data" },
                                          { "XDG_STATE_HOME", "state" }, { "XDG_CACHE_HOME", "cache" } };
  const char *wanted = g_getenv ("LANGUAGE");
  g_auto(GStrv) languages = g_strsplit (wanted != NULL && wanted[0] != '\0' ? wanted : "en", ":", 2);
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;

  g_log_set_writer_func (log_writer, NULL, NULL);
  /* A second run in the home of a first (an app restarted): kept. */
  if (g_getenv ("PROBE_HOME") != NULL)
    {
      home = g_strdup (g_getenv ("PROBE_HOME"));
      g_mkdir_with_parents (home, 0700);
    }
  else
    home = g_dir_make_tmp ("probe-XXXXXX", NULL);
  g_assert (home != NULL);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (home, dirs[i][1], NULL);

      g_mkdir_with_parents (dir, 0700);
      g_setenv (dirs[i][0], dir, TRUE);
    }
  g_setenv ("HOME", home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_setenv ("PHILATELIA_NO_SOUND", "1", TRUE);
  language = g_strdup (languages[0]);

  /* main() reads the language from the settings, as the app does at
   * every start; gettext follows it. */
  source = g_settings_schema_source_get_default ();
  if (source != NULL && (schema = g_settings_schema_source_lookup (source, APP_ID, TRUE)) != NULL)
    {
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);

      if (g_str_equal (language, "en") || g_str_equal (language, "pl") || g_str_equal (language, "de"))
        g_settings_set_string (settings, "language", language);
      /* Computers move 150 ms apart. */
      g_settings_set_string (settings, "animation-speed", "fast");
    }
  else
    {
      printf ("Bail out! no GSettings schema %s (GSETTINGS_SCHEMA_DIR)\n", APP_ID);
      _exit (1);
    }
  atexit (at_exit);
}

/* main() starts the app once the language is set. */
PhlApplication *__real_phl_application_new (const char *id, GApplicationFlags flags);
PhlApplication *__wrap_phl_application_new (const char *id, GApplicationFlags flags);

PhlApplication *
__wrap_phl_application_new (const char        *id,
                            GApplicationFlags  flags)
{
  /* The language is set, the app not made yet: files it reads at start. */
  if (probe_prepare != NULL)
    probe_prepare ();
  app = __real_phl_application_new (id, flags);
  g_timeout_add (20, wait_for_window, NULL);
  return app;
}
