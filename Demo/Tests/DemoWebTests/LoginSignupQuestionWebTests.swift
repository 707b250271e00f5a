import Testing

/// App C's questions and its gate in a browser: "Discard the signup?" when a half-filled
/// signup is left, "Sign out?" before signing out, and a link to the home that waits for the
/// sign-in.
@Suite struct LoginSignupQuestionWebTests {
  @Test func leavingAHalfFilledSignupAsksAndKeepEditingStays() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/login-signup")
      try await browser.click("Sign up")
      var page = try await browser.submit("submit", ["name": "Bob"])
      #expect(page.heading == "Sign up")
      page = try await browser.click("Cancel")
      #expect(page.heading == "Discard the signup?")
      #expect(page.html.contains("role=\"alertdialog\""))
      page = try await browser.answer("Keep Editing")
      #expect(page.heading == "Sign up")
      #expect(page.value(ofInput: "name") == "Bob")
      page = try await browser.click("Cancel")
      page = try await browser.answer("Discard")
      #expect(page.heading == "Log in")
    }
  }

  @Test func aLinkToTheHomeOpenedWhileSignedOutLandsAfterSigningIn() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/login-signup")
      var page = try await browser.open("/login-signup/home")
      #expect(page.status == 200)
      #expect(page.heading == "Log in")
      #expect(page.text(id: "notice")?.contains("signing in to the Login/Signup app first") == true)
      page = try await browser.submit(
        "login", ["email": "ann@example.com", "password": "coordinator"])
      #expect(page.heading == "Home")
      #expect(page.text(id: "greeting")?.contains("Ann Demo") == true)
    }
  }
}
