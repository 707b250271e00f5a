import Testing

/// App A in a browser: the list, a movie's detail, and back.
@Suite struct MoviesWebTests {
  private let listURL = "/demo.home/demo.movies/movies.list"

  @Test func listToDetailAndBackByTheBackLink() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/")
      var page = try await browser.click("Movies")
      #expect(page.status == 200)
      #expect(browser.url == listURL)
      #expect(page.heading == "Movies")
      let titles = page.rowLabels(list: "movies")
      #expect(titles.count >= 30)
      #expect(titles.contains("Seven Samurai"))
      #expect(titles.contains("Tokyo Story"))
      #expect(page.html.contains("<li data-movie-id=\"9\">"))

      page = try await browser.click("Seven Samurai")
      #expect(
        browser.url == listURL + "/movies.detail(movieID:9)/movie.detail(movieID:9)")
      #expect(page.heading == "Seven Samurai")
      #expect(page.title == "Seven Samurai · swift-coordination demo")
      #expect(page.text(id: "movie-facts") == "1954 · 3 h 27 min · Action, Drama · Akira Kurosawa")
      #expect(page.text.contains("七人の侍"))
      #expect(page.text.contains("Director Akira Kurosawa"))

      page = try await browser.back()
      #expect(browser.url == listURL)
      #expect(page.heading == "Movies")
      page = try await browser.click("Tokyo Story")
      #expect(page.heading == "Tokyo Story")
      // The browser's own Back button: a GET of the home screen's URL leaves the whole app.
      page = try await browser.open("/demo.home")
      #expect(page.heading == "swift-coordination")
    }
  }

  @Test func selectingAMovieThatIsNotListedIsRefusedAndChangesNothing() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/movies")
      var fields = try browser.hiddenFields(ofButton: "Seven Samurai")
      fields["id"] = "99999"
      let refused = try await browser.post(fields)
      #expect(refused.status == .badRequest)
      fields["id"] = "nine"
      #expect(try await browser.post(fields).status == .badRequest)
      let page = try await browser.open(browser.url)
      #expect(page.heading == "Movies")
    }
  }
}
