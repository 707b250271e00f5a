public import Coordination
public import DemoAccounts

/// The sources' HomeCoordinator: a child of the login coordinator that shows Home.
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

  /// Creates the home screen.
  public override func destination(for route: HomeRoute) -> Destination {
    .screen(HomeViewModel(user: user, navigator: self))
  }

  /// Tells the login coordinator; the home screen leaves and this coordinator is freed.
  public func signOut() { delegate?.homeCoordinatorDidSignOut(self) }
}
