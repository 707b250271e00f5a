#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Percent-encoding as deep links read it: escapes added to link text, path segments and query
/// items decoded, all over UTF-8 bytes in one array.
///
/// Paths and queries are split at the bytes `/`, `&`, `=` and `+`. The components of a URL read
/// from text are ASCII (``escapingDisallowedBytes(_:)`` and `URL` escape everything else), so there
/// a byte is a character. A `URL` made another way may hold more: then a `/` or `+` followed by
/// a combining mark is still split at, where a `Character` would have kept them together.
enum PercentEncoding {
  /// A run of UTF-8 bytes.
  typealias Bytes = ArraySlice<UInt8>

  /// Calls `body` with the text's UTF-8 bytes.
  static func withBytes<Result>(_ text: Substring, _ body: (Bytes) -> Result) -> Result {
    body(Array(text.utf8)[...])
  }

  /// Percent-encodes the bytes a URL may not hold as they are (non-ASCII, spaces, quotes ...)
  /// and leaves everything else, existing `%` escapes included, untouched; so text that mixes
  /// escapes with raw characters such as `日` is decoded exactly once.
  ///
  /// - Complexity: O(*n*) in the text's UTF-8 length; text with nothing to encode is not copied
  ///   byte by byte.
  static func escapingDisallowedBytes(_ text: Substring) -> String {
    guard withBytes(text, { $0.contains(where: isDisallowed) }) else {
      let isWhole = text.startIndex == text.base.startIndex && text.endIndex == text.base.endIndex
      return isWhole ? text.base : String(text)
    }
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if isDisallowed(byte) {
        bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a URL may not hold the byte as it is: non-ASCII, control characters, a space and
  /// `"<>\^`{|}`.
  private static func isDisallowed(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x80..., ..<0x20: true
    case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"),
      UInt8(ascii: "|"), UInt8(ascii: "}"):
      true
    default: false
    }
  }

  /// The non-empty segments of a percent-encoded path, decoded (a segment with a bad escape as
  /// it is written), after `first` if there is one.
  static func segments(of path: String, after first: String?) -> [String] {
    withBytes(path[...]) { bytes in
      var segments: [String] = []
      segments.reserveCapacity(bytes.count { $0 == UInt8(ascii: "/") } + 2)
      if let first { segments.append(first) }
      var start = bytes.startIndex
      for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
        if index > start { segments.append(decodedOrAsWritten(bytes[start..<index])) }
        start = index + 1
      }
      if start < bytes.endIndex { segments.append(decodedOrAsWritten(bytes[start...])) }
      return segments
    }
  }

  /// Decodes a percent-encoded query into its items' values by name, in order.
  ///
  /// A `+` is a space, an item without `=` has the value `""`, an item without a name is
  /// skipped.
  static func queryItems(_ query: String) -> [String: [String]] {
    var items: [String: [String]] = [:]
    withBytes(query[...]) { bytes in
      var start = bytes.startIndex
      for index in bytes.indices where bytes[index] == UInt8(ascii: "&") {
        addItem(bytes[start..<index], to: &items)
        start = index + 1
      }
      addItem(bytes[start...], to: &items)
    }
    return items
  }

  /// Adds one `name=value` item of a query, unless its name is empty.
  private static func addItem(_ item: Bytes, to items: inout [String: [String]]) {
    let equals = item.firstIndex(of: UInt8(ascii: "="))
    let name = formDecoded(item[..<(equals ?? item.endIndex)])
    guard !name.isEmpty else { return }
    let value = equals.map { formDecoded(item[($0 + 1)...]) } ?? ""
    items[name, default: []].append(value)
  }

  /// Decodes one name or value of a query: `+` is a space, then percent escapes are decoded
  /// (with a bad escape, the text with its spaces).
  private static func formDecoded(_ text: Bytes) -> String {
    guard text.contains(UInt8(ascii: "+")) else { return decodedOrAsWritten(text) }
    let spaced = text.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
    return decodedOrAsWritten(spaced[...])
  }

  /// The text with its percent escapes decoded, or as it is written if one is bad.
  private static func decodedOrAsWritten(_ text: Bytes) -> String {
    decoded(text) ?? String(decoding: text, as: UTF8.self)
  }

  /// Decodes percent escapes (`%E6%97%A5` is `日`).
  ///
  /// Returns `nil` when a `%` is not followed by two hexadecimal digits or when the decoded
  /// bytes are not valid UTF-8.
  static func decoded(_ text: Substring) -> String? {
    withBytes(text) { decoded($0) }
  }

  /// Decodes percent escapes in UTF-8 bytes, or `nil` for a bad escape or invalid UTF-8.
  ///
  /// - Complexity: O(*n*); bytes without a `%` are not copied first.
  static func decoded(_ text: Bytes) -> String? {
    guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var iterator = text.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next()?.hexDigitValue,
        let low = iterator.next()?.hexDigitValue
      else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(bytes: bytes, encoding: .utf8)
  }
}
