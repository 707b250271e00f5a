import Coordination
import CoordinationWeb
import Foundation
import Testing

/// Sessions saved in a store: a second host on the same store is a restart, or the other host
/// behind a load balancer.
@Suite struct SessionPersistenceTests {
  private func host(
    _ store: any SessionStore, capacity: Int = 100, liveCapacity: Int = 100
  ) throws -> WebHost {
    WebHost(
      app: try ShopWeb.app(),
      configuration: .init(
        sessionLimits: .init(capacity: liveCapacity, timeToLive: .seconds(600)),
        persistence: SessionPersistence(store: store, capacity: capacity)))
  }

  /// Runs `body` with two hosts on one store, each with a browser; the second browser has no
  /// cookie yet.
  private func withTwoHosts(
    _ store: any SessionStore,
    _ body: @escaping @Sendable (BrowserClient, BrowserClient) async throws -> Void
  ) async throws {
    let (first, second) = (try host(store), try host(store))
    try await first.application().inProcess { firstClient in
      try await second.application().inProcess { secondClient in
        try await body(BrowserClient(firstClient), BrowserClient(secondClient))
      }
    }
  }

  @Test func aSecondHostOnTheSameStoreContinuesTheSessionWhereItWas() async throws {
    let store = MemorySessionStore()
    try await withTwoHosts(store) { before, after in
      try await before.open("/")
      try await before.act("checkout")
      try await before.act("pay", fields: ["method": "card"])
      let payment = before.path
      #expect(before.page.title == "Pay by card")

      after.cookie = before.cookie
      let page = try await after.open(payment)
      #expect(page.status == 200)
      #expect(page.title == "Pay by card")
      #expect(page.setCookie == nil)
      #expect(page.hidden("_csrf") == before.page.hidden("_csrf"))
      // Back still works, and the flow goes on.
      try await after.open(try #require(after.page.link("back")))
      #expect(after.page.title == "Cart")
      try await after.act("pay", fields: ["method": "card"])
      try await after.act("confirm")
      #expect(after.page.title == "Shop")
      #expect(try await store.count() == 1)
    }
  }

  @Test func whatAFormKeepsSurvivesARestart() async throws {
    try await withTwoHosts(MemorySessionStore()) { before, after in
      try await before.open("/")
      try await before.act("settings")
      try await before.act("rename", fields: ["name": "Bea <b>"])
      #expect(before.page.html.contains("value=\"Bea &lt;b&gt;\""))
      after.cookie = before.cookie
      try await after.open(before.path)
      #expect(after.page.title == "Settings")
      #expect(after.page.html.contains("value=\"Bea &lt;b&gt;\""))
    }
  }

  @Test func aFormRenderedByOneHostPostsToTheOtherAfterItLoadedTheSession() async throws {
    try await withTwoHosts(MemorySessionStore()) { first, second in
      try await first.open("/")
      second.cookie = first.cookie
      // The other host loads the session now, and numbers its screens.
      try await second.open(first.path)
      // Pushed, left and pushed again: the item's screen is not the first one made.
      try await first.act("item", fields: ["id": "1"])
      try await first.open(try #require(first.page.link("back")))
      try await first.act("item", fields: ["id": "1"])
      // The form the first host rendered goes to the second, which loads the newer record.
      second.page = first.page
      let answer = try await second.act("next")
      #expect(answer.status == 200)
      #expect(second.path == "/shop.home/shop.item(1)/shop.item(2)")
    }
  }

  @Test func aNewSessionsNextRequestMayGoToTheOtherHost() async throws {
    try await withTwoHosts(MemorySessionStore()) { first, second in
      try await first.open("/")
      second.cookie = first.cookie
      second.page = first.page
      let answer = try await second.act("item", fields: ["id": "2"])
      #expect(answer.status == 200)
      #expect(second.path == "/shop.home/shop.item(2)")
      #expect(second.cookie == first.cookie)
    }
  }

  @Test func twoHostsServingOneCookieInTurnAgreeOnItsState() async throws {
    let store = ControlledStore()
    try await withTwoHosts(store) { first, second in
      try await first.open("/")
      try await first.act("item", fields: ["id": "1"])
      second.cookie = first.cookie
      for step in 0..<6 {
        let (browser, other) = step.isMultiple(of: 2) ? (second, first) : (first, second)
        try await browser.open(other.path)
        try await browser.act("next")
        #expect(browser.page.title == "Item &lt;\(step + 2)&gt; &amp; &quot;friends&quot;")
      }
      #expect(first.path.hasSuffix("shop.item(7)"))
      try await second.open(first.path)
      #expect(second.page.status == 200 && second.page.title == first.page.title)
      #expect(store.saves == 8)
      let id = try #require(first.cookie.flatMap { SessionID($0.split(separator: "=")[1]) })
      #expect(try await store.version(of: id) == 8)
    }
  }

  @Test func ofTwoHostsRacingOnOneSessionTheLoserIsToldAndChangesNothing() async throws {
    let store = ControlledStore()
    try await withTwoHosts(store) { winner, loser in
      try await winner.open("/")
      try await winner.act("item", fields: ["id": "1"])
      try await winner.open(try #require(winner.page.link("back")))
      loser.cookie = winner.cookie
      try await loser.open(winner.path)
      #expect(loser.page.title == "Shop")

      store.holdNextSave()
      let raced = Task { try await loser.act("item", fields: ["id": "5"], follow: false) }
      await store.waitForHeldSave()
      try await winner.act("settings")
      #expect(winner.page.title == "Settings")
      store.releaseHeldSave()
      let answer = try await raced.value
      #expect(answer.status == 409)
      #expect(answer.html.contains("nothing was done"))
      #expect(answer.title == "Settings")
      try await loser.open(winner.path)
      #expect(loser.page.title == "Settings")
      #expect(!loser.path.contains("item(5)"))
    }
  }

  @Test func anUnusableRecordStartsTheSessionAfreshAndIsDeleted() async throws {
    let store = MemorySessionStore()
    let broken = SessionID.random()
    let record = SessionRecord(
      id: broken, version: 3, csrf: .random(),
      navigation: NavigationSnapshot(coordinators: [], layers: []), appState: nil,
      expires: Date() + 600)
    #expect(try await store.save(record, replacing: nil) == .saved)
    try await host(store).application().inProcess { client in
      let browser = BrowserClient(client)
      browser.cookie = "\(WebHost.cookieName)=\(broken)"
      let page = try await browser.open("/")
      #expect(page.status == 200)
      #expect(page.title == "Shop")
      #expect(browser.cookie?.contains(broken.description) == false)
      #expect(try await store.version(of: broken) == nil)
      // An action with the old cookie finds no session.
      browser.cookie = "\(WebHost.cookieName)=\(broken)"
      let action = try await browser.act("item", fields: ["id": "1"], follow: false)
      #expect(action.status == 403)
    }
  }

  @Test func aStoreThatFailsGets503AndNothingOfTheChangeIsKept() async throws {
    let store = ControlledStore()
    try await host(store).application().inProcess { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      let kept = browser.path
      store.setFailing(true)
      let failed = try await browser.act("next", follow: false)
      #expect(failed.status == 503)
      #expect(failed.html.contains("Nothing was changed"))
      let page = try await browser.open("/")
      #expect(page.status == 503)
      store.setFailing(false)
      try await browser.open("/")
      #expect(browser.path == kept)
    }
  }

  @Test func aSaveThatFailsAfterWritingIsNotCalledNothingChanged() async throws {
    let store = ControlledStore()
    try await host(store).application().inProcess { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      let before = browser.path
      store.setSavesFailAfterWriting(true)
      let failed = try await browser.act("next", follow: false)
      #expect(failed.status == 503)
      #expect(!failed.html.contains("Nothing was changed"))
      #expect(failed.html.contains("may or may not have been kept"))
      store.setSavesFailAfterWriting(false)
      // The write went through: the reloaded page shows the change the 503 could not confirm.
      try await browser.open("/")
      #expect(browser.path != before)
    }
  }

  @Test func pagesThatChangeNothingWriteNothing() async throws {
    let store = ControlledStore()
    try await host(store).application().inProcess { client in
      let browser = BrowserClient(client)
      // A new session is saved at once, so that another host finds it.
      try await browser.open("/")
      #expect(store.saves == 1)
      try await browser.act("item", fields: ["id": "1"])
      #expect(store.saves == 2)
      for _ in 0..<5 { try await browser.open(browser.path) }
      #expect(store.saves == 2)
      // A link that changes the navigation is saved.
      try await browser.open("/shop.home/shop.item(4)")
      #expect(store.saves == 3)
    }
  }

  /// Found by scripts/load.sh with a live cap below the number of clients: a session dropped
  /// from memory while it served a request was loaded again by its next request, and the two
  /// copies raced; the browser was shown one state while the session kept the other.
  @Test func aSessionServingARequestIsNotDroppedFromMemoryForAnother() async throws {
    let store = ControlledStore()
    try await host(store, liveCapacity: 1).application().inProcess { client in
      let busy = BrowserClient(client)
      try await busy.open("/")
      let shop = busy.path
      store.holdNextSave()
      let settings = Task { try await busy.act("settings", follow: false) }
      await store.waitForHeldSave()
      // Another browser's new session needs the only place in memory while the first is busy.
      try await BrowserClient(client).open("/")
      // The busy session's next request (from a second tab) waits for the first, on the same
      // copy of it: nothing is loaded from the store.
      let tab = BrowserClient(client)
      tab.cookie = busy.cookie
      let again = Task { try await tab.open(shop) }
      try await Task.sleep(for: .milliseconds(100))
      store.releaseHeldSave()
      #expect(try await settings.value.status == 303)
      #expect(try await again.value.title == "Shop")
      #expect(store.loads == 0)
      // The session is where the tab was last shown it: its next action is not refused.
      try await tab.act("settings")
      #expect(tab.page.title == "Settings")
    }
  }

  @Test func theCleanupEndsExpiredSessionsAndKeepsTheStoreWithinItsCapacity() async throws {
    let store = MemorySessionStore()
    let host = try host(store, capacity: 2)
    try await host.application().inProcess { client in
      var browsers: [BrowserClient] = []
      for id in 1...3 {
        let browser = BrowserClient(client)
        try await browser.open("/")
        try await browser.act("item", fields: ["id": "\(id)"])
        browsers.append(browser)
      }
      #expect(try await store.count() == 3)
      #expect(await host.cleanUpSessions() == 1)
      #expect(try await store.count() == 2)
      // The session whose record expired first has ended, though this host still had it.
      let first = browsers[0]
      let cookie = first.cookie
      try await first.open(first.path)
      #expect(first.cookie != cookie)
      #expect(first.page.status == 200)
      // The new session went where the link led, so it has a record of its own.
      #expect(try await store.count() == 3)
      // Every record has expired an hour from now.
      #expect(await host.cleanUpSessions(now: Date() + 3_600) == 3)
      #expect(try await store.count() == 0)
    }
  }
}
