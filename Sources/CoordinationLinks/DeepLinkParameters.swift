/// Values captured from a deep link: path parameters and query items.
///
/// A route builder reads the values it needs by name; a path parameter wins over a query item
/// of the same name.
///
/// ```swift
/// // Pattern "kanji/:character", link "kanji://kanji/日?page=2"
/// try parameters.string("character")  // "日"
/// try parameters.int("page")          // 2
/// parameters.optional("tab")          // nil
/// ```
public struct DeepLinkParameters: Hashable, Sendable {
  /// The values of the path parameters by name, percent-decoded.
  public let path: [String: String]
  /// The values of the link's query items by name, percent-decoded, in the order they appear.
  public let query: [String: [String]]

  /// Creates parameters from path parameter values and query item values.
  ///
  /// - Parameters:
  ///   - path: The values captured by the pattern's path parameters.
  ///   - query: The values of the link's query items.
  public init(path: [String: String], query: [String: [String]]) {
    self.path = path
    self.query = query
  }

  /// The path parameter with this name, else the first value of the query item.
  ///
  /// - Parameter name: A path parameter or query item name.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` when the link has neither.
  /// - Complexity: O(1) on average.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let value = optional(name) else { throw .missingParameter(name) }
    return value
  }

  /// The value read as ``string(_:)`` reads it, parsed as a decimal integer.
  ///
  /// - Parameter name: A path parameter or query item name.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` when the link has no such value, and
  ///   ``DeepLinkError/invalidParameter(name:value:expected:)`` with `expected` `"an integer"`
  ///   when the value is not an integer that fits in `Int`.
  /// - Complexity: O(*n*), where *n* is the length of the value.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    let value = try string(name)
    guard let number = Int(value) else {
      throw .invalidParameter(name: name, value: value, expected: "an integer")
    }
    return number
  }

  /// The value read as ``string(_:)`` reads it, or `nil` when the link has none.
  ///
  /// Use it for values a route can do without, such as an optional query item.
  ///
  /// - Parameter name: A path parameter or query item name.
  /// - Complexity: O(1) on average.
  public func optional(_ name: String) -> String? {
    path[name] ?? query[name]?.first
  }
}
