#!/usr/bin/env bash
# Compiles the Swift examples of the DocC articles, so that documentation cannot drift from the
# API it describes.
#
# Every fenced block that opens with exactly ```swift in Sources/*/Documentation.docc/*.md is
# compiled; blocks fenced ```text, ```sh, ```swift manifest (an excerpt of a Package.swift, shown
# as Swift) or plain ``` are not. All the blocks of one article go,
# in order, into one Swift file, so a later block may use what an earlier one declared. Top-level
# statements are not allowed there: examples are declarations, and code that uses them is
# written inside functions. Each file starts with
#
#   import Coordination
#   import CoordinationLinks
#   import CoordinationRendering
#   import CoordinationTesting
#   import Testing
#
# and becomes its own target (articles would clash in one module) of a generated package in
# .build-doc-examples/ (git-ignored) that depends on this repository by path. Compiler messages
# point at the article's own lines. The targets are test targets: the examples declare @Test
# functions, and the testing library's macros only expand cleanly in test targets.
#
# An `@main` attribute (an app's entry point, shown whole in the getting-started articles and
# the README) is left out, on its own line or before a declaration: a test target has an entry
# point of its own; the type it marks is compiled as written.
#
# An article whose first example starts with its imports (the README, the getting-started
# articles) is written as an app's files instead: nothing is added, a block that starts with
# imports is a file of its own, and a block without imports continues the file before it; so
# each example's imports are checked as a reader copies them (with MemberImportVisibility, a
# method from a module the file does not import is an error too).
#
# Each target is compiled as a new Xcode app target is, with `.defaultIsolation(MainActor.self)`:
# the examples are written as app code, with no isolation annotations.
#
#   scripts/check-doc-examples.sh                 build every article's examples (warnings are
#                                                 errors)
#   scripts/check-doc-examples.sh --run           also run the @Test functions they declare
#   scripts/check-doc-examples.sh [--run] FILE..  only these articles (paths from the root)
#   scripts/check-doc-examples.sh --web [--run]   the articles of the web host's package instead
#                                                 (Web/Sources/*/Documentation.docc), which also
#                                                 import CoordinationWeb (and the articles of a
#                                                 session store's module import that module)
#   scripts/check-doc-examples.sh --adapters [--run]
#                                                 the articles of the UIKit and SwiftUI adapters
#                                                 instead, compiled against the stand-ins of
#                                                 StandIns/ (Linux); they also import UIKit and
#                                                 CoordinationUIKit, or SwiftUI and
#                                                 CoordinationSwiftUI
#   scripts/check-doc-examples.sh --readme [--run]
#                                                 the README's quick start instead, compiled as
#                                                 --adapters compiles (against the stand-ins),
#                                                 with scripts/readme-example-support.swift
#                                                 declaring the app's own types the README leaves
#                                                 out (its models, views and view controllers)
#
# The Demo package's articles have no swift block today (they describe the apps and link to
# symbols), so there is no mode for them.
set -euo pipefail
cd "$(dirname "$0")/.."

run_tests=false
web=false
adapters=false
readme=false
adapter_modules=(CoordinationUIKit CoordinationSwiftUI)
selected=()
for argument in "$@"; do
  case "$argument" in
    --run) run_tests=true ;;
    --web) web=true ;;
    --adapters) adapters=true ;;
    --readme) adapters=true readme=true ;;
    -*)
      echo "usage: $0 [--web|--adapters|--readme] [--run] [Sources/<Module>/Documentation.docc/<Article>.md ...]" >&2
      exit 2
      ;;
    *) selected+=("$argument") ;;
  esac
done

# The library's package is named by its manifest, whatever its folder is called.
dependency=swift-coordination
sources=Sources
out=.build-doc-examples
imports=(Coordination CoordinationLinks CoordinationRendering CoordinationTesting Testing)
if $web; then
  sources=Web/Sources
  out=.build-doc-examples-web
  imports=(Coordination CoordinationLinks CoordinationRendering CoordinationTesting CoordinationWeb Testing)
fi
if $adapters; then
  out=.build-doc-examples-adapters
  imports=(Coordination CoordinationLinks CoordinationTesting Foundation Testing)
fi

if $readme; then
  out=.build-doc-examples-readme
  articles=(README.md)
elif [ ${#selected[@]} -gt 0 ]; then
  articles=("${selected[@]}")
  for article in "${articles[@]}"; do
    if [[ ! -f "$article" || "$article" != $sources/*/Documentation.docc/*.md ]]; then
      echo "error: $article is not an article under $sources/*/Documentation.docc" >&2
      exit 2
    fi
  done
else
  shopt -s nullglob
  articles=()
  for article in "$sources"/*/Documentation.docc/*.md; do
    module=$(basename "$(dirname "$(dirname "$article")")")
    is_adapter=false
    for adapter in "${adapter_modules[@]}"; do [ "$module" = "$adapter" ] && is_adapter=true; done
    # The adapters' articles compile only against the stand-ins (or Apple's SDKs).
    if [ "$is_adapter" = "$adapters" ]; then articles+=("$article"); fi
  done
  shopt -u nullglob
fi
if [ ${#articles[@]} -eq 0 ]; then
  echo "error: no DocC article found under $sources/*/Documentation.docc" >&2
  exit 1
fi

# Regenerate the sources; keep $out/.build so that rebuilds are incremental.
rm -rf "$out/Sources" "$out/Package.swift"
mkdir -p "$out/Sources"

targets=()
target_articles=()
target_contained=()
total_blocks=0
for article in "${articles[@]}"; do
  module=$(basename "$(dirname "$(dirname "$article")")")
  $readme && module=Package
  module_of_article=$module
  name=$(basename "$article" .md)
  target=$(printf 'DocExamples_%s_%s' "$module" "$name" | tr -c 'A-Za-z0-9_\n' '_')
  file="$out/Sources/$target/$name.swift"
  mkdir -p "$out/Sources/$target"
  # The imports an article gets unless its first example starts with its own.
  header="$out/Sources/$target/imports.txt"
  {
    echo "// Generated by scripts/check-doc-examples.sh from $article; do not edit."
    for module in "${imports[@]}"; do echo "import $module"; done
    case "$module_of_article" in
      CoordinationUIKit) printf 'import CoordinationUIKit\nimport UIKit\n' ;;
      CoordinationSwiftUI) printf 'import CoordinationSwiftUI\nimport SwiftUI\n' ;;
      CoordinationWebSQLite | CoordinationWebPostgres) printf 'import %s\n' "$module_of_article" ;;
    esac
    echo
  } >"$header"
  if $readme; then cp scripts/readme-example-support.swift "$out/Sources/$target/"; fi
  # Fences: any line that starts with ``` opens or closes one. Only a fence whose info string
  # is exactly `swift` is compiled. Each block is preceded by a #sourceLocation directive, so
  # errors name the article and its line. Prints the number of blocks, and whether the first
  # starts with imports (the article is then written as an app's files).
  result=$(
    awk -v path="$article" -v out="$file" -v header="$header" -v stem="${file%.swift}" '
      /^[ \t]*```/ {
        if (!open) {
          open = 1
          indent = match($0, /[^ \t]/) - 1
          info = substr($0, indent + 4)
          sub(/[ \t]+$/, "", info)
          swift = (info == "swift")
          if (swift) {
            count++
            start = NR + 1
            text = ""
            first = ""
          }
        } else {
          if (swift) write_block()
          open = 0
          swift = 0
        }
        next
      }
      swift {
        line = $0
        # Remove the fence'"'"'s own indentation (blocks inside list items).
        for (i = 0; i < indent && substr(line, 1, 1) ~ /[ \t]/; i++) line = substr(line, 2)
        # An app entry point: the test target has its own, so only the type below is compiled.
        if (line ~ /^@main[ \t]*$/) line = "// @main"
        else if (line ~ /^@main[ \t]/) sub(/^@main[ \t]+/, "", line)
        if (first == "" && line ~ /[^ \t]/ && line !~ /^[ \t]*\/\//) first = line
        text = text line "\n"
      }
      # A block goes into the article'"'"'s file; in an article written as an app'"'"'s files, a
      # block that starts with imports starts a new file, and a block without continues the last.
      function write_block(   target, line) {
        if (count == 1) contained = (first ~ /^(@testable[ \t]+)?import[ \t]/)
        if (contained) {
          if (first ~ /^(@testable[ \t]+)?import[ \t]/ || files == 0) {
            files++
            target = stem "_" files ".swift"
            printf "// Generated by scripts/check-doc-examples.sh from %s; do not edit.\n", path > target
          }
          target = stem "_" files ".swift"
        } else {
          if (count == 1) {
            while ((getline line < header) > 0) print line > out
            close(header)
          }
          target = out
        }
        printf "#sourceLocation(file: \"%s\", line: %d)\n%s#sourceLocation()\n\n", path, start, text >> target
      }
      END {
        if (open) {
          printf "%s: a code fence is not closed\n", path > "/dev/stderr"
          exit 1
        }
        print count + 0, (contained ? "true" : "false")
      }
    ' "$article"
  )
  rm -f "$header"
  blocks=${result% *}
  contained=${result#* }
  if [ "$blocks" -eq 0 ]; then
    rm -rf "${out:?}/Sources/$target"
    continue
  fi
  echo "$article: $blocks swift block(s)"
  total_blocks=$((total_blocks + blocks))
  targets+=("$target")
  target_articles+=("$article")
  target_contained+=("$contained")
done

if [ ${#targets[@]} -eq 0 ]; then
  echo "error: the articles contain no swift block" >&2
  exit 1
fi

# The package: one test target per article.
{
  echo "// swift-tools-version: 6.2"
  echo "// Generated by scripts/check-doc-examples.sh; do not edit."
  echo "import PackageDescription"
  echo
  echo "let example: [Target.Dependency] = ["
  echo "  .product(name: \"Coordination\", package: \"$dependency\"),"
  echo "  .product(name: \"CoordinationLinks\", package: \"$dependency\"),"
  echo "  .product(name: \"CoordinationRendering\", package: \"$dependency\"),"
  echo "  .product(name: \"CoordinationTesting\", package: \"$dependency\"),"
  if $web; then
    echo "  .product(name: \"CoordinationWeb\", package: \"swift-coordination-web\"),"
    echo "  .product(name: \"CoordinationWebSQLite\", package: \"swift-coordination-web\"),"
    echo "  .product(name: \"CoordinationWebPostgres\", package: \"swift-coordination-web\"),"
  fi
  if $adapters; then
    for product in UIKit SwiftUI CoordinationUIKit CoordinationSwiftUI; do
      echo "  .product(name: \"$product\", package: \"swift-coordination-stand-ins\"),"
    done
  fi
  echo "]"
  echo
  echo "let package = Package("
  echo "  name: \"DocExamples\","
  echo "  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],"
  if $web; then
    echo "  dependencies: ["
    echo "    .package(name: \"$dependency\", path: \"..\"),"
    echo "    .package(name: \"swift-coordination-web\", path: \"../Web\"),"
    echo "  ],"
  elif $adapters; then
    echo "  dependencies: ["
    echo "    .package(name: \"$dependency\", path: \"..\"),"
    echo "    .package(name: \"swift-coordination-stand-ins\", path: \"../StandIns\"),"
    echo "  ],"
  else
    echo "  dependencies: [.package(name: \"$dependency\", path: \"..\")],"
  fi
  echo "  targets: ["
  for index in "${!targets[@]}"; do
    target=${targets[$index]}
    echo "    .testTarget("
    echo "      name: \"$target\", dependencies: example, path: \"Sources/$target\","
    echo "      swiftSettings: ["
    echo "        .enableUpcomingFeature(\"ExistentialAny\"), .defaultIsolation(MainActor.self),"
    # Written as an app's files: a member of a module the file does not import is an error.
    if ${target_contained[$index]}; then
      echo "        .enableUpcomingFeature(\"MemberImportVisibility\"),"
    fi
    echo "      ]),"
  done
  echo "  ]"
  echo ")"
} >"$out/Package.swift"

# The web host's examples build in WEB_SCRATCH_PATH when it is set, the adapters' (and the
# README's) in STANDINS_SCRATCH_PATH (scripts/test.sh sets both: the Web package's and the
# stand-ins' own scratch paths), so their dependencies are not compiled a second time. The two
# are kept apart: a package built beside the stand-ins' UIKit and SwiftUI modules would see
# `canImport(UIKit)` true.
scratch=()
if $adapters && [ -n "${STANDINS_SCRATCH_PATH:-}" ]; then
  scratch=(--scratch-path "$STANDINS_SCRATCH_PATH")
elif $web && [ -n "${WEB_SCRATCH_PATH:-}" ]; then
  scratch=(--scratch-path "$WEB_SCRATCH_PATH")
fi
build=(swift build --package-path "$out" "${scratch[@]}" -Xswiftc -warnings-as-errors)

if ! "${build[@]}" --build-tests; then
  # Name the articles at fault: build each target on its own (incremental, so quick).
  echo
  failed=0
  for index in "${!targets[@]}"; do
    if ! "${build[@]}" --target "${targets[$index]}" >/dev/null 2>&1; then
      echo "FAILED: the examples of ${target_articles[$index]} do not compile" >&2
      failed=$((failed + 1))
    fi
  done
  if [ "$failed" -eq 0 ]; then
    echo "FAILED: the examples package does not build (see the messages above)" >&2
  fi
  exit 1
fi

if $run_tests; then
  swift test --package-path "$out" "${scratch[@]}" --skip-build
fi

echo "doc examples: compiled $total_blocks swift block(s) from ${#targets[@]} article(s)"
