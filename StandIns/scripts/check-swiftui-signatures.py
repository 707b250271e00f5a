#!/usr/bin/env python3
"""Compares the public declarations of the SwiftUI stand-in with the expected SDK table.

Usage: python3 StandIns/scripts/check-swiftui-signatures.py [--list | --self-test]

Reads StandIns/Sources/SwiftUI/**/*.swift, extracts every public declaration (and every member
of a public protocol) with its enclosing type or extension, normalises spelling (module
prefixes, spaces, implementation-only attributes, bodies), and compares the set with
StandIns/SDKReference/SwiftUI-swift.txt. Stand-in-only API (names starting with `standIn` or
types named `StandIn...`) is exempt. Prints each mismatch; exits 1 if there is any.

What the table is compared with: nothing but the stand-in. SwiftUI's interface is Swift text,
but no .swiftinterface line of the subset is quoted in StandIns/SDKReference/SwiftUI.txt (the
code index searches only a file's first 100,000 characters; the two chunks read held none of
it), so the table is typed from Apple's documentation pages and the SDK's known shape. On each
run the checker counts the table entries whose declaration appears word for word (after the
same normalisation) in a quotation of SwiftUI.txt, and lists the others as hand-typed.
--self-test mutates in-memory copies of stand-in declarations and of a table entry and shows
the check fails for each; it exits 0 only if every mutation is caught.

Table format: `context | declaration`, one per line; `#` starts a comment. A line
`~ context | SDK declaration => stand-in declaration` records a known deviation: the stand-in's
declaration is accepted in place of the SDK's, and the deviation is printed as a note.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "SwiftUI"
TABLE = ROOT / "SDKReference" / "SwiftUI-swift.txt"

TYPE_KEYWORDS = ("struct", "class", "enum", "protocol", "extension", "actor")
DROPPED_ATTRIBUTES = ("@inlinable", "@usableFromInline", "@_alwaysEmitIntoClient", "@discardableResult")
MODULE_PREFIXES = ("Swift.", "SwiftUICore.", "SwiftUI.", "_Concurrency.", "Foundation.",
                   "CoreFoundation.", "Observation.")


def normalize(text):
    """Spells a declaration one way: no module prefixes, single spaces, `A: B`."""
    text = re.sub(r"\s+", " ", text).strip()
    for prefix in MODULE_PREFIXES:
        text = re.sub(r"(?<![\w.])" + re.escape(prefix), "", text)
    for attribute in DROPPED_ATTRIBUTES:
        text = re.sub(re.escape(attribute) + r"\b\s*", "", text)
    text = re.sub(r"\s*:\s*", ": ", text)
    text = re.sub(r"\s*,\s*", ", ", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r"<\s+", "<", text)
    text = re.sub(r"\s+>", ">", text)
    text = re.sub(r"^((?:@\w+ )*(?:public )?(?:static )?(?:let|var) \w+: [^=]+?) = .*$", r"\1", text)
    text = text.rstrip(" ,")
    return text.strip()


def strip_comments_and_strings(source):
    """Removes comments and the contents of string literals, keeping line structure."""
    source = re.sub(r'"""[\s\S]*?"""', '""', source)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)
    source = re.sub(r"/\*[\s\S]*?\*/", "", source)
    source = re.sub(r"//[^\n]*", "", source)
    return join_continued_lines(source)


ATTRIBUTES_ONLY = re.compile(r"(@\w+(\([^)]*\))?\s*)+")


def join_continued_lines(source):
    """Puts each declaration on one line: attributes, wrapped parameters and where clauses."""
    lines = [line.strip() for line in source.split("\n")]
    joined = []
    for line in lines:
        previous = joined[-1] if joined else ""
        continues = previous and (
            ATTRIBUTES_ONLY.fullmatch(previous)
            or previous.endswith(("(", ",", "->", "=", "where", "<"))
            or line.startswith(("where ", "->", ")", "{"))
            or (line.startswith("where") and len(line) == 5))
        if continues and line:
            joined[-1] = previous + " " + line
        else:
            joined.append(line)
    return "\n".join(joined)


def is_type_header(header):
    words = re.sub(r"@\w+(\([^)]*\))?", "", header).split()
    return any(word in TYPE_KEYWORDS for word in words[:6])


def context_name(header):
    """`extension View where …` stays whole; a type declaration is named by its name."""
    header = normalize(header)
    if re.search(r"\bextension\b", header):
        return header[header.index("extension"):]
    match = re.search(r"\b(?:struct|class|enum|protocol|actor)\s+(\w+)", header)
    return match.group(1) if match else header


def declarations(text):
    """Yields (context, declaration, is public) for each declaration of a file's text."""
    source = strip_comments_and_strings(text)
    stack = []  # (context or None for a body, is public protocol)
    pending = ""
    depth_paren = 0
    for char in source:
        if char in "([<" and pending.strip():
            depth_paren += char in "("
        if char == ")":
            depth_paren = max(0, depth_paren - 1)
        if char == "{":
            header = pending.strip()
            pending = ""
            in_body = any(entry[0] is None for entry in stack)
            if is_type_header(header) and not in_body:
                context = context_name(header)
                outer = stack[-1][0] if stack else ""
                if outer and not context.startswith("extension"):
                    context = f"{outer}.{context}"
                yield (outer, header, bool(re.search(r"\b(public|extension)\b", header)))
                is_protocol = bool(re.search(r"\bpublic\b.*\b(protocol|enum)\b", header))
                stack.append((context, is_protocol))
            else:
                if header and not in_body:
                    yield (stack[-1][0] if stack else "", header, stack and stack[-1][1])
                stack.append((None, False))
            continue
        if char == "}":
            pending = ""
            if stack:
                stack.pop()
            continue
        if char == "\n" and depth_paren == 0:
            line = pending.strip()
            in_body = any(entry[0] is None for entry in stack)
            if line and not in_body:
                yield (stack[-1][0] if stack else "", line, stack and stack[-1][1])
            pending = ""
            continue
        pending += char


def exempt(context, declaration):
    return bool(re.search(r"\bstandIn\w*|\bStandIn\w*", declaration)) or "StandIn" in context


def read_sources():
    return {str(path.relative_to(SOURCES)): path.read_text() for path in sorted(SOURCES.rglob("*.swift"))}


def actual_declarations(sources):
    found = set()
    for name in sorted(sources):
        for context, declaration, in_public_protocol in declarations(sources[name]):
            declaration = normalize(declaration)
            is_public = re.search(r"\bpublic\b", declaration) or in_public_protocol
            if not is_public or exempt(context, declaration):
                continue
            found.add((context, declaration))
    return found


def expected_declarations(table_text):
    expected, deviations = set(), []
    for number, raw in enumerate(table_text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip() if not raw.lstrip().startswith("~") else raw.rstrip()
        if not line.strip() or "|" not in line:
            continue
        deviation = line.lstrip().startswith("~")
        context, declaration = line.lstrip("~ ").split("|", 1)
        context = normalize(context)
        if deviation:
            sdk, standin = declaration.split("=>", 1)
            deviations.append((context, normalize(sdk), normalize(standin), number))
            expected.add((context, normalize(standin)))
        else:
            expected.add((context, normalize(declaration)))
    return expected, deviations


QUOTES = ROOT / "SDKReference" / "SwiftUI.txt"


def quoted_text(text):
    """Every double-quoted passage of SwiftUI.txt, normalised, joined: what was read verbatim."""
    passages = re.findall(r'"((?:[^"\\]|\\.)*)"', text)
    return " || ".join(normalize(p.replace("\\n", " ")) for p in passages)


def quote_form(declaration):
    return normalize(re.sub(r"\bpublic\s+", "", declaration))


def split_by_quotes(expected, quotes):
    """(entries found word for word in a quotation, entries typed by hand)."""
    found = {item for item in expected if quote_form(item[1]) in quotes}
    return found, expected - found


def compare(sources, table_text):
    actual = actual_declarations(sources)
    expected, deviations = expected_declarations(table_text)
    return sorted(expected - actual), sorted(actual - expected), expected, deviations, actual


def report(missing, unexpected, expected, deviations, actual, quotes):
    quoted, typed = split_by_quotes(expected, quotes)
    for context, sdk, standin, number in deviations:
        print(f"note: known deviation (table line {number}) in {context or 'module'}:\n"
              f"    SDK:      {sdk}\n    stand-in: {standin}")
    for context, declaration in missing:
        print(f"MISSING from the stand-in, in {context or 'module'}: {declaration}")
    for context, declaration in unexpected:
        print(f"NOT IN THE SDK TABLE, in {context or 'module'}: {declaration}")
    print(f"{len(expected)} expected declarations, {len(actual)} found, "
          f"{len(missing)} missing, {len(unexpected)} unexpected, {len(deviations)} known deviations")
    print(f"table entries found word for word in a quotation of SwiftUI.txt: {len(quoted)}; "
          f"typed by hand from documentation pages or the SDK's known shape: {len(typed)}; "
          f"compared with quoted .swiftinterface lines: 0 (none of the subset is quoted)")


SOURCE_MUTATIONS = [
    ("Sheet.swift", "a stand-in default argument dropped (sheet onDismiss)",
     r"(onDismiss: \(\(\) -> Void\)\?) = nil", r"\1"),
    ("NavigationStack.swift", "a stand-in result builder dropped (NavigationStack root)",
     r"public init\(@ViewBuilder root: \(\) -> Root\)", "public init(root: () -> Root)"),
    ("NavigationStack.swift", "a stand-in isolation dropped (@MainActor on NavigationStack.init)",
     r"@MainActor @preconcurrency public init\(@ViewBuilder root", "@preconcurrency public init(@ViewBuilder root"),
]
TABLE_MUTATIONS = [
    ("a table entry's label (init(path:root:) -> init(_:root:))",
     r"public init\(path: Binding<Data>,", "public init(_ path: Binding<Data>,"),
]


def mutation_caught(description, sources, table_text):
    missing, unexpected = compare(sources, table_text)[:2]
    problems = [f"MISSING {d}" for _, d in missing] + [f"NOT IN THE SDK TABLE {d}" for _, d in unexpected]
    print(f"{'caught' if problems else 'MISSED'}: {description}" + (f"\n    {problems[0]}" if problems else ""))
    return bool(problems)


def mutate(text, pattern, replacement):
    new_text, count = re.subn(pattern, replacement, text, count=1)
    return new_text if count else None


def self_test():
    sources, table_text = read_sources(), TABLE.read_text()
    if any(compare(sources, table_text)[:2]):
        print("the unmutated inputs already fail; fix them first")
        return 1
    outcomes = []
    for name, description, pattern, replacement in SOURCE_MUTATIONS:
        text = mutate(sources[name], pattern, replacement)
        if text is None:
            print(f"NOT APPLIED: {description}")
            outcomes.append(False)
            continue
        outcomes.append(mutation_caught(description, {**sources, name: text}, table_text))
    for description, pattern, replacement in TABLE_MUTATIONS:
        text = mutate(table_text, pattern, replacement)
        outcomes.append(text is not None and mutation_caught(description, sources, text))
    print(f"{sum(outcomes)} of {len(outcomes)} mutations caught.")
    return 0 if all(outcomes) else 1


def main():
    if "--self-test" in sys.argv:
        return self_test()
    sources = read_sources()
    if "--list" in sys.argv:
        for context, declaration in sorted(actual_declarations(sources)):
            print(f"{context} | {declaration}")
        return 0
    missing, unexpected, expected, deviations, actual = compare(sources, TABLE.read_text())
    report(missing, unexpected, expected, deviations, actual, quoted_text(QUOTES.read_text()))
    return 1 if missing or unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
