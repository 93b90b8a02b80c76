/* phl-cli-review.c — `philatelia-cli review`: a seat's moves against the computer's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The numbers of the app's Review (src/core/phl-review.h), one line per
 * move of the seat, for scripts and for measuring how long a review takes.
 */
#define G_LOG_DOMAIN "philatelia-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-cli-private.h"
#include "phl-review.h"

/* The seat a review is for when none is given: the first person's. */
static guint
first_person (PhlMatch *match)
{
  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    if (phl_match_seat_is_person (match, i))
      return i;
  return 0;
}

int
phl_cli_command_review (int    argc,
                        char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(PhlReview) review = NULL;
  g_autofree char *level_text = NULL;
  PhlReviewOptions options = { 0 };
  /* G_MININT: not given (an explicit 0 is out of range). */
  int seat = G_MININT, playouts = G_MININT, threads = 0;
  int status;
  GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("The seat reviewed, from 1 (default: the first person’s)"), "N" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, N_("The computer compared with (hard or expert; default hard)"), "L" },
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts, N_("Playouts per action (default 8)"), "K" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default one per core)"), "N" },
    { NULL }
  };

  if (!phl_cli_parse_options (_("FILE — compare a seat’s moves with the computer’s"), entries, &argc, &argv, &status))
    return status;
  if (argc != 2)
    return phl_cli_usage_error (_("“review” takes one file"));
  if (!phl_cli_parse_level (level_text, PHL_AI_HARD, &options.level))
    return PHL_CLI_EXIT_USAGE;
  /* The review compares with the hint's computer only. */
  if (options.level != PHL_AI_HARD && options.level != PHL_AI_EXPERT)
    return phl_cli_usage_error (_("--level must be hard or expert"));
  if (playouts != G_MININT && (playouts < 1 || playouts > 1000))
    return phl_cli_usage_error (_("--playouts must be between 1 and 1000"));
  options.n_playouts = playouts != G_MININT ? playouts : 0;
  if (threads < 0)
    return phl_cli_usage_error (_("--threads must be 0 or more"));
  /* The moves on every core, as the app's review: the numbers are the
   * same on any number of threads. */
  options.n_threads = threads;

  match = phl_cli_load (argv[1], NULL, &error);
  if (match == NULL)
    return phl_cli_invalid_input (error);
  if (seat != G_MININT && (seat < 1 || seat > (int) phl_match_get_n_seats (match)))
    return phl_cli_usage_error (_("--seat must be between 1 and %u"), phl_match_get_n_seats (match));
  review = phl_review_new (match, seat != G_MININT ? (guint) seat - 1 : first_person (match), &options, &error);
  if (review == NULL || !phl_review_compute (review, NULL, &error))
    return phl_cli_invalid_input (error);

  /* Machine-readable: action numbers from 1, values with a point. */
  g_print ("# seat %u, %u playouts per action\n", phl_review_get_seat (review) + 1,
           phl_review_get_n_playouts (review));
  g_print ("# action played computer played-value computer-value loss [marked]\n");
  for (guint i = 0; i < phl_review_get_n_moves (review); i++)
    {
      const PhlReviewMove *move = phl_review_get_move (review, i);
      char played[G_ASCII_DTOSTR_BUF_SIZE], computer[G_ASCII_DTOSTR_BUF_SIZE], loss[G_ASCII_DTOSTR_BUF_SIZE];

      g_print ("%u\t%s\t%s\t%s\t%s\t%s%s\n", move->index + 1, move->played, move->computer,
               g_ascii_formatd (played, sizeof played, "%.2f", move->played_value),
               g_ascii_formatd (computer, sizeof computer, "%.2f", move->computer_value),
               g_ascii_formatd (loss, sizeof loss, "%.2f", move->loss), move->marked ? "\t*" : "");
    }
  {
    char total[G_ASCII_DTOSTR_BUF_SIZE];

    g_print ("# total loss %s\n", g_ascii_formatd (total, sizeof total, "%.2f", phl_review_get_total_loss (review)));
  }
  return PHL_CLI_EXIT_OK;
}
