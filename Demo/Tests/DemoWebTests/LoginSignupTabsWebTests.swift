import Testing

/// App C's signed-in tabs in a browser: the tab bar's links switch tabs, each tab keeping its
/// screens; the selected tab's link goes back to its first screen unless a draft refuses; the
/// account popover opens against its button and closes by "Done" or a click outside.
@Suite struct LoginSignupTabsWebTests {
  /// Signs in as the demo account; the page shown is Home.
  private func signIn(_ browser: Browser) async throws {
    try await browser.open("/login-signup")
    let page = try await browser.submit(
      "login", ["email": "ann@example.com", "password": "coordinator"])
    #expect(page.heading == "Home")
  }

  /// The tab bar's link with this label.
  private func tab(_ label: String, on page: HTMLPage) throws -> String {
    let tabs = HTMLPage.elements("nav", in: page.html).filter {
      HTMLPage.attribute("class", in: $0.attributes) == "tabbar"
    }
    let link = try #require(
      HTMLPage.elements("a", in: String(tabs.first?.inner ?? "")).first {
        HTMLPage.text(of: $0.inner) == label
      }, "no tab \(label)")
    return try #require(HTMLPage.attribute("href", in: link.attributes))
  }

  @Test func switchingTabsKeepsEachTabsScreens() async throws {
    try await withBrowser { browser, _ in
      try await signIn(browser)
      #expect(browser.page.html.contains("aria-current=\"page\">Home</a>"))
      var page = try await browser.open(try tab("Notes", on: browser.page))
      #expect(page.heading == "Notes")
      #expect(page.text(id: "notes-empty") == "No notes yet.")
      page = try await browser.click("New note")
      #expect(page.heading == "New note")
      page = try await browser.submit("save", ["title": "Groceries", "text": " "])
      #expect(page.text(id: "form-error") == "Write the note's text.")
      let form = browser.url

      page = try await browser.open(try tab("Home", on: page))
      #expect(page.heading == "Home")
      page = try await browser.open(try tab("Notes", on: page))
      #expect(page.heading == "New note")
      #expect(browser.url == form)
      #expect(page.value(ofInput: "title") == "Groceries")
    }
  }

  @Test func theSelectedTabsLinkReturnsToItsFirstScreenUnlessADraftRefuses() async throws {
    try await withBrowser { browser, _ in
      try await signIn(browser)
      var page = try await browser.open(try tab("Notes", on: browser.page))
      let selected = try tab("Notes", on: page)
      page = try await browser.click("New note")
      // The selected tab's link is the address of its first screen, wherever the tab is.
      #expect(try tab("Notes", on: page) == selected)
      page = try await browser.submit("save", ["title": "Groceries", "text": ""])
      let refused = try await browser.open(selected)
      #expect(refused.status == 409)
      #expect(refused.heading == "New note")
      #expect(refused.html.contains("asks you to stay"))

      page = try await browser.open(browser.url)
      page = try await browser.click("Discard")
      #expect(page.heading == "Notes")
      page = try await browser.click("New note")
      page = try await browser.submit("save", ["title": "<b>Milk</b>", "text": "& eggs"])
      #expect(page.heading == "Notes")
      #expect(page.text(id: "notes") == "<b>Milk</b> & eggs")
      #expect(!page.html.contains("<b>Milk"))

      page = try await browser.click("New note")
      page = try await browser.open(try tab("Notes", on: page))
      #expect(page.status == 200)
      #expect(page.heading == "Notes")
      #expect(page.text(id: "notes") == "<b>Milk</b> & eggs")
    }
  }

  @Test func theAccountPopoverOpensAgainstItsButtonAndCloses() async throws {
    try await withBrowser { browser, _ in
      try await signIn(browser)
      let home = browser.url
      var page = try await browser.click("Account")
      #expect(browser.url.hasSuffix("/~popover/ls-home.account"))
      #expect(page.html.contains("class=\"layer layer-popover anchored\""))
      #expect(page.html.contains("data-popover-anchor=\"account\" data-popover-anchor-shown"))
      #expect(page.text(id: "account-details") == "Name: Ann Demo E-mail: ann@example.com")
      page = try await browser.click("Done")
      #expect(page.heading == "Home")
      #expect(browser.url == home)

      page = try await browser.click("Account")
      let outside = try #require(
        HTMLPage.elements("a", in: page.html).first {
          HTMLPage.attribute("data-close", in: $0.attributes) == "outside"
        })
      let scrim = try #require(HTMLPage.attribute("href", in: outside.attributes))
      page = try await browser.open(scrim)
      #expect(page.heading == "Home")
      #expect(!page.html.contains("data-popover-anchor-shown"))
    }
  }

  @Test func theLinkToHomeSelectsItWhicheverTabIsSelectedAndKeepsTheOther() async throws {
    try await withBrowser { browser, _ in
      try await signIn(browser)
      var page = try await browser.open(try tab("Notes", on: browser.page))
      page = try await browser.click("New note")
      let form = browser.url
      page = try await browser.open("/login-signup/home")
      #expect(page.status == 200)
      #expect(page.heading == "Home")
      #expect(try tab("Notes", on: page) == form)
    }
  }

  @Test func aRefusalByAScreenInAnotherTabNamesIt() async throws {
    try await withBrowser { browser, _ in
      try await signIn(browser)
      var page = try await browser.open(try tab("Notes", on: browser.page))
      page = try await browser.click("New note")
      page = try await browser.submit("save", ["title": "Groceries", "text": ""])
      page = try await browser.open(try tab("Home", on: page))
      page = try await browser.open("/login-signup/notes")
      #expect(page.status == 409)
      #expect(page.heading == "Home")
      #expect(
        page.text(id: "notice")
          == "“New note”, in a tab not shown, asks you to stay; nothing was changed.")
      // The tab bar's link still leads to the form, draft and all.
      page = try await browser.open(try tab("Notes", on: page))
      #expect(page.value(ofInput: "title") == "Groceries")
    }
  }

  @Test func aLinkToNotesOpenedWhileSignedOutLandsThereAfterSigningIn() async throws {
    try await withBrowser { browser, _ in
      try await browser.open("/login-signup")
      var page = try await browser.open("/login-signup/notes")
      #expect(page.heading == "Log in")
      page = try await browser.submit(
        "login", ["email": "ann@example.com", "password": "coordinator"])
      #expect(page.heading == "Notes")
      #expect(page.html.contains("aria-current=\"page\">Notes</a>"))
    }
  }
}
