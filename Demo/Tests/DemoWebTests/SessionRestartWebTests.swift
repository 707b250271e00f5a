import CoordinationWeb
import Testing

/// The demo restarted in the middle of each app's flow: a new host on the same session store
/// serves the same cookie, and the user finds the same screen, the same form, the same signed-in
/// user, and a Back that still works.
@Suite struct SessionRestartWebTests {
  /// Runs each phase on a new host (the previous one stopped) over one store, with the cookie
  /// carried from phase to phase as a browser keeps it.
  private func acrossRestarts(
    _ phases: [@Sendable (Browser) async throws -> Void]
  ) async throws {
    let store = MemorySessionStore()
    var place: (cookie: String?, url: String) = (nil, "")
    for phase in phases {
      let host = try await makeHost(store: store)
      let carried = place
      place = try await host.application().inProcess { client in
        let browser = Browser(client: client, cookie: carried.cookie, url: carried.url)
        try await phase(browser)
        return (browser.cookie, browser.url)
      }
    }
  }

  @Test func aHalfFilledSignupFormThenTheNewAccountSurviveRestarts() async throws {
    try await acrossRestarts([
      { browser in
        try await browser.open("/login-signup")
        try await browser.click("Sign up")
        let page = try await browser.submit(
          "submit",
          ["name": "Bob", "email": "bob@example.com", "password": "short", "confirmation": ""])
        #expect(page.text(id: "field-password-error") != nil)
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Sign up")
        #expect(page.value(ofInput: "name") == "Bob")
        #expect(page.value(ofInput: "email") == "bob@example.com")
        #expect(
          page.text(id: "field-password-error") == "Choose a password of at least 8 characters.")
        page = try await browser.submit(
          "submit",
          [
            "name": "Bob", "email": "bob@example.com", "password": "swordfish!",
            "confirmation": "swordfish!",
          ])
        #expect(page.heading == "Log in")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Log in")
        #expect(
          page.text(id: "login-notice")
            == "Account created for bob@example.com. You can log in now.")
        page = try await browser.submit(
          "login", ["email": "bob@example.com", "password": "swordfish!"])
        #expect(page.text(id: "greeting")?.contains("Bob") == true)
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.text(id: "greeting")?.contains("Bob") == true)
        page = try await browser.click("Sign out")
        page = try await browser.answer("Sign Out")
        #expect(page.heading == "Log in")
      },
    ])
  }

  @Test func questionsOpenAcrossARestartAreStillAnswered() async throws {
    try await acrossRestarts([
      { browser in
        try await browser.open("/login-signup")
        try await browser.click("Sign up")
        try await browser.submit("submit", ["name": "Bob"])
        let page = try await browser.click("Cancel")
        #expect(page.heading == "Discard the signup?")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Discard the signup?")
        page = try await browser.answer("Discard")
        #expect(page.heading == "Log in")
        page = try await browser.submit(
          "login", ["email": "ann@example.com", "password": "coordinator"])
        page = try await browser.click("Sign out")
        #expect(page.heading == "Sign out?")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Sign out?")
        page = try await browser.answer("Sign Out")
        #expect(page.heading == "Log in")
        // Signed out: the link to the tabs waits for a sign-in again.
        page = try await browser.open("/login-signup/home")
        #expect(page.heading == "Log in")
      },
    ])
  }

  @Test func aSignedInMVVMUserStaysSignedInAndBackStillWorks() async throws {
    try await acrossRestarts([
      { browser in
        try await browser.open("/")
        try await browser.click("MVVM login")
        try await browser.click("Log in")
        let page = try await browser.submit(
          "submit", ["email": "ann@example.com", "password": "wrong password"])
        #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Log in")
        #expect(page.value(ofInput: "email") == "ann@example.com")
        #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
        page = try await browser.submit(
          "submit", ["email": "ann@example.com", "password": "coordinator"])
        #expect(page.heading == "Welcome, Ann Demo")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Welcome, Ann Demo")
        page = try await browser.back()
        #expect(page.heading == "swift-coordination")
      },
    ])
  }

  @Test func theMoviesPagesAndKanjiAppsComeBackWhereTheyWere() async throws {
    try await acrossRestarts([
      { browser in
        try await browser.open("/")
        try await browser.click("First, Second, Third")
        try await browser.click("Next")
        let page = try await browser.click("Next")
        #expect(page.heading == "Third")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "Third")
        page = try await browser.back()
        #expect(page.heading == "Second")
        page = try await browser.open("/movies/9")
        #expect(page.status == 200)
      },
      { browser in
        var page = try await browser.reload()
        let movie = page.heading
        #expect(movie != "Movies")
        page = try await browser.back()
        #expect(page.heading == "Movies")
        try await browser.open("/")
        try await browser.click("Kanji list")
        try await browser.click("日")
        page = try await browser.click("日本")
        #expect(page.heading == "日本")
      },
      { browser in
        var page = try await browser.reload()
        #expect(page.heading == "日本")
        page = try await browser.back()
        #expect(page.text(id: "glyph") == "日")
      },
    ])
  }
}
