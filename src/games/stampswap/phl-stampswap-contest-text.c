/* phl-stampswap-contest-text.c — contest rules as text: names, filters,
 * the deck file's keys and the descriptions shown to players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scoring the rules over an album is in phl-stampswap-contest.c.
 */
#define G_LOG_DOMAIN "phl-stampswap-contest"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-contest.h"

static const char * const rule_names[] = {
  "group", "second-most", "sets", "count", "corners", "surrounded", "edges", "holes",
};

const char *
phl_stampswap_rule_to_string (PhlStampswapRule rule)
{
  g_return_val_if_fail (rule < PHL_STAMPSWAP_N_RULES, NULL);
  return rule_names[rule];
}

gboolean
phl_stampswap_rule_from_string (const char *text,
                                guint8     *rule)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_names); i++)
    if (g_strcmp0 (rule_names[i], text) == 0)
      {
        *rule = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
phl_stampswap_filter_parse (const char         *text,
                            PhlStampswapFilter *filter)
{
  const char *arg;

  g_return_val_if_fail (filter != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  filter->value = 0;
  if (g_str_equal (text, "canceled"))
    filter->type = PHL_STAMPSWAP_FILTER_CANCELED;
  else if (g_str_equal (text, "faded"))
    filter->type = PHL_STAMPSWAP_FILTER_FADED;
  else if (g_str_equal (text, "rare"))
    filter->type = PHL_STAMPSWAP_FILTER_RARE;
  else if ((arg = g_str_has_prefix (text, "color:") ? text + 6 : NULL) != NULL)
    {
      filter->type = PHL_STAMPSWAP_FILTER_COLOR;
      return phl_stampswap_color_from_string (arg, &filter->value);
    }
  else if ((arg = g_str_has_prefix (text, "theme:") ? text + 6 : NULL) != NULL)
    {
      filter->type = PHL_STAMPSWAP_FILTER_THEME;
      return phl_stampswap_theme_from_string (arg, &filter->value);
    }
  else if ((arg = g_str_has_prefix (text, "kind:") ? text + 5 : NULL) != NULL)
    {
      filter->type = PHL_STAMPSWAP_FILTER_KIND;
      return phl_stampswap_kind_from_string (arg, &filter->value);
    }
  else if (g_str_equal (text, "shape:squares"))
    {
      filter->type = PHL_STAMPSWAP_FILTER_SHAPE;
      filter->value = PHL_STAMPSWAP_SHAPE_SQUARES;
    }
  else if (g_str_equal (text, "shape:rectangles"))
    {
      filter->type = PHL_STAMPSWAP_FILTER_SHAPE;
      filter->value = PHL_STAMPSWAP_SHAPE_RECTANGLES;
    }
  else
    return FALSE;
  return TRUE;
}

char *
phl_stampswap_filter_to_string (const PhlStampswapFilter *filter)
{
  g_return_val_if_fail (filter != NULL, NULL);

  switch (filter->type)
    {
    case PHL_STAMPSWAP_FILTER_COLOR:
      return g_strconcat ("color:", phl_stampswap_color_to_string (filter->value), NULL);
    case PHL_STAMPSWAP_FILTER_THEME:
      return g_strconcat ("theme:", phl_stampswap_theme_to_string (filter->value), NULL);
    case PHL_STAMPSWAP_FILTER_SHAPE:
      return g_strdup (filter->value == PHL_STAMPSWAP_SHAPE_SQUARES ? "shape:squares"
                                                                    : "shape:rectangles");
    case PHL_STAMPSWAP_FILTER_KIND:
      return g_strconcat ("kind:", phl_stampswap_kind_to_string (filter->value), NULL);
    case PHL_STAMPSWAP_FILTER_CANCELED:
      return g_strdup ("canceled");
    case PHL_STAMPSWAP_FILTER_FADED:
      return g_strdup ("faded");
    case PHL_STAMPSWAP_FILTER_RARE:
    default:
      return g_strdup ("rare");
    }
}

static gboolean
load_attribute (PhlKeyFile *file,
                const char *group,
                gboolean    allow_shape,
                guint8     *attribute,
                GError    **error)
{
  g_autofree char *text = phl_key_file_get_string (file, group, "Attribute", error);

  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "color"))
    *attribute = PHL_STAMPSWAP_ATTR_COLOR;
  else if (g_str_equal (text, "theme"))
    *attribute = PHL_STAMPSWAP_ATTR_THEME;
  else if (allow_shape && g_str_equal (text, "shape"))
    *attribute = PHL_STAMPSWAP_ATTR_SHAPE;
  else
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Attribute",
                              allow_shape ? _("“%s” is not color, theme or shape")
                                          : _("“%s” is not color or theme"),
                              text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_group_value (PhlKeyFile *file,
                  const char *group,
                  guint8      attribute,
                  guint8     *value,
                  GError    **error)
{
  g_autofree char *text = phl_key_file_get_string (file, group, "Value", error);
  gboolean ok = FALSE;

  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "any"))
    {
      *value = PHL_STAMPSWAP_VALUE_ANY;
      return TRUE;
    }
  switch (attribute)
    {
    case PHL_STAMPSWAP_ATTR_COLOR:
      ok = phl_stampswap_color_from_string (text, value);
      break;
    case PHL_STAMPSWAP_ATTR_THEME:
      ok = phl_stampswap_theme_from_string (text, value);
      break;
    default:
      ok = TRUE;
      if (g_str_equal (text, "squares"))
        *value = PHL_STAMPSWAP_SHAPE_SQUARES;
      else if (g_str_equal (text, "rectangles"))
        *value = PHL_STAMPSWAP_SHAPE_RECTANGLES;
      else
        ok = FALSE;
      break;
    }
  if (!ok)
    phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Value",
                            _("“%s” is not a value of this attribute (or “any”)"), text);
  return ok;
}

/* Moves @error into @errors; FALSE for `ok = take (...)`. */
static gboolean
take (GPtrArray *errors,
      GError   **error)
{
  g_ptr_array_add (errors, g_steal_pointer (error));
  return FALSE;
}

gboolean
phl_stampswap_contest_rule_load_all (PhlKeyFile              *file,
                                     const char              *group,
                                     const char              *rule_key,
                                     PhlStampswapContestRule *rule,
                                     GPtrArray               *errors)
{
  g_autofree char *rule_text = NULL;
  GError *error = NULL;
  gboolean ok = TRUE;
  int points = 0;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (group != NULL && rule_key != NULL, FALSE);
  g_return_val_if_fail (rule != NULL && errors != NULL, FALSE);

  memset (rule, 0, sizeof *rule);
  rule_text = phl_key_file_get_string (file, group, rule_key, &error);
  if (rule_text == NULL)
    ok = take (errors, &error);
  else if (!phl_stampswap_rule_from_string (rule_text, &rule->rule))
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_UNSUPPORTED, group, rule_key,
                              _("unknown contest rule “%s”"), rule_text);
      ok = take (errors, &error);
    }
  /* The rule's own keys only when the rule is known; Points always, so
   * every problem of the contest is reported at once. */
  else switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      if (!load_attribute (file, group, TRUE, &rule->attribute, &error))
        ok = take (errors, &error);
      else if (!load_group_value (file, group, rule->attribute, &rule->value, &error))
        ok = take (errors, &error);
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
      if (!load_attribute (file, group, FALSE, &rule->attribute, &error))
        ok = take (errors, &error);
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      {
        g_autofree char *text = phl_key_file_get_string (file, group, "Filter", &error);

        if (text == NULL)
          ok = take (errors, &error);
        else if (!phl_stampswap_filter_parse (text, &rule->filter))
          {
            phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, "Filter",
                                    _("“%s” is not a filter (color:…, theme:…, shape:…, kind:…, canceled, faded or rare)"),
                                    text);
            ok = take (errors, &error);
          }
      }
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
      {
        int size = 0;

        if (phl_key_file_get_int (file, group, "Size", 1, 2, &size, &error))
          rule->size = size;
        else
          ok = take (errors, &error);
      }
      break;
    default:
      break;
    }

  if (phl_key_file_get_int (file, group, "Points", 1, 20, &points, &error))
    rule->points = points;
  else
    ok = take (errors, &error);
  return ok;
}

gboolean
phl_stampswap_contest_rule_load (PhlKeyFile              *file,
                                 const char              *group,
                                 const char              *rule_key,
                                 PhlStampswapContestRule *rule,
                                 GError                 **error)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  if (phl_stampswap_contest_rule_load_all (file, group, rule_key, rule, errors))
    return TRUE;
  g_propagate_error (error, g_ptr_array_steal_index (errors, 0));
  return FALSE;
}

void
phl_stampswap_contest_rule_save (const PhlStampswapContestRule *rule,
                                 GKeyFile                      *file,
                                 const char                    *group,
                                 const char                    *rule_key)
{
  static const char * const attributes[] = { "color", "theme", "shape" };

  g_return_if_fail (rule != NULL && file != NULL && group != NULL && rule_key != NULL);

  g_key_file_set_string (file, group, rule_key, phl_stampswap_rule_to_string (rule->rule));
  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      g_key_file_set_string (file, group, "Attribute", attributes[rule->attribute]);
      if (rule->value == PHL_STAMPSWAP_VALUE_ANY)
        g_key_file_set_string (file, group, "Value", "any");
      else if (rule->attribute == PHL_STAMPSWAP_ATTR_COLOR)
        g_key_file_set_string (file, group, "Value", phl_stampswap_color_to_string (rule->value));
      else if (rule->attribute == PHL_STAMPSWAP_ATTR_THEME)
        g_key_file_set_string (file, group, "Value", phl_stampswap_theme_to_string (rule->value));
      else
        g_key_file_set_string (file, group, "Value",
                               rule->value == PHL_STAMPSWAP_SHAPE_SQUARES ? "squares" : "rectangles");
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
      g_key_file_set_string (file, group, "Attribute", attributes[rule->attribute]);
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      {
        g_autofree char *filter = phl_stampswap_filter_to_string (&rule->filter);
        g_key_file_set_string (file, group, "Filter", filter);
      }
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
      g_key_file_set_integer (file, group, "Size", rule->size);
      break;
    default:
      break;
    }
  g_key_file_set_integer (file, group, "Points", rule->points);
}

static const char *
kind_label (guint8 kind)
{
  static const char * const labels[] = {
    NC_("stamp kind", "small squares"), NC_("stamp kind", "large squares"),
    NC_("stamp kind", "short rectangles"), NC_("stamp kind", "long rectangles"),
    NC_("stamp kind", "forever stamps"),
  };

  return g_dpgettext2 (GETTEXT_PACKAGE, "stamp kind", labels[kind]);
}

/* What a group, second-most or sets rule looks at, e.g. "colour: blue". */
static char *
attribute_label (guint8 attribute,
                 guint8 value)
{
  switch (attribute)
    {
    case PHL_STAMPSWAP_ATTR_COLOR:
      if (value == PHL_STAMPSWAP_VALUE_ANY || value >= PHL_STAMPSWAP_N_COLORS)
        return g_strdup (_("one colour"));
      /* Translators: the colour a contest looks at, e.g. "colour: blue" */
      return g_strdup_printf (_("colour: %s"), phl_stampswap_color_label (value));
    case PHL_STAMPSWAP_ATTR_THEME:
      if (value == PHL_STAMPSWAP_VALUE_ANY || value >= PHL_STAMPSWAP_N_THEMES)
        return g_strdup (_("one theme"));
      /* Translators: the theme a contest looks at, e.g. "theme: space" */
      return g_strdup_printf (_("theme: %s"), phl_stampswap_theme_label (value));
    default:
      if (value == PHL_STAMPSWAP_SHAPE_SQUARES)
        return g_strdup (_("squares"));
      if (value == PHL_STAMPSWAP_SHAPE_RECTANGLES)
        return g_strdup (_("rectangles"));
      return g_strdup (_("squares or rectangles"));
    }
}

static char *
filter_label (const PhlStampswapFilter *filter)
{
  switch (filter->type)
    {
    case PHL_STAMPSWAP_FILTER_COLOR:
      return attribute_label (PHL_STAMPSWAP_ATTR_COLOR, filter->value);
    case PHL_STAMPSWAP_FILTER_THEME:
      return attribute_label (PHL_STAMPSWAP_ATTR_THEME, filter->value);
    case PHL_STAMPSWAP_FILTER_SHAPE:
      return attribute_label (PHL_STAMPSWAP_ATTR_SHAPE, filter->value);
    case PHL_STAMPSWAP_FILTER_KIND:
      return g_strdup (kind_label (filter->value));
    case PHL_STAMPSWAP_FILTER_CANCELED:
      return g_strdup (_("canceled stamps"));
    case PHL_STAMPSWAP_FILTER_FADED:
      return g_strdup (_("faded stamps"));
    case PHL_STAMPSWAP_FILTER_RARE:
    default:
      return g_strdup (_("rare stamps"));
    }
}

char *
phl_stampswap_contest_rule_describe (const PhlStampswapContestRule *rule)
{
  g_autofree char *what = NULL;

  g_return_val_if_fail (rule != NULL, NULL);

  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      what = attribute_label (rule->attribute, rule->value);
      /* Translators: e.g. "Largest connected group (colour: blue): 3 points per stamp" */
      return g_strdup_printf (_("Largest connected group (%s): %d points per stamp"), what, rule->points);
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
      return g_strdup_printf (rule->attribute == PHL_STAMPSWAP_ATTR_COLOR
                              ? _("Second most abundant colour: %d points per stamp")
                              : _("Second most abundant theme: %d points per stamp"),
                              rule->points);
    case PHL_STAMPSWAP_RULE_SETS:
      return g_strdup_printf (rule->attribute == PHL_STAMPSWAP_ATTR_COLOR
                              ? _("Complete sets of the five colours: %d points per set")
                              : _("Complete sets of the five themes: %d points per set"),
                              rule->points);
    case PHL_STAMPSWAP_RULE_COUNT:
      what = filter_label (&rule->filter);
      /* Translators: e.g. "Stamps (canceled stamps): 3 points each" */
      return g_strdup_printf (_("Stamps (%s): %d points each"), what, rule->points);
    case PHL_STAMPSWAP_RULE_CORNERS:
      return g_strdup_printf (_("Perfect corners: %d points each"), rule->points);
    case PHL_STAMPSWAP_RULE_SURROUNDED:
      return g_strdup_printf (_("Surrounded stamps: %d points each"), rule->points);
    case PHL_STAMPSWAP_RULE_EDGES:
      return g_strdup_printf (_("Stamps touching a complete album edge: %d points each"), rule->points);
    case PHL_STAMPSWAP_RULE_HOLES:
    default:
      return g_strdup_printf (rule->size == 1 ? _("Empty regions of exactly one space: %d points each")
                                              : _("Empty regions of exactly two spaces: %d points each"),
                              rule->points);
    }
}
