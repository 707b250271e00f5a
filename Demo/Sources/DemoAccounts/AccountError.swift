/// Why signing in or signing up failed; each has a message for the form.
public enum AccountError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No account matches the e-mail and password (which one is wrong is not told).
  case wrongCredentials
  /// An account already uses this e-mail address.
  case emailTaken(String)
  /// The text is not an e-mail address.
  case invalidEmail(String)

  /// The message the form shows.
  public var description: String {
    switch self {
    case .wrongCredentials: return "The e-mail or password is incorrect."
    case .emailTaken(let email): return "An account already exists for \(email)."
    case .invalidEmail(let text): return "\"\(text)\" is not a valid e-mail address."
    }
  }
}
