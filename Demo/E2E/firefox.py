"""Firefox ESR, driven over Marionette, behind the same `Browser` helpers as Chromium.

Debian ships Firefox ESR but no geckodriver, so test_firefox.py talks to Firefox's own remote
protocol, Marionette, with Mozilla's `marionette-driver` client from PyPI:

- `firefox(binary, log)` starts a headless Firefox with Marionette on a port of its own
  choosing, in a fresh temporary profile, and always quits it and removes the profile;
- `MarionetteDriver` gives that client the few calls of Selenium's WebDriver that
  `helpers.Browser` makes (`get`, `back`, `execute_script`, `find_elements`, …); element
  handles are Marionette's own, which answer `text`, `click()`, `send_keys()`,
  `get_attribute()`, `get_property()` and `find_element()` as Selenium's do;
- `FirefoxBrowser` is `helpers.Browser` with what needs Chromium's DevTools protocol there
  (a fresh session, the window size, screenshots) done with WebDriver commands instead.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import shutil
import signal
import subprocess
import tempfile
import time
import warnings
from collections.abc import Iterator

from selenium.common.exceptions import WebDriverException

from helpers import WINDOWS, Browser

with warnings.catch_warnings():
    # Modules under the client import `telnetlib` and call a deprecated `distro` function.
    warnings.simplefilter("ignore", DeprecationWarning)
    from marionette_driver.errors import MarionetteException
    from marionette_driver.marionette import Marionette

#: Seconds Firefox may take to start and open its Marionette port, and to quit.
STARTUP_TIMEOUT = 60
QUIT_TIMEOUT = 15
#: The narrowest window headless Firefox makes (it widens a narrower one to this).
NARROWEST = 500

#: The profile's preferences: Marionette on a port Firefox picks (written to the profile's
#: `MarionetteActivePort`), and nothing that opens a page, a dialog or a connection of its own.
PREFS: dict[str, object] = {
    "marionette.port": 0,
    # No first-run or what's-new pages, no default-browser question, a blank start.
    "browser.startup.page": 0,
    "browser.startup.homepage": "about:blank",
    "browser.startup.homepage_override.mstone": "ignore",
    "startup.homepage_welcome_url": "about:blank",
    "startup.homepage_welcome_url.additional": "",
    "browser.aboutwelcome.enabled": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.tabs.warnOnClose": False,
    "browser.sessionstore.resume_from_crash": False,
    "toolkit.startup.max_resumed_crashes": -1,
    # No updates of the browser, its add-ons or its search engines.
    "app.update.disabledForTesting": True,
    "app.update.auto": False,
    "app.update.checkInstallTime": False,
    "extensions.update.enabled": False,
    "browser.search.update": False,
    # No telemetry, health report or data-submission notice.
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.policy.firstRunURL": "",
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.unified": False,
    "toolkit.telemetry.server": "",
    # No background connections (the machine reaches only 127.0.0.1 and package mirrors).
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "browser.safebrowsing.update.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "browser.newtabpage.enabled": False,
    # The back/forward cache keeps its default: Firefox does not keep `Cache-Control:
    # no-store` pages in it, so Back and Forward ask the server, as the Pages test checks
    # (`came_from_server()`), unlike a default Chromium (see test_bfcache.py).
    "intl.accept_languages": "en-US",
    "layout.css.devPixelsPerPx": "1.0",
}


def write_prefs(profile: pathlib.Path) -> None:
    lines = (f"user_pref({json.dumps(name)}, {json.dumps(value)});" for name, value in PREFS.items())
    (profile / "user.js").write_text("\n".join(lines) + "\n")


def wait_for_port(profile: pathlib.Path, process: subprocess.Popen) -> int:
    """The port Marionette listens on, once Firefox has written it into the profile."""
    port_file = profile / "MarionetteActivePort"
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Firefox exited with status {process.returncode} before Marionette")
        text = port_file.read_text().strip() if port_file.exists() else ""
        if text.isdigit():
            return int(text)
        time.sleep(0.05)
    raise TimeoutError(f"Firefox wrote no Marionette port within {STARTUP_TIMEOUT} s")


def stop(process: subprocess.Popen, quitting: bool) -> None:
    """Waits for Firefox to exit (asks it with SIGTERM unless it is `quitting` already), then
    kills whatever is left of its process group, the one it was started in."""
    if not quitting and process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
    # One that does not exit in time is killed below; that is not an error of the tests.
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=QUIT_TIMEOUT)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()


@contextlib.contextmanager
def firefox(binary: str, log: pathlib.Path) -> Iterator[Marionette]:
    """A headless Firefox in a new temporary profile, connected over Marionette; on exit it
    is quit (killed if it does not quit) and the profile is removed."""
    profile = pathlib.Path(tempfile.mkdtemp(prefix="e2e-firefox-"))
    process = client = None
    quitting = False
    try:
        write_prefs(profile)
        command = [binary, "--headless", "--no-remote", "--marionette", "--profile", str(profile)]
        with log.open("wb") as output:
            process = subprocess.Popen(
                [*command, "about:blank"], stdin=subprocess.DEVNULL, stdout=output,
                stderr=subprocess.STDOUT, start_new_session=True,
            )
        port = wait_for_port(profile, process)
        client = Marionette(host="127.0.0.1", port=port, startup_timeout=STARTUP_TIMEOUT)
        client.start_session()
        yield client
    finally:
        try:
            if client is not None and client.session is not None:
                with contextlib.suppress(OSError, MarionetteException):
                    # Marionette:Quit (the client's public quit() is for a Firefox it started).
                    client._request_in_app_shutdown()
                    quitting = True
                with contextlib.suppress(OSError, MarionetteException):
                    client.delete_session(send_request=False)
        finally:
            try:
                if process is not None:
                    stop(process, quitting)
            finally:
                shutil.rmtree(profile, ignore_errors=True)


class MarionetteDriver:
    """A Marionette client with the calls of Selenium's WebDriver that `Browser` makes."""

    def __init__(self, client: Marionette):
        self.client = client

    def get(self, url: str) -> None:
        self.client.navigate(url)

    def back(self) -> None:
        self.client.go_back()

    def forward(self) -> None:
        self.client.go_forward()

    def refresh(self) -> None:
        self.client.refresh()

    @property
    def current_url(self) -> str:
        return self.client.get_url()

    @property
    def title(self) -> str:
        return self.client.title

    def find_element(self, by: str, value: str):
        return self.client.find_element(by, value)

    def find_elements(self, by: str, value: str) -> list:
        return self.client.find_elements(by, value)

    def execute_script(self, script: str, *args):
        """Runs `script` in the page's own scope (no sandbox), as WebDriver does; Marionette's
        errors become Selenium's, which the helpers expect between two documents."""
        try:
            return self.client.execute_script(script, script_args=list(args), sandbox=None)
        except MarionetteException as error:
            raise WebDriverException(str(error).splitlines()[0]) from error

    def get_cookies(self) -> list[dict]:
        return self.client.get_cookies()


class FirefoxBrowser(Browser):
    """`Browser` in Firefox: the same helpers, with WebDriver commands where Chromium's use
    its DevTools protocol."""

    def fresh_session(self) -> None:
        """No cookies (so a new session of the demo) and a new tab (so an empty history).

        WebDriver deletes the cookies of the page shown, so this deletes them from a page of
        the demo that starts no session (its health check)."""
        client = self.driver.client
        client.navigate(self.url("/_/health"))
        client.delete_all_cookies()
        assert client.get_cookies() == []
        tab = client.open(type="tab", focus=True)["handle"]
        for handle in client.window_handles:
            if handle != tab:
                client.switch_to_window(handle)
                client.close()
        client.switch_to_window(tab)

    def use_window(self, name: str) -> None:
        """Sizes the window so the page's viewport is the desktop's 1280×900 CSS pixels, or
        as narrow as headless Firefox goes (`NARROWEST`) for "narrow"; a phone's 390 pixels
        are out of its reach."""
        assert name in ("desktop", "narrow"), f"no {name!r} window in Firefox"
        width, height = (NARROWEST, WINDOWS["phone"][1]) if name == "narrow" else WINDOWS["desktop"]
        client = self.driver.client
        client.set_window_rect(width=width, height=height)
        # The window includes the browser's toolbars: grow it by their size.
        inner_width, inner_height = self.driver.execute_script("return [innerWidth, innerHeight]")
        client.set_window_rect(width=2 * width - inner_width, height=2 * height - inner_height)
        self.window = name

    def screenshot(self, name: str, full_page: bool = False) -> pathlib.Path:
        path = self.screenshot_path(name)
        path.write_bytes(self.driver.client.screenshot(format="binary", full=full_page))
        return path
