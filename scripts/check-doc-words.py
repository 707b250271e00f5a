#!/usr/bin/env python3
"""Fails when what a user reads names a work-log label or a machine's path.

Usage: scripts/check-doc-words.py            (the repository's tracked files)
       scripts/check-doc-words.py --self-test

Reads every tracked Markdown file (DocC articles included) and every doc comment (`///`) of the
tracked Swift files, and prints FILE:LINE: TEXT for each line that holds a stop label with a
number (the word "stop", a space and a digit, in any case) or a path of a build machine (a
home directory, the work tree's or the job runner's folder; PATTERNS below). Exits 1 when it
printed anything. The documentation says what a thing is and where it is in the repository;
when and where a text was written belongs in git's history.

`--self-test` plants occurrences in a throwaway git repository (a Markdown file, a DocC
article, a Swift doc comment) beside lines that must pass (a plain `//` comment, a word such as
"stopped", a relative path), runs the same check on it and exits 1 unless it flags exactly the
planted lines.
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Spelt in pieces so that this file does not name what it looks for in one piece.
PATTERNS = [
    re.compile(r"\b" + "st" + r"op [0-9]", re.IGNORECASE),
    re.compile("/" + "work/"),
    re.compile("/" + "tmp/bash_jobs"),
    re.compile("/" + "home/"),
]


def tracked(root: Path) -> list[str]:
    """The tracked Markdown and Swift files under `root`, relative to it."""
    output = subprocess.run(
        ["git", "-C", str(root), "ls-files", "-z", "--", "*.md", "*.swift"],
        check=True, capture_output=True, text=True,
    ).stdout
    return [name for name in output.split("\0") if name]


def findings(root: Path) -> list[str]:
    """FILE:LINE: TEXT for each offending line of the tracked files under `root`."""
    found = []
    for name in tracked(root):
        path = root / name
        if path.is_symlink() or not path.is_file():
            continue  # a linked file is read where it lives
        swift = name.endswith(".swift")
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if swift and not line.lstrip().startswith("///"):
                continue
            if any(pattern.search(line) for pattern in PATTERNS):
                found.append(f"{name}:{number}: {line.strip()}")
    return found


def self_test() -> bool:
    """Plants occurrences in a throwaway repository; true when exactly they are flagged."""
    label = "St" + "op 24"
    files = {
        "README.md": f"# App\n\nAs of {label}, the list works.\nIt stopped at 3 screens.\n",
        "Docs.docc/Article.md": "Run it from /" + "work/main/scripts.\nRun `scripts/demo.sh`.\n",
        "Sources/A.swift": (
            "/// Reads /" + "home/user/x first.\n"
            "// A note in /" + "tmp/bash_jobs/1 is not a doc comment.\n"
            "/// Reads `docs/verification.md`.\nlet a = 1\n"
        ),
        "Sources/B.swift": "  /// The log of /" + "tmp/bash_jobs/7.\nlet b = 2\n",
    }
    expected = {"README.md:3", "Docs.docc/Article.md:1", "Sources/A.swift:1", "Sources/B.swift:1"}
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        subprocess.run(["git", "init", "-q", str(root)], check=True)
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        subprocess.run(["git", "-C", str(root), "add", "."], check=True)
        flagged = {":".join(finding.split(":")[:2]) for finding in findings(root)}
    if flagged != expected:
        print(f"self-test: flagged {sorted(flagged)}, expected {sorted(expected)}")
        return False
    print(f"self-test: the {len(expected)} planted lines flagged, the others passed")
    return True


def main(arguments: list[str]) -> int:
    if arguments == ["--self-test"]:
        return 0 if self_test() else 1
    if arguments:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    found = findings(ROOT)
    for finding in found:
        print(finding)
    if found:
        print(f"{len(found)} lines name a work-log label or a machine's path", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
