/* test-deck-document.c — the deck editor's document model and balance test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK-free: what the editor's buttons do to a deck, checked with the
 * engine's own validator, plus the drafts, atomic saves, hostile imports
 * and a short balance simulation.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "stampswap/phl-stampswap-balance.h"
#include "phl-deck-document.h"

static PhlDeckDocument *
new_user_deck (const char *dir)
{
  g_autoptr(GBytes) bytes = phl_deck_document_standard_bytes ();
  g_autofree char *path = g_build_filename (dir, "mine.deck", NULL);
  g_autoptr(GError) error = NULL;
  PhlDeckDocument *document;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  g_assert_true (g_file_set_contents (path, data, length, &error));
  document = phl_deck_document_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

/* Events of the standard deck, which come first in its file. */
static guint
n_events (void)
{
  g_autoptr(GArray) events = phl_stampswap_deck_cards_of_kind (phl_stampswap_deck_get_default (),
                                                               PHL_STAMPSWAP_CARD_EVENT);

  return events->len;
}

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("editor-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_standard (void)
{
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_standard ();
  g_auto(GStrv) cards = phl_deck_document_get_cards (document);

  g_assert_true (phl_deck_document_get_read_only (document));
  g_assert_cmpuint (phl_deck_document_get_problems (document)->len, ==, 0);
  g_assert_cmpuint (g_strv_length (cards), ==, phl_stampswap_deck_n_cards (phl_stampswap_deck_get_default ()));
  /* Read-only: edits do nothing. */
  g_assert_null (phl_deck_document_add_card (document, PHL_STAMPSWAP_CARD_EVENT, NULL));
  phl_deck_document_set_value (document, "Deck", "Id", "other", NULL);
  g_assert_false (phl_deck_document_get_modified (document));
}

static void
test_add_each_kind (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr(PhlDeckDocument) document = new_user_deck (dir);
  guint before;
  g_auto(GStrv) cards = NULL;

  before = g_strv_length ((cards = phl_deck_document_get_cards (document)));
  for (guint kind = 0; kind < PHL_STAMPSWAP_N_CARD_KINDS; kind++)
    {
      g_autofree char *group = phl_deck_document_add_card (document, kind, NULL);
      g_autoptr(PhlStampswapDeck) one = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (group);
      one = phl_deck_document_load_card (document, group, "en", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (phl_stampswap_deck_get_card (one, 0)->kind, ==, kind);
    }
  phl_deck_document_validate_now (document);
  g_assert_cmpuint (phl_deck_document_get_problems (document)->len, ==, 0);
  g_strfreev (cards);
  cards = phl_deck_document_get_cards (document);
  g_assert_cmpuint (g_strv_length (cards), ==, before + 4);
  /* A new event joins the events: right after the last one. */
  g_assert_cmpstr (cards[n_events ()], ==, "Event:new-event");
  g_assert_true (phl_deck_document_get_modified (document));

  /* Four undos bring back the deck as it was. */
  for (guint i = 0; i < 4; i++)
    phl_deck_document_undo (document);
  g_assert_false (phl_deck_document_get_modified (document));
  g_assert_false (phl_deck_document_get_can_undo (document));
  phl_deck_document_redo (document);
  g_assert_true (phl_deck_document_get_modified (document));
  g_rmdir (dir);
}

static void
test_edits_and_problems (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr(PhlDeckDocument) document = new_user_deck (dir);
  g_autofree char *group = phl_deck_document_add_card (document, PHL_STAMPSWAP_CARD_EVENT, NULL);
  g_autofree char *copy = NULL;
  g_autofree char *renamed = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *problems;
  PhlDeckProblem *p;
  gboolean found = FALSE;

  /* An unknown effect is reported on its key. */
  phl_deck_document_set_value (document, group, "Effect", "explode", NULL);
  phl_deck_document_validate_now (document);
  problems = phl_deck_document_get_problems (document);
  g_assert_cmpuint (problems->len, >=, 1);
  for (guint i = 0; i < problems->len; i++)
    {
      p = g_ptr_array_index (problems, i);
      if (g_strcmp0 (p->group, group) == 0 && g_strcmp0 (p->key, "Effect") == 0)
        found = TRUE;
    }
  g_assert_true (found);
  phl_deck_document_undo (document);
  phl_deck_document_validate_now (document);
  g_assert_cmpuint (phl_deck_document_get_problems (document)->len, ==, 0);

  /* Typing merges into one undo step. */
  phl_deck_document_set_translation (document, group, "Name", "pl", "W", "Name[pl]");
  phl_deck_document_set_translation (document, group, "Name", "pl", "Wie", "Name[pl]");
  phl_deck_document_set_translation (document, group, "Name", "pl", "Wieczór\nz liniami", "Name[pl]");
  text = phl_deck_document_get_translation (document, group, "Name", "pl");
  g_assert_cmpstr (text, ==, "Wieczór\nz liniami");
  phl_deck_document_undo (document);
  g_free (text);
  text = phl_deck_document_get_translation (document, group, "Name", "pl");
  g_assert_null (text);

  /* Duplicate, rename, move, delete. */
  copy = phl_deck_document_duplicate_card (document, group);
  g_assert_cmpstr (copy, ==, "Event:new-event-copy");
  renamed = phl_deck_document_rename_card (document, copy, "new-event", &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_null (renamed);
  g_clear_error (&error);
  renamed = phl_deck_document_rename_card (document, copy, "Not Valid!", &error);
  g_assert_null (renamed);
  g_clear_error (&error);
  renamed = phl_deck_document_rename_card (document, copy, "twin", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (renamed, ==, "Event:twin");
  g_assert_true (phl_deck_document_move_card (document, renamed, -1));
  {
    g_auto(GStrv) cards = phl_deck_document_get_cards (document);

    g_assert_cmpstr (cards[n_events ()], ==, "Event:twin");
    g_assert_cmpstr (cards[n_events () + 1], ==, "Event:new-event");
  }
  g_assert_false (phl_deck_document_move_card (document, "Event:opening-gala", -1));
  g_assert_true (phl_deck_document_delete_card (document, renamed));
  phl_deck_document_validate_now (document);
  g_assert_cmpuint (phl_deck_document_get_problems (document)->len, ==, 0);
  g_rmdir (dir);
}

static void
test_save_and_drafts (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *state = g_build_filename (dir, "state", NULL);
  g_autoptr(PhlDeckDocument) document = NULL;
  g_autoptr(PhlDeckDocument) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *group = NULL;
  g_autofree char *draft = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  document = new_user_deck (dir);
  path = g_strdup (phl_deck_document_get_path (document));
  draft = phl_deck_document_draft_path (path);
  g_assert_true (g_str_has_prefix (draft, g_get_user_state_dir ()) || g_str_has_prefix (draft, state));

  group = phl_deck_document_add_card (document, PHL_STAMPSWAP_CARD_SPECIALIST, NULL);
  phl_deck_document_set_translation (document, group, "Name", NULL, "Draft keeper", NULL);
  g_assert_true (phl_deck_document_write_draft (document, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (draft, G_FILE_TEST_EXISTS));

  /* As after a crash: the saved file lacks the card, the draft has it. */
  again = phl_deck_document_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_false (g_key_file_has_group (phl_deck_document_get_key_file (again), group));
  g_assert_true (phl_deck_document_restore_draft (again));
  name = phl_deck_document_get_translation (again, group, "Name", NULL);
  g_assert_cmpstr (name, ==, "Draft keeper");
  /* Restoring is one undoable step. */
  g_assert_true (phl_deck_document_get_can_undo (again));

  g_assert_true (phl_deck_document_save (again, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (draft, G_FILE_TEST_EXISTS));
  g_assert_false (phl_deck_document_get_modified (again));
  g_clear_object (&again);
  again = phl_deck_document_new_from_file (path, &error);
  g_assert_true (g_key_file_has_group (phl_deck_document_get_key_file (again), group));
  g_assert_cmpuint (phl_deck_document_get_problems (again)->len, ==, 0);

  g_unlink (path);
  g_unlink (draft);
}

#define GALA "Event:opening-gala"

/* SHA-1 of "abc" is a9993e36…, of nothing da39a3ee…. */
static void
check_source_hashes (void)
{
  g_autofree char *hash = NULL;

  hash = phl_deck_source_hash ("abc");
  g_assert_cmpstr (hash, ==, "a9993e36");
  g_clear_pointer (&hash, g_free);
  hash = phl_deck_source_hash (NULL);
  g_assert_cmpstr (hash, ==, "da39a3ee");
}

/* Editing the English and the Polish of the standard deck's opening gala
 * in @document (a user's copy), with undo and redo. */
static void
check_outdated_edits (PhlDeckDocument *document)
{
  GKeyFile *key_file = phl_deck_document_get_key_file (document);
  g_autofree char *stored = NULL;

  /* The standard deck has no hashes: all current as loaded, and that is no edit. */
  g_assert_cmpuint (phl_deck_document_count_outdated (document, NULL), ==, 0);
  g_assert_false (phl_deck_document_get_modified (document));
  stored = g_key_file_get_value (key_file, GALA, "TextSource[pl]", NULL);
  g_assert_cmpuint (strlen (stored), ==, 8);

  /* Changing the English makes both translations of the text outdated, not the names. */
  phl_deck_document_set_translation (document, GALA, "Text", NULL,
                                     "This round, whoever scores the first-player token at the Show scores 3 more points for it.",
                                     NULL);
  g_assert_true (phl_deck_document_translation_is_outdated (document, GALA, "Text", "pl"));
  g_assert_true (phl_deck_document_translation_is_outdated (document, GALA, "Text", "de"));
  g_assert_false (phl_deck_document_translation_is_outdated (document, GALA, "Text", "en"));
  g_assert_false (phl_deck_document_translation_is_outdated (document, GALA, "Name", "pl"));
  g_assert_cmpuint (phl_deck_document_count_outdated (document, GALA), ==, 2);
  g_assert_cmpuint (phl_deck_document_count_outdated (document, "Event:dealers-row"), ==, 0);
  g_assert_cmpuint (phl_deck_document_count_outdated (document, NULL), ==, 2);

  /* Undo gives the old English back, and with it current translations. */
  phl_deck_document_undo (document);
  g_assert_cmpuint (phl_deck_document_count_outdated (document, NULL), ==, 0);
  phl_deck_document_redo (document);
  g_assert_cmpuint (phl_deck_document_count_outdated (document, NULL), ==, 2);

  /* Writing the Polish stores the hash of the English as it is now. */
  phl_deck_document_set_translation (document, GALA, "Text", "pl",
                                     "W tej rundzie gracz, który zdobędzie znacznik pierwszego gracza, zdobywa 3 punkty więcej.",
                                     NULL);
  g_assert_false (phl_deck_document_translation_is_outdated (document, GALA, "Text", "pl"));
  g_assert_true (phl_deck_document_translation_is_outdated (document, GALA, "Text", "de"));
  g_assert_cmpuint (phl_deck_document_count_outdated (document, NULL), ==, 1);
}

/* The deck list reads the saved file @saved: one outdated translation
 * there, none in the standard deck. */
static void
check_saved_outdated (const char *saved)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GBytes) bytes = phl_deck_document_standard_bytes ();
  g_autoptr(GKeyFile) standard = g_key_file_new ();

  g_assert_nonnull (strstr (saved, "TextSource[pl]="));
  g_assert_true (g_key_file_load_from_data (file, saved, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  g_assert_cmpuint (phl_deck_key_file_count_outdated (file, NULL), ==, 1);
  g_assert_cmpuint (phl_deck_key_file_count_outdated (file, GALA), ==, 1);
  g_assert_true (g_key_file_load_from_data (standard, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                            G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  g_assert_cmpuint (phl_deck_key_file_count_outdated (standard, NULL), ==, 0);
}

/* The saved deck at @path loaded again: the state stays; marking current,
 * writing the English back (@english), removing texts. */
static void
check_reloaded_outdated (const char *path,
                         const char *english)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) again = phl_deck_document_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_false (phl_deck_document_get_modified (again));
  g_assert_cmpuint (phl_deck_document_get_problems (again)->len, ==, 0);
  g_assert_false (phl_deck_document_translation_is_outdated (again, GALA, "Text", "pl"));
  g_assert_true (phl_deck_document_translation_is_outdated (again, GALA, "Text", "de"));
  g_assert_cmpuint (phl_deck_document_count_outdated (again, NULL), ==, 1);

  /* Marked as current: one undo step. */
  phl_deck_document_mark_translation_current (again, GALA, "Text", "de");
  g_assert_cmpuint (phl_deck_document_count_outdated (again, NULL), ==, 0);
  g_assert_true (phl_deck_document_get_modified (again));
  phl_deck_document_undo (again);
  g_assert_cmpuint (phl_deck_document_count_outdated (again, NULL), ==, 1);

  /* The English written back as it was: the German is current again. */
  phl_deck_document_set_translation (again, GALA, "Text", NULL, english, NULL);
  g_assert_false (phl_deck_document_translation_is_outdated (again, GALA, "Text", "de"));
  /* … and the Polish, written for the other English, outdated. */
  g_assert_true (phl_deck_document_translation_is_outdated (again, GALA, "Text", "pl"));

  /* A removed translation takes its hash with it, and is not outdated. */
  phl_deck_document_set_translation (again, GALA, "Text", "pl", NULL, NULL);
  g_assert_false (phl_deck_document_translation_is_outdated (again, GALA, "Text", "pl"));
  g_assert_false (g_key_file_has_key (phl_deck_document_get_key_file (again), GALA, "TextSource[pl]", NULL));

  /* An English text removed: its translations are outdated. */
  phl_deck_document_set_translation (again, GALA, "Name", NULL, NULL, NULL);
  g_assert_true (phl_deck_document_translation_is_outdated (again, GALA, "Name", "pl"));
}

/* A deck without hashes loads current; a hash that was written is kept,
 * so a translation made for another English stays outdated. */
static void
check_old_deck_outdated (void)
{
  const char *old_deck =
    "[Deck]\nFormat=1\nId=old\nName=Old\nName[pl]=Stara\nName[de]=Alt\nNameSource[de]=00000000\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) old = phl_deck_document_new_from_data (old_deck, strlen (old_deck), "old.deck",
                                                                    FALSE, &error);

  g_assert_no_error (error);
  g_assert_false (phl_deck_document_get_modified (old));
  g_assert_false (phl_deck_document_translation_is_outdated (old, "Deck", "Name", "pl"));
  g_assert_true (phl_deck_document_translation_is_outdated (old, "Deck", "Name", "de"));
  phl_deck_document_set_translation (old, "Deck", "Name", NULL, "Older", NULL);
  g_assert_true (phl_deck_document_translation_is_outdated (old, "Deck", "Name", "pl"));
  g_assert_cmpuint (phl_deck_document_count_outdated (old, "Deck"), ==, 2);
}

/* Translations that know they are stale: the source hashes beside them. */
static void
test_outdated (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr(PhlDeckDocument) document = new_user_deck (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_strdup (phl_deck_document_get_path (document));
  g_autofree char *english = phl_deck_document_get_translation (document, GALA, "Text", NULL);
  g_autofree char *saved = NULL;

  check_source_hashes ();
  g_assert_nonnull (english);
  check_outdated_edits (document);

  /* Saved and loaded again: the state stays, and the engine still takes the deck. */
  g_assert_true (phl_deck_document_save (document, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  check_saved_outdated (saved);
  check_reloaded_outdated (path, english);
  check_old_deck_outdated ();

  g_unlink (path);
}

#undef GALA

static void
test_hostile (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) document = NULL;
  g_autofree char *huge = NULL;
  GString *many = g_string_new ("[Deck]\nFormat=1\nId=x\nName=x\n");
  const char *seed = g_getenv ("HOSTILE_DECK");
  g_autofree char *text = NULL;
  gsize length;

  /* Not UTF-8. */
  document = phl_deck_document_new_from_data ("[Deck]\nName=\xff\xfe\n", 15, "x.deck", FALSE, &error);
  g_assert_null (document);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  /* The import names the line and column, as the validator does. */
  g_assert_cmpstr (error->message, ==, "The file is not a deck: x.deck:2:6: the text is not valid UTF-8");
  g_clear_error (&error);
  document = phl_deck_document_new_from_data ("[Deck]\nFormat=1\n\nName=Zielona łąka \xe2\x82\n", 40,
                                              "/tmp/imports/łąka.deck", FALSE, &error);
  g_assert_null (document);
  g_assert_cmpstr (error->message, ==, "The file is not a deck: łąka.deck:4:19: the text is not valid UTF-8");
  g_clear_error (&error);
  /* 10 MB. */
  huge = g_malloc (10 * 1024 * 1024 + 1);
  memset (huge, 'a', 10 * 1024 * 1024);
  huge[10 * 1024 * 1024] = '\0';
  document = phl_deck_document_new_from_data (huge, 10 * 1024 * 1024, "x.deck", FALSE, &error);
  g_assert_null (document);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  /* Thousands of cards. */
  for (guint i = 0; i < 5000; i++)
    g_string_append_printf (many, "[Event:e%u]\nName=E\n", i);
  document = phl_deck_document_new_from_data (many->str, many->len, "x.deck", FALSE, &error);
  g_assert_null (document);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_string_free (many, TRUE);
  /* Not a key file; no [Deck]. */
  document = phl_deck_document_new_from_data ("hello", 5, "x.deck", FALSE, &error);
  g_assert_null (document);
  g_clear_error (&error);
  document = phl_deck_document_new_from_data ("[Other]\na=b\n", 12, "x.deck", FALSE, &error);
  g_assert_null (document);
  g_clear_error (&error);

  /* Markup and unknown effects load, with problems, untouched. */
  if (seed == NULL)
    {
      g_test_skip ("HOSTILE_DECK not set");
      return;
    }
  g_assert_true (g_file_get_contents (seed, &text, &length, &error));
  document = phl_deck_document_new_from_data (text, length, "hostile.deck", FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_deck_document_get_problems (document)->len, >=, 4);
  {
    g_autofree char *name = phl_deck_document_get_translation (document, "Event:markup", "Name", NULL);

    g_assert_cmpstr (name, ==, "<big>Huge</big> &amp; <a href=\"x\">link</a>");
  }
}

static void
test_problem_parse (void)
{
  PhlDeckProblem *p;

  p = phl_deck_problem_parse ("deck:12: [Event:gala] Items: too many items", "deck");
  g_assert_cmpuint (p->line, ==, 12);
  g_assert_cmpstr (p->group, ==, "Event:gala");
  g_assert_cmpstr (p->key, ==, "Items");
  g_assert_cmpstr (p->message, ==, "too many items");
  phl_deck_problem_free (p);
  p = phl_deck_problem_parse ("deck:3: [Deck] the deck needs an exhibitor for mat 2", "deck");
  g_assert_cmpstr (p->group, ==, "Deck");
  g_assert_null (p->key);
  g_assert_cmpstr (p->message, ==, "the deck needs an exhibitor for mat 2");
  phl_deck_problem_free (p);
  p = phl_deck_problem_parse ("deck: [Contest:x] Name[pl]: empty", "deck");
  g_assert_cmpstr (p->key, ==, "Name[pl]");
  phl_deck_problem_free (p);
}

/* The editor lists what validate-deck does: every problem of a card, each
 * with its line, group and key, under the file's own name; a missing key
 * at its group's line. */
static void
test_every_problem (void)
{
  const char *text = "[Deck]\nFormat=1\nId=many\nName=Many\n\n"
                     "[Specialist:greedy]\nText=T\nEffect=pile-taken-points\nPoints=99\n\n"
                     "[Specialist:lost]\nName=Lost\nText=T\nEffect=draw-reserve\nKind=forever\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_from_data (text, strlen (text),
                                                                           "/somewhere/many.deck", FALSE, &error);
  GPtrArray *problems;
  struct { guint line; const char *group, *key; } expected[] = {
    { 6, "Specialist:greedy", "Name" },
    { 9, "Specialist:greedy", "Points" },
    { 15, "Specialist:lost", "Kind" },
  };
  guint found = 0;

  g_assert_no_error (error);
  problems = phl_deck_document_get_problems (document);
  for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
    for (guint i = 0; i < problems->len; i++)
      {
        PhlDeckProblem *p = g_ptr_array_index (problems, i);

        if (p->line == expected[e].line && g_strcmp0 (p->group, expected[e].group) == 0
            && g_strcmp0 (p->key, expected[e].key) == 0)
          {
            g_autofree char *prefix = g_strdup_printf ("many.deck:%u: [%s] %s: ", p->line, p->group, p->key);

            g_assert_true (g_str_has_prefix (p->full, prefix));
            found++;
            break;
          }
      }
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (expected));
  /* The rest are the deck's own, at its [Deck] line. */
  for (guint i = 0; i < problems->len; i++)
    {
      PhlDeckProblem *p = g_ptr_array_index (problems, i);

      if (g_strcmp0 (p->group, "Deck") == 0)
        g_assert_cmpuint (p->line, ==, 1);
      else
        g_assert_true (g_str_has_prefix (p->group, "Specialist:"));
    }
  g_assert_nonnull (phl_deck_document_get_warnings (document));
}

static guint
line_of_problem (PhlDeckDocument *document,
                 const char      *group,
                 const char      *key)
{
  GPtrArray *problems = phl_deck_document_get_problems (document);

  for (guint i = 0; i < problems->len; i++)
    {
      PhlDeckProblem *p = g_ptr_array_index (problems, i);

      if (g_strcmp0 (p->group, group) == 0 && g_strcmp0 (p->key, key) == 0)
        return p->line;
    }
  return 0;
}

/* A deck laid out by hand (no blank lines between groups, unlike what
 * GKeyFile writes): its problems name the lines of the file on disk until
 * it is edited, then those of the text the editor will save. */
static void
test_problem_lines_follow_the_file (void)
{
  const char *text = "[Deck]\nFormat=1\nId=tight\nName=Tight\n"
                     "[Specialist:greedy]\nName=G\nText=T\nEffect=pile-taken-points\nPoints=99\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_from_data (text, strlen (text),
                                                                           "/somewhere/tight.deck", FALSE, &error);
  g_autofree char *written = NULL;
  gsize length;
  guint line = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (line_of_problem (document, "Specialist:greedy", "Points"), ==, 9);
  phl_deck_document_set_value (document, "Specialist:greedy", "Name", "Greedy", NULL);
  phl_deck_document_validate_now (document);
  written = phl_deck_document_to_data (document, &length);
  /* The line of Points= in what the editor writes now. */
  for (const char *p = written, *found = strstr (written, "Points=99"); p < found; p++)
    line += *p == '\n';
  g_assert_cmpuint (line + 1, !=, 9);
  g_assert_cmpuint (line_of_problem (document, "Specialist:greedy", "Points"), ==, line + 1);
}

static void
test_balance (void)
{
  const char *deck = g_getenv ("STANDARD_DECK");
  PhlBalanceOptions options = { .games = 4, .players = 3, .level = PHL_AI_EASY, .seed = 7 };
  g_autoptr(PhlBalanceResult) result = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  volatile gint progress = 0;
  guint in_play = 0;
  double wins = 0;

  result = phl_balance_run (deck, &options, &progress, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->games, ==, 4);
  g_assert_cmpint (g_atomic_int_get (&progress), ==, 4);
  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpuint (result->scores[s]->len, ==, 4);
      wins += result->wins[s];
    }
  /* A tie shares its win: the seats add up to the games. */
  g_assert_cmpfloat_with_epsilon (wins, 4, 1e-9);
  g_assert_cmpuint (result->cards->len, ==, phl_stampswap_deck_n_cards (phl_stampswap_deck_get_default ()));
  for (guint c = 0; c < result->cards->len; c++)
    {
      PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      g_assert_cmpuint (card->games_in_play, <=, 4);
      in_play += card->games_in_play;
    }
  /* Contests entered, events drawn, attendees taken, mat exhibitors. */
  g_assert_cmpuint (in_play, >, 4 * 5);
  {
    g_autofree char *text = phl_balance_result_to_data (result);

    g_assert_true (strstr (text, "Seat3") != NULL);
  }

  /* Cancelled before it starts: no games, no error. */
  g_cancellable_cancel (cancellable);
  g_clear_pointer (&result, phl_balance_result_free);
  result = phl_balance_run (deck, &options, NULL, cancellable, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->games, ==, 0);
  g_assert_true (result->cancelled);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/document/standard", test_standard);
  g_test_add_func ("/editor/document/add-each-kind", test_add_each_kind);
  g_test_add_func ("/editor/document/edits-and-problems", test_edits_and_problems);
  g_test_add_func ("/editor/document/save-and-drafts", test_save_and_drafts);
  g_test_add_func ("/editor/document/hostile", test_hostile);
  g_test_add_func ("/editor/document/outdated", test_outdated);
  g_test_add_func ("/editor/document/problem-parse", test_problem_parse);
  g_test_add_func ("/editor/document/every-problem", test_every_problem);
  g_test_add_func ("/editor/document/problem-lines", test_problem_lines_follow_the_file);
  g_test_add_func ("/editor/balance/standard", test_balance);
  return g_test_run ();
}
