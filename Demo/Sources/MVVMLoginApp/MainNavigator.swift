/// What the main screen's view model asks of its coordinator.
public protocol MainNavigator: AnyObject {
  /// Show the login flow.
  func goToLogin()
}
