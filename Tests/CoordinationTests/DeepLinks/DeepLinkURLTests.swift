import Coordination
import CoordinationLinks
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct DeepLinkURLTests {
  let schemes: Set<String> = ["kanji"]
  let hosts: Set<String> = ["example.com", "www.example.com"]

  func link(_ text: String) throws -> DeepLinkURL {
    try DeepLinkURL(string: text, schemes: schemes, hosts: hosts)
  }

  // MARK: Custom schemes

  @Test(
    arguments: [
      ("kanji://kanji/日", ["kanji", "日"]),
      ("kanji://kanji/%E6%97%A5", ["kanji", "日"]),
      ("kanji:///kanji/日", ["kanji", "日"]),
      ("kanji://kanji/日/", ["kanji", "日"]),
      ("kanji://kanji//日//", ["kanji", "日"]),
      ("kanji:kanji/日", ["kanji", "日"]),
      ("KANJI://kanji/日", ["kanji", "日"]),
      ("kanji://%E6%BC%A2%E5%AD%97/読み", ["漢字", "読み"]),
      ("kanji://kanji/a%2Fb", ["kanji", "a/b"]),
      ("kanji://kanji/a%20b+c", ["kanji", "a b+c"]),
      ("kanji://kanji/日#top", ["kanji", "日"]),
      ("kanji://settings", ["settings"]),
      ("kanji://", []),
      ("kanji:///", []),
      ("  kanji://kanji/日\n", ["kanji", "日"]),
    ]
  )
  func readsCustomSchemeLinks(text: String, segments: [String]) throws {
    #expect(try link(text).pathSegments == segments)
  }

  @Test func customSchemesAreComparedCaseInsensitively() throws {
    let link = try DeepLinkURL(string: "kanji://kanji/日", schemes: ["Kanji"], hosts: [])
    #expect(link.pathSegments == ["kanji", "日"])
  }

  @Test func keepsTheURLAsGiven() throws {
    let url = try #require(URL(string: "kanji://kanji/%E6%97%A5?q=1"))
    let link = try DeepLinkURL(url, schemes: schemes, hosts: hosts)
    #expect(link.url == url)
    #expect(link.pathSegments == ["kanji", "日"])
  }

  // MARK: Universal links

  @Test(
    arguments: [
      ("https://example.com/kanji/日", ["kanji", "日"]),
      ("http://example.com/kanji/%E6%97%A5/", ["kanji", "日"]),
      ("https://www.example.com/kanji", ["kanji"]),
      ("HTTPS://Example.COM/kanji/日", ["kanji", "日"]),
      ("https://example.com:8443/kanji", ["kanji"]),
      ("https://example.com", []),
      ("https://example.com/", []),
    ]
  )
  func readsUniversalLinks(text: String, segments: [String]) throws {
    #expect(try link(text).pathSegments == segments)
  }

  @Test func acceptedHostsAreComparedCaseInsensitively() throws {
    let link = try DeepLinkURL(
      string: "https://example.com/kanji", schemes: [], hosts: ["EXAMPLE.com"]
    )
    #expect(link.pathSegments == ["kanji"])
  }

  @Test func rejectsAnotherHost() throws {
    #expect(throws: DeepLinkError.unsupportedHost("evil.com")) {
      try link("https://evil.com/kanji/日")
    }
    #expect(throws: DeepLinkError.unsupportedHost("sub.example.com")) {
      try link("https://sub.example.com/kanji")
    }
  }

  @Test func rejectsUniversalLinksWhenNoHostIsAccepted() throws {
    #expect(throws: DeepLinkError.unsupportedHost("example.com")) {
      try DeepLinkURL(string: "https://example.com/kanji", schemes: ["kanji"], hosts: [])
    }
  }

  @Test func httpIsAUniversalLinkEvenWhenListedAsACustomScheme() throws {
    let link = try DeepLinkURL(
      string: "https://example.com/kanji", schemes: ["https"], hosts: ["example.com"]
    )
    #expect(link.pathSegments == ["kanji"])
  }

  @Test(arguments: ["https:kanji", "https:///kanji"])
  func rejectsAUniversalLinkWithoutAHost(text: String) throws {
    let error = #expect(throws: DeepLinkError.self) { try link(text) }
    guard case .malformedURL = try #require(error) else {
      Issue.record("Expected malformedURL, got \(String(describing: error))")
      return
    }
  }

  // MARK: Unsupported and malformed

  @Test(
    arguments: [
      ("mailto:someone@example.com", "mailto"),
      ("ftp://example.com/kanji", "ftp"),
      ("other://kanji/日", "other"),
      ("Other://kanji/日", "Other"),
    ]
  )
  func rejectsUnsupportedSchemes(text: String, scheme: String) throws {
    #expect(throws: DeepLinkError.unsupportedScheme(scheme)) { try link(text) }
  }

  @Test(arguments: ["", "   ", "not a url", "://x", "kanji/日", "/kanji/日", "a b://x"])
  func rejectsMalformedText(text: String) throws {
    #expect(throws: DeepLinkError.malformedURL(text)) { try link(text) }
  }

  @Test func rejectsAURLWithoutAScheme() throws {
    let url = try #require(URL(string: "kanji/%E6%97%A5"))
    #expect(throws: DeepLinkError.malformedURL(url.absoluteString)) {
      try DeepLinkURL(url, schemes: schemes, hosts: hosts)
    }
  }

  // MARK: Query items

  @Test func decodesQueryItems() throws {
    let link = try link("kanji://search?q=%E6%97%A5+%E6%9C%AC&tag=a&tag=b%26c&flag&empty=")
    #expect(link.pathSegments == ["search"])
    #expect(
      link.queryItems == [
        "q": ["日 本"], "tag": ["a", "b&c"], "flag": [""], "empty": [""],
      ]
    )
  }

  @Test func decodesPlusAsASpaceAndKeepsAnEncodedPlus() throws {
    let link = try link("https://example.com/search?q=a+b%2Bc&first+name=Ann")
    #expect(link.queryItems == ["q": ["a b+c"], "first name": ["Ann"]])
  }

  @Test func keepsRepeatedKeysInOrder() throws {
    let link = try link("kanji://list?id=3&id=1&id=2")
    #expect(link.queryItems["id"] == ["3", "1", "2"])
  }

  @Test func skipsEmptyQueryItemsAndNames() throws {
    let link = try link("kanji://list?&a=1&&=x&b=2=3")
    #expect(link.queryItems == ["a": ["1"], "b": ["2=3"]])
  }

  @Test func ignoresTheFragment() throws {
    let link = try link("kanji://list?a=1#b=2")
    #expect(link.queryItems == ["a": ["1"]])
  }

  @Test func hasNoQueryItemsWithoutAQuery() throws {
    #expect(try link("kanji://kanji/日").queryItems.isEmpty)
    #expect(try link("kanji://kanji/日?").queryItems.isEmpty)
  }

  @Test func equalLinksAreEqual() throws {
    #expect(try link("kanji://kanji/日?q=1") == link("kanji://kanji/日?q=1"))
    #expect(try link("kanji://kanji/日") != link("kanji://kanji/月"))
  }
}

/// Text that mixes percent escapes with raw characters is decoded exactly once.
@Suite struct DeepLinkURLMixedEscapesTests {
  @Test func escapesAndRawCharactersDecodeOnce() throws {
    let link = try DeepLinkURL(
      string: "https://example.com/search?q=%E6%97%A5+本", schemes: ["kanji"],
      hosts: ["example.com"])
    #expect(link.pathSegments == ["search"])
    #expect(link.queryItems == ["q": ["日 本"]])
    let path = try DeepLinkURL(string: "kanji://kanji/%E6%97%A5/本", schemes: ["kanji"], hosts: [])
    #expect(path.pathSegments == ["kanji", "日", "本"])
  }
}
