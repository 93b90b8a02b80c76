/* phl-stamps-canvas-paint.c — drawing the STAMPS board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid with the cells a stamp may go to, the preview of the picked
 * stamp under the pointer (its brackets and marker steps), the hint as an
 * outline with a faint stamp, the last placement; the tray with the hand of
 * the person at the screen and the draw pile; a block per player with the
 * score tableau.  Every position comes from phl-stamps-layout.c.
 */
#define G_LOG_DOMAIN "phl-stamps-canvas"

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "stamps/view/phl-stamps-canvas-private.h"
#include "stamps/view/phl-stamps-look.h"

/* The hint's colour: a gold that reads on light and dark boards. */
#define HINT_RGB 0.85, 0.60, 0.05
#define WARN_RGB 0.88, 0.11, 0.14

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
set_ink (cairo_t *cr,
         double   alpha)
{
  if (is_dark ())
    cairo_set_source_rgba (cr, 0.95, 0.95, 0.97, alpha);
  else
    cairo_set_source_rgba (cr, 0.13, 0.13, 0.16, alpha);
}

static void
set_paper (cairo_t *cr,
           double   alpha)
{
  double v = is_dark () ? 0 : 1;

  cairo_set_source_rgba (cr, v, v, v, alpha);
}

/* The placement to show on the tableau: the pointer's, else the hint's. */
static const PhlStampsPlacement *
shown_placement (PhlStampsCanvas *self)
{
  if (self->has_preview)
    return &self->preview;
  if (self->has_hint)
    return &self->hint;
  return NULL;
}

void
phl_stamps_canvas_clear_cache (PhlStampsCanvas *self)
{
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    g_clear_pointer (&self->cache[c], cairo_surface_destroy);
  self->cache_px = 0;
}

static void
ensure_cache (PhlStampsCanvas *self,
              double           size)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int px = MAX (1, (int) ceil (size));

  if (px == self->cache_px && scale == self->cache_scale && self->cache[0] != NULL)
    return;
  phl_stamps_canvas_clear_cache (self);
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      cairo_t *cr;

      self->cache[c] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px * scale, px * scale);
      cairo_surface_set_device_scale (self->cache[c], scale, scale);
      cr = cairo_create (self->cache[c]);
      phl_stamps_paint_stamp (cr, c, 0, 0, px);
      cairo_destroy (cr);
    }
  self->cache_px = px;
  self->cache_scale = scale;
}

static void
paint_cached (PhlStampsCanvas *self,
              cairo_t         *cr,
              PhlStampsColor   color,
              double           x,
              double           y,
              double           size,
              double           alpha)
{
  ensure_cache (self, size);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size / self->cache_px, size / self->cache_px);
  cairo_set_source_surface (cr, self->cache[color], 0, 0);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}

static void
draw_bracket (cairo_t                  *cr,
              const PhlStampsLayout    *l,
              const PhlStampsPlacement *p,
              const PhlStampsBracket   *b,
              double                    alpha,
              double                    width)
{
  double s = l->cell;
  double cx = l->gx0 + (p->x + 0.5) * s;
  double cy = l->gy0 + (p->y + 0.5) * s;
  double step = s * sqrt (b->dx * b->dx + b->dy * b->dy);
  double len = step * (b->length + 1);
  double half = (b->dx != 0 && b->dy != 0) ? s * 0.26 : s * 0.40;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, atan2 (b->dy, b->dx));
  phl_paint_rounded_rect (cr, -half, -half, len + 2 * half, 2 * half, half);
  cairo_set_line_width (cr, width + 3);
  set_paper (cr, alpha * 0.8);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_ink (cr, alpha);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_step_badge (PhlStampsCanvas       *self,
                 cairo_t               *cr,
                 const PhlStampsLayout *l,
                 int                    x,
                 int                    y,
                 double                 alpha)
{
  double s = l->cell;
  double r = MAX (7, s * 0.14);
  double bx = l->gx0 + (x + 1) * s - r - s * 0.08;
  double by = l->gy0 + y * s + r + s * 0.08;

  cairo_save (cr);
  cairo_arc (cr, bx, by, r, 0, 2 * G_PI);
  set_ink (cr, alpha);
  cairo_fill (cr);
  set_paper (cr, alpha);
  phl_stamps_paint_text (cr, GTK_WIDGET (self), "+1", bx, by, r * 1.1, TRUE);
  cairo_restore (cr);
}

static void
draw_placement_overlay (PhlStampsCanvas          *self,
                        cairo_t                  *cr,
                        const PhlStampsLayout    *l,
                        const PhlStampsPlacement *p,
                        double                    alpha)
{
  for (guint i = 0; i < p->n_brackets; i++)
    draw_bracket (cr, l, p, &p->brackets[i], alpha, MAX (2, l->cell * 0.04));
  for (guint i = 0; i < p->n_brackets; i++)
    {
      const PhlStampsBracket *b = &p->brackets[i];

      for (guint k = 1; k <= b->length; k++)
        draw_step_badge (self, cr, l, p->x + b->dx * (int) k, p->y + b->dy * (int) k, alpha);
    }
}

static void
draw_grid_lines (cairo_t               *cr,
                 const PhlStampsLayout *l)
{
  const PhlStampsRect *b = &l->board;
  double s = l->cell;

  /* Faint cell lines around the stamps: the grid is unbounded. */
  set_ink (cr, 0.06);
  cairo_set_line_width (cr, 1);
  for (double x = b->x + fmod (fmod (l->gx0 - b->x, s) + s, s); x < b->x + b->w; x += s)
    {
      cairo_move_to (cr, x, b->y);
      cairo_line_to (cr, x, b->y + b->h);
    }
  for (double y = b->y + fmod (fmod (l->gy0 - b->y, s) + s, s); y < b->y + b->h; y += s)
    {
      cairo_move_to (cr, b->x, y);
      cairo_line_to (cr, b->x + b->w, y);
    }
  cairo_stroke (cr);
}

static void
draw_stamps (PhlStampsCanvas       *self,
             cairo_t               *cr,
             const PhlStampsLayout *l)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  double s = l->cell;
  double e = phl_stamps_canvas_ease (self->anim_t);
  int min_x, min_y, max_x, max_y;

  if (!phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y))
    return;
  for (int y = min_y; y <= max_y; y++)
    for (int x = min_x; x <= max_x; x++)
      {
        int c = phl_stamps_state_get_cell (state, x, y);
        double px = l->gx0 + x * s, py = l->gy0 + y * s;

        if (c == PHL_STAMPS_NO_STAMP)
          continue;
        if (self->anim_place && state->has_last && x == state->last_x && y == state->last_y)
          {
            /* The new stamp settles into its cell. */
            double size = s * 0.92 * (1.35 + (1.0 - 1.35) * e);

            paint_cached (self, cr, c, px + (s - size) / 2, py + (s - size) / 2, size, e);
            continue;
          }
        paint_cached (self, cr, c, px + s * 0.04, py + s * 0.04, s * 0.92, 1);
      }
}

static void
draw_hint (PhlStampsCanvas       *self,
           cairo_t               *cr,
           const PhlStampsLayout *l)
{
  static const double dash[] = { 6, 4 };
  double s = l->cell;
  double x = l->gx0 + self->hint.x * s, y = l->gy0 + self->hint.y * s;

  /* A faint stamp of the suggested colour, unless the player previews a
   * stamp there themselves. */
  if (!self->has_preview || self->preview.x != self->hint.x || self->preview.y != self->hint.y)
    paint_cached (self, cr, self->hint.color, x + s * 0.14, y + s * 0.14, s * 0.72, 0.55);
  if (!self->has_preview)
    draw_placement_overlay (self, cr, l, &self->hint, 0.7);
  cairo_rectangle (cr, x - 2, y - 2, s + 4, s + 4);
  cairo_set_source_rgb (cr, HINT_RGB);
  cairo_set_line_width (cr, 3);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* The stamp under the pointer, its outline and what it would bracket. */
static void
draw_preview (PhlStampsCanvas       *self,
              cairo_t               *cr,
              const PhlStampsLayout *l)
{
  const PhlStampsPlacement *p = &self->preview;
  double s = l->cell;

  paint_cached (self, cr, p->color, l->gx0 + p->x * s + s * 0.04, l->gy0 + p->y * s + s * 0.04,
                s * 0.92, 0.8);
  cairo_rectangle (cr, l->gx0 + p->x * s + 1.5, l->gy0 + p->y * s + 1.5, s - 3, s - 3);
  set_ink (cr, 0.9);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  draw_placement_overlay (self, cr, l, p, 0.95);
}

/* The last placement: an outline and, faintly, its brackets. */
static void
draw_last (PhlStampsCanvas       *self,
           cairo_t               *cr,
           const PhlStampsLayout *l)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  double s = l->cell;

  cairo_rectangle (cr, l->gx0 + state->last_x * s + 1.5, l->gy0 + state->last_y * s + 1.5, s - 3, s - 3);
  set_ink (cr, 0.55);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  if (self->has_last)
    draw_placement_overlay (self, cr, l, &self->last,
                            0.45 * (self->anim_place ? phl_stamps_canvas_ease (self->anim_t) : 1));
}

static void
draw_board (PhlStampsCanvas       *self,
            cairo_t               *cr,
            const PhlStampsLayout *l)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  double s = l->cell;
  PhlStampsColor color;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, l->board.x, l->board.y, l->board.w, l->board.h, 12);
  if (is_dark ())
    cairo_set_source_rgb (cr, 0.16, 0.20, 0.27);
  else
    cairo_set_source_rgb (cr, 0.85, 0.90, 0.95);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  draw_grid_lines (cr, l);

  /* Legal cells, while the person at the screen may place. */
  if (self->interactive && phl_stamps_canvas_selected_color (self, &color))
    for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
      {
        const PhlStampsCell *c = &g_array_index (self->legal, PhlStampsCell, i);
        double x = l->gx0 + c->x * s, y = l->gy0 + c->y * s;
        static const double dash[] = { 5, 4 };

        phl_paint_rounded_rect (cr, x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84, s * 0.08);
        set_ink (cr, 0.06);
        cairo_fill_preserve (cr);
        cairo_set_dash (cr, dash, 2, 0);
        cairo_set_line_width (cr, 1.5);
        set_ink (cr, 0.35);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
      }

  draw_stamps (self, cr, l);

  if (state->has_last && !self->has_preview && !self->has_hint && !phl_stamps_canvas_hover_live (self))
    draw_last (self, cr, l);
  if (self->has_preview && !phl_stamps_canvas_hover_live (self))
    draw_preview (self, cr, l);
  if (self->has_hint)
    draw_hint (self, cr, l);

  /* The keyboard cursor. */
  if (self->keyboard_mode && self->has_hover && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      phl_paint_rounded_rect (cr, l->gx0 + self->hover_x * s - 3, l->gy0 + self->hover_y * s - 3,
                              s + 6, s + 6, 6);
      set_ink (cr, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_hand_slot (PhlStampsCanvas       *self,
                cairo_t               *cr,
                const PhlStampsRect   *r,
                guint                  i,
                PhlStampsColor         color)
{
  gboolean sel = self->interactive && i == self->selected;
  double lift = sel ? 4 : 0;
  char key[2] = { '1' + i, 0 };

  paint_cached (self, cr, color, r->x, r->y - lift, r->w, 1);
  /* The pointer's ring is live while the hover is (snapshot_hover()). */
  if (sel || (self->interactive && (int) i == self->hover_hand && !phl_stamps_canvas_hover_live (self)))
    {
      phl_paint_rounded_rect (cr, r->x - 3, r->y - lift - 3, r->w + 6, r->h + 6, 6);
      set_ink (cr, sel ? 1 : 0.4);
      cairo_set_line_width (cr, sel ? 3 : 2);
      cairo_stroke (cr);
    }
  if ((int) i == phl_stamps_canvas_hint_slot (self))
    {
      static const double dash[] = { 6, 4 };

      /* The suggested stamp: outlined, not picked for the player. */
      phl_paint_rounded_rect (cr, r->x - 7, r->y - lift - 7, r->w + 14, r->h + 14, 9);
      cairo_set_source_rgb (cr, HINT_RGB);
      cairo_set_line_width (cr, 3);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  /* The key that picks it. */
  cairo_arc (cr, r->x + r->w - 2, r->y + r->h - 2 - lift, 10, 0, 2 * G_PI);
  set_ink (cr, 0.85);
  cairo_fill (cr);
  set_paper (cr, 1);
  phl_stamps_paint_text (cr, GTK_WIDGET (self), key, r->x + r->w - 2, r->y + r->h - 2 - lift, 12, TRUE);
}

/* How many stamps of the viewer's hand the tray shows (0: none, or hidden). */
static guint
shown_hand_len (PhlStampsCanvas *self)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);

  if (self->viewer < 0 || self->viewer >= state->n_players
      || !phl_stamps_state_sees_hand (state, self->viewer, self->viewer))
    return 0;
  return state->hand_len[self->viewer];
}

static void
draw_tray (PhlStampsCanvas       *self,
           cairo_t               *cr,
           const PhlStampsLayout *l)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean visible = self->viewer >= 0 && self->viewer < state->n_players
                     && phl_stamps_state_sees_hand (state, self->viewer, self->viewer);
  guint n = visible ? state->hand_len[self->viewer] : 0;
  guint pile = phl_stamps_state_pile_size (state);
  g_autofree char *title = NULL;
  g_autofree char *pile_text = NULL;
  double pile_w;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, l->tray.x, l->tray.y, l->tray.w, l->tray.h, 12);
  set_ink (cr, 0.05);
  cairo_fill (cr);

  pile_text = g_strdup_printf (_("Draw pile: %u"), pile);
  pile_w = phl_stamps_text_width (widget, pile_text, 13, TRUE);
  if (visible)
    title = g_strdup_printf (_("Hand of %s"), phl_match_get_seat (self->match, self->viewer)->name);
  else
    title = g_strdup (_("Hands are private"));
  set_ink (cr, 0.75);
  phl_stamps_paint_text_left (cr, widget, title, l->hand[0].x, l->tray_title_y, 13, TRUE,
                              l->tray.x + l->tray.w - pile_w - 24 - l->hand[0].x);

  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    {
      const PhlStampsRect *r = &l->hand[i];

      if (visible && i < n)
        draw_hand_slot (self, cr, r, i, state->hand[self->viewer][i]);
      else if (!visible && self->viewer == -1 && !state->over)
        {
          /* Nobody's hand while the screen is handed over. */
          phl_paint_rounded_rect (cr, r->x, r->y, r->w, r->h, 8);
          set_ink (cr, 0.08);
          cairo_fill (cr);
        }
      else
        {
          static const double dash[] = { 4, 4 };

          phl_paint_rounded_rect (cr, r->x + 4, r->y + 4, r->w - 8, r->h - 8, 8);
          cairo_set_dash (cr, dash, 2, 0);
          set_ink (cr, 0.2);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
    }

  /* Keyboard help between hand and pile, where it fits. */
  if (self->interactive && l->help.w > 80)
    {
      g_autofree char *help = g_strdup_printf ("%s\n%s", _("1, 2: pick a stamp"),
                                               _("Arrows: choose a cell · Enter: place"));

      set_ink (cr, 0.55);
      phl_stamps_paint_text_wrapped (cr, widget, help, l->help.x, l->help.y, l->help.w, l->help.h, 12);
    }

  /* The draw pile: a few backs and the count. */
  for (int k = MIN (pile, 3u) - 1; k >= 0; k--)
    phl_stamps_paint_back (cr, l->pile.x + k * 3, l->pile.y - k * 3, l->pile.w);
  if (pile == 0)
    {
      phl_paint_rounded_rect (cr, l->pile.x + 4, l->pile.y + 4, l->pile.w - 8, l->pile.h - 8, 8);
      set_ink (cr, 0.2);
      cairo_stroke (cr);
    }
  set_ink (cr, 0.75);
  phl_stamps_paint_text_left (cr, widget, pile_text, MIN (l->pile.x, l->pile.x + l->pile.w + 6 - pile_w),
                              l->tray_title_y, 13, TRUE, -1);
  cairo_restore (cr);
}

static void
draw_player_header (PhlStampsCanvas            *self,
                    cairo_t                    *cr,
                    const PhlStampsTableauGeom *g,
                    guint                       seat,
                    gboolean                    current)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  GtkWidget *widget = GTK_WIDGET (self);
  const PhlStampsRect *r = &g->block;
  const PhlSeat *info = phl_match_get_seat (self->match, seat);
  int points = phl_stamps_score (state, seat);
  g_autofree char *score = g_strdup_printf (ngettext ("%d point", "%d points", ABS (points)), points);
  double cy = r->y + g->header_h / 2;
  double mini = MIN (22, g->header_h - 8);
  double hand_x = r->x + r->w - 10 - PHL_STAMPS_HAND_SIZE * (mini + 4);
  double score_w = phl_stamps_text_width (widget, score, 14, TRUE);
  double name_x = r->x + 22;
  double name_max = hand_x - score_w - 12 - name_x;
  double name_w;
  gboolean show_hand = TRUE;

  /* A narrow block (four players in a small window) keeps the name
   * readable: the score loses its word, then the small hand goes (both
   * are in the board's accessible description and the tray). */
  if (name_max < 48)
    {
      g_free (score);
      score = g_strdup_printf ("%d", points);
      score_w = phl_stamps_text_width (widget, score, 14, TRUE);
      name_max = hand_x - score_w - 12 - name_x;
    }
  if (name_max < 40)
    {
      show_hand = FALSE;
      hand_x = r->x + r->w - 4;
      name_max = hand_x - score_w - 12 - name_x;
    }

  set_ink (cr, 0.9);
  if (current)
    {
      /* The turn arrow. */
      cairo_move_to (cr, r->x + 8, cy - 6);
      cairo_line_to (cr, r->x + 16, cy);
      cairo_line_to (cr, r->x + 8, cy + 6);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  name_w = phl_stamps_paint_text_left (cr, widget, info->name, name_x, cy, 14, TRUE, MAX (20, name_max));
  if (info->kind == PHL_SEAT_COMPUTER)
    {
      const char *computer = _("computer");
      g_autofree char *name_folded = g_utf8_casefold (info->name, -1);
      g_autofree char *computer_folded = g_utf8_casefold (computer, -1);

      /* A seat named "Computer" (Learn to Play) is not told twice. */
      if (strstr (name_folded, computer_folded) == NULL &&
          phl_stamps_text_width (widget, computer, 11, FALSE) < name_max - name_w - 6)
        {
          set_ink (cr, 0.5);
          phl_stamps_paint_text_left (cr, widget, computer, name_x + name_w + 6, cy, 11, FALSE, -1);
        }
    }
  set_ink (cr, 0.9);
  phl_stamps_paint_text_left (cr, widget, score, hand_x - 8 - score_w, cy, 14, TRUE, -1);
  /* The hand: face up only for who may see it. */
  for (guint i = 0; show_hand && i < state->hand_len[seat]; i++)
    {
      double x = hand_x + i * (mini + 4);
      double y = r->y + (g->header_h - mini) / 2;

      if (phl_stamps_state_sees_hand (state, self->viewer, seat))
        phl_stamps_paint_stamp (cr, state->hand[seat][i], x, y, mini);
      else
        phl_stamps_paint_back (cr, x, y, mini);
    }
}

static void
draw_ring (cairo_t *cr,
           double   cx,
           double   cy,
           double   radius,
           gboolean dashed)
{
  static const double dash[] = { 3, 2 };

  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, WARN_RGB);
  cairo_set_line_width (cr, dashed ? 1.5 : 2);
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_player (PhlStampsCanvas       *self,
             cairo_t               *cr,
             const PhlStampsLayout *l,
             guint                  seat)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  const PhlStampsTableauGeom *g = &l->player[seat];
  const PhlStampsRect *r = &g->block;
  gboolean current = !state->over && state->current == seat;
  const PhlStampsPlacement *p = current ? shown_placement (self) : NULL;
  guint collisions = p != NULL ? p->collisions_after : 0;
  double e = phl_stamps_canvas_ease (self->anim_t);
  double radius = MIN (g->cw, g->rh) * 0.42;
  double value_px = MIN (12, g->cw * 0.6);

  cairo_save (cr);
  phl_paint_rounded_rect (cr, r->x, r->y, r->w, r->h, 10);
  set_ink (cr, current ? 0.10 : 0.04);
  cairo_fill_preserve (cr);
  set_ink (cr, current ? 0.8 : 0.12);
  cairo_set_line_width (cr, current ? 2.5 : 1);
  cairo_stroke (cr);
  draw_player_header (self, cr, g, seat, current);

  /* Column backgrounds, the preview's collision columns in red, and the
   * value under each column from the tableau data. */
  for (guint c = 0; c <= tableau->n_columns && c <= 10; c++)
    {
      double x = phl_stamps_tableau_col_x (g, c) - g->cw / 2;
      gboolean warn = FALSE;
      char value[16];

      for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
        if ((collisions & (1u << k)) && p->markers_after[k] == c && c > 0)
          warn = TRUE;
      phl_paint_rounded_rect (cr, x + 1, g->y0, g->cw - 2, g->rh * PHL_STAMPS_N_COLORS, 3);
      if (warn)
        cairo_set_source_rgba (cr, WARN_RGB, 0.28);
      else
        set_ink (cr, c == 0 ? 0.03 : 0.07);
      cairo_fill (cr);
      g_snprintf (value, sizeof value, "%d", c > 0 ? tableau->values[c] : tableau->unmoved);
      set_ink (cr, c > 0 ? 0.7 : 0.5);
      phl_stamps_paint_text (cr, GTK_WIDGET (self), value, phl_stamps_tableau_col_x (g, c), g->values_y,
                             value_px, c > 0);
    }

  /* Markers, each in its colour's row; a faint one marks the row's start. */
  for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
    phl_stamps_paint_marker (cr, k, phl_stamps_tableau_col_x (g, 0), phl_stamps_tableau_row_y (g, k),
                             radius * 0.7, 0.22);
  for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
    {
      double to = state->markers[seat][k];
      double col = self->marker_from[seat][k] + (to - self->marker_from[seat][k]) * e;
      double y = phl_stamps_tableau_row_y (g, k);
      gboolean moves = p != NULL && p->steps[k] > 0;

      if (moves)
        {
          double after = p->markers_after[k];

          /* An arrow from the marker to where it would go. */
          set_ink (cr, 0.6);
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, phl_stamps_tableau_col_x (g, to) + radius, y);
          cairo_line_to (cr, phl_stamps_tableau_col_x (g, after) - radius, y);
          cairo_stroke (cr);
          phl_stamps_paint_marker (cr, k, phl_stamps_tableau_col_x (g, after), y, radius, 0.55);
          if (collisions & (1u << k))
            draw_ring (cr, phl_stamps_tableau_col_x (g, after), y, radius + 2, FALSE);
        }
      phl_stamps_paint_marker (cr, k, phl_stamps_tableau_col_x (g, col), y, radius, moves ? 0.6 : 1);
      if (p != NULL && !moves && (collisions & (1u << k)))
        draw_ring (cr, phl_stamps_tableau_col_x (g, col), y, radius + 2, FALSE);
      if (p == NULL && col > 0.5 && self->anim_t >= 1)
        /* A marker sharing its column (it scores 0 as it stands). */
        for (guint o = 0; o < PHL_STAMPS_N_COLORS; o++)
          if (o != k && state->markers[seat][o] == state->markers[seat][k])
            {
              draw_ring (cr, phl_stamps_tableau_col_x (g, col), y, radius + 2, TRUE);
              break;
            }
    }
  cairo_restore (cr);
}

/* ---- The layers ------------------------------------------------------------ */

/* Whether the pointer's hover is drawn live, over the kept picture: while
 * the person at the screen may place, with neither a hint nor the keyboard
 * cursor drawn over it.  The preview's board cells, or else the last
 * placement's outline (which the preview hides), and the current player's
 * block (its markers' arrows) are then live, so that the preview coming,
 * going or moving never repaints the still layer. */
gboolean
phl_stamps_canvas_hover_live (PhlStampsCanvas *self)
{
  return self->interactive && !self->has_hint && !self->keyboard_mode;
}

static gboolean
live_player (PhlStampsCanvas *self,
             guint            seat)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);

  return phl_stamps_canvas_hover_live (self) && !state->over && state->current == seat;
}

static void
paint_still (cairo_t  *cr,
             int       width,
             int       height,
             gpointer  user_data)
{
  PhlStampsCanvas *self = user_data;
  PhlStampsLayout l;

  phl_stamps_canvas_compute_layout (self, &l);
  draw_board (self, cr, &l);
  draw_tray (self, cr, &l);
  for (guint i = 0; i < l.n_players; i++)
    if (!live_player (self, i))
      draw_player (self, cr, &l, i);
}

/* A live cairo node over the cells of @p (at @x, @y) and those its
 * brackets reach, clipped to the board as draw_board() is. */
static cairo_t *
board_cells_cairo (GtkSnapshot              *snapshot,
                   const PhlStampsLayout    *l,
                   int                       px,
                   int                       py,
                   const PhlStampsPlacement *p)
{
  int x0 = px, y0 = py, x1 = px, y1 = py;
  double s = l->cell, pad = MAX (2, l->cell * 0.04) + 4;
  double x, y, w, h;
  cairo_t *cr;

  for (guint i = 0; p != NULL && i < p->n_brackets; i++)
    {
      const PhlStampsBracket *b = &p->brackets[i];
      int ex = p->x + b->dx * (int) (b->length + 1), ey = p->y + b->dy * (int) (b->length + 1);

      x0 = MIN (x0, ex), x1 = MAX (x1, ex), y0 = MIN (y0, ey), y1 = MAX (y1, ey);
    }
  x = MAX (l->board.x, l->gx0 + x0 * s - pad);
  y = MAX (l->board.y, l->gy0 + y0 * s - pad);
  w = MIN (l->board.x + l->board.w, l->gx0 + (x1 + 1) * s + pad) - x;
  h = MIN (l->board.y + l->board.h, l->gy0 + (y1 + 1) * s + pad) - y;
  cr = phl_layer_cache_live_cairo (snapshot, x, y, MAX (0, w), MAX (0, h));
  phl_paint_rounded_rect (cr, l->board.x, l->board.y, l->board.w, l->board.h, 12);
  cairo_clip (cr);
  return cr;
}

static void
snapshot_hover (PhlStampsCanvas       *self,
                GtkSnapshot           *snapshot,
                const PhlStampsLayout *l)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  cairo_t *cr;

  if (self->has_preview)
    {
      cr = board_cells_cairo (snapshot, l, self->preview.x, self->preview.y, &self->preview);
      draw_preview (self, cr, l);
      cairo_destroy (cr);
    }
  else if (state->has_last)
    {
      cr = board_cells_cairo (snapshot, l, state->last_x, state->last_y, self->has_last ? &self->last : NULL);
      draw_last (self, cr, l);
      cairo_destroy (cr);
    }

  /* The ring around the hand's stamp under the pointer (not the picked one). */
  if (self->hover_hand >= 0 && (guint) self->hover_hand < shown_hand_len (self)
      && (guint) self->hover_hand != self->selected)
    {
      const PhlStampsRect *r = &l->hand[self->hover_hand];

      cr = phl_layer_cache_live_cairo (snapshot, r->x - 5, r->y - 5, r->w + 10, r->h + 10);
      /* Under the key's chip, as draw_hand_slot() paints the chip last. */
      cairo_rectangle (cr, r->x - 5, r->y - 5, r->w + 10, r->h + 10);
      cairo_arc (cr, r->x + r->w - 2, r->y + r->h - 2, 10, 0, 2 * G_PI);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_clip (cr);
      phl_paint_rounded_rect (cr, r->x - 3, r->y - 3, r->w + 6, r->h + 6, 6);
      set_ink (cr, 0.4);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_destroy (cr);
    }

  for (guint i = 0; i < l->n_players; i++)
    if (live_player (self, i))
      {
        const PhlStampsRect *r = &l->player[i].block;

        cr = phl_layer_cache_live_cairo (snapshot, r->x - 4, r->y - 4, r->w + 8, r->h + 8);
        draw_player (self, cr, l, i);
        cairo_destroy (cr);
      }
}

void
phl_stamps_canvas_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  PhlStampsCanvas *self = PHL_STAMPS_CANVAS (widget);
  PhlStampsLayout l;
  gboolean live;

  if (self->match == NULL || gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return;
  phl_stamps_canvas_compute_layout (self, &l);
  live = phl_stamps_canvas_hover_live (self);
  /* The hover moved between the layers (a hint, the keyboard, a turn). */
  if (live != self->still_hover_live)
    self->layer.still_changed = TRUE;
  phl_layer_cache_append (&self->layer, widget, snapshot, l.width, l.height, paint_still, self);
  self->still_hover_live = live;
  if (live)
    snapshot_hover (self, snapshot, &l);
}
