import CoordinationWeb
import Foundation
import HTTPTypes
import Testing

/// The smaller findings of the hostile review: every response carries the
/// security headers, a form's content type must be exactly the form type, and control
/// characters never reach a page.
@Suite struct ResponseHardeningTests {
  private func withShop(
    _ body: @escaping @Sendable (BrowserClient, InProcessClient) async throws -> Void
  ) async throws {
    let host = WebHost(
      app: try ShopWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: 10, timeToLive: .seconds(60))))
    try await host.application().inProcess { client in
      try await body(BrowserClient(client), client)
    }
  }

  @Test func theFrameworksOwnAnswersCarryTheSecurityHeaders() async throws {
    try await withShop { browser, client in
      // No route takes a POST here: the framework answers 404 by itself.
      let notFound = try await client.execute(uri: "/foo", method: .post)
      #expect(notFound.status == .notFound)
      #expect(notFound.headers[.xContentTypeOptions] == "nosniff")
      #expect(notFound.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
      try await browser.open("/")
      let pages = [
        try await browser.post(body: "x=1", contentType: "text/plain", follow: false),
        try await browser.fetch("/_/unknown.css"),
        try await browser.fetch("/shop.home"),
      ]
      for page in pages {
        #expect(page.headers[.xContentTypeOptions] == "nosniff")
        #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
        #expect(page.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
      }
    }
  }

  @Test func aContentTypeThatOnlyStartsLikeAFormIsRefused() async throws {
    try await withShop { browser, _ in
      try await browser.open("/")
      let lookalike = try await browser.post(
        body: "_action=item&id=1", contentType: "application/x-www-form-urlencodedX",
        follow: false)
      #expect(lookalike.status == 415)
      #expect(WebHost.isFormType("Application/X-WWW-Form-Urlencoded; charset=utf-8"))
      #expect(!WebHost.isFormType("application/x-www-form-urlencoded-evil"))
    }
  }

  /// The policy SessionsAndSecurity.md states once differed from the one sent.
  @Test func theDocumentedContentSecurityPolicyIsTheOneSent() async throws {
    let article = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Sources/CoordinationWeb/Documentation.docc/SessionsAndSecurity.md")
    let text = try String(contentsOf: article, encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    try await withShop { browser, _ in
      let page = try await browser.open("/")
      let sent = try #require(page.headers[.contentSecurityPolicy])
      #expect(text.contains("(`\(sent)`)"), "\(sent)")
      #expect(text.contains("`Referrer-Policy: same-origin`"))
    }
  }

  @Test func controlCharactersNeverReachAPage() {
    #expect(HTMLEscaping.escape("a\u{0}b\u{7}c\u{85}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    #expect(HTMLEscaping.escape("line\nbreak\ttab\r\n") == "line\nbreak\ttab\r\n")
  }
}
