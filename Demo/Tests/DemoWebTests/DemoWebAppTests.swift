import CoordinationWeb
import DemoTestSupport
import DemoWeb
import Testing

/// The demo as one web app: its route keys, its views, the home screen, and the deep links
/// that open each app in a fresh session.
@Suite struct DemoWebAppTests {
  @Test func everyRouteTypeHasAShortKeyAndEveryScreenModelAView() async throws {
    #expect(
      try await DemoWebApp.routes().registeredKeys == [
        "demo", "kanji", "kanji-detail", "kanji-list", "ls", "ls-home", "ls-login", "ls-notes",
        "ls-tab", "movie", "movies", "mvvm", "mvvm-login", "pages", "pages-second",
      ])
    let app = try await DemoWebApp.bundled(hasher: fastHasher)
    #expect(app.views.count == 20)
    #expect(app.routes.registeredKeys == (try await DemoWebApp.routes().registeredKeys))
  }

  @Test func theRootRedirectsToTheHomeScreenWhichListsTheFiveApps() async throws {
    try await withBrowser { browser, _ in
      let first = try await browser.fetch("/")
      #expect(first.status == .seeOther)
      #expect(first.headers[.location] == "/demo.home")
      #expect(first.headers[.setCookie]?.contains("HttpOnly") == true)
      #expect(browser.sessionID != nil)
      let page = try await browser.open("/")
      #expect(page.status == 200)
      #expect(browser.url == "/demo.home")
      #expect(page.heading == "swift-coordination")
      #expect(page.title == "swift-coordination · swift-coordination demo")
      #expect(
        page.rowLabels(list: "apps") == [
          "Movies", "MVVM login", "Login, Signup, Forgot password", "First, Second, Third",
          "Kanji list",
        ])
      #expect(page.text.contains("written once on the library's core"))
      #expect(page.links.allSatisfy { $0.rel != "prev" })
    }
  }

  @Test(arguments: [
    (
      "/movies/9",
      "/demo.home/demo.movies/movies.list/movies.detail(movieID:9)/movie.detail(movieID:9)",
      "Seven Samurai"
    ),
    (
      "/kanji/%E6%97%A5",
      "/demo.home/demo.kanji/kanji.kanjiList/kanji-list.all/kanji-list.detail(%E6%97%A5)"
        + "/kanji-detail.detail(%E6%97%A5)",
      "Kanji details"
    ),
    (
      "/word/%E6%97%A5%E6%9C%AC",
      "/demo.home/demo.kanji/kanji.kanjiList/kanji-list.all/kanji-list.detail(%E6%97%A5)"
        + "/kanji-detail.detail(%E6%97%A5)/kanji-detail.word(%E6%97%A5%E6%9C%AC)",
      "日本"
    ),
    (
      "/kanji-search?q=sun",
      "/demo.home/demo.kanji/kanji.kanjiList/kanji-list.all/kanji-list.search(sun)", "Search"
    ),
    ("/movies", "/demo.home/demo.movies/movies.list", "Movies"),
    (
      "/mvvm-login/login", "/demo.home/demo.mvvmLogin/mvvm.main/mvvm.login/mvvm-login.form",
      "Log in"
    ),
    (
      "/login-signup/signup",
      "/demo.home/demo.loginSignup/ls.login/ls-login.login/ls-login.signup", "Sign up"
    ),
    (
      "/login-signup/forgot-password",
      "/demo.home/demo.loginSignup/ls.login/ls-login.login/ls-login.forgotPassword",
      "Forgot password"
    ),
    (
      "/pages/third",
      "/demo.home/demo.pages/pages.first/pages.second/pages-second.second/pages-second.third",
      "Third"
    ),
  ])
  func aDeepLinkInAFreshSessionRedirectsToItsCanonicalURL(
    link: String, canonical: String, heading: String
  ) async throws {
    try await withBrowser { browser, _ in
      let answer = try await browser.fetch(link)
      #expect(answer.status == .seeOther)
      #expect(answer.headers[.location] == canonical)
      let page = try await browser.open(canonical)
      #expect(page.status == 200)
      #expect(browser.redirects.isEmpty)
      #expect(page.heading == heading)
      // The canonical URL is shareable: a new session opens it straight away.
      let other = Browser(connection: browser.connection)
      let shared = try await other.open(canonical)
      #expect(other.redirects.isEmpty)
      #expect(shared.heading == heading)
      #expect(other.sessionID != browser.sessionID)
    }
  }

  @Test func deepLinksShowTheRightContent() async throws {
    try await withBrowser { browser, _ in
      var page = try await browser.open("/movies/9")
      #expect(page.text(id: "movie-facts") == "1954 · 3 h 27 min · Action, Drama · Akira Kurosawa")
      #expect(page.links.first { $0.rel == "prev" }?.text == "‹ Movies")
      page = try await browser.open("/kanji/%E6%97%A5")
      #expect(page.text(id: "glyph") == "日")
      #expect(page.text(id: "kanji-facts") == "4 strokes · grade 1 · JLPT N5")
      page = try await browser.open("/word/%E6%97%A5%E6%9C%AC")
      #expect(page.rowLabels(list: "kanji") == ["日", "本"])
      #expect(page.text(id: "word")?.contains("にほん") == true)
      page = try await browser.open("/kanji-search?q=water")
      #expect(page.text(id: "search-summary") == "1 kanji matches \"water\".")
      #expect(page.rowLabels(list: "results") == ["水"])
    }
  }

  @Test(arguments: [
    "/movies/99", "/kanji/x", "/word/xyz", "/nowhere", "/kanji-search", "/movies.detail(movieID:1)",
    "/demo.home/movies.list", "/demo.home/demo.movies/movies.detail(movieID:999)",
  ])
  func aLinkToNothingIsNotFoundAndChangesNothing(link: String) async throws {
    try await withBrowser { browser, host in
      try await browser.open("/pages/second")
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      let before = await session.stateDescription
      let page = try await browser.open(link)
      #expect(page.status == 404)
      #expect(page.heading == "Nothing here")
      #expect(await session.stateDescription == before)
      #expect(page.links.first?.text == "Back to where you were")
      let back = try #require(page.links.first?.href)
      #expect(try await browser.open(back).heading == "Second")
    }
  }
}
