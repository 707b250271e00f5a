#!/usr/bin/env python3
"""Keeps the walks of the design record (docs/design/walks.md) true to the code.

Each walk is a table between `<!-- walk: NAME -->` and `<!-- end walk -->`, one row per function
entered: its file, its declaration (the text after `func`, or an `init`, as far as it tells
overloads apart), the row that calls it, and the call as that caller's body spells it. The check
fails when a file is missing, a declaration is not in its file, or a caller's body does not
contain the call (whitespace and line breaks do not matter). It prints, per walk, how many files
it crosses and how many it enters again after leaving them.

Usage:
  scripts/check-walks.py                 checks docs/design/walks.md against the repository
  scripts/check-walks.py --self-test     the canary: a renamed function and a call the caller
                                         does not make must both fail the check
"""
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WALKS = ROOT / "docs" / "design" / "walks.md"
ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|\s*(.+?)\s*\|$")


def parse(text):
    """The walks of a page: name -> rows (number, file, declaration, caller or None, call)."""
    walks, current = {}, None
    for line in text.splitlines():
        start = re.match(r"<!-- walk: ([\w-]+) -->", line.strip())
        if start:
            current = walks.setdefault(start.group(1), [])
        elif line.strip() == "<!-- end walk -->":
            current = None
        elif current is not None and (row := ROW.match(line.strip())):
            number, file, declaration, caller, call = row.groups()
            call = call[1:-1] if call.startswith("`") and call.endswith("`") else None
            caller = None if caller in ("—", "-") else int(caller)
            current.append((int(number), file, declaration, caller, call))
    return walks


def squeeze(text):
    """Text with every run of whitespace made one space, and none next to brackets."""
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"\s*([()\[\]{},.:])\s*", r"\1", text)


def declaration_pattern(declaration):
    """A regex for a declaration, whatever its line breaks."""
    tokens = [re.escape(token) for token in declaration.split()]
    body = r"\s*".join(tokens).replace(r"\(", r"\(\s*")
    return body if declaration.startswith("init") else r"\bfunc\s+" + body


def body_of(source, declaration):
    """The body of the first declaration matching, braces balanced; None when absent."""
    found = re.search(declaration_pattern(declaration), source)
    if not found:
        return None
    start = source.find("{", found.end())
    depth, index, in_string = 0, start, False
    while index < len(source):
        char = source[index]
        if in_string:
            if char == "\\":
                index += 1
            elif char == '"':
                in_string = False
        elif source.startswith("//", index):
            index = source.find("\n", index)
            if index < 0:
                break
        elif char == '"':
            in_string = True
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return source[start : index + 1]
        index += 1
    return source[start:]


def check(walks, root):
    """Problems found, and one summary line per walk."""
    problems, summaries = [], []
    for name, rows in walks.items():
        bodies = {}
        for number, file, declaration, caller, call in rows:
            path = root / file
            if not path.is_file():
                problems.append(f"{name} #{number}: no file {file}")
                continue
            body = body_of(path.read_text(), declaration)
            if body is None:
                problems.append(f"{name} #{number}: {file} declares no `{declaration}`")
                continue
            bodies[number] = body
            if caller is None:
                continue
            if caller not in bodies:
                problems.append(f"{name} #{number}: its caller #{caller} is not an earlier row")
            elif call is None or squeeze(call) not in squeeze(bodies[caller]):
                problems.append(f"{name} #{number}: #{caller}'s body does not call `{call}`")
        files = [file for _, file, _, _, _ in rows]
        again = sum(1 for i, file in enumerate(files) if i > 0 and file != files[i - 1]
                    and file in files[:i - 1])
        summaries.append(
            f"{name}: {len(rows)} functions in {len(set(files))} files, "
            f"{again} entries into a file already left (target: at most 10 files, none entered again)")
    return problems, summaries


def self_test():
    """A walk naming a function its file does not declare, or a call its caller does not make,
    fails; the same walk spelled right passes."""
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        (root / "A.swift").write_text('func first() {\n  let s = "}"  // }\n  second(1)\n}\n')
        (root / "B.swift").write_text("func second(_ value: Int) {}\n")

        def walk(declaration, call):
            return parse(
                "<!-- walk: t -->\n| # | file | declaration | from | as |\n"
                "| 1 | A.swift | `first()` | — | start |\n"
                f"| 2 | B.swift | `{declaration}` | 1 | `{call}` |\n<!-- end walk -->\n")

        good, _ = check(walk("second(_ value: Int)", "second(1)"), root)
        renamed, _ = check(walk("third(_ value: Int)", "second(1)"), root)
        uncalled, _ = check(walk("second(_ value: Int)", "second(2)"), root)
        return not good and len(renamed) == 1 and len(uncalled) == 1


def main():
    if sys.argv[1:] == ["--self-test"]:
        passed = self_test()
        print("check-walks self-test:", "passed" if passed else "FAILED")
        return 0 if passed else 1
    walks = parse(WALKS.read_text())
    if not walks:
        print(f"no walks in {WALKS.relative_to(ROOT)}", file=sys.stderr)
        return 1
    problems, summaries = check(walks, ROOT)
    for line in summaries:
        print(line)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
