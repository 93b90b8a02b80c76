/* phl-search.c — information-set Monte Carlo tree search for the expert
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One tree for the seat to act (single-observer ISMCTS).  A node stands for
 * the action text that led to it; in a given determinization only some
 * children are legal, so each child counts how often it was available and
 * UCB1 uses that count in place of the parent's visits.  Every node backs
 * up the reward of the seat that acted there (max^n), so games of three to
 * six players need nothing special.
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "phl-search.h"
#include "phl-search-memo.h"

/* A playout longer than this is a broken engine, not a long game. */
#define MAX_PLAYOUT_ACTIONS 100000
/* Children are found by a linear scan up to this many, then by a hash. */
#define LINEAR_CHILDREN 8
/* The wall clock may run this many times the CPU budget (a busy machine)
 * before the search stops anyway, so the window never waits long. */
#define WALL_FACTOR 3

typedef struct _Node Node;

struct _Node
{
  char       *action;    /* NULL at the root */
  GPtrArray  *children;  /* of Node, in the order they were made; NULL for none */
  GHashTable *index;     /* action → Node once there are many children */
  double      reward;    /* sum of the rewards of the seats that acted here */
  guint       visits;
  guint       available; /* iterations in which this node's action was legal */
};

typedef struct
{
  const PhlGameRules   *rules;
  const PhlSearchHooks *hooks;
  GRand                *rng;
  double                exploration;
  PhlAiLevel            hard[PHL_MAX_SEATS];
  GPtrArray            *nodes;    /* every node, for freeing */
  GPtrArray            *path;     /* of Node, this iteration's */
  GArray               *actors;   /* of int, the seat that chose path[i] */
  PhlSearchStats       *stats;
} Search;

static const PhlSearchHooks no_hooks = { 0 };

static gint64
thread_cpu_us (void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
    return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
#endif
  return g_get_monotonic_time ();
}

static Node *
node_new (Search     *search,
          const char *action)
{
  Node *node = g_new0 (Node, 1);

  node->action = g_strdup (action);
  g_ptr_array_add (search->nodes, node);
  return node;
}

static void
node_free (gpointer data)
{
  Node *node = data;

  g_clear_pointer (&node->children, g_ptr_array_unref);
  g_clear_pointer (&node->index, g_hash_table_unref);
  g_free (node->action);
  g_free (node);
}

static Node *
node_find_child (Node       *node,
                 const char *action)
{
  if (node->index != NULL)
    return g_hash_table_lookup (node->index, action);
  if (node->children == NULL)
    return NULL;
  for (guint i = 0; i < node->children->len; i++)
    {
      Node *child = g_ptr_array_index (node->children, i);

      if (strcmp (child->action, action) == 0)
        return child;
    }
  return NULL;
}

static Node *
node_add_child (Search     *search,
                Node       *node,
                const char *action)
{
  Node *child = node_new (search, action);

  if (node->children == NULL)
    node->children = g_ptr_array_new ();
  g_ptr_array_add (node->children, child);
  if (node->index == NULL && node->children->len > LINEAR_CHILDREN)
    {
      node->index = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < node->children->len; i++)
        {
          Node *c = g_ptr_array_index (node->children, i);

          g_hash_table_insert (node->index, c->action, c);
        }
    }
  else if (node->index != NULL)
    g_hash_table_insert (node->index, child->action, child);
  return child;
}

/* The actions the search weighs for the seat to act in @state. */
static GPtrArray *
search_actions (Search        *search,
                gconstpointer  state)
{
  if (search->hooks->candidates != NULL)
    {
      guint max = search->hooks->max_candidates ? search->hooks->max_candidates : G_MAXUINT;
      GPtrArray *actions = search->hooks->candidates (state, max, search->rng);

      if (actions != NULL && actions->len > 0)
        return actions;
      g_clear_pointer (&actions, g_ptr_array_unref);
    }
  return search->rules->legal_actions (state);
}

static double
clamp01 (double value)
{
  return isnan (value) ? 0.5 : CLAMP (value, 0.0, 1.0);
}

void
phl_search_final_rewards (const PhlGameRules *rules,
                          gconstpointer       state,
                          double             *rewards)
{
  guint n = rules->n_players (state);
  guint winners = 0;
  guint n_winners;
  int best = G_MININT;

  if (rules->is_over (state))
    winners = rules->winners (state);
  if (winners == 0)
    {
      /* Not over (a playout cut short): the best score leads. */
      for (guint i = 0; i < n; i++)
        best = MAX (best, rules->score (state, i));
      for (guint i = 0; i < n; i++)
        if (rules->score (state, i) == best)
          winners |= 1u << i;
    }
  n_winners = MAX (1, __builtin_popcount (winners));

  for (guint i = 0; i < n; i++)
    {
      double share = (winners & (1u << i)) ? 1.0 / n_winners : 0.0;
      double margin = 0.0;
      int mine = rules->score (state, i);
      int other = G_MININT;

      for (guint j = 0; j < n; j++)
        if (j != i)
          other = MAX (other, rules->score (state, j));
      if (other != G_MININT)
        margin = (double) (mine - other) / MAX (1.0, fabs ((double) mine) + fabs ((double) other));
      rewards[i] = 0.9 * share + 0.1 * (0.5 + 0.5 * CLAMP (margin, -1.0, 1.0));
    }
}

/* Plays @state on to the end (or to the hooks' depth) and fills @rewards. */
static void
search_playout (Search   *search,
                gpointer  state,
                double   *rewards)
{
  const PhlGameRules *rules = search->rules;
  const PhlSearchHooks *hooks = search->hooks;
  guint n = rules->n_players (state);

  for (guint depth = 0; !rules->is_over (state); depth++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GError) error = NULL;
      PhlApplyFlags flags = PHL_APPLY_NONE;

      if (hooks->evaluate != NULL && hooks->max_playout_depth > 0 &&
          depth >= hooks->max_playout_depth)
        {
          hooks->evaluate (state, rewards);
          for (guint i = 0; i < n; i++)
            rewards[i] = clamp01 (rewards[i]);
          return;
        }
      if (depth >= MAX_PLAYOUT_ACTIONS)
        break;
      action = hooks->playout_action != NULL
               ? hooks->playout_action (state, search->rng)
               : rules->choose_action (state, search->hard, search->rng);
      if (action == NULL)
        break;
      if (!rules->apply (state, action, search->rng, &flags, NULL, &error))
        {
          g_warning ("%s: the playout's action “%s” is illegal: %s",
                     rules->id, action, error->message);
          break;
        }
    }
  phl_search_final_rewards (rules, state, rewards);
}

/* Of @actions (those legal in this determinization), counts every one
 * with a child as available (whether the search goes down to it or makes
 * a new one), and returns one without a child, or NULL: the game's
 * candidates come best first, so the first; legal actions in no order,
 * so one at random (reservoir sampling). */
static const char *
pick_untried (Search    *search,
              Node      *node,
              GPtrArray *actions)
{
  const char *untried = NULL;
  guint n_untried = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      const char *action = g_ptr_array_index (actions, i);
      Node *child = node_find_child (node, action);

      if (child != NULL)
        {
          child->available++;
          continue;
        }
      n_untried++;
      if (untried == NULL ||
          (search->hooks->candidates == NULL && g_rand_int_range (search->rng, 0, n_untried) == 0))
        untried = action;
    }
  return untried;
}

/* The child of @node, among @actions, with the best upper confidence
 * bound (an unvisited one first); NULL when none has a node. */
static Node *
select_child (Search    *search,
              Node      *node,
              GPtrArray *actions)
{
  double best = -G_MAXDOUBLE;
  Node *next = NULL;

  for (guint i = 0; i < actions->len; i++)
    {
      Node *child = node_find_child (node, g_ptr_array_index (actions, i));
      double value;

      if (child == NULL)
        continue;
      value = child->visits == 0 ? G_MAXDOUBLE
              : child->reward / child->visits +
                search->exploration * sqrt (log (child->available) / child->visits);
      if (value > best)
        {
          best = value;
          next = child;
        }
    }
  return next;
}

/* Back-propagation: each node on the path learns how its actor fared. */
static void
backpropagate (Search       *search,
               Node         *root,
               const double *rewards)
{
  root->visits++;
  for (guint i = 0; i < search->path->len; i++)
    {
      Node *n = g_ptr_array_index (search->path, i);
      int seat = g_array_index (search->actors, int, i);

      n->visits++;
      if (seat >= 0 && seat < PHL_MAX_SEATS)
        n->reward += rewards[seat];
    }
}

/* One iteration on the determinization @state (taken). */
static gboolean
search_iterate (Search   *search,
                Node     *root,
                gpointer  state)
{
  const PhlGameRules *rules = search->rules;
  double rewards[PHL_MAX_SEATS] = { 0 };
  Node *node = root;
  gboolean ok = TRUE;

  g_ptr_array_set_size (search->path, 0);
  g_array_set_size (search->actors, 0);

  /* Selection and expansion: down the tree while every action legal here
   * has a node, then one new node. */
  while (!rules->is_over (state))
    {
      g_autoptr(GPtrArray) actions = search_actions (search, state);
      g_autoptr(GError) error = NULL;
      PhlApplyFlags flags = PHL_APPLY_NONE;
      int seat = rules->current_seat (state);
      const char *untried = pick_untried (search, node, actions);
      gboolean expand = untried != NULL && search->nodes->len < PHL_SEARCH_MAX_NODES;
      Node *next;

      /* Without the game's candidates the hard player's move comes first:
       * with little time the search then plays no worse than hard. */
      if (expand && node->children == NULL && search->hooks->candidates == NULL)
        {
          g_autofree char *hard = rules->choose_action (state, search->hard, search->rng);

          for (guint i = 0; hard != NULL && i < actions->len; i++)
            if (g_str_equal (hard, g_ptr_array_index (actions, i)))
              untried = g_ptr_array_index (actions, i);
        }

      if (expand)
        {
          next = node_add_child (search, node, untried);
          next->available = 1;
        }
      else if ((next = select_child (search, node, actions)) == NULL)
        break; /* the tree is full and nothing here has a node */

      if (!rules->apply (state, next->action, search->rng, &flags, NULL, &error))
        {
          g_warning ("%s: the search's action “%s” is illegal: %s",
                     rules->id, next->action, error->message);
          ok = FALSE;
          break;
        }
      g_ptr_array_add (search->path, next);
      g_array_append_val (search->actors, seat);
      node = next;
      if (expand)
        break;
    }
  search->stats->max_depth = MAX (search->stats->max_depth, search->path->len);

  if (ok)
    {
      search_playout (search, state, rewards);
      backpropagate (search, root, rewards);
    }
  search->rules->free (state);
  return ok;
}

static gpointer
search_determinize (Search        *search,
                    gconstpointer  state,
                    guint          seat)
{
  if (search->rules->determinize != NULL)
    return search->rules->determinize (state, seat, search->rng);
  return search->rules->copy (state);
}

/* The most visited child of the root; ties go to the first made (the
 * game's best candidate, or the hard player's move). */
static Node *
search_best_child (Node *root)
{
  Node *best = NULL;

  if (root->children == NULL)
    return NULL;
  for (guint i = 0; i < root->children->len; i++)
    {
      Node *child = g_ptr_array_index (root->children, i);

      if (best == NULL || child->visits > best->visits)
        best = child;
    }
  return best;
}

char *
phl_search_choose (const PhlGameRules *rules,
                   gconstpointer       state,
                   GRand              *rng,
                   const PhlAiBudget  *budget,
                   PhlSearchStats     *stats)
{
  PhlAiBudget default_budget = { 0 };
  PhlSearchStats own_stats = { 0 };
  Search search = { 0 };
  g_autoptr(GPtrArray) nodes = NULL;
  g_autoptr(GPtrArray) first_actions = NULL;
  gpointer first;
  Node *root, *best;
  gint64 cpu_start, wall_start, budget_us;
  int seat;
  char *result = NULL;

  g_return_val_if_fail (rules != NULL && state != NULL && rng != NULL, NULL);

  if (budget == NULL)
    budget = &default_budget;
  if (stats == NULL)
    stats = &own_stats;
  memset (stats, 0, sizeof *stats);
  cpu_start = thread_cpu_us ();
  wall_start = g_get_monotonic_time ();
  budget_us = (gint64) (budget->think_ms ? budget->think_ms : PHL_AI_DEFAULT_THINK_MS) * 1000;

  if (rules->is_over (state) || g_cancellable_is_cancelled (budget->cancellable))
    return NULL;
  seat = rules->current_seat (state);
  g_return_val_if_fail (seat >= 0 && seat < PHL_MAX_SEATS, NULL);
  /* The hooks may weigh the other seats' choices more narrowly. */
  phl_search_memo_set_seat (seat);

  search.rules = rules;
  search.hooks = rules->search != NULL ? rules->search : &no_hooks;
  search.rng = rng;
  search.exploration = search.hooks->exploration > 0 ? search.hooks->exploration
                                                      : PHL_SEARCH_DEFAULT_EXPLORATION;
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    search.hard[i] = PHL_AI_HARD;
  search.nodes = nodes = g_ptr_array_new_with_free_func (node_free);
  search.path = g_ptr_array_new ();
  search.actors = g_array_new (FALSE, FALSE, sizeof (int));
  search.stats = stats;
  root = node_new (&search, NULL);

  /* Nothing to think about with one legal action; the first
   * determinization tells, so the real position is never asked. */
  first = search_determinize (&search, state, seat);
  first_actions = rules->legal_actions (first);
  if (first_actions->len == 1)
    {
      result = g_strdup (g_ptr_array_index (first_actions, 0));
      rules->free (first);
      goto out;
    }

  for (;;)
    {
      gpointer determinization = first != NULL ? first : search_determinize (&search, state, seat);

      first = NULL;
      search_iterate (&search, root, determinization);
      stats->iterations++;

      if (g_cancellable_is_cancelled (budget->cancellable))
        goto out;
      if (budget->max_iterations > 0)
        {
          if (stats->iterations >= budget->max_iterations)
            break;
        }
      else if (thread_cpu_us () - cpu_start >= budget_us ||
               g_get_monotonic_time () - wall_start >= WALL_FACTOR * budget_us)
        break;
    }

  best = search_best_child (root);
  if (best != NULL)
    result = g_strdup (best->action);
  else if (first_actions->len > 0)
    result = g_strdup (g_ptr_array_index (first_actions, 0)); /* every iteration failed */

out:
  stats->nodes = nodes->len;
  stats->cpu_us = thread_cpu_us () - cpu_start;
  stats->wall_us = g_get_monotonic_time () - wall_start;
  g_ptr_array_unref (search.path);
  g_array_unref (search.actors);
  return result;
}
