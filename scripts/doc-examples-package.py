#!/usr/bin/env python3
"""Writes the package in which scripts/check-doc-examples.sh compiles the documentation's examples.

Usage: scripts/doc-examples-package.py --mode core|web|adapters|readme --out DIR
                                       [--companion ARTICLE] ARTICLE...
       scripts/doc-examples-package.py --errors <BUILD-OUTPUT

For each article, the Swift blocks become the files of an adopter's two targets: an app target
and its test target. What goes where, and the settings of each, are described in the header of
scripts/check-doc-examples.sh, which runs this. Writes DIR/Package.swift, DIR/Sources/<target>/
and DIR/Tests/<target>Tests/ (both replaced), prints one line per article with swift blocks,
and writes DIR/targets.txt: one line per target, `<target> <article>`, the app targets first,
then the line `blocks <N> articles <M>`. Exits 1 on an unclosed fence or when no article has a
swift block.

`--errors` reads a build's output and prints each error once, as ARTICLE:LINE:COLUMN: MESSAGE;
an error inside a macro's expansion (`#expect`) is named by the article's line of the macro,
found through the generated file's #sourceLocation directives.
"""
import argparse
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

# The package the examples depend on, as its manifest names it.
LIBRARY = "swift-coordination"
WEB = "swift-coordination-web"
STAND_INS = "swift-coordination-stand-ins"

# Modules an article may import that are not the app it builds: a `@testable import` of any
# other module names the article's app, and is pointed at the generated app target.
KNOWN_MODULES = {
    "Coordination", "CoordinationLinks", "CoordinationRendering", "CoordinationTesting",
    "CoordinationJourneys", "CoordinationUIKit", "CoordinationSwiftUI", "CoordinationWeb", "CoordinationWebSQLite",
    "CoordinationWebPostgres", "Foundation", "Hummingbird", "Observation", "SwiftUI", "Testing",
    "UIKit",
}

# Xcode 26's settings for a new app project: the upcoming features of "Approachable
# Concurrency" and member import visibility for every target, main-actor default isolation for
# the app target only. ExistentialAny is this repository's own rule for every target.
FEATURES = [
    "ExistentialAny", "MemberImportVisibility", "InferIsolatedConformances",
    "NonisolatedNonsendingByDefault",
]

IMPORT = re.compile(r"^(@testable[ \t]+)?import[ \t]")
TESTABLE = re.compile(r"^(\s*@testable\s+import\s+)([A-Za-z_][A-Za-z0-9_]*)(.*)$")
TESTING = re.compile(r"^\s*import\s+Testing\b|(^|[\s(])@(Test|Suite)\b")


@dataclass
class Block:
    line: int  # the article's line of the block's first line
    lines: list[str]

    @property
    def first(self) -> str:
        """The first line that is neither blank nor a comment."""
        for line in self.lines:
            if line.strip() and not line.lstrip().startswith("//"):
                return line
        return ""

    @property
    def starts_with_imports(self) -> bool:
        return bool(IMPORT.match(self.first))

    @property
    def is_test(self) -> bool:
        return any(
            TESTING.search(line) for line in self.lines if not line.lstrip().startswith("//"))


@dataclass
class File:
    name: str
    test: bool
    source: str
    header: list[str] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)


def swift_blocks(article: Path) -> list[Block]:
    """The blocks fenced exactly ```swift, without the fence's indentation."""
    blocks: list[Block] = []
    open_fence = False
    swift = False
    indent = 0
    lines: list[str] = []
    start = 0
    for number, line in enumerate(article.read_text().splitlines(), start=1):
        if line.lstrip(" \t").startswith("```"):
            if not open_fence:
                open_fence = True
                indent = len(line) - len(line.lstrip(" \t"))
                swift = line[indent + 3:].rstrip() == "swift"
                lines, start = [], number + 1
            else:
                if swift:
                    blocks.append(Block(start, lines))
                open_fence = swift = False
            continue
        if swift:
            removed = 0
            while removed < indent and line[:1] in (" ", "\t") and line:
                line = line[1:]
                removed += 1
            lines.append(line)
    if open_fence:
        sys.exit(f"{article}: a code fence is not closed")
    return blocks


def article_imports(mode: str, module: str) -> list[str]:
    """The modules an article not written as an app's files is given, in its app target."""
    if mode == "adapters" or mode == "readme":
        imports = ["Coordination", "CoordinationLinks", "Foundation"]
    else:
        imports = ["Coordination", "CoordinationLinks", "CoordinationRendering"]
    if mode == "web":
        imports.append("CoordinationWeb")
    if module == "CoordinationUIKit":
        imports += ["CoordinationUIKit", "UIKit"]
    elif module == "CoordinationSwiftUI":
        imports += ["CoordinationSwiftUI", "SwiftUI"]
    elif module in ("CoordinationWebSQLite", "CoordinationWebPostgres"):
        imports.append(module)
    return imports


def without_main(line: str) -> str:
    """An app's entry point: the test runner has its own, so only the type it marks is kept."""
    if re.fullmatch(r"@main[ \t]*", line):
        return "// @main"
    return re.sub(r"^@main[ \t]+", "", line)


def layout(article: Path, blocks: list[Block], mode: str, module: str, app: str) -> list[File]:
    """The files an adopter makes of the article's blocks."""
    name = article.stem
    if blocks[0].starts_with_imports:
        # Written as an app's files: a block that starts with imports is a new file, a block
        # without continues the file before it; a file with a test block is the test target's.
        files: list[File] = []
        for block in blocks:
            if block.starts_with_imports or not files:
                files.append(File(f"{name}_{len(files) + 1}.swift", False, str(article)))
            files[-1].blocks.append(block)
        for file in files:
            file.test = any(block.is_test for block in file.blocks)
        return files
    imports = [f"import {module}" for module in article_imports(mode, module)]
    app_file = File(f"{name}.swift", False, str(article), imports)
    test_file = File(
        f"{name}Tests.swift", True, str(article),
        imports + ["import CoordinationTesting", "import Testing", f"@testable import {app}"])
    for block in blocks:
        (test_file if block.is_test else app_file).blocks.append(block)
    return [app_file] + ([test_file] if test_file.blocks else [])


def render(file: File, app: str) -> str:
    text = [f"// Generated by scripts/check-doc-examples.sh from {file.source}; do not edit."]
    if file.header:
        text += file.header + [""]
    for block in file.blocks:
        text.append(f'#sourceLocation(file: "{file.source}", line: {block.line})')
        for line in block.lines:
            if file.test:
                match = TESTABLE.match(line)
                if match and match.group(2) not in KNOWN_MODULES:
                    line = match.group(1) + app + match.group(3)
            else:
                line = without_main(line)
            text.append(line)
        text.append("#sourceLocation()")
        text.append("")
    return "\n".join(text) + "\n"


def products(mode: str, testing: bool) -> list[str]:
    names = ["Coordination", "CoordinationLinks", "CoordinationRendering", "CoordinationJourneys"]
    result = [f'.product(name: "{name}", package: "{LIBRARY}")' for name in names]
    if testing:
        result.append(f'.product(name: "CoordinationTesting", package: "{LIBRARY}")')
    if mode == "web":
        for name in ["CoordinationWeb", "CoordinationWebSQLite", "CoordinationWebPostgres"]:
            result.append(f'.product(name: "{name}", package: "{WEB}")')
        # A server runs the host's application with Hummingbird's `runService()`.
        result.append('.product(name: "Hummingbird", package: "hummingbird")')
    if mode in ("adapters", "readme"):
        for name in ["UIKit", "SwiftUI", "CoordinationUIKit", "CoordinationSwiftUI"]:
            result.append(f'.product(name: "{name}", package: "{STAND_INS}")')
    return result


def manifest(mode: str, targets: list[tuple[str, bool]]) -> str:
    features = ", ".join(f'.enableUpcomingFeature("{name}")' for name in FEATURES)
    dependencies = [f'.package(name: "{LIBRARY}", path: "..")']
    if mode == "web":
        dependencies.append(f'.package(name: "{WEB}", path: "../Web")')
        dependencies.append(
            '.package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1")')
    if mode in ("adapters", "readme"):
        dependencies.append(f'.package(name: "{STAND_INS}", path: "../StandIns")')
    lines = [
        "// swift-tools-version: 6.2",
        "// Generated by scripts/check-doc-examples.sh; do not edit.",
        "import PackageDescription",
        "",
        "// An app target, as Xcode 26 makes one: main-actor default isolation.",
        "let app: [SwiftSetting] = [",
        f"  {features},",
        "  .defaultIsolation(MainActor.self),",
        "]",
        "// Its test target: no default isolation.",
        f"let tests: [SwiftSetting] = [{features}]",
        "",
        "let appDependencies: [Target.Dependency] = [",
        *[f"  {product}," for product in products(mode, testing=False)],
        "]",
        "let testDependencies: [Target.Dependency] = [",
        *[f"  {product}," for product in products(mode, testing=True)],
        "]",
        "",
        "let package = Package(",
        '  name: "DocExamples",',
        "  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],",
        "  dependencies: [",
        *[f"    {dependency}," for dependency in dependencies],
        "  ],",
        "  targets: [",
    ]
    for target, has_tests in targets:
        lines.append(
            f'    .target(name: "{target}", dependencies: appDependencies, '
            f'path: "Sources/{target}", swiftSettings: app),')
        if has_tests:
            lines.append(
                f'    .testTarget(name: "{target}Tests", dependencies: ["{target}"] + '
                f'testDependencies, path: "Tests/{target}Tests", swiftSettings: tests),')
    lines += ["  ]", ")"]
    return "\n".join(lines) + "\n"


def article_line(generated: str, line: int) -> str | None:
    """The article's `path:line` of a line of a generated file."""
    try:
        lines = Path(generated).read_text().splitlines()
    except OSError:
        return None
    for index in range(min(line, len(lines)) - 1, -1, -1):
        match = re.match(r'#sourceLocation\(file: "(.*)", line: (\d+)\)', lines[index])
        if match:
            return f"{match.group(1)}:{int(match.group(2)) + line - index - 2}"
    return None


def errors() -> None:
    seen: set[str] = set()
    pending: str | None = None
    for line in sys.stdin:
        line = line.rstrip("\n")
        direct = re.match(r"^(\S+\.(?:md|swift)):(\d+):(\d+): error: (.*)$", line)
        if direct:
            report = line
        elif line.startswith("macro expansion ") and ": error: " in line:
            pending = line.split(": error: ", 1)[1]
            continue
        elif pending is not None:
            origin = re.search(r"(\S+\.swift):(\d+):(\d+): note: expanded code originates", line)
            report = ""
            if origin:
                place = article_line(origin.group(1), int(origin.group(2)))
                report = f"{place or origin.group(1) + ':' + origin.group(2)}:{origin.group(3)}: " \
                    f"error: {pending} (in a macro's expansion)"
            pending = None
            if not report:
                continue
        else:
            continue
        if report not in seen:
            seen.add(report)
            print(report)


def main() -> None:
    if sys.argv[1:] == ["--errors"]:
        errors()
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", required=True, choices=["core", "web", "adapters", "readme"])
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument(
        "--companion", help="an article whose app blocks the articles' app targets also hold")
    parser.add_argument("articles", nargs="+")
    options = parser.parse_args()

    out: Path = options.out
    for folder in ("Sources", "Tests"):
        shutil.rmtree(out / folder, ignore_errors=True)
    (out / "Package.swift").unlink(missing_ok=True)

    targets: list[tuple[str, bool]] = []
    target_articles: list[tuple[str, str]] = []
    total = 0
    for article in options.articles:
        path = Path(article)
        blocks = swift_blocks(path)
        if not blocks:
            continue
        module = "Package" if options.mode == "readme" else path.parent.parent.name
        target = re.sub(r"[^A-Za-z0-9_]", "_", f"DocExamples_{module}_{path.stem}")
        files = layout(path, blocks, options.mode, module, target)
        app_blocks = sum(len(f.blocks) for f in files if not f.test)
        print(
            f"{article}: {len(blocks)} swift block(s): "
            f"{app_blocks} in the app target, {len(blocks) - app_blocks} in its tests")
        if options.companion:
            # The app types the article uses are those of the companion article: its app
            # blocks are compiled in the same app target (its tests are not).
            companion = Path(options.companion)
            companion_app = [block for block in swift_blocks(companion) if not block.is_test]
            if not companion_app:
                sys.exit(f"error: {companion} has no app block")
            files += layout(
                companion, companion_app, "core", companion.parent.parent.name, target)
            print(f"{companion}: its {len(companion_app)} app block(s) beside them")
        total += len(blocks)
        has_tests = any(f.test for f in files)
        for file in files:
            folder = out / ("Tests" if file.test else "Sources") / (
                f"{target}Tests" if file.test else target)
            folder.mkdir(parents=True, exist_ok=True)
            (folder / file.name).write_text(render(file, target))
        if not any(not f.test for f in files):
            folder = out / "Sources" / target
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "App.swift").write_text(
                f"// Generated by scripts/check-doc-examples.sh: {article} has no app block.\n")
        targets.append((target, has_tests))
        target_articles.append((target, article))
        if has_tests:
            target_articles.append((f"{target}Tests", article))

    if not targets:
        sys.exit("error: the articles contain no swift block")
    (out / "Package.swift").write_text(manifest(options.mode, targets))
    apps = [entry for entry in target_articles if not entry[0].endswith("Tests")]
    tests = [entry for entry in target_articles if entry[0].endswith("Tests")]
    (out / "targets.txt").write_text(
        "".join(f"{target} {article}\n" for target, article in apps + tests)
        + f"blocks {total} articles {len(targets)}\n")


if __name__ == "__main__":
    main()
