#!/usr/bin/env python3
"""The load check of the demo: wrk over thousands of sessions, a live-session cap well
below them, and every session checked to show its own state; stdlib only (and wrk).

Run by scripts/load.sh, which builds the demo and installs wrk:

  load.py --demo PATH [--seconds S] [--sessions N] [--max-sessions CAP] [--connections C]
          [--store sqlite|memory] [--per-session-kib K] [--seed SEED]
          [--canary evict-nothing|foreign-page]

The server runs with --max-sessions CAP (a fifth of the sessions by default). N sessions are
started first, a third each on the signup form (posted once with the session's marker "u<i>"),
on the Pages app and on the Movies app (each with two movies of its own). Then wrk (its script
is scripts/load.lua) sends GETs and POSTs spread at random over all of them for S seconds while
a checker thread probes random sessions, and afterwards every session is probed once: a POST
with a valid CSRF token and _screen=0 changes nothing and answers 409 with the session's page
(403 once the session ended). The server's resident memory is read every second.

Checks, each counted: no socket error; no 5xx; no status but the expected ones (200 for GETs,
303 for POSTs; and, with the memory store, 403 for the POSTs of sessions the cap ended); the
sessions (SQLite: none started anew, none ended, and the cap dropped sessions that came back
from the store: the demo prints, as it stops, how many records it loaded from the store, at
least N - CAP; memory: the cap ended some and at most CAP are live at the end); each of wrk's
answers is the sending session's (its CSRF token, a signup form its marker, a page of the
Pages app the page asked for, a 303 to its own form without a new session); every probe shows
its own session (its CSRF token, its app, its marker or its movies); resident memory within a
bound from the cap; memory flat over the second half of the run. The last line is "load: N
passed, M failed".

--canary NAME runs the demo (a debug build) with that fault injected on purpose and succeeds
only if the check that must catch it fails: evict-nothing (the cap ignored) "sessions",
foreign-page (a request served in another session) "wrk's answers are the sender's"; it
prints "canary NAME: caught by load check 'CHECK' (DETAIL)" last.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

from demo_http import (Page, Server, Tally, connect, die_with_parent, exchange, open_session,
                       open_signup, probe_form, signup_form, wrk_figures)

SCRIPTS = Path(__file__).resolve().parent
MOVIES = json.loads((SCRIPTS.parent / "Demo/Sources/MoviesApp/Resources/movies.json").read_text())
TITLES = {movie["id"]: movie["title"] for movie in MOVIES}
KINDS = ("signup", "pages", "movies")
FIXED_MIB = 12  # the bound's allowance for what does not grow with sessions (see rss_bound)


class Session:
    """One session of the pool: its cookie, token, app and what its pages must show."""

    def __init__(self, index: int, kind: str, movies: tuple[int, int]) -> None:
        self.index, self.kind, self.movies = index, kind, movies
        self.marker = f"u{index}"
        self.cookie = self.csrf = self.path = self.screen = ""

    def open(self, conn) -> None:
        if self.kind == "signup":
            self.cookie, self.csrf, self.path, page = open_signup(conn)
            self.screen = page.screen
            reply = exchange(conn, "POST", "/_/action", self.cookie,
                             signup_form(self.csrf, self.screen, self.marker))
            assert reply.status == 303, f"the marker's POST: {reply.status}"
        else:
            self.cookie, self.csrf, self.path, _ = open_session(conn, f"/{self.kind}")

    def lua(self) -> str:
        return (f'{{kind="{self.kind}", cookie="{self.cookie}", csrf="{self.csrf}", '
                f'screen="{self.screen}", marker="{self.marker}", path="{self.path}", '
                f'movies={{{self.movies[0]}, {self.movies[1]}}}}}')

    def problem(self, page: Page) -> str | None:
        """Why a page is not this session's (None when it is)."""
        # A movie's detail has no form, so no token: its title says whose movie it is.
        if page.csrf != self.csrf and not (self.kind == "movies" and page.csrf is None):
            return f"the CSRF token of another session ({page.csrf})"
        if self.kind == "signup":
            name = page.name or ""
            if page.title != "Sign up" or not (name == self.marker
                                               or name.startswith(self.marker + "-")):
                return f"{page} instead of its signup form with {self.marker}"
        elif self.kind == "pages" and page.title not in ("First", "Second", "Third"):
            return f"{page} instead of a page of the Pages app"
        elif self.kind == "movies" and page.title not in (
                "Movies", TITLES[self.movies[0]], TITLES[self.movies[1]]):
            return f"{page} instead of the list or {self.movies}"
        return None


class Memory:
    """The server's resident memory (VmRSS, KiB), read every second in a thread."""

    def __init__(self, pid: int) -> None:
        self.pid, self.samples, self.phase = pid, [], "start"
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def read(self) -> int:
        with open(f"/proc/{self.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                self.samples.append((time.monotonic(), self.phase, self.read()))
            except (OSError, StopIteration):
                return
            self.stop.wait(1.0)

    def mark(self, phase: str) -> int:
        """Reads the memory now, as the first sample of a new phase; returns it."""
        self.phase = phase
        kib = self.read()
        self.samples.append((time.monotonic(), phase, kib))
        return kib

    def during(self, phase: str) -> list[tuple[float, int]]:
        return [(t, kib) for t, p, kib in self.samples if p == phase]


def each_session(port: int, pool: list[Session], tally: Tally, step, what: str) -> None:
    """Runs step(conn, session) for every session, four threads on a connection each; a
    transport error or a failed assertion fails that session's step."""
    def worker(part: list[Session]) -> None:
        conn = connect(port)
        for s in part:
            try:
                step(conn, s)
            except (OSError, AssertionError, http.client.HTTPException) as error:
                tally.fail(what, f"session {s.index} ({s.kind}): {error!r}")
        conn.close()
    threads = [threading.Thread(target=worker, args=(pool[k::4],)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def open_pool(port: int, count: int, rng: random.Random, tally: Tally) -> list[Session]:
    """Starts the sessions; returns those that started."""
    pool = [Session(i, KINDS[i % 3], tuple(rng.sample(sorted(TITLES), 2))) for i in range(count)]
    each_session(port, pool, tally, lambda conn, s: s.open(conn), "setup")
    return [s for s in pool if s.csrf]


def probe(conn, s: Session, tally: Tally, when: str) -> None:
    """One probe of one session: its own page (409), or ended (403)."""
    reply = exchange(conn, "POST", "/_/action", s.cookie, probe_form(s.csrf))
    tally.add(f"probes {when}")
    if reply.status == 403:
        tally.add(f"ended {when}")
        return
    if reply.status >= 500:
        tally.add("probe 5xx")
    if reply.status != 409:
        tally.fail("probe status", f"{when}: session {s.index} ({s.kind}) answered {reply.status}")
        return
    tally.add(f"live {when}")
    problem = s.problem(Page(reply.body))
    if problem:
        tally.fail("foreign state", f"{when}: session {s.index} ({s.kind}) shows {problem}")


def check_during(port: int, pool: list[Session], tally: Tally, stop: threading.Event,
                 rng: random.Random) -> None:
    conn = connect(port)
    while not stop.is_set():
        try:
            probe(conn, rng.choice(pool), tally, "during")
        except (OSError, http.client.HTTPException) as error:
            tally.fail("probe transport", f"during: {error!r}")
        stop.wait(0.01)
    conn.close()


def run_wrk(port: int, work: str, pool: list[Session], args, tally: Tally,
            rng: random.Random, memory: Memory) -> str:
    path = os.path.join(work, "pool.lua")
    with open(path, "w") as f:
        f.write("return {\n" + ",\n".join(s.lua() for s in pool) + "\n}\n")
    stop = threading.Event()
    checker = threading.Thread(target=check_during,
                               args=(port, pool, tally, stop, random.Random(rng.random())))
    memory.mark("run")
    wrk = subprocess.Popen(
        # One connection a thread: each thread's answers come in the order of its requests,
        # so load.lua checks each answer against the session that sent the request.
        ["wrk", "-t", str(args.connections), "-c", str(args.connections), "-d",
         f"{args.seconds}s", "--latency",
         "--timeout", "10s",
         "-s", str(SCRIPTS / "load.lua"), f"http://127.0.0.1:{port}/", "--", path],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=die_with_parent)
    checker.start()
    try:
        output = wrk.communicate(timeout=args.seconds + 120)[0]
        memory.mark("run")  # the end of the run
    finally:
        memory.phase = "after"
        stop.set()
        checker.join()
        if wrk.poll() is None:
            wrk.kill()
    return output


def rss_bound(start: int, cap: int, per_session_kib: float) -> int:
    """The most resident memory the server may reach with the cap, in KiB: what it had before
    any session, plus twice the cap's sessions at the measured cost each (a live session's
    state, its saved record in flight and the allocator's slack for it), plus FIXED_MIB for
    what does not grow with sessions (wrk's connections and their buffers, SQLite's page
    cache, the runtime's thread caches). Measured on the release build with 5,000 sessions: a
    cap of 1,000 reached start + 16.9 MiB (bound: + 26.3), a server keeping all 5,000 live
    start + 33.8 MiB."""
    return start + int(2 * cap * per_session_kib) + FIXED_MIB * 1024


def flatness(samples: list[tuple[float, int]]) -> tuple[float, float]:
    """The growth over the second half of the run (KiB, from a least-squares line through its
    samples) and that half's length in seconds."""
    half = samples[len(samples) // 2:]
    if len(half) < 3:
        return 0.0, 0.0
    ts = [t for t, _ in half]
    mean_t, mean_k = sum(ts) / len(ts), sum(k for _, k in half) / len(half)
    cov = sum((t - mean_t) * (k - mean_k) for t, k in half)
    var = sum((t - mean_t) ** 2 for t in ts)
    return (cov / var if var else 0.0) * (ts[-1] - ts[0]), ts[-1] - ts[0]


def check_statuses(f: dict[str, float], store: str, connections: int) -> tuple[bool, str]:
    """Every status is expected: 200 for GETs, 303 for POSTs, and with the memory store 403
    for POSTs of ended sessions; as many answered as sent, but for those still in flight."""
    statuses = {int(k): int(v) for k, v in f.items() if k.isdigit()}
    expected = {200, 303} | ({403} if store == "memory" else set())
    unexpected = {k: v for k, v in statuses.items() if k not in expected}
    gets, posts = int(f.get("get", 0)), int(f.get("post", 0))
    posts_answered = statuses.get(303, 0) + statuses.get(403, 0)
    in_flight = (gets - statuses.get(200, 0)) + (posts - posts_answered)
    # One request in flight a connection when wrk stops, and one more that wrk's first thread
    # builds, and never sends, to check the script.
    ok = (not unexpected and gets > 0 and posts > 0 and 0 <= gets - statuses.get(200, 0)
          and 0 <= posts - posts_answered and in_flight <= connections + 1)
    return ok, (f"expected {sorted(expected)}; unexpected {unexpected or 'none'}; GETs sent "
                f"{gets:,}, answered 200 {statuses.get(200, 0):,}; POSTs sent {posts:,}, "
                f"answered 303/403 {posts_answered:,} ({in_flight} in flight at the end)")


def check_sessions(f: dict[str, float], tally: Tally, store: str, sessions: int, started: int,
                   cap: int, loads: int | None) -> tuple[bool, str]:
    fresh, ended = int(f.get("setcookie", 0)), tally["ended during"] + tally["ended after"]
    live_after = tally["live after"]
    text = (f"{started:,} of {sessions:,} started; new sessions issued under wrk {fresh:,}; "
            f"probes found {ended:,} ended, {live_after:,} live after the run (cap {cap:,})")
    if store == "sqlite":
        # Dropped from memory by the cap, a session is loaded again from the store: none ends.
        # And the cap must drop some: at most CAP sessions are live when the probes after the
        # run begin, so each of the others is loaded again from the store by its probe.
        least = max(0, started - cap)
        text += (f"; records loaded again from the store {loads:,} (at least {least:,} "
                 "expected, the sessions beyond the cap)" if loads is not None else
                 "; the demo printed no count of records loaded from the store")
        return (started == sessions and fresh == 0 and ended == 0 and loads is not None
                and loads >= least), text
    # Without a store the cap ends sessions; at most the cap's worth are live at the end.
    exercised = sessions <= cap or tally["ended after"] > 0
    return started == sessions and exercised and live_after <= cap, text


def evaluate(f, tally, args, started, memory, rss0, loads) -> list[tuple[str, bool, str]]:
    checks = []
    checks.append(("socket errors", f["socket errors"] == 0 and f["rps"] > 0,
                   f"{int(f['socket errors'])} (connect, read, write, timeout)"
                   + ("" if f["rps"] > 0 else "; wrk printed no figures")))
    server_errors = sum(int(v) for k, v in f.items() if k.isdigit() and int(k) >= 500)
    probe_5xx = tally["probe 5xx"]
    checks.append(("no 5xx", server_errors + probe_5xx == 0,
                   f"{server_errors} from wrk, {probe_5xx} from the probes"))
    ok, text = check_statuses(f, args.store, args.connections)
    ok = ok and tally["probe status"] == 0 and tally["probe transport"] == 0
    checks.append(("statuses", ok, text + f"; probes other than 409/403: {tally['probe status']}"))
    checks.append(("sessions",) + check_sessions(f, tally, args.store, args.sessions, started,
                                                 args.max_sessions, loads))
    checks.append(("wrk's answers are the sender's", f.get("checked", 0) > 0
                   and f.get("redirects", 0) > 0 and f.get("foreign", 1) == 0
                   and f.get("misplaced", 1) == 0,
                   f"{int(f.get('checked', 0)):,} pages with a form and "
                   f"{int(f.get('redirects', 0)):,} redirects checked against the session that "
                   f"sent the request: {int(f.get('foreign', 0))} pages with another session's "
                   f"token, marker or page, {int(f.get('misplaced', 0))} redirects elsewhere "
                   "or starting a session"))
    # Without a store, the cap may have ended every session by the time it is probed.
    probed = tally["live during"] + tally["live after"] if args.store == "sqlite" else \
        tally["probes during"] + tally["probes after"]
    checks.append(("each session its own state", probed > 0 and tally["foreign state"] == 0,
                   f"{tally['probes during']:,} probes during the run, {tally['probes after']:,} "
                   f"after ({tally['live during'] + tally['live after']:,} live); "
                   f"{tally['foreign state']} showed another session's state"))
    peak = max(kib for _, _, kib in memory.samples)
    bound = rss_bound(rss0, args.max_sessions, args.per_session_kib)
    uncapped = rss0 + int(args.sessions * args.per_session_kib)
    checks.append(("memory within the cap's bound", peak <= bound,
                   f"max {mib(peak)}, bound {mib(bound)} (start + 2 x {args.max_sessions:,} x "
                   f"{args.per_session_kib} KiB + {FIXED_MIB} MiB; all {args.sessions:,} "
                   f"sessions live would need about {mib(uncapped)}"
                   + ("; at this size the bound is above that, so it only catches gross growth)"
                      if bound >= uncapped else ")")))
    growth, span = flatness(memory.during("run"))
    limit = max(2048.0, args.max_sessions * args.per_session_kib / 4)
    checks.append(("memory flat over the second half", span > 0 and growth <= limit,
                   f"{growth:+,.0f} KiB over {span:.0f} s (limit {limit:,.0f} KiB)"))
    return checks


def mib(kib: float) -> str:
    return f"{kib / 1024:.1f} MiB"


def report(f, tally, args, started, memory, rss0, kinds: dict[str, int],
           loads: int | None) -> list[tuple[str, bool, str]]:
    """Prints the figures and the checks; returns the checks, (name, passed, detail)."""
    run = memory.during("run")
    statuses = " ".join(f"{k}={int(v):,}" for k, v in sorted(f.items()) if k.isdigit())
    rows = [
        ("sessions", f"{started:,} ({', '.join(f'{n:,} {k}' for k, n in kinds.items())}); "
                     f"--max-sessions {args.max_sessions:,}; {args.store} store"),
        ("wrk", f"{args.seconds} s, {args.connections} threads of one connection each"),
        ("requests/s", f"{f['rps']:,.0f}"),
        ("latency p50 / p99", f"{f.get('p50 ms', 0):.2f} ms / {f.get('p99 ms', 0):.2f} ms"),
        ("requests sent", f"GET {int(f.get('get', 0)):,}, POST {int(f.get('post', 0)):,}"),
        ("statuses", statuses or "none"),
        ("socket errors", f"{int(f['socket errors'])}"),
        ("new sessions under wrk", f"{int(f.get('setcookie', 0)):,}"),
        ("probes", f"during {tally['probes during']:,} ({tally['ended during']:,} ended), "
                   f"after {tally['probes after']:,} ({tally['ended after']:,} ended)"),
        ("loaded from the store", "not counted" if loads is None else f"{loads:,} records"),
        ("RSS", f"start {mib(rss0)}, after setup {mib(run[0][1] if run else 0)}, "
                f"max {mib(max(k for _, _, k in memory.samples))}, "
                f"end of run {mib(run[-1][1] if run else 0)}, "
                f"after the probes {mib(memory.samples[-1][2])}"),
    ]
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"  {name:<{width}}  {value}")
    checks = evaluate(f, tally, args, started, memory, rss0, loads)
    for name, ok, detail in checks:
        print(f"{'ok' if ok else 'FAILED'}: {name}: {detail}")
    for failure in tally.failures[:20]:
        print(f"  {failure}")
    passed = sum(1 for _, ok, _ in checks if ok)
    print(f"load: {passed} passed, {len(checks) - passed} failed")
    return checks


# The canaries: each fault (demo --fault NAME, debug builds) and the check that must catch it.
CANARIES = {
    "evict-nothing": "sessions",
    "foreign-page": "wrk's answers are the sender's",
}


def canary_verdict(fault: str, checks: list[tuple[str, bool, str]]) -> bool:
    """Prints whether the check that must catch the fault failed; returns it."""
    expected = CANARIES[fault]
    failed = {name: detail for name, ok, detail in checks if not ok}
    if expected in failed:
        print(f"canary {fault}: caught by load check {expected!r} ({failed[expected]})")
        return True
    print(f"canary {fault}: NOT caught by load check {expected!r} (it passed; failed: "
          f"{', '.join(failed) or 'none'})")
    return False


def store_loads(last_words: str) -> int | None:
    """The count of session records loaded from the store the demo printed as it stopped."""
    match = re.search(r"session records loaded from the store: (\d+)", last_words)
    return int(match.group(1)) if match else None


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--demo", required=True)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--sessions", type=int, default=5000)
    parser.add_argument("--max-sessions", type=int, default=None)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--store", choices=("sqlite", "memory"), default="sqlite")
    parser.add_argument("--per-session-kib", type=float, default=7.3)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--canary", choices=sorted(CANARIES), default=None,
                        help="runs the check against a demo with this fault (a debug build) and "
                             "succeeds only if the check that must catch it fails")
    args = parser.parse_args()
    args.max_sessions = args.max_sessions or max(1, args.sessions // 5)
    return args


def main() -> int:
    args = parse_arguments()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    rng = random.Random(seed)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    work = tempfile.mkdtemp(prefix="load-")
    server = Server(args.demo, ["--sessions", args.store, "--data-dir", os.path.join(work, "data"),
                                "--max-sessions", str(args.max_sessions)]
                    + (["--fault", args.canary] if args.canary else []),
                    os.path.join(work, "server.log"), "demo")
    ok, memory = False, Memory(server.process.pid)
    try:
        rss0 = memory.mark("start")
        print(f"load: the demo on 127.0.0.1:{server.port} ({args.store} store, --max-sessions "
              f"{args.max_sessions}); starting {args.sessions} sessions (seed {seed})"
              + (f", fault {args.canary}" if args.canary else ""))
        tally = Tally()
        memory.mark("setup")
        pool = open_pool(server.port, args.sessions, rng, tally)
        kinds = {k: sum(1 for s in pool if s.kind == k) for k in KINDS}
        print(f"load: wrk for {args.seconds} s over them, probes meanwhile and after")
        output = run_wrk(server.port, work, pool, args, tally, rng, memory)
        each_session(server.port, pool, tally, lambda conn, s: probe(conn, s, tally, "after"),
                     "probe transport")
        memory.mark("after")
        memory.stop.set()
        loads = store_loads(server.last_words())
        f = wrk_figures(output)
        if "get" not in f:
            print(output)
        checks = report(f, tally, args, len(pool), memory, rss0, kinds, loads)
        ok = all(passed for _, passed, _ in checks)
        if args.canary:
            ok = canary_verdict(args.canary, checks)
    finally:
        memory.stop.set()
        server.stop()
        if ok or args.canary:  # a canary's failures are expected: nothing to look at
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"load: the server's log and the pool are kept in {work}")
    return 0 if ok else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception:  # noqa: BLE001 - the server did not start, a transport error in setup
        traceback.print_exc()
        print("load: 0 passed, 1 failed")
        sys.exit(1)
