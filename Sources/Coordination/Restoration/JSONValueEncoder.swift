#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Encodes an `Encodable` value straight into a ``JSONValue``, with the result `JSONEncoder`
/// text would give once read back: a whole number is an ``JSONValue/int(_:)`` even when it was
/// a `Double`, `URL` is its absolute string, `Data` is Base64 text, `Decimal` a number.
///
/// Routes are encoded at every save and, in a web host, for every URL written; going through
/// JSON text and back cost more than the rest of a save.
enum JSONValueEncoder {
  /// The JSON form of a value.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot carry, or what the value's own
  ///   `encode(to:)` throws.
  static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    try EncodingNode.encode(value, at: .root)
  }

  /// Encodes a value and appends its JSON text: the bytes ``JSONTextWriter`` writes for
  /// ``encode(_:)``'s result, without building that value (no dictionary per object).
  ///
  /// - Throws: What ``encode(_:)`` throws, before anything is appended; then
  ///   ``JSONTextWriter/NonFiniteNumber`` for a ``JSONValue`` inside the value that holds one
  ///   (what was appended before it stays).
  /// - Complexity: O(*n* log *k*) for a value of *n* characters whose objects have *k* keys.
  static func writeJSON<Value: Encodable>(_ value: Value, into output: inout [UInt8]) throws {
    try EncodingNode.element(encoding: value, at: .root).writeJSON(into: &output)
  }
}

/// One value being encoded; containers hold their elements until the end.
///
/// An element that is a plain value (a string, a number) is kept as it is; only containers
/// get nodes of their own. An object's fields are a list in the order written, looked up by
/// key when a key is written again: routes have a handful of fields, and a list costs one
/// allocation where a dictionary costs a table and a hash of every key. Past 16 fields (a
/// dictionary in a route or a model's state) the keys get an index, so that encoding stays
/// linear.
final class EncodingNode {
  /// An element of an object or array: a plain value, a container still being written, or
  /// a nested value's own node once its `encode(to:)` returned.
  enum Element {
    case value(JSONValue)
    case node(EncodingNode)
    /// A nested value, encoded: it is finished, as a plain value is (a container asked for
    /// under its key later does not write into it), but kept as a node until the end.
    case encoded(EncodingNode)

    var result: JSONValue {
      switch self {
      case .value(let value): value
      case .node(let node), .encoded(let node): node.result
      }
    }

    func writeJSON(into output: inout [UInt8]) throws(JSONTextWriter.NonFiniteNumber) {
      switch self {
      case .value(let value): try JSONTextWriter.write(value, into: &output)
      case .node(let node), .encoded(let node): try node.writeJSON(into: &output)
      }
    }
  }

  var value: JSONValue?
  /// The fields of an object, in the order first written; each key once.
  var fields: [(key: String, value: Element)]?
  /// Where each key's field is, once the object has many (see `fieldIndex`).
  var fieldPositions: [String: Int]?
  var array: [Element]?

  /// What the node holds. A value whose `encode(to:)` wrote nothing is an empty object, as
  /// with `JSONEncoder`.
  var result: JSONValue {
    if let value { return value }
    if let array { return .array(array.map(\.result)) }
    guard let fields else { return .object([:]) }
    var object: [String: JSONValue] = .init(minimumCapacity: fields.count)
    for field in fields { object[field.key] = field.value.result }
    return .object(object)
  }

  static func encode<Value: Encodable>(_ value: Value, at path: CodingPathChain) throws
    -> JSONValue
  {
    try element(encoding: value, at: path).result
  }

  /// A value encoded: its special form, or the node its `encode(to:)` wrote.
  static func element<Value: Encodable>(encoding value: Value, at path: CodingPathChain) throws
    -> Element
  {
    if let special = try specialForm(of: value, at: path) { return .value(special) }
    let node = EncodingNode()
    try value.encode(to: NodeEncoder(node: node, path: path))
    return .encoded(node)
  }

  /// Appends the text of what the node holds: the bytes ``JSONTextWriter`` writes for
  /// ``result``, keys sorted.
  func writeJSON(into output: inout [UInt8]) throws(JSONTextWriter.NonFiniteNumber) {
    if let value { return try JSONTextWriter.write(value, into: &output) }
    typealias Failure = JSONTextWriter.NonFiniteNumber
    let write = { (element: Element, output: inout [UInt8]) throws(Failure) in
      try element.writeJSON(into: &output)
    }
    if let array { return try JSONTextWriter.writeArray(array, into: &output, write) }
    try JSONTextWriter.writeObject(fields ?? [], into: &output, write)
  }

  /// The forms `JSONEncoder` gives some Foundation types instead of their own `encode(to:)`.
  /// Types are compared first, so that the values of every other type pay no failing cast.
  private static func specialForm<Value: Encodable>(of value: Value, at path: CodingPathChain)
    throws -> JSONValue?
  {
    if Value.self == JSONValue.self, let json = value as? JSONValue { return json }
    if Value.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
    if Value.self == Data.self, let data = value as? Data {
      return .string(data.base64EncodedString())
    }
    if Value.self == Decimal.self, let decimal = value as? Decimal {
      return try number(Double(decimal.description) ?? .nan, at: path)
    }
    return nil
  }

  /// A number as JSON text would read it back: whole numbers in `Int64`'s range are integers.
  /// An unsigned number: past `Int64.max` as a `Double`, which is how it reads back from JSON
  /// text.
  static func unsigned(_ value: UInt64) -> JSONValue {
    value <= UInt64(Int64.max) ? .int(Int64(value)) : .double(Double(value))
  }

  static func number(_ value: Double, at path: CodingPathChain) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path.keys, debugDescription: "\(value) cannot be written as JSON"))
    }
    if value.rounded() == value, value >= -9.223_372_036_854_775_808e18,
      value < 9.223_372_036_854_775_808e18
    {
      return .int(Int64(value))
    }
    return .double(value)
  }
}
