#!/usr/bin/env python3
"""Checks the UIKit stand-in's public declarations against Swift signatures derived from UIKit's headers.

Three inputs, in StandIns/:
- SDKReference/UIKit.txt: verbatim lines of UIKit's .h files (one section per file, with the
  repository, commit and path it was read from) and of UIKit.apinotes;
- SDKReference/UIKit-swift.txt: the table of the Swift declarations the stand-in mirrors;
- Sources/UIKit/*.swift: the stand-in, with the sources of each stand-in module it re-exports
  (`@_exported public import UserActivities`: Sources/UserActivities/*.swift, Foundation's
  NSUserActivity, which UIKit and SwiftUI see through Foundation on Apple platforms and the
  stand-ins share in a module of their own). An import declares nothing and is not compared.

objc_import.py derives the Swift declaration of every quoted header line by the Clang importer's
rules (its docstring lists them). Each table entry is then one of:
- derived: the entry must be exactly what a quoted header line derives;
- `# deviates from header: <derived>`: the stand-in deliberately differs; <derived> must be what a
  quoted header line derives, and the entry says what the stand-in declares instead;
- `# hand: <why>` (or `[Type]  # hand: <why>` for a whole section): no quoted header line
  derives it (an overlay, a documentation page, a rule too rare to encode); listed on every run.
A hand mark on an entry that a header line does derive is an error, so marks stay honest.

The check fails when (a) a stand-in declaration differs from its expected signature (the
derived one, else the hand-written one), (b) a derived table entry differs from what the header
lines derive, (c) no quoted header line derives an entry not marked hand-written (the line is
missing), or (d) the adapter (Sources/CoordinationUIKit) uses a declaration whose header line
says API_UNAVAILABLE(<platform>) (on it, on its enum case, or on its enclosing type) on a line
compiled for that platform, outside an `#if` that excludes it (platform_guards.py says how lines,
platforms and uses are read). Everything is compared in a canonical form: name, argument labels, parameter and
result types (a closure's `@escaping` and `@Sendable` with them), optionality, `weak` /
`unowned(unsafe)`, `static` (`class func` and `static func` alike), read-only properties; for types,
main-actor isolation and the superclass; `Notification.Name` is read as `NSNotification.Name`
(Foundation's typealias of it, on Apple platforms and in swift-corelibs-foundation alike).
Stand-in-only API is exempt: names starting with `standIn` and types starting with `StandIn`, and
the identity equality every NSObject has.

Usage: python3 StandIns/scripts/check-signatures.py [--dump | --derived | --self-test]
  --dump       print the canonical form of every declaration found in the sources, and exit;
  --derived    print every declaration derived from the header lines, with its line and
               availability, and every header line no rule derives;
  --self-test  mutate in-memory copies of a header line, a table entry and stand-in
               declarations, and show the check fails for each; exit 0 only if all are caught.
Standard library only; no network.
"""

import os
import re
import sys

sys.dont_write_bytecode = True  # importing the sibling module leaves no __pycache__ in the tree
import objc_import  # noqa: E402
import platform_guards  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SOURCES = os.path.join(ROOT, "Sources", "UIKit")
# `@_exported [public] import M`: M's public declarations are UIKit's too; when M is a stand-in
# module (a folder of Sources), its files are read with UIKit's, named `M/<file>`.
REEXPORT = re.compile(r"^\s*@_exported\s+(?:public\s+)?import\s+(\w+)\s*$", re.M)
TABLE = os.path.join(ROOT, "SDKReference", "UIKit-swift.txt")
HEADERS = os.path.join(ROOT, "SDKReference", "UIKit.txt")
ADAPTER = os.path.join(ROOT, "Adapters", "CoordinationUIKit")  # a link to ../Sources/CoordinationUIKit

TYPE_KEYWORDS = ("class", "struct", "enum", "protocol", "extension", "actor")
DROPPED_MODIFIERS = {
    "public", "open", "final", "override", "convenience", "required", "nonisolated",
    "dynamic", "optional", "mutating", "indirect", "internal", "package",
}
SETTER_ACCESS = re.compile(r"\b(?:public|open|internal|fileprivate|private|package)\(set\)\s*")
ATTRIBUTE = re.compile(r"@(?!escaping\b|Sendable\b)\w+(?:\((?:[^()]|\([^()]*\))*\))?")
# Conformances every NSObject (or every value type) has, and the class-bound constraint that
# stands in for NSObjectProtocol on Linux: not compared.
IGNORED_INHERITANCE = {
    "Hashable", "Equatable", "Sendable", "@unchecked Sendable", "AnyObject", "NSObjectProtocol",
    "NSObject", "NSCoding", "NSSecureCoding", "NSCopying",
}
# Two spellings of one type: Foundation declares `typealias Name = NSNotification.Name` in
# `Notification` (Apple's page notification/name-swift.typealias, quoted in UIKit.txt; the same
# typealias in swift-corelibs-foundation). The header-derived spelling is the right-hand one.
TYPE_ALIASES = {"Notification.Name": "NSNotification.Name"}


def strip_comments(text):
    """Removes // and /* */ comments, keeping string literals."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def matching(text, start, open_char, close_char):
    """Index of the bracket closing the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == open_char:
            depth += 1
        elif text[index] == close_char:
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def split_top(text, separator=","):
    """Splits on separators outside brackets."""
    parts, depth, current = [], 0, []
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        if char == separator and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return [part.strip() for part in parts if part.strip()]


def read_head(text, i):
    """Reads one statement head from `i`: up to `{`, `}` or a line end outside brackets."""
    depth, start, n = 0, i, len(text)
    while i < n:
        char = text[i]
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif depth == 0 and char in "{}":
            return text[start:i], i
        elif depth == 0 and char == "\n":
            head = text[start:i].strip()
            rest = text[i:].lstrip()
            continues = (
                not head
                or head.endswith((",", ":", "->", "=", "&"))
                or re.fullmatch(r"(?:@\w+(?:\([^)]*\))?\s*)+", head)
                or rest.startswith(("{", "->", "where", "&", ":", "throws"))
            )
            if not continues:
                return text[start:i], i
        i += 1
    return text[start:i], i


def kind_of(head):
    words = [
        re.match(r"[A-Za-z_]*", word).group(0)
        for word in ATTRIBUTE.sub(" ", SETTER_ACCESS.sub(" ", head)).split()
    ]
    for word in words:
        if word in DROPPED_MODIFIERS or word in ("weak", "unowned", "static", "private"):
            continue
        if word == "class" and len(words) > words.index(word) + 1:
            following = words[words.index(word) + 1]
            if following in ("func", "var", "let"):
                continue
        return word
    return ""


def is_public(head):
    """Public or open, and new: an override redeclares inherited API, checked where declared."""
    head = SETTER_ACCESS.sub(" ", head)
    return bool(re.search(r"\b(public|open)\b", head)) and not re.search(r"\boverride\b", head)


def type_name(head):
    match = re.search(r"\b(?:class|struct|enum|protocol|extension|actor)\s+([\w.]+)", head)
    return match.group(1) if match else None


def parse(text, path, found, nested, container=""):
    """Collects (path, head) for each declaration; recurses into type bodies.

    Requirements of a public protocol and cases of a public enum have no modifier of their own.
    """
    i, n = 0, len(text)
    while i < n:
        head, stop = read_head(text, i)
        head = head.strip()
        kind = kind_of(head) if head else ""
        if stop < n and text[stop] == "{":
            end = matching(text, stop, "{", "}")
            if kind in TYPE_KEYWORDS:
                name = type_name(head)
                inner = path + name.split(".") if kind == "extension" else path + [name]
                if kind != "extension":
                    nested.setdefault(tuple(path), set()).add(name)
                    if is_public(head):
                        found.append((tuple(path), head))
                visible = kind == "extension" or is_public(head)
                if visible:
                    parse(text[stop + 1:end], inner, found, nested, kind)
            elif head and (container == "protocol" or is_public(head)):
                body = accessors(text[stop:end + 1]) if kind in ("var", "let") else ""
                found.append((tuple(path), f"{head} {body}".strip()))
            i = end + 1
        else:
            implied = container == "protocol" or (container == "enum" and kind == "case")
            if head and kind and kind != "import" and (implied or is_public(head)):
                found.append((tuple(path), head))
            i = stop + 1


def accessors(body):
    """`{ get }` for a computed property without a setter, `{ get set }` for one with, and
    nothing for observers (a stored property) or a function body."""
    if re.search(r"\b(didSet|willSet)\b", body):
        return ""
    if re.search(r"^\{\s*(get|set)\b", body) or not re.search(r"\b(get|set)\s*[{(]", body):
        has_set = re.search(r"\bset\s*[{(]", body) or re.search(r"^\{\s*get\s+set\b", body)
        return "{ get set }" if has_set else "{ get }"
    return "{ get set }" if re.search(r"\bset\s*[{(]", body) else "{ get }"


def qualify(type_text, path, nested):
    """Writes nested type names in full: `State` inside UIControl becomes `UIControl.State`."""
    def replace(match):
        word = match.group(0)
        start = match.start()
        if start > 0 and type_text[start - 1] == ".":
            return word
        for depth in range(len(path), 0, -1):
            if word in nested.get(tuple(path[:depth]), set()):
                return ".".join(path[:depth] + [word])
        return word
    return re.sub(r"\b[A-Z]\w*\b", replace, type_text)


def clean_type(type_text, path, nested):
    type_text = re.sub(r"\s+", " ", type_text.strip())
    type_text = re.sub(r"\s*([:,\[\]()?!])\s*", r"\1", type_text)
    type_text = re.sub(r"\s*->\s*", " -> ", type_text)
    for alias, name in TYPE_ALIASES.items():
        type_text = re.sub(r"(?<![\w.])" + re.escape(alias) + r"\b", name, type_text)
    return qualify(type_text, path, nested)


def parameters(text, path, nested):
    result = []
    for parameter in split_top(text):
        pieces = split_top(parameter, "=")
        default = " = " + re.sub(r"\s+", "", pieces[1]) if len(pieces) > 1 else ""
        names, _, type_text = pieces[0].partition(":")
        label = names.split()[0] if names.split() else "_"
        result.append(f"{label}: {clean_type(type_text, path, nested)}{default}")
    return "(" + ", ".join(result) + ")"


def infer_type(value):
    value = value.strip()
    if value in ("true", "false"):
        return "Bool"
    if re.fullmatch(r"-?\d+", value):
        return "Int"
    if value.startswith('"'):
        return "String"
    match = re.match(r"([A-Z][\w.]*)\s*\(", value)
    if match:
        return match.group(1)
    match = re.fullmatch(r"([A-Z][\w.]*)\.[a-z]\w*", value)
    return match.group(1) if match else "?"


def canonical(path, head, nested):
    """The comparable form of a declaration head found at `path`."""
    text = SETTER_ACCESS.sub("", ATTRIBUTE.sub("", head))
    text = re.sub(r"\s+", " ", text).strip()
    words = [w for w in text.split(" ") if w not in DROPPED_MODIFIERS]
    text = " ".join(words)
    text = re.sub(r"\b(?:class|static) (func|var|let)\b", r"static \1", text)
    owner = ".".join(path)
    prefix = f"{owner}." if owner else ""
    kind = kind_of(head)
    if kind in ("func", "init"):
        match = re.match(r"(.*?)\b(func\s+(\S+?)|init[?!]?)\s*(?:<[^>]*>)?\s*\(", text)
        lead = match.group(1).strip()
        name = match.group(3) or match.group(2).strip()
        open_index = text.index("(", match.end() - 1)
        close = matching(text, open_index, "(", ")")
        params = parameters(text[open_index + 1:close], list(path), nested)
        rest = text[close + 1:].split(" where ")[0]
        result = ""
        if "->" in rest:
            result = " -> " + clean_type(rest.split("->", 1)[1], list(path), nested)
        marker = (lead + " ") if lead else ""
        keyword = "func " if kind == "func" else ""
        return f"{marker}{keyword}{prefix}{name}{params}{result}".strip()
    if kind in ("var", "let"):
        readonly = (
            kind == "let"
            or SETTER_ACCESS.search(head) is not None
            or re.search(r"\{\s*get\s*\}\s*$", text) is not None
        )
        text = re.sub(r"\{\s*get(\s+set)?\s*\}\s*$", "", text).strip()
        match = re.match(r"(.*?)\b(var|let)\s+`?(\w+)`?\s*(:\s*([^={]+))?(=\s*(.*))?", text)
        lead = (match.group(1) or "").strip()
        type_text = match.group(5)
        if type_text is None:
            type_text = infer_type(match.group(7) or "")
        type_text = clean_type(type_text.split("{")[0], list(path), nested)
        marker = (lead + " ") if lead else ""
        access = " { get }" if readonly else ""
        return f"{marker}var {prefix}{match.group(3)}: {type_text}{access}"
    if kind == "case":
        names = text.split("case", 1)[1].strip()
        return f"case {prefix}{names.replace('`', '').replace(' = ', '=')}"
    if kind == "typealias":
        name, _, value = text.split("typealias", 1)[1].partition("=")
        return f"typealias {prefix}{name.strip()} = {clean_type(value, list(path), nested)}"
    if kind in TYPE_KEYWORDS:
        match = re.match(r".*?\b(class|struct|enum|protocol|actor)\s+(\w+)\s*(?::(.*))?", text)
        inherited = [
            clean_type(item, list(path), nested)
            for item in split_top((match.group(3) or "").split(" where ")[0])
        ]
        inherited = [item for item in inherited if item not in IGNORED_INHERITANCE]
        suffix = (": " + ", ".join(inherited)) if inherited else ""
        actor = "@MainActor " if re.search(r"@MainActor\b", head) else ""
        return f"{actor}{match.group(1)} {prefix}{match.group(2)}{suffix}"
    return f"? {prefix}{text}"


def exempt(path, head, form):
    """Stand-in-only API, and the identity equality every NSObject has."""
    if any(part.startswith("StandIn") for part in path):
        return True
    name = re.search(r"\b(?:func|var|let|case|class|struct|enum|protocol)\s+`?(\w+)", head)
    if name and name.group(1).lower().startswith("standin"):
        return True
    return re.search(r"\bfunc [\w.]*\.(==|hash)\(", form) is not None


def read_lines(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read().split("\n")


def read_swift_files(directory, prefix=""):
    sources = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".swift"):
            with open(os.path.join(directory, name), encoding="utf-8") as handle:
                sources[prefix + name] = handle.read()
    return sources


def read_sources():
    """UIKit's files, then those of each stand-in module UIKit re-exports (named `M/<file>`)."""
    sources = read_swift_files(SOURCES)
    modules = sorted({module for text in sources.values()
                      for module in REEXPORT.findall(strip_comments(text))})
    for module in modules:
        directory = os.path.join(ROOT, "Sources", module)
        if os.path.isdir(directory):
            sources.update(read_swift_files(directory, module + "/"))
    return sources


def source_declarations(sources):
    found, nested = [], {}
    for name in sorted(sources):
        parse(strip_comments(sources[name]), [], found, nested)
    return found, nested


def note_of(line):
    text, _, note = line.partition("  #")
    return text.strip(), note.strip()


def mark_of(note, section_mark):
    """('hand', why), ('deviates', derived form) or ('derived', None)."""
    if note.startswith("deviates from header:"):
        return "deviates", note.split(":", 1)[1].strip()
    if note.startswith("hand"):
        return "hand", note.partition(":")[2].strip() or note
    return section_mark


def table_entries(lines, nested):
    """Reads the table: `[Type.Path]` starts a section, other lines are declarations."""
    entries, path, section_mark = [], [], ("derived", None)
    for number, line in enumerate(lines, 1):
        text, note = note_of(line)
        if not text or text.startswith("#"):
            continue
        if text.startswith("[") and text.endswith("]"):
            inner = text[1:-1].strip()
            path = inner.split(".") if inner else []
            section_mark = mark_of(note, ("derived", None))
            continue
        if kind_of(text) in TYPE_KEYWORDS:
            name = type_name(text)
            if name:
                nested.setdefault(tuple(path), set()).add(name)
        mark, detail = mark_of(note, section_mark)
        entries.append({"path": tuple(path), "text": text, "mark": mark, "detail": detail,
                        "line": number})
    return entries


def register_nested(derived, nested):
    for item in derived:
        if kind_of(item["swift"]) in TYPE_KEYWORDS:
            nested.setdefault(item["path"], set()).add(type_name(item["swift"]))


def derived_forms(derived, nested):
    """Canonical form -> the derivation (header line number, text, file)."""
    forms = {}
    for item in derived:
        forms.setdefault(canonical(item["path"], item["swift"], nested), item)
    return forms


def name_key(form):
    """Path and declared name of a canonical form: what a drifted entry still shares with its line."""
    match = re.search(r"\b(?:func|var|case|typealias|class|struct|enum|protocol|actor)\s+([\w.]+)", form)
    if match:
        return match.group(1)
    match = re.search(r"([\w.]*init)[?!]?\(", form)
    return match.group(1) if match else form


def check_table(entries, forms, nested, problems):
    """(b) and (c): every entry not marked hand-written is what a quoted header line derives."""
    expected = {}
    by_key = {}
    for form, item in forms.items():
        by_key.setdefault(name_key(form), []).append((form, item))
    for entry in entries:
        form = canonical(entry["path"], entry["text"], nested)
        if entry["mark"] == "hand":
            if form in forms:
                problems.append(f"hand-written entry is derived from UIKit.txt line {forms[form]['line']}; "
                                f"drop its mark (UIKit-swift.txt line {entry['line']}): {form}")
            expected[form] = ("hand", entry)
            continue
        sdk_form = form
        if entry["mark"] == "deviates":
            sdk_form = canonical(entry["path"], entry["detail"], nested)
        if sdk_form in forms:
            expected[form] = (entry["mark"], forms[sdk_form])
            continue
        similar = by_key.get(name_key(sdk_form), [])
        if similar:
            lines = "; ".join(f"line {item['line']}: {other}" for other, item in similar)
            problems.append(f"(b) table entry differs from what the header derives "
                            f"(UIKit-swift.txt line {entry['line']}): {sdk_form}\n    header derives {lines}")
        else:
            problems.append(f"(c) no quoted header line derives this entry (UIKit-swift.txt line "
                            f"{entry['line']}; quote the line in UIKit.txt or mark it hand-written): {sdk_form}")
    return expected


def check_sources(source_forms, expected, problems):
    """(a): the stand-in declares exactly the expected signatures."""
    for form in sorted(set(source_forms) - set(expected)):
        problems.append(f"(a) stand-in declaration has no matching expected signature "
                        f"(differs from the SDK, or an addition): {form}")
    for form in sorted(set(expected) - set(source_forms)):
        origin, item = expected[form]
        where = (f"UIKit-swift.txt line {item['line']}" if origin == "hand"
                 else f"derived from UIKit.txt line {item['line']}")
        problems.append(f"(a) expected signature missing from the stand-in ({where}): {form}")


def stand_in_forms(sources):
    found, nested = source_declarations(sources)
    forms = {}
    for path, head in found:
        form = canonical(path, head, nested)
        if not exempt(path, head, form):
            forms.setdefault(form, head)
    return forms, nested


def read_adapter():
    adapter = {}
    for name in sorted(os.listdir(ADAPTER)):
        if name.endswith(".swift"):
            with open(os.path.join(ADAPTER, name), encoding="utf-8") as handle:
                adapter[name] = handle.read()
    return adapter


def unavailable_platforms(markers):
    """The platforms named by the API_UNAVAILABLE(...) markers among `markers`."""
    platforms = set()
    for marker in markers:
        match = re.match(r"API_UNAVAILABLE\((.*)\)$", marker)
        for name in match.group(1).split(",") if match else []:
            platforms |= platform_guards.platforms_named(name)
    return platforms


def own_markers(item):
    """An item's availability markers; for an enum case, those of its own constant and of the
    enum's closing line only (the importer records the whole NS_ENUM text on every case)."""
    case = re.match(r"case (\w+)", item["swift"])
    if not case:
        return item["availability"]
    name = case.group(1)
    constant = re.search(r"\b\w*" + re.escape(name[0].upper() + name[1:]) + r"\b[^,}]*", item["text"])
    tail = item["text"].rsplit("}", 1)[1] if "}" in item["text"] else ""
    return objc_import.availability((constant.group(0) if constant else "") + " " + tail)


def restrictions(derived):
    """Each derived declaration unavailable on some platform, as a use to look for."""
    types = {}
    for item in derived:
        kind = re.search(r"\b(?:class|struct|enum|protocol) (\w+)", item["swift"])
        if kind and not item["swift"].startswith("case"):
            text = item["text"]
            if "{" in text and "}" in text:  # an NS_ENUM: its cases' markers are not the type's
                text = text.split("{", 1)[0] + " " + text.rsplit("}", 1)[1]
            types[tuple(item["path"]) + (kind.group(1),)] = unavailable_platforms(
                objc_import.availability(text))
    found = []
    for item in derived:
        kind = re.search(r"\b(?:class|struct|enum|protocol) (\w+)", item["swift"])
        member = re.search(r"\b(?:var|let|func|case) (\w+)", item["swift"])
        if kind and not member:
            name, platforms = kind.group(1), types.get(tuple(item["path"]) + (kind.group(1),), set())
        elif member:
            name = member.group(1)
            platforms = unavailable_platforms(own_markers(item)) | types.get(tuple(item["path"]), set())
        else:
            continue
        if platforms:
            label = ".".join(tuple(item["path"]) + (name,))
            found.append(platform_guards.Restriction(
                label, name, bool(kind and not member), platforms, f"UIKit.txt:{item['line']}"))
    return found


def run_check(header_lines, table_lines, sources, adapter=None):
    """Problems and counts for the given inputs (files or in-memory copies)."""
    source_forms, nested = stand_in_forms(sources)
    derived, failures = objc_import.derive_all(header_lines)
    register_nested(derived, nested)
    entries = table_entries(table_lines, nested)
    forms = derived_forms(derived, nested)
    problems = []
    expected = check_table(entries, forms, nested, problems)
    check_sources(source_forms, expected, problems)
    adapter = read_adapter() if adapter is None else adapter
    uses = platform_guards.unguarded_uses(adapter, restrictions(derived))
    problems += [f"(d) {problem}" for problem in uses]
    counts = {mark: sum(1 for e in entries if e["mark"] == mark) for mark in ("derived", "deviates", "hand")}
    return {"problems": problems, "counts": counts, "entries": entries, "failures": failures,
            "matched": len(set(source_forms) & set(expected)), "derived": derived,
            "restricted": len(restrictions(derived)), "adapter": len(adapter)}


def print_report(result):
    hand = [e for e in result["entries"] if e["mark"] == "hand"]
    deviations = [e for e in result["entries"] if e["mark"] == "deviates"]
    print(f"Hand-written table entries ({len(hand)}; no quoted header line derives them):")
    for entry in hand:
        print(f"  [{'.'.join(entry['path'])}] {entry['text']}  -- {entry['detail']}")
    print(f"Deliberate deviations from the header-derived signature ({len(deviations)}):")
    for entry in deviations:
        print(f"  [{'.'.join(entry['path'])}] stand-in: {entry['text']}\n      header: {entry['detail']}")
    for problem in result["problems"]:
        print(problem)
    counts = result["counts"]
    print(f"{counts['derived'] + counts['deviates']} table entries derived from header lines "
          f"({counts['deviates']} of them with a deliberate deviation), {counts['hand']} hand-written; "
          f"{result['matched']} stand-in declarations match; {len(result['problems'])} problems.")
    print(f"Availability: {result['restricted']} derived declarations are API_UNAVAILABLE on some "
          f"platform; the adapter's {result['adapter']} files use none of them on a platform they "
          f"are compiled for ({', '.join(platform_guards.PLATFORMS)}) unless a problem (d) says so.")


def print_derived(result):
    for item in result["derived"]:
        marks = " ".join(item["availability"])
        print(f"UIKit.txt:{item['line']}  [{'.'.join(item['path'])}] {item['swift']}  {marks}".rstrip())
    for number, text, why in result["failures"]:
        print(f"UIKit.txt:{number}  not derived ({why}): {text}")


# ----------------------------------------------------------------------------------------------
# --self-test: each mutation of an in-memory copy must make the check fail, with the right kind.

HEADER_MUTATIONS = [
    ("a header line's parameter type (BOOL -> NSInteger)", "(b)",
     r"(pushViewController:\(UIViewController \*\)viewController animated:\()BOOL", r"\1NSInteger"),
    ("a header line's nullability (`nullable` dropped)", "(b)",
     r"@property\(nullable, (nonatomic,readonly,strong\) UIViewController \*topViewController)", r"@property(\1"),
    ("a header line's getter (isNavigationBarHidden -> navigationBarHidden)", "(c)",
     r"getter=isNavigationBarHidden\) BOOL navigationBarHidden", r"getter=navigationBarHidden) BOOL navigationBarHidden"),
    ("a header line's isolation (NS_SWIFT_UI_ACTOR dropped)", "(b)",
     r"(API_UNAVAILABLE\(watchos\)) NS_SWIFT_UI_ACTOR(\n@interface UINavigationController )", r"\1\2"),
    ("a header line deleted (setNavigationBarHidden:animated:)", "(c)",
     r"- \(void\)setNavigationBarHidden:[^\n]*\n", ""),
    ("an API-notes rename changed (addChild(_:) -> addChildViewController(_:))", "(c)",
     r"SwiftName: addChild\(_:\)", "SwiftName: addChildViewController(_:)"),
    ("an API-notes Globals rename changed (UIScene.didActivateNotification)", "(c)",
     r"SwiftName: UIScene\.didActivateNotification", "SwiftName: UIScene.didBecomeActiveNotification"),
    ("a header line's property getter dropped (isEligibleForHandoff)", "(c)",
     r"@property \(getter=isEligibleForHandoff\) ", "@property "),
    ("a header typedef's bridging changed (NS_SWIFT_BRIDGED_TYPEDEF -> NS_TYPED_ENUM)", "(b)",
     r"(NSUserActivityPersistentIdentifier) NS_SWIFT_BRIDGED_TYPEDEF;", r"\1 NS_TYPED_ENUM;"),
    ("a header block's sendability dropped (deleteSavedUserActivities handler)", "(b)",
     r"(completionHandler:\(void\()NS_SWIFT_SENDABLE (\^\)\(void\)\)handler)", r"\1\2"),
]
TABLE_MUTATIONS = [
    ("a table entry's optionality (popViewController result)", "(b)",
     r"func popViewController\(animated: Bool\) -> UIViewController\?", "func popViewController(animated: Bool) -> UIViewController"),
    ("a table entry's label (setViewController(_:for:) -> (_:forColumn:))", "(b)",
     r"for column: UISplitViewController.Column\)\n", "forColumn column: UISplitViewController.Column)\n"),
    ("a derived entry marked hand-written", "hand-written entry is derived",
     r"(func makeKeyAndVisible\(\))", r"\1  # hand: pretend"),
]
SOURCE_MUTATIONS = [
    ("UINavigationController.swift", "a stand-in parameter type (animated: Bool -> Int)", "(a)",
     r"(func pushViewController\(_ viewController: UIViewController, animated: )Bool", r"\1Int"),
    ("UINavigationController.swift", "a stand-in property made non-optional (topViewController)", "(a)",
     r"(var topViewController: UIViewController)\?", r"\1"),
    ("UINavigationController.swift", "a stand-in delegate made strong (`weak` dropped)", "(a)",
     r"open weak var delegate", "open var delegate"),
    ("UIViewController.swift", "a stand-in default argument dropped (dismiss completion)", "(a)",
     r"(func dismiss\(animated flag: Bool, completion: \(\(\) -> Void\)\?) = nil", r"\1"),
    ("UserActivities/NSUserActivity.swift",
     "a property of the re-exported module made non-optional (targetContentIdentifier)", "(a)",
     r"(open var targetContentIdentifier: String)\?", r"\1"),
    ("UserActivities/NSUserActivity.swift",
     "a stand-in closure's @Sendable dropped (deleteSavedUserActivities handler)", "(a)",
     r"(completionHandler handler: @escaping )@Sendable ", r"\1"),
    ("UserActivities/NSUserActivity.swift",
     "a stand-in class method made an instance method (deleteSavedUserActivities)", "(a)",
     r"open class (func deleteSavedUserActivities)", r"open \1"),
    ("UIScene.swift", "a notification name's type changed (Notification.Name -> String)", "(a)",
     r"(static let didActivateNotification = )Notification\.Name\(", r"\1String("),
]


ADAPTER_MUTATIONS = [
    ("UIKitDriver+Steps.swift", "the adapter's tvOS exclusion dropped (interactivePopGestureRecognizer, sheets)",
     "(d)", r"#if canImport\(UIKit\) && !os\(tvOS\) && !os\(watchOS\)", "#if canImport(UIKit) && !os(watchOS)"),
    ("UIKitDriver+Steps.swift", "the adapter's visionOS guard around detents dropped", "(d)",
     r"#if !os\(visionOS\)\n(\s*)if layer.style == .sheet", r"#if true\n\1if layer.style == .sheet"),
    ("WindowHost.swift", "a planted unguarded use of a tvOS-unavailable property", "(d)",
     r"(\n#endif\s*)$", "\\1#if canImport(UIKit) && !os(watchOS)\n  func planted(_ navigation: UINavigationController) {\n"
     "    _ = navigation.interactivePopGestureRecognizer\n  }\n#endif\n"),
]


def mutated(text, pattern, replacement):
    new_text, count = re.subn(pattern, replacement, text, count=1)
    return new_text if count else None


def caught(result, tag):
    return [p for p in result["problems"] if p.startswith(tag) or tag in p.split(":")[0]]


def report_mutation(description, tag, result):
    hits = caught(result, tag) if result else []
    if result is None:
        print(f"NOT APPLIED: {description} (the pattern no longer matches the inputs)")
    elif hits:
        print(f"caught {tag}: {description}\n    {hits[0].splitlines()[0]}")
    else:
        print(f"MISSED: {description} ({len(result['problems'])} other problems)")
    return bool(hits)


def self_test():
    headers, table, sources = "\n".join(read_lines(HEADERS)), "\n".join(read_lines(TABLE)), read_sources()
    baseline = run_check(headers.split("\n"), table.split("\n"), sources)
    if baseline["problems"]:
        print("the unmutated inputs already fail; fix them first")
        return 1
    outcomes = []
    for description, tag, pattern, replacement in HEADER_MUTATIONS:
        text = mutated(headers, pattern, replacement)
        result = run_check(text.split("\n"), table.split("\n"), sources) if text else None
        outcomes.append(report_mutation(description, tag, result))
    for description, tag, pattern, replacement in TABLE_MUTATIONS:
        text = mutated(table, pattern, replacement)
        result = run_check(headers.split("\n"), text.split("\n"), sources) if text else None
        outcomes.append(report_mutation(description, tag, result))
    for name, description, tag, pattern, replacement in SOURCE_MUTATIONS:
        text = mutated(sources[name], pattern, replacement)
        result = run_check(headers.split("\n"), table.split("\n"), {**sources, name: text}) if text else None
        outcomes.append(report_mutation(description, tag, result))
    adapter = read_adapter()
    for name, description, tag, pattern, replacement in ADAPTER_MUTATIONS:
        text = mutated(adapter[name], pattern, replacement)
        result = run_check(headers.split("\n"), table.split("\n"), sources, {**adapter, name: text}) if text else None
        outcomes.append(report_mutation(description, tag, result))
    print(f"{sum(outcomes)} of {len(outcomes)} mutations caught.")
    return 0 if all(outcomes) else 1


def main():
    if "--self-test" in sys.argv:
        return self_test()
    sources = read_sources()
    if "--dump" in sys.argv:
        for form in sorted(stand_in_forms(sources)[0]):
            print(form)
        return 0
    result = run_check(read_lines(HEADERS), read_lines(TABLE), sources)
    if "--derived" in sys.argv:
        print_derived(result)
        return 0
    print_report(result)
    return 1 if result["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
