#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationSnapshot {
  /// A route or a screen model's state, kept as the JSON text `JSONEncoder` writes for it.
  ///
  /// A snapshot holds routes without knowing their types, so that it decodes in any process:
  /// each route is kept as its text and decoded with `JSONDecoder` by its coordinator, which
  /// knows the type, only when the navigation is restored. In a snapshot's data the text is a
  /// JSON string, as SwiftUI's `NavigationPath.CodableRepresentation` keeps its elements.
  ///
  /// ```swift
  /// let route = try NavigationSnapshot.EncodedValue(encoding: AppRoute.detail(id: 7))
  /// route.json                          // {"detail":{"id":7}}
  /// try route.decode(AppRoute.self)     // AppRoute.detail(id: 7)
  /// ```
  public struct EncodedValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The JSON text.
    public var json: String

    /// Wraps JSON text as it is; whether it decodes is found out when it is decoded.
    public init(json: String) {
      self.json = json
    }

    /// Encodes `value` as ``NavigationSnapshot/jsonData()`` encodes routes: with
    /// `JSONEncoder`, keys sorted and slashes unescaped, so the same value always gives the
    /// same text.
    ///
    /// - Throws: `EncodingError` for a number JSON cannot carry (infinity, NaN), or what the
    ///   value's `encode(to:)` throws.
    /// - Complexity: O(*n*) in the size of the value.
    public init<Value: Encodable>(encoding value: Value) throws {
      json = String(decoding: try NavigationSnapshot.encoder.encode(value), as: UTF8.self)
    }

    /// Decodes a value of `type` from the text with `JSONDecoder`.
    ///
    /// - Throws: `DecodingError` with the coding path of the part that does not fit.
    /// - Complexity: O(*n*) in the length of the text.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try NavigationSnapshot.decoder.decode(type, from: Data(json.utf8))
    }

    /// Reads the text from a JSON string.
    public init(from decoder: any Decoder) throws {
      json = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the text as a JSON string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(json)
    }

    /// The JSON text.
    public var description: String { json }
  }
}
