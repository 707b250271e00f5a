#!/usr/bin/env python3
"""The demo server and HTTP to it, shared by scripts/durability.py and scripts/load.py; stdlib only.

Server starts a demo binary on a free port of 127.0.0.1 (it dies with the script); exchange()
sends one request on a kept-alive connection; Page reads what a page shows; open_session() and
open_signup() start sessions; Tally counts and collects failures across threads; wrk_figures()
reads wrk's output and the "wrk <name>: key=value ..." lines its Lua scripts print.
"""

from __future__ import annotations

import ctypes
import html
import http.client
import os
import re
import select
import signal
import subprocess
import threading
import time
import urllib.parse

TIMEOUT = 30  # seconds for one HTTP exchange


# --- the demo server --------------------------------------------------------------------------

# Loaded once here: after a fork in a threaded process, the child may only make async-signal-safe
# calls, and loading a library (dlopen, malloc) is not one; prctl is a plain system call.
try:
    _LIBC = ctypes.CDLL("libc.so.6", use_errno=True)
except OSError:
    _LIBC = None


def die_with_parent() -> None:
    """In the child, before exec: SIGKILL when this script dies, so no server outlives it."""
    if _LIBC is not None:
        _LIBC.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


class Server:
    """One demo process: started on a free port of 127.0.0.1, stopped or killed on demand."""

    def __init__(self, demo: str, args: list[str], log_path: str, name: str) -> None:
        self.demo, self.args, self.name = demo, args, name
        self.log = open(log_path, "ab")
        self.process = subprocess.Popen(
            [demo, "--host", "127.0.0.1", "--port", "0", "--log-level", "warning", *args],
            stdout=subprocess.PIPE, stderr=self.log, preexec_fn=die_with_parent)
        self.port = self._wait_for_port(60)

    def _wait_for_port(self, seconds: float) -> int:
        deadline, buffer = time.monotonic() + seconds, b""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.2)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 4096)
                if not chunk:
                    break
                buffer += chunk
                match = re.search(rb"Serving the demo apps at http://127\.0\.0\.1:(\d+)/", buffer)
                if match:
                    return int(match.group(1))
            elif self.process.poll() is not None:
                break
        self.kill()
        raise RuntimeError(f"{self.name} did not start (see {self.log.name})")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()
        self.process.wait()

    def last_words(self) -> str:
        """What the server printed on standard output after the line of its port, once it has
        stopped (the demo prints its count of session records loaded from the store)."""
        self.stop()
        return self.process.stdout.read().decode("utf-8", "replace")


# --- HTTP and pages -------------------------------------------------------------------------

class Reply:
    def __init__(self, status: int, location: str | None, body: str, cookie: str | None) -> None:
        self.status, self.location, self.body, self.cookie = status, location, body, cookie


def exchange(conn: http.client.HTTPConnection, method: str, path: str, cookie: str | None = None,
             form: dict[str, str] | None = None) -> Reply:
    headers = {}
    if cookie:
        headers["Cookie"] = cookie
    body = None
    if form is not None:
        body = urllib.parse.urlencode(form)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    # A kept-alive connection the server closed while it was idle (its idle timeout is 60 s,
    # and a racing connection may wait longer than that) fails as soon as it is written to;
    # like a browser, send the request again once on a new connection. The server never saw
    # it: it closes only connections with no request under way.
    for attempt in (1, 2):
        reused = conn.sock is not None
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            text = response.read().decode("utf-8", "replace")
            break
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            conn.close()  # the next request reconnects
            if not reused or attempt == 2:
                raise
        except (OSError, http.client.HTTPException):
            conn.close()  # the next request reconnects
            raise
    set_cookie = response.getheader("Set-Cookie")
    return Reply(response.status, response.getheader("Location"), text,
                 set_cookie.split(";")[0] if set_cookie else None)


def connect(port: int) -> http.client.HTTPConnection:
    return http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)


class Page:
    """What a page shows: its title, its top screen, the signup form's name, the back link."""

    def __init__(self, body: str) -> None:
        def find(pattern: str) -> str | None:
            match = re.search(pattern, body)
            return html.unescape(match.group(1)) if match else None
        self.title = find(r'<h1 id="title-0">([^<]*)</h1>')
        self.screen = find(r'data-screen="(\d+)"')
        self.csrf = find(r'name="_csrf" value="([^"]+)"')
        self.name = find(r'<input id="field-name" name="name" type="text" value="([^"]*)"')
        self.back = find(r'<a class="bar-side back" href="([^"]+)" rel="prev"')

    def __repr__(self) -> str:
        return f"{self.title!r} screen {self.screen} name {self.name!r}"


def probe_form(csrf: str) -> dict[str, str]:
    return {"_csrf": csrf, "_screen": "0", "_action": "probe"}


def signup_form(csrf: str, screen: str, name: str) -> dict[str, str]:
    return {"_csrf": csrf, "_screen": screen, "_action": "submit", "name": name,
            "email": "not-an-address", "password": "", "confirmation": ""}


def open_session(conn: http.client.HTTPConnection, app: str) -> tuple[str, str, str, Page]:
    """A new session on an app's first screen: its cookie, CSRF token, URL and page."""
    first = exchange(conn, "GET", app)
    assert first.status == 303 and first.cookie, f"GET {app}: {first.status}"
    page = exchange(conn, "GET", first.location, first.cookie)
    assert page.status == 200, f"GET {first.location}: {page.status}"
    shown = Page(page.body)
    return first.cookie, shown.csrf, first.location, shown


def open_signup(conn: http.client.HTTPConnection) -> tuple[str, str, str, Page]:
    """A new session on the Login/Signup app's signup form."""
    cookie, csrf, _, login = open_session(conn, "/login-signup")
    reply = exchange(conn, "POST", "/_/action", cookie,
                     {"_csrf": csrf, "_screen": login.screen, "_action": "signup"})
    assert reply.status == 303, f"the signup button: {reply.status}"
    page = exchange(conn, "GET", reply.location, cookie)
    shown = Page(page.body)
    assert shown.title == "Sign up", f"after the signup button: {shown}"
    return cookie, csrf, reply.location, shown



class Tally:
    """Counts by name and failures, from several threads."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.counts: dict[str, int] = {}
        self.failures: list[str] = []

    def add(self, key: str, n: int = 1) -> None:
        with self.lock:
            self.counts[key] = self.counts.get(key, 0) + n

    def fail(self, kind: str, message: str) -> None:
        with self.lock:
            self.counts[kind] = self.counts.get(kind, 0) + 1
            self.failures.append(f"{kind}: {message}")

    def __getitem__(self, key: str) -> int:
        return self.counts.get(key, 0)



def wrk_figures(text: str) -> dict[str, float]:
    """wrk's requests/s ("rps"), socket errors, p50 and p99 in ms (with --latency) and the
    key=value pairs of every "wrk <name>: ..." line its Lua script printed."""
    figures: dict[str, float] = {}
    match = re.search(r"Requests/sec:\s+([\d.]+)", text)
    figures["rps"] = float(match.group(1)) if match else 0.0
    for line in re.findall(r"^wrk [\w ]+: (.*)$", text, re.MULTILINE):
        for pair in line.split():
            key, value = pair.split("=")
            figures[key] = float(value)
    match = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    figures["socket errors"] = sum(int(g) for g in match.groups()) if match else 0
    for percent in ("50", "99"):
        match = re.search(percent + r"%\s+([\d.]+)(us|ms|s)\b", text)
        if match:
            value, unit = float(match.group(1)), match.group(2)
            figures[f"p{percent} ms"] = (value / 1000 if unit == "us" else
                                         value * 1000 if unit == "s" else value)
    return figures
