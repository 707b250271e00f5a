import Coordination
import CoordinationLinks
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `DeepLinkURL` reads links from `URL`'s accessors where it can; this suite holds it to a plain
/// reading through `URLComponents` and `Character`s over random link texts built from the pieces
/// that links get wrong.
@Suite struct DeepLinkURLReadingTests {
  /// Pieces of link text: schemes, hosts (IP literals, user info, ports, escapes), separators,
  /// escapes good and bad, raw non-ASCII text, `+`, whitespace of several kinds.
  static let pieces = [
    "kanji:", "KANJI:", "https:", "HTTP:", "other:", "//", "/", "///", "example.com",
    "Example.COM", "evil.com", "[::1]", "[fe80::1%25en0]", "user:pw@", "@", ":8080", "kanji",
    "%E6%97%A5", "%e6%97%a5", "%2F", "%25", "%", "%4", "%zz", "%FF", "%C3%A9", "日", "é",
    "e\u{301}", "+", "?", "&", "=", "#", ";", "a", "b", "1", " ", "\u{A0}", "\u{3000}", "\t",
    "\n", "\"", "<", "|", "{", "^", "`", "\\", ".", "..", "~", "'", "(", ")",
  ]

  @Test func readsRandomLinksAsURLComponentsDoes() {
    var generator = SplitMix64(seed: 0xD11C)
    var compared = 0
    var accepted = 0
    for _ in 0..<6_000 {
      // Most links start with a scheme, so that many are read to the end.
      let start = Bool.random(using: &generator) ? "" : "kanji://"
      let count = Int.random(in: 1...12, using: &generator)
      let text =
        start
        + (0..<count).map { _ in
          Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
        }
        .joined()
      let expected = ReferenceLinkReading.read(text, schemes: ["kanji"], hosts: ["example.com"])
      let actual = Result { () throws(DeepLinkError) -> DeepLinkURL in
        try DeepLinkURL(string: text, schemes: ["kanji"], hosts: ["example.com"])
      }
      .map { ReferenceLinkReading.Reading(segments: $0.pathSegments, query: $0.queryItems) }
      #expect(actual == expected, "\(text.debugDescription)")
      compared += 1
      if case .success = expected { accepted += 1 }
    }
    // The pieces must reach both outcomes often, or the comparison says little.
    #expect(compared == 6_000)
    #expect(accepted > 600, "only \(accepted) random links were accepted")
    #expect(accepted < 5_400, "only \(compared - accepted) random links were refused")
  }

  @Test(
    arguments: [
      "https://[::1]/a", "kanji://[::1]/a", "https://user:pw@example.com:8443/x?y=1#z",
      "kanji:///", "kanji://?", "kanji:?a=1", "\u{3000}kanji://a\u{A0}", " \u{301}kanji://a",
      "kanji://a/e\u{301}+?q=+\u{301}", "kanji://a/%C3?x=%C3+", "https://EXAMPLE.com",
      "kanji://a \u{301}", "\u{85}kanji://a\u{2028}", "kanji://a\r\n", "\r\nkanji://a/b",
      "kanji:a/b", "kanji:a/b?c=d", "https://日本.jp/a", "kanji://日本/読み",
    ]
  )
  func readsEdgeCasesAsURLComponentsDoes(text: String) {
    let expected = ReferenceLinkReading.read(text, schemes: ["kanji"], hosts: ["example.com"])
    let actual = Result { () throws(DeepLinkError) -> DeepLinkURL in
      try DeepLinkURL(string: text, schemes: ["kanji"], hosts: ["example.com"])
    }
    .map { ReferenceLinkReading.Reading(segments: $0.pathSegments, query: $0.queryItems) }
    #expect(actual == expected)
  }

  @Test func readsARelativeURLAgainstItsBase() throws {
    let base = try #require(URL(string: "kanji://kanji/list/"))
    let url = try #require(URL(string: "日?q=a+b", relativeTo: base))
    let link = try DeepLinkURL(url, schemes: ["kanji"], hosts: [])
    #expect(link.pathSegments == ["kanji", "list", "日"])
    #expect(link.queryItems == ["q": ["a b"]])
    #expect(link.url == url)
  }

  @Test(arguments: ["?q=1", "#f", "/abs", "//h/x", "../x", "x/./y/../z", "%E6%97%A5"])
  func readsRelativeReferencesAsURLComponentsDoes(reference: String) throws {
    let base = try #require(URL(string: "kanji://kanji/list/item?old=1#top"))
    let url = try #require(URL(string: reference, relativeTo: base))
    let expected = ReferenceLinkReading.read(url, schemes: ["kanji"], hosts: [])
    let actual = Result { () throws(DeepLinkError) -> DeepLinkURL in
      try DeepLinkURL(url, schemes: ["kanji"], hosts: [])
    }
    .map { ReferenceLinkReading.Reading(segments: $0.pathSegments, query: $0.queryItems) }
    #expect(actual == expected)
  }

  @Test func acceptsSchemesAndHostsListedInAnyCase() throws {
    let link = try DeepLinkURL(
      string: "KANJI://kanji/1", schemes: ["KanJi", "other"], hosts: ["EXAMPLE.COM"])
    #expect(link.pathSegments == ["kanji", "1"])
    let universal = try DeepLinkURL(
      string: "https://Example.com/a", schemes: [], hosts: ["eXample.com", "b.com"])
    #expect(universal.pathSegments == ["a"])
  }
}

/// A plain reading of links, through `URLComponents` and with `Character`s: the reference for
/// ``DeepLinkURLReadingTests``.
enum ReferenceLinkReading {
  /// What a link reads as.
  struct Reading: Equatable {
    let segments: [String]
    let query: [String: [String]]
  }

  static func read(
    _ string: String, schemes: Set<String>, hosts: Set<String>
  ) -> Result<Reading, DeepLinkError> {
    var text = Substring(string)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    guard !text.isEmpty, let url = URL(string: escaped(text)), let scheme = url.scheme,
      !scheme.isEmpty
    else {
      return .failure(.malformedURL(string))
    }
    return read(url, schemes: schemes, hosts: hosts)
  }

  static func read(
    _ url: URL, schemes: Set<String>, hosts: Set<String>
  ) -> Result<Reading, DeepLinkError> {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let rawScheme = components.scheme, !rawScheme.isEmpty
    else {
      return .failure(.malformedURL(url.absoluteString))
    }
    let scheme = rawScheme.lowercased()
    let host = components.percentEncodedHost.map { decoded($0[...]) ?? $0 }
    var segments: [String] = []
    if scheme == "http" || scheme == "https" {
      guard let host, !host.isEmpty else { return .failure(.malformedURL(url.absoluteString)) }
      guard Set(hosts.map { $0.lowercased() }).contains(host.lowercased()) else {
        return .failure(.unsupportedHost(host))
      }
    } else if schemes.contains(where: { $0.lowercased() == scheme }) {
      if let host, !host.isEmpty { segments.append(host) }
    } else {
      return .failure(.unsupportedScheme(rawScheme))
    }
    for piece in components.percentEncodedPath.split(separator: "/") {
      segments.append(decoded(piece) ?? String(piece))
    }
    return .success(Reading(segments: segments, query: query(components.percentEncodedQuery)))
  }

  static func escaped(_ text: Substring) -> String {
    let unsafe = Set(" \"<>\\^`{|}".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
      if byte >= 0x80 || byte < 0x20 || unsafe.contains(byte) {
        let hex = String(byte, radix: 16, uppercase: true)
        bytes.append(contentsOf: Array("%\(byte < 16 ? "0" : "")\(hex)".utf8))
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func query(_ query: String?) -> [String: [String]] {
    guard let query else { return [:] }
    var items: [String: [String]] = [:]
    for item in query.split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = formDecoded(pair[0])
      guard !name.isEmpty else { continue }
      items[name, default: []].append(pair.count == 2 ? formDecoded(pair[1]) : "")
    }
    return items
  }

  static func formDecoded(_ text: Substring) -> String {
    let spaced = String(text.map { $0 == "+" ? " " : $0 })
    return decoded(spaced[...]) ?? spaced
  }

  static func decoded(_ text: Substring) -> String? {
    guard text.contains("%") else { return String(text) }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16),
        [high, low].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
      else {
        return nil
      }
      bytes.append(value)
    }
    return String(bytes: bytes, encoding: .utf8)
  }
}
