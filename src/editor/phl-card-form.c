/* phl-card-form.c — the form of one Stamp Swap card (or of the deck itself)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fields follow docs/deck-format.md: contests pick a type and a rule
 * of RULES.md with its keys, exhibitors a rule and their mat, events their
 * item symbols and an effect, specialists an effect; effects offer exactly
 * the parameters the engine's effect table lists for them.
 */
#define G_LOG_DOMAIN "phl-card-form"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-card-form.h"
#include "stampswap/view/phl-stampswap-paint.h"

struct _PhlCardForm
{
  GtkBox           parent_instance;

  PhlDeckDocument *document;
  char            *group;
  PhlStampswapCardKind kind;
  gboolean         is_deck;
  /* Set while widgets are filled from the document. */
  guint            loading;
  guint            rebuild_id;

  GtkWidget       *content;
  GtkWidget       *general_problems;  /* problems naming no known field */
  GtkWidget       *status;            /* translation status */
  GtkWidget       *items_box;
  GtkWidget       *items_count;
  /* key → widget showing that key's problems (AdwActionRow or GtkLabel). */
  GHashTable      *problem_widgets;
  /* Focus key → widget, so a rebuilt form keeps the keyboard focus. */
  GHashTable      *focus_widgets;
  char            *built_group;
};

G_DEFINE_FINAL_TYPE (PhlCardForm, phl_card_form, GTK_TYPE_BOX)

typedef struct
{
  const char *id;
  const char *label;
} Choice;

static const Choice color_choices[] = {
  { "purple", N_("purple") }, { "yellow", N_("yellow") }, { "blue", N_("blue") },
  { "green", N_("green") }, { "brown", N_("brown") },
};
static const Choice theme_choices[] = {
  { "space", N_("space") }, { "monuments", N_("monuments") }, { "animals", N_("animals") },
  { "flowers", N_("flowers") }, { "vehicles", N_("vehicles") },
};
static const Choice shape_choices[] = {
  { "squares", N_("squares") }, { "rectangles", N_("rectangles") },
};
static const Choice kind_choices[] = {
  { "small-square", N_("small square") }, { "large-square", N_("large square") },
  { "short-rect", N_("short rectangle") }, { "long-rect", N_("long rectangle") },
  { "forever", N_("forever stamp") },
};
static const Choice attribute_choices[] = {
  { "color", N_("colour") }, { "theme", N_("theme") }, { "shape", N_("shape") },
};
static const Choice filter_type_choices[] = {
  { "color", N_("colour") }, { "theme", N_("theme") }, { "shape", N_("shape") },
  { "kind", N_("stamp kind") }, { "canceled", N_("canceled stamps") },
  { "faded", N_("faded stamps") }, { "rare", N_("rare stamps") },
};
static const Choice size_choices[] = {
  { "1", N_("1 cell") }, { "2", N_("2 cells") },
};
static const Choice mat_choices[] = {
  { "", N_("In the attendee deck") }, { "1", N_("Player mat 1") }, { "2", N_("Player mat 2") },
  { "3", N_("Player mat 3") }, { "4", N_("Player mat 4") }, { "5", N_("Player mat 5") },
};

static const char * const languages[] = { "en", "pl", "de" };
static const char * const language_names[] = { N_("English"), N_("Polish"), N_("German") };

/* Keys whose presence depends on the effect or rule. */
static const char * const param_keys[] = { "Attribute", "Value", "Points", "Count", "Kind", "Filter", "Size" };

static void rebuild (PhlCardForm *self);

static void
remember (PhlCardForm *self,
          GtkWidget   *widget,
          const char  *format,
          ...) G_GNUC_PRINTF (3, 4);

static void
remember (PhlCardForm *self,
          GtkWidget   *widget,
          const char  *format,
          ...)
{
  va_list args;
  char *key;

  va_start (args, format);
  key = g_strdup_vprintf (format, args);
  va_end (args);
  g_object_set_data_full (G_OBJECT (widget), "phl-focus-key", g_strdup (key), g_free);
  g_hash_table_insert (self->focus_widgets, key, widget);
}

static const char *
kind_label (PhlStampswapCardKind kind)
{
  static const char * const labels[] = { N_("Event card"), N_("Contest card"), N_("Specialist card"),
                                         N_("Exhibitor card") };

  return _(labels[kind]);
}

const char *
phl_card_form_kind_plural (PhlStampswapCardKind kind)
{
  static const char * const labels[] = { N_("Events"), N_("Contests"), N_("Specialists"), N_("Exhibitors") };

  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_CARD_KINDS, NULL);
  return _(labels[kind]);
}

char *
phl_card_form_translation_status (PhlDeckDocument *document,
                                  const char      *group,
                                  gboolean        *complete)
{
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  PhlStampswapCardKind kind = PHL_STAMPSWAP_CARD_EVENT;
  gboolean is_deck = g_strcmp0 (group, "Deck") == 0;
  const char *keys[2] = { "Name", is_deck ? "Description" : "Text" };

  phl_deck_parse_card_group (group, &kind, NULL);
  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
    for (guint k = 0; k < 2; k++)
      {
        g_autofree char *english = phl_deck_document_get_translation (document, group, keys[k], NULL);
        g_autofree char *value = phl_deck_document_get_translation (document, group, keys[k], languages[l]);

        /* Contests may leave Text out: the rule describes itself. */
        if (english == NULL || english[0] == '\0')
          continue;
        if (value == NULL || value[0] == '\0')
          {
            if (k == 0)
              /* Translators: a missing translation, e.g. "Polish name" */
              g_ptr_array_add (missing, g_strdup_printf (_("%s name"), _(language_names[l])));
            else
              g_ptr_array_add (missing, g_strdup_printf (is_deck ? _("%s description") : _("%s text"),
                                                         _(language_names[l])));
          }
      }
  if (complete != NULL)
    *complete = missing->len == 0;
  if (missing->len == 0)
    return g_strdup (_("Translated into Polish and German"));
  g_ptr_array_add (missing, NULL);
  {
    g_autofree char *list = g_strjoinv (", ", (char **) missing->pdata);

    /* Translators: %s lists what is missing, e.g. "Polish name, German text" */
    return g_strdup_printf (_("Missing: %s"), list);
  }
}

/* ---------------------------------------------------------------- helpers */

static char *
get (PhlCardForm *self,
     const char  *key)
{
  return phl_deck_document_get_value (self->document, self->group, key);
}

static void
register_problem_widget (PhlCardForm *self,
                         const char  *key,
                         GtkWidget   *widget)
{
  g_hash_table_insert (self->problem_widgets, g_strdup (key), widget);
}

static GtkWidget *
problem_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_use_markup (GTK_LABEL (label), FALSE);
  gtk_widget_add_css_class (label, "phl-problem");
  gtk_widget_set_visible (label, FALSE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 4);
  return label;
}

static GtkWidget *
add_group (PhlCardForm *self,
           const char  *title,
           const char  *description)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *escaped = title ? g_markup_escape_text (title, -1) : NULL;

  /* Group titles are markup in libadwaita 1.2: escape. */
  if (escaped != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
  if (description != NULL)
    {
      g_autofree char *d = g_markup_escape_text (description, -1);

      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), d);
    }
  gtk_box_append (GTK_BOX (self->content), group);
  return group;
}

static GtkWidget *
add_row (PhlCardForm *self,
         GtkWidget   *group,
         const char  *title,
         const char  *key,
         GtkWidget   *suffix)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *escaped = g_markup_escape_text (title, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  if (key != NULL)
    register_problem_widget (self, key, row);
  return row;
}

static gboolean
rebuild_cb (gpointer user_data)
{
  PhlCardForm *self = user_data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
queue_rebuild (PhlCardForm *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_cb, self);
}

/* Keeps exactly the keys the rule or effect needs, with defaults. */
static void
normalize (PhlCardForm *self)
{
  gboolean need[G_N_ELEMENTS (param_keys)] = { FALSE };
  static const char * const defaults[] = { "color", "any", "1", "1", "small-square", "color:blue", "1" };
  g_autofree char *rule_text = NULL;
  g_autofree char *attribute = NULL;

  if (self->kind == PHL_STAMPSWAP_CARD_CONTEST || self->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    {
      guint8 rule;

      rule_text = get (self, self->kind == PHL_STAMPSWAP_CARD_CONTEST ? "Rule" : "Effect");
      if (rule_text == NULL || !phl_stampswap_rule_from_string (rule_text, &rule))
        return;
      need[2] = TRUE;  /* Points */
      switch (rule)
        {
        case PHL_STAMPSWAP_RULE_GROUP:
          need[0] = need[1] = TRUE;
          break;
        case PHL_STAMPSWAP_RULE_SECOND_MOST:
        case PHL_STAMPSWAP_RULE_SETS:
          need[0] = TRUE;
          break;
        case PHL_STAMPSWAP_RULE_COUNT:
          need[5] = TRUE;
          break;
        case PHL_STAMPSWAP_RULE_HOLES:
          need[6] = TRUE;
          break;
        default:
          break;
        }
    }
  else
    {
      g_autofree char *effect_text = get (self, "Effect");
      const PhlStampswapEffectInfo *info;
      guint8 effect;

      if (effect_text == NULL || !phl_stampswap_effect_from_string (effect_text, &effect))
        return;
      info = phl_stampswap_effect_info (effect);
      need[2] = (info->params & PHL_STAMPSWAP_PARAM_POINTS) != 0;
      need[3] = (info->params & PHL_STAMPSWAP_PARAM_COUNT) != 0;
      need[4] = (info->params & PHL_STAMPSWAP_PARAM_KIND) != 0;
      need[5] = (info->params & PHL_STAMPSWAP_PARAM_FILTER) != 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (param_keys); i++)
    {
      g_autofree char *value = get (self, param_keys[i]);

      if (!need[i])
        phl_deck_document_set_value (self->document, self->group, param_keys[i], NULL, NULL);
      else if (value == NULL)
        phl_deck_document_set_value (self->document, self->group, param_keys[i],
                                     i == 2 && self->kind == PHL_STAMPSWAP_CARD_CONTEST ? "2" : defaults[i],
                                     NULL);
    }

  /* The attribute and the value must go together. */
  attribute = get (self, "Attribute");
  if (attribute != NULL)
    {
      g_autofree char *value = get (self, "Value");
      gboolean two = g_strcmp0 (rule_text, "second-most") == 0 || g_strcmp0 (rule_text, "sets") == 0;

      if (two && g_str_equal (attribute, "shape"))
        {
          phl_deck_document_set_value (self->document, self->group, "Attribute", "color", NULL);
          g_free (attribute);
          attribute = g_strdup ("color");
        }
      if (value != NULL && !g_str_equal (value, "any"))
        {
          const Choice *list = g_str_equal (attribute, "theme") ? theme_choices :
                               g_str_equal (attribute, "shape") ? shape_choices : color_choices;
          guint n = g_str_equal (attribute, "shape") ? G_N_ELEMENTS (shape_choices) : 5;
          gboolean ok = FALSE;

          for (guint i = 0; i < n; i++)
            ok |= g_str_equal (list[i].id, value);
          if (!ok)
            phl_deck_document_set_value (self->document, self->group, "Value", "any", NULL);
        }
    }
}

/* ---------------------------------------------------------------- choices */

typedef struct
{
  PhlCardForm *self;
  char        *key;
  GStrv        ids;
  gboolean     structural;  /* the form changes shape: normalize and rebuild */
} ChoiceData;

static void
choice_data_free (gpointer data)
{
  ChoiceData *cd = data;

  g_free (cd->key);
  g_strfreev (cd->ids);
  g_free (cd);
}

static void
choice_changed (GtkDropDown *dropdown,
                GParamSpec  *pspec,
                ChoiceData  *cd)
{
  PhlCardForm *self = cd->self;
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->loading > 0 || selected == GTK_INVALID_LIST_POSITION ||
      selected >= g_strv_length (cd->ids))
    return;
  phl_deck_document_begin_edit (self->document);
  phl_deck_document_set_value (self->document, self->group, cd->key,
                               cd->ids[selected][0] ? cd->ids[selected] : NULL, NULL);
  if (cd->structural)
    normalize (self);
  phl_deck_document_end_edit (self->document);
  if (cd->structural)
    queue_rebuild (self);
}

static GtkWidget *
choice_dropdown (PhlCardForm  *self,
                 const char   *key,
                 const Choice *choices,
                 guint         n,
                 const char   *current,
                 gboolean      structural,
                 gboolean      translate)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *dropdown;
  ChoiceData *cd = g_new0 (ChoiceData, 1);
  guint selected = GTK_INVALID_LIST_POSITION;

  cd->self = self;
  cd->key = g_strdup (key);
  cd->ids = g_new0 (char *, n + 1);
  cd->structural = structural;
  for (guint i = 0; i < n; i++)
    {
      gtk_string_list_append (model, translate ? _(choices[i].label) : choices[i].label);
      cd->ids[i] = g_strdup (choices[i].id);
      if (g_strcmp0 (current ? current : "", choices[i].id) == 0)
        selected = i;
    }
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), selected);
  g_object_set_data_full (G_OBJECT (dropdown), "choice", cd, choice_data_free);
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (choice_changed), cd);
  return dropdown;
}

static void
add_choice_row (PhlCardForm  *self,
                GtkWidget    *group,
                const char   *title,
                const char   *key,
                const Choice *choices,
                guint         n,
                gboolean      structural,
                gboolean      translate)
{
  g_autofree char *current = get (self, key);
  GtkWidget *dropdown = choice_dropdown (self, key, choices, n, current, structural, translate);

  remember (self, dropdown, "choice:%s", key);
  add_row (self, group, title, key, dropdown);
}

/* ---------------------------------------------------------------- numbers */

static void
spin_changed (GtkSpinButton *spin,
              PhlCardForm   *self)
{
  const char *key = g_object_get_data (G_OBJECT (spin), "key");
  char text[16];

  if (self->loading > 0)
    return;
  g_snprintf (text, sizeof text, "%d", gtk_spin_button_get_value_as_int (spin));
  phl_deck_document_set_value (self->document, self->group, key, text, key);
}

static void
add_spin_row (PhlCardForm *self,
              GtkWidget   *group,
              const char  *title,
              const char  *key,
              int          min,
              int          max)
{
  g_autofree char *current = get (self, key);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);
  gint64 value = current ? g_ascii_strtoll (current, NULL, 10) : min;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (double) value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  g_object_set_data_full (G_OBJECT (spin), "key", g_strdup (key), g_free);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed), self);
  remember (self, spin, "spin:%s", key);
  add_row (self, group, title, key, spin);
}

/* ---------------------------------------------------------------- filters */

static void
filter_type_changed (GtkDropDown *dropdown,
                     GParamSpec  *pspec,
                     PhlCardForm *self)
{
  static const char * const defaults[] = {
    "color:blue", "theme:space", "shape:squares", "kind:small-square", "canceled", "faded", "rare",
  };
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->loading > 0 || selected >= G_N_ELEMENTS (defaults))
    return;
  phl_deck_document_set_value (self->document, self->group, "Filter", defaults[selected], NULL);
  queue_rebuild (self);
}

static void
filter_value_changed (GtkDropDown *dropdown,
                      GParamSpec  *pspec,
                      PhlCardForm *self)
{
  const char *prefix = g_object_get_data (G_OBJECT (dropdown), "prefix");
  const Choice *choices = g_object_get_data (G_OBJECT (dropdown), "choices");
  guint selected = gtk_drop_down_get_selected (dropdown);
  g_autofree char *value = NULL;

  if (self->loading > 0 || selected == GTK_INVALID_LIST_POSITION)
    return;
  value = g_strdup_printf ("%s:%s", prefix, choices[selected].id);
  phl_deck_document_set_value (self->document, self->group, "Filter", value, NULL);
}

static void
add_filter_rows (PhlCardForm *self,
                 GtkWidget   *group)
{
  g_autofree char *filter = get (self, "Filter");
  g_autoptr(GtkStringList) types = gtk_string_list_new (NULL);
  GtkWidget *type_dropdown;
  guint type = GTK_INVALID_LIST_POSITION;
  const char *value = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (filter_type_choices); i++)
    {
      gsize len = strlen (filter_type_choices[i].id);

      gtk_string_list_append (types, _(filter_type_choices[i].label));
      if (filter != NULL && strncmp (filter, filter_type_choices[i].id, len) == 0 &&
          (filter[len] == '\0' || filter[len] == ':'))
        {
          type = i;
          value = filter[len] == ':' ? filter + len + 1 : NULL;
        }
    }
  type_dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (types)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type_dropdown), type);
  g_signal_connect (type_dropdown, "notify::selected", G_CALLBACK (filter_type_changed), self);
  remember (self, type_dropdown, "filter-type");
  /* Translators: which stamps a contest or effect counts */
  add_row (self, group, _("Counts stamps by"), "Filter", type_dropdown);

  if (type <= 3)
    {
      static const Choice *lists[] = { color_choices, theme_choices, shape_choices, kind_choices };
      static const guint sizes[] = { 5, 5, 2, 5 };
      g_autoptr(GtkStringList) values = gtk_string_list_new (NULL);
      GtkWidget *value_dropdown;
      guint selected = GTK_INVALID_LIST_POSITION;

      for (guint i = 0; i < sizes[type]; i++)
        {
          gtk_string_list_append (values, _(lists[type][i].label));
          if (g_strcmp0 (value, lists[type][i].id) == 0)
            selected = i;
        }
      value_dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (values)), NULL);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (value_dropdown), selected);
      g_object_set_data (G_OBJECT (value_dropdown), "prefix", (gpointer) filter_type_choices[type].id);
      g_object_set_data (G_OBJECT (value_dropdown), "choices", (gpointer) lists[type]);
      g_signal_connect (value_dropdown, "notify::selected", G_CALLBACK (filter_value_changed), self);
      remember (self, value_dropdown, "filter-value");
      add_row (self, group, _("Matching"), NULL, value_dropdown);
    }
}

/* ---------------------------------------------------------------- rules */

static void
add_rule_rows (PhlCardForm *self,
               GtkWidget   *group,
               const char  *rule_key)
{
  Choice rules[PHL_STAMPSWAP_N_RULES];
  g_autofree char *rule_text = get (self, rule_key);
  guint8 rule = PHL_STAMPSWAP_N_RULES;

  for (guint i = 0; i < PHL_STAMPSWAP_N_RULES; i++)
    {
      rules[i].id = phl_stampswap_rule_to_string (i);
      rules[i].label = phl_stampswap_rule_label (i);
    }
  add_choice_row (self, group, self->kind == PHL_STAMPSWAP_CARD_CONTEST ? _("Contest rule") : _("Scores"),
                  rule_key, rules, PHL_STAMPSWAP_N_RULES, TRUE, FALSE);
  if (rule_text == NULL || !phl_stampswap_rule_from_string (rule_text, &rule))
    return;

  switch (rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      {
        g_autofree char *attribute = get (self, "Attribute");
        Choice values[8] = { { "any", N_("any (the best)") } };
        const Choice *list = color_choices;
        guint n = 5;

        add_choice_row (self, group, _("Attribute"), "Attribute", attribute_choices, 3, TRUE, TRUE);
        if (g_strcmp0 (attribute, "theme") == 0)
          list = theme_choices;
        else if (g_strcmp0 (attribute, "shape") == 0)
          list = shape_choices, n = 2;
        for (guint i = 0; i < n; i++)
          values[i + 1] = list[i];
        add_choice_row (self, group, _("Value"), "Value", values, n + 1, FALSE, TRUE);
      }
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
    case PHL_STAMPSWAP_RULE_SETS:
      add_choice_row (self, group, _("Attribute"), "Attribute", attribute_choices, 2, TRUE, TRUE);
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      add_filter_rows (self, group);
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
      add_choice_row (self, group, _("Empty region of"), "Size", size_choices, 2, FALSE, TRUE);
      break;
    default:
      break;
    }
  add_spin_row (self, group, _("Points"), "Points", 1, 20);
}

static void
add_effect_rows (PhlCardForm *self,
                 GtkWidget   *group)
{
  Choice effects[PHL_STAMPSWAP_N_EFFECTS];
  guint n = 0;
  g_autofree char *effect_text = get (self, "Effect");
  guint8 effect;

  for (guint i = 0; i < PHL_STAMPSWAP_N_EFFECTS; i++)
    {
      const PhlStampswapEffectInfo *info = phl_stampswap_effect_info (i);

      if (info->card_kinds & (1u << self->kind))
        {
          effects[n].id = info->name;
          effects[n].label = phl_stampswap_effect_label (i);
          n++;
        }
    }
  add_choice_row (self, group, _("Effect"), "Effect", effects, n, TRUE, FALSE);
  if (effect_text != NULL && phl_stampswap_effect_from_string (effect_text, &effect))
    {
      const PhlStampswapEffectInfo *info = phl_stampswap_effect_info (effect);

      if (info->params & PHL_STAMPSWAP_PARAM_KIND)
        /* Drawn stamps are never forever stamps. */
        add_choice_row (self, group, _("Stamp kind"), "Kind", kind_choices, 4, FALSE, TRUE);
      if (info->params & PHL_STAMPSWAP_PARAM_FILTER)
        add_filter_rows (self, group);
      if (info->params & PHL_STAMPSWAP_PARAM_COUNT)
        add_spin_row (self, group, _("Count"), "Count", 1, 3);
      if (info->params & PHL_STAMPSWAP_PARAM_POINTS)
        add_spin_row (self, group, _("Points"), "Points", 1, 10);
    }
}

/* ---------------------------------------------------------------- items */

static const char * const item_ids[] = {
  "small-square:up", "small-square:down", "large-square:up", "large-square:down",
  "short-rect:up", "short-rect:down", "long-rect:up", "long-rect:down", "forever", "attendee",
};
static const guint8 item_symbols[] = {
  PHL_STAMPSWAP_SMALL_SQUARE, PHL_STAMPSWAP_SMALL_SQUARE | PHL_STAMPSWAP_ITEM_DOWN,
  PHL_STAMPSWAP_LARGE_SQUARE, PHL_STAMPSWAP_LARGE_SQUARE | PHL_STAMPSWAP_ITEM_DOWN,
  PHL_STAMPSWAP_SHORT_RECT, PHL_STAMPSWAP_SHORT_RECT | PHL_STAMPSWAP_ITEM_DOWN,
  PHL_STAMPSWAP_LONG_RECT, PHL_STAMPSWAP_LONG_RECT | PHL_STAMPSWAP_ITEM_DOWN,
  PHL_STAMPSWAP_FOREVER, PHL_STAMPSWAP_ITEM_ATTENDEE,
};
static const char * const item_labels[] = {
  N_("small square, face up"), N_("small square, face down"),
  N_("large square, face up"), N_("large square, face down"),
  N_("short rectangle, face up"), N_("short rectangle, face down"),
  N_("long rectangle, face up"), N_("long rectangle, face down"),
  N_("forever stamp"), N_("attendee card"),
};

static int
item_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (item_ids); i++)
    if (g_str_equal (id, item_ids[i]))
      return i;
  return -1;
}

static void
draw_symbol (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  guint8 symbol = GPOINTER_TO_UINT (user_data);

  phl_stampswap_paint_symbol (cr, symbol, width / 2.0, height / 2.0, MIN (width, height));
}

static GtkWidget *
symbol_button (int         index,
               const char *raw,
               const char *tooltip)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 30);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 30);
  if (index >= 0)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_symbol,
                                    GUINT_TO_POINTER (item_symbols[index]), NULL);
  else
    {
      /* An unknown symbol shows as text, never as markup. */
      g_object_unref (g_object_ref_sink (area));
      area = gtk_label_new (raw);
      gtk_label_set_max_width_chars (GTK_LABEL (area), 12);
      gtk_label_set_ellipsize (GTK_LABEL (area), PANGO_ELLIPSIZE_END);
    }
  gtk_button_set_child (GTK_BUTTON (button), area);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

static char **
get_items (PhlCardForm *self,
           gsize       *n)
{
  g_auto(GStrv) items = g_key_file_get_string_list (phl_deck_document_get_key_file (self->document),
                                                    self->group, "Items", n, NULL);
  if (items == NULL)
    {
      *n = 0;
      return g_new0 (char *, 1);
    }
  return g_steal_pointer (&items);
}

static void
set_items (PhlCardForm *self,
           char       **items)
{
  g_autofree char *joined = g_strjoinv (";", items);

  phl_deck_document_set_value (self->document, self->group, "Items", joined, NULL);
  queue_rebuild (self);
}

static void
remove_item_clicked (GtkButton   *button,
                     PhlCardForm *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  gsize n;
  g_auto(GStrv) items = get_items (self, &n);

  if (index >= n)
    return;
  g_free (items[index]);
  memmove (&items[index], &items[index + 1], (n - index) * sizeof (char *));
  set_items (self, items);
}

static void
add_item_clicked (GtkButton   *button,
                  PhlCardForm *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  gsize n;
  g_auto(GStrv) items = get_items (self, &n);

  items = g_renew (char *, items, n + 2);
  items[n] = g_strdup (item_ids[index]);
  items[n + 1] = NULL;
  set_items (self, items);
}

static void
add_items_group (PhlCardForm *self)
{
  GtkWidget *group = add_group (self, _("Items"),
                                _("The symbols this event adds to the pool. Click a symbol on the card to remove it."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *current = gtk_flow_box_new ();
  GtkWidget *palette = gtk_flow_box_new ();
  GtkWidget *palette_label = gtk_label_new (_("Add a symbol:"));
  GtkWidget *label;
  gsize n;
  g_auto(GStrv) items = get_items (self, &n);
  g_autofree char *count = NULL;

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "phl-items");
  for (GtkWidget *fb = current; fb != NULL; fb = fb == current ? palette : NULL)
    {
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (fb), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (fb), 10);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (fb), 5);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (fb), TRUE);
    }
  for (guint i = 0; i < n; i++)
    {
      int index = item_index (items[i]);
      /* Translators: tooltip of an item symbol on an event card */
      g_autofree char *tip = g_strdup_printf (_("Remove “%s”"), index >= 0 ? _(item_labels[index]) : items[i]);
      GtkWidget *button = symbol_button (index, items[i], tip);

      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (remove_item_clicked), self);
      remember (self, button, "remove-item:%u", i);
      gtk_flow_box_append (GTK_FLOW_BOX (current), button);
    }
  /* Translators: the number of item symbols on an event card */
  count = g_strdup_printf (g_dngettext (NULL, "%u item (1–10)", "%u items (1–10)", n), (guint) n);
  label = gtk_label_new (count);
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  self->items_count = label;
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), current);
  gtk_label_set_xalign (GTK_LABEL (palette_label), 0);
  gtk_widget_add_css_class (palette_label, "dim-label");
  gtk_box_append (GTK_BOX (box), palette_label);
  for (guint i = 0; i < G_N_ELEMENTS (item_ids); i++)
    {
      /* Translators: tooltip of a button adding an item symbol */
      g_autofree char *tip = g_strdup_printf (_("Add “%s”"), _(item_labels[i]));
      GtkWidget *button = symbol_button (i, NULL, tip);

      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (add_item_clicked), self);
      remember (self, button, "add-item:%u", i);
      gtk_widget_set_sensitive (button, n < PHL_STAMPSWAP_MAX_EVENT_ITEMS);
      gtk_flow_box_append (GTK_FLOW_BOX (palette), button);
    }
  gtk_box_append (GTK_BOX (box), palette);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
  label = problem_label ();
  register_problem_widget (self, "Items", label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
  self->items_box = box;
}

/* ---------------------------------------------------------------- texts */

static void
entry_changed (GtkEditable *editable,
               PhlCardForm *self)
{
  const char *key = g_object_get_data (G_OBJECT (editable), "key");
  const char *language = g_object_get_data (G_OBJECT (editable), "language");
  g_autofree char *merge = g_strdup_printf ("%s[%s]", key, language);

  if (self->loading > 0)
    return;
  phl_deck_document_set_translation (self->document, self->group, key, language,
                                     gtk_editable_get_text (editable), merge);
}

static void
buffer_changed (GtkTextBuffer *buffer,
                PhlCardForm   *self)
{
  const char *key = g_object_get_data (G_OBJECT (buffer), "key");
  const char *language = g_object_get_data (G_OBJECT (buffer), "language");
  g_autofree char *merge = g_strdup_printf ("%s[%s]", key, language);
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  if (self->loading > 0)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  phl_deck_document_set_translation (self->document, self->group, key, language, text, merge);
}

static void
id_applied (AdwEntryRow *row,
            PhlCardForm *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *group = NULL;
  const char *id = gtk_editable_get_text (GTK_EDITABLE (row));

  if (self->is_deck)
    {
      phl_deck_document_set_value (self->document, "Deck", "Id", id, NULL);
      return;
    }
  group = phl_deck_document_rename_card (self->document, self->group, id, &error);
  if (group == NULL)
    {
      GtkWidget *label = g_hash_table_lookup (self->problem_widgets, "Id");

      if (label != NULL && error != NULL)
        {
          gtk_label_set_text (GTK_LABEL (label), error->message);
          gtk_widget_set_visible (label, TRUE);
        }
      return;
    }
  g_free (self->group);
  self->group = g_steal_pointer (&group);
  g_signal_emit_by_name (self, "renamed", self->group);
}

static void
set_status (PhlCardForm *self,
            const char  *status)
{
  g_autofree char *escaped = g_markup_escape_text (status, -1);

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->status), escaped);
}

static void
add_text_group (PhlCardForm *self)
{
  const char *second = self->is_deck ? "Description" : "Text";
  g_autofree char *status = phl_card_form_translation_status (self->document, self->group, NULL);
  GtkWidget *group;
  GtkWidget *label;

  group = add_group (self, self->is_deck ? _("Name and description") : _("Name and text"), NULL);
  self->status = group;
  set_status (self, status);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *name = phl_deck_document_get_translation (self->document, self->group, "Name",
                                                                 languages[l]);
      g_autofree char *text = phl_deck_document_get_translation (self->document, self->group, second,
                                                                 languages[l]);
      g_autofree char *title = NULL;
      g_autofree char *escaped = NULL;
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *view = gtk_text_view_new ();
      GtkWidget *frame = gtk_frame_new (NULL);
      GtkWidget *caption;
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
      g_autofree char *view_label = NULL;

      /* Translators: %s is a language: "Name (English)" */
      title = g_strdup_printf (_("Name (%s)"), _(language_names[l]));
      escaped = g_markup_escape_text (title, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      gtk_editable_set_text (GTK_EDITABLE (row), name ? name : "");
      g_object_set_data (G_OBJECT (row), "key", (gpointer) "Name");
      g_object_set_data (G_OBJECT (row), "language", (gpointer) languages[l]);
      g_signal_connect (row, "changed", G_CALLBACK (entry_changed), self);
      remember (self, row, "name:%s", languages[l]);
      gtk_widget_set_margin_top (row, l > 0 ? 12 : 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      if (l == 0)
        {
          label = problem_label ();
          register_problem_widget (self, "Name", label);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
        }

      if (self->is_deck)
        /* Translators: %s is a language */
        view_label = g_strdup_printf (_("Description (%s)"), _(language_names[l]));
      else if (self->kind == PHL_STAMPSWAP_CARD_CONTEST)
        /* Translators: %s is a language; contests describe their rule when the text is empty */
        view_label = g_strdup_printf (_("Text (%s; empty: describe the rule)"), _(language_names[l]));
      else
        /* Translators: %s is a language */
        view_label = g_strdup_printf (_("Text (%s)"), _(language_names[l]));
      caption = gtk_label_new (view_label);
      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_widget_set_margin_top (caption, 6);
      gtk_widget_set_margin_start (caption, 6);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), caption);
      gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
      gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
      gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
      gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
      gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
      gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
      gtk_widget_set_size_request (view, -1, 64);
      gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, view_label, -1);
      gtk_text_buffer_set_text (buffer, text ? text : "", -1);
      g_object_set_data (G_OBJECT (buffer), "key", (gpointer) second);
      g_object_set_data (G_OBJECT (buffer), "language", (gpointer) languages[l]);
      g_signal_connect (buffer, "changed", G_CALLBACK (buffer_changed), self);
      remember (self, view, "text:%s", languages[l]);
      gtk_frame_set_child (GTK_FRAME (frame), view);
      gtk_widget_add_css_class (frame, "view");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), frame);
      if (l == 0)
        {
          label = problem_label ();
          register_problem_widget (self, second, label);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
        }
    }
}

/* ---------------------------------------------------------------- building */

static void
rebuild (PhlCardForm *self)
{
  GtkWidget *group;
  GtkWidget *row;
  GtkWidget *label;
  g_autofree char *id_value = NULL;
  const char *id = NULL;

  g_autofree char *focus_key = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  /* Which field has the focus, to give it back after rebuilding the same card. */
  if (root != NULL && self->content != NULL && g_strcmp0 (self->built_group, self->group) == 0)
    for (GtkWidget *w = gtk_root_get_focus (root); w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
      if (g_object_get_data (G_OBJECT (w), "phl-focus-key") != NULL)
        {
          focus_key = g_strdup (g_object_get_data (G_OBJECT (w), "phl-focus-key"));
          break;
        }
  g_free (self->built_group);
  self->built_group = g_strdup (self->group);
  self->loading++;
  if (self->content != NULL)
    gtk_box_remove (GTK_BOX (self), self->content);
  self->content = NULL;
  self->status = NULL;
  self->items_box = NULL;
  g_hash_table_remove_all (self->problem_widgets);
  g_hash_table_remove_all (self->focus_widgets);
  if (self->document == NULL || self->group == NULL ||
      !g_key_file_has_group (phl_deck_document_get_key_file (self->document), self->group))
    {
      self->loading--;
      return;
    }

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_box_append (GTK_BOX (self), self->content);
  gtk_widget_set_sensitive (self->content, !phl_deck_document_get_read_only (self->document));

  self->general_problems = problem_label ();
  gtk_box_append (GTK_BOX (self->content), self->general_problems);

  /* The id: what the deck file and saves call the card. */
  group = add_group (self, self->is_deck ? _("Deck") : kind_label (self->kind), NULL);
  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Id"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  if (self->is_deck)
    id = id_value = phl_deck_document_get_value (self->document, "Deck", "Id");
  else
    phl_deck_parse_card_group (self->group, NULL, &id);
  gtk_editable_set_text (GTK_EDITABLE (row), id ? id : "");
  g_signal_connect (row, "apply", G_CALLBACK (id_applied), self);
  remember (self, row, "id");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  label = problem_label ();
  register_problem_widget (self, "Id", label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);

  if (!self->is_deck)
    switch (self->kind)
      {
      case PHL_STAMPSWAP_CARD_CONTEST:
        {
          Choice types[PHL_STAMPSWAP_N_CONTEST_TYPES];

          for (guint i = 0; i < PHL_STAMPSWAP_N_CONTEST_TYPES; i++)
            {
              types[i].id = phl_stampswap_contest_type_to_string (i);
              types[i].label = phl_stampswap_contest_type_label (i);
            }
          add_choice_row (self, group, _("Contest type"), "Type", types, PHL_STAMPSWAP_N_CONTEST_TYPES,
                          FALSE, FALSE);
          add_rule_rows (self, group, "Rule");
        }
        break;
      case PHL_STAMPSWAP_CARD_EXHIBITOR:
        add_choice_row (self, group, _("Where"), "Mat", mat_choices, G_N_ELEMENTS (mat_choices), FALSE, TRUE);
        add_rule_rows (self, group, "Effect");
        break;
      case PHL_STAMPSWAP_CARD_EVENT:
        add_effect_rows (self, group);
        add_items_group (self);
        break;
      case PHL_STAMPSWAP_CARD_SPECIALIST:
      default:
        add_effect_rows (self, group);
        break;
      }

  add_text_group (self);
  self->loading--;
  phl_card_form_update_problems (self);
  if (focus_key != NULL)
    {
      GtkWidget *focus = g_hash_table_lookup (self->focus_widgets, focus_key);

      /* A removed item symbol: the one before it, or the palette. */
      if (focus == NULL && g_str_has_prefix (focus_key, "remove-item:"))
        {
          guint index = (guint) g_ascii_strtoull (focus_key + strlen ("remove-item:"), NULL, 10);
          g_autofree char *previous = g_strdup_printf ("remove-item:%u", index ? index - 1 : 0);

          focus = g_hash_table_lookup (self->focus_widgets, previous);
          if (focus == NULL)
            focus = g_hash_table_lookup (self->focus_widgets, "add-item:0");
        }
      if (focus != NULL)
        gtk_widget_grab_focus (focus);
    }
}

static void
string_free (gpointer data)
{
  g_string_free (data, TRUE);
}

void
phl_card_form_update_problems (PhlCardForm *self)
{
  GHashTableIter iter;
  gpointer key, value;
  GPtrArray *problems;
  g_autoptr(GHashTable) texts = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GString) general = g_string_new (NULL);
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (string_free);

  g_return_if_fail (PHL_IS_CARD_FORM (self));

  if (self->content == NULL)
    return;
  problems = phl_deck_document_get_problems (self->document);
  for (guint i = 0; i < problems->len; i++)
    {
      PhlDeckProblem *p = g_ptr_array_index (problems, i);
      GtkWidget *widget;
      char *base_key = NULL;

      if (g_strcmp0 (p->group, self->group) != 0)
        continue;
      /* Name[pl] goes next to the name. */
      if (p->key != NULL)
        {
          const char *bracket = strchr (p->key, '[');

          base_key = bracket ? g_strndup (p->key, bracket - p->key) : g_strdup (p->key);
        }
      widget = base_key ? g_hash_table_lookup (self->problem_widgets, base_key) : NULL;
      if (widget != NULL)
        {
          GString *text = g_hash_table_lookup (texts, widget);

          if (text == NULL)
            {
              text = g_string_new (NULL);
              g_ptr_array_add (strings, text);
              g_hash_table_insert (texts, widget, text);
            }
          if (text->len > 0)
            g_string_append_c (text, '\n');
          g_string_append (text, p->message);
        }
      else
        {
          if (general->len > 0)
            g_string_append_c (general, '\n');
          if (p->key != NULL)
            g_string_append_printf (general, "%s: ", p->key);
          g_string_append (general, p->message);
        }
      g_free (base_key);
    }

  g_hash_table_iter_init (&iter, self->problem_widgets);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GString *text = g_hash_table_lookup (texts, value);

      if (ADW_IS_ACTION_ROW (value))
        {
          g_autofree char *escaped = text ? g_markup_escape_text (text->str, -1) : NULL;

          adw_action_row_set_subtitle (ADW_ACTION_ROW (value), escaped ? escaped : "");
          if (text != NULL)
            gtk_widget_add_css_class (value, "phl-problem-row");
          else
            gtk_widget_remove_css_class (value, "phl-problem-row");
        }
      else if (GTK_IS_LABEL (value))
        {
          gtk_label_set_text (GTK_LABEL (value), text ? text->str : "");
          gtk_widget_set_visible (value, text != NULL);
        }
    }
  gtk_label_set_text (GTK_LABEL (self->general_problems), general->str);
  gtk_widget_set_visible (self->general_problems, general->len > 0);

  if (self->status != NULL)
    {
      gboolean complete;
      g_autofree char *status = phl_card_form_translation_status (self->document, self->group, &complete);

      set_status (self, status);
    }
}

static void
phl_card_form_dispose (GObject *object)
{
  PhlCardForm *self = PHL_CARD_FORM (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (phl_card_form_parent_class)->dispose (object);
}

static void
phl_card_form_finalize (GObject *object)
{
  PhlCardForm *self = PHL_CARD_FORM (object);

  g_clear_pointer (&self->group, g_free);
  g_clear_pointer (&self->problem_widgets, g_hash_table_unref);
  g_clear_pointer (&self->focus_widgets, g_hash_table_unref);
  g_clear_pointer (&self->built_group, g_free);
  G_OBJECT_CLASS (phl_card_form_parent_class)->finalize (object);
}

static void
phl_card_form_class_init (PhlCardFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = phl_card_form_dispose;
  object_class->finalize = phl_card_form_finalize;

  /**
   * PhlCardForm::renamed:
   * @group: the card's new group name
   *
   * Emitted when the user gave the card another id.
   */
  g_signal_new ("renamed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
phl_card_form_init (PhlCardForm *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  self->problem_widgets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->focus_widgets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

GtkWidget *
phl_card_form_new (void)
{
  return g_object_new (PHL_TYPE_CARD_FORM, NULL);
}

void
phl_card_form_set_card (PhlCardForm     *self,
                        PhlDeckDocument *document,
                        const char      *group)
{
  g_return_if_fail (PHL_IS_CARD_FORM (self));

  g_set_object (&self->document, document);
  g_free (self->group);
  self->group = g_strdup (group);
  self->is_deck = g_strcmp0 (group, "Deck") == 0;
  self->kind = PHL_STAMPSWAP_CARD_EVENT;
  if (!self->is_deck && group != NULL && !phl_deck_parse_card_group (group, &self->kind, NULL))
    g_clear_pointer (&self->group, g_free);
  rebuild (self);
}

const char *
phl_card_form_get_card (PhlCardForm *self)
{
  g_return_val_if_fail (PHL_IS_CARD_FORM (self), NULL);
  return self->group;
}

void
phl_card_form_reload (PhlCardForm *self)
{
  g_return_if_fail (PHL_IS_CARD_FORM (self));
  rebuild (self);
}
