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
/* A narrower bubble, when the wide one covers the anchors wherever it goes. */
#define BUBBLE_NARROW_WIDTH 300
#define MAX_PLACE_ANCHORS 8
/* How far around an anchor the bubble had better not go either. */
#define NEAR_MAX 120

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

void
phl_game_view_board_moved (PhlGameView *self)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  /* The anchors are asked again on allocation (phl-game-view-guide.c). */
  if (_phl_game_view_get_priv (self)->guide != NULL)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* How much of the anchors a bubble at @place would cover, and, far less
 * weighty, of what lies around them (a bracket's other end, a row's
 * neighbours): what the step talks about is often next to its anchor. */
static double
covered_area (const GtkAllocation   *place,
              const graphene_rect_t *rects,
              guint                  n_rects)
{
  graphene_rect_t bubble = GRAPHENE_RECT_INIT (place->x, place->y, place->width, place->height);
  double area = 0;

  for (guint i = 0; i < n_rects; i++)
    {
      double grow = MIN (MAX (rects[i].size.width, rects[i].size.height), NEAR_MAX);
      graphene_rect_t both, near;

      if (graphene_rect_intersection (&bubble, &rects[i], &both))
        area += 100 * both.size.width * both.size.height;
      graphene_rect_inset_r (&rects[i], -grow, -grow, &near);
      if (graphene_rect_intersection (&bubble, &near, &both))
        area += both.size.width * both.size.height;
    }
  return area;
}

/* The bubble below, above, right of and left of @target, kept in the
 * view; into @places from @n, returns the new count. */
static guint
add_beside (GtkAllocation         *places,
            guint                  n,
            int                    width,
            int                    height,
            int                    bubble_w,
            int                    bubble_h,
            const graphene_rect_t *target)
{
  double max_x = MAX (BUBBLE_GAP, width - bubble_w - BUBBLE_GAP);
  double max_y = MAX (BUBBLE_GAP, height - bubble_h - BUBBLE_GAP);
  double cx = CLAMP (target->origin.x + target->size.width / 2 - bubble_w / 2.0, BUBBLE_GAP, max_x);
  double cy = CLAMP (target->origin.y + target->size.height / 2 - bubble_h / 2.0, BUBBLE_GAP, max_y);
  double below = target->origin.y + target->size.height + BUBBLE_GAP;
  double above = target->origin.y - BUBBLE_GAP - bubble_h;
  double right = target->origin.x + target->size.width + BUBBLE_GAP;
  double left = target->origin.x - BUBBLE_GAP - bubble_w;

  places[n++] = (GtkAllocation) { cx, CLAMP (below, BUBBLE_GAP, max_y), bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { cx, CLAMP (above, BUBBLE_GAP, max_y), bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { CLAMP (right, BUBBLE_GAP, max_x), cy, bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { CLAMP (left, BUBBLE_GAP, max_x), cy, bubble_w, bubble_h };
  return n;
}

/* The view's corners and the middles of its top and bottom edges. */
static guint
add_edges (GtkAllocation *places,
           guint          n,
           int            width,
           int            height,
           int            bubble_w,
           int            bubble_h)
{
  int max_x = MAX (BUBBLE_GAP, width - bubble_w - BUBBLE_GAP);
  int max_y = MAX (BUBBLE_GAP, height - bubble_h - BUBBLE_GAP);
  int mid_x = MAX (0, (width - bubble_w) / 2);

  places[n++] = (GtkAllocation) { mid_x, max_y, bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { max_x, max_y, bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { BUBBLE_GAP, max_y, bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { max_x, BUBBLE_GAP, bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { BUBBLE_GAP, BUBBLE_GAP, bubble_w, bubble_h };
  places[n++] = (GtkAllocation) { mid_x, BUBBLE_GAP, bubble_w, bubble_h };
  return n;
}

/* The bubble's height at @bubble_w, at most the view's. */
static int
bubble_height (GtkWidget *bubble,
               int        bubble_w,
               int        height)
{
  int min_h, nat_h;

  gtk_widget_measure (bubble, GTK_ORIENTATION_VERTICAL, bubble_w, &min_h, &nat_h, NULL, NULL);
  return MIN (MAX (min_h, nat_h), height);
}

/* Beside what the step points at, where the bubble covers the least of
 * it: first beside all of it (below, above, right, left), then beside
 * each part, then the view's edges; the same again narrower.  The first
 * place that covers nothing of them nor near them wins.  No anchor: the bottom, centred. */
void
_phl_game_view_place_bubble (GtkWidget             *bubble,
                             const graphene_rect_t *rects,
                             guint                  n_rects,
                             int                    width,
                             int                    height,
                             GtkAllocation         *out)
{
  static const int widths[] = { BUBBLE_MAX_WIDTH, BUBBLE_NARROW_WIDTH };
  GtkAllocation places[2 * (4 + 4 * MAX_PLACE_ANCHORS + 6)];
  graphene_rect_t all;
  double best_area = G_MAXDOUBLE;
  guint n = 0;
  int min_w;

  gtk_widget_measure (bubble, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);

  n_rects = MIN (n_rects, MAX_PLACE_ANCHORS);
  for (guint i = 0; i < n_rects; i++)
    {
      if (i == 0)
        all = rects[0];
      else
        graphene_rect_union (&all, &rects[i], &all);
    }
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      /* Never narrower than its buttons need (longer words in German). */
      int bubble_w = MIN (MAX (widths[w], min_w), MAX (width - 2 * BUBBLE_GAP, min_w));
      int bubble_h = bubble_height (bubble, bubble_w, height);

      if (n_rects == 0)
        {
          n = add_edges (places, n, width, height, bubble_w, bubble_h);
          break;
        }
      n = add_beside (places, n, width, height, bubble_w, bubble_h, &all);
      for (guint i = 0; n_rects > 1 && i < n_rects; i++)
        n = add_beside (places, n, width, height, bubble_w, bubble_h, &rects[i]);
      n = add_edges (places, n, width, height, bubble_w, bubble_h);
    }
  *out = places[0];
  for (guint i = 0; i < n && best_area > 0; i++)
    {
      double area = covered_area (&places[i], rects, n_rects);

      if (area < best_area)
        {
          best_area = area;
          *out = places[i];
        }
    }
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
