/* phl-swop-rules-window.c — the in-app rules summary of SWOP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The summary of ../shared/rules/swop.en.txt with the decisions of RULES.md
 * (and docs/swop.md) a player notices, one translatable paragraph each.
 */
#define G_LOG_DOMAIN "phl-swop-rules-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-swop-rules-window.h"

typedef struct
{
  gboolean    heading;
  const char *text;
} Paragraph;

static const Paragraph paragraphs[] = {
  { TRUE, N_("The goal") },
  { FALSE, N_("Swap two dice on the board to line up sequences of three to six dice in a row or a column. "
              "The player furthest along the score track at the end wins; players level at the top share the win.") },
  { TRUE, N_("Your move") },
  { FALSE, N_("Click a die, then the die to swap it with, or drag one onto the other. Any two dice may be "
              "swapped, not only neighbours, as long as they show different numbers. You may not swap back "
              "the two dice of the previous move. A swap that forms nothing is allowed and scores nothing.") },
  { FALSE, N_("Before you click the second die, the board shows the sequences the swap would form and its points, "
              "or why the swap is not allowed.") },
  { TRUE, N_("Sequences and points") },
  { FALSE, N_("A set is three or more dice showing the same number; a straight is three or more dice counting up "
              "or down by one. Only the sequences through the two moved dice count, each once, and a Swop chip or "
              "the board's edge ends a sequence.") },
  { FALSE, N_("3 dice score 1 point, 4 dice 2, 5 dice 3 and 6 dice 5. A longer set still scores as six. "
              "Each sequence after the first in one move adds a bonus point.") },
  { TRUE, N_("Swops and Swop chips") },
  { FALSE, N_("A sequence of six — a set, a straight, or two adjacent sets of three (such as 2 2 2 5 5 5) — is a Swop. "
              "Each Swop costs one of your Swop chips: the die that formed it leaves the board and the chip takes its place. "
              "When both moved dice are in the Swop, you choose which one makes way. Without a chip you cannot make a "
              "move that forms a Swop, and a Swop never counts as two smaller sequences.") },
  { FALSE, N_("Two players have three chips each, three or four players two each. Each unused chip is worth "
              "one point at the end.") },
  { FALSE, N_("A die that forms two Swops at once, one in its row and one in its column, costs two chips; "
              "only one of them is placed on the board.") },
  { TRUE, N_("The end") },
  { FALSE, N_("The game ends when a pawn reaches 40 or the sixth Swop chip is placed. The round is then played out, "
              "so everybody has had as many moves. The track does not stop at 40: points beyond it count.") },
  { TRUE, N_("Master level") },
  { FALSE, N_("Each player holds five colour cubes. Swapping two dice that are not white needs a cube of one of "
              "their colours, which goes to the pool (you choose when you hold both). A swap with a white die is free.") },
  { FALSE, N_("When a pawn first reaches field 17, and again 31, the one player last on the track takes a cube of "
              "their choice from the pool; nobody does when several share last place. Each cube left at the end is "
              "worth one point.") },
  { FALSE, N_("If one move carries a pawn past both 17 and 31, the last player takes two cubes. With three players "
              "each holds five cubes of the two sets; the five left over stay in the box.") },
  { TRUE, N_("Team game") },
  { FALSE, N_("Four players in two teams; partners sit opposite, so the teams move in turn. A team scores the sum of "
              "its two players.") },
  { TRUE, N_("Solo game") },
  { FALSE, N_("Reach 40 points. You hold ten colour cubes and the white start disc, and three Swop chips. Every swap, "
              "white dice included, needs and spends a cube of one of the two dice's colours. The game ends when the "
              "cubes run out (after 11 moves), when the third chip is placed, or at 40. With “Take back cubes”, you "
              "take one spent cube back on reaching 17 and 31.") },
  { TRUE, N_("Help") },
  { FALSE, N_("Hint shows the move the hard computer player would make, with its points; a game won with a hint "
              "counts apart in the statistics. After each of your moves, the status line says how many points the "
              "best possible move would have scored.") },
  { TRUE, N_("Keyboard") },
  { FALSE, N_("Arrow keys move the focus ring over the dice, Space or Enter picks the die under it, Escape "
              "lets go of the chosen die. Ctrl+Z takes back your last move while nobody else has moved.") },
};

GtkWindow *
phl_swop_rules_window_new (GtkWindow *parent)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: the title of the rules summary window */
  g_autofree char *title = g_strdup_printf (_("Rules of %s"), _("SWOP"));

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_default_size (GTK_WINDOW (window), 620, 640);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (window), parent);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  for (guint i = 0; i < G_N_ELEMENTS (paragraphs); i++)
    {
      GtkWidget *label = gtk_label_new (_(paragraphs[i].text));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (paragraphs[i].heading)
        {
          gtk_widget_add_css_class (label, "heading");
          gtk_widget_set_margin_top (label, i == 0 ? 0 : 12);
          gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
        }
      gtk_box_append (GTK_BOX (box), label);
    }

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (toolbar), header);
  gtk_box_append (GTK_BOX (toolbar), scrolled);
  adw_window_set_content (ADW_WINDOW (window), toolbar);
  return GTK_WINDOW (window);
}
