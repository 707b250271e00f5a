import CoordinationWeb
import Foundation
import PropertyBased
import Testing

/// The byte-level form reader against Foundation's reading of the same bodies.
@Suite struct FormEncodingTests {
  /// Foundation's reading, as the host used it before: the oracle.
  private static func reference(_ body: String) -> [String: String]? {
    var fields: [String: String] = [:]
    for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let decode = { (text: Substring) in
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
      }
      guard let name = decode(parts[0]) else { return nil }
      guard let value = parts.count > 1 ? decode(parts[1]) : "" else { return nil }
      if fields[name] == nil { fields[name] = value }
    }
    return fields
  }

  /// Pieces of bodies: separators, escapes good and bad, UTF-8 good and bad (a lone lead byte,
  /// a lone continuation, an overlong form, a surrogate, a code point past U+10FFFF).
  private static let pieces = [
    "a", "Z", "_csrf", "0", "&", "=", "+", "%", "%2", "%4", "%41", "%2B", "%2b", "%26", "%3D",
    "%20", "%00", "%C3%A9", "%C3", "%A9", "%E6%97%A5", "%FF", "%C0%80", "%ED%A0%80",
    "%F4%90%80%80", "%F0%9F%91%A9", "%zz", "%g1", "é", "日", " ", "~", "%%",
  ]

  private static let bodyGen = Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 0...20).map {
    $0.map { pieces[$0] }.joined()
  }

  /// The same fields as Foundation, except that bytes which are not UTF-8 always refuse the
  /// body: Foundation refuses some (`%FF`, a lone `%C3`) but repairs others into U+FFFD (a
  /// lone continuation byte, `%A9`), and a repaired value is not what the browser sent.
  @Test func bodiesReadAsFoundationReadsThem() async {
    await checkProperty(count: 3_000, input: Self.bodyGen) { body in
      let reference = Self.reference(body)
      guard let fields = FormEncoding.fields(body) else {
        let repaired = reference.map { fields in
          fields.contains { $0.key.contains("\u{FFFD}") || $0.value.contains("\u{FFFD}") }
        }
        #expect(repaired != false, "\(body) refused, Foundation reads \(reference!)")
        return
      }
      #expect(fields == reference, "\(body)")
    }
    #expect(FormEncoding.fields("a=%A9") == nil)
  }

  @Test func fieldsDecodeAsBrowsersEncodeThem() throws {
    let fields = try #require(
      FormEncoding.fields("_csrf=a%2Bb&name=Ren%C3%A9+Dupont&empty=&bare&name=second&=x"))
    #expect(
      fields == ["_csrf": "a+b", "name": "René Dupont", "empty": "", "bare": "", "": "x"])
    #expect(FormEncoding.fields("") == [:])
    #expect(FormEncoding.fields("&&a=1&&") == ["a": "1"])
    #expect(FormEncoding.fields("q=%E6%97%A5%F0%9F%91%A9") == ["q": "日\u{1F469}"])
    // A raw combining mark after a separator: still a separator, byte by byte (one
    // `Character` with it, as the reading by Characters took it).
    #expect(FormEncoding.fields("a=1&\u{301}b=2") == ["a": "1", "\u{301}b": "2"])
    #expect(Self.reference("a=1&\u{301}b=2") == ["a": "1&\u{301}b=2"])
  }

  @Test(arguments: ["a=%", "a=%4", "a=%zz", "%C3=1", "a=%C0%80", "a=%ED%A0%80", "a=%FF", "b=1&a=%"])
  func malformedBodiesAreRefusedWhole(body: String) {
    #expect(FormEncoding.fields(body) == nil)
  }

  @Test func formTypesAreRecognisedAsFoundationTrimsThem() async {
    let pieces = [
      "application/x-www-form-urlencoded", "APPLICATION/X-WWW-FORM-URLENCODED", " ", "\t", ";",
      "charset=utf-8", "\u{A0}", "\u{2003}", "-evil", "text/plain", "application/json", "x",
    ]
    // Foundation's trimming; the media type is what comes before the first `;`, even when
    // that is nothing (`; application/x-www-form-urlencoded` is parameters without a type).
    let reference = { (value: String) in
      let mediaType = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return mediaType.trimmingCharacters(in: .whitespaces).lowercased()
        == "application/x-www-form-urlencoded"
    }
    let valueGen = Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 0...5).map {
      $0.map { pieces[$0] }.joined()
    }
    await checkProperty(count: 2_000, input: valueGen) { value in
      #expect(WebHost.isFormType(value) == reference(value), "\(value)")
    }
    #expect(WebHost.isFormType(" application/x-www-form-URLENCODED\t; charset=utf-8"))
    #expect(WebHost.isFormType("\u{2003}application/x-www-form-urlencoded"))
    #expect(!WebHost.isFormType("application/x-www-form-urlencode"))
    #expect(!WebHost.isFormType("; application/x-www-form-urlencoded"))
  }
}
