extension InMemoryAccountStore {
  /// Every account, in no particular order: what a saved session keeps of the store.
  public var allAccounts: [Account] { Array(accountsByEmail.values) }

  /// Registers accounts saved earlier, keeping any already registered under the same address.
  public func restore(_ saved: [Account]) {
    for account in saved where accountsByEmail[account.user.email] == nil {
      accountsByEmail[account.user.email] = account
    }
  }
}
