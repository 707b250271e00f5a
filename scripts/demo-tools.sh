# shellcheck shell=bash
# Shell functions shared by scripts/durability.sh and scripts/load.sh, which source this file
# from the repository's root:
#
#   need_wrk NAME              installs wrk from Debian's packages when it is missing
#   demo_binary NAME CI DEMO   sets demo to DEMO when given, else builds the demo and sets demo
#                              to its executable: the debug build when CI is non-empty (in
#                              WEB_SCRATCH_PATH when set, as scripts/test.sh sets it, where the
#                              apps stage and scripts/e2e.sh already made it; else in
#                              Demo/.build), else the release build in Demo/.build-release
#
# NAME prefixes what they print ("== NAME: ...").

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

need_wrk() {
  command -v wrk >/dev/null 2>&1 && return 0
  echo "== $1: installing wrk (apt-get)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null 2>&1 || {
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  }
}

demo_binary() {
  demo=$3
  if [ -z "$demo" ]; then
    local build
    if [ -n "$2" ]; then
      build=(--package-path Demo --product demo)
      [ -z "${WEB_SCRATCH_PATH:-}" ] || build+=(--scratch-path "$WEB_SCRATCH_PATH")
      echo "== $1: the demo, debug build (swift build ${build[*]})"
    else
      build=(-c release --package-path Demo --product demo --scratch-path Demo/.build-release)
      echo "== $1: the demo, release build (swift build ${build[*]})"
    fi
    swift build "${build[@]}" 2>&1 | tail -n 1
    demo="$(swift build "${build[@]}" --show-bin-path)/demo"
  fi
  [ -x "$demo" ] || { echo "$1: no executable at $demo" >&2; return 1; }
}
