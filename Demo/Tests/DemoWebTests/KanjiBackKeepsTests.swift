import Testing

/// Going back one screen in the Kanji app keeps what stays: the same screens (their ids, as
/// the forms carry them), not the app torn down and built again.
@Suite struct KanjiBackKeepsTests {
  @Test func backFromAKanjiToTheWordKeepsTheWordScreen() async throws {
    try await withBrowser { browser, host in
      try await browser.open("/kanji/%E6%97%A5")
      var page = try await browser.click("日本")
      let word = try browser.hiddenFields(ofButton: "本")["_screen"]
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      page = try await browser.click("本")
      #expect(page.text(id: "glyph") == "本")
      page = try await browser.back()
      #expect(page.heading == "日本")
      #expect(await session.stateDescription == "root: [home, all, detail(\"日\"), word(\"日本\")]")
      #expect(try browser.hiddenFields(ofButton: "本")["_screen"] == word)
    }
  }
}
