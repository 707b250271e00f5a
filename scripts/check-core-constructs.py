#!/usr/bin/env python3
"""Keeps constructs out of the core (Sources/Coordination) that trade safety or simplicity for
speed no user can feel: unchecked exclusivity, unsafe pointers and unchecked Sendable, hand-made
hash tables, and fields packed into narrow integers.

  scripts/check-core-constructs.py [DIR]     exits 1 and names each line that has one
  scripts/check-core-constructs.py --self-test
                                             exits 0 only if every forbidden snippet is caught
                                             and every allowed one is left alone

Comments and string literals are not read: a doc comment may name what the code no longer does.
"""
import pathlib
import re
import sys

FORBIDDEN = [
    (r"@exclusivity\s*\(\s*unchecked\s*\)", "unchecked exclusivity"),
    (r"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe\w*\b|\bunsafeBitCast\b"
     r"|\bunsafeDowncast\b|\bUnmanaged\b", "unsafe memory access"),
    (r"nonisolated\s*\(\s*unsafe\s*\)|@unchecked\s+Sendable", "a safety rule left to a comment"),
    (r"_rawHashValue|\bIdentifier(Slab)?Map\b|&\s*\(\s*capacity\s*-\s*1\s*\)",
     "a hand-made hash table"),
    (r"\bU?Int(16|32)\b", "a field packed into a narrow integer"),
    (r"@inline\s*\(\s*__always\s*\)", "inlining forced for a benchmark"),
]


def code_of(line):
    """The line without its comment (a `//` outside a string literal)."""
    in_string = False
    for index, char in enumerate(line):
        if char == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", index):
            return line[:index]
    return line


def violations(text):
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', code_of(line))
        for pattern, reason in FORBIDDEN:
            if re.search(pattern, code):
                found.append((number, reason, line.strip()))
    return found


def self_test():
    bad = [
        "  @exclusivity(unchecked) var layout = NavigationLayout()",
        "  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>",
        "    return Array(text.utf8).withUnsafeBufferPointer { body($0[...]) }",
        "final class Box: @unchecked Sendable {}",
        "  nonisolated(unsafe) var shared = 0",
        "  private var positions = IdentifierMap<Kind, Int32>()",
        "    var slot = hash & (capacity - 1)",
        "  private var storedLayer: Int32",
        "  @inline(__always) func read() {}",
    ]
    good = [
        "  var layout = NavigationLayout()  // no @exclusivity(unchecked) here",
        "/// UnsafeBufferPointer was used here once.",
        '  let text = "Int32 in a string is fine"',
        "  var screens: [ScreenID: ScreenRecord] = [:]",
        "  func escapingDisallowedBytes(_ text: Substring) -> String",
        "    let byte: UInt8 = 0x25",
    ]
    missed = [s for s in bad if not violations(s)]
    wrongly = [s for s in good if violations(s)]
    for snippet in missed:
        print(f"self-test: not caught: {snippet}")
    for snippet in wrongly:
        print(f"self-test: wrongly caught: {snippet}")
    if missed or wrongly:
        return 1
    print(f"self-test: {len(bad)} forbidden snippets caught, {len(good)} allowed ones left alone")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    root = pathlib.Path(argv[1] if len(argv) > 1 else "Sources/Coordination")
    files = sorted(root.rglob("*.swift"))
    if not files:
        print(f"no Swift files under {root}")
        return 1
    failures = 0
    for path in files:
        for number, reason, line in violations(path.read_text(encoding="utf-8")):
            print(f"{path}:{number}: {reason}: {line}")
            failures += 1
    if failures:
        return 1
    print(f"{len(files)} files of {root}: none of the forbidden constructs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
