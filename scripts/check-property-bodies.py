#!/usr/bin/env python3
"""Fails when a property's body could pass by throwing.

Usage: scripts/check-property-bodies.py [PATH...]   (default: every Swift file of the repository)
       scripts/check-property-bodies.py --self-test

swift-property-based (2.0.1) runs the body of `propertyCheck` under `try?`: an error the body
throws is dropped and the input counts as a pass. So a body passed to `propertyCheck` itself may
throw only where Swift Testing records the error first:

- inside `#expect(...)` or `#require(...)`, their trailing closures included
  (`#expect(throws: E.self) { try f() }`), or right before one (`try #require(x)`);
- inside a `do { ... }` block that has a `catch`.

Any other `try` (not `try?` or `try!`) or `throw` in such a body is printed as FILE:LINE and the
script exits 1. A line that must throw on purpose (a test of this very behaviour) says
`check-property-bodies: allow` in a comment.

`checkProperty` (Tests/Shared/CheckProperty.swift, linked into each test target) records what
its body throws as an issue, so its bodies may use a plain `try` and are not checked; the one
`propertyCheck` call inside it catches in a `do` block.

Comments, string literals (their interpolations are code) and regex literals are skipped.
Symbolic links are not followed (each linked file is read where it lives), nor are hidden
directories such as `.build`. `--self-test` runs the check on snippets, bad and good, and exits
1 unless it flags exactly the bad ones.
"""
import os
import re
import sys
from pathlib import Path

CALLEE = "propertyCheck"
MACROS = ("#expect", "#require")
ALLOW = "check-property-bodies: allow"
ROOT = Path(__file__).resolve().parent.parent


def blank(text):
    """`text` with comments, string contents and regex literals replaced by spaces (newlines kept),
    so offsets and line numbers stay those of the source. Interpolations stay code."""
    out = list(text)
    i, n = 0, len(text)
    # Each entry: ("code", depth of parentheses) for an interpolation, or ("string", hashes,
    # multiline) for a string literal.
    stack = [("code", 0)]

    def wipe(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        mode = stack[-1]
        if mode[0] == "string":
            _, hashes, multiline = mode
            close = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(escape + "(", i):
                wipe(i, i + len(escape) + 1)
                i += len(escape) + 1
                stack.append(("code", 0))
            elif text.startswith(escape, i):
                wipe(i, min(i + len(escape) + 1, n))
                i += len(escape) + 1
            elif text.startswith(close, i):
                wipe(i, i + len(close))
                i += len(close)
                stack.pop()
            else:
                wipe(i, i + 1)
                i += 1
            continue
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            wipe(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
        elif c == "#" or c == '"':
            m = re.compile(r'(#*)("""|")').match(text, i)
            r = re.compile(r"(#+)/").match(text, i)
            if m:
                hashes, quote = len(m.group(1)), m.group(2)
                wipe(i, m.end())
                i = m.end()
                stack.append(("string", hashes, quote == '"""'))
            elif r:
                end = text.find("/" + r.group(1), r.end())
                end = n if end < 0 else end + 1 + len(r.group(1))
                wipe(i, end)
                i = end
            else:
                i += 1
        elif c == "/" and starts_regex(text, i):
            j = i + 1
            while j < n and text[j] not in "/\n":
                j += 2 if text[j] == "\\" else 1
            wipe(i, min(j + 1, n))
            i = j + 1
        elif c == "(" and len(stack) > 1:
            stack[-1] = ("code", mode[1] + 1)
            i += 1
        elif c == ")" and len(stack) > 1:
            if mode[1] == 0:
                out[i] = " "
                stack.pop()
            else:
                stack[-1] = ("code", mode[1] - 1)
            i += 1
        else:
            i += 1
    return "".join(out)


def starts_regex(text, i):
    """Whether the `/` at `i` opens a bare regex literal (`matches(of: /a"b/)`), not a division."""
    after = text[i + 1 : i + 2]
    if after in ("", " ", "\n", "/", "*", "="):
        return False
    end = text.find("\n", i)
    if "/" not in text[i + 1 : end if end >= 0 else len(text)]:
        return False
    before = text[:i].rstrip()
    return before == "" or before[-1] in "(,:=[{;!&|" or re.search(r"\breturn$", before)


def matching(code, start):
    """The offset of the bracket that closes the one at `start`."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = []
    for j in range(start, len(code)):
        c = code[j]
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")}]":
            if not stack or stack.pop() != c:
                return None
            if not stack:
                return j
    return None


def word_before(code, i):
    """The identifier, keyword or macro name just before offset `i`, skipping spaces."""
    m = re.search(r"(#?[A-Za-z_][A-Za-z0-9_]*)\s*$", code[:i])
    return m.group(1) if m else ""


def bodies(code):
    """(start, end) offsets of the braces of each closure passed to `propertyCheck`, or
    (call offset, None) for a body that is not a closure literal."""
    for m in re.finditer(r"(?<![\w.])" + CALLEE + r"\s*\(", code):
        if word_before(code, m.start()) == "func":
            continue
        open_paren = m.end() - 1
        close_paren = matching(code, open_paren)
        if close_paren is None:
            yield (m.start(), None)
            continue
        arguments = code[open_paren:close_paren]
        label = re.search(r"\bperform\s*:\s*", arguments)
        if label:
            start = open_paren + label.end()
            yield (start, matching(code, start)) if code[start] == "{" else (m.start(), None)
            continue
        trailing = re.compile(r"\s*\{").match(code, close_paren + 1)
        if trailing:
            start = trailing.end() - 1
            yield (start, matching(code, start))
        else:
            yield (m.start(), None)


def handled(code, frames):
    """Whether a throw inside the open brackets `frames` (offsets, outermost first) is recorded
    or caught before the property's body returns."""
    for start in frames:
        if code[start] == "(" and word_before(code, start) in MACROS:
            return True
        if code[start] != "{":
            continue
        before = word_before(code, start)
        if before in MACROS or before == "do" and caught(code, start):
            return True
        prefix = code[:start].rstrip()
        if prefix.endswith(")"):
            opener = opening(code, len(prefix) - 1)
            if opener is not None and word_before(code, opener) in MACROS:
                return True
    return False


def caught(code, start):
    """Whether the `do` block opening at `start` is followed by `catch`."""
    end = matching(code, start)
    return end is not None and re.compile(r"\s*catch\b").match(code, end + 1) is not None


def opening(code, close):
    """The offset of the bracket that opens the one closing at `close`."""
    pairs = {")": "(", "}": "{", "]": "["}
    depth = []
    for j in range(close, -1, -1):
        c = code[j]
        if c in pairs:
            depth.append(pairs[c])
        elif c in "({[":
            if not depth or depth.pop() != c:
                return None
            if not depth:
                return j
    return None


def offences(text):
    """Line numbers of the plain `try`s and `throw`s of `propertyCheck` bodies in `text`."""
    code = blank(text)
    lines = text.split("\n")
    found = set()
    for start, end in bodies(code):
        if end is None:
            found.add(code.count("\n", 0, start) + 1)
            continue
        frames = []
        for j in range(start + 1, end):
            c = code[j]
            if c in "({[":
                frames.append(j)
            elif c in ")}]" and frames:
                frames.pop()
            elif c == "t" and re.compile(r"\b(try|throw)\b(?![?!])").match(code, j) and (
                j == 0 or not (code[j - 1].isalnum() or code[j - 1] in "_.#")
            ):
                rest = code[j:]
                if re.match(r"try\s+(?:await\s+)?#(?:expect|require)\b", rest):
                    continue
                if handled(code, frames):
                    continue
                line = code.count("\n", 0, j) + 1
                if ALLOW not in lines[line - 1]:
                    found.add(line)
    return sorted(found)


def swift_files(paths):
    """The Swift files under `paths`, symbolic links and hidden directories left out."""
    for path in paths:
        if path.is_file() and not path.is_symlink():
            yield path
            continue
        for directory, subdirectories, files in os.walk(path):
            subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
            for name in sorted(files):
                file = Path(directory) / name
                if name.endswith(".swift") and not file.is_symlink():
                    yield file


BAD = {
    "a plain try in a trailing closure": """
      await propertyCheck(input: gen) { value in
        let segment = try codec.segment(for: value)
        #expect(segment.isEmpty == false)
      }""",
    "a plain try in the perform: argument": """
      await propertyCheck(count: 10, input: gen, perform: { value in
        #expect(value > 0)
        _ = try await load(value)
      })""",
    "a throw": """
      await propertyCheck(input: gen) { value in if value < 0 { throw Failure() } }""",
    "a try after the #expect's parentheses": """
      await propertyCheck(input: gen) { v in
        #expect(v == v); try f(v)
      }""",
    "a try in a do block with no catch": """
      await propertyCheck(input: gen) { v in
        do { try f(v) }
      }""",
    "a try inside an interpolation": """
      await propertyCheck(input: gen) { v in
        print("\\(try f(v))")
      }""",
    "a body that is not a closure": """
      await propertyCheck(input: gen, perform: check)""",
}

GOOD = {
    "try inside #expect and #require": """
      await propertyCheck(input: gen) { value in
        #expect(try codec.route(for: value) == value)
        let route = try #require(codec.route(for: value))
        let other = try await #require(await load(value))
        #expect(throws: Failure.self) { try f(value) }
        #expect(throws: Failure.self, performing: { try f(value) })
      }""",
    "try? and try!, and a do block that catches": """
      await propertyCheck(input: gen) { value in
        _ = try? f(value)
        _ = try! g(value)
        do { try f(value) } catch { Issue.record(error) }
      }""",
    "try in comments, strings and regexes": """
      await propertyCheck(input: gen) { value in
        // try f(value)
        /* throw it */
        #expect("try \\(value) throw" != "")
        #expect(value.matches(of: /try "x/).isEmpty)
      }""",
    "checkProperty may throw": """
      await checkProperty(input: gen) { value in try f(value) }""",
    "an allowed line": """
      await propertyCheck(input: gen) { value in
        throw Failure(value)  // check-property-bodies: allow (the library drops it)
      }""",
    "a try outside the body": """
      let gen = try makeGen()
      await propertyCheck(input: gen) { value in #expect(value >= 0) }
      try f()""",
}


def self_test():
    """Runs the check on the snippets above; true when it flags exactly the bad ones."""
    ok = True
    for name, snippet in BAD.items():
        found = offences(snippet)
        print(f"bad  {'caught' if found else 'MISSED'}: {name} {found}")
        ok = ok and bool(found)
    for name, snippet in GOOD.items():
        found = offences(snippet)
        print(f"good {'FLAGGED' if found else 'passed'}: {name} {found}")
        ok = ok and not found
    return ok


def main(arguments):
    if arguments == ["--self-test"]:
        return 0 if self_test() else 1
    if any(a.startswith("-") for a in arguments):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    paths = [Path(a) for a in arguments] or [ROOT]
    failed = 0
    for file in swift_files(paths):
        for line in offences(file.read_text(encoding="utf-8")):
            print(f"{file}:{line}: plain try or throw in a propertyCheck body (its error would be "
                  "dropped and the input pass); use checkProperty, #expect(try ...) or #require")
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
