public import Coordination
public import DemoAccounts

/// The signed-in user's tab bar: Home, run by the tutorial's ``HomeCoordinator``, and Notes,
/// run by a ``NotesCoordinator``. Each tab keeps its own stack while the other is selected.
///
/// Tapping the selected tab takes it back to its first screen, asking the screens that would
/// leave: a note being written with a draft refuses, and the tab stays as it is.
public final class SignedInTabs: TabCoordinator<SignedInTab> {
  /// The signed-in user.
  public let user: User
  weak var delegate: (any HomeCoordinatorDelegate)?

  init(user: User, delegate: any HomeCoordinatorDelegate) {
    self.user = user
    self.delegate = delegate
    super.init(tabs: [.home, .notes])
  }

  /// Creates each tab's coordinator.
  public override func destination(for route: SignedInTab) -> Destination {
    switch route {
    case .home:
      guard let delegate else { return .unavailable("the login flow has ended") }
      return .flow(HomeCoordinator(user: user, delegate: delegate))
    case .notes: return .flow(NotesCoordinator())
    }
  }
}
