"""Questions and links that wait, in the Login/Signup app: "Discard the signup?" answered by a
click and dismissed by Escape, "Sign out?" confirmed, and a link to the home opened while
signed out that lands once the user signs in."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from helpers import Browser
from test_login_signup import APP, NAME, log_in

QUESTION = "dialog.question"


def half_filled_signup(browser: Browser) -> None:
    browser.open_app(APP)
    browser.click_button("Sign up")
    browser.fill("name", "Bob")
    browser.submit()  # Refused (no e-mail address), but the form now holds a draft.
    assert browser.title() == "Sign up"
    browser.click_button("Cancel")
    assert browser.text_of(f"{QUESTION} h1") == "Discard the signup?"
    question = browser.top_layer()
    assert question.get_attribute("role") == "alertdialog"
    assert browser.button_labels() == ["Discard", "Keep Editing"]


def test_discard_the_signup_answered_by_a_click(browser: Browser, screenshot) -> None:
    half_filled_signup(browser)
    screenshot("question-discard-signup")
    browser.click_button("Discard")
    assert browser.title() == "Log in"
    assert not browser.driver.find_elements(By.CSS_SELECTOR, QUESTION)


def test_discard_the_signup_dismissed_by_escape(browser: Browser) -> None:
    half_filled_signup(browser)
    body = browser.driver.find_element(By.TAG_NAME, "body")
    browser._navigate(lambda: body.send_keys(Keys.ESCAPE))
    # Escape answers with the cancel button: Keep Editing.
    assert not browser.driver.find_elements(By.CSS_SELECTOR, QUESTION)
    assert browser.title() == "Sign up"
    assert browser.field("name").get_attribute("value") == "Bob"


def test_sign_out_asks_a_confirmation_dialog(browser: Browser) -> None:
    browser.open_app(APP)
    log_in(browser)
    assert browser.title() == "Home"
    browser.click_button("Sign out")
    assert browser.text_of(f"{QUESTION} h1") == "Sign out?"
    browser.click_button("Cancel")
    assert browser.title() == "Home"
    browser.click_button("Sign out")
    browser.click_button("Sign Out")
    assert browser.title() == "Log in"


def test_a_link_opened_while_signed_out_lands_after_signing_in(browser: Browser) -> None:
    browser.open_app(APP)
    browser.open("/login-signup/home")
    assert browser.title() == "Log in"
    assert "signing in to the Login/Signup app first" in (browser.notice() or "")
    log_in(browser)
    assert browser.title() == "Home"
    assert NAME in browser.text_of("#greeting")
