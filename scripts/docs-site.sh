#!/usr/bin/env bash
# The rendered documentation of every product, as one static site served on 127.0.0.1.
#
#   scripts/docs-site.sh                 builds every DocC catalog (scripts/docs.sh), merges them
#                                        into one site and serves it at http://127.0.0.1:8000/
#                                        until interrupted (Ctrl-C)
#   scripts/docs-site.sh --port 8080     the same on another port
#   scripts/docs-site.sh --check         builds and merges, serves the site on a free port, and
#                                        fetches each module's page and its content: ends with
#                                        `docs site: N passed, M failed` (exit 1 on a failure)
#   scripts/docs-site.sh --canary        --check on a site whose Coordination page lost its
#                                        content on purpose: passes only if the check fails on
#                                        that page alone (`docs-site canaries: 1 passed, 0 failed`)
#   --no-build                           with any: use the catalogs the last scripts/docs.sh
#                                        built (scripts/test.sh's docs stage does this)
#
# The catalogs are the library's products (Coordination, CoordinationLinks, CoordinationJourneys,
# CoordinationRendering, CoordinationTesting, the web host's three, the UIKit and SwiftUI
# adapters) and the demo's modules. `docc merge` combines their archives into one, with a
# landing page that lists them; each archive is already laid out for static hosting, so Python's
# own web server serves the result. The site is written to .build/docs-site/.
set -euo pipefail
cd "$(dirname "$0")/.."

port=8000 check=false build=true canary=false
while [ $# -gt 0 ]; do
  case $1 in
    --port)
      [[ "${2:-}" =~ ^[0-9]+$ ]] || { echo "docs-site: --port takes a number" >&2; exit 2; }
      port=$2
      shift 2
      ;;
    --check) check=true; shift ;;
    --canary) check=true canary=true; shift ;;
    --no-build) build=false; shift ;;
    -h | --help) sed -n '2,21p' "$0"; exit 0 ;;
    *) echo "docs-site: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

list=.build/docs/archives.txt
if $build; then
  scripts/docs.sh
fi
[ -s "$list" ] || { echo "docs-site: no catalogs built yet ($list is missing): run without --no-build" >&2; exit 1; }
archives=()
while IFS= read -r archive; do
  [ -d "$archive" ] || { echo "docs-site: $archive is missing: run without --no-build" >&2; exit 1; }
  archives+=("$archive")
done <"$list"

site=.build/docs-site/swift-coordination.doccarchive
rm -rf "$site"
mkdir -p "$(dirname "$site")"
docc merge "${archives[@]}" --synthesized-landing-page-name swift-coordination \
  --synthesized-landing-page-kind Package --output-path "$site" >/dev/null
echo "docs-site: ${#archives[@]} catalogs merged into $site"
if $canary; then rm "$site/data/documentation/coordination.json"; fi

if ! $check; then
  echo "docs-site: serving at http://127.0.0.1:$port/documentation/ (Ctrl-C stops it)"
  exec python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port"
fi

# --check: each module's page (the site's HTML) and its content (DocC's JSON, whose title must
# be the module's name), fetched from the site served on a free port.
status=0
python3 - "$site" "${archives[@]}" <<'PYTHON' | tee .build/docs-site/check.log || status=$?
import functools, http.server, json, os, sys, threading, urllib.request

site, archives = sys.argv[1], sys.argv[2:]
class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

handler = functools.partial(QuietHandler, directory=site)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

def fetch(path):
    with urllib.request.urlopen(base + path, timeout=10) as response:
        return response.status, response.headers.get_content_type(), response.read()

passed = failed = 0
modules = [os.path.basename(a).removesuffix(".doccarchive") for a in archives]
for module in ["documentation"] + modules:
    slug = "" if module == "documentation" else module.lower() + "/"
    try:
        status, kind, page = fetch(f"/documentation/{slug}")
        if status != 200 or kind != "text/html":
            raise ValueError(f"the page answered {status} {kind}")
        data_path = "/data/documentation.json" if not slug else f"/data/documentation/{module.lower()}.json"
        status, kind, data = fetch(data_path)
        title = json.loads(data)["metadata"]["title"]
        expected = "swift-coordination" if not slug else module
        if title != expected:
            raise ValueError(f"its content is titled {title!r}, not {expected!r}")
        passed += 1
        print(f"docs site: /documentation/{slug} shows {title}")
    except Exception as error:  # an HTTP error, a missing page, JSON that is not DocC's
        failed += 1
        print(f"docs site: /documentation/{slug} FAILED: {error}")
server.shutdown()
print(f"docs site: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PYTHON
if $canary; then
  if [ "$status" -ne 0 ] && [ "$(grep -c 'FAILED' .build/docs-site/check.log)" -eq 1 ] \
    && grep -q '^docs site: /documentation/coordination/ FAILED' .build/docs-site/check.log; then
    echo "docs-site canary: the page without its content failed the check, and only it"
    echo "docs-site canaries: 1 passed, 0 failed"
    exit 0
  fi
  echo "docs-site canary: NOT caught as expected"
  echo "docs-site canaries: 0 passed, 1 failed"
  exit 1
fi
exit "$status"
