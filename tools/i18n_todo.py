#!/usr/bin/env python3
"""What a language still needs: every English message (assets/i18n/en)
that LANG lacks, or whose arguments differ, written as Fluent to paste
into LANG's file of the same name: each message starts as the English,
under a `# TODO(translate)` line, so the file parses and the app runs in
the new language at once. Also names messages LANG has that English no
longer does. The catalog tests fail while an offered language still
holds a TODO(translate) line.

    python3 tools/i18n_todo.py de            # all files
    python3 tools/i18n_todo.py de app.ftl    # one file

The catalog tests (tests/integration/i18n.rs) make the same check; this
is the translator's to-do list. Needs no packages beyond Python 3.

A message translated but not yet read by the language's second reader (a
new game's name, a new step, written by someone who is not that reader)
stands under a `# TODO(read)` line: an offered language may hold them (it
is not English), and

    python3 tools/i18n_todo.py de --unread   # what awaits the second reader

lists them, file by file, each with the English it says; the reader takes
each line away once read, and records the reading in READING.md."""
import os, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'assets', 'i18n')


def messages(path):
    """id -> (full text of the entry, set of variables)."""
    out, cur, lines = {}, None, []
    def flush():
        if cur:
            body = '\n'.join(lines)
            out[cur] = (body, set(re.findall(r'\$([A-Za-z][A-Za-z0-9_-]*)', body)))
    for line in open(path, encoding='utf-8').read().splitlines():
        m = re.match(r'([a-z][a-z0-9_-]*)\s*=', line)
        if m:
            flush(); cur, lines = m.group(1), [line]
        elif cur and (line.startswith((' ', '\t', '}'))):
            lines.append(line)
        else:
            flush(); cur, lines = None, []
    flush()
    return out


def unread(lang):
    """Every message of LANG under a `# TODO(read)` line, with the English."""
    count = 0
    for f in sorted(f for f in os.listdir(os.path.join(ROOT, lang)) if f.endswith('.ftl')):
        en = messages(os.path.join(ROOT, 'en', f))
        theirs = messages(os.path.join(ROOT, lang, f))
        lines = open(os.path.join(ROOT, lang, f), encoding='utf-8').read().splitlines()
        marked = []
        for i, line in enumerate(lines):
            if line.strip() != '# TODO(read)':
                continue
            nxt = next((l for l in lines[i + 1:] if not l.startswith('#')), '')
            m = re.match(r'([a-z][a-z0-9_-]*)\s*=', nxt)
            if m:
                marked.append(m.group(1))
        if not marked:
            continue
        print(f'### {f}: {len(marked)} awaiting the second reader')
        for k in marked:
            print(f'# en: {en.get(k, ("(not in English)",))[0]}')
            print(theirs[k][0] if k in theirs else f'{k} = ?')
        count += len(marked)
    print(f'# {lang}: {count} awaiting the second reader', file=sys.stderr)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    lang = sys.argv[1]
    if '--unread' in sys.argv[2:]:
        return unread(lang)
    files = sys.argv[2:] or sorted(f for f in os.listdir(os.path.join(ROOT, 'en')) if f.endswith('.ftl'))
    todo = 0
    for f in files:
        en = messages(os.path.join(ROOT, 'en', f))
        theirs_path = os.path.join(ROOT, lang, f)
        theirs = messages(theirs_path) if os.path.exists(theirs_path) else {}
        missing = [(k, v) for k, v in en.items() if k not in theirs or theirs[k][1] != v[1]]
        stale = [k for k in theirs if k not in en]
        if not missing and not stale:
            continue
        print(f'### {f}: {len(missing)} to translate, {len(stale)} no longer in English')
        for k in stale:
            print(f'# remove: {k}')
        for k, (body, _) in missing:
            print('# TODO(translate)')
            print(body)
        todo += len(missing) + len(stale)
    print(f'# {lang}: {todo} to do', file=sys.stderr)


main()
