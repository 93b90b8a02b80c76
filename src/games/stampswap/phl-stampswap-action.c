/* phl-stampswap-action.c — Stamp Swap actions as typed values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "phl-error.h"
#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-game-private.h"

/* ------------------------------------------------------------ Building */

char *
phl_stampswap_action_take (guint slot)
{
  return g_strdup_printf ("take %u", slot + 1);
}

char *
phl_stampswap_action_cut (const PhlStampswapCut *cut)
{
  GString *text = g_string_new ("cut ");

  g_return_val_if_fail (cut != NULL, NULL);

  for (guint zone = PHL_STAMPSWAP_CUT_RESERVE; zone < PHL_STAMPSWAP_N_CUT_ZONES; zone++)
    {
      gboolean first = TRUE;

      if (zone > PHL_STAMPSWAP_CUT_RESERVE)
        g_string_append_c (text, '|');
      for (guint i = 0; i < cut->n_items; i++)
        if (cut->zone[i] == zone)
          {
            g_string_append_printf (text, "%s%u", first ? "" : ",", i + 1);
            first = FALSE;
          }
    }
  return g_string_free (text, FALSE);
}

char *
phl_stampswap_action_choose (guint seat,
                             guint pile)
{
  return g_strdup_printf ("choose %u/%u", seat + 1, pile + 1);
}

char *
phl_stampswap_action_place (guint index,
                            guint x,
                            guint y)
{
  return g_strdup_printf ("place %u at %u,%u", index + 1, x, y);
}

char *
phl_stampswap_action_discard (guint index)
{
  return g_strdup_printf ("discard %u", index + 1);
}

char *
phl_stampswap_action_contest (const char *card_id)
{
  g_return_val_if_fail (card_id != NULL, NULL);
  return g_strdup_printf ("contest %s", card_id);
}

/* ------------------------------------------------------------- Reading */

/* Plain decimal without leading zeros: one text per action.  The engine's
 * apply() reads numbers with it too. */
gboolean
_phl_stampswap_read_uint (const char  *text,
                          guint       *value,
                          const char **rest)
{
  char *end = NULL;
  unsigned long v;

  if (!g_ascii_isdigit (*text) || (text[0] == '0' && g_ascii_isdigit (text[1])))
    return FALSE;
  v = strtoul (text, &end, 10);
  if (v > 1000)
    return FALSE;
  *value = v;
  *rest = end;
  return TRUE;
}

static gboolean
syntax (GError    **error,
        const char *message)
{
  g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL, message);
  return FALSE;
}

static gboolean
parse_cut (const char       *text,
           PhlStampswapCut  *cut,
           GError          **error)
{
  g_auto(GStrv) lists = g_strsplit (text, "|", -1);

  memset (cut, 0, sizeof *cut);
  if (g_strv_length (lists) != 3)
    return syntax (error, _("A cut is written “cut RESERVE|PILE1|PILE2”, e.g. “cut 2|1,4|3,5,6”"));
  for (guint l = 0; l < 3; l++)
    {
      g_auto(GStrv) items = NULL;

      if (lists[l][0] == '\0')
        continue;
      items = g_strsplit (lists[l], ",", -1);
      for (guint i = 0; items[i] != NULL; i++)
        {
          const char *rest;
          guint n;

          if (!_phl_stampswap_read_uint (items[i], &n, &rest) || *rest != '\0' || n < 1 || n > PHL_STAMPSWAP_MAX_HELD)
            {
              g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                           _("“%s” is not a list of items 1 to %u of your Daily Collection"),
                           lists[l], PHL_STAMPSWAP_MAX_HELD);
              return FALSE;
            }
          if (cut->zone[n - 1] != PHL_STAMPSWAP_CUT_UNSET)
            {
              g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, _("Item %u is listed twice"), n);
              return FALSE;
            }
          cut->zone[n - 1] = PHL_STAMPSWAP_CUT_RESERVE + l;
          cut->n_items = MAX (cut->n_items, n);
        }
    }
  return TRUE;
}

gboolean
phl_stampswap_action_parse (const char          *text,
                            PhlStampswapAction  *out,
                            GError             **error)
{
  const char *rest;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (g_str_has_prefix (text, "take "))
    {
      out->kind = PHL_STAMPSWAP_ACTION_TAKE;
      if (!_phl_stampswap_read_uint (text + 5, &out->index, &rest) || *rest != '\0' || out->index == 0)
        return syntax (error, _("In the Collect Phase you take an item: “take N”"));
      out->index--;
      return TRUE;
    }
  if (g_str_has_prefix (text, "cut "))
    {
      out->kind = PHL_STAMPSWAP_ACTION_CUT;
      return parse_cut (text + 4, &out->cut, error);
    }
  if (g_str_has_prefix (text, "choose "))
    {
      out->kind = PHL_STAMPSWAP_ACTION_CHOOSE;
      if (!_phl_stampswap_read_uint (text + 7, &out->seat, &rest) || *rest != '/' || !_phl_stampswap_read_uint (rest + 1, &out->pile, &rest)
          || *rest != '\0' || out->seat == 0 || out->pile == 0)
        return syntax (error, _("In the Choose you take a pile: “choose SEAT/PILE”"));
      out->seat--, out->pile--;
      return TRUE;
    }
  if (g_str_has_prefix (text, "place "))
    {
      out->kind = PHL_STAMPSWAP_ACTION_PLACE;
      if (!_phl_stampswap_read_uint (text + 6, &out->index, &rest) || !g_str_has_prefix (rest, " at ")
          || !_phl_stampswap_read_uint (rest + 4, &out->x, &rest) || *rest != ','
          || !_phl_stampswap_read_uint (rest + 1, &out->y, &rest) || *rest != '\0' || out->index == 0)
        return syntax (error, _("A placement is written “place N at X,Y”"));
      out->index--;
      return TRUE;
    }
  if (g_str_has_prefix (text, "discard "))
    {
      out->kind = PHL_STAMPSWAP_ACTION_DISCARD;
      if (!_phl_stampswap_read_uint (text + 8, &out->index, &rest) || *rest != '\0' || out->index == 0)
        return syntax (error, _("A discard is written “discard N”"));
      out->index--;
      return TRUE;
    }
  if (g_str_has_prefix (text, "contest "))
    {
      out->kind = PHL_STAMPSWAP_ACTION_CONTEST;
      if (text[8] == '\0' || strlen (text + 8) >= sizeof out->contest || strchr (text + 8, ' ') != NULL)
        return syntax (error, _("There is no such contest on the board"));
      g_strlcpy (out->contest, text + 8, sizeof out->contest);
      return TRUE;
    }
  g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, _("“%s” is not a Stamp Swap action"), text);
  return FALSE;
}

gboolean
phl_stampswap_action_equal (const PhlStampswapAction *a,
                            const PhlStampswapAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case PHL_STAMPSWAP_ACTION_TAKE:
    case PHL_STAMPSWAP_ACTION_DISCARD:
      return a->index == b->index;
    case PHL_STAMPSWAP_ACTION_CHOOSE:
      return a->seat == b->seat && a->pile == b->pile;
    case PHL_STAMPSWAP_ACTION_PLACE:
      return a->index == b->index && a->x == b->x && a->y == b->y;
    case PHL_STAMPSWAP_ACTION_CONTEST:
      return g_str_equal (a->contest, b->contest);
    case PHL_STAMPSWAP_ACTION_CUT:
      for (guint i = 0; i < PHL_STAMPSWAP_MAX_HELD; i++)
        if ((i < a->cut.n_items ? a->cut.zone[i] : 0) != (i < b->cut.n_items ? b->cut.zone[i] : 0))
          return FALSE;
      return TRUE;
    default:
      return FALSE;
    }
}

/* ----------------------------------------------------------------- Cut */

void
phl_stampswap_cut_init (PhlStampswapCut         *cut,
                        const PhlStampswapState *state,
                        guint                    seat)
{
  g_return_if_fail (cut != NULL && state != NULL && seat < PHL_STAMPSWAP_MAX_PARTS);

  memset (cut, 0, sizeof *cut);
  cut->n_items = state->players[seat].n_collection;
}

gboolean
phl_stampswap_cut_allows (const PhlStampswapState *state,
                          guint                    seat,
                          guint                    item,
                          PhlStampswapCutZone      zone)
{
  const PhlStampswapPlayer *p;

  g_return_val_if_fail (state != NULL && seat < PHL_STAMPSWAP_MAX_PARTS, FALSE);

  p = &state->players[seat];
  if (item >= p->n_collection || zone >= PHL_STAMPSWAP_N_CUT_ZONES)
    return FALSE;
  return zone != PHL_STAMPSWAP_CUT_RESERVE || !phl_stampswap_item_is_rare (p->collection[item]);
}

PhlStampswapCutProblem
phl_stampswap_cut_problem (const PhlStampswapState *state,
                           guint                    seat,
                           const PhlStampswapCut   *cut,
                           guint                   *count)
{
  const PhlStampswapPlayer *p;
  guint counts[PHL_STAMPSWAP_N_CUT_ZONES] = { 0 };
  guint want, rest, dummy;

  g_return_val_if_fail (state != NULL && cut != NULL && seat < PHL_STAMPSWAP_MAX_PARTS, PHL_STAMPSWAP_CUT_ITEMS_UNSET);

  if (count == NULL)
    count = &dummy;
  *count = 0;
  p = &state->players[seat];
  want = phl_stampswap_state_reserve_count (state, seat);
  for (guint i = 0; i < p->n_collection; i++)
    counts[i < cut->n_items ? MIN (cut->zone[i], PHL_STAMPSWAP_N_CUT_ZONES - 1) : PHL_STAMPSWAP_CUT_UNSET]++;
  if (counts[PHL_STAMPSWAP_CUT_UNSET] > 0)
    {
      *count = counts[PHL_STAMPSWAP_CUT_UNSET];
      return PHL_STAMPSWAP_CUT_ITEMS_UNSET;
    }
  if (counts[PHL_STAMPSWAP_CUT_RESERVE] != want)
    {
      *count = want;
      return PHL_STAMPSWAP_CUT_RESERVE_COUNT;
    }
  for (guint i = 0; i < p->n_collection; i++)
    if (cut->zone[i] == PHL_STAMPSWAP_CUT_RESERVE && phl_stampswap_item_is_rare (p->collection[i]))
      {
        *count = i;
        return PHL_STAMPSWAP_CUT_RARE_RESERVED;
      }
  rest = p->n_collection - want;
  if (rest >= 2 && (counts[PHL_STAMPSWAP_CUT_PILE1] == 0 || counts[PHL_STAMPSWAP_CUT_PILE2] == 0))
    return PHL_STAMPSWAP_CUT_PILE_EMPTY;
  if (rest < 2 && counts[PHL_STAMPSWAP_CUT_PILE2] != 0)
    return PHL_STAMPSWAP_CUT_ONE_PILE;
  return PHL_STAMPSWAP_CUT_OK;
}

gboolean
phl_stampswap_cut_check (const PhlStampswapState *state,
                         guint                    seat,
                         const PhlStampswapCut   *cut,
                         GError                 **error)
{
  guint count = 0;

  switch (phl_stampswap_cut_problem (state, seat, cut, &count))
    {
    case PHL_STAMPSWAP_CUT_OK:
      return TRUE;
    case PHL_STAMPSWAP_CUT_ITEMS_UNSET:
      return syntax (error, _("Every item of your Daily Collection must be reserved or in a pile"));
    case PHL_STAMPSWAP_CUT_RESERVE_COUNT:
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                   ngettext ("You must reserve %u item", "You must reserve %u items", count), count);
      return FALSE;
    case PHL_STAMPSWAP_CUT_RARE_RESERVED:
      return syntax (error, _("Rare stamps may not be reserved, not even face down"));
    case PHL_STAMPSWAP_CUT_PILE_EMPTY:
    case PHL_STAMPSWAP_CUT_ONE_PILE:
    default:
      return syntax (error, _("Each of the two piles needs at least one item"));
    }
}
