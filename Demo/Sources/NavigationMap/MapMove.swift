/// One thing a user does on a page: post one of its forms or follow one of its links.
public struct MapMove: Hashable, Sendable {
  /// What the move sends.
  public enum Kind: Hashable, Sendable {
    /// Posts the action with these fields (the page's own hidden fields and the typed values;
    /// the CSRF token and the screen are added when the move is made).
    case post(action: String, fields: [String: String])
    /// Answers the question on top with one of its buttons: these fields (the question's layer
    /// and the button's index; the CSRF token is added when the move is made).
    case answer(fields: [String: String])
    /// GETs this URL: a back, close or tab link, or a GET form with its query.
    case get(String)
  }

  /// What the move sends.
  public var kind: Kind
  /// The label of the edge: the button's text or the link's, and the sample's name.
  public var label: String

  /// Whether the move is a link (drawn dashed) rather than an action of a screen's model.
  public var isLink: Bool {
    if case .get = kind { return true }
    return false
  }
}
