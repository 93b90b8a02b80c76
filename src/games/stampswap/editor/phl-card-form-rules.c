/* phl-card-form-rules.c — a card's game fields in its form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows of what a card does in play: a contest's type and rule, an
 * exhibitor's mat and rule, an effect and its parameters, a filter, an
 * event's item symbols; and normalize(), which keeps exactly the keys the
 * chosen rule or effect needs.  Each row edits the PhlDeckDocument; rows
 * whose choice changes the form's shape rebuild it.
 */
#define G_LOG_DOMAIN "phl-card-form"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-card-form-private.h"
#include "stampswap/view/phl-stampswap-paint.h"

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

/* Keys whose presence depends on the effect or rule. */
static const char * const param_keys[] = { "Attribute", "Value", "Points", "Count", "Kind", "Filter", "Size" };

/* Keeps exactly the keys the rule or effect needs, with defaults. */
void
phl_card_form_normalize (PhlCardForm *self)
{
  gboolean need[G_N_ELEMENTS (param_keys)] = { FALSE };
  static const char * const defaults[] = { "color", "any", "1", "1", "small-square", "color:blue", "1" };
  g_autofree char *rule_text = NULL;
  g_autofree char *attribute = NULL;

  if (self->kind == PHL_STAMPSWAP_CARD_CONTEST || self->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    {
      guint8 rule;

      rule_text = phl_card_form_get (self, self->kind == PHL_STAMPSWAP_CARD_CONTEST ? "Rule" : "Effect");
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
      g_autofree char *effect_text = phl_card_form_get (self, "Effect");
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
      g_autofree char *value = phl_card_form_get (self, param_keys[i]);

      if (!need[i])
        phl_deck_document_set_value (self->document, self->group, param_keys[i], NULL, NULL);
      else if (value == NULL)
        phl_deck_document_set_value (self->document, self->group, param_keys[i],
                                     i == 2 && self->kind == PHL_STAMPSWAP_CARD_CONTEST ? "2" : defaults[i],
                                     NULL);
    }

  /* The attribute and the value must go together. */
  attribute = phl_card_form_get (self, "Attribute");
  if (attribute != NULL)
    {
      g_autofree char *value = phl_card_form_get (self, "Value");
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

static void
setup_choice_label (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    gpointer                  in_list)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (in_list))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
    }
  else
    {
      /* The choice in full, on up to three lines, leaving the row's title
       * room (it would otherwise break mid-word); the tooltip says it too. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (label), 3);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
    }
  gtk_list_item_set_child (item, label);
}

static void
bind_choice_label (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  in_list)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

static GtkListItemFactory *
choice_factory (gboolean in_list)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice_label), GINT_TO_POINTER (in_list));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice_label), GINT_TO_POINTER (in_list));
  return factory;
}

static void
update_choice_tooltip (GtkDropDown *dropdown)
{
  GtkStringObject *selected = gtk_drop_down_get_selected_item (dropdown);

  gtk_widget_set_tooltip_text (GTK_WIDGET (dropdown),
                               selected ? gtk_string_object_get_string (selected) : NULL);
}

/* A dropdown of @model whose long entries (rules, effects) never make the
 * form wider than a narrow window: the choice is ellipsized in the button
 * (its tooltip says it in full) and wrapped in the list. */
static GtkWidget *
compact_dropdown (GListModel *model)
{
  GtkWidget *dropdown = gtk_drop_down_new (model, NULL);
  g_autoptr(GtkListItemFactory) factory = choice_factory (FALSE);
  g_autoptr(GtkListItemFactory) list_factory = choice_factory (TRUE);

  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list_factory);
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (update_choice_tooltip), NULL);
  return dropdown;
}

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
    phl_card_form_normalize (self);
  phl_deck_document_end_edit (self->document);
  if (cd->structural)
    phl_card_form_queue_rebuild (self);
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
  dropdown = compact_dropdown (G_LIST_MODEL (g_object_ref (model)));
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
  g_autofree char *current = phl_card_form_get (self, key);
  GtkWidget *dropdown = choice_dropdown (self, key, choices, n, current, structural, translate);

  phl_card_form_remember (self, dropdown, "choice:%s", key);
  phl_card_form_add_row (self, group, title, key, dropdown);
}

/* ---------------------------------------------------------------- numbers */

/* What a number field takes as typed (the card's range is checked apart). */
#define SPIN_TYPED_MAX 999

static void spin_fit_range (GtkSpinButton *spin);

static void
spin_changed (GtkSpinButton *spin,
              PhlCardForm   *self)
{
  const char *key = g_object_get_data (G_OBJECT (spin), "key");
  char text[16];

  spin_fit_range (spin);
  if (self->loading > 0)
    return;
  g_snprintf (text, sizeof text, "%d", gtk_spin_button_get_value_as_int (spin));
  phl_deck_document_set_value (self->document, self->group, key, text, key);
}

/* The arrows stay within the card's range, or the number typed beyond
 * it: the range of the field is the card's, stretched to the number. */
static void
spin_fit_range (GtkSpinButton *spin)
{
  int min = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "phl-min"));
  int max = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "phl-max"));
  int value = gtk_spin_button_get_value_as_int (spin);

  gtk_spin_button_set_range (spin, MIN (min, value), MAX (max, value));
}

/* What is typed is taken as it is (up to SPIN_TYPED_MAX), not clamped to
 * the card's range. */
static int
spin_input (GtkSpinButton *spin,
            double        *new_value,
            gpointer       unused)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  char *end = NULL;
  gint64 value = g_ascii_strtoll (text, &end, 10);

  if (end == text || *end != '\0')
    return GTK_INPUT_ERROR;
  gtk_spin_button_set_range (spin, 0, SPIN_TYPED_MAX);
  *new_value = CLAMP (value, 0, SPIN_TYPED_MAX);
  return TRUE;
}

static void
add_spin_row (PhlCardForm *self,
              GtkWidget   *group,
              const char  *title,
              const char  *key,
              int          min,
              int          max)
{
  g_autofree char *current = phl_card_form_get (self, key);
  /* A number out of range is kept as typed, not clamped: the deck's check
   * marks the field and says the range ("25 is out of range (1 to 10)").
   * The arrows stop at the range's ends. */
  GtkWidget *spin = gtk_spin_button_new_with_range (0, SPIN_TYPED_MAX, 1);
  gint64 value = current ? g_ascii_strtoll (current, NULL, 10) : min;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (double) value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  g_object_set_data_full (G_OBJECT (spin), "key", g_strdup (key), g_free);
  g_object_set_data (G_OBJECT (spin), "phl-min", GINT_TO_POINTER (min));
  g_object_set_data (G_OBJECT (spin), "phl-max", GINT_TO_POINTER (max));
  spin_fit_range (GTK_SPIN_BUTTON (spin));
  g_signal_connect (spin, "input", G_CALLBACK (spin_input), NULL);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed), self);
  phl_card_form_remember (self, spin, "spin:%s", key);
  phl_card_form_add_row (self, group, title, key, spin);
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
  phl_card_form_queue_rebuild (self);
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
  g_autofree char *filter = phl_card_form_get (self, "Filter");
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
  type_dropdown = compact_dropdown (G_LIST_MODEL (g_object_ref (types)));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type_dropdown), type);
  g_signal_connect (type_dropdown, "notify::selected", G_CALLBACK (filter_type_changed), self);
  phl_card_form_remember (self, type_dropdown, "filter-type");
  /* Translators: which stamps a contest or effect counts */
  phl_card_form_add_row (self, group, _("Counts stamps by"), "Filter", type_dropdown);

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
      value_dropdown = compact_dropdown (G_LIST_MODEL (g_object_ref (values)));
      gtk_drop_down_set_selected (GTK_DROP_DOWN (value_dropdown), selected);
      g_object_set_data (G_OBJECT (value_dropdown), "prefix", (gpointer) filter_type_choices[type].id);
      g_object_set_data (G_OBJECT (value_dropdown), "choices", (gpointer) lists[type]);
      g_signal_connect (value_dropdown, "notify::selected", G_CALLBACK (filter_value_changed), self);
      phl_card_form_remember (self, value_dropdown, "filter-value");
      phl_card_form_add_row (self, group, _("Matching"), NULL, value_dropdown);
    }
}

/* ---------------------------------------------------------------- rules */

static void
add_rule_rows (PhlCardForm *self,
               GtkWidget   *group,
               const char  *rule_key)
{
  Choice rules[PHL_STAMPSWAP_N_RULES];
  g_autofree char *rule_text = phl_card_form_get (self, rule_key);
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
        g_autofree char *attribute = phl_card_form_get (self, "Attribute");
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
  g_autofree char *effect_text = phl_card_form_get (self, "Effect");
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
  phl_card_form_queue_rebuild (self);
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
  GtkWidget *group = phl_card_form_add_group (self, _("Items"),
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
      phl_card_form_remember (self, button, "remove-item:%u", i);
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
      phl_card_form_remember (self, button, "add-item:%u", i);
      gtk_widget_set_sensitive (button, n < PHL_STAMPSWAP_MAX_EVENT_ITEMS);
      gtk_flow_box_append (GTK_FLOW_BOX (palette), button);
    }
  gtk_box_append (GTK_BOX (box), palette);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
  label = phl_card_form_problem_label ();
  phl_card_form_register_problem (self, "Items", label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
  self->items_box = box;
}

/* ---------------------------------------------------------------- by kind */

void
phl_card_form_add_game_rows (PhlCardForm *self,
                             GtkWidget   *group)
{
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
}
