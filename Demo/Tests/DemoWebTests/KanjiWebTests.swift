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
