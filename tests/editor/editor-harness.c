/* editor-harness.c — the deck editor alone, driven by a script, for UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: editor-harness [STEP…]   Steps run one after another, 500 ms apart:
 *   open PATH | open-standard      open a deck (the list selects it)
 *   action NAME [GVARIANT]         activate a window action, e.g. "action editor.add-card 'Event'"
 *   select GROUP                   select a card ("Event:new-event")
 *   focus-name LANG                put the keyboard focus in the card's name field (en, pl, de)
 *   focus-text LANG                … in the card's text field
 *   balance GAMES [LEVEL]          open the balance test and run GAMES games (LEVEL 0-2)
 *   wait-balance                   wait until the balance test finished
 *   shot FILE                      save a screenshot of the screen (ImageMagick's import)
 *   texts                          print what the windows say, one "text: …" line each:
 *                                  titles, labels, row titles and subtitles, tooltips
 *   sleep MS                       wait longer before the next step
 *   quit                           close the windows and end
 * Each step prints "step N: …" on stdout once done, so a driving script
 * can wait for it.  The language comes from LANGUAGE and PHILATELIA_LOCALEDIR.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "phl-balance-window.h"
#include "phl-deck-editor.h"
#include "phl-deck-editor-private.h"

static char **steps;
static guint next_step;
static PhlDeckEditor *editor;
static GtkApplication *app;

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *key,
            const char *language)
{
  if (ADW_IS_ENTRY_ROW (widget) || GTK_IS_TEXT_VIEW (widget))
    {
      GObject *object = GTK_IS_TEXT_VIEW (widget) ? G_OBJECT (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget)))
                                                  : G_OBJECT (widget);

      if (g_strcmp0 (g_object_get_data (object, "key"), key) == 0 &&
          g_strcmp0 (g_object_get_data (object, "language"), language) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, key, language);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What a reader of the screen meets, in the interface language. */
static void
print_texts (GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_WINDOW (widget) && gtk_window_get_title (GTK_WINDOW (widget)) != NULL)
    g_print ("text: %s\n", gtk_window_get_title (GTK_WINDOW (widget)));
  if (GTK_IS_LABEL (widget))
    g_print ("text: %s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (ADW_IS_WINDOW_TITLE (widget))
    g_print ("text: %s\n", adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_print ("text: %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL)
    g_print ("text: %s\n", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (tooltip != NULL)
    g_print ("text: %s\n", tooltip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_texts (child);
}

static PhlBalanceWindow *
balance_window (void)
{
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = l->next)
    if (PHL_IS_BALANCE_WINDOW (l->data))
      return l->data;
  return NULL;
}

static gboolean run_step (gpointer data);

static gboolean
wait_balance (gpointer data)
{
  PhlBalanceWindow *window = balance_window ();
  GtkWidget *results = NULL;

  /* The results box becomes visible when the games are done. */
  if (window != NULL)
    {
      GtkWidget *widget = GTK_WIDGET (window);

      (void) widget;
      results = g_object_get_data (G_OBJECT (window), "phl-done");
    }
  if (results == NULL)
    return G_SOURCE_CONTINUE;
  g_print ("step %u: balance done\n", next_step);
  next_step++;
  g_timeout_add (500, run_step, NULL);
  return G_SOURCE_REMOVE;
}

static gboolean
run_step (gpointer data)
{
  g_auto(GStrv) words = NULL;
  const char *step;

  if (steps == NULL || steps[next_step] == NULL)
    return G_SOURCE_REMOVE;
  step = steps[next_step];
  words = g_strsplit (step, " ", 3);

  if (g_str_equal (words[0], "open") && words[1] != NULL)
    phl_deck_editor_open_deck (editor, words[1]);
  else if (g_str_equal (words[0], "open-standard"))
    phl_deck_editor_open_deck (editor, NULL);
  else if (g_str_equal (words[0], "action") && words[1] != NULL)
    {
      g_autoptr(GVariant) parameter = NULL;
      g_autofree char *text = words[2] ? g_strjoinv (" ", &words[2]) : NULL;

      if (text != NULL)
        parameter = g_variant_ref_sink (g_variant_parse (NULL, text, NULL, NULL, NULL));
      if (!gtk_widget_activate_action_variant (GTK_WIDGET (editor), words[1], parameter))
        g_printerr ("step %u: no action %s\n", next_step, words[1]);
    }
  else if ((g_str_equal (words[0], "focus-name") || g_str_equal (words[0], "focus-text")) && words[1] != NULL)
    {
      GtkWidget *field = find_named (GTK_WIDGET (editor->card_form),
                                     g_str_equal (words[0], "focus-name") ? "Name" : "Text", words[1]);

      if (field == NULL)
        g_printerr ("step %u: no field for %s\n", next_step, step);
      else
        {
          gtk_widget_grab_focus (field);
          /* The caret at the end: typing adds to the text. */
          if (ADW_IS_ENTRY_ROW (field))
            gtk_editable_set_position (GTK_EDITABLE (field), -1);
        }
    }
  else if (g_str_equal (words[0], "balance") && words[1] != NULL)
    {
      GtkWidget *window = phl_balance_window_new (GTK_WINDOW (editor), editor->document);
      GtkWidget *spin = g_object_get_data (G_OBJECT (window), "phl-games");
      GtkWidget *level = g_object_get_data (G_OBJECT (window), "phl-level");

      if (spin != NULL)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), g_ascii_strtod (words[1], NULL));
      if (level != NULL && words[2] != NULL)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (level), atoi (words[2]));
      gtk_window_present (GTK_WINDOW (window));
      phl_balance_window_run (PHL_BALANCE_WINDOW (window));
    }
  else if (g_str_equal (words[0], "wait-balance"))
    {
      g_timeout_add (200, wait_balance, NULL);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "sleep") && words[1] != NULL)
    {
      g_print ("step %u: %s\n", next_step, step);
      next_step++;
      g_timeout_add (MAX (1, atoi (words[1])), run_step, NULL);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "shot") && words[1] != NULL)
    {
      g_autofree char *command = g_strdup_printf ("import -window root %s", words[1]);

      if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL))
        g_printerr ("step %u: could not take a screenshot\n", next_step);
    }
  else if (g_str_equal (words[0], "select") && words[1] != NULL)
    {
      GtkListBoxRow *row;

      for (int i = 0; (row = gtk_list_box_get_row_at_index (editor->card_list, i)) != NULL; i++)
        if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "group"), words[1]) == 0)
          gtk_list_box_select_row (editor->card_list, row);
    }
  else if (g_str_equal (words[0], "texts"))
    {
      g_autoptr(GList) windows = gtk_window_list_toplevels ();

      for (GList *l = windows; l != NULL; l = l->next)
        print_texts (l->data);
    }
  else if (g_str_equal (words[0], "quit"))
    {
      g_print ("step %u: quit\n", next_step);
      for (GList *l = gtk_application_get_windows (app); l != NULL; l = gtk_application_get_windows (app))
        gtk_window_destroy (l->data);
      return G_SOURCE_REMOVE;
    }
  else
    g_printerr ("step %u: unknown step “%s”\n", next_step, step);

  g_print ("step %u: %s\n", next_step, step);
  next_step++;
  g_timeout_add (500, run_step, NULL);
  return G_SOURCE_REMOVE;
}

static void
activate (GtkApplication *application)
{
  editor = phl_deck_editor_new (application);
  gtk_window_present (GTK_WINDOW (editor));
  g_timeout_add (1500, run_step, NULL);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("PHILATELIA_LOCALEDIR");
  int status;

  setlocale (LC_ALL, "");
  if (g_strcmp0 (setlocale (LC_MESSAGES, NULL), "C") == 0)
    setlocale (LC_MESSAGES, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  steps = g_new0 (char *, argc);
  for (int i = 1; i < argc; i++)
    steps[i - 1] = g_strdup (argv[i]);
  app = GTK_APPLICATION (adw_application_new ("io.github.philatelia.EditorTest", G_APPLICATION_NON_UNIQUE));
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  g_strfreev (steps);
  return status;
}
