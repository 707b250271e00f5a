import Testing

/// App C in a browser: the login screen's three buttons, the two validated forms, and the
/// home screen of a user who signed up in this session.
@Suite struct LoginSignupWebTests {
  @Test(arguments: [
    ("", "x", "Enter your e-mail address."),
    ("not-an-email", "x", "\"not-an-email\" is not a valid e-mail address."),
    ("ann@example.com", "", "Enter your password."),
    ("ann@example.com", "nope", "The e-mail or password is incorrect."),
  ])
  func theLoginFormShowsWhatIsWrong(email: String, password: String, message: String)
    async throws
  {
    try await withBrowser { browser, _ in
      try await browser.open("/")
      var page = try await browser.click("Login, Signup, Forgot password")
      #expect(page.heading == "Log in")
      #expect(page.text(id: "hint") == "Demo account: ann@example.com / coordinator")
      page = try await browser.submit("login", ["email": email, "password": password])
      #expect(page.heading == "Log in")
      #expect(page.text(id: "form-error") == message)
      #expect(page.value(ofInput: "email") == email)
    }
  }

  @Test func signUpWithErrorsThenLogInAsTheNewUserThenSignOut() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/login-signup")
      var page = try await browser.click("Sign up")
      #expect(page.heading == "Sign up")
      page = try await browser.submit(
        "submit", ["name": " ", "email": "bob@", "password": "short", "confirmation": "other"])
      #expect(page.heading == "Sign up")
      #expect(page.text(id: "field-name-error") == "Enter your name.")
      #expect(page.text(id: "field-email-error") == "\"bob@\" is not a valid e-mail address.")
      #expect(
        page.text(id: "field-password-error") == "Choose a password of at least 8 characters.")
      #expect(page.text(id: "field-confirmation-error") == "The two passwords do not match.")
      #expect(page.value(ofInput: "email") == "bob@")

      page = try await browser.submit(
        "submit",
        [
          "name": "Ann", "email": "ann@example.com", "password": "longenough",
          "confirmation": "longenough",
        ])
      #expect(
        page.text(id: "field-email-error") == "An account already exists for ann@example.com.")
      #expect(page.text(id: "field-name-error") == nil)

      page = try await browser.submit(
        "submit",
        [
          "name": "Bob", "email": "Bob@Example.com", "password": "swordfish!",
          "confirmation": "swordfish!",
        ])
      #expect(page.heading == "Log in")
      #expect(
        page.text(id: "login-notice") == "Account created for bob@example.com. You can log in now.")
      #expect(page.value(ofInput: "email") == "bob@example.com")

      page = try await browser.submit(
        "login", ["email": "bob@example.com", "password": "wrong one"])
      #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
      page = try await browser.submit(
        "login", ["email": "bob@example.com", "password": "swordfish!"])
      #expect(page.heading == "Home")
      #expect(page.text(id: "greeting") == "Hello, Bob. You are signed in as bob@example.com.")
      #expect(page.links.first { $0.rel == "prev" }?.href == "/demo.home")

      page = try await browser.click("Sign out")
      #expect(page.heading == "Sign out?")
      page = try await browser.answer("Sign Out")
      #expect(page.heading == "Log in")
      #expect(browser.url == "/demo.home/demo.loginSignup/ls.login/ls-login.login")

      // Bob's account belongs to this session only.
      let other = Browser(connection: browser.connection)
      try await other.open("/login-signup")
      page = try await other.submit(
        "login", ["email": "bob@example.com", "password": "swordfish!"])
      #expect(page.text(id: "form-error") == "The e-mail or password is incorrect.")
      page = try await other.submit(
        "login", ["email": "ann@example.com", "password": "coordinator"])
      #expect(page.text(id: "greeting") == "Hello, Ann Demo. You are signed in as ann@example.com.")
    }
  }

  @Test func forgotPasswordValidatesConfirmsAndGoesBack() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/login-signup")
      var page = try await browser.click("Forgot password")
      #expect(page.heading == "Forgot password")
      page = try await browser.submit("submit", ["email": ""])
      #expect(page.text(id: "field-email-error") == "Enter your e-mail address.")
      page = try await browser.submit("submit", ["email": "a@b"])
      #expect(page.text(id: "field-email-error") == "\"a@b\" is not a valid e-mail address.")
      #expect(page.text(id: "confirmation") == nil)
      page = try await browser.submit("submit", ["email": "Nobody@Example.com"])
      #expect(page.text(id: "field-email-error") == nil)
      #expect(
        page.text(id: "confirmation")
          == "If an account exists for nobody@example.com, a link to reset its password is on its way."
      )
      page = try await browser.click("Back to login")
      #expect(page.heading == "Log in")
      #expect(browser.url == "/demo.home/demo.loginSignup/ls.login/ls-login.login")
    }
  }
}
