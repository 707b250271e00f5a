/// The main screen: a button that leads to the login.
public final class MainViewModel {
  /// The screen's title.
  public let title = "Main"
  /// What the screen says.
  public let message = "You are not signed in."
  weak var navigator: (any MainNavigator)?

  init(navigator: any MainNavigator) {
    self.navigator = navigator
  }

  /// The user tapped "Log in" (the source's `goToLogin()`).
  public func goToLogin() { navigator?.goToLogin() }
}
