import Testing

/// App E in a browser: the list, a kanji's details, a word's kanji, another kanji, and the
/// search.
@Suite struct KanjiWebTests {
  private let listURL = "/demo.home/demo.kanji/kanji.kanjiList/kanji-list.all"

  @Test func listToDetailToWordToKanjiAndBack() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/")
      var page = try await browser.click("Kanji list")
      #expect(browser.url == listURL)
      #expect(page.heading == "Kanji list")
      let all = page.rowLabels(list: "kanji")
      #expect(all.count >= 200)
      #expect(all.contains("日"))

      page = try await browser.click("日")
      #expect(
        browser.url == listURL + "/kanji-list.detail(%E6%97%A5)/kanji-detail.detail(%E6%97%A5)")
      #expect(page.heading == "Kanji details")
      #expect(page.text(id: "glyph") == "日")
      #expect(page.text(id: "kanji-facts") == "4 strokes · grade 1 · JLPT N5")
      #expect(page.rowLabels(list: "examples").contains("日本"))

      page = try await browser.click("日本")
      #expect(page.heading == "日本")
      #expect(page.rowLabels(list: "kanji") == ["日", "本"])
      #expect(page.text(id: "word")?.contains("にほん") == true)

      page = try await browser.click("本")
      #expect(page.heading == "Kanji details")
      #expect(page.text(id: "glyph") == "本")
      #expect(
        browser.url.hasSuffix("/kanji-detail.kanji(%E6%9C%AC)/kanji-detail.detail(%E6%9C%AC)"))

      page = try await browser.back()
      #expect(page.heading == "日本")
      page = try await browser.back()
      #expect(page.text(id: "glyph") == "日")
      page = try await browser.back()
      #expect(page.heading == "Kanji list")
      #expect(browser.url == listURL)
    }
  }

  @Test func searchFromTheListThenSearchAgainThenOpenAResult() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/kanji")
      var page = try await browser.submit("/kanji-search", ["q": "water"])
      #expect(browser.url == listURL + "/kanji-list.search(water)")
      #expect(page.heading == "Search")
      #expect(page.text(id: "search-summary") == "1 kanji matches \"water\".")
      #expect(page.rowLabels(list: "results") == ["水"])
      #expect(page.value(ofInput: "query") == "water")

      page = try await browser.submit("search", ["query": " ねこ "])
      #expect(browser.url == listURL + "/kanji-list.search(%E3%81%AD%E3%81%93)")
      #expect(page.text(id: "search-summary") == "No kanji matches \"ねこ\".")
      #expect(page.rowLabels(list: "results").isEmpty)
      // Searching again replaced the results: back leads to the list.
      #expect(page.links.first { $0.rel == "prev" }?.href == listURL)

      page = try await browser.submit("search", ["query": "にち"])
      #expect(page.rowLabels(list: "results").contains("日"))
      page = try await browser.click("日")
      #expect(page.heading == "Kanji details")
      #expect(page.text(id: "glyph") == "日")
      page = try await browser.back()
      #expect(page.heading == "Search")
      #expect(page.value(ofInput: "query") == "にち")
    }
  }

  /// About 90 word → kanji cycles once made a URL over 8 KiB that the host then refused with
  /// 414; now every state on the way is served and the stack stops at the host's 50 screens.
  @Test func wordAndKanjiCyclesStopAtTheDepthLimitWithEveryStateServed() async throws {
    try await withBrowser { browser, _ in
      var page = try await browser.open("/kanji/%E6%97%A5")
      #expect(page.text(id: "glyph") == "日")
      var pushed = 0
      var shownBefore = page
      // Each cycle opens the first example word, then that word's first kanji.
      for _ in 0..<180 {
        let next = page.rowLabels(list: "examples").first ?? page.rowLabels(list: "kanji").first
        shownBefore = page
        page = try await browser.click(try #require(next))
        guard page.status == 200 else { break }
        #expect(browser.url.utf8.count <= 8 * 1024)
        pushed += 1
      }
      // Home, the list and 日's details, then 47 more: 50 screens on the stack.
      #expect(pushed == 47)
      #expect(page.status == 409)
      #expect(page.text(id: "notice")?.contains("more than 50 screens") == true)
      #expect(page.heading == shownBefore.heading)
      let backLink = page.links.first { $0.rel == "prev" }?.href
      #expect(backLink != nil)
      #expect(backLink == shownBefore.links.first { $0.rel == "prev" }?.href)
      // Nothing was lost: back leads one screen down, and from there on again.
      page = try await browser.back()
      #expect(page.status == 200)
      let label = page.rowLabels(list: "examples").first ?? page.rowLabels(list: "kanji").first
      page = try await browser.click(try #require(label))
      #expect(page.status == 200)
      #expect(page.heading == shownBefore.heading)
    }
  }

  /// A 1,000-character search once redirected to a URL the host refused (414).
  @Test func aSearchOverTheMaximumLengthIsRefusedWithAReason() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/kanji-search?q=sun")
      let searched = browser.url
      var page = try await browser.submit(
        "search", ["query": String(repeating: "日", count: 1_000)])
      #expect(page.status == 200)
      #expect(browser.url == searched)
      #expect(
        page.text(id: "field-query-error")
          == "A search is at most 100 characters; this one has 1000.")
      #expect(page.value(ofInput: "query") == "sun")
      // The list's search box goes through the link, which refuses it for the same reason.
      page = try await browser.open("/kanji-search?q=" + String(repeating: "a", count: 1_000))
      #expect(page.status == 404)
      #expect(page.text.contains("A search is at most 100 characters; this one has 1000."))
    }
  }
}
