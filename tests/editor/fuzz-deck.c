/* fuzz-deck.c — mutated decks through the loader, the validator and the editor's model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts from seed decks (the standard deck, STANDARD_DECK, and the files
 * given as arguments), applies random mutations from a fixed seed for a
 * fixed number of rounds (FUZZ_ROUNDS, default 3000), and feeds every
 * result to everything that reads an imported deck: the key-file reader,
 * the header check, the engine's validator and loader, the editor's
 * document and its per-card preview loader.  Nothing may crash, hang or
 * leak: run it under -Db_sanitize=address to make that count.
 *
 * GTK-free: links the core alone.
 */
#include "config.h"

#include <string.h>

#include "phl-deck-document.h"
#include "phl-deck-file.h"
#include "stampswap/phl-stampswap-card-text.h"

static GPtrArray *seeds;

static const char * const tokens[] = {
  "", "0", "-1", "1", "3", "11", "99999999999999999999", "-2147483649", "any", "none", "color", "color:",
  "color:blue", "theme:space", "kind:forever", "kind:", "shape:squares", "rare", "canceled", "faded",
  "group", "second-most", "sets", "count", "corners", "surrounded", "edges", "holes", "finale", "size",
  "small-square:up", "long-rect:down", "forever:down", "attendee;attendee;attendee;attendee;attendee;attendee;"
  "attendee;attendee;attendee;attendee;attendee", ";;;;", "\\", "\\n\\t\\s", "<b>bold</b>", "&amp;", "%s%n%x",
  "\xc3\xa9\xe2\x80\x9c", "\xff\xfe", "[Deck]", "Effect=extra-reserve", "Mat=1", "Points=20", "Count=3",
  "draw-reserve", "pile-taken-draw", "final-points", "placed-points", "extra-reserve", "explode",
  /* Card-text placeholders, whole and broken. */
  "{points}", "{points|# point|# points}", "{count|a|b|c}", "{size", "{mat}", "{}", "}", "{{", "}}",
  "{points|", "{po{ints}", "{points|#|#|#|#}", "Text={points|\xc3\xa9|#}", "Name={count}",
};

static const char * const headers[] = {
  "[Event:fuzz]", "[Contest:fuzz]", "[Specialist:fuzz]", "[Exhibitor:fuzz]", "[Deck]", "[Event:]",
  "[Contest:Bad Id]", "[Unknown:x]", "[Event:opening-gala]", "[", "[]",
};

static char *
random_line (GRand      *rng,
             const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);

  return g_strdup (n > 0 ? lines[g_rand_int_range (rng, 0, n)] : "");
}

static char *
mutate (GRand      *rng,
        const char *input)
{
  g_auto(GStrv) lines = g_strsplit (input, "\n", -1);
  guint n = g_strv_length (lines);
  GString *out;
  guint which = g_rand_int_range (rng, 0, 9);
  guint at = n > 0 ? g_rand_int_range (rng, 0, n) : 0;

  if (which == 0 && input[0] != '\0')
    {
      /* Flip a byte. */
      char *copy = g_strdup (input);
      gsize len = strlen (copy);
      gsize pos = g_rand_int_range (rng, 0, len);

      copy[pos] ^= 1 << g_rand_int_range (rng, 0, 8);
      if (copy[pos] == '\0')
        copy[pos] = '\x01';
      return copy;
    }
  if (which == 1 && input[0] != '\0')
    /* Cut it short. */
    return g_strndup (input, g_rand_int_range (rng, 0, strlen (input)));

  out = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      const char *line = lines[i];
      const char *eq = strchr (line, '=');

      if (i == at)
        switch (which)
          {
          case 2: /* drop the line */
            continue;
          case 3: /* say it twice */
            g_string_append_printf (out, "%s\n", line);
            break;
          case 4: /* a hostile value */
            if (eq != NULL)
              {
                g_string_append_len (out, line, eq - line + 1);
                g_string_append_printf (out, "%s\n", tokens[g_rand_int_range (rng, 0, G_N_ELEMENTS (tokens))]);
                continue;
              }
            break;
          case 5: /* a new group */
            g_string_append_printf (out, "%s\n", headers[g_rand_int_range (rng, 0, G_N_ELEMENTS (headers))]);
            break;
          case 6: /* a line from another seed */
            {
              g_autofree char *other = random_line (rng, g_ptr_array_index (seeds, g_rand_int_range (rng, 0, seeds->len)));

              g_string_append_printf (out, "%s\n", other);
            }
            break;
          case 7: /* a huge value */
            if (eq != NULL)
              {
                g_string_append_len (out, line, eq - line + 1);
                for (guint k = 0; k < 2000; k++)
                  g_string_append (out, "<i>x</i>;");
                g_string_append_c (out, '\n');
                continue;
              }
            break;
          default: /* a translated key */
            if (eq != NULL)
              {
                g_string_append_len (out, line, eq - line);
                g_string_append_printf (out, "[pl]=%s\n", tokens[g_rand_int_range (rng, 0, G_N_ELEMENTS (tokens))]);
              }
            break;
          }
      g_string_append (out, line);
      if (i + 1 < n)
        g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* Everything an import touches; returns whether the deck was valid. */
static gboolean
exercise (const char *text,
          gsize       length)
{
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) document = NULL;
  gboolean valid = FALSE;

  file = phl_key_file_new_from_data (text, length, "fuzz.deck", &error);
  if (file != NULL)
    {
      g_autoptr(PhlStampswapDeck) deck = NULL;

      if (phl_deck_file_check_header (file, errors))
        valid = phl_stampswap_deck_validate (file, errors) && errors->len == 0;
      deck = phl_stampswap_deck_load (file, NULL);
      {
        g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

        phl_stampswap_deck_text_warnings (file, warnings);
      }
      /* The validator and the loader agree. */
      if (valid)
        g_assert_nonnull (deck);
    }
  g_clear_error (&error);

  document = phl_deck_document_new_from_data (text, length, "fuzz.deck", FALSE, &error);
  if (document != NULL)
    {
      g_auto(GStrv) cards = phl_deck_document_get_cards (document);
      g_autofree char *round_trip = NULL;
      gsize n;

      for (guint i = 0; cards[i] != NULL && i < 200; i++)
        {
          PhlStampswapDeck *one = phl_deck_document_load_card (document, cards[i], i % 2 ? "pl" : "en", NULL);

          if (one != NULL)
            phl_stampswap_deck_unref (one);
        }
      /* What the editor saves reads back. */
      round_trip = phl_deck_document_to_data (document, &n);
      {
        g_autoptr(PhlDeckDocument) again = phl_deck_document_new_from_data (round_trip, n, "again.deck",
                                                                            FALSE, NULL);

        g_assert_nonnull (again);
      }
    }
  return valid;
}

static void
test_fuzz (void)
{
  guint rounds = 3000;
  const char *env = g_getenv ("FUZZ_ROUNDS");
  g_autoptr(GRand) rng = g_rand_new_with_seed (20261122);
  g_autofree char *current = NULL;
  guint valid = 0;

  if (env != NULL)
    rounds = (guint) g_ascii_strtoull (env, NULL, 10);
  for (guint r = 0; r < rounds; r++)
    {
      char *next;

      /* Every few rounds start again from a seed, else keep mutating. */
      if (current == NULL || r % 8 == 0)
        {
          g_free (current);
          current = g_strdup (g_ptr_array_index (seeds, g_rand_int_range (rng, 0, seeds->len)));
        }
      next = mutate (rng, current);
      g_free (current);
      current = next;
      if (strlen (current) > 4 * 1024 * 1024)
        {
          g_clear_pointer (&current, g_free);
          continue;
        }
      valid += exercise (current, strlen (current));
    }
  g_test_message ("%u rounds, %u valid decks", rounds, valid);
}

int
main (int   argc,
      char *argv[])
{
  const char *standard = g_getenv ("STANDARD_DECK");
  char *text;

  g_test_init (&argc, &argv, NULL);
  seeds = g_ptr_array_new_with_free_func (g_free);
  if (standard != NULL && g_file_get_contents (standard, &text, NULL, NULL))
    g_ptr_array_add (seeds, text);
  for (int i = 1; i < argc; i++)
    if (g_file_get_contents (argv[i], &text, NULL, NULL))
      g_ptr_array_add (seeds, text);
  if (seeds->len == 0)
    g_ptr_array_add (seeds, g_strdup ("[Deck]\nFormat=1\nId=x\nName=x\n"));
  g_test_add_func ("/editor/fuzz/deck", test_fuzz);
  return g_test_run ();
}
