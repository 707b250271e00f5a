"""The demo's home screen and its About sheet: a modal layer over the home screen, with a
close control, deep links to try, and a Done button."""

from __future__ import annotations

import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from helpers import Browser
from test_host import APPS, HOME_TITLE

ABOUT = "About this demo"


def open_about(browser: Browser) -> None:
    browser.open("/")
    browser.click_button(ABOUT)
    assert browser.title() == ABOUT


def about_link_elements(browser: Browser) -> list:
    return browser.top_layer().find_elements(By.CSS_SELECTOR, "#links a.row")


def address(link) -> str:
    """A link's path and query, as written in the page."""
    parts = urllib.parse.urlsplit(link.get_attribute("href"))
    return urllib.parse.unquote(parts.path) + (f"?{parts.query}" if parts.query else "")


def about_links(browser: Browser) -> dict[str, str]:
    """The sheet's links: label → path (and query)."""
    return {
        " ".join(link.find_element(By.CSS_SELECTOR, ".label").text.split()): address(link)
        for link in about_link_elements(browser)
    }


def test_about_opens_as_a_sheet_over_the_home_screen(browser: Browser, screenshot) -> None:
    open_about(browser)
    sheet = browser.top_layer()
    assert sheet.tag_name == "dialog"
    assert "layer-sheet" in sheet.get_attribute("class")
    assert sheet.get_attribute("open") is not None
    assert browser.titles() == [HOME_TITLE, ABOUT]
    # The home screen stays under the sheet, inert; the sheet has a close control, no back.
    home = browser.layers()[0]
    assert home.get_attribute("inert") is not None
    assert browser.close_link() is not None
    assert browser.back_link() is None
    assert "~sheet" in browser.current_path()
    assert len(about_links(browser)) == 6
    assert browser.button_labels() == ["Done"]
    screenshot("about-sheet")


def test_done_close_and_browser_back_dismiss_the_sheet(browser: Browser) -> None:
    open_about(browser)
    home_path = browser.current_path().split("/~sheet")[0]
    browser.click_button("Done")
    assert browser.titles() == [HOME_TITLE]
    assert browser.current_path() == home_path

    browser.click_button(ABOUT)
    browser.press_close()
    assert browser.titles() == [HOME_TITLE]
    assert browser.current_path() == home_path

    browser.click_button(ABOUT)
    sheet_path = browser.current_path()
    browser.browser_back()
    assert browser.titles() == [HOME_TITLE]
    browser.browser_forward()
    assert browser.titles() == [HOME_TITLE, ABOUT]
    assert browser.current_path() == sheet_path
    browser.reload()
    assert browser.titles() == [HOME_TITLE, ABOUT]
    # The home screen's buttons work again once the sheet is gone.
    browser.click_button("Done")
    browser.click_button(APPS[3])
    assert browser.title() == "First"


def test_a_link_in_the_sheet_opens_its_state(browser: Browser) -> None:
    open_about(browser)
    assert "/movies/9" in about_links(browser).values()
    link = next(a for a in about_link_elements(browser) if address(a) == "/pages/third")
    browser._navigate(link.click)
    # The sheet is gone and the link's whole stack is there.
    assert browser.titles() == ["Third"]
    assert browser.back_to_first_screen() == ["Third", "Second", "First", HOME_TITLE]


def test_every_link_of_the_sheet_leads_to_a_screen(browser: Browser) -> None:
    open_about(browser)
    for label, path in about_links(browser).items():
        browser.open(path)
        assert browser.title() not in ("Nothing here", ""), (label, path)
        assert len(browser.layers()) == 1, (label, path)
        assert browser.notice() is None


def test_the_sheets_address_in_a_fresh_session(browser: Browser) -> None:
    open_about(browser)
    sheet_path = browser.current_path()
    browser.fresh_session()
    browser.open(sheet_path)
    assert browser.titles() == [HOME_TITLE, ABOUT]


@pytest.mark.window("phone")
def test_about_sheet_on_a_phone(browser: Browser, screenshot) -> None:
    open_about(browser)
    screenshot("about-sheet-phone")
    assert browser.horizontal_overflow() <= 0


@pytest.mark.window("phone")
def test_the_bottom_of_the_sheet_can_be_reached_on_a_phone(browser: Browser) -> None:
    open_about(browser)
    done = browser.button("Done")
    bottom, height = browser.driver.execute_script(
        "arguments[0].scrollIntoView({block: 'end'});"
        "return [arguments[0].getBoundingClientRect().bottom, window.innerHeight]",
        done,
    )
    assert bottom <= height + 1, f"Done ends {bottom - height:.0f}px below the screen's bottom edge"


def test_the_about_link_opens_the_sheet_in_a_fresh_session(browser: Browser) -> None:
    browser.open("/about")
    assert browser.titles() == [HOME_TITLE, ABOUT]
    assert "~sheet" in browser.current_path()
    browser.press_close()
    assert browser.titles() == [HOME_TITLE]
    assert "~sheet" not in browser.current_path()
