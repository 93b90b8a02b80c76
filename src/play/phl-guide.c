/* phl-guide.c — reading, checking and starting a Learn to Play script
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is a key file translated like the standard deck (Title[pl]=…,
 * docs/guides.md); PhlKeyFile keeps the lines so every error names file,
 * line, group and key.
 */
#define G_LOG_DOMAIN "phl-guide"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-guide.h"
#include "philatelia-guide-resources.h"

#define GUIDE_GROUP "Guide"
#define GUIDE_RESOURCE "/io/github/philatelia/Philatelia/core/guides/%s.guide"

struct _PhlGuide
{
  gatomicrefcount     ref_count;
  PhlKeyFile         *file;
  const PhlGameRules *rules;
  char               *title;
  char               *next;
  guint               n_players;
  char               *variant;
  char              **options;
  guint64             seed;
  GPtrArray          *steps;       /* of PhlGuideStep */
};

static void
step_free (gpointer data)
{
  PhlGuideStep *step = data;

  g_free (step->text);
  g_free (step->text_keys);
  g_free (step->wrong);
  g_free (step->after);
  g_strfreev (step->anchors);
  g_strfreev (step->expect);
  g_free (step->wrong_example);
  g_free (step);
}

char *
phl_guide_step_group (guint index)
{
  return g_strdup_printf ("Step %u", index + 1);
}

/* A translatable key in the current language, NULL when absent or empty. */
static char *
get_text (PhlGuide   *self,
          const char *group,
          const char *key)
{
  GKeyFile *file = phl_key_file_get_key_file (self->file);
  char *text;

  if (!g_key_file_has_key (file, group, key, NULL))
    return NULL;
  text = g_key_file_get_locale_string (file, group, key, NULL, NULL);
  if (text != NULL && *g_strstrip (text) == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

/* A ;-separated list without empty parts, NULL when absent or empty. */
static char **
get_list (PhlGuide   *self,
          const char *group,
          const char *key)
{
  GKeyFile *file = phl_key_file_get_key_file (self->file);
  g_autofree char *value = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;

  if (!g_key_file_has_key (file, group, key, NULL))
    return NULL;
  value = g_key_file_get_value (file, group, key, NULL);
  parts = g_strsplit (value, ";", -1);
  builder = g_strv_builder_new ();
  for (guint i = 0; parts[i] != NULL; i++)
    if (*g_strstrip (parts[i]) != '\0')
      g_strv_builder_add (builder, parts[i]);
  g_strfreev (g_steal_pointer (&parts));
  parts = g_strv_builder_end (builder);
  if (parts[0] == NULL)
    return NULL;
  return g_steal_pointer (&parts);
}

static gboolean
read_step (PhlGuide  *self,
           guint      index,
           guint     *n_actions,
           GError   **error)
{
  g_autofree char *group = phl_guide_step_group (index);
  g_autofree char *kind = NULL;
  PhlGuideStep *step;

  kind = phl_key_file_get_string (self->file, group, "Kind", error);
  if (kind == NULL)
    return FALSE;
  step = g_new0 (PhlGuideStep, 1);
  g_ptr_array_add (self->steps, step);
  step->line = phl_key_file_get_line (self->file, group, NULL);
  step->n_actions_before = *n_actions;
  if (g_str_equal (kind, "tell"))
    step->kind = PHL_GUIDE_TELL;
  else if (g_str_equal (kind, "act"))
    step->kind = PHL_GUIDE_ACT;
  else if (g_str_equal (kind, "opponent"))
    step->kind = PHL_GUIDE_OPPONENT;
  else
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, group, "Kind",
                              /* Translators: do not translate tell, act and opponent (the file's words) */
                              _("“%s” is not a kind of step (tell, act or opponent)"), kind);
      return FALSE;
    }
  step->text = get_text (self, group, "Text");
  step->text_keys = get_text (self, group, "TextKeys");
  step->wrong = get_text (self, group, "Wrong");
  step->after = get_text (self, group, "After");
  step->anchors = get_list (self, group, "Anchor");
  if (step->anchors == NULL)
    step->anchors = g_new0 (char *, 1);
  step->expect = get_list (self, group, "Expect");
  if (phl_key_file_has_key (self->file, group, "WrongExample"))
    step->wrong_example = phl_key_file_get_string (self->file, group, "WrongExample", NULL);

  switch (step->kind)
    {
    case PHL_GUIDE_TELL:
      if (step->text == NULL)
        {
          phl_key_file_set_error (self->file, error, PHL_ERROR_MISSING, group, "Text",
                                  _("A tell step needs a text"));
          return FALSE;
        }
      if (step->expect != NULL)
        {
          phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, group, "Expect",
                                  _("A tell step expects no action"));
          return FALSE;
        }
      break;
    case PHL_GUIDE_ACT:
      if (step->text == NULL || step->expect == NULL)
        {
          phl_key_file_set_error (self->file, error, PHL_ERROR_MISSING, group,
                                  step->text == NULL ? "Text" : "Expect",
                                  _("An act step needs a text and the expected action"));
          return FALSE;
        }
      (*n_actions)++;
      break;
    case PHL_GUIDE_OPPONENT:
      if (step->expect == NULL || step->expect[1] != NULL)
        {
          phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, group, "Expect",
                                  _("An opponent step plays exactly one action"));
          return FALSE;
        }
      (*n_actions)++;
      break;
    }
  if (step->kind != PHL_GUIDE_ACT && step->wrong_example != NULL)
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, group, "WrongExample",
                              _("Only an act step has a wrong example"));
      return FALSE;
    }
  return TRUE;
}

/* The [Guide] group's game and setup: Format, Game, Players, Variant,
 * Options and Seed. */
static gboolean
read_guide_game (PhlGuide  *self,
                 GError   **error)
{
  g_autofree char *game = NULL;
  g_autofree char *seed = NULL;
  int format, players;
  char *end = NULL;

  if (!phl_key_file_get_int (self->file, GUIDE_GROUP, "Format", 1, G_MAXINT, &format, error))
    return FALSE;
  if (format > PHL_GUIDE_FORMAT)
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_UNSUPPORTED, GUIDE_GROUP, "Format",
                              _("Format %d is newer than this version of the app reads (%d)"),
                              format, PHL_GUIDE_FORMAT);
      return FALSE;
    }
  game = phl_key_file_get_string (self->file, GUIDE_GROUP, "Game", error);
  if (game == NULL)
    return FALSE;
  self->rules = phl_game_rules_lookup (game);
  if (self->rules == NULL)
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_UNSUPPORTED, GUIDE_GROUP, "Game",
                              _("“%s” is not a game this app knows"), game);
      return FALSE;
    }
  if (!phl_key_file_get_int (self->file, GUIDE_GROUP, "Players", self->rules->min_players,
                             self->rules->max_players, &players, error))
    return FALSE;
  self->n_players = players;
  if (phl_key_file_has_key (self->file, GUIDE_GROUP, "Variant"))
    {
      self->variant = phl_key_file_get_string (self->file, GUIDE_GROUP, "Variant", NULL);
      if (self->variant != NULL && *g_strstrip (self->variant) == '\0')
        g_clear_pointer (&self->variant, g_free);
    }
  self->options = get_list (self, GUIDE_GROUP, "Options");
  seed = phl_key_file_get_string (self->file, GUIDE_GROUP, "Seed", error);
  if (seed == NULL)
    return FALSE;
  self->seed = g_ascii_strtoull (seed, &end, 10);
  if (*seed == '\0' || *seed == '-' || end == NULL || *end != '\0')
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_PARSE, GUIDE_GROUP, "Seed",
                              _("“%s” is not a seed (a whole number, 0 or more)"), seed);
      return FALSE;
    }
  return TRUE;
}

/* A [Step N] after a gap would never be played: every group but [Guide]
 * must be one of the steps read. */
static gboolean
check_step_groups (PhlGuide  *self,
                   GError   **error)
{
  g_auto(GStrv) groups = g_key_file_get_groups (phl_key_file_get_key_file (self->file), NULL);

  for (guint i = 0; groups[i] != NULL; i++)
    {
      guint64 number;

      if (g_str_equal (groups[i], GUIDE_GROUP))
        continue;
      if (!g_str_has_prefix (groups[i], "Step ") ||
          !g_ascii_string_to_unsigned (groups[i] + 5, 10, 1, self->steps->len, &number, NULL))
        {
          phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, groups[i], NULL,
                                  _("Not a group of a guide: the steps are [Step 1] to [Step %u], in order"),
                                  self->steps->len);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_guide (PhlGuide  *self,
            GError   **error)
{
  guint n_actions = 0;

  if (!read_guide_game (self, error))
    return FALSE;
  self->title = get_text (self, GUIDE_GROUP, "Title");
  if (self->title == NULL)
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_MISSING, GUIDE_GROUP, "Title",
                              _("The guide needs a title"));
      return FALSE;
    }

  if (phl_key_file_has_key (self->file, GUIDE_GROUP, "Next"))
    {
      self->next = phl_key_file_get_string (self->file, GUIDE_GROUP, "Next", NULL);
      if (self->next != NULL && *g_strstrip (self->next) == '\0')
        g_clear_pointer (&self->next, g_free);
    }

  for (guint i = 0; ; i++)
    {
      g_autofree char *group = phl_guide_step_group (i);

      if (!phl_key_file_has_group (self->file, group))
        break;
      if (!read_step (self, i, &n_actions, error))
        return FALSE;
    }
  if (self->steps->len == 0)
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_MISSING, NULL, NULL,
                              _("The guide has no [Step 1]"));
      return FALSE;
    }
  return check_step_groups (self, error);
}

static PhlGuide *
guide_new (PhlKeyFile  *file,
           GError     **error)
{
  g_autoptr(PhlGuide) self = g_new0 (PhlGuide, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->file = file;
  self->steps = g_ptr_array_new_with_free_func (step_free);
  if (!read_guide (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

PhlGuide *
phl_guide_new_from_file (const char  *path,
                         GError     **error)
{
  PhlKeyFile *file = phl_key_file_new_from_file (path, error);

  return file != NULL ? guide_new (file, error) : NULL;
}

PhlGuide *
phl_guide_new_from_data (const char  *data,
                         gssize       length,
                         const char  *name,
                         GError     **error)
{
  PhlKeyFile *file = phl_key_file_new_from_data (data, length, name, error);

  return file != NULL ? guide_new (file, error) : NULL;
}

PhlGuide *
phl_guide_load (const char  *id,
                GError     **error)
{
  g_autofree char *path = g_strdup_printf (GUIDE_RESOURCE, id);
  g_autofree char *name = g_strdup_printf ("%s.guide", id);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (phl_guides_get_resource (), path,
                                                   G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (bytes == NULL)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_MISSING, _("There is no guide for this game yet."));
      return NULL;
    }
  return phl_guide_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), name, error);
}

gboolean
phl_guide_exists (const char *id)
{
  g_autofree char *path = g_strdup_printf (GUIDE_RESOURCE, id);

  return g_resource_get_info (phl_guides_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                              NULL, NULL, NULL);
}

PhlGuide *
phl_guide_ref (PhlGuide *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
phl_guide_unref (PhlGuide *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_clear_pointer (&self->file, phl_key_file_unref);
  g_free (self->title);
  g_free (self->next);
  g_free (self->variant);
  g_strfreev (self->options);
  g_ptr_array_unref (self->steps);
  g_free (self);
}

const char *
phl_guide_get_name (PhlGuide *self)
{
  return phl_key_file_get_name (self->file);
}

const char *
phl_guide_get_game (PhlGuide *self)
{
  return self->rules->id;
}

const PhlGameRules *
phl_guide_get_rules (PhlGuide *self)
{
  return self->rules;
}

const char *
phl_guide_get_title (PhlGuide *self)
{
  return self->title;
}

const char *
phl_guide_get_next (PhlGuide *self)
{
  return self->next;
}

guint
phl_guide_get_n_players (PhlGuide *self)
{
  return self->n_players;
}

const char *
phl_guide_get_variant (PhlGuide *self)
{
  return self->variant;
}

const char * const *
phl_guide_get_options (PhlGuide *self)
{
  return (const char * const *) self->options;
}

guint64
phl_guide_get_seed (PhlGuide *self)
{
  return self->seed;
}

guint
phl_guide_get_n_steps (PhlGuide *self)
{
  return self->steps->len;
}

const PhlGuideStep *
phl_guide_get_step (PhlGuide *self,
                    guint     index)
{
  g_return_val_if_fail (index < self->steps->len, NULL);

  return g_ptr_array_index (self->steps, index);
}

guint
phl_guide_get_n_actions (PhlGuide *self)
{
  const PhlGuideStep *last = g_ptr_array_index (self->steps, self->steps->len - 1);

  return last->n_actions_before + (last->kind != PHL_GUIDE_TELL ? 1 : 0);
}

GKeyFile *
phl_guide_get_key_file (PhlGuide *self)
{
  return phl_key_file_get_key_file (self->file);
}

void
phl_guide_set_step_error (PhlGuide    *self,
                          GError     **error,
                          guint        index,
                          const char  *key,
                          const char  *message)
{
  g_autofree char *group = phl_guide_step_group (index);

  phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, group, key, "%s", message);
}

/* The learner's seat bears the person's name, as the log and the end page
 * say "Anna wins", never "You wins". */
static char *
learner_name (void)
{
  const char *name = g_get_real_name ();

  if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
    name = g_get_user_name ();
  if (name == NULL || *name == '\0' || g_str_equal (name, "root"))
    /* Translators: the learner's seat in a Learn to Play game when the
     * system knows no name for the person */
    return g_strdup_printf (_("Player %u"), 1);
  return g_strdup (name);
}

PhlMatch *
phl_guide_new_match (PhlGuide  *self,
                     GError   **error)
{
  PhlSetup setup = { 0 };
  PhlSeat seats[PHL_MAX_SEATS];
  char *names[PHL_MAX_SEATS] = { NULL };
  PhlMatch *match;

  setup.n_players = self->n_players;
  setup.variant = self->variant;
  setup.options = (const char * const *) self->options;
  for (guint i = 0; i < self->n_players; i++)
    {
      names[i] = i == 0 ? learner_name ()
                 : self->n_players == 2 ? g_strdup (_("Computer"))
                 /* Translators: an opponent's seat in a Learn to Play game with several */
                 : g_strdup_printf (_("Computer %u"), i);
      seats[i] = (PhlSeat) { names[i], i == 0 ? PHL_SEAT_HUMAN : PHL_SEAT_COMPUTER, PHL_AI_NORMAL };
    }
  match = phl_match_new (self->rules, &setup, seats, self->seed, error);
  for (guint i = 0; i < self->n_players; i++)
    g_free (names[i]);
  if (match == NULL)
    {
      g_autoptr(GError) reason = g_steal_pointer (error);

      phl_key_file_set_error (self->file, error, PHL_ERROR_INVALID, GUIDE_GROUP, NULL, "%s",
                              reason != NULL ? reason->message : "");
      return NULL;
    }
  phl_match_set_guided (match, TRUE);
  return match;
}

PhlMatch *
phl_guide_new_match_at (PhlGuide  *self,
                        guint      index,
                        GError   **error)
{
  g_autoptr(PhlMatch) match = phl_guide_new_match (self, error);

  if (match == NULL)
    return NULL;
  for (guint i = 0; i < index && i < self->steps->len; i++)
    {
      const PhlGuideStep *step = g_ptr_array_index (self->steps, i);
      g_autoptr(GError) reason = NULL;

      if (step->kind == PHL_GUIDE_TELL)
        continue;
      if (!phl_match_submit (match, step->expect[0], &reason))
        {
          phl_guide_set_step_error (self, error, i, "Expect", reason->message);
          return NULL;
        }
    }
  return g_steal_pointer (&match);
}

/* The words of an action, sorted: "c3 a1" and "a1 c3" are the same. */
static int
compare_words (const void *a,
               const void *b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static char *
canonical_words (const char *action)
{
  g_auto(GStrv) words = g_strsplit (action, " ", -1);

  qsort (words, g_strv_length (words), sizeof (char *), compare_words);
  return g_strjoinv (" ", words);
}

/* What @action does to a copy of @state, as the engine tells it. */
static PhlChange *
try_action (const PhlGameRules *rules,
            gconstpointer       state,
            const char         *action)
{
  gpointer copy = rules->copy (state);
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  g_autoptr(PhlChange) change = phl_change_new (rules->current_seat (state));
  gboolean ok = rules->apply (copy, action, rng, NULL, change, NULL);

  rules->free (copy);
  return ok ? g_steal_pointer (&change) : NULL;
}

gboolean
phl_guide_step_expects (PhlGuide           *self,
                        const PhlGuideStep *step,
                        gconstpointer       state,
                        const char         *action)
{
  g_autofree char *words = NULL;

  if (step->expect == NULL)
    return FALSE;
  for (guint i = 0; step->expect[i] != NULL; i++)
    if (g_str_equal (step->expect[i], action))
      return TRUE;
  words = canonical_words (action);
  for (guint i = 0; step->expect[i] != NULL; i++)
    {
      g_autofree char *expected = canonical_words (step->expect[i]);

      if (g_str_equal (expected, words))
        return TRUE;
    }
  /* Another spelling of the same move: the engine tells the same. */
  if (state != NULL)
    {
      g_autoptr(PhlChange) done = try_action (self->rules, state, action);

      for (guint i = 0; done != NULL && step->expect[i] != NULL; i++)
        {
          g_autoptr(PhlChange) expected = try_action (self->rules, state, step->expect[i]);

          if (expected != NULL && phl_change_equal (done, expected))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
phl_guide_check (PhlGuide  *self,
                 GError   **error)
{
  g_autoptr(PhlMatch) match = phl_guide_new_match (self, error);
  gboolean has_wrong_example = FALSE;

  if (match == NULL)
    return FALSE;
  for (guint i = 0; i < self->steps->len; i++)
    {
      const PhlGuideStep *step = g_ptr_array_index (self->steps, i);
      gconstpointer state = phl_match_get_state (match);
      g_autoptr(GError) reason = NULL;
      int actor;

      if (step->kind == PHL_GUIDE_TELL)
        continue;
      if (phl_match_is_over (match))
        {
          phl_guide_set_step_error (self, error, i, "Expect", _("The game is over before this step"));
          return FALSE;
        }
      if (step->wrong_example != NULL)
        {
          g_autoptr(PhlChange) wrong = try_action (self->rules, state, step->wrong_example);

          if (wrong == NULL)
            {
              phl_guide_set_step_error (self, error, i, "WrongExample", _("The wrong example is not a legal action here"));
              return FALSE;
            }
          if (phl_guide_step_expects (self, step, state, step->wrong_example))
            {
              phl_guide_set_step_error (self, error, i, "WrongExample", _("The wrong example is an expected action"));
              return FALSE;
            }
          has_wrong_example = TRUE;
        }
      for (guint j = 1; step->expect[j] != NULL; j++)
        {
          g_autoptr(PhlChange) alternative = try_action (self->rules, state, step->expect[j]);

          if (alternative == NULL)
            {
              g_autofree char *message = g_strdup_printf (_("“%s” is not a legal action here"), step->expect[j]);

              phl_guide_set_step_error (self, error, i, "Expect", message);
              return FALSE;
            }
        }
      if (!phl_match_submit (match, step->expect[0], &reason))
        {
          g_autofree char *message = g_strdup_printf ("“%s”: %s", step->expect[0], reason->message);

          phl_guide_set_step_error (self, error, i, "Expect", message);
          return FALSE;
        }
      /* Who acted, as the engine tells it (in some games anyone may act). */
      actor = phl_change_get_actor (phl_match_get_change (match, phl_match_get_n_actions (match) - 1));
      if (step->kind == PHL_GUIDE_ACT && actor != 0)
        {
          phl_guide_set_step_error (self, error, i, "Kind",
                                    _("It is not the learner’s turn here (seat 1): this is an opponent step"));
          return FALSE;
        }
      if (step->kind == PHL_GUIDE_OPPONENT && actor == 0)
        {
          phl_guide_set_step_error (self, error, i, "Kind",
                                    _("It is the learner’s turn here (seat 1): this is an act step"));
          return FALSE;
        }
    }
  if (!has_wrong_example)
    {
      phl_key_file_set_error (self->file, error, PHL_ERROR_MISSING, NULL, "WrongExample",
                              _("The guide needs at least one act step with a WrongExample"));
      return FALSE;
    }
  return TRUE;
}
