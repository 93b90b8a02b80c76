/* phl-match-file.c — saves and positions ([Match] files, docs/save-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save holds the seed, the setup and the action list, plus a readable
 * snapshot of the position written by the game.  Loading replays the
 * actions from the seed and refuses the file when the replayed position
 * differs from the snapshot, so a hand-edited or corrupted save is never
 * silently accepted as something else.
 */
#define G_LOG_DOMAIN "phl-match"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-file.h"
#include "phl-match-file.h"
#include "phl-match-private.h"

#define MATCH_GROUP "Match"
#define ACTIONS_GROUP "Actions"
/* A save's own copy of its deck: [Deck] and [Deck.<Kind>:<id>] groups. */
#define DECK_GROUP "Deck"
#define DECK_PREFIX "Deck."
/* The position a match began at, if it did not begin with a deal from
 * the seed: the position's [Match] as [Start], its other groups as
 * [Start.<Group>]. */
#define START_GROUP "Start"
#define START_PREFIX "Start."

static char *
options_to_string (const char * const *options)
{
  return options != NULL ? g_strjoinv (";", (char **) options) : g_strdup ("");
}

static GKeyFile *
match_to_key_file (PhlMatch *self)
{
  const PhlGameRules *rules = phl_match_get_rules (self);
  gconstpointer state = phl_match_get_state (self);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *seed = NULL;
  PhlKeyFile *deck;
  int current = phl_match_get_current_seat (self);
  guint n_actions = phl_match_get_n_actions (self);

  g_key_file_set_string (file, MATCH_GROUP, "Game", rules->id);
  g_key_file_set_integer (file, MATCH_GROUP, "Format", PHL_MATCH_FORMAT);
  g_key_file_set_integer (file, MATCH_GROUP, "Players", phl_match_get_n_seats (self));
  g_key_file_set_integer (file, MATCH_GROUP, "Current", current >= 0 ? current + 1 : 0);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, phl_match_get_seed (self));
  g_key_file_set_string (file, MATCH_GROUP, "Seed", seed);
  if (phl_match_get_variant (self) != NULL)
    g_key_file_set_string (file, MATCH_GROUP, "Variant", phl_match_get_variant (self));
  if (phl_match_get_deck (self) != NULL)
    g_key_file_set_string (file, MATCH_GROUP, "Deck", phl_match_get_deck (self));
  if (phl_match_get_options (self) != NULL)
    {
      g_autofree char *options = options_to_string (phl_match_get_options (self));

      g_key_file_set_string (file, MATCH_GROUP, "Options", options);
    }
  g_key_file_set_boolean (file, MATCH_GROUP, "Assisted", phl_match_get_assisted (self));

  for (guint i = 0; i < phl_match_get_n_seats (self); i++)
    {
      const PhlSeat *seat = phl_match_get_seat (self, i);
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);

      /* As it was read: a default name shown in another language is
       * still the one the file has (a save opened and not played is
       * written back the same). */
      const char *name = _phl_match_get_saved_name (self, i) != NULL
                         ? _phl_match_get_saved_name (self, i) : seat->name;

      g_key_file_set_string (file, group, "Name", name != NULL ? name : "");
      g_key_file_set_string (file, group, "Kind",
                             seat->kind == PHL_SEAT_HUMAN ? "human" : "computer");
      g_key_file_set_string (file, group, "Level", phl_ai_level_to_string (seat->level));
    }

  /* The snapshot: the game's own view of the position. */
  rules->save_position (state, file);

  /* An empty [Actions] group still marks the file as a save. */
  g_key_file_set_integer (file, ACTIONS_GROUP, "Count", n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      g_autofree char *key = g_strdup_printf ("Action%u", i + 1);

      g_key_file_set_string (file, ACTIONS_GROUP, key, phl_match_get_action (self, i));
    }

  /* Replaying the actions from the seed would deal a fresh game: the
   * save says where they start from. */
  if (_phl_match_get_start (self) != NULL)
    phl_key_file_embed_renamed (file, _phl_match_get_start (self),
                                MATCH_GROUP, START_GROUP, START_PREFIX);

  /* The deck goes with the save: it resumes after the deck file was
   * edited or deleted, and on another computer. */
  if (rules->get_deck != NULL && (deck = rules->get_deck (state)) != NULL)
    phl_key_file_embed (file, phl_key_file_get_key_file (deck), DECK_GROUP, DECK_PREFIX);

  return g_steal_pointer (&file);
}

char *
phl_match_to_data (PhlMatch *self,
                   gsize    *length)
{
  g_autoptr(GKeyFile) file = NULL;

  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  file = match_to_key_file (self);
  return g_key_file_to_data (file, length, NULL);
}

gboolean
phl_match_save (PhlMatch    *self,
                const char  *path,
                GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = phl_match_to_data (self, &length);
  return phl_file_write_atomically (path, data, length, error);
}

/* The names a seat gets when nobody names it ("Player 2" in the new-game
 * dialog, "Computer 1" in Learn to Play), in every language the app ships
 * (po/LINGUAS; po/pl.po and po/de.po translate "Player %u", "Computer %u"
 * and "Computer" so).  They are the app's words, not a person's: a game
 * saved in one language shows them in the language it is opened in. */
static const char * const player_words[] = { "Player", "Gracz", "Spieler" };
static const char * const computer_words[] = { "Computer", "Komputer" };

/* The number after "@word " in @name, or 0 when @name is not that. */
static guint
default_name_number (const char *name,
                     const char *word)
{
  gsize len = strlen (word);
  guint64 number = 0;

  if (strncmp (name, word, len) != 0 || name[len] != ' ' ||
      !g_ascii_string_to_unsigned (name + len + 1, 10, 1, 999, &number, NULL))
    return 0;
  return (guint) number;
}

char *
phl_seat_name_dup_localized (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  for (guint w = 0; w < G_N_ELEMENTS (player_words); w++)
    {
      guint number = default_name_number (name, player_words[w]);

      if (number > 0)
        return g_strdup_printf (_("Player %u"), number);
    }
  for (guint w = 0; w < G_N_ELEMENTS (computer_words); w++)
    {
      guint number = default_name_number (name, computer_words[w]);

      if (number > 0)
        return g_strdup_printf (_("Computer %u"), number);
      if (g_str_equal (name, computer_words[w]))
        return g_strdup (_("Computer"));
    }
  return NULL;
}

static gboolean
read_seats (PhlKeyFile  *file,
            guint        n_seats,
            PhlSeat     *seats,
            char       **saved_names,
            GError     **error)
{
  GKeyFile *key_file = phl_key_file_get_key_file (file);

  for (guint i = 0; i < n_seats; i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);
      g_autofree char *kind = g_key_file_get_string (key_file, group, "Kind", NULL);
      g_autofree char *level = g_key_file_get_string (key_file, group, "Level", NULL);
      char *name = g_key_file_get_locale_string (key_file, group, "Name", NULL, NULL);

      char *shown = name != NULL ? phl_seat_name_dup_localized (name) : NULL;

      /* Shown in this language; the file keeps what it says. */
      if (shown != NULL && !g_str_equal (shown, name))
        {
          saved_names[i] = name;
          seats[i].name = shown;
        }
      else
        {
          g_free (shown);
          seats[i].name = name != NULL ? name : g_strdup_printf (_("Player %u"), i + 1);
        }
      if (kind == NULL || g_str_equal (kind, "human"))
        seats[i].kind = PHL_SEAT_HUMAN;
      else if (g_str_equal (kind, "computer"))
        seats[i].kind = PHL_SEAT_COMPUTER;
      else
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Kind",
                                  _("“%s” is neither human nor computer"), kind);
          return FALSE;
        }
      seats[i].level = PHL_AI_NORMAL;
      if (level != NULL && !phl_ai_level_from_string (level, &seats[i].level))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Level",
                                  _("“%s” is not a level (easy, normal, hard or expert)"), level);
          return FALSE;
        }
    }
  return TRUE;
}

static void
clear_seats (PhlSeat  *seats,
             char    **saved_names,
             guint     n_seats)
{
  for (guint i = 0; i < n_seats; i++)
    {
      g_clear_pointer (&seats[i].name, g_free);
      g_clear_pointer (&saved_names[i], g_free);
    }
}

static void
keep_saved_names (PhlMatch    *self,
                  char *const *saved_names)
{
  for (guint i = 0; i < phl_match_get_n_seats (self); i++)
    _phl_match_set_saved_name (self, i, saved_names[i]);
}

/* Names and texts (Name, Text, Description and their Name[pl]=
 * translations, docs/formats.md#common-rules) are shown in the reader's language: they say
 * nothing about the position, and a save written in another language, or
 * by a version that wrote them translated, must still open. */
static gboolean
is_display_text (const char *key)
{
  static const char * const texts[] = { "Name", "Text", "Description" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      gsize len = strlen (texts[i]);

      if (strncmp (key, texts[i], len) == 0 && (key[len] == '\0' || key[len] == '['))
        return TRUE;
    }
  return FALSE;
}

/* Every fact the game wrote for the replayed position (ids, numbers,
 * stamps; not display text) must be in the file as written; extra keys
 * in the file are ignored (newer versions). */
static gboolean
check_snapshot (PhlMatch    *self,
                PhlKeyFile  *file,
                GError     **error)
{
  g_autoptr(GKeyFile) replayed = g_key_file_new ();
  GKeyFile *saved = phl_key_file_get_key_file (file);
  g_auto(GStrv) groups = NULL;

  phl_match_get_rules (self)->save_position (phl_match_get_state (self), replayed);
  groups = g_key_file_get_groups (replayed, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = NULL;

      /* A group the save lacks entirely came later (Stamp Swap's
       * [Progress…] and [Deck…], docs/save-format.md): saves from before
       * it say the same without it. */
      if (!g_key_file_has_group (saved, groups[g]))
        continue;
      keys = g_key_file_get_keys (replayed, groups[g], NULL, NULL);

      for (guint k = 0; keys[k] != NULL; k++)
        {
          g_autofree char *expected = NULL;
          g_autofree char *found = NULL;

          if (is_display_text (keys[k]))
            continue;
          expected = g_key_file_get_value (replayed, groups[g], keys[k], NULL);
          found = g_key_file_get_value (saved, groups[g], keys[k], NULL);
          /* STAMPS' [Grid] Origin came later: saves from before lack it,
           * and their rows and actions say the same. */
          if (found == NULL && g_str_equal (keys[k], "Origin"))
            continue;
          if (g_strcmp0 (expected, found) != 0)
            {
              phl_key_file_set_error (file, error, PHL_ERROR_INVALID, groups[g], keys[k],
                                      _("the saved position does not match its actions "
                                        "(expected “%s”)"), expected);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* Replays the save's actions on @self (taken) and checks the snapshot. */
static PhlMatch *
replay_and_check (PhlMatch    *match,
                  PhlKeyFile  *file,
                  gboolean     assisted,
                  gboolean     check,
                  GError     **error)
{
  g_autoptr(PhlMatch) self = match;
  int count;

  if (!phl_key_file_get_int (file, ACTIONS_GROUP, "Count", 0, 1000000, &count, error))
    return NULL;
  for (int i = 0; i < count; i++)
    {
      g_autoptr(GError) replay_error = NULL;
      g_autofree char *key = g_strdup_printf ("Action%d", i + 1);
      g_autofree char *action = phl_key_file_get_string (file, ACTIONS_GROUP, key, error);

      if (action == NULL)
        return NULL;
      if (!_phl_match_replay (self, action, &replay_error))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, ACTIONS_GROUP, key,
                                  "%s", replay_error->message);
          return NULL;
        }
    }

  if (check && !check_snapshot (self, file, error))
    return NULL;

  phl_match_set_assisted (self, assisted);
  return g_steal_pointer (&self);
}

/* A position's variant is one the game has, for this many players: the
 * game then reads the position without its [Match] header again. */
static gboolean
check_variant (const PhlGameRules *rules,
               const PhlSetup     *setup,
               PhlKeyFile         *file,
               GError            **error)
{
  guint min, max;

  /* Without a variant, the game's range (checked already) applies. */
  if (setup->variant == NULL)
    return TRUE;
  if (!phl_game_rules_get_variant_players (rules, setup->variant, &min, &max))
    {
      g_autofree char *known = rules->variants != NULL ? g_strjoinv (", ", (char **) rules->variants)
                                                       : g_strdup ("");

      /* Translators: a variant the game does not have, then the ones it has */
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, MATCH_GROUP, "Variant",
                              _("“%s” is not a variant of this game (%s)"), setup->variant, known);
      return FALSE;
    }
  if (setup->n_players < min || setup->n_players > max)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, MATCH_GROUP, "Players",
                              _("the number of players (%d) does not suit this variant"),
                              (int) setup->n_players);
      return FALSE;
    }
  return TRUE;
}

/* The game's state at the position @file (a position file, or a save's
 * [Start] as one), its [Match] read already into @setup. */
static gpointer
read_position (const PhlGameRules *rules,
               const PhlSetup     *setup,
               PhlKeyFile         *file,
               GError            **error)
{
  PhlSetup position = *setup;

  if (rules->read_position == NULL)
    return rules->load_position (file, error);
  position.file = file;
  return rules->read_position (&position, error);
}

/* A relative path that stays in its folder: no "..", not absolute. */
static gboolean
names_a_file_below (const char *path)
{
  g_auto(GStrv) parts = NULL;

  if (path[0] == '\0' || g_path_is_absolute (path) || path[0] == '\\')
    return FALSE;
  parts = g_strsplit_set (path, "/\\", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (g_str_equal (parts[i], ".."))
      return FALSE;
  return TRUE;
}

/* The deck a save written before decks were embedded names by its path
 * (docs/save-format.md).  The path may name any file, so its text is
 * never quoted back: a first line of /etc/passwd must not appear in an
 * error.  Read errors say nothing of the contents and are kept.  With
 * @beside (the folder of a save from elsewhere) only a relative path
 * without ".." is taken, from that folder. */
static PhlKeyFile *
read_legacy_deck (PhlKeyFile  *file,
                  const char  *deck,
                  const char  *beside,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  PhlKeyFile *deck_file;
  gsize length;

  if (beside != NULL)
    {
      if (!names_a_file_below (deck))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_MISSING, MATCH_GROUP, "Deck",
                                  _("%s: a save from elsewhere may only name a deck file in its own folder"),
                                  deck);
          return NULL;
        }
      path = g_build_filename (beside, deck, NULL);
    }
  else
    path = g_strdup (deck);

  if (!phl_file_read_regular (path, PHL_MAX_FILE_SIZE, &contents, &length, &local_error))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_MISSING, MATCH_GROUP, "Deck", "%s", local_error->message);
      return NULL;
    }
  deck_file = phl_key_file_new_from_data (contents, length, path, NULL);
  if (deck_file == NULL)
    phl_key_file_set_error (file, error, PHL_ERROR_INVALID, MATCH_GROUP, "Deck",
                            _("%s: not a deck this game can use"), deck);
  return deck_file;
}

static PhlMatch *
new_from_key_file (PhlKeyFile  *file,
                   gboolean     check,
                   const char  *beside,
                   GError     **error)
{
  GKeyFile *key_file;
  const PhlGameRules *rules;
  g_autoptr(PhlMatch) self = NULL;
  g_autofree char *game = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *options_text = NULL;
  g_autofree char *seed_text = NULL;
  g_auto(GStrv) options = NULL;
  g_autoptr(PhlKeyFile) deck_file = NULL;
  g_autoptr(PhlKeyFile) start_file = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean deck_from_path = FALSE;
  PhlSeat seats[PHL_MAX_SEATS] = { { 0 } };
  char *saved_names[PHL_MAX_SEATS] = { NULL };
  PhlSetup setup = { 0 };
  guint64 seed = 0;
  int format, players;
  gboolean assisted = FALSE;

  g_return_val_if_fail (file != NULL, NULL);

  key_file = phl_key_file_get_key_file (file);
  if (!(game = phl_key_file_get_string (file, MATCH_GROUP, "Game", error)))
    return NULL;
  if (!phl_key_file_get_int (file, MATCH_GROUP, "Format", 1, G_MAXINT, &format, error))
    return NULL;
  if (format > PHL_MATCH_FORMAT)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, MATCH_GROUP, "Format",
                              _("the file was written by a newer version (format %d; this "
                                "version reads format %d)"), format, PHL_MATCH_FORMAT);
      return NULL;
    }
  rules = phl_game_rules_lookup (game);
  if (rules == NULL)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, MATCH_GROUP, "Game",
                              _("unknown game “%s”"), game);
      return NULL;
    }
  if (!phl_key_file_get_int (file, MATCH_GROUP, "Players",
                             rules->min_players, rules->max_players, &players, error))
    return NULL;

  variant = g_key_file_get_string (key_file, MATCH_GROUP, "Variant", NULL);
  deck = g_key_file_get_string (key_file, MATCH_GROUP, "Deck", NULL);
  options_text = g_key_file_get_string (key_file, MATCH_GROUP, "Options", NULL);
  if (options_text != NULL && options_text[0] != '\0')
    options = g_strsplit (options_text, ";", -1);
  seed_text = g_key_file_get_string (key_file, MATCH_GROUP, "Seed", NULL);
  if (seed_text != NULL &&
      !g_ascii_string_to_unsigned (g_strstrip (seed_text), 10, 0, G_MAXUINT64, &seed, NULL))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_PARSE, MATCH_GROUP, "Seed",
                              _("“%s” is not a seed (a whole number of 0 or more)"), seed_text);
      return NULL;
    }
  if (!phl_key_file_get_boolean_default (file, MATCH_GROUP, "Assisted", FALSE, &assisted, error))
    return NULL;

  setup.n_players = players;
  setup.variant = variant;
  setup.deck = deck;
  setup.options = (const char * const *) options;
  setup.file = file;
  if (!read_seats (file, players, seats, saved_names, error))
    {
      clear_seats (seats, saved_names, players);
      return NULL;
    }

  if (!g_key_file_has_group (key_file, ACTIONS_GROUP))
    {
      /* A position: the game reads the state directly. */
      gpointer state = check_variant (rules, &setup, file, error)
                       ? read_position (rules, &setup, file, error) : NULL;

      if (state != NULL)
        {
          self = _phl_match_new_for_state (rules, state, &setup, seats, seed);
          _phl_match_set_start (self, key_file);
          keep_saved_names (self, saved_names);
        }
      clear_seats (seats, saved_names, players);
      return g_steal_pointer (&self);
    }

  start_file = phl_key_file_new_embedded_renamed (file, START_GROUP, MATCH_GROUP, START_PREFIX);
  if (start_file != NULL)
    {
      /* A match begun at a position: the actions start from there.  The
       * position's errors name the save's own lines and groups. */
      gpointer state = check_variant (rules, &setup, file, error)
                       ? read_position (rules, &setup, start_file, error) : NULL;

      if (state == NULL)
        {
          clear_seats (seats, saved_names, players);
          return NULL;
        }
      self = _phl_match_new_for_state (rules, state, &setup, seats, seed);
      _phl_match_set_start (self, phl_key_file_get_key_file (start_file));
      keep_saved_names (self, saved_names);
      clear_seats (seats, saved_names, players);
      return replay_and_check (g_steal_pointer (&self), file, assisted, check, error);
    }

  /* The save's own deck; saves written before they carried one name
   * the deck file, which is read here so errors name the save's key. */
  deck_file = phl_key_file_new_embedded (file, DECK_GROUP, DECK_PREFIX);
  if (deck_file == NULL && deck != NULL)
    {
      deck_file = read_legacy_deck (file, deck, beside, error);
      if (deck_file == NULL)
        {
          clear_seats (seats, saved_names, players);
          return NULL;
        }
      deck_from_path = TRUE;
    }
  setup.deck_file = deck_file;

  self = phl_match_new (rules, &setup, seats, seed, &local_error);
  if (self != NULL)
    keep_saved_names (self, saved_names);
  clear_seats (seats, saved_names, players);
  if (self == NULL)
    {
      /* What is wrong in the deck would quote the file the path names. */
      if (deck_from_path)
        phl_key_file_set_error (file, error,
                                local_error->domain == PHL_ERROR ? local_error->code : PHL_ERROR_INVALID,
                                MATCH_GROUP, "Deck", _("%s: not a deck this game can use"), deck);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return replay_and_check (g_steal_pointer (&self), file, assisted, check, error);
}

PhlMatch *
phl_match_new_from_key_file (PhlKeyFile  *file,
                             GError     **error)
{
  return new_from_key_file (file, TRUE, NULL, error);
}

/**
 * phl_match_new_at:
 * @source: the match to start from
 * @n_actions: how many of its recorded actions (see phl_match_seek())
 * @seats: (nullable): who plays on, one per seat; NULL keeps @source's
 * @error: why the match could not be made
 *
 * Builds a match from @source's save — seed, setup, its own deck, the
 * position it began at — cut after @n_actions actions, to play on from
 * there.  It is replayed from the seed like any save (so it is a legal
 * game), and has no autosave and no actions ahead.
 *
 * Returns: (transfer full): the new match, or %NULL
 */
PhlMatch *
phl_match_new_at (PhlMatch       *source,
                  guint           n_actions,
                  const PhlSeat  *seats,
                  GError        **error)
{
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (PHL_IS_MATCH (source), NULL);
  g_return_val_if_fail (n_actions <= phl_match_get_n_recorded (source), NULL);

  key_file = match_to_key_file (source);
  g_key_file_remove_group (key_file, ACTIONS_GROUP, NULL);
  g_key_file_set_integer (key_file, ACTIONS_GROUP, "Count", n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      g_autofree char *key = g_strdup_printf ("Action%u", i + 1);

      g_key_file_set_string (key_file, ACTIONS_GROUP, key, phl_match_get_recorded_action (source, i));
    }
  for (guint i = 0; seats != NULL && i < phl_match_get_n_seats (source); i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);

      g_key_file_set_string (key_file, group, "Name", seats[i].name ? seats[i].name : "");
      g_key_file_set_string (key_file, group, "Kind",
                             seats[i].kind == PHL_SEAT_HUMAN ? "human" : "computer");
      g_key_file_set_string (key_file, group, "Level", phl_ai_level_to_string (seats[i].level));
    }
  /* A new game from here: nobody has taken a hint or undone in it yet. */
  g_key_file_set_boolean (key_file, MATCH_GROUP, "Assisted", FALSE);

  /* Through the save's text, so it is read exactly as a save is. */
  data = g_key_file_to_data (key_file, &length, NULL);
  file = phl_key_file_new_from_data (data, length, phl_match_get_rules (source)->id, error);
  if (file == NULL)
    return NULL;
  /* The snapshot is of @source's present position, not of this one. */
  return new_from_key_file (file, FALSE, NULL, error);
}

PhlMatch *
phl_match_new_from_file (const char  *path,
                         GError     **error)
{
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  /* A save holds its deck: it may be larger than a deck alone. */
  if (!phl_file_read_regular (path, PHL_MAX_SAVE_SIZE, &contents, &length, error))
    return NULL;
  file = phl_key_file_new_from_data (contents, length, path, error);
  if (file == NULL)
    return NULL;
  return phl_match_new_from_key_file (file, error);
}

PhlMatch *
phl_match_new_from_other_file (const char  *path,
                               GError     **error)
{
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *beside = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!phl_file_read_regular (path, PHL_MAX_SAVE_SIZE, &contents, &length, error))
    return NULL;
  file = phl_key_file_new_from_data (contents, length, path, error);
  if (file == NULL)
    return NULL;
  beside = g_path_get_dirname (path);
  return new_from_key_file (file, TRUE, beside, error);
}
