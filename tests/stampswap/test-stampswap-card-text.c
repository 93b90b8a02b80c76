/* test-stampswap-card-text.c — card texts with placeholders, filled and checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/deck-format.md "Texts that stay true": hand-worked fillings in
 * English, Polish and German, the warnings a designer sees, and texts
 * with broken braces that must neither crash nor loop.
 */
#include "config.h"

#include <string.h>

#include "philatelia-core-resources.h"
#include "stampswap/phl-stampswap-card-text.h"
#include "stampswap/phl-stampswap-deck.h"

static PhlStampswapCard
contest_card (int points)
{
  PhlStampswapCard card = { 0 };

  card.kind = PHL_STAMPSWAP_CARD_CONTEST;
  card.rule.rule = PHL_STAMPSWAP_RULE_COUNT;
  card.rule.points = points;
  return card;
}

static PhlStampswapCard
holes_card (int points,
            int size)
{
  PhlStampswapCard card = contest_card (points);

  card.rule.rule = PHL_STAMPSWAP_RULE_HOLES;
  card.rule.size = size;
  return card;
}

static void
assert_fill (const PhlStampswapCard *card,
             const char             *language,
             const char             *text,
             const char             *expected)
{
  g_autofree char *filled = phl_stampswap_card_text_fill (text, card, language);

  g_assert_cmpstr (filled, ==, expected);
}

static void
test_fill_plurals (void)
{
  const char *pl = "{points|# punkt|# punkty|# punktów} za znaczek";
  const char *de = "{points|# Punkt|# Punkte} pro Marke";
  const char *en = "{points} {points|point|points} per stamp";
  const struct { int n; const char *pl, *de, *en; } cases[] = {
    { 1,  "1 punkt za znaczek",    "1 Punkt pro Marke",  "1 point per stamp" },
    { 2,  "2 punkty za znaczek",   "2 Punkte pro Marke", "2 points per stamp" },
    { 4,  "4 punkty za znaczek",   "4 Punkte pro Marke", "4 points per stamp" },
    { 5,  "5 punktów za znaczek",  "5 Punkte pro Marke", "5 points per stamp" },
    { 12, "12 punktów za znaczek", "12 Punkte pro Marke", "12 points per stamp" },
    { 14, "14 punktów za znaczek", "14 Punkte pro Marke", "14 points per stamp" },
    { 21, "21 punktów za znaczek", "21 Punkte pro Marke", "21 points per stamp" },
    { 22, "22 punkty za znaczek",  "22 Punkte pro Marke", "22 points per stamp" },
    { 112, "112 punktów za znaczek", "112 Punkte pro Marke", "112 points per stamp" },
    { 124, "124 punkty za znaczek", "124 Punkte pro Marke", "124 points per stamp" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PhlStampswapCard card = contest_card (cases[i].n);

      assert_fill (&card, "pl", pl, cases[i].pl);
      assert_fill (&card, "pl_PL.UTF-8", pl, cases[i].pl);
      assert_fill (&card, "de", de, cases[i].de);
      assert_fill (&card, "en", en, cases[i].en);
    }
}

static void
test_fill_syntax (void)
{
  PhlStampswapCard holes = holes_card (3, 2);
  PhlStampswapCard event = { 0 };

  assert_fill (&holes, "en", "{points} for each hole of {size|# space|# spaces}.",
               "3 for each hole of 2 spaces.");
  assert_fill (&holes, "en", "{{points}} is {points}; }} {{", "{points} is 3; } {");
  /* What cannot be filled is shown as written. */
  assert_fill (&holes, "en", "{count} and {colour} and {Points} and {points", "{count} and {colour} and {Points} and {points");
  assert_fill (&holes, "en", "a } and {} and {|x|y}", "a } and {} and {|x|y}");
  /* Fewer forms than the language has: the last one. */
  assert_fill (&holes, "pl", "{points|# punkt|# punkty}", "3 punkty");

  event.kind = PHL_STAMPSWAP_CARD_EVENT;
  event.effect = PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE;
  event.count = 2;
  assert_fill (&event, "en", "reserve {count|one more item|# more items}", "reserve 2 more items");
  event.count = 1;
  assert_fill (&event, "en", "reserve {count|one more item|# more items}", "reserve one more item");
}

static void
assert_check (const PhlStampswapCard *card,
              const char             *language,
              const char             *text,
              const char             *message_part)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = phl_stampswap_card_text_check_language (text, card, language, &error);

  if (message_part == NULL)
    {
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  else
    {
      g_assert_false (ok);
      g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
      if (strstr (error->message, message_part) == NULL)
        g_error ("“%s”: expected a message with “%s”, got “%s”", text, message_part, error->message);
    }
}

static void
test_check (void)
{
  PhlStampswapCard five = contest_card (5);
  PhlStampswapCard holes = holes_card (3, 1);
  PhlStampswapCard specialist = { 0 };

  /* The issue's case: a text written for 2 points on a card worth 5. */
  assert_check (&five, NULL, "2 points for each stamp.", "“2”");
  assert_check (&five, NULL, "2 points for each stamp.", "Points=5");
  assert_check (&five, NULL, "5 points for each stamp.", NULL);
  assert_check (&five, NULL, "{points} points for each stamp.", NULL);
  assert_check (&five, NULL, "Worth 0 instead.", NULL);
  assert_check (&five, NULL, "{points|# point|# points} in 2025", "“2025”");
  assert_check (&five, NULL, "{points|2 points|# points}", "“2”");
  assert_check (&holes, NULL, "3 points for each hole of 1 space", NULL);
  assert_check (&holes, NULL, "3 points for each hole of 2 spaces", "Size=1");

  /* Placeholders the card cannot fill. */
  assert_check (&five, NULL, "{size} spaces", "Size");
  assert_check (&five, NULL, "{mat}", "Mat");
  assert_check (&five, NULL, "{colour} stamps", "{colour}");
  specialist.kind = PHL_STAMPSWAP_CARD_SPECIALIST;
  specialist.effect = PHL_STAMPSWAP_EFFECT_VIEW_POOL;
  assert_check (&specialist, NULL, "{points}", "Points");
  assert_check (&specialist, NULL, "You may view 3 stamps.", "no number");

  /* Malformed braces. */
  assert_check (&five, NULL, "{points", "not closed");
  assert_check (&five, NULL, "{points|a|b", "not closed");
  assert_check (&five, NULL, "{po{ints}", "not closed");
  assert_check (&five, NULL, "a } b", "}}");
  assert_check (&five, NULL, "{} points", "{}");
  assert_check (&five, NULL, "{Points}", "{P");
  assert_check (&five, NULL, "{points|one}", "two forms");
  assert_check (&five, NULL, "{points|a|b|c|d}", "two forms");
  assert_check (&five, NULL, "{{literal}} {points}", NULL);

  /* Plural choices hold to the language's number of forms. */
  assert_check (&five, "pl", "{points|# punkt|# punkty|# punktów}", NULL);
  assert_check (&five, "pl", "{points|# punkt|# punkty}", "three forms in Polish");
  assert_check (&five, "de", "{points|# Punkt|# Punkte}", NULL);
  assert_check (&five, "de", "{points|a|b|c}", "two forms in this language");
  assert_check (&five, "en", "{points|# point|# points}", NULL);
  /* Without a language, any choice of two or three forms passes. */
  assert_check (&five, NULL, "{points|# punkt|# punkty|# punktów}", NULL);
  g_assert_true (phl_stampswap_card_text_check ("{points|a|b}", &five, NULL));
  /* A name may hold numbers of its own; its placeholders are checked. */
  g_assert_true (phl_stampswap_card_name_check ("Route 66", &five, "en", NULL));
  g_assert_true (phl_stampswap_card_name_check ("Club {points}", &five, "en", NULL));
  g_assert_false (phl_stampswap_card_name_check ("Club {size}", &five, "en", NULL));
  g_assert_false (phl_stampswap_card_name_check ("Club {points", &five, "en", NULL));
  g_assert_false (phl_stampswap_card_text_check ("2 points", &five, NULL));
}

static const char *deck_text =
  "[Deck]\nFormat=1\nId=t\nName=T\n"
  "[Event:gala]\n"                                                                  /* 5 */
  "Name=Gala\n"
  "Text=Score {points} more {points|point|points}.\n"
  "Text[pl]=Zdobądź {points|# punkt|# punkty|# punktów} więcej.\n"
  "Text[de]=Erhalte {points|# Punkt|# Punkte} mehr.\n"
  "Items=small-square:up;short-rect:up;large-square:down;long-rect:up;forever;attendee\n"  /* 10 */
  "Effect=token-points\n"
  "Points=2\n"
  "[Contest:old]\n"
  "Name=Old\n"
  "Text=2 points for each stamp.\n"                                                 /* 15 */
  "Text[pl]=2 punkty za każdy znaczek.\n"
  "Text[de]={points|# Punkt|# Punkte} pro Marke.\n"
  "Type=color\nRule=count\nFilter=color:blue\n"
  "Points=5\n"
  "[Contest:generated]\nName=Generated 7\nType=finale\nRule=holes\nSize=2\nPoints=3\n"
  "[Specialist:broken]\nName=Broken\nText=3 points.\nEffect=teleport\n"
  "[Specialist:bad-braces]\nName={bad\nText=}} {points {{\nEffect=view-pool\n";

static PhlStampswapDeck *
load_deck (const char *text,
           PhlKeyFile **file_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "t.deck", &error);
  PhlStampswapDeck *deck;

  g_assert_no_error (error);
  deck = phl_stampswap_deck_load_cards (file, &error);
  g_assert_no_error (error);
  if (file_out != NULL)
    *file_out = g_steal_pointer (&file);
  return deck;
}

static char *
replace (const char *text,
         const char *old,
         const char *new)
{
  g_auto(GStrv) parts = g_strsplit (text, old, -1);

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  return g_strjoinv (new, parts);
}

static void
test_deck_strings (void)
{
  g_autofree char *good = replace (deck_text, "[Specialist:broken]\nName=Broken\nText=3 points.\nEffect=teleport\n", "");
  g_autoptr(PhlStampswapDeck) deck = load_deck (good, NULL);
  g_autofree char *three = replace (good, "Points=2\n", "Points=3\n");
  g_autoptr(PhlStampswapDeck) deck3 = load_deck (three, NULL);
  g_autofree char *one = replace (good, "Points=2\n", "Points=1\n");
  g_autoptr(PhlStampswapDeck) deck1 = load_deck (one, NULL);
  int gala = phl_stampswap_deck_find (deck, "gala");
  const struct { PhlStampswapDeck *deck; const char *lang, *expected; } cases[] = {
    { deck,  NULL, "Score 2 more points." },
    { deck,  "pl", "Zdobądź 2 punkty więcej." },
    { deck,  "de", "Erhalte 2 Punkte mehr." },
    { deck3, NULL, "Score 3 more points." },
    { deck3, "pl", "Zdobądź 3 punkty więcej." },
    { deck3, "de", "Erhalte 3 Punkte mehr." },
    { deck1, NULL, "Score 1 more point." },
    { deck1, "pl", "Zdobądź 1 punkt więcej." },
    { deck1, "de", "Erhalte 1 Punkt mehr." },
  };

  g_assert_cmpint (gala, >=, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = phl_stampswap_deck_get_card_string (cases[i].deck, gala, "Text",
                                                                   cases[i].lang);

      g_assert_cmpstr (text, ==, cases[i].expected);
    }

  /* A language with no translation gets the English text, filled. */
  {
    g_autofree char *many = replace (good, "Points=2\n", "Points=5\n");
    g_autofree char *no_de = replace (many, "Text[de]=Erhalte {points|# Punkt|# Punkte} mehr.\n", "");
    g_autoptr(PhlStampswapDeck) deck5 = load_deck (no_de, NULL);
    g_autofree char *de = phl_stampswap_deck_get_card_string (deck5, gala, "Text", "de");
    g_autofree char *pl = phl_stampswap_deck_get_card_string (deck5, gala, "Text", "pl_PL");

    g_assert_cmpstr (de, ==, "Score 5 more points.");
    g_assert_cmpstr (pl, ==, "Zdobądź 5 punktów więcej.");
  }
}

/* The loader keeps the filled text of the interface language. */
static void
test_load_fills (void)
{
  g_autofree char *good = replace (deck_text, "[Specialist:broken]\nName=Broken\nText=3 points.\nEffect=teleport\n", "");
  g_autofree char *five = replace (good, "Points=2\n", "Points=5\n");
  const struct { const char *language, *expected; } cases[] = {
    { "C",     "Score 5 more points." },
    { "en_GB", "Score 5 more points." },
    { "pl_PL", "Zdobądź 5 punktów więcej." },
    { "de",    "Erhalte 5 Punkte mehr." },
  };
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PhlStampswapDeck) deck = NULL;
      const PhlStampswapCard *card;

      g_setenv ("LANGUAGE", cases[i].language, TRUE);
      deck = load_deck (five, NULL);
      card = phl_stampswap_deck_get_card (deck, phl_stampswap_deck_find (deck, "gala"));
      g_assert_cmpstr (card->text, ==, cases[i].expected);
      g_assert_cmpstr (card->name, ==, "Gala");
    }
  {
    g_autoptr(PhlStampswapDeck) deck = load_deck (five, NULL);
    const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, phl_stampswap_deck_find (deck, "generated"));

    /* A contest without Text= keeps its described rule. */
    g_assert_true (card->text_generated);
    g_assert_nonnull (card->text);
    g_assert_null (strchr (card->text, '{'));
  }
  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* The editor previews a translation as the card's only text: filled with
 * that language's forms (5 is "many" in Polish, "other" in English). */
static void
test_load_in_language (void)
{
  const char *text =
    "[Contest:club]\nName=Klub {{5}}\nText={points|# punkt|# punkty|# punktów} za znaczek.\n"
    "Type=color\nRule=count\nFilter=color:blue\nPoints=5\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "t.deck", &error);
  g_autoptr(PhlStampswapDeck) pl = NULL;
  g_autoptr(PhlStampswapDeck) en = NULL;
  g_autofree char *escaped = phl_stampswap_card_text_escape ("a {b} }{");

  g_assert_cmpstr (escaped, ==, "a {{b}} }}{{");
  g_assert_no_error (error);
  pl = phl_stampswap_card_text_load_cards (file, "pl", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (phl_stampswap_deck_get_card (pl, 0)->text, ==, "5 punktów za znaczek.");
  g_assert_cmpstr (phl_stampswap_deck_get_card (pl, 0)->name, ==, "Klub {5}");
  en = phl_stampswap_card_text_load_cards (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (phl_stampswap_deck_get_card (en, 0)->text, ==, "5 punkty za znaczek.");
}

static void
test_deck_warnings (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (deck_text, -1, "t.deck", &error);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  const char *expected[] = {
    "t.deck:15: [Contest:old] Text: the text says “2”, but the card has Points=5",
    "t.deck:16: [Contest:old] Text[pl]: the text says “2”, but the card has Points=5",
    "t.deck:", /* [Specialist:bad-braces] Name: not closed */
    "t.deck:", /* [Specialist:bad-braces] Text */
  };

  g_assert_no_error (error);
  phl_stampswap_deck_text_warnings (file, warnings);
  for (guint i = 0; i < warnings->len; i++)
    g_test_message ("%s", ((GError *) g_ptr_array_index (warnings, i))->message);
  g_assert_cmpuint (warnings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < warnings->len; i++)
    {
      const GError *w = g_ptr_array_index (warnings, i);

      g_assert_true (g_str_has_prefix (w->message, expected[i]));
    }
  g_assert_nonnull (strstr (((GError *) g_ptr_array_index (warnings, 2))->message,
                            "[Specialist:bad-braces] Name: the placeholder “{bad” is not closed"));
  g_assert_nonnull (strstr (((GError *) g_ptr_array_index (warnings, 3))->message,
                            "[Specialist:bad-braces] Text: “{points ” is not a placeholder"));
}

/* As msgfmt merges the standard deck: translations first.  A warning on
 * Text names Text's own line, not its first translation's. */
static void
test_warning_line_after_translations (void)
{
  const char *text =
    "[Contest:club]\n"
    "Text[de]={points|# Punkt|# Punkte} pro Marke.\n"
    "Text[pl]=2 punkty za znaczek.\n"
    "Text=2 points per stamp.\n"
    "Name=Club\nType=color\nRule=count\nFilter=color:blue\nPoints=5\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "m.deck", &error);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  g_assert_no_error (error);
  phl_stampswap_deck_text_warnings (file, warnings);
  g_assert_cmpuint (warnings->len, ==, 2);
  g_assert_true (g_str_has_prefix (((GError *) g_ptr_array_index (warnings, 0))->message,
                                   "m.deck:3: [Contest:club] Text[pl]: the text says “2”"));
  g_assert_true (g_str_has_prefix (((GError *) g_ptr_array_index (warnings, 1))->message,
                                   "m.deck:4: [Contest:club] Text: the text says “2”"));
}

/* The built-in deck, with the translations merged from po/, warns nowhere. */
static void
test_standard_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resource_lookup_data (phl_core_get_resource (),
                                                    "/io/github/philatelia/Philatelia/core/decks/standard.deck",
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(PhlStampswapDeck) deck = NULL;
  const char *languages[] = { NULL, "pl", "de" };
  guint with_placeholders = 0;
  gsize length;
  const char *data;

  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);
  file = phl_key_file_new_from_data (data, length, "standard.deck", &error);
  g_assert_no_error (error);
  phl_stampswap_deck_text_warnings (file, warnings);
  for (guint i = 0; i < warnings->len; i++)
    g_printerr ("%s\n", ((GError *) g_ptr_array_index (warnings, i))->message);
  g_assert_cmpuint (warnings->len, ==, 0);

  /* Every filled text in every language is free of braces and of "#". */
  deck = phl_stampswap_deck_load (file, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < phl_stampswap_deck_n_cards (deck); i++)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      {
        g_autofree char *text = phl_stampswap_deck_get_card_string (deck, i, "Text", languages[l]);
        g_autofree char *group = g_strdup_printf ("%s:%s",
                                                  phl_stampswap_card_kind_to_string (phl_stampswap_deck_get_card (deck, i)->kind),
                                                  phl_stampswap_deck_get_card (deck, i)->id);
        g_autofree char *raw = NULL;
        g_autofree char *key = languages[l] ? g_strdup_printf ("Text[%s]", languages[l]) : g_strdup ("Text");

        if (text == NULL)
          continue;
        g_assert_null (strpbrk (text, "{}#"));
        raw = g_key_file_get_string (phl_key_file_get_key_file (file), group, key, NULL);
        with_placeholders += raw != NULL && strchr (raw, '{') != NULL;
      }
  /* Each of en, pl, de writes its numbers as placeholders. */
  g_assert_cmpuint (with_placeholders, >=, 3 * 40);
}

/* Random texts made of braces, bars, digits and names: no crash, no
 * endless loop, and a text that passes the check fills every brace. */
static void
test_fuzz (void)
{
  static const char *const atoms[] = {
    "{", "}", "|", "#", "{{", "}}", "points", "count", "size", "mat", "Points", "x",
    " ", "2", "5", "0", "12", "ą", "{points}", "{points|a|b}", "{points|a|b|c}", "{size}",
  };
  PhlStampswapCard cards[] = { contest_card (5), holes_card (2, 1), { 0 } };
  GRand *rand = g_rand_new_with_seed (14);

  cards[2].kind = PHL_STAMPSWAP_CARD_SPECIALIST;
  cards[2].effect = PHL_STAMPSWAP_EFFECT_FOREVER_BONUS;
  cards[2].count = 2;
  for (guint round = 0; round < 20000; round++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      guint n = g_rand_int_range (rand, 0, 12);
      const PhlStampswapCard *card = &cards[round % G_N_ELEMENTS (cards)];
      const char *languages[] = { "en", "pl", "de" };
      const char *language = languages[round % 3];

      for (guint i = 0; i < n; i++)
        g_string_append (text, atoms[g_rand_int_range (rand, 0, G_N_ELEMENTS (atoms))]);
      {
        g_autofree char *filled = phl_stampswap_card_text_fill (text->str, card, language);
        g_autoptr(GError) error = NULL;
        gboolean ok = phl_stampswap_card_text_check_language (text->str, card, language, &error);

        g_assert_nonnull (filled);
        g_assert_true (g_utf8_validate (filled, -1, NULL));
        g_assert_true (ok == (error == NULL));
        if (ok && strstr (text->str, "{{") == NULL && strstr (text->str, "}}") == NULL)
          g_assert_null (strpbrk (filled, "{}"));
        if (strpbrk (text->str, "{}") == NULL)
          g_assert_cmpstr (filled, ==, text->str);
      }
    }
  g_rand_free (rand);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/card-text/fill-plurals", test_fill_plurals);
  g_test_add_func ("/stampswap/card-text/fill-syntax", test_fill_syntax);
  g_test_add_func ("/stampswap/card-text/check", test_check);
  g_test_add_func ("/stampswap/card-text/deck-strings", test_deck_strings);
  g_test_add_func ("/stampswap/card-text/load-fills", test_load_fills);
  g_test_add_func ("/stampswap/card-text/load-in-language", test_load_in_language);
  g_test_add_func ("/stampswap/card-text/deck-warnings", test_deck_warnings);
  g_test_add_func ("/stampswap/card-text/warning-line", test_warning_line_after_translations);
  g_test_add_func ("/stampswap/card-text/standard-deck", test_standard_deck);
  g_test_add_func ("/stampswap/card-text/fuzz", test_fuzz);
  return g_test_run ();
}
