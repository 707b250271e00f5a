import CoordinationWeb
import PropertyBased
import Testing

/// `HTMLEscaping` against a reading of the text one Unicode scalar at a time, as a browser's
/// parser reads it.
@Suite struct HTMLEscapingTests {
  /// Pieces that matter to escaping, and some that only look as if they might: combining
  /// marks and joiners after markup characters, C1 controls and their neighbours in UTF-8.
  private static let pieces = [
    "a", "Z", "0", " ", "&", "<", ">", "\"", "'", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{0}",
    "\u{7}", "\t", "\n", "\u{C}", "\r", "\r\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
    "\u{A0}", "\u{C2}", "\u{FF}", "\u{100}", "日", "👩‍💻", "\u{FFFD}", "&amp;",
  ]

  private static let textGen = Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 0...16).map {
    $0.map { pieces[$0] }.joined()
  }

  /// What a browser sees: each scalar on its own.
  private static func reference(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\u{C}", "\r": escaped.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  @Test func aQuoteFollowedByACombiningMarkIsStillAQuote() {
    // One `Character` to Swift, but a quote that ends an attribute value to a browser.
    let attack = "\"\u{301} autofocus onfocus=alert(1) x=\""
    let field: HTML = "<input value=\"\(attack)\">"
    #expect(field.markup == "<input value=\"&quot;\u{301} autofocus onfocus=alert(1) x=&quot;\">")
    #expect(HTMLEscaping.escape("<\u{301}script>") == "&lt;\u{301}script&gt;")
    #expect(HTMLEscaping.escape("'\u{200D}&\u{FE0F}") == "&#39;\u{200D}&amp;\u{FE0F}")
  }

  @Test func textWithNothingToEscapeIsKeptAsItIs() {
    for text in ["", "plain", "日本 大学", "tab\tline\ncr\r", "\u{A0}\u{C2}\u{FF}👩‍💻"] {
      #expect(HTMLEscaping.escape(text) == text)
      #expect(HTMLEscaping.escape(text[...]) == text)
    }
  }

  @Test func anyTextIsEscapedScalarByScalar() async {
    await checkProperty(count: 2_000, input: Self.textGen) { text in
      let escaped = HTMLEscaping.escape(text)
      #expect(escaped == Self.reference(text), "\(text.unicodeScalars.map(\.value))")
      let html: HTML = "<p title=\"\(text)\">\(text)</p>"
      #expect(html.markup == "<p title=\"\(escaped)\">\(escaped)</p>")
      // Nothing of the text can open a tag or close an attribute value.
      #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) })
    }
  }
}
