#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer) of what reads untrusted text: the deep-link matcher
# (patterns and links, then the link applied to an app), the restoration decoder (saved data
# restored into an app), and the web host's route codec (URL paths read, written, read again).
# Each target checks more than "no crash": the store's invariants after every link and
# restore, and round trips where there is one (Fuzz/Targets/).
#
#   scripts/fuzz.sh                          # every target for 60 s each
#   scripts/fuzz.sh --time 600 restoration   # one target for 10 minutes
#   scripts/fuzz.sh --runs 10000000          # every target until 10 million executions
#   scripts/fuzz.sh --ci                     # every target for 20,000 executions (CI)
#   scripts/fuzz.sh --timeout 120 ...        # an input running longer than 120 s is a hang
#                                            # (default 10; raise it on a machine so busy that
#                                            # a starved process can stall for 10 s)
#   scripts/fuzz.sh --write-seeds            # rewrite the seed corpora (Fuzz/Corpus/) from
#                                            # the targets' own examples, then stop
#   scripts/fuzz.sh --canary                 # the check's own canary: the deep-link target with
#                                            # a fault planted in its invariant check
#                                            # (FUZZ_CANARY) must crash; passes only if it does
#
# The library's sources are compiled with swiftc and -sanitize=fuzzer,address (SwiftPM cannot
# give a library target libFuzzer's main), into .build-fuzz/. Each target starts from its seed
# corpus, Fuzz/Corpus/<target>/, and grows a working corpus in .build-fuzz/corpus/<target>/;
# a crash is written to .build-fuzz/crashes/ and the script fails. Add every crash found as a
# unit test (and its input to the seed corpus). Prints, per target, executions, seconds and
# crashes, and ends with "N passed, N failed" over the targets.
set -euo pipefail
cd "$(dirname "$0")/.."

targets_all=(deep-links restoration route-codec)
mode=(-max_total_time=60)
timeout=10
targets=()
write_seeds="" canary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --ci) mode=(-runs=20000) ;;
    --time) mode=("-max_total_time=${2:?--time needs seconds}"); shift ;;
    --runs) mode=("-runs=${2:?--runs needs a count}"); shift ;;
    --timeout) timeout=${2:?--timeout needs seconds}; shift ;;
    --write-seeds) write_seeds=1 ;;
    --canary) canary=1 mode=(-runs=2000) targets=(deep-links) ;;
    -h | --help) sed -n '2,26p' "$0"; exit 0 ;;
    deep-links | restoration | route-codec) targets+=("$1") ;;
    *) echo "fuzz.sh: unknown argument '$1' (targets: ${targets_all[*]})" >&2; exit 2 ;;
  esac
  shift
done
[ ${#targets[@]} -gt 0 ] || targets=("${targets_all[@]}")

out=.build-fuzz
mkdir -p "$out/modules" "$out/crashes"
flags=(-O -swift-version 6 -enable-upcoming-feature ExistentialAny -package-name swift_coordination
  -sanitize=fuzzer,address -parse-as-library -I "$out/modules")

# Builds a static library module from sources when one of them is newer than the library or
# the list of sources changed (a file added, renamed or removed).
build_module() {
  local name=$1
  shift
  local library="$out/lib$name.a"
  local sources="$out/lib$name.sources"
  if [ -f "$library" ] && printf '%s\n' "$@" | cmp -s - "$sources" \
    && [ -z "$(find "$@" -newer "$library" 2>/dev/null | head -n 1)" ]; then
    return
  fi
  echo "== fuzz: compiling $name"
  # A new archive each time: swiftc adds members to an existing one, and the object of a
  # renamed source file would stay in it (a duplicate symbol at link time).
  rm -f "$library"
  printf '%s\n' "$@" > "$sources"
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
    -emit-library -static -o "$library" "$@"
}

mapfile -t core_sources < <(find Sources/Coordination -name '*.swift' | sort)
build_module Coordination "${core_sources[@]}"
build_module CoordinationLinks Sources/CoordinationLinks/*.swift
build_module CoordinationWeb Web/Sources/CoordinationWeb/Routing/*.swift

# The canary: the target, over its seeds only, with the planted fault on; it must stop with the
# planted fault's message.
run_canary() {
  local binary=$1 target=$2 log="$out/fuzz-canary.log"
  echo "== fuzz canary: $target with FUZZ_CANARY (a fault planted in its check)"
  if FUZZ_CANARY=1 "$binary" -runs=2000 -artifact_prefix="$out/crashes/canary-" \
    "Fuzz/Corpus/$target" >"$log" 2>&1; then
    echo "fuzz canary: NOT caught: the run passed with a fault planted in its check"
    echo "fuzz canaries: 0 passed, 1 failed"
    return 1
  fi
  if ! grep -q "the planted fault of the canary run" "$log"; then
    tail -n 30 "$log"
    echo "fuzz canary: the run failed, but not on the planted fault (see $log)"
    echo "fuzz canaries: 0 passed, 1 failed"
    return 1
  fi
  echo "fuzz canary: caught ($(grep -m1 -o 'invariants broken after .*' "$log" | cut -c1-160))"
  echo "fuzz canaries: 1 passed, 0 failed"
}

passed=0
failed=0
for target in "${targets[@]}"; do
  case "$target" in
    deep-links)
      source=Fuzz/Targets/DeepLinks.swift
      libraries=("$out/libCoordinationLinks.a" "$out/libCoordination.a")
      ;;
    restoration) source=Fuzz/Targets/Restoration.swift libraries=("$out/libCoordination.a") ;;
    route-codec)
      source=Fuzz/Targets/RouteCodec.swift
      libraries=("$out/libCoordinationWeb.a" "$out/libCoordination.a")
      ;;
  esac
  binary="$out/fuzz-$target"
  if [ ! -x "$binary" ] || [ -n "$(find "$source" Fuzz/Shared "${libraries[@]}" -newer "$binary" | head -n 1)" ]; then
    echo "== fuzz: linking $target"
    swiftc "${flags[@]}" -module-name "Fuzz${target//-/}" "$source" Fuzz/Shared/*.swift \
      "${libraries[@]}" -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
  fi
  if [ -n "$write_seeds" ]; then
    rm -rf "Fuzz/Corpus/$target" && mkdir -p "Fuzz/Corpus/$target"
    FUZZ_WRITE_SEEDS="Fuzz/Corpus/$target" "$binary"
    echo "fuzz $target: $(ls "Fuzz/Corpus/$target" | wc -l) seeds written to Fuzz/Corpus/$target"
    continue
  fi
  if [ -n "$canary" ]; then
    run_canary "$binary" "$target"
    exit
  fi
  corpus="$out/corpus/$target"
  mkdir -p "$corpus"
  log="$out/fuzz-$target.log"
  echo "== fuzz: $target (${mode[*]})"
  started=$SECONDS
  if "$binary" "${mode[@]}" -print_final_stats=1 "-timeout=$timeout" -rss_limit_mb=4096 \
    -artifact_prefix="$out/crashes/$target-" "$corpus" "Fuzz/Corpus/$target" >"$log" 2>&1; then
    passed=$((passed + 1))
    status=ok
  else
    failed=$((failed + 1))
    status="FAILED (see $log and $out/crashes/)"
    tail -n 30 "$log"
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  echo "fuzz $target: ${runs:-?} executions in $((SECONDS - started)) s, $status"
done
[ -n "$write_seeds" ] && exit 0
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
