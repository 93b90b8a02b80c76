/* net-test-util.h — what the net tests share: saves, processes, views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "phl-test-prosody.h"

G_BEGIN_DECLS

/* The server of the whole test program (started in main()). */
extern PhlTestProsody *net_test_server;

/* A new temporary folder, removed by net_test_remove_dirs() (kept when
 * a test fails, or with PHL_TEST_KEEP_PROSODY set). */
char        *net_test_make_dir     (void);
void         net_test_remove_dirs  (gboolean     all_passed);

/* A fresh save of @game from `philatelia-cli new` with @players seats,
 * the seats of @computers (bit i = seat i + 1) played by the computer;
 * written into @dir as NAME.save.  @variant may be NULL. */
char        *net_test_new_save     (const char  *dir,
                                    const char  *game,
                                    const char  *variant,
                                    guint        players,
                                    guint        computers,
                                    guint64      seed);
/* philatelia-cli with @argv (NULL-terminated, without the program),
 * stdout and stderr piped. */
GSubprocess *net_test_spawn_cli    (const char * const *argv);
/* "--account A@D --password-file F --server S --cafile C --timeout 90". */
GPtrArray   *net_test_login_args   (const char  *account);
/* Waits for @process; its exit status, stdout into @out (may be NULL). */
int          net_test_wait         (GSubprocess *process,
                                    char       **out);
/* The same with its stderr into @err. */
int          net_test_wait_err     (GSubprocess *process,
                                    char       **out,
                                    char       **err);

G_END_DECLS
