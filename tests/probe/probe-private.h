/* probe-private.h — what the probe's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "probe.h"

G_BEGIN_DECLS

/* Runs @argv while the main loop goes on; TRUE when it exited with 0. */
gboolean    probe_run             (const char * const *argv,
                                   GError            **error);
/* The same; a failure ends the test. */
void        probe_run_or_bail     (const char * const *argv);
/* PROBE_TIMEOUT_SCALE, 1 by default. */
double      probe_timeout_scale   (void);
/* A timeout callback that only wakes the main loop. */
gboolean    probe_wake            (gpointer            data);
/* The mapped windows, those in front (dialogs) first. */
GPtrArray  *probe_windows         (void);

G_END_DECLS
