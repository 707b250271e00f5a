#!/usr/bin/env python3
"""Durability checks of the demo's session stores, driven over HTTP; stdlib only.

Run by scripts/durability.sh, which builds the demo, installs wrk and starts PostgreSQL:

  durability.py kill  --demo PATH --rounds R
      SQLite under a temporary --data-dir: 20 sessions each post a burst of acknowledged
      actions (the signup form's name, "s<session>-n<k>", with an invalid e-mail so the form
      stays and shows it), the server is killed with SIGKILL at a random moment and started
      again on the same directory, and every session must show its last acknowledged name, or
      the one in flight at the kill: never an older one, never another session's, never ended.

  durability.py hosts --demo PATH --database-url URL --seconds S
      Two demo servers sharing one PostgreSQL database. 50 checked clients, each one session
      sent alternately to both servers, half on the signup form (name counter), half on the
      Pages app (next, back-to-first, the back link); every 5th action goes to both servers
      at the same moment: exactly one may be acknowledged (303), the other answers 409. After
      every step a probe must show exactly the client's model. Meanwhile wrk loads each server
      with GETs and POSTs over a pool of other sessions.

  durability.py stale-form --demo PATH
      A reproduction, not run by durability.sh: Pages next, back-to-first, next, a restart, then
      the form loaded before it is posted; it fails while a restored session numbers its
      screens afresh (the ids are not in the saved snapshot), which is also why the hosts
      check sees single actions refused with 409.

The probe: a POST with a valid _csrf and _screen=0 (no such screen) changes nothing and
answers 409 with the session's current page; a session that ended answers 403. Each check
prints its figures and a last line "durability <check>: ok" or "durability <check>: FAILED";
the exit status is non-zero on any failure.
"""

from __future__ import annotations

import argparse
import http.client
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

from demo_http import (Page, Reply, Server, Tally, connect, die_with_parent, exchange,
                       open_session, open_signup, probe_form, signup_form, wrk_figures)


def marker_number(name: str | None, session: int) -> int | None:
    """k of "s<session>-n<k>"; 0 for the empty name of a fresh form; None for anything else."""
    if name == "":
        return 0
    match = re.fullmatch(rf"s{session}-n(\d+)", name or "")
    return int(match.group(1)) if match else None


# --- check a: kill -9 during a burst --------------------------------------------------------

class BurstSession:
    def __init__(self, index: int, cookie: str, csrf: str, screen: str) -> None:
        self.index, self.cookie, self.csrf, self.screen = index, cookie, csrf, screen
        self.acknowledged = 0  # the last k answered 303
        self.in_flight: int | None = None  # the k sent and not answered when the server died
        self.round_acks = 0
        self.unexpected: list[str] = []

    def burst(self, port: int, stop: threading.Event) -> None:
        conn = connect(port)
        k = self.acknowledged
        while not stop.is_set():
            k += 1
            self.in_flight = k
            try:
                reply = exchange(conn, "POST", "/_/action", self.cookie,
                                 signup_form(self.csrf, self.screen, f"s{self.index}-n{k}"))
            except (OSError, http.client.HTTPException):
                return  # the server is gone: k stays in flight
            if reply.status != 303:
                self.unexpected.append(f"n{k}: {reply.status}")
                self.in_flight = None
                return
            self.acknowledged, self.in_flight = k, None
            self.round_acks += 1


def check_kill(demo: str, rounds: int, sessions: int, seed: int,
               fault: str | None = None) -> list[str]:
    """The kill check; returns its failures, each "<kind>: <message>"."""
    rng = random.Random(seed)
    data = tempfile.mkdtemp(prefix="durability-sqlite-")
    log = os.path.join(data, "server.log")
    args = ["--sessions", "sqlite", "--data-dir", data] + (["--fault", fault] if fault else [])
    print(f"kill -9: SQLite in {data}, {sessions} sessions, {rounds} rounds (seed {seed})"
          + (f", fault {fault}" if fault else ""))
    server = Server(demo, args, log, "demo")
    failures: list[str] = []
    try:
        conn = connect(server.port)
        burst = []
        for i in range(sessions):
            cookie, csrf, _, page = open_signup(conn)
            burst.append(BurstSession(i, cookie, csrf, page.screen))
        conn.close()
        total_acks = 0
        for round_number in range(1, rounds + 1):
            server, acks = kill_round(server, burst, rng.uniform(0.5, 3.0), round_number,
                                      failures)
            total_acks += acks
        print(f"kill -9: {rounds} kills, {total_acks} acknowledged actions, "
              f"{rounds * sessions} session checks, {len(failures)} failures "
              "(n<k> = last acknowledged; n<k>+ = the one in flight at the kill, saved)")
    except (KeyboardInterrupt, SystemExit):
        server.stop()
        shutil.rmtree(data, ignore_errors=True)  # interrupted: nothing to look at
        raise
    finally:
        server.stop()
    for failure in failures[:40]:
        print(f"  FAILED: {failure}")
    if not failures or fault:  # a canary's failures are expected: nothing to look at
        shutil.rmtree(data, ignore_errors=True)
    else:
        print(f"  the SQLite file and the server's log are kept in {data}")
    print("durability kill: " + ("ok" if not failures else "FAILED"))
    return failures


def kill_round(server: Server, burst: list[BurstSession], delay: float, round_number: int,
               failures: list[str]) -> tuple[Server, int]:
    """One round: bursts of actions, kill -9 after `delay` seconds, a restart on the same data,
    every session probed. Adds the round's failures; returns the new server and the number of
    actions acknowledged.

    Writes must be acknowledged: every session must have had at least one action acknowledged
    in the round (a round lasts at least half a second, and a session's action takes a few
    milliseconds), or the check fails; a server whose writes never finish cannot pass."""
    stop = threading.Event()
    for s in burst:
        s.round_acks, s.in_flight = 0, None
    threads = [threading.Thread(target=s.burst, args=(server.port, stop)) for s in burst]
    started = time.monotonic()
    for t in threads:
        t.start()
    time.sleep(delay)
    server.kill()
    killed_after = time.monotonic() - started
    stop.set()
    for t in threads:
        t.join()
    acks = sum(s.round_acks for s in burst)
    in_flight = sum(1 for s in burst if s.in_flight is not None)
    idle = [s for s in burst if s.round_acks == 0]
    if idle:
        failures.append(f"nothing acknowledged: round {round_number}: {len(idle)} of "
                        f"{len(burst)} sessions had no action acknowledged in "
                        f"{killed_after:.2f} s (each must have at least one each round)")
    server = Server(server.demo, server.args, server.log.name, server.name)
    conn = connect(server.port)
    shown = []
    for s in burst:
        problem, label = probe_burst_session(conn, s)
        shown.append(label)
        if problem:
            kind, _, message = problem.partition(": ")
            failures.append(f"{kind}: round {round_number}, s{s.index}: {message}")
        failures.extend(f"unexpected status: round {round_number}, s{s.index}: answered {u}"
                        for u in s.unexpected)
        s.unexpected = []
    conn.close()
    print(f"round {round_number}: kill -9 after {killed_after:.2f} s, {acks} actions "
          f"acknowledged, {in_flight} in flight; restarted; each session shows:")
    print("  " + " ".join(shown))
    return server, acks


def probe_burst_session(conn: http.client.HTTPConnection, s: BurstSession) -> tuple[str | None, str]:
    """Checks one session after a restart; returns (problem or None, what it showed)."""
    reply = exchange(conn, "POST", "/_/action", s.cookie, probe_form(s.csrf))
    if reply.status == 403:
        return (f"ended: the session ended (403); last acknowledged n{s.acknowledged}",
                f"s{s.index}:ENDED")
    if reply.status != 409:
        return f"probe: the probe answered {reply.status}", f"s{s.index}:{reply.status}?"
    page = Page(reply.body)
    k = marker_number(page.name, s.index)
    if page.title != "Sign up" or k is None:
        return (f"foreign state: shows {page} (not its own signup form); last acknowledged "
                f"n{s.acknowledged}",
                f"s{s.index}:{page.name!r}?")
    s.screen = page.screen or s.screen
    if k == s.acknowledged:
        s.in_flight = None
        return None, f"s{s.index}:n{k}"
    if s.in_flight is not None and k == s.in_flight:
        s.acknowledged, s.in_flight = k, None
        return None, f"s{s.index}:n{k}+"
    kind, what = ("older value", "an older") if k < s.acknowledged else \
        ("newer value", "a newer, never sent")
    return (f"{kind}: shows n{k}, {what} value; last acknowledged n{s.acknowledged}, in flight "
            f"{s.in_flight}", f"s{s.index}:n{k}!")


# --- a reproduction: a form of a re-pushed screen, loaded before a restart --------------------

def check_stale_form(demo: str) -> bool:
    """Pages: next, back-to-first, next (Second shown a second time, with a new screen id);
    restart; post the form loaded before the restart. It should be done (303): the screen is
    the one showing. A 409 means the restored session numbered its screens afresh."""
    data = tempfile.mkdtemp(prefix="durability-stale-form-")
    args = ["--sessions", "sqlite", "--data-dir", data]
    server = Server(demo, args, os.path.join(data, "server.log"), "demo")
    try:
        conn = connect(server.port)
        cookie, csrf, _, page = open_session(conn, "/pages")
        for action in ("next", "back-to-first", "next"):
            reply = exchange(conn, "POST", "/_/action", cookie,
                             {"_csrf": csrf, "_screen": page.screen, "_action": action})
            assert reply.status == 303, f"{action}: {reply.status}"
            page = Page(exchange(conn, "GET", reply.location, cookie).body)
        conn.close()
        server.stop()
        server = Server(demo, args, os.path.join(data, "server.log"), "demo")
        conn = connect(server.port)
        shown = Page(exchange(conn, "POST", "/_/action", cookie, probe_form(csrf)).body)
        reply = exchange(conn, "POST", "/_/action", cookie,
                         {"_csrf": csrf, "_screen": page.screen, "_action": "next"})
        print(f"stale form: before the restart {page}; after it {shown}; the form's 'next' "
              f"answered {reply.status}")
        ok = reply.status == 303
    finally:
        server.stop()
        shutil.rmtree(data, ignore_errors=True)
    print("durability stale-form: " + ("ok" if ok else "FAILED (screen ids renumbered)"))
    return ok


# --- check b: two hosts, one PostgreSQL -----------------------------------------------------

class CheckedClient:
    """One session, sent alternately to both servers, with the state it must be in."""

    def __init__(self, index: int, ports: list[int], tally: Tally, rng: random.Random) -> None:
        self.index, self.ports, self.tally, self.rng = index, ports, tally, rng
        self.conns = [connect(p) for p in ports]
        self.racers = [connect(p) for p in ports]
        self.turn = index % 2
        self.kind = "signup" if index % 2 == 0 else "pages"
        if self.kind == "signup":
            self.cookie, self.csrf, self.url, page = open_signup(self.next_conn())
            self.k, self.name = 0, ""
            self.title = "Sign up"
        else:
            self.cookie, self.csrf, self.url, page = open_session(self.next_conn(), "/pages")
            self.title = "First"
        self.page = page
        self.actions = 0
        self.broken = False

    def next_conn(self) -> http.client.HTTPConnection:
        self.turn = 1 - self.turn
        return self.conns[self.turn]

    def where(self) -> str:
        return f"session {self.index} ({self.kind})"

    def send(self, method: str, path: str, form: dict[str, str] | None = None) -> Reply:
        reply = exchange(self.next_conn(), method, path, self.cookie, form)
        self.tally.add("requests")
        if reply.status >= 500:
            self.tally.fail("5xx", f"{self.where()}: {method} {path} answered {reply.status}")
        return reply

    # The model: what the session's page must show.
    def expected(self) -> str:
        if self.kind == "signup":
            return f"Sign up with name {self.name!r}"
        return self.title

    def matches(self, page: Page) -> bool:
        if self.kind == "signup":
            return page.title == "Sign up" and page.name == self.name
        return page.title == self.title

    def classify(self, page: Page, acknowledged: list[str], refused: list[str]) -> str:
        """The kind of a mismatch: another session's state, a lost update, a double one."""
        if self.kind == "signup":
            if page.name and not page.name.startswith(f"s{self.index}-"):
                return "foreign state"
            if page.name in refused:
                return "refused action applied"
            return "lost update" if acknowledged else "wrong state"
        if page.title not in ("First", "Second", "Third"):
            return "foreign state"
        return "double application" if len(acknowledged) > 1 or refused else (
            "lost update" if acknowledged else "wrong state")

    def probe(self, conn: http.client.HTTPConnection, step: str) -> Page | None:
        """The session's page as a probe on `conn` shows it; None (a failure) when the probe
        is not answered 409."""
        reply = exchange(conn, "POST", "/_/action", self.cookie, probe_form(self.csrf))
        self.tally.add("requests")
        if reply.status == 403:
            self.tally.fail("ended", f"{self.where()} ended after {step}")
            self.broken = True
            return None
        if reply.status != 409:
            self.tally.fail("5xx" if reply.status >= 500 else "probe",
                            f"{self.where()}: the probe answered {reply.status}")
            return None
        return Page(reply.body)

    def verify(self, step: str, acknowledged: list[str], refused: list[str]) -> None:
        page = self.probe(self.next_conn(), step)
        if page is None:
            return
        self.tally.add("checked steps")
        if not self.matches(page):
            kind = self.classify(page, acknowledged, refused)
            self.tally.fail(kind, f"{self.where()} after {step}: expected {self.expected()}, "
                                  f"shows {page} (port {self.ports[self.turn]})")
            self.adopt(page)
        else:
            self.page = page

    def adopt(self, page: Page) -> None:
        """Goes on from what the session shows, so one mismatch is not counted at every step."""
        self.page = page
        if self.kind == "signup":
            self.name = page.name or ""
            self.k = max(self.k, marker_number(self.name, self.index) or 0)
        else:
            self.title = page.title or self.title

    # The steps.
    def read(self) -> None:
        reply = self.send("GET", self.url)
        if reply.status == 303 and reply.location:  # a URL that is not canonical: follow it
            self.url = reply.location
            reply = self.send("GET", self.url)
        if reply.status != 200:
            self.tally.fail("read", f"{self.where()}: GET {self.url} answered {reply.status}")
            return
        page = Page(reply.body)
        if not self.matches(page):
            self.tally.fail(self.classify(page, [], []),
                            f"{self.where()}: GET {self.url}: expected {self.expected()}, "
                            f"shows {page}")
            self.adopt(page)
        self.verify("a read", [], [])

    def action_forms(self) -> list[tuple[dict[str, str], str]]:
        """The next action, as (form, what it leads to) for each of the two racers."""
        if self.kind == "signup":
            self.k += 1
            names = [f"s{self.index}-n{self.k}", f"s{self.index}-n{self.k}r"]
            return [(signup_form(self.csrf, self.page.screen, n), n) for n in names]
        action, to = ("next", {"First": "Second", "Second": "Third"}.get(self.title)) \
            if self.title != "Third" else ("back-to-first", "First")
        form = {"_csrf": self.csrf, "_screen": self.page.screen, "_action": action}
        return [(form, to), (form, to)]

    def apply(self, outcome: str) -> None:
        if self.kind == "signup":
            self.name = outcome
        else:
            self.title = outcome

    def act(self, race: bool) -> None:
        self.actions += 1
        forms = self.action_forms()
        if not race:
            form, outcome = forms[0]
            reply = self.send("POST", "/_/action", form)
            if reply.status == 303:
                self.apply(outcome)
                self.url = reply.location or self.url
                self.tally.add("actions acknowledged")
                self.verify(f"action {form['_action']} → {outcome}", [outcome], [])
            else:
                # Nothing else sends this session's actions: a 409 here refuses a form of the
                # page the other host showed, which nothing made stale.
                notice = re.search(r'id="notice">([^<]*)<', reply.body)
                self.tally.fail("single action refused",
                                f"{self.where()}: action {form['_action']} on screen "
                                f"{form['_screen']} (as port {self.ports[1 - self.turn]} showed "
                                f"it) answered {reply.status} on port {self.ports[self.turn]}: "
                                f"{notice.group(1) if notice else ''} (it shows {Page(reply.body)})")
                self.verify("a refused action", [], [outcome])
            return
        replies: list[Reply | Exception | None] = [None, None]
        barrier = threading.Barrier(2)

        def racer(i: int) -> None:
            conn = self.racers[i]
            try:
                barrier.wait()
                replies[i] = exchange(conn, "POST", "/_/action", self.cookie, forms[i][0])
            except Exception as error:  # noqa: BLE001 - reported below
                replies[i] = error
        threads = [threading.Thread(target=racer, args=(i,)) for i in (0, 1)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        statuses = []
        for i, reply in enumerate(replies):
            self.tally.add("requests")
            if not isinstance(reply, Reply):
                self.tally.fail("transport", f"{self.where()}: racing action: {reply!r}")
                statuses.append(0)
                continue
            statuses.append(reply.status)
            if reply.status >= 500:
                self.tally.fail("5xx", f"{self.where()}: racing action answered {reply.status}")
        self.tally.add("racing pairs")
        won = [i for i, s in enumerate(statuses) if s == 303]
        lost = [i for i, s in enumerate(statuses) if s == 409]
        outcomes = [forms[i][1] for i in (0, 1)]
        if len(won) == 1 and len(lost) == 1:
            self.tally.add("racing pairs: one 303, one 409")
            self.apply(outcomes[won[0]])
            self.url = replies[won[0]].location or self.url
            refused = [outcomes[lost[0]]] if self.kind == "signup" else []
            self.verify("a racing pair", [outcomes[won[0]]], refused)
        elif len(won) == 2 and self.kind == "signup":
            # Both on the same form, one after the other (the form stays): both were done, the
            # later one shows. Legitimate for a form that stays; both servers must say which.
            self.tally.add("racing pairs: both 303, one after the other")
            self.check_both_acknowledged(outcomes, replies[0].location)
        else:
            kind = "double application" if len(won) == 2 else "racing pair"
            self.tally.fail(kind, f"{self.where()}: racing {forms[0][0]['_action']} answered "
                                  f"{statuses[0]} and {statuses[1]}")
            self.verify("a racing pair", [outcomes[i] for i in won], [])

    def check_both_acknowledged(self, outcomes: list[str], location: str | None) -> None:
        """Both racing writes were acknowledged, so they ran one after the other: the session
        shows the later of the two names, and both servers show the same one. Anything else,
        the old name or each server showing a different one, loses an acknowledged write."""
        pages = [self.probe(conn, "a racing pair, both acknowledged") for conn in self.conns]
        if None in pages:
            return
        names = [page.name for page in pages]
        self.tally.add("checked steps")
        if names[0] == names[1] and names[0] in outcomes:
            self.apply(names[0])
            self.page = pages[0]
            self.url = location or self.url
            return
        self.tally.fail("lost racing write",
                        f"{self.where()}: racing writes {outcomes[0]!r} and {outcomes[1]!r} "
                        f"both acknowledged (303, 303), but port {self.ports[0]} shows "
                        f"{names[0]!r} and port {self.ports[1]} shows {names[1]!r}: an "
                        "acknowledged write is lost")
        self.adopt(pages[0])

    def back(self) -> None:
        """The back link (rel="prev"): a GET of the previous screen's URL pops to it."""
        href = self.page.back
        reply = self.send("GET", href)
        if reply.status == 303 and reply.location:
            href = reply.location
            reply = self.send("GET", href)
        if reply.status != 200:
            self.tally.fail("read", f"{self.where()}: back to {href} answered {reply.status}")
            return
        self.url = href
        self.title = {"Second": "First", "Third": "Second"}[self.title]
        self.tally.add("back links")
        self.verify(f"the back link → {self.title}", [self.title], [])

    def run(self, deadline: float) -> None:
        try:
            while time.monotonic() < deadline and not self.broken:
                roll = self.rng.random()
                if roll < 0.3:
                    self.read()
                elif self.kind == "pages" and self.title != "First" and roll < 0.45:
                    self.back()
                else:
                    self.act(race=(self.actions + 1) % 5 == 0)
        except Exception as error:  # noqa: BLE001 - counted as a failure of the check
            self.tally.fail("transport", f"{self.where()}: {error!r}")
        finally:
            for conn in self.conns + self.racers:
                conn.close()


WRK_SCRIPT = r"""
-- A pool of sessions, each on the signup form: GETs of its page and POSTs of its form (an
-- invalid e-mail, so the form stays and every POST can be acknowledged), chosen at random.
-- Counts each status; done() prints "wrk statuses: 2xx=.. 303=.. 409=.. 403=.. 5xx=.. other=..".
local pool = dofile("%(pool)s")
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end
function init(args)
  math.randomseed(os.time() * 100 + id)
  ok, redirect, conflict, forbidden, server, other, n = 0, 0, 0, 0, 0, 0, 0
end
function request()
  local s = pool[math.random(#pool)]
  n = n + 1
  if math.random() < 0.5 then
    return wrk.format("GET", s.path, {["Cookie"] = s.cookie})
  end
  local body = "_csrf=" .. s.csrf .. "&_screen=" .. s.screen ..
    "&_action=submit&name=wrk-" .. n .. "&email=x&password=&confirmation="
  return wrk.format("POST", "/_/action",
    {["Cookie"] = s.cookie, ["Content-Type"] = "application/x-www-form-urlencoded"}, body)
end
function response(status, headers, body)
  if status >= 200 and status < 300 then ok = ok + 1
  elseif status == 303 then redirect = redirect + 1
  elseif status == 409 then conflict = conflict + 1
  elseif status == 403 then forbidden = forbidden + 1
  elseif status >= 500 then server = server + 1
  else other = other + 1 end
end
function done(summary, latency, requests)
  local t = {ok = 0, redirect = 0, conflict = 0, forbidden = 0, server = 0, other = 0}
  for _, thread in ipairs(threads) do
    for k, _ in pairs(t) do t[k] = t[k] + (thread:get(k) or 0) end
  end
  io.write(string.format("wrk statuses: 2xx=%%d 303=%%d 409=%%d 403=%%d 5xx=%%d other=%%d\n",
    t.ok, t.redirect, t.conflict, t.forbidden, t.server, t.other))
end
"""


def check_hosts(demo: str, database_url: str, seconds: int, clients: int, pool_size: int,
                connections: int, seed: int, fault: str | None = None) -> list[str]:
    """The two-hosts check; returns its failures, each "<kind>: <message>"."""
    work = tempfile.mkdtemp(prefix="durability-hosts-")
    print(f"two hosts, one PostgreSQL: {clients} checked sessions and wrk ({pool_size} sessions, "
          f"{connections} connections per server) for {seconds} s (seed {seed})"
          + (f", fault {fault}" if fault else ""))
    args = ["--database-url", database_url, "--max-sessions", str(4 * (clients + pool_size))]
    args += ["--fault", fault] if fault else []
    servers = [Server(demo, args, os.path.join(work, f"server-{i}.log"), f"server {i}")
               for i in (1, 2)]
    tally = Tally()
    try:
        ports = [s.port for s in servers]
        print(f"servers on 127.0.0.1:{ports[0]} and 127.0.0.1:{ports[1]}")
        conn = connect(ports[0])
        rows = []
        for _ in range(pool_size):
            cookie, csrf, url, page = open_signup(conn)
            rows.append(f'{{cookie="{cookie}", csrf="{csrf}", screen="{page.screen}", '
                        f'path="{url}"}}')
        conn.close()
        pool = os.path.join(work, "pool.lua")
        with open(pool, "w") as f:
            f.write("return {\n" + ",\n".join(rows) + "\n}\n")
        script = os.path.join(work, "load.lua")
        with open(script, "w") as f:
            f.write(WRK_SCRIPT % {"pool": pool})
        rng = random.Random(seed)
        checked = [CheckedClient(i, ports, tally, random.Random(rng.random()))
                   for i in range(clients)]
        wrks = [subprocess.Popen(
            ["wrk", "-t", "2", "-c", str(connections), "-d", f"{seconds}s", "--latency",
             "-s", script, f"http://127.0.0.1:{port}/"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            preexec_fn=die_with_parent) for port in ports]
        started = time.monotonic()
        deadline = started + seconds
        threads = [threading.Thread(target=c.run, args=(deadline,)) for c in checked]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
        outputs = [w.communicate(timeout=seconds + 60)[0] for w in wrks]
    except (KeyboardInterrupt, SystemExit):
        for s in servers:
            s.stop()
        shutil.rmtree(work, ignore_errors=True)  # interrupted: nothing to look at
        raise
    finally:
        for s in servers:
            s.stop()
    failures = list(tally.failures)
    print(f"checked clients: {tally['checked steps']} checked steps "
          f"({tally['checked steps'] / elapsed:,.0f}/s), {tally['requests']} requests, "
          f"{tally['actions acknowledged']} single actions acknowledged, "
          f"{tally['back links']} back links")
    print(f"racing pairs (one action sent to both servers at once): {tally['racing pairs']}; "
          f"one 303 + one 409 (conflicts seen): {tally['racing pairs: one 303, one 409']}; "
          f"both 303 one after the other (signup form, which stays): "
          f"{tally['racing pairs: both 303, one after the other']}")
    wrk_5xx = 0
    for i, text in enumerate(outputs, 1):
        f = wrk_figures(text)
        if "5xx" not in f:
            failures.append(f"wrk on server {i} printed no status line:\n{text}")
            continue
        wrk_5xx += int(f["5xx"])
        if f["5xx"]:
            failures.append(f"5xx: wrk on server {i} got {int(f['5xx'])}")
        if f["other"] or f["403"]:
            failures.append(f"wrk on server {i}: {int(f['403'])} 403, {int(f['other'])} other")
        print(f"wrk on server {i}: {f['rps']:,.0f} requests/s, p99 {f.get('p99 ms', 0):.1f} ms; "
              f"200={int(f['2xx'])} 303={int(f['303'])} 409={int(f['409'])} "
              f"403={int(f['403'])} 5xx={int(f['5xx'])} other={int(f['other'])}; "
              f"socket errors {int(f['socket errors'])}")
    lost = tally["lost update"]
    print(f"lost updates: {lost}; lost racing writes: {tally['lost racing write']}; "
          f"double applications: {tally['double application']}; "
          f"another session's state: {tally['foreign state']}; refused actions applied: "
          f"{tally['refused action applied']}; single actions refused: "
          f"{tally['single action refused']}; sessions ended: {tally['ended']}; "
          f"5xx: {tally['5xx']} (clients) + {wrk_5xx} (wrk)")
    for failure in failures[:40]:
        print(f"  FAILED: {failure}")
    if failures and not fault:  # a canary's failures are expected: nothing to look at
        print(f"  the servers' logs are kept in {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    print("durability hosts: " + ("ok" if not failures else "FAILED"))
    return failures


# The canaries: each fault (demo --fault NAME, debug builds) and the check that must catch it,
# with the kind of failure that shows it was caught.
CANARIES = {
    "drop-acknowledged-write": ("kill", "older value"),
    "hang-writes": ("kill", "nothing acknowledged"),
    "lose-racing-write": ("hosts", "lost racing write"),
}


def canary_verdict(fault: str, failures: list[str]) -> bool:
    """Prints whether the check caught the fault (failed with the failure it must show);
    returns it."""
    check, kind = CANARIES[fault]
    caught = [f for f in failures if f.startswith(kind + ": ")]
    if caught:
        print(f"canary {fault}: caught by {check} check ({caught[0]})")
    elif failures:
        print(f"canary {fault}: NOT caught by {check} check (no {kind!r} failure; it failed "
              f"otherwise: {failures[0]})")
    else:
        print(f"canary {fault}: NOT caught by {check} check (the check passed)")
    return bool(caught)


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="check", required=True)
    kill = sub.add_parser("kill", help="kill -9 during bursts of actions, SQLite")
    kill.add_argument("--demo", required=True)
    kill.add_argument("--rounds", type=int, default=5)
    kill.add_argument("--sessions", type=int, default=20)
    kill.add_argument("--seed", type=int, default=None)
    stale = sub.add_parser("stale-form", help="a reproduction: a form loaded before a restart")
    stale.add_argument("--demo", required=True)
    hosts = sub.add_parser("hosts", help="two hosts sharing one PostgreSQL, under wrk")
    hosts.add_argument("--demo", required=True)
    hosts.add_argument("--database-url", required=True)
    hosts.add_argument("--seconds", type=int, default=60)
    hosts.add_argument("--clients", type=int, default=50)
    hosts.add_argument("--pool", type=int, default=300)
    hosts.add_argument("--connections", type=int, default=16)
    hosts.add_argument("--seed", type=int, default=None)
    for check, name in ((kill, "kill"), (hosts, "hosts")):
        faults = sorted(f for f, (c, _) in CANARIES.items() if c == name)
        check.add_argument("--canary", choices=faults, default=None,
                           help="runs the check against a demo with this fault (a debug build) "
                                "and succeeds only if the check catches it")
    return parser.parse_args()


def main() -> int:
    args = parse_arguments()
    seed = getattr(args, "seed", None)
    seed = seed if seed is not None else random.SystemRandom().randrange(1 << 30)
    fault = getattr(args, "canary", None)
    # SIGTERM (the shell's trap) ends the run through the finally blocks that stop the servers.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.check == "stale-form":
        return 0 if check_stale_form(args.demo) else 1
    if args.check == "kill":
        failures = check_kill(args.demo, args.rounds, args.sessions, seed, fault)
    else:
        failures = check_hosts(args.demo, args.database_url, args.seconds, args.clients,
                               args.pool, args.connections, seed, fault)
    if fault:
        return 0 if canary_verdict(fault, failures) else 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
