import Coordination
import CoordinationJourneys
import CoordinationTesting
import CoordinationWeb
import Foundation
import HTTPTypes
import Testing

/// The opt-in navigation inspector: off unless configured, then each page shows its own
/// session's picture beside the app and the inspector page lists the session's updates.
@Suite struct WebInspectorTests {
  private static func inspector(capacity: Int = 50) -> WebInspector {
    WebInspector(timelineCapacity: capacity, describe: EventFormatter.line(for:)) {
      store, updates in
      NavigationPictureSVG.render(NavigationPicture(store: store, recent: updates))
    }
  }

  private func withShop(
    inspector: WebInspector?,
    _ body: @escaping @Sendable (InProcessClient) async throws -> Void
  ) async throws {
    let host = WebHost(app: try ShopWeb.app(), configuration: .init(inspector: inspector))
    try await host.application().inProcess { client in try await body(client) }
  }

  @Test func itIsOffByDefault() async throws {
    try await withShop(inspector: nil) { client in
      let browser = BrowserClient(client)
      let page = try await browser.open("/")
      #expect(page.status == 200)
      #expect(!page.html.contains("inspector"))
      #expect(!page.html.contains("<svg"))
      let inspector = try await browser.fetch(WebInspector.path)
      #expect(inspector.status == 404)
      #expect(inspector.html.contains("The navigation inspector is off."))
    }
  }

  @Test func everyPageShowsTheSessionsPictureBesideTheApp() async throws {
    try await withShop(inspector: Self.inspector()) { client in
      let browser = BrowserClient(client)
      let home = try await browser.open("/")
      #expect(home.html.contains("<body class=\"inspecting\">"))
      #expect(home.html.contains("<aside class=\"inspector\" id=\"inspector\""))
      #expect(home.html.contains("class=\"nav-screen nav-top\">home</text>"))
      // The picture's classes are its own: the page's `.layer` and `.screen` rules (and a
      // script or test that looks for them) still find only the app's.
      #expect(home.captures("class=\"(layer[^\"]*)\"") == ["layer layer-root"])
      #expect(home.captures("class=\"(screen[^\"]*)\"") == ["screen"])
      // The policy stays strict: the picture needs neither inline styles nor scripts.
      let policy = try #require(home.headers[.contentSecurityPolicy])
      #expect(policy.contains("default-src 'none'") && !policy.contains("unsafe-inline"))
      let item = try await browser.act("item", fields: ["id": "1"])
      #expect(item.html.contains("class=\"nav-screen nav-top\">item(1)</text>"))
      #expect(item.html.contains("class=\"nav-screen\">home</text>"))
      #expect(item.html.contains("pushed item(1) onto"))
    }
  }

  @Test func theInspectorPageListsTheUpdatesNewestFirstWithTheirCauses() async throws {
    try await withShop(inspector: Self.inspector()) { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      try await browser.open("/shop.home")  // the browser's Back: the user's navigation
      let page = try await browser.fetch(WebInspector.path)
      #expect(page.status == 200)
      #expect(page.headers[.contentType] == "text/html; charset=utf-8")
      #expect(page.setCookie == nil)
      let revisions = page.captures("data-revision=\"([0-9]+)\"")
      #expect(revisions == ["3", "2", "1"])
      #expect(page.html.contains("<li>popped [item(1)] from"))
      #expect(page.html.contains("(user)</li></ul></td><td>user</td>"))
      #expect(page.html.contains("<td>code</td>"))
      #expect(page.link("back") == "/shop.home")
      #expect(page.html.contains("<svg"))
    }
  }

  @Test func theSessionsJourneyDownloadsAndReplaysOnAFreshStore() async throws {
    try await withShop(inspector: Self.inspector()) { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      try await browser.open("/shop.home")  // the browser's Back
      let download = try await browser.fetch(WebInspector.journeyPath)
      #expect(download.status == 200)
      #expect(download.headers[.contentType] == "application/json")
      #expect(download.headers[.contentDisposition] == "attachment; filename=\"journey.json\"")
      let journey = try Journey(jsonData: Data(download.html.utf8))
      #expect(journey.steps.map(\.summary).first?.contains("item") == true)
      #expect(journey.steps.last?.summary.hasPrefix("user: followed") == true)
      let page = try await browser.fetch(WebInspector.path)
      #expect(page.html.contains("href=\"\(WebInspector.journeyPath)\" download=\"journey.json\""))
      let replay = try await MainActor.run {
        let app = try ShopWeb.app()
        return try journey.replay(
          on: app.makeReplayStore(), routeTypes: app.routes.registeredTypes)
      }
      #expect(replay.matches, "\(replay)")
      #expect(replay.stepsReplayed == journey.steps.count)
      let stranger = try await BrowserClient(client).fetch(WebInspector.journeyPath)
      #expect(stranger.status == 404)
    }
    try await withShop(inspector: nil) { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      #expect(try await browser.fetch(WebInspector.journeyPath).status == 404)
    }
  }

  @Test func theTimelineIsBoundedPerSession() async throws {
    try await withShop(inspector: Self.inspector(capacity: 2)) { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      for _ in 0..<3 {
        try await browser.act("item", fields: ["id": "1"])
        try await browser.open("/shop.home")
      }
      let page = try await browser.fetch(WebInspector.path)
      #expect(page.captures("data-revision=\"([0-9]+)\"") == ["7", "6"])
      #expect(page.html.contains("The last 2 updates"))
    }
  }

  @Test func aSessionSeesOnlyItsOwnPicture() async throws {
    try await withShop(inspector: Self.inspector()) { client in
      let first = BrowserClient(client)
      let second = BrowserClient(client)
      try await first.open("/")
      try await first.act("item", fields: ["id": "1"])
      try await second.open("/")
      #expect(first.cookie != second.cookie)
      let mine = try await first.fetch(WebInspector.path)
      let theirs = try await second.fetch(WebInspector.path)
      #expect(mine.html.contains("item(1)"))
      #expect(!theirs.html.contains("item(1)"))
      let stranger = BrowserClient(client)
      let none = try await stranger.fetch(WebInspector.path)
      #expect(none.status == 404)
      #expect(none.setCookie == nil)
      #expect(!none.html.contains("<svg"))
    }
  }

  @Test(arguments: [
    ("127.0.0.1", true), ("127.1.2.3", true), ("localhost", true), ("LOCALHOST", true),
    ("::1", true), ("0.0.0.0", false), ("::", false), ("192.168.1.2", false),
    ("127.0.0.1.example.com", false), ("127.0.0", false), ("127.0.0.256", false),
    ("example.com", false), ("", false),
  ])
  func onlyLoopbackAddressesCountAsLocal(host: String, isLoopback: Bool) {
    #expect(WebInspector.isLoopback(host: host) == isLoopback)
  }
}
