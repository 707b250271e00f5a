#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value, used to keep routes in saved navigation without knowing their types.
///
/// A ``NavigationSnapshot`` decodes without the app's route types; each route is decoded into
/// its coordinator's route type only when the coordinator tree is rebuilt.
public enum JSONValue: Hashable, Sendable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int64)
  /// A number that is not an integer.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
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
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a JSON value.")
    }
  }

  /// Encodes the value as JSON.
  public func encode(to encoder: any Encoder) throws {
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

  /// The JSON form of an encodable value: what `JSONEncoder` would write, read back as a
  /// value, without going through text. Whole numbers are ``int(_:)``, `URL`s their absolute
  /// string, `Data` Base64 text.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot carry (infinity, NaN), or what the
  ///   value's `encode(to:)` throws.
  /// - Complexity: O(*n*) in the size of the value.
  public init<Value: Encodable>(encoding value: Value) throws {
    self = try JSONValueEncoder.encode(value)
  }

  /// Decodes a value of `type` from this JSON, as `JSONDecoder` would from its text.
  ///
  /// - Throws: `DecodingError` with the coding path of the part that does not fit.
  /// - Complexity: O(*n*) in the size of the value.
  public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try JSONValueDecoder.decode(type, from: self)
  }
}
