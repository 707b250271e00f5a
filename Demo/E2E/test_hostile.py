"""Hostile input as a test suite: one catalogue of what an attacker would send,
run against the real demo server over TCP on 127.0.0.1.

Each case is one named test. Every case must get a 4xx (or inert output: a payload shown
escaped, nothing executed, nothing answered), and after every case (the autouse fixture
`unharmed`):

- the *victim*, another browser's session half way through the signup form, shows exactly
  the page it showed before (asked with a side-effect-free probe: a POST with its own CSRF
  token for screen 0, answered 409 with the current page);
- the server still serves (that probe is answered).

The last case reads the server's log: no request of the catalogue got a 5xx or logged an
error.

Nothing here needs a browser: plain HTTP (helpers.HTTPClient) and raw sockets (raw_http).
The module starts a demo server of its own from the executable scripts/e2e.sh built
(DEMO_BINARY), saving sessions in SQLite as the shared one does, with short request
timeouts (so the slow-client cases take about a second) and debug logging into
.e2e-artifacts/hostile-server.log (so the log-injection cases can read every line that
names a request).
"""

from __future__ import annotations

import html
import os
import pathlib
import random
import re
import select
import socket
import time
import urllib.parse
from html.parser import HTMLParser

import pytest

import raw_http
from helpers import HTTPClient, Response, running_demo

ROOT = pathlib.Path(__file__).resolve().parents[2]
LOG = ROOT / ".e2e-artifacts" / "hostile-server.log"
#: The demo's request head and body timeouts in this module, in seconds.
TIMEOUT = 1
FORM = "application/x-www-form-urlencoded"
COOKIE = "coordination-session"


# MARK: The server, the victim, and what every case checks


class Server:
    def __init__(self, url: str):
        self.url = url
        self.port = urllib.parse.urlsplit(url).port

    def exchange(self, data: bytes, **options) -> raw_http.Answers:
        return raw_http.exchange(self.port, data, **options)


#: A fault for the server to inject (its hidden `--fault NAME`, debug builds only), so that
#: `scripts/e2e.sh --canary csrf` can show that the cases catch it: unset in every normal run.
FAULT = os.environ.get("HOSTILE_FAULT", "")


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Server:
    LOG.parent.mkdir(parents=True, exist_ok=True)
    data = tmp_path_factory.mktemp("hostile-data")
    with running_demo(
        "--log-level", "debug", "--data-dir", str(data),
        "--request-head-timeout", str(TIMEOUT), "--request-body-timeout", str(TIMEOUT),
        *(["--fault", FAULT] if FAULT else []), log=LOG,
    ) as url:
        yield Server(url)


def action_form(page: Response, action: str) -> dict[str, str]:
    """The hidden fields of the page's form that posts `action`."""
    forms = [fields for fields in page.hidden_fields() if fields.get("_action") == action]
    assert forms, f"no form posts {action!r} on {page.url}"
    return forms[0]


class SignupSession:
    """A browser half way through Login/Signup's signup form: its name typed, its e-mail
    address refused. It came from the login screen, whose forms are stale now. The victim of
    the catalogue is one; so is the attacker of the invalid UTF-8 cases."""

    NAME = "Victim Vera"

    def __init__(self, url: str):
        self.http = HTTPClient(url)
        login = self.http.follow(self.http.get("/login-signup"))
        self.stale_form = action_form(login, "signup")
        signup = self.http.follow(self.http.post("/_/action", self.stale_form))
        self.form = action_form(signup, "submit")
        answer = self.http.post("/_/action", self.changing_form())
        self.page = self.http.follow(answer)
        assert html.escape(self.NAME) in self.page.body and "is not a valid" in self.page.body
        self.path = urllib.parse.urlsplit(self.page.url).path
        self.cookie = self.http.cookie
        self.token = self.form["_csrf"]

    @classmethod
    def stand_in(cls) -> SignupSession:
        """A victim no server has seen, for naming the cases when pytest collects them (the
        requests of a case are made from the real victim when it runs)."""
        victim = cls.__new__(cls)
        victim.cookie, victim.token, victim.path = f"{COOKIE}={'0' * 32}", "0" * 32, "/"
        victim.form = {"_csrf": victim.token, "_screen": "1", "_action": "submit"}
        return victim

    def changing_form(self, **changes: str) -> dict[str, str]:
        """The signup form as the victim's page posts it: a real change of the session if the
        host takes it (a new name, a new error) — so taking it when it must not shows."""
        return {**self.form, "name": self.NAME, "email": "not-an-address", "password": "",
                "confirmation": "", **changes}

    def probe_form(self) -> dict[str, str]:
        return {"_csrf": self.token, "_screen": "0", "_action": "probe"}

    def probe(self) -> str:
        """The victim's current page, without changing anything."""
        answer = HTTPClient(self.http.base_url, cookie=self.cookie).post(
            "/_/action", self.probe_form(), keep_cookie=False)
        assert answer.status == 409, (answer.status, answer.body[:300])
        return answer.body


@pytest.fixture(scope="module")
def victim(server) -> SignupSession:
    return SignupSession(server.url)


@pytest.fixture(scope="module")
def attacker(server) -> SignupSession:
    return SignupSession(server.url)


@pytest.fixture(autouse=True)
def unharmed(server, victim):
    """After each case: the victim's page as it was, and the server serving."""
    before = victim.probe()
    yield
    # Answered (409): the server still serves.
    assert victim.probe() == before, "the victim's session changed"


def refused(answer, *allowed: int) -> None:
    """A 4xx among `allowed` (any 4xx when none is named)."""
    status = answer.status
    assert status is not None and 400 <= status < 500, (status, getattr(answer, "body", "")[:300])
    if allowed:
        assert status in allowed, (status, allowed)


# MARK: CSRF tokens


def other_session_token(server: Server, victim: SignupSession) -> str:
    page = fresh_page(server, "/login-signup/signup")
    return action_form(page, "submit")["_csrf"]


#: The canonical address each short link led to, so that later sessions ask for it at once.
CANONICAL: dict[str, str] = {}


def fresh_page(server: Server, path: str) -> Response:
    """The page of `path` (a short link) in a new session; `.client` is that session."""
    client = HTTPClient(server.url)
    if path in CANONICAL:
        page = client.get(CANONICAL[path])
    else:
        page = client.follow(client.get(path))
        CANONICAL[path] = urllib.parse.urlsplit(page.url).path
    assert page.status == 200, (path, page.status)
    page.client = client
    return page


def previous_session_token(server: Server, victim: SignupSession) -> str:
    """The token of a session whose browser dropped its cookie (a new one was started)."""
    client = HTTPClient(server.url)
    old = action_form(client.follow(client.get("/login-signup/signup")), "submit")["_csrf"]
    client.cookie = None
    client.follow(client.get("/login-signup/signup"))
    return old


CSRF_TOKENS = {
    "forged-zeros": lambda server, victim: "0" * 32,
    "forged-random": lambda server, victim: f"{random.Random(11).getrandbits(128):032x}",
    "missing": lambda server, victim: None,
    "empty": lambda server, victim: "",
    "uppercased": lambda server, victim: victim.token.upper(),
    "truncated": lambda server, victim: victim.token[:-1],
    "extended": lambda server, victim: victim.token + "0",
    "with-nul": lambda server, victim: victim.token[:16] + "\x00" + victim.token[17:],
    "other-session": other_session_token,
    "previous-session": previous_session_token,
    "huge": lambda server, victim: "a" * 60_000,
}


@pytest.mark.parametrize("kind", CSRF_TOKENS)
def test_csrf_token_refused(server, victim, kind) -> None:
    token = CSRF_TOKENS[kind](server, victim)
    form = victim.changing_form(name=f"Mallory {kind}")
    if token is None:
        del form["_csrf"]
    else:
        form["_csrf"] = token
    answer = HTTPClient(server.url, cookie=victim.cookie).post("/_/action", form)
    refused(answer, 403, 413)


def test_csrf_victims_token_in_another_session_refused(server, victim) -> None:
    attacker = fresh_page(server, "/login-signup/signup")
    form = {**action_form(attacker, "submit"), "_csrf": victim.token, "name": "Mallory",
            "email": "", "password": "", "confirmation": ""}
    refused(attacker.client.post("/_/action", form), 403)
    after = attacker.client.get(urllib.parse.urlsplit(attacker.url).path)
    assert after.status == 200 and "Mallory" not in after.body


def test_csrf_token_replayed_after_the_session_was_reset(server, victim) -> None:
    """A browser whose cookie no longer names a session (an unknown one: reset, expired) gets
    a new session; the old page's token does not work in it."""
    client = HTTPClient(server.url, cookie=f"{COOKIE}={'f' * 32}")
    page = client.follow(client.get("/login-signup/signup"))
    assert client.cookie != f"{COOKIE}={'f' * 32}"
    form = {**action_form(page, "submit"), "_csrf": victim.token}
    refused(client.post("/_/action", form), 403)


def test_csrf_token_forged_then_genuine_refused(server, victim) -> None:
    """`_csrf` twice, a forged one first: a field posted twice keeps its first value."""
    body = urllib.parse.urlencode(
        [("_csrf", "0" * 32), ("_csrf", victim.token)]
        + [(k, v) for k, v in victim.changing_form(name="Mallory").items() if k != "_csrf"]
    ).encode()
    answer = server.exchange(raw_http.request(
        "POST", "/_/action", [("Cookie", victim.cookie), ("Content-Type", FORM)], body))
    refused(answer, 403)


# MARK: Session cookies


def bad_cookies(victim: SignupSession) -> dict[str, list[tuple[str, str | bytes]]]:
    """`Cookie` headers that name no session of the server, by kind."""
    valid = victim.cookie.split("=", 1)[1]
    cookie = lambda value: [("Cookie", f"{COOKIE}={value}")]  # noqa: E731
    return {
        "guessed": cookie(f"{random.Random(7).getrandbits(128):032x}"),
        "all-zeros": cookie("0" * 32),
        "uppercase-hex": cookie(valid.upper()),
        "one-digit-short": cookie(valid[:-1]),
        "one-digit-long": cookie(valid + "0"),
        "non-hex": cookie("g" * 32),
        "empty": cookie(""),
        "oversized-4k": cookie("a" * 4000),
        "nul-inside": cookie(valid[:16] + "%00" + valid[17:]),
        "invalid-utf8": [("Cookie", f"{COOKIE}=".encode() + b"\xff\xfe" + valid[2:].encode())],
        "sql-ish": cookie("' OR '1'='1"),
        "name-only": [("Cookie", COOKIE)],
        "other-name": [("Cookie", f"session={valid}")],
    }


@pytest.mark.parametrize("kind", bad_cookies(SignupSession.stand_in()))
def test_bad_cookie_never_reaches_the_victim(server, victim, kind) -> None:
    headers = bad_cookies(victim)[kind]
    # An action with it, the victim's genuine form included: refused, no session of it.
    answer = server.exchange(raw_http.request(
        "POST", "/_/action", [*headers, ("Content-Type", FORM)],
        urllib.parse.urlencode(victim.changing_form(name="Mallory")).encode()))
    refused(answer, 403)
    assert answer.header("set-cookie") == []
    # A page with it: a new session, under an identity of the server's choosing.
    page = server.exchange(raw_http.request("GET", victim.path, headers))
    assert page.status in (200, 303), page.statuses
    cookies = page.header("set-cookie")
    assert len(cookies) == 1, cookies
    value = cookies[0].split(";")[0].split("=", 1)[1]
    assert re.fullmatch("[0-9a-f]{32}", value) and value != victim.cookie.split("=", 1)[1]
    assert value not in str(headers)
    assert SignupSession.NAME not in page.body.decode()


def test_oversized_cookie_header_refused(server, victim) -> None:
    answer = server.exchange(raw_http.request(
        "GET", victim.path, [("Cookie", f"{victim.cookie}; pad={'a' * 200_000}")]))
    refused(answer)


def duplicate_cookie_headers(victim: SignupSession) -> dict[str, list[tuple[str, str]]]:
    bogus = f"{COOKIE}={'0' * 32}"
    junk = f"{COOKIE}=junk"
    return {
        "two-headers-valid-first": [("Cookie", victim.cookie), ("Cookie", bogus)],
        "two-headers-valid-last": [("Cookie", bogus), ("Cookie", victim.cookie)],
        "one-header-valid-first": [("Cookie", f"{victim.cookie}; {bogus}")],
        "one-header-valid-last": [("Cookie", f"{bogus}; {victim.cookie}")],
        "one-header-junk-first": [("Cookie", f"{junk}; {victim.cookie}")],
        "one-header-twice-valid": [("Cookie", f"{victim.cookie}; {victim.cookie}")],
        "two-headers-twice-valid": [("Cookie", victim.cookie), ("Cookie", victim.cookie)],
    }


@pytest.mark.parametrize("kind", duplicate_cookie_headers(SignupSession.stand_in()))
def test_duplicated_session_cookies(server, victim, kind) -> None:
    """Served as one session or the other, never a mix and never an error: a page shows the
    victim's own page unchanged or a new session's; the probe is answered as the victim
    (409) or refused (403)."""
    headers = duplicate_cookie_headers(victim)[kind]
    page = server.exchange(raw_http.request("GET", victim.path, headers))
    assert page.status in (200, 303), page.statuses
    as_victim = page.header("set-cookie") == []
    assert (SignupSession.NAME in page.body.decode()) == as_victim
    probe = server.exchange(raw_http.request(
        "POST", "/_/action", [*headers, ("Content-Type", FORM)],
        urllib.parse.urlencode(victim.probe_form()).encode()))
    assert probe.status in (403, 409), probe.statuses


# MARK: Actions


def test_action_for_a_screen_no_longer_on_top(server, victim) -> None:
    answer = victim.http.post("/_/action", victim.stale_form)
    refused(answer, 409)
    assert "not showing any more" in answer.body


SCREENS = {"not-a-number": "x", "negative": "-1", "too-big": "18446744073709551616",
           "empty": "", "float": "1.0", "missing": None, "padded": " 1"}


@pytest.mark.parametrize("kind", SCREENS)
def test_action_with_a_malformed_screen(server, victim, kind) -> None:
    form = victim.changing_form(name="Mallory")
    if SCREENS[kind] is None:
        del form["_screen"]
    else:
        form["_screen"] = SCREENS[kind]
    refused(victim.http.post("/_/action", form), 400, 409)


ACTIONS = {
    "unknown": {"_action": "nope"},
    "empty": {"_action": ""},
    "missing": {"_action": None},
    "another-screens-of-the-app": {"_action": "forgot"},
    "pages-app-next": {"_action": "next"},
    "movies-app-select": {"_action": "select", "id": "9"},
    "home-open": {"_action": "open", "app": "kanji"},
    "kanji-search": {"_action": "search", "query": "sun"},
    "missing-field": {"_action": "submit", "name": None},
    "action-with-newline": {"_action": "submit\n"},
    "action-case": {"_action": "SUBMIT"},
}


@pytest.mark.parametrize("kind", ACTIONS)
def test_action_not_of_this_screen_refused(server, victim, kind) -> None:
    form = victim.changing_form(name="Mallory")
    for key, value in ACTIONS[kind].items():
        if value is None:
            form.pop(key, None)
        else:
            form[key] = value
    refused(victim.http.post("/_/action", form), 400)


def test_action_of_another_apps_screen_id_refused(server, victim) -> None:
    """The screen number of another session's Pages app (numbers are per session, so it
    may even match one of the victim's): never runs Pages' action on the victim."""
    pages = fresh_page(server, "/pages")
    other = action_form(pages, "next")
    form = {**other, "_csrf": victim.token}
    answer = victim.http.post("/_/action", form)
    refused(answer, 400, 409)


# MARK: Script and markup payloads


PAYLOADS = {
    "script": "<script>alert(1)</script>",
    "img-onerror": '"><img src=x onerror=alert(1)>',
    "svg-single-quote": "'><svg onload=alert(1)>",
    "javascript-url": "javascript:alert(document.cookie)",
    "textarea-close": "</textarea><script>alert(1)</script>",
    "bidi-nul": "a\u202eb\u2066c\x00d",
    # One Character to Swift (a quote and a combining mark), still a quote to a browser.
    "combining-quote": '"\u0301 autofocus onfocus=alert(1) x="',
}


class Markup(HTMLParser):
    """A page's elements with their attributes, and its text, as a browser would parse them."""

    def __init__(self, page: str):
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.texts: list[str] = []
        self.feed(page)
        self.close()

    def handle_starttag(self, tag, attrs) -> None:
        self.elements.append((tag, attrs))
        self.texts += [value for _, value in attrs if value]

    handle_startendtag = handle_starttag

    def handle_data(self, data: str) -> None:
        self.texts.append(data)


def assert_inert(page: str, payload: str, *, echoed: bool) -> None:
    """The payload is nowhere in the page as markup: no script but the page's own, no element
    of its own, no event handler attribute, no `javascript:` address, no NUL; when the page
    shows it (`echoed`), it is there as text or an attribute's value (NUL as U+FFFD), or
    percent-encoded."""
    assert "\x00" not in page
    markup = Markup(page)
    scripts = [attrs for tag, attrs in markup.elements if tag == "script"]
    assert scripts == [[("src", "/_/app.js"), ("defer", None)]], scripts
    assert not [tag for tag, _ in markup.elements if tag in ("img", "svg", "iframe", "textarea")]
    for tag, attrs in markup.elements:
        for name, value in attrs:
            assert not name.startswith("on"), (tag, name, value)
            if name in ("href", "src", "action", "formaction"):
                assert not (value or "").strip().lower().startswith("javascript:"), (tag, name)
    if echoed:
        shown = payload.replace("\x00", "\ufffd")
        assert any(shown in text or urllib.parse.quote(payload, safe="/") in text
                   for text in markup.texts), f"{payload!r} not shown"


#: Each form field of each app: the short link of its page, the action, the other fields'
#: values, and whether the page after the action shows what was typed into the field.
FIELDS = {
    "home.open.app": ("/", "open", {}, "app", True),
    "movies.select.id": ("/movies", "select", {}, "id", True),
    "mvvm-login.submit.email": ("/mvvm-login/login", "submit", {"password": "x"}, "email", True),
    # An address refused before the password is hashed (PBKDF2 takes seconds in a debug build).
    "mvvm-login.submit.password": ("/mvvm-login/login", "submit", {"email": "x"}, "password", False),
    "login.login.email": ("/login-signup", "login", {"password": "x"}, "email", True),
    "login.login.password": ("/login-signup", "login", {"email": "x"}, "password", False),
    "signup.submit.name": ("/login-signup/signup", "submit",
                           {"email": "a@b.c", "password": "", "confirmation": ""}, "name", True),
    "signup.submit.email": ("/login-signup/signup", "submit",
                            {"name": "n", "password": "", "confirmation": ""}, "email", True),
    "signup.submit.password": ("/login-signup/signup", "submit",
                               {"name": "n", "email": "x", "confirmation": ""}, "password", False),
    "signup.submit.confirmation": ("/login-signup/signup", "submit",
                                   {"name": "n", "email": "x", "password": "p"}, "confirmation", False),
    "forgot.submit.email": ("/login-signup/forgot-password", "submit", {}, "email", True),
    "kanji-search.search.query": ("/kanji-search?q=sun", "search", {}, "query", True),
    "kanji-search.select.character": ("/kanji-search?q=sun", "select", {}, "character", True),
    "kanji-list.select.character": ("/kanji", "select", {}, "character", True),
    "kanji-detail.word.word": ("/kanji/日", "word", {}, "word", True),
}


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("field", FIELDS)
def test_payload_in_form_field_is_inert(server, field, payload) -> None:
    path, action, others, name, echoed = FIELDS[field]
    text = PAYLOADS[payload]
    page = fresh_page(server, path)
    client = page.client
    answer = client.post("/_/action", {**action_form(page, action), **others, name: text})
    assert answer.status in (303, 400), (answer.status, answer.body[:300])
    shown = client.follow(answer)
    assert shown.status in (200, 400), shown.status
    assert_inert(shown.body, text, echoed=echoed)


#: Addresses with a payload in a path segment or the query; `{}` is the payload, percent-
#: encoded. The page answering shows it escaped, or not at all (`echoed` false).
ADDRESSES = {
    "segment-404": ("/{}", True),
    "segment-after-route": ("/demo.home/{}", True),
    "segment-in-route-value": ("/demo.home/demo.movies/movies.list/movies.detail(movieID:{})", True),
    "kanji-link": ("/kanji/{}", True),
    "word-link": ("/word/{}", True),
    "movie-link": ("/movies/{}", True),
    "search-query": ("/kanji-search?q={}", True),
    "query-of-a-page": ("/demo.home?{}={}", False),
    "query-name": ("/kanji-search?{}=1&q=x", False),
}


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("address", ADDRESSES)
def test_payload_in_address_is_inert(server, address, payload) -> None:
    template, echoed = ADDRESSES[address]
    text = PAYLOADS[payload]
    client = HTTPClient(server.url)
    answer = client.follow(client.get(template.replace("{}", urllib.parse.quote(text, safe=""))))
    assert answer.status in (200, 404), answer.status
    assert_inert(answer.body, text, echoed=echoed)


# MARK: Invalid UTF-8


def invalid_utf8_requests(victim: SignupSession, attacker: SignupSession) -> dict[str, bytes]:
    """Requests with bytes that are not UTF-8. The forms that would change something are the
    attacker's own signup form: the victim's own requests could change its session."""
    probe = urllib.parse.urlencode(victim.probe_form()).encode()
    headers = [("Cookie", attacker.cookie), ("Content-Type", FORM)]
    form = urllib.parse.urlencode(attacker.changing_form(name="X")).encode()
    return {
        "path-raw": raw_http.request("GET", b"/\xff\xfe/demo.home", [("Cookie", victim.cookie)]),
        "path-encoded": raw_http.request("GET", "/%FF%FE%C0%AF", [("Cookie", victim.cookie)]),
        "path-overlong-slash": raw_http.request("GET", "/kanji/%C0%AF..%C0%AF"),
        "path-lone-surrogate": raw_http.request("GET", "/kanji/%ED%A0%80"),
        "query-raw": raw_http.request("GET", b"/kanji-search?q=\xff\xfe"),
        "query-encoded": raw_http.request("GET", "/kanji-search?q=%FF%FE%80"),
        "form-raw-value": raw_http.request(
            "POST", "/_/action", headers, form.replace(b"name=X", b"name=\xff\xfe\xc0")),
        "form-encoded-value": raw_http.request(
            "POST", "/_/action", headers, form.replace(b"name=X", b"name=%FF%FE")),
        "form-raw-action": raw_http.request(
            "POST", "/_/action", headers, form.replace(b"_action=submit", b"_action=\xff")),
        "form-raw-token": raw_http.request(
            "POST", "/_/action", [("Cookie", victim.cookie), ("Content-Type", FORM)],
            probe.replace(b"_csrf=", b"_csrf=\xff")),
        "cookie-value": raw_http.request("GET", "/_/health", [("Cookie", b"a=\xff\xfe")]),
        "user-agent": raw_http.request("GET", victim.path, [("User-Agent", b"\xff\xfe\x80")]),
        "host": b"GET /demo.home HTTP/1.1\r\nHost: \xff\xfe\r\nConnection: close\r\n\r\n",
        "header-name": raw_http.request("GET", "/_/health", [(b"X-\xff", "1")]),
        "content-type": raw_http.request(
            "POST", "/_/action", [("Cookie", victim.cookie), ("Content-Type", b"\xff/\xfe")], probe),
        "method": raw_http.request(b"G\xffT", "/_/health"),
    }


@pytest.mark.parametrize("kind", invalid_utf8_requests(SignupSession.stand_in(), SignupSession.stand_in()))
def test_invalid_utf8(server, victim, attacker, kind) -> None:
    """A 4xx, or a page where the bytes are inert (replaced, or shown escaped); never a 5xx."""
    answer = server.exchange(invalid_utf8_requests(victim, attacker)[kind])
    assert answer.statuses, "no answer"
    assert all(status < 500 for status in answer.statuses), answer.statuses
    assert b"\x00" not in answer.body and b"\xff\xfe" not in answer.body


# MARK: Static files and traversal


TRAVERSALS = {
    "dot-dot": "/_/../../../../../../etc/passwd",
    "dot-dot-from-style": "/_/style.css/../../../../Package.swift",
    "encoded-dots": "/_/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "encoded-slash": "/_/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "encoded-backslash": "/_/..%5c..%5c..%5c..%5cetc%5cpasswd",
    "backslash": "/_/..\\..\\..\\..\\etc\\passwd",
    "nul": "/_/style.css%00/../../../../etc/passwd",
    "raw-nul": "/_/style.css\x00.txt",
    "double-encoded": "/_/%252e%252e/%252e%252e/%252e%252e/etc/passwd",
    "overlong-utf8": "/_/..%c0%af..%c0%af..%c0%afetc/passwd",
    "absolute": "/etc/passwd",
    "absolute-double-slash": "//etc/passwd",
    "absolute-url": "http://127.0.0.1/../../etc/passwd",
    "file-url": "file:///etc/passwd",
    "semicolon": "/_/..;/..;/..;/etc/passwd",
    "resources": "/_/Resources/style.css",
    "sources": "/_/../Sources/CoordinationWeb/Server/WebHost.swift",
    "dot-segments-in-app": "/demo.home/../../../../etc/passwd",
    "proc": "/_/../../../../proc/self/environ",
}

#: Text from files outside the static folder that must never be sent.
SECRETS = [b"root:x:0:0", b"swift-tools-version", b"import PackageDescription",
           b"public struct WebHost", b"PATH=", b"HOME="]


@pytest.mark.parametrize("kind", TRAVERSALS)
def test_traversal_never_reaches_a_file(server, kind) -> None:
    target = TRAVERSALS[kind].encode("latin-1")
    answer = server.exchange(raw_http.request("GET", target))
    refused(answer, 400, 404, 414)
    assert not any(secret in answer.data for secret in SECRETS)
    assert not answer.header("content-type") or answer.header("content-type")[0].startswith(
        "text/html")


def test_the_static_files_are_served(server) -> None:
    """The control of the traversal cases: the static files are there to be asked for."""
    for path, kind in (("/_/style.css", "text/css"), ("/_/app.js", "text/javascript")):
        answer = HTTPClient(server.url).get(path)
        assert answer.status == 200 and answer.header("Content-Type").startswith(kind)


# MARK: Oversized and malformed requests


def framing_requests(victim: SignupSession) -> dict[str, bytes]:
    """Requests framed wrong or too large, each sent with the victim's cookie and a body that
    would change the victim if the host took it."""
    form = urllib.parse.urlencode(victim.changing_form(name="Mallory")).encode()
    action = lambda headers, body=form, **options: raw_http.request(  # noqa: E731
        "POST", "/_/action", [("Cookie", victim.cookie), *headers], body, **options)
    typed = [("Content-Type", FORM)]
    return {
        "header-too-large": raw_http.request("GET", "/_/health", [("X-Pad", "a" * 100_000)]),
        "many-headers": raw_http.request("GET", "/_/health", [(f"X-{i}", "1") for i in range(3000)]),
        "url-over-limit": raw_http.request("GET", "/demo.home/" + "a" * 9_000),
        "url-far-over-limit": raw_http.request("GET", "/" + "a" * 200_000),
        "body-over-limit": action(typed, form + b"&pad=" + b"a" * 70_000),
        "body-over-limit-announced": action([*typed, ("Content-Length", "100000000")]),
        "body-shorter-than-length": action([*typed, ("Content-Length", str(len(form) + 50))]),
        "length-non-numeric": action([*typed, ("Content-Length", "abc")]),
        "length-negative": action([*typed, ("Content-Length", "-1")]),
        "length-hex": action([*typed, ("Content-Length", "0x10")]),
        "length-plus": action([*typed, ("Content-Length", f"+{len(form)}")]),
        "length-huge": action([*typed, ("Content-Length", "99999999999999999999999")]),
        "length-duplicate-different": action(
            [*typed, ("Content-Length", str(len(form))), ("Content-Length", "3")]),
        "length-list": action([*typed, ("Content-Length", f"{len(form)}, {len(form)}")]),
        "chunked-malformed-size": action(
            [*typed, ("Transfer-Encoding", "chunked")], b"zz\r\n" + form + b"\r\n0\r\n\r\n"),
        "chunked-truncated": action([*typed, ("Transfer-Encoding", "chunked")], b"ffff\r\n" + form),
        "chunked-no-terminator": action(
            [*typed, ("Transfer-Encoding", "chunked")],
            f"{len(form):x}\r\n".encode() + form + b"\r\n"),
        "chunked-size-overflow": action(
            [*typed, ("Transfer-Encoding", "chunked")], b"ffffffffffffffffffff\r\nab\r\n0\r\n\r\n"),
        "transfer-encoding-unknown": action([*typed, ("Transfer-Encoding", "gzip")]),
        "transfer-encoding-not-last": action(
            [*typed, ("Transfer-Encoding", "chunked, identity")],
            f"{len(form):x}\r\n".encode() + form + b"\r\n0\r\n\r\n"),
        "type-json": action([("Content-Type", "application/json")]),
        "type-multipart": action([("Content-Type", "multipart/form-data; boundary=x")]),
        "type-text": action([("Content-Type", "text/plain")]),
        "type-prefix": action([("Content-Type", FORM + "x")]),
        "type-missing": action([]),
        "type-twice": action([*typed, ("Content-Type", "application/json")]),
        "http-0.9": b"GET /_/health\r\n",
        "http2-preface": b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
        "version-2": raw_http.request("GET", "/_/health", version=b"HTTP/2.0"),
        "version-9.9": raw_http.request("GET", "/_/health", version=b"HTTP/9.9"),
        "version-1.2": raw_http.request("GET", "/_/health", version=b"HTTP/1.2"),
        "version-junk": raw_http.request("GET", "/_/health", version=b"HTTQ/1.1"),
        "version-missing-minor": raw_http.request("GET", "/_/health", version=b"HTTP/1"),
        "target-missing": b"GET  HTTP/1.1\r\nHost: x\r\n\r\n",
        "header-without-colon": b"GET /_/health HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n",
        "header-space-before-colon": b"GET /_/health HTTP/1.1\r\nHost : x\r\n\r\n",
        "header-obs-fold": b"GET /_/health HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n folded\r\n\r\n",
        "bare-lf-head": raw_http.request("GET", "/_/health").replace(b"\r\n", b"\n"),
        "bare-cr-head": raw_http.request("GET", "/_/health").replace(b"\r\n", b"\r"),
        "nul-in-header": raw_http.request("GET", "/_/health", [("X-A", "a\x00b")]),
        "cr-in-header": raw_http.request("GET", "/_/health", [("X-A", "a\rSet-Cookie: x=1")]),
        "asterisk-on-get": raw_http.request("GET", "*"),
    }


@pytest.mark.parametrize("kind", framing_requests(SignupSession.stand_in()))
def test_malformed_request_refused(server, victim, kind) -> None:
    answer = server.exchange(framing_requests(victim)[kind])
    assert answer.statuses, f"no answer: {answer.data[:100]!r}"
    assert all(400 <= status < 500 for status in answer.statuses), answer.statuses
    assert "Set-Cookie: x=1" not in answer.head


def smuggling_requests(victim: SignupSession) -> dict[str, bytes]:
    """A request whose body hides a second request: the victim's genuine form post. Sent on a
    connection kept alive, so a host that took the hidden request would answer it too."""
    hidden = raw_http.request(
        "POST", "/_/action", [("Cookie", victim.cookie), ("Content-Type", FORM)],
        urllib.parse.urlencode(victim.changing_form(name="Smuggled")).encode()
    ).replace(b"Connection: close\r\n", b"")
    probe = urllib.parse.urlencode(victim.probe_form()).encode()
    chunked = b"0\r\n\r\n" + hidden
    outer = lambda headers, body: raw_http.request(  # noqa: E731
        "POST", "/_/action", [("Cookie", victim.cookie), ("Content-Type", FORM), *headers], body,
        length=False,
    ).replace(b"Connection: close\r\n", b"")
    size = f"{len(probe):x}\r\n".encode()
    return {
        "length-covers-request": outer(
            [("Content-Length", str(len(probe + b"&x=" + hidden)))], probe + b"&x=" + hidden),
        "chunk-covers-request": outer(
            [("Transfer-Encoding", "chunked")],
            f"{len(probe + hidden):x}\r\n".encode() + probe + hidden + b"\r\n0\r\n\r\n"),
        "length-and-chunked": outer(
            [("Content-Length", str(len(chunked))), ("Transfer-Encoding", "chunked")], chunked),
        "chunked-and-length": outer(
            [("Transfer-Encoding", "chunked"), ("Content-Length", str(len(chunked)))], chunked),
        "chunked-obfuscated": outer(
            [("Content-Length", str(len(chunked))), ("Transfer-Encoding", " chunked")], chunked),
        "chunked-x-variant": outer(
            [("Content-Length", "5"), ("Transfer-Encoding", "xchunked")], size + probe + hidden),
        "chunked-twice": outer(
            [("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "identity")],
            size + probe + b"\r\n0\r\n\r\n" + hidden),
        "two-lengths": outer(
            [("Content-Length", str(len(probe))), ("Content-Length", str(len(probe + hidden)))],
            probe + hidden),
    }


@pytest.mark.parametrize("kind", smuggling_requests(SignupSession.stand_in()))
def test_request_hidden_in_a_body_is_not_a_request(server, victim, kind) -> None:
    """One answer at most, and never a 303 (what the hidden action would get); the victim
    unchanged (checked by `unharmed`)."""
    answer = server.exchange(smuggling_requests(victim)[kind])
    assert len(answer.statuses) <= 1, answer.statuses
    assert 303 not in answer.statuses and all(s < 500 for s in answer.statuses)


# MARK: Methods


METHODS = {
    "TRACE": 405, "CONNECT": 405, "OPTIONS": 405, "PUT": 405, "DELETE": 405, "PATCH": 405,
    "get": 400, "post": 400, "FOO": 400, "BREW": 400, "GETS": 400, "G ET": 400,
}


@pytest.mark.parametrize("method", METHODS)
def test_method_refused(server, victim, method) -> None:
    target = "127.0.0.1:80" if method == "CONNECT" else victim.path
    body = urllib.parse.urlencode(victim.changing_form(name="Mallory")).encode()
    answer = server.exchange(raw_http.request(
        method, target, [("Cookie", victim.cookie), ("Content-Type", FORM)], body))
    refused(answer, METHODS[method])
    if METHODS[method] == 405:
        assert answer.header("allow") == ["GET, HEAD, POST"]
    assert victim.cookie.split("=")[1].encode() not in answer.body  # TRACE echoes nothing


# MARK: Garbage on the socket


GARBAGE = {
    "random-bytes": random.Random(11).randbytes(4096),
    "random-printable": "".join(random.Random(12).choices("GETPOST /\r\n:ab", k=2048)).encode(),
    "nuls": b"\x00" * 1024,
    "lone-crlf": b"\r\n",
    "many-crlf": b"\r\n" * 5000,
    "half-request": b"GET /_/health HTTP/1.1\r\nHost: 127",
    "request-line-only": b"GET /_/health HTTP/1.1\r\n",
    "tls-client-hello": bytes.fromhex("16030100a5010000a10303") + bytes(32) + b"\x00\x00\x02\x13\x01",
    "ssh-banner": b"SSH-2.0-OpenSSH_9.6\r\n",
    "high-bytes": bytes(range(128, 256)) * 8,
    "method-only": b"GET",
}


@pytest.mark.parametrize("kind", GARBAGE)
def test_garbage_on_the_socket(server, kind) -> None:
    """Answered with a 4xx and closed, or closed without an answer."""
    answer = server.exchange(GARBAGE[kind])
    assert all(400 <= status < 500 for status in answer.statuses), answer.statuses
    assert answer.closed
    if not answer.statuses:
        assert answer.data == b"", answer.data[:100]


def test_garbage_after_a_good_request_on_one_connection(server) -> None:
    answer = server.exchange(
        raw_http.request("GET", "/_/health").replace(b"Connection: close\r\n", b"")
        + random.Random(13).randbytes(512))
    assert answer.statuses[0] == 200 and all(400 <= s < 500 for s in answer.statuses[1:])
    assert answer.closed


# MARK: Slow clients


def trickle(connections: dict[socket.socket, bytes], deadline: float, started: float):
    """Sends each connection its bytes in order, one about every 100 ms, until the server
    closes it or the deadline passes. When each was closed (seconds since `started`, taken
    before the connections were made, so that a slow machine cannot make a close look early),
    and what the server sent on any of them."""
    closed: dict[socket.socket, float] = {}
    sent = dict.fromkeys(connections, 0)
    received = b""
    while len(closed) < len(connections) and time.monotonic() - started < deadline:
        for connection, data in connections.items():
            if connection in closed or sent[connection] >= len(data):
                continue
            try:
                connection.send(data[sent[connection]:sent[connection] + 1])
                sent[connection] += 1
            except OSError:
                closed[connection] = time.monotonic() - started
        open_ = [c for c in connections if c not in closed]
        readable, _, _ = select.select(open_, [], [], 0.1)
        for connection in readable:
            try:
                chunk = connection.recv(4096)
            except OSError:
                chunk = b""
            received += chunk
            if chunk == b"":
                closed[connection] = time.monotonic() - started
    return closed, received


@pytest.mark.parametrize("part", ["headers", "body"])
def test_slow_client_is_closed_and_others_are_served(server, victim, part) -> None:
    """Ten clients that send their request a byte every 100 ms are disconnected once the
    timeout (TIMEOUT) passes, while the victim is served at once meanwhile."""
    if part == "headers":
        head, data = b"", b"GET /_/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 500
    else:
        head = raw_http.request(
            "POST", "/_/action",
            [("Cookie", victim.cookie), ("Content-Type", FORM), ("Content-Length", "10000")],
        ).replace(b"Connection: close\r\n", b"")
        data = b"a" * 10000
    connected = time.monotonic()
    slow = {raw_http.connect(server.port): data for _ in range(10)}
    try:
        for connection in slow:
            connection.sendall(head)
        started = time.monotonic()
        victim.probe()
        assert time.monotonic() - started < TIMEOUT / 2, "the victim waited"
        closed, received = trickle(slow, deadline=TIMEOUT + 4, started=connected)
        assert len(closed) == len(slow), f"{len(slow) - len(closed)} slow clients still open"
        # Closed by the timeout: not before it (the server's clocks start after `connected`),
        # not answered (a 400 would be a parse error).
        assert TIMEOUT * 0.8 < min(closed.values()) and max(closed.values()) < TIMEOUT + 2.5, (
            sorted(closed.values()))
        assert received == b"", received[:200]
    finally:
        for connection in slow:
            connection.close()


# MARK: Log injection


FORGED = "2026-11-23T00:00:00+0000 critical demo: FORGED"

INJECTIONS = {
    "action-newline": {"_action": f"x\n{FORGED}"},
    "action-carriage-return": {"_action": f"x\r{FORGED}"},
    "action-nul": {"_action": f"x\x00\n{FORGED}"},
    "action-line-separator": {"_action": f"x\u2028{FORGED}"},
    "field-newline": {"_action": "select", "id": f"1\n{FORGED}"},
}


@pytest.mark.parametrize("kind", INJECTIONS)
def test_refused_action_name_forges_no_log_line(server, kind) -> None:
    page = fresh_page(server, "/movies")
    marker = f"{kind}-{time.monotonic_ns()}"
    fields = {key: value.replace("FORGED", f"FORGED {marker}") for key, value in INJECTIONS[kind].items()}
    answer = page.client.post("/_/action", {**action_form(page, "select"), **fields})
    refused(answer, 400)
    lines = wait_for_log_line(marker)
    assert lines, "the refused action was not logged: the check would prove nothing"
    for line in LOG.read_text(errors="replace").splitlines():
        assert not line.startswith(FORGED[:24]), line
        assert "\x00" not in line and "\u2028" not in line


def test_path_forges_no_log_line(server) -> None:
    marker = f"path-{time.monotonic_ns()}"
    target = "/" + urllib.parse.quote(f"x\n{FORGED} {marker}\r\x00", safe="")
    client = HTTPClient(server.url)
    refused(client.get(target), 404)
    assert wait_for_log_line(marker)
    assert not any(line.startswith(FORGED[:24]) for line in LOG.read_text().splitlines())


def wait_for_log_line(marker: str) -> list[str]:
    """The log lines that name `marker`, once the server has written one (within 2 s)."""
    for _ in range(20):
        lines = [line for line in LOG.read_text(errors="replace").splitlines() if marker in line]
        if lines:
            return lines
        time.sleep(0.1)
    return []


def test_no_answer_was_a_server_error(server) -> None:
    """Last: the server's log records no 5xx answer to any request of the catalogue."""
    errors = [line for line in LOG.read_text(errors="replace").splitlines()
              if re.search(r"→ 5\d\d$", line) or re.match(r"\S+ (error|critical) ", line)]
    assert errors == [], errors[:5]
