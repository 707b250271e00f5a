#!/usr/bin/env python3
"""Keeps the core within its line budget: the Swift files of Sources/Coordination, every line
counted (code, doc comments and blank lines alike, as `wc -l` counts them).

Usage:
  scripts/check-core-size.py              counts Sources/Coordination; exits 1 over the budget
  scripts/check-core-size.py DIR          counts DIR instead
  scripts/check-core-size.py --self-test  the canary: a core one line over the budget must
                                          fail the check, and one at the budget must pass

The budget is stated here and nowhere else. The core is the part every adopter reads and
ships, so it grows only when a feature pays for its lines; lower the budget when the core
shrinks, never raise it to let a change through.
"""
import sys
import tempfile
from pathlib import Path

LINE_BUDGET = 5646
CORE = Path(__file__).resolve().parent.parent / "Sources" / "Coordination"


def count_lines(directory: Path) -> int:
    """The lines of every Swift file under `directory`, as `cat … | wc -l` counts them."""
    return sum(path.read_bytes().count(b"\n") for path in directory.rglob("*.swift"))


def check(directory: Path) -> bool:
    """Prints the count against the budget; whether the directory is within it."""
    lines = count_lines(directory)
    within = lines <= LINE_BUDGET
    verdict = "within" if within else "OVER"
    print(f"{directory.name}: {lines:,} lines, {verdict} the budget of {LINE_BUDGET:,}")
    if not within:
        print(f"remove {lines - LINE_BUDGET:,} lines, or the feature that added them", file=sys.stderr)
    return within


def self_test() -> bool:
    """A core of exactly the budget passes; one line more, in a nested folder, fails."""
    with tempfile.TemporaryDirectory() as folder:
        core = Path(folder) / "Coordination"
        (core / "Store").mkdir(parents=True)
        (core / "Core.swift").write_text("//\n" * (LINE_BUDGET - 1))
        (core / "Store" / "Store.swift").write_text("//\n")
        (core / "README.md").write_text("not Swift: not counted\n")
        at_budget = check(core)
        (core / "Store" / "Store.swift").write_text("//\n//\n")
        over_budget = check(core)
    caught = at_budget and not over_budget
    print(f"core-size self-test: {'caught' if caught else 'NOT caught'} a core one line over")
    return caught


def main(argv: list[str]) -> int:
    if argv[1:] == ["--self-test"]:
        return 0 if self_test() else 1
    if len(argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    return 0 if check(Path(argv[1]) if len(argv) == 2 else CORE) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
