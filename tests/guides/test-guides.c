/* test-guides.c — every Learn to Play guide, checked on its engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The arguments are the merged guides of the build (the .guide files
 * made from data/guides/, translations included).  For each: it loads; its game deals from its
 * seed; every expected action (the first alternative) and every opponent
 * action is legal at its point and by the seat the step is for; every
 * WrongExample is legal there and not an expected action, and there is
 * one at least; every Title, Text, Wrong and After has a Polish and a
 * German value that differs from the English.  Besides, hand-written
 * guides show that a broken one is refused with its file, line and key.
 */
#include "config.h"

#include <string.h>

#include "phl-guide.h"

static const char *const translated_keys[] = { "Title", "Text", "TextKeys", "Wrong", "After" };
static const char *const languages[] = { "pl", "de" };

static gboolean
has_letters (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_isalpha (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

static void
test_guide_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlGuide) guide = phl_guide_new_from_file (path, &error);
  g_autoptr(PhlMatch) end = NULL;
  GKeyFile *file;
  g_auto(GStrv) groups = NULL;
  guint n_act = 0, n_opponent = 0, n_tell = 0;

  g_assert_no_error (error);
  g_assert_nonnull (guide);
  g_assert_cmpuint (phl_guide_get_n_steps (guide), >, 0);

  /* The whole script, on the engine. */
  g_assert_true (phl_guide_check (guide, &error));
  g_assert_no_error (error);

  /* Replayed to its end, the game has every scripted action, in order. */
  end = phl_guide_new_match_at (guide, phl_guide_get_n_steps (guide), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (end), ==, phl_guide_get_n_actions (guide));
  g_assert_true (phl_match_get_guided (end));
  for (guint i = 0; i < phl_guide_get_n_steps (guide); i++)
    {
      const PhlGuideStep *step = phl_guide_get_step (guide, i);

      switch (step->kind)
        {
        case PHL_GUIDE_TELL:
          n_tell++;
          break;
        case PHL_GUIDE_ACT:
          n_act++;
          g_assert_cmpstr (phl_match_get_action (end, step->n_actions_before), ==, step->expect[0]);
          g_assert_cmpint (phl_change_get_actor (phl_match_get_change (end, step->n_actions_before)), ==, 0);
          break;
        case PHL_GUIDE_OPPONENT:
          n_opponent++;
          g_assert_cmpint (phl_change_get_actor (phl_match_get_change (end, step->n_actions_before)), !=, 0);
          break;
        }
    }
  g_assert_cmpuint (n_act, >, 0);
  g_assert_cmpuint (n_tell, >, 0);
  /* The part offered at the end is there. */
  if (phl_guide_get_next (guide) != NULL)
    g_assert_true (phl_guide_exists (phl_guide_get_next (guide)));
  g_test_message ("%s: %u steps: %u tell, %u act, %u opponent; %u actions", path,
                  phl_guide_get_n_steps (guide), n_tell, n_act, n_opponent, phl_guide_get_n_actions (guide));

  /* Every text in Polish and German, not left in English. */
  file = phl_guide_get_key_file (guide);
  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    for (guint k = 0; k < G_N_ELEMENTS (translated_keys); k++)
      {
        g_autofree char *english = g_key_file_get_string (file, groups[g], translated_keys[k], NULL);

        if (english == NULL || !has_letters (english))
          continue;
        for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
          {
            g_autofree char *key = g_strdup_printf ("%s[%s]", translated_keys[k], languages[l]);
            g_autofree char *translated = g_key_file_get_string (file, groups[g], key, NULL);

            if (translated == NULL || g_str_equal (translated, english))
              g_error ("%s: [%s] %s has no %s translation", path, groups[g], translated_keys[k], languages[l]);
          }
      }
}

/* Whether @text tells how to do something with the pointer. */
static gboolean
says_pointer (const char *text)
{
  g_autofree char *lower = g_utf8_strdown (text, -1);

  return strstr (lower, "click") != NULL || strstr (lower, "drag") != NULL || strstr (lower, "hover") != NULL;
}

/* A step that says "click" or "drag" has words for the keys too
 * (TextKeys=), and those name no pointer. */
static void
test_key_words (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlGuide) guide = phl_guide_new_from_file (path, &error);
  g_auto(GStrv) groups = NULL;
  GKeyFile *file;

  g_assert_no_error (error);
  file = phl_guide_get_key_file (guide);
  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_autofree char *text = g_key_file_get_string (file, groups[g], "Text", NULL);
      g_autofree char *keys = g_key_file_get_string (file, groups[g], "TextKeys", NULL);

      if (text == NULL || !says_pointer (text))
        continue;
      if (keys == NULL || says_pointer (keys))
        g_error ("%s: [%s] says how to use the pointer but has no TextKeys= for the keys", path, groups[g]);
    }
}

/* The learner's move in another spelling is the expected one. */
static void
test_expects (void)
{
  static const char guide_text[] =
    "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=13\nTitle=T\n"
    "[Step 1]\nKind=act\nText=Swap.\nExpect=a1 e1\nWrongExample=a1 b1\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlGuide) guide = phl_guide_new_from_data (guide_text, -1, "t.guide", &error);
  g_autoptr(PhlMatch) match = NULL;
  const PhlGuideStep *step;

  g_assert_no_error (error);
  match = phl_guide_new_match (guide, &error);
  g_assert_no_error (error);
  step = phl_guide_get_step (guide, 0);
  g_assert_true (phl_guide_step_expects (guide, step, phl_match_get_state (match), "a1 e1"));
  g_assert_true (phl_guide_step_expects (guide, step, phl_match_get_state (match), "e1 a1"));
  g_assert_false (phl_guide_step_expects (guide, step, phl_match_get_state (match), "a1 b1"));
  g_assert_false (phl_guide_step_expects (guide, step, phl_match_get_state (match), "e1 b1"));
  g_assert_true (phl_guide_check (guide, &error));
  g_assert_no_error (error);
}

typedef struct
{
  const char *text;
  const char *message;   /* the start of the error, file and line included */
} BadGuide;

static void
test_broken (void)
{
  static const BadGuide bad[] = {
    /* Not a kind. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=1\nTitle=T\n[Step 1]\nKind=talk\nText=Hi\n",
      "b.guide:8: [Step 1] Kind: “talk” is not a kind of step" },
    /* An unknown game. */
    { "[Guide]\nFormat=1\nGame=chess\nPlayers=2\nSeed=1\nTitle=T\n[Step 1]\nKind=tell\nText=Hi\n",
      "b.guide:3: [Guide] Game: “chess” is not a game" },
    /* A step after a gap. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=1\nTitle=T\n[Step 1]\nKind=tell\nText=Hi\n"
      "[Step 3]\nKind=tell\nText=Ho\n",
      "b.guide:10: [Step 3]" },
    /* An opponent with two actions. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=1\nTitle=T\n[Step 1]\nKind=opponent\nExpect=a1 b1;a1 c1\n",
      "b.guide:9: [Step 1] Expect:" },
    /* A seed that is not a number. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=soon\nTitle=T\n[Step 1]\nKind=tell\nText=Hi\n",
      "b.guide:5: [Guide] Seed: “soon” is not a seed" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlGuide) guide = phl_guide_new_from_data (bad[i].text, -1, "b.guide", &error);

      g_assert_null (guide);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, bad[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, bad[i].message);
    }
}

/* The engine decides: an illegal action, a step for the wrong seat, a
 * wrong example that is expected, no wrong example at all. */
static void
test_illegal (void)
{
  static const BadGuide bad[] = {
    /* Seed 13 has a 1 on a1 and on c4: the engine refuses that swap. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=13\nTitle=T\n[Step 1]\nKind=act\nText=Go\nExpect=a1 c4\n"
      "WrongExample=a1 b1\n",
      "b.guide:10: [Step 1] Expect: “a1 c4”" },
    /* Seat 2 does not move first. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=13\nTitle=T\n[Step 1]\nKind=opponent\nExpect=a1 e1\n",
      "b.guide:8: [Step 1] Kind:" },
    /* The wrong example is the expected move. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=13\nTitle=T\n[Step 1]\nKind=act\nText=Go\nExpect=a1 e1\n"
      "WrongExample=e1 a1\n",
      "b.guide:11: [Step 1] WrongExample:" },
    /* No wrong example anywhere. */
    { "[Guide]\nFormat=1\nGame=swop\nPlayers=2\nSeed=13\nTitle=T\n[Step 1]\nKind=act\nText=Go\nExpect=a1 e1\n",
      "b.guide" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlGuide) guide = phl_guide_new_from_data (bad[i].text, -1, "b.guide", &error);

      g_assert_no_error (error);
      g_assert_false (phl_guide_check (guide, &error));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, bad[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, bad[i].message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/guides/expects", test_expects);
  g_test_add_func ("/guides/broken", test_broken);
  g_test_add_func ("/guides/illegal", test_illegal);
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *base = g_path_get_basename (argv[i]);
      g_autofree char *name = g_strdup_printf ("/guides/file/%s", base);
      g_autofree char *keys = g_strdup_printf ("/guides/key-words/%s", base);

      g_test_add_data_func (name, argv[i], test_guide_file);
      g_test_add_data_func (keys, argv[i], test_key_words);
    }
  return g_test_run ();
}
