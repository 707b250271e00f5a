"""App B, MVVM login: Main knows only a LoginNavigator; the login flow returns the signed-in
user to the app coordinator, which replaces its stack with the user's home."""

from __future__ import annotations

import pytest

from helpers import Browser, HTTPClient
from test_host import HOME_TITLE

APP = "MVVM login"
EMAIL, PASSWORD, NAME = "ann@example.com", "coordinator", "Ann Demo"


def open_login(browser: Browser) -> None:
    browser.open_app(APP)
    assert browser.title() == "Main"
    browser.click_button("Log in")
    assert browser.title() == "Log in"


def log_in(browser: Browser, email: str = EMAIL, password: str = PASSWORD) -> None:
    browser.fill("email", email)
    browser.fill("password", password)
    browser.submit()


def test_main_then_login_form(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    assert browser.title() == "Main"
    assert browser.text_of(".card") == "You are not signed in."
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    screenshot("mvvm-main")
    browser.click_button("Log in")
    assert browser.title() == "Log in"
    assert browser.back_link_text() == "‹ Main"
    assert browser.text_of("#hint") == f"Demo account: {EMAIL} / {PASSWORD}"
    assert browser.field("email").get_attribute("type") == "text"
    assert browser.field("password").get_attribute("type") == "password"
    screenshot("mvvm-login")


def test_wrong_inputs_show_errors_and_keep_the_email(browser: Browser, screenshot) -> None:
    open_login(browser)
    login_path = browser.current_path()
    browser.submit()
    assert browser.title() == "Log in"
    assert browser.text_of("#form-error") == "Enter your e-mail address and your password."

    log_in(browser, "not-an-address", "whatever")
    assert browser.text_of("#form-error") == '"not-an-address" is not a valid e-mail address.'

    log_in(browser, EMAIL, "wrong password")
    assert browser.title() == "Log in"
    assert browser.current_path() == login_path
    assert browser.text_of("#form-error") == "The e-mail or password is incorrect."
    assert browser.field("email").get_attribute("value") == EMAIL
    assert browser.field("password").get_attribute("value") == ""  # Never sent back.
    screenshot("mvvm-login-error")


def test_login_shows_the_users_home_then_logout(browser: Browser, screenshot) -> None:
    open_login(browser)
    log_in(browser)
    assert browser.title() == f"Welcome, {NAME}"
    assert browser.text_of("#user") == f"Name {NAME} E-mail {EMAIL}"
    # The login flow ended and the app's stack was replaced: back leads to the home screen.
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    assert browser.button_labels() == ["Log out"]
    screenshot("mvvm-welcome")

    browser.reload()
    assert browser.title() == f"Welcome, {NAME}"

    browser.click_button("Log out")
    assert browser.title() == "Main"
    assert browser.text_of(".card") == "You are not signed in."


def test_browser_back_and_forward_around_the_login(browser: Browser) -> None:
    open_login(browser)
    login_path = browser.current_path()
    log_in(browser)
    welcome_path = browser.current_path()
    assert browser.title() == f"Welcome, {NAME}"

    # Back: the login form again, as the browser's history has it (the user stays signed in
    # in the app's coordinator, so Forward shows the home again).
    browser.browser_back()
    assert browser.came_from_server()
    assert (browser.title(), browser.current_path()) == ("Log in", login_path)
    browser.browser_forward()
    assert (browser.title(), browser.current_path()) == (f"Welcome, {NAME}", welcome_path)

    # After logging out, Back to the signed-in page is refused: nobody is signed in.
    browser.click_button("Log out")
    assert browser.title() == "Main"
    browser.browser_back()
    assert browser.title() == "Nothing here"
    assert "nobody is signed in" in browser.screen_text()
    assert "Ann Demo" not in browser.page_text()


def test_a_fresh_session_cannot_open_the_signed_in_page(browser: Browser, http: HTTPClient) -> None:
    open_login(browser)
    log_in(browser)
    welcome_path = browser.current_path()
    answer = http.get(welcome_path)  # Another session (no cookie of the browser's).
    assert answer.status == 404
    assert "Ann Demo" not in answer.body


def test_back_link_from_the_login_form_abandons_it(browser: Browser) -> None:
    open_login(browser)
    browser.fill("email", "someone@example.com")
    browser.press_back_link()
    assert browser.title() == "Main"
    browser.click_button("Log in")
    # A new login screen: nothing of the abandoned one is left.
    assert browser.field("email").get_attribute("value") == ""


def test_deep_link_to_the_login_form(browser: Browser) -> None:
    browser.open("/mvvm-login/login")
    assert browser.title() == "Log in"
    assert browser.current_path() == "/demo.home/demo.mvvmLogin/mvvm.main/mvvm.login/mvvm-login.form"
    assert browser.back_to_first_screen() == ["Log in", "Main", HOME_TITLE]
    browser.browser_back()
    browser.browser_back()
    assert browser.title() == "Log in"
    log_in(browser)
    assert browser.title() == f"Welcome, {NAME}"


def test_deep_link_to_the_app(browser: Browser) -> None:
    browser.open("/mvvm-login")
    assert browser.title() == "Main"
    assert browser.back_to_first_screen() == ["Main", HOME_TITLE]


@pytest.mark.window("phone")
def test_login_form_on_a_phone(browser: Browser, screenshot) -> None:
    open_login(browser)
    log_in(browser, EMAIL, "wrong password")
    screenshot("mvvm-login-error-phone")
    assert browser.horizontal_overflow() <= 0
