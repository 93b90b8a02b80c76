/* phl-stampswap-card-text.h — card texts that name their parameters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card's Text may write its numbers as placeholders ({points}, {count},
 * …, docs/deck-format.md "Texts that stay true"), so a text stays true when
 * a designer changes the card's keys.  What the game, the preview and the
 * print sheet show is the text filled from the card.
 */
#pragma once

#include "phl-key-file.h"
#include "stampswap/phl-stampswap-deck.h"

G_BEGIN_DECLS

/* @text with its placeholders filled from @card, worded for @language
 * ("en", "pl", "de"; NULL: the interface language). */
char     *phl_stampswap_card_text_fill     (const char             *text,
                                            const PhlStampswapCard *card,
                                            const char             *language);
/* FALSE, with a translated message (no file prefix), when @text (as
 * written, before filling) names a placeholder the card has no value for,
 * or writes a number that disagrees with the card's parameters. */
gboolean  phl_stampswap_card_text_check    (const char             *text,
                                            const PhlStampswapCard *card,
                                            GError                **error);
/* Appends a warning (GError, "FILE:LINE: [Group] Key[lang]: message") for
 * every Text, in every language of @file, that fails the check, and every
 * Name that fails phl_stampswap_card_name_check(). */
void      phl_stampswap_deck_text_warnings (PhlKeyFile             *file,
                                            GPtrArray              *warnings);

/* The check for a text written in @language ("en", "pl", "de"): also holds
 * each plural choice to the number of forms the language has. */
gboolean  phl_stampswap_card_text_check_language (const char             *text,
                                                  const PhlStampswapCard *card,
                                                  const char             *language,
                                                  GError                **error);
/* The check for a Name: placeholders only, as a name may hold a number
 * that is none of the card's values ("Route 66"). */
gboolean  phl_stampswap_card_name_check    (const char             *name,
                                            const PhlStampswapCard *card,
                                            const char             *language,
                                            GError                **error);
/* Sets @card's name and text (unless generated) to the file's Name and
 * Text in the interface language, filled: what the deck loader keeps. */
void      phl_stampswap_card_fill_texts    (PhlKeyFile             *file,
                                            const char             *group,
                                            PhlStampswapCard       *card);
/* @key ("Name", "Text") of @group in @language (NULL: untranslated),
 * filled; the untranslated value, filled as English, when @language has
 * no translation. */
char     *phl_stampswap_card_text_get      (PhlKeyFile             *file,
                                            const char             *group,
                                            const char             *key,
                                            const char             *language,
                                            const PhlStampswapCard *card);
/* @text with every brace doubled: filling gives @text back. */
char     *phl_stampswap_card_text_escape   (const char             *text);
/* phl_stampswap_deck_load_cards() for a file whose untranslated Name and
 * Text are written in @language (the editor's preview of a translation):
 * filled with that language's plural forms and numbers. */
PhlStampswapDeck *phl_stampswap_card_text_load_cards (PhlKeyFile   *file,
                                                      const char   *language,
                                                      GError      **error);

G_END_DECLS
