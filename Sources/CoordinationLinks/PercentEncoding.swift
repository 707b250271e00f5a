#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Percent-encoding as deep links read it: escapes added to link text, and decoded.
///
/// `FoundationEssentials` has no `removingPercentEncoding`, and its `URLComponents` decodes
/// invalid UTF-8 (`%FF`) to an empty string, hence these two helpers.
enum PercentEncoding {
  /// Percent-encodes what a URL may not hold as it is (non-ASCII, control characters, a space
  /// and `"<>\^`{|}`), leaving existing escapes alone: mixed text decodes exactly once.
  static func escapingDisallowedBytes(_ text: String) -> String {
    func isDisallowed(_ byte: UInt8) -> Bool {
      switch Unicode.Scalar(byte) {
      case "\0"..<" ", "\u{80}"..., " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}": true
      default: false
      }
    }
    guard text.utf8.contains(where: isDisallowed) else { return text }
    let hex = Array("0123456789ABCDEF")
    var escaped = ""
    for byte in text.utf8 {
      if isDisallowed(byte) {
        escaped += "%\(hex[Int(byte / 16)])\(hex[Int(byte % 16)])"
      } else {
        escaped.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return escaped
  }

  /// Decodes percent escapes (`%E6%97%A5` is `日`), or `nil` when a `%` is not followed by two
  /// hexadecimal digits or the decoded bytes are not UTF-8.
  static func decoded(_ text: String) -> String? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    func hexValue(_ byte: UInt8?) -> UInt8? {
      byte.flatMap { Character(Unicode.Scalar($0)).hexDigitValue }.map(UInt8.init)
    }
    var bytes: [UInt8] = []
    var rest = text.utf8[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = hexValue(rest.popFirst()), let low = hexValue(rest.popFirst()) else {
        return nil
      }
      bytes.append(high * 16 + low)
    }
    return String(bytes: bytes, encoding: .utf8)
  }
}
