/* phl-stampswap-rules-sections.c — the rules in short, for PhlRulesWindow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rulebook in short, with the decisions of docs/rules/stampswap.md a player notices;
 * the shared rules window (src/widgets/phl-rules-window.h) shows them.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-stampswap-view-private.h"

static const PhlRulesSection sections[] = {
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
  { NULL, NULL },
};

const PhlRulesSection *
phl_stampswap_rules_sections (void)
{
  return sections;
}
