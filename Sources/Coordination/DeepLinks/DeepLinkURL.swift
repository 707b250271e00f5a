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
    guard let parts = Parts(url), !parts.scheme.isEmpty else {
      throw .malformedURL(url.absoluteString)
    }
    let scheme = parts.scheme.lowercased()
    let host = parts.host.map { PercentEncoding.decoded($0[...]) ?? $0 }
    // A custom scheme's host is the first segment; a universal link's must be accepted.
    let first: String?
    if scheme == "http" || scheme == "https" {
      guard let host, !host.isEmpty else { throw .malformedURL(url.absoluteString) }
      guard Self.contains(hosts, host.lowercased()) else { throw .unsupportedHost(host) }
      first = nil
    } else if Self.contains(schemes, scheme) {
      first = host?.isEmpty == false ? host : nil
    } else {
      throw .unsupportedScheme(parts.scheme)
    }
    let segments = PercentEncoding.segments(of: parts.path, after: first)
    self.url = url
    self.pathSegments = segments
    self.queryItems = parts.query.map(PercentEncoding.queryItems) ?? [:]
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
    let text = Self.trimmingWhitespace(string)
    guard !text.isEmpty, let url = URL(string: PercentEncoding.escapingDisallowedBytes(text)),
      let scheme = url.scheme,
      !scheme.isEmpty
    else {
      throw .malformedURL(string)
    }
    try self.init(url, schemes: schemes, hosts: hosts)
  }

  /// The parts of a URL that a link is read from, percent-encoded as the URL holds them.
  private struct Parts {
    let scheme: String
    let host: String?
    let path: String
    let query: String?

    /// The parts of `url` (resolved against its base URL, if any), or `nil` without a scheme.
    ///
    /// With swift-foundation's `URL` (Linux, Windows), its own accessors read the ranges its
    /// parser already found, where `URLComponents` parses the text again, which cost more than
    /// the rest of a link's reading. There the two differ only for an IP-literal host, which
    /// `URLComponents` keeps in brackets (`[::1]`), so a URL with a `[` is read through
    /// `URLComponents` (`DeepLinkURLReadingTests` compares them). Apple's systems read every URL
    /// through `URLComponents`, as before: their older `URL` gives a relative URL's path
    /// without its base, and no path for `kanji:a/b`.
    init?(_ url: URL) {
      #if canImport(FoundationEssentials)
        if !PercentEncoding.withBytes(url.absoluteString[...], { $0.contains(UInt8(ascii: "[")) }) {
          guard let scheme = url.scheme else { return nil }
          self.scheme = scheme
          host = url.host(percentEncoded: true)
          path = url.path(percentEncoded: true)
          query = url.query(percentEncoded: true)
          return
        }
      #endif
      guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
        let scheme = components.scheme
      else { return nil }
      self.scheme = scheme
      host = components.percentEncodedHost
      path = components.percentEncodedPath
      query = components.percentEncodedQuery
    }
  }

  /// Whether `names` holds `lowercased` (a lowercased scheme or host), compared
  /// case-insensitively.
  ///
  /// - Complexity: O(1) when `names` holds it as written (as ``DeepLinkMap`` keeps them);
  ///   otherwise O(*n*) in the number of names.
  private static func contains(_ names: Set<String>, _ lowercased: String) -> Bool {
    names.contains(lowercased) || names.contains { $0.lowercased() == lowercased }
  }

  /// The text without the whitespace around it (Unicode whitespace, as `Character` sees it).
  ///
  /// A character that starts with a printable ASCII byte is not whitespace, so only the other
  /// bytes are read as characters.
  static func trimmingWhitespace(_ string: String) -> Substring {
    var text = Substring(string)
    while let byte = text.utf8.first, !isPrintableASCII(byte), text.first?.isWhitespace == true {
      text.removeFirst()
    }
    while let byte = text.utf8.last, !isPrintableASCII(byte), text.last?.isWhitespace == true {
      text.removeLast()
    }
    return text
  }

  /// Whether the byte is an ASCII character other than a control character or a space.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}
