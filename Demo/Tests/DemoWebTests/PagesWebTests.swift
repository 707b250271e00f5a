import Testing

/// App D in a browser: First → Second → Third, and back to First by the back links or by the
/// custom button; either way the Second flow ends.
@Suite struct PagesWebTests {
  private let firstURL = "/demo.home/demo.pages/pages.first"

  @Test func forwardToThirdThenBackLinksToFirst() async throws {
    try await withBrowser { browser, host in
      try await browser.open("/")
      var page = try await browser.click("First, Second, Third")
      #expect(browser.url == firstURL)
      #expect(page.heading == "First")
      #expect(page.text.contains("This is the first page."))

      page = try await browser.click("Next")
      #expect(browser.url == firstURL + "/pages.second/pages-second.second")
      #expect(page.heading == "Second")
      let firstSecond = try browser.hiddenFields(ofButton: "Next")["_screen"]
      page = try await browser.click("Next")
      #expect(browser.url == firstURL + "/pages.second/pages-second.second/pages-second.third")
      #expect(page.heading == "Third")
      #expect(page.links.first { $0.rel == "prev" }?.text == "‹ Second")
      let onThird = try browser.hiddenFields(ofButton: "Back to First")

      page = try await browser.back()
      #expect(page.heading == "Second")
      page = try await browser.back()
      #expect(page.heading == "First")
      #expect(browser.url == firstURL)
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      #expect(await session.stateDescription == "root: [home, first]")

      // Third is gone with its coordinator: its button no longer acts.
      let stale = try await browser.post(onThird)
      #expect(stale.status == .conflict)
      #expect(String(buffer: stale.body).contains("That screen is not showing any more"))
      #expect(await session.stateDescription == "root: [home, first]")

      // Next starts a new Second flow, with new screens.
      page = try await browser.click("Next")
      #expect(page.heading == "Second")
      #expect(try browser.hiddenFields(ofButton: "Next")["_screen"] != firstSecond)
    }
  }

  @Test func theCustomBackButtonsEndTheFlowToo() async throws {
    try await withBrowser { browser, host in
      try await browser.open("/pages")
      try await browser.click("Next")
      var page = try await browser.click("Back to First")
      #expect(page.heading == "First")
      try await browser.click("Next")
      try await browser.click("Next")
      page = try await browser.click("Back to First")
      #expect(page.heading == "First")
      #expect(browser.url == firstURL)
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      #expect(await session.stateDescription == "root: [home, first]")
    }
  }
}
