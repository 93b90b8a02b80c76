/* phl-balance-window.c — the balance test of a deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays computer-only games with the deck on every core until every card
 * is decided or the cap (progress and an instant cancel;
 * src/games/stampswap/phl-stampswap-balance.c), then shows each card's
 * effect with its interval as a plot, the score distribution and wins per
 * seat (ties said), and the cards' table by size of effect, each with its
 * verdict: stands out, fine or undecided (with the games that would decide
 * it).  Plot, table and summary read the same verdicts (docs/deck-editor.md).
 */
#define G_LOG_DOMAIN "phl-balance-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>

#include "phl-balance-plot.h"
#include "stampswap/phl-stampswap-balance.h"
#include "phl-balance-window.h"
#include "phl-number.h"
#include "phl-card-form.h"
#include "phl-score-chart.h"

struct _PhlBalanceWindow
{
  AdwWindow         parent_instance;

  PhlDeckDocument  *document;
  char             *deck_path;     /* temporary copy of the deck's text */
  GCancellable     *cancellable;
  volatile gint     progress;
  guint             progress_id;
  guint             total;
  PhlBalanceResult *result;
  PhlBalanceOptions options;      /* of the current run */
  gboolean          comparing;    /* then the saved deck's run follows */

  GtkWidget        *games_spin;
  GtkWidget        *players_dropdown;
  GtkWidget        *level_dropdown;
  GtkWidget        *compare_switch;
  GtkWidget        *changes;       /* heading, caption and list */
  GtkWidget        *change_list;
  GtkWidget        *run_button;
  GtkWidget        *cancel_button;
  GtkWidget        *progress_bar;
  GtkWidget        *summary;
  GtkWidget        *meaning;
  GtkWidget        *plot;
  GtkWidget        *chart;
  GtkWidget        *wins_chart;
  GtkWidget        *ties;
  GtkWidget        *card_list;
  GtkWidget        *results;
};

G_DEFINE_FINAL_TYPE (PhlBalanceWindow, phl_balance_window, ADW_TYPE_WINDOW)

static const char * const seat_colors[] = {
  "#3584e4", "#e66100", "#2ec27e", "#9141ac", "#c01c28",
};

/* ---------------------------------------------------------------- charts */

static char *
format_games (int      value,
              gpointer user_data)
{
  /* Translators: how many games ended with a score in a range */
  return g_strdup_printf (ngettext ("%d game", "%d games", ABS (value)), value);
}

static char *
format_wins (int      value,
             gpointer user_data)
{
  return g_strdup_printf (ngettext ("%d win", "%d wins", ABS (value)), value);
}

/* Per seat: how many games ended in each score range (a line each, the
 * seat's win rate and mean beside its name), and the wins by seat. */
static void
fill_charts (PhlBalanceWindow *self)
{
  PhlBalanceResult *r = self->result;
  PhlScoreChart *distribution = PHL_SCORE_CHART (self->chart);
  PhlScoreChart *wins = PHL_SCORE_CHART (self->wins_chart);
  int lo = r->min_score, hi = r->max_score;
  int bin = MAX (1, (hi - lo + 1 + 19) / 20);
  int n_bins = (hi - lo) / bin + 1;

  phl_score_chart_clear (distribution);
  phl_score_chart_clear (wins);
  for (int b = 0; b < n_bins; b++)
    {
      int from = lo + b * bin;
      g_autofree char *range = bin == 1 ? g_strdup_printf ("%d", from)
                                        /* Translators: a range of scores in the balance chart */
                                        : g_strdup_printf (_("%d–%d"), from, from + bin - 1);

      phl_score_chart_add_category (distribution, range, NULL);
    }
  for (guint s = 0; s < r->players; s++)
    {
      g_autofree int *counts = g_new0 (int, n_bins);
      g_autofree char *name = g_strdup_printf (_("Seat %u"), s + 1);
      g_autofree char *note = NULL;
      g_autofree char *mean = NULL;
      double sum = 0;
      GdkRGBA color;
      guint series;

      gdk_rgba_parse (&color, seat_colors[s % G_N_ELEMENTS (seat_colors)]);
      for (guint g = 0; g < r->scores[s]->len; g++)
        {
          int v = g_array_index (r->scores[s], int, g);

          counts[(v - lo) / bin]++;
          sum += v;
        }
      /* Translators: beside a seat in the balance chart: its win rate and mean score */
      mean = phl_number_format_decimal (r->scores[s]->len ? sum / r->scores[s]->len : 0, 1);
      note = g_strdup_printf (_("%.0f%% wins, mean %s points"), 100.0 * r->wins[s] / r->games, mean);
      series = phl_score_chart_add_series (distribution, name, &color);
      phl_score_chart_set_series_note (distribution, series, note);
      for (int b = 0; b < n_bins; b++)
        {
          g_autofree char *range = bin == 1 ? g_strdup_printf ("%d", lo + b * bin)
                                            : g_strdup_printf (_("%d–%d"), lo + b * bin, lo + b * bin + bin - 1);

          phl_score_chart_add_value (distribution, series, range, counts[b]);
        }
      series = phl_score_chart_add_series (wins, name, &color);
      phl_score_chart_set_series_note (wins, series, note);
      /* Outright wins and ties won: with the ties counted once, they add
       * up to the games (said under the chart). */
      phl_score_chart_add_value (wins, series, _("Wins"), r->sole_wins[s]);
      phl_score_chart_add_value (wins, series, _("Shared wins"), r->shared_wins[s]);
    }
}

/* ---------------------------------------------------------------- results */

static GtkWidget *
cell (const char *text,
      gboolean    numeric,
      int         chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1 : 0);
  gtk_label_set_width_chars (GTK_LABEL (label), chars);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_hexpand (label, !numeric);
  return label;
}

/* "+10.0 (8.3…11.8)": an effect and its 95 % interval. */
static char *
format_effect (double      effect,
               double      low,
               double      high,
               double      scale,
               const char *unit)
{
  g_autofree char *e = phl_number_format_decimal (fabs (scale * effect), 1);
  g_autofree char *l = phl_number_format_decimal (scale * low, 1);
  g_autofree char *h = phl_number_format_decimal (scale * high, 1);

  /* Translators: an effect with its 95 % interval in the balance table, e.g. "+10.0 (8.3…11.8)" */
  return g_strdup_printf (_("%s%s%s (%s…%s)"), effect >= 0 ? "+" : "−", e, unit, l, h);
}

/* A card's verdict as the table says it. */
static char *
dup_verdict (const PhlBalanceCard *card)
{
  switch (card->verdict)
    {
    case PHL_BALANCE_FLAGGED:
      return g_strdup (_("Stands out"));
    case PHL_BALANCE_FINE:
      /* Translators: a card's verdict in the balance table: within the tolerance */
      return g_strdup (_("Fine"));
    case PHL_BALANCE_UNTESTED:
      /* Translators: a card's verdict in the balance table: no other card of its kind */
      return g_strdup (_("Alone of its kind"));
    case PHL_BALANCE_UNDECIDED:
    default:
      if (card->more_games == 0)
        return g_strdup (_("Undecided"));
      /* Translators: a card's verdict in the balance table, %u more games would likely decide it */
      return g_strdup_printf (g_dngettext (NULL, "Undecided (~%u more game)", "Undecided (~%u more games)",
                                           card->more_games), card->more_games);
    }
}

/* The table's column headings, as a row of its own. */
static GtkWidget *
table_header (void)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_box_append (GTK_BOX (header), cell (_("Card"), FALSE, 16));
  gtk_box_append (GTK_BOX (header), cell (_("In play"), TRUE, 6));
  gtk_box_append (GTK_BOX (header), cell (_("Points ±"), TRUE, 14));
  gtk_box_append (GTK_BOX (header), cell (_("Margin or wins ±"), TRUE, 14));
  /* Translators: the column of verdicts (stands out, fine, undecided) in the balance table */
  gtk_box_append (GTK_BOX (header), cell (_("Verdict"), TRUE, 12));
  gtk_box_append (GTK_BOX (header), cell ("", TRUE, 2));
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_bottom (header, 6);
  return header;
}

/* One card's row: its figures ("—" when untested) and a flag when it
 * stands out. */
static GtkWidget *
card_row (const PhlBalanceCard *card)
{
  gboolean tested = card->points.n >= 5 && card->points.n_rest >= 5;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *flag;
  char in_play[16];
  g_autofree char *title = NULL;
  g_autofree char *points = NULL;
  g_autofree char *second = NULL;
  g_autofree char *verdict = dup_verdict (card);

  g_snprintf (in_play, sizeof in_play, "%.0f%%", 100 * card->pick_rate);
  if (tested)
    {
      points = format_effect (card->points.effect, card->points.low, card->points.high, 1, "");
      second = card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EVENT
               ? format_effect (card->second.effect, card->second.low, card->second.high, 1, "")
               : format_effect (card->second.effect, card->second.low, card->second.high, 100, "%");
    }
  /* Translators: a card in the balance table: name (kind) */
  title = g_strdup_printf (_("%s (%s)"), card->name ? card->name : card->group,
                           phl_card_form_kind_plural (card->kind));
  gtk_box_append (GTK_BOX (row), cell (title, FALSE, 16));
  gtk_box_append (GTK_BOX (row), cell (in_play, TRUE, 6));
  gtk_box_append (GTK_BOX (row), cell (points ? points : "—", TRUE, 14));
  gtk_box_append (GTK_BOX (row), cell (second ? second : "—", TRUE, 14));
  gtk_box_append (GTK_BOX (row), cell (verdict, TRUE, 12));
  flag = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_set_opacity (flag, card->flagged ? 1 : 0);
  gtk_widget_add_css_class (flag, "warning");
  if (card->flagged)
    {
      gtk_widget_set_tooltip_text (flag, card->measure == PHL_BALANCE_CHANGED
                                         ? _("Stands out: it scores more than a quarter more or less than its version in the standard deck")
                                         : card->measure == PHL_BALANCE_SHARED
                                         ? _("Stands out: the games with it end differently from the games with the other cards of its kind")
                                         : _("Stands out: its holders score or win differently from the holders of the other cards of its kind"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (flag), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Stands out"), -1);
      gtk_widget_add_css_class (row, "phl-outlier");
    }
  gtk_box_append (GTK_BOX (row), flag);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_margin_top (row, 4);
  gtk_widget_set_margin_bottom (row, 4);
  return row;
}

/* How many games, how fast, the scores and the verdicts; a cancelled run
 * says it is incomplete first. */
static char *
dup_summary (const PhlBalanceResult *r)
{
  g_autofree char *seconds = phl_number_format_decimal (r->seconds, 1);
  g_autofree char *speed = phl_number_format_decimal (r->games_per_second, 1);
  g_autofree char *mean = phl_number_format_decimal (r->mean_score, 1);
  g_autofree char *games = g_strdup_printf (g_dngettext (NULL, "%u game with %u players in %s s.",
                                                         "%u games with %u players in %s s.", r->games),
                                            r->games, r->players, seconds);
  /* Translators: the speed of a balance test: games per second and worker threads */
  g_autofree char *rate = g_strdup_printf (g_dngettext (NULL, "%s games per second on %u core.",
                                                        "%s games per second on %u cores.", r->threads),
                                           speed, r->threads);
  /* Translators: the scores of a balance test */
  g_autofree char *scores = g_strdup_printf (_("Scores from %d to %d, mean %s."),
                                             r->min_score, r->max_score, mean);
  g_autofree char *flagged = g_strdup_printf (g_dngettext (NULL, "%u card stands out,", "%u cards stand out,",
                                                           r->n_flagged), r->n_flagged);
  /* Translators: follows "N cards stand out," */
  g_autofree char *rest = g_strdup_printf (_("%u fine, %u undecided."), r->n_fine, r->n_undecided);
  g_autofree char *state = NULL;

  if (r->cancelled)
    state = g_strdup (_("Cancelled: the results are incomplete and the verdicts provisional."));
  else if (r->n_undecided == 0)
    state = g_strdup (_("Every card is decided."));
  else
    /* Translators: %u is the limit of games of the balance test */
    state = g_strdup_printf (g_dngettext (NULL, "Stopped at the limit of %u game: raise it to decide the undecided cards.",
                                          "Stopped at the limit of %u games: raise it to decide the undecided cards.",
                                          r->max_games), r->max_games);
  if (r->cancelled)
    return g_strjoin (" ", state, games, rate, scores, flagged, rest, NULL);
  return g_strjoin (" ", games, rate, scores, flagged, rest, state, NULL);
}

/* What "stands out" means, with this run's tolerance. */
static char *
dup_meaning (const PhlBalanceResult *r)
{
  g_autofree char *tolerance = phl_number_format_decimal (r->tolerance_points, 1);
  g_autofree char *shared = g_strdup (_("Contests and events are shared by the table: a contest stands out when the games with it "
                                        "end with another mean score than the games with the other contests of its type; "
                                        "an event, than the games with the other events."));
  g_autofree char *held = g_strdup (_("Specialists and exhibitors are held: one stands out when its holders score differently, "
                                      "against the others at their table, from the holders of the other cards of its kind "
                                      "(a mat exhibitor: of the other mats)."));
  /* Translators: %s is a number of points */
  g_autofree char *test = g_strdup_printf (_("Differently means by more than %s points (6 %% of the mean score). "
                                             "Each card’s interval is corrected for testing every card at every look at the games: "
                                             "wholly outside the band it stands out, wholly inside it is fine, across an edge it is undecided "
                                             "and more games are played, up to the limit."),
                                           tolerance);

  if (r->n_changed > 0)
    {
      g_autofree char *changed = g_strdup (_("A card whose rules differ from its version in the standard deck is judged by what it scores itself: "
                                             "the same games are played with the standard deck, and the card stands out when it scores "
                                             "more than a quarter more or less than its version there (the band drawn on its row)."));

      return g_strjoin ("\n", shared, held, test, changed, NULL);
    }
  return g_strjoin ("\n", shared, held, test, NULL);
}

static void
show_results (PhlBalanceWindow *self)
{
  PhlBalanceResult *r = self->result;
  GtkWidget *child, *header;
  g_autofree char *summary = dup_summary (r);
  g_autofree char *meaning = dup_meaning (r);
  g_autoptr(GPtrArray) by_size = phl_balance_cards_by_size (r);

  while ((child = (GtkWidget *) gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->card_list), 0)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->card_list), child);
  header = table_header ();
  gtk_list_box_append (GTK_LIST_BOX (self->card_list), header);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (header)), FALSE);
  /* The largest effect first. */
  for (guint c = 0; c < by_size->len; c++)
    gtk_list_box_append (GTK_LIST_BOX (self->card_list), card_row (g_ptr_array_index (by_size, c)));

  gtk_label_set_text (GTK_LABEL (self->meaning), meaning);
  phl_balance_plot_set_result (PHL_BALANCE_PLOT (self->plot), r);
  gtk_label_set_text (GTK_LABEL (self->summary), summary);
  gtk_widget_set_visible (self->results, TRUE);
  fill_charts (self);
  {
    /* Translators: under the wins chart; each %u is a number of games */
    g_autofree char *ties = g_strdup_printf (_("%u games: %u won by one player, %u tied (a tie is a shared win for each of its winners)."),
                                             r->games, r->games - r->ties, r->ties);

    gtk_label_set_text (GTK_LABEL (self->ties), ties);
  }
  /* Tests wait for this. */
  g_object_set_data (G_OBJECT (self), "phl-done", self->results);
}

/* ---------------------------------------------------------------- running */

/* Whether the deck was saved to a file that is still there. */
static gboolean
saved_deck_exists (PhlBalanceWindow *self)
{
  const char *path = self->document ? phl_deck_document_get_path (self->document) : NULL;

  return path != NULL && g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

static void
set_running (PhlBalanceWindow *self,
             gboolean          running)
{
  gtk_widget_set_visible (self->run_button, !running);
  gtk_widget_set_visible (self->cancel_button, running);
  gtk_widget_set_visible (self->progress_bar, running);
  gtk_widget_set_sensitive (self->games_spin, !running);
  gtk_widget_set_sensitive (self->players_dropdown, !running);
  gtk_widget_set_sensitive (self->level_dropdown, !running);
  gtk_widget_set_sensitive (self->compare_switch, !running && saved_deck_exists (self));
}

static gboolean
progress_cb (gpointer user_data)
{
  PhlBalanceWindow *self = user_data;
  guint done = g_atomic_int_get (&self->progress);
  /* Translators: the progress of a balance test; it may stop before the limit */
  g_autofree char *text = g_strdup_printf (_("%u games (at most %u)"), done, self->total);

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar),
                                 self->total ? (double) done / self->total : 0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), text);
  return G_SOURCE_CONTINUE;
}

/* ---------------------------------------------------------------- changes */

static int
compare_change_size (gconstpointer a,
                     gconstpointer b)
{
  const PhlBalanceChange *x = a, *y = b;
  double dx = x->old_card && x->new_card ? fabs (x->change) : -1;
  double dy = y->old_card && y->new_card ? fabs (y->change) : -1;

  return dx > dy ? -1 : dx < dy ? 1 : 0;
}

static GtkWidget *
change_row (const PhlBalanceChange *change)
{
  const PhlBalanceCard *card = change->new_card ? change->new_card : change->old_card;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *name = g_strdup_printf (_("%s (%s)"), card->name ? card->name : card->group,
                                           phl_card_form_kind_plural (card->kind));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *both = NULL;
  g_autofree char *delta = NULL;

  if (change->old_card != NULL && change->new_card != NULL)
    {
      before = phl_number_format_decimal (change->old_card->points.effect, 1);
      after = phl_number_format_decimal (change->new_card->points.effect, 1);
      /* Translators: a card's effect in the deck as saved and now, e.g. "2.7 → 8.2" */
      both = g_strdup_printf (_("%s → %s"), before, after);
    }
  if (change->comparable)
    {
      delta = format_effect (change->change, change->low, change->high, 1, "");
    }
  gtk_box_append (GTK_BOX (row), cell (name, FALSE, 16));
  gtk_box_append (GTK_BOX (row), cell (both ? both
                                       : change->new_card ? _("New card") : _("Only in the saved deck"),
                                       TRUE, 14));
  gtk_box_append (GTK_BOX (row), cell (delta ? delta : "—", TRUE, 14));
  /* Translators: in the balance comparison, a change whose interval leaves out zero */
  gtk_box_append (GTK_BOX (row), cell (change->changed ? _("Changed") : "", TRUE, 10));
  if (change->changed)
    gtk_widget_add_css_class (row, "phl-outlier");
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_margin_top (row, 4);
  gtk_widget_set_margin_bottom (row, 4);
  return row;
}

static void
show_changes (PhlBalanceWindow *self,
              PhlBalanceResult *saved)
{
  g_autoptr(GArray) changes = phl_balance_changes (saved, self->result);
  GtkWidget *child;

  while ((child = (GtkWidget *) gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->change_list), 0)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->change_list), child);
  g_array_sort (changes, compare_change_size);
  for (guint i = 0; i < changes->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->change_list),
                         change_row (&g_array_index (changes, PhlBalanceChange, i)));
  gtk_widget_set_visible (self->changes, TRUE);
}

/* ---------------------------------------------------------------- runs */

/* The end of a run: FALSE when the window is going (then @result is
 * freed). */
static gboolean
run_ended (PhlBalanceWindow *self,
           PhlBalanceResult *result)
{
  if (gtk_widget_in_destruction (GTK_WIDGET (self)) || self->summary == NULL)
    {
      phl_balance_result_free (result);
      return FALSE;
    }
  return TRUE;
}

static void
stop_running (PhlBalanceWindow *self)
{
  g_clear_handle_id (&self->progress_id, g_source_remove);
  g_clear_object (&self->cancellable);
  if (self->deck_path != NULL)
    {
      g_unlink (self->deck_path);
      g_clear_pointer (&self->deck_path, g_free);
    }
  if (self->summary != NULL)
    set_running (self, FALSE);
}

static void
saved_run_done (GObject      *source,
                GAsyncResult *res,
                gpointer      user_data)
{
  PhlBalanceWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  PhlBalanceResult *saved = phl_balance_run_finish (res, &error);

  stop_running (self);
  if (run_ended (self, saved) && saved != NULL && !saved->cancelled)
    show_changes (self, saved);
  phl_balance_result_free (saved);
  g_object_unref (self);
}

static void
run_done (GObject      *source,
          GAsyncResult *res,
          gpointer      user_data)
{
  PhlBalanceWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  PhlBalanceResult *result = phl_balance_run_finish (res, &error);

  if (self->deck_path != NULL)
    {
      g_unlink (self->deck_path);
      g_clear_pointer (&self->deck_path, g_free);
    }
  if (!run_ended (self, result))
    {
      stop_running (self);
      g_object_unref (self);
      return;
    }
  if (result == NULL)
    {
      stop_running (self);
      gtk_label_set_text (GTK_LABEL (self->summary), error->message);
      gtk_widget_set_visible (self->results, TRUE);
    }
  else if (result->games == 0)
    {
      stop_running (self);
      phl_balance_result_free (result);
      gtk_label_set_text (GTK_LABEL (self->summary), _("Cancelled before the first game ended."));
    }
  else
    {
      g_clear_pointer (&self->result, phl_balance_result_free);
      self->result = result;
      show_results (self);
      /* Then the deck as saved, with the same settings and seeds. */
      if (self->comparing && !result->cancelled)
        {
          phl_balance_run_async (phl_deck_document_get_path (self->document), &self->options, &self->progress,
                                 self->cancellable, saved_run_done, g_object_ref (self));
          g_object_unref (self);
          return;
        }
      stop_running (self);
    }
  g_object_unref (self);
}

void
phl_balance_window_run (PhlBalanceWindow *self)
{
  static const PhlAiLevel levels[] = { PHL_AI_EASY, PHL_AI_NORMAL, PHL_AI_HARD };
  PhlBalanceOptions options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;
  int fd;

  g_return_if_fail (PHL_IS_BALANCE_WINDOW (self));
  if (self->cancellable != NULL)
    return;

  phl_deck_document_validate_now (self->document);
  if (phl_deck_document_get_problems (self->document)->len > 0)
    {
      gtk_label_set_text (GTK_LABEL (self->summary),
                          _("The deck has problems: fix them in the editor before testing its balance."));
      return;
    }
  text = phl_deck_document_to_data (self->document, &length);
  fd = g_file_open_tmp ("philatelia-balance-XXXXXX.deck", &self->deck_path, &error);
  if (fd < 0 || !g_file_set_contents (self->deck_path, text, length, &error))
    {
      if (fd >= 0)
        close (fd);
      gtk_label_set_text (GTK_LABEL (self->summary), error->message);
      return;
    }
  close (fd);

  options.games = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->games_spin));
  options.players = 2 + gtk_drop_down_get_selected (GTK_DROP_DOWN (self->players_dropdown));
  options.level = levels[MIN (2, gtk_drop_down_get_selected (GTK_DROP_DOWN (self->level_dropdown)))];
  options.seed = 1;
  self->options = options;
  self->comparing = gtk_switch_get_active (GTK_SWITCH (self->compare_switch)) && saved_deck_exists (self);
  gtk_widget_set_visible (self->changes, FALSE);
  /* Comparing: the saved deck's games follow, as many at most. */
  self->total = options.games * (self->comparing ? 2 : 1);
  g_atomic_int_set (&self->progress, 0);
  self->cancellable = g_cancellable_new ();
  set_running (self, TRUE);
  gtk_label_set_text (GTK_LABEL (self->summary), "");
  progress_cb (self);
  self->progress_id = g_timeout_add (100, progress_cb, self);
  phl_balance_run_async (self->deck_path, &options, &self->progress, self->cancellable,
                         run_done, g_object_ref (self));
}

static void
run_clicked (GtkButton        *button,
             PhlBalanceWindow *self)
{
  phl_balance_window_run (self);
}

static void
cancel_clicked (GtkButton        *button,
                PhlBalanceWindow *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

/* ---------------------------------------------------------------- class */

static void
phl_balance_window_dispose (GObject *object)
{
  PhlBalanceWindow *self = PHL_BALANCE_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->progress_id, g_source_remove);
  g_clear_object (&self->document);
  self->summary = NULL;
  G_OBJECT_CLASS (phl_balance_window_parent_class)->dispose (object);
}

static void
phl_balance_window_finalize (GObject *object)
{
  PhlBalanceWindow *self = PHL_BALANCE_WINDOW (object);

  g_clear_pointer (&self->result, phl_balance_result_free);
  g_free (self->deck_path);
  G_OBJECT_CLASS (phl_balance_window_parent_class)->finalize (object);
}

static void
phl_balance_window_class_init (PhlBalanceWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = phl_balance_window_dispose;
  object_class->finalize = phl_balance_window_finalize;
}

static GtkWidget *
setting_row (GtkWidget  *group,
             const char *title,
             GtkWidget  *widget)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *title = gtk_label_new (text);

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  return title;
}

/* A small dimmed explanation, wrapping; @text may be NULL (set later). */
static GtkWidget *
caption (const char *text)
{
  GtkWidget *note = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_add_css_class (note, "caption");
  return note;
}

static void
set_margins (GtkWidget *widget,
             int        vertical,
             int        horizontal)
{
  gtk_widget_set_margin_top (widget, vertical);
  gtk_widget_set_margin_bottom (widget, vertical);
  gtk_widget_set_margin_start (widget, horizontal);
  gtk_widget_set_margin_end (widget, horizontal);
}

/* @child in a framed view. */
static GtkWidget *
framed (GtkWidget *child)
{
  GtkWidget *frame = gtk_frame_new (NULL);

  gtk_widget_add_css_class (frame, "view");
  gtk_frame_set_child (GTK_FRAME (frame), child);
  return frame;
}

/* How many games, of how many players, at which level. */
static GtkWidget *
build_settings (PhlBalanceWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  const char *players[] = { "2", "3", "4", "5", NULL };
  const char *levels[] = { _("easy"), _("normal"), _("hard"), NULL };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Computer-only games"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The same engine and computer players as in a match. The first player rotates from game to game."));
  /* The cap: the run stops earlier when every card is decided.  At the
   * normal level a 4-player game takes ~0.1 s of one core. */
  self->games_spin = gtk_spin_button_new_with_range (10, 20000, 250);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->games_spin), PHL_BALANCE_DEFAULT_CAP);
  /* Translators: the balance test's limit; it stops earlier when every card is decided */
  setting_row (group, _("At most games"), self->games_spin);
  g_object_set_data (G_OBJECT (self), "phl-games", self->games_spin);
  self->players_dropdown = gtk_drop_down_new_from_strings (players);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->players_dropdown), 2);
  setting_row (group, _("Players"), self->players_dropdown);
  self->level_dropdown = gtk_drop_down_new_from_strings (levels);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->level_dropdown), 1);
  setting_row (group, _("Level"), self->level_dropdown);
  g_object_set_data (G_OBJECT (self), "phl-level", self->level_dropdown);
  self->compare_switch = gtk_switch_new ();
  /* Translators: a switch of the balance test: also test the deck file as it was last saved */
  setting_row (group, _("Compare with the deck as last saved"), self->compare_switch);
  g_object_set_data (G_OBJECT (self), "phl-compare", self->compare_switch);
  return group;
}

/* The progress of a run, and the buttons that start and stop it. */
static GtkWidget *
build_actions (PhlBalanceWindow *self)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->run_button = gtk_button_new_with_mnemonic (_("_Run Games"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  gtk_widget_add_css_class (self->run_button, "pill");
  g_signal_connect (self->run_button, "clicked", G_CALLBACK (run_clicked), self);
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_add_css_class (self->cancel_button, "pill");
  g_signal_connect (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked), self);
  self->progress_bar = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress_bar), TRUE);
  gtk_widget_set_hexpand (self->progress_bar, TRUE);
  gtk_widget_set_valign (self->progress_bar, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), self->progress_bar);
  gtk_box_append (GTK_BOX (buttons), self->run_button);
  gtk_box_append (GTK_BOX (buttons), self->cancel_button);
  gtk_widget_set_halign (buttons, GTK_ALIGN_FILL);
  return buttons;
}

/* The card effects: what the plot means, and the plot. */
static void
build_plot (PhlBalanceWindow *self)
{
  gtk_box_append (GTK_BOX (self->results), heading (_("Card effects")));
  self->meaning = caption (NULL);
  gtk_box_append (GTK_BOX (self->results), self->meaning);
  self->plot = phl_balance_plot_new ();
  set_margins (self->plot, 8, 12);
  gtk_box_append (GTK_BOX (self->results), framed (self->plot));
  g_object_set_data (G_OBJECT (self), "phl-plot", self->plot);
}

/* The scores by seat: wins, and games by final score. */
static void
build_charts (PhlBalanceWindow *self)
{
  GtkWidget *charts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_box_append (GTK_BOX (self->results), heading (_("Scores by seat")));
  self->chart = phl_score_chart_new ();
  phl_score_chart_set_kind (PHL_SCORE_CHART (self->chart), PHL_SCORE_CHART_LINES);
  phl_score_chart_set_title (PHL_SCORE_CHART (self->chart), _("Games by final score"));
  phl_score_chart_set_format_func (PHL_SCORE_CHART (self->chart), format_games, NULL, NULL);
  self->wins_chart = phl_score_chart_new ();
  phl_score_chart_set_title (PHL_SCORE_CHART (self->wins_chart), _("Wins by seat"));
  phl_score_chart_set_format_func (PHL_SCORE_CHART (self->wins_chart), format_wins, NULL, NULL);
  g_object_set_data (G_OBJECT (self), "phl-chart", self->chart);
  g_object_set_data (G_OBJECT (self), "phl-wins-chart", self->wins_chart);
  gtk_box_append (GTK_BOX (charts), self->wins_chart);
  self->ties = caption (NULL);
  g_object_set_data (G_OBJECT (self), "phl-ties", self->ties);
  gtk_box_append (GTK_BOX (charts), self->ties);
  gtk_box_append (GTK_BOX (charts), self->chart);
  set_margins (charts, 12, 12);
  gtk_box_append (GTK_BOX (self->results), framed (charts));
}

/* The table of cards, one row each, with what its columns mean. */
static void
build_card_table (PhlBalanceWindow *self)
{
  gtk_box_append (GTK_BOX (self->results), heading (_("Cards")));
  gtk_box_append (GTK_BOX (self->results),
                  caption (_("In play: games in which the card was on the board, the top event of a round or held at the end. "
                             "Points ±: the effect on the holder’s final score (shared cards: the table’s mean score) with its interval, "
                             "corrected for testing every card; the largest effect first. "
                             "Margin or wins ±: for shared cards the winner’s margin, for held cards the holders’ share of the wins. "
                             "Verdict: read from the points interval against the band.")));
  self->card_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->card_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->card_list, "boxed-list");
  gtk_box_append (GTK_BOX (self->results), self->card_list);
}

/* The changes since the last save, hidden until a comparison ran. */
static void
build_changes (PhlBalanceWindow *self)
{
  self->changes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->changes), heading (_("Change since the last save")));
  gtk_box_append (GTK_BOX (self->changes),
                  caption (_("Each card’s effect on the score now and in the deck as last saved, tested with the same settings, "
                             "and the change with its interval; the largest change first. "
                             "A change is sure when its interval leaves out zero.")));
  self->change_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->change_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->change_list, "boxed-list");
  g_object_set_data (G_OBJECT (self), "phl-change-list", self->change_list);
  gtk_box_append (GTK_BOX (self->changes), self->change_list);
  gtk_widget_set_visible (self->changes, FALSE);
  gtk_box_append (GTK_BOX (self->results), self->changes);
}

static void
phl_balance_window_init (PhlBalanceWindow *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_window_set_title (GTK_WINDOW (self), _("Balance Test"));
  gtk_window_set_default_size (GTK_WINDOW (self), 760, 820);

  gtk_box_append (GTK_BOX (box), build_settings (self));
  gtk_box_append (GTK_BOX (box), build_actions (self));
  self->summary = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->summary), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->summary), 0);
  gtk_box_append (GTK_BOX (box), self->summary);

  /* Hidden until a run has results. */
  self->results = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  build_plot (self);
  build_charts (self);
  build_card_table (self);
  build_changes (self);
  gtk_widget_set_visible (self->results, FALSE);
  gtk_box_append (GTK_BOX (box), self->results);

  set_margins (box, 18, 18);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), clamp);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (toolbar), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (toolbar), scroll);
  adw_window_set_content (ADW_WINDOW (self), toolbar);
  set_running (self, FALSE);
}

GtkWidget *
phl_balance_window_new (GtkWindow       *parent,
                        PhlDeckDocument *document)
{
  PhlBalanceWindow *self = g_object_new (PHL_TYPE_BALANCE_WINDOW, "transient-for", parent, NULL);
  g_autofree char *name = g_key_file_get_locale_string (phl_deck_document_get_key_file (document),
                                                        "Deck", "Name", NULL, NULL);
  /* Translators: window title, %s is the deck's name */
  g_autofree char *title = g_strdup_printf (_("Balance Test — %s"), name ? name : "");

  self->document = g_object_ref (document);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_title (GTK_WINDOW (self), title);
  return GTK_WIDGET (self);
}
