/* phl-stamps-tableau.c — the score tableau and the end-of-game resolution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-tableau"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "philatelia-core-resources.h"
#include "phl-key-file.h"
#include "stamps/phl-stamps-tableau.h"

#define TABLEAU_RESOURCE "/io/github/philatelia/Philatelia/core/stamps/tableau.ini"

gboolean
phl_stamps_tableau_parse (PhlStampsTableau  *tableau,
                          const char        *data,
                          gsize              length,
                          const char        *name,
                          GError           **error)
{
  g_autoptr(PhlKeyFile) file = NULL;
  g_auto(GStrv) columns = NULL;
  gsize n_columns = 0;

  g_return_val_if_fail (tableau != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  file = phl_key_file_new_from_data (data, length, name, error);
  if (file == NULL)
    return FALSE;

  columns = phl_key_file_get_string_list (file, "Tableau", "Columns", &n_columns, error);
  if (columns == NULL)
    return FALSE;
  if (n_columns < 1 || n_columns > PHL_STAMPS_MAX_COLUMNS)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Tableau", "Columns",
                              _("a tableau has 1 to %d columns, not %u"),
                              PHL_STAMPS_MAX_COLUMNS, (guint) n_columns);
      return FALSE;
    }

  tableau->n_columns = n_columns;
  tableau->values[0] = 0;
  for (gsize i = 0; i < n_columns; i++)
    {
      gint64 value;

      if (!g_ascii_string_to_signed (g_strstrip (columns[i]), 10, -1000, 1000, &value, NULL))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Tableau", "Columns",
                                  _("“%s” is not a whole number"), columns[i]);
          return FALSE;
        }
      tableau->values[i + 1] = value;
    }

  return phl_key_file_get_int (file, "Tableau", "Unmoved", -1000, 1000, &tableau->unmoved, error)
         && phl_key_file_get_int (file, "Tableau", "Collision", -1000, 1000, &tableau->collision, error);
}

const PhlStampsTableau *
phl_stamps_tableau_get_default (void)
{
  static PhlStampsTableau tableau;
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      gsize length;
      const char *data;

      bytes = g_resource_lookup_data (phl_core_get_resource (), TABLEAU_RESOURCE,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL)
        g_error ("Built-in STAMPS tableau missing: %s", error->message);
      data = g_bytes_get_data (bytes, &length);
      if (!phl_stamps_tableau_parse (&tableau, data, length, "resource://" TABLEAU_RESOURCE, &error))
        g_error ("Built-in STAMPS tableau broken: %s", error->message);
      g_once_init_leave (&initialized, 1);
    }

  return &tableau;
}

int
phl_stamps_tableau_score (const PhlStampsTableau *tableau,
                          const guint8            markers[PHL_STAMPS_N_COLORS])
{
  guint per_column[PHL_STAMPS_MAX_COLUMNS + 1] = { 0 };
  int total = 0;

  g_return_val_if_fail (tableau != NULL, 0);
  g_return_val_if_fail (markers != NULL, 0);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    per_column[markers[c]]++;
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      guint column = markers[c];

      if (column == 0)
        total += tableau->unmoved;
      else if (per_column[column] > 1)
        total += tableau->collision;
      else
        total += tableau->values[column];
    }
  return total;
}

static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const PhlStampsMarkerResult *ra = a, *rb = b;

  if (ra->outcome != rb->outcome)
    return (int) ra->outcome - (int) rb->outcome;
  if (ra->column != rb->column)
    return (int) ra->column - (int) rb->column;
  return (int) ra->color - (int) rb->color;
}

void
phl_stamps_tableau_resolve (const PhlStampsTableau *tableau,
                            const guint8            markers[PHL_STAMPS_N_COLORS],
                            PhlStampsResolution    *resolution)
{
  guint per_column[PHL_STAMPS_MAX_COLUMNS + 1] = { 0 };

  g_return_if_fail (tableau != NULL);
  g_return_if_fail (resolution != NULL);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    per_column[markers[c]]++;

  resolution->total = 0;
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      PhlStampsMarkerResult *result = &resolution->markers[c];

      result->color = c;
      result->column = markers[c];
      if (markers[c] == 0)
        {
          result->outcome = PHL_STAMPS_OUTCOME_UNMOVED;
          result->points = tableau->unmoved;
        }
      else if (per_column[markers[c]] > 1)
        {
          result->outcome = PHL_STAMPS_OUTCOME_COLLISION;
          result->points = tableau->collision;
        }
      else
        {
          result->outcome = PHL_STAMPS_OUTCOME_LONE;
          result->points = tableau->values[markers[c]];
        }
      resolution->total += result->points;
    }
  /* Five entries: a stable insertion order is all the end screen needs. */
  qsort (resolution->markers, PHL_STAMPS_N_COLORS, sizeof resolution->markers[0], compare_results);
}
