"""App A, Movies: a list coordinator whose view model reports the selection through a
delegate, and a detail coordinator per movie."""

from __future__ import annotations

import pytest

from helpers import Browser, HTTPClient
from test_host import HOME_TITLE

APP = "Movies"


def test_list_then_detail_and_back(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    assert browser.title() == "Movies"
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    labels = browser.button_labels()
    assert len(labels) == 36
    assert labels[0] == "City Lights"
    assert browser.row_details("Seven Samurai") == "1954"
    list_path = browser.current_path()
    screenshot("movies-list")

    browser.click_button("Seven Samurai")
    assert browser.title() == "Seven Samurai"
    assert browser.back_link_text() == "‹ Movies"
    assert browser.text_of("#movie-facts") == "1954 · 3 h 27 min · Action, Drama · Akira Kurosawa"
    assert browser.text_of(".original-title") == "七人の侍"
    assert "farmers of a poor village" in browser.text_of(".overview")
    assert browser.current_path().startswith(list_path + "/")
    screenshot("movies-detail")

    browser.press_back_link()
    assert browser.title() == "Movies"
    assert browser.current_path() == list_path


def test_browser_back_forward_and_reload_mid_flow(browser: Browser) -> None:
    browser.open_app(APP)
    list_path = browser.current_path()
    browser.click_button("Seven Samurai")
    detail_path = browser.current_path()

    browser.browser_back()
    assert browser.came_from_server()
    assert (browser.title(), browser.current_path()) == ("Movies", list_path)

    browser.browser_forward()
    assert browser.came_from_server()
    assert (browser.title(), browser.current_path()) == ("Seven Samurai", detail_path)
    assert browser.back_link_text() == "‹ Movies"

    browser.reload()
    assert (browser.title(), browser.current_path()) == ("Seven Samurai", detail_path)
    assert browser.notice() is None

    # Back to the list with the back link, another movie, then the browser's Back twice:
    # the second Back leads to a state the session had left (Seven Samurai), which the
    # server rebuilds from the URL.
    browser.press_back_link()
    browser.click_button("Parasite")
    assert browser.title() == "Parasite"
    assert browser.text_of("#movie-facts") == "2019 · 2 h 12 min · Thriller, Drama, Comedy · Bong Joon-ho"
    browser.browser_back()
    assert browser.title() == "Movies"
    browser.browser_back()
    assert (browser.title(), browser.current_path()) == ("Seven Samurai", detail_path)
    assert browser.back_link_text() == "‹ Movies"
    # The rebuilt page is live: its back link and the list's rows work.
    browser.press_back_link()
    browser.click_button("City Lights")
    assert browser.title() == "City Lights"
    assert browser.notice() is None


def test_back_link_from_the_list_returns_home_and_the_app_opens_again(browser: Browser) -> None:
    browser.open_app(APP)
    list_path = browser.current_path()
    browser.press_back_link()
    assert browser.title() == HOME_TITLE
    assert browser.back_link() is None
    browser.click_button(APP)
    assert (browser.title(), browser.current_path()) == ("Movies", list_path)
    assert browser.notice() is None


def test_deep_link_to_a_movie_builds_the_stack_behind_it(browser: Browser) -> None:
    browser.open("/movies/9")
    assert browser.title() == "Seven Samurai"
    path = browser.current_path()
    assert path.startswith("/demo.home/demo.movies/movies.list/")
    assert "movieID:9" in path
    assert browser.back_to_first_screen() == ["Seven Samurai", "Movies", HOME_TITLE]
    # The browser's Back retraces the back links.
    browser.browser_back()
    assert browser.title() == "Movies"
    browser.browser_back()
    assert browser.title() == "Seven Samurai"


def test_deep_link_to_the_list(browser: Browser) -> None:
    browser.open("/movies")
    assert browser.title() == "Movies"
    assert browser.back_to_first_screen() == ["Movies", HOME_TITLE]


def test_deep_link_over_an_open_app_replaces_it(browser: Browser) -> None:
    browser.open_app("First, Second, Third")
    browser.open("/movies/34")
    assert browser.title() == "Parasite"
    assert browser.back_to_first_screen() == ["Parasite", "Movies", HOME_TITLE]


def test_deep_link_to_an_unknown_movie_is_not_found(browser: Browser, http: HTTPClient) -> None:
    browser.open("/movies/999")
    assert browser.title() == "Nothing here"
    assert "/movies/999 does not lead to a screen" in browser.screen_text()
    assert http.get("/movies/999").status == 404
    assert http.get("/movies/nine").status == 404


@pytest.mark.window("phone")
def test_list_and_detail_on_a_phone(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    screenshot("movies-list-phone")
    assert browser.horizontal_overflow() <= 0
    browser.click_button("Seven Samurai")
    screenshot("movies-detail-phone")
    assert browser.horizontal_overflow() <= 0


def test_detail_on_a_desktop(browser: Browser, screenshot) -> None:
    browser.open("/movies/9")
    screenshot("movies-detail-desktop")
    assert browser.horizontal_overflow() <= 0
