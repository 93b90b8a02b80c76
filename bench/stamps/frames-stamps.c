/* frames-stamps.c — STAMPS in the frame benchmark (bench/frames/frames-bench.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "frames-bench.h"
#include "probe.h"

/* ---- STAMPS ------------------------------------------------------------------------ */

static void
bench_stamps (void)
{
  probe_start_new ("stamps", "HC", 11, NULL, NULL);
  probe_wait_person (30000);
  frames_pause_computers (TRUE);
  frames_measure_board ();
}

const FramesGame frames_stamps = { "stamps", bench_stamps };
