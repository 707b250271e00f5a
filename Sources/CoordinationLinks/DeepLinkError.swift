public import Coordination

/// Why a deep link could not be turned into navigation.
///
/// Each case carries the value at fault, and ``description`` quotes it in one English sentence,
/// so the error can be logged or shown to a developer as it is.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a URL, or it has no usable scheme.
  case malformedURL(String)
  /// The scheme is neither one of the app's custom schemes nor `http` or `https`.
  case unsupportedScheme(String)
  /// The host of an `http` or `https` link is not one of the accepted universal-link hosts.
  case unsupportedHost(String)
  /// No declared pattern matches the path.
  ///
  /// `path` is the link's percent-decoded path segments joined with `/`, without a leading `/`.
  case noMatchingPattern(path: String)
  /// A URL pattern is not well formed; `reason` says what is wrong with it.
  case invalidPattern(pattern: String, reason: String)
  /// The same URL pattern is declared more than once.
  case duplicatePattern(String)
  /// A parameter the link needs is neither in its path nor in its query.
  case missingParameter(String)
  /// A parameter's value does not have the expected form, such as a non-integer where an integer
  /// is needed; `expected` describes the form, for example `"an integer"`.
  case invalidParameter(name: String, value: String, expected: String)
  /// The app's route builder refused the link's values, for example an unknown identifier.
  case unresolved(reason: String)
  /// The link resolved to a path of routes that the coordinators could not show (a route of
  /// the wrong coordinator, a guard that refused: `NavigationStore.open(path:)`'s error); nothing
  /// changed.
  case unreachable(NavigationError)

  /// A sentence that names the problem and quotes the value at fault.
  public var description: String {
    switch self {
    case .malformedURL(let text):
      return "\(Self.quoted(text)) is not a URL with a usable scheme."
    case .unsupportedScheme(let scheme):
      return "The URL scheme \(Self.quoted(scheme)) is not supported."
    case .unsupportedHost(let host):
      return "The host \(Self.quoted(host)) is not accepted for universal links."
    case .noMatchingPattern(let path):
      return "No deep-link pattern matches the path \(Self.quoted("/" + path))."
    case .invalidPattern(let pattern, let reason):
      return Self.sentence("The deep-link pattern \(Self.quoted(pattern)) is invalid: \(reason)")
    case .duplicatePattern(let pattern):
      return "The deep-link pattern \(Self.quoted(pattern)) is declared more than once."
    case .missingParameter(let name):
      return "The deep link has no value for the parameter \(Self.quoted(name))."
    case .invalidParameter(let name, let value, let expected):
      return Self.sentence(
        "The value \(Self.quoted(value)) of the parameter \(Self.quoted(name)) is not \(expected)"
      )
    case .unresolved(let reason):
      return Self.sentence("The deep link could not be resolved: \(reason)")
    case .unreachable(let error):
      return "The deep link's screens cannot be shown: \(error.description)"
    }
  }

  /// Puts text between double quotes.
  private static func quoted(_ text: String) -> String {
    "\"\(text)\""
  }

  /// Ends text with a full stop unless it already ends with sentence punctuation.
  private static func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?".contains(last) else { return text }
    return text + "."
  }
}
