/// A URL pattern such as `kanji/:character/word/:word` or `search?q`.
///
/// A pattern is a list of path segments separated by `/`, optionally followed by `?` and the
/// names of required query items separated by `&`:
///
/// - A segment that starts with `:` is a parameter: it captures one whole path segment under its
///   name. Names start with an ASCII letter and contain only ASCII letters, digits and `_`.
/// - Any other segment is a literal, matched exactly against the percent-decoded path segment.
///   Literals may contain any characters except `/`, `?` and `#`, may be Unicode (`漢字`) and
///   may be percent-encoded (`%E6%BC%A2%E5%AD%97` is the same literal); write a literal `%` as
///   `%25` and a literal that starts with `:` as `%3A…`. `*` has no special meaning.
/// - A leading and a trailing `/` are ignored. The pattern `/` (or the empty pattern) matches
///   the empty path, the root of the app.
/// - Names are unique across the path parameters and the query items.
///
/// ```swift
/// let pattern = try URLPattern("kanji/:character/word/:word")
/// pattern.match(["kanji", "日", "word", "日本"])  // ["character": "日", "word": "日本"]
/// pattern.match(["kanji", "日"])                  // nil: the segment counts differ
/// ```
///
/// Two patterns are equal when they have the same segments and query item names, whatever
/// their spelling: `/kanji/:id/` equals `kanji/:id`.
public struct URLPattern: Hashable, Sendable, CustomStringConvertible {
  /// One path segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// A segment that must equal this percent-decoded text exactly.
    case literal(String)
    /// A segment captured whole, under this parameter name.
    case parameter(String)
  }

  /// The path segments, in order; empty for the root pattern.
  public let segments: [Segment]
  /// The names of the query items listed after `?`, in order.
  ///
  /// ``match(_:)`` only looks at the path; a deep-link map checks that these items are present.
  public let requiredQueryItems: [String]

  /// The names of the path parameters, in order.
  public var parameterNames: [String] {
    segments.compactMap { segment in
      if case .parameter(let name) = segment { return name }
      return nil
    }
  }

  /// Parses and validates a pattern.
  ///
  /// Throws ``DeepLinkError/invalidPattern(pattern:reason:)`` when the text contains `#`, more
  /// than one `?`, an empty segment (`a//b`), a bare `:`, an empty or malformed parameter or
  /// query item name, a name used twice, or an invalid percent escape.
  ///
  /// - Parameter text: The pattern, for example `kanji/:character` or `list?page&size`.
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public init(_ text: String) throws(DeepLinkError) {
    func invalid(_ reason: String) -> DeepLinkError {
      .invalidPattern(pattern: text, reason: reason)
    }
    if text.contains("#") {
      throw invalid("\"#\" is not allowed, because patterns do not match URL fragments")
    }
    let parts = text.split(separator: "?", omittingEmptySubsequences: false)
    if parts.count > 2 {
      throw invalid("only one \"?\" may separate the path from the query item names")
    }
    var names: Set<String> = []
    // Checks a parameter or query item name and reserves it.
    func claim(_ name: Substring, as kind: String) throws(DeepLinkError) -> String {
      guard let first = name.first, first.isASCII, first.isLetter,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
      else {
        throw invalid(
          "the \(kind) name \"\(name)\" must start with an ASCII letter and contain only "
            + "ASCII letters, digits and \"_\"")
      }
      guard names.insert(String(name)).inserted else {
        throw invalid("the name \"\(name)\" is used more than once")
      }
      return String(name)
    }

    segments = try Self.pathPieces(parts[0]).map { piece throws(DeepLinkError) -> Segment in
      if piece.isEmpty { throw invalid("the path has an empty segment (\"//\")") }
      if piece == ":" { throw invalid("a parameter segment \":\" has no name") }
      if piece.first == ":" { return .parameter(try claim(piece.dropFirst(), as: "parameter")) }
      guard let literal = PercentEncoding.decoded(String(piece)) else {
        throw invalid(
          "the literal segment \"\(piece)\" has an invalid percent escape (write \"%\" as \"%25\")")
      }
      return .literal(literal)
    }
    let query = parts.count == 2 ? parts[1] : nil
    if query?.isEmpty == true {
      throw invalid("\"?\" must be followed by query item names separated by \"&\"")
    }
    let queryNames = query?.split(separator: "&", omittingEmptySubsequences: false) ?? []
    requiredQueryItems = try queryNames.map { name throws(DeepLinkError) in
      if name.isEmpty { throw invalid("a query item name is empty (check for a stray \"&\")") }
      return try claim(name, as: "query item")
    }
  }

  /// Matches decoded path segments; returns the captured path parameters or nil.
  ///
  /// The pattern matches when it has as many segments as `pathSegments`, each literal equals its
  /// segment exactly, and each parameter's segment is not empty. Query items are not looked at.
  ///
  /// ```swift
  /// try URLPattern("kanji/:character").match(["kanji", "日"])  // ["character": "日"]
  /// ```
  ///
  /// - Parameter pathSegments: The link's percent-decoded path segments, as in
  ///   ``DeepLinkURL/pathSegments``.
  /// - Returns: The value of each path parameter by name (empty when the pattern has none), or
  ///   `nil` when the pattern does not match.
  /// - Complexity: O(*n*), where *n* is the total length of `pathSegments`.
  public func match(_ pathSegments: [String]) -> [String: String]? {
    guard pathSegments.count == segments.count else { return nil }
    var values: [String: String] = [:]
    for (segment, text) in zip(segments, pathSegments) {
      switch segment {
      case .literal(let literal):
        guard literal == text else { return nil }
      case .parameter(let name):
        guard !text.isEmpty else { return nil }
        values[name] = text
      }
    }
    return values
  }

  /// Builds decoded path segments from values, to make a URL for a route or an example link.
  ///
  /// Literal segments are copied; each parameter takes its value from `values`. The result is
  /// decoded: percent-encode each segment when you put it into a URL. Matching the result gives
  /// back the values used.
  ///
  /// ```swift
  /// try URLPattern("kanji/:character").segments(filling: ["character": "日"])  // ["kanji", "日"]
  /// ```
  ///
  /// - Parameter values: A value for each path parameter; other entries are ignored.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` for a parameter without a value, and
  ///   ``DeepLinkError/invalidParameter(name:value:expected:)`` for an empty value, which no
  ///   path segment can carry.
  /// - Complexity: O(*n*), where *n* is the number of segments.
  public func segments(filling values: [String: String]) throws(DeepLinkError) -> [String] {
    try segments.map { segment throws(DeepLinkError) in
      switch segment {
      case .literal(let literal): return literal
      case .parameter(let name):
        guard let value = values[name] else { throw .missingParameter(name) }
        guard !value.isEmpty else {
          throw .invalidParameter(name: name, value: value, expected: "a non-empty path segment")
        }
        return value
      }
    }
  }

  /// The canonical text of the pattern, for example `kanji/:character/word/:word?q`.
  ///
  /// It has no leading or trailing `/` (the root pattern is `/`), and literals are written
  /// decoded except for `%`, `/`, `?`, `#` and a leading `:`, which are percent-encoded. Parsing
  /// the description gives back an equal pattern.
  public var description: String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let literal): Self.escaped(literal)
      case .parameter(let name): ":" + name
      }
    }
    let query = requiredQueryItems.isEmpty ? "" : "?" + requiredQueryItems.joined(separator: "&")
    return (path.isEmpty ? "/" : path.joined(separator: "/")) + query
  }

  /// The path part's segments, without one leading and one trailing `/`: none for the root.
  private static func pathPieces(_ path: Substring) -> [Substring] {
    let path = path.hasPrefix("/") ? path.dropFirst() : path
    guard !path.isEmpty else { return [] }
    let trimmed = path.hasSuffix("/") ? path.dropLast() : path
    return trimmed.split(separator: "/", omittingEmptySubsequences: false)
  }

  /// Percent-encodes the characters of a literal that would otherwise change its meaning.
  private static func escaped(_ literal: String) -> String {
    let escapes: [Character: String] = ["%": "%25", "/": "%2F", "?": "%3F", "#": "%23"]
    let text = literal.map { escapes[$0] ?? String($0) }.joined()
    return text.hasPrefix(":") ? "%3A" + text.dropFirst() : text
  }
}
