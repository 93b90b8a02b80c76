/* phl-match.c — one game being played: seats, state, history, undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-match"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-match-private.h"
#include "phl-rng.h"

typedef struct
{
  char          *action;
  int            seat;
  PhlApplyFlags  flags;
  /* What the action did, as the engine told it. */
  PhlChange     *change;
  /* What undo restores: the state and the RNG before the action. */
  gpointer       state_before;
  GRand         *rng_before;
} HistoryEntry;

struct _PhlMatch
{
  GObject             parent_instance;

  const PhlGameRules *rules;
  gpointer            state;
  GRand              *rng;
  guint64             seed;
  char               *variant;
  char               *deck;
  GStrv               options;
  guint               n_seats;
  PhlSeat             seats[PHL_MAX_SEATS];
  /* _phl_match_set_saved_name(): the file's own seat names. */
  char               *saved_names[PHL_MAX_SEATS];
  GArray             *history;   /* of HistoryEntry */
  /* The actions after the present one along the recorded line, which
   * phl_match_seek() steps back onto; a new action drops them. */
  GPtrArray          *ahead;
  /* The starting position of a match begun at a position, which its
   * saves carry (the seed alone deals a fresh game); NULL otherwise. */
  GKeyFile           *start;
  char               *autosave_path;
  /* Why the last autosave failed; NULL while saving works. */
  GError             *autosave_error;
  gboolean            assisted;
  /* A Learn to Play game (docs/guides.md): never counted in statistics. */
  gboolean            guided;
};

G_DEFINE_FINAL_TYPE (PhlMatch, phl_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CURRENT_SEAT,
  PROP_CAN_UNDO,
  PROP_IS_OVER,
  PROP_ASSISTED,
  PROP_AUTOSAVE_ERROR,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
history_entry_clear (gpointer data)
{
  HistoryEntry *entry = data;

  g_clear_pointer (&entry->action, g_free);
  g_clear_pointer (&entry->change, phl_change_unref);
  g_clear_pointer (&entry->rng_before, g_rand_free);
  entry->state_before = NULL;
}

static void
phl_match_finalize (GObject *object)
{
  PhlMatch *self = (PhlMatch *)object;

  /* States are freed through the game's own free function. */
  for (guint i = 0; i < self->history->len; i++)
    {
      HistoryEntry *entry = &g_array_index (self->history, HistoryEntry, i);

      if (entry->state_before != NULL)
        self->rules->free (entry->state_before);
    }
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->ahead, g_ptr_array_unref);
  g_clear_pointer (&self->start, g_key_file_unref);
  if (self->state != NULL)
    self->rules->free (self->state);
  g_clear_pointer (&self->rng, g_rand_free);
  for (guint i = 0; i < self->n_seats; i++)
    g_free (self->seats[i].name);
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    g_free (self->saved_names[i]);
  g_free (self->variant);
  g_free (self->deck);
  g_strfreev (self->options);
  g_free (self->autosave_path);
  g_clear_error (&self->autosave_error);

  G_OBJECT_CLASS (phl_match_parent_class)->finalize (object);
}

static void
phl_match_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  PhlMatch *self = PHL_MATCH (object);

  switch (prop_id)
    {
    case PROP_CURRENT_SEAT:
      g_value_set_int (value, phl_match_get_current_seat (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, phl_match_get_can_undo (self));
      break;

    case PROP_IS_OVER:
      g_value_set_boolean (value, phl_match_is_over (self));
      break;

    case PROP_ASSISTED:
      g_value_set_boolean (value, self->assisted);
      break;

    case PROP_AUTOSAVE_ERROR:
      g_value_set_boxed (value, self->autosave_error);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_match_class_init (PhlMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = phl_match_finalize;
  object_class->get_property = phl_match_get_property;

  /**
   * PhlMatch:current-seat:
   *
   * The 0-based seat expected to act, or -1 once the game is over.
   */
  properties[PROP_CURRENT_SEAT] =
    g_param_spec_int ("current-seat", NULL, NULL,
                      -1, PHL_MAX_SEATS - 1, 0,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PhlMatch:can-undo:
   *
   * Whether the last action of a person, with the computers' actions
   * since, revealed nothing and drew no chance, so it can be taken back.  Never once the game is over: a finished game
   * has been counted in the statistics and stays finished.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PhlMatch:is-over:
   *
   * Whether the game has ended.
   */
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PhlMatch:assisted:
   *
   * Whether a human took a hint or undid a move; such wins count apart.
   */
  properties[PROP_ASSISTED] =
    g_param_spec_boolean ("assisted", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * PhlMatch:autosave-error:
   *
   * Why the last autosave failed (a #GError naming the file), or %NULL
   * while the game is saved after every action.
   */
  properties[PROP_AUTOSAVE_ERROR] =
    g_param_spec_boxed ("autosave-error", NULL, NULL, G_TYPE_ERROR,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PhlMatch::changed:
   *
   * Emitted after an action was applied or undone.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
phl_match_init (PhlMatch *self)
{
  self->history = g_array_new (FALSE, TRUE, sizeof (HistoryEntry));
  g_array_set_clear_func (self->history, history_entry_clear);
  self->ahead = g_ptr_array_new_with_free_func (g_free);
}

static void
init_setup (PhlMatch       *self,
            const PhlSetup *setup,
            const PhlSeat  *seats,
            guint64         seed)
{
  self->seed = seed;
  self->rng = phl_rng_new_from_seed (seed);
  self->variant = g_strdup (setup->variant);
  self->deck = g_strdup (setup->deck);
  self->options = g_strdupv ((char **) setup->options);
  self->n_seats = setup->n_players;
  for (guint i = 0; i < self->n_seats; i++)
    {
      self->seats[i] = seats[i];
      self->seats[i].name = g_strdup (seats[i].name);
    }
}

PhlMatch *
phl_match_new (const PhlGameRules  *rules,
               const PhlSetup      *setup,
               const PhlSeat       *seats,
               guint64              seed,
               GError             **error)
{
  g_autoptr(PhlMatch) self = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (seats != NULL, NULL);

  if (setup->n_players < rules->min_players || setup->n_players > rules->max_players)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("This game is for %u to %u players, not %u"),
                           rules->min_players, rules->max_players, setup->n_players);
      return NULL;
    }

  self = g_object_new (PHL_TYPE_MATCH, NULL);
  self->rules = rules;
  init_setup (self, setup, seats, seed);
  self->state = rules->new_game (setup, self->rng, error);
  if (self->state == NULL)
    return NULL;

  return g_steal_pointer (&self);
}

PhlMatch *
_phl_match_new_for_state (const PhlGameRules *rules,
                          gpointer            state,
                          const PhlSetup     *setup,
                          const PhlSeat      *seats,
                          guint64             seed)
{
  PhlMatch *self = g_object_new (PHL_TYPE_MATCH, NULL);

  self->rules = rules;
  init_setup (self, setup, seats, seed);
  self->state = state;
  return self;
}

void
_phl_match_set_start (PhlMatch *self,
                      GKeyFile *start)
{
  g_return_if_fail (PHL_IS_MATCH (self));

  g_clear_pointer (&self->start, g_key_file_unref);
  if (start != NULL)
    {
      /* Embedding with an empty prefix is a copy, raw values and all. */
      self->start = g_key_file_new ();
      phl_key_file_embed (self->start, start, "Match", "");
    }
}

GKeyFile *
_phl_match_get_start (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->start;
}

const PhlGameRules *
phl_match_get_rules (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->rules;
}

gconstpointer
phl_match_get_state (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->state;
}

guint64
phl_match_get_seed (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), 0);

  return self->seed;
}

const char *
phl_match_get_variant (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->variant;
}

const char *
phl_match_get_deck (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->deck;
}

const char * const *
phl_match_get_options (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return (const char * const *) self->options;
}

guint
phl_match_get_n_seats (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), 0);

  return self->n_seats;
}

const PhlSeat *
phl_match_get_seat (PhlMatch *self,
                    guint     seat)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return &self->seats[seat];
}

static gboolean
seat_is (PhlMatch    *self,
         int          seat,
         PhlSeatKind  kind)
{
  return seat >= 0 && (guint) seat < self->n_seats && self->seats[seat].kind == kind;
}

gboolean
phl_match_seat_is_person (PhlMatch *self,
                          int       seat)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return seat_is (self, seat, PHL_SEAT_HUMAN);
}

guint
phl_match_count_people (PhlMatch *self)
{
  guint n = 0;

  g_return_val_if_fail (PHL_IS_MATCH (self), 0);

  for (guint i = 0; i < self->n_seats; i++)
    n += self->seats[i].kind == PHL_SEAT_HUMAN;
  return n;
}

int
phl_match_get_current_seat (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), -1);

  return self->rules->current_seat (self->state);
}

gboolean
phl_match_is_over (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return self->rules->is_over (self->state);
}

gboolean
phl_match_get_assisted (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return self->assisted;
}

void
phl_match_set_assisted (PhlMatch *self,
                        gboolean  assisted)
{
  g_return_if_fail (PHL_IS_MATCH (self));

  assisted = !!assisted;
  if (self->assisted != assisted)
    {
      self->assisted = assisted;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASSISTED]);
    }
}

gboolean
phl_match_get_guided (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return self->guided;
}

void
phl_match_set_guided (PhlMatch *self,
                      gboolean  guided)
{
  g_return_if_fail (PHL_IS_MATCH (self));

  self->guided = !!guided;
}

static gboolean
apply_action (PhlMatch    *self,
              const char  *action,
              GError     **error)
{
  HistoryEntry entry = { 0 };
  const char *names[PHL_MAX_SEATS];
  gpointer before;

  if (self->rules->is_over (self->state))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, _("The game is over"));
      return FALSE;
    }

  before = self->rules->copy (self->state);
  entry.rng_before = g_rand_copy (self->rng);
  entry.seat = self->rules->current_seat (self->state);
  entry.change = phl_change_new (entry.seat);
  for (guint i = 0; i < self->n_seats; i++)
    names[i] = self->seats[i].name;
  phl_change_set_seat_names (entry.change, names, self->n_seats);
  if (!self->rules->apply (self->state, action, self->rng, &entry.flags, entry.change, error))
    {
      g_clear_pointer (&entry.change, phl_change_unref);
      /* apply() leaves the state alone on failure; the RNG may have moved. */
      g_rand_free (self->rng);
      self->rng = g_steal_pointer (&entry.rng_before);
      self->rules->free (before);
      return FALSE;
    }

  entry.action = g_strdup (action);
  entry.state_before = before;
  g_array_append_val (self->history, entry);
  return TRUE;
}

gboolean
_phl_match_replay (PhlMatch    *self,
                   const char  *action,
                   GError     **error)
{
  return apply_action (self, action, error);
}

static void
set_autosave_error (PhlMatch     *self,
                    const GError *error)
{
  if (error == NULL && self->autosave_error == NULL)
    return;
  if (error != NULL && self->autosave_error != NULL &&
      g_strcmp0 (error->message, self->autosave_error->message) == 0)
    return;

  /* Said once when saving starts failing; the window shows it to the player. */
  if (error != NULL && self->autosave_error == NULL)
    g_message ("Could not autosave: %s", error->message);
  g_clear_error (&self->autosave_error);
  if (error != NULL)
    self->autosave_error = g_error_copy (error);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

/**
 * phl_match_autosave:
 * @self: a #PhlMatch
 * @error: why the file could not be written
 *
 * Writes the autosave now, if there is an autosave path; submit and undo
 * call it after every action, and a failed one can be tried again with
 * it.  Updates #PhlMatch:autosave-error either way.
 *
 * Returns: whether the autosave (if any) is up to date
 */
gboolean
phl_match_autosave (PhlMatch  *self,
                    GError   **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  if (self->autosave_path == NULL)
    {
      set_autosave_error (self, NULL);
      return TRUE;
    }
  if (!phl_match_save (self, self->autosave_path, &local_error))
    {
      set_autosave_error (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  set_autosave_error (self, NULL);
  return TRUE;
}

const GError *
phl_match_get_autosave_error (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->autosave_error;
}

static void
autosave (PhlMatch *self)
{
  /* A failure is kept in autosave-error and tried again next time. */
  phl_match_autosave (self, NULL);
}

static void
emit_changed (PhlMatch *self)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  g_object_notify_by_pspec (object, properties[PROP_CURRENT_SEAT]);
  g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (object, properties[PROP_IS_OVER]);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_thaw_notify (object);
}

/**
 * phl_match_submit:
 * @self: a #PhlMatch
 * @action: the action text, as the game's legal_actions() lists it
 * @error: the reason when the action is illegal
 *
 * Applies @action for the seat to act, records it for undo and saves,
 * autosaves, and emits #PhlMatch::changed.
 */
gboolean
phl_match_submit (PhlMatch    *self,
                  const char  *action,
                  GError     **error)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!apply_action (self, action, error))
    return FALSE;

  /* Another line than the recorded one. */
  g_ptr_array_set_size (self->ahead, 0);
  autosave (self);
  emit_changed (self);
  return TRUE;
}

/* How many actions undo takes back for @seat (-1: whoever acted last):
 * the last action of a person and every computer action after it (so
 * that playing against the computer, the computers' answers go with the
 * move they answered), or 0 when one of them revealed something hidden
 * or drew chance, when no person acted, or when that person is not @seat
 * (with several people, each takes back only their own move, before
 * anyone else acted).  *@answered tells whether a computer's action goes
 * with it. */
static guint
n_to_undo (PhlMatch *self,
           int       seat,
           gboolean *answered)
{
  if (answered != NULL)
    *answered = FALSE;
  /* The end is final: the result may already be in the statistics, and
   * playing the last move again would count the game twice. */
  if (self->rules->is_over (self->state))
    return 0;
  for (guint n = 1; n <= self->history->len; n++)
    {
      const HistoryEntry *entry = &g_array_index (self->history, HistoryEntry,
                                                  self->history->len - n);

      if (entry->flags & PHL_APPLY_IRREVERSIBLE)
        return 0;
      if (seat_is (self, entry->seat, PHL_SEAT_HUMAN))
        return seat < 0 || entry->seat == seat ? n : 0;
      if (!seat_is (self, entry->seat, PHL_SEAT_COMPUTER))
        return 0;
      if (answered != NULL)
        *answered = TRUE;
    }
  return 0;
}

gboolean
phl_match_get_can_undo (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return n_to_undo (self, -1, NULL) > 0;
}

gboolean
phl_match_get_can_undo_for (PhlMatch *self,
                            int       seat)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return seat >= 0 && n_to_undo (self, seat, NULL) > 0;
}

static gboolean
undo (PhlMatch *self,
      int       seat)
{
  HistoryEntry *first;
  gboolean answered;
  guint n;

  n = n_to_undo (self, seat, &answered);
  if (n == 0)
    return FALSE;

  /* The state and RNG before the earliest action taken back. */
  first = &g_array_index (self->history, HistoryEntry, self->history->len - n);
  self->rules->free (self->state);
  self->state = g_steal_pointer (&first->state_before);
  g_rand_free (self->rng);
  self->rng = g_steal_pointer (&first->rng_before);
  for (guint i = self->history->len - n + 1; i < self->history->len; i++)
    {
      HistoryEntry *entry = &g_array_index (self->history, HistoryEntry, i);

      self->rules->free (entry->state_before);
      entry->state_before = NULL;
    }
  g_array_set_size (self->history, self->history->len - n);
  g_ptr_array_set_size (self->ahead, 0);

  /* Taking back a move once a computer has answered it is playing with
   * knowledge of the answer: help.  A person's own move alone is not. */
  if (answered)
    phl_match_set_assisted (self, TRUE);
  autosave (self);
  emit_changed (self);
  return TRUE;
}

/**
 * phl_match_undo:
 * @self: a #PhlMatch
 *
 * Takes back the last action of a person together with the computers'
 * actions after it, if #PhlMatch:can-undo allows it: none of them may
 * have revealed anything hidden or drawn chance, and never once the game
 * is over.  With people only, that is the last action.  When a computer's
 * action is taken back with it, the match counts as assisted.
 *
 * Returns: whether anything was taken back
 */
gboolean
phl_match_undo (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return undo (self, -1);
}

/**
 * phl_match_undo_for:
 * @self: a #PhlMatch
 * @seat: the person at the screen
 *
 * Like phl_match_undo(), for the person at the screen of a match several
 * people share: only when the last person to act was @seat, so one
 * person never takes back another's move.
 *
 * Returns: whether anything was taken back
 */
gboolean
phl_match_undo_for (PhlMatch *self,
                    int       seat)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);

  return seat >= 0 && undo (self, seat);
}

/**
 * phl_match_seek:
 * @self: a #PhlMatch
 * @n_actions: how many of the recorded actions should have been played
 * @error: why an action could not be played again
 *
 * Moves along the match's recorded line: back to the position after
 * @n_actions actions (the later ones are kept, as phl_match_get_n_recorded()
 * counts them), or forward again by replaying them — exactly, from the
 * state and random generator each had.  Unlike undo this goes past
 * anything: a replay shows the whole game.  Emits #PhlMatch::changed;
 * does not autosave.  Submitting an action drops the line ahead.
 *
 * Returns: whether the match is now after @n_actions actions
 */
gboolean
phl_match_seek (PhlMatch  *self,
                guint      n_actions,
                GError   **error)
{
  guint len;

  g_return_val_if_fail (PHL_IS_MATCH (self), FALSE);
  g_return_val_if_fail (n_actions <= phl_match_get_n_recorded (self), FALSE);

  len = self->history->len;
  if (n_actions == len)
    return TRUE;
  if (n_actions < len)
    {
      HistoryEntry *first = &g_array_index (self->history, HistoryEntry, n_actions);

      for (guint i = len; i > n_actions; i--)
        g_ptr_array_insert (self->ahead, 0,
                            g_strdup (g_array_index (self->history, HistoryEntry, i - 1).action));
      self->rules->free (self->state);
      self->state = g_steal_pointer (&first->state_before);
      g_rand_free (self->rng);
      self->rng = g_steal_pointer (&first->rng_before);
      for (guint i = n_actions + 1; i < len; i++)
        {
          HistoryEntry *entry = &g_array_index (self->history, HistoryEntry, i);

          self->rules->free (entry->state_before);
          entry->state_before = NULL;
        }
      g_array_set_size (self->history, n_actions);
    }
  else
    {
      while (self->history->len < n_actions)
        {
          const char *action = g_ptr_array_index (self->ahead, 0);

          if (!apply_action (self, action, error))
            {
              emit_changed (self);
              return FALSE;
            }
          g_ptr_array_remove_index (self->ahead, 0);
        }
    }
  emit_changed (self);
  return TRUE;
}

/* Played so far and recorded ahead (see phl_match_seek()). */
guint
phl_match_get_n_recorded (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), 0);

  return self->history->len + self->ahead->len;
}

/* The recorded action @index, played or ahead. */
const char *
phl_match_get_recorded_action (PhlMatch *self,
                               guint     index)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < phl_match_get_n_recorded (self), NULL);

  if (index < self->history->len)
    return g_array_index (self->history, HistoryEntry, index).action;
  return g_ptr_array_index (self->ahead, index - self->history->len);
}

guint
phl_match_get_n_actions (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), 0);

  return self->history->len;
}

const char *
phl_match_get_action (PhlMatch *self,
                      guint     index)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->history->len, NULL);

  return g_array_index (self->history, HistoryEntry, index).action;
}

/**
 * phl_match_get_change:
 * @self: a #PhlMatch
 * @index: which action, below phl_match_get_n_actions()
 *
 * What action @index did, as the game told it when it was applied (or
 * replayed from a save, so a resumed match has its whole story).
 *
 * Returns: (transfer none): the change record
 */
const PhlChange *
phl_match_get_change (PhlMatch *self,
                      guint     index)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->history->len, NULL);

  return g_array_index (self->history, HistoryEntry, index).change;
}

void
phl_match_set_autosave_path (PhlMatch   *self,
                             const char *path)
{
  g_return_if_fail (PHL_IS_MATCH (self));

  if (g_strcmp0 (self->autosave_path, path) != 0)
    {
      g_free (self->autosave_path);
      self->autosave_path = g_strdup (path);
      /* An error about another file (or none) no longer holds. */
      set_autosave_error (self, NULL);
    }
}

const char *
phl_match_get_autosave_path (PhlMatch *self)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);

  return self->autosave_path;
}

static const char * const level_names[] = { "easy", "normal", "hard", "expert" };

const char *
phl_ai_level_to_string (PhlAiLevel level)
{
  g_return_val_if_fail (level < PHL_AI_N_LEVELS, NULL);

  return level_names[level];
}

gboolean
phl_ai_level_from_string (const char *text,
                          PhlAiLevel *level)
{
  for (guint i = 0; i < G_N_ELEMENTS (level_names); i++)
    if (g_strcmp0 (text, level_names[i]) == 0)
      {
        *level = i;
        return TRUE;
      }
  return FALSE;
}

void
_phl_match_set_saved_name (PhlMatch   *self,
                           guint       seat,
                           const char *name)
{
  g_return_if_fail (PHL_IS_MATCH (self));
  g_return_if_fail (seat < self->n_seats);

  g_free (self->saved_names[seat]);
  self->saved_names[seat] = g_strdup (name);
}

const char *
_phl_match_get_saved_name (PhlMatch *self,
                           guint     seat)
{
  g_return_val_if_fail (PHL_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return self->saved_names[seat];
}
