/* test-stampswap-deck.c — the standard deck and the deck validator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "phl-match.h"
#include "../save-setup-error.h"
#include "stampswap/phl-stampswap-deck.h"

static void
test_standard_deck (void)
{
  PhlStampswapDeck *deck = phl_stampswap_deck_get_default ();
  guint per_kind[PHL_STAMPSWAP_N_CARD_KINDS] = { 0 };
  guint per_type[PHL_STAMPSWAP_N_CONTEST_TYPES] = { 0 };
  guint mats = 0;
  g_autoptr(GHashTable) event_effects = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) specialist_effects = g_hash_table_new (NULL, NULL);

  g_assert_cmpstr (phl_stampswap_deck_get_id (deck), ==, "standard");
  for (guint i = 0; i < phl_stampswap_deck_n_cards (deck); i++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, i);

      per_kind[card->kind]++;
      g_assert_nonnull (card->name);
      g_assert_nonnull (card->text);
      if (card->kind == PHL_STAMPSWAP_CARD_CONTEST)
        per_type[card->type]++;
      else if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
        mats += card->mat > 0;
      else if (card->kind == PHL_STAMPSWAP_CARD_EVENT)
        {
          g_assert_cmpuint (card->n_items, >=, 6);
          g_assert_cmpuint (card->n_items, <=, 7);
          g_hash_table_add (event_effects, GUINT_TO_POINTER (card->effect));
        }
      else
        g_hash_table_add (specialist_effects, GUINT_TO_POINTER (card->effect));
    }
  g_assert_cmpuint (per_kind[PHL_STAMPSWAP_CARD_EVENT], ==, 10);
  g_assert_cmpuint (per_kind[PHL_STAMPSWAP_CARD_SPECIALIST], ==, 14);
  g_assert_cmpuint (per_kind[PHL_STAMPSWAP_CARD_EXHIBITOR], ==, 10);
  g_assert_cmpuint (mats, ==, 5);
  g_assert_cmpuint (per_kind[PHL_STAMPSWAP_CARD_CONTEST], ==, 30);
  for (guint t = 0; t < PHL_STAMPSWAP_N_CONTEST_TYPES; t++)
    g_assert_cmpuint (per_type[t], ==, 6);
  g_assert_cmpuint (g_hash_table_size (event_effects), >=, 8);
  g_assert_cmpuint (g_hash_table_size (specialist_effects), >=, 10);
}

/* Saving every card and loading the result gives the same cards. */
static void
test_card_round_trip (void)
{
  PhlStampswapDeck *deck = phl_stampswap_deck_get_default ();
  g_autoptr(GKeyFile) out = g_key_file_new ();
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(PhlStampswapDeck) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  g_key_file_set_integer (out, "Deck", "Format", 1);
  g_key_file_set_string (out, "Deck", "Id", "copy");
  g_key_file_set_string (out, "Deck", "Name", "Copy");
  for (guint i = 0; i < phl_stampswap_deck_n_cards (deck); i++)
    phl_stampswap_card_save (phl_stampswap_deck_get_card (deck, i), out);
  data = g_key_file_to_data (out, NULL, NULL);
  file = phl_key_file_new_from_data (data, -1, "copy.deck", &error);
  g_assert_no_error (error);
  again = phl_stampswap_deck_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_stampswap_deck_n_cards (again), ==, phl_stampswap_deck_n_cards (deck));
  for (guint i = 0; i < phl_stampswap_deck_n_cards (deck); i++)
    {
      const PhlStampswapCard *a = phl_stampswap_deck_get_card (deck, i);
      const PhlStampswapCard *b = phl_stampswap_deck_get_card (again, phl_stampswap_deck_find (again, a->id));

      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpstr (a->text, ==, b->text);
      g_assert_cmpmem (&a->rule, sizeof a->rule, &b->rule, sizeof b->rule);
      g_assert_cmpint (a->effect, ==, b->effect);
      g_assert_cmpint (a->points, ==, b->points);
      g_assert_cmpint (a->count, ==, b->count);
      g_assert_cmpint (a->mat, ==, b->mat);
      g_assert_cmpmem (a->items, a->n_items, b->items, b->n_items);
    }
}

/* The whole deck, translations included, survives a write and a load. */
static void
test_deck_write (void)
{
  const char *text =
    "[Deck]\nFormat=1\nId=t\nName=T\nName[pl]=Tpl\n"
    "[Specialist:a]\nName=Alpha\nName[de]=Alfa\nText=Does nothing.\nText[pl]=Nic.\nEffect=none\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "t.deck", &error);
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(GKeyFile) out = g_key_file_new ();
  g_autoptr(PhlKeyFile) again_file = NULL;
  g_autoptr(PhlStampswapDeck) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *name_de = NULL;
  g_autofree char *text_pl = NULL;
  g_autofree char *deck_pl = NULL;

  g_assert_no_error (error);
  deck = phl_stampswap_deck_load_cards (file, &error);
  g_assert_no_error (error);
  phl_stampswap_deck_write (deck, out);
  data = g_key_file_to_data (out, NULL, NULL);
  again_file = phl_key_file_new_from_data (data, -1, "again.deck", &error);
  g_assert_no_error (error);
  again = phl_stampswap_deck_load_cards (again_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_stampswap_deck_n_cards (again), ==, 1);
  name_de = phl_stampswap_deck_get_card_string (again, 0, "Name", "de");
  text_pl = phl_stampswap_deck_get_card_string (again, 0, "Text", "pl");
  g_assert_cmpstr (name_de, ==, "Alfa");
  g_assert_cmpstr (text_pl, ==, "Nic.");
  deck_pl = g_key_file_get_value (out, "Deck", "Name[pl]", NULL);
  g_assert_cmpstr (deck_pl, ==, "Tpl");
}

/* A contest without Text= describes its rule; the description is not saved. */
static void
test_generated_text (void)
{
  const char *text =
    "[Contest:a]\nName=A\nType=color\nRule=group\nAttribute=color\nValue=blue\nPoints=3\n"
    "[Contest:b]\nName=B\nType=size\nRule=count\nFilter=kind:long-rect\nPoints=2\n"
    "[Contest:c]\nName=C\nType=finale\nRule=holes\nSize=2\nPoints=3\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "t.deck", &error);
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(GKeyFile) out = g_key_file_new ();

  deck = phl_stampswap_deck_load_cards (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (phl_stampswap_deck_get_card (deck, 0)->text, ==,
                   "Largest connected group (colour: blue): 3 points per stamp");
  g_assert_cmpstr (phl_stampswap_deck_get_card (deck, 1)->text, ==,
                   "Stamps (long rectangles): 2 points each");
  g_assert_cmpstr (phl_stampswap_deck_get_card (deck, 2)->text, ==,
                   "Empty regions of exactly two spaces: 3 points each");
  phl_stampswap_card_save (phl_stampswap_deck_get_card (deck, 0), out);
  g_assert_false (g_key_file_has_key (out, "Contest:a", "Text", NULL));
}

/* The editor offers every effect, rule, type and kind with a name. */
static void
test_labels (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint e = 0; e < PHL_STAMPSWAP_N_EFFECTS; e++)
    {
      const PhlStampswapEffectInfo *info = phl_stampswap_effect_info (e);
      guint8 back;

      g_assert_nonnull (info->name);
      g_assert_true (phl_stampswap_effect_from_string (info->name, &back));
      g_assert_cmpuint (back, ==, e);
      g_assert_true (info->card_kinds != 0);
      g_assert_true (g_hash_table_add (seen, (gpointer) phl_stampswap_effect_label (e)));
    }
  for (guint r = 0; r < PHL_STAMPSWAP_N_RULES; r++)
    g_assert_cmpstr (phl_stampswap_rule_label (r), !=, "");
  for (guint t = 0; t < PHL_STAMPSWAP_N_CONTEST_TYPES; t++)
    g_assert_cmpstr (phl_stampswap_contest_type_label (t), !=, "");
  for (guint k = 0; k < PHL_STAMPSWAP_N_CARD_KINDS; k++)
    g_assert_cmpstr (phl_stampswap_card_kind_label (k), !=, "");
}

/* A deck just big enough to be valid, to break one thing at a time. */
static GString *
minimal_deck (void)
{
  GString *text = g_string_new ("[Deck]\nFormat=1\nId=mini\nName=Mini\n");

  for (guint e = 0; e < 7; e++)
    g_string_append_printf (text, "[Event:e%u]\nName=E\nText=T\n"
                            "Items=small-square:up;large-square:down;short-rect:up;long-rect:up;forever;attendee\n"
                            "Effect=none\n", e);
  for (guint t = 0; t < 5; t++)
    {
      static const char * const types[] = { "color", "theme", "size", "canceled", "finale" };
      g_string_append_printf (text, "[Contest:c%u]\nName=C\nType=%s\nRule=corners\nPoints=2\n", t, types[t]);
    }
  for (guint m = 1; m <= 5; m++)
    g_string_append_printf (text, "[Exhibitor:m%u]\nName=M\nText=T\nEffect=count\nFilter=rare\nPoints=1\nMat=%u\n", m, m);
  g_string_append (text, "[Specialist:s]\nName=S\nText=T\nEffect=view-pool\n");
  return text;
}

static GPtrArray *
validate (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "x.deck", &error);
  GPtrArray *errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  gboolean ok;

  g_assert_no_error (error);
  ok = phl_stampswap_deck_validate (file, errors);
  g_assert_true (ok == (errors->len == 0));
  return errors;
}

static gboolean
has_message (GPtrArray  *errors,
             const char *message)
{
  for (guint i = 0; i < errors->len; i++)
    if (g_str_equal (((GError *) g_ptr_array_index (errors, i))->message, message))
      return TRUE;
  for (guint i = 0; i < errors->len; i++)
    g_test_message ("got: %s", ((GError *) g_ptr_array_index (errors, i))->message);
  return FALSE;
}

static void
test_minimal_is_valid (void)
{
  g_autoptr(GString) text = minimal_deck ();
  g_autoptr(GPtrArray) errors = validate (text->str);

  g_assert_cmpuint (errors->len, ==, 0);
}

typedef struct
{
  const char *append;
  const char *message;
} Case;

static void
test_validator_errors (void)
{
  const Case cases[] = {
    { "[Gadget:g]\nName=G\n",
      "[Gadget:g]: unknown card kind “Gadget” (Event, Contest, Specialist or Exhibitor)" },
    { "[Contest:c9]\nName=C\nType=color\nRule=rainbow\nPoints=2\n",
      "[Contest:c9] Rule: unknown contest rule “rainbow”" },
    { "[Specialist:t]\nName=S\nText=T\nEffect=teleport\n",
      "[Specialist:t] Effect: unknown effect “teleport”" },
    { "[Specialist:t]\nName=S\nText=T\nEffect=pile-taken-points\n",
      "[Specialist:t] Points: the key is missing" },
    { "[Specialist:t]\nName=S\nText=T\nEffect=pile-taken-points\nPoints=99\n",
      "[Specialist:t] Points: 99 is out of range (1 to 10)" },
    { "[Specialist:t]\nName=S\nText=T\nEffect=draw-reserve\nKind=forever\n",
      "[Specialist:t] Kind: “forever” is not a stamp kind that can be drawn (small-square, large-square, short-rect, long-rect)" },
    { "[Specialist:t]\nName=S\nText=T\nEffect=reveal-pool\n",
      "[Specialist:t] Effect: the effect “reveal-pool” is not for Specialist cards" },
    { "[Exhibitor:s]\nName=S\nText=T\nEffect=corners\nPoints=1\n",
      "[Exhibitor:s]: duplicate card id “s”" },
    { "[Contest:c9]\nName=C\nType=colour\nRule=corners\nPoints=2\n",
      "[Contest:c9] Type: “colour” is not a contest type (color, theme, size, canceled, finale)" },
    { "[Contest:c9]\nName=C\nType=color\nRule=holes\nSize=3\nPoints=2\n",
      "[Contest:c9] Size: 3 is out of range (1 to 2)" },
    { "[Event:e9]\nName=E\nText=T\nItems=small-square:sideways\nEffect=none\n",
      "[Event:e9] Items: “small-square:sideways” is not an item (<kind>:up, <kind>:down, forever or attendee)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = minimal_deck ();
      g_autoptr(GPtrArray) errors = NULL;
      g_autofree char *expected = NULL;
      guint line = 1;
      const char *key = strchr (cases[i].append, '\n');
      const char *wanted_key = NULL;

      /* Expected line: the group header, or the key named in the message. */
      for (const char *c = text->str; *c; c++)
        line += *c == '\n';
      wanted_key = strstr (cases[i].message, "] ") ? strstr (cases[i].message, "] ") + 2 : NULL;
      if (wanted_key != NULL && !g_str_has_prefix (wanted_key, "unknown card") && !g_str_has_prefix (wanted_key, "duplicate"))
        {
          g_autofree char *k = g_strndup (wanted_key, strchr (wanted_key, ':') - wanted_key);
          g_autofree char *needle = g_strconcat ("\n", k, "=", NULL);
          const char *found = strstr (cases[i].append, needle);

          if (found != NULL)
            for (const char *c = cases[i].append; c <= found; c++)
              line += *c == '\n';
        }
      (void) key;
      g_string_append (text, cases[i].append);
      errors = validate (text->str);
      expected = g_strdup_printf ("x.deck:%u: %s", line, cases[i].message);
      g_assert_true (has_message (errors, expected));
    }
}

static void
test_validator_deck_checks (void)
{
  g_autoptr(GString) text = g_string_new ("[Deck]\nFormat=1\nId=thin\nName=Thin\n"
                                          "[Event:a]\nName=E\nText=T\nItems=forever\nEffect=none\n"
                                          "[Contest:c]\nName=C\nType=color\nRule=corners\nPoints=1\n");
  g_autoptr(GPtrArray) errors = validate (text->str);

  g_assert_true (has_message (errors, "x.deck:1: [Deck]: the board needs a theme contest but the deck has none"));
  g_assert_true (has_message (errors, "x.deck:1: [Deck]: player mat 3 has no exhibitor (an exhibitor with Mat=3)"));
  g_assert_true (has_message (errors, "x.deck:1: [Deck]: a five-player game needs at least 7 event cards, the deck has 1"));
}

static void
test_validator_small_events (void)
{
  g_autoptr(GString) text = minimal_deck ();
  g_autoptr(GPtrArray) errors = NULL;
  char *p;

  /* Five events of 6 items and the token are 31 items: enough.  Make one
   * event show a single item: 25 + 1 + token = 27 < 30. */
  p = strstr (text->str, "Items=small-square:up;large-square:down;short-rect:up;long-rect:up;forever;attendee");
  g_assert_nonnull (p);
  g_string_replace (text, "[Event:e0]\nName=E\nText=T\nItems=small-square:up;large-square:down;short-rect:up;long-rect:up;forever;attendee",
                    "[Event:e0]\nName=E\nText=T\nItems=forever", 1);
  errors = validate (text->str);
  g_assert_true (has_message (errors, "x.deck:1: [Deck]: five events can show only 25 items: a five-player pool needs 29"));
}

/* The 1-based line of the first @needle at or after @from in @text. */
static guint
line_of (const char *text,
         gsize       from,
         const char *needle)
{
  const char *found = strstr (text + from, needle);
  guint line = 1;

  g_assert_nonnull (found);
  for (const char *c = text; c < found; c++)
    line += *c == '\n';
  return line;
}

/* @errors are exactly @expected (NULL-terminated), in any order: every
 * problem is reported, and nothing else. */
static void
assert_exactly (GPtrArray         *errors,
                const char * const *expected)
{
  guint n = g_strv_length ((char **) expected);

  for (guint i = 0; i < n; i++)
    g_assert_true (has_message (errors, expected[i]));
  if (errors->len != n)
    for (guint i = 0; i < errors->len; i++)
      g_test_message ("got: %s", ((GError *) g_ptr_array_index (errors, i))->message);
  g_assert_cmpuint (errors->len, ==, n);
}

/* One card with five problems reports all five, each at its own line;
 * a missing key at its group's line. */
static void
test_validator_every_problem (void)
{
  g_autoptr(GString) text = minimal_deck ();
  g_autoptr(GPtrArray) errors = NULL;
  g_autofree char *e0 = NULL, *e1 = NULL, *e2 = NULL, *e3 = NULL, *e4 = NULL;
  gsize from = text->len;

  g_string_append (text, "[Event:broken]\n"
                         "Text=T\n"
                         "Items=small-square:sideways;forever;rect:up;attendee;forever;attendee\n"
                         "Effect=placed-points\n"
                         "Points=99\n"
                         "Filter=glitter\n");
  errors = validate (text->str);
  e0 = g_strdup_printf ("x.deck:%u: [Event:broken] Name: the name is empty: every card needs a name",
                        line_of (text->str, from, "[Event:broken]"));
  e1 = g_strdup_printf ("x.deck:%u: [Event:broken] Items: “small-square:sideways” is not an item (<kind>:up, <kind>:down, forever or attendee)",
                        line_of (text->str, from, "Items="));
  e2 = g_strdup_printf ("x.deck:%u: [Event:broken] Items: “rect:up” is not an item (<kind>:up, <kind>:down, forever or attendee)",
                        line_of (text->str, from, "Items="));
  e3 = g_strdup_printf ("x.deck:%u: [Event:broken] Points: 99 is out of range (1 to 10)",
                        line_of (text->str, from, "Points="));
  e4 = g_strdup_printf ("x.deck:%u: [Event:broken] Filter: “glitter” is not a filter (color:…, theme:…, shape:…, kind:…, canceled, faded or rare)",
                        line_of (text->str, from, "Filter="));
  {
    const char * const expected[] = { e0, e1, e2, e3, e4, NULL };
    assert_exactly (errors, expected);
  }
  /* The Items are read before the Effect: the line numbers differ. */
  g_assert_cmpuint (line_of (text->str, from, "Items="), <, line_of (text->str, from, "Filter="));
}

/* A contest and an exhibitor with several problems each, in one deck:
 * every one is listed, and the cards that failed bring no whole-deck
 * problem of their own (their type and mat are unknown, not guessed). */
static void
test_validator_every_card (void)
{
  g_autoptr(GString) text = minimal_deck ();
  g_autoptr(GPtrArray) errors = NULL;
  g_autofree char *c1 = NULL, *c2 = NULL, *c3 = NULL, *x1 = NULL, *x2 = NULL, *x3 = NULL;
  gsize from = text->len, from_x;

  g_string_append (text, "[Contest:wrong]\nName=C\nType=colour\nRule=rainbow\nPoints=0\n");
  from_x = text->len;
  g_string_append (text, "[Exhibitor:odd]\nName=X\nText=T\nEffect=group\nAttribute=smell\nMat=9\n");
  errors = validate (text->str);
  c1 = g_strdup_printf ("x.deck:%u: [Contest:wrong] Type: “colour” is not a contest type (color, theme, size, canceled, finale)",
                        line_of (text->str, from, "Type="));
  c2 = g_strdup_printf ("x.deck:%u: [Contest:wrong] Rule: unknown contest rule “rainbow”",
                        line_of (text->str, from, "Rule="));
  c3 = g_strdup_printf ("x.deck:%u: [Contest:wrong] Points: 0 is out of range (1 to 20)",
                        line_of (text->str, from, "Points="));
  x1 = g_strdup_printf ("x.deck:%u: [Exhibitor:odd] Attribute: “smell” is not color, theme or shape",
                        line_of (text->str, from_x, "Attribute="));
  x2 = g_strdup_printf ("x.deck:%u: [Exhibitor:odd] Points: the key is missing",
                        line_of (text->str, from_x, "[Exhibitor:odd]"));
  x3 = g_strdup_printf ("x.deck:%u: [Exhibitor:odd] Mat: 9 is out of range (0 to 5)",
                        line_of (text->str, from_x, "Mat="));
  {
    const char * const expected[] = { c1, c2, c3, x1, x2, x3, NULL };
    assert_exactly (errors, expected);
  }
}

/* Whole-deck problems name the [Deck] line, wherever the group is, and
 * come in the same list as the cards' own. */
static void
test_validator_deck_line (void)
{
  g_autoptr(GString) text = g_string_new ("# A deck with a comment first\n\n");
  g_autoptr(GString) mini = minimal_deck ();
  g_autoptr(GPtrArray) errors = NULL;
  g_autofree char *card = NULL;

  g_string_append (text, mini->str);
  /* Mat 5's exhibitor has a bad Effect: mat 5 still has its exhibitor. */
  g_string_replace (text, "[Exhibitor:m5]\nName=M\nText=T\nEffect=count\n",
                    "[Exhibitor:m5]\nName=M\nText=T\nEffect=count-all\n", 1);
  /* And the colour contest is gone: a whole-deck problem. */
  g_string_replace (text, "Type=color\n", "Type=theme\n", 1);
  errors = validate (text->str);
  card = g_strdup_printf ("x.deck:%u: [Exhibitor:m5] Effect: unknown contest rule “count-all”",
                          line_of (text->str, 0, "Effect=count-all"));
  {
    const char * const expected[] = {
      "x.deck:3: [Deck]: the board needs a color contest but the deck has none",
      card, NULL
    };
    assert_exactly (errors, expected);
  }
}

/* A save's setup is checked when the game starts from its seed; a refusal
 * names the save, its line and key, and for its deck also the deck's. */
static void
test_save_setup_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("philatelia-deck-XXXXXX", &error);
  g_autofree char *deck = NULL;
  g_autofree char *deck_line = NULL;
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  g_assert_no_error (error);
  message = save_setup_error ("stampswap", "Players=2", "Variant=duel");
  g_assert_cmpstr (message, ==, "test.philatelia:5: [Match] Variant: Unknown Stamp Swap variant “duel” "
                                "(standard or solo)");
  g_clear_pointer (&message, g_free);
  message = save_setup_error ("stampswap", "Players=3", "Variant=solo");
  g_assert_cmpstr (message, ==, "test.philatelia:4: [Match] Players: The solo score attack is for one player");
  g_clear_pointer (&message, g_free);

  /* The contest on line 6 of the deck lacks its Type: the deck a save
   * names by its path is not quoted (it could be any file), only named. */
  deck = g_build_filename (dir, "broken.deck", NULL);
  g_file_set_contents (deck, "[Deck]\nFormat=1\nId=broken\nName=Broken\n\n[Contest:a]\nName=A\n", -1, &error);
  g_assert_no_error (error);
  deck_line = g_strconcat ("Deck=", deck, NULL);
  message = save_setup_error ("stampswap", "Players=2", deck_line);
  expected = g_strdup_printf ("test.philatelia:5: [Match] Deck: %s: not a deck this game can use", deck);
  g_assert_cmpstr (message, ==, expected);

  g_remove (deck);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/deck/standard", test_standard_deck);
  g_test_add_func ("/stampswap/deck/card-round-trip", test_card_round_trip);
  g_test_add_func ("/stampswap/deck/write", test_deck_write);
  g_test_add_func ("/stampswap/deck/labels", test_labels);
  g_test_add_func ("/stampswap/deck/generated-text", test_generated_text);
  g_test_add_func ("/stampswap/deck/minimal-valid", test_minimal_is_valid);
  g_test_add_func ("/stampswap/deck/errors", test_validator_errors);
  g_test_add_func ("/stampswap/deck/deck-checks", test_validator_deck_checks);
  g_test_add_func ("/stampswap/deck/small-events", test_validator_small_events);
  g_test_add_func ("/stampswap/deck/save-setup-errors", test_save_setup_errors);
  g_test_add_func ("/stampswap/deck/every-problem", test_validator_every_problem);
  g_test_add_func ("/stampswap/deck/every-card", test_validator_every_card);
  g_test_add_func ("/stampswap/deck/deck-line", test_validator_deck_line);
  return g_test_run ();
}
