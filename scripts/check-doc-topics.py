#!/usr/bin/env python3
"""Fails when a public top-level symbol of a module is in no Topics group of its DocC catalog.

Usage: scripts/check-doc-topics.py SCRATCH CATALOG...
       scripts/check-doc-topics.py --self-test

Each CATALOG is a module's `Documentation.docc` folder; the module is the name of the folder
that holds it (`Sources/<Module>/Documentation.docc`). SCRATCH is the build folder in which the
Swift-DocC plugin (`swift package generate-documentation`, run by scripts/docs.sh) extracted
the module's symbol graphs: `SCRATCH/<triple>/extracted-symbols/<package>/<Module>/`. When
several packages' folders hold the module (a checkout moved or renamed leaves the old one),
the newest is read.

The top-level symbols are those DocC lists on the module's page: every public type, protocol,
type alias, global function and variable of `<Module>.symbols.json` (its names that start with
an underscore aside, which DocC hides), and every type of another module that the module
extends (`<Module>@<Other>.symbols.json`: DocC lists them under "Extended Modules").

A symbol is curated when a list item of a `## Topics` section names it (`- ``Link``` under a
`### Title` group, or under no title, which DocC takes as a group without one), on the module's landing page (the file titled ``<Module>``) or on a page that is
itself curated: an article named by `- <doc:Article>` in a curated Topics group, or the
documentation extension file (titled ``<Symbol>``) of a curated symbol or of a member of one.
A link names a symbol by its path, with or without the module's name first and with or without
a disambiguation suffix (``Name-swift.struct``, ``restore(from:)-(Data)``); a link to a member
(``Type/member``) does not curate its type. An extended type is curated by a link to it or to
one of its members, with its module first (``Other/Type``, ``Other/Type/member``). Prose,
code blocks and "See Also" sections curate nothing.

Prints one line per catalog, "topics for <Module>: every public top-level symbol curated",
or each uncurated symbol (and exits 1). A catalog whose symbol graphs are missing fails too,
so that a moved build folder cannot make the check pass by reading nothing.

`--self-test` writes a catalog and symbol graphs into a throwaway folder (curated and
uncurated symbols, a stale graph folder, an article no page curates, links in prose and in See
Also) and exits 1 unless exactly the planted uncurated symbols are reported.
"""
import json
import os
import re
import sys
import tempfile
from pathlib import Path

FENCE = re.compile(r"^\s*(```|~~~)")
TITLE = re.compile(r"^#\s+``([^`]+)``\s*$")
SYMBOL_ITEM = re.compile(r"^\s*[-*+]\s+``([^`]+)``")
DOC_ITEM = re.compile(r"^\s*[-*+]\s+<doc:([^>]+)>")


def prose_lines(text: str) -> list[str]:
    """The lines of a Markdown file outside fenced code blocks."""
    lines, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return lines


def topics_items(lines: list[str]) -> list[tuple[str, str]]:
    """The (kind, target) list items of the `## Topics` groups: kind "symbol" or "doc"."""
    items, in_topics = [], False
    for line in lines:
        if re.match(r"^#{1,2}\s", line):
            in_topics = line.strip() == "## Topics"
        elif in_topics:
            if match := SYMBOL_ITEM.match(line):
                items.append(("symbol", match.group(1)))
            elif match := DOC_ITEM.match(line):
                items.append(("doc", match.group(1)))
    return items


def link_path(link: str, module: str) -> list[str]:
    """A symbol link's path components, the module's own name left out."""
    link = link.removeprefix("doc://").split("#")[0]
    parts = [part for part in link.split("/") if part]
    if parts[:1] == ["documentation"]:
        parts = parts[1:]
    if parts[:1] == [module]:
        parts = parts[1:]
    return parts


def names(component: str, symbol: str) -> bool:
    """Whether a link's path component names `symbol`, with or without a disambiguation."""
    return component == symbol or component.startswith(symbol + "-")


def top_level_symbols(graphs: Path, module: str) -> dict[str, tuple[list[str], str]]:
    """Each top-level symbol's display name, with its path as a link names it and its kind."""
    symbols = {}
    for graph in sorted(graphs.glob(f"{module}*.symbols.json")):
        extended = graph.name[len(module):-len(".symbols.json")]
        if extended and not extended.startswith("@"):
            continue  # another module whose name begins with this one's
        data = json.loads(graph.read_text())
        for symbol in data["symbols"]:
            path, kind = symbol["pathComponents"], symbol["kind"]["identifier"]
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if extended:
                if kind == "swift.extension":
                    full = [extended[1:], *path]
                    symbols["/".join(full)] = (full, f"extension of {extended[1:]}")
            elif len(path) == 1 and not path[0].startswith("_"):
                symbols[path[0]] = (path, kind)
    return symbols


def graph_folder(scratch: Path, module: str) -> Path | None:
    """The newest folder of the module's symbol graphs under a scratch path."""
    candidates = [
        folder for folder in scratch.glob(f"*/extracted-symbols/*/{module}")
        if (folder / f"{module}.symbols.json").is_file()
    ]
    return max(candidates, key=lambda f: (f / f"{module}.symbols.json").stat().st_mtime, default=None)


def curated_paths(catalog: Path, module: str) -> list[list[str]]:
    """The symbol paths named in the Topics groups of the pages reachable from the landing page."""
    landing, articles, extensions = None, {}, []
    for page in sorted(catalog.rglob("*.md")):
        lines = prose_lines(page.read_text())
        title = next((TITLE.match(line) for line in lines if line.startswith("# ")), None)
        if title and link_path(title.group(1), module) == []:
            landing = lines
        elif title:
            extensions.append((link_path(title.group(1), module), lines))
        else:
            articles[page.stem] = lines
    if landing is None:
        raise SystemExit(f"{catalog}: no landing page titled ``{module}``")
    curated, queue, seen_articles, seen_extensions = [], [landing], set(), set()
    while queue:
        for kind, target in topics_items(queue.pop()):
            if kind == "doc":
                name = target.split("#")[0].split("/")[-1]
                if name in articles and name not in seen_articles:
                    seen_articles.add(name)
                    queue.append(articles[name])
                    continue
                if name in articles:
                    continue
            path = link_path(target, module)
            if path:
                curated.append(path)
        # An extension file's page is reachable when its symbol, or the type it belongs to, is.
        for index, (path, lines) in enumerate(extensions):
            if index in seen_extensions or not path:
                continue
            if any(names(c[0], path[0]) and len(c) == 1 for c in curated) or any(
                len(c) == len(path) and all(map(names, c, path)) for c in curated
            ):
                seen_extensions.add(index)
                queue.append(lines)
    return curated


def uncurated(scratch: Path, catalog: Path) -> list[str]:
    """A line for each top-level symbol of the catalog's module that no Topics group names."""
    module = catalog.resolve().parent.name
    folder = graph_folder(scratch, module)
    if folder is None:
        return [f"{module}: no symbol graph under {scratch}/*/extracted-symbols (build the docs first)"]
    curated = curated_paths(catalog, module)
    problems = []
    for name, (path, kind) in sorted(top_level_symbols(folder, module).items()):
        if kind.startswith("extension of"):
            found = any(len(c) >= len(path) and all(map(names, c[: len(path)], path)) for c in curated)
        else:
            found = any(len(c) == 1 and names(c[0], path[0]) for c in curated)
        if not found:
            problems.append(f"{module}: ``{name}`` ({kind}) is in no Topics group of {catalog}")
    return problems


def check(scratch: Path, catalogs: list[Path]) -> list[str]:
    """Checks each catalog; prints a line for each one that passes; returns the problems."""
    problems = []
    for catalog in catalogs:
        found = uncurated(scratch, catalog)
        if not found:
            print(f"topics for {catalog.resolve().parent.name}: every public top-level symbol curated")
        problems += found
    return problems


def graph(module: str, symbols: list[tuple[str, list[str]]], access: str = "public") -> str:
    """A symbol graph holding `symbols` (kind, path)."""
    return json.dumps({
        "module": {"name": module},
        "symbols": [
            {"kind": {"identifier": kind}, "pathComponents": path, "accessLevel": access}
            for kind, path in symbols
        ],
    })


SELF_TEST_PAGES = {
    "Mod.md": """# ``Mod``

Mentions ``InProse`` in the overview, which curates nothing.

```
## Topics
### In a code block
- ``InCode``
```

## Topics

### Essentials

- <doc:Guide>
- ``Mod/Store``
- ``Kind-swift.enum``
- ``run(_:)``
- ``Other/Host/open(_:)``

### Members only

- ``Store/handle(_:)``
- ``Member/value``

## See Also

- ``InSeeAlso``
""",
    "Guide.md": """# A guide

## Topics

- ``StoreError``
""",
    "Orphan.md": """# An article no page curates

## Topics

### Lost

- ``FromOrphan``
""",
    "Store.md": """# ``Mod/Store``

## Topics

### Related

- ``StoreOptions``
""",
    "Uncurated.md": """# ``Member``

## Topics

### Related

- ``FromUncuratedPage``
""",
}
SELF_TEST_SYMBOLS = [
    ("swift.class", ["Store"]), ("swift.method", ["Store", "handle(_:)"]),
    ("swift.enum", ["Kind"]), ("swift.func", ["run(_:)"]), ("swift.enum", ["StoreError"]),
    ("swift.struct", ["StoreOptions"]), ("swift.struct", ["Member"]),
    ("swift.property", ["Member", "value"]), ("swift.struct", ["InProse"]),
    ("swift.struct", ["InCode"]), ("swift.struct", ["InSeeAlso"]),
    ("swift.struct", ["FromOrphan"]), ("swift.struct", ["FromUncuratedPage"]),
    ("swift.struct", ["_Hidden"]),
]
SELF_TEST_EXPECTED = {
    "Member", "InProse", "InCode", "InSeeAlso", "FromOrphan", "FromUncuratedPage",
    "Third/View",
}


def self_test() -> bool:
    """Plants curated and uncurated symbols; true when exactly the uncurated ones are reported."""
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        catalog = root / "Sources/Mod/Documentation.docc"
        catalog.mkdir(parents=True)
        for name, text in SELF_TEST_PAGES.items():
            (catalog / name).write_text(text)
        scratch = root / "build"
        stale = scratch / "triple/extracted-symbols/oldcheckout/Mod"
        fresh = scratch / "triple/extracted-symbols/checkout/Mod"
        for folder in (stale, fresh):
            folder.mkdir(parents=True)
        (stale / "Mod.symbols.json").write_text(graph("Mod", [("swift.struct", ["OnlyInStale"])]))
        (fresh / "Mod.symbols.json").write_text(graph("Mod", SELF_TEST_SYMBOLS))
        os.utime(stale / "Mod.symbols.json", (0, 0))
        (fresh / "Mod@Other.symbols.json").write_text(graph("Mod", [
            ("swift.extension", ["Host"]), ("swift.method", ["Host", "open(_:)"])]))
        (fresh / "Mod@Third.symbols.json").write_text(graph("Mod", [
            ("swift.extension", ["View"]), ("swift.method", ["View", "styled()"])]))
        (fresh / "Mod@Internal.symbols.json").write_text(
            graph("Mod", [("swift.extension", ["Hidden"])], access="internal"))
        (fresh / "ModExtras.symbols.json").write_text(graph("ModExtras", [("swift.struct", ["Extra"])]))
        found = uncurated(scratch, catalog)
        missing = uncurated(root / "nowhere", catalog)
    flagged = {line.split("``")[1] for line in found}
    if flagged != SELF_TEST_EXPECTED:
        print(f"self-test: flagged {sorted(flagged)}, expected {sorted(SELF_TEST_EXPECTED)}")
        return False
    if len(missing) != 1 or "no symbol graph" not in missing[0]:
        print(f"self-test: a missing symbol graph gave {missing}, not one failure")
        return False
    print(f"self-test: the {len(SELF_TEST_EXPECTED)} uncurated symbols flagged, the others "
          "passed; a missing symbol graph failed")
    return True


def main(arguments: list[str]) -> int:
    if arguments == ["--self-test"]:
        return 0 if self_test() else 1
    if len(arguments) < 2 or arguments[0].startswith("-"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    problems = check(Path(arguments[0]), [Path(argument) for argument in arguments[1:]])
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-doc-topics: {len(problems)} finding(s) above")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
