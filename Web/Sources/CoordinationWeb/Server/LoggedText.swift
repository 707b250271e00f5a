/// Text that came from a request, made safe to write into a log line.
///
/// A request's path, an action's name or a field's value can carry line breaks, NUL and other
/// control characters: logged as sent, `_action=x%0A2026-11-23T00:00:00+0000 critical demo:
/// FORGED` would write a forged line. Every control character is written as an escape
/// (`\n`, `\r`, `\t`, `\u{0}`…), backslashes are doubled so that an escape cannot be forged
/// either, and the text is cut after `limit` characters with the number of characters left out.
package enum LoggedText {
  /// The escaped, bounded form of `text`.
  ///
  /// - Complexity: O(*n*) in the length of `text` up to `limit`.
  package static func escaping(_ text: some StringProtocol, limit: Int = 200) -> String {
    var result = ""
    var count = 0
    for character in text {
      guard count < limit else {
        return result + "…(+\(text.count - count))"
      }
      count += 1
      for scalar in character.unicodeScalars { result += escape(scalar) }
    }
    return result
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\\": return "\\\\"
    default:
      let value = scalar.value
      // C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
      if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
        return "\\u{\(String(value, radix: 16))}"
      }
      return String(scalar)
    }
  }
}
