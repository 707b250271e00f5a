#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests (PostgresSessionStore), from Debian's packages:
#
#   scripts/postgres.sh install          installs the server (apt-get install postgresql) if it
#                                        is missing; does nothing when it is there
#   scripts/postgres.sh start DIR PORT [--until-exit PID]
#                                        installs if needed, creates a new cluster in DIR (which
#                                        must be empty or missing), starts it on 127.0.0.1:PORT
#                                        only (PORT 0: a free port), with its Unix socket in DIR,
#                                        creates a user and a database, and prints their URL as
#                                        its last line:
#                                        postgres://coordination:PASSWORD@127.0.0.1:PORT/coordination?sslmode=disable
#                                        With --until-exit, a watcher in the background stops the
#                                        server and removes DIR once process PID has ended,
#                                        however it ended (a test process that starts its own
#                                        server passes its own PID)
#   scripts/postgres.sh stop DIR         stops the server of DIR (fast shutdown); DIR stays
#
# As root (CI, a fresh machine), the server runs as the `postgres` system user that the package
# creates, since PostgreSQL refuses to run as root: DIR is made its own, and every folder above
# DIR must let it through (a folder under /tmp does). As another user it runs as that user, and
# installing needs sudo. Messages go to standard error; only the URL goes to standard output.
set -euo pipefail

say() { echo "postgres.sh: $*" >&2; }
die() {
  say "$*"
  exit 1
}

# The newest installed server's bin folder (pg_ctl, initdb, postgres), or nothing.
server_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ] && echo "$dir"
  return 0
}

install_server() {
  [ -n "$(server_bin)" ] && return 0
  say "installing PostgreSQL from Debian's packages"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "not root and no sudo: install the package postgresql"
    sudo=(sudo)
  fi
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq postgresql >&2
  [ -n "$(server_bin)" ] || die "apt-get installed postgresql, but no server is under /usr/lib/postgresql"
}

# Closes every descriptor of this shell but standard input, output and error.
close_inherited_descriptors() {
  local fd
  for fd in /proc/$BASHPID/fd/*; do
    fd=${fd##*/}
    [ "$fd" -le 2 ] || eval "exec $fd>&-"
  done 2>/dev/null
}

# Replaces this shell with a command run as the server's owner.
exec_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    exec runuser -u postgres -- "$@"
  else
    exec "$@"
  fi
}

# Runs a command as the server's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

start_server() {
  local dir=$1 port=$2 bin
  [[ "$port" =~ ^[0-9]+$ ]] || die "PORT must be a number, not '$port'"
  if [ "$port" -eq 0 ]; then
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  fi
  install_server
  bin=$(server_bin)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty: give a new or empty folder"
  if [ "$(id -u)" -eq 0 ]; then
    getent passwd postgres >/dev/null || die "no 'postgres' user to run the server as"
    chown postgres: "$dir"
    runuser -u postgres -- test -w "$dir" ||
      die "the postgres user cannot reach $dir: use a folder under /tmp"
  fi
  chmod 700 "$dir"
  local password
  password=$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')
  as_owner "$bin/initdb" -D "$dir/data" --username=postgres --auth-local=trust \
    --auth-host=scram-sha-256 --no-locale --encoding=UTF8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  # The server inherits no descriptor of ours but the standard ones: a caller that waits for
  # its child's descriptors to close (Foundation's Process does) would wait for the server.
  (
    close_inherited_descriptors
    exec_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300"
  ) >&2 || { cat "$dir/server.log" >&2; die "the server did not start"; }
  as_owner "$bin/psql" -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
    -c "CREATE ROLE coordination LOGIN PASSWORD '$password'" \
    -c "CREATE DATABASE coordination OWNER coordination" >&2
  echo "postgres://coordination:$password@127.0.0.1:$port/coordination?sslmode=disable"
}

stop_server() {
  local dir=$1 bin
  bin=$(server_bin)
  [ -n "$bin" ] || die "no PostgreSQL server is installed"
  [ -f "$dir/data/postmaster.pid" ] || { say "no server runs in $dir"; return 0; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -w -t 60 stop -m fast >&2
}

# Whether process PID is alive: it exists and is not a zombie waiting for its parent.
is_alive() {
  local state
  state=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
  [[ "$state" != Z* ]]
}

# Starts the watcher of DIR's server for process PID (the hidden subcommand `watch`) in a
# session of its own, so that it outlives this script.
watch_owner() {
  local dir=$1 pid=$2
  [[ "$pid" =~ ^[0-9]+$ ]] && is_alive "$pid" || die "no process $pid to watch"
  setsid "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/postgres.sh" watch "$dir" "$pid" \
    </dev/null >/dev/null 2>&1 &
}

# The watcher: closes every descriptor it inherited (a caller that waits for its child's
# descriptors to close, as Foundation's Process does, would otherwise wait for the watcher too),
# then stops the server of DIR and removes DIR once process PID has ended, however it ended.
watch() {
  local dir=$1 pid=$2
  close_inherited_descriptors
  while is_alive "$pid"; do sleep 1; done
  stop_server "$dir" || true
  rm -rf "$dir"
}

case "${1:-}" in
  install) install_server ;;
  start)
    if [ $# -eq 5 ] && [ "$4" = --until-exit ]; then
      start_server "$2" "$3"
      watch_owner "$(cd "$2" && pwd)" "$5"
    else
      [ $# -eq 3 ] || die "usage: scripts/postgres.sh start DIR PORT [--until-exit PID]"
      start_server "$2" "$3"
    fi
    ;;
  stop)
    [ $# -eq 2 ] || die "usage: scripts/postgres.sh stop DIR"
    stop_server "$2"
    ;;
  watch) watch "$2" "$3" ;;
  *) die "usage: scripts/postgres.sh install | start DIR PORT [--until-exit PID] | stop DIR" ;;
esac
