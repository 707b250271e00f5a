public import Coordination
public import DemoAccounts

/// The tutorial's HomeCoordinator: the Home tab of the signed-in user's ``SignedInTabs``,
/// which shows Home and the account popover.
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
    case .account: .screen(AccountViewModel(user: user, navigator: self))
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

  /// The account popover points at Home's "Account" button; on a compact width it is a
  /// half-height sheet with a grabber.
  public override func sheetOptions(for route: HomeRoute) -> SheetOptions {
    route == .account
      ? SheetOptions(
        detents: [.medium], showsGrabber: true, popoverAnchor: HomeViewModel.accountAnchor)
      : SheetOptions()
  }

  /// Presents the account popover.
  public func showAccount() { present(.account, style: .popover) }

  /// Closes the account popover.
  public func closeAccount() { dismiss() }

  /// Asks "Sign out?"; the answer arrives in ``flowDidEnd(_:with:)``.
  public func signOut() { show(.confirmSignOut) }

  /// On Sign Out, tells the login coordinator: the tabs leave and this coordinator is freed.
  /// The answer comes here rather than to a closure, so that a question still open when the
  /// app was relaunched (or a web host restarted) is answered all the same.
  public override func flowDidEnd(_ route: HomeRoute, with outcome: FlowOutcome) {
    guard route == .confirmSignOut, outcome.value(as: Bool.self) == true else { return }
    delegate?.homeCoordinatorDidSignOut(self)
  }
}
