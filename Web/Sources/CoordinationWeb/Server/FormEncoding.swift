import Foundation

/// Reads `application/x-www-form-urlencoded` bodies.
///
/// The body is read byte by byte, as the URL standard's form reading does: `&` and `=` split
/// it, `+` is a space, `%` and two hex digits one byte, and each decoded name and value must be
/// UTF-8. On what browsers send (ASCII, everything else percent-encoded) this is what
/// Foundation's `replacingOccurrences(of: "+", with: " ").removingPercentEncoding` read, at a
/// fraction of its cost on every posted action; a test holds it to that. Where they differ:
/// bytes that are not UTF-8 always refuse the body (Foundation repaired some into U+FFFD), and
/// a raw combining mark after `&` or `=` no longer hides the separator (Foundation's reading
/// split `Character`s, and `&\u{301}` is one).
package enum FormEncoding {
  /// The fields of a body, or `nil` when it is not valid form encoding (bad percent escapes
  /// or text that is not UTF-8). A name posted twice keeps its first value.
  ///
  /// - Complexity: O(*n*) in the length of the body.
  package static func fields(_ body: String) -> [String: String]? {
    var body = body
    return body.withUTF8 { bytes -> [String: String]? in
      var fields: [String: String] = [:]
      var start = 0
      while start <= bytes.count {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
        if end > start {
          let pair = UnsafeBufferPointer(rebasing: bytes[start..<end])
          let equals = pair.firstIndex(of: UInt8(ascii: "="))
          guard let name = decode(UnsafeBufferPointer(rebasing: pair[..<(equals ?? pair.count)]))
          else { return nil }
          let rest = equals.map { UnsafeBufferPointer(rebasing: pair[($0 + 1)...]) }
          guard let value = rest.map(decode) ?? "" else { return nil }
          if fields[name] == nil { fields[name] = value }
        }
        start = end + 1
      }
      return fields
    }
  }

  /// One name or value, decoded; `nil` for a malformed escape or bytes that are not UTF-8.
  private static func decode(_ text: UnsafeBufferPointer<UInt8>) -> String? {
    guard text.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
      return String(decoding: text, as: UTF8.self)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      switch text[index] {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
        index += 1
      case UInt8(ascii: "%"):
        guard index + 2 < text.count, let high = hexValue(text[index + 1]),
          let low = hexValue(text[index + 2])
        else { return nil }
        bytes.append(high << 4 | low)
        index += 3
      case let byte:
        bytes.append(byte)
        index += 1
      }
    }
    return utf8String(bytes)
  }

  /// The text of UTF-8 bytes, or `nil` when they are not UTF-8.
  private static func utf8String(_ bytes: [UInt8]) -> String? {
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    return String(bytes: bytes, encoding: .utf8)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
