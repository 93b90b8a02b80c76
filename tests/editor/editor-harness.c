/* editor-harness.c — the deck editor alone, driven by a script, for UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: editor-harness [STEP…]   Each step runs once the one before is
 * done and the editor has drawn a frame (no fixed delays):
 *   open PATH | open-standard      open a deck (the list selects it)
 *   action NAME [GVARIANT]         activate a window action, e.g. "action editor.add-card 'Event'"
 *   select GROUP                   select a card ("Event:new-event")
 *   focus-name LANG                put the keyboard focus in the card's name field (en, pl, de)
 *   focus-text LANG                … in the card's text field
 *   click-name LANG                a real click (xdotool) in the middle of the card's name
 *   click-text LANG                … text field, found in the form, not at fixed pixels;
 *                                  done once the field has the keyboard focus
 *   type TEXT                      type TEXT with real keys into the focused field; done once
 *                                  the field's text has it
 *   type-over TEXT                 the same, replacing the field's text (Ctrl+A first)
 *   key KEYS                       real keys as xdotool names them ("ctrl+s", "End")
 *   wait-file PATH TEXT            wait until the file PATH exists and holds TEXT
 *   click-field FOCUS-KEY          a real click in the form's field of that focus key
 *                                  ("spin:Points", "mark-current:Text:de"); done once it has
 *                                  the keyboard focus (a button: once clicked)
 *   marks [TAG]                    print the card form's visible marks, one line each:
 *                                  "TAG: outdated: Text:pl: <what it says>", "TAG: warning: <text>"
 *   validate                       check the deck now (not after the short delay that follows
 *                                  an edit): problems, marks and warnings are up to date
 *   balance GAMES [LEVEL]          open the balance test and run GAMES games (LEVEL 0-2)
 *   wait-balance                   wait until the balance test finished (up to 5 minutes)
 *   balance-plot                   scroll the balance window to its plot and print the
 *                                  plot's flagged cards, one "plot-flagged: NAME" line each
 *   shot FILE                      save a screenshot of the screen (ImageMagick's import)
 *   wait-preview TEXT              wait until the card preview's text holds TEXT, then print
 *                                  it as "preview: …"
 *   resize W H                     resize the editor's window (xdotool); done once it has that size
 *   problems                       print "problems: ROWS rows, fits|overflows|hidden" for the
 *                                  problems list: its place against the window's
 *   click-problem N                a real click on the Nth (from 0) row of the problems list;
 *                                  done once the keyboard focus is in the card form
 *   wait-focus KEY                 wait until the focused field is the one for KEY as the form
 *                                  names it ("spin:Points", "text:pl", "choice:Type")
 *   texts                          print what the windows say, one "text: …" line each:
 *                                  titles, labels, row titles and subtitles, tooltips
 *   set FOCUS-KEY VALUE            set a form field as a click would, once the form is built:
 *                                  "spin:Points 3", "choice:Mat 2" (0: the attendee deck),
 *                                  "choice:Effect corners" (a rule); done once the form settled
 *   wait-save suggested|plain      wait until the Save button has (or lacks) its highlight
 *   wait-dialog                    wait until the new-game dialog is on screen
 *   start-game                     press Start in the new-game dialog that editor.try-card opened
 *                                  (the harness's app.try-card), wait for the game's window, and
 *                                  print "game: GROUP dealt in round 1" (or "… not dealt …")
 *   kill                           end at once with SIGKILL, as a crash would
 *   quit                           close the windows and end
 * and the checks of editor-harness-checks.c (respond, wait-field, field,
 * width, card-shown, popup, cut, header).
 * Each step prints "step N: …" on stdout once done.  A wait that does not
 * come true within 30 s prints "step N: timed out …" and ends the harness
 * with status 1.  Real input goes through the X server (xdotool under
 * Xvfb) to the editor's window, which gets the X input focus first.  The
 * language comes from LANGUAGE and PHILATELIA_LOCALEDIR.
 */
#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "editor-harness-checks.h"
#include "editor-harness-widgets.h"
#include "phl-balance-plot.h"
#include "phl-balance-window.h"
#include "phl-card-form-private.h"
#include "phl-deck-editor.h"
#include "phl-deck-editor-private.h"
#include "phl-game-info.h"
#include "phl-new-game-dialog.h"
#include "stampswap/phl-stampswap-game.h"

static char **steps;
static guint next_step;
static PhlDeckEditor *editor;
static GtkApplication *app;

/* The game "Try a card" started, and its window. */
static PhlMatch *game_match;
static GtkWidget *game_window;

/* ---- Going from step to step ---------------------------------------------- */

typedef gboolean (*Condition) (const char *argument);

static gboolean run_step (gpointer data);

/* What the current step waits for: a condition on the editor's state,
 * looked at every 50 ms, and a child process (xdotool) that must have
 * ended first. */
static struct
{
  Condition  condition;
  char      *argument;
  char      *done_text;
  gint64     deadline;
  gboolean   child_running;
} waiting;

static void
after_paint (GdkFrameClock *clock,
             gpointer       data)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, data);
  /* After the frame, once everything pending has run. */
  g_idle_add_full (G_PRIORITY_LOW, run_step, NULL, NULL);
}

/* The next step, once the editor has drawn what the last one changed. */
static void
next_after_frame (void)
{
  GtkWindow *dialog = harness_toplevel_of_type (PHL_TYPE_NEW_GAME_DIALOG);
  GtkWidget *widget = editor ? GTK_WIDGET (editor) : NULL;
  GdkFrameClock *clock;

  /* The window a step opened last is the one whose frame counts. */
  if (game_window != NULL && gtk_widget_get_mapped (game_window))
    widget = game_window;
  else if (dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    widget = GTK_WIDGET (dialog);
  clock = widget && gtk_widget_get_mapped (widget) ? gtk_widget_get_frame_clock (widget) : NULL;

  if (clock == NULL)
    {
      g_idle_add_full (G_PRIORITY_LOW, run_step, NULL, NULL);
      return;
    }
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
  gtk_widget_queue_draw (widget);
}

static void
step_done (const char *text)
{
  g_print ("step %u: %s\n", next_step, text ? text : steps[next_step]);
  next_step++;
  next_after_frame ();
}

static char *focused_text (void);

static gboolean
poll_waiting (gpointer data)
{
  if (!waiting.child_running && waiting.condition (waiting.argument))
    {
      g_autofree char *done_text = g_steal_pointer (&waiting.done_text);

      g_clear_pointer (&waiting.argument, g_free);
      step_done (done_text);
      return G_SOURCE_REMOVE;
    }
  if (g_get_monotonic_time () > waiting.deadline)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (editor));
      g_autofree char *text = focused_text ();

      g_print ("step %u: timed out on “%s” (the focus in a %s holding “%s”)\n", next_step, steps[next_step],
               focus ? G_OBJECT_TYPE_NAME (focus) : "nothing", text ? text : "");
      exit (1);
    }
  return G_SOURCE_CONTINUE;
}

/* The step is done once @condition (@argument) holds, printed as
 * @done_text (NULL: the step itself). */
static void
wait_for (Condition   condition,
          const char *argument,
          const char *done_text)
{
  waiting.condition = condition;
  waiting.argument = g_strdup (argument);
  waiting.done_text = g_strdup (done_text);
  waiting.deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_timeout_add (50, poll_waiting, NULL);
}

static void
child_exited (GPid     pid,
              int      status,
              gpointer data)
{
  g_autoptr(GError) error = NULL;

  if (!g_spawn_check_wait_status (status, &error))
    g_printerr ("step %u: xdotool: %s\n", next_step, error->message);
  g_spawn_close_pid (pid);
  waiting.child_running = FALSE;
}

/* Runs xdotool with @args after giving the editor's window the X input
 * focus; the main loop goes on meanwhile, so the editor reads each key as
 * it comes (xdotool maps a free key code to a letter like “ó” only while
 * it types it). */
static gboolean
xdotool (const char * const *args)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (editor));
  g_autofree char *xid = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GPid pid;

  if (surface == NULL || !GDK_IS_X11_SURFACE (surface))
    {
      g_printerr ("step %u: real input needs the editor on X11 (Xvfb)\n", next_step);
      return FALSE;
    }
  xid = g_strdup_printf ("%lu", gdk_x11_surface_get_xid (surface));
  g_ptr_array_add (argv, (char *) "xdotool");
  g_ptr_array_add (argv, (char *) "windowfocus");
  g_ptr_array_add (argv, (char *) "--sync");
  g_ptr_array_add (argv, xid);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) (g_str_equal (args[i], "XID") ? xid : args[i]));
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_async (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                      NULL, NULL, &pid, &error))
    {
      g_printerr ("step %u: %s\n", next_step, error->message);
      return FALSE;
    }
  waiting.child_running = TRUE;
  g_child_watch_add (pid, child_exited, NULL);
  return TRUE;
}

/* ---- Conditions ------------------------------------------------------------- */

static gboolean
balance_done (const char *unused)
{
  PhlBalanceWindow *window = harness_balance_window ();

  /* The window marks itself when the games are done. */
  return window != NULL && g_object_get_data (G_OBJECT (window), "phl-done") != NULL;
}

/* "suggested" or "plain": the Save button's look. */
static gboolean
save_style_is (const char *style)
{
  gboolean suggested = gtk_widget_has_css_class (GTK_WIDGET (editor->save_button), "suggested-action");

  return suggested == g_str_equal (style, "suggested");
}

static gboolean
dialog_shown (const char *unused)
{
  GtkWindow *dialog = harness_toplevel_of_type (PHL_TYPE_NEW_GAME_DIALOG);

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static gboolean
game_started (const char *unused)
{
  return game_window != NULL && gtk_widget_get_mapped (game_window);
}

/* "KEY VALUE": sets the form's field once the form is built, then waits
 * until the form has settled (a structural change rebuilds it). */
static gboolean set_done;

static gboolean
form_set (const char *argument)
{
  PhlCardForm *form = editor->card_form;
  g_auto(GStrv) words = g_strsplit (argument, " ", 2);
  GtkWidget *widget;

  if (set_done)
    return form->rebuild_id == 0;
  if (form->rebuild_id != 0 || words[0] == NULL || words[1] == NULL
      || (widget = g_hash_table_lookup (form->focus_widgets, words[0])) == NULL)
    return FALSE;
  if (GTK_IS_SPIN_BUTTON (widget))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), g_ascii_strtod (words[1], NULL));
  else if (GTK_IS_DROP_DOWN (widget))
    {
      guint8 rule;
      guint index = (guint) g_ascii_strtoull (words[1], NULL, 10);

      /* Rules by name, in the engine's order, as the dropdown lists them. */
      if (phl_stampswap_rule_from_string (words[1], &rule))
        index = rule;
      gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), index);
    }
  set_done = TRUE;
  return FALSE;
}

static gboolean
always (const char *unused)
{
  return TRUE;
}

static GtkWidget *
field_for (const char *step,
           const char *language)
{
  const char *key = g_str_has_suffix (step, "-name") ? "Name" : "Text";

  return harness_find_named (GTK_WIDGET (editor->card_form), key, language);
}

static GtkWidget *clicked_field;
static gboolean clicked;
static gint64 clicked_at;

static gboolean
field_focused (const char *unused)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (editor));

  return focus != NULL && clicked_field != NULL
         && (focus == clicked_field || gtk_widget_is_ancestor (focus, clicked_field));
}

/* The text of the field with the keyboard focus, or NULL. */
static char *
focused_text (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (editor));

  if (focus == NULL)
    return NULL;
  if (GTK_IS_TEXT_VIEW (focus))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (focus));
      GtkTextIter first, last;

      gtk_text_buffer_get_bounds (buffer, &first, &last);
      return gtk_text_buffer_get_text (buffer, &first, &last, TRUE);
    }
  if (GTK_IS_EDITABLE (focus))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (focus)));
  return NULL;
}

static gboolean
focused_has (const char *text)
{
  g_autofree char *now = focused_text ();

  return now != NULL && strstr (now, text) != NULL;
}

static gboolean
focused_is (const char *text)
{
  g_autofree char *now = focused_text ();

  return g_strcmp0 (now, text) == 0;
}

/* "PATH TEXT": the file exists and holds TEXT. */
static gboolean
file_holds (const char *argument)
{
  g_auto(GStrv) words = g_strsplit (argument, " ", 2);
  g_autofree char *contents = NULL;

  return words[0] != NULL && words[1] != NULL && g_file_get_contents (words[0], &contents, NULL, NULL)
         && strstr (contents, words[1]) != NULL;
}

static gboolean
preview_holds (const char *text)
{
  const char *now = phl_card_preview_get_text (editor->preview);

  if (now == NULL || strstr (now, text) == NULL)
    return FALSE;
  g_print ("preview: %s\n", now);
  return TRUE;
}

static gboolean xdotool (const char * const *args);

/* "W H": the editor's window has that size.  The window's minimum size
 * follows its layout, which follows its size: a resize that met the wider
 * layout's minimum is asked for again. */
static gboolean
window_sized (const char *argument)
{
  static guint polls;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (editor));
  int width = 0, height = 0;
  g_autofree char *w = NULL, *h = NULL;

  if (surface == NULL || sscanf (argument, "%d %d", &width, &height) != 2)
    return FALSE;
  if (gdk_surface_get_width (surface) == width && gdk_surface_get_height (surface) == height)
    return TRUE;
  if (++polls % 10 == 0)
    {
      w = g_strdup_printf ("%d", width);
      h = g_strdup_printf ("%d", height);
      xdotool ((const char *[]) { "windowsize", "XID", w, h, NULL });
    }
  return FALSE;
}

/* The focused widget or one of its parents is the form's field @key. */
static gboolean
focus_is_field (const char *key)
{
  for (GtkWidget *w = gtk_root_get_focus (GTK_ROOT (editor)); w != NULL; w = gtk_widget_get_parent (w))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (w), "phl-focus-key"), key) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
focus_in_form (const char *unused)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (editor));

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (editor->card_form));
}

/* Whether @widget lies wholly inside the editor's window. */
static gboolean
inside_window (GtkWidget *widget)
{
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (widget, GTK_WIDGET (editor), &bounds)
         && bounds.origin.x >= 0 && bounds.origin.y >= 0
         && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (GTK_WIDGET (editor)) + 0.5
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (editor)) + 0.5;
}

/* ---- The steps ----------------------------------------------------------------- */

/* Scrolls the form as a person would, so that @field stands in the middle
 * of what shows of it. */
static void
scroll_to (GtkWidget *field)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (field, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  if (scrolled == NULL || (content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))) == NULL
      || !gtk_widget_compute_bounds (field, content, &bounds))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  /* The viewport's coordinates start at what shows: add what is scrolled away. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                        + bounds.origin.y + bounds.size.height / 2
                                        - gtk_adjustment_get_page_size (adjustment) / 2);
}

/* The middle of @field in its window, and whether a click there reaches
 * the field (nothing over it: a toast, a popover). */
static gboolean
field_middle (GtkWidget        *field,
              graphene_point_t *point)
{
  GtkNative *native = gtk_widget_get_native (field);
  graphene_point_t middle = GRAPHENE_POINT_INIT (gtk_widget_get_width (field) / 2.0,
                                                 gtk_widget_get_height (field) / 2.0);
  GtkWidget *picked;

  if (native == NULL || !gtk_widget_get_mapped (field)
      || !gtk_widget_compute_point (field, GTK_WIDGET (native), &middle, point))
    return FALSE;
  picked = gtk_widget_pick (GTK_WIDGET (native), point->x, point->y, GTK_PICK_DEFAULT);
  return picked != NULL && (picked == field || gtk_widget_is_ancestor (picked, field));
}

/* Once the field can be clicked, a real click in its middle; then done
 * when it has the keyboard focus. */
static gboolean
click_then_focused (const char *unused)
{
  GtkNative *native = gtk_widget_get_native (clicked_field);
  graphene_point_t point;
  g_autofree char *x = NULL, *y = NULL;
  double dx, dy;

  if (clicked)
    return field_focused (NULL);
  if (!field_middle (clicked_field, &point))
    return FALSE;
  /* The window's shadow lies inside its X window. */
  gtk_native_get_surface_transform (native, &dx, &dy);
  x = g_strdup_printf ("%d", (int) (point.x + dx));
  y = g_strdup_printf ("%d", (int) (point.y + dy));
  clicked = xdotool ((const char *[]) { "mousemove", "--window", "XID", x, y, "click", "1", NULL });
  clicked_at = g_get_monotonic_time ();
  return FALSE;
}

/* click_then_focused for a card's name or text field in a language
 * ("click-name pl"), looked up anew on every poll: the form may build its
 * fields anew after the last step's edit, and a click that landed while it
 * moved is made again. */
static gboolean
click_named_then_focused (const char *step_and_language)
{
  g_auto(GStrv) words = g_strsplit (step_and_language, " ", 2);
  GtkWidget *field = field_for (words[0], words[1]);

  if (field == NULL)
    return FALSE;
  if (field != clicked_field)
    {
      clicked_field = field;
      clicked = FALSE;
    }
  else if (clicked && !field_focused (NULL) && g_get_monotonic_time () - clicked_at > 3 * G_USEC_PER_SEC)
    clicked = FALSE;
  return click_then_focused (NULL);
}

static gboolean button_clicked;

static void
note_clicked (GtkButton *button)
{
  button_clicked = TRUE;
  g_signal_handlers_disconnect_by_func (button, note_clicked, NULL);
}

/* A button: a real click, done once the button reacted to it. */
static gboolean
click_then_done (const char *unused)
{
  if (clicked)
    return button_clicked;
  click_then_focused (NULL);
  return FALSE;
}

/* As click_then_focused, for a row of the problems list: done once its
 * card shows and the focus is in the card form. */
static gboolean
click_then_form_focused (const char *unused)
{
  GtkNative *native = gtk_widget_get_native (clicked_field);
  graphene_point_t point;
  g_autofree char *x = NULL, *y = NULL;
  double dx, dy;

  if (clicked)
    return focus_in_form (NULL)
           && g_strcmp0 (phl_card_form_get_card (editor->card_form),
                         g_object_get_data (G_OBJECT (clicked_field), "group")) == 0;
  if (!field_middle (clicked_field, &point))
    return FALSE;
  gtk_native_get_surface_transform (native, &dx, &dy);
  x = g_strdup_printf ("%d", (int) (point.x + dx));
  y = g_strdup_printf ("%d", (int) (point.y + dy));
  clicked = xdotool ((const char *[]) { "mousemove", "--window", "XID", x, y, "click", "1", NULL });
  return FALSE;
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
      GtkWidget *field = field_for (words[0], words[1]);

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
  else if ((g_str_equal (words[0], "click-name") || g_str_equal (words[0], "click-text")) && words[1] != NULL)
    {
      GtkWidget *field = field_for (words[0], words[1]);

      if (field == NULL)
        g_printerr ("step %u: no field for %s\n", next_step, step);
      else
        {
          g_autofree char *step_and_language = g_strdup_printf ("%s %s", words[0], words[1]);

          clicked_field = field;
          clicked = FALSE;
          scroll_to (field);
          wait_for (click_named_then_focused, step_and_language, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if ((g_str_equal (words[0], "type") || g_str_equal (words[0], "type-over")) && words[1] != NULL)
    {
      /* The text is the rest of the step, spaces and all. */
      const char *text = step + strlen (words[0]) + 1;
      gboolean over = g_str_equal (words[0], "type-over");
      const char *args[] = { "key", "ctrl+a", "type", "--delay", "40", text, NULL };

      if (xdotool (over ? args : args + 2))
        {
          wait_for (over ? focused_is : focused_has, text, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if (g_str_equal (words[0], "key") && words[1] != NULL)
    {
      if (xdotool ((const char *[]) { "key", words[1], NULL }))
        {
          wait_for (always, NULL, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if (g_str_equal (words[0], "click-field") && words[1] != NULL)
    {
      GtkWidget *field = harness_find_focus_key (GTK_WIDGET (editor->card_form), words[1]);

      if (field == NULL)
        g_printerr ("step %u: no field for %s\n", next_step, step);
      else
        {
          clicked_field = field;
          clicked = FALSE;
          scroll_to (field);
          button_clicked = FALSE;
          if (GTK_IS_BUTTON (field))
            g_signal_connect (field, "clicked", G_CALLBACK (note_clicked), NULL);
          wait_for (GTK_IS_BUTTON (field) ? click_then_done : click_then_focused, NULL, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if (g_str_equal (words[0], "marks"))
    harness_print_marks (GTK_WIDGET (editor->card_form), words[1] ? words[1] : "marks");
  else if (g_str_equal (words[0], "validate") && editor->document != NULL)
    phl_deck_document_validate_now (editor->document);
  else if (g_str_equal (words[0], "wait-file") && words[1] != NULL && words[2] != NULL)
    {
      wait_for (file_holds, step + strlen ("wait-file "), NULL);
      return G_SOURCE_REMOVE;
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
  else if (g_str_equal (words[0], "set") && words[1] != NULL && words[2] != NULL)
    {
      set_done = FALSE;
      wait_for (form_set, step + strlen ("set "), NULL);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "wait-save") && words[1] != NULL)
    {
      wait_for (save_style_is, words[1], NULL);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "wait-dialog"))
    {
      wait_for (dialog_shown, NULL, NULL);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "start-game"))
    {
      GtkWindow *dialog = harness_toplevel_of_type (PHL_TYPE_NEW_GAME_DIALOG);

      if (dialog == NULL || !gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL))
        g_printerr ("step %u: no new-game dialog to start\n", next_step);
      else
        {
          wait_for (game_started, NULL, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if (g_str_equal (words[0], "wait-preview") && words[1] != NULL)
    {
      wait_for (preview_holds, step + strlen ("wait-preview "), NULL);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "resize") && words[1] != NULL && words[2] != NULL)
    {
      if (xdotool ((const char *[]) { "windowsize", "XID", words[1], words[2], NULL }))
        {
          wait_for (window_sized, step + strlen ("resize "), NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if (g_str_equal (words[0], "problems"))
    {
      /* The list's viewport must lie inside the window; the rows scroll in it. */
      GtkWidget *scroll = gtk_widget_get_ancestor (GTK_WIDGET (editor->problem_list), GTK_TYPE_SCROLLED_WINDOW);
      guint rows = 0;

      while (gtk_list_box_get_row_at_index (editor->problem_list, rows) != NULL)
        rows++;
      g_print ("problems: %u rows, %s\n", rows,
               scroll == NULL || !gtk_widget_get_mapped (scroll) ? "hidden"
               : inside_window (scroll) ? "fits" : "overflows");
    }
  else if (g_str_equal (words[0], "click-problem") && words[1] != NULL)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (editor->problem_list, atoi (words[1]));

      if (row == NULL)
        g_printerr ("step %u: no problem row %s\n", next_step, words[1]);
      else
        {
          clicked_field = GTK_WIDGET (row);
          clicked = FALSE;
          scroll_to (GTK_WIDGET (row));
          wait_for (click_then_form_focused, NULL, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  else if (g_str_equal (words[0], "wait-focus") && words[1] != NULL)
    {
      g_autofree char *done = g_strdup_printf ("focus on %s", words[1]);

      wait_for ((Condition) focus_is_field, words[1], done);
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "wait-balance"))
    {
      wait_for (balance_done, NULL, "balance done");
      /* Hundreds of games at the normal level take a while under Xvfb. */
      waiting.deadline = g_get_monotonic_time () + 300 * G_USEC_PER_SEC;
      return G_SOURCE_REMOVE;
    }
  else if (g_str_equal (words[0], "balance-plot"))
    {
      PhlBalanceWindow *window = harness_balance_window ();
      GtkWidget *plot = window ? g_object_get_data (G_OBJECT (window), "phl-plot") : NULL;
      GtkWidget *scroll = plot ? gtk_widget_get_ancestor (plot, GTK_TYPE_SCROLLED_WINDOW) : NULL;
      g_auto(GStrv) flagged = plot ? phl_balance_plot_dup_flagged (PHL_BALANCE_PLOT (plot)) : NULL;
      graphene_point_t at;

      if (scroll != NULL && gtk_widget_compute_point (gtk_widget_get_parent (plot),
                                                      gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroll)),
                                                      &GRAPHENE_POINT_INIT (0, 0), &at))
        gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll)), at.y - 12);
      for (guint i = 0; flagged != NULL && flagged[i] != NULL; i++)
        g_print ("plot-flagged: %s\n", flagged[i]);
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
        harness_print_texts (l->data);
    }
  else if (g_str_equal (words[0], "kill"))
    {
      g_print ("step %u: kill\n", next_step);
      fflush (stdout);
      raise (SIGKILL);
    }
  else if (g_str_equal (words[0], "quit"))
    {
      g_print ("step %u: quit\n", next_step);
      for (GList *l = gtk_application_get_windows (app); l != NULL; l = gtk_application_get_windows (app))
        gtk_window_destroy (l->data);
      return G_SOURCE_REMOVE;
    }
  else
    {
      HarnessCondition check_wait;
      g_autofree char *check_argument = NULL;

      if (!harness_check_step (editor, words, step, &check_wait, &check_argument))
        g_printerr ("step %u: unknown step “%s”\n", next_step, step);
      else if (check_wait != NULL)
        {
          wait_for (check_wait, check_argument, NULL);
          return G_SOURCE_REMOVE;
        }
    }

  step_done (NULL);
  return G_SOURCE_REMOVE;
}

static void
match_created (PhlNewGameDialog *dialog,
               PhlMatch         *match)
{
  const PhlGameInfo *info = phl_game_info_lookup (phl_match_get_rules (match)->id);
  const PhlStampswapState *state = phl_match_get_state (match);
  const PhlStampswapCard *trial = phl_stampswap_game_trial_card (state);
  gboolean dealt = FALSE;

  g_set_object (&game_match, match);
  /* In round 1, as the engine dealt it (tests/stampswap/test-stampswap-trycard.c). */
  for (guint c = 0; trial != NULL && c < phl_stampswap_deck_n_cards (state->deck); c++)
    if (phl_stampswap_state_card (state, c) == trial)
      {
        dealt = (state->n_round_events > 0 && state->round_events[0] == c)
                || (trial->kind == PHL_STAMPSWAP_CARD_EXHIBITOR && trial->mat > 0
                    && state->players[0].mat_exhibitor == c);
        for (guint i = 0; i < state->n_board; i++)
          dealt |= state->board[i] == c;
        for (guint i = 0; i < state->n_pool; i++)
          dealt |= state->pool[i] == PHL_STAMPSWAP_ITEM_CARD + c;
      }
  g_print ("game: %s:%s %s in round 1\n", trial ? phl_stampswap_card_kind_to_string (trial->kind) : "none",
           trial ? trial->id : "none", dealt ? "dealt" : "not dealt");

  game_window = adw_window_new ();
  gtk_window_set_application (GTK_WINDOW (game_window), app);
  gtk_window_set_default_size (GTK_WINDOW (game_window), 1024, 700);
  gtk_window_set_title (GTK_WINDOW (game_window), _(info->name));
  adw_window_set_content (ADW_WINDOW (game_window), info->create_view (match));
  gtk_window_present (GTK_WINDOW (game_window));
}

/* What the app does for the editor's "Try a card" (app.try-card), here
 * without the main window: the Stamp Swap new-game dialog with the deck
 * and card chosen. */
static void
try_card_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  PhlNewGameDialog *dialog = phl_new_game_dialog_new (GTK_WINDOW (editor), phl_game_info_lookup ("stampswap"));
  const char *deck, *group;

  g_variant_get (parameter, "(&s&s)", &deck, &group);
  g_print ("try-card: %s %s\n", deck, group);
  phl_new_game_dialog_try_card (dialog, deck, group);
  g_signal_connect (dialog, "match-created", G_CALLBACK (match_created), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
activate (GtkApplication *application)
{
  g_autoptr(GSimpleAction) try_card = g_simple_action_new ("try-card", G_VARIANT_TYPE ("(ss)"));

  g_signal_connect (try_card, "activate", G_CALLBACK (try_card_activated), NULL);
  g_action_map_add_action (G_ACTION_MAP (application), G_ACTION (try_card));
  editor = phl_deck_editor_new (application);
  gtk_window_present (GTK_WINDOW (editor));
  /* The first step once the editor has drawn itself. */
  next_after_frame ();
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("PHILATELIA_LOCALEDIR");
  int status;

  /* The steps reach a log file the moment they are done. */
  setvbuf (stdout, NULL, _IOLBF, 0);
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
  g_clear_object (&game_match);
  g_object_unref (app);
  g_strfreev (steps);
  return status;
}
