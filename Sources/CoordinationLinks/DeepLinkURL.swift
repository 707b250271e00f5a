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
    guard let parts = Self.parts(of: url), !parts.scheme.isEmpty else {
      throw .malformedURL(url.absoluteString)
    }
    let scheme = parts.scheme.lowercased()
    let host = parts.host.map { PercentEncoding.decoded($0) ?? $0 }
    // A custom scheme's host is the first segment; a universal link's must be accepted.
    var segments: [String] = []
    if scheme == "http" || scheme == "https" {
      guard let host, !host.isEmpty else { throw .malformedURL(url.absoluteString) }
      guard hosts.contains(where: { $0.lowercased() == host.lowercased() }) else {
        throw .unsupportedHost(host)
      }
    } else if schemes.contains(where: { $0.lowercased() == scheme }) {
      if let host, !host.isEmpty { segments.append(host) }
    } else {
      throw .unsupportedScheme(parts.scheme)
    }
    // Split by bytes: by `Character` it took longer than parsing the URL.
    for bytes in parts.path.utf8.split(separator: UInt8(ascii: "/")) {
      let piece = String(Substring(bytes))
      segments.append(PercentEncoding.decoded(piece) ?? piece)
    }
    self.url = url
    self.pathSegments = segments
    self.queryItems = Self.queryItems(parts.query ?? "")
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
    guard !text.isEmpty,
      let url = URL(string: PercentEncoding.escapingDisallowedBytes(String(text))),
      url.scheme?.isEmpty == false
    else { throw .malformedURL(string) }
    try self.init(url, schemes: schemes, hosts: hosts)
  }

  /// The scheme, and the host, path and query percent-encoded, of `url` resolved against its
  /// base; `nil` without a scheme. On swift-foundation (Linux, Windows) `URL`'s own accessors
  /// read them: `URLComponents` parses again, which took a resolve from text past its budget
  /// (1.5× routing-kit's trie). It differs only in keeping an IP-literal host in brackets
  /// (`[::1]`), so such a URL goes through it, as does every URL on Apple's systems, whose older
  /// `URL` reads relative URLs and `kanji:a/b` otherwise.
  private static func parts(
    of url: URL
  ) -> (scheme: String, host: String?, path: String, query: String?)? {
    #if canImport(FoundationEssentials)
      if !url.absoluteString.utf8.contains(UInt8(ascii: "[")) {
        guard let scheme = url.scheme else { return nil }
        return (
          scheme, url.host(percentEncoded: true), url.path(percentEncoded: true),
          url.query(percentEncoded: true)
        )
      }
    #endif
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = components.scheme
    else { return nil }
    return (
      scheme, components.percentEncodedHost, components.percentEncodedPath,
      components.percentEncodedQuery
    )
  }

  /// A percent-encoded query's values by name, in order: `+` is a space, an item without `=`
  /// has the value `""`, an item without a name is skipped, a bad escape is kept as written.
  private static func queryItems(_ query: String) -> [String: [String]] {
    func formDecoded(_ text: Substring) -> String {
      let spaced = String(text.replacing("+", with: " "))
      return PercentEncoding.decoded(spaced) ?? spaced
    }
    var items: [String: [String]] = [:]
    for item in query.split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = formDecoded(pair[0])
      guard !name.isEmpty else { continue }
      items[name, default: []].append(pair.count == 2 ? formDecoded(pair[1]) : "")
    }
    return items
  }
}
