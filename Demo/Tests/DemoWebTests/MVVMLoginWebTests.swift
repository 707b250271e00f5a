import Testing

/// App B in a browser: Main, the login form with a wrong then the right password, Home, and
/// signing out.
@Suite struct MVVMLoginWebTests {
  @Test func wrongThenRightPasswordThenLogOut() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/")
      var page = try await browser.click("MVVM login")
      #expect(page.heading == "Main")
      #expect(page.text.contains("You are not signed in."))

      page = try await browser.click("Log in")
      #expect(browser.url == "/demo.home/demo.mvvmLogin/mvvm.main/mvvm.login/mvvm-login.form")
      #expect(page.heading == "Log in")
      #expect(page.text(id: "hint") == "Demo account: ann@example.com / coordinator")

      page = try await browser.submit("submit", ["email": "", "password": ""])
      #expect(page.text(id: "form-error") == "Enter your e-mail address and your password.")
      page = try await browser.submit("submit", ["email": "ann.example.com", "password": "x"])
      #expect(page.text(id: "form-error") == "\"ann.example.com\" is not a valid e-mail address.")
      page = try await browser.submit(
        "submit", ["email": "ann@example.com", "password": "wrong password"])
      #expect(page.status == 200)
      #expect(page.heading == "Log in")
      #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
      #expect(page.value(ofInput: "email") == "ann@example.com")
      #expect(page.value(ofInput: "password") == "")

      page = try await browser.submit(
        "submit", ["email": " ANN@example.com ", "password": "coordinator"])
      #expect(page.heading == "Welcome, Ann Demo")
      #expect(page.text(id: "user") == "Name Ann Demo E-mail ann@example.com")
      // The login is gone from the stack: back leads to the demo's home, not to the form.
      #expect(page.links.first { $0.rel == "prev" }?.href == "/demo.home")

      page = try await browser.click("Log out")
      #expect(page.heading == "Main")
      #expect(browser.url == "/demo.home/demo.mvvmLogin/mvvm.main")
    }
  }

  @Test func backingOutOfTheLoginKeepsMain() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/mvvm-login/login")
      var page = try await browser.submit("submit", ["email": "ann@example.com", "password": "x"])
      #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
      page = try await browser.back()
      #expect(page.heading == "Main")
      page = try await browser.click("Log in")
      // A new login flow: the last attempt's error is not shown.
      #expect(page.text(id: "form-error") == nil)
      #expect(page.value(ofInput: "email") == "")
    }
  }

  /// The browser's Back to the login form and Forward to the signed-in page: the app keeps
  /// who is signed in (it used to be finished and made again on Forward, and the page was a
  /// 404: nobody is signed in).
  @Test func historyBackToTheFormThenForwardToHome() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/mvvm-login/login")
      let loginURL = browser.url
      var page = try await browser.submit(
        "submit", ["email": "ann@example.com", "password": "coordinator"])
      #expect(page.heading == "Welcome, Ann Demo")
      let homeURL = browser.url

      page = try await browser.open(loginURL)
      #expect(page.heading == "Log in")
      #expect(browser.url == loginURL)
      page = try await browser.open(homeURL)
      #expect(page.status == 200)
      #expect(page.heading == "Welcome, Ann Demo")
      #expect(browser.url == homeURL)

      page = try await browser.click("Log out")
      #expect(page.heading == "Main")
      page = try await browser.open(homeURL)
      #expect(page.status == 404)
      #expect(!page.text.contains("Ann Demo"))
    }
  }
}
