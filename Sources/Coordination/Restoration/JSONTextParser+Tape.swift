extension JSONTextParser {
  /// Parses a whole text into ``JSONTape`` entries, with ``parse(_:)``'s rules and errors.
  ///
  /// - Throws: ``Failure`` for anything that is not exactly one JSON value.
  /// - Complexity: O(*n*) in the length of the text.
  static func parseEntries(_ bytes: [UInt8]) throws(Failure) -> [JSONTape.Entry] {
    var parser = JSONTextParser(bytes: bytes)
    var entries: [JSONTape.Entry] = []
    entries.reserveCapacity(bytes.count / 8)
    parser.skipWhitespace()
    try parser.entries(into: &entries)
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.failure("Unexpected text after the value")
    }
    return entries
  }

  private mutating func entries(into entries: inout [JSONTape.Entry]) throws(Failure) {
    guard let byte = current else { throw failure("Unexpected end of the text") }
    switch byte {
    case UInt8(ascii: "{"): try containerEntries(into: &entries, isObject: true)
    case UInt8(ascii: "["): try containerEntries(into: &entries, isObject: false)
    case UInt8(ascii: "\""): entries.append(.scalar(.string(try string())))
    case UInt8(ascii: "t"): entries.append(.scalar(try literal("true", .bool(true))))
    case UInt8(ascii: "f"): entries.append(.scalar(try literal("false", .bool(false))))
    case UInt8(ascii: "n"): entries.append(.scalar(try literal("null", .null)))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      entries.append(.scalar(try number()))
    default: throw failure("Unexpected character \(Self.describe(byte))")
    }
  }

  /// Reads an object (each field a key entry, then its value's) or an array; its entry, put
  /// first, gets its count and end when it closes.
  private mutating func containerEntries(into entries: inout [JSONTape.Entry], isObject: Bool)
    throws(Failure)
  {
    try enter()
    defer { leave() }
    let start = entries.count
    let closing: Unicode.Scalar = isObject ? "}" : "]"
    func entry(count: Int, end: Int) -> JSONTape.Entry {
      isObject ? .object(count: count, end: end) : .array(count: count, end: end)
    }
    entries.append(entry(count: 0, end: start + 1))
    if opensEmpty(closing: closing) { return }
    var count = 0
    while true {
      skipWhitespace()
      if isObject { try keyAndColon(into: &entries) }
      try self.entries(into: &entries)
      count += 1
      skipWhitespace()
      if try endOfList(closing: closing) {
        entries[start] = entry(count: count, end: entries.count)
        return
      }
    }
  }

  /// Reads a field's key and the `:` after it.
  private mutating func keyAndColon(into entries: inout [JSONTape.Entry]) throws(Failure) {
    guard current == UInt8(ascii: "\"") else { throw failure("Expected a key in quotes") }
    entries.append(try keyEntry())
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw failure("Expected ':' after a key") }
    position += 1
    skipWhitespace()
  }
}

extension JSONTextParser {
  /// Reads a key: one in ASCII from 0x20 up, without escapes, as the place of its bytes; any
  /// other as a string (through ``string()``, which also names what is wrong).
  fileprivate mutating func keyEntry() throws(Failure) -> JSONTape.Entry {
    let start = position + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        position = end + 1
        return .asciiKey(start: start, end: end)
      }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { break }
      end += 1
    }
    return .key(try string())
  }
}
