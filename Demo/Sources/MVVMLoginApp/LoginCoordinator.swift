public import Coordination
public import DemoAccounts

/// The login flow: shows the form and returns the signed-in user to whoever runs it.
///
/// The source's metaphor: the coordinator wakes the child (creates the screen), packs the
/// backpack (the view model with the auth client) and sends it to school.
public final class LoginCoordinator: FlowCoordinator<LoginRoute, User>, LoginNavigator {
  let authClient: any AuthClient

  /// Creates the flow with the auth client to inject.
  public init(authClient: any AuthClient) {
    self.authClient = authClient
  }

  /// Pushes the form.
  public override func start() { show(.form) }

  /// Creates the form and its view model.
  public override func destination(for route: LoginRoute) -> Destination {
    .screen(LoginViewModel(authClient: authClient, navigator: self))
  }

  /// Ends the flow with the user.
  public func loginDidSucceed(as user: User) { finish(with: user) }
}
