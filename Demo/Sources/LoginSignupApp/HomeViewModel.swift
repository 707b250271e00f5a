public import DemoAccounts

/// The home screen of a signed-in user.
public final class HomeViewModel {
  /// The signed-in user.
  public let user: User
  weak var navigator: (any HomeNavigator)?

  init(user: User, navigator: any HomeNavigator) {
    self.user = user
    self.navigator = navigator
  }

  /// The screen's title.
  public var title: String { "Home" }

  /// The greeting.
  public var greeting: String { "Hello, \(user.name). You are signed in as \(user.email)." }

  /// "Sign out": asks "Sign out?" first (a confirmation dialog).
  public func signOut() { navigator?.signOut() }

  /// "Account": who is signed in, in a popover pointing at the button.
  public func showAccount() { navigator?.showAccount() }

  /// The name of the "Account" button, which the account popover points at: a UIKit view's
  /// `accessibilityIdentifier`, a web element's popover anchor.
  public static let accountAnchor = "account"
}
