public import Coordination
public import DemoAccounts

/// The tutorial's HomeCoordinator: a child of the login coordinator that shows Home.
public final class HomeCoordinator: Coordinator<HomeRoute>, HomeNavigator {
  /// The signed-in user.
  public let user: User
  weak var delegate: (any HomeCoordinatorDelegate)?

  init(user: User, delegate: any HomeCoordinatorDelegate) {
    self.user = user
    self.delegate = delegate
  }

  /// Pushes Home.
  public override func start() { show(.home) }

  /// Creates the home screen, or the question that confirms signing out.
  public override func destination(for route: HomeRoute) -> Destination {
    switch route {
    case .home: .screen(HomeViewModel(user: user, navigator: self))
    case .confirmSignOut:
      .alert(
        Alert(
          "Sign out?", message: "You will need your password to sign in again.",
          style: .confirmationDialog,
          buttons: [
            AlertButton("Sign Out", role: .destructive, value: true),
            AlertButton("Cancel", role: .cancel, value: false),
          ]))
    }
  }

  /// Asks "Sign out?"; on Sign Out, tells the login coordinator: the home screen leaves and
  /// this coordinator is freed.
  public func signOut() {
    run(.confirmSignOut, as: Bool.self) { [weak self] result in
      guard case .success(true) = result, let self else { return }
      delegate?.homeCoordinatorDidSignOut(self)
    }
  }
}
