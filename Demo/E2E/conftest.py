"""Fixtures of the real-browser end-to-end tests.

`scripts/e2e.sh` builds and starts the demo server and exports its address as DEMO_URL; run
the tests through it. Each test module gets one headless Chromium; each test starts in a fresh
tab with no cookies, so it is a new session of the demo with an empty history.

Fixtures:
    base_url    the demo's address, without a trailing slash
    browser     a `Browser` (see helpers.py) on a fresh session, desktop-sized unless the test
                is marked `@pytest.mark.window("phone")`; its back/forward cache is off, so
                Back and Forward always ask the server (see `driver`)
    default_browser  the same in a Chromium with its default settings
    screenshot  `screenshot(name)`: saves the current page as <screenshots>/<name>.png
    http        `http(method, path, ...)`: one request without a browser (see helpers.py)
"""

from __future__ import annotations

import os
import pathlib

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from helpers import WINDOWS, Browser, HTTPClient

ROOT = pathlib.Path(__file__).resolve().parents[2]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "window(name): the window size the test starts with: 'phone' or 'desktop' "
        "('narrow' or 'desktop' in Firefox, test_firefox.py)",
    )


@pytest.fixture(scope="session")
def base_url() -> str:
    url = os.environ.get("DEMO_URL")
    if not url:
        pytest.fail("DEMO_URL is not set: run the tests with scripts/e2e.sh", pytrace=False)
    return url.rstrip("/")


@pytest.fixture(scope="session")
def screenshot_dir() -> pathlib.Path:
    folder = pathlib.Path(
        os.environ.get("E2E_SCREENSHOTS", ROOT / ".e2e-artifacts" / "screenshots")
    )
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def make_chrome(back_forward_cache: bool) -> webdriver.Chrome:
    """A headless Chromium from Debian, driven by Debian's chromedriver (never downloaded)."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROME_BINARY", "/usr/bin/chromium")
    width, height = WINDOWS["desktop"]
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        f"--window-size={width},{height}",
        "--lang=en-US",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--hide-scrollbars",
    ):
        options.add_argument(argument)
    if not back_forward_cache:
        options.add_argument("--disable-back-forward-cache")
        options.add_argument("--disable-features=BackForwardCache")
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    chrome = webdriver.Chrome(options=options, service=service)
    chrome.set_page_load_timeout(30)
    return chrome


@pytest.fixture(scope="module")
def driver():
    """The browser of the module's tests, with its back/forward cache off.

    Chromium keeps pages in its back/forward cache even when they say
    `Cache-Control: no-store` (since 2025, as long as no cookie changed), and then Back and
    Forward show the frozen page without asking the server. The flows test what the server
    does with Back and Forward, so their browser asks it every time; test_bfcache.py drives a
    browser with Chromium's defaults.
    """
    chrome = make_chrome(back_forward_cache=False)
    try:
        yield chrome
    finally:
        chrome.quit()


@pytest.fixture(scope="module")
def default_driver():
    """A browser with Chromium's default settings, back/forward cache on."""
    chrome = make_chrome(back_forward_cache=True)
    try:
        yield chrome
    finally:
        chrome.quit()


@pytest.fixture
def browser(request, driver, base_url, screenshot_dir) -> Browser:
    return Browser.for_test(request, driver, base_url, screenshot_dir)


@pytest.fixture
def default_browser(request, default_driver, base_url, screenshot_dir) -> Browser:
    """Like `browser`, in a Chromium with its default settings (back/forward cache on)."""
    return Browser.for_test(request, default_driver, base_url, screenshot_dir)


@pytest.fixture
def screenshot(browser):
    return browser.screenshot


@pytest.fixture
def http(base_url) -> HTTPClient:
    return HTTPClient(base_url)
