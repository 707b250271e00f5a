#!/usr/bin/env bash
# Compiles the Swift examples of the DocC articles and the README as an adopter lays them out,
# so that documentation can be copied into an app and cannot drift from the API it describes.
#
# Every fenced block that opens with exactly ```swift in an article is compiled; blocks fenced
# ```text, ```sh, ```swift manifest (an excerpt of a Package.swift, shown as Swift) or plain ```
# are not. scripts/doc-examples-package.py turns each article into two targets of a generated
# package in .build-doc-examples*/ (git-ignored) that depends on this repository by path:
#
# - an app target, compiled as Xcode 26 compiles a new app target: `.defaultIsolation(
#   MainActor.self)` and the upcoming features MemberImportVisibility, InferIsolatedConformances
#   and NonisolatedNonsendingByDefault (with ExistentialAny, this repository's rule). It depends
#   on the library's app products (not on CoordinationTesting). An `@main` attribute (an app's
#   entry point) is left out, on its own line or before a declaration: the test runner has an
#   entry point of its own; the type it marks is compiled as written.
# - a test target with no default isolation (as Xcode 26 makes a test target: the same upcoming
#   features, no main-actor default), which depends on the app target and CoordinationTesting.
#   A block is a test block when it has `import Testing`, `@Test` or `@Suite`.
#
# An article whose first example starts with its imports (the README, the getting-started
# articles) is written as an app's files: nothing is added; a block that starts with imports is
# a file of its own, a block without continues the file before it, and a file with a test block
# goes to the test target, the others to the app target. So each file's imports are checked as
# a reader copies them, and a test file must write its own `@testable import` of the app: that
# line (`@testable import AnyName`, for a module that is not the library's or Apple's) is
# pointed at the generated app target, on the same line.
#
# Any other article gets imports added: its app blocks go, in order, into one file of the app
# target that starts with `import Coordination`, `CoordinationLinks` and `CoordinationRendering`
# (Foundation instead of CoordinationRendering with --adapters; CoordinationWeb too with --web;
# UIKit and CoordinationUIKit, or SwiftUI and CoordinationSwiftUI, for the adapters' articles;
# the session store's module for its articles), and its test blocks into one file of the test
# target that also imports CoordinationTesting and Testing and does `@testable import` of the
# app target. Top-level statements are not allowed: examples are declarations, and code that
# uses them is written inside functions.
#
# Warnings are errors. Each block is preceded by a #sourceLocation directive, so compiler
# messages point at the article's own lines; when the build fails, each failing target is built
# on its own and its errors are listed at the articles' lines (an error inside `#expect` at the
# macro's line).
#
#   scripts/check-doc-examples.sh                 build every article's examples
#   scripts/check-doc-examples.sh --run           also run the @Test functions they declare
#   scripts/check-doc-examples.sh [--run] FILE..  only these articles (paths from the root)
#   scripts/check-doc-examples.sh --web [--run]   the articles of the web host's package instead
#                                                 (Web/Sources/*/Documentation.docc)
#   scripts/check-doc-examples.sh --adapters [--run]
#                                                 the articles of the UIKit and SwiftUI adapters
#                                                 instead, compiled against the stand-ins of
#                                                 StandIns/ (Linux)
#   scripts/check-doc-examples.sh --readme [--run]
#                                                 the README's quick start instead, compiled as
#                                                 --adapters compiles (against the stand-ins);
#                                                 its app target also holds the app blocks of
#                                                 the article whose types the quick start uses
#                                                 (Coordination's GettingStarted.md, as the
#                                                 README says)
#
# The last line, "doc examples: compiled N swift block(s) from M article(s)", is read by
# scripts/test.sh. The Demo package's articles have no swift block today (they describe the apps
# and link to symbols), so there is no mode for them.
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

sources=Sources
out=.build-doc-examples
if $web; then
  sources=Web/Sources
  out=.build-doc-examples-web
fi
if $adapters; then
  out=.build-doc-examples-adapters
fi
# The README's quick start grows the app of this article, and says so: its app blocks are
# compiled in the README's app target.
readme_companion=Sources/Coordination/Documentation.docc/GettingStarted.md

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
mkdir -p "$out"
mode=core
$web && mode=web
$adapters && mode=adapters
$readme && mode=readme
companion=()
$readme && companion=(--companion "$readme_companion")
python3 scripts/doc-examples-package.py --mode "$mode" --out "$out" "${companion[@]}" \
  "${articles[@]}"
targets=()
target_articles=()
while read -r target article; do
  if [ "$target" = blocks ]; then
    total_blocks=$article
    total_blocks=${total_blocks%% *}
    total_articles=${article##* }
  else
    targets+=("$target")
    target_articles+=("$article")
  fi
done <"$out/targets.txt"

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
  # Name the articles at fault: build each target on its own (incremental, so quick), and list
  # its errors at the articles' lines.
  echo
  failed=0
  failed_apps=" "
  for index in "${!targets[@]}"; do
    target=${targets[$index]}
    if [[ "$target" == *Tests && "$failed_apps" == *" ${target%Tests} "* ]]; then
      echo "FAILED: the test blocks of ${target_articles[$index]} are not built (the app blocks fail)" >&2
      continue
    fi
    if ! output=$("${build[@]}" --target "$target" 2>&1); then
      if [[ "$target" == *Tests ]]; then
        echo "FAILED: the test blocks of ${target_articles[$index]} do not compile" >&2
      else
        echo "FAILED: the app blocks of ${target_articles[$index]} do not compile" >&2
        failed_apps+="$target "
      fi
      python3 scripts/doc-examples-package.py --errors <<<"$output" | sed 's/^/  /' >&2
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

echo "doc examples: compiled $total_blocks swift block(s) from $total_articles article(s)"
