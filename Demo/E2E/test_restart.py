"""Sessions that survive a restart of the server: a demo server of this module's
own, saving its sessions in a SQLite file under a temporary --data-dir, is stopped (gracefully,
or with kill -9) and started again on the same port and data directory in the middle of a
flow; the browser reloads and finds the same screen, the same form, the same signed-in user,
and its Back still works.

It runs the executable that scripts/e2e.sh built (DEMO_BINARY)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess

import pytest
from helpers import Browser


class RestartableServer:
    """A demo server on a fixed port and data directory, which a test can stop and start."""

    def __init__(self, binary: str, data_dir: str):
        self.binary = binary
        self.data_dir = data_dir
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process: subprocess.Popen | None = None
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--data-dir", self.data_dir,
             "--log-level", "warning"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        line = self.process.stdout.readline()
        assert line.startswith("Serving the demo apps at "), (line, self.process.stderr.read())

    def stop(self, hard: bool = False) -> None:
        """SIGTERM (a redeployment), or SIGKILL (a crash: nothing is flushed on the way out)."""
        if self.process is None:
            return
        self.process.send_signal(signal.SIGKILL if hard else signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None

    def restart(self, hard: bool = False) -> None:
        self.stop(hard)
        self.start()


@pytest.fixture
def server(tmp_path):
    binary = os.environ.get("DEMO_BINARY")
    if not binary:
        pytest.fail("DEMO_BINARY is not set: run the tests with scripts/e2e.sh", pytrace=False)
    running = RestartableServer(binary, str(tmp_path / "data"))
    running.start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture
def page(driver, server, screenshot_dir) -> Browser:
    browser = Browser(driver, server.url, screenshot_dir)
    browser.fresh_session()
    browser.use_window("desktop")
    return browser


def test_a_half_filled_signup_form_survives_a_restart_and_back_still_works(page, server):
    page.open_app("Login, Signup, Forgot password")
    assert page.title() == "Log in"
    page.click_button("Sign up")
    page.fill("name", "Bob Halfway")
    page.fill("email", "bob@example.com")
    page.fill("password", "short")
    page.submit()
    assert page.field_error("password") == "Choose a password of at least 8 characters."
    path = page.current_path()

    server.restart()
    page.reload()
    assert page.came_from_server()
    assert page.current_path() == path
    assert page.title() == "Sign up"
    assert page.field("name").get_attribute("value") == "Bob Halfway"
    assert page.field("email").get_attribute("value") == "bob@example.com"
    assert page.field_error("password") == "Choose a password of at least 8 characters."
    assert page.field("password").get_attribute("value") == ""

    # The form goes on where it was; the account it makes exists after the next restart too.
    page.fill("password", "swordfish!")
    page.fill("confirmation", "swordfish!")
    page.submit()
    assert page.title() == "Log in"
    server.restart()
    page.reload()
    assert page.title() == "Log in"
    page.fill("email", "bob@example.com")
    page.fill("password", "swordfish!")
    page.submit()
    assert page.title() == "Home"
    assert "Bob Halfway" in page.screen_text()

    # Signed in after a restart, in the tabs; closing them signs out, and the login's back
    # link still leads to the demo's home page.
    server.restart()
    page.reload()
    assert page.title() == "Home"
    assert page.tabs() == ["Home", "Notes"]
    page.press_close()
    assert page.title() == "Log in"
    assert page.back_link_text() == "‹ swift-coordination"
    page.press_back_link()
    assert page.title() == "swift-coordination"


def test_a_link_waiting_behind_the_sign_in_survives_kill_minus_nine(page, server):
    """A link opened while signed out waits for the sign-in; the server is killed before the
    user signs in, and the link still waits on the restarted server, then lands."""
    page.open_app("Login, Signup, Forgot password")
    login = page.current_path()
    page.open("/login-signup/home")
    assert page.title() == "Log in"
    assert "signing in to the Login/Signup app first" in (page.notice() or "")

    server.restart(hard=True)
    # The login's own address, not the link's: the link is not asked for again.
    page.open(login)
    assert page.came_from_server()
    assert page.title() == "Log in"
    assert page.notice() == "The page you asked for opens once you are through here."
    page.fill("email", "ann@example.com")
    page.fill("password", "coordinator")
    page.submit()
    assert page.title() == "Home"
    assert page.notice() is None


def test_a_signed_in_user_survives_kill_minus_nine(page, server):
    page.open_app("MVVM login")
    page.click_button("Log in")
    page.fill("email", "ann@example.com")
    page.fill("password", "coordinator")
    page.submit()
    assert page.title() == "Welcome, Ann Demo"
    path = page.current_path()

    server.restart(hard=True)
    page.reload()
    assert page.current_path() == path
    assert page.title() == "Welcome, Ann Demo"
    page.click_button("Log out")
    assert page.title() == "Main"
    server.restart(hard=True)
    # The browser's Back to the signed-in page finds nobody signed in, as without a restart:
    # signing out was saved before its page was sent.
    page.browser_back()
    assert page.came_from_server()
    assert page.title() == "Nothing here"
    assert "Ann Demo" not in page.page_text()
