/// Why a session refused to go where an action or a link led: the state would break its
/// ``NavigationLimits``. The session stays where it was.
public enum NavigationLimitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A stack would hold `depth` screens, more than `limit`.
  case stackTooDeep(depth: Int, limit: Int)
  /// The state's URL would be `length` bytes long, more than `limit`.
  case addressTooLong(length: Int, limit: Int)

  /// A sentence for the page: what was refused and what the user can do.
  public var description: String {
    switch self {
    case .stackTooDeep(_, let limit):
      "This would open more than \(limit) screens on top of each other, more than this site "
        + "keeps. Nothing was changed: go back a few screens to go on from there."
    case .addressTooLong(_, let limit):
      "This would lead to an address longer than \(limit) bytes, more than this site serves. "
        + "Nothing was changed: try a shorter text or go back a few screens."
    }
  }
}
