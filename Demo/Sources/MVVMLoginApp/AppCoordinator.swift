public import Coordination
public import DemoAccounts

/// The source's AppCoordinator: shows Main, starts the login flow, and shows Home with the
/// user the flow returns.
///
/// The source replaced the stack with Login (`setViewControllers([login])`); here the login is
/// pushed so the back button can leave it, and the stack is replaced by Home once the flow
/// returns a user. Backing out of the login cancels the flow and leaves Main as it was.
public final class AppCoordinator: Coordinator<AppRoute>, MainNavigator, HomeNavigator {
  let authClient: any AuthClient
  /// Who is signed in: a service, so that the app rebuilt from saved navigation finds its user.
  let session: UserSession
  /// The signed-in user, if any.
  public var user: User? { session.user }

  /// Creates the app with the auth client its screens need and the session that says who is
  /// signed in.
  public init(authClient: any AuthClient, session: UserSession = UserSession()) {
    self.authClient = authClient
    self.session = session
  }

  /// Shows Main. A fresh run of the app starts signed out, as the source's does; a run
  /// restored from saved navigation is not started, and keeps its session's user.
  public override func start() {
    session.signOut()
    show(.main)
  }

  /// Creates each screen with its dependencies, or the login flow.
  public override func destination(for route: AppRoute) -> Destination {
    switch route {
    case .main: .screen(MainViewModel(navigator: self))
    case .login: .flow(LoginCoordinator(authClient: authClient))
    case .home:
      if let user {
        .screen(HomeViewModel(user: user, navigator: self))
      } else {
        .unavailable("nobody is signed in")
      }
    }
  }

  /// Starts the login flow.
  public func goToLogin() { show(.login) }

  /// When the login flow returns a user, replaces the stack with Home. A method rather than
  /// an `await`, so a login restored after a relaunch still leads home.
  public override func flowDidEnd(_ route: AppRoute, with outcome: FlowOutcome) {
    guard route == .login, let user = outcome.value(as: User.self) else { return }
    session.signIn(user)
    setStack([.home])
  }

  /// Signs out: back to Main.
  public func logOut() {
    session.signOut()
    setStack([.main])
  }
}
