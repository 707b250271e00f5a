#!/usr/bin/env bash
# The web host's navigation round trip under load, beside its static route, in one run:
# sessions of the Pages app post an action (303) and get the page it leads to, over and over
# (first → second → third → first), spread over SESSIONS sessions and CONNECTIONS connections
# (wrk on loopback, release build). Prints requests/s, p50 and p99 for both, and their ratio.
# Asserts nothing; not part of scripts/test.sh (a release build of the demo takes minutes).
#
#   scripts/web-roundtrip.sh [--sessions N] [--connections C] [--seconds S] [--demo PATH]
#
# --demo runs an already built demo binary (for example another checkout's, to compare two
# versions one after the other); by default the working tree's demo is built in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."
sessions=1000 connections=64 seconds=15 demo=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sessions) sessions=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --demo) demo=$2; shift 2 ;;
    *) echo "usage: $0 [--sessions N] [--connections C] [--seconds S] [--demo PATH]" >&2; exit 2 ;;
  esac
done

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
"$demo" --port 0 --log-level error --max-sessions $((sessions * 2)) >"$work/out" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do grep -q "^Serving" "$work/out" && break; sleep 0.1; done
url=$(sed -n 's/^Serving the demo apps at \(.*\)\/$/\1/p' "$work/out")
[ -n "$url" ] || { echo "web-roundtrip: the demo did not start within 10 s" >&2; exit 1; }

# Open the sessions: each gets its cookie, its CSRF token and the Pages app's first screen.
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

run() { wrk -t "$connections" -c "$connections" -d "${seconds}s" --latency "$@" 2>&1; }
echo "web-roundtrip: $sessions sessions, $connections connections, ${seconds} s each; $(nproc) cores"
static=$(run "$url/_/health")
roundtrip=$(run -s "$work/roundtrip.lua" "$url/")
python3 - "$static" "$roundtrip" <<'PY'
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
s, r = figures(sys.argv[1]), figures(sys.argv[2])
print(f"{'':34}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}  non-2xx/3xx  socket errors")
print(f"{'static route (GET /_/health)':34}{s[0]:>10,.0f}{s[1]:>10.2f}{s[2]:>10.2f}  {s[3]:>11}  {s[4]}")
print(f"{'round trip (POST → 303 → GET)':34}{r[0]:>10,.0f}{r[1]:>10.2f}{r[2]:>10.2f}  {r[3]:>11}  {r[4]}")
print(f"round trips/s: {r[0] / 2:,.0f}; round-trip requests/s are {100 * r[0] / s[0]:.1f}% of the static route's")
PY
