/// Escaping of text for HTML, so that nothing a user or a data file provides becomes markup.
public enum HTMLEscaping {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references; safe inside
  /// element content and inside quoted attribute values.
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
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
