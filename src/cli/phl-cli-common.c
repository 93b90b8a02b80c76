/* phl-cli-common.c — helpers of the commands that drive games by files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"
#include "phl-file.h"
#include "phl-key-file.h"
#include "phl-rng.h"

int
phl_cli_usage_error (const char *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("philatelia-cli: %s\n", message);
  g_printerr (_("Run “philatelia-cli --help” for usage.\n"));
  return PHL_CLI_EXIT_USAGE;
}

char *
phl_cli_game_ids (void)
{
  const PhlGameRules * const *games = phl_game_rules_all ();
  GString *ids = g_string_new (NULL);

  for (guint i = 0; games[i] != NULL; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", games[i]->id);
  return g_string_free (ids, FALSE);
}

int
phl_cli_invalid_input (const GError *error)
{
  g_printerr ("%s\n", error->message);
  return PHL_CLI_EXIT_INVALID;
}

gboolean
phl_cli_parse_options (const char    *parameters,
                       GOptionEntry  *entries,
                       int           *argc,
                       char        ***argv,
                       int           *status)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameters);
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      *status = phl_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
phl_cli_parse_level (const char *text,
                     PhlAiLevel  fallback,
                     PhlAiLevel *level)
{
  if (text == NULL)
    {
      *level = fallback;
      return TRUE;
    }
  if (phl_ai_level_from_string (text, level))
    return TRUE;
  phl_cli_usage_error (_("“%s” is not a level (easy, normal, hard or expert)"), text);
  return FALSE;
}

gboolean
phl_cli_parse_think_ms (int    think_ms,
                        guint *budget_ms)
{
  if (think_ms < 0 || think_ms > PHL_CLI_MAX_THINK_MS)
    {
      phl_cli_usage_error (_("--think-ms must be between 0 and %d"), PHL_CLI_MAX_THINK_MS);
      return FALSE;
    }
  *budget_ms = think_ms;
  return TRUE;
}

gboolean
phl_cli_write_output (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      if (fwrite (data, 1, length, stdout) != length || fflush (stdout) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("cannot write to standard output"));
          return FALSE;
        }
      return TRUE;
    }
  /* -o names a file in a folder that is there: a typo in the folder is
   * not made into new folders, and a link is followed, not replaced. */
  {
    g_autofree char *target = g_strdup (path);
    g_autofree char *dir = NULL;

    for (guint hops = 0; g_file_test (target, G_FILE_TEST_IS_SYMLINK); hops++)
      {
        g_autofree char *link = g_file_read_link (target, NULL);
        g_autofree char *link_dir = g_path_get_dirname (target);

        if (link == NULL || hops >= 40)
          {
            g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
                         _("Cannot save %s: %s"), path, g_strerror (ELOOP));
            return FALSE;
          }
        g_free (target);
        target = g_path_is_absolute (link) ? g_steal_pointer (&link)
                                           : g_build_filename (link_dir, link, NULL);
      }
    dir = g_path_get_dirname (target);
    if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
      {
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                     /* Translators: the file to write, then its folder */
                     _("Cannot save %s: the folder %s does not exist"), path, dir);
        return FALSE;
      }
    return phl_file_write_atomically (target, data, length, error);
  }
}

/* Standard input, read whole (at most a save's size). */
static PhlKeyFile *
read_standard_input (GError **error)
{
  g_autoptr(GString) data = g_string_new (NULL);
  char buffer[65536];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    {
      g_string_append_len (data, buffer, n);
      if (data->len > PHL_MAX_SAVE_SIZE)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                       _("%s: the file is too large (more than %d MB)"), _("standard input"),
                       PHL_MAX_SAVE_SIZE / (1024 * 1024));
          return NULL;
        }
    }
  if (ferror (stdin))
    {
      int saved_errno = errno;

      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("%s: cannot read the file: %s"), _("standard input"), g_strerror (saved_errno));
      return NULL;
    }
  return phl_key_file_new_from_data (data->str, data->len, _("standard input"), error);
}

const char *
phl_cli_file_name (const char *path)
{
  return g_str_equal (path, "-") ? _("standard input") : path;
}

PhlMatch *
phl_cli_load (const char  *path,
              PhlKeyFile **file,
              GError     **error)
{
  g_autoptr(PhlKeyFile) key_file = NULL;
  PhlMatch *match;

  if (g_str_equal (path, "-"))
    key_file = read_standard_input (error);
  else
    {
      g_autofree char *contents = NULL;
      gsize length = 0;

      /* As phl_match_new_from_file(): a save holds its deck. */
      if (!phl_file_read_regular (path, PHL_MAX_SAVE_SIZE, &contents, &length, error))
        return NULL;
      key_file = phl_key_file_new_from_data (contents, length, path, error);
    }
  if (key_file == NULL)
    return NULL;
  match = phl_match_new_from_key_file (key_file, error);
  if (match != NULL && file != NULL)
    *file = g_steal_pointer (&key_file);
  return match;
}

gboolean
phl_cli_parse_seats (const char *text,
                     guint      *mask)
{
  g_auto(GStrv) seats = NULL;

  *mask = G_MAXUINT;
  if (text == NULL)
    return TRUE;
  *mask = 0;
  seats = g_strsplit (text, ",", -1);
  for (guint i = 0; seats[i] != NULL; i++)
    {
      guint64 seat;

      if (!g_ascii_string_to_unsigned (g_strstrip (seats[i]), 10, 1, PHL_MAX_SEATS, &seat, NULL))
        {
          phl_cli_usage_error (_("“%s” is not a seat (1 to %d)"), seats[i], PHL_MAX_SEATS);
          return FALSE;
        }
      *mask |= 1u << (seat - 1);
    }
  return TRUE;
}

char *
phl_cli_choose_action (PhlMatch           *match,
                       PhlAiLevel          level,
                       guint               seats,
                       const PhlAiBudget  *budget,
                       const char         *name,
                       GError            **error)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  gconstpointer state = phl_match_get_state (match);
  guint all = (1u << phl_match_get_n_seats (match)) - 1;
  PhlAiLevel levels[PHL_MAX_SEATS];
  g_autoptr(GRand) rng = NULL;
  int current = phl_match_get_current_seat (match);

  if (phl_match_is_over (match))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, _("%s: the game is over"), name);
      return NULL;
    }
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = level;
  /* --seats names seats of this game only (G_MAXUINT: every seat). */
  if (seats != G_MAXUINT && (seats & ~all) != 0)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("%s: --seats names seat %d, but the game has %u seats"), name,
                   g_bit_nth_lsf (seats & ~all, -1) + 1, phl_match_get_n_seats (match));
      return NULL;
    }
  seats &= all;
  /* Where anyone may act (an auction's countdown), only the computer's seats do. */
  if (seats != all && rules->choose_for_seats != NULL)
    {
      char *action = NULL;

      if (rules->choose_for_seats (state, levels, seats, &action))
        return action;
    }
  if (current < 0 || !(seats & (1u << current)))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("%s: seat %d is to act, not one of the computer’s seats"), name, current + 1);
      return NULL;
    }
  /* Not the match's seed: it would tell the future deals.  The same
   * position at the same move number gives the same answer. */
  rng = phl_rng_new_from_seed (G_GUINT64_CONSTANT (0x70687964) + phl_match_get_n_actions (match));
  return phl_ai_choose (rules, state, levels, rng, budget);
}

/* The setup a match was made with, read back from the match. */
static PhlMatch *
deal_again (PhlMatch  *source,
            GError   **error)
{
  const PhlGameRules *rules = phl_match_get_rules (source);
  PhlSeat seats[PHL_MAX_SEATS] = { { 0 } };
  PhlSetup setup = { 0 };

  setup.n_players = phl_match_get_n_seats (source);
  setup.variant = phl_match_get_variant (source);
  setup.deck = phl_match_get_deck (source);
  setup.options = phl_match_get_options (source);
  /* The deck the game was dealt from (the save's own copy), not the file
   * the path names today. */
  if (rules->get_deck != NULL)
    setup.deck_file = rules->get_deck (phl_match_get_state (source));
  for (guint i = 0; i < setup.n_players; i++)
    seats[i] = *phl_match_get_seat (source, i);
  return phl_match_new (rules, &setup, seats, phl_match_get_seed (source), error);
}

/* A match begun at a position: that position, from the save's [Start]. */
static PhlMatch *
start_again (PhlKeyFile  *file,
             PhlMatch    *source,
             GError     **error)
{
  g_autoptr(PhlKeyFile) start = phl_key_file_new_embedded_renamed (file, "Start", "Match", "Start.");
  g_autofree char *seed = NULL;

  if (start == NULL)
    return NULL;
  /* The actions after it draw from the save's seed. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, phl_match_get_seed (source));
  g_key_file_set_string (phl_key_file_get_key_file (start), "Match", "Seed", seed);
  g_key_file_remove_group (phl_key_file_get_key_file (start), "Actions", NULL);
  return phl_match_new_from_key_file (start, error);
}

PhlMatch *
phl_cli_match_at (PhlKeyFile  *file,
                  PhlMatch    *source,
                  guint        n_actions,
                  GError     **error)
{
  g_autoptr(PhlMatch) match = NULL;

  g_return_val_if_fail (n_actions <= phl_match_get_n_actions (source), NULL);

  if (phl_key_file_has_group (file, "Start"))
    match = start_again (file, source, error);
  else if (phl_key_file_has_group (file, "Actions"))
    match = deal_again (source, error);
  else
    /* A position file: it has no actions to go back over. */
    return g_object_ref (source);
  if (match == NULL)
    return NULL;

  for (guint i = 0; i < n_actions; i++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autofree char *key = g_strdup_printf ("Action%u", i + 1);

      if (!phl_match_submit (match, phl_match_get_action (source, i), &local_error))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Actions", key,
                                  "%s", local_error->message);
          return NULL;
        }
    }
  return g_steal_pointer (&match);
}

GKeyFile *
phl_cli_position_file (PhlMatch *match)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  GKeyFile *file = g_key_file_new ();
  int current = phl_match_get_current_seat (match);

  /* The header every position starts with (docs/save-format.md#the-match-header), in its order;
   * the game writes its own keys over it where it has them. */
  g_key_file_set_string (file, "Match", "Game", rules->id);
  g_key_file_set_integer (file, "Match", "Format", PHL_MATCH_FORMAT);
  g_key_file_set_integer (file, "Match", "Players", phl_match_get_n_seats (match));
  g_key_file_set_integer (file, "Match", "Current", current >= 0 ? current + 1 : 0);
  rules->save_position (phl_match_get_state (match), file);
  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);
      const PhlSeat *seat = phl_match_get_seat (match, i);

      if (!g_key_file_has_key (file, group, "Name", NULL) && seat->name != NULL)
        g_key_file_set_string (file, group, "Name", seat->name);
    }
  /* For scripts (docs/cli.md): a loop stops on Over=true. */
  g_key_file_set_boolean (file, "Match", "Over", phl_match_is_over (match));
  g_key_file_set_integer (file, "Match", "Actions", phl_match_get_n_actions (match));
  {
    int scores[PHL_MAX_SEATS];

    /* Each seat's score as the game counts it (final once over). */
    for (guint i = 0; i < phl_match_get_n_seats (match); i++)
      scores[i] = rules->score (phl_match_get_state (match), i);
    g_key_file_set_integer_list (file, "Match", "Scores", scores, phl_match_get_n_seats (match));
  }
  if (phl_match_is_over (match))
    {
      guint winners = rules->winners (phl_match_get_state (match));
      int list[PHL_MAX_SEATS];
      gsize n = 0;

      for (guint i = 0; i < phl_match_get_n_seats (match); i++)
        if (winners & (1u << i))
          list[n++] = i + 1;
      g_key_file_set_integer_list (file, "Match", "Winners", list, n);
    }
  return file;
}
