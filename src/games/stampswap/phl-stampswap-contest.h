/* phl-stampswap-contest.h — the contest rules of docs/rules/stampswap.md over an album
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Contest cards and exhibitor cards both score with these rules; a rule is
 * a plain value so cards, positions and the AI can share it.
 */
#pragma once

#include <glib.h>

#include "phl-key-file.h"
#include "stampswap/phl-stampswap-album.h"

G_BEGIN_DECLS

typedef enum
{
  PHL_STAMPSWAP_RULE_GROUP,
  PHL_STAMPSWAP_RULE_SECOND_MOST,
  PHL_STAMPSWAP_RULE_SETS,
  PHL_STAMPSWAP_RULE_COUNT,
  PHL_STAMPSWAP_RULE_CORNERS,
  PHL_STAMPSWAP_RULE_SURROUNDED,
  PHL_STAMPSWAP_RULE_EDGES,
  PHL_STAMPSWAP_RULE_HOLES,
  PHL_STAMPSWAP_N_RULES
} PhlStampswapRule;

typedef enum
{
  PHL_STAMPSWAP_ATTR_COLOR,
  PHL_STAMPSWAP_ATTR_THEME,
  PHL_STAMPSWAP_ATTR_SHAPE,
} PhlStampswapAttribute;

typedef enum
{
  PHL_STAMPSWAP_FILTER_COLOR,
  PHL_STAMPSWAP_FILTER_THEME,
  PHL_STAMPSWAP_FILTER_SHAPE,
  PHL_STAMPSWAP_FILTER_KIND,
  PHL_STAMPSWAP_FILTER_CANCELED,
  PHL_STAMPSWAP_FILTER_FADED,
  PHL_STAMPSWAP_FILTER_RARE,
} PhlStampswapFilterType;

/* Value of a group rule that lets the player pick the best value. */
#define PHL_STAMPSWAP_VALUE_ANY 0xfe

typedef struct
{
  guint8 type;   /* PhlStampswapFilterType */
  guint8 value;  /* colour, theme, PhlStampswapShape or kind */
} PhlStampswapFilter;

typedef struct
{
  guint8             rule;       /* PhlStampswapRule */
  guint8             attribute;  /* group, second-most, sets */
  guint8             value;      /* group: colour/theme/shape or PHL_STAMPSWAP_VALUE_ANY */
  guint8             size;       /* holes: 1 or 2 */
  PhlStampswapFilter filter;     /* count */
  gint8              points;
} PhlStampswapContestRule;

const char *phl_stampswap_rule_to_string   (PhlStampswapRule rule);
gboolean    phl_stampswap_rule_from_string (const char      *text,
                                            guint8          *rule);
gboolean    phl_stampswap_filter_parse     (const char         *text,
                                            PhlStampswapFilter *filter);
char       *phl_stampswap_filter_to_string (const PhlStampswapFilter *filter);
gboolean    phl_stampswap_filter_matches   (const PhlStampswapFilter *filter,
                                            const PhlStampswapStamp  *stamp);

/* Reads a rule named by @rule_key ("Rule" on contests, "Effect" on
 * exhibitors) and its keys from @group, as docs/deck-format.md#contests lists them. */
gboolean    phl_stampswap_contest_rule_load (PhlKeyFile              *file,
                                             const char              *group,
                                             const char              *rule_key,
                                             PhlStampswapContestRule *rule,
                                             GError                 **error);
/* The same, appending every problem to @errors (GError) instead of
 * stopping at the first. */
gboolean    phl_stampswap_contest_rule_load_all (PhlKeyFile              *file,
                                                 const char              *group,
                                                 const char              *rule_key,
                                                 PhlStampswapContestRule *rule,
                                                 GPtrArray               *errors);
void        phl_stampswap_contest_rule_save (const PhlStampswapContestRule *rule,
                                             GKeyFile                      *file,
                                             const char                    *group,
                                             const char                    *rule_key);

/* How many things the rule counts in @album (stamps, sets, corners, holes),
 * before multiplying by the points. */
guint       phl_stampswap_contest_count    (const PhlStampswapContestRule *rule,
                                            const PhlStampswapAlbum       *album);
int         phl_stampswap_contest_score    (const PhlStampswapContestRule *rule,
                                            const PhlStampswapAlbum       *album);

/* Sets mask[k] (mask holds PHL_STAMPSWAP_MAX_STAMPS bytes) for every
 * album stamp the rule counts — the group, the stamps of the counted colour
 * or theme, the stamps in complete sets, at perfect corners, surrounded,
 * on complete edges — for highlighting; returns how many.  Holes are
 * cells, so a holes rule marks nothing. */
guint       phl_stampswap_contest_mark     (const PhlStampswapContestRule *rule,
                                            const PhlStampswapAlbum       *album,
                                            guint8                        *mask);

/* A translated one-line description, the text of a contest card whose
 * deck entry has no Text= (docs/deck-format.md#contests). */
char       *phl_stampswap_contest_rule_describe (const PhlStampswapContestRule *rule);

/* Helpers shared with the AI and tests. */
guint       phl_stampswap_album_largest_group (const PhlStampswapAlbum *album,
                                               guint8                   attribute,
                                               guint8                   value);
guint       phl_stampswap_album_holes      (const PhlStampswapAlbum *album,
                                            guint                    size);

G_END_DECLS
