#!/usr/bin/env python3
"""What scripts/test.sh ran, by kind, read from each check's own output; stdlib only.

scripts/test.sh keeps one tally file per run and calls:

  tally.py record TALLY STAGE KIND LABEL LOG
      Reads LOG (the output of one check) as KIND says, adds a row to TALLY and prints what
      it counted. Fails (exit 1) when the check ran nothing it can count: a runner that ran
      no test, a script without its summary line, a summary that names zero checks.
  tally.py add TALLY STAGE KIND LABEL COUNT
      Adds a row whose count the caller knows (e.g. one check that either passes or fails).
  tally.py report TALLY [--failed STAGE CHECK]
      Prints each stage's rows, then the last line: "N passed, M failed", where N sums only
      what can fail on its own (test cases, browser cases, script checks, canaries, sanitizer
      reruns), never fuzz executions or compiled examples. With --failed, M is 1 (the check
      that stopped the run) and the line before names it. A tally with nothing that can fail
      says so instead of "0 passed, 0 failed".

Kinds read from a log:
  swift-testing   "Test run with N tests in M suites passed" (Swift Testing); parameterized
                  tests add their cases ("Test f(x:) with K test cases passed")
  xctest          the last "Executed N tests, with 0 failures" (XCTest)
  pytest          "N passed" of pytest's summary line (and no "failed"/"error")
  script:NAME     a script's own last line "NAME: N passed, 0 failed" (also "N passed, 0 failed"
                  alone when NAME is empty)
  fuzz            libFuzzer's "stat::number_of_executed_units" lines, summed (not a pass count)
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

# Kinds whose count is of things that pass or fail on their own (they make the last line).
FAILABLE = {
    "test cases": "Swift Testing test cases (a parameterized test counts each case)",
    "XCTest tests": "XCTest test methods",
    "sanitizer reruns": "Swift Testing test cases run again under a sanitizer",
    "browser cases": "pytest cases in real browsers",
    "script checks": "checks of the stress, durability and tooling scripts",
    "canaries": "faults injected on purpose that their check caught",
}
# Kinds shown for what they are, never summed.
INFORMATIVE = {
    "test functions": "Swift Testing @Test functions",
    "fuzz executions": "libFuzzer executions",
    "compiled examples": "Swift blocks of articles compiled",
}


@dataclass
class Row:
    stage: str
    kind: str
    label: str
    count: int

    def line(self) -> str:
        return "\t".join((self.stage, self.kind, self.label, str(self.count)))


def swift_testing(text: str) -> list[tuple[str, int]]:
    """Test functions and test cases of a Swift Testing run that passed."""
    runs = re.findall(r"Test run with (\d+) tests? in \d+ suites? passed", text)
    if not runs:
        raise ValueError("no passing 'Test run with N tests' line")
    functions = int(runs[-1])
    parameterized = [int(k) for k in re.findall(r"Test \S.* with (\d+) test cases? passed", text)]
    cases = functions - len(parameterized) + sum(parameterized)
    return [("test functions", functions), ("test cases", cases)]


def xctest(text: str) -> list[tuple[str, int]]:
    runs = re.findall(r"Executed (\d+) tests?, with 0 failures", text)
    if not runs:
        raise ValueError("no 'Executed N tests, with 0 failures' line")
    return [("XCTest tests", int(runs[-1]))]


def pytest(text: str) -> list[tuple[str, int]]:
    summaries = [line for line in text.splitlines() if re.search(r"\d+ passed", line)]
    if not summaries:
        raise ValueError("no pytest summary with 'N passed'")
    last = summaries[-1]
    if re.search(r"\d+ (failed|errors?)\b", last) and not re.search(r"\b0 failed", last):
        raise ValueError(f"pytest reported failures: {last.strip()}")
    return [("browser cases", int(re.search(r"(\d+) passed", last).group(1)))]


def script(name: str, text: str, kind: str = "script checks") -> list[tuple[str, int]]:
    prefix = rf"{re.escape(name)}: " if name else r""
    lines = re.findall(rf"^(?:\S+: )?{prefix}(\d+) passed, (\d+) failed", text, re.MULTILINE)
    if not lines:
        raise ValueError(f"no '{name + ': ' if name else ''}N passed, M failed' line")
    passed, failed = (int(n) for n in lines[-1])
    if failed:
        raise ValueError(f"{failed} failed")
    return [(kind, passed)]


def fuzz(text: str) -> list[tuple[str, int]]:
    runs = [int(n) for n in re.findall(r"fuzz \S+: (\d+) executions", text)]
    if not runs:
        raise ValueError("no 'fuzz TARGET: N executions' line")
    return [("fuzz executions", sum(runs))]


def read_kind(kind: str, text: str) -> list[tuple[str, int]]:
    if kind == "swift-testing":
        return swift_testing(text)
    if kind == "sanitizer":
        return [("sanitizer reruns", swift_testing(text)[1][1])]
    if kind == "xctest":
        return xctest(text)
    if kind == "pytest":
        return pytest(text)
    if kind.startswith("script:"):
        return script(kind.removeprefix("script:"), text)
    if kind.startswith("canary:"):
        return script(kind.removeprefix("canary:"), text, "canaries")
    if kind == "fuzz":
        return fuzz(text)
    raise ValueError(f"unknown kind {kind}")


def load(tally: Path) -> list[Row]:
    if not tally.exists():
        return []
    rows = []
    for line in tally.read_text().splitlines():
        stage, kind, label, count = line.split("\t")
        rows.append(Row(stage, kind, label, int(count)))
    return rows


def append(tally: Path, rows: list[Row]) -> None:
    with tally.open("a") as out:
        for row in rows:
            out.write(row.line() + "\n")


def record(tally: Path, stage: str, kind: str, label: str, log: Path) -> int:
    try:
        counts = read_kind(kind, log.read_text(errors="replace"))
    except ValueError as error:
        print(f"tally: {label} ran nothing that can be counted: {error} (in {log})")
        return 1
    rows = [Row(stage, k, label, n) for k, n in counts]
    # What must not be zero: the rows that can fail, or, for a kind that only informs (fuzz
    # executions), its own rows.
    judged = [row for row in rows if row.kind in FAILABLE] or rows
    if all(row.count == 0 for row in judged):
        print(f"tally: {label} ran no test ({', '.join(f'{r.count} {r.kind}' for r in rows)})")
        return 1
    append(tally, rows)
    print(f"counted: {label}: " + ", ".join(f"{r.count:,} {r.kind}" for r in rows))
    return 0


def report(tally: Path, failed: tuple[str, str] | None) -> int:
    rows = load(tally)
    print("== what ran, by kind")
    for stage in dict.fromkeys(row.stage for row in rows):
        print(f"stage {stage}:")
        for row in (r for r in rows if r.stage == stage):
            print(f"  {row.count:>10,}  {row.kind:<17} {row.label}")
    totals = {kind: sum(r.count for r in rows if r.kind == kind) for kind in FAILABLE | INFORMATIVE}
    shown = [f"{totals[k]:,} {k}" for k in (*FAILABLE, *INFORMATIVE) if totals[k]]
    print("totals: " + ("; ".join(shown) if shown else "nothing counted"))
    passed = sum(totals[kind] for kind in FAILABLE)
    if failed:
        stage, check = failed
        print(f"FAILED in stage {stage}: {check} (the run stopped there)")
        print(f"{passed} passed, 1 failed")
        return 1
    if passed == 0:
        print("these stages ran no test that can fail (nothing to count)")
        return 0
    print(f"{passed} passed, 0 failed")
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 7 and argv[1] == "record":
        return record(Path(argv[2]), argv[3], argv[4], argv[5], Path(argv[6]))
    if len(argv) == 7 and argv[1] == "add":
        if argv[4] not in FAILABLE | INFORMATIVE:
            print(f"tally: unknown kind {argv[4]!r}", file=sys.stderr)
            return 2
        append(Path(argv[2]), [Row(argv[3], argv[4], argv[5], int(argv[6]))])
        print(f"counted: {argv[5]}: {int(argv[6]):,} {argv[4]}")
        return 0
    if len(argv) in (3, 6) and argv[1] == "report":
        failed = (argv[4], argv[5]) if len(argv) == 6 and argv[3] == "--failed" else None
        return report(Path(argv[2]), failed)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
