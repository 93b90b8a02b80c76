/* phl-stamps-canvas.c — the STAMPS board: grid, hand, draw pile, tableaux
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One layout function (compute_layout) maps the game to pixels; drawing and
 * hit-testing both use it.  The grid is fitted to the stamps plus the ring of
 * cells a stamp may go to, and the fit, a new stamp and the markers it moves
 * are animated (at most 250 ms, none without system animations).
 */
#define G_LOG_DOMAIN "phl-stamps-canvas"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "phl-hotseat.h"
#include "stamps/phl-stamps-rules.h"
#include "stamps/view/phl-stamps-canvas.h"
#include "stamps/view/phl-stamps-look.h"

#define MAX_CELL        104.0
#define ANIM_MAX_US     (250 * 1000)

typedef struct
{
  double x, y, w, h;
} Rect;

typedef struct
{
  double x0, y0;   /* top-left of column 0, row 0 */
  double cw, rh;   /* column width, row height */
  double gap;      /* between the start column and column 1 */
} TabGeom;

typedef struct
{
  double width, height;
  Rect   board;
  Rect   tray;
  Rect   hand[PHL_STAMPS_HAND_SIZE];
  Rect   pile;
  Rect   panel;
  Rect   player[PHL_STAMPS_MAX_PLAYERS];
  /* The grid: cell size and the pixel of game cell (0,0)'s top-left. */
  double cell;
  double gx0, gy0;
} Layout;

struct _PhlStampsCanvas
{
  GtkWidget           parent_instance;

  PhlMatch           *match;
  PhlStampsState     *prev;
  GArray             *legal;

  int                 viewer;
  gboolean            interactive;
  guint               selected;

  /* Hover or keyboard cursor over the grid, and over the hand. */
  gboolean            has_hover;
  int                 hover_x, hover_y;
  int                 hover_hand;
  gboolean            keyboard_mode;
  double              pointer_x, pointer_y;

  /* The player's own zoom and pan over the fit (Ctrl+scroll, dragging
   * with the middle or right button; 0 or Home goes back to the fit). */
  double              user_zoom;
  double              pan_x, pan_y;
  double              drag_pan_x, drag_pan_y;

  gboolean            has_preview;
  PhlStampsPlacement  preview;
  char               *preview_text;

  gboolean            has_hint;
  PhlStampsHint       hint;

  gboolean            has_last;
  PhlStampsPlacement  last;
  guint               last_seat;
  char               *last_text;

  /* The grid fit in game units: centre and extent, animated. */
  double              fit_cx, fit_cy, fit_cols, fit_rows;
  double              from_cx, from_cy, from_cols, from_rows;
  double              to_cx, to_cy, to_cols, to_rows;
  double              marker_from[PHL_STAMPS_MAX_PLAYERS][PHL_STAMPS_N_COLORS];
  gboolean            anim_place;
  gint64              anim_start;
  gint64              anim_duration;
  double              anim_t;
  guint               tick_id;

  /* Stamps rendered once per size. */
  cairo_surface_t    *cache[PHL_STAMPS_N_COLORS];
  int                 cache_px;
  int                 cache_scale;

  GSettings          *settings;
};

G_DEFINE_FINAL_TYPE (PhlStampsCanvas, phl_stamps_canvas, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLACE,
  SIGNAL_PREVIEW_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const PhlStampsState *
get_state (PhlStampsCanvas *self)
{
  return phl_match_get_state (self->match);
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static PhlRgb
ink (void)
{
  return is_dark () ? (PhlRgb) { 0.95, 0.95, 0.97 } : (PhlRgb) { 0.13, 0.13, 0.16 };
}

static void
set_ink (cairo_t *cr,
         double   alpha)
{
  PhlRgb i = ink ();

  cairo_set_source_rgba (cr, i.red, i.green, i.blue, alpha);
}

static double
ease (double t)
{
  t = CLAMP (t, 0, 1);
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

static double
lerp (double a,
      double b,
      double t)
{
  return a + (b - a) * t;
}

static gboolean
rect_contains (const Rect *r,
               double      x,
               double      y)
{
  return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

/* ---- layout ---------------------------------------------------------- */

static void
target_fit (const PhlStampsState *state,
            double               *cx,
            double               *cy,
            double               *cols,
            double               *rows)
{
  int min_x = 0, min_y = 0, max_x = 1, max_y = 1;

  phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
  /* The stamps plus the ring of cells a stamp may go to. */
  *cx = (min_x + max_x + 1) / 2.0;
  *cy = (min_y + max_y + 1) / 2.0;
  *cols = MAX (max_x - min_x + 3, 5);
  *rows = MAX (max_y - min_y + 3, 4);
}

static void
tableau_geom (const Rect *block,
              TabGeom    *g)
{
  double header = MIN (34, block->h * 0.26);
  double values = MIN (16, block->h * 0.12);
  double avail_h = block->h - header - values - 8;
  double avail_w = block->w - 16;

  g->gap = 6;
  g->cw = (avail_w - g->gap) / 11.0;
  g->rh = MIN (avail_h / PHL_STAMPS_N_COLORS, g->cw * 1.1);
  g->x0 = block->x + 8;
  g->y0 = block->y + header;
}

static double
tab_col_x (const TabGeom *g,
           double         column)
{
  return g->x0 + (column + 0.5) * g->cw + g->gap * CLAMP (column, 0, 1);
}

static double
tab_row_y (const TabGeom *g,
           int            row)
{
  return g->y0 + (row + 0.5) * g->rh;
}

static void
compute_layout (PhlStampsCanvas *self,
                Layout          *l)
{
  const PhlStampsState *state = get_state (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double margin = 12;
  double panel_w = CLAMP (w * 0.3, 280, 400);
  double tray_h = CLAMP (h * 0.2, 96, 150);
  double block_h, stamp;
  guint n = state->n_players;

  l->width = w;
  l->height = h;
  l->panel = (Rect) { w - panel_w - margin, margin, panel_w, h - 2 * margin };
  l->board = (Rect) { margin, margin, l->panel.x - 2 * margin, h - tray_h - 3 * margin };
  l->tray = (Rect) { margin, l->board.y + l->board.h + margin, l->board.w, tray_h };

  block_h = MIN ((l->panel.h - (n - 1) * 8) / n, 236);
  for (guint i = 0; i < n; i++)
    l->player[i] = (Rect) { l->panel.x, l->panel.y + i * (block_h + 8), panel_w, block_h };

  stamp = MIN (tray_h - 44, 100);
  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    l->hand[i] = (Rect) { l->tray.x + 20 + i * (stamp + 20), l->tray.y + 34, stamp, stamp };
  l->pile = (Rect) { l->tray.x + l->tray.w - stamp - 28, l->tray.y + 34, stamp, stamp };

  l->cell = MIN (MIN (l->board.w / self->fit_cols, l->board.h / self->fit_rows), MAX_CELL) * self->user_zoom;
  l->gx0 = l->board.x + l->board.w / 2 - self->fit_cx * l->cell + self->pan_x;
  l->gy0 = l->board.y + l->board.h / 2 - self->fit_cy * l->cell + self->pan_y;
}

static gboolean
cell_at_point (const Layout *l,
               double        px,
               double        py,
               int          *x,
               int          *y)
{
  if (!rect_contains (&l->board, px, py))
    return FALSE;
  *x = (int) floor ((px - l->gx0) / l->cell);
  *y = (int) floor ((py - l->gy0) / l->cell);
  return TRUE;
}

static gboolean
is_legal (PhlStampsCanvas *self,
          int              x,
          int              y)
{
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    {
      const PhlStampsCell *c = &g_array_index (self->legal, PhlStampsCell, i);

      if (c->x == x && c->y == y)
        return TRUE;
    }
  return FALSE;
}

static gboolean
selected_color (PhlStampsCanvas *self,
                PhlStampsColor  *color)
{
  const PhlStampsState *state = get_state (self);

  if (self->viewer < 0 || self->viewer >= state->n_players)
    return FALSE;
  if (self->selected >= state->hand_len[self->viewer])
    return FALSE;
  *color = state->hand[self->viewer][self->selected];
  return TRUE;
}

/* ---- preview --------------------------------------------------------- */

static char *
describe_placement (const PhlStampsPlacement *p,
                    gboolean                  hint)
{
  GString *s = g_string_new (NULL);
  gboolean any = FALSE;

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    if (p->steps[c] > 0)
      {
        if (any)
          g_string_append (s, ", ");
        /* Translators: marker steps for one colour, e.g. "red +2" */
        g_string_append_printf (s, _("%s +%u"), phl_stamps_color_to_name (c), p->steps[c]);
        any = TRUE;
      }
  if (!any)
    g_string_append (s, _("brackets nothing"));
  g_string_append (s, " · ");
  /* Translators: the tableau score before and after a placement */
  g_string_append_printf (s, _("score %d → %d"), p->score_before, p->score_after);
  if (p->new_collisions != 0)
    {
      gboolean first = TRUE;

      g_string_append (s, " · ");
      g_string_append (s, _("column collision:"));
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        if (p->new_collisions & (1u << c))
          {
            g_string_append_printf (s, first ? " %s" : ", %s", phl_stamps_color_to_name (c));
            first = FALSE;
          }
    }
  (void) hint;
  return g_string_free (s, FALSE);
}

static void
update_accessible (PhlStampsCanvas *self);

static void
update_preview (PhlStampsCanvas *self)
{
  const PhlStampsState *state = get_state (self);
  PhlStampsColor color;
  gboolean had = self->has_preview;
  PhlStampsPlacement old = self->preview;

  self->has_preview = FALSE;
  if (self->interactive && self->has_hover && is_legal (self, self->hover_x, self->hover_y)
      && selected_color (self, &color))
    self->has_preview = phl_stamps_analyse_placement (state, color, self->hover_x, self->hover_y,
                                                      &self->preview);
  else if (self->has_hint && !state->over)
    self->has_preview = phl_stamps_analyse_placement (state, self->hint.color, self->hint.x,
                                                      self->hint.y, &self->preview);

  if (had == self->has_preview
      && (!had || (old.x == self->preview.x && old.y == self->preview.y
                   && old.color == self->preview.color)))
    return;

  g_clear_pointer (&self->preview_text, g_free);
  if (self->has_preview)
    self->preview_text = describe_placement (&self->preview, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
  g_signal_emit (self, signals[SIGNAL_PREVIEW_CHANGED], 0);
}

static void
update_accessible (PhlStampsCanvas *self)
{
  const PhlStampsState *state = get_state (self);
  GString *s = g_string_new (_("STAMPS board."));
  PhlStampsColor color;

  g_string_append_c (s, ' ');
  if (state->over)
    g_string_append (s, _("The game is over."));
  else
    g_string_append_printf (s, _("%s to play."),
                            phl_match_get_seat (self->match, state->current)->name);
  g_string_append (s, " ");
  for (guint i = 0; i < state->n_players; i++)
    {
      int score = phl_stamps_score (state, i);

      /* Translators: one player's score in the board's accessible label */
      g_string_append_printf (s, ngettext ("%s: %d point.", "%s: %d points.", ABS (score)),
                              phl_match_get_seat (self->match, i)->name, score);
      g_string_append_c (s, ' ');
    }
  g_string_append_printf (s, _("Draw pile: %u."), phl_stamps_state_pile_size (state));
  if (self->viewer >= 0 && self->viewer < state->n_players && state->hand_len[self->viewer] > 0
      && phl_stamps_state_sees_hand (state, self->viewer, self->viewer))
    {
      g_string_append (s, " ");
      g_string_append (s, _("Your hand:"));
      for (guint i = 0; i < state->hand_len[self->viewer]; i++)
        g_string_append_printf (s, i ? ", %s" : " %s",
                                phl_stamps_color_to_name (state->hand[self->viewer][i]));
      g_string_append_c (s, '.');
    }
  if (self->interactive && selected_color (self, &color))
    {
      g_string_append (s, " ");
      g_string_append_printf (s, _("Selected: %s."), phl_stamps_color_to_name (color));
    }
  if (self->has_hover && self->interactive)
    {
      g_string_append (s, " ");
      g_string_append_printf (s, _("Cell %d, %d."), self->hover_x, self->hover_y);
      if (self->has_preview && self->preview_text != NULL)
        g_string_append_printf (s, " %s.", self->preview_text);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, s->str,
                                  -1);
  g_string_free (s, TRUE);
}

/* ---- animation ------------------------------------------------------- */

static gboolean
animations_enabled (PhlStampsCanvas *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static gint64
anim_duration (PhlStampsCanvas *self)
{
  g_autofree char *speed = NULL;

  if (self->settings == NULL)
    return 220 * 1000;
  speed = g_settings_get_string (self->settings, "animation-speed");
  if (g_strcmp0 (speed, "fast") == 0)
    return 130 * 1000;
  if (g_strcmp0 (speed, "slow") == 0)
    return ANIM_MAX_US;
  return 220 * 1000;
}

static void
finish_animation (PhlStampsCanvas *self)
{
  const PhlStampsState *state = get_state (self);

  self->anim_t = 1;
  self->anim_place = FALSE;
  self->fit_cx = self->to_cx;
  self->fit_cy = self->to_cy;
  self->fit_cols = self->to_cols;
  self->fit_rows = self->to_rows;
  for (guint i = 0; i < state->n_players; i++)
    for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
      self->marker_from[i][c] = state->markers[i][c];
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  PhlStampsCanvas *self = PHL_STAMPS_CANVAS (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t = (double) (now - self->anim_start) / self->anim_duration;
  double e;

  if (t >= 1)
    {
      self->tick_id = 0;
      finish_animation (self);
      return G_SOURCE_REMOVE;
    }
  self->anim_t = CLAMP (t, 0, 1);
  e = ease (self->anim_t);
  self->fit_cx = lerp (self->from_cx, self->to_cx, e);
  self->fit_cy = lerp (self->from_cy, self->to_cy, e);
  self->fit_cols = lerp (self->from_cols, self->to_cols, e);
  self->fit_rows = lerp (self->from_rows, self->to_rows, e);
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
start_animation (PhlStampsCanvas *self,
                 gboolean         place)
{
  self->from_cx = self->fit_cx;
  self->from_cy = self->fit_cy;
  self->from_cols = self->fit_cols;
  self->from_rows = self->fit_rows;
  target_fit (get_state (self), &self->to_cx, &self->to_cy, &self->to_cols, &self->to_rows);

  if (!animations_enabled (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      finish_animation (self);
      return;
    }
  self->anim_place = place;
  self->anim_t = 0;
  self->anim_duration = anim_duration (self);
  self->anim_start = g_get_monotonic_time ();
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self)) != NULL)
    self->anim_start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
}

/* ---- state changes --------------------------------------------------- */

static void
on_match_changed (PhlStampsCanvas *self)
{
  const PhlStampsState *state = get_state (self);
  gboolean placed = FALSE;

  /* The screen's PhlHotseat (kept by the play screen) has followed the
   * match already: the texts below are for whoever is at the screen now,
   * not the one who just played. */
  for (GtkWidget *w = GTK_WIDGET (self); w != NULL; w = gtk_widget_get_parent (w))
    {
      PhlHotseat *hotseat = g_object_get_data (G_OBJECT (w), PHL_HOTSEAT_KEY);

      if (hotseat != NULL)
        {
          if (self->viewer != phl_hotseat_get_viewer (hotseat))
            self->selected = 0;
          self->viewer = phl_hotseat_get_viewer (hotseat);
          break;
        }
    }

  g_clear_pointer (&self->legal, g_array_unref);
  self->legal = phl_stamps_legal_cells (state);

  /* The markers animate from where they were before this change. */
  for (guint i = 0; i < state->n_players; i++)
    for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
      self->marker_from[i][c] = self->prev != NULL ? self->prev->markers[i][c] : state->markers[i][c];

  g_clear_pointer (&self->last_text, g_free);
  self->has_last = FALSE;
  if (self->prev != NULL && state->n_placed == self->prev->n_placed + 1 && state->has_last)
    {
      int color = phl_stamps_state_get_cell (state, state->last_x, state->last_y);

      if (color != PHL_STAMPS_NO_STAMP
          && phl_stamps_analyse_placement (self->prev, color, state->last_x, state->last_y, &self->last))
        {
          g_autofree char *what = describe_placement (&self->last, FALSE);

          self->has_last = TRUE;
          self->last_seat = self->prev->current;
          /* Translators: e.g. "Anna placed blue: red +2 · score 3 → 5" */
          self->last_text = g_strdup_printf (_("%s placed %s: %s"),
                                             phl_match_get_seat (self->match, self->last_seat)->name,
                                             phl_stamps_color_to_name (color), what);
          placed = TRUE;
        }
    }
  if (!placed)
    for (guint i = 0; i < state->n_players; i++)
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        self->marker_from[i][c] = state->markers[i][c];

  g_clear_pointer (&self->prev, phl_stamps_state_free);
  self->prev = phl_stamps_state_copy (state);

  self->has_hint = FALSE;
  if (self->viewer >= 0 && self->viewer < state->n_players
      && self->selected >= state->hand_len[self->viewer])
    self->selected = 0;
  if (self->has_hover && !is_legal (self, self->hover_x, self->hover_y) && self->keyboard_mode)
    self->has_hover = FALSE;

  start_animation (self, placed);
  self->has_preview = FALSE;
  update_preview (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing --------------------------------------------------------- */

static void
ensure_cache (PhlStampsCanvas *self,
              double           size)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int px = (int) ceil (size);

  if (px == self->cache_px && scale == self->cache_scale && self->cache[0] != NULL)
    return;
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      cairo_t *cr;

      g_clear_pointer (&self->cache[c], cairo_surface_destroy);
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
draw_bracket (cairo_t                *cr,
              const Layout           *l,
              const PhlStampsPlacement *p,
              const PhlStampsBracket *b,
              double                  alpha,
              double                  width)
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
  cairo_set_source_rgba (cr, is_dark () ? 0 : 1, is_dark () ? 0 : 1, is_dark () ? 0 : 1, alpha * 0.8);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_ink (cr, alpha);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_step_badge (cairo_t      *cr,
                 const Layout *l,
                 int           x,
                 int           y,
                 double        alpha)
{
  double s = l->cell;
  double r = MAX (7, s * 0.14);
  double bx = l->gx0 + (x + 1) * s - r - s * 0.08;
  double by = l->gy0 + y * s + r + s * 0.08;

  cairo_save (cr);
  cairo_arc (cr, bx, by, r, 0, 2 * G_PI);
  set_ink (cr, alpha);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, is_dark () ? 0 : 1, is_dark () ? 0 : 1, is_dark () ? 0 : 1, alpha);
  phl_stamps_paint_text (cr, "+1", bx, by, r * 1.1, TRUE);
  cairo_restore (cr);
}

static void
draw_placement_overlay (PhlStampsCanvas          *self,
                        cairo_t                  *cr,
                        const Layout             *l,
                        const PhlStampsPlacement *p,
                        gboolean                  ghost,
                        double                    alpha)
{
  double s = l->cell;

  if (ghost)
    {
      paint_cached (self, cr, p->color, l->gx0 + p->x * s + s * 0.04, l->gy0 + p->y * s + s * 0.04,
                    s * 0.92, 0.8);
      cairo_save (cr);
      cairo_rectangle (cr, l->gx0 + p->x * s + 1.5, l->gy0 + p->y * s + 1.5, s - 3, s - 3);
      set_ink (cr, 0.9);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  for (guint i = 0; i < p->n_brackets; i++)
    draw_bracket (cr, l, p, &p->brackets[i], alpha, MAX (2, s * 0.04));
  for (guint i = 0; i < p->n_brackets; i++)
    {
      const PhlStampsBracket *b = &p->brackets[i];

      for (guint k = 1; k <= b->length; k++)
        draw_step_badge (cr, l, p->x + b->dx * (int) k, p->y + b->dy * (int) k, alpha);
    }
}

static void
draw_board (PhlStampsCanvas *self,
            cairo_t         *cr,
            const Layout    *l)
{
  const PhlStampsState *state = get_state (self);
  gboolean dark = is_dark ();
  double s = l->cell;
  int min_x, min_y, max_x, max_y;
  PhlStampsColor color;
  double e = ease (self->anim_t);

  cairo_save (cr);
  phl_paint_rounded_rect (cr, l->board.x, l->board.y, l->board.w, l->board.h, 12);
  if (dark)
    cairo_set_source_rgb (cr, 0.16, 0.20, 0.27);
  else
    cairo_set_source_rgb (cr, 0.85, 0.90, 0.95);
  cairo_fill_preserve (cr);
  cairo_clip (cr);

  /* Faint cell lines around the stamps: the grid is unbounded. */
  cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0.2, 0.06);
  cairo_set_line_width (cr, 1);
  for (double x = fmod (l->gx0 - l->board.x, s) + l->board.x; x < l->board.x + l->board.w; x += s)
    {
      cairo_move_to (cr, x, l->board.y);
      cairo_line_to (cr, x, l->board.y + l->board.h);
    }
  for (double y = fmod (l->gy0 - l->board.y, s) + l->board.y; y < l->board.y + l->board.h; y += s)
    {
      cairo_move_to (cr, l->board.x, y);
      cairo_line_to (cr, l->board.x + l->board.w, y);
    }
  cairo_stroke (cr);

  /* Legal cells, while a human may place. */
  if (self->interactive && selected_color (self, &color))
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

  if (phl_stamps_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y))
    for (int y = min_y; y <= max_y; y++)
      for (int x = min_x; x <= max_x; x++)
        {
          int c = phl_stamps_state_get_cell (state, x, y);
          double px = l->gx0 + x * s, py = l->gy0 + y * s;

          if (c == PHL_STAMPS_NO_STAMP)
            continue;
          if (self->anim_place && state->has_last && x == state->last_x && y == state->last_y)
            {
              double grow = lerp (1.35, 1.0, e);
              double size = s * 0.92 * grow;

              paint_cached (self, cr, c, px + (s - size) / 2, py + (s - size) / 2, size, e);
              continue;
            }
          paint_cached (self, cr, c, px + s * 0.04, py + s * 0.04, s * 0.92, 1);
        }

  /* The last placement: outline and its brackets, faintly. */
  if (state->has_last && !self->has_preview)
    {
      cairo_rectangle (cr, l->gx0 + state->last_x * s + 1.5, l->gy0 + state->last_y * s + 1.5, s - 3, s - 3);
      set_ink (cr, 0.55);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      if (self->has_last)
        draw_placement_overlay (self, cr, l, &self->last, FALSE, 0.45 * (self->anim_place ? e : 1));
    }

  if (self->has_preview)
    draw_placement_overlay (self, cr, l, &self->preview, TRUE, 0.95);

  /* The hint: a dashed gold frame. */
  if (self->has_hint)
    {
      static const double dash[] = { 6, 4 };

      cairo_rectangle (cr, l->gx0 + self->hint.x * s - 2, l->gy0 + self->hint.y * s - 2, s + 4, s + 4);
      cairo_set_source_rgb (cr, 0.85, 0.60, 0.05);
      cairo_set_line_width (cr, 3);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

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
draw_tray (PhlStampsCanvas *self,
           cairo_t         *cr,
           const Layout    *l)
{
  const PhlStampsState *state = get_state (self);
  gboolean visible = self->viewer >= 0 && self->viewer < state->n_players
                     && phl_stamps_state_sees_hand (state, self->viewer, self->viewer);
  guint n = visible ? state->hand_len[self->viewer] : 0;
  guint pile = phl_stamps_state_pile_size (state);
  g_autofree char *title = NULL;
  g_autofree char *pile_text = NULL;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, l->tray.x, l->tray.y, l->tray.w, l->tray.h, 12);
  set_ink (cr, 0.05);
  cairo_fill (cr);

  if (visible)
    title = g_strdup_printf (_("Hand of %s"), phl_match_get_seat (self->match, self->viewer)->name);
  else
    title = g_strdup (_("Hands are private"));
  set_ink (cr, 0.75);
  phl_stamps_paint_text_left (cr, title, l->tray.x + 16, l->tray.y + 14, 13, TRUE);

  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    {
      const Rect *r = &l->hand[i];

      if (visible && i < n)
        {
          gboolean sel = self->interactive && i == self->selected;
          double lift = sel ? 4 : 0;

          paint_cached (self, cr, state->hand[self->viewer][i], r->x, r->y - lift, r->w, 1);
          if (sel || (self->interactive && (int) i == self->hover_hand))
            {
              phl_paint_rounded_rect (cr, r->x - 3, r->y - lift - 3, r->w + 6, r->h + 6, 6);
              set_ink (cr, sel ? 1 : 0.4);
              cairo_set_line_width (cr, sel ? 3 : 2);
              cairo_stroke (cr);
            }
          /* The key that picks it. */
          {
            char key[2] = { '1' + i, 0 };

            cairo_arc (cr, r->x + r->w - 2, r->y + r->h - 2 - lift, 10, 0, 2 * G_PI);
            set_ink (cr, 0.85);
            cairo_fill (cr);
            cairo_set_source_rgba (cr, is_dark () ? 0 : 1, is_dark () ? 0 : 1, is_dark () ? 0 : 1, 1);
            phl_stamps_paint_text (cr, key, r->x + r->w - 2, r->y + r->h - 2 - lift, 12, TRUE);
          }
        }
      else if (!visible && self->viewer == -1 && !state->over)
        {
          /* Hidden hand: nothing to reveal. */
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

  /* Keyboard help between hand and pile. */
  if (self->interactive)
    {
      double x = l->hand[1].x + l->hand[1].w + 24;
      double avail = l->pile.x - 24 - x;

      if (avail > 160)
        {
          set_ink (cr, 0.55);
          phl_stamps_paint_text_left (cr, _("1, 2: pick a stamp"), x, l->tray.y + l->tray.h * 0.45, 12, FALSE);
          phl_stamps_paint_text_left (cr, _("Arrows: choose a cell · Enter: place"), x,
                                      l->tray.y + l->tray.h * 0.45 + 18, 12, FALSE);
        }
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
  pile_text = g_strdup_printf (_("Draw pile: %u"), pile);
  set_ink (cr, 0.75);
  phl_stamps_paint_text (cr, pile_text, l->pile.x + l->pile.w / 2, l->tray.y + 14, 13, TRUE);
  cairo_restore (cr);
}

static void
draw_player (PhlStampsCanvas *self,
             cairo_t         *cr,
             const Layout    *l,
             guint            seat)
{
  const PhlStampsState *state = get_state (self);
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  const Rect *r = &l->player[seat];
  const PhlSeat *info = phl_match_get_seat (self->match, seat);
  gboolean current = !state->over && state->current == seat;
  gboolean previewing = self->has_preview && current;
  g_autofree char *score = NULL;
  TabGeom g;
  double e = ease (self->anim_t);
  double name_w, mini;
  guint collisions = previewing ? self->preview.collisions_after : 0;

  tableau_geom (r, &g);

  cairo_save (cr);
  phl_paint_rounded_rect (cr, r->x, r->y, r->w, r->h, 10);
  set_ink (cr, current ? 0.10 : 0.04);
  cairo_fill_preserve (cr);
  set_ink (cr, current ? 0.8 : 0.12);
  cairo_set_line_width (cr, current ? 2.5 : 1);
  cairo_stroke (cr);

  /* Header: turn arrow, name, score, the hand. */
  set_ink (cr, 0.9);
  if (current)
    {
      double cy = r->y + g.y0 - r->y - (g.y0 - r->y) / 2;

      cairo_move_to (cr, r->x + 8, cy - 6);
      cairo_line_to (cr, r->x + 16, cy);
      cairo_line_to (cr, r->x + 8, cy + 6);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  name_w = phl_stamps_paint_text_left (cr, info->name, r->x + 22, r->y + (g.y0 - r->y) / 2, 14, TRUE);
  if (info->kind == PHL_SEAT_COMPUTER)
    {
      set_ink (cr, 0.5);
      phl_stamps_paint_text_left (cr, _("computer"), r->x + 28 + name_w, r->y + (g.y0 - r->y) / 2, 11, FALSE);
    }
  score = g_strdup_printf (ngettext ("%d point", "%d points", ABS (phl_stamps_score (state, seat))),
                           phl_stamps_score (state, seat));
  mini = MIN (22, (g.y0 - r->y) - 8);
  set_ink (cr, 0.9);
  {
    cairo_text_extents_t ext;

    cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size (cr, 14);
    cairo_text_extents (cr, score, &ext);
    phl_stamps_paint_text_left (cr, score, r->x + r->w - 12 - 2 * (mini + 4) - ext.x_advance,
                                r->y + (g.y0 - r->y) / 2, 14, TRUE);
  }
  for (guint i = 0; i < state->hand_len[seat]; i++)
    {
      double x = r->x + r->w - 10 - (PHL_STAMPS_HAND_SIZE - i) * (mini + 4);
      double y = r->y + ((g.y0 - r->y) - mini) / 2;

      if (phl_stamps_state_sees_hand (state, self->viewer, seat))
        phl_stamps_paint_stamp (cr, state->hand[seat][i], x, y, mini);
      else
        phl_stamps_paint_back (cr, x, y, mini);
    }

  /* Column backgrounds; collision columns of the preview in warning red. */
  for (guint c = 0; c <= tableau->n_columns && c <= 10; c++)
    {
      double x = tab_col_x (&g, c) - g.cw / 2;
      gboolean warn = FALSE;

      for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
        if ((collisions & (1u << k)) && self->preview.markers_after[k] == c && c > 0)
          warn = TRUE;
      phl_paint_rounded_rect (cr, x + 1, g.y0, g.cw - 2, g.rh * PHL_STAMPS_N_COLORS, 3);
      if (warn)
        cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.28);
      else
        set_ink (cr, c == 0 ? 0.03 : 0.07);
      cairo_fill (cr);

      /* The value under the column, from the tableau data. */
      if (c > 0)
        {
          char value[16];

          g_snprintf (value, sizeof value, "%d", tableau->values[c]);
          set_ink (cr, 0.65);
          phl_stamps_paint_text (cr, value, tab_col_x (&g, c), g.y0 + g.rh * PHL_STAMPS_N_COLORS + 8,
                                 MIN (12, g.cw * 0.55), TRUE);
        }
      else
        {
          char value[16];

          g_snprintf (value, sizeof value, "%d", tableau->unmoved);
          set_ink (cr, 0.45);
          phl_stamps_paint_text (cr, value, tab_col_x (&g, c), g.y0 + g.rh * PHL_STAMPS_N_COLORS + 8,
                                 MIN (11, g.cw * 0.5), FALSE);
        }
    }

  /* Markers, each in its colour's row; a faint one marks the row's start. */
  for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
    phl_stamps_paint_marker (cr, k, tab_col_x (&g, 0), tab_row_y (&g, k), MIN (g.cw, g.rh) * 0.3, 0.22);
  for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
    {
      double to = state->markers[seat][k];
      double col = lerp (self->marker_from[seat][k], to, e);
      double radius = MIN (g.cw, g.rh) * 0.42;
      double y = tab_row_y (&g, k);

      if (previewing && self->preview.steps[k] > 0)
        {
          double after = self->preview.markers_after[k];

          /* Arrow from the marker to where it would go. */
          set_ink (cr, 0.6);
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, tab_col_x (&g, to) + radius, y);
          cairo_line_to (cr, tab_col_x (&g, after) - radius, y);
          cairo_stroke (cr);
          phl_stamps_paint_marker (cr, k, tab_col_x (&g, after), y, radius, 0.55);
          if (collisions & (1u << k))
            {
              cairo_arc (cr, tab_col_x (&g, after), y, radius + 2, 0, 2 * G_PI);
              cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
              cairo_set_line_width (cr, 2);
              cairo_stroke (cr);
            }
        }
      phl_stamps_paint_marker (cr, k, tab_col_x (&g, col), y, radius, previewing && self->preview.steps[k] ? 0.6 : 1);
      if (previewing && self->preview.steps[k] == 0 && (collisions & (1u << k)))
        {
          cairo_arc (cr, tab_col_x (&g, col), y, radius + 2, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
        }
      if (!previewing && col > 0.5)
        {
          /* A marker sharing its column (scores 0 as it stands): a ring. */
          for (guint o = 0; o < PHL_STAMPS_N_COLORS; o++)
            if (o != k && state->markers[seat][o] == state->markers[seat][k] && self->anim_t >= 1)
              {
                static const double dash[] = { 3, 2 };

                cairo_arc (cr, tab_col_x (&g, col), y, radius + 2, 0, 2 * G_PI);
                cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
                cairo_set_line_width (cr, 1.5);
                cairo_set_dash (cr, dash, 2, 0);
                cairo_stroke (cr);
                cairo_set_dash (cr, NULL, 0, 0);
                break;
              }
        }
    }
  cairo_restore (cr);
}

static void
phl_stamps_canvas_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  PhlStampsCanvas *self = PHL_STAMPS_CANVAS (widget);
  const PhlStampsState *state = get_state (self);
  Layout l;
  cairo_t *cr;

  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return;
  compute_layout (self, &l);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, l.width, l.height));
  draw_board (self, cr, &l);
  draw_tray (self, cr, &l);
  for (guint i = 0; i < state->n_players; i++)
    draw_player (self, cr, &l, i);
  cairo_destroy (cr);
}

/* ---- input ----------------------------------------------------------- */

static void
set_hover (PhlStampsCanvas *self,
           gboolean         has,
           int              x,
           int              y)
{
  if (has == self->has_hover && (!has || (x == self->hover_x && y == self->hover_y)))
    return;
  self->has_hover = has;
  self->hover_x = x;
  self->hover_y = y;
  update_preview (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_hand (PhlStampsCanvas *self,
             guint            index)
{
  const PhlStampsState *state = get_state (self);

  if (!self->interactive || self->viewer < 0 || index >= state->hand_len[self->viewer])
    return;
  self->selected = index;
  self->has_preview = FALSE;
  g_clear_pointer (&self->preview_text, g_free);
  update_preview (self);
  update_accessible (self);
  g_signal_emit (self, signals[SIGNAL_PREVIEW_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
place_at (PhlStampsCanvas *self,
          int              x,
          int              y)
{
  PhlStampsColor color;
  g_autofree char *action = NULL;

  if (!self->interactive || !is_legal (self, x, y) || !selected_color (self, &color))
    return;
  action = phl_stamps_format_action (color, x, y);
  g_signal_emit (self, signals[SIGNAL_PLACE], 0, action);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    px,
           double                    py,
           PhlStampsCanvas          *self)
{
  Layout l;
  int x, y;
  int hand = -1;

  /* GTK repeats the last position after a relayout: that is no reason to
   * take the cursor away from a keyboard user. */
  if (px == self->pointer_x && py == self->pointer_y && self->keyboard_mode)
    return;
  self->pointer_x = px;
  self->pointer_y = py;
  compute_layout (self, &l);
  self->keyboard_mode = FALSE;
  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    if (rect_contains (&l.hand[i], px, py))
      hand = i;
  if (hand != self->hover_hand)
    {
      self->hover_hand = hand;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (cell_at_point (&l, px, py, &x, &y) && is_legal (self, x, y))
    set_hover (self, TRUE, x, y);
  else
    set_hover (self, FALSE, 0, 0);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   self->interactive && (self->has_hover || hand >= 0) ? "pointer" : NULL);
}

static void
on_leave (GtkEventControllerMotion *motion,
          PhlStampsCanvas          *self)
{
  self->hover_hand = -1;
  if (!self->keyboard_mode)
    set_hover (self, FALSE, 0, 0);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           px,
            double           py,
            PhlStampsCanvas *self)
{
  Layout l;
  int x, y;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  compute_layout (self, &l);
  for (guint i = 0; i < PHL_STAMPS_HAND_SIZE; i++)
    if (rect_contains (&l.hand[i], px, py))
      {
        select_hand (self, i);
        return;
      }
  if (cell_at_point (&l, px, py, &x, &y))
    place_at (self, x, y);
}

/* The legal cell nearest to the cursor in direction (dx, dy). */
static void
move_cursor (PhlStampsCanvas *self,
             int              dx,
             int              dy)
{
  double best = G_MAXDOUBLE;
  int bx = 0, by = 0;
  gboolean found = FALSE;

  if (self->legal == NULL || self->legal->len == 0)
    return;
  if (!self->has_hover)
    {
      /* Start at the legal cell nearest the centre. */
      for (guint i = 0; i < self->legal->len; i++)
        {
          const PhlStampsCell *c = &g_array_index (self->legal, PhlStampsCell, i);
          double d = hypot (c->x + 0.5 - self->to_cx, c->y + 0.5 - self->to_cy);

          if (d < best)
            {
              best = d;
              bx = c->x;
              by = c->y;
              found = TRUE;
            }
        }
    }
  else
    for (guint i = 0; i < self->legal->len; i++)
      {
        const PhlStampsCell *c = &g_array_index (self->legal, PhlStampsCell, i);
        int ax = c->x - self->hover_x, ay = c->y - self->hover_y;
        int along = ax * dx + ay * dy;
        int across = ABS (ax * dy) + ABS (ay * dx);
        double d;

        if (along <= 0)
          continue;
        d = along + 2.5 * across;
        if (d < best)
          {
            best = d;
            bx = c->x;
            by = c->y;
            found = TRUE;
          }
      }
  if (!found)
    return;
  self->keyboard_mode = TRUE;
  set_hover (self, TRUE, bx, by);
  update_accessible (self);
}

static void reset_view (PhlStampsCanvas *self);

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PhlStampsCanvas       *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
    case GDK_KEY_Home:
      reset_view (self);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      self->user_zoom = MIN (self->user_zoom * 1.15, 3.0);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      self->user_zoom = MAX (self->user_zoom / 1.15, 0.4);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_1:
    case GDK_KEY_KP_1:
      select_hand (self, 0);
      return TRUE;
    case GDK_KEY_2:
    case GDK_KEY_KP_2:
      select_hand (self, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (!self->has_hover || !is_legal (self, self->hover_x, self->hover_y))
        {
          self->has_hover = FALSE;
          if (self->has_hint && self->interactive)
            {
              /* The cursor goes to the hinted cell: Enter again takes the hint. */
              self->keyboard_mode = TRUE;
              set_hover (self, TRUE, self->hint.x, self->hint.y);
              update_accessible (self);
            }
          else
            move_cursor (self, 0, 0);
        }
      else
        place_at (self, self->hover_x, self->hover_y);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
reset_view (PhlStampsCanvas *self)
{
  self->user_zoom = 1;
  self->pan_x = self->pan_y = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           PhlStampsCanvas          *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double old = self->user_zoom;

  if (!(mods & GDK_CONTROL_MASK))
    return FALSE;
  self->user_zoom = CLAMP (self->user_zoom * (dy < 0 ? 1.15 : 1 / 1.15), 0.4, 3.0);
  /* Zoom about the board's centre. */
  self->pan_x *= self->user_zoom / old;
  self->pan_y *= self->user_zoom / old;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               PhlStampsCanvas *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
}

static void
on_drag_begin_filtered (GtkGestureDrag  *gesture,
                        double           x,
                        double           y,
                        PhlStampsCanvas *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button == GDK_BUTTON_PRIMARY)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  on_drag_begin (gesture, x, y, self);
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                PhlStampsCanvas *self)
{
  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_changed (PhlStampsCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- public ---------------------------------------------------------- */

void
phl_stamps_canvas_set_viewer (PhlStampsCanvas *self,
                              int              seat)
{
  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  self->selected = 0;
  update_preview (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
phl_stamps_canvas_set_interactive (PhlStampsCanvas *self,
                                   gboolean         interactive)
{
  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  if (!interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  update_preview (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
phl_stamps_canvas_show_hint (PhlStampsCanvas     *self,
                             const PhlStampsHint *hint)
{
  const PhlStampsState *state;

  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  state = get_state (self);
  self->has_hint = hint != NULL;
  if (hint != NULL)
    {
      self->hint = *hint;
      /* Pick the hinted stamp in the hand and put the cursor on its cell. */
      if (self->viewer >= 0 && self->viewer < state->n_players)
        for (guint i = 0; i < state->hand_len[self->viewer]; i++)
          if (state->hand[self->viewer][i] == hint->color)
            self->selected = i;
      self->has_hover = FALSE;
    }
  self->has_preview = FALSE;
  update_preview (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
phl_stamps_canvas_get_preview_text (PhlStampsCanvas *self)
{
  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (self), NULL);

  return self->has_preview ? self->preview_text : NULL;
}

const char *
phl_stamps_canvas_get_last_text (PhlStampsCanvas *self)
{
  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (self), NULL);

  return self->last_text;
}

static void
phl_stamps_canvas_dispose (GObject *object)
{
  PhlStampsCanvas *self = (PhlStampsCanvas *)object;

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->prev, phl_stamps_state_free);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->preview_text, g_free);
  g_clear_pointer (&self->last_text, g_free);
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    g_clear_pointer (&self->cache[c], cairo_surface_destroy);

  G_OBJECT_CLASS (phl_stamps_canvas_parent_class)->dispose (object);
}

static void
phl_stamps_canvas_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 720 : 420;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1100 : 640;
}

static void
phl_stamps_canvas_class_init (PhlStampsCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stamps_canvas_dispose;
  widget_class->snapshot = phl_stamps_canvas_snapshot;
  widget_class->measure = phl_stamps_canvas_measure;

  /**
   * PhlStampsCanvas::place:
   * @action: the engine action, e.g. "B@3,-1"
   *
   * A human chose a placement; the view submits it to the match.
   */
  signals[SIGNAL_PLACE] = g_signal_new ("place", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * PhlStampsCanvas::preview-changed:
   *
   * The previewed placement (and its text) changed.
   */
  signals[SIGNAL_PREVIEW_CHANGED] = g_signal_new ("preview-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "stamps-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
phl_stamps_canvas_init (PhlStampsCanvas *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  self->viewer = -1;
  self->hover_hand = -1;
  self->anim_t = 1;
  self->user_zoom = 1;
  self->fit_cols = 5;
  self->fit_rows = 4;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL && g_settings_schema_has_key (schema, "animation-speed"))
    self->settings = g_settings_new (APP_ID);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  {
    GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
    GtkGesture *drag = gtk_gesture_drag_new ();

    g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
    gtk_widget_add_controller (GTK_WIDGET (self), scroll);
    /* Middle or right button: the left one places stamps. */
    gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
    g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin_filtered), self);
    g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  }
  g_signal_connect (self, "notify::has-focus", G_CALLBACK (on_focus_changed), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
phl_stamps_canvas_new (PhlMatch *match)
{
  PhlStampsCanvas *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_STAMPS_CANVAS, NULL);
  self->match = g_object_ref (match);
  target_fit (get_state (self), &self->fit_cx, &self->fit_cy, &self->fit_cols, &self->fit_rows);
  self->to_cx = self->fit_cx;
  self->to_cy = self->fit_cy;
  self->to_cols = self->fit_cols;
  self->to_rows = self->fit_rows;
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  on_match_changed (self);
  return GTK_WIDGET (self);
}
