/* phl-swop-rules-sections.c — SWOP's rules in short, for the shared rules window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The summary of the SWOP rulebook with the decisions of docs/rules/swop.md
 * (and docs/swop.md) a player notices.  Markup, paragraphs separated by a
 * blank line; PhlRulesWindow translates them.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-swop-rules-sections.h"

static const PhlRulesSection sections[] = {
  { N_("The goal"),
    N_("Swap two dice on the board to line up sequences of three to six dice in a row or a column. "
         "The player furthest along the score track at the end wins; players level at the top share the win.") },
  { N_("Your move"),
    N_("Click a die, then the die to swap it with, or drag one onto the other. "
         "Any two dice may be swapped, not only neighbours, as long as they show different numbers. "
         "You may not swap back the two dice of the previous move. "
         "A swap that forms nothing is allowed and scores nothing.\n\n"
         "Before you click the second die, the board shows the sequences the swap would form and its points, or why the swap is not allowed."),
    N_("Go to a die with the arrow keys and press Enter, then go to the die to swap it with and press Enter again. "
         "Any two dice may be swapped, not only neighbours, as long as they show different numbers. "
         "You may not swap back the two dice of the previous move. "
         "A swap that forms nothing is allowed and scores nothing.\n\n"
         "Once a die is chosen, the board names the die under the cursor with the sequences the swap would form and its points, or why the swap is not allowed.") },
  { N_("Sequences and points"),
    N_("A set is three or more dice showing the same number; a straight is three or more dice counting up or down by one. "
         "Only the sequences through the two moved dice count, each once, and a Swop chip or the board's edge ends a sequence.\n\n"
         "3 dice score 1 point, 4 dice 2, 5 dice 3 and 6 dice 5. A longer set still scores as six. "
         "Each sequence after the first in one move adds a bonus point.") },
  { N_("Swops and Swop chips"),
    N_("A sequence of six — a set, a straight, or two adjacent sets of three (such as 2 2 2 5 5 5) — is a Swop. "
         "Each Swop costs one of your Swop chips: the die that formed it leaves the board and the chip takes its place. "
         "When both moved dice are in the Swop, you choose which one makes way. "
         "Without a chip you cannot make a move that forms a Swop, and a Swop never counts as two smaller sequences.\n\n"
         "Two players have three chips each, three or four players two each. "
         "Each unused chip is worth one point at the end.\n\n"
         "A die that forms two Swops at once, one in its row and one in its column, costs two chips; only one of them is placed on the board.") },
  { N_("The end"),
    N_("The game ends when a pawn reaches 40 or the sixth Swop chip is placed. "
         "The round is then played out, so everybody has had as many moves. "
         "The track does not stop at 40: points beyond it count.") },
  { N_("Master level"),
    N_("Each player holds five colour cubes. "
         "Swapping two dice that are not white needs a cube of one of their colours, which goes to the pool (you choose when you hold both). "
         "A swap with a white die is free.\n\n"
         "When a pawn first reaches field 17, and again 31, the one player last on the track takes a cube of their choice from the pool; nobody does when several share last place. "
         "Each cube left at the end is worth one point.\n\n"
         "If one move carries a pawn past both 17 and 31, the last player takes two cubes. "
         "With three players each holds five cubes of the two sets; the five left over stay in the box.") },
  { N_("Team game"),
    N_("Four players in two teams; partners sit opposite, so the teams move in turn. "
         "A team scores the sum of its two players.") },
  { N_("Solo game"),
    N_("Reach 40 points. You hold ten colour cubes and the white start disc, and three Swop chips. "
         "Every swap, white dice included, needs and spends a cube of one of the two dice's colours. "
         "The game ends when the cubes run out (after 11 moves), when the third chip is placed, or at 40. "
         "With “Take back cubes”, you take one spent cube back on reaching 17 and 31.") },
  { N_("Help"),
    N_("Hint rings the move the hard computer player would make in gold on the board, outlines the sequences it forms and says what it scores; it chooses nothing for you. "
         "A game won with a hint counts apart in the statistics. "
         "After each of your moves, the line under the status says how many points the best possible move would have scored."),
    N_("Hint (Ctrl+H) says the move the hard computer player would make and what it scores, and the board names each of its two dice “suggested by the hint” when the cursor reaches it; it chooses nothing for you. "
         "A game won with a hint counts apart in the statistics. "
         "After each of your moves, the line under the status says how many points the best possible move would have scored.") },
  { N_("Keyboard"),
    N_("Arrow keys move the cursor over the dice; Space or Enter picks the die under it, then the die to swap it with; Escape lets go of the chosen die. "
         "Ctrl+Z takes back your last move together with the computer players’ moves since.") },
  { NULL, NULL }
};

const PhlRulesSection *
phl_swop_rules_sections (void)
{
  return sections;
}
