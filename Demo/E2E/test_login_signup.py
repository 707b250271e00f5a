"""App C, Login, Signup, Forgot password: three buttons on the login screen, two validated
forms, and a home coordinator that signing out frees."""

from __future__ import annotations

import pytest

from helpers import Browser, HTTPClient
from test_host import HOME_TITLE

APP = "Login, Signup, Forgot password"
EMAIL, PASSWORD, NAME = "ann@example.com", "coordinator", "Ann Demo"


def log_in(browser: Browser, email: str = EMAIL, password: str = PASSWORD) -> None:
    browser.fill("email", email)
    browser.fill("password", password)
    browser.submit()


def sign_up(browser: Browser, name: str, email: str, password: str, confirmation: str) -> None:
    browser.fill("name", name)
    browser.fill("email", email)
    browser.fill("password", password)
    browser.fill("confirmation", confirmation)
    browser.submit()


def test_login_screen_has_a_form_and_two_buttons(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    assert browser.title() == "Log in"
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    assert browser.button_labels() == ["Log in", "Sign up", "Forgot password"]
    assert browser.text_of("#hint") == f"Demo account: {EMAIL} / {PASSWORD}"
    screenshot("login-signup-login")


def test_login_errors_then_home_then_sign_out(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    browser.submit()
    assert browser.text_of("#form-error") == "Enter your e-mail address."
    log_in(browser, EMAIL, "")
    assert browser.text_of("#form-error") == "Enter your password."
    log_in(browser, EMAIL, "wrong password")
    assert browser.text_of("#form-error") == "The e-mail or password is incorrect."
    assert browser.field("email").get_attribute("value") == EMAIL

    log_in(browser, " ANN@Example.com ", PASSWORD)  # Addresses are normalized.
    assert browser.title() == "Home"
    assert browser.text_of("#greeting") == f"Hello, {NAME}. You are signed in as {EMAIL}."
    # The signed-in tabs cover the login: no back link leads to it, only the layer's close.
    assert browser.back_link() is None and browser.close_link() is not None
    screenshot("login-signup-home")

    browser.reload()
    assert browser.title() == "Home"
    browser.click_button("Sign out")
    browser.click_button("Sign Out")  # The confirmation dialog's destructive button.
    assert browser.title() == "Log in"
    assert browser.field("email").get_attribute("value") == ""
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"


def test_after_sign_out_back_does_not_show_the_home(browser: Browser) -> None:
    browser.open_app(APP)
    log_in(browser)
    assert browser.title() == "Home"
    browser.click_button("Sign out")
    browser.click_button("Sign Out")
    browser.browser_back()
    # The address behind the sign-in waits for one: the login shows, saying so.
    assert browser.title() == "Log in"
    assert "signing in" in (browser.notice() or "")
    assert NAME not in browser.page_text()


def test_sign_up_validates_then_creates_the_account(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    browser.click_button("Sign up")
    assert browser.title() == "Sign up"
    assert browser.back_link_text() == "‹ Log in"

    browser.submit()
    assert browser.field_error("name") == "Enter your name."
    assert browser.field_error("email") == "Enter your e-mail address."
    assert browser.field_error("password") == "Choose a password of at least 8 characters."
    assert browser.field_error("confirmation") is None

    sign_up(browser, "Bo Tester", "bo@example", "secret12", "secret13")
    assert browser.field_error("name") is None
    assert browser.field_error("email") == '"bo@example" is not a valid e-mail address.'
    assert browser.field_error("password") is None
    assert browser.field_error("confirmation") == "The two passwords do not match."
    assert browser.field("name").get_attribute("value") == "Bo Tester"
    assert browser.field("password").get_attribute("value") == ""
    screenshot("login-signup-signup-errors")

    sign_up(browser, "Bo Tester", EMAIL, "secret12", "secret12")
    assert browser.field_error("email") == f"An account already exists for {EMAIL}."

    sign_up(browser, "Bo Tester", "bo@example.com", "secret12", "secret12")
    assert browser.title() == "Log in"
    assert browser.text_of("#login-notice") == (
        "Account created for bo@example.com. You can log in now."
    )
    assert browser.field("email").get_attribute("value") == "bo@example.com"
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    screenshot("login-signup-account-created")

    browser.fill("password", "secret12")
    browser.submit()
    assert browser.title() == "Home"
    assert browser.text_of("#greeting") == "Hello, Bo Tester. You are signed in as bo@example.com."


def test_an_account_belongs_to_its_session(browser: Browser) -> None:
    browser.open("/login-signup/signup")
    sign_up(browser, "Cy Tester", "cy@example.com", "password1", "password1")
    assert browser.title() == "Log in"
    browser.fresh_session()
    browser.open_app(APP)
    log_in(browser, "cy@example.com", "password1")
    assert browser.text_of("#form-error") == "The e-mail or password is incorrect."


def test_forgot_password(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    browser.click_button("Forgot password")
    assert browser.title() == "Forgot password"
    assert browser.back_link_text() == "‹ Log in"
    browser.fill("email", "nobody")
    browser.submit()
    assert browser.field_error("email") == '"nobody" is not a valid e-mail address.'
    browser.fill("email", EMAIL)
    browser.submit()
    assert browser.field_error("email") is None
    assert browser.text_of("#confirmation") == (
        f"If an account exists for {EMAIL}, a link to reset its password is on its way."
    )
    screenshot("login-signup-forgot-password")
    browser.click_button("Back to login")
    assert browser.title() == "Log in"
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"


def test_browser_back_forward_and_reload_mid_flow(browser: Browser) -> None:
    browser.open_app(APP)
    login_path = browser.current_path()
    browser.click_button("Sign up")
    signup_path = browser.current_path()
    browser.submit()
    assert browser.field_error("name") == "Enter your name."
    browser.reload()
    assert browser.title() == "Sign up"
    assert browser.field_error("name") == "Enter your name."  # The same screen model.

    # The post's redirect to the same address added a history entry: the first Back stays
    # on Sign up (the page before the post), the second leaves it.
    browser.browser_back()
    assert browser.came_from_server()
    assert (browser.title(), browser.current_path()) == ("Sign up", signup_path)
    browser.browser_back()
    assert (browser.title(), browser.current_path()) == ("Log in", login_path)
    browser.browser_forward()
    assert (browser.title(), browser.current_path()) == ("Sign up", signup_path)
    # Going back freed the signup screen: the one shown now is new, without errors.
    assert browser.field_error("name") is None

    browser.press_back_link()
    browser.click_button("Forgot password")
    assert browser.title() == "Forgot password"
    browser.browser_back()
    assert browser.title() == "Log in"
    browser.browser_back()
    assert (browser.title(), browser.current_path()) == ("Sign up", signup_path)
    assert browser.back_link_text() == "‹ Log in"


def test_deep_link_to_sign_up(browser: Browser) -> None:
    browser.open("/login-signup/signup")
    assert browser.title() == "Sign up"
    assert browser.back_to_first_screen() == ["Sign up", "Log in", HOME_TITLE]


def test_deep_link_to_forgot_password(browser: Browser) -> None:
    browser.open("/login-signup/forgot-password")
    assert browser.title() == "Forgot password"
    browser.click_button("Back to login")
    assert browser.title() == "Log in"
    assert browser.back_to_first_screen() == ["Log in", HOME_TITLE]


@pytest.mark.window("phone")
def test_sign_up_errors_on_a_phone(browser: Browser, screenshot) -> None:
    browser.open("/login-signup/signup")
    browser.submit()
    screenshot("login-signup-signup-errors-phone")
    assert browser.horizontal_overflow() <= 0
