#!/usr/bin/env bash
# The web host's navigation round trip under load, beside its static route, in one run:
# sessions of the Pages app post an action (303) and get the page it leads to, over and over
# (first → second → third → first), spread over SESSIONS sessions and CONNECTIONS connections
# (wrk on loopback, release build). Prints requests/s, p50 and p99 for both, and their ratio.
# Asserts nothing; not part of scripts/test.sh (a release build of the demo takes minutes).
#
#   scripts/web-roundtrip.sh [--sessions N] [--connections C] [--seconds S] [--demo PATH]
#                            [--store memory|sqlite|postgres|all] [--perf FILE]
#
# --store saves the sessions nowhere (memory, the default), in a SQLite file of a fresh data
# directory, or in a throwaway PostgreSQL cluster (scripts/postgres.sh, installed if needed);
# all runs the same round trip with each of the three, one server after the other, and the
# static route once, in one table: the cost of durability side by side.
#
# --perf records the server with `perf record -g` during each round trip (not the static route)
# into FILE (FILE.STORE with several stores), for `perf report -i FILE`: where a round trip's
# time goes.
#
# --demo runs an already built demo binary (for example another checkout's, to compare two
# versions one after the other); by default the working tree's demo is built in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."
sessions=1000 connections=64 seconds=15 demo="" store=memory perf_out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sessions) sessions=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --demo) demo=$2; shift 2 ;;
    --store) store=$2; shift 2 ;;
    --perf) perf_out=$2; shift 2 ;;
    *) echo "usage: $0 [--sessions N] [--connections C] [--seconds S] [--demo PATH] [--store memory|sqlite|postgres|all] [--perf FILE]" >&2; exit 2 ;;
  esac
done
case "$store" in
  memory | sqlite | postgres) stores=("$store") ;;
  all) stores=(memory sqlite postgres) ;;
  *) echo "web-roundtrip: --store is memory, sqlite, postgres or all, not '$store'" >&2; exit 2 ;;
esac

command -v wrk >/dev/null 2>&1 || {
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq wrk >/dev/null; else sudo apt-get install -y -qq wrk >/dev/null; fi
}
if [ -z "$demo" ]; then
  swift build -c release --package-path Demo --product demo --scratch-path Demo/.build-release \
    2>&1 | tail -n 1
  demo="$(swift build -c release --package-path Demo --product demo \
    --scratch-path Demo/.build-release --show-bin-path)/demo"
fi

work=$(mktemp -d)
pid="" pg_dir=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  if [ -n "$pg_dir" ]; then scripts/postgres.sh stop "$pg_dir" >/dev/null 2>&1 || true; rm -rf "$pg_dir"; fi
  rm -rf "$work"
}
trap cleanup EXIT

# A throwaway PostgreSQL cluster (scripts/postgres.sh), started once, for --store postgres.
start_postgres() {
  [ -z "$pg_dir" ] || return 0
  pg_dir=$(mktemp -d /tmp/web-roundtrip-pg.XXXXXX)
  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  pg_url=$(scripts/postgres.sh start "$pg_dir" "$port" 2>"$work/postgres.log" | tail -n 1) ||
    { cat "$work/postgres.log" >&2; exit 1; }
}

# The flags of the demo for one store: a fresh data directory for SQLite.
store_flags() {
  case "$1" in
    memory) echo "--sessions memory" ;;
    sqlite) echo "--sessions sqlite --data-dir $work/sqlite-$RANDOM" ;;
    postgres) echo "--sessions postgres --database-url $pg_url" ;;
  esac
}

# Starts the demo with a store's flags and sets url.
start_demo() {
  local flags
  [ "$1" != postgres ] || start_postgres
  flags=$(store_flags "$1")
  # shellcheck disable=SC2086 # the flags are words without spaces
  "$demo" --port 0 --log-level error --max-sessions $((sessions * 2)) $flags >"$work/out" &
  pid=$!
  for _ in $(seq 1 100); do grep -q "^Serving" "$work/out" && break; sleep 0.1; done
  url=$(sed -n 's/^Serving the demo apps at \(.*\)\/$/\1/p' "$work/out")
  [ -n "$url" ] || { echo "web-roundtrip: the demo did not start within 10 s" >&2; exit 1; }
}

stop_demo() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=""
}

# Opens the sessions: each gets its cookie, its CSRF token and the Pages app's first screen.
open_sessions() {
python3 - "$url" "$sessions" "$work/sessions.lua" <<'PY'
import http.client, re, sys, urllib.parse
url, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
host = urllib.parse.urlparse(url)
conn = http.client.HTTPConnection(host.hostname, host.port)
rows = []
for _ in range(count):
    conn.request("GET", "/pages")
    first = conn.getresponse(); first.read()
    cookie = first.getheader("Set-Cookie").split(";")[0]
    conn.request("GET", first.getheader("Location"), headers={"Cookie": cookie})
    page = conn.getresponse().read().decode()
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    screen = re.search(r'name="_screen" value="(\d+)"', page).group(1)
    rows.append(f'{{cookie="{cookie}", csrf="{csrf}", screen="{screen}", action="next"}}')
with open(out, "w") as f:
    f.write("return {\n" + ",\n".join(rows) + "\n}\n")
PY
}

# One connection per wrk thread, so each thread's requests and responses alternate and it can
# keep its sessions' state: post the action, then get the page the 303 names.
cat >"$work/roundtrip.lua" <<LUA
local all = dofile("$work/sessions.lua")
local threads, counter = {}, 0
function setup(thread)
  thread:set("index", counter)
  counter = counter + 1
  table.insert(threads, thread)
end
function init(args)
  mine = {}
  for i, s in ipairs(all) do
    if (i - 1) % $connections == index then table.insert(mine, s) end
  end
  turn, posting, location = 1, true, nil
end
function request()
  local s = mine[turn]
  if posting then
    local body = "_csrf=" .. s.csrf .. "&_screen=" .. s.screen .. "&_action=" .. s.action
    return wrk.format("POST", "/_/action", {
      ["Cookie"] = s.cookie, ["Content-Type"] = "application/x-www-form-urlencoded"
    }, body)
  end
  return wrk.format("GET", location, {["Cookie"] = s.cookie})
end
function response(status, headers, body)
  local s = mine[turn]
  if posting then
    if status ~= 303 then errors_seen = (errors_seen or 0) + 1 end
    location = headers["Location"] or "/"
    posting = false
    return
  end
  s.screen = string.match(body, 'name="_screen" value="(%d+)"') or s.screen
  s.action = string.find(body, 'value="next"', 1, true) and "next" or "back-to-first"
  posting = true
  turn = turn % #mine + 1
end
LUA

# perf record of the server for one round trip run, when --perf is given.
perf_pid=""
start_perf() {
  [ -n "$perf_out" ] || return 0
  command -v perf >/dev/null 2>&1 || { echo "web-roundtrip: --perf needs perf (linux-perf)" >&2; exit 1; }
  local file=$perf_out
  [ ${#stores[@]} -eq 1 ] || file="$perf_out.$1"
  perf record -g -o "$file" -p "$pid" >"$work/perf.log" 2>&1 &
  perf_pid=$!
}
stop_perf() {
  [ -n "$perf_pid" ] || return 0
  kill -INT "$perf_pid" 2>/dev/null || true
  wait "$perf_pid" 2>/dev/null || true
  perf_pid=""
}

run() { wrk -t "$connections" -c "$connections" -d "${seconds}s" --latency "$@" 2>&1; }
echo "web-roundtrip: $sessions sessions, $connections connections, ${seconds} s each; $(nproc) cores"
# The static route once, on the first store's server; then the round trip with each store, on
# a server of its own with fresh sessions.
results=()
for store in "${stores[@]}"; do
  start_demo "$store"
  if [ ${#results[@]} -eq 0 ]; then
    results+=("static route (GET /_/health)" "$(run "$url/_/health")")
  fi
  open_sessions
  start_perf "$store"
  results+=("round trip, $store store" "$(run -s "$work/roundtrip.lua" "$url/")")
  stop_perf
  stop_demo
done
python3 - "${results[@]}" <<'PY'
import re, sys
def figures(text):
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    def ms(label):
        m = re.search(label + r"\s+([\d.]+)(us|ms|s)\b", text)
        value, unit = float(m.group(1)), m.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    errors = re.search(r"Socket errors: (.*)", text)
    return rps, ms("50%"), ms("99%"), int(non2xx.group(1)) if non2xx else 0, errors.group(1) if errors else "none"
rows = [(sys.argv[i], figures(sys.argv[i + 1])) for i in range(1, len(sys.argv), 2)]
static = rows[0][1][0]
print(f"{'':32}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}{'% static':>10}  non-2xx/3xx  socket errors")
for label, (rps, p50, p99, non2xx, errors) in rows:
    print(f"{label:32}{rps:>10,.0f}{p50:>10.2f}{p99:>10.2f}{100 * rps / static:>9.1f}%  {non2xx:>11}  {errors}")
print("a round trip is two requests (POST → 303, GET of the page): round trips/s = req/s ÷ 2")
PY
