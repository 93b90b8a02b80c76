/* test-stampswap-deck-csv.c — a deck as a spreadsheet and back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * deck → CSV → deck is the same deck for the standard deck (with its
 * Polish and German translations) and for a deck whose texts hold commas,
 * quotes and line breaks; bad spreadsheets are refused with the file, the
 * line and the column; philatelia-cli export-csv and import-csv do the
 * same from the command line.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "phl-error.h"
#include "stampswap/phl-stampswap-deck-csv.h"

static GKeyFile *
load (const char *data)
{
  GKeyFile *file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_key_file_load_from_data (file, data, -1, G_KEY_FILE_KEEP_TRANSLATIONS, &error);
  g_assert_no_error (error);
  return file;
}

/* @deck to CSV and back: the same deck, and the CSV of the result is the
 * same text. */
static char *
round_trip (GKeyFile *deck)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  char *csv = phl_stampswap_deck_to_csv (deck, &length);
  g_autoptr(GKeyFile) back = phl_stampswap_deck_from_csv (csv, length, "deck.csv", &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_true (phl_stampswap_deck_same (deck, back));
  again = phl_stampswap_deck_to_csv (back, NULL);
  g_assert_cmpstr (again, ==, csv);
  return csv;
}

static void
test_standard (void)
{
  const char *path = g_getenv ("STANDARD_DECK");
  g_autofree char *data = NULL;
  g_autoptr(GKeyFile) deck = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) groups = NULL;

  if (path == NULL)
    {
      g_test_skip ("STANDARD_DECK is not set");
      return;
    }
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  deck = load (data);
  csv = round_trip (deck);
  /* A row per card and one for the deck; every translation a column. */
  lines = g_strsplit (csv, "\r\n", -1);
  groups = g_key_file_get_groups (deck, NULL);
  g_assert_cmpuint (g_strv_length (lines), ==, g_strv_length (groups) + 2);
  g_assert_true (g_str_has_prefix (lines[0], "Card,"));
  g_assert_nonnull (strstr (lines[0], ",Name,"));
  g_assert_nonnull (strstr (lines[0], ",Name[pl]"));
  g_assert_nonnull (strstr (lines[0], ",Name[de]"));
  g_assert_nonnull (strstr (lines[0], ",Text[pl],"));
  g_assert_true (g_str_has_prefix (lines[1], "Deck,"));
  g_assert_nonnull (strstr (lines[1], ",standard,"));
  g_assert_true (g_str_has_prefix (lines[2], "Event:opening-gala,"));
}

static const char tricky_deck[] =
  "[Deck]\n"
  "Format=1\n"
  "Id=tricky\n"
  "Name=Tricky, \"quoted\" deck\n"
  "Name[pl]=Podchwytliwa talia\n"
  "Name[de]=Kniffliges Deck\n"
  "Description=Line one\\nLine two, with a comma\n"
  "\n"
  "[Event:fair]\n"
  "Name=Stamp Fair\n"
  "Name[pl]=Targi znaczków\n"
  "Name[de]=Briefmarkenmesse\n"
  "Text=Say \"hello\",\\nthen \\\"go\\\".\n"
  "Text[pl]=Powiedz „cześć”, potem idź.\n"
  "Text[de]=Sag „Hallo“; dann geh.\n"
  "TextSource[pl]=0123abcd\n"
  "Items=small-square:up;forever;attendee\n"
  "Effect=none\n"
  "\n"
  "[Contest:club]\n"
  "Name= leading space\n"
  "Type=colour\n"
  "Rule=corners\n"
  "Points=2\n";

static void
test_tricky (void)
{
  g_autoptr(GKeyFile) deck = load (tricky_deck);
  g_autofree char *csv = round_trip (deck);

  /* Quotes doubled, fields with commas, quotes and line breaks quoted. */
  g_assert_nonnull (strstr (csv, "\"Tricky, \"\"quoted\"\" deck\""));
  g_assert_nonnull (strstr (csv, "\"Line one\nLine two, with a comma\""));
  g_assert_nonnull (strstr (csv, "Targi znaczków"));
}

/* A spreadsheet saved by hand: LF line ends, a BOM, short rows, an empty line. */
static void
test_hand_made (void)
{
  const char csv[] = "\xef\xbb\xbf" "Card,Id,Name,Name[pl],Points\n"
                     "Deck,mine,Mine\n"
                     "\n"
                     "Contest:a,,\"A, \"\"really\"\"\nlong\",A po polsku,3\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) deck = phl_stampswap_deck_from_csv (csv, strlen (csv), "mine.csv", &error);
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;

  g_assert_no_error (error);
  id = g_key_file_get_value (deck, "Deck", "Id", NULL);
  g_assert_cmpstr (id, ==, "mine");
  name = g_key_file_get_string (deck, "Contest:a", "Name", NULL);
  g_assert_cmpstr (name, ==, "A, \"really\"\nlong");
  g_assert_false (g_key_file_has_key (deck, "Deck", "Points", NULL));
}

static void
assert_refused (const char *csv,
                const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) deck = phl_stampswap_deck_from_csv (csv, strlen (csv), "bad.csv", &error);

  g_assert_null (deck);
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message);
}

static void
test_errors (void)
{
  assert_refused ("Card,Name\r\nDeck,D\r\nEvent:x,\"never closed\r\n", "bad.csv:3: column 2:");
  assert_refused ("Card,Name\r\nDeck,D\r\nEvent:x,say \"hi\"\r\n", "bad.csv:3: column 2:");
  assert_refused ("Card,Name\r\nDeck,D\r\nEvent:x,\"a\"b\r\n", "bad.csv:3: column 2:");
  assert_refused ("Card,Name\r\nDeck,D\r\nEvnt:x,X\r\n", "bad.csv:3: column “Card”: “Evnt:x”");
  assert_refused ("Card,Name\r\nDeck,D\r\nEvent:x,X\r\nEvent:x,Y\r\n",
                  "bad.csv:4: column “Card”: the card “Event:x” is already on line 3");
  assert_refused ("Card,Name\r\nDeck,D\r\nEvent:x y,X\r\n", "bad.csv:3: column “Card”: “x y”");
  assert_refused ("Card,Na=me\r\nDeck,D\r\n", "bad.csv:1: column 2: “Na=me”");
  assert_refused ("Card,Name,Name\r\nDeck,D\r\n", "bad.csv:1: column 3: “Name” is already column 2");
  assert_refused ("Id,Card\r\nDeck,d\r\n", "bad.csv:1:");
  assert_refused ("Card,Name\r\nEvent:x,X\r\n", "bad.csv: no row with “Deck”");
  assert_refused ("Card,Name\r\nDeck,D\r\nDeck,E\r\n", "bad.csv:3: column “Card”: a second “Deck” row");
  assert_refused ("Card,Name\r\nDeck,D,extra\r\n", "bad.csv:2: column 3:");
  assert_refused ("Card,Name\r\nDeck,\xff\r\n", "bad.csv:2: not UTF-8");
  assert_refused ("", "bad.csv: the file is empty");
}

/* ---- philatelia-cli ---------------------------------------------------------- */

static int
run_cli (const char * const *args,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (char *) g_getenv ("PHL_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                               &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli (void)
{
  const char *standard = g_getenv ("STANDARD_DECK");
  g_autofree char *dir = g_dir_make_tmp ("deck-csv-XXXXXX", NULL);
  g_autofree char *csv = g_build_filename (dir, "standard.csv", NULL);
  g_autofree char *deck = g_build_filename (dir, "standard.deck", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.csv", NULL);
  g_autofree char *data = NULL, *again = NULL, *out = NULL, *err = NULL;
  g_autoptr(GKeyFile) original = NULL, imported = g_key_file_new ();
  g_autofree char *expected = NULL;

  if (g_getenv ("PHL_CLI") == NULL || standard == NULL)
    {
      g_test_skip ("PHL_CLI or STANDARD_DECK is not set");
      return;
    }
  g_assert_cmpint (run_cli ((const char *[]) { "export-csv", standard, csv, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ((const char *[]) { "import-csv", csv, deck, NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (standard, &data, NULL, NULL));
  original = load (data);
  g_assert_true (g_key_file_load_from_file (imported, deck, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  g_assert_true (phl_stampswap_deck_same (original, imported));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* To standard output without a second file. */
  g_assert_cmpint (run_cli ((const char *[]) { "export-csv", deck, NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (csv, &again, NULL, NULL));
  g_assert_cmpstr (out, ==, again);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A bad spreadsheet: no deck written, the place said. */
  g_assert_true (g_file_set_contents (bad, "Card,Name\nDeck,D\nEvnt:x,X\n", -1, NULL));
  g_unlink (deck);
  g_assert_cmpint (run_cli ((const char *[]) { "import-csv", bad, deck, NULL }, &out, &err), ==, 1);
  expected = g_strdup_printf ("%s:3: column “Card”", bad);
  g_assert_nonnull (strstr (err, expected));
  g_assert_false (g_file_test (deck, G_FILE_TEST_EXISTS));

  g_unlink (csv);
  g_unlink (bad);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/deck-csv/standard", test_standard);
  g_test_add_func ("/stampswap/deck-csv/tricky-texts", test_tricky);
  g_test_add_func ("/stampswap/deck-csv/hand-made", test_hand_made);
  g_test_add_func ("/stampswap/deck-csv/errors", test_errors);
  g_test_add_func ("/stampswap/deck-csv/cli", test_cli);
  return g_test_run ();
}
