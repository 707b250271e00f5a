import Coordination
import CoordinationWeb
import Foundation
import HTTPTypes
import Testing

/// The HTTP mapping, in process: sessions, URLs, actions, refusals and pages.
@Suite struct WebHostTests {
  private func withShop(
    capacity: Int = 100,
    _ body: @escaping @Sendable (WebHost, InProcessClient) async throws -> Void
  ) async throws {
    let host = WebHost(
      app: try ShopWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: capacity, timeToLive: .seconds(60))))
    try await host.application().inProcess { client in try await body(host, client) }
  }

  @Test func aFirstVisitStartsASessionWithASafeCookie() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      let first = try await browser.fetch("/")
      #expect(first.status == 303)
      #expect(first.location == "/shop.home")
      let cookie = try #require(first.setCookie)
      #expect(cookie.contains("HttpOnly"))
      #expect(cookie.contains("SameSite=Lax"))
      #expect(cookie.contains("Path=/"))
      let value = try #require(cookie.split(separator: ";").first?.split(separator: "=").last)
      #expect(value.count == 32 && value.allSatisfy(\.isHexDigit))
      let page = try await browser.open("/")
      #expect(page.status == 200)
      #expect(page.title == "Shop")
      #expect(page.setCookie == nil)
      #expect(page.headers[.cacheControl] == "no-store")
      #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
      #expect(page.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
      #expect(page.html.contains("<script src=\"/_/app.js\" defer></script>"))
      let script = try await browser.fetch("/_/app.js")
      #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
      #expect(script.html.contains("event.persisted"))
      let style = try await browser.fetch("/_/style.css")
      #expect(style.headers[.contentType] == "text/css; charset=utf-8")
      #expect(style.html.contains("dialog.layer"))
      #expect(page.html.contains("<meta name=\"viewport\""))
    }
  }

  @Test func anActionRedirectsToTheNewStatesURLAndTextIsEscaped() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      let answer = try await browser.act("item", fields: ["id": "1"], follow: false)
      #expect(answer.status == 303)
      #expect(answer.location == "/shop.home/shop.item(1)")
      let page = try await browser.open("/shop.home/shop.item(1)")
      #expect(page.title == "Item &lt;1&gt; &amp; &quot;friends&quot;")
      #expect(!page.html.contains("<1>"))
      #expect(page.link("back") == "/shop.home")
    }
  }

  @Test func goingBackCancelsTheAwaitedFlowAndFinishingReturnsItsResult() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("checkout")
      #expect(browser.path == "/shop.home/shop.checkout/checkout.cart")
      #expect(browser.page.title == "Cart")
      try await browser.act("pay", fields: ["method": "card"])
      let payment = "/shop.home/shop.checkout/checkout.cart/checkout.payment(method:card)"
      #expect(browser.path == payment)
      #expect(browser.page.link("back") == "/shop.home/shop.checkout/checkout.cart")

      // The browser's Back (or the back link) pops as the user: down to home, the flow ends.
      try await browser.open(try #require(browser.page.link("back")))
      #expect(browser.page.title == "Cart")
      try await browser.open(try #require(browser.page.link("back")))
      #expect(browser.page.title == "Shop")
      #expect(browser.page.html.contains("<li>cancelled by user</li>"))

      // Forward rebuilds the state from its URL.
      let forward = try await browser.open(payment)
      #expect(forward.status == 200)
      #expect(forward.title == "Pay by card")
      #expect(browser.path == payment)

      try await browser.open("/shop.home")
      try await browser.act("checkout")
      try await browser.act("pay", fields: ["method": "cash"])
      try await browser.act("confirm")
      #expect(browser.path == "/shop.home")
      #expect(browser.page.html.contains("<li>paid with cash</li>"))
    }
  }

  @Test func reloadingShowsTheSameScreenAndChangesNothing() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "2"])
      let screen = browser.page.topScreen
      let again = try await browser.open(browser.path)
      #expect(again.status == 200)
      #expect(again.topScreen == screen)
    }
  }

  @Test func aSheetIsADialogOverAnInertPageWithACloseLink() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("settings")
      #expect(browser.path == "/shop.home/~sheet/shop.settings")
      let page = browser.page
      #expect(page.html.contains("<dialog open class=\"layer layer-sheet\""))
      #expect(page.html.contains("<div class=\"layer layer-root\" id=\"layer-0\" inert>"))
      // One <main> (the root layer's), none inside the dialog.
      #expect(page.html.matches(of: /<main\b/).count == 1)
      let dialog = try #require(page.html.firstRange(of: "<dialog"))
      #expect(!page.html[dialog.lowerBound...].contains("<main"))
      #expect(page.html[dialog.lowerBound...].contains("<div class=\"screen\""))
      #expect(page.title == "Settings")
      #expect(page.link("close") == "/shop.home")

      try await browser.act("rename", fields: ["name": "<b>Bob</b>"])
      #expect(browser.page.html.contains("value=\"&lt;b&gt;Bob&lt;/b&gt;\""))

      // The page below is not showing: an action aimed at it is refused.
      let rootScreen = try #require(browser.page.captures("data-screen=\"([0-9]*)\"").first)
      let refused = try await browser.act("tabs", screen: rootScreen, follow: false)
      #expect(refused.status == 409)
      try await browser.open("/shop.home/~sheet/shop.settings")
      #expect(browser.page.title == "Settings")

      try await browser.open(try #require(browser.page.link("close")))
      #expect(browser.page.title == "Shop")
      #expect(!browser.page.html.contains("<dialog"))
    }
  }

  @Test func tabsAreATabBarOfLinks() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("tabs")
      #expect(browser.path == "/shop.home/shop.tabs/tab.featured")
      #expect(browser.page.title == "Featured")
      #expect(
        browser.page.tabLinks == [
          "/shop.home/shop.tabs/tab.featured", "/shop.home/shop.tabs/tab.saved",
          "/shop.home/shop.tabs/tab.browse/browse.shelf",
        ])
      #expect(browser.page.html.contains("aria-current=\"page\">Featured</a>"))
      try await browser.open("/shop.home/shop.tabs/tab.saved")
      #expect(browser.page.title == "Saved")
      #expect(browser.page.html.contains("aria-current=\"page\">Saved</a>"))
      #expect(browser.page.link("close") == "/shop.home")
      try await browser.open("/shop.home")
      #expect(browser.page.title == "Shop")
    }
  }

  @Test func addressesThatLeadNowhereAre404AndChangeNothing() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("item", fields: ["id": "1"])
      let screen = browser.page.topScreen
      for path in [
        "/shop.home/shop.item(404)", "/nope", "/shop.home/shop.item(x)", "/shop.home/checkout.cart",
        "/shop.home/~sheet", "/shop.home/shop.item(1", "/items/abc", "/shop.home/shop.word(%ZZ)",
      ] {
        let page = try await browser.fetch(path)
        #expect(page.status == 404, "\(path)")
        #expect(page.html.contains("Nothing here"), "\(path)")
        #expect(page.html.contains("href=\"/shop.home/shop.item(1)\""), "\(path)")
      }
      #expect(try await browser.fetch("/shop.home/shop.item(404)").html.contains("sold out"))
      #expect(
        try await browser.fetch("/items/abc").html.contains(
          "of the parameter &quot;id&quot; is not"))
      let current = try await browser.open("/shop.home/shop.item(1)")
      #expect(current.topScreen == screen)
    }
  }

  @Test func aDeepLinkOrACanonicalURLInAFreshSessionBuildsTheStackBehindIt() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      let link = try await browser.fetch("/items/7")
      #expect(link.status == 303)
      #expect(link.location == "/shop.home/shop.item(7)")
      try await browser.open("/items/7")
      #expect(browser.page.link("back") == "/shop.home")

      let other = BrowserClient(client)
      try await other.open("/shop.home/shop.checkout/checkout.cart/checkout.payment(method:card)")
      #expect(other.page.title == "Pay by card")
      try await other.open(try #require(other.page.link("back")))
      #expect(other.page.title == "Cart")
      try await other.open(try #require(other.page.link("back")))
      #expect(other.page.title == "Shop")
    }
  }

  @Test func postsWithoutTheSessionsTokenAreRefusedAndChangeNothing() async throws {
    try await withShop { _, client in
      let ann = BrowserClient(client)
      try await ann.open("/")
      let bob = BrowserClient(client)
      try await bob.open("/")
      let bobsToken = try #require(bob.page.hidden("_csrf"))
      #expect(bobsToken != ann.page.hidden("_csrf"))

      #expect(try await ann.act("item", fields: ["id": "1"], csrf: "", follow: false).status == 403)
      let stolen = try await ann.act("item", fields: ["id": "1"], csrf: bobsToken, follow: false)
      #expect(stolen.status == 403)
      try await ann.open("/")
      #expect(ann.path == "/shop.home")

      // Without the cookie there is no session to act on.
      let stranger = BrowserClient(client)
      let anonymous = try await stranger.post(
        body: "_csrf=\(bobsToken)&_screen=1&_action=item&id=1", follow: false)
      #expect(anonymous.status == 403)
      try await bob.open("/")
      #expect(bob.path == "/shop.home")
    }
  }

  @Test func malformedActionsGet4xxAndChangeNothing() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      let token = try #require(browser.page.hidden("_csrf"))
      let screen = try #require(browser.page.topScreen)
      #expect(
        try await browser.post(body: "x", contentType: "text/plain", follow: false).status == 415)
      #expect(try await browser.post(body: "_csrf=%ZZ", follow: false).status == 400)
      #expect(
        try await browser.post(body: "_csrf=\(token)&_action=item", follow: false).status == 400)
      #expect(
        try await browser.post(body: "_csrf=\(token)&_screen=abc&_action=item", follow: false)
          .status
          == 400)
      for (action, fields) in [("fly", [:]), ("item", ["id": "one"]), ("item", [:])] {
        try await browser.open("/")
        let answer = try await browser.act(action, fields: fields, follow: false)
        #expect(answer.status == 400, "\(action) \(fields)")
      }
      let huge = String(repeating: "a", count: 70_000)
      #expect(try await browser.post(body: "_csrf=\(token)&x=\(huge)", follow: false).status == 413)
      let page = try await browser.open("/")
      #expect(browser.path == "/shop.home")
      #expect(page.topScreen == screen)
    }
  }

  @Test func aScreenThatRefusesToBeLeftKeepsTheUser() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("draft")
      try await browser.act("type")
      let back = try #require(browser.page.link("back"))
      let refused = try await browser.fetch(back)
      #expect(refused.status == 409)
      #expect(refused.html.contains("asks you to stay"))
      #expect(refused.title == "Draft")
    }
  }

  @Test func aRefusalByAScreenBelowTheTopNamesIt() async throws {
    try await withShop { _, client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await browser.act("draft")
      try await browser.act("type")
      try await browser.open(browser.path + "/shop.item(1)")
      #expect(browser.page.title?.hasPrefix("Item &lt;1&gt;") == true)
      let refused = try await browser.fetch("/shop.home")
      #expect(refused.status == 409)
      #expect(
        refused.html.contains("id=\"notice\">“Draft” asks you to stay; nothing was changed.</p>"))
    }
  }

  @Test func behindTLSTheCookieIsSecure() async throws {
    let host = WebHost(
      app: try ShopWeb.app(), configuration: .init(secureCookies: true))
    try await host.application().inProcess { client in
      let first = try await BrowserClient(client).fetch("/")
      #expect(first.setCookie?.contains("Secure") == true)
      #expect(first.setCookie?.contains("HttpOnly") == true)
    }
  }

  @Test func otherMethodsAndOverlongAddressesAreRefused() async throws {
    try await withShop { host, client in
      for method in [HTTPRequest.Method.put, .delete, .patch, .options] {
        let response = try await client.execute(uri: "/shop.home", method: method)
        #expect(response.status == .methodNotAllowed, "\(method)")
        #expect(response.headers[.allow] == "GET, HEAD, POST")
      }
      let long = "/" + String(repeating: "a.", count: 5_000)
      #expect(try await client.execute(uri: long, method: .get).status == .uriTooLong)
      let head = try await client.execute(uri: "/", method: .head)
      #expect(head.status == .seeOther)
      #expect(head.headers[.location] == "/shop.home")
      #expect(head.body.readableBytes == 0)
      #expect(host.liveSessionCount == 1)
    }
  }

  @Test func faviconAndRobotsDoNotStartSessions() async throws {
    try await withShop { host, client in
      let browser = BrowserClient(client)
      #expect(try await browser.fetch("/favicon.ico").status == 204)
      let robots = try await browser.fetch("/robots.txt")
      #expect(robots.html.contains("Disallow: /"))
      #expect(robots.setCookie == nil)
      #expect(host.liveSessionCount == 0)
    }
  }

  @Test func sessionsAreIndependentAndBounded() async throws {
    try await withShop(capacity: 2) { host, client in
      let first = BrowserClient(client)
      try await first.open("/")
      try await first.act("item", fields: ["id": "1"])
      let second = BrowserClient(client)
      try await second.open("/")
      #expect(second.page.title == "Shop")
      #expect(first.page.title?.hasPrefix("Item") == true)

      let third = BrowserClient(client)
      try await third.open("/")
      #expect(host.liveSessionCount == 2)
      // The first session was idle longest and made room: it starts again at home.
      let again = try await first.fetch("/shop.home/shop.item(1)")
      #expect(again.setCookie != nil)
      #expect(host.liveSessionCount == 2)
    }
  }
}
