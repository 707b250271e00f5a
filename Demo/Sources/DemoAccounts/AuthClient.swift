/// Signs users in and up; injected into view models (the tutorial's `authApi`).
public protocol AuthClient: AnyObject {
  /// Signs in with an e-mail address (normalized here) and a password.
  ///
  /// - Throws: ``AccountError/wrongCredentials`` when they do not match an account.
  func logIn(email: String, password: String) throws(AccountError) -> User
  /// Creates an account and returns its user; the e-mail address is normalized here.
  ///
  /// - Throws: ``AccountError/emailTaken(_:)`` when the e-mail is registered,
  ///   ``AccountError/invalidEmail(_:)`` when it is not an address.
  func signUp(name: String, email: String, password: String) throws(AccountError) -> User
  /// Whether an account exists for an e-mail address (normalized here).
  func hasAccount(email: String) -> Bool
}

/// An ``AuthClient`` over an ``AccountStore``, hashing passwords with a ``PasswordHasher``.
public final class AccountAuthClient: AuthClient {
  let store: any AccountStore
  let hasher: PasswordHasher
  /// A digest no password matches, verified when no account has the e-mail address, so that
  /// signing in costs the same key derivation whether the account exists or not (otherwise
  /// the time of a failed login tells which addresses have accounts).
  private let decoy: PasswordHasher.Digest

  /// Creates a client over a store.
  public init(store: any AccountStore, hasher: PasswordHasher = PasswordHasher()) {
    self.store = store
    self.hasher = hasher
    // Random salt and key: no password derives this key, and making it derives nothing.
    let random = { (count: Int) in (0..<count).map { _ in UInt8.random(in: .min ... .max) } }
    decoy = PasswordHasher.Digest(salt: random(16), iterations: hasher.iterations, key: random(32))
  }

  /// A client with one demo account, as the demo offers on its login screens.
  public static func demo(hasher: PasswordHasher = PasswordHasher()) -> AccountAuthClient {
    AccountAuthClient(
      store: InMemoryAccountStore(accounts: [DemoAccount.account(hasher: hasher)]),
      hasher: hasher)
  }

  /// Signs in, verifying the password against the stored digest.
  public func logIn(email: String, password: String) throws(AccountError) -> User {
    let account = EmailAddress.normalized(email).flatMap { store.account(forEmail: $0) }
    guard hasher.verify(password, against: account?.password ?? decoy), let account else {
      throw .wrongCredentials
    }
    return account.user
  }

  /// Creates an account; the password is hashed before it is stored.
  public func signUp(name: String, email: String, password: String) throws(AccountError) -> User {
    guard let normalized = EmailAddress.normalized(email) else { throw .invalidEmail(email) }
    let user = User(email: normalized, name: name)
    try store.register(Account(user: user, password: hasher.digest(for: password)))
    return user
  }

  /// Whether an account exists for the e-mail address.
  public func hasAccount(email: String) -> Bool {
    EmailAddress.normalized(email).flatMap { store.account(forEmail: $0) } != nil
  }
}

/// The demo's ready-made account, shown on the login screens.
public enum DemoAccount {
  /// The demo user's name.
  public static let name = "Ann Demo"
  /// The demo user's e-mail address.
  public static let email = "ann@example.com"
  /// The demo user's password.
  public static let password = "coordinator"

  /// The demo account with its password digest; computing it costs one hashing.
  public static func account(hasher: PasswordHasher = PasswordHasher()) -> Account {
    Account(user: User(email: email, name: name), password: hasher.digest(for: password))
  }
}
