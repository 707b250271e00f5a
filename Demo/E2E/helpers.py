"""What the tests do with the browser and over plain HTTP, in the words of a user.

A page of the demo is a stack of layers: `<div class="layer layer-root" id="layer-0">` and,
above it, one `<dialog class="layer ...">` per modal. Only the last layer is live, so every
helper here looks in the top layer: its `<header class="bar">` has the screen's `<h1>`, an
optional back link (`a.back`) and, for modals, a close link (`a.close`); its
`.screen` (the root layer's `<main>`, a `<div>` in a dialog) has the body, with action buttons and text fields `#field-<name>`.

Every action is a form post answered by a 303 redirect to the new state's URL, and every
page forbids caching, so Back, Forward and Reload load a new document from the server. The
helpers that navigate therefore wait until a *new* document has loaded: they mark the old
window before acting and wait until the mark is gone, so no test needs a sleep.
"""

from __future__ import annotations

import contextlib
import email.message
import http.cookies
import os
import pathlib
import re
import select
import subprocess
import tempfile
import urllib.error
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass, field

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

#: Window sizes in CSS pixels.
WINDOWS = {"phone": (390, 844), "desktop": (1280, 900)}
#: How long a navigation may take before a test fails.
TIMEOUT = 15


def normalized(text: str) -> str:
    """Text with runs of white space (line breaks too) as one space."""
    return " ".join(text.split())


class Browser:
    """A headless Chromium on one session of the demo (Firefox: `firefox.FirefoxBrowser`)."""

    def __init__(self, driver, base_url: str, screenshot_dir: pathlib.Path):
        self.driver = driver
        self.base_url = base_url
        self.screenshot_dir = screenshot_dir

    @classmethod
    def for_test(cls, request, driver, base_url: str, screenshot_dir: pathlib.Path):
        """The browser of a test (`request`: pytest's): a fresh session, in the window its
        `@pytest.mark.window(name)` names (desktop without one)."""
        marker = request.node.get_closest_marker("window")
        page = cls(driver, base_url, screenshot_dir)
        page.fresh_session()
        page.use_window(marker.args[0] if marker else "desktop")
        return page

    # MARK: Session and window

    def fresh_session(self) -> None:
        """A new tab (so an empty history) and no cookies (so a new session)."""
        previous = list(self.driver.window_handles)
        self.driver.switch_to.new_window("tab")
        tab = self.driver.current_window_handle
        for handle in previous:
            self.driver.switch_to.window(handle)
            self.driver.close()
        self.driver.switch_to.window(tab)
        self.driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
        self.driver.delete_all_cookies()
        assert self.driver.get_cookies() == []

    def use_window(self, name: str) -> None:
        """Sizes the viewport as a phone's (390×844 CSS pixels, a mobile viewport at 2×, so
        the page's viewport meta tag applies) or a desktop's (1280×900 at 1×)."""
        width, height = WINDOWS[name]
        phone = name == "phone"
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 2 if phone else 1, "mobile": phone},
        )
        self.window = name

    def viewport_width(self) -> int:
        return self.driver.execute_script("return document.documentElement.clientWidth")

    def horizontal_overflow(self) -> int:
        """How many CSS pixels the page is wider than the window (0 or less: it fits)."""
        return self.driver.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )

    def screenshot_path(self, name: str) -> pathlib.Path:
        return self.screenshot_dir / (name if name.endswith(".png") else f"{name}.png")

    def screenshot(self, name: str, full_page: bool = False) -> pathlib.Path:
        """Saves what the window shows (or the whole page) as <screenshots>/<name>.png."""
        path = self.screenshot_path(name)
        if full_page:
            import base64

            size = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
            shot = self.driver.execute_cdp_cmd(
                "Page.captureScreenshot",
                {
                    "format": "png",
                    "captureBeyondViewport": True,
                    "clip": {
                        "x": 0,
                        "y": 0,
                        "width": size["width"],
                        "height": size["height"],
                        "scale": 1,
                    },
                },
            )
            path.write_bytes(base64.b64decode(shot["data"]))
        else:
            assert self.driver.save_screenshot(str(path)), f"could not save {path}"
        return path

    # MARK: Navigation

    def open(self, path: str) -> None:
        """Types a URL of the demo (a path such as `/movies/9`) into the address bar."""
        self._navigate(lambda: self.driver.get(self.url(path)))

    def open_app(self, label: str) -> None:
        """Opens the home page and taps the app's row (`Movies`, `Kanji list`, …)."""
        self.open("/")
        self.click_button(label)

    def url(self, path: str) -> str:
        return self.base_url + urllib.parse.quote(path, safe="/?=&%~.:()!*'@,;+$")

    def browser_back(self) -> None:
        """The browser's own Back button."""
        self._navigate(self.driver.back)

    def browser_forward(self) -> None:
        """The browser's own Forward button."""
        self._navigate(self.driver.forward)

    def reload(self) -> None:
        """The browser's Reload button."""
        self._navigate(self.driver.refresh)

    # Shorter names.
    back = browser_back
    forward = browser_forward

    def current_path(self) -> str:
        """The path of the address bar, percent escapes decoded (`/demo.home/...`)."""
        return urllib.parse.unquote(urllib.parse.urlsplit(self.driver.current_url).path)

    def came_from_server(self) -> bool:
        """Whether the server sent the document shown, just now: it is a new document (not
        one restored from the back/forward cache, which keeps the marks the helpers leave in
        a window) and it came over the network (not from the HTTP cache)."""
        return self.driver.execute_script(
            "const e = performance.getEntriesByType('navigation')[0];"
            "return window.__e2eMark === undefined && !!e && e.transferSize > 0"
        )

    def navigation_type(self) -> str:
        """`navigate`, `reload` or `back_forward`, as the browser recorded the document's load."""
        return self.driver.execute_script(
            "const e = performance.getEntriesByType('navigation')[0]; return e ? e.type : ''"
        )

    def _navigate(self, go) -> None:
        mark = uuid.uuid4().hex
        try:
            self.driver.execute_script("window.__e2eMark = arguments[0]", mark)
        except WebDriverException:
            pass  # No document yet (a fresh tab's about:blank may refuse scripts).
        go()

        def loaded(driver) -> bool:
            try:
                return driver.execute_script(
                    "return document.readyState === 'complete' && window.__e2eMark !== arguments[0]",
                    mark,
                )
            except WebDriverException:
                return False  # Between documents.

        WebDriverWait(self.driver, TIMEOUT).until(
            loaded, message=f"no new page loaded (still at {self.driver.current_url})"
        )

    # MARK: The page

    def layers(self) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, ".layer")

    def top_layer(self) -> WebElement:
        layers = self.layers()
        assert layers, f"the page at {self.current_path()} has no layer:\n{self.page_text()}"
        return layers[-1]

    def title(self) -> str:
        """The top layer's title (its navigation bar's `<h1>`)."""
        return normalized(self.top_layer().find_element(By.CSS_SELECTOR, "header.bar h1").text)

    def titles(self) -> list[str]:
        """Every layer's title, bottom first."""
        return [
            normalized(layer.find_element(By.CSS_SELECTOR, "header.bar h1").get_property("textContent"))
            for layer in self.layers()
        ]

    def document_title(self) -> str:
        return self.driver.title

    def screen(self) -> WebElement:
        """The top layer's `.screen` (a `<main>` in the root layer, a `<div>` in a dialog)."""
        return self.top_layer().find_element(By.CSS_SELECTOR, ".screen")

    def screen_text(self) -> str:
        return normalized(self.screen().text)

    def page_text(self) -> str:
        return normalized(self.driver.find_element(By.TAG_NAME, "body").text)

    def screen_route(self) -> str:
        return self.screen().get_attribute("data-route") or ""

    def notice(self) -> str | None:
        """The banner a refused action leaves (`#notice`), if any."""
        found = self.driver.find_elements(By.ID, "notice")
        return normalized(found[0].text) if found else None

    # One script for all buttons: a list has hundreds of rows, too many for a round trip each.
    _BUTTONS = """
        const layers = document.querySelectorAll('.layer');
        const top = layers[layers.length - 1];
        if (!top) return [];
        return Array.from(top.querySelectorAll('button'))
          .filter(b => b.checkVisibility())
          .map(b => [b, ((b.querySelector('span.label') || b).innerText || '')]);
    """

    def _labelled_buttons(self) -> list[tuple[WebElement, str]]:
        return [(b, normalized(label)) for b, label in self.driver.execute_script(self._BUTTONS)]

    def buttons(self) -> list[WebElement]:
        """The visible buttons of the top layer."""
        return [b for b, _ in self._labelled_buttons()]

    def button_labels(self) -> list[str]:
        """The labels of the top layer's visible buttons: a button's text or, for a list row
        (`<span class="label">` then a muted detail), the label span's text."""
        return [label for _, label in self._labelled_buttons()]

    def button(self, label: str) -> WebElement:
        """The visible button of the top layer labelled exactly `label` (a row by its label,
        without its detail)."""
        buttons = self._labelled_buttons()
        matches = [b for b, text in buttons if text == label]
        assert matches, (
            f"no button {label!r} on {self.title()!r} ({self.current_path()}); "
            f"buttons: {[text for _, text in buttons][:40]}"
        )
        assert len(matches) == 1, f"{len(matches)} buttons {label!r} on {self.title()!r}"
        return matches[0]

    def click_button(self, label: str) -> None:
        """Clicks the button labelled `label` in the top layer and waits for the next page."""
        button = self.button(label)
        self._navigate(button.click)

    def row_details(self, label: str) -> str:
        """The muted detail of the list row labelled `label`."""
        return normalized(self.button(label).find_element(By.CSS_SELECTOR, "span.detail").text)

    def submit(self) -> None:
        """Submits the top layer's form (its primary submit button)."""
        button = self.top_layer().find_element(By.CSS_SELECTOR, "form.stacked button[type=submit]")
        self._navigate(button.click)

    def field(self, name: str) -> WebElement:
        return self.top_layer().find_element(By.ID, f"field-{name}")

    def fill(self, name: str, value: str) -> None:
        """Types `value` into the top layer's field `#field-<name>`, replacing its text."""
        element = self.field(name)
        element.clear()
        element.send_keys(value)

    def field_error(self, name: str) -> str | None:
        found = self.top_layer().find_elements(By.ID, f"field-{name}-error")
        return normalized(found[0].text) if found else None

    def back_link(self) -> WebElement | None:
        """The top layer's back link (`‹ Title of the screen below`), if it has one."""
        found = self.top_layer().find_elements(By.CSS_SELECTOR, "header.bar a.back")
        return found[0] if found else None

    def back_link_text(self) -> str | None:
        link = self.back_link()
        return normalized(link.text) if link else None

    def press_back_link(self) -> None:
        link = self.back_link()
        assert link is not None, f"{self.title()!r} ({self.current_path()}) has no back link"
        self._navigate(link.click)

    def close_link(self) -> WebElement | None:
        found = self.top_layer().find_elements(By.CSS_SELECTOR, "header.bar a.close")
        return found[0] if found else None

    def press_close(self) -> None:
        link = self.close_link()
        assert link is not None, f"{self.title()!r} has no close link"
        self._navigate(link.click)

    def tabs(self) -> list[str]:
        return [
            normalized(tab.text)
            for tab in self.top_layer().find_elements(By.CSS_SELECTOR, "nav.tabbar .tab")
        ]

    def selected_tab(self) -> str | None:
        """The label of the tab the tab bar marks as the current page, if any."""
        found = self.top_layer().find_elements(By.CSS_SELECTOR, 'nav.tabbar [aria-current="page"]')
        return normalized(found[0].text) if found else None

    def select_tab(self, label: str) -> None:
        """Clicks the tab bar's link labelled `label` in the top layer, and waits for the page."""
        links = [
            tab
            for tab in self.top_layer().find_elements(By.CSS_SELECTOR, "nav.tabbar a.tab")
            if normalized(tab.text) == label
        ]
        assert len(links) == 1, f"tabs of {self.title()!r}: {self.tabs()}"
        self._navigate(links[0].click)

    def text_of(self, css: str) -> str:
        """The text of the element `css` selects in the top layer."""
        return normalized(self.top_layer().find_element(By.CSS_SELECTOR, css).text)

    def texts_of(self, css: str) -> list[str]:
        return [normalized(e.text) for e in self.top_layer().find_elements(By.CSS_SELECTOR, css)]

    def back_to_first_screen(self, limit: int = 20) -> list[str]:
        """Presses back links until the top screen has none; returns the titles seen on the
        way, the first screen's last."""
        seen = [self.title()]
        for _ in range(limit):
            if self.back_link() is None:
                return seen
            expected = self.back_link_text()
            self.press_back_link()
            seen.append(self.title())
            assert expected == f"‹ {seen[-1]}", (
                f"the back link said {expected!r} but led to {seen[-1]!r}"
            )
        raise AssertionError(f"still a back link after {limit} presses: {seen}")


# MARK: Plain HTTP


@dataclass
class Response:
    status: int
    headers: email.message.Message
    body: str
    url: str

    def header(self, name: str) -> str | None:
        return self.headers.get(name)

    @property
    def location(self) -> str | None:
        return self.headers.get("Location")

    def set_cookies(self) -> list[str]:
        return self.headers.get_all("Set-Cookie") or []

    def hidden_fields(self) -> list[dict[str, str]]:
        """The hidden fields of each action form of the page, form by form."""
        forms = re.findall(r"<form [^>]*>(.*?)</form>", self.body, flags=re.S)
        return [
            dict(re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', form))
            for form in forms
        ]


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


@dataclass
class HTTPClient:
    """Requests to the demo without a browser, redirects not followed, errors returned as
    responses (never raised, never followed). Keeps the session cookie it is given."""

    base_url: str
    cookie: str | None = None
    opener: urllib.request.OpenerDirector = field(
        default_factory=lambda: urllib.request.build_opener(_NoRedirects)
    )

    def request(
        self, method: str, path: str, form: dict[str, str] | None = None, *,
        content_type: str = "application/x-www-form-urlencoded", keep_cookie: bool = True,
    ) -> Response:
        url = self.base_url + urllib.parse.quote(path, safe="/?=&%~.:()!*'@,;+$")
        data = urllib.parse.urlencode(form).encode() if form is not None else None
        request = urllib.request.Request(url, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", content_type)
        if self.cookie:
            request.add_header("Cookie", self.cookie)
        try:
            with self.opener.open(request, timeout=TIMEOUT) as answer:
                response = Response(answer.status, answer.headers, answer.read().decode(), url)
        except urllib.error.HTTPError as error:
            with error:
                body = error.read().decode()
            response = Response(error.code, error.headers, body, url)
        if keep_cookie:
            for header in response.set_cookies():
                jar = http.cookies.SimpleCookie()
                jar.load(header)
                for name, morsel in jar.items():
                    self.cookie = f"{name}={morsel.value}"
        return response

    def get(self, path: str) -> Response:
        return self.request("GET", path)

    def post(self, path: str, form: dict[str, str], **options) -> Response:
        return self.request("POST", path, form, **options)

    def follow(self, response: Response, limit: int = 5) -> Response:
        """GETs redirect after redirect (a 3xx with a Location) until a page answers."""
        for _ in range(limit):
            if response.status not in (301, 302, 303, 307, 308):
                return response
            response = self.get(response.location)
        raise AssertionError(f"more than {limit} redirects from {response.url}")


# MARK: A server of a test's own


def demo_binary() -> str:
    """The demo executable scripts/e2e.sh built (DEMO_BINARY)."""
    binary = os.environ.get("DEMO_BINARY")
    if not binary:
        pytest.fail("DEMO_BINARY is not set: run the tests with scripts/e2e.sh", pytrace=False)
    return binary


@contextlib.contextmanager
def running_demo(*flags: str, log: pathlib.Path | None = None):
    """A demo server on a free port with `flags`, stopped (SIGTERM, then SIGKILL after 10 s)
    when the block ends; yields its address without a trailing slash. Its standard error goes
    to `log` when given."""
    # A file, never a pipe nobody reads: a server whose log filled a pipe would stop.
    errors = open(log, "w+") if log else tempfile.TemporaryFile("w+")
    server = subprocess.Popen(
        [demo_binary(), "--port", "0", *flags], stdout=subprocess.PIPE, stderr=errors, text=True
    )
    try:
        ready, _, _ = select.select([server.stdout], [], [], 60)
        line = server.stdout.readline() if ready else "(no address within 60 s)"
        if not line.startswith("Serving the demo apps at "):
            errors.seek(0)
            pytest.fail(f"the demo did not start: {line!r}\n{errors.read()[-2000:]}")
        yield line.removeprefix("Serving the demo apps at ").strip().rstrip("/")
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        errors.close()
