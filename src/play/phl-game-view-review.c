/* phl-game-view-review.c — the Review: a seat's moves against the computer's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a replay, game.review opens a panel beside the board (under it in a
 * narrow window) listing the watching seat's moves: "You: X · Computer:
 * Y" and the points the move lost, as src/core/phl-review.h computes
 * them on worker threads while a progress bar fills, against the hard
 * computer's choice, or the expert's with "Expert hints" on.  The three biggest
 * losses are marked in the list and on the replay's slider; choosing a
 * move steps the replay to the position before it, and its Try Again
 * button starts a game there (phl-try-again.c).  After a game, the end
 * page's Review opens the game's replay with the panel (win.review-game).
 *
 * The texts of the moves are the game's hint reasons (explain_hint, on a
 * worker thread too) where the game has them, else the action itself.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-accessible.h"
#include "phl-game-view-private.h"
#include "phl-number.h"
#include "phl-review.h"
#include "phl-try-again.h"

struct _PhlGameViewReview
{
  PhlReview    *review;
  GCancellable *cancellable;
  gboolean      done;
  /* The log's state before the panel took its place. */
  gboolean      log_was_visible;
  GtkWidget    *revealer;
  GtkWidget    *box;
  GtkLabel     *title;
  GtkLabel     *summary;
  GtkWidget    *progress;
  GtkListBox   *list;
  GPtrArray    *rows;       /* AdwActionRow, one per move */
  GPtrArray    *played;     /* the moves' texts once explained, or NULL */
  GPtrArray    *computer;
};

static PhlGameViewReview *
get_panel (PhlGameView *self)
{
  return _phl_game_view_get_priv (self)->review_panel;
}

/* "−2.5 points", in the language's own decimals. */
static char *
format_points (double points)
{
  g_autofree char *number = phl_number_format_decimal (ABS (points), 1);

  /* Translators: a number of points with one decimal, e.g. "2.5 points" */
  return g_strdup_printf (_("%s points"), number);
}

/* A valued move's verdict with how sure it is: the playouts' 95 %
 * interval, and where it holds 0, that the difference is noise. */
static char *
valued_verdict (const PhlReviewMove *move,
                const char          *points)
{
  g_autofree char *margin = NULL;

  if (!isfinite (move->margin))
    /* Translators: the review: too few playouts to say how sure a number is */
    return g_strdup (_("within the playouts’ noise"));
  margin = phl_number_format_decimal (move->margin, 1);
  if (!move->sure)
    {
      g_autofree char *number = phl_number_format_decimal (ABS (move->loss), 1);

      /* Translators: the review: a difference the playouts are not sure of, e.g. "within the
       * playouts’ noise: −1.2 ± 2.0 points"; the first %s is the sign (− or +) */
      return g_strdup_printf (_("within the playouts’ noise: %s%s ± %s points"),
                              move->loss > 0 ? "−" : "+", number, margin);
    }
  if (move->loss >= 0.05)
    /* Translators: what a move lost against the computer's and how sure that is (its 95 % interval),
     * e.g. "−2.5 points ± 0.8" */
    return g_strdup_printf (_("−%s ± %s"), points, margin);
  if (move->loss <= -0.05)
    /* Translators: a move that did better than the computer's, and how sure that is, e.g.
     * "2.5 points better than the computer ± 0.8" */
    return g_strdup_printf (_("%s better than the computer ± %s"), points, margin);
  return g_strdup (_("as good as the computer’s move"));
}

static const char *
move_text (GPtrArray  *texts,
           guint       i,
           const char *action)
{
  const char *text = texts != NULL ? g_ptr_array_index (texts, i) : NULL;

  return text != NULL ? text : action;
}

/* The row's title and subtitle for move @i. */
static void
fill_row (PhlGameView *self,
          guint        i)
{
  PhlGameViewReview *panel = get_panel (self);
  const PhlReviewMove *move = phl_review_get_move (panel->review, i);
  AdwActionRow *row = g_ptr_array_index (panel->rows, i);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *escaped = NULL;
  const char *played = move_text (panel->played, i, move->played);

  if (move->computer == NULL)
    {
      /* Translators: a move of the review not judged yet; %u is its number in the game */
      title = g_strdup_printf (_("Action %u: thinking…"), move->index + 1);
      /* Translators: the review's line for a move, %s is what the player did */
      subtitle = g_strdup_printf (_("You: %s"), played);
    }
  else
    {
      g_autofree char *points = format_points (move->loss);
      g_autofree char *verdict = NULL;

      if (move->forced)
        verdict = g_strdup (_("the only move"));
      else if (move->elsewhere)
        /* Translators: the computer would leave this moment to another player (an auction's bell) */
        verdict = g_strdup (_("another player would act here"));
      else if (move->same)
        verdict = g_strdup (_("the computer’s move"));
      else if (move->valued)
        verdict = valued_verdict (move, points);
      else
        verdict = g_strdup (_("as good as the computer’s move"));
      /* Translators: the review's title of a move: its number in the game, then the verdict */
      title = g_strdup_printf (_("Action %u: %s"), move->index + 1, verdict);
      if (move->same || move->forced || move->elsewhere)
        subtitle = g_strdup_printf (_("You: %s"), played);
      else
        /* Translators: the review's line for a move: what the player did, what the computer would do */
        subtitle = g_strdup_printf (_("You: %s · Computer: %s"), played,
                                    move_text (panel->computer, i, move->computer));
      if (move->marked)
        {
          g_autofree char *line = g_steal_pointer (&subtitle);

          subtitle = g_strdup_printf ("%s\n%s", line, _("One of your three biggest losses"));
        }
    }
  escaped = g_markup_escape_text (title, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  g_free (escaped);
  escaped = g_markup_escape_text (subtitle, -1);
  adw_action_row_set_subtitle (row, escaped);
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "phl-review-mark"), move->marked);
}

static void
fill_summary (PhlGameView *self)
{
  PhlGameViewReview *panel = get_panel (self);
  g_autofree char *points = format_points (phl_review_get_total_loss (panel->review));
  g_autofree char *text = NULL;
  guint n = phl_review_get_n_moves (panel->review);

  if (n == 0)
    text = g_strdup (_("No moves to review."));
  else
    /* Translators: the review's summary; %s is e.g. "4.5 points"; the %u are the playouts per move:
     * at first, and at most for a move whose difference was not sure yet */
    text = g_strdup_printf (_("Lost against the computer in all: %s, counting only losses the playouts "
                              "are sure of. Each move was played out %u to %u times from what you could "
                              "know then; “±” gives the 95 %% interval."),
                            points, phl_review_get_n_playouts (panel->review),
                            PHL_REVIEW_MAX_ROUNDS * phl_review_get_n_playouts (panel->review));
  gtk_label_set_text (panel->summary, text);
}

/* The three biggest losses on the replay's slider. */
static void
mark_scale (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewReview *panel = priv->review_panel;

  if (priv->replay_scale == NULL)
    return;
  gtk_scale_clear_marks (GTK_SCALE (priv->replay_scale));
  for (guint i = 0; i < phl_review_get_n_moves (panel->review); i++)
    {
      const PhlReviewMove *move = phl_review_get_move (panel->review, i);

      if (move->marked)
        gtk_scale_add_mark (GTK_SCALE (priv->replay_scale), move->index, GTK_POS_BOTTOM, NULL);
    }
}

/* ---- The moves' texts, on a worker ---------------------------------------- */

typedef struct
{
  PhlReview        *review;
  PhlGameViewClass *klass;
  GPtrArray        *played;
  GPtrArray        *computer;
} ExplainJob;

static void
explain_job_free (ExplainJob *job)
{
  phl_review_unref (job->review);
  g_clear_pointer (&job->played, g_ptr_array_unref);
  g_clear_pointer (&job->computer, g_ptr_array_unref);
  g_free (job);
}

static void
explain_in_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  ExplainJob *job = task_data;
  guint seat = phl_review_get_seat (job->review);

  for (guint i = 0; i < phl_review_get_n_moves (job->review) && !g_cancellable_is_cancelled (cancellable); i++)
    {
      const PhlReviewMove *move = phl_review_get_move (job->review, i);
      gconstpointer state = phl_review_get_state (job->review, i);

      g_ptr_array_add (job->played, job->klass->explain_hint (state, seat, move->played));
      g_ptr_array_add (job->computer, move->computer != NULL && !move->same
                                      ? job->klass->explain_hint (state, seat, move->computer) : NULL);
    }
  g_task_return_boolean (task, !g_cancellable_is_cancelled (cancellable));
}

static void
explain_done (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  PhlGameView *self = PHL_GAME_VIEW (object);
  PhlGameViewReview *panel = get_panel (self);
  ExplainJob *job = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || panel == NULL || panel->review != job->review)
    return;
  panel->played = g_steal_pointer (&job->played);
  panel->computer = g_steal_pointer (&job->computer);
  for (guint i = 0; i < panel->rows->len; i++)
    fill_row (self, i);
}

static void
explain_moves (PhlGameView *self)
{
  PhlGameViewReview *panel = get_panel (self);
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);
  g_autoptr(GTask) task = NULL;
  ExplainJob *job;

  if (klass->explain_hint == NULL)
    return;
  job = g_new0 (ExplainJob, 1);
  job->review = phl_review_ref (panel->review);
  job->klass = klass;
  job->played = g_ptr_array_new_with_free_func (g_free);
  job->computer = g_ptr_array_new_with_free_func (g_free);
  task = g_task_new (self, panel->cancellable, explain_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) explain_job_free);
  g_task_run_in_thread (task, explain_in_thread);
}

/* ---- Computing ------------------------------------------------------------ */

static void
on_progress (PhlReview *review,
             guint      move,
             guint      n_done,
             guint      n_moves,
             gpointer   user_data)
{
  PhlGameView *self = user_data;
  PhlGameViewReview *panel = get_panel (self);
  g_autofree char *text = NULL;

  if (panel == NULL || panel->review != review)
    return;
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (panel->progress), (double) n_done / MAX (1, n_moves));
  /* Translators: the review's progress, e.g. "Move 3 of 13 reviewed" */
  text = g_strdup_printf (_("Move %u of %u reviewed"), n_done, n_moves);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (panel->progress), text);
  fill_row (self, move);
}

static void
on_review_done (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(PhlGameView) self = user_data;
  PhlGameViewReview *panel = get_panel (self);
  PhlReview *review = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!phl_review_compute_finish (review, result, &error))
    {
      if (panel != NULL && panel->review == review && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (panel->summary, error->message);
      return;
    }
  if (panel == NULL || panel->review != review)
    return;
  panel->done = TRUE;
  gtk_widget_set_visible (panel->progress, FALSE);
  for (guint i = 0; i < panel->rows->len; i++)
    fill_row (self, i);
  fill_summary (self);
  mark_scale (self);
  explain_moves (self);
  _phl_game_view_update_actions (self);
  /* Translators: said when the review is ready */
  phl_game_view_announce (self, _("The review is ready."));
}

/* ---- The panel ------------------------------------------------------------ */

static void
panel_free (PhlGameViewReview *panel)
{
  g_cancellable_cancel (panel->cancellable);
  g_clear_object (&panel->cancellable);
  g_clear_pointer (&panel->review, phl_review_unref);
  g_clear_pointer (&panel->rows, g_ptr_array_unref);
  g_clear_pointer (&panel->played, g_ptr_array_unref);
  g_clear_pointer (&panel->computer, g_ptr_array_unref);
  g_free (panel);
}

static GtkWidget *
new_row (guint index,
         guint move)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Try Again"));
  GtkWidget *mark;

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  /* Choosing a move shows the position the player faced. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "game.replay-seek");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", index);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Play this move again and see how a new one compares"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "game.try-again");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", move);
  _phl_game_view_name_button (button, NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  /* Seen at a glance: one of the three biggest losses (the subtitle
   * says it in words). */
  mark = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (mark, "warning");
  gtk_widget_set_visible (mark, FALSE);
  phl_accessible_name (mark, _("One of your three biggest losses"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), mark);
  g_object_set_data (G_OBJECT (row), "phl-review-mark", mark);
  return row;
}

static void
on_viewer_changed (PhlGameView *self)
{
  PhlGameViewReview *panel = get_panel (self);

  if (panel != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (panel->revealer)))
    phl_game_view_start_review (self);
}

static void
build_panel (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewReview *panel = g_new0 (PhlGameViewReview, 1);
  GtkWidget *scrolled, *header, *close;

  priv->review_panel = panel;
  panel->revealer = gtk_revealer_new ();
  panel->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (panel->box, "phl-review-panel");
  gtk_accessible_update_property (GTK_ACCESSIBLE (panel->box), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Review"), -1);

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 6);
  gtk_widget_set_margin_top (header, 6);
  panel->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (panel->title, 0);
  gtk_label_set_wrap (panel->title, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (panel->title), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (panel->title), "heading");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (panel->title));
  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (close), "game.close-review");
  gtk_widget_set_tooltip_text (close, _("Close the review"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close the Review"), -1);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  gtk_widget_set_valign (close, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (header), close);
  gtk_box_append (GTK_BOX (panel->box), header);

  panel->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (panel->summary, 0);
  gtk_label_set_wrap (panel->summary, TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (panel->summary), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (panel->summary), 12);
  gtk_widget_add_css_class (GTK_WIDGET (panel->summary), "dim-label");
  gtk_box_append (GTK_BOX (panel->box), GTK_WIDGET (panel->summary));

  panel->progress = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (panel->progress), TRUE);
  gtk_widget_set_margin_start (panel->progress, 12);
  gtk_widget_set_margin_end (panel->progress, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (panel->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Review Progress"), -1);
  gtk_box_append (GTK_BOX (panel->box), panel->progress);

  panel->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (panel->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (panel->list), "boxed-list");
  gtk_widget_set_margin_start (GTK_WIDGET (panel->list), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (panel->list), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (panel->list), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (panel->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your Moves"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (panel->list));
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (panel->box), scrolled);

  gtk_revealer_set_child (GTK_REVEALER (panel->revealer), panel->box);
  /* Watched as another seat: that seat's moves. */
  g_signal_connect (self, "notify::viewer", G_CALLBACK (on_viewer_changed), NULL);
  gtk_box_append (priv->board_box, panel->revealer);
  _phl_game_view_review_apply_layout (self);
}

void
_phl_game_view_review_apply_layout (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewReview *panel = priv->review_panel;

  /* The replay bar's button: its label only when there is room. */
  if (priv->replay_review != NULL)
    {
      if (priv->narrow)
        gtk_button_set_icon_name (GTK_BUTTON (priv->replay_review), "edit-find-symbolic");
      else
        {
          GtkWidget *content = adw_button_content_new ();

          adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "edit-find-symbolic");
          adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("Re_view"));
          adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
          gtk_button_set_child (GTK_BUTTON (priv->replay_review), content);
        }
      /* Once, not after the label inside it too ("Analyse Analyse"). */
      _phl_game_view_name_button (priv->replay_review, _("Review"));
    }
  /* …and the slider gives up some of its length for it. */
  if (priv->replay_scale != NULL)
    gtk_widget_set_size_request (priv->replay_scale, priv->narrow ? 72 : 120, -1);
  if (panel == NULL)
    return;
  /* Beside the board a column; under it (narrow) a strip. */
  gtk_revealer_set_transition_type (GTK_REVEALER (panel->revealer),
                                    priv->narrow ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
                                                 : GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT);
  gtk_widget_set_size_request (panel->box, priv->narrow ? -1 : 360, priv->narrow ? 140 : -1);
}

/* The panel takes the log's place while it shows (F9 brings the log
 * back beside it): board, log and panel side by side would not fit a
 * small window. */
static void
show_panel (PhlGameView *self,
            gboolean     shown)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewReview *panel = priv->review_panel;

  if (gtk_revealer_get_reveal_child (GTK_REVEALER (panel->revealer)) == shown)
    return;
  if (shown)
    panel->log_was_visible = priv->log_visible;
  g_object_set (self, "log-visible", shown ? FALSE : panel->log_was_visible, NULL);
  gtk_revealer_set_reveal_child (GTK_REVEALER (panel->revealer), shown);
}

/* Starts (again) the review of the seat watching the replay. */
void
phl_game_view_start_review (PhlGameView *self)
{
  PhlGameViewPrivate *priv;
  PhlGameViewReview *panel;
  /* The level the hints ask at: expert with "Expert hints" on. */
  PhlReviewOptions options = { .level = phl_game_view_get_hint_level (self) };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlReview) review = NULL;
  int viewer;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  priv = _phl_game_view_get_priv (self);
  viewer = phl_hotseat_get_viewer (priv->hotseat);
  if (!priv->replaying || viewer < 0)
    return;
  if (priv->review_panel == NULL)
    build_panel (self);
  panel = priv->review_panel;
  show_panel (self, TRUE);
  /* Already this seat's: kept. */
  if (panel->review != NULL && (int) phl_review_get_seat (panel->review) == viewer)
    return;

  review = phl_review_new (priv->match, viewer, &options, &error);
  if (review == NULL)
    {
      gtk_label_set_text (panel->summary, error->message);
      return;
    }
  g_cancellable_cancel (panel->cancellable);
  g_clear_object (&panel->cancellable);
  g_clear_pointer (&panel->review, phl_review_unref);
  g_clear_pointer (&panel->played, g_ptr_array_unref);
  g_clear_pointer (&panel->computer, g_ptr_array_unref);
  panel->review = g_steal_pointer (&review);
  panel->cancellable = g_cancellable_new ();
  panel->done = FALSE;

  {
    /* Translators: the review panel's title, %s is the player whose moves it lists */
    g_autofree char *title = g_strdup_printf (_("Review of %s’s Moves"), _phl_game_view_seat_name (self, viewer));

    gtk_label_set_text (panel->title, title);
  }
  gtk_label_set_text (panel->summary,
                      options.level == PHL_AI_EXPERT
                      ? _("Each of your moves is compared with the expert computer’s choice in the same position, "
                          "from what you could know then.")
                      : _("Each of your moves is compared with the hard computer’s choice in the same position, "
                          "from what you could know then."));
  gtk_widget_set_visible (panel->progress, TRUE);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (panel->progress), 0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (panel->progress), _("Reviewing…"));
  if (priv->replay_scale != NULL)
    gtk_scale_clear_marks (GTK_SCALE (priv->replay_scale));

  /* gtk_list_box_remove_all() is GTK 4.12. */
  for (guint i = 0; panel->rows != NULL && i < panel->rows->len; i++)
    gtk_list_box_remove (panel->list, g_ptr_array_index (panel->rows, i));
  g_clear_pointer (&panel->rows, g_ptr_array_unref);
  panel->rows = g_ptr_array_new ();
  for (guint i = 0; i < phl_review_get_n_moves (panel->review); i++)
    {
      GtkWidget *row = new_row (phl_review_get_move (panel->review, i)->index, i);

      g_ptr_array_add (panel->rows, row);
      gtk_list_box_append (panel->list, row);
      fill_row (self, i);
    }
  phl_review_compute_async (panel->review, panel->cancellable, on_progress, self, on_review_done,
                            g_object_ref (self));
  _phl_game_view_update_actions (self);
}

/* ---- Actions -------------------------------------------------------------- */

static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);

  /* After a game: its replay opens, with the review. */
  if (!_phl_game_view_get_priv (self)->replaying)
    gtk_widget_activate_action (widget, "win.review-game", NULL);
  else
    phl_game_view_start_review (self);
}

static void
close_review_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewReview *panel = get_panel (self);

  if (panel != NULL)
    show_panel (self, FALSE);
  _phl_game_view_update_actions (self);
}

static void
try_again_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewReview *panel = get_panel (self);
  guint i = g_variant_get_uint32 (parameter);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;

  if (panel == NULL || !panel->done || i >= phl_review_get_n_moves (panel->review))
    return;
  match = phl_try_again_new_match (_phl_game_view_get_priv (self)->match, panel->review, i,
                                   GTK_WINDOW (gtk_widget_get_root (widget)), &error);
  if (match == NULL)
    {
      phl_game_view_set_detail (self, error->message);
      return;
    }
  g_signal_emit_by_name (self, "play-on", match);
}

void
_phl_game_view_review_update_actions (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewReview *panel = priv->review_panel;
  gboolean shown = panel != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (panel->revealer));
  gboolean can = phl_hotseat_get_viewer (priv->hotseat) >= 0 && phl_match_get_n_recorded (priv->match) > 0;

  /* From a replay, or after a game (whose replay then opens). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.review",
                                 can && (priv->replaying || phl_match_is_over (priv->match)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.close-review", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.try-again", panel != NULL && panel->done);
}

void
_phl_game_view_review_dispose (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  g_clear_pointer (&priv->review_panel, panel_free);
}

void
_phl_game_view_review_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "game.close-review", NULL, close_review_action);
  gtk_widget_class_install_action (widget_class, "game.try-again", "u", try_again_action);
}
