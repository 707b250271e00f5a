#!/usr/bin/env bash
# Figures for the core's hot paths (Benchmarks/, release build): one table of the library
# against hand-written baselines (ratios from figures measured back to back in this run), then
# the ordo-one benchmarks that scripts/bench-baseline.sh checks. Prints figures; asserts only
# that everything builds and runs and that the fixtures are right (not timing). CPU time is
# shared on CI and dev machines: figures move from run to run, ratios much less.
#
#   scripts/bench.sh            full run (about 10 minutes with the build); writes the header,
#                               the table and the ordo-one output to Benchmarks/results/latest.txt
#   scripts/bench.sh --smoke    tiny counts, for CI: a debug build, the ordo-one benchmarks run
#                               by their own executable (the plugin's tool would first build
#                               itself in release: from a clean Benchmarks/.build, 168 s that
#                               way, 53 s this way); writes Benchmarks/.build/bench-smoke.txt instead
#   scripts/bench.sh --web      the full run, and the web host's round trip
#                               (scripts/web-roundtrip.sh, a release build of the demo: minutes)
#
# A full run ends with the budgets (scripts/budgets.py): the table's ratios, callgrind's
# instructions per push+pop (bench-loop under valgrind, installed from Debian's packages when
# missing) and, with --web, the round trip; it exits 1 when one is missed.
set -euo pipefail
cd "$(dirname "$0")/.."

smoke=false web=false
case "${1:-}" in
  "") ;;
  --smoke) smoke=true ;;
  --web) web=true ;;
  *) echo "usage: $0 [--smoke | --web]" >&2; exit 2 ;;
esac

if $smoke; then
  out=Benchmarks/.build/bench-smoke.txt
else
  out=Benchmarks/results/latest.txt
fi
mkdir -p "$(dirname "$out")"
ordo=$(mktemp)
trap 'rm -f "$ordo" "$out.web" "$out.web8"' EXIT

seconds() { date +%s; }

header() {
  echo "# swift-coordination benchmarks$($smoke && echo " (SMOKE: tiny counts, figures not meaningful)")"
  echo "date:    $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "commit:  $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- Sources 2>/dev/null || echo ' (Sources/ modified)')"
  echo "machine: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1), $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
  swift --version 2>&1 | sed -n '1,2s/^/swift:   /p'
}

configuration=release
$smoke && configuration=debug
start=$(seconds)
echo "== build ($configuration)" >&2
swift build -c "$configuration" --package-path Benchmarks 2>&1 |
  grep -E "error|warning:|Compiling|Build" | tail -n 3 >&2
bin=$(swift build -c "$configuration" --package-path Benchmarks --show-bin-path)
built=$(seconds)

echo "== bench-table$($smoke && echo " --smoke")" >&2
table_args=()
$smoke && table_args=(--smoke)
table=$("$bin/bench-table" "${table_args[@]}") || { echo "$table"; exit 1; }
tabled=$(seconds)

# The smoke run starts the benchmarks' executable itself, which runs every benchmark in process
# and prints each one's figures. (Started by the plugin's tool, the debug executable stopped on
# signal 11, Swift 6.3.1, ordo-one 1.38; started directly it runs every benchmark.)
ordo_one() {
  if $smoke; then
    BENCH_SMOKE=1 "$bin/HotPaths"
  else
    swift package --package-path Benchmarks benchmark --no-progress
  fi
}
echo "== ordo-one benchmarks$($smoke && echo " (BENCH_SMOKE=1, $bin/HotPaths)")" >&2
if ! ordo_one >"$ordo" 2>&1; then
  grep -v '^\[[0-9]*/[0-9]*\]' "$ordo" | tail -n 40
  echo "bench.sh: the ordo-one benchmarks failed" >&2
  exit 1
fi
finished=$(seconds)
count=$(grep -c '^Time (wall clock)\|│ Time (wall clock)' "$ordo" || true)
if [ "$count" -eq 0 ]; then
  tail -n 40 "$ordo"
  echo "bench.sh: no ordo-one benchmark ran" >&2
  exit 1
fi

{
  header
  echo
  echo "$table"
  echo
  echo "timing: build ($configuration) $((built - start)) s, bench-table $((tabled - built)) s, ordo-one $((finished - tabled)) s$($smoke || echo " (its own build check included)")"
  echo "ordo-one: $count benchmarks ran; their output follows (the build lines left out)"
} | tee "$out.head"
{
  cat "$out.head"
  echo
  grep -v '^\[[0-9]*/[0-9]*\]' "$ordo" | sed 's/\x1b\[[0-9;]*m//g'
} >"$out"
rm -f "$out.head"
echo "raw output: $out"
$smoke && exit 0

# Instructions per operation: N runs of bench-loop minus a run with N = 0 (its set-up).
instructions() {
  local mode=$1 runs=2000 total empty
  total=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin/bench-loop" "$mode" "$runs" 2>&1 |
    sed -n 's/.*refs: *//p' | tr -d ,)
  empty=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin/bench-loop" "$mode" 0 2>&1 |
    sed -n 's/.*refs: *//p' | tr -d ,)
  echo $(((total - empty) / runs))
}
if ! command -v valgrind >/dev/null 2>&1; then
  echo "== installing valgrind (apt-get)" >&2
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd=sudo
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null 2>&1 || {
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
  }
fi
echo "== callgrind: instructions per push+pop (bench-loop)" >&2
push_pop=$(instructions push-pop)
child=$(instructions child)
web_args=()
if $web; then
  echo "== web round trip (scripts/web-roundtrip.sh, 64 then 8 connections)" >&2
  scripts/web-roundtrip.sh --store all --seconds 10 >"$out.web"
  scripts/web-roundtrip.sh --seconds 10 --connections 8 >"$out.web8"
  web_args=(--web "$out.web" "$out.web8")
fi
{
  echo
  echo "callgrind: push+pop of a screen $push_pop instructions, of a child flow $child"
  if $web; then
    echo
    echo "web round trip (scripts/web-roundtrip.sh --store all --seconds 10), 64 connections:"
    cat "$out.web"
    echo "8 connections:"
    cat "$out.web8"
  fi
  echo
  scripts/budgets.py "$out" --instructions "$push_pop" "$child" "${web_args[@]}"
} | tee -a "$out"
exit "${PIPESTATUS[0]}"
