/// What a session answers, before it becomes an HTTP response.
public enum WebResponse: Hashable, Sendable {
  /// A page with a status code.
  case page(status: Int, html: HTML)
  /// A 303 redirect to a path on this host.
  case redirect(String)

  /// The status code.
  public var status: Int {
    switch self {
    case .page(let status, _): status
    case .redirect: 303
    }
  }
}
