"""The navigation inspector (`demo --inspector`): the session's coordinator tree, layers and
recent updates beside the app, its timeline at /_/inspector, and the refusal to serve it on a
public address.

The shared server of the other tests runs without the inspector (it is off by default); this
module starts one of its own with it on, from the executable that scripts/e2e.sh built
(DEMO_BINARY)."""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import time

import json

import pytest
from helpers import Browser, HTTPClient, demo_binary, running_demo

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: Where the picture of the inspector in Demo/README.md is kept.
README_IMAGE = ROOT / "docs" / "images" / "inspector-kanji.png"
#: Where the journey recorded below is written: scripts/test.sh's browser stage then replays it
#: in Swift (Demo's RecordedJourneyTests, with DEMO_JOURNEY naming this file).
JOURNEY = ROOT / ".e2e-artifacts" / "journey.json"


@pytest.fixture(scope="module")
def inspector_url():
    """A demo server of this module's own, with the inspector on; stopped after the module."""
    with running_demo("--inspector", "--log-level", "warning", "--sessions", "memory") as url:
        yield url


@pytest.fixture
def inspecting(request, driver, inspector_url, screenshot_dir) -> Browser:
    page = Browser(driver, inspector_url, screenshot_dir)
    page.fresh_session()
    page.use_window("desktop")
    return page


def picture_texts(browser: Browser, css: str) -> list[str]:
    """The texts of the inspector panel's SVG elements that match `css`."""
    return [
        element.get_attribute("textContent")
        for element in browser.driver.find_elements("css selector", f"#inspector svg {css}")
    ]


def screenshot_for_readme(browser: Browser) -> None:
    """Saves the window, 1280×720 (the picture's height, without an empty bottom), as
    inspector-kanji.png; with E2E_UPDATE_README_IMAGE=1 also as Demo/README.md's image."""
    browser.driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 1280, "height": 720, "deviceScaleFactor": 1, "mobile": False},
    )
    shot = browser.screenshot("inspector-kanji")
    browser.use_window("desktop")
    if os.environ.get("E2E_UPDATE_README_IMAGE"):
        README_IMAGE.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, README_IMAGE)


def test_the_kanji_app_three_levels_deep_beside_its_tree(inspecting: Browser) -> None:
    inspecting.open_app("Kanji list")
    inspecting.click_button("日")
    inspecting.click_button("日本")
    assert inspecting.title() == "日本"
    screenshot_for_readme(inspecting)
    # One level further and the browser's Back: the user's own navigation, which finishes the
    # coordinator of 本 (the picture's last updates show it with the cause "user").
    inspecting.click_button("本")
    inspecting.browser_back()
    assert inspecting.title() == "日本"
    events = picture_texts(inspecting, "g.nav-event text")
    assert "user" in events
    assert any(text.startswith("finished KanjiDetailCoordinator(本)") for text in events)
    names = picture_texts(inspecting, "g.nav-coordinator > text.nav-name")
    assert names[0] == "DemoHomeCoordinator"
    assert "AllKanjiListCoordinator" in names
    assert "KanjiDetailCoordinator(日)" in names  # its name says which kanji
    top = picture_texts(inspecting, "text.nav-screen.nav-top")
    assert len(top) == 2  # in its coordinator's box and in the root layer's
    assert top[0] == top[1] and "日本" in top[0]
    # The panel sits beside the app, not over it.
    panel = inspecting.driver.find_element("css selector", "#inspector").rect
    app = inspecting.driver.find_element("css selector", "#layer-0").rect
    assert app["x"] + app["width"] <= panel["x"]


def test_the_timeline_lists_the_sessions_updates_with_their_causes(inspecting: Browser) -> None:
    inspecting.open_app("Kanji list")
    inspecting.click_button("日")
    inspecting.browser_back()
    inspecting.open("/_/inspector")
    heading = inspecting.driver.find_element("css selector", "header.bar h1")
    assert heading.text == "Navigation inspector"
    causes = [cell.text for cell in inspecting.driver.find_elements("css selector", "table.timeline td:last-child")]
    assert causes[0] == "user"  # the browser's Back, newest first
    assert "code" in causes
    revisions = [
        int(row.get_attribute("data-revision"))
        for row in inspecting.driver.find_elements("css selector", "table.timeline tr[data-revision]")
    ]
    assert revisions == sorted(revisions, reverse=True)


def test_the_sessions_journey_downloads_for_a_replay(inspecting: Browser, inspector_url) -> None:
    # Buttons (the app's calls on its coordinators), back links and the browser's Back (the
    # user's own navigation), a sheet and its close control, and an address typed in.
    inspecting.open_app("First, Second, Third")
    inspecting.click_button("Next")
    inspecting.click_button("Next")
    inspecting.press_back_link()
    assert inspecting.title() == "Second"
    inspecting.click_button("Back to First")
    inspecting.open_app("Kanji list")
    inspecting.click_button("日")
    inspecting.click_button("日本")
    inspecting.browser_back()
    assert inspecting.title() == "Kanji details"
    inspecting.open("/kanji/本")
    inspecting.open_app("Movies")
    inspecting.click_button(inspecting.button_labels()[0])
    inspecting.browser_back()
    inspecting.open(inspecting.current_path())  # the address bar's Enter: the state shown

    client = HTTPClient(inspector_url)
    client.cookie = "; ".join(
        f"{cookie['name']}={cookie['value']}" for cookie in inspecting.driver.get_cookies()
    )
    download = client.get("/_/inspector/journey.json")
    assert download.status == 200
    assert download.header("Content-Type") == "application/json"
    assert download.header("Content-Disposition") == 'attachment; filename="journey.json"'
    journey = json.loads(download.body)
    assert journey["formatVersion"] == 1
    assert journey["app"] == "DemoHome.DemoHomeCoordinator"
    kinds = [next(iter(step["input"])) for step in journey["steps"]]
    assert {"call", "user", "link"} <= set(kinds), kinds
    assert journey["steps"][-1]["stateAfter"].startswith("root: [home, list]\ncoordinators: ")
    JOURNEY.parent.mkdir(parents=True, exist_ok=True)
    JOURNEY.write_text(download.body)
    # The inspector's page offers it.
    inspecting.open("/_/inspector")
    link = inspecting.driver.find_element("css selector", "a#journey")
    assert link.get_attribute("download") == "journey.json"


def test_it_is_refused_on_a_public_address() -> None:
    started = time.monotonic()
    result = subprocess.run(
        [demo_binary(), "--port", "0", "--inspector", "--host", "0.0.0.0"],
        capture_output=True, text=True, timeout=30,
    )
    assert result.returncode != 0
    assert "--inspector-allow-public" in result.stderr
    assert result.stdout == ""  # it never served
    assert time.monotonic() - started < 30
