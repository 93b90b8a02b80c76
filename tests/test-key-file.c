/* test-key-file.c — PhlKeyFile: reading with errors that say where
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every message is checked in full: "FILE:LINE: [Group] Key: what" is the
 * error format of philatelia-cli (docs/cli.md#exit-status), and players read it.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "phl-key-file.h"

/* A small save-like file; the line numbers below count from 1. */
static const char sample[] =
  "# A comment\n"                    /* 1 */
  "[Match]\n"                        /* 2 */
  "Game=swop\n"                      /* 3 */
  "Players=x\n"                      /* 4 */
  "\n"                               /* 5 */
  "[Card:fair]\n"                    /* 6 */
  "Name=Stamp Fair\n"                /* 7 */
  "Name[pl]=Targi znaczków\n"        /* 8 */
  "  Points = 12  \n"                /* 9 */
  "Tags=red;blue;old\n"              /* 10 */
  "Big=99999999999999999999\n"       /* 11 */
  "Hex=0x10\n"                       /* 12 */
  "Trailing=7 stamps\n"              /* 13 */
  "Negative=-3\n"                    /* 14 */
  "Empty=\n"                         /* 15 */
  "Flag=true\n"                      /* 16 */
  "Maybe=yes\n";                     /* 17 */

static PhlKeyFile *
load_sample (void)
{
  g_autoptr(GError) error = NULL;
  PhlKeyFile *kf = phl_key_file_new_from_data (sample, -1, "t.philatelia", &error);

  g_assert_no_error (error);
  g_assert_nonnull (kf);
  return kf;
}

static void
test_line (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  g_autoptr(GError) error = NULL;
  int n = -1;

  g_assert_false (phl_key_file_get_int (kf, "Match", "Players", 1, 6, &n, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "t.philatelia:4: [Match] Players: “x” is not a whole number");
  g_assert_cmpint (n, ==, -1);
}

static void
test_line_index (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();

  g_assert_cmpstr (phl_key_file_get_name (kf), ==, "t.philatelia");
  g_assert_cmpuint (phl_key_file_get_line (kf, "Match", NULL), ==, 2);
  g_assert_cmpuint (phl_key_file_get_line (kf, "Match", "Game"), ==, 3);
  /* A translation is indexed under its key; the untranslated line comes first. */
  g_assert_cmpuint (phl_key_file_get_line (kf, "Card:fair", "Name"), ==, 7);
  /* A translation has its own line, so its errors point at it. */
  g_assert_cmpuint (phl_key_file_get_line (kf, "Card:fair", "Name[pl]"), ==, 8);
  g_assert_cmpuint (phl_key_file_get_line (kf, "Card:fair", "Name[de]"), ==, 0);
  /* Spaces around the key and the value do not hide it. */
  g_assert_cmpuint (phl_key_file_get_line (kf, "Card:fair", "Points"), ==, 9);
  g_assert_cmpuint (phl_key_file_get_line (kf, "Card:fair", "Maybe"), ==, 17);
  g_assert_cmpuint (phl_key_file_get_line (kf, "Card:fair", "Nothing"), ==, 0);
  g_assert_cmpuint (phl_key_file_get_line (kf, "Nowhere", NULL), ==, 0);
  g_assert_cmpuint (phl_key_file_get_line (kf, NULL, NULL), ==, 0);
  g_assert_true (phl_key_file_has_group (kf, "Card:fair"));
  g_assert_false (phl_key_file_has_group (kf, "Card"));
  g_assert_true (phl_key_file_has_key (kf, "Match", "Game"));
  g_assert_false (phl_key_file_has_key (kf, "Match", "Name"));
  g_assert_nonnull (phl_key_file_get_key_file (kf));
}

static void
test_strings (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  g_autoptr(GError) error = NULL;
  g_autofree char *game = phl_key_file_get_string (kf, "Match", "Game", &error);
  g_autofree char *empty = NULL;
  g_autofree char *missing = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (game, ==, "swop");
  empty = phl_key_file_get_string (kf, "Card:fair", "Empty", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (empty, ==, "");

  /* A missing key is reported at its group's header. */
  missing = phl_key_file_get_string (kf, "Match", "Seed", &error);
  g_assert_null (missing);
  g_assert_error (error, PHL_ERROR, PHL_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "t.philatelia:2: [Match] Seed: the key is missing");
  g_clear_error (&error);

  /* A missing group has no line at all. */
  g_assert_null (phl_key_file_get_string (kf, "Deck", "Id", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "t.philatelia: [Deck]: the group is missing");
}

static void
test_locale_strings (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  struct { const char *language; const char *name; } cases[] = {
    { "pl", "Targi znaczków" },
    { "pl_PL", "Targi znaczków" },   /* a country falls back to its language */
    { "de", "Stamp Fair" },          /* no German: the untranslated text */
    { "de:pl", "Targi znaczków" },   /* the first language that has one */
    { "en", "Stamp Fair" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = NULL;

      g_setenv ("LANGUAGE", cases[i].language, TRUE);
      name = phl_key_file_get_locale_string (kf, "Card:fair", "Name", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (name, ==, cases[i].name);
    }

  /* Only a translation is no key at all. */
  g_setenv ("LANGUAGE", "pl", TRUE);
  g_assert_null (phl_key_file_get_locale_string (kf, "Card:fair", "Text", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "t.philatelia:6: [Card:fair] Text: the key is missing");

  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static void
test_string_lists (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) tags = NULL;
  g_auto(GStrv) one = NULL;
  gsize length = 0;

  tags = phl_key_file_get_string_list (kf, "Card:fair", "Tags", &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 3);
  g_assert_cmpstrv (tags, ((const char *[]) { "red", "blue", "old", NULL }));

  /* A single value is a list of one. */
  one = phl_key_file_get_string_list (kf, "Match", "Game", &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 1);
  g_assert_cmpstr (one[0], ==, "swop");

  g_assert_null (phl_key_file_get_string_list (kf, "Card:fair", "Colours", &length, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "t.philatelia:6: [Card:fair] Colours: the key is missing");
}

static void
test_integers (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  struct {
    const char *key;
    int min, max;
    const char *message;   /* NULL: reads as expected */
    int expected;
  } cases[] = {
    { "Points", 0, 20, NULL, 12 },
    { "Points", 12, 12, NULL, 12 },   /* both limits are allowed */
    { "Points", 0, 11, "t.philatelia:9: [Card:fair] Points: 12 is out of range (0 to 11)", 0 },
    { "Points", 13, 20, "t.philatelia:9: [Card:fair] Points: 12 is out of range (13 to 20)", 0 },
    { "Negative", -5, 0, NULL, -3 },
    { "Negative", 0, 10, "t.philatelia:14: [Card:fair] Negative: -3 is out of range (0 to 10)", 0 },
    /* Too large for any integer: out of range, not wrapped. */
    { "Big", G_MININT, G_MAXINT,
      "t.philatelia:11: [Card:fair] Big: 99999999999999999999 is out of range (-2147483648 to 2147483647)", 0 },
    { "Hex", 0, 100, "t.philatelia:12: [Card:fair] Hex: “0x10” is not a whole number", 0 },
    { "Trailing", 0, 100, "t.philatelia:13: [Card:fair] Trailing: “7 stamps” is not a whole number", 0 },
    { "Empty", 0, 100, "t.philatelia:15: [Card:fair] Empty: “” is not a whole number", 0 },
    { "Name", 0, 100, "t.philatelia:7: [Card:fair] Name: “Stamp Fair” is not a whole number", 0 },
    { "Count", 0, 100, "t.philatelia:6: [Card:fair] Count: the key is missing", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      int value = 1000;
      gboolean ok = phl_key_file_get_int (kf, "Card:fair", cases[i].key,
                                          cases[i].min, cases[i].max, &value, &error);

      if (cases[i].message == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpint (value, ==, cases[i].expected);
        }
      else
        {
          g_assert_false (ok);
          g_assert_nonnull (error);
          g_assert_cmpstr (error->message, ==, cases[i].message);
          /* A failed read leaves the value alone. */
          g_assert_cmpint (value, ==, 1000);
        }
    }
}

static void
test_defaults (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  g_autoptr(GError) error = NULL;
  gboolean flag = FALSE;
  int value = 0;

  /* Absent: the default, even outside the limits. */
  g_assert_true (phl_key_file_get_int_default (kf, "Card:fair", "Count", 1, 5, 42, &value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, ==, 42);
  g_assert_true (phl_key_file_get_int_default (kf, "Nowhere", "Count", 1, 5, 3, &value, &error));
  g_assert_cmpint (value, ==, 3);
  /* Present: read and checked like a required key. */
  g_assert_true (phl_key_file_get_int_default (kf, "Card:fair", "Points", 0, 20, 1, &value, &error));
  g_assert_cmpint (value, ==, 12);
  g_assert_false (phl_key_file_get_int_default (kf, "Card:fair", "Points", 0, 5, 1, &value, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "t.philatelia:9: [Card:fair] Points: 12 is out of range (0 to 5)");
  g_clear_error (&error);
  g_assert_false (phl_key_file_get_int_default (kf, "Match", "Players", 1, 6, 2, &value, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_clear_error (&error);

  g_assert_true (phl_key_file_get_boolean_default (kf, "Card:fair", "Flag", FALSE, &flag, &error));
  g_assert_no_error (error);
  g_assert_true (flag);
  g_assert_true (phl_key_file_get_boolean_default (kf, "Card:fair", "Absent", TRUE, &flag, &error));
  g_assert_true (flag);
  g_assert_true (phl_key_file_get_boolean_default (kf, "Card:fair", "Absent", FALSE, &flag, &error));
  g_assert_false (flag);
  /* Only true and false: "yes" is a mistake worth telling. */
  g_assert_false (phl_key_file_get_boolean_default (kf, "Card:fair", "Maybe", FALSE, &flag, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "t.philatelia:17: [Card:fair] Maybe: “yes” is neither true nor false");
}

static void
test_set_error (void)
{
  g_autoptr(PhlKeyFile) kf = load_sample ();
  g_autoptr(GError) error = NULL;

  phl_key_file_set_error (kf, &error, PHL_ERROR_INVALID, "Card:fair", "Tags",
                          "%d tags, at most %d", 3, 2);
  g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "t.philatelia:10: [Card:fair] Tags: 3 tags, at most 2");
  g_clear_error (&error);

  phl_key_file_set_error (kf, &error, PHL_ERROR_INVALID, "Card:fair", NULL, "no contest");
  g_assert_cmpstr (error->message, ==, "t.philatelia:6: [Card:fair]: no contest");
  g_clear_error (&error);

  phl_key_file_set_error (kf, &error, PHL_ERROR_UNSUPPORTED, NULL, NULL, "not a deck");
  g_assert_error (error, PHL_ERROR, PHL_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, "t.philatelia: not a deck");
  g_clear_error (&error);

  /* A NULL error is allowed, as everywhere in GLib. */
  phl_key_file_set_error (kf, NULL, PHL_ERROR_INVALID, "Match", "Game", "ignored");
}

static void
test_duplicate_groups (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) kf = phl_key_file_new_from_data ("[A]\nx=1\n[B]\ny=2\n\n[A]\nz=3\n[B]\n", -1,
                                                         "d.deck", &error);
  guint line = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (phl_key_file_get_n_duplicate_groups (kf), ==, 2);
  g_assert_cmpstr (phl_key_file_get_duplicate_group (kf, 0, &line), ==, "A");
  g_assert_cmpuint (line, ==, 6);
  g_assert_cmpstr (phl_key_file_get_duplicate_group (kf, 1, NULL), ==, "B");
  /* The first header keeps its line; GKeyFile merged the keys. */
  g_assert_cmpuint (phl_key_file_get_line (kf, "A", NULL), ==, 1);
  g_assert_cmpuint (phl_key_file_get_line (kf, "A", "z"), ==, 7);
  g_assert_true (phl_key_file_has_key (kf, "A", "z"));
}

static void
test_bad_data (void)
{
  g_autoptr(GError) error = NULL;
  gsize big = PHL_MAX_SAVE_SIZE + 1;
  g_autofree char *huge = g_malloc (big);

  /* Invalid UTF-8 is reported at its line and column. */
  g_assert_null (phl_key_file_new_from_data ("[Deck]\nId=x\nName=\xff\xfe\n", -1, "b.deck", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "b.deck:3:6: the text is not valid UTF-8");
  g_clear_error (&error);
  /* The column counts characters, not bytes: “Zażółć” is 6 of them. */
  g_assert_null (phl_key_file_new_from_data ("[Deck]\nName=Zażółć\xc3\x28\n", -1, "b.deck", &error));
  g_assert_cmpstr (error->message, ==, "b.deck:2:12: the text is not valid UTF-8");
  g_clear_error (&error);
  /* A cut multi-byte character at the very end, on the first line. */
  g_assert_null (phl_key_file_new_from_data ("ab\xc5", 3, "b.deck", &error));
  g_assert_cmpstr (error->message, ==, "b.deck:1:3: the text is not valid UTF-8");
  g_clear_error (&error);

  /* Not a key file: the file and the line that breaks it, with GLib's reason. */
  g_assert_null (phl_key_file_new_from_data ("[Deck]\nthis line has no equals sign\n", -1, "c.deck", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "c.deck:2: not a valid key file: "));
  g_clear_error (&error);

  /* Over the size limit of data in memory (a save may carry its deck):
   * refused before parsing. */
  memset (huge, '#', big);
  g_assert_null (phl_key_file_new_from_data (huge, big, "huge.deck", &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "huge.deck: the file is too large (8.0 MB; at most 8 MB)");
  g_clear_error (&error);

  /* Empty data is an empty file, not an error. */
  {
    g_autoptr(PhlKeyFile) kf = phl_key_file_new_from_data ("", 0, "empty", &error);

    g_assert_no_error (error);
    g_assert_false (phl_key_file_has_group (kf, "Deck"));
  }
}

static void
test_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("phl-key-file-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *missing = NULL;
  g_autoptr(PhlKeyFile) kf = NULL;
  int n = 0;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.philatelia", NULL);
  g_assert_true (g_file_set_contents (path, "[Match]\n\nCount=99\n", -1, &error));

  /* Messages name the file by the path it was opened with. */
  kf = phl_key_file_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (phl_key_file_get_name (kf), ==, path);
  g_assert_false (phl_key_file_get_int (kf, "Match", "Count", 0, 10, &n, &error));
  {
    g_autofree char *expected = g_strdup_printf ("%s:3: [Match] Count: 99 is out of range (0 to 10)", path);

    g_assert_cmpstr (error->message, ==, expected);
  }
  g_clear_error (&error);

  /* A file that is not there: an error naming it, no crash. */
  missing = g_build_filename (dir, "gone.philatelia", NULL);
  g_assert_null (phl_key_file_new_from_file (missing, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, missing));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_ref (void)
{
  PhlKeyFile *kf = load_sample ();

  g_assert_true (phl_key_file_ref (kf) == kf);
  phl_key_file_unref (kf);
  /* Still alive after dropping one of two references. */
  g_assert_cmpuint (phl_key_file_get_line (kf, "Match", "Game"), ==, 3);
  phl_key_file_unref (kf);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/key-file/line", test_line);
  g_test_add_func ("/key-file/line-index", test_line_index);
  g_test_add_func ("/key-file/strings", test_strings);
  g_test_add_func ("/key-file/locale-strings", test_locale_strings);
  g_test_add_func ("/key-file/string-lists", test_string_lists);
  g_test_add_func ("/key-file/integers", test_integers);
  g_test_add_func ("/key-file/defaults", test_defaults);
  g_test_add_func ("/key-file/set-error", test_set_error);
  g_test_add_func ("/key-file/duplicate-groups", test_duplicate_groups);
  g_test_add_func ("/key-file/bad-data", test_bad_data);
  g_test_add_func ("/key-file/files", test_files);
  g_test_add_func ("/key-file/ref", test_ref);
  return g_test_run ();
}
