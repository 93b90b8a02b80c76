/* review-scenario.c — the Review and Try again, on the UI probe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words: a UI test that opens a finished game, steps back,
 * plays on and reviews.  A finished 2-player SWOP save (Ann, a person,
 * against an easy computer) is written into the fresh home; it opens in
 * replay, steps back to Ann's last move, plays on from there with a
 * computer for Bob, Ann makes a move and the game ends; the end page's
 * Review opens the replay of that game with the review panel, which
 * lists Ann's moves once the numbers are in, marks at most three, and
 * steps the replay to a move chosen in the list.  Try again on a move
 * starts a game there; Ann plays another move and is told how it
 * compares, tries again (back to the same position) and plays on.
 */
#include "config.h"

#include <string.h>

#include "phl-change.h"
#include "phl-game-view.h"
#include "probe.h"
#include "replay-probe-util.h"

#define SEED 515

static char *finished_path;

void
probe_prepare (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  PhlSeat seats[2] = {
    { (char *) "Ann", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Bob", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlAiLevel levels[2] = { PHL_AI_EASY, PHL_AI_EASY };
  PhlSetup setup = { .n_players = 2 };
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (SEED);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, SEED, &error);

  g_assert_no_error (error);
  while (!phl_match_is_over (match))
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);

      if (!phl_match_submit (match, action, &error))
        g_error ("%s", error->message);
    }
  finished_path = g_build_filename (probe_home (), "finished.philatelia", NULL);
  if (!phl_match_save (match, finished_path, &error))
    g_error ("%s", error->message);
}

/* The actions of seat 0 in @match's recorded line. */
static guint
n_moves_of_ann (PhlMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < phl_match_get_n_actions (match); i++)
    if (phl_change_get_actor (phl_match_get_change (match, i)) == 0)
      n++;
  return n;
}

static gboolean
review_ready (void)
{
  GtkWidget *row_button;

  if (view () == NULL)
    return FALSE;
  /* The progress bar goes and the Try Again buttons wake up once the
   * numbers are in. */
  row_button = probe_find_action (GTK_WIDGET (view ()), "game.try-again");
  return row_button != NULL && gtk_widget_is_sensitive (row_button) &&
         probe_find (GTK_WIDGET (view ()), P_("Review Progress")) == NULL;
}

static GPtrArray *
rows (void)
{
  GPtrArray *found = g_ptr_array_new ();
  GtkWidget *list = probe_get (NULL, P_("Your Moves"));

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_ACTION_ROW (child))
      g_ptr_array_add (found, child);
  return found;
}

/* Opens the finished game, steps back to Ann's last move and plays on. */
static PhlMatch *
open_step_back_play_on (void)
{
  g_autofree char *play_on = plain_tr ("_Play On from Here");
  g_autofree char *computers = plain_tr ("_Computers for the Others");
  g_autoptr(GPtrArray) legal = NULL;
  PhlMatch *match;
  guint total, last = 0;

  probe_ok (probe_activate (GTK_WIDGET (probe_window ()), "win.replay", g_variant_new_string (finished_path)),
            "win.replay opens the finished game");
  PROBE_WAIT (replaying () && gtk_widget_get_mapped (GTK_WIDGET (view ())), 10000);
  match = replay_match ();
  total = phl_match_get_n_recorded (match);
  probe_ok (phl_match_is_over (match), "a finished game of %u actions", total);
  for (guint i = 0; i < total; i++)
    if (phl_change_get_actor (phl_match_get_change (match, i)) == 0)
      last = i;

  /* Step back: one by the keyboard, then to Ann's last move. */
  probe_key ("ctrl+Left");
  PROBE_WAIT (phl_match_get_n_actions (match) == total - 1, 5000);
  probe_activate (GTK_WIDGET (view ()), "game.replay-seek", g_variant_new_uint32 (last));
  PROBE_WAIT (phl_match_get_n_actions (match) == last, 5000);
  probe_ok (phl_match_get_current_seat (match) == 0, "stepped back to Ann's last move (action %u)", last + 1);

  probe_click (probe_get (NULL, play_on));
  probe_click (probe_wait_find (NULL, computers, 5000));
  PROBE_WAIT (probe_match () != NULL && !replaying (), 10000);
  match = probe_match ();
  probe_wait_person (20000);
  /* Another move than the recorded one. */
  legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));
  probe_ok (phl_game_view_submit (view (), g_ptr_array_index (legal, legal->len - 1)), "Ann plays on");
  PROBE_WAIT (phl_match_is_over (match), 30000);
  probe_ok (TRUE, "the game played on is over");
  return match;
}

static void
check_review (void)
{
  g_autofree char *review_name = plain_tr ("Re_view");
  g_autoptr(GPtrArray) list = NULL;
  PhlMatch *match;
  guint n_marked = 0;

  /* The end page's Review button, by a real click once the page has
   * come (a stack in transition takes no clicks). */
  {
    GtkWidget *button = probe_wait_find (NULL, review_name, 5000);
    GtkWidget *stack = gtk_widget_get_ancestor (button, GTK_TYPE_STACK);

    PROBE_WAIT (!gtk_stack_get_transition_running (GTK_STACK (stack)), 5000);
    probe_settle ();
    probe_click (button);
  }
  PROBE_WAIT (replaying (), 10000);
  probe_ok (probe_find (NULL, P_("Review Progress")) != NULL || review_ready (), "the review starts");
  PROBE_WAIT (review_ready (), 60000);
  match = replay_match ();
  list = rows ();
  probe_ok (list->len == n_moves_of_ann (match), "the review lists Ann's %u moves", list->len);
  for (guint i = 0; i < list->len; i++)
    {
      const char *subtitle = adw_action_row_get_subtitle (g_ptr_array_index (list, i));

      if (subtitle != NULL && strstr (subtitle, P_("One of your three biggest losses")) != NULL)
        n_marked++;
    }
  probe_ok (n_marked <= 3, "at most three biggest losses are marked (%u)", n_marked);
  {
    g_auto(GStrv) unnamed = probe_unnamed (GTK_WIDGET (view ()));

    for (guint i = 0; unnamed[i] != NULL; i++)
      probe_diag ("unnamed: %s", unnamed[i]);
    probe_ok (unnamed[0] == NULL, "every control of the review has a name a screen reader says");
  }
  /* The panel as it is now, not the frame before the numbers came in. */
  probe_settle ();
  probe_screenshots ("review");

  /* A move chosen in the list: the replay shows the position before it. */
  {
    GtkWidget *row = g_ptr_array_index (list, list->len / 2);
    GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row));
    guint index = g_variant_get_uint32 (target);

    gtk_widget_grab_focus (row);
    probe_key ("Return");
    PROBE_WAIT (phl_match_get_n_actions (match) == index, 5000);
    probe_ok (phl_match_get_current_seat (match) == 0, "Enter on a move steps the replay to it (action %u)",
              index + 1);
  }
}

static gboolean
compares_shown (void)
{
  return probe_find (NULL, P_("How Your New Move Compares")) != NULL;
}

static void
check_try_again (void)
{
  g_autoptr(GPtrArray) list = rows ();
  GtkWidget *row = g_ptr_array_index (list, 0);
  guint index = g_variant_get_uint32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)));
  g_autofree char *try_again = plain_tr ("_Try Again");
  g_autofree char *play_on = plain_tr ("_Play On");
  g_autoptr(GPtrArray) legal = NULL;
  PhlMatch *match;
  GtkWidget *button = probe_find_action (row, "game.try-again");

  probe_ok (button != NULL, "the first move has a Try Again button");
  probe_click (button);
  {
    /* The game played on may still be Continue's: it is replaced. */
    g_autofree char *discard = plain_tr ("_Discard");

    PROBE_WAIT (probe_find (NULL, discard) != NULL || (probe_match () != NULL && !replaying ()), 10000);
    if (probe_find (NULL, discard) != NULL)
      probe_click (probe_get (NULL, discard));
  }
  PROBE_WAIT (probe_match () != NULL && !replaying (), 10000);
  match = probe_match ();
  probe_wait_person (20000);
  probe_ok (phl_match_get_n_actions (match) == index && phl_match_get_current_seat (match) == 0,
            "Try Again: Ann's turn at action %u", index + 1);

  legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));
  probe_ok (phl_game_view_submit (view (), g_ptr_array_index (legal, 0)), "a new move");
  PROBE_WAIT (compares_shown (), 60000);
  probe_ok (probe_shows (P_("How Your New Move Compares")), "the app says how the new move compares");
  probe_print_texts ();
  probe_screenshots ("try-again");

  PROBE_WAIT (gtk_widget_get_width (probe_get (NULL, try_again)) > 1, 5000);
  probe_click (probe_get (NULL, try_again));
  PROBE_WAIT (!compares_shown () && phl_match_get_n_actions (match) == index, 5000);
  probe_ok (phl_match_get_current_seat (match) == 0, "Try Again once more: back before the move");
  probe_ok (phl_game_view_submit (view (), g_ptr_array_index (legal, legal->len - 1)), "another move");
  PROBE_WAIT (compares_shown (), 60000);
  /* Once the dialog has its size. */
  PROBE_WAIT (probe_find (NULL, play_on) != NULL && gtk_widget_get_width (probe_find (NULL, play_on)) > 1, 5000);
  probe_settle ();
  probe_click (probe_get (NULL, play_on));
  PROBE_WAIT (!compares_shown (), 5000);
  probe_ok (phl_match_get_n_actions (match) > index, "Play On: the game goes on from the new move");
}

void
probe_scenario (void)
{
  open_step_back_play_on ();
  check_review ();
  check_try_again ();
  probe_leave ();
}
