/* phl-swop-view.c — the SWOP play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PhlSwopView lays out the canvas (a private PhlSwopCanvas that draws the
 * board, the side panel with the players, their chips and cubes and the
 * cube pool, and the score track), a bar for choices the engine asks for
 * (which cube to spend, which die the Swop chip replaces, the catch-up
 * cube), the status line with Hint and Rules, and the end-of-game card.
 *
 * The view keeps a copy of the match's state and of the one before the
 * last change: the difference is what it animates (the two swapped dice,
 * a chip dropping in, the pawns moving).  It changes the match only by
 * submitting actions.  One geometry function (compute_geometry()) serves
 * drawing and hit-testing.
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "phl-swop-paint.h"
#include "phl-swop-rules-window.h"
#include "phl-swop-view.h"
#include "swop/phl-swop.h"

#define ANIMATION_USEC   (230 * G_TIME_SPAN_MILLISECOND)
#define DRAG_THRESHOLD   6.0

typedef enum
{
  CHOICE_NONE,
  CHOICE_CUBE,
  CHOICE_CHIP,
} Choice;

/* Board units to pixels, for drawing and hit-testing alike. */
typedef struct
{
  double width, height;
  /* The felt, the origin of cell a1 and the pitch of a cell. */
  double felt_x, felt_y, felt_w, felt_h;
  double origin_x, origin_y, cell;
  double label;
  /* The line under the board saying what the last move did. */
  double caption;
  /* The side panel: the players, then the pool. */
  double panel_x, panel_y, panel_w, panel_h;
  double row_h, header_h;
  double pool_y, pool_cube;
  /* The score track, fields 0-40. */
  double track_x, track_y, track_w, track_h, field_w;
} Geometry;

struct _PhlSwopView
{
  GtkWidget        parent_instance;

  PhlMatch        *match;
  PhlSwopState     state;
  PhlSwopState     prev;

  GtkWidget       *overlay;
  GtkWidget       *canvas;
  GtkWidget       *end_card;
  GtkWidget       *end_title;
  GtkWidget       *end_subtitle;
  GtkWidget       *chart;
  GtkWidget       *choice_revealer;
  GtkWidget       *choice_label;
  GtkWidget       *choice_buttons;
  GtkWidget       *status_label;
  GtkWidget       *report_label;
  GtkWidget       *hint_button;
  GtkWidget       *results_button;

  /* Input. */
  int              selected;
  int              hover;
  int              focus;
  int              pool_hover;
  gboolean         keyboard;
  gboolean         legal[PHL_SWOP_N_CELLS];
  int              drag_from;
  gboolean         dragging;
  double           pointer_x, pointer_y;

  /* A swap waiting for the player's choice of cube or chip. */
  Choice           choice;
  PhlSwopAction    pending;

  /* Hint, messages. */
  gboolean         hint_shown;
  PhlSwopAction    hint;
  PhlSwopEval      hint_eval;
  char            *flash;
  char            *report;
  char            *hint_text;
  char            *last_text;

  /* "Best possible was N" for the human's turn in progress. */
  int              best_points;
  guint            best_swaps;
  int              best_seat;

  /* The last swap and what it scored. */
  gboolean         have_last;
  PhlSwopEval      last_eval;
  int              last_mover;

  /* Animation of the last change. */
  guint            tick_id;
  gint64           anim_start;
  double           anim_t;
  gboolean         anim_swap;
  int              anim_cells[2];
  PhlSwopCell      anim_dice[2];
  gboolean         anim_chip[2];
  int              pawn_from[PHL_SWOP_MAX_PLAYERS];

  gboolean         end_dismissed;
  /* What the choice bar asks: 0 nothing, else 1 + the Choice. */
  int              bar_kind;
};

G_DEFINE_FINAL_TYPE (PhlSwopView, phl_swop_view, GTK_TYPE_WIDGET)

/* The canvas: a plain widget whose drawing and input belong to the view. */
#define PHL_TYPE_SWOP_CANVAS (phl_swop_canvas_get_type ())
G_DECLARE_FINAL_TYPE (PhlSwopCanvas, phl_swop_canvas, PHL, SWOP_CANVAS, GtkWidget)

struct _PhlSwopCanvas
{
  GtkWidget    parent_instance;
  PhlSwopView *view;
};

G_DEFINE_FINAL_TYPE (PhlSwopCanvas, phl_swop_canvas, GTK_TYPE_WIDGET)

static void update_all (PhlSwopView *self);

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static const PhlSwopState *
match_state (PhlSwopView *self)
{
  return phl_match_get_state (self->match);
}

static const char *
seat_name (PhlSwopView *self,
           guint        seat)
{
  return phl_match_get_seat (self->match, seat)->name;
}

static gboolean
seat_is_human (PhlSwopView *self,
               int          seat)
{
  return seat >= 0 && (guint) seat < phl_match_get_n_seats (self->match) &&
         phl_match_get_seat (self->match, seat)->kind == PHL_SEAT_HUMAN;
}

static guint
n_humans (PhlSwopView *self)
{
  guint n = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    n += seat_is_human (self, i);
  return n;
}

/* The seat to act, when it is a human at the screen. */
static int
human_to_act (PhlSwopView *self)
{
  int seat = phl_swop_state_seat_to_act (&self->state);

  return seat_is_human (self, seat) ? seat : -1;
}

static gboolean
animations_enabled (PhlSwopView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
set_flash (PhlSwopView *self,
           const char  *text)
{
  g_free (self->flash);
  self->flash = g_strdup (text);
}

/* "Red 3 at c2" */
static char *
describe_die (const PhlSwopState *state,
              int                 cell)
{
  char name[3];
  PhlSwopCell die = state->board[cell];

  phl_swop_cell_format_name (cell, name);
  if (phl_swop_cell_is_chip (die))
    /* Translators: a Swop chip lying on a cell of the board, e.g. "Swop chip at c2" */
    return g_strdup_printf (_("Swop chip at %s"), name);
  /* Translators: a die: its colour, its number and its cell, e.g. "Red 3 at c2" */
  return g_strdup_printf (_("%s %d at %s"), phl_swop_die_colour (die.colour)->name, die.pips, name);
}

static char *
describe_sequence (const PhlSwopSequence *sequence)
{
  switch (sequence->kind)
    {
    case PHL_SWOP_SEQUENCE_TWO_SETS:
      return g_strdup (_("Swop of two sets of three"));
    case PHL_SWOP_SEQUENCE_SET:
      if (sequence->length == PHL_SWOP_SWOP_LENGTH)
        return g_strdup (_("Swop: a set of six"));
      /* Translators: %d is 3, 4 or 5 dice showing the same number */
      return g_strdup_printf (_("Set of %d"), sequence->length);
    case PHL_SWOP_SEQUENCE_STRAIGHT:
    default:
      if (sequence->length == PHL_SWOP_SWOP_LENGTH)
        return g_strdup (_("Swop: a straight of six"));
      /* Translators: %d is 3, 4 or 5 dice counting up or down by one */
      return g_strdup_printf (_("Straight of %d"), sequence->length);
    }
}

static char *
points_text (int points)
{
  return g_strdup_printf (ngettext ("%d point", "%d points", points), points);
}

/* "Set of 3 (1) + Straight of 4 (2) + bonus 1 = 4 points" */
static char *
describe_eval (const PhlSwopEval *eval)
{
  GString *text = g_string_new (NULL);
  g_autofree char *total = points_text (eval->points);

  if (eval->n_sequences == 0)
    /* Translators: a swap that forms no sequence */
    return g_strdup (_("no sequence, 0 points"));
  for (guint i = 0; i < eval->n_sequences; i++)
    {
      g_autofree char *what = describe_sequence (&eval->sequences[i]);

      if (i > 0)
        g_string_append (text, " + ");
      /* Translators: a sequence and its points, e.g. "Set of 4 (2)" */
      g_string_append_printf (text, _("%s (%d)"), what, eval->sequences[i].points);
    }
  if (eval->bonus > 0)
    /* Translators: bonus points for several sequences in one move */
    g_string_append_printf (text, _(" + bonus %d"), eval->bonus);
  g_string_append_printf (text, " = %s", total);
  return g_string_free (text, FALSE);
}

static guint
popcount (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
compute_geometry (PhlSwopView *self,
                  double       width,
                  double       height,
                  Geometry    *g)
{
  double margin = MAX (12, MIN (width, height) * 0.022);
  double area_x, area_y, area_w, area_h, cell;
  guint n = self->state.n_players;
  double rows_h;

  g->width = width;
  g->height = height;

  g->track_h = CLAMP (height * 0.15, 64, 104);
  g->panel_w = CLAMP (width * 0.25, 240, 360);

  area_x = margin;
  area_y = margin;
  area_w = width - g->panel_w - 3 * margin;
  g->caption = CLAMP (height * 0.035, 16, 26);
  area_h = height - g->track_h - 3 * margin - g->caption;

  /* 11 x 6 cells, a band for the column letters and row numbers, a frame. */
  cell = MIN (area_w / (11 + 0.45 + 0.3), area_h / (6 + 0.45 + 0.3));
  cell = MAX (cell, 8);
  g->cell = cell;
  g->label = cell * 0.45;
  g->felt_w = 11 * cell + 0.3 * cell;
  g->felt_h = 6 * cell + 0.3 * cell;
  g->felt_x = area_x + (area_w - g->felt_w - g->label) / 2 + g->label;
  g->felt_y = area_y + (area_h - g->felt_h - g->label) / 2 + g->label;
  g->origin_x = g->felt_x + 0.15 * cell;
  g->origin_y = g->felt_y + 0.15 * cell;

  g->panel_x = width - g->panel_w - margin;
  g->panel_y = margin;
  g->panel_h = height - g->track_h - 3 * margin;
  g->pool_cube = CLAMP ((g->panel_w - 24) / 6 - 8, 14, 30);
  rows_h = g->panel_h - (self->state.cubes ? 2 * (g->pool_cube + 10) + 34 : 0);
  g->header_h = self->state.variant == PHL_SWOP_VARIANT_TEAM ? 26 : 0;
  g->row_h = MIN (96, (rows_h - 2 * g->header_h) / MAX (n, 1) - 8);
  g->pool_y = g->panel_y + g->panel_h - (2 * (g->pool_cube + 10) + 28);

  g->track_x = margin;
  g->track_y = height - g->track_h - margin;
  g->track_w = width - 2 * margin;
  g->field_w = g->track_w / (PHL_SWOP_FINISH + 1);
}

static void
cell_origin (const Geometry *g,
             int             cell,
             double         *x,
             double         *y)
{
  *x = g->origin_x + phl_swop_cell_column (cell) * g->cell;
  *y = g->origin_y + phl_swop_cell_row (cell) * g->cell;
}

/* The die's square inside its cell. */
static void
die_rect (const Geometry *g,
          int             cell,
          double         *x,
          double         *y,
          double         *size)
{
  cell_origin (g, cell, x, y);
  *size = g->cell * 0.82;
  *x += (g->cell - *size) / 2;
  *y += (g->cell - *size) / 2;
}

static int
cell_at (const Geometry *g,
         double          x,
         double          y)
{
  int column = (int) floor ((x - g->origin_x) / g->cell);
  int row = (int) floor ((y - g->origin_y) / g->cell);

  if (column < 0 || column >= PHL_SWOP_COLUMNS || row < 0 || row >= PHL_SWOP_ROWS)
    return -1;
  return phl_swop_cell_index (column, row);
}

/* Where the rows of the players go; the team game groups partners. */
static void
seat_row (PhlSwopView    *self,
          const Geometry *g,
          guint           seat,
          double         *y)
{
  guint index = seat;
  double header = 0;

  if (self->state.variant == PHL_SWOP_VARIANT_TEAM)
    {
      /* Team 1: seats 1 and 3; team 2: seats 2 and 4. */
      index = (seat % 2) * 2 + seat / 2;
      header = g->header_h * (1 + seat % 2);
    }
  *y = g->panel_y + header + index * (g->row_h + 8);
}

/* Colours shown in the pool: the ten cube colours, and white in solo. */
static int
pool_slot_colour (PhlSwopView *self,
                  int          slot)
{
  if (self->state.variant == PHL_SWOP_VARIANT_SOLO)
    return slot;
  return slot + 1 < PHL_SWOP_N_COLOURS ? slot + 1 : -1;
}

static void
pool_slot_rect (const Geometry *g,
                int             slot,
                double         *x,
                double         *y)
{
  double pitch = g->pool_cube + 8;

  *x = g->panel_x + 12 + (slot % 6) * pitch;
  *y = g->pool_y + 28 + (slot / 6) * (g->pool_cube + 10);
}

static int
pool_colour_at (PhlSwopView    *self,
                const Geometry *g,
                double          x,
                double          y)
{
  if (!self->state.cubes)
    return -1;
  for (int slot = 0; slot < PHL_SWOP_N_COLOURS; slot++)
    {
      int colour = pool_slot_colour (self, slot);
      double cx, cy;

      if (colour < 0)
        continue;
      pool_slot_rect (g, slot, &cx, &cy);
      if (x >= cx && x < cx + g->pool_cube && y >= cy && y < cy + g->pool_cube)
        return colour;
    }
  return -1;
}

/* ------------------------------------------------------------------ */
/* Drawing                                                             */

static PhlRgb
foreground (PhlSwopView *self)
{
  GdkRGBA rgba;

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (self->canvas, &rgba);
#else
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (self->canvas), &rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  return (PhlRgb) { rgba.red, rgba.green, rgba.blue };
}

static gboolean
is_dark (PhlSwopView *self)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
set_rgb (cairo_t *cr,
         PhlRgb   rgb,
         double   alpha)
{
  cairo_set_source_rgba (cr, rgb.red, rgb.green, rgb.blue, alpha);
}

/* Draws @text with its top at @y; @align 0 left, 0.5 centred, 1 right.
 * Returns the width drawn. */
/* A layout of @text in the widget's font at @size pixels. */
static PangoLayout *
create_text_layout (PhlSwopView *self,
                    const char  *text,
                    double       size,
                    gboolean     bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (self->canvas, text);
  PangoFontDescription *font = pango_font_description_copy (
      pango_context_get_font_description (pango_layout_get_context (layout)));

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

static double
draw_text (PhlSwopView *self,
           cairo_t     *cr,
           const char  *text,
           double       x,
           double       y,
           double       size,
           gboolean     bold,
           double       align,
           double       max_width)
{
  g_autoptr(PangoLayout) layout = create_text_layout (self, text, size, bold);
  int w, h;

  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - align * w, y);
  pango_cairo_show_layout (cr, layout);
  return w;
}

static double
text_width (PhlSwopView *self,
            const char  *text,
            double       size,
            gboolean     bold)
{
  g_autoptr(PangoLayout) layout = create_text_layout (self, text, size, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return w;
}

static double
ease (double t)
{
  t = CLAMP (t, 0, 1);
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* The target of the preview: the die under the pointer (or the focus ring
 * when playing with the keyboard) while a first die is chosen. */
static int
preview_target (PhlSwopView *self)
{
  int target;

  if (self->selected < 0 || human_to_act (self) < 0)
    return -1;
  /* While the player chooses a cube or the chip's cell, the swap stays previewed. */
  if (self->choice != CHOICE_NONE)
    return self->pending.cells[0] == self->selected ? self->pending.cells[1] : self->pending.cells[0];
  target = self->keyboard && !self->dragging ? self->focus : self->hover;
  if (target == self->selected)
    return -1;
  return target;
}

static void
outline_sequence (cairo_t               *cr,
                  const Geometry        *g,
                  const PhlSwopSequence *sequence,
                  int                    index,
                  double                 alpha)
{
  int last = phl_swop_sequence_cell (sequence, sequence->run_length - 1);
  double x0, y0, x1, y1;
  double inset = g->cell * 0.02 + index * 2.5;

  cell_origin (g, sequence->first, &x0, &y0);
  cell_origin (g, last, &x1, &y1);
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
ring (cairo_t        *cr,
      const Geometry *g,
      int             cell,
      double          grow,
      double          r,
      double          gr,
      double          b,
      double          alpha,
      gboolean        dashed)
{
  double x, y, size;
  double dash[] = { g->cell * 0.12, g->cell * 0.08 };

  die_rect (g, cell, &x, &y, &size);
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
draw_board (PhlSwopView    *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const PhlSwopState *state = &self->state;
  PhlSwopCell board[PHL_SWOP_N_CELLS];
  int target = preview_target (self);
  PhlSwopIllegal reason = PHL_SWOP_LEGAL;
  PhlSwopEval eval = { 0 };
  PhlRgb fg = foreground (self);
  gboolean anim = self->anim_swap && self->anim_t < 1;
  double move_t = ease (self->anim_t / 0.65);
  cairo_pattern_t *felt;

  memcpy (board, state->board, sizeof board);
  if (target >= 0)
    {
      reason = phl_swop_state_check_swap (state, self->selected, target, &eval);
      if (reason == PHL_SWOP_LEGAL)
        {
          /* The preview shows the dice swapped. */
          board[self->selected] = state->board[target];
          board[target] = state->board[self->selected];
        }
    }

  /* Column letters and row numbers. */
  set_rgb (cr, fg, 0.55);
  for (int c = 0; c < PHL_SWOP_COLUMNS; c++)
    {
      char text[2] = { (char) ('a' + c), '\0' };

      draw_text (self, cr, text, g->origin_x + (c + 0.5) * g->cell, g->felt_y - g->label * 0.95,
                 g->label * 0.6, FALSE, 0.5, 0);
    }
  for (int r = 0; r < PHL_SWOP_ROWS; r++)
    {
      char text[2] = { (char) ('1' + r), '\0' };

      draw_text (self, cr, text, g->felt_x - g->label * 0.5, g->origin_y + (r + 0.5) * g->cell - g->label * 0.4,
                 g->label * 0.6, FALSE, 0.5, 0);
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
      double x, y, size;

      die_rect (g, cell, &x, &y, &size);
      phl_paint_rounded_rect (cr, x - 1, y - 1, size + 2, size + 2, size * 0.2);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
      cairo_fill (cr);
    }

  /* The last swap, marked faintly. */
  if (target < 0 && !anim && state->last_move[0] >= 0 && self->selected < 0)
    for (int k = 0; k < 2; k++)
      ring (cr, g, state->last_move[k], g->cell * 0.06, 1, 1, 1, 0.45, TRUE);

  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    {
      double x, y, size;

      if (anim && (cell == self->anim_cells[0] || cell == self->anim_cells[1]))
        continue;
      if (self->dragging && cell == self->selected && target < 0)
        continue;
      if (self->dragging && target >= 0 && reason == PHL_SWOP_LEGAL && cell == target)
        continue;
      die_rect (g, cell, &x, &y, &size);
      if (phl_swop_cell_is_chip (board[cell]))
        phl_swop_paint_chip (cr, x + size / 2, y + size / 2, size * 0.42);
      else
        {
          double lift = cell == self->selected && target < 0 ? size * 0.05 : 0;

          phl_swop_paint_die (cr, x - lift, y - lift, size + 2 * lift, board[cell]);
          /* With a die chosen, dice it cannot be swapped with are dimmed. */
          if (self->selected >= 0 && cell != self->selected && !self->legal[cell] &&
              !(target >= 0 && (cell == target || cell == self->selected)))
            {
              phl_paint_rounded_rect (cr, x, y, size, size, size * 0.18);
              cairo_set_source_rgba (cr, 0.1, 0.2, 0.17, 0.5);
              cairo_fill (cr);
            }
        }
    }

  /* The swap being animated: the dice slide, then a chip drops in. */
  if (anim)
    for (int k = 0; k < 2; k++)
      {
        int from = self->anim_cells[k], to = self->anim_cells[1 - k];
        double fx, fy, tx, ty, size, x, y;

        die_rect (g, from, &fx, &fy, &size);
        die_rect (g, to, &tx, &ty, &size);
        if (self->anim_chip[1 - k] && self->anim_t > 0.65)
          {
            double t = (self->anim_t - 0.65) / 0.35;
            double scale = 1.6 - 0.6 * ease (t);

            cairo_push_group (cr);
            phl_swop_paint_chip (cr, tx + size / 2, ty + size / 2, size * 0.42 * scale);
            cairo_pop_group_to_source (cr);
            cairo_paint_with_alpha (cr, CLAMP (t * 1.5, 0, 1));
            continue;
          }
        {
          /* The two dice pass each other on arcs to either side of the line between them. */
          double length = MAX (hypot (tx - fx, ty - fy), 1);
          double lift = sin (move_t * G_PI) * g->cell * 0.35 * (k == 0 ? 1 : -1);

          x = fx + (tx - fx) * move_t + (ty - fy) / length * lift;
          y = fy + (ty - fy) * move_t - (tx - fx) / length * lift;
        }
        phl_swop_paint_die (cr, x, y, size, self->anim_dice[k]);
      }

  /* What the last move formed, outlined faintly until someone acts. */
  if (self->have_last && target < 0 && !anim && self->selected < 0 && !self->hint_shown)
    for (guint i = 0; i < self->last_eval.n_sequences; i++)
      outline_sequence (cr, g, &self->last_eval.sequences[i], i, 0.4);

  /* The hint: its two dice ringed in gold (the preview shows the rest). */
  if (self->hint_shown && self->hint.kind == PHL_SWOP_ACTION_SWAP)
    for (int k = 0; k < 2; k++)
      ring (cr, g, self->hint.cells[k], g->cell * 0.12, 0.96, 0.76, 0.07, 1, FALSE);

  if (self->selected >= 0)
    ring (cr, g, self->selected, g->cell * 0.07, 0.21, 0.52, 0.89, 1, FALSE);

  if (target >= 0)
    {
      if (reason == PHL_SWOP_LEGAL)
        {
          for (guint i = 0; i < eval.n_sequences; i++)
            outline_sequence (cr, g, &eval.sequences[i], i, 0.95);
          ring (cr, g, target, g->cell * 0.07, 0.21, 0.52, 0.89, 1, FALSE);
        }
      else
        ring (cr, g, target, g->cell * 0.07, 0.88, 0.11, 0.14, 1, FALSE);
    }
  else if (self->hover >= 0 && human_to_act (self) >= 0 && self->choice == CHOICE_NONE &&
           !phl_swop_cell_is_chip (state->board[self->hover]) && self->hover != self->selected)
    ring (cr, g, self->hover, g->cell * 0.05, 1, 1, 1, 0.7, FALSE);

  if (self->choice == CHOICE_CHIP)
    for (int k = 0; k < 2; k++)
      ring (cr, g, self->pending.cells[k], g->cell * 0.08, 0.96, 0.76, 0.07, 1, TRUE);

  /* The focus ring, while playing with the keyboard. */
  if (gtk_widget_has_focus (self->canvas) && (self->keyboard || gtk_widget_has_visible_focus (self->canvas)) &&
      self->focus >= 0)
    {
      /* White dashes on a dark band read on every die and on the felt. */
      ring (cr, g, self->focus, g->cell * 0.11, 0, 0, 0, 0.55, FALSE);
      ring (cr, g, self->focus, g->cell * 0.11, 1, 1, 1, 1, TRUE);
    }

  /* The die being dragged follows the pointer. */
  if (self->dragging && self->selected >= 0)
    {
      double x, y, size;

      die_rect (g, self->selected, &x, &y, &size);
      size *= 1.08;
      phl_swop_paint_die (cr, self->pointer_x - size / 2, self->pointer_y - size / 2, size,
                          state->board[self->selected]);
    }
}

/* The bubble next to the previewed die: points and sequences, or why not. */
static void
draw_preview_bubble (PhlSwopView    *self,
                     cairo_t        *cr,
                     const Geometry *g)
{
  const PhlSwopState *state = &self->state;
  int target = preview_target (self);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *title = NULL;
  PhlSwopIllegal reason;
  PhlSwopEval eval;
  double size = MAX (12, g->cell * 0.22);
  double w = 0, h, x, y, dx, dy, dsize;
  gboolean legal;

  if (target < 0)
    return;
  reason = phl_swop_state_check_swap (state, self->selected, target, &eval);
  legal = reason == PHL_SWOP_LEGAL;
  if (legal)
    {
      guint options = phl_swop_state_cube_options (state, self->selected, target);

      /* Translators: what a swap would score, in the preview bubble */
      title = g_strdup_printf (ngettext ("+%d point", "+%d points", eval.points), eval.points);
      for (guint i = 0; i < eval.n_sequences; i++)
        {
          g_autofree char *what = describe_sequence (&eval.sequences[i]);

          /* Translators: a line of the preview bubble: a sequence and its points */
          g_ptr_array_add (lines, g_strdup_printf (_("%s: %d"), what, eval.sequences[i].points));
        }
      if (eval.bonus > 0)
        g_ptr_array_add (lines, g_strdup_printf (_("Bonus: %d"), eval.bonus));
      if (eval.n_sequences == 0)
        g_ptr_array_add (lines, g_strdup (_("Forms no sequence")));
      if (eval.swops > 0)
        g_ptr_array_add (lines, g_strdup_printf (ngettext ("Uses %d Swop chip", "Uses %d Swop chips", eval.swops),
                                                 eval.swops));
      if (options != 0)
        {
          GString *names = g_string_new (NULL);

          for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
            if (options & (1u << c))
              {
                if (names->len > 0)
                  /* Translators: between two colour names: "Red or Blue" */
                  g_string_append (names, _(" or "));
                g_string_append (names, phl_swop_die_colour (c)->name);
              }
          /* Translators: %s is one colour or "Red or Blue" */
          g_ptr_array_add (lines, g_strdup_printf (_("Costs a colour cube: %s"), names->str));
          g_string_free (names, TRUE);
        }
      else if (state->cubes)
        g_ptr_array_add (lines, g_strdup (_("Free: a white die moves")));
    }
  else
    {
      title = g_strdup (_("Not allowed"));
      g_ptr_array_add (lines, g_strdup (phl_swop_illegal_message (reason)));
    }

  w = text_width (self, title, size * 1.3, TRUE);
  for (guint i = 0; i < lines->len; i++)
    w = MAX (w, text_width (self, lines->pdata[i], size, FALSE));
  w = MIN (w + 2 * size, g->felt_w * 0.6);
  h = size * 1.3 * 1.35 + lines->len * size * 1.35 + size * 1.2;

  die_rect (g, self->dragging ? self->selected : target, &dx, &dy, &dsize);
  if (self->dragging)
    {
      dx = self->pointer_x - dsize / 2;
      dy = self->pointer_y - dsize / 2;
    }
  x = dx + dsize + g->cell * 0.25;
  /* Right of the die (over the side panel if need be), else left of it. */
  if (x + w > g->width - 8)
    x = dx - g->cell * 0.25 - w;
  y = CLAMP (dy - h * 0.3, 4, g->height - h - 4);
  /* Below the choice bar while it asks something. */
  if (self->choice != CHOICE_NONE)
    y = MAX (y, 64);

  cairo_save (cr);
  phl_paint_rounded_rect (cr, x + 2, y + 3, w, h, 10);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  phl_paint_rounded_rect (cr, x, y, w, h, 10);
  if (is_dark (self))
    cairo_set_source_rgba (cr, 0.19, 0.19, 0.21, 0.97);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.97);
  cairo_fill_preserve (cr);
  if (legal)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
  else
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);

  if (legal)
    set_rgb (cr, foreground (self), 1);
  else
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 1);
  draw_text (self, cr, title, x + size, y + size * 0.6, size * 1.3, TRUE, 0, w - 2 * size);
  set_rgb (cr, foreground (self), 0.85);
  for (guint i = 0; i < lines->len; i++)
    draw_text (self, cr, lines->pdata[i], x + size, y + size * 0.6 + size * 1.3 * 1.35 + i * size * 1.35,
               size, FALSE, 0, w - 2 * size);
  cairo_restore (cr);
}

static void
draw_panel (PhlSwopView    *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const PhlSwopState *state = &self->state;
  PhlRgb fg = foreground (self);
  int acting = phl_swop_state_seat_to_act (state);
  double font = CLAMP (g->row_h * 0.2, 11, 16);

  if (state->variant == PHL_SWOP_VARIANT_TEAM)
    for (guint team = 0; team < 2; team++)
      {
        double y;
        g_autofree char *text = NULL;

        seat_row (self, g, team, &y);
        /* Translators: a team's heading in the side panel: "Team 1 · 23 points" */
        text = g_strdup_printf (_("Team %u · %d"), team + 1, phl_swop_state_team_score (state, team));
        set_rgb (cr, fg, 0.7);
        draw_text (self, cr, text, g->panel_x + 4, y - g->header_h + 2, font, TRUE, 0, g->panel_w);
      }

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      const PhlSeat *info = phl_match_get_seat (self->match, seat);
      double y, x = g->panel_x, w = g->panel_w, h = g->row_h;
      double pawn = MIN (h * 0.55, 40);
      double score_x = x + w - 12;
      int score = phl_swop_state_score (state, seat);
      g_autofree char *score_text = g_strdup_printf ("%d", score);
      g_autofree char *who = NULL;
      double item, ix, iy;

      seat_row (self, g, seat, &y);
      phl_paint_rounded_rect (cr, x, y, w, h, 12);
      set_rgb (cr, fg, (int) seat == acting ? 0.1 : 0.05);
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

      set_rgb (cr, fg, 1);
      draw_text (self, cr, score_text, score_x, y + h * 0.12, font * 1.9, TRUE, 1, 0);
      /* What the last move gave its player, under the score. */
      if (self->have_last && (int) seat == self->last_mover && !state->over)
        {
          g_autofree char *gain = g_strdup_printf ("+%d", self->last_eval.points);

          cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 1);
          draw_text (self, cr, gain, score_x, y + h * 0.12 + font * 2.3, font * 0.95, TRUE, 1, 0);
          set_rgb (cr, fg, 1);
        }
      draw_text (self, cr, info->name, x + 18 + pawn * 0.8, y + h * 0.1, font, TRUE, 0,
                 w - pawn - 40 - text_width (self, score_text, font * 1.9, TRUE));
      if (info->kind == PHL_SEAT_HUMAN)
        who = g_strdup (_("Human"));
      else
        /* Translators: a computer seat and its level, e.g. "Computer · hard" */
        who = g_strdup_printf (_("Computer · %s"),
                               info->level == PHL_AI_EASY ? _("easy") :
                               info->level == PHL_AI_HARD ? _("hard") : _("normal"));
      if ((int) seat == acting && info->kind == PHL_SEAT_COMPUTER)
        {
          g_free (who);
          who = g_strdup (_("Thinking…"));
        }
      set_rgb (cr, fg, 0.6);
      draw_text (self, cr, who, x + 18 + pawn * 0.8, y + h * 0.1 + font * 1.35, font * 0.85, FALSE, 0,
                 w - pawn - 60);

      /* Swop chips left, then colour cubes held. */
      item = CLAMP (h * 0.22, 10, 20);
      ix = x + 18 + pawn * 0.8;
      iy = y + h - item - h * 0.12;
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
                if (ix + item > x + w - 6)
                  break;
                phl_swop_paint_cube (cr, ix, iy, item, c, c == PHL_SWOP_WHITE);
                ix += item + 2;
              }
        }
    }

  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    {
      double y, line = font * 1.5;
      g_autofree char *moves = NULL;
      g_autofree char *goal = NULL;

      seat_row (self, g, 1, &y);
      y += 4;
      moves = g_strdup_printf (ngettext ("%u move made", "%u moves made", state->swaps_made), state->swaps_made);
      goal = g_strdup_printf (ngettext ("%u cube left, one per move", "%u cubes left, one per move",
                                        phl_swop_state_cubes_of (state, 0)),
                              phl_swop_state_cubes_of (state, 0));
      set_rgb (cr, fg, 0.8);
      draw_text (self, cr, _("Solo game: reach 40 points"), g->panel_x + 4, y, font, TRUE, 0, g->panel_w);
      set_rgb (cr, fg, 0.65);
      draw_text (self, cr, moves, g->panel_x + 4, y + line, font * 0.9, FALSE, 0, g->panel_w);
      draw_text (self, cr, goal, g->panel_x + 4, y + 2 * line, font * 0.9, FALSE, 0, g->panel_w);
    }

  if (state->cubes)
    {
      double y = g->pool_y;
      gboolean picking = state->picks > 0 && seat_is_human (self, state->pick_seat);

      set_rgb (cr, fg, 0.7);
      draw_text (self, cr, picking ? _("Pool: click a cube to take it") : _("Pool of spent cubes"),
                 g->panel_x + 4, y, font, TRUE, 0, g->panel_w);
      for (int slot = 0; slot < PHL_SWOP_N_COLOURS; slot++)
        {
          int colour = pool_slot_colour (self, slot);
          double cx, cy;

          if (colour < 0)
            continue;
          pool_slot_rect (g, slot, &cx, &cy);
          if (state->pool[colour] == 0)
            {
              phl_paint_rounded_rect (cr, cx, cy, g->pool_cube, g->pool_cube, g->pool_cube * 0.12);
              set_rgb (cr, fg, 0.12);
              cairo_set_line_width (cr, 1);
              cairo_stroke (cr);
              continue;
            }
          phl_swop_paint_cube (cr, cx, cy, g->pool_cube, colour, colour == PHL_SWOP_WHITE);
          if (state->pool[colour] > 1)
            {
              g_autofree char *count = g_strdup_printf ("×%u", state->pool[colour]);

              set_rgb (cr, fg, 0.8);
              draw_text (self, cr, count, cx + g->pool_cube + 1, cy + g->pool_cube * 0.45, g->pool_cube * 0.4,
                         TRUE, 0, 0);
            }
          if (picking && (colour == self->pool_hover ||
                          (self->hint_shown && self->hint.kind == PHL_SWOP_ACTION_PICK && self->hint.cube == colour)))
            {
              phl_paint_rounded_rect (cr, cx - 3, cy - 3, g->pool_cube + 6, g->pool_cube + 6, 6);
              cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, 1);
              cairo_set_line_width (cr, 2.5);
              cairo_stroke (cr);
            }
        }
    }
}

static void
draw_track (PhlSwopView    *self,
            cairo_t        *cr,
            const Geometry *g)
{
  const PhlSwopState *state = &self->state;
  PhlRgb fg = foreground (self);
  double fw = g->field_w;
  double top = g->track_y + g->track_h * 0.52;
  double fh = g->track_h * 0.42;
  double pawn = MIN (g->track_h * 0.46, fw * 1.3);
  double positions[PHL_SWOP_MAX_PLAYERS];

  phl_paint_rounded_rect (cr, g->track_x, top, g->track_w, fh, 8);
  set_rgb (cr, fg, 0.06);
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
          set_rgb (cr, fg, 0.15);
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

          set_rgb (cr, fg, symbol || f == PHL_SWOP_FINISH ? 0.95 : 0.6);
          draw_text (self, cr, number, x + fw / 2, top + fh * (symbol ? 0.5 : 0.28), MIN (fh * 0.36, fw * 0.55),
                     symbol || f == PHL_SWOP_FINISH, 0.5, 0);
        }
    }

  /* Pawns, eased from where they stood, stand on the track above their
   * field; a bar in the pawn's colour under the field marks it exactly,
   * and pawns sharing a field stand side by side. */
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
      set_rgb (cr, phl_swop_paint_pawn_rgb (seat), 1);
      cairo_fill (cr);
      x = g->track_x + (field + 0.5) * fw;
      /* Keep the whole group of pawns on the track. */
      x = CLAMP (x, g->track_x + pawn * (0.4 + 0.31 * (same - 1)),
                 g->track_x + g->track_w - pawn * (0.4 + 0.31 * (same - 1)));
      x += (index - (same - 1) / 2.0) * pawn * 0.62;
      phl_swop_paint_pawn (cr, x, top - 1, pawn, seat);
    }
}

static void
draw_canvas (PhlSwopView *self,
             cairo_t     *cr,
             double       width,
             double       height)
{
  Geometry g;

  compute_geometry (self, width, height, &g);
  draw_track (self, cr, &g);
  draw_panel (self, cr, &g);
  draw_board (self, cr, &g);
  if (self->last_text != NULL)
    {
      set_rgb (cr, foreground (self), 0.7);
      draw_text (self, cr, self->last_text, g.felt_x + g.felt_w / 2, g.felt_y + g.felt_h + g.caption * 0.25,
                 g.caption * 0.62, FALSE, 0.5, g.felt_w);
    }
  draw_preview_bubble (self, cr, &g);
}

/* ------------------------------------------------------------------ */
/* Status, choices, end                                                */

static char *
status_text (PhlSwopView *self)
{
  const PhlSwopState *state = &self->state;
  int seat = phl_swop_state_seat_to_act (state);
  gboolean you = n_humans (self) == 1;

  if (state->over)
    return g_strdup (_("The game is over."));
  if (seat < 0)
    return g_strdup ("");
  if (!seat_is_human (self, seat))
    {
      if (state->picks > 0)
        return g_strdup_printf (_("%s takes a colour cube from the pool…"), seat_name (self, seat));
      return g_strdup_printf (_("%s is thinking…"), seat_name (self, seat));
    }
  if (state->picks > 0)
    {
      if (state->variant == PHL_SWOP_VARIANT_SOLO)
        return g_strdup (_("Take back one spent colour cube from the pool."));
      if (you)
        return g_strdup (_("You are last on the track: take a colour cube of your choice from the pool."));
      return g_strdup_printf (_("%s is last on the track: take a colour cube of your choice from the pool."),
                              seat_name (self, seat));
    }
  if (self->choice == CHOICE_CUBE)
    return g_strdup (_("Choose which colour cube to spend on this swap."));
  if (self->choice == CHOICE_CHIP)
    return g_strdup (_("Both dice are in the Swop: choose the one the Swop chip replaces."));
  if (self->selected >= 0)
    {
      g_autofree char *die = describe_die (state, self->selected);

      return g_strdup_printf (_("Now pick the die to swap with %s, or press Escape."), die);
    }
  if (you)
    return g_strdup (_("Your turn: click a die, then the die to swap it with."));
  /* Translators: hot-seat: the name of the player whose turn it is */
  return g_strdup_printf (_("%s’s turn: click a die, then the die to swap it with."), seat_name (self, seat));
}

static void
update_status (PhlSwopView *self)
{
  g_autofree char *text = status_text (self);
  GString *scores = g_string_new (NULL);
  g_autofree char *focus = NULL;

  if (self->flash != NULL || (self->hint_shown && self->hint_text != NULL))
    {
      g_free (text);
      text = g_strdup (self->flash != NULL ? self->flash : self->hint_text);
    }
  gtk_label_set_text (GTK_LABEL (self->status_label), text);
  gtk_label_set_text (GTK_LABEL (self->report_label), self->report != NULL ? self->report : "");
  gtk_widget_set_visible (self->report_label, self->report != NULL);
  gtk_widget_set_sensitive (self->hint_button, human_to_act (self) >= 0);
  gtk_widget_set_visible (self->results_button, self->state.over && self->end_dismissed);

  /* What a screen reader says of the canvas: whose turn, the scores, the
   * die under the focus ring. */
  for (guint seat = 0; seat < self->state.n_players; seat++)
    {
      if (seat > 0)
        g_string_append (scores, ", ");
      /* Translators: a player's score for screen readers: "Anna: 12" */
      g_string_append_printf (scores, _("%s: %d"), seat_name (self, seat),
                              phl_swop_state_score (&self->state, seat));
    }
  if (self->focus >= 0)
    {
      g_autofree char *die = describe_die (&self->state, self->focus);

      if (self->focus == self->selected)
        /* Translators: the die under the focus ring is the chosen one */
        focus = g_strdup_printf (_("%s, chosen"), die);
      else if (preview_target (self) == self->focus)
        {
          PhlSwopEval eval;
          PhlSwopIllegal reason = phl_swop_state_check_swap (&self->state, self->selected, self->focus, &eval);

          if (reason == PHL_SWOP_LEGAL)
            {
              g_autofree char *breakdown = describe_eval (&eval);

              focus = g_strdup_printf ("%s: %s", die, breakdown);
            }
          else
            focus = g_strdup_printf ("%s: %s", die, phl_swop_illegal_message (reason));
        }
      else
        focus = g_steal_pointer (&die);
    }
  /* The description: what to do now, then the scores. */
  g_string_prepend (scores, " ");
  g_string_prepend (scores, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, focus != NULL ? focus : _("SWOP board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, scores->str,
                                  -1);
  g_string_free (scores, TRUE);
}

static void
paint_button_icon (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  int code = GPOINTER_TO_INT (user_data);
  double size = MIN (width, height) - 2;

  /* Codes below 100 are cube colours; 100 + colour * 8 + pips a die. */
  if (code < 100)
    phl_swop_paint_cube (cr, (width - size) / 2, (height - size) / 2, size, code,
                         code == PHL_SWOP_WHITE);
  else
    phl_paint_die (cr, (width - size) / 2, (height - size) / 2, size,
                   phl_swop_paint_colour_rgb ((code - 100) / 8),
                   phl_swop_colour_letter ((code - 100) / 8), (code - 100) % 8);
}

static GtkWidget *
icon_button (const char *label,
             int         code)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 22);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 22);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), paint_button_icon, GINT_TO_POINTER (code), NULL);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), gtk_label_new (label));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static void submit_pending (PhlSwopView *self);

static void
on_pick_clicked (GtkButton   *button,
                 PhlSwopView *self)
{
  int colour = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "colour"));
  PhlSwopAction action = { PHL_SWOP_ACTION_PICK, { -1, -1 }, colour, -1 };
  g_autofree char *text = phl_swop_action_to_string (&action);
  g_autoptr(GError) error = NULL;

  if (!phl_match_submit (self->match, text, &error))
    {
      set_flash (self, error->message);
      update_status (self);
    }
}

static void
on_cube_clicked (GtkButton   *button,
                 PhlSwopView *self)
{
  PhlSwopEval eval;

  self->pending.cube = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "colour"));
  phl_swop_state_check_swap (&self->state, self->pending.cells[0], self->pending.cells[1], &eval);
  if (phl_swop_eval_needs_chip_choice (&eval))
    {
      self->choice = CHOICE_CHIP;
      update_all (self);
      return;
    }
  submit_pending (self);
}

static void
choose_chip (PhlSwopView *self,
             int          cell)
{
  self->pending.chip = cell;
  submit_pending (self);
}

static void
on_chip_clicked (GtkButton   *button,
                 PhlSwopView *self)
{
  choose_chip (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cell")));
}

static void
cancel_choice (PhlSwopView *self)
{
  self->choice = CHOICE_NONE;
  self->selected = -1;
  update_all (self);
}

static gboolean
on_choice_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       PhlSwopView           *self)
{
  if (keyval != GDK_KEY_Escape || self->choice == CHOICE_NONE)
    return FALSE;
  cancel_choice (self);
  return TRUE;
}

static void
update_choice_bar (PhlSwopView *self)
{
  const PhlSwopState *state = &self->state;
  GtkWidget *child;
  gboolean show = FALSE;
  const char *label = NULL;
  int kind;

  while ((child = gtk_widget_get_first_child (self->choice_buttons)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_buttons), child);

  if (!state->over && state->picks > 0 && seat_is_human (self, state->pick_seat))
    {
      show = TRUE;
      label = state->variant == PHL_SWOP_VARIANT_SOLO ? _("Take back a cube:") : _("Take a cube from the pool:");
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        if (state->pool[c] > 0)
          {
            GtkWidget *button = icon_button (phl_swop_die_colour (c)->name, c);

            g_object_set_data (G_OBJECT (button), "colour", GINT_TO_POINTER (c));
            g_signal_connect (button, "clicked", G_CALLBACK (on_pick_clicked), self);
            gtk_box_append (GTK_BOX (self->choice_buttons), button);
          }
    }
  else if (self->choice == CHOICE_CUBE)
    {
      guint options = phl_swop_state_cube_options (state, self->pending.cells[0], self->pending.cells[1]);

      show = TRUE;
      label = _("Spend which colour cube?");
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        if (options & (1u << c))
          {
            GtkWidget *button = icon_button (phl_swop_die_colour (c)->name, c);

            g_object_set_data (G_OBJECT (button), "colour", GINT_TO_POINTER (c));
            g_signal_connect (button, "clicked", G_CALLBACK (on_cube_clicked), self);
            gtk_box_append (GTK_BOX (self->choice_buttons), button);
          }
    }
  else if (self->choice == CHOICE_CHIP)
    {
      show = TRUE;
      label = _("The Swop chip replaces:");
      for (int k = 0; k < 2; k++)
        {
          int cell = self->pending.cells[k];
          /* The die that ends on @cell is the one that stood on the other cell. */
          PhlSwopCell die = state->board[self->pending.cells[1 - k]];
          char name[3];
          g_autofree char *text = NULL;
          GtkWidget *button;

          phl_swop_cell_format_name (cell, name);
          text = g_strdup_printf (_("%s %d at %s"), phl_swop_die_colour (die.colour)->name, die.pips, name);
          button = icon_button (text, 100 + die.colour * 8 + die.pips);
          g_object_set_data (G_OBJECT (button), "cell", GINT_TO_POINTER (cell));
          g_signal_connect (button, "clicked", G_CALLBACK (on_chip_clicked), self);
          gtk_box_append (GTK_BOX (self->choice_buttons), button);
        }
    }

  if (show && self->choice != CHOICE_NONE)
    {
      GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

      g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_choice), self);
      gtk_box_append (GTK_BOX (self->choice_buttons), cancel);
    }
  if (label != NULL)
    gtk_label_set_text (GTK_LABEL (self->choice_label), label);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->choice_revealer), show);
  /* Keyboard players answer with Tab, arrows and Enter from the first choice. */
  kind = show ? 1 + (int) self->choice : 0;
  if (kind != 0 && kind != self->bar_kind)
    gtk_widget_grab_focus (gtk_widget_get_first_child (self->choice_buttons));
  else if (kind == 0 && self->bar_kind != 0)
    gtk_widget_grab_focus (self->canvas);
  self->bar_kind = kind;
}

/* ------------------------------------------------------------------ */
/* End of game                                                         */

typedef struct
{
  const char *label;
  double      rgb[3];
} Part;

static const Part parts[] = {
  { N_("Sequences"), { 0.21, 0.52, 0.89 } },
  { N_("Swops"), { 0.96, 0.76, 0.07 } },
  { N_("Bonus"), { 0.18, 0.76, 0.49 } },
  { N_("Unused chips"), { 0.35, 0.35, 0.38 } },
  { N_("Colour cubes"), { 0.57, 0.25, 0.67 } },
};

static void
seat_parts (const PhlSwopState *state,
            guint               seat,
            int                *values)
{
  values[0] = state->tally[seat].sequences;
  values[1] = state->tally[seat].swops;
  values[2] = state->tally[seat].bonus;
  values[3] = state->over ? (int) state->chips[seat] : 0;
  values[4] = state->over && state->cubes ? phl_swop_state_end_bonus (state, seat) - (int) state->chips[seat] : 0;
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PhlSwopView *self = user_data;
  const PhlSwopState *state = &self->state;
  PhlRgb fg = foreground (self);
  guint winners = phl_swop_state_winners (state);
  double name_w = MIN (160, width * 0.3);
  double bar_x = name_w + 10, bar_w = width - bar_x - 50;
  double row = 34, legend_y = state->n_players * row + 8;
  int max_total = PHL_SWOP_FINISH;
  double lx = 0;

  for (guint seat = 0; seat < state->n_players; seat++)
    max_total = MAX (max_total, phl_swop_state_score (state, seat));

  for (guint index = 0; index < state->n_players; index++)
    {
      /* The team game lists partners together: seats 1 and 3, then 2 and 4. */
      guint seat = state->variant == PHL_SWOP_VARIANT_TEAM ? (index % 2) * 2 + index / 2 : index;
      int values[G_N_ELEMENTS (parts)];
      double y = index * row, x = bar_x;
      g_autofree char *total = g_strdup_printf ("%d", phl_swop_state_score (state, seat));
      g_autofree char *name = NULL;

      seat_parts (state, seat, values);
      if (winners & (1u << seat))
        name = g_strdup_printf ("★ %s", seat_name (self, seat));
      else
        name = g_strdup (seat_name (self, seat));
      set_rgb (cr, fg, 1);
      draw_text (self, cr, name, 0, y + 6, 14, (winners & (1u << seat)) != 0, 0, name_w);

      phl_paint_rounded_rect (cr, bar_x, y + 4, bar_w, row - 10, 4);
      set_rgb (cr, fg, 0.06);
      cairo_fill (cr);
      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        {
          double w = bar_w * values[p] / max_total;

          if (values[p] <= 0)
            continue;
          cairo_rectangle (cr, x, y + 4, w, row - 10);
          cairo_set_source_rgb (cr, parts[p].rgb[0], parts[p].rgb[1], parts[p].rgb[2]);
          cairo_fill (cr);
          /* The number on the segment: the colour is not the only cue. */
          if (w > 12)
            {
              g_autofree char *n = g_strdup_printf ("%d", values[p]);
              PhlRgb bg = { parts[p].rgb[0], parts[p].rgb[1], parts[p].rgb[2] };

              set_rgb (cr, phl_rgb_contrast (bg), 1);
              draw_text (self, cr, n, x + w / 2, y + 7, 12, TRUE, 0.5, 0);
            }
          x += w;
        }
      set_rgb (cr, fg, 1);
      draw_text (self, cr, total, width - 4, y + 4, 16, TRUE, 1, 0);
      if (state->variant == PHL_SWOP_VARIANT_TEAM && index == 1)
        {
          cairo_move_to (cr, 0, y + row - 2);
          cairo_line_to (cr, width, y + row - 2);
          set_rgb (cr, fg, 0.2);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
    }

  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    {
      if (p == 4 && !state->cubes)
        continue;
      cairo_rectangle (cr, lx, legend_y + 3, 12, 12);
      cairo_set_source_rgb (cr, parts[p].rgb[0], parts[p].rgb[1], parts[p].rgb[2]);
      cairo_fill (cr);
      set_rgb (cr, fg, 0.8);
      lx += 16 + draw_text (self, cr, _(parts[p].label), lx + 16, legend_y, 12, FALSE, 0, 0) + 14;
    }
}

static char *
compose_end_title (PhlSwopView *self,
           char       **subtitle)
{
  const PhlSwopState *state = &self->state;
  guint winners = phl_swop_state_winners (state);
  gboolean you = n_humans (self) == 1;
  GString *names = g_string_new (NULL);
  guint n = 0;

  *subtitle = NULL;
  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    {
      int score = phl_swop_state_score (state, 0);

      g_string_free (names, TRUE);
      *subtitle = g_strdup_printf (ngettext ("%d point in %u move", "%d points in %u moves", score),
                                   score, state->swaps_made);
      if (winners != 0)
        return g_strdup (_("You reached 40 — solo game won!"));
      return g_strdup_printf (_("%d points: 40 were needed"), score);
    }
  if (state->variant == PHL_SWOP_VARIANT_TEAM)
    {
      int a = phl_swop_state_team_score (state, 0), b = phl_swop_state_team_score (state, 1);

      g_string_free (names, TRUE);
      /* Translators: the team game's final scores */
      *subtitle = g_strdup_printf (_("Team 1 (%s, %s): %d · Team 2 (%s, %s): %d"),
                                   seat_name (self, 0), seat_name (self, 2), a,
                                   seat_name (self, 1), seat_name (self, 3), b);
      if (a == b)
        return g_strdup (_("The teams share the win"));
      return g_strdup_printf (_("Team %d wins"), a > b ? 1 : 2);
    }

  for (guint seat = 0; seat < state->n_players; seat++)
    if (winners & (1u << seat))
      {
        if (n++ > 0)
          g_string_append (names, ", ");
        g_string_append (names, seat_name (self, seat));
      }
  *subtitle = g_strdup (_("Final scores include a point for each unused Swop chip and, in the master level, each colour cube."));
  if (n == 1)
    {
      guint seat = g_bit_nth_lsf (winners, -1);

      g_string_free (names, TRUE);
      if (you && seat_is_human (self, seat))
        return g_strdup (_("You win!"));
      return g_strdup_printf (_("%s wins"), seat_name (self, seat));
    }
  {
    g_autofree char *list = g_string_free (names, FALSE);

    /* Translators: several players with the same best score, e.g. "Anna, Bob share the win" */
    return g_strdup_printf (_("%s share the win"), list);
  }
}

static void
update_end (PhlSwopView *self)
{
  gboolean show = self->state.over && !self->end_dismissed;

  if (show)
    {
      g_autofree char *subtitle = NULL;
      g_autofree char *title = compose_end_title (self, &subtitle);

      gtk_label_set_text (GTK_LABEL (self->end_title), title);
      gtk_label_set_text (GTK_LABEL (self->end_subtitle), subtitle);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->chart), self->state.n_players * 34 + 30);
      gtk_widget_queue_draw (self->chart);
    }
  gtk_widget_set_visible (self->end_card, show);
}

static void
show_board (PhlSwopView *self)
{
  self->end_dismissed = TRUE;
  update_all (self);
}

static void
show_results (PhlSwopView *self)
{
  self->end_dismissed = FALSE;
  update_all (self);
}

static void
update_all (PhlSwopView *self)
{
  update_status (self);
  update_choice_bar (self);
  update_end (self);
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

static void
submit_pending (PhlSwopView *self)
{
  g_autofree char *text = phl_swop_action_to_string (&self->pending);
  g_autoptr(GError) error = NULL;

  self->choice = CHOICE_NONE;
  if (!phl_match_submit (self->match, text, &error))
    {
      self->selected = -1;
      set_flash (self, error->message);
      update_all (self);
    }
}

static void
compute_legal (PhlSwopView *self)
{
  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    self->legal[cell] = self->selected >= 0 && cell != self->selected &&
                        phl_swop_state_check_swap (&self->state, self->selected, cell, NULL) == PHL_SWOP_LEGAL;
}

static void
try_swap (PhlSwopView *self,
          int          first,
          int          second)
{
  PhlSwopIllegal reason;
  PhlSwopEval eval;
  guint options;

  reason = phl_swop_state_check_swap (&self->state, first, second, &eval);
  if (reason != PHL_SWOP_LEGAL)
    {
      set_flash (self, phl_swop_illegal_message (reason));
      gtk_widget_error_bell (self->canvas);
      update_all (self);
      return;
    }
  self->pending = (PhlSwopAction) { PHL_SWOP_ACTION_SWAP, { MIN (first, second), MAX (first, second) }, -1, -1 };
  self->selected = first;
  options = phl_swop_state_cube_options (&self->state, first, second);
  if (popcount (options) >= 2)
    self->choice = CHOICE_CUBE;
  else if (phl_swop_eval_needs_chip_choice (&eval))
    self->choice = CHOICE_CHIP;
  if (self->choice != CHOICE_NONE)
    {
      set_flash (self, NULL);
      update_all (self);
      return;
    }
  submit_pending (self);
}

static void
activate_cell (PhlSwopView *self,
               int          cell)
{
  set_flash (self, NULL);
  if (human_to_act (self) < 0)
    {
      if (!self->state.over)
        set_flash (self, _("Please wait for your turn."));
      update_all (self);
      return;
    }
  if (self->choice == CHOICE_CHIP && (cell == self->pending.cells[0] || cell == self->pending.cells[1]))
    {
      choose_chip (self, cell);
      return;
    }
  if (self->choice != CHOICE_NONE)
    {
      update_all (self);
      return;
    }
  if (self->state.picks > 0)
    {
      set_flash (self, phl_swop_illegal_message (PHL_SWOP_ILLEGAL_PICK_PENDING));
      update_all (self);
      return;
    }
  if (self->selected < 0)
    {
      if (phl_swop_cell_is_chip (self->state.board[cell]))
        {
          set_flash (self, phl_swop_illegal_message (PHL_SWOP_ILLEGAL_CHIP));
          gtk_widget_error_bell (self->canvas);
        }
      else
        self->selected = cell;
      compute_legal (self);
      update_all (self);
      return;
    }
  if (self->selected == cell)
    {
      self->selected = -1;
      update_all (self);
      return;
    }
  try_swap (self, self->selected, cell);
}

static void
pick_from_pool (PhlSwopView *self,
                int          colour)
{
  const PhlSwopState *state = &self->state;
  PhlSwopAction action = { PHL_SWOP_ACTION_PICK, { -1, -1 }, colour, -1 };
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (state->over || state->picks == 0 || !seat_is_human (self, state->pick_seat) || state->pool[colour] == 0)
    return;
  text = phl_swop_action_to_string (&action);
  if (!phl_match_submit (self->match, text, &error))
    {
      set_flash (self, error->message);
      update_all (self);
    }
}

static void
on_hint_clicked (PhlSwopView *self)
{
  g_autofree char *breakdown = NULL;
  g_autofree char *text = NULL;

  if (human_to_act (self) < 0 || !phl_swop_ai_hint (&self->state, &self->hint, &self->hint_eval))
    return;
  phl_match_set_assisted (self->match, TRUE);
  self->hint_shown = TRUE;
  if (self->hint.kind == PHL_SWOP_ACTION_PICK)
    text = g_strdup_printf (_("Hint: take this colour cube from the pool: %s."), phl_swop_die_colour (self->hint.cube)->name);
  else
    {
      g_autofree char *a = describe_die (&self->state, self->hint.cells[0]);
      g_autofree char *b = describe_die (&self->state, self->hint.cells[1]);

      breakdown = describe_eval (&self->hint_eval);
      /* Translators: the hint: two dice and what swapping them scores */
      text = g_strdup_printf (_("Hint: swap %s with %s — %s."), a, b, breakdown);
      /* The first die is chosen and the swap previewed: one click on the
       * second die (or Space) plays it. */
      self->choice = CHOICE_NONE;
      self->selected = self->hint.cells[0];
      self->focus = self->hint.cells[1];
      self->keyboard = TRUE;
      compute_legal (self);
    }
  g_free (self->hint_text);
  self->hint_text = g_steal_pointer (&text);
  set_flash (self, NULL);
  update_all (self);
}

static void
on_rules_clicked (PhlSwopView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_window_present (phl_swop_rules_window_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL));
}

/* ------------------------------------------------------------------ */
/* The match changed: diff, animate, report                            */

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  PhlSwopView *self = user_data;

  self->anim_t = (double) (gdk_frame_clock_get_frame_time (clock) - self->anim_start) / ANIMATION_USEC;
  gtk_widget_queue_draw (self->canvas);
  if (self->anim_t >= 1)
    {
      self->anim_t = 1;
      self->anim_swap = FALSE;
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_animation (PhlSwopView *self)
{
  if (!animations_enabled (self) || !gtk_widget_get_mapped (self->canvas))
    {
      self->anim_t = 1;
      self->anim_swap = FALSE;
      return;
    }
  self->anim_t = 0;
  self->anim_start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (self->canvas));
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (self->canvas, animation_tick, self, NULL);
}

static void
on_match_changed (PhlSwopView *self)
{
  const PhlSwopState *now = match_state (self);
  PhlSwopState *prev = &self->prev;
  int mover;

  *prev = self->state;
  self->state = *now;
  mover = phl_swop_state_seat_to_act (prev);

  self->selected = -1;
  self->choice = CHOICE_NONE;
  self->hint_shown = FALSE;
  self->dragging = FALSE;
  set_flash (self, NULL);
  for (guint seat = 0; seat < PHL_SWOP_MAX_PLAYERS; seat++)
    self->pawn_from[seat] = prev->track[seat];

  if (now->swaps_made == prev->swaps_made + 1 && now->last_move[0] >= 0 && mover >= 0)
    {
      int a = now->last_move[0], b = now->last_move[1];
      g_autofree char *breakdown = NULL;
      g_autofree char *die_a = describe_die (prev, a);
      g_autofree char *die_b = describe_die (prev, b);

      self->have_last = phl_swop_state_check_swap (prev, a, b, &self->last_eval) == PHL_SWOP_LEGAL;
      self->last_mover = mover;
      self->anim_swap = TRUE;
      self->anim_cells[0] = a;
      self->anim_cells[1] = b;
      self->anim_dice[0] = prev->board[a];
      self->anim_dice[1] = prev->board[b];
      self->anim_chip[0] = phl_swop_cell_is_chip (now->board[a]);
      self->anim_chip[1] = phl_swop_cell_is_chip (now->board[b]);
      start_animation (self);

      breakdown = self->have_last ? describe_eval (&self->last_eval) : g_strdup ("");
      g_free (self->last_text);
      /* Translators: the last move: who swapped which dice, and the breakdown */
      self->last_text = g_strdup_printf (_("%s swapped %s and %s: %s."), seat_name (self, mover),
                                         die_a, die_b, breakdown);
      if (seat_is_human (self, mover) && self->best_seat == mover && self->best_swaps == prev->swaps_made &&
          self->best_points >= 0)
        {
          int got = now->track[mover] - prev->track[mover];

          g_free (self->report);
          if (n_humans (self) == 1)
            self->report = g_strdup_printf (ngettext ("Your last move scored %d point; the best possible was %d.",
                                                      "Your last move scored %d points; the best possible was %d.",
                                                      got),
                                            got, self->best_points);
          else
            self->report = g_strdup_printf (ngettext ("%s’s last move scored %d point; the best possible was %d.",
                                                      "%s’s last move scored %d points; the best possible was %d.",
                                                      got),
                                            seat_name (self, mover), got, self->best_points);
        }
    }
  else if (now->picks < prev->picks && now->swaps_made == prev->swaps_made && prev->picks > 0)
    {
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        if (now->pool[c] < prev->pool[c])
          {
            g_free (self->last_text);
            /* Translators: a catch-up pick: "Anna took a colour cube from the pool: Red." */
            self->last_text = g_strdup_printf (_("%s took a colour cube from the pool: %s."),
                                               seat_name (self, prev->pick_seat), phl_swop_die_colour (c)->name);
          }
      self->anim_swap = FALSE;
      self->anim_t = 1;
    }
  else
    {
      /* Undo, or a match loaded: no animation, no stale report. */
      self->anim_swap = FALSE;
      self->anim_t = 1;
      self->have_last = FALSE;
      g_clear_pointer (&self->report, g_free);
      g_clear_pointer (&self->last_text, g_free);
    }

  /* The exhaustive oracle for the human about to swap. */
  self->best_seat = -1;
  if (!now->over && now->picks == 0 && seat_is_human (self, now->current))
    {
      self->best_points = phl_swop_best_possible (now, NULL, NULL);
      self->best_swaps = now->swaps_made;
      self->best_seat = now->current;
    }
  if (!now->over)
    self->end_dismissed = FALSE;

  update_all (self);
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

static void
canvas_geometry (PhlSwopView *self,
                 Geometry    *g)
{
  compute_geometry (self, gtk_widget_get_width (self->canvas), gtk_widget_get_height (self->canvas), g);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PhlSwopView              *self)
{
  Geometry g;
  int cell, pool;

  canvas_geometry (self, &g);
  cell = cell_at (&g, x, y);
  pool = pool_colour_at (self, &g, x, y);
  self->pointer_x = x;
  self->pointer_y = y;
  if (cell != self->hover || pool != self->pool_hover || self->keyboard)
    {
      self->keyboard = FALSE;
      self->hover = cell;
      self->pool_hover = pool;
      if (self->flash != NULL && self->selected >= 0)
        set_flash (self, NULL);
      update_status (self);
      gtk_widget_queue_draw (self->canvas);
    }
  gtk_widget_set_cursor_from_name (self->canvas,
                                   (cell >= 0 && human_to_act (self) >= 0 &&
                                    !phl_swop_cell_is_chip (self->state.board[cell])) ||
                                   (pool >= 0 && self->state.picks > 0 && human_to_act (self) >= 0)
                                   ? "pointer" : NULL);
}

static void
on_leave (GtkEventControllerMotion *controller,
          PhlSwopView              *self)
{
  self->hover = -1;
  self->pool_hover = -1;
  gtk_widget_queue_draw (self->canvas);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               PhlSwopView    *self)
{
  Geometry g;

  canvas_geometry (self, &g);
  self->drag_from = cell_at (&g, x, y);
  self->dragging = FALSE;
  self->pointer_x = x;
  self->pointer_y = y;
  gtk_widget_grab_focus (self->canvas);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                PhlSwopView    *self)
{
  double sx, sy;
  Geometry g;

  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  self->pointer_x = sx + dx;
  self->pointer_y = sy + dy;
  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD || self->drag_from < 0 || human_to_act (self) < 0 ||
          self->choice != CHOICE_NONE || self->state.picks > 0 ||
          phl_swop_cell_is_chip (self->state.board[self->drag_from]))
        return;
      self->dragging = TRUE;
      self->keyboard = FALSE;
      self->selected = self->drag_from;
      set_flash (self, NULL);
      compute_legal (self);
    }
  canvas_geometry (self, &g);
  self->hover = cell_at (&g, self->pointer_x, self->pointer_y);
  update_status (self);
  gtk_widget_queue_draw (self->canvas);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             PhlSwopView    *self)
{
  double sx, sy;
  Geometry g;
  int target, pool;

  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  canvas_geometry (self, &g);
  target = cell_at (&g, sx + dx, sy + dy);
  if (self->dragging)
    {
      self->dragging = FALSE;
      if (target >= 0 && target != self->selected)
        try_swap (self, self->selected, target);
      else
        {
          self->selected = -1;
          update_all (self);
        }
      return;
    }
  /* A click. */
  pool = pool_colour_at (self, &g, sx, sy);
  if (pool >= 0)
    pick_from_pool (self, pool);
  else if (target >= 0)
    {
      self->focus = target;
      activate_cell (self, target);
    }
  else if (self->selected >= 0 && self->choice == CHOICE_NONE)
    {
      self->selected = -1;
      update_all (self);
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PhlSwopView           *self)
{
  int column = phl_swop_cell_column (MAX (self->focus, 0));
  int row = phl_swop_cell_row (MAX (self->focus, 0));

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      column = (column + PHL_SWOP_COLUMNS - 1) % PHL_SWOP_COLUMNS;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      column = (column + 1) % PHL_SWOP_COLUMNS;
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      row = (row + PHL_SWOP_ROWS - 1) % PHL_SWOP_ROWS;
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      row = (row + 1) % PHL_SWOP_ROWS;
      break;
    case GDK_KEY_Home:
      column = 0;
      break;
    case GDK_KEY_End:
      column = PHL_SWOP_COLUMNS - 1;
      break;
    case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_KP_Space:
      self->keyboard = TRUE;
      if (self->focus < 0)
        self->focus = 0;
      activate_cell (self, self->focus);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->choice != CHOICE_NONE || self->selected >= 0)
        {
          cancel_choice (self);
          return TRUE;
        }
      return FALSE;
    default:
      return FALSE;
    }
  self->keyboard = TRUE;
  self->focus = phl_swop_cell_index (column, row);
  if (self->flash != NULL && self->selected >= 0)
    set_flash (self, NULL);
  update_status (self);
  gtk_widget_queue_draw (self->canvas);
  return TRUE;
}

/* Tooltips for what the canvas draws besides the dice (those have the
 * preview): the players' rows, the pool and the track's special fields. */
static gboolean
on_query_tooltip (GtkWidget   *widget,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip,
                  PhlSwopView *self)
{
  const PhlSwopState *state = &self->state;
  g_autofree char *text = NULL;
  Geometry g;
  int colour;

  if (keyboard)
    return FALSE;
  canvas_geometry (self, &g);
  colour = pool_colour_at (self, &g, x, y);
  if (colour >= 0)
    /* Translators: tooltip of a colour in the pool: "Red: 2 in the pool" */
    text = g_strdup_printf (_("%s: %u in the pool"), phl_swop_die_colour (colour)->name, state->pool[colour]);
  else if (x >= g.panel_x && x < g.panel_x + g.panel_w)
    for (guint seat = 0; seat < state->n_players && text == NULL; seat++)
      {
        double row_y;

        seat_row (self, &g, seat, &row_y);
        if (y < row_y || y >= row_y + g.row_h)
          continue;
        if (state->cubes)
          text = g_strdup_printf (ngettext ("%s: %d points, %u Swop chip left, %u colour cubes",
                                            "%s: %d points, %u Swop chips left, %u colour cubes", state->chips[seat]),
                                  seat_name (self, seat), phl_swop_state_score (state, seat), state->chips[seat],
                                  phl_swop_state_cubes_of (state, seat));
        else
          text = g_strdup_printf (ngettext ("%s: %d points, %u Swop chip left",
                                            "%s: %d points, %u Swop chips left", state->chips[seat]),
                                  seat_name (self, seat), phl_swop_state_score (state, seat), state->chips[seat]);
      }
  else if (y >= g.track_y && x >= g.track_x && x < g.track_x + g.track_w)
    {
      int field = (int) ((x - g.track_x) / g.field_w);

      if ((field == PHL_SWOP_PICK_FIELD_1 || field == PHL_SWOP_PICK_FIELD_2) && state->cubes &&
          state->variant != PHL_SWOP_VARIANT_SOLO)
        text = g_strdup (_("When the first pawn reaches this field, the last player takes a colour cube from the pool"));
      else if ((field == PHL_SWOP_PICK_FIELD_1 || field == PHL_SWOP_PICK_FIELD_2) && state->takebacks)
        text = g_strdup (_("On reaching this field you take back a spent colour cube"));
      else if (field == PHL_SWOP_FINISH)
        text = g_strdup (state->variant == PHL_SWOP_VARIANT_SOLO ? _("The goal of the solo game")
                                                                  : _("The finish: the game ends after this round"));
    }
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  /* Near the pointer rather than at the canvas's edge. */
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { x - 8, y - 8, 16, 16 });
  return TRUE;
}

static void
on_focus_changed (PhlSwopView *self)
{
  if (self->focus < 0)
    self->focus = 0;
  update_status (self);
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------------ */
/* The canvas widget                                                   */

static void
phl_swop_canvas_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  PhlSwopCanvas *self = PHL_SWOP_CANVAS (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->view == NULL || self->view->match == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_canvas (self->view, cr, width, height);
  cairo_destroy (cr);
}

static void
phl_swop_canvas_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 340;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1200 : 620;
}

static void
phl_swop_canvas_class_init (PhlSwopCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = phl_swop_canvas_snapshot;
  widget_class->measure = phl_swop_canvas_measure;
  gtk_widget_class_set_css_name (widget_class, "swop-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
phl_swop_canvas_init (PhlSwopCanvas *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

/* ------------------------------------------------------------------ */
/* The view                                                            */

static void
phl_swop_view_dispose (GObject *object)
{
  PhlSwopView *self = (PhlSwopView *)object;

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (self->canvas, self->tick_id);
      self->tick_id = 0;
    }
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_SWOP_VIEW);
  /* The template's separator and button box have no id: unparent them too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (phl_swop_view_parent_class)->dispose (object);
}

static void
phl_swop_view_finalize (GObject *object)
{
  PhlSwopView *self = (PhlSwopView *)object;

  g_free (self->flash);
  g_free (self->report);
  g_free (self->last_text);
  g_free (self->hint_text);

  G_OBJECT_CLASS (phl_swop_view_parent_class)->finalize (object);
}

static void
phl_swop_view_class_init (PhlSwopViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_swop_view_dispose;
  object_class->finalize = phl_swop_view_finalize;
  gtk_widget_class_set_css_name (widget_class, "swop-view");

  g_type_ensure (PHL_TYPE_SWOP_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/swop/phl-swop-view.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, overlay);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, canvas);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, end_card);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, end_title);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, end_subtitle);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, chart);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, choice_revealer);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, choice_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, choice_buttons);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, status_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, report_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, results_button);
  gtk_widget_class_bind_template_callback (widget_class, show_board);
  gtk_widget_class_bind_template_callback (widget_class, show_results);
  gtk_widget_class_bind_template_callback (widget_class, on_hint_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_rules_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_key_pressed);
}

static void
phl_swop_view_init (PhlSwopView *self)
{
  GtkEventController *motion, *key, *focus;
  GtkGesture *drag;

  self->selected = -1;
  self->hover = -1;
  self->focus = -1;
  self->pool_hover = -1;
  self->drag_from = -1;
  self->best_seat = -1;
  self->anim_t = 1;

  gtk_widget_init_template (GTK_WIDGET (self));
  PHL_SWOP_CANVAS (self->canvas)->view = self;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (self->canvas, motion);
  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (drag));
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (self->canvas, key);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (self->canvas, focus);
  gtk_widget_set_has_tooltip (self->canvas, TRUE);
  g_signal_connect (self->canvas, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
}

GtkWidget *
phl_swop_view_new (PhlMatch *match)
{
  PhlSwopView *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (g_str_equal (phl_match_get_rules (match)->id, "swop"), NULL);

  self = g_object_new (PHL_TYPE_SWOP_VIEW, NULL);
  self->match = g_object_ref (match);
  self->state = *match_state (self);
  self->prev = self->state;
  for (guint seat = 0; seat < PHL_SWOP_MAX_PLAYERS; seat++)
    self->pawn_from[seat] = self->state.track[seat];
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  if (!self->state.over && self->state.picks == 0 && seat_is_human (self, self->state.current))
    {
      self->best_points = phl_swop_best_possible (&self->state, NULL, NULL);
      self->best_swaps = self->state.swaps_made;
      self->best_seat = self->state.current;
    }
  update_all (self);
  return GTK_WIDGET (self);
}
