#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A URL reduced to what deep-link matching looks at: its path segments and query items.
///
/// Two kinds of link are accepted:
///
/// - **Custom schemes**, such as `kanji://kanji/日`. The host is read as the first path
///   segment, so `kanji://kanji/日` and `kanji:///kanji/日` both give `["kanji", "日"]`.
/// - **Universal links**, `http` and `https` URLs such as `https://example.com/kanji/日`. The
///   host must be one of the accepted hosts, and only the path counts: `["kanji", "日"]`.
///
/// Schemes and hosts are compared case-insensitively. Path segments and query items are
/// percent-decoded, empty path segments are dropped (so a trailing `/` makes no difference), and
/// the fragment is ignored.
///
/// ```swift
/// let link = try DeepLinkURL(
///   string: "https://example.com/search?q=%E6%97%A5+本", schemes: ["kanji"], hosts: ["example.com"])
/// link.pathSegments  // ["search"]
/// link.queryItems    // ["q": ["日 本"]]
/// ```
public struct DeepLinkURL: Hashable, Sendable {
  /// The URL as given.
  public let url: URL
  /// The path segments, percent-decoded, with empty segments dropped.
  ///
  /// For a custom scheme the host comes first; for `http` and `https` the host is left out.
  public let pathSegments: [String]
  /// The values of each query item, percent-decoded, in the order they appear.
  ///
  /// A `+` in a query item means a space, an item without `=` has the value `""`, and an item
  /// that appears more than once has all its values.
  public let queryItems: [String: [String]]

  /// Reduces a URL to its path segments and query items.
  ///
  /// - Parameters:
  ///   - url: The link to read.
  ///   - schemes: The app's custom schemes, such as `"kanji"`. `http` and `https` are always
  ///     read as universal links, even when listed here.
  ///   - hosts: The hosts accepted for `http` and `https` links, such as `"example.com"`.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` when the URL has no scheme, or is an `http` or
  ///   `https` URL without a host; ``DeepLinkError/unsupportedScheme(_:)`` for any other scheme
  ///   than the custom ones and `http`/`https`; ``DeepLinkError/unsupportedHost(_:)`` for a
  ///   universal link whose host is not in `hosts`.
  /// - Complexity: O(*n* + *s* + *h*), where *n* is the length of the URL, *s* the number of
  ///   schemes and *h* the number of hosts.
  public init(_ url: URL, schemes: Set<String>, hosts: Set<String>) throws(DeepLinkError) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let rawScheme = components.scheme, !rawScheme.isEmpty
    else {
      throw .malformedURL(url.absoluteString)
    }
    let scheme = rawScheme.lowercased()
    let host = components.percentEncodedHost.map { Self.percentDecoded($0) ?? $0 }
    var segments: [String] = []
    if scheme == "http" || scheme == "https" {
      guard let host, !host.isEmpty else { throw .malformedURL(url.absoluteString) }
      let accepted = Set(hosts.map { $0.lowercased() })
      guard accepted.contains(host.lowercased()) else { throw .unsupportedHost(host) }
    } else if schemes.contains(where: { $0.lowercased() == scheme }) {
      if let host, !host.isEmpty { segments.append(host) }
    } else {
      throw .unsupportedScheme(rawScheme)
    }
    for piece in components.percentEncodedPath.split(separator: "/") {
      segments.append(Self.percentDecoded(piece) ?? String(piece))
    }
    self.url = url
    self.pathSegments = segments
    self.queryItems = Self.decodedQuery(components.percentEncodedQuery)
  }

  /// Parses text as a URL, then reduces it as ``init(_:schemes:hosts:)`` does.
  ///
  /// Whitespace around the text is ignored, and characters not allowed in a URL, such as
  /// `日`, are percent-encoded first.
  ///
  /// - Parameters:
  ///   - string: The link's text, for example `"kanji://kanji/日"`.
  ///   - schemes: The app's custom schemes, such as `"kanji"`.
  ///   - hosts: The hosts accepted for `http` and `https` links.
  /// - Throws: ``DeepLinkError/malformedURL(_:)`` when the text is not a URL or has no scheme,
  ///   and the errors of ``init(_:schemes:hosts:)``.
  /// - Complexity: O(*n* + *s* + *h*), where *n* is the length of the text, *s* the number of
  ///   schemes and *h* the number of hosts.
  public init(string: String, schemes: Set<String>, hosts: Set<String>) throws(DeepLinkError) {
    var text = Substring(string)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    guard !text.isEmpty, let url = URL(string: Self.escapingUnsafeBytes(text)),
      let scheme = url.scheme,
      !scheme.isEmpty
    else {
      throw .malformedURL(string)
    }
    try self.init(url, schemes: schemes, hosts: hosts)
  }

  /// Percent-encodes the bytes a URL may not hold as they are (non-ASCII, spaces, quotes ...)
  /// and leaves everything else, existing `%` escapes included, untouched; so text that mixes
  /// escapes with raw characters such as `日` is decoded exactly once.
  static func escapingUnsafeBytes(_ text: Substring) -> String {
    let unsafe = Set(" \"<>\\^`{|}".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte >= 0x80 || byte < 0x20 || unsafe.contains(byte) {
        bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Decodes a percent-encoded query into its items' values by name.
  private static func decodedQuery(_ query: String?) -> [String: [String]] {
    guard let query else { return [:] }
    var items: [String: [String]] = [:]
    for item in query.split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = formDecoded(pair[0])
      guard !name.isEmpty else { continue }
      let value = pair.count == 2 ? formDecoded(pair[1]) : ""
      items[name, default: []].append(value)
    }
    return items
  }

  /// Decodes one name or value of a query: `+` is a space, then percent escapes are decoded.
  private static func formDecoded(_ text: Substring) -> String {
    let spaced = String(text.map { $0 == "+" ? " " : $0 })
    return percentDecoded(spaced[...]) ?? spaced
  }

  /// Decodes percent escapes (`%E6%97%A5` is `日`).
  ///
  /// Returns `nil` when a `%` is not followed by two hexadecimal digits or when the decoded
  /// bytes are not valid UTF-8.
  static func percentDecoded<Text: StringProtocol>(_ text: Text) -> String? {
    guard text.contains("%") else { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(bytes: bytes, encoding: .utf8)
  }

  /// The value of an ASCII hexadecimal digit, or `nil`.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
