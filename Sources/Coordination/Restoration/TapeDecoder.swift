/// Decodes a `Decodable` value from its place on a ``JSONTape``, reading what
/// ``JSONValueDecoder`` reads from the ``JSONValue`` of the same text.
///
/// Objects and arrays are read in place (a field found by comparing keys, or through an index
/// past 16 fields; the last of repeated keys wins, as in the value's dictionary); a keyed
/// `String`, `Int` or `Bool` field of that kind is read off the tape; everything else —
/// other scalars, fields of another kind, the Foundation types `JSONDecoder` reads specially,
/// a single-value container — is handed to the ``JSONValue`` decoder with the same coding
/// path, so the two share their rules and errors. One difference: `allKeys` lists an object's
/// keys in the text's order, a dictionary in its hashing's (which differs from one process to
/// the next), so of keys that decode to the same value (an `[Int: V]` saved with both "1" and
/// "01") the one listed last wins here, and either one there.
struct TapeDecoder: Decoder {
  let tape: JSONTape
  let index: Int
  /// The path to the value's parent; with ``key``, the coding path, built only when asked for.
  let parentPath: CodingPathChain
  /// The value's key in its parent; `nil` for the top value.
  let key: (any CodingKey)?

  var codingPath: [any CodingKey] { path.keys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The path to this value, as its containers hand it on.
  private var path: CodingPathChain { key.map { .key($0, parentPath) } ?? parentPath }

  /// This value as a ``JSONValue`` in the node decoder, at the same coding path.
  ///
  /// - Complexity: O(1) for a scalar, O(*n*) in the size of a container.
  var node: NodeDecoder {
    NodeDecoder(json: tape.value(at: index), parentPath: parentPath, key: key)
  }

  /// Whether the value is `null`, read on the tape (``node`` would build the whole value).
  var isNull: Bool {
    if case .scalar(.null) = tape.entries[index] { return true }
    return false
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let count, _) = tape.entries[index] else {
      return try node.container(keyedBy: type)  // throws the node decoder's mismatch
    }
    return KeyedDecodingContainer(
      TapeKeyedDecoder<Key>(tape: tape, object: index, count: count, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let count, _) = tape.entries[index] else {
      return try node.unkeyedContainer()  // throws the node decoder's mismatch
    }
    return TapeUnkeyedDecoder(tape: tape, array: index, count: count, path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { node }

  /// Decodes `type` here; the Foundation types `JSONDecoder` reads specially, and
  /// ``JSONValue`` itself, through the node decoder.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if NodeDecoder.readsSpecially(type) { return try node.decode(type) }
    return try Value(from: self)
  }
}

/// A value on a tape that a coordinator decodes its saved route from.
struct TapeValue: SavedValue {
  let tape: JSONTape
  let index: Int

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try TapeDecoder(tape: tape, index: index, parentPath: .root, key: nil).decode(type)
  }
}
