"""App C's signed-in tabs: Home with its account popover, and Notes, whose form refuses to be
left while it holds a draft. The tab bar's links switch tabs, each tab keeping its screens; the
selected tab's link goes back to its first screen, unless a screen there refuses; the popover
opens against the button that opened it and closes by its "Done" or a click outside."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from helpers import Browser
from test_login_signup import APP, NAME, EMAIL, log_in

REFUSAL = "This screen asks you to stay; nothing was changed."


def signed_in(browser: Browser) -> None:
    browser.open_app(APP)
    log_in(browser)
    assert browser.title() == "Home"
    assert browser.tabs() == ["Home", "Notes"]
    assert browser.selected_tab() == "Home"


def test_tabs_keep_their_screens_and_a_draft_refuses_the_retap(
    browser: Browser, screenshot
) -> None:
    signed_in(browser)
    browser.select_tab("Notes")
    assert (browser.title(), browser.selected_tab()) == ("Notes", "Notes")
    assert browser.text_of("#notes-empty") == "No notes yet."
    browser.click_button("New note")
    browser.fill("title", "Groceries")
    browser.submit()
    assert browser.text_of("#form-error") == "Write the note's text."

    # Another tab and back: the form is still there, with its draft.
    browser.select_tab("Home")
    assert browser.title() == "Home"
    browser.select_tab("Notes")
    assert browser.title() == "New note"
    assert browser.field("title").get_attribute("value") == "Groceries"
    screenshot("login-signup-note-draft")

    # The selected tab again: back to its first screen, which the draft refuses.
    browser.select_tab("Notes")
    assert browser.title() == "New note"
    assert browser.notice() == REFUSAL
    assert browser.field("title").get_attribute("value") == "Groceries"
    screenshot("login-signup-retap-refused")

    browser.fill("title", "Groceries")
    browser.fill("text", "Milk & <eggs>")
    browser.submit()
    assert browser.title() == "Notes"
    assert browser.texts_of("#notes li") == ["Groceries Milk & <eggs>"]

    # With nothing to refuse, the selected tab's link goes back to its first screen.
    browser.click_button("New note")
    browser.select_tab("Notes")
    assert browser.title() == "Notes"
    assert browser.notice() is None


def supports_anchor_positioning(browser: Browser) -> bool:
    return browser.driver.execute_script(
        "return CSS.supports('position-anchor', '--popover-anchor')"
    )


def test_the_account_popover_opens_against_its_button_and_closes(
    browser: Browser, screenshot
) -> None:
    # Chromium has CSS anchor positioning; the Firefox test checks the fallback where it has not.
    assert supports_anchor_positioning(browser)
    the_account_popover_opens_and_closes(browser, screenshot)


def the_account_popover_opens_and_closes(browser: Browser, screenshot) -> None:
    signed_in(browser)
    browser.click_button("Account")
    assert browser.current_path().endswith("/~popover/ls-home.account")
    assert browser.title() == "Account"
    assert browser.texts_of("#account-details li") == [f"Name: {NAME}", f"E-mail: {EMAIL}"]
    popover = browser.top_layer()
    assert "layer-popover" in (popover.get_attribute("class") or "")
    anchor = browser.driver.find_element(By.CSS_SELECTOR, '[data-popover-anchor="account"]')
    assert anchor.get_attribute("data-popover-anchor-shown") is not None
    screenshot("login-signup-account-popover")
    if supports_anchor_positioning(browser):
        placed_next_to(popover.rect, anchor.rect)
    else:
        # The stylesheet's fallback on a wide viewport: a card 4rem from the top.
        assert abs(popover.rect["y"] - 64) <= 2, popover.rect

    browser.click_button("Done")
    assert browser.title() == "Home"
    assert len(browser.layers()) == 2  # The root (the login, hidden) and the tabs.


def placed_next_to(popover: dict, anchor: dict) -> None:
    """The popover's box touches the anchor's box, give or take a margin, and does not
    cover it: CSS anchor positioning placed it (a centred dialog would be far off)."""
    margin = 24
    apart_x = max(
        anchor["x"] - (popover["x"] + popover["width"]),
        popover["x"] - (anchor["x"] + anchor["width"]),
    )
    apart_y = max(
        anchor["y"] - (popover["y"] + popover["height"]),
        popover["y"] - (anchor["y"] + anchor["height"]),
    )
    assert max(apart_x, apart_y) >= 0, f"the popover {popover} covers its anchor {anchor}"
    assert max(apart_x, apart_y) <= margin, f"the popover {popover} is far from {anchor}"


def test_a_click_outside_the_popover_closes_it(browser: Browser) -> None:
    signed_in(browser)
    browser.click_button("Account")
    popover = browser.top_layer().rect
    # A point of the window the popover does not cover: the bottom left corner.
    height = browser.driver.execute_script("return window.innerHeight")
    assert popover["y"] + popover["height"] < height - 20
    body = browser.driver.find_element(By.TAG_NAME, "body")
    body_rect = body.rect
    offset_x = 10 - body_rect["width"] / 2
    offset_y = (height - 10) - body_rect["height"] / 2
    browser._navigate(
        lambda: ActionChains(browser.driver)
        .move_to_element_with_offset(body, int(offset_x), int(offset_y))
        .click()
        .perform()
    )
    assert browser.title() == "Home"
    assert len(browser.layers()) == 2


@pytest.mark.window("phone")
def test_on_a_phone_the_popover_is_a_sheet_that_fits(browser: Browser, screenshot) -> None:
    signed_in(browser)
    browser.click_button("Account")
    assert browser.title() == "Account"
    screenshot("login-signup-account-phone")
    assert browser.horizontal_overflow() <= 0
    browser.click_button("Done")
    assert browser.title() == "Home"
