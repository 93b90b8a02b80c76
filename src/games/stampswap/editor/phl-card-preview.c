/* phl-card-preview.c — a Stamp Swap card drawn as in play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card is drawn by phl_stampswap_card_paint(), the code the play
 * screen and the PDF export use, at the real card's proportions (63 × 88).
 */
#define G_LOG_DOMAIN "phl-card-preview"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-card-preview.h"
#include "stampswap/view/phl-stampswap-card-painter.h"

struct _PhlCardPreview
{
  GtkWidget         parent_instance;

  PhlStampswapDeck *card;     /* a deck of one, or NULL */
  char             *language;
  char             *group;
  PhlDeckDocument  *document;  /* not a reference: only compared */
  gboolean          stale;    /* the card has a problem: last good drawing */
};

G_DEFINE_FINAL_TYPE (PhlCardPreview, phl_card_preview, GTK_TYPE_WIDGET)

#define CARD_RATIO (88.0 / 63.0)

static void
phl_card_preview_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  PhlCardPreview *self = PHL_CARD_PREVIEW (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double w, h;
  cairo_t *cr;

  if (self->card == NULL || phl_stampswap_deck_n_cards (self->card) == 0)
    return;
  w = MIN (width - 8, (height - 8) / CARD_RATIO);
  h = w * CARD_RATIO;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->stale)
    cairo_push_group (cr);
  phl_stampswap_card_paint (cr, (width - w) / 2, (height - h) / 2, w, h,
                            phl_stampswap_deck_get_card (self->card, 0), self->language);
  if (self->stale)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.45);
    }
  cairo_destroy (cr);
}

static void
phl_card_preview_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 180;
      *natural = 270;
    }
  else
    {
      *minimum = 250;
      *natural = for_size > 0 ? (int) (for_size * CARD_RATIO) : 378;
    }
}

static void
phl_card_preview_finalize (GObject *object)
{
  PhlCardPreview *self = PHL_CARD_PREVIEW (object);

  g_clear_pointer (&self->card, phl_stampswap_deck_unref);
  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->group, g_free);
  G_OBJECT_CLASS (phl_card_preview_parent_class)->finalize (object);
}

static void
phl_card_preview_class_init (PhlCardPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = phl_card_preview_finalize;
  widget_class->snapshot = phl_card_preview_snapshot;
  widget_class->measure = phl_card_preview_measure;
  gtk_widget_class_set_css_name (widget_class, "phl-card-preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
phl_card_preview_init (PhlCardPreview *self)
{
}

GtkWidget *
phl_card_preview_new (void)
{
  return g_object_new (PHL_TYPE_CARD_PREVIEW, NULL);
}

void
phl_card_preview_show (PhlCardPreview  *self,
                       PhlDeckDocument *document,
                       const char      *group,
                       const char      *language)
{
  g_autoptr(GError) error = NULL;
  PhlStampswapDeck *card = NULL;

  g_return_if_fail (PHL_IS_CARD_PREVIEW (self));

  g_free (self->language);
  self->language = g_strdup (language);
  /* Another card: never show the last one's drawing for it. */
  if (document != self->document || g_strcmp0 (group, self->group) != 0)
    {
      g_clear_pointer (&self->card, phl_stampswap_deck_unref);
      g_free (self->group);
      self->group = g_strdup (group);
      self->document = document;
    }
  if (document != NULL && group != NULL)
    card = phl_deck_document_load_card (document, group, language, &error);
  if (card != NULL)
    {
      const PhlStampswapCard *c = phl_stampswap_deck_get_card (card, 0);
      /* Translators: the accessible name of the card preview */
      g_autofree char *label = g_strdup_printf (_("Card preview: %s"), c->name ? c->name : "");

      g_clear_pointer (&self->card, phl_stampswap_deck_unref);
      self->card = card;
      self->stale = FALSE;
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, c->text ? c->text : "",
                                      -1);
    }
  else if (document == NULL || group == NULL)
    {
      g_clear_pointer (&self->card, phl_stampswap_deck_unref);
      self->stale = FALSE;
    }
  else
    {
      /* Keep the last good drawing, dimmed, until the problem is fixed. */
      self->stale = TRUE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
phl_card_preview_is_empty (PhlCardPreview *self)
{
  g_return_val_if_fail (PHL_IS_CARD_PREVIEW (self), TRUE);
  return self->card == NULL;
}

const char *
phl_card_preview_get_text (PhlCardPreview *self)
{
  g_return_val_if_fail (PHL_IS_CARD_PREVIEW (self), NULL);
  if (self->card == NULL)
    return NULL;
  return phl_stampswap_deck_get_card (self->card, 0)->text;
}
