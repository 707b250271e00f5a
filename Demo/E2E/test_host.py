"""The web host, whatever app it serves: pages, cookies, errors, CSRF, caching, and the
browser's Back, Forward and Reload reconciled with the session's navigation state."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from helpers import Browser, HTTPClient

HOME_TITLE = "swift-coordination"
APPS = ["Movies", "MVVM login", "Login, Signup, Forgot password", "First, Second, Third", "Kanji list"]


def test_home_page_shows_a_title_and_buttons(browser: Browser, screenshot) -> None:
    browser.open("/")
    assert browser.title() == HOME_TITLE
    assert browser.back_link() is None
    assert browser.button_labels() == APPS + ["About this demo"]
    # The root URL redirects to the home state's canonical address.
    assert browser.current_path() != "/"
    screenshot("home")


def test_session_cookie_is_http_only_and_same_site_lax(browser: Browser) -> None:
    browser.open("/")
    cookies = {cookie["name"]: cookie for cookie in browser.driver.get_cookies()}
    assert "coordination-session" in cookies, cookies
    cookie = cookies["coordination-session"]
    assert cookie["httpOnly"] is True
    assert cookie["sameSite"] == "Lax"
    assert cookie["path"] == "/"
    # HttpOnly: the page's scripts cannot read it.
    assert "coordination-session" not in browser.driver.execute_script("return document.cookie")


def test_a_fresh_browser_gets_a_new_session(browser: Browser) -> None:
    browser.open("/")
    first = browser.driver.get_cookie("coordination-session")["value"]
    browser.fresh_session()
    browser.open("/")
    second = browser.driver.get_cookie("coordination-session")["value"]
    assert first != second


def test_an_unknown_url_shows_the_not_found_page(browser: Browser, http: HTTPClient) -> None:
    browser.open("/")
    home = browser.current_path()
    browser.open("/no-such-page")
    assert browser.title() == "Nothing here"
    assert "/no-such-page" in browser.screen_text()
    # The page links back to where the session was, and the session is unchanged.
    link = browser.driver.find_element(By.CSS_SELECTOR, "a.primary-link")
    assert link.text == "Back to where you were"
    browser._navigate(link.click)
    assert browser.current_path() == home
    assert browser.title() == HOME_TITLE

    answer = http.get("/no-such-page")
    assert answer.status == 404
    assert "Nothing here" in answer.body
    assert answer.header("Content-Type").startswith("text/html")


def test_a_malformed_route_is_not_found_too(http: HTTPClient) -> None:
    home = http.follow(http.get("/"))
    assert home.status == 200
    first = home.url.split("/")[3]  # The home route's segment, such as "demo.home".
    key = first.split(".")[0]
    assert http.get(f"/{key}.no-such-case").status == 404
    assert http.get(f"/{first}/no-such-key.home").status == 404


def test_root_redirects_and_sets_the_cookie_once(http: HTTPClient) -> None:
    first = http.get("/")
    assert first.status == 303
    assert first.location and first.location.startswith("/")
    cookies = first.set_cookies()
    assert len(cookies) == 1 and cookies[0].startswith("coordination-session=")
    attributes = {part.strip().lower() for part in cookies[0].split(";")[1:]}
    assert "httponly" in attributes and "samesite=lax" in attributes
    page = http.get(first.location)
    assert page.status == 200
    assert page.set_cookies() == []  # The session is known now.


def test_pages_forbid_caching(http: HTTPClient) -> None:
    for answer in (http.get("/"), http.follow(http.get("/")), http.get("/no-such-page")):
        assert answer.header("Cache-Control") == "no-store", (answer.url, answer.status)
    page = http.follow(http.get("/"))
    assert page.header("X-Content-Type-Options") == "nosniff"
    assert "default-src 'none'" in (page.header("Content-Security-Policy") or "")


def test_an_action_without_the_csrf_token_is_refused(http: HTTPClient) -> None:
    page = http.follow(http.get("/"))
    assert page.status == 200
    forms = [fields for fields in page.hidden_fields() if "_action" in fields]
    assert forms, "the home page has no action form"
    form = forms[0]
    assert form["_csrf"] and form["_screen"]

    without = {key: value for key, value in form.items() if key != "_csrf"}
    refused = http.post("/_/action", without)
    assert refused.status == 403
    assert "This form has expired" in refused.body
    wrong = http.post("/_/action", {**form, "_csrf": "0" * len(form["_csrf"])})
    assert wrong.status == 403
    # Nothing changed: the same page, and the genuine form still works.
    assert http.get(page.url.removeprefix(http.base_url)).status == 200
    accepted = http.post("/_/action", form)
    assert accepted.status == 303, accepted.body
    assert accepted.location and accepted.location != page.url.removeprefix(http.base_url)


def test_an_action_without_a_session_is_refused(http: HTTPClient) -> None:
    page = http.follow(http.get("/"))
    form = next(fields for fields in page.hidden_fields() if "_action" in fields)
    stranger = HTTPClient(http.base_url)
    refused = stranger.post("/_/action", form)
    assert refused.status == 403
    assert stranger.cookie is None  # A post never starts a session.


def test_an_action_for_a_screen_no_longer_showing_is_refused(http: HTTPClient) -> None:
    page = http.follow(http.get("/"))
    form = next(fields for fields in page.hidden_fields() if "_action" in fields)
    assert http.post("/_/action", form).status == 303
    stale = http.post("/_/action", form)
    assert stale.status == 409
    assert "not showing any more" in stale.body


def test_an_action_posted_as_json_is_unsupported(http: HTTPClient) -> None:
    page = http.follow(http.get("/"))
    form = next(fields for fields in page.hidden_fields() if "_action" in fields)
    answer = http.post("/_/action", form, content_type="application/json")
    assert answer.status == 415


def test_the_stylesheet_is_css(http: HTTPClient) -> None:
    answer = http.get("/_/style.css")
    assert answer.status == 200
    assert answer.header("Content-Type").startswith("text/css")
    assert "{" in answer.body and len(answer.body) > 100


def test_the_health_check_answers(http: HTTPClient) -> None:
    answer = http.get("/_/health")
    assert (answer.status, answer.body) == (200, "ok")
    assert answer.set_cookies() == []  # No session for a health check.


def test_pages_have_a_viewport_and_the_stylesheet(browser: Browser) -> None:
    browser.open("/")
    viewport = browser.driver.find_element(By.CSS_SELECTOR, "meta[name=viewport]")
    assert "width=device-width" in viewport.get_attribute("content")
    assert browser.driver.find_elements(By.CSS_SELECTOR, "link[rel=stylesheet][href='/_/style.css']")
    # The stylesheet loaded (the page's CSP allows it) and applies: rows are flex boxes.
    assert browser.driver.execute_script("return document.styleSheets.length") == 1
    row = browser.buttons()[0]
    assert row.value_of_css_property("display") == "flex"
    assert browser.document_title().startswith(HOME_TITLE)


def test_back_forward_and_reload_go_to_the_server(browser: Browser) -> None:
    browser.open("/")
    home_path = browser.current_path()
    first = browser.button_labels()[0]
    browser.click_button(first)
    app_title, app_path = browser.title(), browser.current_path()
    assert app_title != HOME_TITLE and app_path != home_path
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"

    browser.browser_back()
    assert browser.came_from_server(), "Back showed a cached page, not the server's"
    assert browser.title() == HOME_TITLE
    assert browser.current_path() == home_path

    browser.browser_forward()
    assert browser.came_from_server(), "Forward showed a cached page, not the server's"
    assert browser.title() == app_title
    assert browser.current_path() == app_path

    browser.reload()
    assert browser.came_from_server()
    assert browser.navigation_type() == "reload"
    assert browser.title() == app_title
    assert browser.current_path() == app_path
    assert browser.notice() is None


def test_after_back_the_page_shown_is_live(browser: Browser) -> None:
    """The server applied the browser's Back to the session: the home page's buttons work
    (an action aimed at a screen not on top would be refused with a notice)."""
    browser.open("/")
    labels = browser.button_labels()
    browser.click_button(labels[0])
    opened = browser.title()
    browser.browser_back()
    assert browser.title() == HOME_TITLE
    browser.click_button(labels[1])
    assert browser.notice() is None, browser.notice()
    assert browser.title() not in (HOME_TITLE, opened)
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    # And the browser's Back leaves the second app for the home page, not the first app.
    browser.browser_back()
    assert browser.title() == HOME_TITLE


def test_back_link_then_browser_back(browser: Browser) -> None:
    """A back link is a navigation of its own: the browser's Back after it returns to the
    screen the link left, which the server builds again from its URL."""
    browser.open("/")
    home = browser.current_path()
    browser.click_button(APPS[0])
    app_title, app_path = browser.title(), browser.current_path()
    browser.press_back_link()
    assert (browser.title(), browser.current_path()) == (HOME_TITLE, home)
    browser.browser_back()
    assert (browser.title(), browser.current_path()) == (app_title, app_path)
    assert browser.notice() is None
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"


def test_every_app_opens_from_home_and_its_back_link_returns(browser: Browser) -> None:
    browser.open("/")
    for app in APPS:
        browser.click_button(app)
        assert browser.title() not in (HOME_TITLE, "Nothing here"), app
        assert browser.notice() is None, app
        assert browser.back_link_text() == f"‹ {HOME_TITLE}", app
        browser.press_back_link()
        assert browser.title() == HOME_TITLE


@pytest.mark.window("phone")
def test_home_on_a_phone_fits_the_width(browser: Browser, screenshot) -> None:
    browser.open("/")
    assert browser.viewport_width() == 390
    overflow = browser.horizontal_overflow()
    screenshot("home-phone")
    assert overflow <= 0, f"the page is {overflow}px wider than a phone's screen"


def test_home_on_a_desktop(browser: Browser, screenshot) -> None:
    browser.open("/")
    assert browser.viewport_width() >= 1200
    screenshot("home-desktop")
