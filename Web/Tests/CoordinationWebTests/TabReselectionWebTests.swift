import Coordination
import CoordinationWeb
import Testing

/// A re-tapped tab on the web: the selected tab's link in the tab bar is the address of its
/// first screen, so following it with screens pushed in the tab is the user going back to that
/// screen, guards asked, as a re-tapped tab does on iOS.
@Suite struct TabReselectionWebTests {
  private func withShop(
    _ body: @escaping @Sendable (BrowserClient) async throws -> Void
  ) async throws {
    let host = WebHost(
      app: try ShopWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: 10, timeToLive: .seconds(60))))
    try await host.application().inProcess { client in try await body(BrowserClient(client)) }
  }

  /// Opens the shop's tabs and selects the browse tab, whose shelf pushes screens.
  private func openBrowseTab(_ browser: BrowserClient) async throws -> String {
    try await browser.open("/")
    try await browser.act("tabs")
    try await browser.open(try #require(browser.page.tabLinks.last))
    #expect(browser.page.title == "Shelf")
    // Selected, its link is the path to its route: the tab's first screen.
    let browse = try #require(browser.page.tabLinks.last)
    #expect(browse == "/shop.home/shop.tabs/tab.browse")
    return browse
  }

  @Test func theSelectedTabsLinkGoesBackToItsFirstScreen() async throws {
    try await withShop { browser in
      let browse = try await openBrowseTab(browser)
      let shelf = browser.path
      try await browser.act("book")
      #expect(browser.page.title == "Book 1")
      #expect(browser.path == shelf + "/browse.book(1)")
      #expect(browser.page.tabLinks.last == browse)
      #expect(browser.page.html.contains("aria-current=\"page\">Shelf</a>"))

      let retapped = try await browser.open(browse)
      #expect(retapped.status == 200)
      #expect(retapped.title == "Shelf")
      #expect(browser.path == shelf)
      #expect(browser.page.link("back") == nil)
    }
  }

  @Test func anotherTabsLinkLeadsToTheScreenOnTopOfIt() async throws {
    try await withShop { browser in
      _ = try await openBrowseTab(browser)
      try await browser.act("book")
      let book = browser.path
      try await browser.open(try #require(browser.page.tabLinks.first))
      #expect(browser.page.title == "Featured")
      // Switching back keeps the browse tab's screens, as a tab bar does.
      #expect(browser.page.tabLinks.last == book)
      let back = try await browser.open(book)
      #expect(back.status == 200)
      #expect(back.title == "Book 1")
      #expect(browser.page.html.contains("aria-current=\"page\">Shelf</a>"))
    }
  }

  @Test func aRefusalByAScreenInATabNotShownNamesIt() async throws {
    try await withShop { browser in
      let browse = try await openBrowseTab(browser)
      try await browser.act("draft")
      try await browser.act("type")
      try await browser.open(try #require(browser.page.tabLinks.first))
      #expect(browser.page.title == "Featured")
      // The browse tab's first screen: the draft, hidden in that tab, would leave.
      let refused = try await browser.open(browse)
      #expect(refused.status == 409)
      #expect(refused.title == "Featured")
      #expect(
        refused.html.contains(
          "id=\"notice\">“Draft”, in a tab not shown, asks you to stay; nothing was changed.</p>"))
    }
  }

  @Test func aScreenThatRefusesToBeLeftKeepsTheTabWhereItIs() async throws {
    try await withShop { browser in
      let browse = try await openBrowseTab(browser)
      try await browser.act("draft")
      try await browser.act("type")
      let draft = browser.path
      #expect(browser.page.title == "Draft")

      let refused = try await browser.open(browse)
      #expect(refused.status == 409)
      #expect(refused.title == "Draft")
      #expect(refused.html.contains("asks you to stay"))
      let still = try await browser.open(draft)
      #expect(still.status == 200)
      #expect(still.title == "Draft")
    }
  }
}
