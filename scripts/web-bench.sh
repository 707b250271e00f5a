#!/usr/bin/env bash
# Figures for the web host, on a release build of the demo: how fast sessions start, how much
# memory a session holds, that the session cap bounds memory, how many live sessions fit in
# 1 GiB, and page throughput for one session (wrk). Prints figures; asserts nothing. Not part
# of scripts/test.sh.
#
#   scripts/web-bench.sh [SESSIONS] [STORE]   default 2000 sessions, with the live cap
#                                             (--max-sessions) at half of that; STORE is
#                                             sqlite (the demo's default, in a temporary
#                                             --data-dir) or memory
#
# With sqlite, a session dropped from memory by the cap is still in the store: the script
# checks that the first session, long dropped, is loaded again rather than started anew.
set -euo pipefail
cd "$(dirname "$0")/.."
sessions=${1:-2000}
store=${2:-sqlite}
cap=$((sessions / 2))
case "$store" in
  sqlite | memory) ;;
  *) echo "usage: $0 [SESSIONS] [sqlite|memory]" >&2; exit 2 ;;
esac

command -v wrk >/dev/null 2>&1 || {
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq wrk >/dev/null; else sudo apt-get install -y -qq wrk >/dev/null; fi
}
swift build -c release --package-path Demo --product demo --scratch-path Demo/.build-release \
  2>&1 | tail -n 1
demo="$(swift build -c release --package-path Demo --product demo \
  --scratch-path Demo/.build-release --show-bin-path)/demo"

work=$(mktemp -d)
out="$work/out"
"$demo" --port 0 --log-level error --max-sessions "$cap" --sessions "$store" \
  --data-dir "$work/data" >"$out" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
echo "store: $store$([ "$store" = sqlite ] && echo " (in a temporary --data-dir)"); live cap" \
  "--max-sessions $cap"
for _ in $(seq 1 100); do grep -q "^Serving" "$out" && break; sleep 0.1; done
url=$(sed -n 's/^Serving the demo apps at \(.*\)\/$/\1/p' "$out")
[ -n "$url" ] || { echo "web-bench: the demo did not start within 10 s" >&2; exit 1; }

python3 - "$url" "$pid" "$sessions" "$cap" "$store" <<'PY'
import http.client, sys, time, urllib.parse
url, pid, sessions, cap, store = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
host = urllib.parse.urlparse(url)
def rss():
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
def new_session(conn, path="/movies/9"):
    conn.request("GET", path)
    response = conn.getresponse()
    response.read()
    return response.getheader("Set-Cookie")
conn = http.client.HTTPConnection(host.hostname, host.port)
first = new_session(conn).split(";")[0]
base = rss()
start = time.perf_counter()
for _ in range(cap):
    new_session(conn)
elapsed = time.perf_counter() - start
at_cap = rss()
print(f"sessions: {cap} started in {elapsed:.2f} s ({cap / elapsed:,.0f}/s, each a deep link "
      f"to a movie's detail)")
print(f"memory: {base:,} KiB after one session, {at_cap:,} KiB after {cap} "
      f"(~{(at_cap - base) / cap:.1f} KiB per session)")
per_session = (at_cap - base) / cap
print(f"live sessions within 1 GiB of memory: ~{1024 * 1024 / per_session:,.0f} "
      f"(at ~{per_session:.1f} KiB each; set --max-sessions to that)")
for _ in range(sessions - cap):
    new_session(conn)
print(f"memory with the cap of {cap} and {sessions} sessions started: {rss():,} KiB")
conn.request("GET", "/movies/9", headers={"Cookie": first})
response = conn.getresponse()
response.read()
fresh = response.getheader("Set-Cookie") is not None
if store == "sqlite":
    print("the first session, dropped from memory by the cap: "
          + ("started anew (NOT loaded from the store)" if fresh else "loaded again from the store"))
else:
    print("the first session, dropped from memory by the cap: "
          + ("ended, as without a store it must" if fresh else "still live (?)"))
PY

cookie=$(curl -s -o /dev/null -D - "$url/movies/9" | sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\);.*/\1/p')
page=$(curl -s -o /dev/null -w '%{redirect_url}' -H "Cookie: $cookie" "$url/movies/9")
echo "throughput: GET of one session's page ($page), 2 threads, 16 connections, 10 s"
wrk -t2 -c16 -d10s -H "Cookie: $cookie" "$page" | sed -n 's/^ *\(Latency\|Requests\/sec\).*/&/p'
