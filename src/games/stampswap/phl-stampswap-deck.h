/* phl-stampswap-deck.h — the deck model: events, contests, specialists, exhibitors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deck is a GKeyFile (docs/deck-format.md#cards); the effect vocabulary is
 * documented in docs/deck-format.md.  The loaded deck is immutable and
 * atomically reference counted, so game states on any thread share it.
 */
#pragma once

#include <glib.h>

#include "phl-key-file.h"
#include "stampswap/phl-stampswap-contest.h"

G_BEGIN_DECLS

typedef enum
{
  PHL_STAMPSWAP_CARD_EVENT,
  PHL_STAMPSWAP_CARD_CONTEST,
  PHL_STAMPSWAP_CARD_SPECIALIST,
  PHL_STAMPSWAP_CARD_EXHIBITOR,
  PHL_STAMPSWAP_N_CARD_KINDS
} PhlStampswapCardKind;

typedef enum
{
  PHL_STAMPSWAP_CONTEST_COLOR,
  PHL_STAMPSWAP_CONTEST_THEME,
  PHL_STAMPSWAP_CONTEST_SIZE,
  PHL_STAMPSWAP_CONTEST_CANCELED,
  PHL_STAMPSWAP_CONTEST_FINALE,
  PHL_STAMPSWAP_N_CONTEST_TYPES
} PhlStampswapContestType;

/* Effects of event and specialist cards (exhibitors score with a contest
 * rule named in their Effect= key instead). */
typedef enum
{
  PHL_STAMPSWAP_EFFECT_NONE,
  PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE,     /* Count */
  PHL_STAMPSWAP_EFFECT_DRAW_RESERVE,      /* Kind (not forever) */
  PHL_STAMPSWAP_EFFECT_TOKEN_POINTS,      /* Points */
  PHL_STAMPSWAP_EFFECT_CONTEST_BONUS,     /* Points */
  PHL_STAMPSWAP_EFFECT_REVEAL_POOL,       /* events */
  PHL_STAMPSWAP_EFFECT_PLACED_POINTS,     /* events: Filter, Points */
  PHL_STAMPSWAP_EFFECT_GIFT_POINTS,       /* events: Points */
  PHL_STAMPSWAP_EFFECT_DISCARD_SHIELD,    /* events */
  PHL_STAMPSWAP_EFFECT_EXHIBITOR_BONUS,   /* events: Points */
  PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS, /* specialists: Points */
  PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW,   /* specialists: Kind */
  PHL_STAMPSWAP_EFFECT_VIEW_POOL,         /* specialists */
  PHL_STAMPSWAP_EFFECT_VIEW_PILES,        /* specialists */
  PHL_STAMPSWAP_EFFECT_FINAL_POINTS,      /* specialists: Filter, Points */
  PHL_STAMPSWAP_EFFECT_FOREVER_BONUS,     /* specialists: Count */
  PHL_STAMPSWAP_EFFECT_CANCELED_VALUE,    /* specialists: Points */
  PHL_STAMPSWAP_EFFECT_FADED_IMMUNE,      /* specialists */
  PHL_STAMPSWAP_N_EFFECTS
} PhlStampswapEffect;

typedef enum
{
  PHL_STAMPSWAP_PARAM_POINTS = 1 << 0,
  PHL_STAMPSWAP_PARAM_COUNT  = 1 << 1,
  PHL_STAMPSWAP_PARAM_KIND   = 1 << 2,
  PHL_STAMPSWAP_PARAM_FILTER = 1 << 3,
} PhlStampswapParams;

typedef struct
{
  const char *name;        /* the Effect= value */
  guint       card_kinds;  /* bit per PhlStampswapCardKind it may appear on */
  guint       params;      /* PhlStampswapParams it needs */
} PhlStampswapEffectInfo;

/* Event items: a stamp kind face up or down, or an attendee card. */
#define PHL_STAMPSWAP_ITEM_ATTENDEE   0xf0
#define PHL_STAMPSWAP_ITEM_DOWN       0x80
#define PHL_STAMPSWAP_MAX_EVENT_ITEMS 10

typedef struct
{
  PhlStampswapCardKind    kind;
  char                   *id;
  /* In the interface language, placeholders filled (not what a file
   * should keep: phl_stampswap_deck_save_card() writes the file's own). */
  char                   *name;
  char                   *text;
  /* A contest without Text= gets a description of its rule (not saved). */
  gboolean                text_generated;
  /* contests */
  guint8                  type;   /* PhlStampswapContestType */
  /* contests and exhibitors */
  PhlStampswapContestRule rule;
  /* exhibitors: the player mat (1-5) it is printed on, 0 when in the deck */
  guint8                  mat;
  /* events and specialists */
  guint8                  effect; /* PhlStampswapEffect */
  gint8                   points;
  guint8                  count;
  guint8                  stamp_kind;
  PhlStampswapFilter      filter;
  /* events: kind | PHL_STAMPSWAP_ITEM_DOWN, or PHL_STAMPSWAP_ITEM_ATTENDEE */
  guint8                  n_items;
  guint8                  items[PHL_STAMPSWAP_MAX_EVENT_ITEMS];
} PhlStampswapCard;

typedef struct _PhlStampswapDeck PhlStampswapDeck;

const PhlStampswapEffectInfo *phl_stampswap_effect_info (PhlStampswapEffect effect);
gboolean          phl_stampswap_effect_from_string (const char *text,
                                                    guint8     *effect);
const char       *phl_stampswap_contest_type_to_string (PhlStampswapContestType type);
const char       *phl_stampswap_card_kind_to_string    (PhlStampswapCardKind kind);

/* Translated names for the editor's choices. */
const char       *phl_stampswap_effect_label       (PhlStampswapEffect      effect);
const char       *phl_stampswap_rule_label         (PhlStampswapRule        rule);
const char       *phl_stampswap_contest_type_label (PhlStampswapContestType type);
const char       *phl_stampswap_card_kind_label    (PhlStampswapCardKind    kind);

/* Loads a deck, failing with the first problem found. */
PhlStampswapDeck *phl_stampswap_deck_load       (PhlKeyFile  *file,
                                                 GError     **error);
/* Reads only the card groups of @file, without whole-deck checks: the
 * inline [Contest:<id>] groups of a position. */
PhlStampswapDeck *phl_stampswap_deck_load_cards (PhlKeyFile  *file,
                                                 GError     **error);
/* The built-in standard deck from the GResource (shared, never NULL). */
PhlStampswapDeck *phl_stampswap_deck_get_default (void);
/* Loads a deck from @path, or the default deck for NULL. */
PhlStampswapDeck *phl_stampswap_deck_load_path  (const char  *path,
                                                 GError     **error);
/* Checks everything docs/deck-format.md defines; appends a GError
 * per problem to @errors (naming file, group, key and line) and returns
 * TRUE when there is none. */
gboolean          phl_stampswap_deck_validate   (PhlKeyFile  *file,
                                                 GPtrArray   *errors);

PhlStampswapDeck *phl_stampswap_deck_ref        (PhlStampswapDeck *deck);
void              phl_stampswap_deck_unref      (PhlStampswapDeck *deck);

const char       *phl_stampswap_deck_get_id     (PhlStampswapDeck *deck);
/* The file the deck was read from, which a save embeds whole. */
PhlKeyFile       *phl_stampswap_deck_get_file   (PhlStampswapDeck *deck);
guint             phl_stampswap_deck_n_cards    (PhlStampswapDeck *deck);
const PhlStampswapCard *phl_stampswap_deck_get_card (PhlStampswapDeck *deck,
                                                     guint             index);
/* Index of the card with @id, or -1. */
int               phl_stampswap_deck_find       (PhlStampswapDeck *deck,
                                                 const char       *id);
/* Indices of the cards of @kind, in file order. */
GArray           *phl_stampswap_deck_cards_of_kind (PhlStampswapDeck    *deck,
                                                    PhlStampswapCardKind kind);
/* Name or Text of a card in @language ("pl", "de"; NULL = untranslated),
 * for the editor, its placeholders filled.  @key is "Name" or "Text". */
char             *phl_stampswap_deck_get_card_string (PhlStampswapDeck *deck,
                                                      guint             index,
                                                      const char       *key,
                                                      const char       *language);
/* Writes card @index with its untranslated Name and Text and every
 * translation, as the deck file has them: what a position shows of its
 * contests, the same whatever the interface language. */
void              phl_stampswap_deck_save_card  (PhlStampswapDeck *deck,
                                                 guint             index,
                                                 GKeyFile         *file);
/* Writes one card's keys (not its translations) into @file, the way the
 * editor saves a card. */
void              phl_stampswap_card_save       (const PhlStampswapCard *card,
                                                 GKeyFile               *file);

/* Writes the whole deck — [Deck], every card and every translation of
 * names and texts — so that loading @out gives the same deck. */
void              phl_stampswap_deck_write      (PhlStampswapDeck       *deck,
                                                 GKeyFile               *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlStampswapDeck, phl_stampswap_deck_unref)

G_END_DECLS
