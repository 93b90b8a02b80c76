/* saves-scenario.c — the app opening on autosaves it cannot or can
 * resume, on the UI probe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The autosave is in place before the app starts (probe_prepare()); one
 * case per run (tests/saves/meson.build), in each language:
 *
 * - dev-zero, fifo: a save of the release whose deck path names /dev/zero
 *   or a FIFO nobody writes to.  The start must not hang (the window
 *   shows), and the save must not vanish: the library keeps it beside the
 *   autosave as autosave.philatelia.broken-DATE with its text unchanged,
 *   and a dialog over the library, in the interface language, says so and
 *   why (the deck's path and "cannot read the file").  Closing it leaves
 *   a library with nothing to continue.
 * - other-language: a save written by the release in another language
 *   opens: no dialog, the file stays byte for byte, nothing is set aside;
 *   Continue, clicked, plays it with all its moves.
 * - statistics, statistics-fifo: statistics.ini is damaged (or a FIFO
 *   nobody writes to) and an earlier damaged copy is there.  The start does
 *   not hang; the file is kept as statistics.ini.damaged-2, the earlier copy
 *   unchanged, and a dialog over the library says so and why, as for a
 *   broken autosave.  The temporaries that writes killed midway left beside
 *   the autosave, the statistics and a recent game are gone; the files they
 *   belong to, and a broken autosave kept aside, stay.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "phl-application.h"
#include "probe.h"

/* What the player must read, spelt out in each language so that an
 * untranslated message fails. */
typedef struct
{
  const char *language;
  const char *title;
  const char *kept_as;        /* "It was kept as %s." */
  const char *cannot_read;    /* after "[Match] Deck: PATH: " */
} Expected;

static const Expected expectations[] = {
  { "en", "The saved game cannot be resumed.", "It was kept as %s.", "cannot read the file" },
  { "pl", "Zapisu gry nie można kontynuować.", "Zachowano go jako %s.", "nie można odczytać pliku" },
  { "de", "Der Spielstand kann nicht fortgesetzt werden.", "Er wurde als %s aufbewahrt.",
    "die Datei kann nicht gelesen werden" },
};

/* The same for damaged statistics. */
static const struct
{
  const char *language;
  const char *title;
  const char *kept_as;
  const char *pipe;           /* why a FIFO is no file */
} statistics_expectations[] = {
  { "en", "The statistics could not be read.", "The file was kept as statistics.ini.damaged-2.",
    "it is a pipe or a socket, not a file" },
  { "pl", "Nie można odczytać statystyk.", "Plik zachowano jako statistics.ini.damaged-2.",
    "to potok lub gniazdo, a nie plik" },
  { "de", "Die Statistik konnte nicht gelesen werden.", "Die Datei wurde als statistics.ini.damaged-2 aufbewahrt.",
    "es ist eine Pipe oder ein Socket, keine Datei" },
};

#define DAMAGED_STATISTICS "[swop]\nPlayed=\xff\n"
#define EARLIER_COPY "[swop]\nPlayed=3 this was damaged before\n"

static char *original;      /* the autosave's text as written */
static char *deck;          /* the deck path the broken save names */
static char *source_save;   /* the release's save for other-language */

static const Expected *
expected (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (expectations); i++)
    if (g_str_equal (expectations[i].language, probe_language ()))
      return &expectations[i];
  probe_bail ("nothing expected in the language “%s”", probe_language ());
}

static char *
release_save (const char *name)
{
  const char *dir = g_getenv ("RELEASE_SAVES");

  if (dir == NULL)
    probe_bail ("RELEASE_SAVES is not set");
  return g_build_filename (dir, name, NULL);
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) ? text : NULL;
}

/* The files beside the autosave named autosave.philatelia.broken-… */
static GPtrArray *
set_aside_files (void)
{
  g_autofree char *autosave = phl_application_autosave_path ();
  g_autofree char *dir_name = g_path_get_dirname (autosave);
  g_autofree char *base = g_path_get_basename (autosave);
  g_autofree char *prefix = g_strconcat (base, ".broken-", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      g_ptr_array_add (found, g_build_filename (dir_name, name, NULL));
  return found;
}

static char *
data_file (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "philatelia", name, NULL);
}

static char *
state_file (const char *name)
{
  return g_build_filename (g_get_user_state_dir (), "philatelia", name, NULL);
}

/* Temporaries of atomic writes killed midway, and what must stay. */
static const char * const stale[] = { "state:autosave.philatelia.Ab12Cd", "data:statistics.ini.Qw34Er",
                                      "data:recent/20261127-101500-123456-swop.philatelia.Zx56Cv", NULL };
static const char * const kept[] = { "state:autosave.philatelia.broken-20261127-101500",
                                     "data:recent/20261127-101500-123456-swop.philatelia.txt", NULL };

static char *
place (const char *where)
{
  return g_str_has_prefix (where, "state:") ? state_file (where + 6) : data_file (where + 5);
}

static void
prepare_statistics (gboolean fifo)
{
  g_autofree char *stats = data_file ("statistics.ini");
  g_autofree char *earlier = data_file ("statistics.ini.damaged");
  g_autofree char *recent = data_file ("recent");
  g_autofree char *state = state_file ("");

  g_mkdir_with_parents (recent, 0700);
  g_mkdir_with_parents (state, 0700);
  if (fifo ? mkfifo (stats, 0600) != 0 : !g_file_set_contents (stats, DAMAGED_STATISTICS, -1, NULL))
    probe_bail ("cannot make %s", stats);
  if (!g_file_set_contents (earlier, EARLIER_COPY, -1, NULL))
    probe_bail ("cannot write %s", earlier);
  for (guint i = 0; stale[i] != NULL; i++)
    {
      g_autofree char *path = place (stale[i]);

      if (!g_file_set_contents (path, "half a file", -1, NULL))
        probe_bail ("cannot write %s", path);
    }
  for (guint i = 0; kept[i] != NULL; i++)
    {
      g_autofree char *path = place (kept[i]);

      if (!g_file_set_contents (path, "kept", -1, NULL))
        probe_bail ("cannot write %s", path);
    }
}

void
probe_prepare (void)
{
  const char *which = probe_case ();
  g_autofree char *autosave = phl_application_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (dir, 0700);
  if (g_strcmp0 (which, "dev-zero") == 0 || g_strcmp0 (which, "fifo") == 0)
    {
      g_autofree char *release = release_save ("stampswap-3p-round2-en.philatelia");
      g_autofree char *text = read_file (release);
      g_autofree char *seed_line = NULL;

      if (g_str_equal (which, "dev-zero"))
        deck = g_strdup ("/dev/zero");
      else
        {
          deck = g_build_filename (probe_home (), "deck", NULL);
          if (mkfifo (deck, 0600) != 0)
            probe_bail ("cannot make the FIFO %s", deck);
        }
      if (text == NULL || strstr (text, "\nSeed=11\n") == NULL)
        probe_bail ("%s: no Seed=11 to put the deck after", release);
      /* The release's save, naming a deck that is no file. */
      seed_line = g_strdup_printf ("\nSeed=11\nDeck=%s\n", deck);
      {
        g_auto(GStrv) parts = g_strsplit (text, "\nSeed=11\n", 2);

        original = g_strjoinv (seed_line, parts);
      }
    }
  else if (g_strcmp0 (which, "other-language") == 0)
    {
      /* Written in Polish, or in German for a Polish run. */
      source_save = release_save (g_str_equal (probe_language (), "pl") ? "stampswap-3p-round2-de.philatelia"
                                                                        : "stampswap-3p-round2-pl.philatelia");
      original = read_file (source_save);
      if (original == NULL)
        probe_bail ("cannot read %s", source_save);
    }
  else if (g_strcmp0 (which, "statistics") == 0 || g_strcmp0 (which, "statistics-fifo") == 0)
    {
      prepare_statistics (g_str_equal (which, "statistics-fifo"));
      return;
    }
  else
    probe_bail ("no case “%s”: dev-zero, fifo, other-language, statistics or statistics-fifo",
                which ? which : "");
  if (!g_file_set_contents (autosave, original, -1, &error))
    probe_bail ("%s", error->message);
}

static gboolean
is_message_dialog (GtkWindow *window)
{
  return ADW_IS_MESSAGE_DIALOG (window);
}

/* The message dialogs among every window, shown or not yet. */
static guint
n_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      n += is_message_dialog (window);
    }
  return n;
}

static void
set_aside (void)
{
  const Expected *want = expected ();
  g_autofree char *autosave = phl_application_autosave_path ();
  g_autoptr(GPtrArray) aside = NULL;
  g_autofree char *aside_text = NULL;
  g_autofree char *kept_as = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *aside_name = NULL;
  GtkWidget *dialog, *resume;

  probe_ok (TRUE, "the app opens with an autosave naming the deck %s", deck);
  dialog = probe_wait_find (NULL, want->title, 15000);
  probe_ok (ADW_IS_MESSAGE_DIALOG (dialog) && gtk_widget_get_mapped (dialog),
            "a dialog “%s” shows", want->title);
  probe_ok (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == probe_window (), "over the library");
  probe_ok (!g_file_test (autosave, G_FILE_TEST_EXISTS), "the autosave is no longer in place");

  aside = set_aside_files ();
  probe_ok (aside->len == 1, "one autosave.philatelia.broken-DATE beside it (%u)", aside->len);
  if (aside->len >= 1)
    {
      aside_text = read_file (aside->pdata[0]);
      aside_name = g_path_get_basename (aside->pdata[0]);
    }
  probe_ok (aside_text != NULL && g_str_equal (aside_text, original), "it holds the save's text unchanged");

  /* The dialog's body names the file and why, in the interface language. */
  {
    g_auto(GStrv) around = g_strsplit (want->kept_as, "%s", 2);

    kept_as = g_strjoinv (aside_name ? aside_name : "autosave.philatelia.broken-?", around);
  }
  reason = g_strdup_printf ("[Match] Deck: %s: %s", deck, want->cannot_read);
  probe_ok (probe_shows (kept_as), "the dialog says “%s”", kept_as);
  probe_ok (probe_shows (reason), "and why: “%s…”", reason);
  {
    g_autofree char *line = g_strdup_printf ("%s %s", want->title, kept_as);

    /* The same in the app's log, for whoever reads it later. */
    probe_ok (probe_logged (line) && probe_logged (reason), "the log says it too: “%s”", line);
  }
  probe_screenshot ("set-aside");

  probe_click (probe_get (dialog, P_("_Close")));
  PROBE_WAIT (n_message_dialogs () == 0, 5000);
  probe_ok (TRUE, "Close closes the dialog");
  resume = probe_find_action (NULL, "win.continue-game");
  probe_ok (resume == NULL || !gtk_widget_is_sensitive (resume), "the library offers nothing to continue");
  probe_screenshot ("library-after");
}

static void
other_language (void)
{
  g_autofree char *autosave = phl_application_autosave_path ();
  g_autoptr(GPtrArray) aside = NULL;
  g_autofree char *now = NULL;
  g_autoptr(PhlMatch) saved = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *resume;
  PhlMatch *match;

  /* The library has read the autosave once it offers it. */
  resume = probe_find_action (NULL, "win.continue-game");
  PROBE_WAIT (resume != NULL && gtk_widget_is_sensitive (resume), 10000);
  probe_settle ();
  probe_ok (n_message_dialogs () == 0 && !probe_logged (expected ()->title),
            "no dialog (nor the log) says the save written in another language cannot be resumed");
  now = read_file (autosave);
  probe_ok (now != NULL && g_str_equal (now, original), "the save stays as it was");
  aside = set_aside_files ();
  probe_ok (aside->len == 0, "nothing is set aside");
  probe_screenshot ("library");

  saved = phl_match_new_from_file (source_save, &error);
  if (saved == NULL)
    probe_bail ("%s", error->message);
  probe_click (probe_get (NULL, P_("_Continue")));
  PROBE_WAIT (probe_match () != NULL && probe_view () != NULL, 10000);
  probe_settle ();
  match = probe_match ();
  probe_ok (g_str_equal (phl_match_get_rules (match)->id, "stampswap")
            && phl_match_get_n_seats (match) == phl_match_get_n_seats (saved)
            && g_str_equal (phl_match_get_seat (match, 0)->name, phl_match_get_seat (saved, 0)->name),
            "Continue plays it: Stamp Swap, %u seats, %s first", phl_match_get_n_seats (match),
            phl_match_get_seat (match, 0)->name);
  probe_ok (phl_match_get_n_actions (match) >= phl_match_get_n_actions (saved),
            "with its %u moves (%u now)", phl_match_get_n_actions (saved), phl_match_get_n_actions (match));
  probe_screenshot ("continued");
}

static void
damaged_statistics (void)
{
  gboolean fifo = g_str_equal (probe_case (), "statistics-fifo");
  g_autofree char *earlier = data_file ("statistics.ini.damaged");
  g_autofree char *aside = data_file ("statistics.ini.damaged-2");
  g_autofree char *earlier_text = NULL;
  g_autofree char *aside_text = NULL;
  GtkWidget *dialog;
  guint e = 0;

  while (e < G_N_ELEMENTS (statistics_expectations) - 1
         && !g_str_equal (statistics_expectations[e].language, probe_language ()))
    e++;
  probe_ok (TRUE, "the app opens with %s statistics.ini", fifo ? "a FIFO as" : "a damaged");
  dialog = probe_wait_find (NULL, statistics_expectations[e].title, 15000);
  probe_ok (ADW_IS_MESSAGE_DIALOG (dialog) && gtk_widget_get_mapped (dialog),
            "a dialog “%s” shows", statistics_expectations[e].title);
  probe_ok (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == probe_window (), "over the library");
  probe_ok (probe_shows (statistics_expectations[e].kept_as), "it says “%s”",
            statistics_expectations[e].kept_as);
  if (fifo)
    probe_ok (probe_shows (statistics_expectations[e].pipe), "and why: “%s”", statistics_expectations[e].pipe);
  else
    probe_ok (probe_shows ("statistics.ini:2:"), "and where: statistics.ini:2:");
  earlier_text = read_file (earlier);
  probe_ok (earlier_text != NULL && g_str_equal (earlier_text, EARLIER_COPY),
            "the earlier damaged copy is unchanged");
  if (fifo)
    {
      GStatBuf buf;

      probe_ok (g_lstat (aside, &buf) == 0 && S_ISFIFO (buf.st_mode), "the FIFO is kept as statistics.ini.damaged-2");
    }
  else
    {
      aside_text = read_file (aside);
      probe_ok (aside_text != NULL && g_str_equal (aside_text, DAMAGED_STATISTICS),
                "the damaged file is kept as statistics.ini.damaged-2");
    }
  for (guint i = 0; stale[i] != NULL; i++)
    {
      g_autofree char *path = place (stale[i]);

      probe_ok (!g_file_test (path, G_FILE_TEST_EXISTS), "the stale temporary %s is gone", stale[i]);
    }
  for (guint i = 0; kept[i] != NULL; i++)
    {
      g_autofree char *path = place (kept[i]);

      probe_ok (g_file_test (path, G_FILE_TEST_EXISTS), "%s stays", kept[i]);
    }
  probe_screenshot ("statistics");
  probe_click (probe_get (dialog, P_("_Close")));
  PROBE_WAIT (n_message_dialogs () == 0, 5000);
  probe_ok (TRUE, "Close closes the dialog");
}

void
probe_scenario (void)
{
  if (g_strcmp0 (probe_case (), "other-language") == 0)
    other_language ();
  else if (g_str_has_prefix (probe_case (), "statistics"))
    damaged_statistics ();
  else
    set_aside ();
}
