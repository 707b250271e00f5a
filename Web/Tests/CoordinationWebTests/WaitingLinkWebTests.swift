import Coordination
import CoordinationWeb
import Testing

/// Links that wait, in the browser: a deep URL opened while the app's root does not admit it
/// shows the current page, and the sign-in's redirect goes to it.
@Suite struct WaitingLinkWebTests {
  private func withDesk(
    _ body: @escaping @Sendable (BrowserClient) async throws -> Void
  ) async throws {
    let host = WebHost(
      app: try DeskWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: 10, timeToLive: .seconds(60))))
    try await host.application().inProcess { client in try await body(BrowserClient(client)) }
  }

  @Test func aLinkOpenedWhileSignedOutLandsAfterSigningIn() async throws {
    try await withDesk { browser in
      let waiting = try await browser.open("/desk.home/desk.item(3)")
      #expect(waiting.status == 200)
      #expect(waiting.title == "Sign in")
      #expect(waiting.html.contains("signing in first"))
      let signedIn = try await browser.act("signIn", follow: false)
      #expect(signedIn.status == 303)
      #expect(signedIn.location == "/desk.home/desk.item(3)")
      let landed = try await browser.open("/desk.home/desk.item(3)")
      #expect(landed.status == 200)
      #expect(landed.title == "Item 3")
      #expect(landed.link("back") == "/desk.home")
    }
  }

  /// Runs `body` with two browsers on two hosts that share one session store, the second
  /// holding the first's cookie: one host restarting and the other loading its sessions.
  private func withTwoDesks(
    _ body: @escaping @Sendable (BrowserClient, BrowserClient) async throws -> Void
  ) async throws {
    let sessions = MemorySessionStore()
    func host() throws -> WebHost {
      WebHost(
        app: try DeskWeb.app(),
        configuration: .init(
          sessionLimits: .init(capacity: 10, timeToLive: .seconds(60)),
          persistence: SessionPersistence(store: sessions, capacity: 10)))
    }
    let (first, second) = (try host(), try host())
    try await first.application().inProcess { firstClient in
      try await second.application().inProcess { secondClient in
        let before = BrowserClient(firstClient)
        let after = BrowserClient(secondClient)
        try await body(before, after)
      }
    }
  }

  @Test func aWaitingLinkSurvivesARestartAndLandsAfterSigningInOnTheOtherHost() async throws {
    try await withTwoDesks { before, after in
      let waiting = try await before.open("/desk.home/desk.item(3)")
      #expect(waiting.html.contains("signing in first"))
      after.cookie = before.cookie
      let loaded = try await after.open("/")
      #expect(loaded.title == "Sign in")
      #expect(loaded.html.contains("The page you asked for opens once you are through here."))
      let signedIn = try await after.act("signIn", follow: false)
      #expect(signedIn.location == "/desk.home/desk.item(3)")
      #expect(try await after.open("/desk.home/desk.item(3)").title == "Item 3")
    }
  }

  @Test func aWaitingLinkWithAQuerySurvivesARestartWithItsQuery() async throws {
    try await withTwoDesks { before, after in
      let waiting = try await before.open("/find?item=6")
      #expect(waiting.title == "Sign in")
      #expect(waiting.html.contains("signing in first"))
      after.cookie = before.cookie
      #expect(try await after.open("/").html.contains("opens once you are through here"))
      let signedIn = try await after.act("signIn", follow: false)
      #expect(signedIn.location == "/desk.home/desk.item(6)")
      #expect(try await after.open("/desk.home/desk.item(6)").title == "Item 6")
    }
  }

  @Test func aNewerLinkReplacesTheOneThatWaits() async throws {
    try await withDesk { browser in
      try await browser.open("/desk.home/desk.item(3)")
      try await browser.open("/desk.home/desk.item(5)")
      #expect(browser.page.title == "Sign in")
      try await browser.act("signIn")
      #expect(browser.path == "/desk.home/desk.item(5)")
      #expect(browser.page.title == "Item 5")
    }
  }

  @Test func aLinkOpenedWhileSignedInIsFollowedAtOnceAndBackStaysTheUsers() async throws {
    try await withDesk { browser in
      try await browser.open("/")
      try await browser.act("signIn")
      #expect(browser.path == "/desk.home")
      let item = try await browser.open("/desk.home/desk.item(4)")
      #expect(item.status == 200)
      #expect(item.title == "Item 4")
      let back = try await browser.open("/desk.home")
      #expect(back.title == "Desk")
    }
  }

  @Test func aLinkTheRootDropsIsRefusedAndChangesNothing() async throws {
    try await withDesk { browser in
      let dropped = try await browser.open("/desk.home/desk.item(0)")
      #expect(dropped.status == 403)
      #expect(dropped.html.contains("item 0 is gone"))
      try await browser.open("/")
      try await browser.act("signIn")
      #expect(browser.path == "/desk.home")
    }
  }
}
