/* phl-swop-canvas-paint.c — painting the SWOP board, side panel and track
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is placed by PhlSwopGeometry; text is Pango in the widget's
 * font.  The preview strip is phl-swop-preview.c.
 */
#define G_LOG_DOMAIN "phl-swop-canvas"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "phl-ai.h"
#include "phl-game-view.h"
#include "phl-swop-canvas-private.h"
#include "phl-swop-paint.h"

PhlRgb
phl_swop_canvas_foreground (PhlSwopCanvas *self)
{
  GdkRGBA rgba;

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (GTK_WIDGET (self), &rgba);
#else
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  return (PhlRgb) { rgba.red, rgba.green, rgba.blue };
}

void
phl_swop_canvas_set_rgb (cairo_t *cr,
                         PhlRgb   rgb,
                         double   alpha)
{
  cairo_set_source_rgba (cr, rgb.red, rgb.green, rgb.blue, alpha);
}

static PangoAlignment
alignment (double align)
{
  return align >= 0.75 ? PANGO_ALIGN_RIGHT : align >= 0.25 ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT;
}

double
phl_swop_canvas_text (PhlSwopCanvas *self,
                      cairo_t       *cr,
                      const char    *text,
                      double         x,
                      double         y,
                      double         size,
                      gboolean       bold,
                      double         align,
                      double         max_width,
                      double        *width)
{
  /* Wrapped text is left-aligned in its box; a single line is anchored at x. */
  PhlTextStyle style = { .size = size, .bold = bold, .align = max_width > 0 ? PANGO_ALIGN_LEFT : alignment (align) };

  if (width != NULL)
    phl_paint_text_measure (GTK_WIDGET (self), text, max_width, &style, width, NULL);
  return phl_paint_text (cr, GTK_WIDGET (self), text, x, y, max_width, &style);
}

/* A name on one line, cut with "…" in @max_width: a decoration, its row's
 * tooltip and the board's accessible text have it whole. */
static void
name_text (PhlSwopCanvas *self,
           cairo_t       *cr,
           const char    *text,
           double         x,
           double         y,
           double         size,
           gboolean       bold,
           double         max_width)
{
  PhlTextStyle style = { .size = size, .bold = bold, .max_lines = 1, .min_size = size * 0.85, .ellipsize = TRUE };

  phl_paint_text (cr, GTK_WIDGET (self), text, x, y, MAX (max_width, 10), &style);
}

static double
ease (double t)
{
  t = CLAMP (t, 0, 1);
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

void
phl_swop_canvas_outline (cairo_t               *cr,
                         const PhlSwopGeometry *g,
                         const PhlSwopSequence *sequence,
                         int                    index,
                         double                 alpha)
{
  int last = phl_swop_sequence_cell (sequence, sequence->run_length - 1);
  double x0, y0, x1, y1;
  double inset = g->cell * 0.02 + index * 2.5;

  phl_swop_geometry_cell_origin (g, sequence->first, &x0, &y0);
  phl_swop_geometry_cell_origin (g, last, &x1, &y1);
  x1 += g->cell;
  y1 += g->cell;
  phl_paint_rounded_rect (cr, x0 + inset, y0 + inset, x1 - x0 - 2 * inset, y1 - y0 - 2 * inset, g->cell * 0.2);
  if (phl_swop_sequence_is_swop (sequence))
    cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, alpha);
  else if (sequence->kind == PHL_SWOP_SEQUENCE_SET)
    cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  else
    cairo_set_source_rgba (cr, 0.6, 0.87, 1, alpha);
  cairo_set_line_width (cr, MAX (2, g->cell * 0.05));
  cairo_stroke (cr);
}

static void
ring (cairo_t               *cr,
      const PhlSwopGeometry *g,
      int                    cell,
      double                 grow,
      double                 r,
      double                 gr,
      double                 b,
      double                 alpha,
      gboolean               dashed)
{
  double x, y, size;
  double dash[] = { g->cell * 0.12, g->cell * 0.08 };

  phl_swop_geometry_die_rect (g, cell, &x, &y, &size);
  cairo_save (cr);
  phl_paint_rounded_rect (cr, x - grow, y - grow, size + 2 * grow, size + 2 * grow, size * 0.22);
  cairo_set_source_rgba (cr, r, gr, b, alpha);
  cairo_set_line_width (cr, MAX (2, g->cell * 0.055));
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
paint_felt (PhlSwopCanvas         *self,
            cairo_t               *cr,
            const PhlSwopGeometry *g)
{
  PhlRgb fg = phl_swop_canvas_foreground (self);
  double size = MAX (10, g->label * 0.6);
  cairo_pattern_t *felt;

  /* Column letters and row numbers. */
  phl_swop_canvas_set_rgb (cr, fg, 0.6);
  for (int c = 0; c < PHL_SWOP_COLUMNS; c++)
    {
      char text[2] = { (char) ('a' + c), '\0' };

      phl_swop_canvas_text (self, cr, text, g->origin_x + (c + 0.5) * g->cell, g->felt_y - g->label * 0.95,
                            size, FALSE, 0.5, 0, NULL);
    }
  for (int r = 0; r < PHL_SWOP_ROWS; r++)
    {
      char text[2] = { (char) ('1' + r), '\0' };

      phl_swop_canvas_text (self, cr, text, g->felt_x - g->label * 0.5,
                            g->origin_y + (r + 0.5) * g->cell - size * 0.65, size, FALSE, 0.5, 0, NULL);
    }

  /* The felt of the board, with a well under every die. */
  phl_paint_rounded_rect (cr, g->felt_x, g->felt_y, g->felt_w, g->felt_h, g->cell * 0.22);
  felt = cairo_pattern_create_linear (g->felt_x, g->felt_y, g->felt_x, g->felt_y + g->felt_h);
  cairo_pattern_add_color_stop_rgb (felt, 0, 0.17, 0.40, 0.33);
  cairo_pattern_add_color_stop_rgb (felt, 1, 0.11, 0.30, 0.25);
  cairo_set_source (cr, felt);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (felt);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    {
      double x, y, side;

      phl_swop_geometry_die_rect (g, cell, &x, &y, &side);
      phl_paint_rounded_rect (cr, x - 1, y - 1, side + 2, side + 2, side * 0.2);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
      cairo_fill (cr);
    }
}

/* Where die @k of the swap being animated is now: on its arc from its
 * cell to the other's, or (*chip_scale > 0) the chip dropping into the
 * other's cell at that scale. */
static void
animated_die_at (PhlSwopCanvas         *self,
                 const PhlSwopGeometry *g,
                 int                    k,
                 double                *x,
                 double                *y,
                 double                *size,
                 double                *chip_scale)
{
  double move_t = ease (self->anim_t / 0.65);
  int from = self->anim_cells[k], to = self->anim_cells[1 - k];
  double fx, fy, tx, ty, length, lift;

  phl_swop_geometry_die_rect (g, from, &fx, &fy, size);
  phl_swop_geometry_die_rect (g, to, &tx, &ty, size);
  *chip_scale = 0;
  if (self->anim_chip[1 - k] && self->anim_t > 0.65)
    {
      *chip_scale = 1.6 - 0.6 * ease ((self->anim_t - 0.65) / 0.35);
      *x = tx, *y = ty;
      return;
    }
  length = MAX (hypot (tx - fx, ty - fy), 1);
  lift = sin (move_t * G_PI) * g->cell * 0.35 * (k == 0 ? 1 : -1);
  *x = fx + (tx - fx) * move_t + (ty - fy) / length * lift;
  *y = fy + (ty - fy) * move_t - (tx - fx) / length * lift;
}

/* Die @k of the swap being animated: the dice pass each other on arcs,
 * then a chip drops in. */
static void
paint_animated_die (PhlSwopCanvas         *self,
                    cairo_t               *cr,
                    const PhlSwopGeometry *g,
                    int                    k)
{
  double x, y, size, chip_scale;

  animated_die_at (self, g, k, &x, &y, &size, &chip_scale);
  if (chip_scale > 0)
    {
      cairo_push_group (cr);
      phl_swop_paint_chip (cr, x + size / 2, y + size / 2, size * 0.42 * chip_scale);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, CLAMP ((self->anim_t - 0.65) / 0.35 * 1.5, 0, 1));
      return;
    }
  phl_swop_paint_die (cr, x, y, size, self->anim_dice[k]);
}

/* The board as painted: with the chosen die's swap previewed when the
 * pointer is on a target. */
typedef struct
{
  PhlSwopCell     cells[PHL_SWOP_N_CELLS];
  int             target;   /* -1: no preview */
  PhlSwopIllegal  reason;
  PhlSwopEval     eval;     /* what the previewed swap forms */
  gboolean        anim;     /* a swap is being animated */
} BoardView;

static void
board_view_init (PhlSwopCanvas *self,
                 BoardView     *view)
{
  const PhlSwopState *state = &self->state;

  memset (view, 0, sizeof *view);
  memcpy (view->cells, state->board, sizeof view->cells);
  view->target = phl_swop_canvas_preview_target (self);
  view->reason = PHL_SWOP_LEGAL;
  view->anim = self->anim_swap && self->anim_t < 1;
  if (view->target >= 0)
    {
      view->reason = phl_swop_state_check_swap (state, self->selected, view->target, &view->eval);
      if (view->reason == PHL_SWOP_LEGAL)
        {
          /* The preview shows the dice swapped. */
          view->cells[self->selected] = state->board[view->target];
          view->cells[view->target] = state->board[self->selected];
        }
    }
}

/* Every die (or chip) in its cell, but those animated or dragged; with a
 * die chosen, those it cannot be swapped with dimmed. */
static void
paint_dice (PhlSwopCanvas         *self,
            cairo_t               *cr,
            const PhlSwopGeometry *g,
            const BoardView       *view)
{
  int target = view->target;

  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    {
      double x, y, size;

      if (view->anim && (cell == self->anim_cells[0] || cell == self->anim_cells[1]))
        continue;
      if (self->dragging && cell == self->selected && target < 0)
        continue;
      if (self->dragging && target >= 0 && view->reason == PHL_SWOP_LEGAL && cell == target)
        continue;
      phl_swop_geometry_die_rect (g, cell, &x, &y, &size);
      if (phl_swop_cell_is_chip (view->cells[cell]))
        {
          phl_swop_paint_chip (cr, x + size / 2, y + size / 2, size * 0.42);
          continue;
        }
      {
        double lift = cell == self->selected && target < 0 ? size * 0.05 : 0;

        phl_swop_paint_die (cr, x - lift, y - lift, size + 2 * lift, view->cells[cell]);
      }
      if (self->selected >= 0 && cell != self->selected && !self->legal[cell]
          && !(target >= 0 && (cell == target || cell == self->selected)))
        {
          phl_paint_rounded_rect (cr, x, y, size, size, size * 0.18);
          cairo_set_source_rgba (cr, 0.1, 0.2, 0.17, 0.5);
          cairo_fill (cr);
        }
    }
}

/* The hint: its two dice ringed in gold and what they would form
 * outlined; nothing is chosen for the player. */
static void
paint_hint_swap (PhlSwopCanvas         *self,
                 cairo_t               *cr,
                 const PhlSwopGeometry *g,
                 const BoardView       *view)
{
  if (view->target < 0)
    {
      PhlSwopEval hint_eval;

      if (phl_swop_state_check_swap (&self->state, self->hint.cells[0], self->hint.cells[1], &hint_eval)
          == PHL_SWOP_LEGAL)
        for (guint i = 0; i < hint_eval.n_sequences; i++)
          phl_swop_canvas_outline (cr, g, &hint_eval.sequences[i], i, 0.7);
    }
  for (int k = 0; k < 2; k++)
    ring (cr, g, self->hint.cells[k], g->cell * 0.12, 0.96, 0.76, 0.07, 1, FALSE);
}

/* The chosen die, and the previewed target (blue when the swap is legal,
 * with what it forms; red when not) or else the die under the pointer. */
static void
paint_choice (PhlSwopCanvas         *self,
              cairo_t               *cr,
              const PhlSwopGeometry *g,
              const BoardView       *view)
{
  int target = view->target;

  if (self->selected >= 0)
    ring (cr, g, self->selected, g->cell * 0.07, 0.21, 0.52, 0.89, 1, FALSE);

  if (target >= 0)
    {
      if (view->reason == PHL_SWOP_LEGAL)
        {
          for (guint i = 0; i < view->eval.n_sequences; i++)
            phl_swop_canvas_outline (cr, g, &view->eval.sequences[i], i, 0.95);
          ring (cr, g, target, g->cell * 0.07, 0.21, 0.52, 0.89, 1, FALSE);
        }
      else
        ring (cr, g, target, g->cell * 0.07, 0.88, 0.11, 0.14, 1, FALSE);
    }
}

/* The die being dragged follows the pointer. */
static void
paint_dragged_die (PhlSwopCanvas         *self,
                   cairo_t               *cr,
                   const PhlSwopGeometry *g)
{
  double x, y, size;

  phl_swop_geometry_die_rect (g, self->selected, &x, &y, &size);
  size *= 1.08;
  phl_swop_paint_die (cr, self->pointer_x - size / 2, self->pointer_y - size / 2, size,
                      self->state.board[self->selected]);
}

/* The board in layers: felt, the last swap, the dice, what the last move
 * formed, the hint, the choice, the chip's, the keyboard
 * cursor and the dragged die. */
static void
paint_board (PhlSwopCanvas         *self,
             cairo_t               *cr,
             const PhlSwopGeometry *g)
{
  const PhlSwopState *state = &self->state;
  gboolean hint_swap = self->hint_shown && self->hint.kind == PHL_SWOP_ACTION_SWAP;
  BoardView view;

  board_view_init (self, &view);
  paint_felt (self, cr, g);

  /* The last swap, marked faintly. */
  if (view.target < 0 && !view.anim && state->last_move[0] >= 0 && self->selected < 0 && !hint_swap)
    for (int k = 0; k < 2; k++)
      ring (cr, g, state->last_move[k], g->cell * 0.06, 1, 1, 1, 0.45, TRUE);

  /* The swap on its way is the live layer's (phl_swop_canvas_snapshot_live). */
  paint_dice (self, cr, g, &view);

  /* What the last move formed, outlined faintly until someone acts. */
  if (self->have_last && view.target < 0 && !view.anim && self->selected < 0 && !self->hint_shown)
    for (guint i = 0; i < self->last_eval.n_sequences; i++)
      phl_swop_canvas_outline (cr, g, &self->last_eval.sequences[i], i, 0.4);

  if (hint_swap)
    paint_hint_swap (self, cr, g, &view);
  paint_choice (self, cr, g, &view);

  if (self->choice & PHL_SWOP_CHOICE_CHIP)
    for (int k = 0; k < 2; k++)
      ring (cr, g, self->pending[k], g->cell * 0.08, 0.96, 0.76, 0.07, 1, TRUE);

  /* The keyboard cursor: white dashes on a dark band read on every die. */
  if (gtk_widget_has_focus (GTK_WIDGET (self)) && (self->keyboard || gtk_widget_has_visible_focus (GTK_WIDGET (self)))
      && self->cursor >= 0)
    {
      ring (cr, g, self->cursor, g->cell * 0.11, 0, 0, 0, 0.55, FALSE);
      ring (cr, g, self->cursor, g->cell * 0.11, 1, 1, 1, 1, TRUE);
    }

  if (self->dragging && self->selected >= 0)
    paint_dragged_die (self, cr, g);
}

static void
paint_seat (PhlSwopCanvas         *self,
            cairo_t               *cr,
            const PhlSwopGeometry *g,
            guint                  seat,
            double                 font)
{
  const PhlSwopState *state = &self->state;
  PhlRgb fg = phl_swop_canvas_foreground (self);
  int acting = phl_swop_state_seat_to_act (state);
  const PhlSeat *info = self->match != NULL ? phl_match_get_seat (self->match, seat) : NULL;
  double x, y, w = g->row_w, h = g->row_h;
  double pawn = MIN (h * 0.55, 40);
  g_autofree char *score = g_strdup_printf ("%d", phl_swop_state_score (state, seat));
  g_autofree char *who = NULL;
  double score_w = 0, item, ix, iy;

  phl_swop_geometry_seat_at (g, state, seat, &x, &y);
  phl_paint_rounded_rect (cr, x, y, w, h, 12);
  phl_swop_canvas_set_rgb (cr, fg, (int) seat == acting ? 0.1 : 0.05);
  cairo_fill_preserve (cr);
  if ((int) seat == acting)
    {
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  else
    cairo_new_path (cr);

  phl_swop_paint_pawn (cr, x + 10 + pawn * 0.4, y + h * 0.5 + pawn * 0.5, pawn, seat);
  phl_swop_canvas_set_rgb (cr, fg, 1);
  phl_swop_canvas_text (self, cr, score, x + w - 12, y + h * 0.1, font * 1.8, TRUE, 1, 0, &score_w);
  if (info == NULL)
    return;
  name_text (self, cr, info->name, x + 18 + pawn * 0.8, y + h * 0.08, font, TRUE, w - pawn - 40 - score_w);
  if ((int) seat == acting && info->kind == PHL_SEAT_COMPUTER)
    who = g_strdup (_("Thinking…"));
  else if (info->kind == PHL_SEAT_HUMAN)
    who = g_strdup (_("Human"));
  else
    /* Translators: a computer seat and its level, e.g. "Computer · hard" */
    who = g_strdup_printf (_("Computer · %s"), phl_ai_level_describe (info->level));
  phl_swop_canvas_set_rgb (cr, fg, 0.7);
  name_text (self, cr, who, x + 18 + pawn * 0.8, y + h * 0.08 + font * 1.35, font * 0.85, FALSE,
             w - pawn - 40 - score_w);

  /* Swop chips left, then colour cubes held. */
  /* Every chip and cube shows: they shrink to fit the row rather than drop off. */
  item = CLAMP (h * 0.22, 10, 20);
  {
    guint n_cubes = state->cubes ? phl_swop_state_cubes_of (state, seat) : 0;
    double room = w - 24 - pawn * 0.8;
    double need = state->chips[seat] * (item + 3) + (n_cubes > 0 ? item * 0.5 + n_cubes * (item + 2) : 0);

    if (need > room && need > 0)
      item = MAX (6, item * room / need);
  }
  ix = x + 18 + pawn * 0.8;
  iy = y + h - item - h * 0.1;
  for (guint i = 0; i < state->chips[seat]; i++)
    {
      phl_swop_paint_chip (cr, ix + item / 2, iy + item / 2, item / 2);
      ix += item + 3;
    }
  if (state->cubes)
    {
      ix += item * 0.5;
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        for (guint n = 0; n < state->cubes_held[seat][c]; n++)
          {
            phl_swop_paint_cube (cr, ix, iy, item, c, c == PHL_SWOP_WHITE);
            ix += item + 2;
          }
    }
}

static void
paint_pool (PhlSwopCanvas         *self,
            cairo_t               *cr,
            const PhlSwopGeometry *g,
            double                 font)
{
  const PhlSwopState *state = &self->state;
  PhlRgb fg = phl_swop_canvas_foreground (self);
  gboolean picking = state->picks > 0 && self->can_act;

  phl_swop_canvas_set_rgb (cr, fg, 0.75);
  {
    /* A heading that says what to do: smaller rather than cut. */
    PhlTextStyle style = { .size = font, .bold = TRUE, .max_lines = 1, .min_size = 9 };

    const char *heading = !picking ? _("Pool of spent cubes")
                          : phl_game_view_for_input_of (GTK_WIDGET (self),
                                                        _("Pool: press Tab to reach the cube buttons"),
                                                        _("Pool: click a cube to take it"));

    phl_paint_text (cr, GTK_WIDGET (self), heading,
                    g->panel_x + 4, g->pool_y, g->panel_w - 8, &style);
  }
  for (int slot = 0; slot < PHL_SWOP_N_COLOURS; slot++)
    {
      int colour = phl_swop_geometry_pool_colour (state, slot);
      double cx, cy;

      if (colour < 0)
        continue;
      phl_swop_geometry_pool_slot (g, slot, &cx, &cy);
      if (state->pool[colour] == 0)
        {
          phl_paint_rounded_rect (cr, cx, cy, g->pool_cube, g->pool_cube, g->pool_cube * 0.12);
          phl_swop_canvas_set_rgb (cr, fg, 0.12);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          continue;
        }
      phl_swop_paint_cube (cr, cx, cy, g->pool_cube, colour, colour == PHL_SWOP_WHITE);
      if (state->pool[colour] > 1)
        {
          g_autofree char *count = g_strdup_printf ("×%u", state->pool[colour]);

          phl_swop_canvas_set_rgb (cr, fg, 0.85);
          phl_swop_canvas_text (self, cr, count, cx + g->pool_cube + 1, cy + g->pool_cube * 0.35,
                                MAX (10, g->pool_cube * 0.42), TRUE, 0, 0, NULL);
        }
      if (picking && (colour == self->pool_hover
                      || (self->hint_shown && self->hint.kind == PHL_SWOP_ACTION_PICK && self->hint.cube == colour)))
        {
          phl_paint_rounded_rect (cr, cx - 3, cy - 3, g->pool_cube + 6, g->pool_cube + 6, 6);
          cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, 1);
          cairo_set_line_width (cr, 2.5);
          cairo_stroke (cr);
        }
    }
}

static void
paint_panel (PhlSwopCanvas         *self,
             cairo_t               *cr,
             const PhlSwopGeometry *g)
{
  const PhlSwopState *state = &self->state;
  PhlRgb fg = phl_swop_canvas_foreground (self);
  double font = CLAMP (g->row_h * 0.2, 12, 16);

  if (state->variant == PHL_SWOP_VARIANT_TEAM && g->header_h > 0)
    for (guint team = 0; team < 2; team++)
      {
        double x, y;

        phl_swop_geometry_seat_at (g, state, team, &x, &y);
        /* Translators: a team's heading in the side panel: "Team 1 · 23" (points) */
        g_autofree char *text = g_strdup_printf (_("Team %u · %d"), team + 1, phl_swop_state_team_score (state, team));

        phl_swop_canvas_set_rgb (cr, fg, 0.75);
        name_text (self, cr, text, g->panel_x + 4, y - g->header_h + 2, font, TRUE, g->panel_w);
      }
  for (guint seat = 0; seat < state->n_players; seat++)
    paint_seat (self, cr, g, seat, font);

  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    {
      double x, y;
      guint cubes = phl_swop_state_cubes_of (state, 0);
      g_autofree char *moves = g_strdup_printf (ngettext ("%u move made", "%u moves made", state->swaps_made),
                                                state->swaps_made);
      g_autofree char *goal = g_strdup_printf (ngettext ("%u cube left, one per move",
                                                         "%u cubes left, one per move", cubes), cubes);

      phl_swop_geometry_seat_at (g, state, 1, &x, &y);
      y += 4;
      phl_swop_canvas_set_rgb (cr, fg, 0.85);
      y += phl_swop_canvas_text (self, cr, _("Solo game: reach 40 points"), x + 4, y, font, TRUE, 0,
                                 g->row_w - 8, NULL);
      phl_swop_canvas_set_rgb (cr, fg, 0.7);
      y += phl_swop_canvas_text (self, cr, moves, x + 4, y, font * 0.9, FALSE, 0, g->row_w - 8, NULL);
      phl_swop_canvas_text (self, cr, goal, x + 4, y, font * 0.9, FALSE, 0, g->row_w - 8, NULL);
    }

  if (state->cubes)
    paint_pool (self, cr, g, font);
}

static void
paint_track (PhlSwopCanvas         *self,
             cairo_t               *cr,
             const PhlSwopGeometry *g)
{
  PhlRgb fg = phl_swop_canvas_foreground (self);
  double fw = g->field_w;
  double top = g->track_y + g->track_h * 0.52;
  double fh = g->track_h * 0.42;

  phl_paint_rounded_rect (cr, g->track_x, top, g->track_w, fh, 8);
  phl_swop_canvas_set_rgb (cr, fg, 0.06);
  cairo_fill (cr);
  for (int f = 0; f <= PHL_SWOP_FINISH; f++)
    {
      double x = g->track_x + f * fw;
      gboolean symbol = f == PHL_SWOP_PICK_FIELD_1 || f == PHL_SWOP_PICK_FIELD_2;

      if (symbol || f == PHL_SWOP_FINISH)
        {
          phl_paint_rounded_rect (cr, x + 1, top + 1, fw - 2, fh - 2, 4);
          if (symbol)
            cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, 0.35);
          else
            cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, 0.4);
          cairo_fill (cr);
        }
      if (f > 0)
        {
          cairo_move_to (cr, x + 0.5, top + 3);
          cairo_line_to (cr, x + 0.5, top + fh - 3);
          phl_swop_canvas_set_rgb (cr, fg, 0.15);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      if (symbol)
        {
          phl_swop_paint_star (cr, x + fw / 2, top + fh * 0.3, MIN (fw, fh) * 0.22);
          cairo_set_source_rgba (cr, 0.8, 0.55, 0, 1);
          cairo_fill (cr);
        }
      if (f % 5 == 0 || symbol)
        {
          g_autofree char *number = g_strdup_printf ("%d", f);

          phl_swop_canvas_set_rgb (cr, fg, symbol || f == PHL_SWOP_FINISH ? 0.95 : 0.7);
          phl_swop_canvas_text (self, cr, number, x + fw / 2, top + fh * (symbol ? 0.45 : 0.22),
                                MAX (10, MIN (fh * 0.4, fw * 0.6)), symbol || f == PHL_SWOP_FINISH, 0.5, 0, NULL);
        }
    }

}

/* Pawns, eased from where they stood, stand above their field; a bar in
 * the pawn's colour marks the field exactly; pawns sharing a field stand
 * side by side. */
static void
paint_pawns (PhlSwopCanvas         *self,
             cairo_t               *cr,
             const PhlSwopGeometry *g)
{
  const PhlSwopState *state = &self->state;
  double fw = g->field_w;
  double top = g->track_y + g->track_h * 0.52;
  double fh = g->track_h * 0.42;
  double pawn = MIN (g->track_h * 0.46, fw * 1.3);
  double positions[PHL_SWOP_MAX_PLAYERS];

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      double to = state->track[seat];
      double from = self->pawn_from[seat];

      positions[seat] = self->anim_t < 1 ? from + (to - from) * ease (self->anim_t) : to;
    }
  for (guint seat = 0; seat < state->n_players; seat++)
    {
      guint same = 0, index = 0;
      double field = MIN (positions[seat], PHL_SWOP_FINISH);
      double fx = g->track_x + floor (field + 0.5) * fw;
      double x;

      for (guint other = 0; other < state->n_players; other++)
        if (fabs (MIN (positions[other], PHL_SWOP_FINISH) - field) < 0.5)
          {
            if (other < seat)
              index++;
            same++;
          }
      phl_paint_rounded_rect (cr, fx + 2 + index * (fw - 4) / same, top + fh - 7, (fw - 4) / same, 5, 2);
      phl_swop_canvas_set_rgb (cr, phl_swop_paint_pawn_rgb (seat), 1);
      cairo_fill (cr);
      x = g->track_x + (field + 0.5) * fw;
      /* Keep the whole group of pawns on the track. */
      x = CLAMP (x, g->track_x + pawn * (0.4 + 0.31 * (same - 1)),
                 g->track_x + g->track_w - pawn * (0.4 + 0.31 * (same - 1)));
      x += (index - (same - 1) / 2.0) * pawn * 0.62;
      phl_swop_paint_pawn (cr, x, top - 1, pawn, seat);
    }
}

/* ---- The layers ------------------------------------------------------------ */

gboolean
phl_swop_canvas_animating (PhlSwopCanvas *self)
{
  return self->anim_swap && self->anim_t < 1;
}

/* The ring under the pointer, where a click would choose a die. */
int
phl_swop_canvas_hover_ring (PhlSwopCanvas *self)
{
  if (phl_swop_canvas_preview_target (self) >= 0 || self->hover < 0 || !self->can_act
      || self->choice != PHL_SWOP_CHOICE_NONE || phl_swop_cell_is_chip (self->state.board[self->hover])
      || self->hover == self->selected)
    return -1;
  return self->hover;
}

/* Whether a pawn moves in the swap being animated (its move scored). */
static gboolean
pawns_moving (PhlSwopCanvas *self)
{
  if (!phl_swop_canvas_animating (self))
    return FALSE;
  for (guint seat = 0; seat < self->state.n_players; seat++)
    if (self->pawn_from[seat] != self->state.track[seat])
      return TRUE;
  return FALSE;
}

/* Everything but the live layer: the pawns only while they stand still. */
void
phl_swop_canvas_paint_still (PhlSwopCanvas         *self,
                             cairo_t               *cr,
                             const PhlSwopGeometry *g)
{
  paint_track (self, cr, g);
  if (!pawns_moving (self))
    paint_pawns (self, cr, g);
  paint_panel (self, cr, g);
  paint_board (self, cr, g);
}

/* The swap on its way (the two dice and the pawns) and the hover ring,
 * each in a node as small as what it covers. */
void
phl_swop_canvas_snapshot_live (PhlSwopCanvas         *self,
                               GtkSnapshot           *snapshot,
                               const PhlSwopGeometry *g)
{
  int hover = phl_swop_canvas_hover_ring (self);
  cairo_t *cr;

  if (pawns_moving (self))
    {
      double pawn = MIN (g->track_h * 0.46, g->field_w * 1.3);

      cr = phl_layer_cache_live_cairo (snapshot, g->track_x - 2 * pawn, g->track_y - pawn,
                                       g->track_w + 4 * pawn, g->track_h + 2 * pawn);
      paint_pawns (self, cr, g);
      cairo_destroy (cr);
    }
  /* Each die in a node of its own, where it is now (its shadow around
   * it; a chip drops in from 1.6 times its size): what changes between
   * two frames is four small areas, not the box around both cells. */
  for (int k = 0; phl_swop_canvas_animating (self) && k < 2; k++)
    {
      double x, y, size, chip_scale, reach;

      animated_die_at (self, g, k, &x, &y, &size, &chip_scale);
      reach = size * 0.3 + 2;
      cr = phl_layer_cache_live_cairo (snapshot, x - reach, y - reach, size + 2 * reach, size + 2 * reach);
      paint_animated_die (self, cr, g, k);
      cairo_destroy (cr);
    }
  if (hover >= 0)
    {
      double x, y, size, reach = g->cell * 0.05 + MAX (2, g->cell * 0.055) + 1;

      phl_swop_geometry_die_rect (g, hover, &x, &y, &size);
      cr = phl_layer_cache_live_cairo (snapshot, x - reach, y - reach, size + 2 * reach, size + 2 * reach);
      ring (cr, g, hover, g->cell * 0.05, 1, 1, 1, 0.7, FALSE);
      cairo_destroy (cr);
    }
}
