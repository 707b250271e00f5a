#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes a `Decodable` value straight from a ``JSONValue``, reading what `JSONDecoder`
/// reads from the same value's text: numbers convert between integers and floating point when
/// the value fits, `URL` is read from a string, `Data` from Base64 text, `Decimal` from a
/// number.
///
/// Errors are `DecodingError`s with the coding path, as `JSONDecoder` throws them.
enum JSONValueDecoder {
  /// A value of `type` read from `json`.
  static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws -> Value {
    try NodeDecoder(json: json, parentPath: .root, key: nil).decode(type)
  }
}

struct NodeDecoder: Decoder {
  let json: JSONValue
  /// The path to the value's parent; with ``key``, the coding path, built only when asked for.
  let parentPath: CodingPathChain
  /// The value's key in its parent; `nil` for the top value.
  let key: (any CodingKey)?

  var codingPath: [any CodingKey] { path.keys }

  /// The path to this value, as its containers hand it on.
  private var path: CodingPathChain { key.map { .key($0, parentPath) } ?? parentPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let fields) = json else {
      throw mismatch([String: JSONValue].self, "an object")
    }
    return KeyedDecodingContainer(NodeKeyedDecoder<Key>(fields: fields, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = json else { throw mismatch([JSONValue].self, "an array") }
    return NodeUnkeyedDecoder(elements: elements, path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "Expected \(expected), found \(kind)."))
  }

  private var kind: String {
    switch json {
    case .null: "null"
    case .bool: "a Boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Whether ``decode(_:)`` reads `type` itself rather than through its `init(from:)`:
  /// ``JSONValue`` and the Foundation types `JSONDecoder` reads in their own forms.
  static func readsSpecially(_ type: Any.Type) -> Bool {
    type == JSONValue.self || type == URL.self || type == Data.self || type == Decimal.self
  }

  /// Decodes `type` here, with the forms `JSONDecoder` reads for some Foundation types.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if type == JSONValue.self, let json = json as? Value { return json }
    if type == URL.self {
      guard case .string(let text) = json else { throw mismatch(type, "a URL string") }
      guard let url = URL(string: text) as? Value else { throw corrupt("Invalid URL: \(text)") }
      return url
    }
    if type == Data.self {
      guard case .string(let text) = json else { throw mismatch(type, "Base64 text") }
      guard let data = Data(base64Encoded: text) as? Value else {
        throw corrupt("Invalid Base64 text")
      }
      return data
    }
    if type == Decimal.self {
      guard let number = try? decode(Double.self), let decimal = Decimal(number) as? Value else {
        throw mismatch(type, "a number")
      }
      return decimal
    }
    return try Value(from: self)
  }

  func corrupt(_ reason: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: reason))
  }
}

extension NodeDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { json == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let value) = json else { throw mismatch(type, "a Boolean") }
    return value
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let value) = json else { throw mismatch(type, "a string") }
    return value
  }

  func decode(_ type: Double.Type) throws -> Double {
    switch json {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: throw mismatch(type, "a number")
    }
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  /// A whole number of `type`, from an integer or a whole floating-point number in its range.
  private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    switch json {
    case .int(let value):
      guard let exact = Integer(exactly: value) else {
        throw corrupt("The number \(value) does not fit in \(type).")
      }
      return exact
    case .double(let value):
      guard let exact = Integer(exactly: value) else {
        throw corrupt("The number \(value) does not fit in \(type).")
      }
      return exact
    default:
      throw mismatch(type, "a number")
    }
  }
}
