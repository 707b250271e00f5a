public import Coordination
public import DemoAccounts

/// The tutorial's AppCoordinator(window:): creates the login coordinator and starts it. The
/// window is the adapter's business here; the coordinator only starts the login.
public final class AppCoordinator: Coordinator<AppRoute> {
  let authClient: any AuthClient
  let session: UserSession

  /// Creates the app with the auth client to inject downward, and the session that says who
  /// is signed in.
  public init(authClient: any AuthClient, session: UserSession = UserSession()) {
    self.authClient = authClient
    self.session = session
  }

  /// Starts the login coordinator.
  public override func start() { show(.login) }

  /// Creates the login coordinator.
  public override func destination(for route: AppRoute) -> Destination {
    .flow(LoginCoordinator(authClient: authClient, session: session))
  }
}
