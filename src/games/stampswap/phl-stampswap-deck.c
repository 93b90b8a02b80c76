/* phl-stampswap-deck.c — Stamp Swap decks: loading, the cards' names, saving
 *
 * Reading a card's keys and the whole-deck checks live in
 * phl-stampswap-deck-check.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-deck"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "philatelia-core-resources.h"
#include "phl-deck-file.h"
#include "stampswap/phl-stampswap-card-text.h"
#include "stampswap/phl-stampswap-deck.h"
#include "stampswap/phl-stampswap-deck-check.h"

#define DECK_RESOURCE "/io/github/philatelia/Philatelia/core/decks/standard.deck"

struct _PhlStampswapDeck
{
  /* Game states on the main thread and in the computer player, hint and
   * balance threads share one deck, so its count is atomic; everything
   * else is written once by the loader and only read after. */
  gatomicrefcount ref_count;
  PhlKeyFile *file;
  char       *id;
  GArray     *cards;   /* PhlStampswapCard */
};

#define K(kind) (1u << PHL_STAMPSWAP_CARD_##kind)
#define P(param) PHL_STAMPSWAP_PARAM_##param

static const PhlStampswapEffectInfo effects[] = {
  [PHL_STAMPSWAP_EFFECT_NONE]              = { "none", K (EVENT) | K (SPECIALIST), 0 },
  [PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE]     = { "extra-reserve", K (EVENT) | K (SPECIALIST), P (COUNT) },
  [PHL_STAMPSWAP_EFFECT_DRAW_RESERVE]      = { "draw-reserve", K (EVENT) | K (SPECIALIST), P (KIND) },
  [PHL_STAMPSWAP_EFFECT_TOKEN_POINTS]      = { "token-points", K (EVENT) | K (SPECIALIST), P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_CONTEST_BONUS]     = { "contest-bonus", K (EVENT) | K (SPECIALIST), P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_REVEAL_POOL]       = { "reveal-pool", K (EVENT), 0 },
  [PHL_STAMPSWAP_EFFECT_PLACED_POINTS]     = { "placed-points", K (EVENT), P (FILTER) | P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_GIFT_POINTS]       = { "gift-points", K (EVENT), P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_DISCARD_SHIELD]    = { "discard-shield", K (EVENT), 0 },
  [PHL_STAMPSWAP_EFFECT_EXHIBITOR_BONUS]   = { "exhibitor-bonus", K (EVENT), P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS] = { "pile-taken-points", K (SPECIALIST), P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW]   = { "pile-taken-draw", K (SPECIALIST), P (KIND) },
  [PHL_STAMPSWAP_EFFECT_VIEW_POOL]         = { "view-pool", K (SPECIALIST), 0 },
  [PHL_STAMPSWAP_EFFECT_VIEW_PILES]        = { "view-piles", K (SPECIALIST), 0 },
  [PHL_STAMPSWAP_EFFECT_FINAL_POINTS]      = { "final-points", K (SPECIALIST), P (FILTER) | P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_FOREVER_BONUS]     = { "forever-bonus", K (SPECIALIST), P (COUNT) },
  [PHL_STAMPSWAP_EFFECT_CANCELED_VALUE]    = { "canceled-value", K (SPECIALIST), P (POINTS) },
  [PHL_STAMPSWAP_EFFECT_FADED_IMMUNE]      = { "faded-immune", K (SPECIALIST), 0 },
};

#undef K
#undef P

static const char * const card_kind_names[] = { "Event", "Contest", "Specialist", "Exhibitor" };
static const char * const contest_type_names[] = { "color", "theme", "size", "canceled", "finale" };

const PhlStampswapEffectInfo *
phl_stampswap_effect_info (PhlStampswapEffect effect)
{
  g_return_val_if_fail (effect < PHL_STAMPSWAP_N_EFFECTS, NULL);
  return &effects[effect];
}

gboolean
phl_stampswap_effect_from_string (const char *text,
                                  guint8     *effect)
{
  for (guint i = 0; i < G_N_ELEMENTS (effects); i++)
    if (g_strcmp0 (effects[i].name, text) == 0)
      {
        *effect = i;
        return TRUE;
      }
  return FALSE;
}

const char *
phl_stampswap_contest_type_to_string (PhlStampswapContestType type)
{
  g_return_val_if_fail (type < PHL_STAMPSWAP_N_CONTEST_TYPES, NULL);
  return contest_type_names[type];
}

const char *
phl_stampswap_card_kind_to_string (PhlStampswapCardKind kind)
{
  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_CARD_KINDS, NULL);
  return card_kind_names[kind];
}

static void
card_clear (gpointer data)
{
  PhlStampswapCard *card = data;

  g_free (card->id);
  g_free (card->name);
  g_free (card->text);
}

/* @cards_only: read the card groups alone (inline contests of positions). */
static PhlStampswapDeck *
parse_deck (PhlKeyFile *file,
            gboolean    cards_only,
            GPtrArray  *errors)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_auto(GStrv) groups = NULL;
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  GError *error = NULL;
  guint n_before = errors->len;

  deck = g_new0 (PhlStampswapDeck, 1);
  g_atomic_ref_count_init (&deck->ref_count);
  deck->file = phl_key_file_ref (file);
  deck->cards = g_array_new (FALSE, TRUE, sizeof (PhlStampswapCard));
  g_array_set_clear_func (deck->cards, card_clear);

  if (cards_only)
    deck->id = g_strdup ("inline");
  else
    {
      /* The header and the card group names are checked as for any deck. */
      if (!phl_deck_file_check_header (file, errors))
        {
          int format = 0;

          /* A deck from a newer version is not read any further. */
          if (phl_key_file_get_int (file, "Deck", "Format", 1, G_MAXINT, &format, NULL) &&
              format > PHL_DECK_FORMAT)
            return NULL;
        }
      deck->id = g_key_file_get_string (phl_key_file_get_key_file (file), "Deck", "Id", NULL);
    }

  groups = g_key_file_get_groups (phl_key_file_get_key_file (file), NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      const char *group = groups[g];
      const char *colon = strchr (group, ':');
      g_autofree char *kind_text = NULL;
      PhlStampswapCard card = { 0 };
      guint k;

      if (colon == NULL)
        continue;  /* [Deck] and groups a newer version may add */
      kind_text = g_strndup (group, colon - group);
      for (k = 0; k < PHL_STAMPSWAP_N_CARD_KINDS; k++)
        if (g_str_equal (kind_text, card_kind_names[k]))
          break;
      /* Unknown kinds and malformed ids: reported by the header check for a
       * deck, and ignored in a position, as a newer version may add some. */
      if (k == PHL_STAMPSWAP_N_CARD_KINDS || !phl_deck_file_parse_group (group, NULL, NULL))
        continue;
      if (g_hash_table_contains (ids, colon + 1))
        {
          phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, NULL,
                                  _("duplicate card id “%s”"), colon + 1);
          g_ptr_array_add (errors, g_steal_pointer (&error));
          continue;
        }
      g_hash_table_add (ids, (gpointer) (colon + 1));
      card.kind = k;
      card.id = g_strdup (colon + 1);
      /* A card with problems is kept until the whole-deck checks ran:
       * the deck is not returned anyway (errors->len grew). */
      if (phl_stampswap_card_load (file, group, &card, errors))
        /* What play, preview and print show: placeholders filled. */
        phl_stampswap_card_fill_texts (file, group, &card);
      g_array_append_val (deck->cards, card);
    }

  /* Whole-deck checks run on every card, so a validator run reports
   * them alongside the cards' own problems. */
  if (!cards_only)
    phl_stampswap_deck_check_cards (file, deck->cards, errors);
  if (errors->len != n_before)
    return NULL;
  return g_steal_pointer (&deck);
}

PhlStampswapDeck *
phl_stampswap_deck_load (PhlKeyFile  *file,
                         GError     **error)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  PhlStampswapDeck *deck;

  g_return_val_if_fail (file != NULL, NULL);

  deck = parse_deck (file, FALSE, errors);
  if (deck == NULL)
    {
      g_assert (errors->len > 0);
      g_propagate_error (error, g_ptr_array_steal_index (errors, 0));
    }
  return deck;
}

gboolean
phl_stampswap_deck_validate (PhlKeyFile *file,
                             GPtrArray  *errors)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  guint n_before;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (errors != NULL, FALSE);

  n_before = errors->len;
  deck = parse_deck (file, FALSE, errors);
  return deck != NULL && errors->len == n_before;
}

PhlStampswapDeck *
phl_stampswap_deck_load_cards (PhlKeyFile  *file,
                               GError     **error)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  PhlStampswapDeck *deck;

  g_return_val_if_fail (file != NULL, NULL);

  deck = parse_deck (file, TRUE, errors);
  if (deck == NULL)
    g_propagate_error (error, g_ptr_array_steal_index (errors, 0));
  return deck;
}

PhlStampswapDeck *
phl_stampswap_deck_get_default (void)
{
  static PhlStampswapDeck *deck;

  if (g_once_init_enter (&deck))
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = NULL;
      PhlStampswapDeck *loaded;
      gsize length;
      const char *data;

      bytes = g_resource_lookup_data (phl_core_get_resource (), DECK_RESOURCE,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL)
        g_error ("The built-in deck is missing: %s", error->message);
      data = g_bytes_get_data (bytes, &length);
      file = phl_key_file_new_from_data (data, length, "standard.deck", &error);
      if (file == NULL || (loaded = phl_stampswap_deck_load (file, &error)) == NULL)
        g_error ("The built-in deck is broken: %s", error->message);
      g_once_init_leave (&deck, loaded);
    }
  return deck;
}

PhlStampswapDeck *
phl_stampswap_deck_load_path (const char  *path,
                              GError     **error)
{
  g_autoptr(PhlKeyFile) file = NULL;

  if (path == NULL)
    return phl_stampswap_deck_ref (phl_stampswap_deck_get_default ());
  file = phl_key_file_new_from_file (path, error);
  if (file == NULL)
    return NULL;
  return phl_stampswap_deck_load (file, error);
}

PhlStampswapDeck *
phl_stampswap_deck_ref (PhlStampswapDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  g_atomic_ref_count_inc (&deck->ref_count);
  return deck;
}

void
phl_stampswap_deck_unref (PhlStampswapDeck *deck)
{
  g_return_if_fail (deck != NULL);

  if (g_atomic_ref_count_dec (&deck->ref_count))
    {
      g_array_unref (deck->cards);
      phl_key_file_unref (deck->file);
      g_free (deck->id);
      g_free (deck);
    }
}

const char *
phl_stampswap_deck_get_id (PhlStampswapDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  return deck->id;
}

PhlKeyFile *
phl_stampswap_deck_get_file (PhlStampswapDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  return deck->file;
}

guint
phl_stampswap_deck_n_cards (PhlStampswapDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  return deck->cards->len;
}

const PhlStampswapCard *
phl_stampswap_deck_get_card (PhlStampswapDeck *deck,
                             guint             index)
{
  g_return_val_if_fail (deck != NULL, NULL);
  g_return_val_if_fail (index < deck->cards->len, NULL);
  return &g_array_index (deck->cards, PhlStampswapCard, index);
}

int
phl_stampswap_deck_find (PhlStampswapDeck *deck,
                         const char       *id)
{
  g_return_val_if_fail (deck != NULL, -1);
  g_return_val_if_fail (id != NULL, -1);

  for (guint i = 0; i < deck->cards->len; i++)
    if (g_str_equal (g_array_index (deck->cards, PhlStampswapCard, i).id, id))
      return i;
  return -1;
}

GArray *
phl_stampswap_deck_cards_of_kind (PhlStampswapDeck    *deck,
                                  PhlStampswapCardKind kind)
{
  GArray *out;

  g_return_val_if_fail (deck != NULL, NULL);

  out = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < deck->cards->len; i++)
    if (g_array_index (deck->cards, PhlStampswapCard, i).kind == kind)
      g_array_append_val (out, i);
  return out;
}

char *
phl_stampswap_deck_get_card_string (PhlStampswapDeck *deck,
                                    guint             index,
                                    const char       *key,
                                    const char       *language)
{
  const PhlStampswapCard *card;
  g_autofree char *group = NULL;

  g_return_val_if_fail (deck != NULL, NULL);
  g_return_val_if_fail (index < deck->cards->len, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  card = &g_array_index (deck->cards, PhlStampswapCard, index);
  group = g_strconcat (card_kind_names[card->kind], ":", card->id, NULL);
  return phl_stampswap_card_text_get (deck->file, group, key, language, card);
}

void
phl_stampswap_card_save (const PhlStampswapCard *card,
                         GKeyFile               *file)
{
  g_autofree char *group = NULL;

  g_return_if_fail (card != NULL);
  g_return_if_fail (file != NULL);

  group = g_strconcat (card_kind_names[card->kind], ":", card->id, NULL);
  g_key_file_set_string (file, group, "Name", card->name);
  if (card->text != NULL && !card->text_generated)
    g_key_file_set_string (file, group, "Text", card->text);

  switch (card->kind)
    {
    case PHL_STAMPSWAP_CARD_CONTEST:
      g_key_file_set_string (file, group, "Type", contest_type_names[card->type]);
      phl_stampswap_contest_rule_save (&card->rule, file, group, "Rule");
      return;
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
      phl_stampswap_contest_rule_save (&card->rule, file, group, "Effect");
      if (card->mat > 0)
        g_key_file_set_integer (file, group, "Mat", card->mat);
      return;
    case PHL_STAMPSWAP_CARD_EVENT:
      {
        const char *items[PHL_STAMPSWAP_MAX_EVENT_ITEMS];
        g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);

        for (guint i = 0; i < card->n_items; i++)
          {
            guint8 item = card->items[i];
            char *text;

            if (item == PHL_STAMPSWAP_ITEM_ATTENDEE)
              text = g_strdup ("attendee");
            else if (item == PHL_STAMPSWAP_FOREVER)
              text = g_strdup ("forever");
            else
              text = g_strconcat (phl_stampswap_kind_to_string (item & ~PHL_STAMPSWAP_ITEM_DOWN),
                                  item & PHL_STAMPSWAP_ITEM_DOWN ? ":down" : ":up", NULL);
            g_ptr_array_add (owned, text);
            items[i] = text;
          }
        g_key_file_set_string_list (file, group, "Items", items, card->n_items);
      }
      G_GNUC_FALLTHROUGH;
    case PHL_STAMPSWAP_CARD_SPECIALIST:
    default:
      {
        const PhlStampswapEffectInfo *info = &effects[card->effect];

        g_key_file_set_string (file, group, "Effect", info->name);
        if (info->params & PHL_STAMPSWAP_PARAM_POINTS)
          g_key_file_set_integer (file, group, "Points", card->points);
        if (info->params & PHL_STAMPSWAP_PARAM_COUNT)
          g_key_file_set_integer (file, group, "Count", card->count);
        if (info->params & PHL_STAMPSWAP_PARAM_KIND)
          g_key_file_set_string (file, group, "Kind", phl_stampswap_kind_to_string (card->stamp_kind));
        if (info->params & PHL_STAMPSWAP_PARAM_FILTER)
          {
            g_autofree char *filter = phl_stampswap_filter_to_string (&card->filter);
            g_key_file_set_string (file, group, "Filter", filter);
          }
      }
    }
}

/* Copies every key of @group whose name is @key or a translation of it. */
static void
copy_translations (GKeyFile   *from,
                   GKeyFile   *to,
                   const char *group,
                   const char *key)
{
  g_auto(GStrv) keys = g_key_file_get_keys (from, group, NULL, NULL);
  gsize key_len = strlen (key);

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    if (strncmp (keys[i], key, key_len) == 0 && (keys[i][key_len] == '\0' || keys[i][key_len] == '['))
      {
        g_autofree char *value = g_key_file_get_value (from, group, keys[i], NULL);
        g_key_file_set_value (to, group, keys[i], value);
      }
}

void
phl_stampswap_deck_save_card (PhlStampswapDeck *deck,
                              guint             index,
                              GKeyFile         *file)
{
  const PhlStampswapCard *card;
  g_autofree char *group = NULL;
  GKeyFile *source;

  g_return_if_fail (deck != NULL);
  g_return_if_fail (index < deck->cards->len);
  g_return_if_fail (file != NULL);

  card = &g_array_index (deck->cards, PhlStampswapCard, index);
  group = g_strconcat (card_kind_names[card->kind], ":", card->id, NULL);
  source = phl_key_file_get_key_file (deck->file);
  phl_stampswap_card_save (card, file);
  /* card_save wrote the names of the current language: put back the
   * file's own, untranslated and translated. */
  g_key_file_remove_key (file, group, "Name", NULL);
  copy_translations (source, file, group, "Name");
  if (card->text != NULL && !card->text_generated)
    {
      g_key_file_remove_key (file, group, "Text", NULL);
      copy_translations (source, file, group, "Text");
    }
}

void
phl_stampswap_deck_write (PhlStampswapDeck *deck,
                          GKeyFile         *out)
{
  GKeyFile *source;
  g_auto(GStrv) deck_keys = NULL;

  g_return_if_fail (deck != NULL);
  g_return_if_fail (out != NULL);

  source = phl_key_file_get_key_file (deck->file);
  deck_keys = g_key_file_get_keys (source, "Deck", NULL, NULL);
  for (guint i = 0; deck_keys != NULL && deck_keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (source, "Deck", deck_keys[i], NULL);
      g_key_file_set_value (out, "Deck", deck_keys[i], value);
    }
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const PhlStampswapCard *card = &g_array_index (deck->cards, PhlStampswapCard, i);
      g_autofree char *group = g_strconcat (card_kind_names[card->kind], ":", card->id, NULL);

      phl_stampswap_card_save (card, out);
      /* Untranslated texts and every translation, as the file had them. */
      copy_translations (source, out, group, "Name");
      copy_translations (source, out, group, "Text");
    }
}

const char *
phl_stampswap_effect_label (PhlStampswapEffect effect)
{
  static const char * const labels[] = {
    [PHL_STAMPSWAP_EFFECT_NONE]              = N_("No effect"),
    [PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE]     = N_("Reserve more items"),
    [PHL_STAMPSWAP_EFFECT_DRAW_RESERVE]      = N_("Draw and reserve a stamp"),
    [PHL_STAMPSWAP_EFFECT_TOKEN_POINTS]      = N_("More points for the first-player token"),
    [PHL_STAMPSWAP_EFFECT_CONTEST_BONUS]     = N_("More points for contests"),
    [PHL_STAMPSWAP_EFFECT_REVEAL_POOL]       = N_("All stamps face up in the pool"),
    [PHL_STAMPSWAP_EFFECT_PLACED_POINTS]     = N_("Points for stamps placed this round"),
    [PHL_STAMPSWAP_EFFECT_GIFT_POINTS]       = N_("Points per item in piles taken from you"),
    [PHL_STAMPSWAP_EFFECT_DISCARD_SHIELD]    = N_("Discarded stamps cost nothing"),
    [PHL_STAMPSWAP_EFFECT_EXHIBITOR_BONUS]   = N_("More points per exhibitor"),
    [PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS] = N_("Points when a pile is taken from you"),
    [PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW]   = N_("Draw a stamp when a pile is taken from you"),
    [PHL_STAMPSWAP_EFFECT_VIEW_POOL]         = N_("View face-down stamps in the pool"),
    [PHL_STAMPSWAP_EFFECT_VIEW_PILES]        = N_("View face-down stamps in opponents’ piles"),
    [PHL_STAMPSWAP_EFFECT_FINAL_POINTS]      = N_("Final Show points for matching stamps"),
    [PHL_STAMPSWAP_EFFECT_FOREVER_BONUS]     = N_("Count more forever stamps"),
    [PHL_STAMPSWAP_EFFECT_CANCELED_VALUE]    = N_("Canceled stamps gain a value"),
    [PHL_STAMPSWAP_EFFECT_FADED_IMMUNE]      = N_("Faded stamps are worth 0"),
  };

  g_return_val_if_fail (effect < PHL_STAMPSWAP_N_EFFECTS, NULL);
  return _(labels[effect]);
}

const char *
phl_stampswap_rule_label (PhlStampswapRule rule)
{
  static const char * const labels[] = {
    N_("Largest connected group"), N_("Second most abundant"), N_("Complete sets"), N_("Count of stamps"),
    N_("Perfect corners"), N_("Surrounded stamps"), N_("Complete album edges"), N_("Holes"),
  };

  g_return_val_if_fail (rule < PHL_STAMPSWAP_N_RULES, NULL);
  return _(labels[rule]);
}

const char *
phl_stampswap_contest_type_label (PhlStampswapContestType type)
{
  static const char * const labels[] = {
    N_("Colour contest"), N_("Theme contest"), N_("Size contest"), N_("Canceled contest"), N_("Finale contest"),
  };

  g_return_val_if_fail (type < PHL_STAMPSWAP_N_CONTEST_TYPES, NULL);
  return _(labels[type]);
}

const char *
phl_stampswap_card_kind_label (PhlStampswapCardKind kind)
{
  static const char * const labels[] = {
    N_("Event card"), N_("Contest card"), N_("Specialist card"), N_("Exhibitor card"),
  };

  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_CARD_KINDS, NULL);
  return _(labels[kind]);
}
