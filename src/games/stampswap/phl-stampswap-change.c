/* phl-stampswap-change.c — Stamp Swap: what an action did, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fills the change record of an action (phl-change.h) from the states
 * before and after it: the item taken (a face-down stamp named only to
 * the seats that have viewed it, phl_stampswap_state_knows()), piles made
 * and taken, stamps placed and discarded, contests entered, the points of
 * every seat by source, turns the Choose passed over, and the day's and
 * the Final Show's scores.
 */
#define G_LOG_DOMAIN "phl-stampswap"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-change.h"
#include "stampswap/phl-stampswap-game.h"

/* Someone who has viewed no face-down stamp. */
#define NOBODY G_MAXUINT

/* Where a placed stamp went is part of what happened: two placements of
 * one stamp are different moves (a Learn to Play guide tells them apart
 * by their change records). */
static char *
item_sentence (const PhlStampswapAction *placed,
               guint                     actor,
               const char               *what)
{
  if (placed != NULL)
    /* Translators: a stamp put into the album at its top-left cell, columns and rows counted from 1:
     * "Anna placed small square: blue, space, value 3 at column 4, row 1." */
    return g_strdup_printf (_("%s placed %s at column %u, row %u."), phl_change_seat (actor), what,
                            placed->x + 1, placed->y + 1);
  /* Translators: "Anna took a blue space small square, value 3" */
  return g_strdup_printf (_("%s took %s."), phl_change_seat (actor), what);
}

/* Sets the text of @change to the sentence with the item as each seat may
 * know it: the text for everyone names a face-down stamp only as
 * face-down. */
static void
set_item_text (PhlChange                *change,
               const PhlStampswapState  *after,
               guint                     actor,
               const PhlStampswapAction *placed,
               guint16                   item)
{
  g_autofree char *what = phl_stampswap_item_describe (after, NOBODY, item);
  g_autofree char *text = item_sentence (placed, actor, what);

  phl_change_set_text (change, text);
  for (guint seat = 0; seat < after->n_players; seat++)
    {
      g_autofree char *known = phl_stampswap_item_describe (after, seat, item);

      if (g_strcmp0 (known, what) != 0)
        {
          g_autofree char *seat_text = item_sentence (placed, actor, known);

          phl_change_set_seat_text (change, 1u << seat, seat_text);
        }
    }
}

/* Every point any seat gained or lost, by source. */
static void
add_points (PhlChange               *change,
            const PhlStampswapState *before,
            const PhlStampswapState *after)
{
  for (guint seat = 0; seat < after->n_players; seat++)
    {
      const PhlStampswapPlayer *a = &after->players[seat], *b = &before->players[seat];

      for (guint r = 0; r < PHL_STAMPSWAP_ROUNDS; r++)
        for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
          if (a->round_points[r][k] != b->round_points[r][k])
            phl_change_add_points (change, seat, a->round_points[r][k] - b->round_points[r][k],
                                   phl_stampswap_round_source_label (k));
      for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
        if (a->final_points[k] != b->final_points[k])
          phl_change_add_points (change, seat, a->final_points[k] - b->final_points[k],
                                 phl_stampswap_final_source_label (k));
    }
}

static int
day_points (const PhlStampswapPlayer *p,
            guint                     round)
{
  int sum = 0;

  for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
    sum += p->round_points[round][k];
  return sum;
}

static int
final_points (const PhlStampswapPlayer *p)
{
  int sum = 0;

  for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
    sum += p->final_points[k];
  return sum;
}

/* "Day 1 scored: Anna +12, Ben +8." when the action ended a day, and the
 * Final Show's points when it ended the game. */
static void
note_scores (PhlChange               *change,
             const PhlStampswapState *before,
             const PhlStampswapState *after)
{
  gboolean over = after->phase == PHL_STAMPSWAP_PHASE_OVER && before->phase != PHL_STAMPSWAP_PHASE_OVER;
  GString *list;

  if (after->round == before->round && !over)
    return;
  list = g_string_new (NULL);
  for (guint seat = 0; seat < after->n_players; seat++)
    g_string_append_printf (list, "%s%s %+d", seat > 0 ? ", " : "", phl_change_seat (seat),
                            day_points (&after->players[seat], before->round));
  {
    /* Translators: the points of every player for the day just ended:
     * "Day 1 scored: Anna +12, Ben +8." */
    g_autofree char *note = g_strdup_printf (_("Day %u scored: %s."), before->round + 1, list->str);

    phl_change_add_note (change, note);
  }
  if (over)
    {
      g_string_truncate (list, 0);
      for (guint seat = 0; seat < after->n_players; seat++)
        g_string_append_printf (list, "%s%s %+d", seat > 0 ? ", " : "", phl_change_seat (seat),
                                final_points (&after->players[seat]));
      {
        /* Translators: the points of every player in the Final Show:
         * "Final Show: Anna +30, Ben +25." */
        g_autofree char *note = g_strdup_printf (_("Final Show: %s."), list->str);

        phl_change_add_note (change, note);
      }
    }
  g_string_free (list, TRUE);
}

/* Seats the Choose passed over: nobody was left to take a pile from. */
static void
note_passed_over (PhlChange               *change,
                  const PhlStampswapState *before,
                  const PhlStampswapState *after,
                  guint                    actor)
{
  if (before->phase != PHL_STAMPSWAP_PHASE_CHOOSE && after->phase != PHL_STAMPSWAP_PHASE_CHOOSE)
    return;
  for (guint seat = 0; seat < after->n_players; seat++)
    {
      g_autofree char *note = NULL;

      if (seat == actor || before->players[seat].chose || !after->players[seat].chose
          || after->players[seat].piles_state == PHL_STAMPSWAP_PILES_SPLIT)
        continue;
      /* Translators: a player's turn in the Choose is skipped */
      note = g_strdup_printf (_("%s has no opponent’s pile left to take and keeps both own piles."),
                              phl_change_seat (seat));
      phl_change_add_note (change, note);
    }
}

/* Solo: what the dummy did after the player, on its own. */
static void
note_dummy (PhlChange               *change,
            const PhlStampswapState *before,
            const PhlStampswapState *after)
{
  guint dummy = PHL_STAMPSWAP_DUMMY (after);
  const PhlStampswapPlayer *b = &before->players[dummy], *a = &after->players[dummy];

  if (!after->solo)
    return;
  if (before->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    for (guint i = b->n_collection; i < a->n_collection && i < PHL_STAMPSWAP_MAX_HELD; i++)
      {
        g_autofree char *what = phl_stampswap_item_describe (after, NOBODY, a->collection[i]);
        /* Translators: the solo game's dummy player took an item from the pool */
        g_autofree char *note = g_strdup_printf (_("The dummy took %s."), what);

        phl_change_add_note (change, note);
      }
  if (!b->chose && a->chose)
    for (guint seat = 0; seat < after->n_players; seat++)
      /* (The player's piles may have been made in this very action.) */
      if (before->players[seat].piles_state != PHL_STAMPSWAP_PILES_SPLIT
          && after->players[seat].piles_state == PHL_STAMPSWAP_PILES_SPLIT)
        {
          /* Translators: the solo game's dummy player took one of the player's piles */
          g_autofree char *note = g_strdup_printf (_("The dummy took a pile of %s."),
                                                   phl_change_seat (seat));

          phl_change_add_note (change, note);
        }
}

/* The cutter's own log line says what went where (others see the piles
 * on the table, face-down stamps as backs): two different cuts are
 * different moves. */
static void
set_cut_seat_text (PhlChange               *change,
                   const PhlStampswapState *before,
                   const PhlStampswapState *after,
                   guint                    actor,
                   const PhlStampswapCut   *cut)
{
  const PhlStampswapPlayer *p = &before->players[actor];
  GString *zones[PHL_STAMPSWAP_N_CUT_ZONES];
  g_autofree char *text = NULL;

  for (guint z = 0; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    zones[z] = g_string_new (NULL);
  for (guint i = 0; i < cut->n_items && i < p->n_collection; i++)
    {
      GString *list = zones[MIN (cut->zone[i], PHL_STAMPSWAP_N_CUT_ZONES - 1)];
      g_autofree char *what = phl_stampswap_item_describe (after, actor, p->collection[i]);

      if (list->len > 0)
        /* Translators: between the items of one pile in "Pile 1: …; …" */
        g_string_append (list, _("; "));
      g_string_append (list, what);
    }
  for (guint z = PHL_STAMPSWAP_CUT_RESERVE; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    if (zones[z]->len == 0)
      /* Translators: an empty reserve or pile in "Reserve: —." */
      g_string_append (zones[z], _("—"));
  /* Translators: the log line of the player who cut, with the items as they know them */
  text = g_strdup_printf (_("%s made two piles. Reserve: %s. Pile 1: %s. Pile 2: %s."), phl_change_seat (actor),
                          zones[PHL_STAMPSWAP_CUT_RESERVE]->str, zones[PHL_STAMPSWAP_CUT_PILE1]->str,
                          zones[PHL_STAMPSWAP_CUT_PILE2]->str);
  phl_change_set_seat_text (change, 1u << actor, text);
  for (guint z = 0; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    g_string_free (zones[z], TRUE);
}

void
phl_stampswap_change_describe (PhlChange                *change,
                               const PhlStampswapState  *before,
                               const PhlStampswapState  *after,
                               const PhlStampswapAction *action)
{
  guint actor = before->current;
  const PhlStampswapPlayer *b = &before->players[actor], *a = &after->players[actor];
  g_autofree char *text = NULL;

  g_return_if_fail (change != NULL);
  g_return_if_fail (action != NULL);

  switch (action->kind)
    {
    case PHL_STAMPSWAP_ACTION_TAKE:
      if (action->index < before->n_pool)
        set_item_text (change, after, actor, NULL, before->pool[action->index]);
      break;
    case PHL_STAMPSWAP_ACTION_CUT:
      text = g_strdup_printf (_("%s made two piles."), phl_change_seat (actor));
      set_cut_seat_text (change, before, after, actor, &action->cut);
      break;
    case PHL_STAMPSWAP_ACTION_CHOOSE:
      if (after->solo && action->seat == PHL_STAMPSWAP_DUMMY (after))
        /* Translators: the solo player took a pile of the dummy player */
        text = g_strdup_printf (_("%s took pile %u of the dummy."), phl_change_seat (actor), action->pile + 1);
      else
        /* Translators: "Anna took pile 2 of Bob." */
        text = g_strdup_printf (_("%s took pile %u of %s."), phl_change_seat (actor), action->pile + 1,
                                phl_change_seat (action->seat));
      break;
    case PHL_STAMPSWAP_ACTION_PLACE:
      if (action->index < b->n_pending)
        set_item_text (change, after, actor, action, b->pending[action->index]);
      break;
    case PHL_STAMPSWAP_ACTION_DISCARD:
      {
        int points = a->round_points[before->round][PHL_STAMPSWAP_SRC_DISCARDS]
                     - b->round_points[before->round][PHL_STAMPSWAP_SRC_DISCARDS];

        /* Translators: a discarded stamp's value is scored at once */
        text = g_strdup_printf (_("%s discarded a stamp that fit nowhere (%+d points)."),
                                phl_change_seat (actor), points);
      }
      break;
    case PHL_STAMPSWAP_ACTION_CONTEST:
      {
        int id = phl_stampswap_deck_find (after->deck, action->contest);
        int total = day_points (a, before->round) - day_points (b, before->round);

        /* Translators: "Bob entered Green Room and scored 12 points this Show." */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s entered %s and scored %d point this Show.",
                                             "%s entered %s and scored %d points this Show.", total),
                                phl_change_seat (actor),
                                id >= 0 ? phl_stampswap_state_card (after, id)->name : action->contest, total);
      }
      break;
    }
  if (text != NULL)
    phl_change_set_text (change, text);

  add_points (change, before, after);
  note_dummy (change, before, after);
  note_passed_over (change, before, after, actor);
  note_scores (change, before, after);
}
