import CoordinationWeb
import DemoWeb
import Testing

/// The demo's navigation inspector (`demo --inspector`): off by default; when on, every page
/// shows its own session's coordinators and screens, and the inspector page its timeline.
@Suite struct InspectorWebTests {
  private let listURL = "/demo.home/demo.kanji/kanji.kanjiList/kanji-list.all"

  /// Runs `body` with two browsers (two sessions) against a host with the inspector on.
  private func withInspector(
    _ body: @Sendable (Browser, Browser) async throws -> Void
  ) async throws {
    let host = try await makeHost(inspector: await DemoWebApp.inspector())
    try await host.application().inProcess { client in
      try await body(Browser(client: client), Browser(client: client))
    }
  }

  @Test func itIsOffByDefault() async throws {
    try await withBrowser { browser, _ in
      let home = try await browser.open("/")
      #expect(!home.html.contains("<svg"))
      #expect(!home.html.contains("id=\"inspector\""))
      let inspector = try await browser.fetch(WebInspector.path)
      #expect(inspector.status == .notFound)
    }
  }

  @Test func thePictureShowsTheSessionsCoordinatorsAndScreens() async throws {
    try await withInspector { browser, _ in
      try await browser.open("/")
      try await browser.click("Kanji list")
      try await browser.click("日")
      let page = try await browser.click("日本")
      #expect(page.heading == "日本")
      #expect(page.html.contains("<aside class=\"inspector\" id=\"inspector\""))
      let coordinators = [
        "DemoHomeCoordinator", "ApplicationCoordinator", "AllKanjiListCoordinator",
        "KanjiDetailCoordinator(日)",
      ]
      for name in coordinators {
        #expect(page.html.contains("class=\"nav-name\">\(name)</text>"))
      }
      #expect(page.html.contains("class=\"nav-screen\">home</text>"))
      #expect(page.html.contains("class=\"nav-screen\">all</text>"))
      #expect(page.html.contains("class=\"nav-screen\">detail(&quot;日&quot;)</text>"))
      #expect(page.html.contains("class=\"nav-screen nav-top\">word(&quot;日本&quot;)</text>"))
      // The timeline names what the user did, with its cause.
      let inspector = try await browser.open(WebInspector.path)
      #expect(inspector.heading == "Navigation inspector")
      #expect(inspector.html.contains("<li>pushed word(&quot;日本&quot;) onto"))
      #expect(inspector.html.contains("class=\"nav-screen nav-top\">word(&quot;日本&quot;)</text>"))
    }
  }

  @Test func anotherSessionsPictureIsNeverShown() async throws {
    try await withInspector { first, second in
      try await first.open("/")
      try await first.click("Kanji list")
      try await first.click("日")
      let home = try await second.open("/")
      #expect(first.sessionID != nil && first.sessionID != second.sessionID)
      #expect(home.html.contains("class=\"nav-screen nav-top\">home</text>"))
      #expect(!home.html.contains("KanjiDetailCoordinator"))
      let theirs = String(buffer: try await second.fetch(WebInspector.path).body)
      #expect(theirs.contains("class=\"nav-screen nav-top\">home</text>"))
      #expect(!theirs.contains("KanjiDetailCoordinator"))
      #expect(!theirs.contains("detail(&quot;日&quot;)"))
      let mine = String(buffer: try await first.fetch(WebInspector.path).body)
      #expect(mine.contains("KanjiDetailCoordinator"))
    }
  }
}
