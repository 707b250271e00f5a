import CoordinationWeb
import Testing

/// What the host refuses, and that text from users and data never becomes markup.
@Suite struct WebSecurityTests {
  @Test func aPostWithoutTheSessionsTokenIsRefusedAndChangesNothing() async throws {
    try await withBrowser { browser, host in
      try await browser.open("/pages")
      var fields = try browser.hiddenFields(ofButton: "Next")
      fields["_csrf"] = String(repeating: "0", count: 32)
      let forged = try await browser.post(fields)
      #expect(forged.status == .forbidden)
      #expect(String(buffer: forged.body).contains("This form has expired"))
      fields["_csrf"] = nil
      #expect(try await browser.post(fields).status == .forbidden)
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      #expect(await session.stateDescription == "root: [home, first]")
    }
  }

  @Test func aPostWithoutASessionIsRefused() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/pages")
      let fields = try browser.hiddenFields(ofButton: "Next")
      let stranger = Browser(connection: browser.connection)
      let answer = try await stranger.post(fields)
      #expect(answer.status == .forbidden)
      #expect(String(buffer: answer.body).contains("Your session has ended"))
    }
  }

  /// A NUL from `?q=%00` once reached the page as it was.
  @Test func controlCharactersFromALinkNeverReachThePage() async throws {
    try await withBrowser { browser, _ in
      let page = try await browser.open("/kanji-search?q=a%00b%07c")
      #expect(page.status == 200)
      #expect(!page.html.unicodeScalars.contains { $0.value == 0 || $0.value == 7 })
      #expect(page.text(id: "search-summary") == "No kanji matches \"a\u{FFFD}b\u{FFFD}c\".")
    }
  }

  @Test func textFromFormsIsEscaped() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/kanji-search?q=x")
      var page = try await browser.submit("search", ["query": "<b>bold</b> & \"quoted\""])
      #expect(!page.html.contains("<b>bold</b>"))
      #expect(page.html.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
      #expect(
        page.text(id: "search-summary") == "No kanji matches \"<b>bold</b> & \"quoted\"\".")
      #expect(page.value(ofInput: "query") == "<b>bold</b> & \"quoted\"")

      try await browser.open("/login-signup/signup")
      page = try await browser.submit(
        "submit",
        ["name": "<script>alert(1)</script>", "email": "x\"><img src=x>", "password": ""])
      #expect(!page.html.contains("<script>alert(1)</script>"))
      #expect(!page.html.contains("<img src=x>"))
      #expect(page.value(ofInput: "name") == "<script>alert(1)</script>")
      #expect(
        page.text(id: "field-email-error") == "\"x\"><img src=x>\" is not a valid e-mail address.")
    }
  }

  @Test func noAddressOpensTheMVVMAppsSignedInScreenWithoutSigningIn() async throws {
    try await withBrowser { browser, host in
      let answer = try await browser.fetch("/demo.home/demo.mvvmLogin/mvvm.main/mvvm.home")
      #expect(answer.status == .notFound)
      #expect(String(buffer: answer.body).contains("nobody is signed in"))
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      #expect(await session.stateDescription == "root: [home]")
    }
  }

  /// The Login/Signup app's signed-in addresses wait for a sign-in: the page served is the one
  /// shown before (the demo's home here), with the reason, never the signed-in screen.
  @Test(arguments: [
    "/demo.home/demo.loginSignup/ls.login/ls-login.home",
    "/demo.home/demo.loginSignup/ls.login/ls-login.home/ls-home.home",
  ])
  func noAddressOpensASignedInScreenWithoutSigningIn(path: String) async throws {
    try await withBrowser { browser, host in
      let answer = try await browser.fetch(path)
      #expect(answer.status == .ok)
      #expect(String(buffer: answer.body).contains("signing in to the Login/Signup app first"))
      let session = try #require(browser.sessionID.flatMap { host.liveSession($0) })
      #expect(await session.stateDescription == "root: [home]")
    }
  }
}
