"""Which platforms each line of an adapter's source is compiled for, and the uses of declarations
the SDK marks unavailable on a platform where the line is compiled.

Used by check-signatures.py (UIKit: `API_UNAVAILABLE(...)` of the quoted header lines) and by
check-swiftui-signatures.py (SwiftUI: `@available(<platform>, unavailable)` of the quoted
interface). Standard library only.

The platforms are those Package.swift declares (macOS 14, iOS 17, tvOS 17, watchOS 10,
visionOS 1) and Mac Catalyst, which an iOS library is built for too. Each line's platforms come
from the `#if` / `#elseif` / `#else` / `#endif` around it, evaluated for each platform:
  - `os(iOS)` holds on iOS and Mac Catalyst (as in Swift), `os(macOS)`, `os(tvOS)`, `os(watchOS)`,
    `os(visionOS)` on that platform; `targetEnvironment(macCatalyst)` on Mac Catalyst;
  - `canImport(UIKit)` everywhere but macOS, `canImport(AppKit)` on macOS and Mac Catalyst,
    any other `canImport(...)` everywhere (SwiftUI, Darwin, Foundation...);
  - anything else (`DEBUG`, `compiler(...)`, `swift(...)`, `hasFeature(...)`,
    `targetEnvironment(simulator)`) is assumed true: the check then errs towards a failure.
A declaration counts as used on a line when its name occurs there as a member (`.name`; for a
function, called: `.name(` or `.name {`, so that an enum case of the same name is not a use) or,
for a type, as a word; comments and string literals are ignored. The check fails for a use on a line
compiled for a platform where the declaration is unavailable: the use needs an `#if` that
excludes that platform.
"""

import re

PLATFORMS = ("iOS", "macCatalyst", "macOS", "tvOS", "watchOS", "visionOS")

# Platform names as the SDK writes them (header macros, lower case; Swift @available), mapped to
# the platforms they cover. iOS covers Mac Catalyst, as the compiler applies it there.
PLATFORM_NAMES = {
    "ios": {"iOS", "macCatalyst"}, "maccatalyst": {"macCatalyst"}, "macos": {"macOS"},
    "macosx": {"macOS"}, "osx": {"macOS"}, "tvos": {"tvOS"}, "watchos": {"watchOS"},
    "visionos": {"visionOS"}, "xros": {"visionOS"},
    "applicationextension": set(), "iosapplicationextension": set(),
}


def platforms_named(name):
    """The platforms an availability platform name covers (`*` is none: it restricts nothing)."""
    return PLATFORM_NAMES.get(name.strip().lower(), set())


def _can_import(module, platform):
    if module == "UIKit":
        return platform != "macOS"
    if module == "AppKit":
        return platform in ("macOS", "macCatalyst")
    return True


def _os(name, platform):
    name = name.strip()
    if name == "iOS":
        return platform in ("iOS", "macCatalyst")
    return name == platform


def holds(condition, platform):
    """Whether an `#if` condition holds when compiling for `platform`."""
    text = re.sub(r"canImport\(\s*(\w+)\s*\)",
                  lambda m: str(_can_import(m.group(1), platform)), condition)
    text = re.sub(r"\bos\(\s*(\w+)\s*\)", lambda m: str(_os(m.group(1), platform)), text)
    text = re.sub(r"targetEnvironment\(\s*macCatalyst\s*\)", str(platform == "macCatalyst"), text)
    text = re.sub(r"(?<![\w$])(?!True\b|False\b)[A-Za-z_$][\w$]*(\([^()]*\))?", "True", text)
    text = text.replace("&&", " and ").replace("||", " or ")
    text = re.sub(r"!(?!=)", " not ", text)
    return bool(eval(text, {"__builtins__": {}}, {}))  # noqa: S307 (only True/False/and/or/not)


def condition_platforms(condition):
    return {platform for platform in PLATFORMS if holds(condition, platform)}


def strip_comments_and_strings(source):
    """The source with comments and string contents blanked, line structure kept."""
    def blank(match):
        return re.sub(r"[^\n]", " ", match.group(0))

    source = re.sub(r'"""[\s\S]*?"""', blank, source)
    source = re.sub(r"/\*[\s\S]*?\*/", blank, source)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', blank, source)
    return re.sub(r"//[^\n]*", blank, source)


def compiled_lines(source):
    """(line number, text, platforms the line is compiled for) for each line of a source."""
    everywhere = set(PLATFORMS)
    frames = []  # (enclosing platforms, platforms of a branch taken so far, current platforms)
    for number, line in enumerate(strip_comments_and_strings(source).split("\n"), 1):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        current = frames[-1][2] if frames else everywhere
        if not directive:
            yield number, line, current
            continue
        kind, rest = directive.group(1), directive.group(2)
        if kind == "if":
            branch = current & condition_platforms(rest)
            frames.append((current, set(branch), branch))
        elif kind == "elseif" and frames:
            enclosing, taken, _ = frames[-1]
            branch = (enclosing & condition_platforms(rest)) - taken
            frames[-1] = (enclosing, taken | branch, branch)
        elif kind == "else" and frames:
            enclosing, taken, _ = frames[-1]
            frames[-1] = (enclosing, taken, enclosing - taken)
        elif kind == "endif" and frames:
            frames.pop()


class Restriction:
    """A declaration the SDK marks unavailable on some platforms, and how a use of it looks."""

    def __init__(self, label, name, is_type, platforms, source, is_function=False, pattern=None):
        self.label, self.name, self.platforms, self.source = label, name, set(platforms), source
        ending = r"\s*[({]" if is_function else r"\b"
        self.pattern = pattern or re.compile(
            (r"\b" if is_type else r"\.") + re.escape(name) + ending)


def unguarded_uses(sources, restrictions):
    """Problems: each use of a restricted declaration on a line compiled for a platform where it
    is unavailable. `sources` maps a file name to its text."""
    problems = []
    for name in sorted(sources):
        for number, line, platforms in compiled_lines(sources[name]):
            for restriction in restrictions:
                exposed = platforms & restriction.platforms
                if exposed and restriction.pattern.search(line):
                    problems.append(
                        f"UNAVAILABLE USE: {name}:{number} uses {restriction.label}, which the SDK "
                        f"marks unavailable on {', '.join(sorted(exposed))} ({restriction.source}); "
                        f"the line is compiled there: guard it with an #if that excludes "
                        f"{', '.join(sorted(exposed))}")
    return problems
