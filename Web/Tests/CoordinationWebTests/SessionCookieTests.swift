import CoordinationWeb
import Hummingbird
import PropertyBased
import Testing

/// The host's own reading of the session cookie against Hummingbird's `Cookies`.
@Suite struct SessionCookieTests {
  private static let id = SessionID.random().description
  private static let other = SessionID.random().description

  /// Pieces of `Cookie` headers: the session cookie with good and bad values, other cookies,
  /// separators and spaces (Unicode ones too, which take Hummingbird's path).
  private static let pieces = [
    "coordination-session=", id, other, "coordination-session", "other=1", ";", "; ", " ", "\t",
    "=", "x", "coordination-sessions=\(other)", "Coordination-Session=\(other)", "\u{A0}", "é",
  ]

  private static let headerGen = Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 0...8).map {
    $0.map { pieces[$0] }.joined()
  }

  @Test func theSessionIsReadAsHummingbirdReadsIt() async {
    await checkProperty(count: 3_000, input: Self.headerGen.array(of: 0...2)) { headers in
      let ours = WebHost.sessionCookieValue(in: headers).flatMap { SessionID($0) }
      let theirs = Cookies(from: headers)[WebHost.cookieName].flatMap { SessionID($0.value) }
      guard ours != theirs else { return }
      // The one difference: Hummingbird skips every `=` after the name, so it reads
      // `coordination-session==ID` as ID; the value is what follows the first `=` (RFC 6265),
      // `=ID`, which names no session.
      #expect(ours == nil && headers.contains { $0.contains("coordination-session==") })
    }
  }

  @Test func theFirstSessionCookieCounts() {
    let headers = ["a=1; coordination-session=\(Self.id); coordination-session=\(Self.other)"]
    #expect(WebHost.sessionCookieValue(in: headers).map(String.init) == Self.id)
    #expect(WebHost.sessionCookieValue(in: ["a=1", "  coordination-session=x"]) == "x")
    #expect(WebHost.sessionCookieValue(in: ["coordination-sessionx=1; other=2"]) == nil)
    #expect(WebHost.sessionCookieValue(in: []) == nil)
    #expect(WebHost.sessionCookieValue(in: ["coordination-session==\(Self.id)"]) == "=\(Self.id)")
  }
}
