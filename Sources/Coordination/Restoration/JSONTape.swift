/// JSON text read into one flat array of entries, a value's containers before their contents:
/// what restoring reads saved navigation from, without a dictionary per object.
///
/// ``JSONTextParser`` builds it with the same rules and the same errors as a ``JSONValue``.
/// An object's entry is followed by its fields, each a key entry and then the value's entries;
/// an array's by its elements' entries. Every container entry knows where it ends, so a reader
/// steps over a value without reading it.
final class JSONTape: Sendable {
  /// One entry: a scalar, a container's start, or an object's key.
  enum Entry: Sendable {
    /// `null`, a Boolean, a number or a string (never an array or object).
    case scalar(JSONValue)
    /// An array of `count` elements whose entries end before `end`.
    case array(count: Int, end: Int)
    /// An object of `count` fields (repeated keys counted each time) ending before `end`.
    case object(count: Int, end: Int)
    /// The key of the field whose value follows, when it has escapes or bytes past ASCII.
    case key(String)
    /// The key of the field whose value follows: ASCII from 0x20 up, without escapes, the text's
    /// bytes from `start` up to `end` (most keys, compared without making a string).
    case asciiKey(start: Int, end: Int)
  }

  /// The text's bytes, which ``Entry/asciiKey(start:end:)`` entries point into.
  let bytes: [UInt8]
  /// The entries, the whole text's value first.
  let entries: [Entry]

  private init(bytes: [UInt8], entries: [Entry]) {
    self.bytes = bytes
    self.entries = entries
  }

  /// Reads a whole text.
  ///
  /// - Throws: what ``JSONTextParser/parse(_:)`` throws for the same text.
  /// - Complexity: O(*n*) in the length of the text.
  static func parse(_ bytes: [UInt8]) throws(JSONTextParser.Failure) -> JSONTape {
    JSONTape(bytes: bytes, entries: try JSONTextParser.parseEntries(bytes))
  }

  /// The key at `index` as a string.
  func keyString(at index: Int) -> String {
    switch entries[index] {
    case .key(let key): return key
    case .asciiKey(let start, let end):
      return bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
      }
    case .scalar, .array, .object: preconditionFailure("a value read as a key")
    }
  }

  /// Whether the key at `index` is `name` as `String` compares them (canonical equivalence),
  /// as a dictionary of the object's fields would find it.
  func key(at index: Int, is name: String) -> Bool {
    guard case .asciiKey(let start, let end) = entries[index] else {
      return keyString(at: index) == name
    }
    // Byte by byte; a name past ASCII can still be equivalent (U+212A KELVIN SIGN is "K"), so
    // a difference with one is settled by comparing strings.
    let verdict = name.utf8.withContiguousStorageIfAvailable { utf8 -> Bool? in
      guard utf8.count == end - start else { return utf8.contains { $0 >= 0x80 } ? nil : false }
      for offset in 0..<utf8.count where utf8[offset] != bytes[start + offset] {
        return utf8.contains { $0 >= 0x80 } ? nil : false
      }
      return true
    }
    if let verdict = verdict ?? nil { return verdict }
    return keyString(at: index) == name
  }

  /// Whether the key at `index` is `name`, a name in printable ASCII.
  func key(at index: Int, is name: StaticString) -> Bool {
    guard case .asciiKey(let start, let end) = entries[index] else {
      return keyString(at: index) == name.description
    }
    guard name.utf8CodeUnitCount == end - start else { return false }
    let utf8 = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    for offset in 0..<utf8.count where utf8[offset] != bytes[start + offset] { return false }
    return true
  }

  /// The index past the value whose first entry is at `index`.
  func end(of index: Int) -> Int {
    switch entries[index] {
    case .array(_, let end), .object(_, let end): end
    case .scalar, .key, .asciiKey: index + 1
    }
  }

  /// Calls `body` with the index of each field's key and of its value in the object at
  /// `index`, in the text's order (a repeated key each time, so a reader that keeps the last
  /// one reads what a ``JSONValue`` keeps); false when the value is not an object.
  func forEachField(ofObjectAt index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void)
    rethrows -> Bool
  {
    guard case .object(let count, _) = entries[index] else { return false }
    var position = index + 1
    for _ in 0..<count {
      try body(position, position + 1)
      position = end(of: position + 1)
    }
    return true
  }

  /// The value at `index` as a ``JSONValue``: the one ``JSONTextParser/parse(_:)`` builds
  /// from the same text.
  ///
  /// - Complexity: O(*n*) in the size of the value.
  func value(at index: Int) -> JSONValue {
    switch entries[index] {
    case .scalar(let value):
      return value
    case .array(let count, _):
      var elements: [JSONValue] = []
      elements.reserveCapacity(count)
      var position = index + 1
      for _ in 0..<count {
        elements.append(value(at: position))
        position = end(of: position)
      }
      return .array(elements)
    case .object(let count, _):
      var fields = [String: JSONValue](minimumCapacity: count)
      _ = forEachField(ofObjectAt: index) { key, position in
        fields[keyString(at: key)] = value(at: position)
      }
      return .object(fields)
    case .key, .asciiKey:
      preconditionFailure("a key read as a value")
    }
  }
}
