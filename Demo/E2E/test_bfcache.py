"""The browser's Back in a Chromium with its default settings, back/forward cache on.

Chromium (since 2025) keeps pages in its back/forward cache even when they are sent with
`Cache-Control: no-store`, as long as no cookie changed. Back then shows the frozen page
without asking the server, so the session still has the screen the user left on top, and an
action posted from the restored page names a screen that is not on top: the host answers
409 ("That screen is not showing any more") and shows the screen the user had left.

The host's pages carry a small script (progressive enhancement) that reloads a page restored
from that cache, so the server hears of the Back after all and applies it as the user's own
navigation. The other modules turn the cache off (see conftest.py) to test what the server
does when it is asked; this one tests what a user of a default Chromium gets, and shows that
the cache did restore the page (else it would test nothing): a script added to every document
before the page's own records each `pageshow` of a restored page in the tab's sessionStorage,
which outlives the reload.
"""

from __future__ import annotations

from selenium.webdriver.support.ui import WebDriverWait

from helpers import TIMEOUT, Browser
from test_host import HOME_TITLE


# Runs before the page's own scripts in every document of the tab (DevTools protocol).
RECORD_RESTORES = """
window.addEventListener("pageshow", function (event) {
  if (event.persisted) {
    const n = Number(sessionStorage.getItem("e2eRestores") || "0");
    sessionStorage.setItem("e2eRestores", String(n + 1));
  }
});
"""


def restores(browser: Browser) -> int:
    """How many times this tab showed a page restored from the back/forward cache."""
    return int(browser.driver.execute_script(
        "return Number(sessionStorage.getItem('e2eRestores') || '0')"))


def warm_up(browser: Browser) -> None:
    """Chromium restores no page of an origin from the cache during the first session it
    opens there (observed with Chromium 156): visit once, then start the session tested."""
    browser.open("/")
    browser.fresh_session()


def test_back_in_a_default_chromium_reaches_the_server(default_browser: Browser) -> None:
    """After Back, the page shown is one the server sent just now, whether or not Chromium
    first restored it from its cache, and the user's next tap works."""
    browser = default_browser
    warm_up(browser)
    # In the tab the session under test runs in (fresh_session opened a new one).
    browser.driver.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_RESTORES})
    browser.open("/")
    labels = browser.button_labels()
    browser.click_button(labels[0])
    first_app = browser.title()
    browser.browser_back()
    WebDriverWait(browser.driver, TIMEOUT).until(
        lambda _: browser.came_from_server(),
        message="the page after Back was not sent by the server",
    )
    assert browser.title() == HOME_TITLE
    assert restores(browser) >= 1, "Chromium did not restore the page from its cache: nothing tested"
    # The page shown is the reload the host's script asked for, not the restored one.
    assert browser.navigation_type() == "reload", browser.navigation_type()
    # The user picks another app on the home page they see: no refusal, the app opens.
    browser.click_button(labels[1])
    assert browser.notice() is None, browser.notice()
    assert browser.title() not in (HOME_TITLE, first_app)
