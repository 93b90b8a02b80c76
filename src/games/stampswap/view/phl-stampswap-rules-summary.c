/* phl-stampswap-rules-summary.c — the in-app rules summary window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rulebook in short, with the decisions of RULES.md a player notices.
 */
#define G_LOG_DOMAIN "phl-stampswap-rules"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-stampswap-rules-summary.h"

typedef struct
{
  const char *title;
  const char *text;
} Section;

static const Section sections[] = {
  { N_("Goal"),
    N_("Three days at the stamp show, each with a Collect, a Swap and a Show Phase, then the Final Show. "
       "Collect stamps and attendee cards, swap some of them with your rivals, fill your 12×12 album and "
       "win contests. Most points wins; ties go to the highest total value of rare stamps, then are shared.") },
  { N_("Stamps"),
    N_("Every stamp has a colour (purple, yellow, blue, green, brown — each with its own border pattern) and a "
       "theme (space, monuments, animals, flowers, vehicles — each with its own picture). Gold stamps are "
       "rare: worth 5 to 7, no colour or theme, never reserved. Canceled stamps carry a wavy postmark and no "
       "value. Faded stamps are pale and worth −1 to −3. Forever stamps fill one space and have no colour, "
       "theme or value. A 2×4 tile with two small stamps counts as two small squares.") },
  { N_("Collect Phase"),
    N_("The pool holds the items of this day’s event cards (face-down stamps show their backs) and the "
       "first-player token. In turn, everybody takes one item until each has six. You may look at your "
       "face-down stamps; the others may not. If nobody takes the token, the last player to take an item gets "
       "it, outside their Daily Collection. The top event card’s effect applies for the whole day.") },
  { N_("Swap Phase"),
    N_("Cut: reserve one item (never a rare stamp, even face down) and split the rest into two piles, each "
       "with at least one item. Choose: the token’s holder takes one pile of an opponent whose two piles are "
       "still up; that opponent keeps the other pile and chooses next, or, if they already chose, the turn "
       "passes to the right to the first player who has not chosen. A player with no pile left to take keeps "
       "both own piles. Face-down stamps are revealed once their owner has chosen.") },
  { N_("Show Phase"),
    N_("Place every new stamp upright in your album, without overlapping stamps or the edge; stamps never "
       "move again. A stamp that fits nowhere is discarded and its value (perhaps negative) is scored at once. "
       "Then score your exhibitors, 2 points for holding the first-player token, and one of the four round "
       "contests you have not entered yet: you have three show tickets, so you skip one contest.") },
  { N_("Final Show"),
    N_("Forever stamps: most scores 10, second 6, third 3 (at least one needed; a place is 1 + the number of "
       "players with more, so tied players share a place). With one or two players an imaginary player with "
       "three forever stamps joins the ranking. Then score your stamps’ values, 2 points per specialist card "
       "and the Finale contest.") },
  { N_("Contests"),
    N_("A group is stamps joined along an edge or part of one. “Second most abundant” drops your largest "
       "colour or theme count once and scores the next. A set is five different colours or themes; a stamp "
       "counts in one set. A perfect corner is a point where four different stamps meet. A surrounded stamp has "
       "no empty space beside it (the album edge covers). A complete edge has all 12 spaces covered. Holes are "
       "empty regions of exactly one or two spaces. Squares are small and large squares; rectangles are short "
       "and long ones; forever stamps are neither.") },
  { N_("Attendee cards"),
    N_("Exhibitors score at every Show (your mat has one built in). Specialists work from the moment you take "
       "them, while they are in your Daily Collection, reserve or on your mat, and are worth 2 points at the "
       "end. A specialist in a pile belongs to nobody until the pile is taken.") },
  { N_("On this screen"),
    N_("Cut, Choose and Show are simultaneous at the table; here the players take them one after another from "
       "the first player, and a privacy screen comes first whenever another person at this computer would see "
       "hidden stamps. Solo score attack: a dummy collector takes the lowest-numbered item, reserves its first "
       "non-rare item, halves the rest and takes your larger pile; it never scores. Hint shows what the hard "
       "computer player would do, and the game is then marked as assisted.") },
};

GtkWindow *
phl_stampswap_rules_summary_new (GtkWindow *parent)
{
  GtkWidget *window, *box, *header, *scroller, *content, *clamp;

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Stamp Swap Rules"));
  gtk_window_set_default_size (GTK_WINDOW (window), 620, 640);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), FALSE);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 24);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      GtkWidget *title = gtk_label_new (_(sections[i].title));
      GtkWidget *text = gtk_label_new (_(sections[i].text));

      gtk_widget_add_css_class (title, "heading");
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      if (i > 0)
        gtk_widget_set_margin_top (title, 12);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_box_append (GTK_BOX (content), title);
      gtk_box_append (GTK_BOX (content), text);
    }

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);

  /* Escape and Ctrl+W close it. */
  {
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();
    GtkShortcutAction *close = gtk_named_action_new ("window.close");

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            g_object_ref (close)));
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK),
                                                            close));
    gtk_widget_add_controller (window, shortcuts);
  }
  return GTK_WINDOW (window);
}
