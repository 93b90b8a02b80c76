/* phl-stampswap-deck-check.c — reading one card and checking a whole deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The validator reports every problem it can find, so a designer fixes a
 * deck in one pass: a card's keys are checked independently of each
 * other, and a card that fails still counts for the whole-deck checks
 * when what they need of it was read.
 */
#define G_LOG_DOMAIN "phl-stampswap-deck"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-deck-check.h"

/* A five-player round deals five events and a game removes one per round. */
#define MAX_SEATS     5
#define MIN_EVENTS    (MAX_SEATS + 2)
#define ITEMS_PER_SEAT 6
/* Bounds of the game state's fixed arrays (phl-stampswap-state.h). */
#define MAX_CARDS     128
#define MAX_ATTENDEES 32

/* Moves @error into @errors; returns FALSE so callers can `return add (...)`. */
static gboolean
take_error (GPtrArray *errors,
            GError   **error)
{
  if (*error != NULL)
    g_ptr_array_add (errors, g_steal_pointer (error));
  return FALSE;
}

static gboolean
load_items (PhlKeyFile       *file,
            const char       *group,
            PhlStampswapCard *card,
            GPtrArray        *errors)
{
  g_auto(GStrv) items = NULL;
  GError *error = NULL;
  gsize n = 0;
  gboolean ok = TRUE;

  items = phl_key_file_get_string_list (file, group, "Items", &n, &error);
  if (items == NULL)
    return take_error (errors, &error);
  if (n < 1 || n > PHL_STAMPSWAP_MAX_EVENT_ITEMS)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Items",
                              _("an event shows 1 to %d items, not %u"),
                              PHL_STAMPSWAP_MAX_EVENT_ITEMS, (guint) n);
      return take_error (errors, &error);
    }
  /* Every item that is wrong is reported, not only the first. */
  for (guint i = 0; i < n; i++)
    {
      const char *item = items[i];
      const char *colon = strchr (item, ':');
      g_autofree char *kind_text = colon ? g_strndup (item, colon - item) : g_strdup (item);
      guint8 kind;

      if (g_str_equal (item, "attendee"))
        card->items[i] = PHL_STAMPSWAP_ITEM_ATTENDEE;
      else if (g_str_equal (item, "forever"))
        card->items[i] = PHL_STAMPSWAP_FOREVER;
      else if (colon != NULL && phl_stampswap_kind_from_string (kind_text, &kind)
               && kind != PHL_STAMPSWAP_FOREVER
               && (g_str_equal (colon + 1, "up") || g_str_equal (colon + 1, "down")))
        card->items[i] = kind | (g_str_equal (colon + 1, "down") ? PHL_STAMPSWAP_ITEM_DOWN : 0);
      else
        {
          phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Items",
                                  _("“%s” is not an item (<kind>:up, <kind>:down, forever or attendee)"),
                                  item);
          ok = take_error (errors, &error);
        }
    }
  /* The whole-deck checks count a card's items even when one is wrong. */
  card->n_items = n;
  return ok;
}

/* Reads the parameter keys @info asks for; each is checked on its own. */
static gboolean
load_params (PhlKeyFile                   *file,
             const char                   *group,
             const PhlStampswapEffectInfo *info,
             PhlStampswapCard             *card,
             GPtrArray                    *errors)
{
  GError *error = NULL;
  gboolean ok = TRUE;

  if (info->params & PHL_STAMPSWAP_PARAM_POINTS)
    {
      int points = 0;

      if (phl_key_file_get_int (file, group, "Points", 1, 10, &points, &error))
        card->points = points;
      else
        ok = take_error (errors, &error);
    }
  if (info->params & PHL_STAMPSWAP_PARAM_COUNT)
    {
      int count = 0;

      if (phl_key_file_get_int (file, group, "Count", 1, 3, &count, &error))
        card->count = count;
      else
        ok = take_error (errors, &error);
    }
  if (info->params & PHL_STAMPSWAP_PARAM_KIND)
    {
      g_autofree char *kind = phl_key_file_get_string (file, group, "Kind", &error);

      if (kind == NULL)
        ok = take_error (errors, &error);
      /* Forever stamps can never be drawn and reserved (Polish edition). */
      else if (!phl_stampswap_kind_from_string (kind, &card->stamp_kind)
               || card->stamp_kind == PHL_STAMPSWAP_FOREVER)
        {
          phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Kind",
                                  _("“%s” is not a stamp kind that can be drawn (small-square, large-square, short-rect, long-rect)"),
                                  kind);
          ok = take_error (errors, &error);
        }
    }
  if (info->params & PHL_STAMPSWAP_PARAM_FILTER)
    {
      g_autofree char *filter = phl_key_file_get_string (file, group, "Filter", &error);

      if (filter == NULL)
        ok = take_error (errors, &error);
      else if (!phl_stampswap_filter_parse (filter, &card->filter))
        {
          phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Filter",
                                  _("“%s” is not a filter (color:…, theme:…, shape:…, kind:…, canceled, faded or rare)"),
                                  filter);
          ok = take_error (errors, &error);
        }
    }
  return ok;
}

static gboolean
load_effect (PhlKeyFile       *file,
             const char       *group,
             PhlStampswapCard *card,
             GPtrArray        *errors)
{
  g_autofree char *text = NULL;
  const PhlStampswapEffectInfo *info;
  GError *error = NULL;
  gboolean ok = TRUE;

  text = phl_key_file_get_string (file, group, "Effect", &error);
  if (text == NULL)
    return take_error (errors, &error);
  if (!phl_stampswap_effect_from_string (text, &card->effect))
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_UNSUPPORTED, group, "Effect",
                              _("unknown effect “%s”"), text);
      return take_error (errors, &error);
    }
  info = phl_stampswap_effect_info (card->effect);
  if ((info->card_kinds & (1u << card->kind)) == 0)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Effect",
                              _("the effect “%s” is not for %s cards"), text,
                              phl_stampswap_card_kind_to_string (card->kind));
      ok = take_error (errors, &error);
    }
  /* The effect's keys are checked even when it is for another kind: the
   * designer fixes them in the same pass. */
  return load_params (file, group, info, card, errors) && ok;
}

static gboolean
load_contest (PhlKeyFile       *file,
              const char       *group,
              PhlStampswapCard *card,
              GPtrArray        *errors)
{
  g_autofree char *type = NULL;
  GError *error = NULL;
  gboolean ok = TRUE;
  guint i;

  /* Not a type until Type= is read: the whole-deck checks skip it. */
  card->type = PHL_STAMPSWAP_N_CONTEST_TYPES;
  type = phl_key_file_get_string (file, group, "Type", &error);
  if (type == NULL)
    ok = take_error (errors, &error);
  else
    {
      for (i = 0; i < PHL_STAMPSWAP_N_CONTEST_TYPES; i++)
        if (g_str_equal (type, phl_stampswap_contest_type_to_string (i)))
          break;
      if (i == PHL_STAMPSWAP_N_CONTEST_TYPES)
        {
          phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Type",
                                  _("“%s” is not a contest type (color, theme, size, canceled, finale)"),
                                  type);
          ok = take_error (errors, &error);
        }
      else
        card->type = i;
    }
  if (!phl_stampswap_contest_rule_load_all (file, group, "Rule", &card->rule, errors))
    ok = FALSE;
  else if (card->text == NULL)
    {
      card->text = phl_stampswap_contest_rule_describe (&card->rule);
      card->text_generated = TRUE;
    }
  return ok;
}

static gboolean
load_card (PhlKeyFile       *file,
           const char       *group,
           PhlStampswapCard *card,
           GPtrArray        *errors)
{
  GError *error = NULL;
  gboolean ok = TRUE;

  /* Each key is checked on its own, so every problem of the card is
   * reported at once. */
  card->name = phl_key_file_get_locale_string (file, group, "Name", &error);
  /* Said as a designer sees it in the editor: an empty name field. */
  if ((card->name == NULL && g_error_matches (error, PHL_ERROR, PHL_ERROR_MISSING))
      || (card->name != NULL && card->name[0] == '\0'))
    {
      g_clear_error (&error);
      g_clear_pointer (&card->name, g_free);
      phl_key_file_set_error (file, &error, PHL_ERROR_MISSING, group, "Name",
                              _("the name is empty: every card needs a name"));
    }
  if (card->name == NULL)
    ok = take_error (errors, &error);
  if (phl_key_file_has_key (file, group, "Text"))
    card->text = phl_key_file_get_locale_string (file, group, "Text", NULL);
  else if (card->kind != PHL_STAMPSWAP_CARD_CONTEST)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_MISSING, group, "Text",
                              _("the card needs a text saying what it does"));
      ok = take_error (errors, &error);
    }

  switch (card->kind)
    {
    case PHL_STAMPSWAP_CARD_CONTEST:
      return load_contest (file, group, card, errors) && ok;
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
      {
        int mat = 0;

        if (!phl_stampswap_contest_rule_load_all (file, group, "Effect", &card->rule, errors))
          ok = FALSE;
        if (phl_key_file_get_int_default (file, group, "Mat", 0, MAX_SEATS, 0, &mat, &error))
          card->mat = mat;
        else
          {
            /* Neither on a mat nor in the deck, for the whole-deck checks. */
            card->mat = MAX_SEATS + 1;
            ok = take_error (errors, &error);
          }
      }
      return ok;
    case PHL_STAMPSWAP_CARD_EVENT:
      if (!load_items (file, group, card, errors))
        ok = FALSE;
      return load_effect (file, group, card, errors) && ok;
    case PHL_STAMPSWAP_CARD_SPECIALIST:
    default:
      return load_effect (file, group, card, errors) && ok;
    }
}

static gint
compare_guint (gconstpointer a,
               gconstpointer b)
{
  return (gint) *(const guint *) a - (gint) *(const guint *) b;
}

/* Whole-deck checks: what a game with up to five seats needs.  @cards
 * holds the cards that failed to load too (so a deck's problems come in
 * one list); what such a card could not say (a contest's type, a mat, an
 * event's items) is left out rather than guessed. */
static void
check_deck (PhlKeyFile       *file,
            GArray           *cards,
            GPtrArray        *errors)
{
  guint per_type[PHL_STAMPSWAP_N_CONTEST_TYPES] = { 0 };
  guint mats[MAX_SEATS + 1] = { 0 };
  g_autoptr(GArray) event_items = g_array_new (FALSE, FALSE, sizeof (guint));
  GError *error = NULL;
  guint pool = 0, n_attendees = 0, n_events = 0;

  /* Game states keep card indices in bytes and hands of bounded size. */
  if (cards->len > MAX_CARDS)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, "Deck", NULL,
                              _("a deck holds at most %d cards, this one has %u"),
                              MAX_CARDS, cards->len);
      take_error (errors, &error);
    }
  for (guint i = 0; i < cards->len; i++)
    {
      const PhlStampswapCard *card = &g_array_index (cards, PhlStampswapCard, i);
      g_autofree char *group = g_strconcat (phl_stampswap_card_kind_to_string (card->kind), ":", card->id, NULL);

      if (card->kind == PHL_STAMPSWAP_CARD_CONTEST && card->type < PHL_STAMPSWAP_N_CONTEST_TYPES)
        per_type[card->type]++;
      else if (card->kind == PHL_STAMPSWAP_CARD_EVENT)
        {
          guint n = card->n_items;

          n_events++;
          if (n > 0)
            g_array_append_val (event_items, n);
        }
      if ((card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR && card->mat == 0)
          || card->kind == PHL_STAMPSWAP_CARD_SPECIALIST)
        n_attendees++;
      if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR && card->mat > 0 && card->mat <= MAX_SEATS)
        {
          if (mats[card->mat]++ > 0)
            {
              phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Mat",
                                      _("player mat %u already has an exhibitor"), card->mat);
              take_error (errors, &error);
            }
        }
    }

  if (n_attendees > MAX_ATTENDEES)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, "Deck", NULL,
                              _("a deck holds at most %d attendee cards, this one has %u"),
                              MAX_ATTENDEES, n_attendees);
      take_error (errors, &error);
    }
  for (guint t = 0; t < PHL_STAMPSWAP_N_CONTEST_TYPES; t++)
    if (per_type[t] == 0)
      {
        phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, "Deck", NULL,
                                _("the board needs a %s contest but the deck has none"),
                                phl_stampswap_contest_type_to_string (t));
        take_error (errors, &error);
      }
  for (guint m = 1; m <= MAX_SEATS; m++)
    if (mats[m] == 0)
      {
        phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, "Deck", NULL,
                                _("player mat %u has no exhibitor (an exhibitor with Mat=%u)"), m, m);
        take_error (errors, &error);
      }

  if (n_events < MIN_EVENTS)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, "Deck", NULL,
                              _("a five-player game needs at least %d event cards, the deck has %u"),
                              MIN_EVENTS, n_events);
      take_error (errors, &error);
      return;
    }
  /* An event whose Items could not be read: its problem is reported, the
   * pool cannot be counted. */
  if (event_items->len < n_events)
    return;
  /* The five poorest events plus the first-player token must still give
   * every one of five players six items. */
  g_array_sort (event_items, compare_guint);
  for (guint i = 0; i < MAX_SEATS; i++)
    pool += g_array_index (event_items, guint, i);
  if (pool + 1 < MAX_SEATS * ITEMS_PER_SEAT)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, "Deck", NULL,
                              _("five events can show only %u items: a five-player pool needs %d"),
                              pool, MAX_SEATS * ITEMS_PER_SEAT - 1);
      take_error (errors, &error);
    }
}

gboolean
phl_stampswap_card_load (PhlKeyFile       *file,
                         const char       *group,
                         PhlStampswapCard *card,
                         GPtrArray        *errors)
{
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);
  return load_card (file, group, card, errors);
}

void
phl_stampswap_deck_check_cards (PhlKeyFile *file,
                                GArray     *cards,
                                GPtrArray  *errors)
{
  g_return_if_fail (file != NULL);
  g_return_if_fail (cards != NULL);
  check_deck (file, cards, errors);
}
