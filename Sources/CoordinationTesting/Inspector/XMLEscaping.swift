/// Escaping of text for XML (SVG), so that a route's description can never become markup.
enum XMLEscaping {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by entity references; safe in element
  /// content and in quoted attribute values, in an SVG file or inline in HTML. Characters XML
  /// 1.0 does not allow in a document (controls other than tab, line feed and carriage return,
  /// lone surrogates cannot occur in a Swift string) become U+FFFD, so the output always parses.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func escape(_ text: some StringProtocol) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default:
        escaped.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return escaped
  }

  /// Whether XML 1.0's `Char` production allows the scalar.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00..<0x20, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
