"""App D, First, Second, Third: the Second and Third pages belong to a child coordinator that
any way back frees, its custom "Back to First" button as well as the back link or the
browser's Back."""

from __future__ import annotations

from helpers import Browser, HTTPClient
from test_host import HOME_TITLE

APP = "First, Second, Third"


def card(browser: Browser) -> str:
    return browser.text_of(".card")


def test_next_next_then_back_to_first(browser: Browser, screenshot) -> None:
    browser.open_app(APP)
    assert browser.title() == "First"
    assert card(browser) == "This is the first page. Next opens the second."
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"
    first_path = browser.current_path()
    screenshot("pages-first")

    browser.click_button("Next")
    assert browser.title() == "Second"
    assert browser.back_link_text() == "‹ First"
    assert browser.button_labels() == ["Next", "Back to First"]
    screenshot("pages-second")

    browser.click_button("Next")
    assert browser.title() == "Third"
    assert browser.back_link_text() == "‹ Second"
    assert browser.button_labels() == ["Back to First"]
    assert "frees the SecondCoordinator" in card(browser)
    screenshot("pages-third")

    browser.click_button("Back to First")
    assert browser.title() == "First"
    assert browser.current_path() == first_path
    assert browser.back_link_text() == f"‹ {HOME_TITLE}"


def test_back_to_first_from_the_second_page(browser: Browser) -> None:
    browser.open_app(APP)
    browser.click_button("Next")
    browser.click_button("Back to First")
    assert browser.title() == "First"
    # The Second flow was freed: Next starts a new one.
    browser.click_button("Next")
    assert browser.title() == "Second"
    assert browser.notice() is None


def test_back_links_walk_down_the_stack(browser: Browser) -> None:
    browser.open_app(APP)
    browser.click_button("Next")
    browser.click_button("Next")
    assert browser.back_to_first_screen() == ["Third", "Second", "First", HOME_TITLE]


def test_browser_back_forward_and_reload_mid_flow(browser: Browser) -> None:
    browser.open_app(APP)
    first_path = browser.current_path()
    browser.click_button("Next")
    second_path = browser.current_path()
    browser.click_button("Next")
    third_path = browser.current_path()
    assert len({first_path, second_path, third_path}) == 3

    browser.reload()
    assert (browser.title(), browser.current_path()) == ("Third", third_path)

    browser.browser_back()
    assert browser.came_from_server()
    assert (browser.title(), browser.current_path()) == ("Second", second_path)
    browser.browser_back()
    assert (browser.title(), browser.current_path()) == ("First", first_path)
    browser.browser_forward()
    assert (browser.title(), browser.current_path()) == ("Second", second_path)
    browser.browser_forward()
    assert (browser.title(), browser.current_path()) == ("Third", third_path)
    assert browser.back_link_text() == "‹ Second"

    # The custom button, then the browser's Back: the Third page the session left is rebuilt
    # from its URL, with the Second page under it, and its button still works.
    browser.click_button("Back to First")
    assert browser.title() == "First"
    browser.browser_back()
    assert (browser.title(), browser.current_path()) == ("Third", third_path)
    assert browser.back_link_text() == "‹ Second"
    browser.click_button("Back to First")
    assert (browser.title(), browser.current_path()) == ("First", first_path)
    assert browser.notice() is None


def test_deep_link_to_the_third_page(browser: Browser, screenshot) -> None:
    browser.open("/pages/third")
    assert browser.title() == "Third"
    assert browser.current_path().startswith("/demo.home/demo.pages/")
    assert browser.back_to_first_screen() == ["Third", "Second", "First", HOME_TITLE]


def test_deep_link_to_the_second_page_then_its_buttons(browser: Browser) -> None:
    browser.open("/pages/second")
    assert browser.title() == "Second"
    assert browser.back_link_text() == "‹ First"
    browser.click_button("Next")
    assert browser.title() == "Third"
    browser.click_button("Back to First")
    assert browser.title() == "First"


def test_deep_links_answer_with_redirects(http: HTTPClient) -> None:
    answer = http.get("/pages/third")
    assert answer.status == 303
    assert answer.location.startswith("/demo.home/demo.pages/")
    page = http.follow(answer)
    assert page.status == 200
    assert "<h1 id=\"title-0\">Third</h1>" in page.body
