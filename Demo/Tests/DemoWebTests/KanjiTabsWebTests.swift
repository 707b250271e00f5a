import Testing

/// Scenes on the web: a browser tab is a scene. The tabs of one session share its store (one
/// per cookie); each tab's URL names its own navigation, so a reload (or a relaunched browser
/// restoring its tabs) brings each tab back to what it showed, and a link opens in the tab the
/// browser opens it in.
@Suite struct KanjiTabsWebTests {
  @Test func twoTabsOnDifferentKanjiEachComeBackOnReload() async throws {
    try await withBrowser { left, _ in
      var page = try await left.open("/kanji/%E6%97%A5")
      #expect(page.text(id: "glyph") == "日")
      let right = Browser(connection: left.connection, cookie: left.cookie, url: "")
      page = try await right.open("/kanji/%E6%9C%AC")
      #expect(page.text(id: "glyph") == "本")
      #expect(right.cookie == left.cookie, "a second tab is the same session")

      page = try await left.reload()
      #expect(page.text(id: "glyph") == "日")
      #expect(left.url.hasSuffix("/kanji-detail.detail(%E6%97%A5)"))
      page = try await right.reload()
      #expect(page.text(id: "glyph") == "本")
      #expect(right.url.hasSuffix("/kanji-detail.detail(%E6%9C%AC)"))

      // A link goes where the browser opens it: typed into the left tab, it shows there.
      page = try await left.open("/word/%E6%97%A5%E6%9C%AC")
      #expect(page.heading == "日本")
      page = try await right.reload()
      #expect(page.text(id: "glyph") == "本")
    }
  }
}
