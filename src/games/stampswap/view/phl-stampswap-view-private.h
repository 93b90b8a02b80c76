/* phl-stampswap-view-private.h — what the Stamp Swap view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view is split by job: phl-stampswap-view.c (the PhlGameView
 * subclass: following the match, status, hint, summary), -board.c (the
 * board widget), -layout.c (geometry, GTK-free), -draw.c (text and
 * shapes), -paint-table.c (board, album, opponents, your cards, pop-ups),
 * -paint-phases.c (the pool, the piles to choose, the stamps to place, and
 * the frame), -cut.c (making piles), -scores.c (the score chart, the
 * end-of-day summary and the end page's tables), -rules-sections.c, -text.c (every sentence: status, descriptions,
 * accessibility) and -input.c (pointer and keys).
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-game-view.h"
#include "phl-match.h"
#include "phl-pointer.h"
#include "phl-stampswap-draw.h"
#include "phl-stampswap-layout.h"
#include "phl-stampswap-paint.h"
#include "phl-stampswap-view.h"
#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

#define ALBUM  PHL_STAMPSWAP_ALBUM_SIZE
#define HELD   PHL_STAMPSWAP_MAX_HELD
#define PARTS  PHL_STAMPSWAP_MAX_PARTS
#define EMPTY  PHL_STAMPSWAP_ITEM_EMPTY
#define NONE   PHL_STAMPSWAP_NONE

typedef PhlStampswapRect Rect;
typedef PhlStampswapHit  Hit;

/* Whose cut the piles on screen are: a new key starts a fresh cut. */
typedef struct
{
  guint             round;
  PhlStampswapPhase phase;
  int               seat;
} PhlStampswapCutKey;

/* The board: the canvas under the end-of-day summary card and Confirm
 * Piles, taking the keyboard focus for its canvas (phl-stampswap-board.c). */
#define PHL_TYPE_STAMPSWAP_BOARD (phl_stampswap_board_get_type ())
G_DECLARE_FINAL_TYPE (PhlStampswapBoard, phl_stampswap_board, PHL, STAMPSWAP_BOARD, GtkWidget)

struct _PhlStampswapBoard
{
  GtkWidget  parent_instance;

  GtkWidget *overlay;
  GtkWidget *canvas;
  GtkWidget *summary;         /* the end-of-day summary card */
  GtkWidget *summary_title;
  GtkWidget *summary_grid;
  GtkWidget *summary_button;
  GtkWidget *confirm_button;  /* placed by the layout, below the cut */
};

struct _PhlStampswapView
{
  PhlGameView              parent_instance;

  PhlStampswapBoard       *board;
  /* The board's parts, for short. */
  GtkWidget               *canvas;
  GtkWidget               *confirm_button;
  GtkWidget               *summary;
  GtkWidget               *summary_title;
  GtkWidget               *summary_grid;
  GtkWidget               *summary_button;

  const PhlStampswapState *st;
  /* Whose mat the board is laid out for (the person at the screen, or the
   * last one while a hand-over page shows). */
  int                      viewer;

  PhlStampswapLayout       lay;

  /* Pointer */
  double                   px, py;
  gboolean                 pointer_in;
  /* Where the pointer really was: a still pointer opens no pop-up. */
  PhlPointerSpot           pointer_spot;
  Hit                      hover;
  /* While the still layer is painted: what the live layer draws (the
   * hover, the drop zone under a dragged item) is left out. */
  gboolean                 painting_still;
  /* While an item of the cut is dragged: the table under it (its empty
   * slot, the lit zone), kept while the zone stays the same, so a frame
   * redraws only where the item was and is. */
  GskRenderNode           *drag_backdrop;
  int                      drag_backdrop_zone;
  int                      drag_backdrop_item;
  /* The accessible description tells what the pointer is over, until a
   * key moves the keyboard cursor. */
  gboolean                 describe_pointer;
  /* A drop hides the hover preview until the pointer moves on. */
  gboolean                 preview_blocked;
  double                   drop_x, drop_y;
  /* Drag (also clicks: a drag that hardly moved) */
  gboolean                 pressed;
  Hit                      press_hit;
  double                   press_x, press_y;
  gboolean                 drag_moved;

  /* Cut: the piles being made (zones per collection item), for the cut
   * of this round, phase and seat. */
  PhlStampswapCut          cut;
  int                      cut_sel;
  PhlStampswapCutKey       cut_key;
  double                   meter[PARTS][2];
  gboolean                 meter_valid;

  /* Show */
  int                      sel_pending;
  int                      ghost_x, ghost_y;
  gboolean                 ghost_on;

  /* Keyboard */
  int                      focus;
  gboolean                 keyboard_ghost;

  /* The hint, read with the engine's parser: shown, never applied. */
  gboolean                 hint_on;
  PhlStampswapAction       hint;

  /* What items and piles are worth to the viewer, from what they may know. */
  PhlStampswapState       *known_copy;
  guint                    known_serial;
  int                      known_viewer;
  int                      expanded_opp;
  gboolean                 pinned;       /* the expanded mat stays open */
  /* The order of this Swap's choices: place (1-based) per seat, 0 = not yet. */
  guint8                   chose_place[PARTS];
  guint8                   n_chose;
  guint                    serial;
  /* The actions as last seen, to read what an undo took back. */
  GPtrArray               *seen_actions;
  guint                    seen_round;
  int                      seen_current;
  /* The end-of-day summary shows for this day (0-based), or -1. */
  int                      summary_day;

  /* A short glow where the last action happened (≤ 250 ms). */
  PhlStampswapHitKind      flash_kind;
  int                      flash_index;
  int                      flash_seat;
  gint64                   flash_start;
  guint                    flash_tick;
};

/* phl-stampswap-view.c */
const PhlStampswapPlayer *phl_stampswap_view_player   (PhlStampswapView *self,
                                                       guint             seat);
guint       phl_stampswap_view_n_parts     (PhlStampswapView *self);
gboolean    phl_stampswap_view_is_dummy    (PhlStampswapView *self,
                                            guint             seat);
const char *phl_stampswap_view_seat_name   (PhlStampswapView *self,
                                            guint             seat);
const PhlSeat *phl_stampswap_view_seat     (PhlStampswapView *self,
                                            guint             seat);
int         phl_stampswap_view_at_screen   (PhlStampswapView *self);
gboolean    phl_stampswap_view_my_turn     (PhlStampswapView *self);
void        phl_stampswap_view_submit      (PhlStampswapView *self,
                                            char             *action);   /* takes it */
void        phl_stampswap_view_message     (PhlStampswapView *self,
                                            const char       *message);
void        phl_stampswap_view_refresh     (PhlStampswapView *self);
PhlStampswapLayoutInput phl_stampswap_view_layout_input (PhlStampswapView *self);
void        phl_stampswap_view_ensure_layout (PhlStampswapView *self);
gboolean    phl_stampswap_view_hint_is     (PhlStampswapView *self,
                                            const PhlStampswapAction *action);
double      phl_stampswap_view_pool_worth  (PhlStampswapView *self,
                                            guint             slot);
double      phl_stampswap_view_pile_worth  (PhlStampswapView *self,
                                            guint             owner,
                                            guint             pile);
gboolean    phl_stampswap_view_pending_left (PhlStampswapView *self);
gboolean    phl_stampswap_view_pile_available (PhlStampswapView *self,
                                               guint             owner);
gboolean    phl_stampswap_view_contest_available (PhlStampswapView *self,
                                                  guint             slot);
const PhlStampswapTile *phl_stampswap_view_selected_tile (PhlStampswapView *self);
PhlStampswapFace phl_stampswap_view_item_face (PhlStampswapView *self,
                                               guint16           item);

/* phl-stampswap-cut.c */
gboolean    phl_stampswap_view_cutting     (PhlStampswapView *self);
void        phl_stampswap_cut_reset        (PhlStampswapView *self);
void        phl_stampswap_cut_assign       (PhlStampswapView *self,
                                            guint             item,
                                            guint             zone);
void        phl_stampswap_cut_restore      (PhlStampswapView *self,
                                            const char       *action);
void        phl_stampswap_cut_confirm      (PhlStampswapView *self);
/* The instruction for the cut being made, or NULL when it is legal. */
char       *phl_stampswap_cut_instruction  (PhlStampswapView *self);
void        phl_stampswap_paint_cut        (PhlStampswapView *self,
                                            cairo_t          *cr);

/* phl-stampswap-paint-table.c */
void        phl_stampswap_paint_item       (PhlStampswapView *self,
                                            cairo_t          *cr,
                                            guint16           item,
                                            Rect              r);
void        phl_stampswap_paint_slot       (cairo_t          *cr,
                                            Rect              r,
                                            gboolean          hover);
void        phl_stampswap_paint_board      (PhlStampswapView *self,
                                            cairo_t          *cr);
void        phl_stampswap_paint_album      (PhlStampswapView        *self,
                                            cairo_t                 *cr,
                                            const PhlStampswapAlbum *album,
                                            Rect                     r,
                                            double                   cell,
                                            gboolean                 interactive);
void        phl_stampswap_paint_ghost      (PhlStampswapView       *self,
                                            cairo_t                *cr,
                                            const PhlStampswapTile *tile,
                                            int                     gx,
                                            int                     gy,
                                            gboolean                hint);
void        phl_stampswap_paint_opponent   (PhlStampswapView *self,
                                            cairo_t          *cr,
                                            guint             seat,
                                            Rect              r,
                                            gboolean          expanded);
void        phl_stampswap_paint_strip      (PhlStampswapView *self,
                                            cairo_t          *cr);
void        phl_stampswap_paint_preview    (PhlStampswapView *self,
                                            cairo_t          *cr);
/* Whether the hovered card lights the album cells it counts. */
gboolean    phl_stampswap_hover_lights_album (PhlStampswapView *self);
void        phl_stampswap_paint_flash      (PhlStampswapView *self,
                                            cairo_t          *cr);
void        phl_stampswap_work_title       (PhlStampswapView *self,
                                            cairo_t          *cr,
                                            const char       *text);

/* phl-stampswap-paint-phases.c */
void        phl_stampswap_draw_canvas      (GtkDrawingArea   *area,
                                            cairo_t          *cr,
                                            int               width,
                                            int               height,
                                            gpointer          user_data);
/* PhlLayeredArea's still layer: the table without the pointer's hover. */
void        phl_stampswap_draw_still       (GtkDrawingArea   *area,
                                            cairo_t          *cr,
                                            int               width,
                                            int               height,
                                            gpointer          user_data);
/* Whether an item follows the pointer (drawn on the live layer). */
gboolean    phl_stampswap_view_dragging    (PhlStampswapView *self);
/* PhlLayeredArea's live layer: the hover, the item being dragged. */
void        phl_stampswap_snapshot_live    (GtkWidget        *area,
                                            GtkSnapshot      *snapshot,
                                            int               width,
                                            int               height,
                                            gpointer          user_data);

/* phl-stampswap-board.c */
/* Places the overlay children the layout says where (Confirm Piles). */
void        phl_stampswap_board_set_layout_source (PhlStampswapBoard  *self,
                                                   PhlStampswapView   *view);

/* phl-stampswap-scores.c */
int         phl_stampswap_day_total        (const PhlStampswapState *st,
                                            guint                    seat,
                                            guint                    day);
void        phl_stampswap_summary_fill     (PhlStampswapView *self,
                                            guint             day);
GtkWidget  *phl_stampswap_final_details    (PhlStampswapView *self);
void        phl_stampswap_fill_chart       (PhlStampswapView *self,
                                            PhlScoreChart    *chart);

/* phl-stampswap-rules-sections.c */
const PhlRulesSection *phl_stampswap_rules_sections (void);

/* phl-stampswap-text.c */
const char *phl_stampswap_kind_label       (guint8            kind);
char       *phl_stampswap_describe_stamp   (const PhlStampswapStamp *s);
char       *phl_stampswap_describe_item    (PhlStampswapView *self,
                                            guint16           item);
char       *phl_stampswap_describe_item_for (const PhlStampswapState *st,
                                             int                      seat,
                                             guint16                  item);
char       *phl_stampswap_describe_hit     (PhlStampswapView *self,
                                            Hit               hit);
const char *phl_stampswap_phase_name       (guint             phase);
const char *phl_stampswap_phase_title      (guint             phase);
char       *phl_stampswap_status_text      (PhlStampswapView *self);
void        phl_stampswap_update_accessible (PhlStampswapView *self,
                                             const char       *status);
/* The description again when the pointer moves to another place. */
void        phl_stampswap_update_accessible_hover (PhlStampswapView *self);

/* phl-stampswap-hint-text.c */
/* The hint's words: what @a names in @st (NULL: nothing named) as @seat
 * may see it, and @reason (may be NULL). */
char       *phl_stampswap_hint_text        (const PhlStampswapState  *st,
                                            int                       seat,
                                            const PhlStampswapAction *a,
                                            const char               *reason);
/* Where the board shows the hint @action, for the input in use. */
char       *phl_stampswap_hint_where       (PhlGameView              *view,
                                            const char               *action);

/* phl-stampswap-input.c */
void        phl_stampswap_input_attach     (PhlStampswapView *self);
guint       phl_stampswap_focus_targets    (PhlStampswapView *self,
                                            Hit              *out);

G_END_DECLS
