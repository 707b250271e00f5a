/// A registered account: the user and the digest of the password, never the password.
public struct Account: Hashable, Codable, Sendable {
  /// Who the account belongs to.
  public let user: User
  /// The password's digest.
  public let password: PasswordHasher.Digest

  /// Creates an account value.
  public init(user: User, password: PasswordHasher.Digest) {
    self.user = user
    self.password = password
  }
}
