// The keyed and unkeyed containers of ``TapeDecoder``: each reads its fields or elements in
// place on the tape and hands them to a new `TapeDecoder`, with the errors of the node
// decoder's containers (`JSONValueDecoder+Containers.swift`).

struct TapeKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let tape: JSONTape
  /// The index of the object's entry.
  let object: Int
  let path: CodingPathChain
  /// The number of fields, repeated keys counted each time.
  let count: Int
  /// The value index of each key, the last of repeated keys: only for objects of more than
  /// ``indexedCount`` fields, where comparing keys one by one would make decoding quadratic.
  private let positions: [String: Int]?

  /// Objects up to this many fields are searched key by key.
  static var indexedCount: Int { 16 }

  init(tape: JSONTape, object: Int, count: Int, path: CodingPathChain) {
    self.tape = tape
    self.object = object
    self.path = path
    self.count = count
    guard count > Self.indexedCount else {
      positions = nil
      return
    }
    var positions = [String: Int](minimumCapacity: count)
    _ = tape.forEachField(ofObjectAt: object) { key, position in
      positions[tape.keyString(at: key)] = position
    }
    self.positions = positions
  }

  var codingPath: [any CodingKey] { path.keys }

  /// The keys of the fields that are keys of `Key`, each once (its first spelling, as a
  /// dictionary keeps it), in the text's order.
  var allKeys: [Key] {
    var keys: [Key] = []
    var names: [String] = []
    var seen = Set<String>()
    _ = tape.forEachField(ofObjectAt: object) { keyIndex, _ in
      let name = tape.keyString(at: keyIndex)
      if count > 1 {
        let isRepeated = positions == nil ? names.contains(name) : !seen.insert(name).inserted
        if isRepeated { return }
        if positions == nil { names.append(name) }
      }
      if let key = Key(stringValue: name) { keys.append(key) }
    }
    return keys
  }

  /// Where the value of `name` starts: the last field of that name.
  private func position(of name: String) -> Int? {
    if let positions { return positions[name] }
    var found: Int?
    _ = tape.forEachField(ofObjectAt: object) { key, position in
      if tape.key(at: key, is: name) { found = position }
    }
    return found
  }

  func contains(_ key: Key) -> Bool { position(of: key.stringValue) != nil }

  private func child(_ key: Key) throws -> TapeDecoder {
    guard let index = position(of: key.stringValue) else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: codingPath, debugDescription: "No value for the key \(key.stringValue)."))
    }
    return TapeDecoder(tape: tape, index: index, parentPath: path, key: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNull }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decode(type)
  }

  /// The scalar of the field `key` as the tape holds it; `nil` for a container or no field.
  private func scalar(forKey key: Key) -> JSONValue? {
    guard let index = position(of: key.stringValue),
      case .scalar(let value) = tape.entries[index]
    else { return nil }
    return value
  }

  // The common kinds are read off the tape when the value is of that kind; anything else
  // (a wrong kind, a number out of range, a missing key) goes through the node decoder, which
  // reads it by the same rules or throws its error.
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    if case .string(let value)? = scalar(forKey: key) { return value }
    return try child(key).node.decode(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    if case .int(let value)? = scalar(forKey: key), let int = Int(exactly: value) { return int }
    return try child(key).node.decode(type)
  }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    if case .bool(let value)? = scalar(forKey: key) { return value }
    return try child(key).node.decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    superDecoder(at: position(of: "super"), key: NodeKey("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    superDecoder(at: position(of: key.stringValue), key: key)
  }

  /// The decoder of a field, or of `null` when there is none.
  private func superDecoder(at index: Int?, key: any CodingKey) -> any Decoder {
    guard let index else { return NodeDecoder(json: .null, parentPath: path, key: key) }
    return TapeDecoder(tape: tape, index: index, parentPath: path, key: key)
  }
}

struct TapeUnkeyedDecoder: UnkeyedDecodingContainer {
  let tape: JSONTape
  let path: CodingPathChain
  let elementCount: Int
  private(set) var currentIndex = 0
  /// The entry of the element at ``currentIndex``.
  private var position: Int

  init(tape: JSONTape, array: Int, count: Int, path: CodingPathChain) {
    self.tape = tape
    self.path = path
    elementCount = count
    position = array + 1
  }

  var codingPath: [any CodingKey] { path.keys }

  var count: Int? { elementCount }
  var isAtEnd: Bool { currentIndex >= elementCount }

  /// The decoder of the next element; the index moves on only when decoding it succeeds.
  private func next(_ type: Any.Type) throws -> TapeDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath + [NodeKey(index: currentIndex)],
          debugDescription: "The array has no element \(currentIndex)."))
    }
    return TapeDecoder(
      tape: tape, index: position, parentPath: path, key: NodeKey(index: currentIndex))
  }

  private mutating func advance() {
    position = tape.end(of: position)
    currentIndex += 1
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self).isNull else { return false }
    advance()
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try next(type).decode(type)
    advance()
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try next(type).container(keyedBy: type)
    advance()
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try next([JSONValue].self).unkeyedContainer()
    advance()
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try next(JSONValue.self)
    advance()
    return decoder
  }
}
