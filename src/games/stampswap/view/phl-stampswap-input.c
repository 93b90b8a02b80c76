/* phl-stampswap-input.c — the pointer and the keys on the Stamp Swap table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Click or drag everything; a drag that hardly moved is a click.  Keys:
 * arrows move between the items that can be played, Enter/Space acts,
 * R/1/2/0 put a Daily Collection item into the reserve, a pile or back,
 * arrows move a picked-up stamp in the album, Escape drops it.  Pop-ups
 * close while dragging and stay closed after a drop until the pointer
 * moves on.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "phl-layered-area.h"
#include "phl-stampswap-view-private.h"

guint
phl_stampswap_focus_targets (PhlStampswapView *self,
                             Hit              *out)
{
  const PhlStampswapState *st = self->st;
  guint n = 0;

  if (!phl_stampswap_view_my_turn (self))
    return 0;
  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      for (guint i = 0; i < st->n_pool; i++)
        if (st->pool[i] != EMPTY)
          out[n++] = (Hit) { PHL_STAMPSWAP_HIT_POOL, i, 0 };
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      for (guint i = 0; i < self->cut.n_items; i++)
        out[n++] = (Hit) { PHL_STAMPSWAP_HIT_CUT_ITEM, i, 0 };
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      for (guint s = 0; s < phl_stampswap_view_n_parts (self); s++)
        if (phl_stampswap_view_pile_available (self, s))
          for (guint k = 0; k < 2; k++)
            out[n++] = (Hit) { PHL_STAMPSWAP_HIT_PILE, s, k };
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      if (phl_stampswap_view_pending_left (self))
        {
          const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);

          for (guint i = 0; i < p->n_pending; i++)
            if (p->pending[i] != EMPTY)
              out[n++] = (Hit) { PHL_STAMPSWAP_HIT_PENDING, i, 0 };
        }
      else
        for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
          if (phl_stampswap_view_contest_available (self, i))
            out[n++] = (Hit) { PHL_STAMPSWAP_HIT_CHOICE, i, 0 };
      break;
    default:
      break;
    }
  return n;
}

/* Show: the ghost's top-left cell for the pointer at x, y (pointer at the
 * stamp's centre). */
static void
ghost_from_pointer (PhlStampswapView       *self,
                    const PhlStampswapTile *tile,
                    double                  x,
                    double                  y)
{
  const PhlStampswapLayout *L = &self->lay;

  self->ghost_x = (int) floor ((x - L->album.x) / L->cell - tile->w / 2.0 + 0.5);
  self->ghost_y = (int) floor ((y - L->album.y) / L->cell - tile->h / 2.0 + 0.5);
  self->ghost_on = x > L->album.x - L->cell * 2 && y > L->album.y - L->cell * 2
                   && x < L->album.x + L->album.w + L->cell * 2 && y < L->album.y + L->album.h + L->cell * 2;
}

static void
place_selected (PhlStampswapView *self)
{
  const PhlStampswapTile *tile = phl_stampswap_view_selected_tile (self);
  int index = self->sel_pending;

  if (tile == NULL || !self->ghost_on)
    return;
  if (self->ghost_x < 0 || self->ghost_y < 0
      || !phl_stampswap_album_fits (&phl_stampswap_view_player (self, self->viewer)->album, tile, self->ghost_x,
                                    self->ghost_y))
    {
      phl_stampswap_view_message (self, _("The stamp does not fit there: it would overlap a stamp or the album’s edge"));
      return;
    }
  self->sel_pending = -1;
  self->ghost_on = FALSE;
  phl_stampswap_view_submit (self, phl_stampswap_action_place (index, self->ghost_x, self->ghost_y));
}

static void
activate_pending (PhlStampswapView *self,
                  int               index)
{
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);

  if (index < 0 || (guint) index >= p->n_pending || p->pending[index] == EMPTY)
    return;
  if (!phl_stampswap_album_fits_anywhere (&p->album, phl_stampswap_item_tile (p->pending[index])))
    {
      phl_stampswap_view_submit (self, phl_stampswap_action_discard (index));
      return;
    }
  self->sel_pending = self->sel_pending == index ? -1 : index;
  phl_stampswap_view_refresh (self);
}

static void
close_pinned (PhlStampswapView *self)
{
  if (self->pinned)
    {
      self->pinned = FALSE;
      self->expanded_opp = -1;
      phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
    }
}

static void
click (PhlStampswapView *self,
       Hit               hit)
{
  const PhlStampswapState *st = self->st;

  if (hit.kind == PHL_STAMPSWAP_HIT_OPPONENT)
    {
      if (hit.sub == 1 || (self->pinned && self->expanded_opp == hit.index))
        self->pinned = FALSE, self->expanded_opp = -1;
      else
        self->pinned = TRUE, self->expanded_opp = hit.index;
      phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
      return;
    }
  close_pinned (self);
  if (!phl_stampswap_view_my_turn (self))
    return;
  switch (hit.kind)
    {
    case PHL_STAMPSWAP_HIT_POOL:
      phl_stampswap_view_submit (self, phl_stampswap_action_take (hit.index));
      break;
    case PHL_STAMPSWAP_HIT_CUT_ITEM:
      self->cut_sel = self->cut_sel == hit.index ? -1 : hit.index;
      phl_stampswap_view_refresh (self);
      break;
    case PHL_STAMPSWAP_HIT_ZONE:
      if (self->cut_sel >= 0)
        phl_stampswap_cut_assign (self, self->cut_sel, hit.index);
      break;
    case PHL_STAMPSWAP_HIT_PILE:
      if (phl_stampswap_view_pile_available (self, hit.index))
        phl_stampswap_view_submit (self, phl_stampswap_action_choose (hit.index, hit.sub));
      break;
    case PHL_STAMPSWAP_HIT_PENDING:
      activate_pending (self, hit.index);
      break;
    case PHL_STAMPSWAP_HIT_ALBUM:
      if (phl_stampswap_view_selected_tile (self) != NULL)
        {
          ghost_from_pointer (self, phl_stampswap_view_selected_tile (self), self->px, self->py);
          place_selected (self);
        }
      break;
    case PHL_STAMPSWAP_HIT_CONTEST:
    case PHL_STAMPSWAP_HIT_CHOICE:
      if (phl_stampswap_view_contest_available (self, hit.index))
        phl_stampswap_view_submit (self, phl_stampswap_action_contest (phl_stampswap_state_card (st, st->board[hit.index])->id));
      else if (st->phase == PHL_STAMPSWAP_PHASE_SHOW && hit.index < PHL_STAMPSWAP_N_ROUND_CONTESTS)
        {
          if (phl_stampswap_view_pending_left (self))
            phl_stampswap_view_message (self, _("Place or discard all your new stamps before entering a contest"));
          else if (phl_stampswap_view_player (self, self->viewer)->tickets & (1u << hit.index))
            phl_stampswap_view_message (self, _("You have already entered this contest"));
        }
      break;
    default:
      break;
    }
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PhlStampswapView         *self)
{
  Hit old = self->hover;
  /* GTK repeats a still pointer's place as the board changes under it:
   * only a pointer that moved opens pop-ups and is described, never over
   * a keyboard player. */
  gboolean moved = phl_pointer_moved (GTK_EVENT_CONTROLLER (controller), &self->pointer_spot);
  int expanded_before = self->expanded_opp;

  self->px = x, self->py = y;
  self->pointer_in = TRUE;
  if (self->pressed)
    return;
  if (self->preview_blocked && hypot (x - self->drop_x, y - self->drop_y) > 12)
    self->preview_blocked = FALSE;
  phl_stampswap_view_ensure_layout (self);
  {
    PhlStampswapLayoutInput in = phl_stampswap_view_layout_input (self);

    self->hover = phl_stampswap_layout_hit (&self->lay, &in, x, y);
  }
  /* A selected stamp follows the pointer over the album. */
  if (self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && phl_stampswap_view_my_turn (self)
      && phl_stampswap_view_selected_tile (self) != NULL && !self->keyboard_ghost)
    ghost_from_pointer (self, phl_stampswap_view_selected_tile (self), x, y);
  if (moved && self->hover.kind == PHL_STAMPSWAP_HIT_OPPONENT && self->hover.sub == 0
      && self->expanded_opp != self->hover.index)
    self->expanded_opp = self->hover.index;
  else if (self->hover.kind != PHL_STAMPSWAP_HIT_OPPONENT && self->expanded_opp >= 0 && !self->pinned)
    self->expanded_opp = -1;
  if (old.kind != self->hover.kind || old.index != self->hover.index || old.sub != self->hover.sub)
    {
      if (moved)
        self->describe_pointer = self->hover.kind != PHL_STAMPSWAP_HIT_NONE;
      phl_stampswap_update_accessible_hover (self);
    }
  /* The hover and its pop-up are on the live layer: the table is painted
   * again only when an opponent opens or closes or a stamp's ghost moves. */
  if (self->expanded_opp != expanded_before || phl_stampswap_view_selected_tile (self) != NULL)
    phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
  else if (old.kind != self->hover.kind || old.index != self->hover.index || old.sub != self->hover.sub
           || self->hover.kind != PHL_STAMPSWAP_HIT_NONE)
    phl_layered_area_queue_live (PHL_LAYERED_AREA (self->canvas));
}

static void
on_leave (GtkEventControllerMotion *controller,
          PhlStampswapView         *self)
{
  int expanded_before = self->expanded_opp;

  self->pointer_in = FALSE;
  self->pointer_spot.known = FALSE;
  self->hover = (Hit) { PHL_STAMPSWAP_HIT_NONE, -1, -1 };
  if (!self->pinned)
    self->expanded_opp = -1;
  if (self->expanded_opp != expanded_before)
    phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
  else
    phl_layered_area_queue_live (PHL_LAYERED_AREA (self->canvas));
}

static void
on_drag_begin (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               PhlStampswapView *self)
{
  PhlStampswapLayoutInput in;

  gtk_widget_grab_focus (self->canvas);
  phl_stampswap_view_ensure_layout (self);
  in = phl_stampswap_view_layout_input (self);
  self->pressed = TRUE;
  self->drag_moved = FALSE;
  self->press_x = x, self->press_y = y;
  self->px = x, self->py = y;
  self->press_hit = phl_stampswap_layout_hit (&self->lay, &in, x, y);
  self->keyboard_ghost = FALSE;
}

static void
on_drag_update (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                PhlStampswapView *self)
{
  gboolean was_dragging = phl_stampswap_view_dragging (self);
  int expanded_before = self->expanded_opp;

  self->px = self->press_x + dx, self->py = self->press_y + dy;
  if (!self->drag_moved && hypot (dx, dy) > 6)
    {
      self->drag_moved = TRUE;
      /* Pop-ups close while something is dragged: they would cover the
       * place it goes to. */
      if (!self->pinned)
        self->expanded_opp = -1;
      self->hover = (Hit) { PHL_STAMPSWAP_HIT_NONE, -1, -1 };
    }
  if (self->drag_moved && self->press_hit.kind == PHL_STAMPSWAP_HIT_PENDING && phl_stampswap_view_my_turn (self))
    {
      const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);

      if (p->pending[self->press_hit.index] != EMPTY)
        ghost_from_pointer (self, phl_stampswap_item_tile (p->pending[self->press_hit.index]), self->px, self->py);
    }
  /* Only the dragged item moves and the zone under it lights up: both
   * are on the live layer, and so is the slot an item of the cut leaves
   * (a stamp of the Show leaves its slot on the still layer: its ghost
   * may be there). */
  if (phl_stampswap_view_dragging (self) && self->expanded_opp == expanded_before
      && (was_dragging || self->press_hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM))
    phl_layered_area_queue_live (PHL_LAYERED_AREA (self->canvas));
  else
    phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}

static void
drop (PhlStampswapView *self,
      Hit               start)
{
  PhlStampswapLayoutInput in = phl_stampswap_view_layout_input (self);
  Hit target = phl_stampswap_layout_hit (&self->lay, &in, self->px, self->py);

  if (start.kind == PHL_STAMPSWAP_HIT_CUT_ITEM && phl_stampswap_view_cutting (self))
    {
      if (target.kind == PHL_STAMPSWAP_HIT_ZONE)
        phl_stampswap_cut_assign (self, start.index, target.index);
      else if (target.kind == PHL_STAMPSWAP_HIT_CUT_ITEM)
        phl_stampswap_cut_assign (self, start.index, self->cut.zone[target.index]);
    }
  else if (start.kind == PHL_STAMPSWAP_HIT_PENDING && self->st->phase == PHL_STAMPSWAP_PHASE_SHOW)
    {
      const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);

      if (p->pending[start.index] == EMPTY)
        return;
      ghost_from_pointer (self, phl_stampswap_item_tile (p->pending[start.index]), self->px, self->py);
      if (self->ghost_on)
        {
          self->sel_pending = start.index;
          place_selected (self);
          if (self->sel_pending >= 0)
            self->sel_pending = -1, self->ghost_on = FALSE;
        }
    }
}

static void
on_drag_end (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             PhlStampswapView *self)
{
  Hit start = self->press_hit;
  gboolean moved = self->drag_moved;

  self->px = self->press_x + dx, self->py = self->press_y + dy;
  self->pressed = FALSE;
  self->drag_moved = FALSE;
  phl_stampswap_view_ensure_layout (self);
  if (!moved)
    click (self, start);
  else if (phl_stampswap_view_my_turn (self))
    {
      /* The drop closes what followed the pointer; no pop-up until it
       * moves on. */
      self->preview_blocked = TRUE;
      self->drop_x = self->px, self->drop_y = self->py;
      self->hover = (Hit) { PHL_STAMPSWAP_HIT_NONE, -1, -1 };
      drop (self, start);
    }
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}

static void
move_ghost (PhlStampswapView *self,
            int               dx,
            int               dy)
{
  const PhlStampswapTile *tile = phl_stampswap_view_selected_tile (self);

  if (tile == NULL)
    return;
  self->ghost_x = CLAMP (self->ghost_x + dx, 0, ALBUM - tile->w);
  self->ghost_y = CLAMP (self->ghost_y + dy, 0, ALBUM - tile->h);
  self->ghost_on = TRUE;
  self->keyboard_ghost = TRUE;
  phl_stampswap_view_refresh (self);
}

/* Enter on a stamp to place: picks it up at its first free place. */
static void
pick_up (PhlStampswapView *self,
         int               index)
{
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);
  guint8 cells[ALBUM * ALBUM];

  if (phl_stampswap_album_placements (&p->album, phl_stampswap_item_tile (p->pending[index]), cells) == 0)
    activate_pending (self, index);
  else
    {
      self->sel_pending = index;
      self->ghost_x = cells[0] % ALBUM, self->ghost_y = cells[0] / ALBUM;
      self->ghost_on = TRUE;
      self->keyboard_ghost = TRUE;
    }
}

static gboolean
on_key (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        PhlStampswapView      *self)
{
  Hit targets[PHL_STAMPSWAP_MAX_POOL + HELD];
  guint n = phl_stampswap_focus_targets (self, targets);
  gboolean ghosting = self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && phl_stampswap_view_selected_tile (self) != NULL;
  Hit target;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  self->describe_pointer = FALSE;
  if (keyval == GDK_KEY_Escape)
    {
      self->sel_pending = -1;
      self->ghost_on = FALSE;
      self->cut_sel = -1;
      close_pinned (self);
      phl_stampswap_view_refresh (self);
      return TRUE;
    }
  if (ghosting)
    switch (keyval)
      {
      case GDK_KEY_Left: move_ghost (self, -1, 0); return TRUE;
      case GDK_KEY_Right: move_ghost (self, 1, 0); return TRUE;
      case GDK_KEY_Up: move_ghost (self, 0, -1); return TRUE;
      case GDK_KEY_Down: move_ghost (self, 0, 1); return TRUE;
      case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
        place_selected (self);
        return TRUE;
      default:
        break;
      }
  if (n == 0)
    return FALSE;
  self->focus = CLAMP (self->focus, 0, (int) n - 1);
  target = targets[self->focus];
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_Up:
      self->focus = (self->focus + n - 1) % n;
      break;
    case GDK_KEY_Right: case GDK_KEY_Down:
      self->focus = (self->focus + 1) % n;
      break;
    case GDK_KEY_r: case GDK_KEY_R:
    case GDK_KEY_1: case GDK_KEY_KP_1:
    case GDK_KEY_2: case GDK_KEY_KP_2:
    case GDK_KEY_0: case GDK_KEY_KP_0: case GDK_KEY_BackSpace:
      if (target.kind == PHL_STAMPSWAP_HIT_CUT_ITEM)
        phl_stampswap_cut_assign (self, target.index,
                                  keyval == GDK_KEY_r || keyval == GDK_KEY_R ? PHL_STAMPSWAP_CUT_RESERVE
                                  : keyval == GDK_KEY_1 || keyval == GDK_KEY_KP_1 ? PHL_STAMPSWAP_CUT_PILE1
                                  : keyval == GDK_KEY_2 || keyval == GDK_KEY_KP_2 ? PHL_STAMPSWAP_CUT_PILE2
                                  : PHL_STAMPSWAP_CUT_UNSET);
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (target.kind == PHL_STAMPSWAP_HIT_CUT_ITEM)
        phl_stampswap_cut_confirm (self);
      else if (target.kind == PHL_STAMPSWAP_HIT_PENDING)
        pick_up (self, target.index);
      else
        click (self, target);
      break;
    default:
      return FALSE;
    }
  phl_stampswap_view_refresh (self);
  return TRUE;
}

void
phl_stampswap_input_attach (PhlStampswapView *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (self->canvas, motion);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (self->canvas, key);
}
