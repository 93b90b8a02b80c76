/* phl-stampswap-card-text.c — card texts that name their parameters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The syntax (docs/deck-format.md "Texts that stay true"):
 *
 *   {points}                 the card's Points, written for the language
 *   {points|# point|# points} a plural choice: the form the language's rule
 *                            picks for the value, "#" standing for it
 *   {{  }}                   a literal brace
 *
 * Placeholders are the card's numeric keys in lower case: points, count,
 * size (holes) and mat.  The check warns about a placeholder the card
 * cannot fill, a malformed one, and a number written in digits that is
 * none of the card's values, 0 excepted (number words are not checked:
 * "four stamps meet" and "five colours" are rules, not parameters).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-card-text.h"

/* Forms a plural choice may have: Polish's one, few and many. */
#define MAX_FORMS 3

typedef struct
{
  const char *placeholder;  /* as written in texts */
  const char *key;          /* the deck key it comes from */
} ParamName;

static const ParamName param_names[] = {
  { "points", "Points" },
  { "count",  "Count" },
  { "size",   "Size" },
  { "mat",    "Mat" },
};

/* The values a card has, indexed like param_names. */
typedef struct
{
  gboolean has[G_N_ELEMENTS (param_names)];
  int      value[G_N_ELEMENTS (param_names)];
} CardValues;

static void
card_values (const PhlStampswapCard *card,
             CardValues             *values)
{
  memset (values, 0, sizeof *values);
  switch (card->kind)
    {
    case PHL_STAMPSWAP_CARD_EVENT:
    case PHL_STAMPSWAP_CARD_SPECIALIST:
      {
        const PhlStampswapEffectInfo *info = phl_stampswap_effect_info (card->effect);

        if (info == NULL)
          return;
        values->has[0] = (info->params & PHL_STAMPSWAP_PARAM_POINTS) != 0;
        values->value[0] = card->points;
        values->has[1] = (info->params & PHL_STAMPSWAP_PARAM_COUNT) != 0;
        values->value[1] = card->count;
      }
      return;
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
      values->has[3] = card->mat > 0;
      values->value[3] = card->mat;
      G_GNUC_FALLTHROUGH;
    case PHL_STAMPSWAP_CARD_CONTEST:
      values->has[0] = TRUE;
      values->value[0] = card->rule.points;
      values->has[2] = card->rule.rule == PHL_STAMPSWAP_RULE_HOLES;
      values->value[2] = card->rule.size;
      return;
    default:
      return;
    }
}

/* "pl" from "pl_PL.UTF-8@euro"; NULL → the interface language. */
static char *
language_code (const char *language)
{
  if (language == NULL)
    {
      const char * const *names = g_get_language_names ();

      language = names[0];
      if (language == NULL || g_str_equal (language, "C") || g_str_equal (language, "POSIX"))
        language = "en";
    }
  return g_strndup (language, strcspn (language, "_.@"));
}

/* How many plural forms @lang has (0: unknown, not checked). */
static guint
plural_n_forms (const char *lang)
{
  if (g_str_equal (lang, "pl"))
    return 3;
  if (g_str_equal (lang, "en") || g_str_equal (lang, "de"))
    return 2;
  return 0;
}

/* The index of the form @lang uses for @n, as gettext's Plural-Forms of
 * po/pl.po and po/de.po say; other languages read like English. */
static guint
plural_index (const char *lang,
              int         n)
{
  guint a = ABS (n);

  if (g_str_equal (lang, "pl"))
    {
      if (a == 1)
        return 0;
      if (a % 10 >= 2 && a % 10 <= 4 && (a % 100 < 10 || a % 100 >= 20))
        return 1;
      return 2;
    }
  return a == 1 ? 0 : 1;
}

/* Integers as the language writes them: 1,000 / 1.000 / 10 000. */
static char *
format_number (const char *lang,
               int         n)
{
  g_autofree char *digits = g_strdup_printf ("%u", (guint) ABS (n));
  const char *separator = ",";
  guint min_grouped = 1000;
  GString *out = g_string_new (n < 0 ? "-" : NULL);
  gsize len = strlen (digits);

  if (g_str_equal (lang, "de"))
    separator = ".";
  else if (g_str_equal (lang, "pl"))
    {
      separator = "\u00a0";  /* a no-break space, and only from 10 000 on */
      min_grouped = 10000;
    }
  for (gsize i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0 && (guint) ABS (n) >= min_grouped)
        g_string_append (out, separator);
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  const char *start;   /* the "{" */
  const char *end;     /* after the "}" */
  int         param;   /* index into param_names, -1 when unknown */
  char       *name;
  guint       n_forms; /* 0: the bare number */
  char       *forms[MAX_FORMS + 1];
} Placeholder;

static void
placeholder_clear (Placeholder *p)
{
  g_free (p->name);
  for (guint i = 0; i < p->n_forms && i <= MAX_FORMS; i++)
    g_free (p->forms[i]);
  memset (p, 0, sizeof *p);
}

/* At most 40 bytes of @p..@end, cut between characters. */
static int
excerpt_length (const char *p,
                const char *end)
{
  gsize len = MIN ((gsize) (end - p), 40);

  while (len > 0 && p[len] != '\0' && ((guchar) p[len] & 0xc0) == 0x80)
    len--;
  return (int) len;
}

/* Reads the placeholder starting at @p ("{"); FALSE with a message when
 * it is malformed (then @ph->end is where reading may go on). */
static gboolean
scan_placeholder (const char  *p,
                  Placeholder *ph,
                  GError     **error)
{
  const char *q = p + 1;
  const char *name_start = q;

  memset (ph, 0, sizeof *ph);
  ph->start = p;
  ph->param = -1;
  while (*q >= 'a' && *q <= 'z')
    q++;
  ph->name = g_strndup (name_start, q - name_start);
  while (*q == '|')
    {
      const char *form = ++q;

      while (*q != '\0' && *q != '|' && *q != '}' && *q != '{')
        q++;
      if (ph->n_forms < MAX_FORMS + 1)
        ph->forms[ph->n_forms] = g_strndup (form, q - form);
      ph->n_forms++;
    }
  if (*q != '}')
    {
      /* Go on after the bad part, so filling shows it as written. */
      ph->end = *q == '\0' || *q == '{' ? q : g_utf8_next_char (q);
      if (*q == '\0' || *q == '{')
        g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                     _("the placeholder “%.*s” is not closed with “}” (write “{{” for a brace)"),
                     excerpt_length (p, q), p);
      else
        g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                     _("“%.*s” is not a placeholder: write a name in lower case closed with “}”, such as {points}, and “{{” for a brace"),
                     excerpt_length (p, g_utf8_next_char (q)), p);
      return FALSE;
    }
  ph->end = q + 1;
  if (ph->name[0] == '\0')
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("“%.*s” names no value: write a name such as {points}, and “{{” for a brace"),
                   excerpt_length (p, ph->end), p);
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (param_names); i++)
    if (g_str_equal (ph->name, param_names[i].placeholder))
      ph->param = i;
  if (ph->param < 0)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("“{%s}” is not a placeholder: a text can name {points}, {count}, {size} and {mat}"),
                   ph->name);
      return FALSE;
    }
  if (ph->n_forms == 1 || ph->n_forms > MAX_FORMS)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                   _("the plural choice “{%s|…}” needs two forms (three in Polish)"),
                   ph->name);
      return FALSE;
    }
  return TRUE;
}

/* Appends @form with "#" replaced by @number. */
static void
append_form (GString    *out,
             const char *form,
             const char *number)
{
  for (const char *c = form; *c != '\0'; c++)
    if (*c == '#')
      g_string_append (out, number);
    else
      g_string_append_c (out, *c);
}

char *
phl_stampswap_card_text_fill (const char             *text,
                              const PhlStampswapCard *card,
                              const char             *language)
{
  g_autofree char *lang = NULL;
  CardValues values;
  GString *out;
  const char *p;

  if (text == NULL)
    return NULL;
  g_return_val_if_fail (card != NULL, NULL);

  lang = language_code (language);
  card_values (card, &values);
  out = g_string_sized_new (strlen (text));
  for (p = text; *p != '\0';)
    {
      Placeholder ph;
      g_autofree char *number = NULL;

      if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}'))
        {
          g_string_append_c (out, p[0]);
          p += 2;
          continue;
        }
      if (p[0] != '{')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      /* What cannot be filled is shown as written; the check says why. */
      if (!scan_placeholder (p, &ph, NULL) || !values.has[ph.param])
        {
          g_string_append_len (out, ph.start, ph.end - ph.start);
          p = ph.end;
          placeholder_clear (&ph);
          continue;
        }
      number = format_number (lang, values.value[ph.param]);
      if (ph.n_forms == 0)
        g_string_append (out, number);
      else
        append_form (out, ph.forms[MIN (plural_index (lang, values.value[ph.param]), ph.n_forms - 1)],
                     number);
      p = ph.end;
      placeholder_clear (&ph);
    }
  return g_string_free (out, FALSE);
}

/* "Points=5, Size=1" */
static char *
describe_values (const CardValues *values)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (param_names); i++)
    if (values->has[i])
      g_string_append_printf (out, "%s%s=%d", out->len > 0 ? ", " : "",
                              param_names[i].key, values->value[i]);
  return g_string_free (out, FALSE);
}

/* FALSE when the digits in @start..@end write a number that is none of
 * the card's values. */
static gboolean
check_digits (const char       *start,
              const char       *end,
              const CardValues *values,
              GError          **error)
{
  for (const char *p = start; p < end;)
    {
      const char *run = p;
      guint64 n = 0;
      gboolean known = FALSE;

      if (!g_ascii_isdigit (*p))
        {
          p++;
          continue;
        }
      while (p < end && g_ascii_isdigit (*p))
        {
          n = MIN (n * 10 + (*p - '0'), (guint64) G_MAXINT);
          p++;
        }
      /* No parameter can be 0 (Points, Count, Size and Mat start at 1),
       * so "worth 0" is a rule, never a stale copy of one. */
      known = n == 0;
      for (guint i = 0; i < G_N_ELEMENTS (param_names); i++)
        if (values->has[i] && (guint64) ABS (values->value[i]) == n)
          known = TRUE;
      if (!known)
        {
          g_autofree char *described = describe_values (values);

          if (described[0] == '\0')
            g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                         _("the text says “%.*s”, but the card has no number of that kind"),
                         (int) MIN (p - run, 20), run);
          else
            g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                         _("the text says “%.*s”, but the card has %s: write a placeholder such as {points} instead"),
                         (int) MIN (p - run, 20), run, described);
          return FALSE;
        }
    }
  return TRUE;
}

/* @numbers: also check the numbers written in digits (texts, not names:
 * "E1" or "Route 66" names a card, it states none of its values). */
static gboolean
check_text (const char             *text,
            const PhlStampswapCard *card,
            const char             *language,
            gboolean                numbers,
            GError                **error)
{
  g_autofree char *lang = NULL;
  CardValues values;
  guint n_forms;
  const char *p, *literal;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Only a language named by the caller is held to its form count. */
  lang = language != NULL ? language_code (language) : NULL;
  n_forms = lang != NULL ? plural_n_forms (lang) : 0;
  card_values (card, &values);
  for (p = literal = text; *p != '\0';)
    {
      Placeholder ph;

      if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}'))
        {
          p += 2;
          continue;
        }
      if (p[0] == '}')
        {
          g_set_error_literal (error, PHL_ERROR, PHL_ERROR_INVALID,
                               _("a “}” closes no placeholder (write “}}” for a brace)"));
          return FALSE;
        }
      if (p[0] != '{')
        {
          p++;
          continue;
        }
      if (numbers && !check_digits (literal, p, &values, error))
        return FALSE;
      if (!scan_placeholder (p, &ph, error))
        {
          placeholder_clear (&ph);
          return FALSE;
        }
      if (!values.has[ph.param])
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                       _("“{%s}” stands for the card’s %s, but this card has none"),
                       ph.name, param_names[ph.param].key);
          placeholder_clear (&ph);
          return FALSE;
        }
      if (ph.n_forms > 0 && n_forms > 0 && ph.n_forms != n_forms)
        {
          if (n_forms == 3)
            g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                         _("the plural choice “{%s|…}” needs three forms in Polish (for 1, for 2–4 and for 5 and more)"),
                         ph.name);
          else
            g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                         _("the plural choice “{%s|…}” needs two forms in this language (for 1 and for other numbers)"),
                         ph.name);
          placeholder_clear (&ph);
          return FALSE;
        }
      for (guint i = 0; i < ph.n_forms; i++)
        if (numbers && !check_digits (ph.forms[i], ph.forms[i] + strlen (ph.forms[i]), &values, error))
          {
            placeholder_clear (&ph);
            return FALSE;
          }
      p = literal = ph.end;
      placeholder_clear (&ph);
    }
  return !numbers || check_digits (literal, p, &values, error);
}

gboolean
phl_stampswap_card_text_check_language (const char             *text,
                                        const PhlStampswapCard *card,
                                        const char             *language,
                                        GError                **error)
{
  return check_text (text, card, language, TRUE, error);
}

gboolean
phl_stampswap_card_name_check (const char             *name,
                               const PhlStampswapCard *card,
                               const char             *language,
                               GError                **error)
{
  return check_text (name, card, language, FALSE, error);
}

gboolean
phl_stampswap_card_text_check (const char             *text,
                               const PhlStampswapCard *card,
                               GError                **error)
{
  return phl_stampswap_card_text_check_language (text, card, NULL, error);
}

/* The value of @key in the first interface language the group has a
 * translation for, and that language ("en" for the untranslated one). */
static char *
locale_string (PhlKeyFile  *file,
               const char  *group,
               const char  *key,
               char       **language)
{
  GKeyFile *kf = phl_key_file_get_key_file (file);
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *localized = NULL;
      char *value;

      if (g_str_equal (names[i], "C") || g_str_equal (names[i], "POSIX"))
        break;
      localized = g_strdup_printf ("%s[%s]", key, names[i]);
      value = g_key_file_get_string (kf, group, localized, NULL);
      if (value != NULL)
        {
          *language = language_code (names[i]);
          return value;
        }
    }
  *language = g_strdup ("en");
  return g_key_file_get_string (kf, group, key, NULL);
}

void
phl_stampswap_card_fill_texts (PhlKeyFile       *file,
                               const char       *group,
                               PhlStampswapCard *card)
{
  g_autofree char *language = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (file != NULL);
  g_return_if_fail (card != NULL);

  name = locale_string (file, group, "Name", &language);
  if (name != NULL)
    {
      g_free (card->name);
      card->name = phl_stampswap_card_text_fill (name, card, language);
    }
  /* A contest's generated description has nothing to fill. */
  if (card->text != NULL && !card->text_generated)
    {
      g_autofree char *text = NULL;

      g_clear_pointer (&language, g_free);
      text = locale_string (file, group, "Text", &language);
      if (text != NULL)
        {
          g_free (card->text);
          card->text = phl_stampswap_card_text_fill (text, card, language);
        }
    }
}

char *
phl_stampswap_card_text_get (PhlKeyFile             *file,
                             const char             *group,
                             const char             *key,
                             const char             *language,
                             const PhlStampswapCard *card)
{
  GKeyFile *kf = phl_key_file_get_key_file (file);
  g_autofree char *raw = NULL;
  g_autofree char *used = NULL;

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (card != NULL, NULL);

  if (language != NULL)
    {
      g_autofree char *full = g_strdup_printf ("%s[%s]", key, language);
      g_autofree char *code = language_code (language);
      g_autofree char *short_key = g_strdup_printf ("%s[%s]", key, code);

      raw = g_key_file_get_string (kf, group, full, NULL);
      if (raw == NULL)
        raw = g_key_file_get_string (kf, group, short_key, NULL);
      if (raw != NULL)
        used = g_steal_pointer (&code);
    }
  if (raw == NULL)
    {
      raw = g_key_file_get_string (kf, group, key, NULL);
      used = g_strdup ("en");
    }
  if (raw == NULL)
    return NULL;
  return phl_stampswap_card_text_fill (raw, card, used);
}

/* "Text[pl]" → "pl"; "Text" → "en"; NULL when @key is not Name or Text. */
static char *
text_key_language (const char *key)
{
  const char *bracket;

  if (g_str_equal (key, "Name") || g_str_equal (key, "Text"))
    return g_strdup ("en");
  if ((!g_str_has_prefix (key, "Name[") && !g_str_has_prefix (key, "Text["))
      || !g_str_has_suffix (key, "]"))
    return NULL;
  bracket = strchr (key, '[');
  return g_strndup (bracket + 1, strlen (bracket + 1) - 1);
}

/* The card of @group read on its own, so one broken card hides no other
 * card's warnings; NULL when it does not load (validation says why). */
static PhlStampswapDeck *
load_one_card (PhlKeyFile *file,
               const char *group)
{
  GKeyFile *kf = phl_key_file_get_key_file (file);
  g_autoptr(GKeyFile) one = g_key_file_new ();
  g_auto(GStrv) keys = g_key_file_get_keys (kf, group, NULL, NULL);
  g_autoptr(PhlKeyFile) one_file = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (kf, group, keys[i], NULL);

      g_key_file_set_value (one, group, keys[i], value);
    }
  data = g_key_file_to_data (one, &length, NULL);
  one_file = phl_key_file_new_from_data (data, length, phl_key_file_get_name (file), NULL);
  if (one_file == NULL)
    return NULL;
  return phl_stampswap_deck_load_cards (one_file, NULL);
}

void
phl_stampswap_deck_text_warnings (PhlKeyFile *file,
                                  GPtrArray  *warnings)
{
  GKeyFile *kf;
  g_auto(GStrv) groups = NULL;

  g_return_if_fail (file != NULL);
  g_return_if_fail (warnings != NULL);

  kf = phl_key_file_get_key_file (file);
  groups = g_key_file_get_groups (kf, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_autoptr(PhlStampswapDeck) deck = NULL;
      g_auto(GStrv) keys = NULL;
      const PhlStampswapCard *card;

      if (strchr (groups[g], ':') == NULL)
        continue;
      deck = load_one_card (file, groups[g]);
      if (deck == NULL || phl_stampswap_deck_n_cards (deck) != 1)
        continue;
      card = phl_stampswap_deck_get_card (deck, 0);
      keys = g_key_file_get_keys (kf, groups[g], NULL, NULL);
      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *language = text_key_language (keys[k]);
          g_autofree char *value = NULL;
          g_autoptr(GError) problem = NULL;
          GError *warning = NULL;

          if (language == NULL)
            continue;
          value = g_key_file_get_string (kf, groups[g], keys[k], NULL);
          if (value == NULL
              || (g_str_has_prefix (keys[k], "Name")
                  ? phl_stampswap_card_name_check (value, card, language, &problem)
                  : phl_stampswap_card_text_check_language (value, card, language, &problem)))
            continue;
          phl_key_file_set_error (file, &warning, PHL_ERROR_INVALID, groups[g], keys[k],
                                  "%s", problem->message);
          g_ptr_array_add (warnings, warning);
        }
    }
}

char *
phl_stampswap_card_text_escape (const char *text)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '{' || *p == '}')
        g_string_append_c (out, *p);
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

PhlStampswapDeck *
phl_stampswap_card_text_load_cards (PhlKeyFile  *file,
                                    const char  *language,
                                    GError     **error)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(GKeyFile) copy = g_key_file_new ();
  g_autoptr(PhlKeyFile) copy_file = NULL;
  g_autofree char *lang = NULL;
  g_autofree char *data = NULL;
  g_auto(GStrv) groups = NULL;
  GKeyFile *kf;
  gsize length = 0;

  g_return_val_if_fail (file != NULL, NULL);

  deck = phl_stampswap_deck_load_cards (file, error);
  lang = language != NULL ? language_code (language) : NULL;
  if (deck == NULL || lang == NULL || g_str_equal (lang, "en"))
    return g_steal_pointer (&deck);

  /* The loader fills untranslated texts as English: give it the texts
   * filled for @language, braces escaped so that its filling keeps them. */
  kf = phl_key_file_get_key_file (file);
  groups = g_key_file_get_groups (kf, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (kf, groups[g], NULL, NULL);

      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *value = g_key_file_get_value (kf, groups[g], keys[k], NULL);

          g_key_file_set_value (copy, groups[g], keys[k], value);
        }
    }
  for (guint i = 0; i < phl_stampswap_deck_n_cards (deck); i++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, i);
      g_autofree char *group = g_strconcat (phl_stampswap_card_kind_to_string (card->kind), ":",
                                            card->id, NULL);

      for (guint k = 0; k < 2; k++)
        {
          const char *key = k == 0 ? "Name" : "Text";
          g_autofree char *raw = g_key_file_get_string (kf, group, key, NULL);
          g_autofree char *filled = NULL;
          g_autofree char *escaped = NULL;

          if (raw == NULL)
            continue;
          filled = phl_stampswap_card_text_fill (raw, card, lang);
          escaped = phl_stampswap_card_text_escape (filled);
          g_key_file_set_string (copy, group, key, escaped);
        }
    }
  data = g_key_file_to_data (copy, &length, NULL);
  copy_file = phl_key_file_new_from_data (data, length, phl_key_file_get_name (file), error);
  if (copy_file == NULL)
    return NULL;
  return phl_stampswap_deck_load_cards (copy_file, error);
}
