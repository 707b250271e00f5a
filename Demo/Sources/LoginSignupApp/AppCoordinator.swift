public import Coordination
public import DemoAccounts

/// The tutorial's AppCoordinator(window:): creates the login coordinator and starts it. The
/// window is the adapter's business here; the coordinator only starts the login.
public final class AppCoordinator: Coordinator<AppRoute>, LoginCoordinatorDelegate {
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
    let login = LoginCoordinator(authClient: authClient, session: session)
    login.delegate = self
    return .flow(login)
  }

  /// Replaces the login flow that signed out with a fresh one: its screens, its tabs and its
  /// coordinators leave.
  public func loginCoordinatorDidSignOut(_ coordinator: LoginCoordinator) {
    setStack([.login])
  }
}
