"""A second engine: a short click-through of the demo in Firefox ESR (Debian's `firefox-esr`),
driven over Marionette (see firefox.py), with the same flows the Chromium tests check.

The module's `browser` fixture is a `FirefoxBrowser` on a fresh session, so the flows of
test_host.py, test_pages.py, test_login_signup.py and test_home.py run here unchanged, in
Firefox: the home screen and the five apps reached by clicking, the Pages app with the
browser's Back, Forward and Reload, forms submitted with errors then corrected, deep links
opened in a fresh session, and the Login/Signup app's tabs (a re-tap a draft refuses) and its
account popover. Each test leaves screenshots named `firefox-*.png`.
"""

from __future__ import annotations

import os
import pathlib
import shutil

import pytest

import test_home
import test_host
import test_login_signup
import test_login_signup_tabs
import test_pages
from firefox import NARROWEST, FirefoxBrowser, MarionetteDriver, firefox


@pytest.fixture(scope="module")
def firefox_driver(screenshot_dir: pathlib.Path):
    """One headless Firefox ESR for the module, in a temporary profile removed afterwards."""
    binary = os.environ.get("FIREFOX_BINARY") or shutil.which("firefox-esr")
    if not binary:
        pytest.fail("no firefox-esr: run the tests with scripts/e2e.sh, which installs it",
                    pytrace=False)
    with firefox(binary, log=screenshot_dir.parent / "firefox.log") as client:
        yield MarionetteDriver(client)


@pytest.fixture
def browser(request, firefox_driver, base_url, screenshot_dir) -> FirefoxBrowser:
    """Firefox on a new session of the demo, with an empty history; a desktop-sized
    viewport unless the test is marked `@pytest.mark.window("narrow")`."""
    return FirefoxBrowser.for_test(request, firefox_driver, base_url, screenshot_dir)


@pytest.fixture
def screenshot(browser: FirefoxBrowser):
    """`screenshot(name)` saves the window as firefox-<name>.png."""
    return lambda name: browser.screenshot(f"firefox-{name}")


def test_home_and_every_app_by_clicking(browser: FirefoxBrowser, screenshot) -> None:
    test_host.test_home_page_shows_a_title_and_buttons(browser, screenshot)
    test_host.test_every_app_opens_from_home_and_its_back_link_returns(browser)


def test_pages_first_second_third(browser: FirefoxBrowser, screenshot) -> None:
    test_pages.test_next_next_then_back_to_first(browser, screenshot)


def test_back_forward_and_reload_reach_the_server(browser: FirefoxBrowser, screenshot) -> None:
    test_host.test_back_forward_and_reload_go_to_the_server(browser)
    browser.fresh_session()
    test_pages.test_browser_back_forward_and_reload_mid_flow(browser)
    screenshot("pages-after-back")


def test_a_form_with_errors_then_corrected(browser: FirefoxBrowser, screenshot) -> None:
    test_login_signup.test_sign_up_validates_then_creates_the_account(browser, screenshot)


def test_deep_links_in_a_fresh_session(browser: FirefoxBrowser, screenshot) -> None:
    test_home.test_the_sheets_address_in_a_fresh_session(browser)
    screenshot("about-sheet")
    browser.fresh_session()
    test_pages.test_deep_link_to_the_third_page(browser, screenshot)
    screenshot("pages-third-deep-link")


def test_tabs_a_refused_retap_and_the_account_popover(
    browser: FirefoxBrowser, screenshot
) -> None:
    test_login_signup_tabs.test_tabs_keep_their_screens_and_a_draft_refuses_the_retap(
        browser, screenshot
    )
    browser.fresh_session()
    test_login_signup_tabs.the_account_popover_opens_and_closes(browser, screenshot)


@pytest.mark.window("narrow")
def test_a_form_with_errors_fits_a_narrow_window(browser: FirefoxBrowser, screenshot) -> None:
    """The phone layout (under 48rem) at the narrowest window headless Firefox makes."""
    assert browser.viewport_width() <= NARROWEST
    browser.open("/login-signup/signup")
    browser.submit()
    assert browser.field_error("name") == "Enter your name."
    screenshot("signup-errors-narrow")
    assert browser.horizontal_overflow() <= 0
