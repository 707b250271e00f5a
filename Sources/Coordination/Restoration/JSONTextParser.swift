/// Reads JSON text (RFC 8259) into a ``JSONValue`` in one pass over its UTF-8 bytes.
///
/// Saved navigation is read through it instead of `JSONDecoder`, which can only learn a
/// value's kind by trying each type in turn and throwing for every miss. It is strict: one
/// value with optional whitespace around it, no trailing commas, no comments, valid UTF-8,
/// and at most ``maximumDepth`` nested arrays and objects, so hostile input cannot exhaust the
/// stack. A whole number that fits in `Int64` is read as ``JSONValue/int(_:)``; any other
/// number as ``JSONValue/double(_:)``. Of an object's repeated keys the last one wins.
struct JSONTextParser {
  /// How deeply arrays and objects may nest.
  static let maximumDepth = 256

  /// Why the text is not JSON, with the byte offset where reading stopped.
  struct Failure: Error, CustomStringConvertible {
    let reason: String
    let offset: Int
    var description: String { "\(reason) at byte \(offset)" }
  }

  let bytes: [UInt8]
  var position = 0
  private var depth = 0
  /// The fields of the objects being read, innermost last: an object's fields collect here
  /// and become its dictionary, sized once, when it closes (instead of a dictionary that grows
  /// field by field).
  private var pendingFields: [(key: String, value: JSONValue)] = []
  /// The elements of the arrays being read, innermost last, likewise.
  private var pendingElements: [JSONValue] = []

  /// Parses a whole text.
  ///
  /// - Throws: ``Failure`` for anything that is not exactly one JSON value.
  /// - Complexity: O(*n*) in the length of the text.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONTextParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.failure("Unexpected text after the value")
    }
    return value
  }

  init(bytes: [UInt8]) { self.bytes = bytes }

  func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: position) }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard let byte = current else { throw failure("Unexpected end of the text") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("Unexpected character \(Self.describe(byte))")
    }
  }

  mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    for expected in word.utf8 {
      guard current == expected else { throw failure("Invalid literal, expected \(word)") }
      position += 1
    }
    return value
  }

  mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("Arrays and objects nest deeper than \(Self.maximumDepth) levels")
    }
  }

  /// Closes what ``enter()`` opened.
  mutating func leave() { depth -= 1 }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    defer { leave() }
    if opensEmpty(closing: "}") { return .object([:]) }
    let base = pendingFields.count
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("Expected a key in quotes") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("Expected ':' after a key") }
      position += 1
      skipWhitespace()
      pendingFields.append((key, try value()))
      skipWhitespace()
      if try endOfList(closing: "}") { return .object(closeObject(from: base)) }
    }
  }

  /// The fields collected since `base` as a dictionary (of repeated keys the last one wins),
  /// taken off the pending ones.
  private mutating func closeObject(from base: Int) -> [String: JSONValue] {
    var fields = [String: JSONValue](minimumCapacity: pendingFields.count - base)
    for index in base..<pendingFields.count {
      fields[pendingFields[index].key] = pendingFields[index].value
    }
    pendingFields.removeSubrange(base...)
    return fields
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    defer { leave() }
    if opensEmpty(closing: "]") { return .array([]) }
    let base = pendingElements.count
    while true {
      skipWhitespace()
      let element = try value()
      pendingElements.append(element)
      skipWhitespace()
      if try endOfList(closing: "]") {
        let elements = Array(pendingElements[base...])
        pendingElements.removeSubrange(base...)
        return .array(elements)
      }
    }
  }

  /// Reads an opening bracket; true, with the closing one read too, when nothing is between.
  mutating func opensEmpty(closing: Unicode.Scalar) -> Bool {
    position += 1
    skipWhitespace()
    guard current == UInt8(closing.value) else { return false }
    position += 1
    return true
  }

  /// Reads the `,` between elements (false) or the closing bracket (true).
  mutating func endOfList(closing: Unicode.Scalar) throws(Failure) -> Bool {
    guard let byte = current else { throw failure("Unexpected end of the text") }
    position += 1
    if byte == UInt8(ascii: ",") { return false }
    if byte == UInt8(closing.value) { return true }
    position -= 1
    throw failure("Expected ',' or '\(closing)'")
  }
}

extension JSONTextParser {
  /// Reads a string in quotes, escapes decoded.
  mutating func string() throws(Failure) -> String {
    position += 1
    if let plain = plainString() { return plain }
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else { throw failure("Unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return try Self.validated(utf8, at: position)
      case UInt8(ascii: "\\"):
        position += 1
        try escape(into: &utf8)
      case 0..<0x20:
        throw failure("Unescaped control character \(Self.describe(byte)) in a string")
      default:
        utf8.append(byte)
        position += 1
      }
    }
  }

  /// Reads a string without escapes in one step, the opening quote already read; `nil`, with
  /// nothing read, when it has an escape, a control character or no end, for ``string()``'s
  /// byte-by-byte path (which also names what is wrong).
  private mutating func plainString() -> String? {
    var end = position
    var isASCII = true
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      if byte >= 0x80 { isASCII = false }
      end += 1
    }
    guard end < bytes.count else { return nil }
    let text: String
    if isASCII {
      text = String(decoding: bytes[position..<end], as: UTF8.self)
    } else {
      guard let valid = try? Self.validated(Array(bytes[position..<end]), at: end) else {
        return nil
      }
      text = valid
    }
    position = end + 1
    return text
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
    guard let byte = current else { throw failure("Unterminated string") }
    position += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw failure("Invalid escape \\\(Self.describe(byte))")
    }
    let scalar = try unicodeEscape()
    utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  /// Reads the digits of a `\u` escape (the `\u` already read), joining surrogate pairs.
  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let first = try hexQuad()
    if (0xD800..<0xDC00).contains(first) {
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw failure("A high surrogate without its low surrogate") }
      position += 2
      let second = try hexQuad()
      guard (0xDC00..<0xE000).contains(second) else {
        throw failure("A high surrogate without its low surrogate")
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw failure("Invalid \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw failure("A lone low surrogate") }
    return scalar
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = byte.hexDigitValue else {
        throw failure("Expected four hexadecimal digits after \\u")
      }
      value = value << 4 + UInt32(digit)
      position += 1
    }
    return value
  }

  /// The bytes as a string, refusing invalid UTF-8 rather than repairing it.
  private static func validated(_ utf8: [UInt8], at offset: Int) throws(Failure) -> String {
    var iterator = utf8.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return String(decoding: utf8, as: UTF8.self)
      case .error: throw Failure(reason: "Invalid UTF-8 in a string", offset: offset)
      }
    }
  }

  static func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
  }
}

extension JSONTextParser {
  /// Reads a number: an integer that fits in `Int64`, else a `Double`.
  mutating func number() throws(Failure) -> JSONValue {
    let start = position
    var isInteger = true
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else {
      guard digits() > 0 else { throw failure("Expected a digit") }
    }
    if current == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard digits() > 0 else { throw failure("Expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw failure("Expected a digit in the exponent") }
    }
    if isInteger, let value = Self.integer(bytes[start..<position]) { return .int(value) }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw Failure(reason: "The number \(text) is out of range", offset: start)
    }
    // A whole number written with a fraction or exponent (`1.5e3`) is an integer, as
    // `JSONDecoder` reads it and as ``JSONValueEncoder`` writes whole doubles.
    if value.rounded() == value, let whole = Int64(exactly: value) { return .int(whole) }
    return .double(value)
  }

  /// The value of an optional `-` and decimal digits (already checked); `nil` past `Int64`.
  private static func integer(_ text: ArraySlice<UInt8>) -> Int64? {
    var index = text.startIndex
    let isNegative = text[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    var value: Int64 = 0  // kept negative, so that Int64.min fits
    while index < text.endIndex {
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, underflow) = shifted.subtractingReportingOverflow(
        Int64(text[index] - UInt8(ascii: "0")))
      guard !overflow, !underflow else { return nil }
      value = next
      index += 1
    }
    if isNegative { return value }
    let (positive, overflow) = Int64(0).subtractingReportingOverflow(value)
    return overflow ? nil : positive
  }

  private mutating func digits() -> Int {
    var count = 0
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
      count += 1
    }
    return count
  }
}
