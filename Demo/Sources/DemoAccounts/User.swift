/// A signed-in user.
public struct User: Hashable, Codable, Sendable {
  /// The normalized (lowercased) e-mail address that identifies the account.
  public let email: String
  /// The name the user signed up with.
  public let name: String

  /// Creates a user value.
  public init(email: String, name: String) {
    self.email = email
    self.name = name
  }
}
