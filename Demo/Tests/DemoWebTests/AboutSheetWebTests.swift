import Testing

/// The about sheet in a browser: a dialog over the inert home page, closed by its close link,
/// by the browser's Back, or by its Done button; its links are deep links.
@Suite struct AboutSheetWebTests {
  private let sheetURL = "/demo.home/~sheet/demo.about"

  @Test func theSheetIsADialogThatClosesEveryWay() async throws {
    try await withBrowser { browser, host in
      try await browser.open("/")
      var page = try await browser.click("About this demo")
      #expect(browser.url == sheetURL)
      #expect(page.heading == "About this demo")
      #expect(page.html.contains("<dialog open class=\"layer layer-sheet\""))
      #expect(page.html.contains("id=\"layer-0\" inert>"))
      let close = try #require(page.links.first { $0.text == "Close" })
      #expect(close.href == "/demo.home")

      page = try await browser.open(close.href)
      #expect(page.heading == "swift-coordination")
      #expect(!page.html.contains("<dialog"))
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      #expect(await session.stateDescription == "root: [home]")

      // Reloading the sheet's address brings it back; Done dismisses it in code.
      page = try await browser.open(sheetURL)
      #expect(page.heading == "About this demo")
      page = try await browser.click("Done")
      #expect(browser.url == "/demo.home")
      #expect(await session.stateDescription == "root: [home]")
    }
  }

  @Test func theSheetsLinksBuildTheirStates() async throws {
    try await withBrowser { browser, _ in
      let page = try await browser.open(sheetURL)
      let links = page.links.filter { $0.href.hasPrefix("/") && $0.text != "Close" }
      #expect(links.count == 6)
      for link in links {
        let target = try await browser.open(link.href)
        #expect(!target.html.contains("Nothing here"), "\(link.href)")
        #expect(!target.html.contains("<dialog"), "\(link.href)")
        try await browser.open(sheetURL)
      }
    }
  }
}
