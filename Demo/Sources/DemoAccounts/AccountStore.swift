/// Where accounts are kept. The demo keeps them in memory; an app would use its backend.
public protocol AccountStore: AnyObject {
  /// The account registered with a normalized e-mail address.
  func account(forEmail email: String) -> Account?
  /// Registers an account.
  ///
  /// - Throws: ``AccountError/emailTaken(_:)`` when the e-mail is already registered.
  func register(_ account: Account) throws(AccountError)
}

/// Accounts kept in memory for one app (one browser session of the demo).
public final class InMemoryAccountStore: AccountStore {
  private var accountsByEmail: [String: Account] = [:]

  /// Creates a store holding `accounts`.
  public init(accounts: [Account] = []) {
    for account in accounts { accountsByEmail[account.user.email] = account }
  }

  /// The account registered with a normalized e-mail address.
  public func account(forEmail email: String) -> Account? { accountsByEmail[email] }

  /// Registers an account, refusing a taken e-mail address.
  public func register(_ account: Account) throws(AccountError) {
    guard accountsByEmail[account.user.email] == nil else {
      throw .emailTaken(account.user.email)
    }
    accountsByEmail[account.user.email] = account
  }

  /// The number of accounts.
  public var count: Int { accountsByEmail.count }

  /// Every account, in no particular order: what a saved session keeps of the store.
  public var allAccounts: [Account] { Array(accountsByEmail.values) }

  /// Registers accounts saved earlier, keeping any already registered under the same address.
  public func restore(_ saved: [Account]) {
    for account in saved where accountsByEmail[account.user.email] == nil {
      accountsByEmail[account.user.email] = account
    }
  }
}
