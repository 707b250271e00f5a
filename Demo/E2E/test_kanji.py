"""App E, the Kanji list: nested coordinators over a dictionary, a kanji's details, the kanji
of an example word, the search, and deep links into all of them."""

from __future__ import annotations

import pytest
from helpers import Browser, HTTPClient
from test_host import HOME_TITLE

APP = "Kanji list"


def search(browser: Browser, field: str, query: str) -> None:
    browser.fill(field, query)
    browser.submit()


def test_list_detail_word_and_back_links(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    assert browser.title() == "Kanji list"
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    labels = browser.button_labels()
    assert len(labels) == 311 + 1  # Every kanji, and the search box's button.
    assert labels[:3] == ["Search", "一", "右"]
    assert browser.row_details("日") == "day, sun, Japan"
    screenshot("kanji-list")

    browser.click_button("日")
    assert browser.title() == "Kanji details"
    assert browser.back_link_text() == "‹ Kanji list"
    assert browser.text_of("#glyph") == "日"
    assert browser.text_of("#kanji-facts") == "4 strokes · grade 1 · JLPT N5"
    assert browser.button_labels() == ["日本", "毎日", "日曜日"]
    assert browser.row_details("日本") == "にほん · Japan"
    screenshot("kanji-detail")

    browser.click_button("日本")
    assert browser.title() == "日本"
    assert browser.back_link_text() == "‹ Kanji details"
    assert browser.text_of("#word") == "日本 にほん Japan"
    assert browser.button_labels() == ["日", "本"]
    screenshot("kanji-word")

    browser.click_button("本")
    assert browser.title() == "Kanji details"
    assert browser.text_of("#glyph") == "本"
    assert browser.back_link_text() == "‹ 日本"

    assert browser.back_to_first_screen() == [
        "Kanji details", "日本", "Kanji details", "Kanji list", HOME_TITLE,
    ]


def test_browser_back_forward_and_reload_mid_flow(browser: Browser) -> None:
    browser.open_app(APP)
    browser.click_button("日")
    browser.click_button("日本")
    word_path = browser.current_path()
    browser.click_button("本")
    detail_path = browser.current_path()

    browser.browser_back()
    assert browser.came_from_server()
    assert (browser.title(), browser.current_path()) == ("日本", word_path)
    browser.browser_back()
    assert browser.title() == "Kanji details"
    assert browser.text_of("#glyph") == "日"
    browser.browser_forward()
    browser.browser_forward()
    assert (browser.title(), browser.current_path()) == ("Kanji details", detail_path)
    assert browser.text_of("#glyph") == "本"
    browser.reload()
    assert browser.text_of("#glyph") == "本"
    assert browser.back_link_text() == "‹ 日本"
    # The page is live: an example word of 本 opens its kanji.
    browser.click_button("本屋")
    assert browser.title() == "本屋"
    assert browser.button_labels() == ["本", "屋"]


def test_search_from_the_list(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    search(browser, "q", "sun")
    assert browser.title() == "Search"
    assert browser.back_link_text() == "‹ Kanji list"
    assert browser.text_of("#search-summary") == '1 kanji matches "sun".'
    assert browser.button_labels() == ["Search", "日"]
    assert browser.field("query").get_attribute("value") == "sun"
    screenshot("kanji-search")

    # Searching again replaces the search: its back link still leads to the list.
    search(browser, "query", "ニチ")
    assert browser.text_of("#search-summary") == '1 kanji matches "ニチ".'
    assert browser.back_link_text() == "‹ Kanji list"
    search(browser, "query", "no such meaning")
    assert browser.text_of("#search-summary") == 'No kanji matches "no such meaning".'
    assert browser.button_labels() == ["Search"]
    search(browser, "query", "book")
    assert "本" in browser.button_labels()

    browser.click_button("本")
    assert browser.title() == "Kanji details"
    assert browser.back_link_text() == "‹ Search"
    browser.press_back_link()
    assert browser.title() == "Search"
    assert browser.field("query").get_attribute("value") == "book"
    assert browser.back_to_first_screen() == ["Search", "Kanji list", HOME_TITLE]


def test_deep_link_to_a_kanji(browser: Browser, screenshot) -> None:
    browser.open("/kanji/日")
    assert browser.title() == "Kanji details"
    assert browser.text_of("#glyph") == "日"
    assert browser.current_path().startswith("/demo.home/demo.kanji/")
    assert browser.back_to_first_screen() == ["Kanji details", "Kanji list", HOME_TITLE]


def test_deep_link_to_a_kanji_percent_encoded(browser: Browser) -> None:
    browser.open("/kanji/%E6%9C%AC")
    assert browser.text_of("#glyph") == "本"


def test_deep_link_to_a_word(browser: Browser) -> None:
    browser.open("/word/日本")
    assert browser.title() == "日本"
    assert browser.button_labels() == ["日", "本"]
    assert browser.back_link_text() == "‹ Kanji details"
    browser.press_back_link()
    assert browser.text_of("#glyph") == "日"
    assert browser.back_to_first_screen() == ["Kanji details", "Kanji list", HOME_TITLE]


def test_deep_link_to_a_search(browser: Browser) -> None:
    browser.open("/kanji-search?q=sun")
    assert browser.title() == "Search"
    assert browser.text_of("#search-summary") == '1 kanji matches "sun".'
    # The query is part of the state's own address, not a query string any more.
    assert "?" not in browser.driver.current_url
    browser.reload()
    assert browser.text_of("#search-summary") == '1 kanji matches "sun".'
    assert browser.back_to_first_screen() == ["Search", "Kanji list", HOME_TITLE]


def test_deep_links_to_unknown_kanji_are_not_found(browser: Browser, http: HTTPClient) -> None:
    browser.open("/kanji/鬱")
    assert browser.title() == "Nothing here"
    assert http.get("/kanji/鬱").status == 404
    assert http.get("/word/abc").status == 404


@pytest.mark.window("phone")
def test_detail_and_list_on_a_phone(browser: Browser, screenshot) -> None:
    browser.open("/kanji/日")
    screenshot("kanji-detail-phone")
    assert browser.horizontal_overflow() <= 0
    browser.press_back_link()
    screenshot("kanji-list-phone")
    assert browser.horizontal_overflow() <= 0


def test_word_on_a_desktop(browser: Browser, screenshot) -> None:
    browser.open("/word/日本")
    screenshot("kanji-word-desktop")
    assert browser.horizontal_overflow() <= 0
