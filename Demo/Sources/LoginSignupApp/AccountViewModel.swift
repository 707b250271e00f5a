public import DemoAccounts

/// The account popover: who is signed in, and "Done".
public final class AccountViewModel {
  /// The signed-in user.
  public let user: User
  weak var navigator: (any HomeNavigator)?

  init(user: User, navigator: any HomeNavigator) {
    self.user = user
    self.navigator = navigator
  }

  /// The popover's title.
  public var title: String { "Account" }

  /// The lines that describe the account.
  public var details: [String] { ["Name: \(user.name)", "E-mail: \(user.email)"] }

  /// "Done": closes the popover.
  public func done() { navigator?.closeAccount() }
}
