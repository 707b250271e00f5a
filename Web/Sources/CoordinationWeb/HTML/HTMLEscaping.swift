/// Escaping of text for HTML, so that nothing a user or a data file provides becomes markup.
public enum HTMLEscaping {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references; safe inside
  /// element content and inside quoted attribute values. Control characters other than tab,
  /// line feed, form feed and carriage return (NUL from `?q=%00`, say), which HTML does not
  /// allow in a document, become U+FFFD, as a browser's parser would make them.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func escape(_ text: some StringProtocol) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default:
        if let first = character.unicodeScalars.first, Self.isDisallowedControl(first) {
          escaped += "\u{FFFD}"
        } else {
          escaped.append(character)
        }
      }
    }
    return escaped
  }

  private static func isDisallowedControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0C, 0x0D: false
    case 0x00..<0x20, 0x7F...0x9F: true
    default: false
    }
  }
}
