/* phl-change.c — what one action did, as the engine tells it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-change"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "phl-change.h"
#include "phl-game-rules.h"

typedef struct
{
  guint  seat;
  int    points;
  char  *reason;
  /* @reason with the seat names in place. */
  char  *named_reason;
} Score;

struct _PhlChange
{
  gatomicrefcount  ref_count;
  int              actor;
  /* The seat the text is about when it is not the actor's, or -1. */
  int              subject;
  char            *text;
  /* Per seat: the text that seat is told instead of @text, or NULL. */
  char            *seat_text[PHL_MAX_SEATS];
  GArray          *scores;   /* of Score */
  GPtrArray       *notes;
  /* @notes with the seat names in place. */
  GPtrArray       *named_notes;
  char            *names[PHL_MAX_SEATS];
  /* What describe() returns: [0] for someone who knows nothing hidden,
   * [1 + seat] for each seat; kept up to date by the setters so that a
   * finished record is only ever read. */
  char            *described[PHL_MAX_SEATS + 1];
};

G_DEFINE_BOXED_TYPE (PhlChange, phl_change, phl_change_ref, phl_change_unref)

static void
score_clear (gpointer data)
{
  g_free (((Score *) data)->reason);
  g_free (((Score *) data)->named_reason);
}

PhlChange *
phl_change_new (int actor)
{
  PhlChange *self = g_new0 (PhlChange, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->actor = actor;
  self->subject = -1;
  self->scores = g_array_new (FALSE, TRUE, sizeof (Score));
  g_array_set_clear_func (self->scores, score_clear);
  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->named_notes = g_ptr_array_new_with_free_func (g_free);
  return self;
}

PhlChange *
phl_change_ref (PhlChange *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
phl_change_unref (PhlChange *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_free (self->text);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    g_free (self->seat_text[i]);
  for (guint i = 0; i <= PHL_MAX_SEATS; i++)
    g_free (self->described[i]);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    g_free (self->names[i]);
  g_array_unref (self->scores);
  g_ptr_array_unref (self->notes);
  g_ptr_array_unref (self->named_notes);
  g_free (self);
}

/* A marker is an escape character and the seat's digit: it cannot be
 * typed into a name or come out of a translation. */
#define MARKER '\x1b'

const char *
phl_change_seat (guint seat)
{
  static const char markers[PHL_MAX_SEATS][3] = {
    "\x1b" "0", "\x1b" "1", "\x1b" "2", "\x1b" "3", "\x1b" "4", "\x1b" "5",
  };

  g_return_val_if_fail (seat < PHL_MAX_SEATS, "");

  return markers[seat];
}

/* Appends @text to @out with the seat names in place of the markers. */
static void
append_named (const PhlChange *self,
              GString         *out,
              const char      *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p++)
    {
      if (p[0] == MARKER && p[1] >= '0' && p[1] < '0' + PHL_MAX_SEATS)
        {
          guint seat = p[1] - '0';

          if (self->names[seat] != NULL)
            g_string_append (out, self->names[seat]);
          else
            g_string_append_printf (out, _("Player %u"), seat + 1);
          p++;
        }
      else
        g_string_append_c (out, *p);
    }
}

static char *
compose (const PhlChange *self,
         const char      *text)
{
  GString *out = g_string_new (NULL);

  append_named (self, out, text);
  for (guint i = 0; i < self->notes->len; i++)
    {
      if (out->len > 0)
        g_string_append_c (out, ' ');
      append_named (self, out, g_ptr_array_index (self->notes, i));
    }
  return g_string_free (out, FALSE);
}

static char *
named (const PhlChange *self,
       const char      *text)
{
  GString *out;

  if (text == NULL || strchr (text, MARKER) == NULL)
    return g_strdup (text);
  out = g_string_new (NULL);
  append_named (self, out, text);
  return g_string_free (out, FALSE);
}

static void
update_described (PhlChange *self)
{
  g_free (self->described[0]);
  self->described[0] = compose (self, self->text);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      g_free (self->described[1 + i]);
      self->described[1 + i] = compose (self, self->seat_text[i] != NULL ? self->seat_text[i]
                                                                         : self->text);
    }
}

void
phl_change_set_seat_names (PhlChange          *self,
                           const char * const *names,
                           guint               n_names)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (n_names <= PHL_MAX_SEATS);

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = i < n_names ? g_strdup (names[i]) : NULL;
    }
  for (guint i = 0; i < self->scores->len; i++)
    {
      Score *score = &g_array_index (self->scores, Score, i);

      g_free (score->named_reason);
      score->named_reason = named (self, score->reason);
    }
  for (guint i = 0; i < self->notes->len; i++)
    {
      g_free (self->named_notes->pdata[i]);
      self->named_notes->pdata[i] = named (self, g_ptr_array_index (self->notes, i));
    }
  update_described (self);
}

void
phl_change_set_actor (PhlChange *self,
                      int        actor)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (actor >= -1 && actor < PHL_MAX_SEATS);

  self->actor = actor;
}

void
phl_change_set_subject (PhlChange *self,
                        int        seat)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (seat >= -1 && seat < PHL_MAX_SEATS);

  self->subject = seat;
}

void
phl_change_set_text (PhlChange  *self,
                     const char *text)
{
  g_return_if_fail (self != NULL);

  g_free (self->text);
  self->text = g_strdup (text);
  update_described (self);
}

void
phl_change_set_seat_text (PhlChange  *self,
                          guint       seats,
                          const char *text)
{
  g_return_if_fail (self != NULL);

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    if (seats & (1u << i))
      {
        g_free (self->seat_text[i]);
        self->seat_text[i] = g_strdup (text);
      }
  update_described (self);
}

void
phl_change_add_points (PhlChange  *self,
                       guint       seat,
                       int         points,
                       const char *reason)
{
  Score score = { seat, points, g_strdup (reason), NULL };

  g_return_if_fail (self != NULL);
  g_return_if_fail (seat < PHL_MAX_SEATS);

  score.named_reason = named (self, reason);
  g_array_append_val (self->scores, score);
}

void
phl_change_add_note (PhlChange  *self,
                     const char *text)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (text != NULL);

  g_ptr_array_add (self->notes, g_strdup (text));
  g_ptr_array_add (self->named_notes, named (self, text));
  update_described (self);
}

int
phl_change_get_actor (const PhlChange *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->actor;
}

int
phl_change_get_subject (const PhlChange *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->subject >= 0 ? self->subject : self->actor;
}

const char *
phl_change_describe (const PhlChange *self,
                     int              viewer)
{
  g_return_val_if_fail (self != NULL, "");

  if (viewer < -1 || viewer >= PHL_MAX_SEATS)
    viewer = -1;
  return self->described[1 + viewer] != NULL ? self->described[1 + viewer] : "";
}

const char *
phl_change_get_text (const PhlChange *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->text;
}

gboolean
phl_change_has_seat_text (const PhlChange *self,
                          int              viewer)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return viewer >= 0 && viewer < PHL_MAX_SEATS && self->seat_text[viewer] != NULL;
}

int
phl_change_get_points (const PhlChange *self,
                       guint            seat)
{
  int sum = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->scores->len; i++)
    {
      const Score *score = &g_array_index (self->scores, Score, i);

      if (score->seat == seat)
        sum += score->points;
    }
  return sum;
}

guint
phl_change_get_n_scores (const PhlChange *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->scores->len;
}

void
phl_change_get_score (const PhlChange  *self,
                      guint             index,
                      guint            *seat,
                      int              *points,
                      const char      **reason)
{
  const Score *score;

  g_return_if_fail (self != NULL);
  g_return_if_fail (index < self->scores->len);

  score = &g_array_index (self->scores, Score, index);
  if (seat != NULL)
    *seat = score->seat;
  if (points != NULL)
    *points = score->points;
  if (reason != NULL)
    *reason = score->named_reason;
}

guint
phl_change_get_n_notes (const PhlChange *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->notes->len;
}

const char *
phl_change_get_note (const PhlChange *self,
                     guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->notes->len, NULL);

  return g_ptr_array_index (self->named_notes, index);
}

gboolean
phl_change_equal (const PhlChange *a,
                  const PhlChange *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->actor != b->actor ||
      a->subject != b->subject ||
      a->scores->len != b->scores->len ||
      a->notes->len != b->notes->len)
    return FALSE;
  for (int viewer = -1; viewer < PHL_MAX_SEATS; viewer++)
    if (g_strcmp0 (phl_change_describe (a, viewer), phl_change_describe (b, viewer)) != 0)
      return FALSE;
  for (guint i = 0; i < a->scores->len; i++)
    {
      const Score *sa = &g_array_index (a->scores, Score, i);
      const Score *sb = &g_array_index (b->scores, Score, i);

      if (sa->seat != sb->seat || sa->points != sb->points ||
          g_strcmp0 (sa->reason, sb->reason) != 0)
        return FALSE;
    }
  return TRUE;
}
