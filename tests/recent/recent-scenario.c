/* recent-scenario.c — recent games in the library, Open… and Save As…
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A short game (STAMPS, two easy computers) is played to its end: Save As
 * writes it, and the library lists it under Recent Games with its players
 * and result; its row calls win.replay with the kept save.  Then a file
 * that cannot be read is opened (its reason shows, naming file, line and
 * key, and nothing is lost), an unfinished save is opened and played on,
 * and with Keep Recent Games switched off in Preferences a second finished
 * game is not kept.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-recent-games.h"
#include "probe.h"

static char *replayed_path;

/* A translated label as a person reads it: without its mnemonic. */
static char *
plain_tr (const char *msgid)
{
  GString *out = g_string_new (NULL);

  for (const char *p = P_(msgid); *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static char *
bad_file (void)
{
  return g_build_filename (probe_home (), "bad.philatelia", NULL);
}

/* A save whose [Match] Players (line 4) is not a number. */
void
probe_prepare (void)
{
  g_autofree char *path = bad_file ();

  g_assert_true (g_file_set_contents (path, "[Match]\nGame=swop\nFormat=1\nPlayers=two\nCurrent=1\n",
                                      -1, NULL));
}

static gboolean
window_has_action (const char *name)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (probe_window ());
  const char *action_name;
  const GVariantType *type;
  const char *property;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &action_name, &type, &property); i++)
    if (g_str_equal (action_name, name))
      return TRUE;
  return FALSE;
}

static void
replay_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  g_free (replayed_path);
  replayed_path = g_variant_dup_string (parameter, NULL);
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static PhlMatch *
play_to_end (guint64 seed)
{
  PhlMatch *match = probe_start_new ("stamps", "CC", seed, NULL, NULL);

  PROBE_WAIT (phl_match_is_over (match), 180000);
  probe_settle ();
  return match;
}

static gboolean at_rest_in_window (GtkWidget *widget);

/* The dialog on screen, its button @label pressed for real. */
static void
answer_dialog (const char *label)
{
  GtkWidget *dialog = probe_wait_find_type (NULL, "AdwMessageDialog", 5000);
  g_autofree char *name = plain_tr (label);
  GtkWidget *button;

  /* Laid out and drawn before it is pressed. */
  PROBE_WAIT (gtk_widget_get_width (dialog) > 1 && gtk_widget_get_mapped (dialog), 5000);
  probe_settle ();
  button = probe_get (dialog, name);
  PROBE_WAIT (at_rest_in_window (button), 5000);
  probe_click (button);
  PROBE_WAIT (probe_find_type (NULL, "AdwMessageDialog") == NULL, 5000);
}

/* Under Xvfb a toast never times out (the window is never active): its
 * close button. */
static gboolean
in_window (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t corner = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget),
                                                 gtk_widget_get_height (widget));
  graphene_point_t out;

  return gtk_widget_compute_point (widget, window, &corner, &out) &&
         out.y <= gtk_widget_get_height (window) && out.x <= gtk_widget_get_width (window);
}

/* In the window and no longer sliding: where it was a frame ago.  A busy
 * machine draws the slide in few frames, and a click aimed at a moving
 * button misses. */
static gboolean
at_rest_in_window (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t before, after;

  if (!in_window (widget) || !gtk_widget_compute_point (widget, window, graphene_point_zero (), &before))
    return FALSE;
  probe_settle ();
  return gtk_widget_compute_point (widget, window, graphene_point_zero (), &after) &&
         graphene_point_equal (&before, &after);
}

static gboolean
chosen_is (GtkWidget  *chooser,
           const char *path)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_autofree char *chosen = file ? g_file_get_path (file) : NULL;

  return g_strcmp0 (chosen, path) == 0;
}

static GtkWidget *
probe_get_type_or_bail (const char *type_name)
{
  GtkWidget *widget = probe_find_type (NULL, type_name);

  if (widget == NULL)
    probe_bail ("no %s", type_name);
  return widget;
}

static void
dismiss_toast (const char *text)
{
  GtkWidget *toast = probe_get_type_or_bail ("AdwToastWidget");

  /* Its action button is hidden: the one shown is the close button. */
  GtkWidget *button = probe_find_type (toast, "GtkButton");

  /* Once it has slid up into the window. */
  PROBE_WAIT (at_rest_in_window (button), 5000);
  probe_click (button);
  PROBE_WAIT (!probe_shows (text), 5000);
}

/* "1 finished game", as the Recent Games row for STAMPS says it. */
static char *
one_finished_game (void)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finished game", "%u finished games", 1), 1);
}

/* Saved again under the same name without its ending: asked before the
 * file goes; Cancel keeps it as it was, Replace writes it. */
static void
save_again_asks_first (const char *saved_as,
                       const char *saved_file,
                       const char *saved_toast)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *before_text = NULL;
  g_autofree char *after_text = NULL;
  g_autofree char *heading = g_strdup_printf (_("Replace “%s”?"), "finished.philatelia");
  GtkWidget *dialog;

  g_assert_true (g_file_get_contents (saved_file, &before_text, NULL, NULL));
  g_assert_true (g_file_set_contents (saved_file, "kept as it was\n", -1, NULL));
  probe_activate (window, "win.save-as-file", g_variant_new_string (saved_as));
  dialog = probe_wait_find_type (NULL, "AdwMessageDialog", 5000);
  probe_ok (g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), heading) == 0,
            "“%s”", heading);
  answer_dialog ("_Cancel");
  g_assert_true (g_file_get_contents (saved_file, &after_text, NULL, NULL));
  probe_ok (g_str_equal (after_text, "kept as it was\n"), "Cancel: the file is as it was");
  probe_activate (window, "win.save-as-file", g_variant_new_string (saved_as));
  answer_dialog ("_Replace");
  g_clear_pointer (&after_text, g_free);
  g_assert_true (g_file_get_contents (saved_file, &after_text, NULL, NULL));
  probe_ok (g_str_equal (after_text, before_text), "Replace: the game is written again");
  PROBE_WAIT (probe_shows (saved_toast), 5000);
  dismiss_toast (saved_toast);
}

/* A game to its end, saved as a file (twice); returns the match. */
static PhlMatch *
save_finished_game (const char *saved_as,
                    const char *saved_file)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *saved_toast = NULL;
  g_autoptr(PhlMatch) reread = NULL;
  g_autoptr(GError) error = NULL;
  PhlMatch *finished = g_object_ref (play_to_end (7));
  guint n_actions = phl_match_get_n_actions (finished);

  probe_ok (probe_activate (window, "win.save-as-file", g_variant_new_string (saved_as)),
            "win.save-as-file");
  reread = phl_match_new_from_file (saved_file, &error);
  probe_ok (reread != NULL && phl_match_is_over (reread) && phl_match_get_n_actions (reread) == n_actions,
            "Save As wrote the finished game (%u actions), “.philatelia” added: %s", n_actions,
            error ? error->message : "read back");
  saved_toast = g_strdup_printf (_("Saved as %s"), "finished.philatelia");
  PROBE_WAIT (probe_shows (saved_toast), 5000);
  probe_ok (TRUE, "the toast says “%s”", saved_toast);
  dismiss_toast (saved_toast);
  save_again_asks_first (saved_as, saved_file, saved_toast);
  return finished;
}

/* The library lists the kept game under Recent Games; returns its row,
 * opened (as its header's activation does). */
static GtkWidget *
check_recent_games (const char *recent_dir)
{
  g_autofree char *recent_title = plain_tr ("Recent Games");
  g_autofree char *count = one_finished_game ();
  GtkWidget *expander, *row;

  probe_ok (count_files (recent_dir) == 1, "one save in %s", recent_dir);
  expander = probe_wait_find_type (NULL, "AdwExpanderRow", 5000);
  probe_ok (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander)), P_("STAMPS")) == 0,
            "Recent Games lists STAMPS");
  probe_ok (g_strcmp0 (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), count) == 0,
            "“%s”", count);
  probe_ok (probe_find (NULL, recent_title) != NULL, "a “%s” heading", recent_title);

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  PROBE_WAIT ((row = probe_find_action (expander, "win.replay")) != NULL, 5000);
  return row;
}

/* The row shows the players and the result of @finished, to the eye and
 * to a screen reader. */
static void
check_recent_row (GtkWidget *row,
                  PhlMatch  *finished)
{
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  const PhlGameRules *rules = phl_match_get_rules (finished);
  g_autofree char *ann = g_strdup_printf (_("%s %d"), "Ann", rules->score (phl_match_get_state (finished), 0));
  g_autofree char *bob = g_strdup_printf (_("%s %d"), "Bob", rules->score (phl_match_get_state (finished), 1));
  guint winners = rules->winners (phl_match_get_state (finished));
  g_autofree char *players = g_strdup_printf (_("%s (computer, easy)"), "Ann");
  g_autofree char *won = NULL;
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (winners == 1 || winners == 2)
    won = g_strdup_printf (_("%s won"), winners == 1 ? "Ann" : "Bob");
  else
    won = g_strdup_printf (_("Shared win: %s"), "Ann, Bob");
  probe_diag ("row: %s / %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), subtitle);
  label = probe_accessible_label (row);
  description = probe_accessible_description (row);
  probe_ok (label != NULL && g_str_equal (label, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row))) &&
            description != NULL && strstr (description, won) != NULL && strstr (description, players) != NULL,
            "a screen reader hears “%s”, “%s”", label ? label : "(none)", description ? description : "(none)");
  probe_ok (strstr (subtitle, players) != NULL && strstr (subtitle, ann) != NULL &&
            strstr (subtitle, bob) != NULL && strstr (subtitle, won) != NULL,
            "the row says who played and the result: “%s”, “%s”, “%s”, “%s”", players, won, ann, bob);
}

/* At each size, scrolled down to the recent games. */
static void
screenshot_recent_games (GtkWidget *row)
{
  static const int sizes[][2] = { { 1920, 1080 }, { 1024, 700 }, { 800, 600 } };
  GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("recent-games-%dx%d", sizes[i][0], sizes[i][1]);
      GtkAdjustment *adjustment;

      probe_ok (probe_resize (sizes[i][0], sizes[i][1]), "the library fits %d×%d", sizes[i][0], sizes[i][1]);
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                            gtk_adjustment_get_page_size (adjustment));
      probe_settle ();
      probe_screenshot (name);
    }
  probe_resize (1920, 1080);
}

/* The row's replay, and Open… of a finished game's: the real one. */
static void
check_replay (GtkWidget  *row,
              const char *saved_file)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());

  /* Activated as a click or Enter on it does. */
  gtk_widget_activate (row);
  /* A replay has no match of the window's: its view is found by type. */
  PROBE_WAIT (probe_find_type (NULL, "PhlGameView") != NULL, 10000);
  probe_ok (TRUE, "the row opened the game's replay");
  /* Drawn, the stack's transition over, before the picture. */
  probe_settle ();
  PROBE_WAIT (probe_find_type (NULL, "PhlLibraryPage") == NULL, 5000);
  probe_settle ();
  probe_screenshot ("replay-from-recent");
  probe_leave ();
  PROBE_WAIT (probe_find_type (NULL, "PhlGameView") == NULL, 5000);
  /* Open… of a finished game goes to its replay too. */
  probe_activate (window, "win.open-file", g_variant_new_string (saved_file));
  PROBE_WAIT (probe_find_type (NULL, "PhlGameView") != NULL, 10000);
  probe_ok (probe_match () == NULL, "Open of a finished game: its replay, not a game to play");
  probe_leave ();
}

/* The row calls win.replay with @target (the replay itself is helper
 * "replay"'s: until it is there, the probe stands in for it). */
static void
check_replay_stand_in (GtkWidget  *row,
                       GVariant   *target,
                       const char *saved_file)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autoptr(GSimpleAction) stand_in = g_simple_action_new ("replay", G_VARIANT_TYPE_STRING);

  g_signal_connect (stand_in, "activate", G_CALLBACK (replay_activated), NULL);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (stand_in));
  probe_settle ();
  /* Activated as a click or Enter on it does. */
  gtk_widget_activate (row);
  PROBE_WAIT (replayed_path != NULL, 5000);
  probe_ok (g_strcmp0 (replayed_path, g_variant_get_string (target, NULL)) == 0,
            "win.replay was activated with %s", replayed_path);
  /* Open… of a finished game goes to its replay too. */
  g_clear_pointer (&replayed_path, g_free);
  probe_activate (window, "win.open-file", g_variant_new_string (saved_file));
  PROBE_WAIT (replayed_path != NULL, 5000);
  probe_ok (g_strcmp0 (replayed_path, saved_file) == 0, "Open of a finished game: win.replay %s",
            replayed_path);
}

/* A file that cannot be read: its reason, and nothing lost. */
static void
open_unreadable_file (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *bad = bad_file ();
  GtkWidget *dialog;
  const char *body;

  probe_ok (probe_activate (window, "win.open-file", g_variant_new_string (bad)), "win.open-file");
  dialog = probe_wait_find_type (NULL, "AdwMessageDialog", 5000);
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  probe_diag ("error: %s", body);
  probe_ok (strstr (body, "bad.philatelia:4") != NULL && strstr (body, "Players") != NULL &&
            strstr (body, "two") != NULL,
            "the dialog names the file, the line and the key");
  probe_ok (g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                       P_("The file cannot be opened")) == 0, "headed “%s”", P_("The file cannot be opened"));
  probe_screenshot ("open-error");
  answer_dialog ("_Close");
  probe_ok (probe_view () == NULL && g_file_test (bad, G_FILE_TEST_EXISTS),
            "still in the library, the file untouched");
}

/* An unfinished save opens and is played on. */
static void
open_unfinished_save (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *mid_file = g_build_filename (probe_home (), "mid.philatelia", NULL);
  g_autoptr(PhlMatch) before = NULL;
  PhlMatch *match;

  match = probe_start_new ("swop", "CH", 42, NULL, NULL);
  probe_wait_person (30000);
  before = g_object_ref (match);
  probe_ok (phl_match_get_n_actions (before) > 0, "the computer has moved");
  probe_activate (window, "win.save-as-file", g_variant_new_string (mid_file));
  probe_ok (g_file_test (mid_file, G_FILE_TEST_EXISTS), "Save As of a game in progress");
  /* Opening it is one more game in progress: the one on screen stays. */
  probe_activate (window, "win.open-file", g_variant_new_string (mid_file));
  PROBE_WAIT (probe_match () != NULL && probe_match () != before && probe_view () != NULL, 10000);
  probe_ok (g_str_equal (phl_match_get_rules (probe_match ())->id, "swop") &&
            phl_match_get_n_actions (probe_match ()) == phl_match_get_n_actions (before) &&
            !phl_match_is_over (probe_match ()),
            "the opened game goes on at action %u", phl_match_get_n_actions (before));
  probe_leave ();
  probe_ok (probe_find_action (NULL, "win.continue-game") != NULL, "Continue brings it back");
}

/* Open… shows a file chooser for games (Escape leaves it); a file chosen
 * there goes to win.open-file. */
static void
open_with_chooser (void)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *bad = bad_file ();
  g_autoptr(GFile) file = g_file_new_for_path (bad);
  GtkWidget *chooser, *dialog;
  GtkFileFilter *filter;

  probe_key ("ctrl+o");
  chooser = probe_wait_find_type (NULL, "GtkFileChooserDialog", 10000);
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  probe_ok (filter != NULL && g_strcmp0 (gtk_file_filter_get_name (filter), P_("Philatelia games")) == 0,
            "Ctrl+O shows a file chooser for “%s”", P_("Philatelia games"));
  probe_screenshot ("open-chooser");
  probe_key ("Escape");
  PROBE_WAIT (probe_find_type (NULL, "GtkFileChooserDialog") == NULL, 5000);
  probe_ok (probe_find_type (NULL, "AdwMessageDialog") == NULL && probe_view () == NULL,
            "Escape: nothing opened");
  probe_activate (window, "win.open", NULL);
  chooser = probe_wait_find_type (NULL, "GtkFileChooserDialog", 10000);
  gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
  /* Selected once the chooser has read the folder. */
  PROBE_WAIT (chosen_is (chooser, bad), 10000);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  dialog = probe_wait_find_type (NULL, "AdwMessageDialog", 5000);
  probe_ok (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "bad.philatelia:4") != NULL,
            "the file chosen in the chooser was opened (and refused with its reason)");
  answer_dialog ("_Close");
}

/* Save As… in a game proposes a name ending in .philatelia. */
static void
save_as_proposes_name (void)
{
  GtkWidget *chooser;
  g_autofree char *name = NULL;

  probe_start_continue (NULL);
  probe_key ("ctrl+shift+s");
  chooser = probe_wait_find_type (NULL, "GtkFileChooserDialog", 10000);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  probe_ok (name != NULL && g_str_has_prefix (name, "swop ") && g_str_has_suffix (name, ".philatelia"),
            "Ctrl+Shift+S proposes “%s”", name ? name : "(none)");
  probe_key ("Escape");
  PROBE_WAIT (probe_find_type (NULL, "GtkFileChooserDialog") == NULL, 5000);
  probe_leave ();
}

/* Keep Recent Games off in Preferences: nothing more is kept. */
static void
keep_recent_games_off (const char *recent_dir)
{
  GtkWidget *window = GTK_WIDGET (probe_window ());
  g_autofree char *keep = plain_tr ("Keep Recent Games");
  g_autofree char *count = one_finished_game ();
  GtkWidget *prefs, *keep_row, *expander;

  probe_activate (window, "app.preferences", NULL);
  prefs = probe_wait_find_type (NULL, "PhlPreferencesWindow", 5000);
  keep_row = probe_get (prefs, keep);
  probe_screenshot ("preferences");
  probe_click (keep_row);
  PROBE_WAIT (!g_settings_get_boolean (probe_settings (), "keep-recent-games"), 5000);
  probe_ok (TRUE, "the row's switch turned keep-recent-games off");
  gtk_window_close (GTK_WINDOW (prefs));
  PROBE_WAIT (probe_find_type (NULL, "PhlPreferencesWindow") == NULL, 5000);

  play_to_end (8);
  probe_leave ();
  probe_ok (count_files (recent_dir) == 1, "with the setting off the second game was not kept");
  expander = probe_wait_find_type (NULL, "AdwExpanderRow", 5000);
  probe_ok (g_strcmp0 (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), count) == 0,
            "the library still lists one game");
  g_settings_set_boolean (probe_settings (), "keep-recent-games", TRUE);
}

void
probe_scenario (void)
{
  g_autofree char *recent_dir = phl_recent_games_default_dir ();
  g_autofree char *saved_as = g_build_filename (probe_home (), "finished", NULL);
  g_autofree char *saved_file = g_strconcat (saved_as, ".philatelia", NULL);
  g_autoptr(PhlMatch) finished = NULL;
  g_autoptr(GVariant) target = NULL;
  g_auto(GStrv) unnamed = NULL;
  gboolean real_replay = window_has_action ("win.replay");
  GtkWidget *row;

  probe_ok (g_settings_get_boolean (probe_settings (), "keep-recent-games"),
            "finished games are kept by default");
  probe_ok (probe_find_type (NULL, "AdwExpanderRow") == NULL, "no recent games at first");

  /* ---- A game to its end, saved as a file, kept as a recent game. ---- */
  finished = save_finished_game (saved_as, saved_file);
  probe_leave ();
  row = check_recent_games (recent_dir);
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row));
  if (target != NULL)
    g_variant_ref (target);   /* the row owns its own */
  probe_ok (target != NULL && g_str_has_prefix (g_variant_get_string (target, NULL), recent_dir),
            "the row replays the kept save %s", target ? g_variant_get_string (target, NULL) : "(none)");
  check_recent_row (row, finished);
  unnamed = probe_unnamed (NULL);
  for (guint i = 0; unnamed[i] != NULL; i++)
    probe_diag ("unnamed: %s", unnamed[i]);
  probe_ok (unnamed[0] == NULL, "every control of the library has a name for a screen reader");
  screenshot_recent_games (row);
  if (real_replay)
    check_replay (row, saved_file);
  else
    check_replay_stand_in (row, target, saved_file);

  /* ---- Files that cannot be read, unfinished saves, the choosers. ---- */
  open_unreadable_file ();
  open_unfinished_save ();
  open_with_chooser ();
  save_as_proposes_name ();

  keep_recent_games_off (recent_dir);
}
