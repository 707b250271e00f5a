#!/usr/bin/env python3
"""Checks the `os` stand-in against the SDK text, and compiles the core's unified-log tracing
against it as an Apple platform compiles it.

Usage: python3 StandIns/scripts/check-os-signatures.py [--self-test]

Inputs:
  - SDKReference/os.txt: verbatim lines of the iOS 16.4 SDK's os.swiftinterface, in blocks
    `AT <offset>:` (a line at column 0 declares a type or an extension, and the indented lines
    after it are its members, across blocks, until the next line at column 0);
  - OSLogging/os.swift: the stand-in, a module named `os` that no package builds (a module of
    that name among a package's modules would turn `#if canImport(os)` on for whichever module
    the build compiled after it);
  - the core's tracing files (TRACING below), whose `#if canImport(os)` branch is what Apple
    platforms compile.

It fails (exit 1) when a public declaration of the stand-in is not quoted, in the same enclosing
type, in os.txt (after normalisation: leading attributes dropped, as is a stored property's
initial value; spaces collapsed), or when the tracing files do not type-check, with warnings as
errors in the Swift 6 language mode, against the stand-in module. --self-test mutates in-memory
copies (a default value, an attribute, a label, a conformance, a parameter type, a call in the
core) and exits 0 only if the check fails for each. Standard library and swiftc only.
"""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
STAND_INS = os.path.dirname(HERE)
ROOT = os.path.dirname(STAND_INS)
QUOTES = os.path.join(STAND_INS, "SDKReference", "os.txt")
STAND_IN = os.path.join(STAND_INS, "OSLogging", "os.swift")
TRACING = [
    os.path.join(ROOT, "Sources", "Coordination", "Diagnostics", name)
    for name in ("NavigationLogLine.swift", "NavigationTracing.swift", "OSNavigationTracing.swift")
]

TYPE_LINE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+)?(?:struct|class|enum|extension)\s+"
                       r"(?:os\.)?(\w+)")
LEADING_ATTRIBUTES = re.compile(r"^(?:@\w+(?:\([^()]*\))?\s+)+")


def normalise(declaration):
    """A declaration's head in one canonical spelling."""
    text = LEADING_ATTRIBUTES.sub("", " ".join(declaration.split()))
    text = re.sub(r"\s*:\s*", ": ", text)
    text = re.sub(r"\s*,\s*", ", ", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    if re.match(r"(?:public\s+)?(?:static\s+)?let\b", text):
        text = head_before(text, "=")
    return text.strip()


def head_before(text, stop):
    """`text` up to the first `stop` outside brackets."""
    depth = 0
    for index, char in enumerate(text):
        if char in "([<":
            depth += 1
        elif char in ")]>" and not (char == ">" and text[index - 1] == "-"):
            depth -= 1
        elif char == stop and depth == 0:
            return text[:index].rstrip()
    return text.rstrip()


def declarations(lines):
    """(enclosing type, head) of each public declaration; a type's own is enclosed by ''."""
    found, context, index = [], "", 0
    while index < len(lines):
        line = lines[index]
        if not line.strip() or line.startswith("AT ") or line.strip().startswith(("...", "//")):
            index += 1
            continue
        text, index = line, index + 1
        while index < len(lines) and (
            text.count("(") > text.count(")") or text.rstrip().endswith(",")
            or lines[index].strip() == "{"
        ):
            text, index = text + " " + lines[index], index + 1
        at_top = not line[0].isspace()
        head = normalise(head_before(text.strip(), "{"))
        if re.search(r"(?:^|\s)public\s", head + " ") and not head.startswith("extension"):
            found.append(("" if at_top else context, head))
        match = TYPE_LINE.match(text.strip())
        if at_top:
            context = match.group(1) if match else ""
    return found


def quoted_declarations():
    with open(QUOTES, encoding="utf-8") as file:
        text = file.read()
    body = text[text.index("\nAT ") + 1 :]
    return set(declarations(body.splitlines()))


def signature_problems(stand_in_text, quoted):
    problems = []
    for context, head in declarations(stand_in_text.splitlines()):
        if (context, head) not in quoted:
            where = f"in {context}" if context else "at the top level"
            problems.append(f"not quoted {where}: {head}")
    return problems


def compile_problems(stand_in_text, tracing_texts):
    """Builds the stand-in module and type-checks the tracing files against it."""
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "os.swift")
        with open(source, "w", encoding="utf-8") as file:
            file.write(stand_in_text)
        module = subprocess.run(
            ["swiftc", "-emit-module", "-parse-as-library", "-module-name", "os",
             # The SDK's module was built in the Swift 5 mode (its -swift-version 5 flag).
             "-swift-version", "5", "-emit-module-path", os.path.join(scratch, "os.swiftmodule"),
             source], capture_output=True, text=True)
        if module.returncode != 0:
            return ["the stand-in does not compile:\n" + module.stderr]
        files = []
        for index, text in enumerate(tracing_texts):
            path = os.path.join(scratch, os.path.basename(TRACING[index]))
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            files.append(path)
        check = subprocess.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "Coordination",
             "-swift-version", "6", "-warnings-as-errors", "-I", scratch] + files,
            capture_output=True, text=True)
        if check.returncode != 0:
            return ["the core's tracing does not type-check against os:\n" + check.stderr]
        return []


def problems(stand_in_text, tracing_texts, quoted):
    return signature_problems(stand_in_text, quoted) or compile_problems(stand_in_text, tracing_texts)


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


MUTATIONS = [
    ("a default privacy", "stand-in", "privacy: os.OSLogPrivacy = .auto", "privacy: os.OSLogPrivacy = .public"),
    ("an @escaping dropped", "stand-in", "@autoclosure @escaping", "@autoclosure"),
    ("a label", "stand-in", "public func debug(_ message", "public func debug(message"),
    ("a conformance the SDK lacks", "stand-in", "public struct Logger {", "public struct Logger: Sendable {"),
    ("a parameter type", "stand-in", "_ name: Swift.StaticString, id:", "_ name: Swift.String, id:"),
    ("a member in another type", "stand-in", "  public static var auto: os.OSLogPrivacy { OSLogPrivacy(isPublic: false) }\n", ""),
    ("a misspelt call in the core", "core", "id: signposter.makeSignpostID()", "identifier: signposter.makeSignpostID()"),
]


def self_test(stand_in_text, tracing_texts, quoted):
    caught = 0
    for name, target, old, new in MUTATIONS:
        if target == "stand-in":
            assert old in stand_in_text, name
            mutated, tracing = stand_in_text.replace(old, new, 1), tracing_texts
            if name == "a member in another type":
                mutated = mutated.replace(
                    "public static var none: os.OSLogStringAlignment",
                    "public static var auto: os.OSLogPrivacy { OSLogPrivacy(isPublic: false) }\n"
                    "  public static var none: os.OSLogStringAlignment", 1)
        else:
            assert old in tracing_texts[2], name
            mutated = stand_in_text
            tracing = tracing_texts[:2] + [tracing_texts[2].replace(old, new, 1)]
        found = problems(mutated, tracing, quoted)
        print(f"{'caught' if found else 'MISSED'}: {name}")
        caught += bool(found)
    print(f"{caught} of {len(MUTATIONS)} mutations caught")
    return caught == len(MUTATIONS)


def main():
    stand_in_text, quoted = read(STAND_IN), quoted_declarations()
    tracing_texts = [read(path) for path in TRACING]
    if sys.argv[1:] == ["--self-test"]:
        if problems(stand_in_text, tracing_texts, quoted):
            print("the unmutated stand-in fails the check; run without --self-test", file=sys.stderr)
            return 1
        return 0 if self_test(stand_in_text, tracing_texts, quoted) else 1
    if sys.argv[1:]:
        print(__doc__, file=sys.stderr)
        return 2
    found = problems(stand_in_text, tracing_texts, quoted)
    for problem in found:
        print(problem, file=sys.stderr)
    count = len(declarations(stand_in_text.splitlines()))
    print(f"os stand-in: {count} declarations quoted, the core's tracing compiled against them"
          if not found else f"os stand-in: {len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
