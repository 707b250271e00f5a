import Hummingbird

extension WebHost {
  /// The session a request's cookie names, if it names one.
  ///
  /// Reads the `Cookie` headers as Hummingbird's `request.cookies[name]` does (the first
  /// cookie of that name, after the spaces that follow each `;`), but byte by byte and without
  /// building every cookie: every request of a session pays this.
  static func sessionID(of request: Request) -> SessionID? {
    sessionCookieValue(in: request.headers[values: .cookie]).flatMap { SessionID($0) }
  }

  /// The value of the first session cookie in `headers`, `Cookie` header values.
  package static func sessionCookieValue(in headers: [String]) -> Substring? {
    guard headers.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
      // Unicode spaces after a `;`: Hummingbird's own reading, off the common path.
      return Cookies(from: headers)[cookieName].map { Substring($0.value) }
    }
    for header in headers {
      let utf8 = header.utf8
      var start = utf8.startIndex
      while start < utf8.endIndex {
        let end = utf8[start...].firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
        let cookie = utf8[start..<end].drop { isASCIIWhitespace($0) }
        if let equals = cookie.firstIndex(of: UInt8(ascii: "=")),
          cookie[..<equals].elementsEqual(cookieName.utf8)
        {
          return header[utf8.index(after: equals)..<end]
        }
        start = end == utf8.endIndex ? end : utf8.index(after: end)
      }
    }
    return nil
  }

  /// The ASCII characters `Character.isWhitespace` holds for.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
