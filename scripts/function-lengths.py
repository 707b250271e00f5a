#!/usr/bin/env python3
"""Lists functions, initialisers and computed properties longer than a limit (default 60 lines).

Usage: scripts/function-lengths.py [--max N] DIR...

A declaration's length runs from its line to the line of its closing brace. Braces inside
string literals and comments are skipped. Exits 1 when a declaration is over the limit.
"""
import re
import sys
from pathlib import Path

DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|"
    r"static|class|final|override|mutating|nonisolated|isolated|convenience|required|"
    r"@discardableResult)\s+)*(func\s+\S+|init[?!]?\s*[(<]|deinit\b|var\s+\w+\s*:[^=]*\{\s*$|subscript)")


def strip(line):
    """The line without string literals and // comments."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def long_declarations(path, limit):
    lines = path.read_text().splitlines()
    found = []
    for index, line in enumerate(lines):
        match = DECL.match(line)
        if not match:
            continue
        depth, opened = 0, False
        for end in range(index, len(lines)):
            code = strip(lines[end])
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if opened and depth <= 0:
                length = end - index + 1
                if length > limit:
                    found.append((path, index + 1, length, match.group(1).strip()))
                break
            if not opened and end > index + 8:
                break  # a requirement or a declaration without a body
    return found


def main(argv):
    limit = 60
    if len(argv) > 2 and argv[1] == "--max":
        limit, argv = int(argv[2]), argv[2:]
    found = []
    for directory in argv[1:]:
        for path in sorted(Path(directory).rglob("*.swift")):
            found.extend(long_declarations(path, limit))
    for path, line, length, name in found:
        print(f"{path}:{line}: {name} is {length} lines (limit {limit})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
