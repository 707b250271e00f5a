import Coordination
import CoordinationWeb
import HTTPTypes
import Testing

/// Every state a session reaches has a URL the host serves, and no session grows without
/// bound: a change past the session's ``NavigationLimits`` is taken back and explained.
@Suite struct NavigationLimitsTests {
  private func withShop(
    limits: NavigationLimits = NavigationLimits(),
    _ body: @escaping @Sendable (WebHost, BrowserClient) async throws -> Void
  ) async throws {
    let host = WebHost(app: try ShopWeb.app(), configuration: .init(navigationLimits: limits))
    try await host.application().inProcess { client in
      try await body(host, BrowserClient(client))
    }
  }

  /// The session's state, read through its cookie.
  private func state(of browser: BrowserClient, in host: WebHost) async throws -> String {
    let value = try #require(browser.cookie?.split(separator: "=").last)
    let id = try #require(SessionID(value))
    let session = try #require(host.liveSession(id))
    return await session.stateDescription
  }

  @Test func anActionPastTheDefaultDepthIsTakenBackAndTheSessionStaysWhereItWas() async throws {
    try await withShop { host, browser in
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      // Home and 49 items: 50 screens, each state served.
      for _ in 2...49 {
        let page = try await browser.act("next")
        #expect(page.status == 200, "\(browser.path.utf8.count) bytes")
      }
      let deepest = browser.path
      #expect(deepest.hasSuffix("/shop.item(49)"))
      let before = try await state(of: browser, in: host)

      let refused = try await browser.act("next")
      #expect(refused.status == 409)
      #expect(refused.html.contains("more than 50 screens on top of each other"))
      #expect(refused.title == "Item &lt;49&gt; &amp; &quot;friends&quot;")
      #expect(try await state(of: browser, in: host) == before)
      // The page refused from still works: going on is refused again, going back is not.
      #expect(try await browser.act("next").status == 409)
      let back = try await browser.open(try #require(refused.link("back")))
      #expect(back.status == 200)
      #expect(browser.path.hasSuffix("/shop.item(48)"))
      #expect(try await browser.act("next").status == 200)
      #expect(browser.path == deepest)
    }
  }

  @Test func theDepthIsConfigurable() async throws {
    try await withShop(limits: .init(maximumStackDepth: 3)) { _, browser in
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      #expect(try await browser.act("next").status == 200)
      let refused = try await browser.act("next")
      #expect(refused.status == 409)
      #expect(refused.html.contains("more than 3 screens"))
      #expect(try await browser.open("/").status == 200)
      #expect(browser.path == "/shop.home/shop.item(1)/shop.item(2)")
    }
  }

  @Test func aLinkPastTheDepthChangesNothing() async throws {
    try await withShop(limits: .init(maximumStackDepth: 3)) { host, browser in
      try await browser.open("/shop.home/shop.item(1)")
      let before = try await state(of: browser, in: host)
      let refused = try await browser.open(
        "/shop.home/shop.item(1)/shop.item(2)/shop.item(3)/shop.item(4)")
      #expect(refused.status == 409)
      #expect(refused.html.contains("more than 3 screens"))
      #expect(try await state(of: browser, in: host) == before)
      // A new session's first link is refused the same way, from where the app starts.
      let stranger = BrowserClient(browser.client)
      let first = try await stranger.open("/shop.home/shop.item(1)/shop.item(2)/shop.item(3)")
      #expect(first.status == 409)
      #expect(try await stranger.open("/").status == 200)
      #expect(stranger.path == "/shop.home")
    }
  }

  @Test func anActionWhoseURLWouldBeTooLongIsTakenBack() async throws {
    try await withShop { host, browser in
      try await browser.open("/")
      let before = try await state(of: browser, in: host)
      // Each "<" is written %3C in the URL: 3,000 of them make a 9 KB address.
      let refused = try await browser.act(
        "note", fields: ["text": String(repeating: "<", count: 3_000)])
      #expect(refused.status == 409)
      #expect(refused.html.contains("an address longer than 8192 bytes"))
      #expect(refused.title == "Shop")
      #expect(try await state(of: browser, in: host) == before)
      // A shorter note is served at its URL.
      let note = try await browser.act(
        "note", fields: ["text": String(repeating: "<", count: 2_000)])
      #expect(note.status == 200)
      #expect(browser.path.utf8.count > 6_000)
    }
  }

  @Test func theURLLimitIsTheRequestTargetLimit() async throws {
    try await withShop(limits: .init(maximumURLLength: 300)) { _, browser in
      try await browser.open("/")
      let refused = try await browser.act(
        "note", fields: ["text": String(repeating: "n", count: 300)])
      #expect(refused.status == 409)
      #expect(refused.html.contains("longer than 300 bytes"))
      let note = try await browser.act("note", fields: ["text": String(repeating: "n", count: 250)])
      #expect(note.status == 200)
      let long = try await browser.fetch("/" + String(repeating: "n", count: 300))
      #expect(long.status == 414)
    }
  }

  @Test func limitsHaveSaneMinimumsAndNameTheFirstLimitBroken() {
    let limits = NavigationLimits(maximumStackDepth: 0, maximumURLLength: 10)
    #expect(limits.maximumStackDepth == 1)
    #expect(limits.maximumURLLength == 256)
    let state = NavigationState()
    #expect(limits.violation(in: state, urlPath: "/") == nil)
    #expect(
      limits.violation(in: state, urlPath: "/" + String(repeating: "a", count: 256))
        == .addressTooLong(length: 257, limit: 256))
  }
}
