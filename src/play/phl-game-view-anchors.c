/* phl-game-view-anchors.c — where a guide's step points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A step names board elements (anchors, docs/guides.md); the game's view
 * finds them (its get_anchor()).  This file asks the view for them and
 * finds the place beside them for the guide's bubble: geometry only, the
 * guide itself is phl-game-view-guide.c.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include "phl-game-view-private.h"

#define BUBBLE_MAX_WIDTH 440
#define BUBBLE_GAP 12

guint
_phl_game_view_resolve_anchors (PhlGameView        *self,
                                const PhlGuideStep *step,
                                graphene_rect_t    *rects,
                                guint               max_rects)
{
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);
  guint n = 0;

  if (step == NULL || klass->get_anchor == NULL)
    return 0;
  for (guint i = 0; step->anchors[i] != NULL && n < max_rects; i++)
    if (klass->get_anchor (self, step->anchors[i], &rects[n]) &&
        rects[n].size.width > 0 && rects[n].size.height > 0)
      n++;
  return n;
}

gboolean
phl_game_view_get_guide_anchor (PhlGameView     *self,
                                const char      *anchor,
                                graphene_rect_t *rect)
{
  PhlGameViewClass *klass;
  graphene_rect_t dummy;

  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), FALSE);

  klass = PHL_GAME_VIEW_GET_CLASS (self);
  return klass->get_anchor != NULL && klass->get_anchor (self, anchor, rect != NULL ? rect : &dummy);
}

/* The first place beside @target (below, above, right, left) where the
 * bubble fits in the view; else the bottom of the view, centred. */
static void
place_bubble (int                    width,
              int                    height,
              int                    bubble_w,
              int                    bubble_h,
              const graphene_rect_t *target,
              gboolean               has_target,
              GtkAllocation         *out)
{
  double cx, cy;

  out->width = bubble_w;
  out->height = bubble_h;
  if (has_target)
    {
      cx = target->origin.x + target->size.width / 2 - bubble_w / 2.0;
      cy = target->origin.y + target->size.height / 2 - bubble_h / 2.0;
      cx = CLAMP (cx, BUBBLE_GAP, MAX (BUBBLE_GAP, width - bubble_w - BUBBLE_GAP));
      cy = CLAMP (cy, BUBBLE_GAP, MAX (BUBBLE_GAP, height - bubble_h - BUBBLE_GAP));
      if (target->origin.y + target->size.height + BUBBLE_GAP + bubble_h <= height - BUBBLE_GAP)
        {
          out->x = cx;
          out->y = target->origin.y + target->size.height + BUBBLE_GAP;
          return;
        }
      if (target->origin.y - BUBBLE_GAP - bubble_h >= BUBBLE_GAP)
        {
          out->x = cx;
          out->y = target->origin.y - BUBBLE_GAP - bubble_h;
          return;
        }
      if (target->origin.x + target->size.width + BUBBLE_GAP + bubble_w <= width - BUBBLE_GAP)
        {
          out->x = target->origin.x + target->size.width + BUBBLE_GAP;
          out->y = cy;
          return;
        }
      if (target->origin.x - BUBBLE_GAP - bubble_w >= BUBBLE_GAP)
        {
          out->x = target->origin.x - BUBBLE_GAP - bubble_w;
          out->y = cy;
          return;
        }
    }
  out->x = MAX (0, (width - bubble_w) / 2);
  out->y = MAX (0, height - bubble_h - 2 * BUBBLE_GAP);
}

void
_phl_game_view_place_bubble (GtkWidget             *bubble,
                             int                    width,
                             int                    height,
                             const graphene_rect_t *target,
                             gboolean               has_target,
                             GtkAllocation         *out)
{
  int min_h, nat_h, bubble_w;

  bubble_w = MIN (BUBBLE_MAX_WIDTH, width - 2 * BUBBLE_GAP);
  gtk_widget_measure (bubble, GTK_ORIENTATION_VERTICAL, bubble_w, &min_h, &nat_h, NULL, NULL);
  place_bubble (width, height, bubble_w, MIN (nat_h, height), target, has_target, out);
}

int
phl_game_view_parse_anchor_seat (const char *text,
                                 guint       n_players)
{
  guint64 seat;

  if (n_players == 0 || !g_ascii_string_to_unsigned (text, 10, 0, n_players - 1, &seat, NULL))
    return -1;
  return (int) seat;
}
