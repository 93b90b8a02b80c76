/* phl-error.h — the error domain shared by the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PHL_ERROR (phl_error_quark ())

typedef enum
{
  PHL_ERROR_PARSE,         /* not a readable key file, or a value of the wrong shape */
  PHL_ERROR_MISSING,       /* a required group or key is absent */
  PHL_ERROR_INVALID,       /* a value is out of range or inconsistent */
  PHL_ERROR_UNSUPPORTED,   /* a newer Format=, an unknown game or effect */
  PHL_ERROR_ILLEGAL,       /* an action the rules do not allow now */
} PhlError;

GQuark phl_error_quark (void);

G_END_DECLS
