#if DEBUG
  /// What ``ForgedCSRFResponder`` has learned: each session's real CSRF token, read from the
  /// `_csrf` hidden field of the pages served to it, by session cookie value.
  actor CSRFTokenBook {
    /// The text before a page's token.
    static let fieldPrefix = #"name="_csrf" value=""#

    private var tokens: [String: String] = [:]

    /// The token last seen on a page of the session `cookie` names, if any page showed one.
    func token(of cookie: String) -> String? {
      tokens[cookie]
    }

    /// Reads the token of `page`, a page (or part of one) served to the session `cookie`
    /// names, and remembers it.
    func learn(from page: String, session cookie: String) {
      guard let start = page.range(of: Self.fieldPrefix)?.upperBound,
        let end = page[start...].firstIndex(of: "\"")
      else { return }
      tokens[cookie] = String(page[start..<end])
    }
  }
#endif
