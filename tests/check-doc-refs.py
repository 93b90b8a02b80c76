#!/usr/bin/env python3
"""check-doc-refs.py — every document the project cites is in the project.

Scans the sources (src, tests, bench, fuzz, data, .ci, ui, po/GLOSSARY.md,
every meson file, README.md and docs/) and fails when

- a `docs/…` path they cite does not exist, or its `#anchor` is not the slug
  of a heading in that file (GitHub's rule: lower case, punctuation dropped,
  spaces to hyphens);
- a Markdown link in README.md or docs/ points at a missing file or anchor;
- anything cites a document that lives outside the repository: RULES.md,
  FORMATS.md, the other design notes, ../shared, or the rulebook text files
  (`*.en.txt`, `*.pl.txt`, `*.de.txt`).

Usage: check-doc-refs.py SOURCE_DIR
"""

import os
import re
import sys

SCANNED_DIRS = ['src', 'tests', 'bench', 'fuzz', 'data', '.ci', 'ui', 'docs']
SCANNED_FILES = ['README.md', 'meson.build', 'meson_options.txt', 'po/GLOSSARY.md',
                 'po/meson.build', 'flatpak/meson.build']
SKIPPED_DIRS = {'.git', 'build', '__pycache__'}
BINARY_ENDINGS = ('.png', '.jpg', '.svg', '.ogg', '.oga', '.wav', '.gz', '.xz', '.zip',
                  '.gresource', '.mo', '.o', '.a', '.so')

OUTSIDE = re.compile(
    r'\b(?:RULES|FORMATS|ARCHITECTURE|PRODUCT|STYLE)\.md\b'
    r'|design/GLOSSARY\.md'
    r'|\.\./shared\b|/work/shared\b|\bshared/(?:design|rules)\b'
    r'|\b[\w-]+\.(?:en|pl|de)\.txt\b')
# docs/<path> not preceded by a path character, with an optional #anchor.
DOCS_PATH = re.compile(r'(?<![\w./-])docs/([\w./-]*[\w/])(#[\w-]+)?')
MD_LINK = re.compile(r'\]\(([^)\s]+)\)')
HEADING = re.compile(r'^(#{1,6})\s+(.*?)\s*#*\s*$')
FENCE = re.compile(r'^\s*(```|~~~)')


def slug(heading):
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', heading)   # a link: its text
    text = text.lower()
    text = re.sub(r'[^\w\- ]', '', text)
    return text.replace(' ', '-')


_anchors = {}


def anchors(path):
    """The anchors of a Markdown file's headings (fenced code left out)."""
    if path not in _anchors:
        found, seen, fenced = set(), {}, False
        with open(path, encoding='utf-8') as f:
            for line in f:
                if FENCE.match(line):
                    fenced = not fenced
                    continue
                m = None if fenced else HEADING.match(line)
                if m:
                    s = slug(m.group(2))
                    n = seen.get(s, 0)
                    seen[s] = n + 1
                    found.add(s if n == 0 else '%s-%d' % (s, n))
        _anchors[path] = found
    return _anchors[path]


def check_target(root, target, anchor, where, problems):
    """target: a path relative to root; anchor: without '#', or None."""
    top = os.path.abspath(root)
    full = os.path.abspath(os.path.join(root, target))
    if not full.startswith(top + os.sep):
        problems.append('%s: %s is outside the repository' % (where, target))
    elif not os.path.exists(full):
        problems.append('%s: %s does not exist' % (where, target))
    elif anchor:
        if not full.endswith('.md') or os.path.isdir(full):
            problems.append('%s: %s#%s: anchors are checked in Markdown files only'
                            % (where, target, anchor))
        elif anchor not in anchors(full):
            problems.append('%s: %s has no heading for #%s' % (where, target, anchor))


def scanned(root):
    for name in SCANNED_FILES:
        if os.path.isfile(os.path.join(root, name)):
            yield name
    for top in SCANNED_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_DIRS)
            for name in sorted(filenames):
                if name.endswith(BINARY_ENDINGS) or name == os.path.basename(__file__):
                    continue
                yield os.path.relpath(os.path.join(dirpath, name), root)


def check_file(root, rel, problems):
    try:
        with open(os.path.join(root, rel), encoding='utf-8') as f:
            lines = f.read().splitlines()
    except (UnicodeDecodeError, OSError):
        return 0
    markdown = rel.endswith('.md')
    cited = 0
    for number, line in enumerate(lines, 1):
        where = '%s:%d' % (rel, number)
        for m in OUTSIDE.finditer(line):
            problems.append('%s: cites %s, which is not in the repository; '
                            'cite its page in docs/ instead' % (where, m.group(0)))
        for m in DOCS_PATH.finditer(line):
            path = 'docs/' + m.group(1).rstrip('.')
            anchor = m.group(2)[1:] if m.group(2) else None
            check_target(root, path, anchor, where, problems)
            cited += 1
        if not markdown:
            continue
        for m in MD_LINK.finditer(line):
            link = m.group(1)
            if re.match(r'^[a-z][\w+.-]*:', link):        # http:, mailto:, …
                continue
            target, _, anchor = link.partition('#')
            if target:
                target = os.path.join(os.path.dirname(rel), target)
            else:
                target = rel
            check_target(root, target, anchor or None, where, problems)
            cited += 1
    return cited


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    problems = []
    files = cited = 0
    for rel in scanned(root):
        files += 1
        cited += check_file(root, rel, problems)
    for p in problems:
        print(p)
    if problems:
        print('FAIL: %d broken or outside references' % len(problems))
        sys.exit(1)
    print('ok: %d references to docs/ in %d files' % (cited, files))


if __name__ == '__main__':
    main()
