"""Derives Swift declarations from quoted Objective-C header lines, by Swift's Clang importer rules.

Used by check-signatures.py. Reads the header sections of StandIns/SDKReference/UIKit.txt (each a
run of verbatim lines of one UIKit .h file) and the quoted lines of UIKit.apinotes, and turns
every declaration into the Swift declaration the importer makes of it, written as the table
UIKit-swift.txt writes it. Encoded rules (Swift's ClangImporter and lib/Basic/StringExtras.cpp):

- selectors to names: `initWith…` to `init(…)`, a class factory whose selector starts with the
  last words of the class name and `With` (`+buttonWithType:` on UIButton) to a convenience
  init, a trailing `Animated` split off a Boolean argument, the base name split after its last
  preposition, "omit needless words" (a trailing type name dropped from a label after a verb,
  gerund or preposition; the context type dropped from a base name after a verb; the result type
  dropped from a property or a zero-argument method whose type is its own class);
- NS_SWIFT_NAME, and the SwiftName of a class, method, property, tag or typedef in UIKit.apinotes;
  a global's SwiftName (`Globals:`) that names a type (`UIScene.didActivateNotification`) makes
  the constant a `class let` of that class (`static let` of another type);
- nullability: `nullable` to `T?`, `null_resettable` to `T!`, unannotated pointers non-optional
  inside NS_HEADER_AUDIT_BEGIN(nullability, …) / NS_ASSUME_NONNULL_BEGIN and `T!` outside;
- types: BOOL to Bool, NSInteger and NSUInteger to Int, NSTimeInterval to TimeInterval, NSString
  to String (NSBundle, NSURL, NSData and NSIndexPath to their bridged value types), Foundation's
  typed enum NSNotificationName (NSNotification.h, quoted) to NSNotification.Name,
  NSArray/NSSet/NSDictionary to [T]/Set<T>/[K: V] (an NSDictionary without type arguments to
  [AnyHashable: Any]), `id<P>` to `any P`, `__kindof` dropped, blocks to closures (`@escaping`
  unless optional or NS_NOESCAPE; `@Sendable` when NS_SWIFT_SENDABLE; an NSError parameter to
  `any Error`), `instancetype`;
- a `+` method to a `class func`;
- a trailing optional closure parameter gets `= nil`;
- properties: getter=isX names the property `isX`, a leading initialism is lowercased (`URL` to
  `url`, `URLContexts` to `urlContexts`), `class` to `class var`, `weak` to `weak var`,
  `assign` on an object to `unowned(unsafe) var`, `readonly` to `{ get }`;
- NS_ENUM to an Int enum whose cases lose the enumerators' common prefix; a case equal to
  another is a static var; NS_OPTIONS to an OptionSet of static vars (a zero option only under
  an API-notes name); NS_TYPED_ENUM / NS_TYPED_EXTENSIBLE_ENUM to a RawRepresentable struct, and
  its constants to `static let`; NS_SWIFT_BRIDGED_TYPEDEF on a typedef of a bridged Foundation
  class pointer (`typedef NSString* NSUserActivityPersistentIdentifier`) to a typealias of the
  bridged value type (`= String`), which declarations then use by its own name;
- NS_SWIFT_UI_ACTOR to @MainActor on the type; @optional to an `optional` requirement;
- NS_UNAVAILABLE, NS_SWIFT_UNAVAILABLE, API_UNAVAILABLE(ios) and API-notes SwiftPrivate members are
  not imported; API_AVAILABLE / API_UNAVAILABLE / API_DEPRECATED are recorded on each result.

Not encoded (an entry that needs them is hand-written in the table): protocol conformances of
classes, overlays (Swift code in the SDK), typed-enum constants whose name does not start with
the type's name, and any word whose part of speech the rules below do not list.
"""

import re

PREPOSITIONS = {
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "since",
    "to", "until", "using", "via", "with", "within",
}
# The verbs of Swift's lib/Basic/PartsOfSpeech.def that UIKit's selectors here contain, plus the
# ones checked to be absent (commented): a word not in either list stops the derivation.
VERBS = {
    "add", "append", "begin", "connect", "dismiss", "get", "make", "move", "perform", "pop",
    "present", "push", "register", "remove", "select", "send", "show", "collapse", "expand",
    "attempt", "load", "appear", "disappear", "end", "change", "notify",
}
NOT_VERBS = {"set", "activate", "animate", "top", "root", "view", "did", "will", "should"}
SCALARS = {
    "BOOL": "Bool", "NSInteger": "Int", "NSUInteger": "Int", "CGFloat": "CGFloat",
    "CGRect": "CGRect", "NSTimeInterval": "TimeInterval", "SEL": "Selector", "void": "Void",
    "Class": "AnyClass",
}
# Foundation classes Swift imports as their bridged value types (_ObjectiveCBridgeable).
OBJECT_NAMES = {
    "NSString": "String", "NSBundle": "Bundle", "NSURL": "URL", "NSData": "Data",
    "NSIndexPath": "IndexPath",
}
# Foundation typedefs renamed by Foundation's API notes, whose text no public copy in the index
# holds: the Swift names are Apple's pages' (UIKit.txt quotes NSNotification's `name` page, which
# NSNotification.h's `@property (readonly, copy) NSNotificationName name;` imports to, and the pages
# of UIScene's notification names).
FOUNDATION_NAMES = {"NSNotificationName": "NSNotification.Name"}
MACRO_ARGS = r"\((?:[^()]|\([^()]*\))*\)"
AVAILABILITY = re.compile(r"\b(API_AVAILABLE|API_UNAVAILABLE|API_DEPRECATED\w*)" + MACRO_ARGS)
# A block type: result, the macros before `^` (NS_NOESCAPE, NS_SWIFT_SENDABLE), the nullability
# after it, and the parameters: `void (NS_SWIFT_SENDABLE ^)(void)`, `void (^ _Nullable)(BOOL)`.
BLOCK = re.compile(r"(.*?)\(\s*((?:(?:NS_NOESCAPE|NS_SWIFT_SENDABLE)\b\s*)*)\^\s*([\w ]*?)\s*\)\s*\((.*)\)")


class DerivationError(Exception):
    """A rule the importer applies here is not encoded: the result would be a guess."""


# ----------------------------------------------------------------------------------------------
# Words (camel_case::getWords)


def words(name):
    """camelCase words; an acronym is one word (`UIViewController` -> UI, View, Controller)."""
    return re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]*[a-z0-9]+|[A-Z]+", name)


def part_of_speech(word):
    word = word.lower()
    if word in PREPOSITIONS:
        return "preposition"
    if word in VERBS:
        return "verb"
    if word.endswith("ing") and len(word) > 4:
        stem = word[:-3]
        if stem in VERBS or stem + "e" in VERBS or (stem[-1] == stem[-2] and stem[:-1] in VERBS):
            return "gerund"
    for prefix in ("re", "de"):
        if word.startswith(prefix) and word[len(prefix):] in VERBS:
            return "verb"
    if word in NOT_VERBS or word.endswith(("ing", "ed", "s")) or word[:1].isupper():
        return "unknown"
    raise DerivationError(f"part of speech of '{word}' not encoded")


def lower_first_word(name):
    """toLowercaseInitialisms: `URL` -> `url`, `FullScreen` -> `fullScreen`."""
    first = words(name)[0] if name else ""
    if first.isupper() and len(first) > 1:
        return first.lower() + name[len(first):]
    return name[:1].lower() + name[1:]


def match_word(name_word, type_word):
    """matchNameWordToTypeWord: equal ignoring case, or a suffix after uppercase letters."""
    if len(name_word) > len(type_word):
        return False
    if len(name_word) == len(type_word):
        return name_word.lower() == type_word.lower()
    head = type_word[:len(type_word) - len(name_word)]
    return type_word.lower().endswith(name_word.lower()) and head.isupper()


def matched_suffix(name, type_name):
    """Index of the first word of `name` that starts its match with the end of `type_name`."""
    name_words, type_words = words(name), words(type_name)
    i, j = len(name_words), len(type_words)
    while i > 0 and j > 0 and match_word(name_words[i - 1], type_words[j - 1]):
        i, j = i - 1, j - 1
    return i, name_words


def plural_match(name, omission):
    """The plural special case: `viewControllers` against an array of UIViewController."""
    element = omission.get("element")
    if not element or not name.endswith("s"):
        return None
    shortened = name[:-1]
    index, name_words = matched_suffix(shortened, element)
    return index if index < len(name_words) else None


def omit_trailing_type_name(name, omission, role):
    """omitTrailingTypeNameWithSpecialCases."""
    type_name = omission.get("name", "")
    if not name or not type_name:
        return name
    index, name_words = matched_suffix(name, type_name)
    if index == len(name_words):
        plural = plural_match(name, omission)
        if plural is None:
            return name
        index = plural
    if index == 0:
        return "" if role == "first" else name
    if index == len(name_words) - 1 and name_words[index] == "Error":
        return name
    previous = part_of_speech(name_words[index - 1]) if role != "property" else None
    if role in ("first", "subsequent") and previous == "unknown":
        return name
    if role == "base":
        if previous == "unknown" or (previous == "preposition" and index == 1):
            return name
    new_name = "".join(name_words[:index])
    if role in ("base", "property") and new_name.lower() in ("get", "set", "for", "using", "with"):
        return name
    return new_name


def matches_property(text, properties):
    lowered = text[:1].lower() + text[1:]
    return bool({lowered, lowered + "s", lowered + "es"} & properties)


def omit_self_type(base, context, properties):
    """omitSelfTypeFromBaseName: `dismissViewControllerAnimated` in UIViewController."""
    name_words = words(base)
    for end in range(len(name_words), 0, -1):
        start, _ = matched_suffix("".join(name_words[:end]), context)
        if start == end:
            continue
        if start == 0 or part_of_speech(name_words[start - 1]) != "verb":
            return base
        if matches_property("".join(name_words[start:end]), properties):
            return base
        new_base = "".join(name_words[:start] + name_words[end:])
        return base if new_base in ("get", "set", "for", "using", "with") else new_base
    return base


def split_base_name(base, omission, param_name):
    """splitBaseName: a Boolean `…Animated`, else after the last preposition."""
    if omission.get("name") == "Bool" and base.endswith("Animated"):
        return base[:-len("Animated")], "animated"
    if words(base)[0] == "set" or param_name == "sender":
        return base, ""
    name_words = words(base)
    positions = [i for i, word in enumerate(name_words) if word.lower() in PREPOSITIONS]
    if not positions:
        return base, ""
    at = positions[-1]
    if name_words[at].lower() == "of" and len(positions) > 1:
        earlier = positions[-2]
        if name_words[earlier].lower() not in ("of", "for"):
            at = earlier
    preposition = name_words[at].lower()
    label_words = name_words[at:]
    if preposition in ("with", "using") and omission.get("block"):
        label_words = name_words[at + 1:]
    new_base = "".join(name_words[:at])
    if not new_base:
        return base, ""
    label = "".join(label_words)
    return new_base, lower_first_word(label) if label else ""


# ----------------------------------------------------------------------------------------------
# Reading the quoted text


def is_rule_line(line):
    return bool(re.fullmatch(r"-{20,}|={20,}", line.strip()))


def quoted_sections(lines):
    """(title, [(number, line)]) for each section between dashed rules, in file order."""
    rules = [i for i, line in enumerate(lines) if is_rule_line(line)]
    sections = []
    for k in range(len(rules) - 1):
        if not lines[rules[k]].startswith("-"):
            continue
        if k + 2 < len(rules) + 1 and lines[rules[k + 1]].startswith("-"):
            title = " ".join(lines[rules[k] + 1:rules[k + 1]])
            end = rules[k + 2] if k + 2 < len(rules) else len(lines)
            body = [(n + 1, lines[n]) for n in range(rules[k + 1] + 1, end)]
            sections.append((title, body))
    return [s for s in sections if not is_rule_line(s[0]) and s[0].strip()]


def header_sections(lines):
    return [(t, b) for t, b in quoted_sections(lines) if ".h" in t and ".apinotes" not in t]


def apinotes_lines(lines):
    return [b for t, b in quoted_sections(lines) if ".apinotes" in t]


def read_apinotes(sections):
    """SwiftName / SwiftPrivate by (container, kind, name); types by ObjC name."""
    notes, container, item, top = {}, None, None, None
    for body in sections:
        for _, line in body:
            stripped = line.strip()
            if re.fullmatch(r"[A-Za-z]+:", stripped):
                top = stripped[:-1] if not line.startswith(" ") else top
                continue
            match = re.match(r"(\s*)- (Name|Selector): ['\"]?([^'\"]+)['\"]?", line)
            if match:
                indent, key, value = match.groups()
                if len(indent) == 0:
                    container, item = value, (top, value)
                else:
                    item = (container, key, value)
                continue
            match = re.match(r"\s*(SwiftName|SwiftPrivate): ['\"]?([^'\"]+)['\"]?", line)
            if match and item:
                notes.setdefault(item, {})[match.group(1)] = match.group(2)
    return notes


def statements(body):
    """Joins header lines into statements, with the number of the line each starts on."""
    result, buffer, start, in_comment, depth = [], "", None, False, 0
    for number, raw in body:
        line = raw
        if in_comment:
            if "*/" not in line:
                continue
            line, in_comment = line.split("*/", 1)[1], False
        line = re.sub(r"/\*.*?\*/", "", line)
        if "/*" in line:
            line, in_comment = line.split("/*", 1)[0], True
        line = re.sub(r"//.*", "", line).strip()
        if not buffer and raw.strip().startswith(("(", "Swift ", "Swift(", "https://")):
            break
        if not line or line == "...":
            continue
        if start is None:
            start = number
        buffer = f"{buffer} {line}".strip()
        depth += line.count("{") - line.count("}")
        complete = depth == 0 and (
            buffer.endswith(";") or is_directive(buffer) or re.search(r"@(interface|protocol)\b", buffer))
        if complete:
            result.append((start, buffer))
            buffer, start = "", None
    return result


def is_directive(text):
    return bool(re.fullmatch(
        r"(NS_HEADER_AUDIT_(BEGIN|END)\(.*\)|NS_ASSUME_NONNULL_(BEGIN|END)|@end|@optional|"
        r"@required|@class .*|#.*)", text))


# ----------------------------------------------------------------------------------------------
# Types


class Context:
    """What the importer knows while reading one header section."""

    def __init__(self, names, notes, properties, source):
        self.names, self.notes, self.properties, self.source = names, notes, properties, source
        self.audited = False
        self.container = None
        self.container_kind = None
        self.actor = False
        self.optional = False


def swift_type_name(objc_name, names):
    """The Swift spelling of an ObjC type name, through NS_SWIFT_NAME and API-notes renames."""
    name = names.get(objc_name, objc_name)
    head, _, rest = name.partition(".")
    if rest and head != objc_name and head in names:
        return swift_type_name(head, names) + "." + rest
    return name


def nullability(text):
    for word, kind in (("null_resettable", "resettable"), ("nullable", "nullable"),
                       ("_Nullable", "nullable"), ("__nullable", "nullable"),
                       ("nonnull", "nonnull"), ("_Nonnull", "nonnull")):
        if re.search(r"(?<![\w])" + re.escape(word) + r"\b", text):
            return kind
    return None


def strip_qualifiers(text):
    text = re.sub(r"\b(null_resettable|nullable|_Nullable|__nullable|nonnull|_Nonnull|"
                  r"__kindof|const|__weak|__strong|NS_NOESCAPE)\b", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def convert_type(text, context, optionality=None):
    """(Swift type, omission type, is an object or block) of an ObjC type, without optionality."""
    text = text.strip()
    block = BLOCK.fullmatch(text)
    if block:
        return convert_block(block, context)
    text = strip_qualifiers(text)
    generic = re.fullmatch(r"(NSArray|NSSet|NSDictionary)\s*<(.*)>\s*\*", text)
    if generic:
        return convert_collection(generic.group(1), generic.group(2), context)
    protocol = re.fullmatch(r"id\s*<\s*(\w+)\s*>", text)
    if protocol:
        name = swift_type_name(protocol.group(1), context.names)
        return f"any {name}", {"name": protocol.group(1)}, True
    if text == "id":
        return "Any", {"name": ""}, True
    if text == "instancetype":
        return "Self", {"name": context.container, "self": True}, True
    pointer = re.fullmatch(r"(\w+)\s*\*", text)
    if pointer and pointer.group(1) == "NSDictionary":
        return "[AnyHashable: Any]", {"name": "Dictionary"}, True
    if pointer:
        name = pointer.group(1)
        swift = OBJECT_NAMES.get(name) or swift_type_name(name, context.names)
        omission = OBJECT_NAMES.get(name, name)
        return swift, {"name": omission}, True
    if text in SCALARS:
        return SCALARS[text], {"name": SCALARS[text]}, text in ("SEL", "Class")
    if re.fullmatch(r"\w+", text):
        kind = context.names.get(("kind", text))
        if kind is None:
            raise DerivationError(f"type '{text}' is not declared in the quoted lines")
        if kind == "bridged":  # the typedef of an object pointer: omission by the desugared class
            objc_class = context.names[("bridged", text)]
            return text, {"name": OBJECT_NAMES.get(objc_class, objc_class)}, True
        omission = "String" if kind == "typed" else text
        return swift_type_name(text, context.names), {"name": omission}, kind == "typed"
    raise DerivationError(f"type '{text}' not understood")


def convert_collection(kind, arguments, context):
    parts = [part.strip() for part in arguments.split(",")]
    converted = [convert_type(part, context)[0] for part in parts]
    element = convert_type(parts[0], context)[1].get("name")
    if kind == "NSArray":
        return f"[{converted[0]}]", {"name": "Array", "element": element}, True
    if kind == "NSSet":
        return f"Set<{converted[0]}>", {"name": "Set", "element": element}, True
    return f"[{converted[0]}: {converted[1]}]", {"name": "Dictionary"}, True


def convert_block(match, context):
    result_text, macros, qualifier, params = match.groups()
    result = convert_type(result_text, context)[0] if result_text.strip() != "void" else "Void"
    arguments = []
    if params.strip() != "void":
        for param in split_commas(params):
            type_text = re.sub(r"\s*\b\w+\s*$", "", param) if re.search(r"[\s*>]\w+\s*$", param) else param
            swift, _, is_object = convert_type(type_text, context)
            if swift == "NSError":  # bridged: a block's NSError * is an Error
                swift = "any Error"
            arguments.append(wrap_optional(swift, param, context, is_object))
    sendable = "@Sendable " if "NS_SWIFT_SENDABLE" in macros else ""
    closure = f"{sendable}({', '.join(arguments)}) -> {result}"
    omission = {"name": "Block", "block": True, "noescape": "NS_NOESCAPE" in macros,
                "nullable": nullability(qualifier or "") == "nullable"}
    return closure, omission, True


def split_commas(text, brackets="(<", closers=")>"):
    parts, depth, current = [], 0, ""
    for char in text:
        depth += char in brackets and 1 or 0
        depth -= char in closers and 1 or 0
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [part.strip() for part in parts + [current] if part.strip()]


def wrap_optional(swift, annotated_text, context, is_object, block=None):
    """Adds `?` / `!` for a pointer by its annotation and the audited region."""
    if not is_object:
        return swift
    kind = nullability(annotated_text)
    if block and block.get("nullable"):
        kind = "nullable"
    if kind == "nonnull" or (kind is None and context.audited):
        return swift
    if " -> " in swift or swift.startswith("any "):
        swift = f"({swift})"
    return swift + ("!" if kind == "resettable" or kind is None else "?")


# ----------------------------------------------------------------------------------------------
# Declarations


def availability(text):
    return [match.group(0) for match in AVAILABILITY.finditer(text)]


def unavailable_on_ios(text):
    for match in re.finditer(r"API_UNAVAILABLE\(([^)]*)\)", text):
        if re.search(r"\bios\b", match.group(1)):
            return True
    return bool(re.search(r"\bNS_(SWIFT_)?UNAVAILABLE\b", text))


def swift_name_macro(text):
    match = re.search(r"NS_SWIFT_NAME\(([^)]*(?:\([^)]*\))?)\)", text)
    return match.group(1).strip() if match else None


def emit(results, context, path, swift, number, text):
    results.append({"path": tuple(path), "swift": swift, "line": number, "text": text,
                    "availability": availability(text), "file": context.source})


def member_path(context):
    return swift_type_name(context.container, context.names).split(".")


def derive_statement(number, text, context, results):
    if re.match(r"NS_HEADER_AUDIT_BEGIN\(nullability|NS_ASSUME_NONNULL_BEGIN", text):
        context.audited = True
    elif re.match(r"NS_HEADER_AUDIT_END|NS_ASSUME_NONNULL_END", text):
        context.audited = False
    elif text == "@end":
        context.container, context.optional = None, False
    elif text == "@optional":
        context.optional = True
    elif text == "@required":
        context.optional = False
    elif re.search(r"@interface\b", text):
        derive_interface(number, text, context, results)
    elif re.search(r"@protocol\b", text):
        derive_protocol(number, text, context, results)
    elif re.search(r"\bNS_(ENUM|OPTIONS)\(", text):
        derive_enum(number, text, context, results)
    elif re.match(r"typedef\s+\w+\s*\*.*\bNS_SWIFT_BRIDGED_TYPEDEF\b", text):
        derive_bridged_typedef(number, text, context, results)
    elif re.match(r"typedef\s+NSString\s*\*", text):
        derive_typed_enum(number, text, context, results)
    elif re.match(r"typedef\s+.*\(\s*\^", text):
        derive_block_typedef(number, text, context, results)
    elif re.match(r"\w*EXTERN\b", text) and "@" not in text:
        derive_constant(number, text, context, results)
    elif text.startswith(("@property", "-", "+")) and context.container is None:
        raise DerivationError("member quoted outside its @interface or @protocol")
    elif text.startswith("@property"):
        if not unavailable_on_ios(text):
            derive_property(number, text, context, results)
    elif text.startswith(("-", "+")):
        if not unavailable_on_ios(text) and not is_swift_private(text, context):
            derive_method(number, text, context, results)


def derive_interface(number, text, context, results):
    match = re.search(r"@interface\s+(\w+)\s*(\(\s*\w*\s*\))?\s*(?::\s*(\w+))?", text)
    name, category, superclass = match.groups()
    context.container, context.container_kind = name, "class"
    context.optional = False
    if category:
        return
    context.names[("super", name)] = superclass
    context.actor = "NS_SWIFT_UI_ACTOR" in text
    path = swift_type_name(name, context.names).split(".")
    actor = "@MainActor " if context.actor else ""
    inherits = "" if superclass in (None, "NSObject") else ": " + swift_type_name(superclass, context.names)
    emit(results, context, path[:-1], f"{actor}class {path[-1]}{inherits}", number, text)


def derive_protocol(number, text, context, results):
    match = re.search(r"@protocol\s+(\w+)\s*(?:<([^>]*)>)?", text)
    name, parents = match.groups()
    context.container, context.container_kind, context.optional = name, "protocol", False
    inherited = [p.strip() for p in (parents or "").split(",") if p.strip()]
    inherited = ["NSObjectProtocol" if p == "NSObject" else swift_type_name(p, context.names) for p in inherited]
    actor = "@MainActor " if "NS_SWIFT_UI_ACTOR" in text else ""
    suffix = ": " + ", ".join(inherited) if inherited else ""
    emit(results, context, [], f"{actor}protocol {name}{suffix}", number, text)


def enum_cases(body):
    """(name, value text or None, attribute text) for each enumerator of an NS_ENUM body."""
    cases = []
    for item in split_commas(body, "(", ")"):
        match = re.match(r"(\w+)\s*((?:\w+" + MACRO_ARGS + r"\s*)*)(?:=\s*(.+))?$", item.strip())
        if match:
            cases.append((match.group(1), match.group(3), match.group(2) or ""))
    return cases


def common_prefix_words(names):
    split = [words(name) for name in names]
    prefix = []
    for group in zip(*split):
        if len(set(group)) != 1:
            break
        prefix.append(group[0])
    while prefix and any(len(w) == len(prefix) for w in split):
        prefix.pop()
    return len(prefix)


def case_values(cases):
    """The integer value of each enumerator, and the enumerator an alias repeats."""
    values, aliases, last = {}, {}, -1
    for name, value, _ in cases:
        if value is None:
            last += 1
        elif re.fullmatch(r"-?\d+", value.strip()):
            last = int(value)
        elif re.fullmatch(r"\d+\s*<<\s*\d+", value.strip()):
            last = eval_shift(value)
        elif value.strip() in values:
            aliases[name] = value.strip()
            last = values[value.strip()]
        else:
            raise DerivationError(f"enumerator value '{value}' not understood")
        values[name] = last
    return values, aliases


def eval_shift(text):
    left, right = (int(part) for part in text.split("<<"))
    return left << right


def derive_enum(number, text, context, results):
    match = re.search(r"NS_(ENUM|OPTIONS)\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*\{(.*)\}(.*);", text)
    kind, raw, name, body, trailing = match.groups()
    context.names[("kind", name)] = "enum"
    renamed = swift_name_macro(trailing)
    if renamed:
        context.names[name] = renamed
    path = swift_type_name(name, context.names).split(".")
    cases = enum_cases(body)
    values, aliases = case_values(cases)
    strip = common_prefix_words([case[0] for case in cases])
    full = ".".join(path)
    if kind == "ENUM":
        emit(results, context, path[:-1], f"enum {path[-1]}: Int", number, text)
    else:
        emit(results, context, path[:-1], f"struct {path[-1]}: OptionSet", number, text)
        emit(results, context, path, "init(rawValue: UInt)", number, text)
        emit(results, context, path, "var rawValue: UInt { get }", number, text)
    for case_name, value, attributes in cases:
        if unavailable_on_ios(attributes):
            continue
        noted = context.notes.get(("Enumerators", case_name), {}).get("SwiftName")
        swift = noted or lower_first_word("".join(words(case_name)[strip:]))
        if kind == "OPTIONS":
            if values[case_name] == 0 and not noted:
                continue
            emit(results, context, path, f"static var {swift}: {full} {{ get }}", number, text)
        elif case_name in aliases:
            emit(results, context, path, f"static var {swift}: {full} {{ get }}", number, text)
        else:
            emit(results, context, path, f"case {swift} = {values[case_name]}", number, text)


def derive_typed_enum(number, text, context, results):
    match = re.match(r"typedef\s+NSString\s*\*\s*(\w+)\s*(.*);", text)
    name, trailing = match.groups()
    if not re.search(r"\bNS_(TYPED_ENUM|TYPED_EXTENSIBLE_ENUM|STRING_ENUM|EXTENSIBLE_STRING_ENUM)\b", trailing):
        raise DerivationError(f"typedef '{name}' is not a typed enum (a plain typedef is not encoded)")
    context.names[("kind", name)] = "typed"
    renamed = swift_name_macro(trailing)
    if renamed:
        context.names[name] = renamed
    path = swift_type_name(name, context.names).split(".")
    emit(results, context, path[:-1], f"struct {path[-1]}: RawRepresentable", number, text)
    if "NS_TYPED_EXTENSIBLE_ENUM" in trailing:
        emit(results, context, path, "init(_ rawValue: String)", number, text)
    emit(results, context, path, "init(rawValue: String)", number, text)
    emit(results, context, path, "var rawValue: String { get }", number, text)


def derive_bridged_typedef(number, text, context, results):
    """`typedef NSString* Name NS_SWIFT_BRIDGED_TYPEDEF;` is `typealias Name = String`: the
    typedef keeps its name and stands for the bridged value type (ClangImporter's
    SwiftBridgedTypedefAttr), where a plain one would stand for NSString."""
    match = re.match(r"typedef\s+(\w+)\s*\*\s*(\w+)\s*(.*);", text)
    objc_class, name, trailing = match.groups()
    if objc_class not in OBJECT_NAMES:
        raise DerivationError(f"bridged typedef of '{objc_class}', which has no bridged value type here")
    if swift_name_macro(trailing):
        raise DerivationError(f"NS_SWIFT_NAME on bridged typedef '{name}' not encoded")
    context.names[("kind", name)] = "bridged"
    context.names[("bridged", name)] = objc_class
    emit(results, context, [], f"typealias {name} = {OBJECT_NAMES[objc_class]}", number, text)


def derive_block_typedef(number, text, context, results):
    match = re.match(r"typedef\s+(.*?)\(\s*\^\s*(\w+)\s*\)\s*\((.*)\)\s*;", text)
    result, name, params = match.groups()
    closure = convert_block(BLOCK.fullmatch(f"{result}(^)({params})"), context)[0]
    context.names[("kind", name)] = "block"
    emit(results, context, [], f"typealias {name} = {closure}", number, text)


def derive_constant(number, text, context, results):
    match = re.match(r"\w*EXTERN\s+(?:const\s+)?(\w+)\s+(?:const\s+)?(\w+)\b(.*);", text)
    type_name, name, trailing = match.groups()
    if context.names.get(("kind", type_name)) != "typed":
        raise DerivationError(f"constant '{name}' is not of a typed enum")
    swift = swift_name_macro(trailing) or context.notes.get(("Globals", name), {}).get("SwiftName")
    if not swift:
        if not name.startswith(type_name):
            raise DerivationError(f"constant '{name}' does not start with '{type_name}'")
        swift = lower_first_word(name[len(type_name):])
    path = swift_type_name(type_name, context.names).split(".")
    owner, keyword = path, "static"
    if "." in swift:  # a member of the type it names: UIScene.didActivateNotification
        owner_name, swift = swift.rsplit(".", 1)
        owner = owner_name.split(".")
        keyword = "class" if ("super", owner_name) in context.names else "static"
    emit(results, context, owner, f"{keyword} let {swift}: {'.'.join(path)}", number, text)


def is_swift_private(text, context):
    selector = "".join(re.findall(r"(\w+:)", re.sub(r"\([^()]*(?:\([^()]*\))*[^()]*\)", " ", text[1:])))
    if not selector:
        selector = re.match(r"[-+]\s*\([^)]*\)\s*(\w+)", text).group(1)
    note = context.notes.get((context.container, "Selector", selector), {})
    return note.get("SwiftPrivate") == "true"


def derive_property(number, text, context, results):
    match = re.match(r"@property\s*(?:\(([^)]*)\))?\s*(.*?)\s*;$", text)
    attributes = [a.strip() for a in (match.group(1) or "").split(",")]
    declaration = re.sub(r"\b(API_\w+|NS_\w+|UI_APPEARANCE_SELECTOR)\b(" + MACRO_ARGS + ")?", "",
                         match.group(2)).strip()
    name_match = re.search(r"(\w+)\s*$", declaration)
    objc_name = name_match.group(1)
    type_text = declaration[:name_match.start()].strip()
    getter = next((a.split("=")[1] for a in attributes if a.startswith("getter=")), None)
    swift_type, omission, is_object = convert_type(type_text, context)
    annotated = " ".join(attributes) + " " + type_text
    swift_type = wrap_optional(swift_type, annotated, context, is_object, omission)
    name = property_name(objc_name, getter, omission, context)
    results_path = member_path(context)
    lead = property_lead(attributes, is_object, context)
    access = " { get }" if "readonly" in attributes else ""
    emit(results, context, results_path, f"{lead}var {name}: {swift_type}{access}", number, text)


def property_name(objc_name, getter, omission, context):
    note = context.notes.get((context.container, "Name", objc_name), {})
    if "SwiftName" in note:
        return note["SwiftName"]
    name = getter if getter and getter.startswith("is") else objc_name
    if name[:1].isupper():
        name = lower_first_word(name)
    if omission.get("name") == context.container:
        name = omit_trailing_type_name(name, omission, "property")
    return name


def property_lead(attributes, is_object, context):
    lead = "optional " if context.optional else ""
    if "class" in attributes:
        lead += "class "
    if "weak" in attributes:
        lead += "weak "
    elif "assign" in attributes and is_object:
        lead += "unowned(unsafe) "
    return lead


def parse_selector(text):
    """(is class method, result text, [(piece, param type, param name)], trailing macros)."""
    match = re.match(r"([-+])\s*\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)\s*(.*?);$", text)
    sign, result, rest = match.groups()
    pieces = []
    pattern = re.compile(r"(\w+)\s*:\s*\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)\s*(\w+)")
    position = 0
    for piece in pattern.finditer(rest):
        pieces.append((piece.group(1), piece.group(2), piece.group(3)))
        position = piece.end()
    if not pieces:
        name = re.match(r"(\w+)", rest).group(1)
        return sign == "+", result, [(name, None, None)], rest[len(name):]
    return sign == "+", result, pieces, rest[position:]


def derive_method(number, text, context, results):
    is_class, result_text, pieces, trailing = parse_selector(text)
    params = [p for p in pieces if p[1] is not None]
    converted = [convert_type(p[1], context) for p in params]
    names = method_names(is_class, result_text, pieces, converted, trailing, context)
    swift = method_signature(names, params, converted, result_text, is_class, context)
    emit(results, context, member_path(context), swift, number, text)


def method_names(is_class, result_text, pieces, converted, trailing, context):
    """('init' or 'func', base name, [labels], failable) by NS_SWIFT_NAME, API notes or rules."""
    selector = "".join(p[0] + (":" if p[1] is not None else "") for p in pieces)
    given = swift_name_macro(trailing) or context.notes.get(
        (context.container, "Selector", selector), {}).get("SwiftName")
    failable = "nullable" in result_text and "instancetype" in result_text
    if given:
        base, labels = re.match(r"([\w]+)\((.*)\)", given).groups()
        labels = [label for label in labels.split(":") if label != ""]
        return ("init" if base == "init" else "func"), base, labels, failable
    first = pieces[0][0]
    if re.match(r"init(?![a-z])", first):
        return "init", "init", init_labels(pieces, converted), failable
    factory = factory_label(is_class, result_text, first, context)
    if factory is not None:
        labels = [factory] + [p[0] for p in pieces[1:]]
        return "convenience init", "init", omit_in_labels("init", labels, converted, pieces), False
    base, labels = omit_needless_words(is_class, result_text, pieces, converted, context)
    return "func", base, labels, False


def init_labels(pieces, converted):
    first = pieces[0][0][len("init"):]
    if pieces[0][1] is None:
        return []
    label = lower_first_word(first[len("With"):] if first.startswith("With") else first)
    labels = [label] + [p[0] for p in pieces[1:]]
    return omit_in_labels("init", labels, converted, pieces)


def factory_label(is_class, result_text, first, context):
    """`+buttonWithType:` on UIButton is `init(type:)`: the selector starts with the last words of
    the class name, longest first (`+alertControllerWithTitle:…` on UIAlertController, and
    `+actionWithTitle:…` on UIAlertAction), then `With`."""
    if not is_class or "instancetype" not in result_text or context.container_kind != "class":
        return None
    class_words = words(context.container)[1:]
    for start in range(len(class_words)):
        stem = "".join(class_words[start:])
        if first.lower().startswith(stem.lower() + "with"):
            return lower_first_word(first[len(stem) + len("With"):])
    return None


def omit_in_labels(base, labels, converted, pieces):
    result = []
    for index, label in enumerate(labels):
        role = "subsequent" if base == "init" or index > 0 else "first"
        result.append(omit_trailing_type_name(label, converted[index][1], role) if index < len(converted) else label)
    return result


def omit_needless_words(is_class, result_text, pieces, converted, context):
    """swift::omitNeedlessWords for a method that is not an initializer."""
    base = pieces[0][0]
    properties = context.properties.get(context.container, set())
    returns_self = "instancetype" in result_text
    result_name = context.container if returns_self else convert_result_name(result_text, context)
    if not converted:
        if result_name == context.container:
            base = omit_trailing_type_name(base, {"name": result_name}, "property")
        return lower_first_word(base), []
    base = omit_self_type(base, context.container, properties)
    if words(base)[0] == "set":
        base = omit_trailing_type_name(base, {"name": context.container}, "property")
    labels = [""] + [p[0] for p in pieces[1:]]
    base, labels[0] = split_base_name(base, converted[0][1], pieces[0][2])
    for index in range(len(labels)):
        role = "subsequent" if index > 0 else ("base" if not labels[0] else "first")
        if role == "base":
            base = omit_trailing_type_name(base, converted[0][1], "base")
            if matches_property(base_suffix_removed(pieces[0][0], base), properties):
                base = pieces[0][0]
        else:
            labels[index] = omit_trailing_type_name(labels[index], converted[index][1], role)
    return lower_first_word(base), labels


def base_suffix_removed(original, base):
    return original[len(base):] if original.startswith(base) else ""


def convert_result_name(result_text, context):
    text = strip_qualifiers(result_text)
    if text == "void":
        return None
    return convert_type(text, context)[1].get("name")


def method_signature(names, params, converted, result_text, is_class, context):
    keyword, base, labels, failable = names
    rendered = []
    for index, (piece, type_text, param_name) in enumerate(params):
        swift, omission, is_object = converted[index]
        swift = wrap_optional(swift, type_text, context, is_object, omission)
        if omission.get("block") and not swift.endswith("?") and not omission.get("noescape"):
            swift = "@escaping " + swift
        label = labels[index] if index < len(labels) and labels[index] else "_"
        default = " = nil" if index == len(params) - 1 and omission.get("block") and swift.endswith("?") else ""
        head = label if label == param_name else f"{label} {param_name}"
        rendered.append(f"{head}: {swift}{default}")
    lead = "optional " if context.optional else ""
    arguments = f"({', '.join(rendered)})"
    if keyword != "func":
        return f"{lead}{keyword}{'?' if failable else ''}{arguments}"
    prefix = f"{lead}{'class ' if is_class else ''}func {base}"
    result = method_result(result_text, context)
    return f"{prefix}{arguments}{result}"


def method_result(result_text, context):
    text = result_text.strip()
    if strip_qualifiers(text) == "void":
        return ""
    swift, omission, is_object = convert_type(text, context)
    if swift == "Self":
        return " -> Self"
    return " -> " + wrap_optional(swift, text, context, is_object, omission)


# ----------------------------------------------------------------------------------------------
# Entry point


def collect_names(sections, notes):
    """ObjC type name -> Swift name (API notes, NS_SWIFT_NAME) and typedef kinds, before deriving."""
    names = dict(FOUNDATION_NAMES)
    for key, note in notes.items():
        if len(key) == 2 and key[0] in ("Classes", "Tags", "Typedefs") and "SwiftName" in note:
            names[key[1]] = note["SwiftName"]
        if len(key) == 2 and key[0] == "Tags":
            names[("kind", key[1])] = "enum"
    for _, body in sections:
        for _, text in statements(body):
            register_typedef(text, names)
    return names


def register_typedef(text, names):
    enum = re.search(r"NS_(?:ENUM|OPTIONS)\(\s*\w+\s*,\s*(\w+)\s*\).*\}(.*);", text)
    bridged = re.match(r"typedef\s+(\w+)\s*\*\s*(\w+)\s*.*\bNS_SWIFT_BRIDGED_TYPEDEF\b", text)
    if bridged:
        names[("kind", bridged.group(2))] = "bridged"
        names[("bridged", bridged.group(2))] = bridged.group(1)
        return
    typed = re.match(r"typedef\s+NSString\s*\*\s*(\w+)\s*(.*);", text)
    block = re.match(r"typedef\s+.*\(\s*\^\s*(\w+)\s*\)", text)
    for match, kind in ((enum, "enum"), (typed, "typed"), (block, "block")):
        if match:
            names[("kind", match.group(1))] = kind
            renamed = swift_name_macro(match.group(2)) if kind != "block" else None
            if renamed:
                names[match.group(1)] = renamed


def collect_properties(sections):
    """ObjC property names of each class, including the quoted ones of its superclasses."""
    own, parents = {}, {}
    for _, body in sections:
        container = None
        for _, text in statements(body):
            match = re.search(r"@(?:interface|protocol)\s+(\w+)\s*(\(\s*\w*\s*\))?\s*(?::\s*(\w+))?", text)
            if match:
                container = match.group(1)
                if match.group(3):
                    parents[container] = match.group(3)
            elif text.startswith("@property") and container:
                name = re.search(r"(\w+)\s*(?:\b(?:API_\w+|NS_\w+)" + MACRO_ARGS + r"\s*)*;$", text)
                if name:
                    own.setdefault(container, set()).add(name.group(1))
    result = {}
    for name in set(own) | set(parents):
        names, current = set(), name
        while current:
            names |= own.get(current, set())
            current = parents.get(current)
        result[name] = names
    return result


def derive_all(lines):
    """Every Swift declaration the quoted header lines derive, and every derivation that failed."""
    sections = header_sections(lines)
    notes = read_apinotes(apinotes_lines(lines))
    names = collect_names(sections, notes)
    properties = collect_properties(sections)
    results, failures = [], []
    for title, body in sections:
        context = Context(names, notes, properties, title.strip())
        for number, text in statements(body):
            try:
                derive_statement(number, text, context, results)
            except (DerivationError, AttributeError) as error:
                failures.append((number, text, str(error) or type(error).__name__))
    return results, failures
