#!/usr/bin/env python3
"""Checks the SwiftUI stand-in's declarations against the SDK, through the expected table.

Usage: python3 StandIns/scripts/check-swiftui-signatures.py [--list | --unavailable | --self-test]

--list prints the stand-in's declarations; --unavailable prints the table entries the SDK marks
unavailable on a platform (`@available(<platform>, unavailable)` on the entry or its extension),
one `platform<TAB>context | declaration` per line, for a check of the adapter's platform guards.

Three inputs:
  - the quotations: SDKReference/reads/*.txt, the text of the iOS 18.0 SDK's SwiftUI and
    SwiftUICore .swiftinterface files as read page by page (blocks `TABLE:` / `AT:` / `SDK:` /
    `AVAILABILITY:` / `VERDICT:`; only the `SDK:` text, with its indented continuation lines, is
    a quotation), and the `SDK18 <file>@<offset>: "..."` lines of SDKReference/SwiftUI.txt;
  - the table: SDKReference/SwiftUI-swift.txt, `context | declaration` per line;
  - the stand-in: every public declaration of Sources/SwiftUI/**/*.swift (and every member of a
    public protocol) with its enclosing type or extension; stand-in-only API (names starting with
    `standIn`, types named `StandIn...`) is exempt. An import declares nothing and is skipped,
    `@_exported public import UserActivities` too: that module is Foundation's NSUserActivity,
    which check-signatures.py compares with NSUserActivity.h (SDKReference/UIKit.txt).

It fails (exit 1) when
  - a table entry is not found in any quotation (the entry differs from what the SDK says, or
    nothing quotes it), unless it is marked `? ` (not found, the reason in the table);
  - an entry marked `? ` is found in a quotation (drop the mark);
  - a member is quoted only outside its context: the declaration enclosing it in the quotation
    (an extension with its `unavailable` attributes and where clause, or a type) is not the
    entry's context; for a member quoted alone, the block's `IN:` line (else its `TABLE:`
    line's context, the reader's note) is not the entry's context;
  - the stand-in's declarations and the table's differ (missing or extra), a deviation
    (`~ context | SDK => stand-in`) replacing the SDK's declaration by the stand-in's;
  - the adapter (Sources/CoordinationSwiftUI) uses a table entry the SDK marks
    `@available(<platform>, unavailable)` on a line compiled for that platform (outside an `#if`
    that excludes it); platform_guards.py says how lines, platforms and uses are read.

An entry is found in a quotation when, after normalisation, it occurs there as a whole
declaration: not preceded by an attribute or modifier the entry lacks, not followed by more of a
declaration (`where`, `->`, `:`, `,`, `=`, a generic or member continuation...).

Normalisation (documented in the table's header too), applied alike to quotations, table and
stand-in:
  - whitespace collapsed; module prefixes dropped; `A : B` written `A: B`;
  - dropped attributes (nothing a client's code can see): @inlinable, @usableFromInline,
    @_alwaysEmitIntoClient, @_semantics(...), @_typeEraser(...), @_originallyDefinedIn(...),
    @_documentation(...), @discardableResult;
  - @available(...): kept only when it says `unavailable`, as `@available(<platform or *>,
    unavailable)` (message and other arguments dropped); introduced versions and deprecations are
    dropped (the table's comments record the deprecations);
  - each run of consecutive attributes is sorted (their order means nothing);
  - `()` as a type (after `->` or `==`, not an empty parameter list) is written `Void`;
  - a stored property's initial value is dropped.

--self-test mutates in-memory copies of the stand-in, the table and the quotations and shows that
the check fails for each mutation; it exits 0 only if every mutation is caught.
"""

import pathlib
import re
import sys

sys.dont_write_bytecode = True  # importing the sibling module leaves no __pycache__ in the tree
import platform_guards  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "SwiftUI"
ADAPTER = ROOT / "Adapters" / "CoordinationSwiftUI"  # a link to ../Sources/CoordinationSwiftUI
TABLE = ROOT / "SDKReference" / "SwiftUI-swift.txt"
READS = ROOT / "SDKReference" / "reads"
OLDER_QUOTES = ROOT / "SDKReference" / "SwiftUI.txt"

TYPE_KEYWORDS = ("struct", "class", "enum", "protocol", "extension", "actor")
DROPPED_ATTRIBUTES = ("inlinable", "usableFromInline", "_alwaysEmitIntoClient", "_semantics",
                      "_typeEraser", "_originallyDefinedIn", "_documentation", "discardableResult")
MODULE_PREFIXES = ("Swift.", "SwiftUICore.", "SwiftUI.", "_Concurrency.", "Foundation.",
                   "CoreFoundation.", "Observation.")
MODIFIERS = ("public", "nonisolated", "static", "mutating", "nonmutating", "final", "override",
             "convenience", "required", "open", "internal", "package", "private", "fileprivate",
             "dynamic", "lazy", "weak", "unowned", "indirect", "class", "optional", "isolated")


def attribute_end(text, start):
    """End of the attribute starting at `start` (`@name` and a balanced argument list)."""
    match = re.match(r"@\w+", text[start:])
    end = start + match.end()
    if end < len(text) and text[end] == "(":
        depth = 0
        for index in range(end, len(text)):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            if depth == 0:
                return index + 1
    return end


def rewrite_attributes(text):
    """Drops invisible attributes, reduces @available to `unavailable`, sorts attribute runs."""
    out, runs, index = [], [], 0
    run = []

    def flush():
        if run:
            out.append(" ".join(sorted(run)) + " ")
            run.clear()

    while index < len(text):
        if text[index] == "@" and re.match(r"@\w", text[index:index + 2]):
            end = attribute_end(text, index)
            attribute = text[index:end]
            name = re.match(r"@(\w+)", attribute).group(1)
            if name == "available":
                arguments = [a.strip() for a in attribute[len("@available("):-1].split(",")]
                if "unavailable" in arguments:
                    run.append(f"@available({arguments[0]}, unavailable)")
            elif name not in DROPPED_ATTRIBUTES:
                run.append(attribute)
            index = end
            while index < len(text) and text[index] == " ":
                index += 1
            continue
        flush()
        out.append(text[index])
        index += 1
    flush()
    return "".join(out)


# `()` as a type (a result after `->`, a same-type requirement after `==`) is `Void`, which
# swift-format writes; an empty parameter list (`() -> T`) is left alone.
VOID_TUPLE = re.compile(r"(->|==) ?\( ?\)(?! ?(?:->|throws\b|async\b|rethrows\b))")


def normalize(text):
    """Spells a declaration (or a quotation) one way."""
    text = re.sub(r"\s+", " ", text).strip()
    for prefix in MODULE_PREFIXES:
        text = re.sub(r"(?<![\w.])" + re.escape(prefix), "", text)
    text = rewrite_attributes(text)
    text = re.sub(r"\s*:\s*", ": ", text)
    text = re.sub(r"\s*,\s*", ", ", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r"<\s+", "<", text)
    text = re.sub(r"\s+>", ">", text)
    text = re.sub(r"\s+", " ", text)
    text = VOID_TUPLE.sub(r"\1 Void", text)
    text = re.sub(r"^((?:@\S+ )*(?:\w+(?:\(\w+\))? )*(?:let|var) \w+: [^=]+?) = .*$", r"\1", text)
    return text.rstrip(" ,").strip()


# The stand-in's declarations

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
    """`extension View where …` stays whole (with an `unavailable`); a type is named by its name."""
    header = normalize(header)
    if re.search(r"\bextension\b", header):
        return header
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


IMPORT = re.compile(r"^(?:@\w+ )*(?:public |internal |package )?import\b")


def actual_declarations(sources):
    found = set()
    for name in sorted(sources):
        for context, declaration, in_public_protocol in declarations(sources[name]):
            declaration = normalize(declaration)
            is_public = re.search(r"\bpublic\b", declaration) or in_public_protocol
            if not is_public or exempt(context, declaration) or IMPORT.match(declaration):
                continue
            found.add((context, declaration))
    return found


# The table

class Entry:
    def __init__(self, kind, context, sdk, standin, number):
        self.kind, self.context, self.sdk, self.standin, self.number = kind, context, sdk, standin, number


def table_entries(table_text):
    """Entries: kind is ' ' (quoted), '~' (deviation) or '?' (not found); each keeps the comment
    lines just above it (`comment`)."""
    entries, comment = [], []
    for number, raw in enumerate(table_text.splitlines(), 1):
        line = raw.rstrip()
        if line.lstrip().startswith("#"):
            comment.append(line)
            continue
        if not line.strip() or "|" not in line:
            comment = []
            continue
        kind = line[0] if line[0] in "~?" else " "
        context, declaration = line[1:].split("|", 1) if kind != " " else line.split("|", 1)
        context = normalize(context)
        if kind == "~":
            sdk, standin = declaration.split("=>", 1)
            entries.append(Entry(kind, context, normalize(sdk), normalize(standin), number))
        else:
            entries.append(Entry(kind, context, normalize(declaration), normalize(declaration), number))
        entries[-1].comment = "\n".join(comment)
        comment = []
    return entries


# The quotations

class Quote:
    def __init__(self, source, at, text, context=""):
        self.source, self.at, self.raw, self.text = source, at, text, normalize(text)
        # The enclosing declaration as the reader noted it: the block's `IN:` line, else the
        # context of its `TABLE:` line. Used only for a member quoted without its header.
        self.context = normalize(context)


def read_quote_files():
    files = {path.name: path.read_text() for path in sorted(READS.glob("*.txt"))}
    files[OLDER_QUOTES.name] = OLDER_QUOTES.read_text()
    return files


def quotations(files):
    quotes = []
    for name, text in files.items():
        if name == OLDER_QUOTES.name:
            for at, passage in re.findall(r'^SDK18 (\S+): "(.*)"\s*$', text, re.M):
                quotes.append(Quote(name, at.rstrip(":"), passage.replace("\\n", " ")))
            continue
        at, sdk, context = "", None, ""
        for line in text.splitlines() + [""]:
            field = re.match(r"^([A-Z]+):", line)
            if sdk is not None and (field or not line.startswith((" ", "\t")) or not line.strip()):
                quotes.append(Quote(name, at, " ".join(sdk), context))
                sdk = None
            if field and field.group(1) == "TABLE":
                value = line.split(":", 1)[1]
                context = value.split("|", 1)[0].strip().lstrip("~? ") if "|" in value else ""
            elif field and field.group(1) == "IN":
                context = line.split(":", 1)[1].strip()
            elif field and field.group(1) == "AT":
                at = line.split(":", 1)[1].strip()
            elif field and field.group(1) == "SDK":
                sdk = [line.split(":", 1)[1].strip()]
            elif sdk is not None:
                sdk.append(line.strip())
    return quotes


PRECEDED_BY_MORE = re.compile(
    r"(@\w+(?:\([^()]*\))?|\b(?:" + "|".join(MODIFIERS) + r"))$")
FOLLOWED_BY_MORE = re.compile(r"^(\w|\.|<|\?|!|\[|\(|:| ?(where\b|->|throws\b|async\b|rethrows\b|"
                              r":|=|,|&|\.))")


def occurrences(declaration, quote_text):
    """Where `declaration` occurs in the quotation as a whole declaration."""
    found = []
    start = quote_text.find(declaration)
    while start != -1:
        before = quote_text[:start].rstrip()
        after = quote_text[start + len(declaration):]
        if not PRECEDED_BY_MORE.search(before) and not FOLLOWED_BY_MORE.match(after):
            found.append(start)
        start = quote_text.find(declaration, start + 1)
    return found


def occurs(declaration, quote_text):
    return bool(occurrences(declaration, quote_text))


EXTENSION_HEADER = re.compile(r"((?:@\w+(?:\([^()]*\))? )*extension [^{}]*?)\s*$")
TYPE_HEADER = re.compile(r"\b(?:struct|enum|protocol|class|actor) (\w+)[^{}]*$")


def enclosing_header(text, position):
    """The declaration whose body, in the quotation, holds `position`: ('extension', header) or
    ('type', name); None when the quotation does not show it (a member quoted alone)."""
    stack, segment_start = [], 0
    for index, char in enumerate(text[:position]):
        if char == "{":
            segment = text[segment_start:index]
            extension, type_header = EXTENSION_HEADER.search(segment), TYPE_HEADER.search(segment)
            if extension:
                stack.append(("extension", extension.group(1).strip()))
            elif type_header:
                stack.append(("type", type_header.group(1)))
            else:
                stack.append(None)
            segment_start = index + 1
        elif char == "}":
            if stack:
                stack.pop()
            segment_start = index + 1
    headers = [header for header in stack if header]
    return headers[-1] if headers else None


def in_its_context(entry, quote, position):
    """The quotation places the entry in its context: the declaration enclosing it there is the
    entry's context, or, when the quotation shows none (a member quoted alone, e.g.
    `(inside struct NavigationPath above) public var count: Int`), the block's `IN:` or `TABLE:`
    context is."""
    header = enclosing_header(quote.text, position)
    if header is None:
        return quote.context == entry.context
    kind, value = header
    if entry.context.startswith(("extension", "@")):
        return kind == "extension" and value == entry.context
    return kind == "type" and value == entry.context


def find_quotes(entry, quotes):
    """(quotes holding the entry, quotes holding it in its context)."""
    holding, in_context = [], []
    for quote in quotes:
        positions = occurrences(entry.sdk, quote.text)
        if positions:
            holding.append(quote)
            if not entry.context or any(in_its_context(entry, quote, p) for p in positions):
                in_context.append(quote)
    return holding, in_context


def quoted_in_its_extension(entry, quotes):
    """For an entry marked not found: a quotation holding its context header, then the entry."""
    for quote in quotes:
        if not entry.context:
            if occurs(entry.sdk, quote.text):
                return quote
            continue
        start = quote.text.find(entry.context + " {")
        if start != -1 and occurs(entry.sdk, quote.text[start:]):
            return quote
    return None


def nearest(entry, quotes):
    """A quotation that mentions the entry's name, to show beside an unquoted entry."""
    words = re.findall(r"(?:func|init|var|let|case|struct|enum|protocol|typealias|subscript|extension)\W+(\w*)",
                       entry.sdk)
    key = words[0] if words else entry.sdk.split()[-1]
    for quote in quotes:
        if key and re.search(r"\b" + re.escape(key) + r"\b", quote.text):
            return quote
    return None


def check_quotes(entries, quotes):
    """Returns (problems, counts)."""
    problems, quoted = [], 0
    for entry in entries:
        holding, in_context = find_quotes(entry, quotes)
        where = f"table line {entry.number} ({entry.context or 'module'})"
        if entry.kind == "?":
            if not re.search(r"source: https?://\S+", entry.comment):
                problems.append(f"NOT FOUND WITHOUT A SOURCE, {where}: {entry.sdk}\n"
                                f"    the comment above a `?` entry must give `source: <address>` saying "
                                f"why the SDK text lacks it")
            found = quoted_in_its_extension(entry, quotes)
            if found:
                problems.append(f"QUOTED BUT MARKED NOT FOUND, {where}: {entry.sdk}\n"
                                f"    quoted at {found.source} {found.at}")
            continue
        if not holding:
            hint = nearest(entry, quotes)
            problems.append(f"NOT IN ANY QUOTATION, {where}: {entry.sdk}" + (
                f"\n    nearest quotation ({hint.source} {hint.at}): {hint.text[:400]}" if hint else ""))
        elif not in_context:
            problems.append(f"QUOTED ONLY OUTSIDE ITS CONTEXT, {where}: {entry.sdk}\n"
                            f"    quoted at {holding[0].source} {holding[0].at}")
        else:
            quoted += 1
    return problems, quoted


def check_standin(entries, sources):
    actual = actual_declarations(sources)
    expected = {(e.context, e.standin) for e in entries}
    problems = [f"MISSING from the stand-in, in {c or 'module'}: {d}" for c, d in sorted(expected - actual)]
    problems += [f"NOT IN THE SDK TABLE, in {c or 'module'}: {d}" for c, d in sorted(actual - expected)]
    return problems, actual


def read_adapter():
    return {path.name: path.read_text() for path in sorted(ADAPTER.glob("*.swift"))}


def restrictions(entries):
    """The table's platform restrictions, as uses to look for in the adapter."""
    found = []
    for platform, entry in platform_restrictions(entries):
        is_type = not entry.context and re.search(r"\b(?:struct|class|enum|protocol)\b", entry.sdk)
        name = member_name(entry.sdk)
        is_function = re.search(r"\bfunc\b", entry.sdk) is not None
        found.append(platform_guards.Restriction(
            f"{entry.context + ' | ' if entry.context else ''}{name}", name, bool(is_type),
            platform_guards.platforms_named(platform), f"table line {entry.number}", is_function,
            initializer_use(entry) if name == "init" else None))
    return found


def initializer_use(entry):
    """How a use of an initializer looks: its type's name (the context's) or `.init`, called with
    its first argument label; `self.init(` of another type's initializer is not a use of it."""
    type_name = (re.findall(r"\w+", entry.context) or ["init"])[-1]
    label = re.search(r"\binit(?:<[^>]*>)?\(\s*(\w+)", entry.sdk)
    called = rf"(?:\b{re.escape(type_name)}|\.init)\s*"
    if label and label.group(1) != "_":
        return re.compile(called + rf"\(\s*{re.escape(label.group(1))}\s*:")
    return re.compile(called + r"[({]")


def run(sources, table_text, files, verbose, adapter=None):
    entries = table_entries(table_text)
    quotes = quotations(files)
    quote_problems, quoted = check_quotes(entries, quotes)
    standin_problems, actual = check_standin(entries, sources)
    adapter = read_adapter() if adapter is None else adapter
    standin_problems += platform_guards.unguarded_uses(adapter, restrictions(entries))
    if verbose:
        for entry in entries:
            if entry.kind == "~":
                print(f"note: deviation (table line {entry.number}) in {entry.context or 'module'}:\n"
                      f"    SDK:      {entry.sdk}\n    stand-in: {entry.standin}")
        for problem in quote_problems + standin_problems:
            print(problem)
        not_found = [e for e in entries if e.kind == "?"]
        deviations = [e for e in entries if e.kind == "~"]
        print(f"{len(quotes)} quotations read from {len(files)} files; {len(entries)} table entries: "
              f"{quoted} quoted, {len(entries) - quoted - len(not_found)} not quoted (errors), "
              f"{len(not_found)} marked not found; {len(deviations)} deviations")
        print(f"stand-in: {len(actual)} declarations, {len(standin_problems)} differences from the table")
        members = [(p, e) for p, e in platform_restrictions(entries) if e.context]
        print("unavailable on a platform (the SDK's @available(<platform>, unavailable)): "
              + ("; ".join(f"{member_name(e.sdk)} on {p}" for p, e in members) or "none"))
        print(f"adapter: {len(adapter)} files of {ADAPTER.name} checked for those uses on every "
              f"platform they are compiled for ({', '.join(platform_guards.PLATFORMS)})")
    return quote_problems + standin_problems


SOURCE_MUTATIONS = [
    ("Sheet.swift", "a stand-in default argument dropped (sheet onDismiss)",
     r"(onDismiss: \(\(\) -> Void\)\?) = nil", r"\1"),
    ("NavigationStack.swift", "a stand-in isolation changed (NavigationStack.init(root:) not nonisolated)",
     r"nonisolated public init\(@ViewBuilder root", "public init(@ViewBuilder root"),
    ("Button.swift", "a stand-in type's isolation dropped (Button not @MainActor)",
     r"@MainActor @preconcurrency public struct Button", "public struct Button"),
    ("NavigationPath.swift", "a stand-in unavailable Sendable conformance dropped (NavigationPath)",
     r"@available\(\*, unavailable\) extension NavigationPath: Sendable \{\}", ""),
    ("FullScreenCover.swift", "a stand-in platform restriction dropped (fullScreenCover on macOS)",
     r"@available\(macOS, unavailable\) extension View", "extension View"),
    ("UserActivity.swift", "a stand-in default argument dropped (userActivity isActive)",
     r"(isActive: Bool) = true", r"\1"),
]
TABLE_MUTATIONS = [
    ("a table entry's label (init(path:root:) -> init(_:root:))",
     r"public init\(path: Binding<Data>,", "public init(_ path: Binding<Data>,"),
    ("a table entry's isolation (sheet(item:) without nonisolated) and the stand-in alike",
     r"extension View \| nonisolated public func sheet<Item", "extension View | public func sheet<Item"),
    ("an entry marked not found whose source was removed (Never's Body)",
     r"# source: https://forums\.swift\.org/t/swiftui-why-cant-call-text-image-struct-body-property/26182\n",
     "# (source removed)\n"),
]
QUOTE_MUTATIONS = [
    ("swiftui-a.txt", "a quotation's label (navigationDestination(for:) -> (type:))",
     r"public func navigationDestination<D, C>\(for data: D\.Type, @SwiftUICore",
     "public func navigationDestination<D, C>(type data: D.Type, @SwiftUICore"),
    ("swiftui-b.txt", "a quotation's isolation (NavigationStack.init(root:) without nonisolated)",
     r"\) nonisolated public init\(@SwiftUICore\.ViewBuilder root", ") public init(@SwiftUICore.ViewBuilder root"),
    ("swiftui-a.txt", "a quotation's platform restriction (fullScreenCover's extension on macOS)",
     r"@available\(macOS, unavailable\) extension SwiftUICore\.View \{ nonisolated public func fullScreenCover",
     "extension SwiftUICore.View { nonisolated public func fullScreenCover"),
    ("swiftuicore-a.txt", "a quotation's enclosing declaration (buildEither(first:) in ViewBuilder itself)",
     r"IN: extension ViewBuilder", "IN: ViewBuilder"),
    ("swiftui-b.txt", "a quotation's enclosing declaration (NavigationSplitView's two-column init in an extension)",
     r"\(in the NavigationSplitView struct body\) nonisolated public init\(@SwiftUICore\.ViewBuilder "
     r"sidebar: \(\) -> Sidebar, @SwiftUICore\.ViewBuilder detail",
     "extension SwiftUI.NavigationSplitView where Content == SwiftUICore.EmptyView { nonisolated public "
     "init(@SwiftUICore.ViewBuilder sidebar: () -> Sidebar, @SwiftUICore.ViewBuilder detail"),
    ("swiftuicore-b.txt", "a quotation added for an entry marked not found (View where Body == Never)",
     r"\Z", "\nTABLE: (mutation)\nAT: SwiftUICore@0\nSDK: extension SwiftUICore.View where Self.Body == "
            "Swift.Never { @_Concurrency.MainActor @preconcurrency public var body: Swift.Never { get } }\n"),
]


ADAPTER_MUTATIONS = [
    ("LayerView.swift", "the adapter's macOS guard around fullScreenCover changed to tvOS",
     r"#if !os\(macOS\)\n(\s*)\.fullScreenCover", r"#if !os(tvOS)\n\1.fullScreenCover"),
    ("SystemBack.swift", "a planted unguarded fullScreenCover in the adapter",
     r"(navigationBarBackButtonHidden\(hidesSystemBack\))",
     r"\1\n        .fullScreenCover(item: .constant(nil as PresentedLayer?)) { _ in EmptyView() }"),
    ("WindowRouter.swift", "the window router's tvOS and watchOS guard dropped (openWindow)",
     r"#if canImport\(SwiftUI\) && !os\(tvOS\) && !os\(watchOS\)", "#if canImport(SwiftUI)"),
    ("SystemBack.swift", "a planted unguarded data-presenting WindowGroup in the adapter",
     r"(navigationBarBackButtonHidden\(hidesSystemBack\))",
     r"\1\n        let _ = WindowGroup(for: Int.self) { _ in EmptyView() } defaultValue: { 0 }"),
]


def mutate(text, pattern, replacement):
    new_text, count = re.subn(pattern, lambda _: replacement, text, count=1)
    return new_text if count else None


def self_test():
    sources, table_text, files = read_sources(), TABLE.read_text(), read_quote_files()
    if run(sources, table_text, files, verbose=False):
        print("the unmutated inputs already fail; fix them first")
        return 1
    outcomes = []

    def caught(description, problems):
        print(f"{'caught' if problems else 'MISSED'}: {description}"
              + (f"\n    {problems[0].splitlines()[0]}" if problems else ""))
        outcomes.append(bool(problems))

    for name, description, pattern, replacement in SOURCE_MUTATIONS:
        text = mutate(sources[name], pattern, replacement)
        if text is None:
            print(f"NOT APPLIED: {description}")
            outcomes.append(False)
            continue
        caught(description, run({**sources, name: text}, table_text, files, verbose=False))
    for index, (description, pattern, replacement) in enumerate(TABLE_MUTATIONS):
        text = mutate(table_text, pattern, replacement)
        if text is None:
            print(f"NOT APPLIED: {description}")
            outcomes.append(False)
            continue
        mutated_sources = sources
        if index == 1:  # the stand-in follows the table: only the quotation can catch it
            mutated_sources = {**sources, "Sheet.swift": sources["Sheet.swift"].replace(
                "nonisolated public func sheet<Item", "public func sheet<Item")}
        caught(description, run(mutated_sources, text, files, verbose=False))
    for name, description, pattern, replacement in QUOTE_MUTATIONS:
        text = mutate(files[name], pattern, replacement)
        if text is None:
            print(f"NOT APPLIED: {description}")
            outcomes.append(False)
            continue
        caught(description, run(sources, table_text, {**files, name: text}, verbose=False))
    adapter = read_adapter()
    for name, description, pattern, replacement in ADAPTER_MUTATIONS:
        text = re.subn(pattern, replacement, adapter[name], count=1)
        if not text[1]:
            print(f"NOT APPLIED: {description}")
            outcomes.append(False)
            continue
        problems = run(sources, table_text, files, verbose=False, adapter={**adapter, name: text[0]})
        caught(description, [p for p in problems if p.startswith("UNAVAILABLE USE")])
    print(f"{sum(outcomes)} of {len(outcomes)} mutations caught.")
    return 0 if all(outcomes) else 1


def member_name(declaration):
    match = re.search(r"\b(?:func|var|let|case|typealias|struct|enum|protocol)\s+(\w+)|\b(init|subscript)\b",
                      declaration)
    return (match.group(1) or match.group(2)) if match else declaration


def platform_restrictions(entries):
    """(platform, entry) for each entry unavailable on a named platform (not `*`)."""
    found = []
    for entry in entries:
        # A member may repeat its extension's restriction (popover does): each platform once.
        platforms = re.findall(r"@available\((\w+), unavailable\)", entry.context + " " + entry.sdk)
        for platform in dict.fromkeys(platforms):
            found.append((platform, entry))
    return found


def main():
    if "--self-test" in sys.argv:
        return self_test()
    if "--unavailable" in sys.argv:
        for platform, entry in platform_restrictions(table_entries(TABLE.read_text())):
            if entry.context or entry.sdk.startswith("@available"):
                print(f"{platform}\t{entry.context} | {entry.sdk}")
        return 0
    sources = read_sources()
    if "--list" in sys.argv:
        for context, declaration in sorted(actual_declarations(sources)):
            print(f"{context} | {declaration}")
        return 0
    problems = run(sources, TABLE.read_text(), read_quote_files(), verbose=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
