/// Writes a ``JSONValue`` as compact JSON text with sorted keys, so the same value always gives
/// the same bytes.
///
/// Strings are written as they are, but for `"`, `\` and control characters, which are
/// escaped; numbers in the shortest form that reads back as the same value.
enum JSONTextWriter {
  /// The text of a value, as UTF-8 bytes.
  ///
  /// - Throws: ``NonFiniteNumber`` for an infinite or NaN number, which JSON cannot carry.
  /// - Complexity: O(*n* log *k*) for a value of *n* characters whose objects have *k* keys.
  static func write(_ value: JSONValue) throws(NonFiniteNumber) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(1024)
    try write(value, into: &output)
    return output
  }

  /// A number JSON cannot carry.
  struct NonFiniteNumber: Error, CustomStringConvertible {
    let value: Double
    var description: String { "The number \(value) cannot be written as JSON" }
  }

  /// Appends the text of a value to `output`.
  ///
  /// - Throws: ``NonFiniteNumber`` for an infinite or NaN number (what was appended before it
  ///   stays).
  static func write(_ value: JSONValue, into output: inout [UInt8]) throws(NonFiniteNumber) {
    switch value {
    case .null: output.append(literal: "null")
    case .bool(let flag): output.append(literal: flag ? "true" : "false")
    case .int(let number): writeInteger(number, into: &output)
    case .double(let number):
      guard number.isFinite else { throw NonFiniteNumber(value: number) }
      output.append(contentsOf: number.description.utf8)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      try writeArray(elements, into: &output) { element, output throws(NonFiniteNumber) in
        try write(element, into: &output)
      }
    case .object(let fields):
      try writeObject(Array(fields), into: &output) { value, output throws(NonFiniteNumber) in
        try write(value, into: &output)
      }
    }
  }

  /// Appends an array, each element written by `writeElement`.
  static func writeArray<Element>(
    _ elements: [Element], into output: inout [UInt8],
    _ writeElement: (Element, inout [UInt8]) throws(NonFiniteNumber) -> Void
  ) throws(NonFiniteNumber) {
    output.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      try writeElement(element, &output)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// Appends an object with its keys sorted (each key once), each value written by
  /// `writeValue`.
  ///
  /// - Complexity: O(*k* log *k*) for *k* fields, besides their values.
  static func writeObject<Value>(
    _ fields: [(key: String, value: Value)], into output: inout [UInt8],
    _ writeValue: (Value, inout [UInt8]) throws(NonFiniteNumber) -> Void
  ) throws(NonFiniteNumber) {
    output.append(UInt8(ascii: "{"))
    let sorted = fields.count < 2 ? fields : fields.sorted { $0.key < $1.key }
    for (index, field) in sorted.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      writeString(field.key, into: &output)
      output.append(UInt8(ascii: ":"))
      try writeValue(field.value, &output)
    }
    output.append(UInt8(ascii: "}"))
  }

  /// Appends an integer in decimal, without going through a `String`.
  static func writeInteger(_ number: Int64, into output: inout [UInt8]) {
    if number < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var divisor: UInt64 = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    } while divisor > 0
  }

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: one copy of their bytes.
    if !text.utf8.contains(where: needsEscape) {
      var text = text
      text.withUTF8 { output.append(contentsOf: $0) }
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(literal: #"\""#)
      case UInt8(ascii: "\\"): output.append(literal: #"\\"#)
      case 0x0A: output.append(literal: #"\n"#)
      case 0x0D: output.append(literal: #"\r"#)
      case 0x09: output.append(literal: #"\t"#)
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}

extension [UInt8] {
  /// Appends the UTF-8 bytes of a literal: one copy of bytes that are already in the binary.
  @inline(__always)
  mutating func append(literal: StaticString) {
    literal.withUTF8Buffer { append(contentsOf: $0) }
  }
}
