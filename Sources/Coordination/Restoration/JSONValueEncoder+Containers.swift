// The Encoder and its three containers for ``JSONValueEncoder``: each writes into an
// `EncodingNode`, and nested values get nodes of their own.

extension EncodingNode {
  /// Writes a finished value as an object's field, in place of what the key held.
  func setField(_ key: String, _ value: JSONValue) {
    setField(key, element: .value(value))
  }

  /// Writes a finished element (a plain value or an encoded one) as an object's field, in
  /// place of what the key held.
  func setField(_ key: String, element: Element) {
    if let index = fieldIndex(key) {
      fields?[index].value = element
    } else {
      appendField(key, element)
    }
  }

  /// The node of an object's field that holds a container, made on first use. A field that
  /// holds a finished value keeps it: the container is a node of its own whose value is that
  /// one, so that what it writes is overruled, as a value set on a node always is.
  func fieldNode(_ key: String) -> EncodingNode {
    let index = fieldIndex(key)
    if let index, case .node(let existing) = fields?[index].value { return existing }
    let child = EncodingNode()
    if let index {
      // A finished value keeps the field: the new container writes nowhere that counts.
      child.value = fields?[index].value.result
      fields?[index].value = .node(child)
    } else {
      appendField(key, .node(child))
    }
    return child
  }

  /// Objects with more fields than this get an index of their keys: a dictionary encoded
  /// into a route or a model's state can have thousands.
  private static let indexedFieldCount = 16

  /// Where a key's field is.
  ///
  /// - Complexity: O(*k*) for an object of *k* fields up to ``indexedFieldCount``, O(1)
  ///   on average past it.
  private func fieldIndex(_ key: String) -> Int? {
    if (fields?.count ?? 0) > Self.indexedFieldCount { return fieldPositions?[key] }
    return fields?.firstIndex { $0.key == key }
  }

  /// Adds a field whose key the object does not have yet.
  private func appendField(_ key: String, _ element: Element) {
    if fields == nil { fields = [] }
    fields?.append((key, element))
    // Small objects never touch the index.
    let count = fields?.count ?? 0
    guard count > Self.indexedFieldCount else { return }
    if count > Self.indexedFieldCount + 1 {
      fieldPositions?[key] = count - 1
    } else if let fields {
      var positions: [String: Int] = [:]
      for (position, field) in fields.enumerated() { positions[field.key] = position }
      fieldPositions = positions
    }
  }

  /// Appends a finished value to an array.
  func appendValue(_ value: JSONValue) {
    appendElement(.value(value))
  }

  /// Appends a finished element (a plain value or an encoded one) to an array.
  func appendElement(_ element: Element) {
    if array == nil { array = [] }
    array?.append(element)
  }

  /// A new last element of an array that is a container.
  func appendNode() -> EncodingNode {
    if array == nil { array = [] }
    let child = EncodingNode()
    array?.append(.node(child))
    return child
  }
}

struct NodeEncoder: Encoder {
  let node: EncodingNode
  let path: CodingPathChain

  var codingPath: [any CodingKey] { path.keys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.fields == nil { node.fields = [] }
    return KeyedEncodingContainer(NodeKeyedContainer<Key>(node: node, path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.array == nil { node.array = [] }
    return NodeUnkeyedContainer(node: node, path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    NodeSingleValueContainer(node: node, path: path)
  }
}

private struct NodeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let path: CodingPathChain

  var codingPath: [any CodingKey] { path.keys }

  mutating func encodeNil(forKey key: Key) throws { node.setField(key.stringValue, .null) }

  // The common kinds are written in place: no node of their own, no type test.
  mutating func encode(_ value: String, forKey key: Key) throws {
    node.setField(key.stringValue, .string(value))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    node.setField(key.stringValue, .int(Int64(value)))
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    node.setField(key.stringValue, .bool(value))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.setField(
      key.stringValue, element: try EncodingNode.element(encoding: value, at: .key(key, path)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.fieldNode(key.stringValue), path: .key(key, path))
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.fieldNode(key.stringValue), path: .key(key, path))
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.fieldNode("super"), path: .key(NodeKey("super"), path))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.fieldNode(key.stringValue), path: .key(key, path))
  }
}

private struct NodeUnkeyedContainer: UnkeyedEncodingContainer {
  let node: EncodingNode
  let path: CodingPathChain

  var codingPath: [any CodingKey] { path.keys }
  var count: Int { node.array?.count ?? 0 }

  private var nextPath: CodingPathChain { .key(NodeKey(index: count), path) }

  mutating func encodeNil() throws { node.appendValue(.null) }
  mutating func encode(_ value: String) throws { node.appendValue(.string(value)) }
  mutating func encode(_ value: Int) throws { node.appendValue(.int(Int64(value))) }
  mutating func encode(_ value: Bool) throws { node.appendValue(.bool(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let path = nextPath
    node.appendElement(try EncodingNode.element(encoding: value, at: path))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = nextPath
    return NodeEncoder(node: node.appendNode(), path: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    return NodeEncoder(node: node.appendNode(), path: path).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let path = nextPath
    return NodeEncoder(node: node.appendNode(), path: path)
  }
}

private struct NodeSingleValueContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  let path: CodingPathChain

  var codingPath: [any CodingKey] { path.keys }

  mutating func encodeNil() throws { node.value = .null }
  mutating func encode(_ value: Bool) throws { node.value = .bool(value) }
  mutating func encode(_ value: String) throws { node.value = .string(value) }
  mutating func encode(_ value: Double) throws {
    node.value = try EncodingNode.number(value, at: path)
  }
  mutating func encode(_ value: Float) throws {
    // JSON text carries a Float's shortest digits, which read back as that Double.
    node.value = try EncodingNode.number(Double(value.description) ?? Double(value), at: path)
  }
  mutating func encode(_ value: Int) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: Int8) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: Int16) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: Int32) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: Int64) throws { node.value = .int(value) }
  mutating func encode(_ value: UInt) throws { node.value = EncodingNode.unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: UInt16) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: UInt32) throws { node.value = .int(Int64(value)) }
  mutating func encode(_ value: UInt64) throws { node.value = EncodingNode.unsigned(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.value = try EncodingNode.encode(value, at: path)
  }

}

/// A coding key for array positions and `super`.
struct NodeKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { self.init(index: intValue) }
}
