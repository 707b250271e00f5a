public import DemoAccounts

/// What the login view model asks of its coordinator; the source's recommended improvement:
/// the view model knows this protocol, never the coordinator's type.
public protocol LoginNavigator: AnyObject {
  /// The user signed in.
  func loginDidSucceed(as user: User)
}

/// What the home screen's view model asks of its coordinator.
public protocol HomeNavigator: AnyObject {
  /// The user signed out.
  func logOut()
}
