import Testing

/// The demo over a real HTTP connection on a free port: percent-encoded paths, cookies and
/// form posts as they travel on the wire.
@Suite struct LiveServerTests {
  @Test(.timeLimit(.minutes(3)))
  func aDeepLinkAndALoginOverTheNetwork() async throws {
    try await withLiveBrowser { browser in
      var page = try await browser.open("/kanji/%E6%97%A5")
      #expect(page.status == 200)
      #expect(page.text(id: "glyph") == "日")
      #expect(browser.redirects.count == 1)

      page = try await browser.open("/mvvm-login/login")
      page = try await browser.submit("submit", ["email": "ann@example.com", "password": "nope"])
      #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
      page = try await browser.submit(
        "submit", ["email": "ann@example.com", "password": "coordinator"])
      #expect(page.heading == "Welcome, Ann Demo")
    }
  }
}
