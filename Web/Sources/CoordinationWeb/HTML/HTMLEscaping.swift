/// Escaping of text for HTML, so that nothing a user or a data file provides becomes markup.
public enum HTMLEscaping {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references; safe inside
  /// element content and inside quoted attribute values. Control characters other than tab,
  /// line feed, form feed and carriage return (NUL from `?q=%00`, say), which HTML does not
  /// allow in a document, become U+FFFD, as a browser's parser would make them.
  ///
  /// The text is read as Unicode scalars, not as characters: a quote followed by a combining
  /// mark is one `Character` to Swift but still a quote to a browser's parser, so it is
  /// escaped too.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func escape(_ text: some StringProtocol) -> String {
    var escaped = ""
    append(text, to: &escaped)
    return escaped
  }

  /// Appends the escaped text to `markup`; the text itself when nothing in it needs escaping.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func append(_ text: some StringProtocol, to markup: inout String) {
    let utf8 = text.utf8
    guard utf8.contains(where: mayNeedEscaping) else {
      markup += text
      return
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 32)
    // 0xC2 leads the two-byte forms of U+0080...U+00FF, among them the C1 controls.
    var pendingC2 = false
    for byte in utf8 {
      if pendingC2 {
        pendingC2 = false
        if (0x80...0x9F).contains(byte) {
          bytes.append(contentsOf: replacementCharacter)
          continue
        }
        bytes.append(0xC2)
      }
      switch byte {
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
      case 0xC2: pendingC2 = true
      case 0x09, 0x0A, 0x0C, 0x0D: bytes.append(byte)
      case 0x00..<0x20, 0x7F: bytes.append(contentsOf: replacementCharacter)
      default: bytes.append(byte)
      }
    }
    if pendingC2 { bytes.append(0xC2) }
    markup += String(decoding: bytes, as: UTF8.self)
  }

  /// U+FFFD in UTF-8.
  private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Whether a UTF-8 byte is, or may start, something that is escaped or replaced.
  private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0xC2, 0x7F:
      true
    case 0x09, 0x0A, 0x0C, 0x0D: false
    case 0x00..<0x20: true
    default: false
    }
  }
}
