// The keyed and unkeyed containers of ``JSONValueDecoder``: each hands its elements to a new
// `NodeDecoder` with its own path and the element's key; coding paths are built only when
// something asks for one (an error, mostly).

struct NodeKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let fields: [String: JSONValue]
  let path: CodingPathChain

  var codingPath: [any CodingKey] { path.keys }

  /// The keys of the fields that are keys of `Key`. A synthesized enum decoder asks for them
  /// to find its case: a plain loop, since `compactMap` over a generic key type is not
  /// specialized and cost more than the rest of decoding a route.
  var allKeys: [Key] {
    var keys: [Key] = []
    for name in fields.keys {
      if let key = Key(stringValue: name) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

  private func child(_ key: Key) throws -> NodeDecoder {
    guard let json = fields[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: codingPath, debugDescription: "No value for the key \(key.stringValue)."))
    }
    return NodeDecoder(json: json, parentPath: path, key: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decode(type)
  }

  // The common kinds are read in place, without the generic path's type tests.
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try child(key).decode(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    NodeDecoder(json: fields["super"] ?? .null, parentPath: path, key: NodeKey("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    NodeDecoder(json: fields[key.stringValue] ?? .null, parentPath: path, key: key)
  }
}

struct NodeUnkeyedDecoder: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let path: CodingPathChain
  private(set) var currentIndex = 0

  init(elements: [JSONValue], path: CodingPathChain) {
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { path.keys }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The decoder of the next element; the index moves on only when decoding it succeeds.
  private func next(_ type: Any.Type) throws -> NodeDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath + [NodeKey(index: currentIndex)],
          debugDescription: "The array has no element \(currentIndex)."))
    }
    return NodeDecoder(
      json: elements[currentIndex], parentPath: path, key: NodeKey(index: currentIndex))
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self).decodeNil() else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try next(type).decode(type)
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try next(type).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try next([JSONValue].self).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try next(JSONValue.self)
    currentIndex += 1
    return decoder
  }
}
