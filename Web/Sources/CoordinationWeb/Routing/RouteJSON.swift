import Foundation

/// A route's JSON as a tree, which ``RouteSegmentSyntax`` writes as a URL path segment and
/// reads back.
///
/// The tree is what `JSONEncoder` writes for the route, read back with `JSONDecoder`; a tree
/// read from a URL is written as JSON text again and decoded into the route type by
/// `JSONDecoder`. So a route has one JSON form, Foundation's, in the URL as in a saved
/// navigation.
enum RouteJSON: Hashable, Sendable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction, within `Int64`.
  case int(Int64)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([RouteJSON])
  /// An object.
  case object([String: RouteJSON])

  /// The JSON `JSONEncoder` writes for `value`, as a tree.
  ///
  /// - Throws: what `JSONEncoder` throws for the value (a number JSON cannot carry, or the
  ///   value's own error).
  init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(RouteJSON.self, from: JSONEncoder().encode(value))
  }

  /// A value of `type` decoded by `JSONDecoder` from this JSON.
  ///
  /// - Throws: `DecodingError` when the JSON is not a value of `type`.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
  }

  /// Reads any JSON value.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([RouteJSON].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: RouteJSON].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a JSON value.")
    }
  }

  /// Writes the value as JSON.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
